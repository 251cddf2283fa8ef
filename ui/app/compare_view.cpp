#include "ui/app/compare_view.h"

#include "ui/common/catalog_texts.h"
#include "ui/common/enum_names.h"
#include "ui/common/formatting.h"
#include "ui/common/language_manager.h"
#include "ui/common/memory_palette.h"
#include "ui/common/planner_context.h"
#include "ui/common/settings.h"
#include "ui/common/style.h"
#include "ui/pilot/plot_locale.h"
#include "ui/report/decision_banner.h"
#include "ui/report/decision_text.h"
#include "ui/report/price_file.h"

#include <QDir>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMenu>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <array>
#include <qcustomplot.h>

namespace runcard::ui {

namespace {

QCustomPlot* makeBarChart(QWidget* parent, const char* objectName) {
    auto* chart = new QCustomPlot(parent);
    chart->setObjectName(objectName);
    // Title, legend and the upright GPU names take about 300 px with the catalog's longest names
    // ("GeForce RTX 6000 Ada Generation 48GB"): this keeps a readable plot under them.
    chart->setMinimumHeight(460);
    chart->setNotAntialiasedElements(QCP::aePlottables); // pixel-aligned bars
    chart->xAxis->grid()->setVisible(false);
    chart->xAxis->setTickLength(0, 3);
    chart->plotLayout()->insertRow(0);
    chart->plotLayout()->addElement(
        0, 0, new QCPTextElement(chart, QString(), QFont(chart->font().family(), 10, QFont::Bold)));
    return chart;
}

QCPTextElement* chartTitle(QCustomPlot* chart) {
    return static_cast<QCPTextElement*>(chart->plotLayout()->element(0, 0));
}

} // namespace

// Marks the GPU names whose projections use the pilot's measurements.
class CalibrationMarkProxy : public QSortFilterProxyModel {
public:
    CalibrationMarkProxy(PlanSession* session, GpuComparisonModel* source, QObject* parent)
        : QSortFilterProxyModel(parent), session_(session), source_(source) {}

