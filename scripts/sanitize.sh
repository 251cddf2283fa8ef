#!/usr/bin/env bash
# The sanitizer step of the test command (docs/reliability.md has the scope and the times):
#  1. build-asan/: GCC with AddressSanitizer and UndefinedBehaviorSanitizer at -O1; the planner,
#     pilot-core (the pilot processes included), UI, report, reliability and CLI tests run there
#     with leaks checked, except pilot_sentencepiece (ASan refuses the RTLD_DEEPBIND dlopen that
#     keeps SentencePiece's protobuf apart from LibTorch's), the package test and pilot_distributed
#     (its 2-rank Gloo jobs take minutes in Release, beyond CI's time under ASan;
#     the multi-rank code is not sanitized in CI);
#  2. build-fuzz/: clang 14 with ASan, UBSan and libFuzzer; every harness of tests/fuzz runs over its
#     seeds and then mutates for RUNCARD_FUZZ_SECONDS (default 5).
# Arguments go to both configure steps (e.g. -DCMAKE_CXX_COMPILER_LAUNCHER=ccache).
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)
export QT_QPA_PLATFORM=offscreen LANG=en_US.UTF-8
suppressions=$(pwd)/tests/fuzz/lsan.supp
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:detect_stack_use_after_return=1
export LSAN_OPTIONS=suppressions=$suppressions:print_suppressions=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
# pilot_property under ASan: the 13 fixed cards (three MoE) and 12 drawn ones (the Release suite
# draws 36); the sanitizer checks the code paths, which the fixed cards already cover.
export RUNCARD_PROPERTY_CARDS=12

cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DRUNCARD_SANITIZE=ON \
      -DRUNCARD_BUILD_BENCH=OFF "$@"
cmake --build build-asan -j "$jobs"
ctest --test-dir build-asan --output-on-failure -j "$jobs" \
      -E '^(pilot_sentencepiece|package_install|pilot_distributed)$'

cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_COMPILER=clang++-14 \
      -DRUNCARD_SANITIZE=ON -DRUNCARD_BUILD_GUI=OFF -DRUNCARD_BUILD_PILOT=OFF \
      -DRUNCARD_BUILD_BENCH=OFF "$@"
cmake --build build-fuzz -j "$jobs" --target fuzz
ctest --test-dir build-fuzz --output-on-failure -j "$jobs" -L fuzz
