// The planner's diagnostics in the UI language. The planner (no Qt) gives each problem a code with
// arguments; the UI translates the code's English sentence (core/planner/diagnostics.cpp, context
// "Diagnostics") and fills in the arguments, numbers in the user's locale. Diagnostics without a
// code (loaders not yet converted) show as the planner wrote them.
#pragma once

#include "planner/diagnostics.h"
#include "planner/pilot_notes.h"

#include <QString>
#include <exception>

namespace runcard::ui {

// "must be at least 1" / "en az 1 olmalı".
QString diagnosticMessage(const Diagnostic& diagnostic);
// A coded message from its English sentence (diagnostics.cpp's, the translation key) and its
// arguments: what another process (runcard-pilot) wrote of a Diagnostic.
QString diagnosticMessage(const char* englishTemplate, const std::vector<DiagnosticArg>& args);
// "card.yaml:12:5: training.micro_batch: " followed by the translated message.
QString diagnosticLine(const Diagnostic& diagnostic);
// One line per diagnostic.
QString diagnosticLines(const Diagnostics& diagnostics);
// What a caught planner error says, in the UI language: an InputError's diagnostics one per line,
// any other exception's what() as written.
QString errorMessage(const std::exception& error);

// Where the pilot ran the card differently, in the UI language (core/planner/pilot_notes.cpp,
// context "PilotNotes"); its arguments are card values and counts, shown as written.
QString pilotNoteText(const PilotNote& note);

} // namespace runcard::ui
