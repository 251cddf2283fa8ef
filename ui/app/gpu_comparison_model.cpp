#include "ui/app/gpu_comparison_model.h"

#include "ui/common/catalog_texts.h"
#include "ui/common/enum_names.h"
#include "ui/common/formatting.h"
#include "ui/common/language_manager.h"
#include "ui/common/memory_palette.h"
#include "ui/common/step_time_text.h"
#include "ui/report/report_model.h"

#include <QBrush>
#include <QFont>
#include <algorithm>

namespace runcard::ui {

static_assert(GpuComparisonModel::FsdpColumn - GpuComparisonModel::SingleColumn + 1 ==
                  int(fewestGpuLayouts.size()),
              "one column per layout the comparison asks 'how many GPUs?' for");

void GpuComparisonModel::setComparison(std::vector<GpuComparison> rows,
                                       Recommendation recommendation, double memoryMargin,
                                       CostComparison costs, QString currency) {
    const bool sameShape = rows.size() == rows_.size();
    if (!sameShape)
        beginResetModel();
    rows_ = std::move(rows);
    recommendation_ = recommendation;
    memoryMargin_ = memoryMargin;
    costs_ = std::move(costs);
    currency_ = std::move(currency);
    if (!sameShape)
        endResetModel();
    else if (!rows_.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void GpuComparisonModel::retranslate() {
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!rows_.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int GpuComparisonModel::verdictRank(const Plan& plan) {
    return !plan.unsupported.empty() ? 3 : plan.memory.margin_ok ? 0 : plan.memory.fits ? 1 : 2;
}

QString GpuComparisonModel::verdictText(const Plan& plan) {
    if (!plan.unsupported.empty())
        return tr("Unsupported");
    if (plan.memory.margin_ok)
        return tr("Fits with margin");
    if (plan.memory.fits_by_releasing_cache)
        return tr("At the limit");
    if (plan.memory.fits)
        return tr("Tight");
    return tr("Does not fit");
}

QString GpuComparisonModel::columnKey(int column) {
    static const char* const keys[ColumnCount] = {
        "gpu",           "verdict",   "cost_per_run", "cost_per_million",
        "time_to_train", "per_gpu",   "headroom",     "fewest",
        "usable",        "step_time", "throughput",   "one_gpu",
        "ddp",           "zero2",     "zero3",        "fsdp"};
    return column >= 0 && column < ColumnCount ? QString::fromLatin1(keys[column]) : QString();
}

int GpuComparisonModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

int GpuComparisonModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GpuComparisonModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const GpuComparison& row = rows_[std::size_t(index.row())];
    const Plan& plan = row.plan;
    const MemoryEstimate& m = plan.memory;
    const bool recommended = index.row() == recommendation_.index;
    const int column = index.column();
    const bool runnable = plan.unsupported.empty();

    auto fewestColumn = [&](Parallelism p) -> QVariant {
        const FewestGpus* f = row.fewestFor(p);
        if (role == SortRole)
            return f && f->count > 0 ? f->count : f && !f->offered ? 1 << 21 : 1 << 20;
        if (f && !f->offered)
            return QStringLiteral("—"); // the card's framework does not run this layout
        if (!f || f->count == 0)
            return p == Parallelism::Single ? tr("no") : tr("> %1").arg(triedGpuCounts.back());
        return p == Parallelism::Single ? tr("yes") : QLocale().toString(f->count);
    };

    // The row's price when it fits with the margin and has one.
    const CostEstimate* cost = nullptr;
    if (std::size_t(index.row()) < costs_.rows.size()) {
        const CostEstimate& c = costs_.rows[std::size_t(index.row())];
        if (c.fits && c.total)
            cost = &c;
    }
    if (role == Qt::DisplayRole || role == SortRole) {
        const bool sort = role == SortRole;
        switch (column) {
        case GpuColumn:
            return sort ? QVariant(QString::fromStdString(row.gpu->name))
                        : QVariant(shortGpuName(*row.gpu));
        case UsableColumn:
            return sort ? QVariant(qlonglong(m.usable_bytes)) : QVariant(formatGiB(m.usable_bytes));
        case VerdictColumn: {
            // Best first: the recommendation, then by verdict, then the cheapest run (or the
            // earliest finish where there is no price).
            if (!sort)
                return verdictText(plan);
            const double tieBreak = cost ? cost->total->expected : plan.run.wall_time_s;
            return recommended ? -1.0 : verdictRank(plan) * 1e18 + std::min(tieBreak, 1e17);
        }
        case DeviceColumn:
            return sort ? QVariant(qlonglong(m.device_total_bytes))
                        : QVariant(formatGiB(m.device_total_bytes));
        case HeadroomColumn:
            return sort ? QVariant(qlonglong(m.headroom_bytes))
                        : QVariant(QString("%1 (%2)").arg(
                              formatSignedGiB(m.headroom_bytes),
                              formatPercent(double(m.headroom_bytes) /
                                            double(std::max<std::int64_t>(1, m.usable_bytes)))));
        case FewestColumn:
            if (sort)
                return row.smallest_count > 0 ? row.smallest_count : 1 << 20;
            if (row.smallest_count == 0)
                return tr("> %1").arg(triedGpuCounts.back());
            // The layout as the per-layout columns name it: full sharding is this table's only
            // FSDP (its whole name is in the tooltip).
            return tr("%1 × %2").arg(QLocale().toString(row.smallest_count),
                                     row.smallest_parallelism == Parallelism::FsdpFull
                                         ? QStringLiteral("FSDP")
                                         : displayName(row.smallest_parallelism));
        case SingleColumn:
            return fewestColumn(Parallelism::Single);
        case DdpColumn:
            return fewestColumn(Parallelism::Ddp);
        case Zero2Column:
            return fewestColumn(Parallelism::Zero2);
        case Zero3Column:
            return fewestColumn(Parallelism::Zero3);
        case FsdpColumn:
            return fewestColumn(Parallelism::FsdpFull);
        case StepTimeColumn:
            if (!runnable)
                return sort ? QVariant(1e30) : QVariant(QString("—"));
            return sort ? QVariant(plan.compute.step_time_s)
                        : QVariant(formatDuration(plan.compute.step_time_s));
        case TokensColumn:
            if (!runnable)
                return sort ? QVariant(0.0) : QVariant(QString("—"));
            return sort ? QVariant(plan.compute.tokens_per_s)
                        : QVariant(formatTokensPerSecond(plan.compute.tokens_per_s));
        case TrainTimeColumn:
            if (!runnable)
                return sort ? QVariant(1e30) : QVariant(QString("—"));
            return sort ? QVariant(plan.run.train_time_s)
                        : QVariant(formatDuration(plan.run.train_time_s));
        case CostPerRunColumn:
        case CostPerMTokensColumn: {
            // Never a price for a configuration that does not fit (review: "MI300X 3,625 USD").
            const std::optional<CostRange>& range = !cost ? std::nullopt
                                                    : column == CostPerRunColumn
                                                        ? cost->total
                                                        : cost->per_million_tokens;
            if (!range)
                return sort ? QVariant(1e30) : QVariant(QString("—"));
            return sort ? QVariant(range->expected)
                        : QVariant(formatMoney(range->expected, currency_, QLocale()));
        }
        }
    }
    if (role == Qt::TextAlignmentRole && column != GpuColumn && column != VerdictColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole && column == VerdictColumn)
        return QBrush(!runnable || !m.fits ? overColor() : m.margin_ok ? fitColor() : tightColor());
    if (role == Qt::BackgroundRole && recommended)
        return QBrush(QColor(0xDF, 0xF2, 0xE3));
    if (role == Qt::FontRole && recommended) {
        QFont font;
        font.setBold(true);
        return font;
    }
    if (role == Qt::ToolTipRole && column == GpuColumn)
        return QString::fromStdString(row.gpu->name) + " — " +
               catalogText(row.gpu->interconnect, LanguageManager::instance().language());
    if (role == Qt::ToolTipRole && column >= SingleColumn && column <= FsdpColumn) {
        const FewestGpus* f = row.fewestFor(fewestGpuLayouts[std::size_t(column - SingleColumn)]);
        if (f && !f->offered)
            return tr("%1 does not run this layout.")
                .arg(displayName(row.scenario.assumptions.framework));
    }
    if (role == Qt::ToolTipRole && column == FewestColumn && row.smallest_count > 0)
        return displayName(row.smallest_parallelism);
    if (role == Qt::ToolTipRole && column == StepTimeColumn && runnable)
        return stepTimeParts(plan.compute); // why this card takes as long as it does
    return {};
}

QVariant GpuComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case VerdictColumn:
            return tr("Whether the run card fits on this GPU with its memory margin at its own GPU "
                      "count and parallelism.");
        case CostPerRunColumn:
            return tr("The whole rental window priced at the expected speed; only where the run "
                      "card fits with the margin and the GPU has a price.");
        case CostPerMTokensColumn:
            return tr("The cost per run divided by the millions of tokens it trains.");
        case DeviceColumn:
            return tr("Predicted device memory per GPU at the run card's layout, as nvidia-smi or "
                      "amd-smi would show it.");
        case HeadroomColumn:
            return tr("Usable memory minus the predicted device memory; it should stay above the "
                      "run card's margin (%1).")
                .arg(formatPercent(memoryMargin_));
        case FewestColumn:
            return tr("Fewest GPUs of this type that fit with the margin under any layout, and "
                      "that layout (right-click the header to show each layout's count).");
        case SingleColumn:
        case DdpColumn:
        case Zero2Column:
        case Zero3Column:
        case FsdpColumn:
            return tr("Fewest GPUs with this layout that fit with the margin (micro-batch and "
                      "checkpointing as on the run card).");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case GpuColumn:
        return tr("GPU");
    case UsableColumn:
        return tr("Usable");
    case VerdictColumn:
        return tr("Verdict");
    case DeviceColumn:
        return tr("Per GPU");
    case HeadroomColumn:
        return tr("Headroom");
    case FewestColumn:
        return tr("Fewest GPUs");
    case SingleColumn:
        return tr("One GPU");
    case DdpColumn:
        return tr("GPUs (DDP)");
    case Zero2Column:
        return tr("GPUs (ZeRO-2)");
    case Zero3Column:
        return tr("GPUs (ZeRO-3)");
    case FsdpColumn:
        return tr("GPUs (FSDP)");
    case StepTimeColumn:
        return tr("Step time");
    case TokensColumn:
        return tr("Throughput");
    case TrainTimeColumn:
        return tr("Time to train");
    case CostPerRunColumn:
        return tr("Cost per run");
    case CostPerMTokensColumn:
        return tr("Per 1M tokens");
    }
    return {};
}

} // namespace runcard::ui
