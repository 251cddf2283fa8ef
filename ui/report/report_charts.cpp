#include "ui/report/report_charts.h"

#include "ui/common/formatting.h"
#include "ui/common/memory_palette.h"
#include "ui/report/chart_primitives.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <optional>

namespace runcard::ui {
namespace {

// Okabe–Ito colours for the rental window's parts, in stacking order.
const QColor kWindowColors[] = {QColor(0x99, 0x99, 0x99), QColor(0x00, 0x72, 0xB2),
                                QColor(0x56, 0xB4, 0xE9), QColor(0xE6, 0x9F, 0x00),
                                QColor(0xCC, 0x79, 0xA7), QColor(0x00, 0x9E, 0x73),
                                QColor(0xD5, 0x5E, 0x00)};
const QColor kSeries(0x00, 0x72, 0xB2);
constexpr int kWindowParts = 7; // the rental window table's part rows; total and billed follow

// Horizontal stacked bars, one per category (GPU) from the top, with an optional marker each.
struct StackedBars {
    QStringList categories;
    QList<LegendItem> layers;
    QList<QVector<double>> values; // [layer][category]
    std::optional<LegendItem> marker;
    QVector<std::optional<double>> markers; // [category]
    QString valueLabel;
    int legendColumns = 4;
};

// Space paintStackedBars takes beside the bars' slots: the legend, the value axis's ticks and
// label, and the margins.
double stackedBarsFrame(const StackedBars& chart) {
    const QFontMetricsF metrics(chartFont());
    QList<LegendItem> legend = chart.layers;
    if (chart.marker)
        legend << *chart.marker;
    return 6 + legendHeight(legend, chart.legendColumns) + 2 * metrics.height() + 8;
}

void paintStackedBars(QPainter& p, const QRectF& area, const StackedBars& chart,
                      const QLocale& locale) {
    const QFontMetricsF metrics(chartFont());
    QList<LegendItem> legend = chart.layers;
    if (chart.marker)
        legend << *chart.marker;
    const double legendH = legendHeight(legend, chart.legendColumns);
    const double frame = stackedBarsFrame(chart);
    double labelWidth = 0;
    for (const QString& category : chart.categories)
        labelWidth = std::max(labelWidth, metrics.horizontalAdvance(category));
    labelWidth = std::min(labelWidth + 8, area.width() * 0.35);
    const QRectF plot(area.left() + labelWidth, area.top() + 6, area.width() - labelWidth - 12,
                      area.height() - frame);
    const int n = int(chart.categories.size());
    if (n == 0 || plot.height() <= 0)
        return;

    double top = 0;
    for (int c = 0; c < n; ++c) {
        double sum = 0;
        for (const QVector<double>& layer : chart.values)
            sum += layer[c];
        top = std::max(top, sum);
        if (c < chart.markers.size() && chart.markers[c])
            top = std::max(top, *chart.markers[c]);
    }
    const Axis axis = legibleAxis(niceAxis(0, top * 1.02), plot.width(), locale);
    auto x = [&](double value) { return axis.position(value, plot.left(), plot.right()); };
    paintBottomValueAxis(p, area, plot, axis, chart.valueLabel, locale);

    const double slot = plot.height() / n;
    for (int c = 0; c < n; ++c) {
        const double centre = plot.top() + (c + 0.5) * slot;
        p.setPen(kInk);
        p.drawText(QRectF(area.left(), centre - slot / 2, labelWidth - 6, slot),
                   Qt::AlignRight | Qt::AlignVCenter,
                   metrics.elidedText(chart.categories[c], Qt::ElideRight, labelWidth - 6));
        double start = 0;
        for (int layer = 0; layer < chart.values.size(); ++layer) {
            const double value = chart.values[layer][c];
            if (value <= 0)
                continue;
            p.setPen(QPen(chart.layers[layer].color.darker(130), 0.5));
            p.setBrush(chart.layers[layer].color);
            p.drawRect(
                QRectF(x(start), centre - 0.3 * slot, x(start + value) - x(start), 0.6 * slot));
            start += value;
        }
        if (c < chart.markers.size() && chart.markers[c]) {
            p.setPen(QPen(Qt::black, 2));
            p.drawLine(QPointF(x(*chart.markers[c]), centre - 0.4 * slot),
                       QPointF(x(*chart.markers[c]), centre + 0.4 * slot));
        }
    }
    paintLegend(p, QRectF(area.left(), area.bottom() - legendH, area.width(), legendH), legend,
                chart.legendColumns);
}

// The table's per-GPU columns as a stacked chart: `layerRows` stacked, `markerRow` as marker.
StackedBars stackedFromTable(const ReportTable& table, int layerRows, const QList<QColor>& colors,
                             int markerRow, double scale) {
    StackedBars chart;
    chart.categories = table.headers.mid(1);
    const int gpus = int(chart.categories.size());
    for (int r = 0; r < layerRows; ++r) {
        chart.layers << LegendItem{table.rows[r][0].display, colors[r]};
        QVector<double> values;
        for (int g = 0; g < gpus; ++g) {
            const QVariant& v = table.rows[r][g + 1].value;
            values << (v.isValid() ? v.toDouble() * scale : 0.0);
        }
        chart.values << values;
    }
    if (markerRow >= 0) {
        chart.marker = LegendItem{table.rows[markerRow][0].display, Qt::black, true};
        for (int g = 0; g < gpus; ++g) {
            const QVariant& v = table.rows[markerRow][g + 1].value;
            chart.markers << (v.isValid() ? std::optional(v.toDouble() * scale) : std::nullopt);
        }
    }
    return chart;
}

void memoryChart(QPainter& p, const QRectF& area, const ReportModel& model) {
    const ReportTable& table = *model.table("memory_budget");
    QList<QColor> colors;
    for (const MemoryComponent component : allMemoryComponents)
        colors << componentColor(component);
    int usableRow = -1;
    for (int i = 0; i < table.rows.size(); ++i)
        if (table.rows[i][0].value.toString() == "usable")
            usableRow = i;
    StackedBars chart = stackedFromTable(table, int(allMemoryComponents.size()), colors, usableRow,
                                         1.0 / bytesPerGiB);
    if (chart.marker)
        chart.marker->name = QCoreApplication::translate("Report", "Usable memory");
    chart.valueLabel = QCoreApplication::translate("Report", "GiB per GPU");
    chart.legendColumns = 4;
    paintStackedBars(p, area, chart, model.locale);
}

StackedBars windowBars(const ReportModel& model) {
    const ReportTable& table = *model.table("rental_window");
    const int billedRow = kWindowParts + 1; // after the parts and the window total
    StackedBars chart = stackedFromTable(
        table, kWindowParts, QList<QColor>(std::begin(kWindowColors), std::end(kWindowColors)),
        billedRow, 1.0);
    chart.valueLabel = QCoreApplication::translate("Report", "Hours");
    chart.legendColumns = 2; // long part names: two columns fit the app's narrower chart too
    return chart;
}

void windowChart(QPainter& p, const QRectF& area, const ReportModel& model) {
    paintStackedBars(p, area, windowBars(model), model.locale);
}

// The cost chart's GPUs: their short names and marks (cheapest, earliest), the longest word and
// line of their labels, and the value axis over every fitting GPU's high end.
struct CostLabels {
    QStringList names, marks;
    double longestWord = 0;
    double longestLine = 0;
    Axis axis;
    QString line(int i) const { return marks[i].isEmpty() ? names[i] : names[i] + "  " + marks[i]; }
};

CostLabels costLabels(const ReportModel& model) {
    const QFontMetricsF small(chartFont(10));
    CostLabels labels;
    double top = 0;
    for (std::size_t i = 0; i < model.costs.rows.size(); ++i) {
        const CostEstimate& e = model.costs.rows[i];
        labels.names << shortGpuName(*model.comparison[i].gpu);
        QStringList mark;
        if (model.costs.cheapest == int(i))
            mark << QCoreApplication::translate("Report", "cheapest");
        if (model.costs.earliest == int(i))
            mark << QCoreApplication::translate("Report", "earliest");
        labels.marks << mark.join(", ");
        for (const QString& word : (labels.names.back() + ' ' + labels.marks.back()).split(' '))
            labels.longestWord = std::max(labels.longestWord, small.horizontalAdvance(word));
        labels.longestLine =
            std::max(labels.longestLine, small.horizontalAdvance(labels.line(int(i))));
        if (e.per_million_tokens && e.fits)
            top = std::max(top, e.per_million_tokens->high);
    }
    labels.axis = niceAxis(0, top > 0 ? top * 1.05 : 1);
    return labels;
}

QString costAxisLabel(const ReportModel& model) {
    return QCoreApplication::translate("Report", "%1 per 1M trained tokens")
        .arg(QString::fromStdString(model.prices.currency));
}

// Vertical bars fit when every word of a GPU's label fits under its bar; otherwise the chart
// lies down, a line per GPU as the rental window has.
bool costBarsStandUp(const CostLabels& labels, const QRectF& area, const QLocale& locale) {
    const int n = int(labels.names.size());
    return n > 0 &&
           labels.longestWord <= plotLeftOfValueAxis(area, labels.axis, 0, locale).width() / n - 4;
}

// Space the lying chart takes beside its lines: the value axis's ticks and label, the margins.
double lyingCostChartFrame() {
    return 6 + 2 * QFontMetricsF(chartFont()).height() + 8;
}

// Why a GPU has no bar: no price, or it does not fit.
QString costGap(const CostEstimate& e) {
    return e.fits ? QCoreApplication::translate("Report", "missing")
                  : QCoreApplication::translate("Report", "does not fit");
}

// Horizontal bars of the cost per 1M trained tokens with their low-high range, one line per GPU
// from the top, its name and marks on the left.
void lyingCostChart(QPainter& p, const QRectF& area, const ReportModel& model,
                    const CostLabels& labels) {
    const QFontMetricsF metrics(chartFont());
    const QFontMetricsF small(chartFont(10));
    const int n = int(labels.names.size());
    const double labelWidth = std::min(labels.longestLine + 10, area.width() * 0.45);
    const QRectF plot(area.left() + labelWidth, area.top() + 6, area.width() - labelWidth - 12,
                      area.height() - lyingCostChartFrame());
    if (plot.height() <= 0 || plot.width() <= 0)
        return;
    const Axis axis = legibleAxis(labels.axis, plot.width(), model.locale);
    auto x = [&](double value) { return axis.position(value, plot.left(), plot.right()); };
    paintBottomValueAxis(p, area, plot, axis, costAxisLabel(model), model.locale);

    const double slot = plot.height() / n;
    p.setFont(chartFont(10));
    for (int i = 0; i < n; ++i) {
        const CostEstimate& e = model.costs.rows[std::size_t(i)];
        const double centre = plot.top() + (i + 0.5) * slot;
        p.setPen(kInk);
        p.drawText(QRectF(area.left(), centre - slot / 2, labelWidth - 6, slot),
                   Qt::AlignRight | Qt::AlignVCenter,
                   small.elidedText(labels.line(i), Qt::ElideRight, labelWidth - 6));
        if (!e.per_million_tokens || !e.fits) {
            p.setPen(overColor());
            p.drawText(QRectF(plot.left() + 4, centre - slot / 2, plot.width() - 4, slot),
                       Qt::AlignLeft | Qt::AlignVCenter, costGap(e));
            continue;
        }
        const CostRange& r = *e.per_million_tokens;
        p.setPen(QPen(QColor(0x00, 0x72, 0xB2).darker(130), 0.5));
        p.setBrush(QColor(0x56, 0xB4, 0xE9));
        p.drawRect(QRectF(x(0), centre - 0.3 * slot, x(r.expected) - x(0), 0.6 * slot));
        p.setPen(QPen(Qt::black, 1));
        p.drawLine(QPointF(x(r.low), centre), QPointF(x(r.high), centre));
        for (double end : {r.low, r.high})
            p.drawLine(QPointF(x(end), centre - 0.2 * slot), QPointF(x(end), centre + 0.2 * slot));
    }
}

// Vertical bars of the cost per 1M trained tokens with their low-high range, one per GPU, the
// names wrapped under their bar; with more GPUs than that leaves room for, lyingCostChart.
void costChart(QPainter& p, const QRectF& area, const ReportModel& model) {
    const int n = int(model.costs.rows.size());
    if (n == 0)
        return;
    const CostLabels labels = costLabels(model);
    if (!costBarsStandUp(labels, area, model.locale)) {
        lyingCostChart(p, area, model, labels);
        return;
    }
    const QFontMetricsF small(chartFont(10));
    const Axis& axis = labels.axis;
    const double labelLines = 4; // a wrapped GPU name and two marks
    const QRectF plot =
        plotLeftOfValueAxis(area, axis, labelLines * small.height() + 6, model.locale);
    if (plot.height() <= 0)
        return;
    auto y = [&](double value) { return axis.position(value, plot.bottom(), plot.top()); };
    paintValueAxis(p, area, plot, axis, costAxisLabel(model), model.locale);

    const double slot = plot.width() / n;
    p.setFont(chartFont(10));
    for (int i = 0; i < n; ++i) {
        const CostEstimate& e = model.costs.rows[std::size_t(i)];
        const double centre = plot.left() + (i + 0.5) * slot;
        p.setPen(kInk);
        QString marks = labels.marks[i];
        p.drawText(
            QRectF(centre - slot / 2 + 1, plot.bottom() + 3, slot - 2, labelLines * small.height()),
            Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
            marks.isEmpty() ? labels.names[i] : labels.names[i] + '\n' + marks.replace(", ", "\n"));
        if (!e.per_million_tokens || !e.fits) {
            // Standing on the axis, upright when the slot is too narrow for the word. A GPU that
            // does not fit has no cost to show, only why.
            const QString why = costGap(e);
            p.setPen(overColor());
            p.save();
            p.translate(centre, plot.bottom() - 2);
            if (small.horizontalAdvance(why) > slot - 2)
                p.rotate(-90);
            const double width = small.horizontalAdvance(why);
            p.drawText(QRectF(p.transform().isRotating() ? 0 : -width / 2, -small.height(), width,
                              small.height()),
                       Qt::AlignCenter, why);
            p.restore();
            continue;
        }
        const CostRange& r = *e.per_million_tokens;
        p.setPen(QPen(QColor(0x00, 0x72, 0xB2).darker(130), 0.5));
        p.setBrush(QColor(0x56, 0xB4, 0xE9));
        p.drawRect(QRectF(centre - 0.3 * slot, y(r.expected), 0.6 * slot, y(0) - y(r.expected)));
        p.setPen(QPen(Qt::black, 1));
        p.drawLine(QPointF(centre, y(r.low)), QPointF(centre, y(r.high)));
        for (double end : {r.low, r.high})
            p.drawLine(QPointF(centre - 0.08 * slot, y(end)),
                       QPointF(centre + 0.08 * slot, y(end)));
    }
}

// One measured series per step: a line with a circle per point.
void seriesChart(QPainter& p, const QRectF& area, const ReportModel& model,
                 const ReportSeries& series) {
    const QFontMetricsF metrics(chartFont());
    const auto [xMin, xMax] = std::minmax_element(series.x.begin(), series.x.end());
    const auto [yMin, yMax] = std::minmax_element(series.y.begin(), series.y.end());
    const double pad = std::max((*yMax - *yMin) * 0.1, std::abs(*yMax) * 0.02 + 1e-9);
    const Axis yAxis = niceAxis(std::min(0.0, *yMin - pad), *yMax + pad, 4);
    const Axis xAxis = niceAxis(*xMin - 0.5, *xMax + 0.5, std::min(6, int(series.x.size()) + 1));
    const QRectF plot = plotLeftOfValueAxis(area, yAxis, 2 * metrics.height() + 8, model.locale);
    if (plot.height() <= 0)
        return;
    auto x = [&](double v) { return xAxis.position(v, plot.left(), plot.right()); };
    auto y = [&](double v) { return yAxis.position(v, plot.bottom(), plot.top()); };
    paintValueAxis(p, area, plot, yAxis, series.y_label, model.locale);
    p.setPen(kInk);
    for (double tick = xAxis.low; tick <= xAxis.high + xAxis.step / 2; tick += xAxis.step)
        p.drawText(QRectF(x(tick) - 30, plot.bottom() + 2, 60, metrics.height()),
                   Qt::AlignHCenter | Qt::AlignTop, tickText(tick, xAxis, model.locale));
    p.drawText(
        QRectF(plot.left(), plot.bottom() + 4 + metrics.height(), plot.width(), metrics.height()),
        Qt::AlignHCenter | Qt::AlignTop, series.x_label);

    QPainterPath line;
    for (int i = 0; i < series.x.size(); ++i) {
        const QPointF point(x(series.x[i]), y(series.y[i]));
        i == 0 ? line.moveTo(point) : line.lineTo(point);
    }
    p.setPen(QPen(kSeries, 1.2));
    p.setBrush(Qt::NoBrush);
    p.drawPath(line);
    p.setBrush(Qt::white);
    for (int i = 0; i < series.x.size(); ++i)
        p.drawEllipse(QPointF(x(series.x[i]), y(series.y[i])), 2, 2);
}

// The predicted scaling curves (ScalingStudy) against the GPU count on a log2 axis: throughput of
// the whole job on a log10 axis, or memory per GPU on a linear one with the GPU's memory marked.
// Each layout is a line; its points are discs where it fits with the margin and crosses where it
// does not, so where memory stops fitting is where the marks change.
void scalingChart(QPainter& p, const QRectF& area, const ReportModel& model, bool memory) {
    const ScalingStudy& study = *model.scaling_study;
    const ScalingAnalysis& a = study.analysis;
    const QFontMetricsF metrics(chartFont());
    QList<LegendItem> legend;
    for (std::size_t c = 0; c < a.curves.size(); ++c)
        legend.append({scalingLayoutName(a.curves[c].layout), scalingCurveColor(int(c)), false});
    if (memory)
        legend.append(
            {QCoreApplication::translate("Report", "Memory the GPU offers"), Qt::black, true});
    const double legendSpace = legendHeight(legend, 3);
    paintLegend(p, QRectF(area.left(), area.top(), area.width(), legendSpace), legend, 3);
    const QString marks = QCoreApplication::translate(
        "Report", "● fits with the margin   ✕ does not fit with the margin");

    double low = 1e300, high = 0;
    for (const ScalingCurve& curve : a.curves)
        for (const ScalingPoint& pt : curve.points) {
            const double v = memory ? pt.per_gpu_memory_bytes / bytesPerGiB : pt.tokens_per_s;
            low = std::min(low, v);
            high = std::max(high, v);
        }
    if (memory)
        high = std::max(high, study.gpu->memory_bytes / bytesPerGiB);
    if (!(high > 0))
        return;
    // Memory: a linear axis from 0. Throughput: whole powers of ten around the curves.
    const Axis linear = niceAxis(0, high * 1.05);
    const double logLow = std::floor(std::log10(std::max(low, 1.0)));
    const double logHigh = std::ceil(std::log10(high * 1.05));
    QStringList yTicks;
    QList<double> yValues;
    if (memory) {
        for (double t = linear.low; t <= linear.high + linear.step / 2; t += linear.step) {
            yValues << t;
            yTicks << tickText(t, linear, model.locale);
        }
    } else {
        for (double e = logLow; e <= logHigh; ++e) {
            yValues << e;
            yTicks << formatCount(std::pow(10.0, e), model.locale);
        }
    }
    double tickWidth = 0;
    for (const QString& t : yTicks)
        tickWidth = std::max(tickWidth, metrics.horizontalAdvance(t));
    const QRectF plot(area.left() + metrics.height() + tickWidth + 10,
                      area.top() + legendSpace + metrics.height() + 10,
                      area.width() - metrics.height() - tickWidth - 18,
                      area.height() - legendSpace - 3 * metrics.height() - 18);
    if (plot.height() <= 0 || a.gpu_counts.empty())
        return;
    p.setFont(chartFont());
    p.setPen(kInk);
    p.drawText(QRectF(plot.left(), area.top() + legendSpace, plot.width(), metrics.height() + 4),
               Qt::AlignLeft | Qt::AlignVCenter, marks);
    const double xHigh = std::log2(double(a.gpu_counts.back()));
    auto x = [&](double gpus) {
        return plot.left() + (std::log2(gpus) + 0.25) / (xHigh + 0.5) * plot.width();
    };
    auto y = [&](double v) {
        if (memory)
            return linear.position(v, plot.bottom(), plot.top());
        return plot.bottom() - (std::log10(std::max(v, 1.0)) - logLow) /
                                   std::max(logHigh - logLow, 1.0) * plot.height();
    };
    for (int i = 0; i < yValues.size(); ++i) {
        const double yy = memory ? y(yValues[i]) : y(std::pow(10.0, yValues[i]));
        p.setPen(QPen(kGrid, 0, Qt::DotLine));
        p.drawLine(QPointF(plot.left(), yy), QPointF(plot.right(), yy));
        p.setPen(kInk);
        p.drawText(QRectF(area.left(), yy - metrics.height() / 2, plot.left() - area.left() - 6,
                          metrics.height()),
                   Qt::AlignRight | Qt::AlignVCenter, yTicks[i]);
    }
    for (int n : a.gpu_counts)
        p.drawText(QRectF(x(n) - 20, plot.bottom() + 3, 40, metrics.height()),
                   Qt::AlignHCenter | Qt::AlignTop, model.locale.toString(n));
    p.drawText(
        QRectF(plot.left(), plot.bottom() + 5 + metrics.height(), plot.width(), metrics.height()),
        Qt::AlignHCenter | Qt::AlignTop, QCoreApplication::translate("Report", "GPUs"));
    p.save();
    p.translate(area.left() + metrics.height() / 2 + 1, plot.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-plot.height() / 2, -metrics.height() / 2, plot.height(), metrics.height()),
               Qt::AlignCenter,
               memory ? QCoreApplication::translate("Report", "GiB per GPU")
                      : QCoreApplication::translate("Report", "tokens/s, whole job"));
    p.restore();
    p.setPen(QPen(kInk, 1));
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    p.drawLine(plot.topLeft(), plot.bottomLeft());
    if (memory) {
        const double usable = y(study.gpu->memory_bytes / bytesPerGiB);
        p.setPen(QPen(Qt::black, 1.5, Qt::DashLine));
        p.drawLine(QPointF(plot.left(), usable), QPointF(plot.right(), usable));
    }
    for (std::size_t c = 0; c < a.curves.size(); ++c) {
        const QColor color = scalingCurveColor(int(c));
        QPainterPath line;
        QList<std::pair<QPointF, bool>> points;
        for (const ScalingPoint& pt : a.curves[c].points) {
            const QPointF at(x(pt.gpus),
                             y(memory ? pt.per_gpu_memory_bytes / bytesPerGiB : pt.tokens_per_s));
            line.elementCount() == 0 ? line.moveTo(at) : line.lineTo(at);
            points.append({at, pt.margin_ok});
        }
        p.setPen(QPen(color, 1.4));
        p.setBrush(Qt::NoBrush);
        p.drawPath(line);
        for (const auto& [at, fits] : points) {
            if (fits) {
                p.setBrush(color);
                p.drawEllipse(at, 2.6, 2.6);
            } else {
                p.drawLine(at + QPointF(-3, -3), at + QPointF(3, 3));
                p.drawLine(at + QPointF(-3, 3), at + QPointF(3, -3));
            }
        }
    }
}

const ReportSeries* seriesFor(const ReportModel& model, ReportChart chart) {
    const ReportSeries* series =
        model.seriesById(chart == ReportChart::PilotLoss ? "pilot_loss" : "pilot_step_time");
    return series && !series->x.isEmpty() ? series : nullptr;
}

} // namespace

