#!/usr/bin/env bash
# check-translations.sh LUPDATE "OPTIONS" SOURCES.lst TS... — runs lupdate with OPTIONS over every
# source that can hold a translatable string (as `cmake --build build --target update_translations`
# does) on copies of the .ts files, and fails when that would change them: a string missing from a .ts file or without a
# translation ("unfinished"), or one left in it after its source text went away ("vanished").
set -euo pipefail
lupdate=$1
read -r -a options <<<"$2"
sources=$3
shift 3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for ts in "$@"; do
    copy="$work/$(basename "$ts")"
    cp "$ts" "$copy"
    "$lupdate" -silent "${options[@]}" -locations none "@$sources" -ts "$copy" >/dev/null
    unfinished=$(grep -c 'type="unfinished"' "$copy" || true)
    vanished=$(grep -c 'type="vanished"\|type="obsolete"' "$copy" || true)
    if [ "$unfinished" -gt 0 ] || [ "$vanished" -gt 0 ]; then
        echo "$(basename "$ts"): $unfinished string(s) without a translation, $vanished no longer" \
             "in the sources. Run: cmake --build build --target update_translations;" \
             "python3 translations/fill_english.py; translate the Turkish ones."
        grep -B3 'type="unfinished"\|type="vanished"\|type="obsolete"' "$copy" |
            grep -o '<source>.*</source>' | head -20
        status=1
    fi
done
[ $status -eq 0 ] && echo "every tr() string is in $* and translated"
exit $status
