#include "ui/app/fit_levers_panel.h"

#include "planner/run_card_schema.h"
#include "ui/common/enum_names.h"
#include "ui/common/formatting.h"
#include "ui/common/memory_palette.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace runcard::ui {

namespace {

enum Column { ChangeColumn, GpusColumn, PeakColumn, MarginColumn, StepColumn, WallColumn };

// A field's new value in the UI language: a choice by its display name, a switch as on or off.
QString valueText(const FieldSpec& field, const FieldValue& value) {
    if (const auto* flag = std::get_if<bool>(&value))
        return *flag ? FitLeversPanel::tr("on") : FitLeversPanel::tr("off");
    if (const auto* number = std::get_if<std::int64_t>(&value))
        return QLocale().toString(qlonglong(*number));
    if (const auto* text = std::get_if<std::string>(&value)) {
        for (const FieldChoice& choice : field.choices)
            if (choice.spelling == *text)
                return QCoreApplication::translate("EnumNames", std::string(choice.label).c_str());
        return QString::fromStdString(*text);
    }
    return {};
}

const FieldValue* changed(const FitLever& lever, std::string_view key) {
    for (const FieldChange& change : lever.changes)
        if (change.key == key)
            return &change.value;
    return nullptr;
}

QTableWidgetItem* item(const QString& text, bool number) {
    auto* cell = new QTableWidgetItem(text);
    if (number)
        cell->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return cell;
}

} // namespace

FitLeversPanel::FitLeversPanel(QWidget* parent) : QGroupBox(parent) {
    setObjectName("fitLevers");
    table_ = new QTableWidget(0, 6, this);
    table_->setObjectName("fitLeversTable");
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setWordWrap(false);
    table_->verticalHeader()->setDefaultSectionSize(22);
    // Each column as wide as its contents, the numbers beside the change they belong to.
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setStretchLastSection(false);
    table_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    note_ = new QLabel(this);
    note_->setWordWrap(true);
    note_->setStyleSheet("QLabel { color: #4a4a4a; }");
    apply_ = new QPushButton(this);
    apply_->setObjectName("applyFitLever");
    apply_->setEnabled(false);

    auto* bottom = new QHBoxLayout;
    bottom->addWidget(note_, 1);
    bottom->addWidget(apply_, 0, Qt::AlignTop);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(table_);
    layout->addLayout(bottom);

    connect(table_, &QTableWidget::itemSelectionChanged, this,
            [this] { apply_->setEnabled(!table_->selectedItems().isEmpty()); });
    connect(table_, &QTableWidget::cellDoubleClicked, this, [this] { applySelected(); });
    connect(apply_, &QPushButton::clicked, this, [this] { applySelected(); });
    retranslateUi();
    setVisible(false);
}

void FitLeversPanel::setLevers(std::vector<FitLever> levers, std::int64_t usableBytes) {
    levers_ = std::move(levers);
    usableBytes_ = usableBytes;
    fill();
    setVisible(!levers_.empty());
}

QString FitLeversPanel::changeText(const FitLever& lever) {
    const TrainingSection& t = lever.card.training;
    switch (lever.kind) {
    case LeverKind::SmallerMicroBatch:
        return tr("Micro-batch %1, accumulation %2 (the same batch)")
            .arg(QLocale().toString(t.micro_batch), QLocale().toString(t.gradient_accumulation));
    case LeverKind::MoreGpus: {
        const HardwareSection& hw = lever.card.hardware;
        QString text = tr("%1 GPUs under %2")
                           .arg(QLocale().toString(hw.gpuCount()), displayName(hw.parallelism));
        if (changed(lever, "training.gradient_accumulation"))
            text += tr(", accumulation %1").arg(QLocale().toString(t.gradient_accumulation));
        return text;
    }
    default:
        break;
    }
    QStringList parts;
    for (const FieldChange& change : lever.changes) {
        const FieldSpec* field = findField(change.key);
        parts << tr("%1: %2").arg(
            QCoreApplication::translate("RunCardSchema", std::string(field->label).c_str()),
            valueText(*field, change.value));
    }
    return parts.join(QStringLiteral(", "));
}

