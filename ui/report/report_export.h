// Every table and series of a report as CSV (one file each) and as one JSON document, in the C
// locale whatever the report's language: machine values, not display texts.
#pragma once

#include "ui/report/report_model.h"

#include <QString>
#include <QStringList>

namespace runcard::ui {

// Text cells that a spreadsheet would run as formulas (starting with =, +, -, @) are written with a
// leading apostrophe; numbers are written as they are.
QString tableToCsv(const ReportTable& table);
QString seriesToCsv(const ReportSeries& series);
QString reportToJson(const ReportModel& model);
// Writes <id>.csv for every table and series plus report.json into `directory` (created when
// missing). Returns the files written; sets `error` and stops at the first failure.
QStringList exportReportData(const ReportModel& model, const QString& directory,
                             QString* error = nullptr);

// The planner's durable write (planner/durable_file.h) for Qt callers: every export and the PDF
// report are written this way, so a kill or a full disk leaves the previous file whole. On failure
// `error` names the file and says why.
bool writeFileDurably(const QString& path, const QByteArray& bytes, QString* error = nullptr);

} // namespace runcard::ui
