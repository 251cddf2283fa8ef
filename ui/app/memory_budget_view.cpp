#include "ui/app/memory_budget_view.h"

#include "ui/app/fit_levers_panel.h"
#include "ui/common/enum_names.h"
#include "ui/common/formatting.h"
#include "ui/common/memory_palette.h"
#include "ui/common/step_time_text.h"
#include "ui/common/style.h"
#include "ui/pilot/plot_locale.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>
#include <qcustomplot.h>

namespace runcard::ui {

namespace {

constexpr int sequenceStep = 256; // slider unit for the sequence length, in tokens
// Rows of the table after the nine components.
enum SummaryRow { PeakRow = 9, ReservedRow, DeviceRow, LoadRow, UsableRow, HeadroomRow, RowCount };

QTableWidgetItem* numberItem(const QString& text) {
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

MemoryBudgetView::MemoryBudgetView(PlanSession* session, QWidget* parent)
    : QWidget(parent), session_(session) {
    auto* layout = new QGridLayout(this);
    title_ = new QLabel(this);
    title_->setObjectName("budgetTitle");
    title_->setProperty("runcard_dynamic", true);
    QFont titleFont = title_->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    titleFont.setBold(true);
    title_->setFont(titleFont);
    verdict_ = new QLabel(this);
    verdict_->setObjectName("budgetVerdict");
    verdict_->setWordWrap(true);
    verdict_->setProperty("runcard_dynamic", true);
    timing_ = new QLabel(this);
    timing_->setObjectName("budgetTiming");
    timing_->setWordWrap(true);
    timing_->setProperty("runcard_dynamic", true);
    stepParts_ = new QLabel(this);
    stepParts_->setObjectName("budgetStepParts");
    stepParts_->setWordWrap(true);
    stepParts_->setProperty("runcard_dynamic", true);
    stepParts_->setStyleSheet("QLabel { color: #4a4a4a; }");
    calibration_ = new QLabel(this);
    calibration_->setObjectName("budgetCalibration");
    calibration_->setWordWrap(true);
    calibration_->setProperty("runcard_dynamic", true);
    calibration_->setStyleSheet("QLabel { color: #4a4a4a; }");

    buildChart();
    buildWhatIf();

    table_ = new QTableWidget(RowCount, 3, this);
    table_->setObjectName("budgetTable");
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    // Each column as wide as its contents, the numbers right beside their labels (a stretched
    // label column put them about 700 px away at 1920 px).
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setStretchLastSection(false);
    table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    table_->verticalHeader()->setDefaultSectionSize(22);
    for (int row = 0; row < RowCount; ++row) {
        auto* name = new QTableWidgetItem;
        if (row < PeakRow) {
            QPixmap swatch(12, 12);
            swatch.fill(componentColor(allMemoryComponents[std::size_t(row)]));
            name->setIcon(QIcon(swatch));
        } else {
            QFont bold = name->font();
            bold.setBold(true);
            name->setFont(bold);
        }
        table_->setItem(row, 0, name);
        table_->setItem(row, 1, numberItem(QString()));
        table_->setItem(row, 2, numberItem(QString()));
    }
    // Every row visible without scrolling the table (the page scrolls instead): the table is the
    // chart's numbers, not a list.
    table_->setMinimumHeight(RowCount * 22 + table_->horizontalHeader()->sizeHint().height() + 4);

    layout->addWidget(title_, 0, 0, 1, 2);
    layout->addWidget(verdict_, 1, 0, 1, 2);
    layout->addWidget(chart_, 2, 0);
    layout->addWidget(whatIfBox_, 2, 1, 2, 1);
    levers_ = new FitLeversPanel(this);
    connect(levers_, &FitLeversPanel::applyRequested, session_, &PlanSession::applyLever);
    frameworks_ = new FitLeversPanel(this);
    frameworks_->setObjectName("otherFrameworks");
    connect(frameworks_, &FitLeversPanel::applyRequested, session_, &PlanSession::applyLever);
    layout->addWidget(table_, 3, 0);
    layout->addWidget(levers_, 4, 0, 1, 2);
    layout->addWidget(timing_, 5, 0, 1, 2);
    layout->addWidget(stepParts_, 6, 0, 1, 2);
    layout->addWidget(calibration_, 7, 0, 1, 2);
    layout->addWidget(frameworks_, 8, 0, 1, 2);
    layout->setColumnStretch(0, 3);
    layout->setColumnStretch(1, 1);
    layout->setRowStretch(2, 2);
    layout->setRowStretch(3, 3);

    connect(session_, &PlanSession::changed, this, &MemoryBudgetView::updateFromSession);
    retranslateUi();
}

void MemoryBudgetView::buildChart() {
    chart_ = new QCustomPlot(this);
    chart_->setObjectName("budgetChart");
    chart_->setMinimumHeight(260); // a readable plot under the legend; the page scrolls
    // Bars are pixel-aligned rectangles: antialiasing would only cost time on every what-if step.
    chart_->setNotAntialiasedElements(QCP::aePlottables);
    QCPAxis* category = chart_->yAxis;
    QCPAxis* value = chart_->xAxis;
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    category->setTicker(ticker);
    category->setRange(0.4, 1.6);
    category->setTickLabels(false);
    category->setTicks(false);
    category->grid()->setVisible(false);
    value->grid()->setSubGridVisible(false);
    QCPBars* below = nullptr;
    for (MemoryComponent component : allMemoryComponents) {
        auto* bars = new QCPBars(category, value);
        bars->setWidth(0.5);
        bars->setPen(QPen(componentColor(component).darker(130), 0.8));
        bars->setBrush(componentColor(component));
        bars->setStackingGap(0);
        if (below)
            bars->moveAbove(below);
        below = bars;
        bars_.push_back(bars);
    }
    usableLine_ = new QCPItemStraightLine(chart_);
    usableLine_->setPen(QPen(QColor(0x20, 0x20, 0x20), 2));
    marginLine_ = new QCPItemStraightLine(chart_);
    marginLine_->setPen(QPen(overColor(), 1.5, Qt::DashLine));
    usableLabel_ = new QCPItemText(chart_);
    marginLabel_ = new QCPItemText(chart_);
    for (QCPItemText* label : {usableLabel_, marginLabel_}) {
        label->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
        label->position->setTypeX(QCPItemPosition::ptPlotCoords);
        label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        label->setPadding(QMargins(3, 2, 3, 2));
        label->setBrush(QColor(255, 255, 255, 220));
    }
    marginLabel_->setColor(overColor());
    marginLabel_->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);

    // The legend below the bar, in rows, so long translated names never overlap the chart; rows
    // of 4, since five Turkish names ("Çalışma zamanı ve bağlam") were clipped at 1280 px.
    chart_->legend->setVisible(true);
    chart_->legend->setWrap(4);
    chart_->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true); // rearranges into rows of 4
    chart_->legend->setBorderPen(Qt::NoPen);
    auto* legendRect = new QCPLayoutGrid;
    chart_->plotLayout()->addElement(1, 0, legendRect);
    legendRect->addElement(0, 0, chart_->legend);
    chart_->plotLayout()->setRowStretchFactor(1, 0.001);
    legendRect->setMargins(QMargins(0, 0, 0, 0));
}

void MemoryBudgetView::buildWhatIf() {
    whatIfBox_ = new QGroupBox(this);
    whatIfBox_->setObjectName("whatIfBox");
    auto* form = new QGridLayout(whatIfBox_);
    microBatchLabel_ = new QLabel(whatIfBox_);
    sequenceLengthLabel_ = new QLabel(whatIfBox_);
    checkpointingLabel_ = new QLabel(whatIfBox_);
    parallelismLabel_ = new QLabel(whatIfBox_);
    gpuCountLabel_ = new QLabel(whatIfBox_);
    microBatchValue_ = new QLabel(whatIfBox_);
    sequenceLengthValue_ = new QLabel(whatIfBox_);
    for (QLabel* value : {microBatchValue_, sequenceLengthValue_}) {
        value->setProperty("runcard_dynamic", true);
        value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        value->setMinimumWidth(70);
    }
    microBatch_ = new QSlider(Qt::Horizontal, whatIfBox_);
    microBatch_->setObjectName("whatIfMicroBatch");
    microBatch_->setRange(1, 64);
    sequenceLength_ = new QSlider(Qt::Horizontal, whatIfBox_);
    sequenceLength_->setObjectName("whatIfSequenceLength");
    sequenceLength_->setRange(1, 131072 / sequenceStep);
    checkpointing_ = new QComboBox(whatIfBox_);
    checkpointing_->setObjectName("whatIfCheckpointing");
    for (const auto& [value, name] : EnumSpelling<ActivationCheckpointing>::table)
        checkpointing_->addItem(QString(), int(value));
    parallelism_ = new QComboBox(whatIfBox_);
    parallelism_->setObjectName("whatIfParallelism");
    for (const auto& [value, name] : EnumSpelling<Parallelism>::table)
        parallelism_->addItem(QString(), int(value));
    gpuCount_ = new QSpinBox(whatIfBox_);
    gpuCount_->setObjectName("whatIfGpuCount");
    gpuCount_->setRange(1, 512);
    reset_ = new QPushButton(whatIfBox_);
    reset_->setObjectName("whatIfReset");
    apply_ = new QPushButton(whatIfBox_);
    apply_->setObjectName("whatIfApply");
    whatIfNote_ = new QLabel(whatIfBox_);
    whatIfNote_->setWordWrap(true);
    whatIfNote_->setProperty("runcard_dynamic", true);

    int row = 0;
    form->addWidget(microBatchLabel_, row, 0);
    form->addWidget(microBatchValue_, row++, 1);
    form->addWidget(microBatch_, row++, 0, 1, 2);
    form->addWidget(sequenceLengthLabel_, row, 0);
    form->addWidget(sequenceLengthValue_, row++, 1);
    form->addWidget(sequenceLength_, row++, 0, 1, 2);
    form->addWidget(checkpointingLabel_, row++, 0, 1, 2);
    form->addWidget(checkpointing_, row++, 0, 1, 2);
    form->addWidget(parallelismLabel_, row++, 0, 1, 2);
    form->addWidget(parallelism_, row++, 0, 1, 2);
    form->addWidget(gpuCountLabel_, row, 0);
    form->addWidget(gpuCount_, row++, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(reset_);
    buttons->addWidget(apply_);
    form->addLayout(buttons, row++, 0, 1, 2);
    form->addWidget(whatIfNote_, row++, 0, 1, 2);
    form->setRowStretch(row, 1);

    connect(microBatch_, &QSlider::valueChanged, this, [this] { whatIfEdited(microBatch_); });
    connect(sequenceLength_, &QSlider::valueChanged, this,
            [this] { whatIfEdited(sequenceLength_); });
    connect(checkpointing_, &QComboBox::currentIndexChanged, this,
            [this] { whatIfEdited(checkpointing_); });
    connect(parallelism_, &QComboBox::currentIndexChanged, this,
            [this] { whatIfEdited(parallelism_); });
    connect(gpuCount_, &QSpinBox::valueChanged, this, [this] { whatIfEdited(gpuCount_); });
    connect(reset_, &QPushButton::clicked, this, [this] { session_->setWhatIf({}); });
    connect(apply_, &QPushButton::clicked, this, [this] { session_->applyWhatIfToCard(); });
}

void MemoryBudgetView::whatIfEdited(QObject* control) {
    if (updating_)
        return;
    // Only the control the user moved changes its what-if value: a card value the slider cannot
    // show exactly (micro-batch 100, sequence length 2000) must not turn into a what-if by itself.
    const RunCard& card = session_->document()->card();
    WhatIf w = session_->whatIf();
    auto differs = [](auto value, auto cardValue) {
        return value != cardValue ? std::optional(value) : std::nullopt;
    };
    if (control == microBatch_)
        w.micro_batch = differs(microBatch_->value(), card.training.micro_batch);
    else if (control == sequenceLength_)
        w.sequence_length =
            differs(sequenceLength_->value() * sequenceStep, card.training.sequence_length);
    else if (control == checkpointing_)
        w.checkpointing = differs(ActivationCheckpointing(checkpointing_->currentData().toInt()),
                                  card.training.activation_checkpointing);
    else if (control == parallelism_)
        w.parallelism =
            differs(Parallelism(parallelism_->currentData().toInt()), card.hardware.parallelism);
    else if (control == gpuCount_)
        w.gpu_count = differs(gpuCount_->value(), card.hardware.gpuCount());
    session_->setWhatIf(w);
}

void MemoryBudgetView::updateWhatIfControls() {
    updating_ = true;
    const QSignalBlocker b1(microBatch_), b2(sequenceLength_), b3(checkpointing_), b4(parallelism_),
        b5(gpuCount_);
    if (session_->valid()) {
        const Scenario& s = session_->scenario();
        microBatch_->setMaximum(std::max(64, s.shape.micro_batch));
        microBatch_->setValue(s.shape.micro_batch);
        sequenceLength_->setMaximum(std::max(131072, s.shape.sequence_length) / sequenceStep);
        sequenceLength_->setValue(std::max(1, s.shape.sequence_length / sequenceStep));
        checkpointing_->setCurrentIndex(checkpointing_->findData(int(s.shape.checkpointing)));
        parallelism_->setCurrentIndex(parallelism_->findData(int(s.layout.parallelism)));
        gpuCount_->setValue(s.layout.gpuCount());
        microBatchValue_->setText(QLocale().toString(s.shape.micro_batch));
        sequenceLengthValue_->setText(QLocale().toString(s.shape.sequence_length));
    }
    const bool active = session_->whatIf().any();
    reset_->setEnabled(active);
    apply_->setEnabled(active);
    whatIfNote_->setText(active ? tr("What-if values are in effect on every page (comparison, "
                                     "cost, report); the card is unchanged until you apply them.")
                                : tr("Drag a control to see the budget change; the card stays "
                                     "as it is."));
    whatIfBox_->setEnabled(session_->valid());
    updating_ = false;
}

QString MemoryBudgetView::verdict() const {
    return verdict_->text();
}

QString MemoryBudgetView::calibrationText() const {
    return calibration_->text();
}

void MemoryBudgetView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (updates_.stale())
        updateFromSession();
}

void MemoryBudgetView::updateFromSession() {
    if (!updates_.updateNow(this))
        return;
    updateWhatIfControls();
    if (!session_->valid()) {
        title_->setText(tr("Memory budget"));
        verdict_->setText(tr("No budget: %1").arg(session_->error()));
        setStyleSheetIfChanged(verdict_, QString("color: %1;").arg(overColor().name()));
        for (QCPBars* bars : bars_)
            bars->data()->clear();
        calibration_->clear();
        levers_->setLevers({}, 0, FitLeversPanel::Purpose::Fit);
        frameworks_->setRefusals({});
        frameworks_->setLevers({}, 0, FitLeversPanel::Purpose::Frameworks);
        chart_->replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    const Scenario& s = session_->scenario();
    const Plan& plan = session_->plan();
    const MemoryEstimate& m = plan.memory;
    const double usable = double(m.usable_bytes);
    const double gib = bytesPerGiB;

    title_->setText(
        tr("Memory per GPU on %1 × %2 (%3)")
            .arg(s.layout.gpuCount())
            .arg(QString::fromStdString(s.gpu->name), displayName(s.layout.parallelism)));

    for (std::size_t i = 0; i < bars_.size(); ++i) {
        const double bytes = double(componentBytes(m, allMemoryComponents[i]));
        bars_[i]->data()->set({QCPBarsData(1.0, bytes / gib)});
    }
    const double marginLimit = usable * (1.0 - s.memory_margin);
    usableLine_->point1->setCoords(usable / gib, 0);
    usableLine_->point2->setCoords(usable / gib, 1);
    marginLine_->point1->setCoords(marginLimit / gib, 0);
    marginLine_->point2->setCoords(marginLimit / gib, 1);
    usableLabel_->position->setCoords(usable / gib, 0.02);
    usableLabel_->setText(tr("Usable %1").arg(formatGiB(m.usable_bytes)));
    marginLabel_->position->setCoords(marginLimit / gib, 0.98);
    marginLabel_->setText(tr("Margin limit %1").arg(formatGiB(std::int64_t(marginLimit))));
    chart_->xAxis->setRange(0, std::max(usable, double(m.deciding_total_bytes)) / gib * 1.08);

    const double device = double(m.usable_bytes);
    // Items are created once (constructor); a what-if step only changes their text.
    for (std::size_t i = 0; i < allMemoryComponents.size(); ++i) {
        const std::int64_t bytes = componentBytes(m, allMemoryComponents[i]);
        table_->item(int(i), 1)->setText(formatGiB(bytes, 2));
        table_->item(int(i), 2)->setText(formatPercent(double(bytes) / device, 1));
    }
    auto summary = [&](int row, const QString& label, std::int64_t bytes, bool signedValue) {
        table_->item(row, 0)->setText(label);
        table_->item(row, 1)->setText(signedValue ? formatSignedGiB(bytes, 2)
                                                  : formatGiB(bytes, 2));
        table_->item(row, 2)->setText(formatPercent(double(bytes) / device, 1));
    };
    summary(PeakRow, tr("Peak allocated (tensors)"), m.peak_allocated_bytes, false);
    summary(ReservedRow, tr("Reserved by the allocator"), m.reserved_bytes, false);
    summary(DeviceRow, tr("Device total (as nvidia-smi shows)"), m.device_total_bytes, false);
    summary(LoadRow, tr("Loading the model, before the first step"), m.load_device_total_bytes,
            false);
    summary(UsableRow, tr("Usable device memory"), m.usable_bytes, false);
    summary(HeadroomRow, tr("Headroom"), m.headroom_bytes, true);

    QColor colour;
    QString text;
    const QString phase = [&] {
        if (m.load_sets_peak)
            return tr("model loading, before the first step");
        switch (m.peak_phase) {
        case StepPhase::Forward:
            return tr("forward pass");
        case StepPhase::Loss:
            return tr("loss");
        case StepPhase::Backward:
            return tr("backward pass");
        case StepPhase::Optimizer:
            return tr("optimizer step");
        }
        return QString();
    }();
    if (!plan.unsupported.empty()) {
        colour = overColor();
        text = tr("Cannot run on this GPU: %1").arg(QString::fromStdString(plan.unsupported));
    } else if (m.margin_ok) {
        colour = fitColor();
        text =
            tr("Fits with margin: %1 of %2 at the peak (%3), %4 headroom (%5).")
                .arg(formatGiB(m.deciding_total_bytes), formatGiB(m.usable_bytes), phase,
                     formatGiB(m.headroom_bytes), formatPercent(double(m.headroom_bytes) / usable));
    } else if (m.fits_by_releasing_cache) {
        colour = tightColor();
        text = tr("At the limit: the tensors fit (%1 with the runtime, of %2 usable), but with the "
                  "allocator's usual reserve the device total is %3 over. The run goes on only as "
                  "the allocator releases its cache and retries, with slower steps.")
                   .arg(formatGiB(m.deciding_tensor_bytes), formatGiB(m.usable_bytes),
                        formatGiB(-m.headroom_bytes));
    } else if (m.fits) {
        colour = tightColor();
        text = tr("Fits, but inside the %1 margin: only %2 headroom. The longest batches or a "
                  "library update can run out of memory.")
                   .arg(formatPercent(s.memory_margin), formatGiB(m.headroom_bytes));
    } else {
        colour = overColor();
        text = tr("Does not fit: %1 needed, %2 usable (%3 short).")
                   .arg(formatGiB(m.deciding_total_bytes), formatGiB(m.usable_bytes),
                        formatGiB(-m.headroom_bytes));
    }
    // No way changes a GPU that cannot run the card's precision.
    const bool runs = plan.unsupported.empty();
    const bool keepsMargin = m.margin_ok;
    const std::vector<FitLever> levers = !runs         ? std::vector<FitLever>{}
                                         : keepsMargin ? session_->planner()->fasterLevers()
                                                       : session_->planner()->fitLevers();
    if (!levers.empty())
        text += QLatin1Char(' ') +
                (keepsMargin ? tr("Faster ways within the margin are listed below the table.")
                 : levers.front().keepsMargin() ? tr("Ways to fit are listed below the table.")
                                                : tr("No single change below keeps the margin."));
    if (m.paged_on_host_bytes > 0)
        text += QLatin1Char(' ') +
                tr("The paged optimizer keeps %1 of its state on the host, which the step moves "
                   "over the host link each time.")
                    .arg(formatGiB(m.paged_on_host_bytes));
    verdict_->setText(text);
    setStyleSheetIfChanged(verdict_,
                           QString("QLabel { color: %1; font-weight: bold; }").arg(colour.name()));
    timing_->setText(tr("Step time %1 · %2 · MFU %3 · %4 steps · time to train %5")
                         .arg(formatDuration(plan.compute.step_time_s),
                              formatTokensPerSecond(plan.compute.tokens_per_s),
                              formatPercent(plan.compute.mfu),
                              QLocale().toString(qlonglong(plan.run.steps)),
                              formatDuration(plan.run.train_time_s)));
    stepParts_->setText(stepTimeParts(plan.compute));
    levers_->setLevers(levers, m.usable_bytes,
                       keepsMargin ? FitLeversPanel::Purpose::Faster
                                   : FitLeversPanel::Purpose::Fit);
    FrameworkLevers frameworks = session_->planner()->frameworkLevers();
    frameworks_->setRefusals(std::move(frameworks.refused));
    frameworks_->setLevers(std::move(frameworks.levers), m.usable_bytes,
                           FitLeversPanel::Purpose::Frameworks);
    calibration_->setText(session_->calibrationText(*s.gpu));
    calibration_->setToolTip(QDir::toNativeSeparators(session_->pilotDirectory()));
    chart_->replot(QCustomPlot::rpQueuedReplot);
}

void MemoryBudgetView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void MemoryBudgetView::retranslateUi() {
    followUiLocale(chart_);
    whatIfBox_->setTitle(tr("What if…"));
    microBatchLabel_->setText(tr("Micro-batch"));
    sequenceLengthLabel_->setText(tr("Sequence length"));
    checkpointingLabel_->setText(tr("Activation checkpointing"));
    parallelismLabel_->setText(tr("Parallelism"));
    gpuCountLabel_->setText(tr("GPUs"));
    microBatch_->setToolTip(tr("Sequences per GPU per forward pass; activations grow with it."));
    sequenceLength_->setToolTip(tr("Longest sequence in tokens; activations grow with it."));
    for (int i = 0; i < checkpointing_->count(); ++i)
        checkpointing_->setItemText(
            i, displayName(ActivationCheckpointing(checkpointing_->itemData(i).toInt())));
    for (int i = 0; i < parallelism_->count(); ++i)
        parallelism_->setItemText(i, displayName(Parallelism(parallelism_->itemData(i).toInt())));
    reset_->setText(tr("Reset"));
    apply_->setText(tr("Apply to card"));
    table_->setHorizontalHeaderLabels({tr("Part"), tr("Per GPU"), tr("Of device")});
    for (std::size_t i = 0; i < bars_.size(); ++i) {
        bars_[i]->setName(componentName(allMemoryComponents[i]));
        table_->item(int(i), 0)->setText(componentName(allMemoryComponents[i]));
        table_->item(int(i), 0)->setToolTip(componentDescription(allMemoryComponents[i]));
    }
    chart_->xAxis->setLabel(tr("GiB per GPU"));
    updateFromSession();
}

} // namespace runcard::ui
