#!/bin/sh
# Re-renders the sample reports and their page images from a build folder:
#   docs/report-samples/render.sh build
# Writes report-<lang>.pdf, page images report-<lang>-<N>.png (pdftoppm -r 60) and, for the
# English sample, every table and series as CSV + JSON under data/.
set -eu
build=$(cd "${1:-build}" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
card="$here/../../resources/examples/default.yaml"
cd "$here"
rm -rf report-*.png report-*.pdf data
for lang in en tr; do
    data=""
    if [ "$lang" = en ]; then data="--data data"; fi
    # shellcheck disable=SC2086 # $data is two words or none
    "$build/app/cli/runcard-cli" report "$card" -o "report-$lang.pdf" --lang "$lang" $data \
        --set 'rental.options=[storage-network, egress-internet, setup-fee]' \
        --set rental.waiting_cost_per_day=200
    pdftoppm -png -r 60 "report-$lang.pdf" "report-$lang"
done
