#include "ui/app/scaling_view.h"

#include "ui/common/formatting.h"
#include "ui/common/memory_palette.h"
#include "ui/common/planner_context.h"
#include "ui/pilot/plot_locale.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>
#include <qcustomplot.h>

namespace runcard::ui {

namespace {

QCustomPlot* makeLineChart(QWidget* parent, const char* objectName) {
    auto* chart = new QCustomPlot(parent);
    chart->setObjectName(objectName);
    chart->setMinimumHeight(320); // title and a two-row legend leave a readable plot
    chart->plotLayout()->insertRow(0);
    chart->plotLayout()->addElement(
        0, 0, new QCPTextElement(chart, QString(), QFont(chart->font().family(), 10, QFont::Bold)));
    // The legend in rows under the title, never over a curve.
    chart->legend->setVisible(true);
    chart->legend->setBorderPen(Qt::NoPen);
    chart->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    chart->legend->setWrap(2);
    chart->plotLayout()->insertRow(1);
    chart->plotLayout()->addElement(1, 0, chart->legend);
    chart->plotLayout()->setRowStretchFactor(1, 0.001);
    // GPU counts 1, 2, 4, ... 512 on a log axis.
    chart->xAxis->setScaleType(QCPAxis::stLogarithmic);
    QSharedPointer<QCPAxisTickerLog> counts(new QCPAxisTickerLog);
    counts->setLogBase(2);
    counts->setSubTickCount(0);
    chart->xAxis->setTicker(counts);
    chart->xAxis->setNumberFormat("f");
    chart->xAxis->setNumberPrecision(0);
    return chart;
}

QCPTextElement* chartTitle(QCustomPlot* chart) {
    return static_cast<QCPTextElement*>(chart->plotLayout()->element(0, 0));
}

QCPGraph* addGraph(QCustomPlot* chart, const QColor& color, QCPScatterStyle::ScatterShape shape,
                   bool line, Qt::PenStyle style = Qt::SolidLine) {
    QCPGraph* graph = chart->addGraph();
    graph->setPen(QPen(color, line ? 1.8 : 1.4, style));
    graph->setLineStyle(line ? QCPGraph::lsLine : QCPGraph::lsNone);
    graph->setScatterStyle(QCPScatterStyle(
        shape, color, shape == QCPScatterStyle::ssCircle ? QBrush(Qt::white) : QBrush(color),
        shape == QCPScatterStyle::ssStar || shape == QCPScatterStyle::ssDiamond ? 14 : 7));
    return graph;
}

double gib(std::int64_t bytes) {
    return double(bytes) / bytesPerGiB;
}

// The best layout that fits at each count, for the A/B chart.
struct Envelope {
    QVector<double> gpus, tokens, memory;
};
Envelope bestFitting(const ScalingStudy& study) {
    Envelope e;
    for (const ScalingRecommendation& r : study.analysis.recommended)
        if (const ScalingPoint* p = study.point(r)) {
            e.gpus << p->gpus;
            e.tokens << p->tokens_per_s;
            e.memory << gib(p->per_gpu_memory_bytes);
        }
    return e;
}

} // namespace

ScalingView::ScalingView(PlanSession* session, QWidget* parent)
    : QWidget(parent), session_(session) {
    title_ = new QLabel(this);
    title_->setProperty("runcard_dynamic", true);
    QFont titleFont = title_->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    titleFont.setBold(true);
    title_->setFont(titleFont);

    gpuLabel_ = new QLabel(this);
    gpuA_ = new QComboBox(this);
    gpuA_->setObjectName("scalingGpuA");
    countA_ = new QComboBox(this);
    countA_->setObjectName("scalingCountA");
    versusLabel_ = new QLabel(this);
    gpuB_ = new QComboBox(this);
    gpuB_->setObjectName("scalingGpuB");
    countB_ = new QComboBox(this);
    countB_->setObjectName("scalingCountB");
    for (QComboBox* box : {countA_, countB_})
        for (int n = 1; n <= 512; n *= 2)
            box->addItem(QString(), n);
    auto* controls = new QHBoxLayout;
    controls->addWidget(gpuLabel_);
    controls->addWidget(gpuA_);
    controls->addWidget(new QLabel(QStringLiteral("×"), this));
    controls->addWidget(countA_);
    controls->addSpacing(16);
    controls->addWidget(versusLabel_);
    controls->addWidget(gpuB_);
    controls->addWidget(new QLabel(QStringLiteral("×"), this));
    controls->addWidget(countB_);
    controls->addStretch();
    for (QComboBox* box : {gpuA_, countA_, gpuB_, countB_})
        connect(box, &QComboBox::currentIndexChanged, this, [this] {
            if (filling_)
                return;
            chosen_ = true;
            recompute();
        });

    const auto textLabel = [this](const char* name) {
        auto* label = new QLabel(this);
        label->setObjectName(name);
        label->setWordWrap(true);
        label->setProperty("runcard_dynamic", true);
        label->setTextFormat(Qt::PlainText);
        return label;
    };
    headline_ = textLabel("scalingRecommendation");
    headline_->setStyleSheet("QLabel { background: #dff2e3; border-left: 4px solid #1b7f3b;"
                             " padding: 6px; }");
    comparison_ = textLabel("scalingComparison");
    comparison_->setStyleSheet("QLabel { background: #e8f0f8; border-left: 4px solid #0072B2;"
                               " padding: 6px; }");
    fits_ = textLabel("scalingFits");
    note_ = textLabel("scalingNote");
    note_->setStyleSheet("QLabel { color: #4a4a4a; }");
    legend_ = new QLabel(this);
    legend_->setObjectName("scalingLegend");
    legend_->setWordWrap(true);
    legend_->setProperty("runcard_dynamic", true);
    legend_->setTextFormat(Qt::RichText);

    throughputChart_ = makeLineChart(this, "scalingThroughputChart");
    throughputChart_->yAxis->setScaleType(QCPAxis::stLogarithmic);
    throughputChart_->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
    throughputChart_->yAxis->setNumberFormat("f");
    throughputChart_->yAxis->setNumberPrecision(0);
    memoryChart_ = makeLineChart(this, "scalingMemoryChart");

    table_ = new QTableWidget(this);
    table_->setObjectName("scalingTable");
    table_->setColumnCount(7);
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setWordWrap(false);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setMinimumHeight(300);

    bandwidthTitle_ = new QLabel(this);
    bandwidthTitle_->setProperty("runcard_dynamic", true);
    QFont sectionFont = bandwidthTitle_->font();
    sectionFont.setBold(true);
    bandwidthTitle_->setFont(sectionFont);
    bandwidthNote_ = textLabel("scalingBandwidthNote");
    bandwidthChart_ = new QCustomPlot(this);
    bandwidthChart_->setObjectName("scalingBandwidthChart");
    bandwidthChart_->setMinimumHeight(300);
    bandwidthChart_->legend->setVisible(true);
    bandwidthChart_->legend->setBorderPen(Qt::NoPen);
    bandwidthChart_->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    bandwidthChart_->legend->setWrap(3);
    bandwidthChart_->plotLayout()->insertRow(0);
    bandwidthChart_->plotLayout()->addElement(0, 0, bandwidthChart_->legend);
    bandwidthChart_->plotLayout()->setRowStretchFactor(0, 0.001);
    for (QCPAxis* axis : {bandwidthChart_->xAxis, bandwidthChart_->yAxis}) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        axis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
        axis->setNumberFormat("g");
    }
    // Message sizes as the benchmark steps them: 1 KiB × 16^k.
    QSharedPointer<QCPAxisTickerText> sizes(new QCPAxisTickerText);
    for (double bytes = 1024; bytes <= 1024.0 * 1024 * 1024; bytes *= 16)
        sizes->addTick(bytes, bytes >= 1024 * 1024 ? QStringLiteral("%1 MiB").arg(bytes / 1048576)
                                                   : QStringLiteral("%1 KiB").arg(bytes / 1024));
    bandwidthChart_->xAxis->setTicker(sizes);

