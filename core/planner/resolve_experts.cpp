// The resolution steps of a mixture-of-experts card that need its model (resolve_experts.h).
#include "planner/resolve_experts.h"

#include "planner/stack_priors.h"

namespace runcard {

// LoRA on transformers 5's expert tensors is PEFT's ParamWrapper, which refuses dropout and DoRA
// ("does not work with lora_dropout != 0", "... with use_dora=True": peft/tuners/lora/layer.py).
void checkMergedExpertAdapters(const RunCard& card, const Scenario& s) {
    if (!mergesExpertAdapters(s))
        return;
    const LoraSettings& lora = card.training.lora;
    const std::string framework(toString(card.training.framework));
    const char* source = "peft/tuners/lora/layer.py";
    if (lora.dropout > 0)
        throw InputError(positioned(
            card, Diagnostic::coded(DiagnosticCode::MergedExpertAdapters, "training.lora.dropout",
                                    {DiagnosticArg::of(lora.dropout), framework, source})));
    if (lora.dora)
        throw InputError(
            positioned(card, Diagnostic::coded(DiagnosticCode::MergedExpertAdapters,
                                               "training.lora.dora", {"true", framework, source})));
}

// `moe_compute: framework` under hf-transformers is what the model's transformers code does: dense
// where it runs every expert on every token (Llama 4's Llama4TextMoe), routed elsewhere; the
// other frameworks route. That code keeps every expert of the layer on each GPU, so it has no
// expert parallelism (as checkMoeCompute says of an explicit `dense`).
MoeCompute expertCompute(const RunCard& card, const ModelArchitecture& arch) {
    const TrainingSection& t = card.training;
    if (t.moe_compute != MoeCompute::Framework)
        return t.moe_compute;
    if (!arch.isMoe() || !arch.transformers_runs_every_expert ||
        t.framework != FrameworkProfile::HfTransformers)
        return MoeCompute::Routed;
    if (card.hardware.expert_parallel > 1)
        throw InputError(positioned(
            card,
            Diagnostic::coded(DiagnosticCode::NotTogetherInFramework, "hardware.expert_parallel",
                              {"this model's experts", std::string(toString(t.framework)),
                               "transformers models/llama4/modeling_llama4.py: "
                               "Llama4TextMoe runs every expert of the layer on every "
                               "token"})));
    return MoeCompute::Dense;
}

} // namespace runcard