    QVariant data(const QModelIndex& index, int role) const override {
        const QVariant value = QSortFilterProxyModel::data(index, role);
        if (index.column() != GpuComparisonModel::GpuColumn ||
            (role != Qt::DisplayRole && role != Qt::ToolTipRole) || !session_->valid())
            return value;
        const int row = mapToSource(index).row();
        if (row < 0 || row >= int(source_->rows().size()))
            return value;
        const GpuSpec& gpu = *source_->rows()[std::size_t(row)].gpu;
        if (role == Qt::ToolTipRole)
            return session_->calibrationText(gpu);
        const ModelingAssumptions a = session_->assumptionsOn(gpu);
        const bool memory = a.calibrated_activation_scale > 0;
        const bool utilisation = a.calibrated_utilisation > 0;
        if (memory && utilisation)
            return CompareView::tr("%1 (calibrated: memory, utilisation)").arg(value.toString());
        if (memory)
            return CompareView::tr("%1 (calibrated: memory)").arg(value.toString());
        if (utilisation)
            return CompareView::tr("%1 (calibrated: utilisation)").arg(value.toString());
        return value;
    }

private:
    PlanSession* session_;
    GpuComparisonModel* source_;
};

CompareView::CompareView(PlanSession* session, QWidget* parent)
    : QWidget(parent), session_(session), model_(new GpuComparisonModel(this)),
      proxy_(new CalibrationMarkProxy(session, model_, this)) {
    proxy_->setSourceModel(model_);
    proxy_->setSortRole(GpuComparisonModel::SortRole);

    title_ = new QLabel(this);
    title_->setProperty("runcard_dynamic", true);
    QFont titleFont = title_->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    titleFont.setBold(true);
    title_->setFont(titleFont);
    recommendation_ = new QLabel(this);
    recommendation_->setObjectName("recommendation");
    recommendation_->setWordWrap(true);
    recommendation_->setProperty("runcard_dynamic", true);
    recommendation_->setStyleSheet("QLabel { background: #dff2e3; border-left: 4px solid #1b7f3b;"
                                   " padding: 6px; }");
    whatIfNote_ = new QLabel(this);
    whatIfNote_->setProperty("runcard_dynamic", true);
    whatIfNote_->setStyleSheet(QString("color: %1;").arg(tightColor().name()));
    calibration_ = new QLabel(this);
    calibration_->setObjectName("compareCalibration");
    calibration_->setWordWrap(true);
    calibration_->setProperty("runcard_dynamic", true);
    calibration_->setStyleSheet("QLabel { color: #4a4a4a; }");

    buildCharts();

    table_ = new QTableView(this);
    table_->setObjectName("compareTable");
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(GpuComparisonModel::VerdictColumn, Qt::AscendingOrder); // best first
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(24);
    // Sized to contents when rows or language change, not on every what-if step (which would
    // measure every cell each time).
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    // The GPU column is capped: a long catalog name is elided, whole in its tooltip.
    const auto fitColumns = [this] {
        table_->resizeColumnsToContents();
        constexpr int kGpuColumnMaxWidth = 150;
        if (table_->columnWidth(GpuComparisonModel::GpuColumn) > kGpuColumnMaxWidth)
            table_->setColumnWidth(GpuComparisonModel::GpuColumn, kGpuColumnMaxWidth);
    };
    connect(model_, &QAbstractItemModel::modelReset, table_, fitColumns);
    connect(model_, &QAbstractItemModel::headerDataChanged, table_, fitColumns);
    table_->horizontalHeader()->setStretchLastSection(false);
    table_->setWordWrap(false);
    table_->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    // Each layout's count and the memory detail are one right-click away: the default columns fit
    // 1440 px beside the details pane in both languages.
    table_->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(table_->horizontalHeader(), &QWidget::customContextMenuRequested, this,
            &CompareView::showColumnMenu);
    applyHiddenColumns();

    detailsBox_ = new QGroupBox(this);
    auto* detailsLayout = new QVBoxLayout(detailsBox_);
    details_ = new QLabel(detailsBox_);
    details_->setObjectName("gpuDetails");
    details_->setWordWrap(true);
    details_->setTextFormat(Qt::RichText);
    details_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    details_->setProperty("runcard_dynamic", true);
    detailsLayout->addWidget(details_);
    detailsLayout->addStretch();

    auto* charts = new QHBoxLayout;
    charts->addWidget(memoryChart_);
    charts->addWidget(timeChart_);
    // The details pane sits below the table, so the table has the page's whole width: its default
    // columns fit 1440 px in both languages (issue 11 item 3).
    auto* bottom = new QSplitter(Qt::Vertical, this);
    bottom->addWidget(table_);
    bottom->addWidget(detailsBox_);
    bottom->setStretchFactor(0, 1);
    bottom->setStretchFactor(1, 0);
    bottom->setChildrenCollapsible(false);
    // Every GPU of the catalog in view, however many it has; the page scrolls instead.
    const auto fitRows = [this] {
        table_->setMinimumHeight(
            table_->horizontalHeader()->sizeHint().height() +
            model_->rowCount() * table_->verticalHeader()->defaultSectionSize() +
            2 * table_->frameWidth() + table_->horizontalScrollBar()->sizeHint().height());
    };
    connect(model_, &QAbstractItemModel::modelReset, table_, fitRows);
    fitRows();

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title_);
    layout->addWidget(recommendation_);
    layout->addWidget(whatIfNote_);
    layout->addWidget(calibration_);
    layout->addLayout(charts, 2);
    layout->addWidget(bottom, 3);

    connect(session_, &PlanSession::changed, this, &CompareView::updateFromSession);
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &CompareView::updateDetails);
    retranslateUi();
}

