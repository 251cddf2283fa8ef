// Stage 3, "A100, H100, H200 or MI300X?": the same card on every catalog GPU side by side — fit
// with margin, headroom, fewest GPUs per parallel layout, step time, throughput, time to train,
// software stack and caveats — as two charts and a sortable table, with the smallest configuration
// that fits highlighted and explained.
#pragma once

#include "ui/app/gpu_comparison_model.h"
#include "ui/app/plan_session.h"
#include "ui/common/stale_when_hidden.h"

#include <QWidget>

class QCPBars;
class QCustomPlot;
class QGroupBox;
class QLabel;
class QSortFilterProxyModel;
class QTableView;

namespace runcard::ui {

class CalibrationMarkProxy;

class CompareView : public QWidget {
    Q_OBJECT
public:
    explicit CompareView(PlanSession* session, QWidget* parent = nullptr);

    GpuComparisonModel* model() const { return model_; }
    QTableView* table() const { return table_; }
    QString recommendationText() const;
    QString calibrationText() const;
    QCustomPlot* memoryChart() const { return memoryChart_; }
    QCustomPlot* timeChart() const { return timeChart_; }
    // Translated caveats for one GPU and the card's precision (also used by the report).
    static QStringList caveats(const GpuSpec& gpu, const Scenario& scenario, const Plan& plan);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void buildCharts();
    void updateFromSession();
    void updateCharts();
    void updateDetails();
    void retranslateUi();

    PlanSession* session_;
    GpuComparisonModel* model_;
    CalibrationMarkProxy* proxy_;
    QLabel* title_ = nullptr;
    QLabel* recommendation_ = nullptr;
    QLabel* whatIfNote_ = nullptr;
    QLabel* calibration_ = nullptr; // calibrated from the card's pilot, or why not
    QCustomPlot* memoryChart_ = nullptr;
    QCustomPlot* timeChart_ = nullptr;
    QCPBars* usableBars_ = nullptr;
    QCPBars* fitBars_ = nullptr;
    QCPBars* tightBars_ = nullptr;
    QCPBars* overBars_ = nullptr;
    QCPBars* timeBars_ = nullptr;      // cards that fit with the margin
    QCPBars* timeBarsOther_ = nullptr; // tight or not fitting: a time the card would not reach
    QTableView* table_ = nullptr;
    QGroupBox* detailsBox_ = nullptr;
    QLabel* details_ = nullptr;
    StaleWhenHidden updates_; // the session changed while another page was shown
};

} // namespace runcard::ui