    auto* charts = new QHBoxLayout;
    charts->addWidget(throughputChart_);
    charts->addWidget(memoryChart_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title_);
    layout->addLayout(controls);
    layout->addWidget(headline_);
    layout->addWidget(comparison_);
    layout->addWidget(note_);
    layout->addWidget(legend_);
    layout->addLayout(charts, 2);
    layout->addWidget(fits_);
    layout->addWidget(table_, 2);
    layout->addWidget(bandwidthTitle_);
    layout->addWidget(bandwidthNote_);
    layout->addWidget(bandwidthChart_, 1);

    connect(session_, &PlanSession::changed, this, &ScalingView::updateFromSession);
    retranslateUi();
}

void ScalingView::setGpus(const QString& gpuA, int countA, const QString& gpuB, int countB) {
    filling_ = true;
    chosen_ = true;
    if (const int a = gpuA_->findData(gpuA); a >= 0)
        gpuA_->setCurrentIndex(a);
    if (const int n = countA_->findData(countA); n >= 0)
        countA_->setCurrentIndex(n);
    gpuB_->setCurrentIndex(std::max(0, gpuB_->findData(gpuB)));
    if (const int n = countB_->findData(countB); n >= 0)
        countB_->setCurrentIndex(n);
    filling_ = false;
    recompute();
}

