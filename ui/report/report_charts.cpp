#include "ui/report/report_charts.h"

#include "ui/common/formatting.h"
#include "ui/common/memory_palette.h"

#include <qcustomplot.h>

namespace runcard::ui {
namespace {

// Okabe–Ito colours for the rental window's parts, in stacking order.
const QColor kWindowColors[] = {QColor(0x99, 0x99, 0x99), QColor(0x00, 0x72, 0xB2),
                                QColor(0x56, 0xB4, 0xE9), QColor(0xE6, 0x9F, 0x00),
                                QColor(0xCC, 0x79, 0xA7), QColor(0x00, 0x9E, 0x73),
                                QColor(0xD5, 0x5E, 0x00)};

// Pixel-sized fonts: a QPicture replays point-sized text at the target device's DPI, which would
// make labels larger than the layout QCustomPlot measured for them.
QFont chartFont(int pixels, bool bold = false) {
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(pixels);
    font.setBold(bold);
    return font;
}

void styleAxes(QCustomPlot& plot) {
    const QFont font = chartFont(11);
    plot.setFont(font);
    for (QCPAxis* axis : {plot.xAxis, plot.yAxis}) {
        axis->setTickLabelFont(font);
        axis->setLabelFont(font);
        axis->grid()->setPen(QPen(QColor(0xdd, 0xdd, 0xdd), 0, Qt::DotLine));
    }
    plot.legend->setFont(font);
    plot.legend->setBorderPen(Qt::NoPen);
    plot.legend->setBrush(QColor(255, 255, 255, 230));
}

// GPUs on the vertical axis, the first at the top.
QSharedPointer<QCPAxisTickerText> gpuTicker(const ReportTable& table, int firstColumn) {
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const int count = int(table.headers.size()) - firstColumn;
    for (int i = 0; i < count; ++i)
        ticker->addTick(count - i, table.headers[firstColumn + i]);
    return ticker;
}

// Stacked horizontal bars: one bar per GPU (table column), one layer per table row in `rows`.
void stackedBars(QCustomPlot& plot, const ReportTable& table, const QList<int>& rows,
                 const QList<QColor>& colors, double scale) {
    const int gpus = int(table.headers.size()) - 1;
    QCPBars* below = nullptr;
    for (int r = 0; r < rows.size(); ++r) {
        const auto& row = table.rows[rows[r]];
        auto* bars = new QCPBars(plot.yAxis, plot.xAxis);
        bars->setName(row[0].display);
        bars->setWidth(0.6);
        bars->setPen(QPen(colors[r].darker(130), 0.5));
        bars->setBrush(colors[r]);
        bars->setStackingGap(0);
        QVector<double> keys, values;
        for (int g = 0; g < gpus; ++g) {
            keys << gpus - g;
            values << (row[g + 1].value.isValid() ? row[g + 1].value.toDouble() * scale : 0);
        }
        bars->setData(keys, values); // keys descend: let QCustomPlot sort them
        if (below)
            bars->moveAbove(below);
        below = bars;
    }
    plot.yAxis->setTicker(gpuTicker(table, 1));
    plot.yAxis->setRange(0.4, gpus + 0.6);
    plot.yAxis->grid()->setVisible(false);
}

void legendBelow(QCustomPlot& plot, int columns) {
    plot.legend->setVisible(true);
    // Wrap first, then re-flow the items already added into rows of `columns`.
    plot.legend->setWrap(columns);
    plot.legend->setFillOrder(QCPLegend::foColumnsFirst, true);
    // A chart drawn again (language switch, edits) reuses the row made the first time.
    if (plot.plotLayout()->hasElement(1, 0))
        return;
    auto* subLayout = new QCPLayoutGrid;
    plot.plotLayout()->addElement(1, 0, subLayout);
    subLayout->setMargins(QMargins(5, 0, 5, 5));
    subLayout->addElement(0, 0, plot.legend);
    plot.plotLayout()->setRowStretchFactor(1, 0.001);
}

bool memoryChart(QCustomPlot& plot, const ReportModel& model) {
    const ReportTable* table = model.table("memory_budget");
    if (!table)
        return false;
    QList<int> rows;
    QList<QColor> colors;
    for (int i = 0; i < int(allMemoryComponents.size()); ++i) {
        rows << i;
        colors << componentColor(allMemoryComponents[std::size_t(i)]);
    }
    stackedBars(plot, *table, rows, colors, 1.0 / bytesPerGiB);
    // The card's usable memory and the margin line, per GPU.
    int usableRow = -1;
    for (int i = 0; i < table->rows.size(); ++i)
        if (table->rows[i][0].value.toString() == "usable")
            usableRow = i;
    if (usableRow >= 0) {
        const int gpus = int(table->headers.size()) - 1;
        auto* usable = new QCPGraph(plot.yAxis, plot.xAxis);
        usable->setName(QCoreApplication::translate("Report", "Usable memory"));
        usable->setLineStyle(QCPGraph::lsNone);
        QPainterPath bar;
        bar.moveTo(0, -7);
        bar.lineTo(0, 7);
        QCPScatterStyle style(bar, QPen(Qt::black, 2), Qt::NoBrush, 14);
        usable->setScatterStyle(style);
        for (int g = 0; g < gpus; ++g)
            if (table->rows[usableRow][g + 1].value.isValid())
                usable->addData(gpus - g,
                                table->rows[usableRow][g + 1].value.toDouble() / bytesPerGiB);
    }
    plot.xAxis->setLabel(QCoreApplication::translate("Report", "GiB per GPU"));
    plot.rescaleAxes();
    plot.yAxis->setRange(0.4, table->headers.size() - 1 + 0.6);
    plot.xAxis->setRangeLower(0);
    plot.xAxis->setRangeUpper(plot.xAxis->range().upper * 1.05);
    legendBelow(plot, 4);
    return true;
}

bool windowChart(QCustomPlot& plot, const ReportModel& model) {
    const ReportTable* table = model.table("rental_window");
    if (!table)
        return false;
    bool any = false;
    for (int g = 1; g < table->headers.size(); ++g)
        any = any || table->rows[0][g].value.isValid();
    if (!any)
        return false;
    QList<int> rows;
    QList<QColor> colors;
    for (int i = 0; i < 7; ++i) { // the seven parts; the total and billed rows follow
        rows << i;
        colors << kWindowColors[i];
    }
    stackedBars(plot, *table, rows, colors, 1.0);
    // Billed hours (window rounded up to the period) as a marker.
    const int gpus = int(table->headers.size()) - 1;
    auto* billed = new QCPGraph(plot.yAxis, plot.xAxis);
    billed->setName(table->rows[8][0].display);
    billed->setLineStyle(QCPGraph::lsNone);
    QPainterPath bar;
    bar.moveTo(0, -7);
    bar.lineTo(0, 7);
    billed->setScatterStyle(QCPScatterStyle(bar, QPen(Qt::black, 2), Qt::NoBrush, 14));
    for (int g = 0; g < gpus; ++g)
        if (table->rows[8][g + 1].value.isValid())
            billed->addData(gpus - g, table->rows[8][g + 1].value.toDouble());
    plot.xAxis->setLabel(QCoreApplication::translate("Report", "Hours"));
    plot.rescaleAxes();
    plot.yAxis->setRange(0.4, gpus + 0.6);
    plot.xAxis->setRangeLower(0);
    plot.xAxis->setRangeUpper(plot.xAxis->range().upper * 1.05);
    legendBelow(plot, 2); // long part names: two columns fit the app's narrower chart too
    return true;
}

bool costChart(QCustomPlot& plot, const ReportModel& model) {
    const int n = int(model.costs.rows.size());
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    auto* bars = new QCPBars(plot.xAxis, plot.yAxis);
    bars->setWidth(0.6);
    bars->setPen(QPen(QColor(0x00, 0x72, 0xB2).darker(130), 0.5));
    bars->setBrush(QColor(0x56, 0xB4, 0xE9));
    bars->setName(QCoreApplication::translate("Report", "Cost per 1M trained tokens"));
    auto* errors = new QCPErrorBars(plot.xAxis, plot.yAxis);
    errors->setDataPlottable(bars);
    errors->setPen(QPen(Qt::black, 1));
    errors->setName(QCoreApplication::translate("Report", "Low-high range"));
    QVector<double> keys, values, minus, plus;
    const ReportTable* comparison = model.table("comparison");
    double top = 0;
    for (int i = 0; i < n; ++i) {
        const CostEstimate& e = model.costs.rows[std::size_t(i)];
        // The model name alone ("H100"): four labels fit under narrow bars.
        QString label = comparison ? comparison->rows[i][0].display.section(' ', 0, 0)
                                   : QString::fromStdString(e.gpu);
        if (model.costs.cheapest == i)
            label += "\n" + QCoreApplication::translate("Report", "cheapest");
        if (model.costs.earliest == i)
            label += "\n" + QCoreApplication::translate("Report", "earliest");
        ticker->addTick(i + 1, label);
        if (!e.per_million_tokens) {
            auto* note = new QCPItemText(&plot);
            note->position->setCoords(i + 1, 0);
            note->setPositionAlignment(Qt::AlignBottom | Qt::AlignHCenter);
            note->setText(QCoreApplication::translate("Report", "missing"));
            note->setFont(chartFont(10));
            note->setColor(overColor());
            continue;
        }
        keys << i + 1;
        values << e.per_million_tokens->expected;
        minus << e.per_million_tokens->expected - e.per_million_tokens->low;
        plus << e.per_million_tokens->high - e.per_million_tokens->expected;
        top = std::max(top, e.per_million_tokens->high);
    }
    bars->setData(keys, values, true);
    errors->setData(minus, plus);
    plot.xAxis->setTicker(ticker);
    plot.xAxis->setRange(0.4, n + 0.6);
    plot.xAxis->grid()->setVisible(false);
    plot.yAxis->setRange(0, top > 0 ? top * 1.15 : 1);
    plot.yAxis->setLabel(QCoreApplication::translate("Report", "%1 per 1M trained tokens")
                             .arg(QString::fromStdString(model.prices.currency)));
    return true;
}

bool seriesChart(QCustomPlot& plot, const ReportModel& model, const QString& id) {
    const ReportSeries* series = model.seriesById(id);
    if (!series || series->x.isEmpty())
        return false;
    auto* graph = plot.addGraph();
    graph->setData(series->x, series->y, true);
    graph->setPen(QPen(QColor(0x00, 0x72, 0xB2), 1.2));
    graph->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssCircle, QColor(0x00, 0x72, 0xB2), Qt::white, 4));
    plot.xAxis->setLabel(series->x_label);
    plot.yAxis->setLabel(series->y_label);
    plot.rescaleAxes();
    const QCPRange y = plot.yAxis->range();
    const double pad = std::max(y.size() * 0.1, std::abs(y.upper) * 0.02 + 1e-9);
    plot.yAxis->setRange(std::min(0.0, y.lower - pad), y.upper + pad);
    plot.xAxis->setRange(plot.xAxis->range().lower - 0.5, plot.xAxis->range().upper + 0.5);
    return true;
}

} // namespace

