// The pilot page's two charts: memory over time and step times, a line per rank, with the
// predicted peak, the memory limit, the warm-up, the median step and a dead rank marked.
#include "ui/pilot/chart_tools.h"
#include "ui/pilot/pilot_view.h"
#include "ui/pilot/plot_locale.h"

#include <QScopedValueRollback>
#include <QToolTip>
#include <cmath>
#include <qcustomplot.h>

namespace runcard::ui {
namespace {

constexpr double kMiB = 1024.0 * 1024.0;
// Lines drawn per chart: a local multi-rank pilot has at most one rank per CPU; more lines
// would not be readable.
constexpr int kMaxRankLines = 64;

// Graphs of the memory chart and of the step chart, in the order they are added.
enum MemoryGraph { kRank0Memory, kPhasePeak, kPredictedPeak, kMemoryLimit };
enum StepGraph { kRank0Steps, kMedianStep };

// Tableau 10 (matplotlib's default cycle): one colour per rank, repeated past ten ranks.
QColor rankColour(int rank) {
    static const QRgb colours[] = {0x1f77b4, 0xff7f0e, 0x2ca02c, 0xd62728, 0x9467bd,
                                   0x8c564b, 0xe377c2, 0x7f7f7f, 0xbcbd22, 0x17becf};
    return QColor(colours[rank % 10]);
}

// "Not measured yet" in the middle of an empty chart, so an idle page shows no zeros as if
// measured (its tick labels are hidden too).
void showPlaceholder(QCustomPlot* plot, const QString& text) {
    auto* label = new QCPItemText(plot);
    label->position->setType(QCPItemPosition::ptAxisRectRatio);
    label->position->setCoords(0.5, 0.5);
    label->setText(text);
    label->setColor(QColor(0x70, 0x70, 0x70));
    for (QCPAxis* axis : {plot->xAxis, plot->yAxis})
        axis->setTickLabels(false);
}

// The start of every refresh: the items and legend of the last one gone, rank 0's line (the
// chart's first graph) named and drawn.
void restartChart(QCustomPlot* plot, const QString& rank0Name, const QVector<double>& keys,
                  const QVector<double>& values) {
    plot->clearItems();
    plot->legend->clearItems();
    QCPGraph* rank0 = plot->graph(0);
    rank0->setName(rank0Name);
    rank0->setData(keys, values, true);
    rank0->addToLegend();
}

// Tick labels where something was measured; otherwise the placeholder and none.
void showMeasured(QCustomPlot* plot, bool measured, const QString& placeholder) {
    if (!measured) {
        showPlaceholder(plot, placeholder);
        return;
    }
    for (QCPAxis* axis : {plot->xAxis, plot->yAxis})
        axis->setTickLabels(true);
}

// A dashed line at `key`, labelled on its left (`labelLeft`) or its right.
void markRankFailure(QCustomPlot* plot, double key, const QString& text, bool labelLeft) {
    auto* line = new QCPItemStraightLine(plot);
    line->point1->setCoords(key, 0);
    line->point2->setCoords(key, 1);
    line->setPen(QPen(QColor(0xd6, 0x27, 0x28), 1.5, Qt::DashLine));
    auto* label = new QCPItemText(plot);
    label->position->setTypeX(QCPItemPosition::ptPlotCoords);
    label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    label->position->setCoords(key, 0.02);
    label->setPositionAlignment((labelLeft ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop);
    label->setPadding(labelLeft ? QMargins(0, 0, 4, 0) : QMargins(4, 0, 0, 0));
    label->setText(text);
    label->setColor(QColor(0xd6, 0x27, 0x28));
}

} // namespace

void PilotView::setUpCharts() {
    for (QCustomPlot* plot : {memoryPlot_, stepPlot_}) {
        plot->setMinimumHeight(180);
        plot->setNoAntialiasingOnDrag(true);
        plot->addGraph();
        plot->graph(0)->setAdaptiveSampling(true);
        placeLegendBelow(plot);
        enableZoomAndPan(plot);
        plot->setContextMenuPolicy(Qt::ActionsContextMenu);
        plot->addActions({resetAction_, exportPngAction_, exportCsvAction_});
        // A range the user dragged or zoomed to is kept from then on, until Reset view.
        for (QCPAxis* axis : {plot->xAxis, plot->yAxis})
            connect(axis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this] {
                if (!fittingRanges_)
                    userView_ = true;
            });
        connect(plot, &QCustomPlot::mouseDoubleClick, this, &PilotView::resetView);
        connect(plot, &QCustomPlot::mouseMove, this, [this, plot](QMouseEvent* event) {
            const QString text = hoverText(plot, event->position());
            if (text.isEmpty())
                QToolTip::hideText();
            else
                QToolTip::showText(event->globalPosition().toPoint(), text, plot);
        });
    }
    memoryPlot_->addGraph(); // peak within each phase
    memoryPlot_->addGraph(); // the planner's predicted peak
    memoryPlot_->addGraph(); // the memory limit (simulated device capacity)
    memoryPlot_->graph(kPredictedPeak)->setPen(QPen(QColor(0x94, 0x67, 0xbd), 1.5, Qt::DashLine));
    memoryPlot_->graph(kMemoryLimit)->setPen(QPen(Qt::black, 1.5));
    stepPlot_->addGraph(); // median of the measured steps
    stepPlot_->graph(kMedianStep)->setPen(QPen(QColor(0x2c, 0xa0, 0x2c), 1.5, Qt::DashLine));
    // The memory series is a dense saw-tooth (every allocation phase): cosmetic 1 px pens without
    // antialiasing keep a replot in milliseconds however many points stream in
    // (bench_pilot_latency). Memory is sampled at the end of each phase: the current figure holds
    // from its sample to the next (step left); a phase's peak happened before its sample (step
    // right). NaN values break the lines where nothing was sampled.
    memoryPlot_->graph(kRank0Memory)->setPen(QPen(rankColour(0), 1));
    memoryPlot_->graph(kPhasePeak)->setPen(QPen(QColor(0xd6, 0x27, 0x28), 1));
    memoryPlot_->graph(kRank0Memory)->setAntialiased(false);
    memoryPlot_->graph(kPhasePeak)->setAntialiased(false);
    memoryPlot_->graph(kRank0Memory)->setLineStyle(QCPGraph::lsStepLeft);
    memoryPlot_->graph(kPhasePeak)->setLineStyle(QCPGraph::lsStepRight);
    stepPlot_->graph(kRank0Steps)->setPen(QPen(rankColour(0), 2));
    stepPlot_->graph(kRank0Steps)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 5));
}

