// The reference part of docs/runcard.md, written from the schema table: every field with its type,
// default, allowed values, unit and why it matters, and the checks across fields. A test keeps the
// committed page equal to it (tests/planner/test_run_card.cpp; `cmake --build build --target
// update_runcard_docs` rewrites it).
#pragma once

#include <string>

namespace runcard {

std::string runCardReferenceMarkdown();

// `page` with the text between the generated-section markers replaced by `reference`; the markers
// are added at the end when the page has none.
std::string withGeneratedReference(const std::string& page, const std::string& reference);

extern const char* const kGeneratedBegin;
extern const char* const kGeneratedEnd;

} // namespace runcard
