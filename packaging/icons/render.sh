#!/bin/sh
# Renders runcard.svg to the hicolor PNG sizes committed beside it (run after editing the SVG;
# needs rsvg-convert from librsvg2-bin). The build installs the committed files, so building
# needs no SVG renderer.
set -eu
cd "$(dirname "$0")"
for size in 16 22 24 32 48 64 128 256 512; do
    rsvg-convert --width "$size" --height "$size" runcard.svg --output "runcard-$size.png"
done