const GpuSpec* ScalingView::gpuFor(const QComboBox* box) const {
    const QString id = box->currentData().toString();
    return id.isEmpty() ? nullptr : gpuCatalog().find(id.toStdString());
}

int ScalingView::countFor(const QComboBox* box) const {
    return std::max(1, box->currentData().toInt());
}

void ScalingView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (updates_.stale())
        updateFromSession();
}

void ScalingView::updateFromSession() {
    if (!updates_.updateNow(this))
        return;
    collectives_ = readPilotCollectives(session_->pilotDirectory());
    pilot_ = readPilotResults(session_->pilotDirectory());
    fillGpuBoxes();
    recompute();
}

void ScalingView::fillGpuBoxes() {
    filling_ = true;
    const QString previousA = gpuA_->currentData().toString();
    const QString previousB = gpuB_->currentData().toString();
    gpuA_->clear();
    gpuB_->clear();
    gpuB_->addItem(tr("no second GPU"), QString());
    for (const GpuSpec* gpu : comparisonGpus(gpuCatalog())) {
        gpuA_->addItem(QString::fromStdString(gpu->name), QString::fromStdString(gpu->id));
        gpuB_->addItem(QString::fromStdString(gpu->name), QString::fromStdString(gpu->id));
    }
    gpuA_->setCurrentIndex(std::max(0, gpuA_->findData(previousA)));
    if (session_->valid() && !chosen_) {
        // Until a GPU is chosen here, the run card's GPU and GPU count (a power of two at most).
        const Scenario& s = session_->scenario();
        gpuA_->setCurrentIndex(std::max(0, gpuA_->findData(QString::fromStdString(s.gpu->id))));
        int count = 1;
        while (count * 2 <= s.layout.gpuCount() && count < 512)
            count *= 2;
        countA_->setCurrentIndex(countA_->findData(count));
        countB_->setCurrentIndex(countB_->findData(count));
    }
    gpuB_->setCurrentIndex(std::max(0, gpuB_->findData(previousB)));
    filling_ = false;
}

void ScalingView::recompute() {
    study_.reset();
    studyB_.reset();
    if (session_->valid()) {
        const CardPlanner& planner = *session_->planner();
        if (const GpuSpec* a = gpuFor(gpuA_))
            study_ = studyScaling(planner, *a, collectives_);
        if (const GpuSpec* b = gpuFor(gpuB_))
            studyB_ = studyScaling(planner, *b, collectives_);
    }
    countB_->setEnabled(studyB_.has_value());
    updateTexts();
    updateCharts();
    updateBandwidthChart();
}

std::optional<std::pair<int, double>> ScalingView::measuredPoint() const {
    if (!study_ || !pilot_.completed || !pilot_.tokens_per_s ||
        pilot_.gpu_id.toStdString() != study_->gpu->id)
        return std::nullopt;
    return std::pair{pilot_.gpus, *pilot_.tokens_per_s};
}

QString ScalingView::headlineText() const {
    return headline_->text();
}
QString ScalingView::comparisonText() const {
    return comparison_->text();
}
QString ScalingView::fitText() const {
    return fits_->text();
}

QString ScalingView::noteText() const {
    return note_->text();
}