void CompareView::buildCharts() {
    memoryChart_ = makeBarChart(this, "compareMemoryChart");
    usableBars_ = new QCPBars(memoryChart_->xAxis, memoryChart_->yAxis);
    usableBars_->setWidth(0.7);
    usableBars_->setPen(QPen(QColor(0x90, 0x90, 0x90), 1));
    usableBars_->setBrush(QColor(0xE4, 0xE4, 0xE4));
    // One series per verdict, so each bar carries its verdict's colour, the same in both charts.
    const auto verdictBars = [](QCustomPlot* chart, double width, QCPBars** fit, QCPBars** tight,
                                QCPBars** over) {
        for (auto [bars, colour] : {std::pair{fit, fitColor()}, std::pair{tight, tightColor()},
                                    std::pair{over, overColor()}}) {
            *bars = new QCPBars(chart->xAxis, chart->yAxis);
            (*bars)->setWidth(width);
            (*bars)->setPen(Qt::NoPen);
            (*bars)->setBrush(colour);
        }
    };
    verdictBars(memoryChart_, 0.4, &fitBars_, &tightBars_, &overBars_);
    unsupportedBars_ = new QCPBars(memoryChart_->xAxis, memoryChart_->yAxis);
    unsupportedBars_->setWidth(0.4);
    unsupportedBars_->setPen(QPen(QColor(0x80, 0x80, 0x80), 1));
    unsupportedBars_->setBrush(QBrush(QColor(0x80, 0x80, 0x80), Qt::BDiagPattern));
    // The legend in a row under the title, so it never covers a bar.
    memoryChart_->legend->setVisible(true);
    memoryChart_->legend->setBorderPen(Qt::NoPen);
    memoryChart_->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    memoryChart_->legend->setWrap(3); // two rows rather than a minimum width for the page
    memoryChart_->plotLayout()->insertRow(1);
    memoryChart_->plotLayout()->addElement(1, 0, memoryChart_->legend);
    memoryChart_->plotLayout()->setRowStretchFactor(1, 0.001);

    timeChart_ = makeBarChart(this, "compareTimeChart");
    verdictBars(timeChart_, 0.55, &timeFitBars_, &timeTightBars_, &timeOverBars_);
    for (auto [pick, chart] :
         {std::pair{&memoryPick_, memoryChart_}, std::pair{&timePick_, timeChart_}}) {
        *pick = new QCPBars(chart->xAxis, chart->yAxis);
        (*pick)->setWidth(0.8);
        (*pick)->setPen(QPen(Qt::black, 2));
        (*pick)->setBrush(Qt::NoBrush);
    }
    timeChart_->legend->setVisible(true);
    timeChart_->legend->setBorderPen(Qt::NoPen);
    timeChart_->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    timeChart_->legend->setWrap(2);
    timeChart_->plotLayout()->insertRow(1);
    timeChart_->plotLayout()->addElement(1, 0, timeChart_->legend);
    timeChart_->plotLayout()->setRowStretchFactor(1, 0.001);
}

QStringList CompareView::caveats(const GpuSpec& gpu, const Scenario& scenario, const Plan& plan) {
    QStringList list;
    if (!plan.unsupported.empty())
        list << tr("This GPU cannot run the run card: %1")
                    .arg(QString::fromStdString(plan.unsupported));
    if (gpu.vendor == GpuVendor::Amd)
        list << tr("Needs a validated ROCm build of PyTorch, supported operators and compatible "
                   "dependencies. Verify the exact accelerator and stack installed, not the "
                   "product name.");
    if (!gpu.supports(Precision::Fp8Mixed))
        list << tr("No FP8 training: FP8 needs Hopper-class or newer tensor cores.");
    if (scenario.shape.precision == Precision::Tf32 && !gpu.tf32_in_pytorch)
        list << tr("PyTorch ignores TF32 on this stack; TF32 runs at the FP32 rate.");
    if (plan.memory.fits && !plan.memory.margin_ok)
        list << tr("Fits only inside the memory margin at the run card's layout.");
    return list;
}

