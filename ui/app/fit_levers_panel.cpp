#include "ui/app/fit_levers_panel.h"

#include "ui/common/enum_names.h"
#include "ui/common/fit_lever_text.h"
#include "ui/common/formatting.h"
#include "ui/common/memory_palette.h"
#include "ui/common/planner_messages.h"

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

void FitLeversPanel::setLevers(std::vector<FitLever> levers, std::int64_t usableBytes,
                               Purpose purpose) {
    levers_ = std::move(levers);
    usableBytes_ = usableBytes;
    purpose_ = purpose;
    retranslateUi();
    setVisible(!levers_.empty() || (purpose_ == Purpose::Frameworks && !refused_.empty()));
}

void FitLeversPanel::setRefusals(std::vector<FrameworkRefusal> refused) {
    refused_ = std::move(refused);
    fill();
}

void FitLeversPanel::fill() {
    table_->clearContents();
    table_->setRowCount(int(levers_.size()));
    bool changesTraining = false;
    for (int row = 0; row < int(levers_.size()); ++row) {
        const FitLever& lever = levers_[std::size_t(row)];
        const MemoryEstimate& m = lever.plan.memory;
        changesTraining = changesTraining || lever.changes_training;
        auto* change =
            item(FitLeverText::change(lever) + (lever.changes_training ? " *" : ""), false);
        change->setToolTip(FitLeverText::reason(lever.kind) + "\n" +
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
        auto* margin = item(FitLeverText::margin(m), false);
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
    QString note;
    switch (purpose_) {
    case Purpose::Fit:
        note = !levers_.empty() && levers_.front().kind == LeverKind::Combined
                   ? tr("No single change keeps the margin: the first row combines those that do "
                        "together, the others are one change each, all planned in full on this "
                        "GPU. Select one and apply it.")
                   : tr("One change each, planned in full on this GPU. Select one and apply it, "
                        "or combine them yourself.");
        break;
    case Purpose::Faster:
        note = tr("One change each, planned in full on this GPU; each keeps the margin and "
                  "shortens the run. Select one and apply it.");
        break;
    case Purpose::Frameworks:
        note = tr("The same card under each framework, on this GPU and layout, at that stack's "
                  "priors and without a pilot's calibration; a field the framework does not "
                  "offer is set to what it offers. Run the pilot under the one you choose.");
        break;
    }
    if (changesTraining)
        note += QLatin1Char(' ') + FitLeverText::changesTrainingNote();
    // The frameworks that cannot run the card, by name and field; the rules' messages on hover.
    QStringList refusedNames, refusedReasons;
    if (purpose_ == Purpose::Frameworks)
        for (const FrameworkRefusal& refusal : refused_) {
            refusedNames << tr("%1 (%2)").arg(displayName(refusal.framework),
                                              QString::fromStdString(refusal.reason.field));
            refusedReasons << displayName(refusal.framework) + QStringLiteral(": ") +
                                  diagnosticMessage(refusal.reason);
        }
    if (!refusedNames.isEmpty())
        note += QLatin1Char(' ') +
                tr("Cannot run this card: %1.").arg(refusedNames.join(QStringLiteral(", ")));
    note_->setText(note);
    note_->setToolTip(refusedReasons.join(QLatin1Char('\n')));
    apply_->setEnabled(false);
}

void FitLeversPanel::applySelected() {
    const QList<QTableWidgetItem*> selected = table_->selectedItems();
    if (selected.isEmpty())
        return;
    const int row = selected.front()->row();
    if (row < 0 || row >= int(levers_.size()))
        return;
    // A copy: applying it replans, and the new plan replaces levers_ while the edit is made.
    const FitLever lever = levers_[std::size_t(row)];
    emit applyRequested(lever);
}

void FitLeversPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

void FitLeversPanel::retranslateUi() {
    setTitle(purpose_ == Purpose::Fit      ? tr("Ways to fit")
             : purpose_ == Purpose::Faster ? tr("Faster within the margin")
                                           : tr("Other training frameworks"));
    table_->setHorizontalHeaderLabels(
        {purpose_ == Purpose::Frameworks ? tr("Framework") : tr("Change"), tr("GPUs"),
         tr("At the peak"), tr("Margin"), tr("Step"), tr("Wall time")});
    // Another framework runs on the card's GPUs.
    table_->setColumnHidden(GpusColumn, purpose_ == Purpose::Frameworks);
    apply_->setText(tr("Apply to card"));
    fill();
}

} // namespace runcard::ui
