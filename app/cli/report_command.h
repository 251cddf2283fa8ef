// runcard-report CARD.yaml [--pilot DIR] -o FILE.pdf [--lang tr|en] [--set KEY=VALUE]...
//                [--data DIR]
// (what `runcard-cli report ...` runs). Writes the PDF report (and, with --data, every table and
// series as CSV plus report.json) from the same planning as `runcard-cli compare`. Needs Qt Gui
// only, and no display: it starts Qt on the offscreen platform when none is available.
#pragma once

// argv[1..] are the report's arguments. Returns 0 on success, 1 when the report could not be
// written, 2 for bad input or usage.
int runReportCommand(int argc, char** argv);
