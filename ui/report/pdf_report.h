// The PDF report: a QTextDocument laid out on A4 pages of a QPdfWriter, with vector charts,
// running headers, page numbers and tables whose header row repeats when they break across pages
// (qt-patterns.md A.8, B.8). Strings come from the installed translator; numbers use the model's
// locale.
#pragma once

#include "ui/report/report_model.h"

#include <QString>

namespace runcard::ui {

// Writes the report; returns false and sets `error` when the file cannot be written.
// Needs a QApplication (QCustomPlot is a widget); the offscreen platform is enough.
bool writePdfReport(const ReportModel& model, const QString& path, QString* error = nullptr);

} // namespace runcard::ui
