#!/usr/bin/env bash
# Sets everything up (scripts/setup.sh) and runs the main job on the bundled default run card:
# the app when there is a display; without one, the headless equivalent (the comparison on every
# catalog GPU, the smallest configurations, and the PDF report, whose path is printed).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
card=resources/examples/default.yaml
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ -x build/app/gui/runcard ]; then
  exec build/app/gui/runcard "$card"
fi
build/app/cli/runcard-cli compare "$card"
echo
build/app/cli/runcard-cli sweep "$card"
if build/app/cli/runcard-cli report --help >/dev/null 2>&1; then
  mkdir -p out
  for lang in en tr; do
    build/app/cli/runcard-cli report "$card" -o "out/runcard-report-$lang.pdf" --lang "$lang"
    echo "report written: $(pwd)/out/runcard-report-$lang.pdf"
  done
fi