QString CompareView::recommendationText() const {
    return recommendation_->text();
}

QString CompareView::calibrationText() const {
    return calibration_->text();
}

void CompareView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (updates_.stale())
        updateFromSession();
}

void CompareView::updateFromSession() {
    if (!updates_.updateNow(this))
        return;
    if (!session_->valid()) {
        title_->setText(tr("GPU comparison"));
        recommendation_->setText(tr("No comparison: %1").arg(session_->error()));
        calibration_->clear();
        model_->setComparison({}, {}, 0.1);
        updateCharts();
        updateDetails();
        return;
    }
    const Scenario& s = session_->scenario();
    const CardPlanner& planner = *session_->planner();
    std::vector<GpuComparison> rows = planner.comparison();
    // Cost columns and the decision from the same price file as the cost page (loaded once per
    // file).
    const QString pricePath = priceFileFor(planner.card());
    if (!prices_ || pricePath != pricePath_) {
        pricePath_ = pricePath;
        try {
            prices_ = PriceCatalog::withUserFile(pricePath.toStdString());
        } catch (const std::exception&) {
            prices_.reset(); // the cost page says why; the columns say "—"
        }
    }
    const RentalDecision decision = planner.decision(prices_ ? *prices_ : PriceCatalog{});
    const QString currency = prices_ ? QString::fromStdString(prices_->currency) : QString();
    title_->setText(tr("The same run card on every GPU: %1 × GPU, %2, micro-batch %3, "
                       "sequence length %4")
                        .arg(s.layout.gpuCount())
                        .arg(displayName(s.layout.parallelism))
                        .arg(s.shape.micro_batch)
                        .arg(QLocale().toString(s.shape.sequence_length)));
    showDecisionBanner(
        recommendation_, decision, rows, s.memory_margin,
        planner.card().rental.waiting_cost_per_day, currency, QLocale(),
        tr("No GPU in the catalog fits this run card with the %1 margin on up to %2 GPUs. Try "
           "activation checkpointing, a smaller micro-batch, LoRA or QLoRA.")
            .arg(formatPercent(s.memory_margin), QLocale().toString(triedGpuCounts.back())),
        frameworkDecisionSentence(decision,
                                  planner.frameworkDecisions(prices_ ? *prices_ : PriceCatalog{}),
                                  planner.card().rental.waiting_cost_per_day, currency, QLocale()));
    whatIfNote_->setVisible(session_->whatIf().any());
    // Said for the GPU the utilisation was measured on, when there is one.
    const auto& calibration = session_->calibration();
    const GpuSpec* measured = calibration ? planner.catalog().find(calibration->gpu_id) : nullptr;
    calibration_->setText(session_->calibrationText(measured ? *measured : *s.gpu));
    calibration_->setToolTip(QDir::toNativeSeparators(session_->pilotDirectory()));
    model_->setComparison(std::move(rows), decision.recommendation(), s.memory_margin,
                          prices_ ? planner.costs(*prices_) : CostComparison{}, currency);
    updateCharts();
    updateDetails();
}

