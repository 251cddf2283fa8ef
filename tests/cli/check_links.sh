#!/usr/bin/env bash
# check_links.sh PROGRAM LIBRARY... — fails when PROGRAM loads a shared library whose name contains
# one of LIBRARY (as ldd lists them), naming the ones it found.
set -euo pipefail
program=$1
shift
libraries=$(ldd "$program" | awk '{print $1}')
status=0
for forbidden in "$@"; do
    if found=$(grep -F -- "$forbidden" <<<"$libraries"); then
        echo "$program loads $(tr '\n' ' ' <<<"$found")(must not load $forbidden)"
        status=1
    fi
done
[ $status -eq 0 ] && echo "$program loads none of: $*"
exit $status
