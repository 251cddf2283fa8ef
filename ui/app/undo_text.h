// The Edit menu's undo and redo texts name the change they take back: "Undo micro-batch change".
// An undo command's text is the card field (or group) it changed (run_card_document.cpp).
#pragma once

#include <QString>

namespace runcard::ui {

// The field's label in the UI language; "" for a change that names no field.
QString changeName(const QString& field);
QString undoActionText(const QString& field);
QString redoActionText(const QString& field);

} // namespace runcard::ui
