// The decision checklist as a widget of the app's report page (ui/report/checklist.h has the
// verdicts it shows).
#pragma once

#include "ui/report/checklist.h"

#include <QWidget>

class QLabel;
class QTreeWidget;

namespace runcard::ui {

// The checklist in the app: one row per stage with its state, detail and evidence (a link that
// opens the file), and the "Ready to reserve" banner.
class DecisionChecklist : public QWidget {
    Q_OBJECT
public:
    explicit DecisionChecklist(QWidget* parent = nullptr);
    void setEvidence(const DecisionEvidence& evidence);
    const ChecklistVerdicts& verdicts() const { return verdicts_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();

    DecisionEvidence evidence_;
    ChecklistVerdicts verdicts_;
    QTreeWidget* stages_ = nullptr;
    QLabel* banner_ = nullptr;
};

} // namespace runcard::ui
