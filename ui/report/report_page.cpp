#include "ui/report/report_page.h"

#include "ui/common/language_manager.h"
#include "ui/common/settings.h"
#include "ui/report/decision_checklist.h"
#include "ui/report/pdf_report.h"
#include "ui/report/report_export.h"
#include "ui/report/report_model.h"

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
    layout->addWidget(evidence_);
    layout->addWidget(checklist_, 1);
    layout->addLayout(buttons);
    layout->addWidget(status_);
    retranslateUi();
}

void ReportPage::setRunCard(const RunCard& card, const QString& cardPath) {
    card_ = card;
    cardPath_ = cardPath;
    refresh();
}

void ReportPage::setPilotDirectory(const QString& directory) {
    pilotDirectory_ = directory;
    refresh();
}

void ReportPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refresh();
    }
    QWidget::changeEvent(event);
}

void ReportPage::retranslateUi() {
    title_->setText(tr("Decision checklist"));
    pdfButton_->setText(tr("Export PDF report…"));
    dataButton_->setText(tr("Export tables (CSV, JSON)…"));
}

void ReportPage::refresh() {
    evidence_->setText(pilotDirectory_.isEmpty()
                           ? tr("No pilot results folder: the checklist can only use the planner.")
                           : tr("Evidence from %1").arg(QDir::toNativeSeparators(pilotDirectory_)));
    const ReportModel model = buildReportModel(card_, cardPath_, pilotDirectory_,
                                               LanguageManager::instance().language(), locale());
    DecisionEvidence evidence;
    if (model.card_gpu_index >= 0)
        evidence.plan = model.planned[std::size_t(model.card_gpu_index)].plan;
    evidence.gpu_id = QString::fromStdString(card_.hardware.gpu);
    evidence.memory_margin = card_.hardware.memory_margin;
    evidence.pilot = model.pilot;
    evidence.scaling = model.scaling;
    evidence.reservation = model.reservation;
    checklist_->setEvidence(evidence);
}

bool ReportPage::exportPdf(const QString& path, QString* error) {
    const ReportModel model = buildReportModel(card_, cardPath_, pilotDirectory_,
                                               LanguageManager::instance().language(), locale());
    return writePdfReport(model, path, error);
}

QStringList ReportPage::exportData(const QString& directory, QString* error) {
    const ReportModel model = buildReportModel(card_, cardPath_, pilotDirectory_,
                                               LanguageManager::instance().language(), locale());
    return exportReportData(model, directory, error);
}

void ReportPage::choosePdf() {
    Settings& settings = Settings::instance();
    const QString folder = settings.value(Settings::Key::ReportDirectory).toString();
    const QString base = QString::fromStdString(card_.name.empty() ? "runcard" : card_.name);
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export PDF report"), QDir(folder).filePath(base + ".pdf"), tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    settings.setValue(Settings::Key::ReportDirectory, QFileInfo(path).absolutePath());
    QString error;
    status_->setText(exportPdf(path, &error) ? tr("Report written: %1").arg(path)
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
