// The report model: what it reads (planner, prices, evidence on file), its look-ups, money texts.
#include "ui/report/report_model.h"

#include "ui/common/planner_messages.h"
#include "ui/report/report_builder.h"

#include <cmath>

namespace runcard::ui {

bool ReportCell::numeric() const {
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Double:
        return true;
    default:
        return false;
    }
}

const ReportTable* ReportModel::table(const QString& id) const {
    for (const ReportTable& t : tables)
        if (t.id == id)
            return &t;
    return nullptr;
}

const Plan* ReportModel::cardPlan() const {
    return card_gpu_index >= 0 ? &comparison[std::size_t(card_gpu_index)].plan : nullptr;
}

const ReportSeries* ReportModel::seriesById(const QString& id) const {
    for (const ReportSeries& s : series)
        if (s.id == id)
            return &s;
    return nullptr;
}

QString formatMoney(double amount, const QString& currency, const QLocale& locale) {
    const int decimals = amount == 0               ? 0
                         : std::abs(amount) < 1    ? 3
                         : std::abs(amount) < 1000 ? 2
                                                   : 0;
    return QStringLiteral("%1 %2").arg(locale.toString(amount, 'f', decimals), currency);
}

QString formatMoneyRange(const std::optional<CostRange>& range, const QString& currency,
                         const QLocale& locale) {
    if (!range)
        return QCoreApplication::translate("Report", "missing");
    return QCoreApplication::translate("Report", "%1 (%2–%3)")
        .arg(formatMoney(range->expected, currency, locale),
             formatNumber(range->low,
                          std::abs(range->low) < 1      ? 3
                          : std::abs(range->low) < 1000 ? 2
                                                        : 0,
                          locale),
             formatNumber(range->high,
                          std::abs(range->high) < 1      ? 3
                          : std::abs(range->high) < 1000 ? 2
                                                         : 0,
                          locale));
}

QString throughputSourceName(ThroughputSource source) {
    switch (source) {
    case ThroughputSource::Planner:
        return QCoreApplication::translate("Report", "planner");
    case ThroughputSource::PilotCalibrated:
        return QCoreApplication::translate("Report", "planner, pilot-calibrated");
    }
    return {};
}

ReportModel buildReportModel(const CardPlanner& planner, const ReportFiles& files,
                             const QString& language, const QLocale& locale) {
    ReportModel m;
    m.card = planner.card();
    m.what_if = planner.whatIf().any();
    m.card_path = files.card;
    m.language = language;
    m.locale = locale;
    m.generated = QDateTime::currentDateTimeUtc();

    m.comparison = planner.comparison();
    m.recommendation = planner.recommendation();
    m.card_gpu_index = planner.cardGpuIndex();
    m.calibration = planner.calibration();
    m.fit_levers = planner.fitLevers();
    m.faster_levers = planner.fasterLevers();
    m.framework_levers = planner.frameworkLevers();
    try {
        m.prices = PriceCatalog::withUserFile(files.price_file.toStdString());
    } catch (const std::exception& error) {
        m.prices_error = errorMessage(error);
    }
    m.pilot = readPilotResults(files.pilot_directory);
    // A full-scale pilot of this layout on a catalog card: the planner's uncalibrated figures for
    // that card are the predictions its measurements are compared with.
    if (const GpuSpec* pilotGpu = planner.catalog().find(m.pilot.gpu_id.toStdString());
        pilotGpu && m.pilot.gpus == m.card.hardware.gpuCount()) {
        const Plan predicted = planner.predictionOn(*pilotGpu);
        if (!m.pilot.predicted_tokens_per_s)
            m.pilot.predicted_tokens_per_s = predicted.compute.tokens_per_s;
        if (!m.pilot.predicted_step_time_s)
            m.pilot.predicted_step_time_s = predicted.compute.step_time_s;
        if (!m.pilot.predicted_device_total_bytes)
            m.pilot.predicted_device_total_bytes = double(predicted.memory.device_total_bytes);
    }
    m.decision = planner.decision(m.prices);
    m.framework_decisions = planner.frameworkDecisions(m.prices);
    m.scaling = readScalingResult(files.pilot_directory);
    const GpuSpec* scalingGpu = m.decision.index >= 0
                                    ? m.comparison[std::size_t(m.decision.index)].gpu
                                    : planner.scenario().gpu;
    m.scaling_study =
        studyScaling(planner, *scalingGpu, readPilotCollectives(files.pilot_directory));
    m.reservation = readReservation(files.pilot_directory);
    m.costs = planner.costs(m.prices);

    DecisionEvidence evidence;
    if (const Plan* own = m.cardPlan())
        evidence.plan = *own;
    evidence.gpu_id = report_tables::qs(m.card.hardware.gpu);
    evidence.memory_margin = m.card.hardware.memory_margin;
    evidence.pilot = m.pilot;
    evidence.scaling = m.scaling;
    evidence.reservation = m.reservation;
    m.checklist = evaluateChecklist(evidence);

    report_tables::ReportBuilder(m).build();
    return m;
}

namespace report_tables {

void ReportBuilder::build() {
    runCardTable();
    revisionsTable();
    memoryTable();
    leversTable(m_.fit_levers, false);
    leversTable(m_.faster_levers, true);
    stepTimeTable();
    frameworksTable();
    pilotTables();
    comparisonTable();
    fewestGpusTable();
    costTable();
    frameworkDecisionsTable();
    windowTable();
    optionsTable();
    scalingTable();
    checklistTable();
    sourcesTable();
    assumptionsTable();
}

} // namespace report_tables

} // namespace runcard::ui
