#!/usr/bin/env bash
# Sets everything up (scripts/setup.sh) with warnings as errors and runs every test through CTest,
# the guard rails included: format_check (clang-format), translations_up_to_date (lupdate over
# every source) and the link checks of runcard-cli and runcard-report; then the sanitizer builds
# with the fuzz smoke runs (scripts/sanitize.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh -DRUNCARD_WERROR=ON "$@"
export QT_QPA_PLATFORM=offscreen LANG=en_US.UTF-8
ctest --test-dir build --output-on-failure -j "$(nproc)"

# The sanitizer builds and the fuzz smoke runs (RUNCARD_SKIP_SANITIZE=1 skips them locally).
if [ -z "${RUNCARD_SKIP_SANITIZE:-}" ]; then
  scripts/sanitize.sh
fi
