// Plans and prices the run card on every compared GPU: the article's four (A100, H100, H200,
// MI300X) plus the card's own GPU when it is another one. Shared by the cost view and the report.
#pragma once

#include "planner/cost_model.h"
#include "ui/report/pilot_results.h"

#include <QString>
#include <optional>
#include <string>
#include <vector>

namespace runcard::ui {

struct PlannedGpu {
    std::string id;
    const GpuSpec* gpu = nullptr; // null when the id is not in the catalog
    std::optional<Plan> plan;     // null when the card could not be planned on it
    QString error;                // why not
};

std::vector<std::string> comparedGpuIds(const RunCard& card);
// The card's layout (GPUs per node, nodes, parallelism) on each GPU, with the bundled presets and
// the GPU catalog of ui/common.
std::vector<PlannedGpu> planGpus(const RunCard& card, const std::vector<std::string>& ids);
// The pilot's throughput in the cost model's terms, when it measured one.
std::optional<MeasuredThroughput> measuredThroughput(const PilotResults& pilot,
                                                     const std::vector<PlannedGpu>& planned,
                                                     const RunCard& card);
// One cost estimate per planned GPU, in order, with the cheapest/earliest/best marked.
CostComparison priceGpus(const RunCard& card, const std::vector<PlannedGpu>& planned,
                         const PriceCatalog& prices, const MeasuredThroughput* measured);

} // namespace runcard::ui
