// The schema's rows for a mixture-of-experts run: expert capacity, how tokens reach their experts
// and whether the exchange overlaps compute.
#include "planner/run_card_schema_rows.h"
#include "planner/translatable.h"

namespace runcard::schema_table {

std::vector<FieldSpec> expertFields() {
    return {
        Row(
            "training.moe_capacity_factor",
            [](auto& c) -> auto& { return c.training.moe_capacity_factor; })
            .expertsOnly()
            .extension()
            .range(0, 64, "64 times the even share: every token of a 64-expert layer in one")
            .decimals(2, 0.25)
            .label(RUNCARD_TR("RunCardSchema", "Expert capacity factor"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Mixture-of-experts models: each expert takes at most this multiple of its even "
                "share of the routed tokens; its dispatch buffers are padded to it and tokens "
                "beyond it are dropped. 0 = dropless routing (buffers as routed)."))
            .note("Switch Transformer (Fedus et al. 2021, §2.1); Megatron-Core "
                  "--moe-expert-capacity-factor"),
        Row(
            "training.moe_dispatcher", [](auto& c) -> auto& { return c.training.moe_dispatcher; })
            .expertsOnly()
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "Expert dispatch"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Mixture-of-experts models under expert parallelism: how tokens reach the GPUs "
                "of their experts. alltoall sends every token once per expert it is routed to; "
                "deepep sends it once to each node and each GPU holding any of its experts, "
                "which cuts the traffic between nodes."))
            .note("alltoall: Megatron-Core moe_token_dispatcher_type alltoall, torchtitan; "
                  "deepep: Megatron-Core flex dispatcher (deepep, hybridep), torchtitan "
                  "comm_backend deepep or hybridep"),
        Row(
            "training.moe_routing", [](auto& c) -> auto& { return c.training.moe_routing; })
            .expertsOnly()
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "Expert routing"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Which experts each token goes to, at balanced loads: random spreads a token's "
                "experts over the model as a trained router does; contiguous gives it adjacent "
                "experts, as benchmark gates do, so under DeepEP it reaches one or two GPUs and "
                "one node."))
            .note("contiguous: NeMo AutoModel fake_balanced_gate (FakeBalancedGate: token i "
                  "takes experts k·i … k·i + k − 1); random: a trained router, Megatron-Core "
                  "--moe-router-force-load-balancing"),
        Row(
            "training.moe_experts", [](auto& c) -> auto& { return c.training.moe_experts; })
            .expertsOnly()
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "Expert kernels"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Mixture-of-experts models: how each GPU runs its experts. loop takes one expert "
                "at a time (small GEMMs, many kernel launches, and in transformers a wait for the "
                "GPU before each expert); grouped runs all of them in one grouped GEMM per "
                "projection. framework = the framework's default: grouped in transformers 5, "
                "torchtitan and Megatron, a loop in litgpt and transformers 4."))
            .note("transformers experts_implementation (eager | grouped_mm, default grouped_mm "
                  "since 5.0: modeling_utils.py get_correct_experts_implementation); "
                  "Megatron-Core --moe-grouped-gemm (TEGroupedMLP, else SequentialMLP); "
                  "torchtitan MoEArgs use_grouped_mm"),
        Row(
            "training.moe_compute", [](auto& c) -> auto& { return c.training.moe_compute; })
            .expertsOnly()
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "Tokens each expert computes"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Mixture-of-experts models: routed experts compute only the tokens sent to them; "
                "dense runs every token through every expert and scales each output by the "
                "router's score, zero outside the token's top k, so the experts do experts ÷ k "
                "times their routed work and keep as much more for backward. framework = as the "
                "framework's code for the model runs them: dense for Llama 4 in transformers "
                "(Axolotl's linearized Llama 4 too), routed elsewhere."))
            .note("dense: transformers models/llama4/modeling_llama4.py Llama4TextMoe "
                  "(hidden_states.repeat over the experts, torch.bmm in Llama4TextExperts); "
                  "Axolotl src/axolotl/monkeypatch/models/llama4/modeling.py (a loop over the "
                  "linearized experts on the repeated input)"),
        Row(
            "training.overlap_moe_expert_parallel_comm",
            [](auto& c) -> auto& { return c.training.overlap_moe_expert_parallel_comm; })
            .appliesWhen(
                [](const RunCard& c) { return c.training.framework == FrameworkProfile::Megatron; })
            .expertsOnly()
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "Overlap the expert exchange"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Mixture-of-experts models under expert parallelism: Megatron runs one "
                "micro-batch's forward beside the previous one's backward, so each one's token "
                "exchange runs under the other's compute. The first forward and the last backward "
                "of a step run alone; it needs gradient accumulation to help."))
            .note("Megatron-Core --overlap-moe-expert-parallel-comm "
                  "(megatron/core/pipeline_parallel/combined_1f1b.py), Megatron-Bridge "
                  "moe_a2a_overlap; off by default"),
    };
}

} // namespace runcard::schema_table