QCPGraph* PilotView::rankGraph(QCustomPlot* plot, QList<QCPGraph*>& graphs, int index) {
    while (graphs.size() <= index) {
        QCPGraph* graph = plot->addGraph();
        const QColor colour = rankColour(int(graphs.size()) + 1);
        graph->setAdaptiveSampling(true);
        if (plot == memoryPlot_) {
            graph->setPen(QPen(colour, 1));
            graph->setAntialiased(false);
            graph->setLineStyle(QCPGraph::lsStepLeft);
        } else {
            graph->setPen(QPen(colour, 2));
            graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 5));
        }
        graphs.append(graph);
    }
    return graphs[index];
}

namespace {
QVector<double> toMiB(const QVector<double>& bytes) {
    QVector<double> mib(bytes.size());
    for (qsizetype i = 0; i < bytes.size(); ++i)
        mib[i] = bytes[i] / kMiB; // NaN breaks stay NaN
    return mib;
}

QVector<double> shifted(const QVector<double>& times, double offset) {
    QVector<double> result(times);
    for (double& t : result)
        t += offset;
    return result;
}

// Hides the graphs of ranks a stream does not have (after another card's multi-rank results).
void clearUnused(const QList<QCPGraph*>& graphs, int used) {
    for (qsizetype i = used; i < graphs.size(); ++i)
        graphs[i]->data()->clear();
}
} // namespace

