// Table model of the compare view over the core comparison (planner/comparison.h): formatted text
// for display, the raw number under SortRole so sorting is numeric ("9.5 GiB" < "12 GiB"), and the
// recommended row highlighted.
#pragma once

#include "planner/comparison.h"
#include "planner/cost_model.h"

#include <QAbstractTableModel>

namespace runcard::ui {

class GpuComparisonModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { // what decides first: verdict, cost and time; then the memory detail
        GpuColumn,
        VerdictColumn,
        CostPerRunColumn,     // the whole rental window, priced (cost_model.h)
        CostPerMTokensColumn, // per 1M trained tokens
        TrainTimeColumn,
        DeviceColumn,
        HeadroomColumn,
        FewestColumn, // the smallest count over the layouts below, and its layout
        UsableColumn,
        StepTimeColumn,
        TokensColumn,
        SingleColumn, // one column per fewestGpuLayouts entry, in its order
        DdpColumn,
        Zero2Column,
        Zero3Column,
        FsdpColumn,
        ColumnCount // the software stack is in the details pane beside the table
    };
    static constexpr int SortRole = Qt::UserRole;

    using QAbstractTableModel::QAbstractTableModel;

    // `costs` are aligned with `rows` (CardPlanner::costs); empty when no price file loads.
    void setComparison(std::vector<GpuComparison> rows, Recommendation recommendation,
                       double memoryMargin, CostComparison costs = {}, QString currency = {});
    const std::vector<GpuComparison>& rows() const { return rows_; }
    const Recommendation& recommendation() const { return recommendation_; }
    // "Fits with margin", "Tight", "Does not fit", "Unsupported".
    static QString verdictText(const Plan& plan);
    // 0 fits with margin, 1 tight, 2 does not fit, 3 unsupported: the same order and colours in
    // the table and every chart.
    static int verdictRank(const Plan& plan);
    void retranslate();

    int rowCount(const QModelIndex& parent = {}) const override;
    // A column's stable name for settings ("fewest", "ddp"), never shown.
    static QString columnKey(int column);
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::vector<GpuComparison> rows_;
    Recommendation recommendation_;
    double memoryMargin_ = 0.1;
    CostComparison costs_;
    QString currency_;
};

} // namespace runcard::ui