bool drawReportChart(QCustomPlot& plot, const ReportModel& model, ReportChart chart) {
    plot.clearPlottables();
    plot.clearItems();
    plot.setLocale(model.locale);
    styleAxes(plot);
    switch (chart) {
    case ReportChart::MemoryBudget:
        return memoryChart(plot, model);
    case ReportChart::PilotStepTime:
        return seriesChart(plot, model, "pilot_step_time");
    case ReportChart::PilotLoss:
        return seriesChart(plot, model, "pilot_loss");
    case ReportChart::CostPerOutput:
        return costChart(plot, model);
    case ReportChart::RentalWindow:
        return windowChart(plot, model);
    }
    return false;
}

std::unique_ptr<QCustomPlot> makeReportChart(const ReportModel& model, ReportChart chart) {
    auto plot = std::make_unique<QCustomPlot>();
    if (!drawReportChart(*plot, model, chart))
        return nullptr;
    return plot;
}

QPicture recordPlot(QCustomPlot& plot, int width, int height) {
    QPicture picture;
    QCPPainter painter(&picture);
    // Vector export mode, as QCustomPlot's own savePdf does: no pixmap caching, cosmetic pens
    // allowed.
    painter.setMode(QCPPainter::pmVectorized);
    painter.setMode(QCPPainter::pmNoCaching);
    plot.toPainter(&painter, width, height);
    painter.end();
    return picture;
}

} // namespace runcard::ui
