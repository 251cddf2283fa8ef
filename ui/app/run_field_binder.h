// The run-definition form's editors, made from the schema (planner/run_card_schema.h): a spin box
// with the field's range and unit, a check box, a combo of the field's choices, a picker for
// presets and GPUs, a list editor, or one editor for a group of alternatives (the budget). Each
// editor reads from and writes to a RunCard.
#pragma once

#include "planner/run_card_schema.h"

#include <QString>
#include <QStringList>
#include <QWidget>
#include <functional>

namespace runcard::ui {

struct BoundField {
    QString path;           // the field or group path, also the editor's object name
    QStringList covers;     // the dotted fields whose diagnostics show at this row
    const char* label = ""; // English (context "RunCardSchema")
    const char* help = "";
    const FieldSpec* spec = nullptr;          // null for a group of alternatives
    QWidget* editor = nullptr;                // owned by the caller's layout
    std::function<void(RunCard&)> write;      // editor -> card
    std::function<void(const RunCard&)> read; // card -> editor (signals blocked by the caller)
    std::function<void()> retranslate;        // units, items, placeholders
};

// `changed` runs when the user edits the value.
BoundField bindField(const FieldSpec& field, const std::function<void()>& changed);
BoundField bindOneOfGroup(const OneOfGroup& group, const std::function<void()>& changed);
// The allowed values of a numeric field in the user's locale and the form's units: "1 ≤ x
// ≤ 65.536", "0 % ≤ x < 90 %"; empty for other fields.
QString allowedValues(const FieldSpec& field);

} // namespace runcard::ui