namespace {
// "8 × H100 SXM 80GB: 41.2 k tokens/s with FSDP (full shard)" or why nothing fits.
QString atCount(const ScalingStudy& study, int gpus) {
    const QString name = shortGpuName(*study.gpu);
    const ScalingRecommendation* r = study.recommendedAt(gpus);
    if (!r)
        return ScalingView::tr("%1 × %2: no layout fits with the memory margin")
            .arg(QLocale().toString(gpus), name);
    const ScalingPoint& p = *study.point(*r);
    return ScalingView::tr("%1 × %2: %3 with %4")
        .arg(QLocale().toString(gpus), name, formatTokensPerSecond(p.tokens_per_s),
             recommendedLayoutName(study, *r));
}
} // namespace

void ScalingView::updateTexts() {
    const QLocale locale;
    if (!study_) {
        title_->setText(tr("Scaling"));
        headline_->setText(session_->valid() ? tr("Choose a GPU.")
                                             : tr("No scaling curves: %1").arg(session_->error()));
        comparison_->hide();
        fits_->clear();
        note_->clear();
        table_->setRowCount(0);
        return;
    }
    const ScalingStudy& s = *study_;
    const int count = countFor(countA_);
    title_->setText(tr("Scaling on %1").arg(QString::fromStdString(s.gpu->name)));
    QStringList headline;
    const ScalingRecommendation* r = s.recommendedAt(count);
    if (r) {
        headline << tr("Recommended on %1 × %2: %3.")
                        .arg(locale.toString(count), shortGpuName(*s.gpu),
                             recommendedLayoutName(s, *r))
                 << (count == 1 ? QString() // one GPU has no layout to choose
                                : tr("Why: %1.").arg(recommendationReasonText(r->reason)))
                 << efficiencySentence(*s.point(*r), locale) + QStringLiteral(".");
    } else {
        headline << tr("No layout fits %1 × %2 with the memory margin.")
                        .arg(locale.toString(count), shortGpuName(*s.gpu));
    }
    headline.removeAll(QString());
    headline_->setText(headline.join(QLatin1Char(' ')));

    if (studyB_) {
        const int countB = countFor(countB_);
        QString text = tr("A: %1. B: %2.").arg(atCount(s, count), atCount(*studyB_, countB));
        const ScalingRecommendation* rb = studyB_->recommendedAt(countB);
        if (r && rb) {
            const double ratio = s.point(*r)->tokens_per_s / studyB_->point(*rb)->tokens_per_s;
            text += QLatin1Char(' ') +
                    (ratio >= 1
                         ? tr("A has %1× the throughput of B.").arg(formatNumber(ratio, 2, locale))
                         : tr("B has %1× the throughput of A.")
                               .arg(formatNumber(1 / ratio, 2, locale)));
        }
        comparison_->setText(text);
        comparison_->show();
    } else {
        comparison_->hide();
    }

    QStringList fits;
    for (const ScalingCurve& curve : s.analysis.curves)
        fits << tr("%1: %2").arg(scalingLayoutName(curve.layout), fitSentence(curve, locale));
    fits_->setText(tr("Where memory stops fitting (with the margin): %1.")
                       .arg(fits.join(QStringLiteral("; "))));
    QStringList notes;
    notes << tr("Throughput at the run card's effective batch of %n sequence(s) per step; "
                "efficiency against one GPU at that batch.",
                nullptr, int(s.analysis.sequences_per_step));
    bool aboveOne = false;
    for (const ScalingRecommendation& rec : s.analysis.recommended)
        if (const ScalingPoint* p = s.point(rec); p && p->efficiency > 1.005)
            aboveOne = true;
    if (aboveOne)
        notes << tr("Above %1: a sharded layout drops work the plain one-GPU run does (such as "
                    "autocast's weight casts).")
                     .arg(formatPercent(1.0));
    if (!s.analysis.baseline_fits)
        notes << tr("One GPU does not fit with the margin: its throughput is a prediction only.");
    notes << session_->calibrationText(*s.gpu);
    if (s.measured_links)
        notes << tr("Links inside a node use the bus bandwidth the pilot measured.");
    if (const QString batch = batchNote(s); !batch.isEmpty())
        notes << batch;
    note_->setText(notes.join(QLatin1Char(' ')));

    table_->setRowCount(int(s.analysis.recommended.size()));
    int row = 0;
    for (const ScalingRecommendation& rec : s.analysis.recommended) {
        const ScalingPoint* p = s.point(rec);
        const auto cell = [&](int column, const QString& text, bool number) {
            auto* item = new QTableWidgetItem(text);
            item->setTextAlignment(Qt::AlignVCenter | (number ? Qt::AlignRight : Qt::AlignLeft));
            table_->setItem(row, column, item);
        };
        cell(0, locale.toString(rec.gpus), true);
        cell(1, recommendedLayoutName(s, rec), false);
        cell(2, p ? batchText(*p, locale) : QString(), true);
        if (p)
            table_->item(row, 2)->setToolTip(batchSplitText(*p, locale));
        cell(3, p ? formatTokensPerSecond(p->tokens_per_s) : QString(), true);
        cell(4, p ? formatGiB(p->per_gpu_memory_bytes) : QString(), true);
        cell(5, p ? efficiencyText(*p, locale) : QString(), false);
        cell(6, p && rec.gpus > 1 ? recommendationReasonText(rec.reason) : QString(), false);
        if (p && rec.gpus == count)
            for (int c = 0; c < table_->columnCount(); ++c)
                table_->item(row, c)->setBackground(QColor(0xdf, 0xf2, 0xe3));
        ++row;
    }
    table_->resizeColumnsToContents();
    table_->horizontalHeader()->setStretchLastSection(true);
}

