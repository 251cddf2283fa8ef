// The scaling step, "four accelerators are not four times faster": for a chosen GPU, throughput
// (tokens/s of the whole job) and per-GPU memory against the GPU count (1 to 512, log scale) for
// every layout the run card can use, from the planner's scaling model through the session's
// planner (what-ifs and calibration apply). Where each layout stops fitting is marked, the
// efficiency is spelled out per count, the recommended layout comes with its reason, a second GPU
// can be put beside the first (A/B), and a pilot's collective benchmark (collectives.json) is
// charted against the catalog's bus bandwidth.
#pragma once

#include "ui/app/plan_session.h"
#include "ui/common/stale_when_hidden.h"
#include "ui/report/pilot_results.h"
#include "ui/report/scaling_summary.h"

#include <QWidget>
#include <optional>

class QComboBox;
class QCustomPlot;
class QLabel;
class QTableWidget;

namespace runcard::ui {

class ScalingView : public QWidget {
    Q_OBJECT
public:
    explicit ScalingView(PlanSession* session, QWidget* parent = nullptr);

    // The GPU the curves are drawn for (catalog id; "" = the run card's own GPU), its count for
    // the headline, and the second GPU of the A/B comparison ("" = none).
    void setGpus(const QString& gpuA, int countA, const QString& gpuB = {}, int countB = 0);

    const std::optional<ScalingStudy>& study() const { return study_; }
    const std::optional<ScalingStudy>& studyB() const { return studyB_; }
    QString headlineText() const;
    QString comparisonText() const;
    QString fitText() const;
    QString noteText() const;
    QTableWidget* table() const { return table_; }
    QCustomPlot* throughputChart() const { return throughputChart_; }
    QCustomPlot* memoryChart() const { return memoryChart_; }
    QCustomPlot* bandwidthChart() const { return bandwidthChart_; }
    // The pilot's measured point when it ran on the chosen GPU (GPU count, tokens/s of the job).
    std::optional<std::pair<int, double>> measuredPoint() const;

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void updateFromSession();
    void recompute();
    void fillGpuBoxes();
    void updateTexts();
    void updateCharts();
    void updateChartTitles();
    void updateBandwidthChart();
    void retranslateUi();
    const GpuSpec* gpuFor(const QComboBox* box) const;
    int countFor(const QComboBox* box) const;

    PlanSession* session_;
    std::optional<ScalingStudy> study_;
    std::optional<ScalingStudy> studyB_;
    PilotCollectives collectives_; // the pilot's benchmark beside the card
    PilotResults pilot_;           // its measured throughput and memory
    QLabel* title_ = nullptr;
    QLabel* gpuLabel_ = nullptr;
    QComboBox* gpuA_ = nullptr;
    QComboBox* countA_ = nullptr;
    QLabel* versusLabel_ = nullptr;
    QComboBox* gpuB_ = nullptr;
    QComboBox* countB_ = nullptr;
    QLabel* headline_ = nullptr;
    QLabel* comparison_ = nullptr;
    QLabel* fits_ = nullptr;
    QLabel* note_ = nullptr;
    QLabel* legend_ = nullptr; // the layouts' colours, once for both charts
    QCustomPlot* throughputChart_ = nullptr;
    QCustomPlot* memoryChart_ = nullptr;
    QTableWidget* table_ = nullptr;
    QLabel* bandwidthTitle_ = nullptr;
    QLabel* bandwidthNote_ = nullptr;
    QCustomPlot* bandwidthChart_ = nullptr;
    bool filling_ = false;
    bool chosen_ = false; // a GPU was chosen here: it no longer follows the run card's
    StaleWhenHidden updates_;
};

} // namespace runcard::ui
