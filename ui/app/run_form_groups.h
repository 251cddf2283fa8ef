// Where the run card's fields sit in the run-definition form: the group boxes, their places in the
// grid, and which schema sections each shows. A new field lands in the group of its section.
#pragma once

#include <string>
#include <vector>

namespace runcard::ui {

struct FormGroup {
    const char* title; // QT_TRANSLATE_NOOP("RunDefinitionView", ...)
    int row = 0;
    int column = 0;
    int rowSpan = 1;
    std::vector<std::string> sections; // schema sections shown here ("" = the top level)
};

const std::vector<FormGroup>& runFormGroups();
// The group of a field: the one showing its nearest section.
std::size_t formGroupOf(const std::string& fieldPath);

} // namespace runcard::ui
