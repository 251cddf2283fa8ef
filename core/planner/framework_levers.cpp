#include "planner/framework_levers.h"

#include "planner/framework_layouts.h"
#include "planner/run_card_yaml.h"

#include <algorithm>
#include <array>
#include <variant>

namespace runcard {

namespace {

using PlanCard = std::function<Plan(const RunCard&)>;

bool startsWith(std::string_view text, std::string_view prefix) {
    return text.substr(0, prefix.size()) == prefix;
}

// What is trained and on what: another framework runs these as the card has them or not at all.
bool definesTheRun(const FieldSpec& field) {
    static constexpr std::array<std::string_view, 5> sections{"model.", "data.", "validation.",
                                                              "checkpoint.", "rental."};
    static constexpr std::array<std::string_view, 21> keys{"runcard",
                                                           "name",
                                                           "training.method",
                                                           "training.optimizer",
                                                           "training.precision",
                                                           "training.sequence_length",
                                                           "training.packed",
                                                           "training.micro_batch",
                                                           "training.gradient_accumulation",
                                                           "training.learning_rate",
                                                           "training.warmup_steps",
                                                           "training.schedule",
                                                           "training.seed",
                                                           "training.lora.rank",
                                                           "training.lora.alpha",
                                                           "training.lora.targets",
                                                           "training.lora.dora",
                                                           "training.lora.modules_to_save",
                                                           "hardware.gpu",
                                                           "hardware.gpus_per_node",
                                                           "hardware.nodes"};
    const std::string_view key = field.path;
    return field.oneOf == "training.budget" ||
           std::any_of(sections.begin(), sections.end(),
                       [&](std::string_view s) { return startsWith(key, s); }) ||
           std::find(keys.begin(), keys.end(), key) != keys.end();
}

// Set to what the framework offers, these change the numbers the run computes, not only how fast:
// the lever is marked as changing what is trained.
bool changesNumerics(std::string_view key) {
    static constexpr std::array<std::string_view, 6> keys{"training.lora.dropout",
                                                          "training.gradient_clipping",
                                                          "training.weights_dtype",
                                                          "training.optimizer_state_dtype",
                                                          "training.optimizer_moments_dtype",
                                                          "training.grad_reduce_in_fp32"};
    return std::find(keys.begin(), keys.end(), key) != keys.end();
}

// The layouts that shard as much as `layout`, closest first: FSDP and ZeRO are the same sharding
// under two names (Rajbhandari et al. 2020 stages; torch FSDP's FULL_SHARD and SHARD_GRAD_OP).
std::vector<Parallelism> equivalentLayouts(Parallelism layout) {
    switch (layout) {
    case Parallelism::Zero3:
    case Parallelism::FsdpFull:
    case Parallelism::FsdpHybrid:
        return {Parallelism::FsdpFull, Parallelism::Zero3, Parallelism::FsdpHybrid};
    case Parallelism::Zero2:
    case Parallelism::FsdpGradOp:
        return {Parallelism::FsdpGradOp, Parallelism::Zero2};
    default:
        return {};
    }
}

// What the framework of `card` offers instead of the value it refuses in `field`; nullopt when
// nothing does.
std::optional<FieldValue> offeredInstead(const RunCard& card, const FieldSpec& field) {
    const FieldValue current = field.get(card);
    if (field.path == "hardware.parallelism") {
        for (Parallelism p : equivalentLayouts(card.hardware.parallelism))
            if (p != card.hardware.parallelism && frameworkRunsLayout(card.training.framework, p))
                return std::string(toString(p));
        return std::nullopt;
    }
    // A recompute policy the framework lacks: recompute every block, which every framework
    // offers and which keeps the least for backward.
    if (field.path == "training.activation_checkpointing" &&
        card.training.activation_checkpointing != ActivationCheckpointing::Full)
        return std::string(toString(ActivationCheckpointing::Full));
    const FieldValue fallback = field.get(RunCard{});
    if (fallback == current)
        return std::nullopt;
    return fallback;
}

// The card under `framework`, its refused fields set to what the framework offers; a refusal when
// a field that defines the run is refused, nothing is offered instead, or the planner cannot run
// it.
std::variant<FitLever, Diagnostic> underFramework(const RunCard& card, FrameworkProfile framework,
                                                  const PlanCard& planCard) {
    FitLever lever;
    lever.kind = LeverKind::OtherFramework;
    lever.card = card;
    lever.card.training.framework = framework;
    lever.changes.push_back({"training.framework", std::string(toString(framework))});
    if (card.hardware.stack != SoftwareStack::Auto) {
        lever.card.hardware.stack = SoftwareStack::Auto;
        lever.changes.push_back({"hardware.stack", std::string(toString(SoftwareStack::Auto))});
    }
    // Each pass mends the first refused field; past 16 mends the rules would be going round.
    for (std::size_t pass = 0;; ++pass) {
        const Diagnostics problems = validateRunCard(lever.card);
        if (problems.empty())
            break;
        const Diagnostic& first = problems.front();
        const FieldSpec* field = findField(first.field);
        if (!field || definesTheRun(*field) || pass > 16)
            return first;
        std::optional<FieldValue> value = offeredInstead(lever.card, *field);
        if (!value)
            return first;
        field->set(lever.card, *value);
        lever.changes_training = lever.changes_training || changesNumerics(first.field);
        setChange(lever.changes, {first.field, std::move(*value)});
    }
    try {
        lever.plan = planCard(lever.card);
    } catch (const InputError& e) {
        if (e.diagnostics().empty())
            return Diagnostic({}, 0, 0, "training.framework", e.what());
        return e.diagnostics().front();
    }
    if (!lever.plan.unsupported.empty())
        return lever.plan.unsupported_reason;
    return lever;
}

} // namespace

FrameworkLevers frameworkLevers(const RunCard& card, const PlanCard& planCard) {
    FrameworkLevers out;
    for (const auto& [framework, spelling] : EnumSpelling<FrameworkProfile>::table) {
        if (framework == card.training.framework || framework == FrameworkProfile::RuncardPilot)
            continue;
        auto result = underFramework(card, framework, planCard);
        if (auto* lever = std::get_if<FitLever>(&result))
            out.levers.push_back(std::move(*lever));
        else
            out.refused.push_back({framework, std::get<Diagnostic>(std::move(result))});
    }
    std::stable_sort(out.levers.begin(), out.levers.end(),
                     [](const FitLever& a, const FitLever& b) {
                         return a.plan.run.wall_time_s < b.plan.run.wall_time_s;
                     });
    return out;
}

} // namespace runcard
