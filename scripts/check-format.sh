#!/usr/bin/env bash
# Fails when a C++ file tracked by git is not formatted as .clang-format says, naming the files
# (fix: clang-format -i FILE). Exit 77 (CTest: skipped) without git, a git checkout or clang-format.
set -uo pipefail
cd "$(dirname "$0")/.."
command -v clang-format >/dev/null || { echo "clang-format is not installed"; exit 77; }
mapfile -t files < <(git ls-files '*.cpp' '*.h' 2>/dev/null)
[ ${#files[@]} -gt 0 ] || { echo "not a git checkout"; exit 77; }
existing=()
for file in "${files[@]}"; do
    [ -f "$file" ] && existing+=("$file") # a file deleted in the work tree is not checked
done
# One clang-format for every file; it names each unformatted one in "FILE:LINE:COL: error: ...".
unformatted=$(clang-format --dry-run --Werror "${existing[@]}" 2>&1 |
              sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: error: .*/\1/p' | sort -u)
if [ -n "$unformatted" ]; then
    echo "not clang-formatted (clang-format -i them):" $unformatted
    exit 1
fi
echo "${#existing[@]} files formatted"
