#include "ui/report/report_planning.h"

#include "ui/common/planner_context.h"

#include <algorithm>

namespace runcard::ui {

std::vector<std::string> comparedGpuIds(const RunCard& card) {
    std::vector<std::string> ids = referenceGpuIds();
    if (std::find(ids.begin(), ids.end(), card.hardware.gpu) == ids.end())
        ids.push_back(card.hardware.gpu);
    return ids;
}

std::vector<PlannedGpu> planGpus(const RunCard& card, const std::vector<std::string>& ids) {
    std::vector<PlannedGpu> planned;
    const GpuCatalog& catalog = gpuCatalog();
    for (const std::string& id : ids) {
        PlannedGpu p;
        p.id = id;
        p.gpu = catalog.find(id);
        if (!p.gpu) {
            p.error = QStringLiteral("unknown GPU '%1'").arg(QString::fromStdString(id));
            planned.push_back(std::move(p));
            continue;
        }
        RunCard onThisGpu = card;
        onThisGpu.hardware.gpu = id;
        try {
            p.plan = evaluate(resolve(onThisGpu, presetLibrary(), catalog));
        } catch (const std::exception& error) {
            p.error = QString::fromStdString(error.what());
        }
        planned.push_back(std::move(p));
    }
    return planned;
}

std::optional<MeasuredThroughput> measuredThroughput(const PilotResults& pilot,
                                                     const std::vector<PlannedGpu>& planned,
                                                     const RunCard& card) {
    if (!pilot.present || !pilot.tokens_per_s || *pilot.tokens_per_s <= 0 || pilot.gpu_id.isEmpty())
        return std::nullopt;
    MeasuredThroughput m;
    m.gpu = pilot.gpu_id.toStdString();
    m.gpus = pilot.gpus;
    m.tokens_per_s = *pilot.tokens_per_s;
    m.spread = pilot.step_time_spread.value_or(0);
    m.source = pilot.summaryPath().toStdString();
    if (pilot.predicted_tokens_per_s) {
        m.predicted_tokens_per_s = *pilot.predicted_tokens_per_s;
    } else if (m.gpus == card.hardware.gpuCount()) {
        // Same layout as the card: the planner's figure for the card on that GPU is the prediction.
        for (const PlannedGpu& p : planned)
            if (p.id == m.gpu && p.plan)
                m.predicted_tokens_per_s = p.plan->compute.tokens_per_s;
    }
    return m;
}

CostComparison priceGpus(const RunCard& card, const std::vector<PlannedGpu>& planned,
                         const PriceCatalog& prices, const MeasuredThroughput* measured) {
    std::vector<CostEstimate> rows;
    for (const PlannedGpu& p : planned) {
        if (p.gpu && p.plan) {
            RunCard onThisGpu = card;
            onThisGpu.hardware.gpu = p.id;
            rows.push_back(estimateCost(onThisGpu, *p.gpu, *p.plan, prices, measured));
            continue;
        }
        CostEstimate missing;
        missing.gpu = p.id;
        missing.gpu_name = p.gpu ? p.gpu->name : p.id;
        missing.fits = false;
        missing.unsupported = p.error.toStdString();
        rows.push_back(std::move(missing));
    }
    return compareCosts(std::move(rows));
}

} // namespace runcard::ui
