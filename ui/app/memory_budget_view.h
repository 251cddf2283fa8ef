// Stage 2, "Memory budget": the per-GPU breakdown as a stacked bar against usable memory and the
// margin line, the same numbers in a table (GiB and % of the device), and what-if controls that
// re-evaluate the plan synchronously while the user drags (evaluate() takes microseconds); the
// chart is replotted once per event-loop turn (QCustomPlot::rpQueuedReplot).
#pragma once

#include "ui/app/plan_session.h"
#include "ui/common/stale_when_hidden.h"

#include <QWidget>

class QCPBars;
class QCPItemStraightLine;
class QCPItemText;
class QCustomPlot;
class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;
class QTableWidget;

namespace runcard::ui {

class FitLeversPanel;

class MemoryBudgetView : public QWidget {
    Q_OBJECT
public:
    explicit MemoryBudgetView(PlanSession* session, QWidget* parent = nullptr);

    QCustomPlot* chart() const { return chart_; }
    QTableWidget* table() const { return table_; }
    FitLeversPanel* fitLevers() const { return levers_; }
    FitLeversPanel* otherFrameworks() const { return frameworks_; }
    QSlider* microBatchSlider() const { return microBatch_; }
    QSlider* sequenceLengthSlider() const { return sequenceLength_; }
    QSpinBox* gpuCountSpin() const { return gpuCount_; }
    QString verdict() const;
    QString calibrationText() const;

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void buildChart();
    void buildWhatIf();
    void updateFromSession();
    void updateWhatIfControls();
    void whatIfEdited(QObject* control);
    void retranslateUi();

    PlanSession* session_;
    QCustomPlot* chart_ = nullptr;
    std::vector<QCPBars*> bars_;
    QCPItemStraightLine* usableLine_ = nullptr;
    QCPItemStraightLine* marginLine_ = nullptr;
    QCPItemText* usableLabel_ = nullptr;
    QCPItemText* marginLabel_ = nullptr;
    QTableWidget* table_ = nullptr;
    FitLeversPanel* levers_ = nullptr;     // shown when the card misses its margin
    FitLeversPanel* frameworks_ = nullptr; // the card under each other framework
    QLabel* title_ = nullptr;
    QLabel* verdict_ = nullptr;
    QLabel* timing_ = nullptr;
    QLabel* stepParts_ = nullptr;   // where the step's time goes
    QLabel* calibration_ = nullptr; // calibrated from the card's pilot, or why not
    QGroupBox* whatIfBox_ = nullptr;
    QLabel* microBatchLabel_ = nullptr;
    QLabel* sequenceLengthLabel_ = nullptr;
    QLabel* checkpointingLabel_ = nullptr;
    QLabel* parallelismLabel_ = nullptr;
    QLabel* gpuCountLabel_ = nullptr;
    QLabel* microBatchValue_ = nullptr;
    QLabel* sequenceLengthValue_ = nullptr;
    QSlider* microBatch_ = nullptr;
    QSlider* sequenceLength_ = nullptr;
    QComboBox* checkpointing_ = nullptr;
    QComboBox* parallelism_ = nullptr;
    QSpinBox* gpuCount_ = nullptr;
    QPushButton* reset_ = nullptr;
    QPushButton* apply_ = nullptr;
    QLabel* whatIfNote_ = nullptr;
    bool updating_ = false;
    StaleWhenHidden updates_; // the session changed while another page was shown
};

} // namespace runcard::ui