void PilotView::retranslateCharts() {
    followUiLocale(memoryPlot_);
    followUiLocale(stepPlot_);
    memoryPlot_->xAxis->setLabel(tr("Time (s)"));
    memoryPlot_->yAxis->setLabel(tr("Tensor memory (MiB)"));
    memoryPlot_->graph(kPhasePeak)->setName(tr("Peak in phase"));
    memoryPlot_->graph(kPredictedPeak)->setName(tr("Predicted peak"));
    memoryPlot_->graph(kMemoryLimit)->setName(tr("Memory limit"));
    stepPlot_->graph(kMedianStep)->setName(tr("Median"));
    stepPlot_->xAxis->setLabel(tr("Step"));
    stepPlot_->yAxis->setLabel(tr("Step time (s)"));
}

QList<int> PilotView::drawnRanks() const {
    // Ranks other than 0 that have sent events; a line each up to kMaxRankLines in all (a
    // local multi-rank pilot has at most one rank per CPU; more lines would not be readable).
    QList<int> ranks;
    for (auto it = live_.ranks.cbegin();
         it != live_.ranks.cend() && ranks.size() < kMaxRankLines - 1; ++it)
        if (it.key() > 0)
            ranks.append(it.key());
    return ranks;
}

void PilotView::refreshMemoryPlot() {
    QCustomPlot* plot = memoryPlot_;
    const bool multi = live_.worldSize > 1;
    restartChart(plot, multi ? tr("Rank %1").arg(0) : tr("Current"), live_.memoryTime,
                 toMiB(live_.memoryCurrent));
    double first = live_.memoryTime.isEmpty() ? 0 : live_.memoryTime.first();
    double last = live_.memoryTime.isEmpty() ? 0 : live_.memoryTime.last();
    double top = 1;
    const auto extend = [&](const QVector<double>& time, const QVector<double>& bytes) {
        if (time.isEmpty())
            return;
        first = std::min(first, time.first());
        last = std::max(last, time.last());
        for (double v : bytes)
            if (!std::isnan(v))
                top = std::max(top, v / kMiB);
    };
    extend(live_.memoryTime, live_.memoryCurrent);
    // Every other rank: a line of its own (the phase peaks only for one process: they would
    // double the lines).
    const QList<int> others = drawnRanks();
    for (int i = 0; i < others.size(); ++i) {
        const int rank = others[i];
        const PilotRankSeries& series = *live_.ranks.constFind(rank);
        QCPGraph* graph = rankGraph(plot, rankMemoryGraphs_, i);
        graph->setName(tr("Rank %1").arg(rank));
        const QVector<double> time = shifted(series.memoryTime, live_.clockOffset(rank));
        graph->setData(time, toMiB(series.memoryCurrent), true);
        graph->addToLegend();
        extend(time, series.memoryCurrent);
    }
    clearUnused(rankMemoryGraphs_, int(others.size()));
    QCPGraph* phasePeak = plot->graph(kPhasePeak);
    phasePeak->data()->clear();
    if (!multi) {
        phasePeak->setData(live_.memoryTime, toMiB(live_.memoryPeak), true);
        phasePeak->addToLegend();
        extend(live_.memoryTime, live_.memoryPeak);
    }
    const bool measured = !live_.memoryTime.isEmpty() || live_.ranks.size() > 1;
    last = std::max(last, first + 1e-3);
    const auto level = [&](QCPGraph* graph, std::optional<double> bytes) {
        graph->data()->clear();
        if (bytes && measured) {
            graph->addToLegend();
            graph->setData({first, last}, {*bytes / kMiB, *bytes / kMiB}, true);
            top = std::max(top, *bytes / kMiB);
        }
    };
    level(plot->graph(kPredictedPeak), live_.predictedPeak);
    level(plot->graph(kMemoryLimit), live_.memoryLimit);
    for (const PilotPhaseMark& mark : live_.phases) {
        if (mark.phase != QLatin1String("optimizer"))
            continue; // one marker per step, at its optimizer phase
        auto* line = new QCPItemStraightLine(plot);
        line->point1->setCoords(mark.t, 0);
        line->point2->setCoords(mark.t, 1);
        line->setPen(QPen(QColor(0, 0, 0, 60), 1, Qt::DotLine));
    }
    if (live_.rankFailure) {
        // At the dead rank's last sample (the launcher's event is on the launcher's clock).
        const int rank = live_.rankFailure->rank;
        const QVector<double> times = live_.ranks.value(rank).memoryTime;
        markRankFailure(
            plot, times.isEmpty() ? live_.rankFailure->t : times.last() + live_.clockOffset(rank),
            tr("rank %1 died").arg(rank), true); // the data ends there
    }
    showMeasured(plot, measured, tr("Not measured yet"));
    if (!userView_) {
        const QScopedValueRollback fitting(fittingRanges_, true);
        const double pad = 0.02 * (last - first);
        plot->xAxis->setRange(first - pad, last + pad);
        plot->yAxis->setRange(0, top * 1.15);
    }
}

