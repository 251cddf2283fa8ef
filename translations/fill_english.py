#!/usr/bin/env python3
"""Finishes runcard_en.ts after lupdate: every unfinished English entry gets its source text as
translation; plural entries written as "%n step(s)" get "%n step" and "%n steps". Run it after
`lupdate ui app -ts translations/runcard_tr.ts translations/runcard_en.ts`; Turkish entries are
translated by hand in runcard_tr.ts (Qt Linguist or an editor)."""
import html
import pathlib
import re

TS = pathlib.Path(__file__).with_name("runcard_en.ts")
MESSAGE = re.compile(r"<message( numerus=\"yes\")?>(.*?)</message>", re.S)
SOURCE = re.compile(r"<source>(.*?)</source>", re.S)
UNFINISHED = re.compile(r"<translation type=\"unfinished\">.*?</translation>", re.S)


def plural(text, many):
    return re.sub(r"\((s|es)\)", lambda m: m.group(1) if many else "", text)


def finish(match):
    numerus, body = match.group(1), match.group(2)
    if not UNFINISHED.search(body):
        return match.group(0)
    source = SOURCE.search(body).group(1)
    if numerus:
        forms = "".join(
            f"\n            <numerusform>{plural(source, many)}</numerusform>" for many in (False, True))
        translation = f"<translation>{forms}\n        </translation>"
    else:
        translation = f"<translation>{source}</translation>"
    return f"<message{numerus or ''}>" + UNFINISHED.sub(lambda _: translation, body, 1) + "</message>"


text = TS.read_text(encoding="utf-8")
TS.write_text(MESSAGE.sub(finish, text), encoding="utf-8")
left = len(UNFINISHED.findall(TS.read_text(encoding="utf-8")))
print(f"{TS.name}: {left} unfinished entries left")
