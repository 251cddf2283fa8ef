// What every chart of the pilot page does beyond drawing: the legend in its own row below the
// axes (never over the data), drag to pan and wheel to zoom, and the data point nearest to the
// pointer for hover values.
#pragma once

#include <QList>
#include <QPointF>
#include <optional>

class QCPGraph;
class QCustomPlot;

namespace runcard::ui {

void placeLegendBelow(QCustomPlot* plot);
void enableZoomAndPan(QCustomPlot* plot);

struct ChartPoint {
    const QCPGraph* graph = nullptr;
    double key = 0, value = 0;
};
// The point of `graphs` nearest to `pixel` (widget coordinates) within `radius` pixels; NaN
// breaks and hidden graphs are skipped.
std::optional<ChartPoint> nearestPoint(const QCustomPlot* plot, const QPointF& pixel,
                                       const QList<const QCPGraph*>& graphs, double radius = 24);

} // namespace runcard::ui
