// What the pilot will run for a card: the resolved (and possibly proxied) architecture, the
// precision as tensor dtypes, the prediction for exactly that configuration, and the card settings
// it refuses (with the field named) or runs differently (with a note saying so).
#pragma once

#include "pilot/pilot_options.h"
#include "planner/diagnostics.h"
#include "planner/pilot_notes.h"
#include "planner/plan.h"
#include "planner/run_card.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace runcard::pilot {

enum class TensorType { Fp32, Bf16 };

struct PilotConfig {
    RunCard card; // with --set overrides applied
    ModelArchitecture full_arch;
    ModelArchitecture arch; // what runs: full_arch, or fewer layers for a proxy
    bool proxy = false;
    std::string proxy_reason; // "requested" or "memory-limit"
    TensorType param_type = TensorType::Fp32;
    TensorType compute_type = TensorType::Fp32;
    bool checkpointing = false;
    std::string weights_dir; // model.local_dir resolved against the card's folder; empty: random
    std::vector<PilotNote> notes; // where the pilot runs the card differently
    // On the CPU without --memory-limit: 80% of the machine's memory, the most a pilot may take.
    std::optional<std::int64_t> host_limit_bytes;
    Scenario scenario;        // for the planner, with ActivationProfile::RuncardPilot
    MemoryEstimate predicted; // the planner's prediction for exactly this configuration
};

// Throws InputError naming the card file, line, column and field for refused settings.
PilotConfig makePilotConfig(const RunCard& card, const PilotOptions& options);
// The scenario the planner predicts for `arch` and the card's training settings.
Scenario pilotScenario(const RunCard& card, const ModelArchitecture& arch);

const char* tensorTypeName(TensorType type);

// Where a dotted key sits in the card file, so refusals point at the line the user wrote.
Diagnostic fieldDiagnostic(const RunCard& card, const std::string& field,
                           const std::string& message);

} // namespace runcard::pilot
