// Where the run card's fields sit in the run-definition form: the group boxes in reading order and
// which schema fields and sections each shows. A new field lands in the group of its section. The
// view flows the groups into as many columns as the width allows (run_definition_view.cpp).
#pragma once

#include <string>
#include <vector>

namespace runcard::ui {

struct FormGroup {
    const char* title;                 // QT_TRANSLATE_NOOP("RunDefinitionView", ...)
    std::vector<std::string> sections; // schema sections shown here ("" = the top level)
    std::vector<std::string> fields;   // single fields taken out of their section's group
};

const std::vector<FormGroup>& runFormGroups();
// The group of a field: the one naming it, else the one showing its nearest section.
std::size_t formGroupOf(const std::string& fieldPath);

// Splits groups of the given heights, in order, into at most `columns` consecutive runs so that
// the tallest run is as short as possible; returns the index of the first group of each run.
std::vector<std::size_t> balancedColumns(const std::vector<int>& heights, int columns);

} // namespace runcard::ui
