#!/usr/bin/env bash
# Sets everything up (scripts/setup.sh) and runs every test through CTest, then the sanitizer
# builds with the fuzz smoke runs (scripts/sanitize.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh "$@"
export QT_QPA_PLATFORM=offscreen LANG=en_US.UTF-8
ctest --test-dir build --output-on-failure -j "$(nproc)"

# The sanitizer builds and the fuzz smoke runs (RUNCARD_SKIP_SANITIZE=1 skips them locally).
if [ -z "${RUNCARD_SKIP_SANITIZE:-}" ]; then
  scripts/sanitize.sh
fi