void ScalingView::updateCharts() {
    throughputChart_->clearGraphs();
    memoryChart_->clearGraphs();
    throughputChart_->clearItems();
    memoryChart_->clearItems();
    if (!study_) {
        throughputChart_->replot(QCustomPlot::rpQueuedReplot);
        memoryChart_->replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    const ScalingStudy& s = *study_;
    const auto usableLine = [this](const GpuSpec& gpu, const QColor& color, const QString& name) {
        QCPGraph* g = addGraph(memoryChart_, color, QCPScatterStyle::ssNone, true, Qt::DashLine);
        g->setData({1, 512}, {gib(gpu.memory_bytes), gib(gpu.memory_bytes)});
        g->setName(name);
    };
    legend_->setVisible(!studyB_);
    updateChartTitles();
    if (studyB_) {
        // A/B: the best layout that fits at each count, for both GPUs, and each chosen count.
        const std::array<std::pair<const ScalingStudy*, int>, 2> sides{
            std::pair{&s, countFor(countA_)}, std::pair{&*studyB_, countFor(countB_)}};
        for (std::size_t i = 0; i < sides.size(); ++i) {
            const ScalingStudy& side = *sides[i].first;
            const QColor color = scalingCurveColor(i == 0 ? 0 : 5);
            const QString name = (i == 0 ? tr("A: %1") : tr("B: %1")).arg(shortGpuName(*side.gpu));
            const Envelope e = bestFitting(side);
            QCPGraph* t = addGraph(throughputChart_, color, QCPScatterStyle::ssDisc, true);
            t->setData(e.gpus, e.tokens, true);
            t->setName(name);
            QCPGraph* m = addGraph(memoryChart_, color, QCPScatterStyle::ssDisc, true);
            m->setData(e.gpus, e.memory, true);
            m->setName(name);
            usableLine(*side.gpu, color, tr("%1: GPU memory").arg(name));
            if (const ScalingRecommendation* r = side.recommendedAt(sides[i].second)) {
                QCPGraph* pick = addGraph(throughputChart_, color, QCPScatterStyle::ssStar, false);
                pick->addData(sides[i].second, side.point(*r)->tokens_per_s);
                pick->setName(
                    (i == 0 ? tr("A: %1 × %2") : tr("B: %1 × %2"))
                        .arg(QLocale().toString(sides[i].second), shortGpuName(*side.gpu)));
            }
        }
    } else {
        // The ideal: N times one GPU.
        QCPGraph* ideal = addGraph(throughputChart_, QColor(0x99, 0x99, 0x99),
                                   QCPScatterStyle::ssNone, true, Qt::DotLine);
        for (int n : s.analysis.gpu_counts)
            ideal->addData(n, s.analysis.baseline_tokens_per_s * n);
        ideal->setName(tr("%1 × one GPU").arg(QStringLiteral("N")));
        QStringList legend;
        for (std::size_t c = 0; c < s.analysis.curves.size(); ++c) {
            const ScalingCurve& curve = s.analysis.curves[c];
            const QColor color = scalingCurveColor(int(c));
            // The line, then its points: filled where the layout fits with the margin, a cross
            // where it does not (where memory stops fitting is where the marks change).
            QCPGraph* line = addGraph(throughputChart_, color, QCPScatterStyle::ssNone, true);
            QCPGraph* memLine = addGraph(memoryChart_, color, QCPScatterStyle::ssNone, true);
            line->removeFromLegend();
            memLine->removeFromLegend();
            legend << QStringLiteral(
                          "<span style=\"color:%1; font-size:14pt\">&#9632;</span>&nbsp;%2")
                          .arg(color.name(), scalingLayoutName(curve.layout).toHtmlEscaped());
            QCPGraph* fit = addGraph(throughputChart_, color, QCPScatterStyle::ssDisc, false);
            QCPGraph* over = addGraph(throughputChart_, color, QCPScatterStyle::ssCross, false);
            QCPGraph* memFit = addGraph(memoryChart_, color, QCPScatterStyle::ssDisc, false);
            QCPGraph* memOver = addGraph(memoryChart_, color, QCPScatterStyle::ssCross, false);
            for (QCPGraph* g : {fit, over, memFit, memOver})
                g->removeFromLegend();
            for (const ScalingPoint& p : curve.points) {
                line->addData(p.gpus, p.tokens_per_s);
                memLine->addData(p.gpus, gib(p.per_gpu_memory_bytes));
                (p.margin_ok ? fit : over)->addData(p.gpus, p.tokens_per_s);
                (p.margin_ok ? memFit : memOver)->addData(p.gpus, gib(p.per_gpu_memory_bytes));
            }
        }
        legend_->setText(legend.join(QStringLiteral("&nbsp;&nbsp;&nbsp; ")));
        // The pilot's measurement on top of the predicted curves, where it ran on this GPU.
        if (const auto measured = measuredPoint()) {
            QCPGraph* t = addGraph(throughputChart_, Qt::black, QCPScatterStyle::ssDiamond, false);
            t->addData(measured->first, measured->second);
            t->setName(tr("measured by the pilot"));
            if (pilot_.device_total_bytes) {
                QCPGraph* m = addGraph(memoryChart_, Qt::black, QCPScatterStyle::ssDiamond, false);
                m->addData(measured->first, *pilot_.device_total_bytes / bytesPerGiB);
                m->setName(tr("measured by the pilot"));
            }
        }
        usableLine(*s.gpu, Qt::black, tr("Memory the GPU offers"));
        // What the marks mean, once.
        for (QCustomPlot* chart : {throughputChart_, memoryChart_}) {
            addGraph(chart, Qt::darkGray, QCPScatterStyle::ssDisc, false)
                ->setName(tr("fits with the margin"));
            addGraph(chart, Qt::darkGray, QCPScatterStyle::ssCross, false)
                ->setName(tr("does not fit with the margin"));
        }
    }
    for (QCustomPlot* chart : {throughputChart_, memoryChart_}) {
        chart->rescaleAxes();
        chart->xAxis->setRange(0.8, 640);
    }
    const QCPRange tokens = throughputChart_->yAxis->range();
    throughputChart_->yAxis->setRange(tokens.lower / 1.5, tokens.upper * 1.5);
    memoryChart_->yAxis->setRange(0, memoryChart_->yAxis->range().upper * 1.1);
    throughputChart_->replot(QCustomPlot::rpQueuedReplot);
    memoryChart_->replot(QCustomPlot::rpQueuedReplot);
}

void ScalingView::updateChartTitles() {
    // A/B draws the best layout that fits at each count; otherwise every layout.
    chartTitle(throughputChart_)
        ->setText(studyB_ ? tr("Throughput of the whole job, best layout that fits")
                          : tr("Throughput of the whole job"));
    chartTitle(memoryChart_)
        ->setText(studyB_ ? tr("Memory per GPU, best layout that fits") : tr("Memory per GPU"));
}

void ScalingView::updateBandwidthChart() {
    bandwidthChart_->clearGraphs();
    const bool shown = collectives_.table || !collectives_.error.isEmpty();
    for (QWidget* w : std::initializer_list<QWidget*>{bandwidthTitle_, bandwidthNote_})
        w->setVisible(shown);
    bandwidthChart_->setVisible(collectives_.table != nullptr);
    if (!collectives_.table) {
        bandwidthNote_->setText(collectives_.error);
        return;
    }
    const MeasuredCollectives& m = *collectives_.table;
    const GpuSpec* gpu = study_ ? study_->gpu : nullptr;
    const std::array<std::pair<Collective, QString>, 3> kinds{
        std::pair{Collective::AllReduce, QStringLiteral("all-reduce")},
        std::pair{Collective::AllGather, QStringLiteral("all-gather")},
        std::pair{Collective::ReduceScatter, QStringLiteral("reduce-scatter")}};
    for (std::size_t k = 0; k < kinds.size(); ++k) {
        const QColor color = scalingCurveColor(int(k));
        QCPGraph* measured = addGraph(bandwidthChart_, color, QCPScatterStyle::ssDisc, true);
        QCPGraph* assumed =
            addGraph(bandwidthChart_, color, QCPScatterStyle::ssNone, true, Qt::DashLine);
        for (const MeasuredCollectives::Row& row : m.rows) {
            if (row.collective != kinds[k].first || row.busbw <= 0)
                continue;
            measured->addData(row.bytes, row.busbw / 1e9);
            if (gpu) {
                const CollectiveGroup group{m.ranks, m.ranks, m.ranks};
                assumed->addData(
                    row.bytes,
                    collectiveBusBandwidth(*gpu, nullptr, kinds[k].first, row.bytes, group) / 1e9);
            }
        }
        measured->setName(tr("%1, measured").arg(kinds[k].second));
        assumed->setName(gpu ? tr("%1, catalog for %2").arg(kinds[k].second, shortGpuName(*gpu))
                             : QString());
        if (measured->dataCount() == 0)
            measured->removeFromLegend();
        if (assumed->dataCount() == 0)
            assumed->removeFromLegend();
    }
    bandwidthTitle_->setText(
        tr("Bus bandwidth measured by the pilot (%1, %n rank(s)) and the catalog's assumption",
           nullptr, m.ranks)
            .arg(QString::fromStdString(m.backend)));
    bandwidthNote_->setText(
        study_ && study_->measured_links
            ? tr("Measured on this GPU: the curves above use it for links inside a node.")
            : tr("Measured on another machine than %1 (the pilot's): shown beside the catalog's "
                 "figure, it does not change the curves above.")
                  .arg(gpu ? QString::fromStdString(gpu->name) : QString()));
    bandwidthChart_->xAxis->setLabel(tr("Message size"));
    bandwidthChart_->yAxis->setLabel(tr("Bus bandwidth (GB/s)"));
    bandwidthChart_->rescaleAxes();
    const QCPRange y = bandwidthChart_->yAxis->range();
    bandwidthChart_->yAxis->setRange(y.lower / 2, y.upper * 2);
    const QCPRange x = bandwidthChart_->xAxis->range();
    bandwidthChart_->xAxis->setRange(x.lower / 1.5, x.upper * 1.5);
    bandwidthChart_->replot(QCustomPlot::rpQueuedReplot);
}

void ScalingView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ScalingView::retranslateUi() {
    for (QCustomPlot* chart : {throughputChart_, memoryChart_, bandwidthChart_})
        followUiLocale(chart);
    gpuLabel_->setText(tr("GPU"));
    versusLabel_->setText(tr("Compare with"));
    const QLocale locale;
    for (QComboBox* box : {countA_, countB_})
        for (int i = 0; i < box->count(); ++i)
            box->setItemText(i, tr("%n GPU(s)", nullptr, box->itemData(i).toInt()));
    if (gpuB_->count() > 0)
        gpuB_->setItemText(0, tr("no second GPU"));
    updateChartTitles();
    for (QCustomPlot* chart : {throughputChart_, memoryChart_})
        chart->xAxis->setLabel(tr("GPUs"));
    throughputChart_->yAxis->setLabel(tr("tokens/s"));
    memoryChart_->yAxis->setLabel(tr("GiB"));
    table_->setHorizontalHeaderLabels({tr("GPUs"), tr("Recommended layout"),
                                       tr("Sequences per step"), tr("Throughput"),
                                       tr("Memory per GPU"), tr("Efficiency"), tr("Why")});
    updateFromSession();
}

} // namespace runcard::ui