QString FitLeversPanel::reasonText(LeverKind kind) {
    switch (kind) {
    case LeverKind::ReduceEveryMicroBatch:
        return tr("accelerate's sync_each_batch: each micro-batch reduce-scatters its gradients, "
                  "so FSDP keeps them sharded through the accumulation instead of whole; one "
                  "reduction per micro-batch instead of one a step.");
    case LeverKind::LossPath:
        return tr("The framework's loss that never holds the whole micro-batch's fp32 logits.");
    case LeverKind::Checkpointing:
        return tr("Each block keeps only its input and recomputes the rest in the backward pass: "
                  "about a third more forward compute.");
    case LeverKind::ActivationOffloading:
        return tr("Saved activations wait in host memory until the backward pass needs them; "
                  "the host link carries them both ways.");
    case LeverKind::SmallerMicroBatch:
        return tr("Fewer sequences a pass and more passes a step: the same sequences per "
                  "optimizer step, smaller matrix products.");
    case LeverKind::ShardedLayout:
        return tr("Weights, gradients and optimizer state sharded over the GPUs, each layer "
                  "gathered as it runs.");
    case LeverKind::OptimizerOffload:
        return tr("Optimizer state and update on the CPU; the host link carries gradients and "
                  "weights every step.");
    case LeverKind::EightBitOptimizer:
        return tr("AdamW's two moments in 8 bits: a quarter of their memory, and a different "
                  "update.");
    case LeverKind::MoreGpus:
        return tr("More GPUs share the sharded state; the accumulation shrinks to keep the "
                  "sequences per step where it divides.");
    }
    return {};
}

void FitLeversPanel::fill() {
    table_->clearContents();
    table_->setRowCount(int(levers_.size()));
    bool changesTraining = false;
    for (int row = 0; row < int(levers_.size()); ++row) {
        const FitLever& lever = levers_[std::size_t(row)];
        const MemoryEstimate& m = lever.plan.memory;
        changesTraining = changesTraining || lever.changes_training;
        auto* change = item(changeText(lever) + (lever.changes_training ? " *" : ""), false);
        change->setToolTip(reasonText(lever.kind) + "\n" +
                           QString::fromStdString(setArguments(lever)));
        table_->setItem(row, ChangeColumn, change);
        table_->setItem(row, GpusColumn,
                        item(QLocale().toString(lever.card.hardware.gpuCount()), true));
        table_->setItem(
            row, PeakColumn,
            item(tr("%1 (%2)").arg(formatGiB(m.deciding_total_bytes),
                                   formatPercent(usableBytes_ > 0 ? double(m.deciding_total_bytes) /
                                                                        double(usableBytes_)
                                                                  : 0)),
                 true));
        auto* margin = item(m.margin_ok ? tr("kept")
                            : m.fits    ? tr("fits, no margin")
                                        : tr("does not fit"),
                            false);
        margin->setForeground(m.margin_ok ? fitColor() : m.fits ? tightColor() : overColor());
        table_->setItem(row, MarginColumn, margin);
        table_->setItem(row, StepColumn,
                        item(formatDuration(lever.plan.compute.step_time_s), true));
        table_->setItem(row, WallColumn, item(formatDuration(lever.plan.run.wall_time_s), true));
    }
    // Every way visible without scrolling the table (there are at most nine).
    table_->setFixedHeight(table_->rowCount() * table_->verticalHeader()->defaultSectionSize() +
                           table_->horizontalHeader()->sizeHint().height() +
                           2 * table_->frameWidth());
    QString note = tr("One change each, planned in full on this GPU. Select one and apply it, or "
                      "combine them yourself.");
    if (changesTraining)
        note += QLatin1Char(' ') + tr("* changes what is trained (another optimizer state, or a "
                                      "batch the GPU count cannot keep).");
    note_->setText(note);
    apply_->setEnabled(false);
}

void FitLeversPanel::applySelected() {
    const QList<QTableWidgetItem*> selected = table_->selectedItems();
    if (selected.isEmpty())
        return;
    const int row = selected.front()->row();
    if (row >= 0 && row < int(levers_.size()))
        emit applyRequested(levers_[std::size_t(row)]);
}

void FitLeversPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

void FitLeversPanel::retranslateUi() {
    setTitle(tr("Ways to fit"));
    table_->setHorizontalHeaderLabels(
        {tr("Change"), tr("GPUs"), tr("At the peak"), tr("Margin"), tr("Step"), tr("Wall time")});
    apply_->setText(tr("Apply to card"));
    fill();
}

} // namespace runcard::ui
