// The report's charts as QCustomPlot plots, drawn from the ReportModel so the PDF and the app show
// the same figures; and their vector recording for the PDF (qt-patterns.md A.8: toPainter into a
// QPicture keeps every line and glyph a vector).
#pragma once

#include "ui/report/report_model.h"

#include <QPicture>
#include <memory>

class QCustomPlot;

namespace runcard::ui {

enum class ReportChart { MemoryBudget, PilotStepTime, PilotLoss, CostPerOutput, RentalWindow };

// Fills `plot` with the chart; false when the model has nothing to draw for it.
bool drawReportChart(QCustomPlot& plot, const ReportModel& model, ReportChart chart);
// A new, unparented plot with the chart (null when there is nothing to draw).
std::unique_ptr<QCustomPlot> makeReportChart(const ReportModel& model, ReportChart chart);
// Records the plot at `width` x `height` logical pixels as vector drawing commands.
QPicture recordPlot(QCustomPlot& plot, int width, int height);

} // namespace runcard::ui
