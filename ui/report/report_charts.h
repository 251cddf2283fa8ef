// The report's charts, painted with QPainter from the ReportModel: no widget is involved, so the
// PDF writer (and runcard-cli report) needs Qt Gui only, and the cost page paints the very same
// charts on screen. Recorded into a QPicture they stay vector drawings in the PDF.
#pragma once

#include "ui/report/report_model.h"

#include <QPicture>
#include <QRectF>

class QPainter;

namespace runcard::ui {

enum class ReportChart {
    MemoryBudget,
    PilotStepTime,
    PilotLoss,
    CostPerOutput,
    RentalWindow,
    ScalingThroughput, // predicted curves of the recommended GPU (ReportModel::scaling_study)
    ScalingMemory
};

// Whether the model holds anything to draw for the chart.
bool hasReportChart(const ReportModel& model, ReportChart chart);
// Paints the chart into `area` (logical pixels). Fonts are pixel-sized, so a recording replays at
// the same proportions on any device.
void paintReportChart(QPainter& painter, const QRectF& area, const ReportModel& model,
                      ReportChart chart);
// The height (logical pixels) at which the rental-window chart, and the cost chart when its bars
// lie down, give every GPU's label a line of its own, legend and axis included; 0 for the other
// charts.
int reportChartLegibleHeight(const ReportModel& model, ReportChart chart);
// The chart recorded at `width` x `height` logical pixels as vector drawing commands.
QPicture recordReportChart(const ReportModel& model, ReportChart chart, int width, int height);

} // namespace runcard::ui
