// The report stage of the app: the decision checklist from the evidence on file and the exports
// (PDF report in the UI language; every table and series as CSV + JSON).
#pragma once

#include "planner/run_card.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace runcard::ui {

class DecisionChecklist;

class ReportPage : public QWidget {
    Q_OBJECT
public:
    explicit ReportPage(QWidget* parent = nullptr);

    void setRunCard(const RunCard& card, const QString& cardPath);
    void setPilotDirectory(const QString& directory);
    DecisionChecklist* checklist() const { return checklist_; }

    // The exports behind the buttons, callable without a dialog (tests, scripts).
    bool exportPdf(const QString& path, QString* error = nullptr);
    QStringList exportData(const QString& directory, QString* error = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void refresh();
    void choosePdf();
    void chooseDataFolder();

    RunCard card_;
    QString cardPath_;
    QString pilotDirectory_;
    QLabel* title_ = nullptr;
    QLabel* evidence_ = nullptr;
    DecisionChecklist* checklist_ = nullptr;
    QPushButton* pdfButton_ = nullptr;
    QPushButton* dataButton_ = nullptr;
    QLabel* status_ = nullptr;
};

} // namespace runcard::ui
