// Table model of the compare view over the core comparison (planner/comparison.h): formatted text
// for display, the raw number under SortRole so sorting is numeric ("9.5 GiB" < "12 GiB"), and the
// recommended row highlighted.
#pragma once

#include "planner/comparison.h"

#include <QAbstractTableModel>

namespace runcard::ui {

class GpuComparisonModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        GpuColumn,
        UsableColumn,
        VerdictColumn,
        DeviceColumn,
        HeadroomColumn,
        StepTimeColumn,
        TokensColumn,
        TrainTimeColumn,
        SingleColumn, // one column per fewestGpuLayouts entry, in its order
        DdpColumn,
        Zero2Column,
        Zero3Column,
        FsdpColumn,
        StackColumn,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole;

    using QAbstractTableModel::QAbstractTableModel;

    void setComparison(std::vector<GpuComparison> rows, Recommendation recommendation,
                       double memoryMargin);
    const std::vector<GpuComparison>& rows() const { return rows_; }
    const Recommendation& recommendation() const { return recommendation_; }
    // "Fits with margin", "Tight", "Does not fit", "Unsupported".
    static QString verdictText(const Plan& plan);
    void retranslate();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::vector<GpuComparison> rows_;
    Recommendation recommendation_;
    double memoryMargin_ = 0.1;
};

} // namespace runcard::ui
