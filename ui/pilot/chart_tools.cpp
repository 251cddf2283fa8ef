#include "ui/pilot/chart_tools.h"

#include <cmath>
#include <qcustomplot.h>

namespace runcard::ui {

void placeLegendBelow(QCustomPlot* plot) {
    // QCustomPlot's own recipe for a legend outside the axis rect: take it out of the inset
    // layout into a row of the plot layout that takes no more height than it needs.
    plot->legend->setVisible(true);
    plot->axisRect()->insetLayout()->take(plot->legend);
    plot->plotLayout()->addElement(1, 0, plot->legend);
    plot->plotLayout()->setRowStretchFactor(1, 0.001);
    plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    plot->legend->setWrap(2); // three Turkish names do not fit beside each other at 1280 px
    plot->legend->setBorderPen(Qt::NoPen);
    plot->legend->setMargins(QMargins(4, 0, 4, 2));
}

void enableZoomAndPan(QCustomPlot* plot) {
    plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    plot->axisRect()->setRangeDrag(Qt::Horizontal | Qt::Vertical);
    plot->axisRect()->setRangeZoom(Qt::Horizontal | Qt::Vertical);
}

std::optional<ChartPoint> nearestPoint(const QCustomPlot* plot, const QPointF& pixel,
                                       const QList<const QCPGraph*>& graphs, double radius) {
    std::optional<ChartPoint> best;
    double bestDistance = radius * radius;
    for (const QCPGraph* graph : graphs) {
        if (!graph->visible() || graph->parentPlot() != plot)
            continue;
        // Only the points whose key is within the radius of the pointer are candidates.
        const double low = graph->keyAxis()->pixelToCoord(pixel.x() - radius);
        const double high = graph->keyAxis()->pixelToCoord(pixel.x() + radius);
        const auto data = graph->data();
        for (auto it = data->findBegin(std::min(low, high));
             it != data->findEnd(std::max(low, high)); ++it) {
            if (std::isnan(it->value))
                continue;
            const QPointF at = graph->coordsToPixels(it->key, it->value);
            const double distance = QPointF::dotProduct(at - pixel, at - pixel);
            if (distance <= bestDistance) {
                bestDistance = distance;
                best = ChartPoint{graph, it->key, it->value};
            }
        }
    }
    return best;
}

} // namespace runcard::ui