bool hasReportChart(const ReportModel& model, ReportChart chart) {
    switch (chart) {
    case ReportChart::MemoryBudget:
        return model.table("memory_budget") && !model.comparison.empty();
    case ReportChart::PilotStepTime:
    case ReportChart::PilotLoss:
        return seriesFor(model, chart) != nullptr;
    case ReportChart::CostPerOutput:
        return !model.costs.rows.empty();
    case ReportChart::ScalingThroughput:
    case ReportChart::ScalingMemory:
        return model.scaling_study && !model.scaling_study->analysis.curves.empty();
    case ReportChart::RentalWindow: {
        const ReportTable* table = model.table("rental_window");
        if (!table)
            return false;
        for (int g = 1; g < table->headers.size(); ++g)
            if (table->rows[0][g].value.isValid())
                return true;
        return false;
    }
    }
    return false;
}

void paintReportChart(QPainter& painter, const QRectF& area, const ReportModel& model,
                      ReportChart chart) {
    if (!hasReportChart(model, chart))
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    switch (chart) {
    case ReportChart::MemoryBudget:
        memoryChart(painter, area, model);
        break;
    case ReportChart::PilotStepTime:
    case ReportChart::PilotLoss:
        seriesChart(painter, area, model, *seriesFor(model, chart));
        break;
    case ReportChart::CostPerOutput:
        costChart(painter, area, model);
        break;
    case ReportChart::RentalWindow:
        windowChart(painter, area, model);
        break;
    case ReportChart::ScalingThroughput:
    case ReportChart::ScalingMemory:
        scalingChart(painter, area, model, chart == ReportChart::ScalingMemory);
        break;
    }
    painter.restore();
}

int reportChartLegibleHeight(const ReportModel& model, ReportChart chart) {
    if (!hasReportChart(model, chart))
        return 0;
    const double line = QFontMetricsF(chartFont()).height() + 2;
    if (chart == ReportChart::RentalWindow) {
        const StackedBars bars = windowBars(model);
        return int(std::ceil(stackedBarsFrame(bars) + line * bars.categories.size() + 8));
    }
    if (chart == ReportChart::CostPerOutput)
        return int(std::ceil(lyingCostChartFrame() + line * model.costs.rows.size() + 8));
    return 0;
}

QPicture recordReportChart(const ReportModel& model, ReportChart chart, int width, int height) {
    QPicture picture;
    QPainter painter(&picture);
    paintReportChart(painter, QRectF(0, 0, width, height), model, chart);
    painter.end();
    return picture;
}

} // namespace runcard::ui
