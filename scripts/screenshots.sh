#!/bin/sh
# Renders every view of the desktop app in English and Turkish to docs/screenshots/ from the real
# widgets (offscreen platform, QWidget::grab). Usage: scripts/screenshots.sh [BUILD_DIR] [CARD]
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-"$root/build"}
card=${2:-"$root/resources/examples/default.yaml"}
app=""
for candidate in "$build/app/gui/runcard" "$build/app-gui/runcard" "$build/bin/runcard"; do
    if [ -x "$candidate" ]; then app=$candidate; break; fi
done
if [ -z "$app" ]; then
    echo "screenshots.sh: no runcard executable under $build (build the 'runcard' target first)" >&2
    exit 1
fi
out="$root/docs/screenshots"
mkdir -p "$out"
QT_QPA_PLATFORM=offscreen RUNCARD_RESOURCES="$root/resources" "$app" --screenshot "$out" "$card"

# The whole scaling page and its A/B mode for a full fine-tune, where memory limits show.
scaling=$(mktemp -d)
QT_QPA_PLATFORM=offscreen RUNCARD_RESOURCES="$root/resources" "$app" --screenshot "$scaling" \
  "$root/resources/examples/full-finetune.yaml" >/dev/null
cp "$scaling"/scaling-page-*.png "$scaling"/scaling-ab-*.png "$out/"
rm -rf "$scaling"

# The pilot view idle, during and after a real pilot of the small demo card (run in a scratch copy
# so its results do not land in resources/), and with a rank dead in a recorded two-rank stream. The
# copy's folder has a fixed name: the finished pilot's status line shows where it saved.
scratch="${TMPDIR:-/tmp}/runcard-screenshots"
rm -rf "$scratch"
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/examples"
cp "$root/resources/examples/pilot-demo.yaml" "$scratch/examples/"
ln -s "$root/resources/data" "$scratch/data"
QT_QPA_PLATFORM=offscreen RUNCARD_RESOURCES="$root/resources" \
  RUNCARD_SCREENSHOT_RANK_DIED_EVENTS="$root/tests/data/pilot-two-ranks-rank-died.ndjson" \
  "$app" --screenshot-pilot "$out" "$scratch/examples/pilot-demo.yaml"
