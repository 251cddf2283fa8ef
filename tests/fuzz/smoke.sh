#!/bin/sh
# smoke.sh HARNESS SEEDS SECONDS FINDINGS: runs a libFuzzer harness over its seed corpus, then
# mutates for SECONDS. New inputs go to a scratch corpus (the committed seeds stay as they are);
# a crash, sanitizer report, leak or timeout fails the test and is kept in FINDINGS.
set -eu
harness=$1 seeds=$2 seconds=$3 findings=$4
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$findings"
exec "$harness" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=3072 -print_final_stats=1 \
    -artifact_prefix="$findings/" "$scratch" "$seeds"