void PilotView::refreshStepPlot() {
    QCustomPlot* plot = stepPlot_;
    const bool multi = live_.worldSize > 1;
    restartChart(plot, multi ? tr("Rank %1").arg(0) : tr("Step time (warm-up shaded)"),
                 live_.stepIndex, live_.stepSeconds);
    double slowest = 0.001;
    int steps = std::max(live_.totalSteps, int(live_.stepIndex.size()));
    for (double v : live_.stepSeconds)
        slowest = std::max(slowest, v);
    const QList<int> others = drawnRanks();
    for (int i = 0; i < others.size(); ++i) {
        const int rank = others[i];
        const PilotRankSeries& series = *live_.ranks.constFind(rank);
        QCPGraph* graph = rankGraph(plot, rankStepGraphs_, i);
        graph->setName(tr("Rank %1").arg(rank));
        graph->setData(series.stepIndex, series.stepSeconds, true);
        graph->addToLegend();
        for (double v : series.stepSeconds)
            slowest = std::max(slowest, v);
        steps = std::max(steps, int(series.stepIndex.size()));
    }
    clearUnused(rankStepGraphs_, int(others.size()));
    if (live_.warmupSteps > 0 && !live_.stepIndex.isEmpty()) {
        auto* shade = new QCPItemRect(plot);
        shade->topLeft->setCoords(0.5, slowest * 1.2);
        shade->bottomRight->setCoords(live_.warmupSteps + 0.5, 0);
        shade->setPen(Qt::NoPen);
        shade->setBrush(QColor(0, 0, 0, 25));
    }
    QCPGraph* median = plot->graph(kMedianStep);
    median->data()->clear();
    if (const double m = live_.medianStepSeconds(); m > 0 && live_.measuredStepCount() > 0) {
        median->setData({0.5, double(steps) + 0.5}, {m, m}, true);
        median->addToLegend();
    }
    if (live_.rankFailure) {
        const PilotRankSeries failed = live_.ranks.value(live_.rankFailure->rank);
        const double lastStep = failed.stepIndex.isEmpty() ? 0 : failed.stepIndex.last();
        // Labelled on the right: the planned steps go on there.
        markRankFailure(plot, lastStep + 0.5, tr("rank %1 died").arg(live_.rankFailure->rank),
                        false);
    }
    const bool measured = !live_.stepRows.isEmpty();
    showMeasured(plot, measured, tr("Not measured yet"));
    if (!userView_) {
        const QScopedValueRollback fitting(fittingRanges_, true);
        plot->xAxis->setRange(0.5, std::max(steps, 1) + 0.5);
        plot->yAxis->setRange(0, slowest * 1.2);
    }
}

QString PilotView::hoverText(const QCustomPlot* plot, const QPointF& pixel) const {
    const QList<QCPGraph*>& others = plot == memoryPlot_ ? rankMemoryGraphs_ : rankStepGraphs_;
    QList<const QCPGraph*> series{plot->graph(0)};
    if (plot == memoryPlot_)
        series.append(plot->graph(kPhasePeak));
    for (const QCPGraph* graph : others)
        series.append(graph);
    const auto point = nearestPoint(plot, pixel, series);
    if (!point)
        return {};
    const QLocale locale;
    if (plot == memoryPlot_)
        return tr("%1: %2 MiB at %3 s")
            .arg(point->graph->name(), locale.toString(point->value, 'f', 1),
                 locale.toString(point->key, 'f', 2));
    return tr("%1: step %2, %3 s")
        .arg(point->graph->name(), locale.toString(qRound(point->key)),
             locale.toString(point->value, 'f', 3));
}

} // namespace runcard::ui