void CompareView::updateCharts() {
    const auto& rows = model_->rows();
    const int picked = model_->recommendation().index;
    QSharedPointer<QCPAxisTickerText> memoryTicks(new QCPAxisTickerText);
    QSharedPointer<QCPAxisTickerText> timeTicks(new QCPAxisTickerText);
    QVector<double> keys, usable, device, hours;
    double maxMemory = 1, maxHours = 0.01;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const GpuComparison& row = rows[i];
        const double key = double(i + 1);
        // The recommended GPU is starred and outlined in both charts.
        const QString name =
            (int(i) == picked ? QString::fromUtf8("★ ") : QString()) + shortGpuName(*row.gpu);
        memoryTicks->addTick(key, name);
        timeTicks->addTick(key, name);
        keys << key;
        usable << double(row.plan.memory.usable_bytes) / bytesPerGiB;
        device << double(row.plan.memory.device_total_bytes) / bytesPerGiB;
        const bool runnable = row.plan.unsupported.empty();
        hours << (runnable ? row.plan.run.train_time_s / 3600.0 : 0.0);
        maxMemory = std::max({maxMemory, usable.back(), device.back()});
        maxHours = std::max(maxHours, hours.back());
    }
    // Past 48 hours the time chart counts days.
    timeInDays_ = maxHours > 48;
    const double timeUnit = timeInDays_ ? 24.0 : 1.0;
    usableBars_->setData(keys, usable, true);
    std::array<QVector<double>, 3> memoryKeys, memoryValues, timeKeys, timeValues;
    QVector<double> unsupportedKeys, unsupportedValues;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (!rows[i].plan.unsupported.empty()) { // no step, so no time bar either
            unsupportedKeys << keys[int(i)];
            unsupportedValues << device[int(i)];
            continue;
        }
        const int rank = std::min(GpuComparisonModel::verdictRank(rows[i].plan), 2);
        memoryKeys[std::size_t(rank)] << keys[int(i)];
        memoryValues[std::size_t(rank)] << device[int(i)];
        if (hours[int(i)] > 0) {
            timeKeys[std::size_t(rank)] << keys[int(i)];
            timeValues[std::size_t(rank)] << hours[int(i)] / timeUnit;
        }
    }
    const std::array<QCPBars*, 3> memoryBars{fitBars_, tightBars_, overBars_};
    const std::array<QCPBars*, 3> timeBars{timeFitBars_, timeTightBars_, timeOverBars_};
    for (std::size_t v = 0; v < 3; ++v) {
        memoryBars[v]->setData(memoryKeys[v], memoryValues[v], true);
        timeBars[v]->setData(timeKeys[v], timeValues[v], true);
    }
    unsupportedBars_->setData(unsupportedKeys, unsupportedValues, true);
    // Named in the legend only where a GPU lacks the card's precision.
    if (unsupportedKeys.isEmpty())
        unsupportedBars_->removeFromLegend();
    else
        unsupportedBars_->addToLegend();
    if (picked >= 0 && picked < int(rows.size())) {
        memoryPick_->setData({keys[picked]}, {std::max(usable[picked], device[picked])}, true);
        timePick_->setData({keys[picked]}, {hours[picked] / timeUnit}, true);
    } else {
        memoryPick_->data()->clear();
        timePick_->data()->clear();
    }
    for (QCustomPlot* chart : {memoryChart_, timeChart_}) {
        chart->xAxis->setRange(0.4, double(rows.size()) + 0.6);
        // Slanted names overlap past a dozen GPUs (the catalog has 20): upright, one per bar.
        chart->xAxis->setTickLabelRotation(rows.size() > 12 ? 90 : rows.size() > 6 ? 30 : 0);
    }
    memoryChart_->xAxis->setTicker(memoryTicks);
    timeChart_->xAxis->setTicker(timeTicks);
    memoryChart_->yAxis->setRange(0, maxMemory * 1.25);
    timeChart_->yAxis->setRange(0, maxHours / timeUnit * 1.15);
    timeChart_->yAxis->setLabel(timeInDays_ ? tr("days") : tr("hours"));
    memoryChart_->replot(QCustomPlot::rpQueuedReplot);
    timeChart_->replot(QCustomPlot::rpQueuedReplot);
}

