#include "ui/report/report_page.h"

#include "ui/common/language_manager.h"
#include "ui/common/settings.h"
#include "ui/report/decision_banner.h"
#include "ui/report/decision_checklist.h"
#include "ui/report/decision_text.h"
#include "ui/report/pdf_report.h"
#include "ui/report/price_file.h"
#include "ui/report/report_export.h"

#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace runcard::ui {

ReportPage::ReportPage(QWidget* parent) : QWidget(parent) {
    title_ = new QLabel(this);
    QFont font = title_->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.3);
    title_->setFont(font);
    decision_ = new QLabel(this);
    decision_->setObjectName("decision");
    decision_->setProperty("runcard_dynamic", true); // data: names, costs, times
    decision_->setWordWrap(true);
    decision_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    evidence_ = new QLabel(this);
    evidence_->setWordWrap(true);
    evidence_->setObjectName("evidenceFolder");
    checklist_ = new DecisionChecklist(this);
    pdfButton_ = new QPushButton(this);
    pdfButton_->setObjectName("exportPdf");
    dataButton_ = new QPushButton(this);
    dataButton_->setObjectName("exportData");
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    connect(pdfButton_, &QPushButton::clicked, this, &ReportPage::choosePdf);
    connect(dataButton_, &QPushButton::clicked, this, &ReportPage::chooseDataFolder);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(pdfButton_);
    buttons->addWidget(dataButton_);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title_);
    layout->addWidget(decision_);
    layout->addWidget(evidence_);
    layout->addWidget(checklist_, 1);
    layout->addLayout(buttons);
    layout->addWidget(status_);
    retranslateUi();
}

void ReportPage::setPlanning(std::shared_ptr<const CardPlanner> planner,
                             const QString& pilotDirectory) {
    planner_ = std::move(planner);
    pilotDirectory_ = pilotDirectory;
    modelCurrent_ = false;
    refresh();
}

void ReportPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        modelCurrent_ = false;
        refresh(); // retranslates the labels now; the checklist follows its own change event
    }
    QWidget::changeEvent(event);
}

void ReportPage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (updates_.stale())
        refresh();
}

void ReportPage::retranslateUi() {
    title_->setText(tr("Decision checklist"));
    pdfButton_->setText(tr("Export PDF report…"));
    dataButton_->setText(tr("Export tables (CSV, JSON)…"));
    evidence_->setText(pilotDirectory_.isEmpty()
                           ? tr("No pilot results folder: the checklist can only use the planner.")
                           : tr("Evidence from %1").arg(QDir::toNativeSeparators(pilotDirectory_)));
}

const ReportModel& ReportPage::model() {
    if (!modelCurrent_ && planner_) {
        const RunCard card = planner_->card();
        model_ = buildReportModel(
            *planner_,
            {QString::fromStdString(card.source_path), pilotDirectory_, priceFileFor(card)},
            LanguageManager::instance().language(), locale());
        modelCurrent_ = true;
    }
    return model_;
}

void ReportPage::refresh() {
    retranslateUi();
    // Export follows the planner at once, shown or not: an invalid card is never exported.
    pdfButton_->setEnabled(planner_ != nullptr);
    dataButton_->setEnabled(planner_ != nullptr);
    const QString disabledReason =
        planner_ ? QString() : tr("Disabled: the run card has errors and cannot be planned.");
    pdfButton_->setToolTip(disabledReason);
    dataButton_->setToolTip(disabledReason);
    if (!updates_.updateNow(this))
        return;
    DecisionEvidence evidence;
    evidence.pilot = readPilotResults(pilotDirectory_);
    evidence.scaling = readScalingResult(pilotDirectory_);
    evidence.reservation = readReservation(pilotDirectory_);
    decision_->setVisible(planner_ != nullptr);
    if (planner_) {
        const ReportModel& m = model();
        showDecision(m);
        if (const Plan* own = m.cardPlan())
            evidence.plan = *own;
        evidence.gpu_id = QString::fromStdString(m.card.hardware.gpu);
        evidence.memory_margin = m.card.hardware.memory_margin;
        evidence.pilot = m.pilot; // with the planner's predictions filled in
    }
    checklist_->setEvidence(evidence);
}

QString ReportPage::decisionText() const {
    return decision_->isVisibleTo(this) ? decision_->text() : QString();
}

// The report's decision in the compare page's words: what to rent and why, or that nothing fits.
void ReportPage::showDecision(const ReportModel& m) {
    showDecisionBanner(decision_, m.decision, m.comparison, m.card.hardware.memory_margin,
                       m.card.rental.waiting_cost_per_day,
                       QString::fromStdString(m.prices.currency), m.locale,
                       tr("No GPU in the catalog fits this run card with its memory margin on up "
                          "to %1 GPUs: rent nothing yet.")
                           .arg(m.locale.toString(triedGpuCounts.back())),
                       frameworkDecisionSentence(
                           m.decision, m.framework_decisions, m.card.rental.waiting_cost_per_day,
                           QString::fromStdString(m.prices.currency), m.locale));
}

bool ReportPage::exportPdf(const QString& path, QString* error) {
    if (!planner_) {
        if (error)
            *error = tr("the run card cannot be planned");
        return false;
    }
    return writePdfReport(model(), path, error);
}

QStringList ReportPage::exportData(const QString& directory, QString* error) {
    if (!planner_) {
        if (error)
            *error = tr("the run card cannot be planned");
        return {};
    }
    return exportReportData(model(), directory, error);
}

void ReportPage::choosePdf() {
    Settings& settings = Settings::instance();
    const QString folder = settings.value(Settings::Key::ReportDirectory).toString();
    const std::string name = planner_ ? planner_->card().name : std::string();
    const QString base = QString::fromStdString(name.empty() ? "runcard" : name);
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export PDF report"), QDir(folder).filePath(base + ".pdf"), tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    settings.setValue(Settings::Key::ReportDirectory, QFileInfo(path).absolutePath());
    // In the report language of Preferences, as File → Export PDF writes it.
    QString error;
    bool written = false;
    LanguageManager::instance().runInLanguage(
        settings.value(Settings::Key::ReportLanguage).toString(),
        [&] { written = exportPdf(path, &error); });
    status_->setText(written ? tr("Report written: %1").arg(path)
                             : tr("The report was not written: %1").arg(error));
}

void ReportPage::chooseDataFolder() {
    const QString directory = QFileDialog::getExistingDirectory(this, tr("Export tables to"));
    if (directory.isEmpty())
        return;
    QString error;
    const QStringList files = exportData(directory, &error);
    status_->setText(error.isEmpty()
                         ? tr("%n file(s) written to %1", nullptr, int(files.size())).arg(directory)
                         : tr("Export stopped: %1").arg(error));
}

} // namespace runcard::ui
