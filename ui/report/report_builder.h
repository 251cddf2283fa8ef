// Internal to the report model (report_*.cpp): the builder of its tables and their cell formats.
#pragma once

#include "ui/common/formatting.h"
#include "ui/report/report_model.h"

#include <QCoreApplication>
#include <optional>

namespace runcard::ui::report_tables {

inline QString qs(const std::string& text) {
    return QString::fromStdString(text);
}

inline ReportCell text(const QString& value) {
    return {value, value};
}
inline ReportCell missing() {
    return {QCoreApplication::translate("Report", "missing"), QVariant()};
}

// Builds every table and series; tr() strings live in the "Report" context.
class ReportBuilder {
    Q_DECLARE_TR_FUNCTIONS(Report)
public:
    explicit ReportBuilder(ReportModel& m) : m_(m), l_(m.locale) {}
    void build();

private:
    ReportCell bytes(double value) const { return {formatGiB(std::int64_t(value), 1, l_), value}; }
    ReportCell seconds(double value) const { return {formatDuration(value, l_), value}; }
    ReportCell hours(double value) const {
        return {tr("%1 h").arg(formatNumber(value, value < 10 ? 2 : 1, l_)), value};
    }
    ReportCell number(double value, int decimals = 0) const {
        return {formatNumber(value, decimals, l_), value};
    }
    ReportCell money(const std::optional<CostRange>& range) const {
        if (!range)
            return missing();
        return {formatMoneyRange(range, qs(m_.prices.currency), l_), range->expected};
    }
    QString currency() const { return qs(m_.prices.currency); }
    QStringList gpuHeaders() const {
        QStringList headers;
        for (const GpuComparison& row : m_.comparison)
            headers << shortGpuName(*row.gpu);
        return headers;
    }
    // An empty table with a label column (`labelKey`, `labelHeader`) and a column per compared GPU.
    ReportTable perGpuTable(const QString& id, const QString& title, const QString& labelKey,
                            const QString& labelHeader) const {
        return ReportTable{
            id, title, QStringList{labelKey} + gpuKeys(), QStringList{labelHeader} + gpuHeaders(),
            {}, {}};
    }
    QStringList gpuKeys() const {
        QStringList keys;
        for (const GpuComparison& row : m_.comparison)
            keys << qs(row.gpu->id);
        return keys;
    }

    void runCardTable();
    // How the card's rows are formed: packed or padded, and what a packed row attends to.
    ReportCell rowsCell(const RunCard& c) const;
    // The card's model parallelism (tensor, pipeline, context, expert), or none.
    std::optional<ReportCell> modelParallelCell(const HardwareSection& h) const;
    void revisionsTable();
    void memoryTable();
    // The card's ways to fit on its own GPU when it misses its margin ("ways_to_fit"), or its
    // faster ways within the margin when it keeps it ("faster_within_margin"); none when empty.
    void leversTable(const std::vector<FitLever>& levers, bool faster);
    void frameworksTable();
    void frameworkDecisionsTable();
    void stepTimeTable();
    void pilotTables();
    void comparisonTable();
    void fewestGpusTable();
    void costTable();
    void windowTable();
    void optionsTable();
    void scalingTable();
    void checklistTable();
    void sourcesTable();
    void assumptionsTable();

    ReportModel& m_;
    const QLocale& l_;
};

} // namespace runcard::ui::report_tables