void CompareView::updateDetails() {
    const QModelIndex current = proxy_->mapToSource(table_->currentIndex());
    int row = current.isValid() ? current.row() : model_->recommendation().index;
    const auto& rows = model_->rows();
    if (row < 0 && !rows.empty())
        row = 0;
    if (row < 0 || row >= int(rows.size()) || !session_->valid()) {
        details_->clear();
        return;
    }
    const GpuComparison& r = rows[std::size_t(row)];
    const QString language = LanguageManager::instance().language();
    QString html =
        QString("<p><b>%1</b></p>").arg(QString::fromStdString(r.gpu->name).toHtmlEscaped());
    html +=
        QString("<p>%1 %2<br>%3 %4</p>")
            .arg(tr("Memory:"), formatGiB(r.plan.memory.usable_bytes))
            .arg(tr("Interconnect:"), catalogText(r.gpu->interconnect, language).toHtmlEscaped());
    html += QString("<p><b>%1</b><br>%2</p>")
                .arg(tr("Software stack"),
                     catalogText(r.gpu->software_stack, language).toHtmlEscaped());
    const QStringList list = caveats(*r.gpu, session_->scenario(), r.plan);
    if (!list.isEmpty()) {
        html += QString("<p><b>%1</b></p><ul style='margin-left:-20px'>").arg(tr("Caveats"));
        for (const QString& c : list)
            html += "<li>" + c.toHtmlEscaped() + "</li>";
        html += "</ul>";
    }
    if (!r.gpu->caveats.empty()) {
        html += QString("<p><b>%1</b></p><ul style='margin-left:-20px'>").arg(tr("Catalog notes"));
        for (const LocalizedText& c : r.gpu->caveats)
            html += "<li>" + catalogText(c, language).toHtmlEscaped() + "</li>";
        html += "</ul>";
    }
    details_->setText(html);
}

void CompareView::applyHiddenColumns() {
    const QStringList hidden =
        Settings::instance().value(Settings::Key::CompareHiddenColumns).toStringList();
    for (int column = 0; column < GpuComparisonModel::ColumnCount; ++column)
        table_->setColumnHidden(column, hidden.contains(GpuComparisonModel::columnKey(column)));
}

void CompareView::showColumnMenu(const QPoint& position) {
    QMenu menu(this);
    for (int column = GpuComparisonModel::VerdictColumn; column < GpuComparisonModel::ColumnCount;
         ++column) {
        QAction* action =
            menu.addAction(model_->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString());
        action->setCheckable(true);
        action->setChecked(!table_->isColumnHidden(column));
        connect(action, &QAction::toggled, this, [this, column](bool shown) {
            QStringList hidden =
                Settings::instance().value(Settings::Key::CompareHiddenColumns).toStringList();
            const QString key = GpuComparisonModel::columnKey(column);
            hidden.removeAll(key);
            if (!shown)
                hidden << key;
            Settings::instance().setValue(Settings::Key::CompareHiddenColumns, hidden);
            applyHiddenColumns();
        });
    }
    menu.exec(table_->horizontalHeader()->mapToGlobal(position));
}

void CompareView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void CompareView::retranslateUi() {
    followUiLocale(memoryChart_);
    followUiLocale(timeChart_);
    detailsBox_->setTitle(tr("Software stack and caveats"));
    whatIfNote_->setText(tr("What-if values from the memory budget are in effect."));
    chartTitle(memoryChart_)->setText(tr("Memory per GPU at the run card's layout"));
    chartTitle(timeChart_)->setText(tr("Time to train at the run card's layout"));
    memoryChart_->yAxis->setLabel(tr("GiB"));
    timeChart_->yAxis->setLabel(timeInDays_ ? tr("days") : tr("hours"));
    usableBars_->setName(tr("Usable memory"));
    fitBars_->setName(tr("Fits with margin"));
    tightBars_->setName(tr("Tight"));
    overBars_->setName(tr("Does not fit"));
    unsupportedBars_->setName(tr("Precision not supported"));
    timeFitBars_->setName(tr("Fits with margin"));
    timeTightBars_->setName(tr("Tight"));
    timeOverBars_->setName(tr("Does not fit"));
    memoryPick_->setName(tr("Recommended"));
    timePick_->setName(tr("Recommended"));
    model_->retranslate();
    updateFromSession();
}

} // namespace runcard::ui
