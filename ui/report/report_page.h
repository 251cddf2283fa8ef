// The report stage of the app: the decision checklist from the evidence on file and the exports
// (PDF report in the UI language; every table and series as CSV + JSON), all from the app's one
// planner, priced with the cost page's price file: the PDF shows what the screen shows.
#pragma once

#include "planner/card_planner.h"
#include "ui/common/stale_when_hidden.h"
#include "ui/report/report_model.h"

#include <QWidget>
#include <memory>

class QLabel;
class QPushButton;

namespace runcard::ui {

class DecisionChecklist;

class ReportPage : public QWidget {
    Q_OBJECT
public:
    explicit ReportPage(QWidget* parent = nullptr);

    // The card as planned (null when it cannot be planned: the exports are then disabled) and its
    // pilot results folder.
    void setPlanning(std::shared_ptr<const CardPlanner> planner, const QString& pilotDirectory);
    DecisionChecklist* checklist() const { return checklist_; }
    // What the exports write, for the current planning and language.
    const ReportModel& model();
    // The decision banner: "Recommendation: 1 × … Why: …" (empty without a planner).
    QString decisionText() const;

    // The exports behind the buttons, callable without a dialog (tests, scripts).
    bool exportPdf(const QString& path, QString* error = nullptr);
    QStringList exportData(const QString& directory, QString* error = nullptr);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void retranslateUi();
    void refresh();
    void showDecision(const ReportModel& m);
    void choosePdf();
    void chooseDataFolder();

    std::shared_ptr<const CardPlanner> planner_;
    QString pilotDirectory_;
    ReportModel model_;
    bool modelCurrent_ = false;
    StaleWhenHidden updates_;
    QLabel* title_ = nullptr;
    QLabel* evidence_ = nullptr;
    QLabel* decision_ = nullptr; // the recommendation and why, as the compare page says it
    DecisionChecklist* checklist_ = nullptr;
    QPushButton* pdfButton_ = nullptr;
    QPushButton* dataButton_ = nullptr;
    QLabel* status_ = nullptr;
};

} // namespace runcard::ui
