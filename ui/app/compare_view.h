// Stage 3, "A100, H100, H200 or MI300X?": the same card on every catalog GPU side by side — fit
// with margin, headroom, fewest GPUs per parallel layout, step time, throughput, time to train,
// software stack and caveats — as two charts and a sortable table, with the smallest configuration
// that fits highlighted and explained.
#pragma once

#include "ui/app/gpu_comparison_model.h"
#include "ui/app/plan_session.h"
#include "ui/common/stale_when_hidden.h"

#include <QWidget>
#include <optional>

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
    // Hides the columns Settings lists; the header's context menu shows or hides any column.
    void applyHiddenColumns();
    void showColumnMenu(const QPoint& position);

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
    // A GPU without the card's precision: its memory, hatched grey (neither fits nor misses).
    QCPBars* unsupportedBars_ = nullptr;
    // Time to train per verdict, in the memory chart's colours (a tight or not fitting GPU's time
    // is one the run would not reach as planned).
    QCPBars* timeFitBars_ = nullptr;
    QCPBars* timeTightBars_ = nullptr;
    QCPBars* timeOverBars_ = nullptr;
    // The recommended GPU outlined in both charts, as its row is highlighted in the table.
    QCPBars* memoryPick_ = nullptr;
    QCPBars* timePick_ = nullptr;
    bool timeInDays_ = false; // past 48 h the time chart counts days
    // The price file the cost columns come from, loaded once per file.
    QString pricePath_;
    std::optional<PriceCatalog> prices_;
    QTableView* table_ = nullptr;
    QGroupBox* detailsBox_ = nullptr;
    QLabel* details_ = nullptr;
    StaleWhenHidden updates_; // the session changed while another page was shown
};

} // namespace runcard::ui
