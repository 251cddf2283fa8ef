#!/usr/bin/env bash
# Sets everything up (scripts/setup.sh) and runs every test through CTest.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh "$@"
export QT_QPA_PLATFORM=offscreen LANG=en_US.UTF-8
ctest --test-dir build --output-on-failure -j "$(nproc)"
