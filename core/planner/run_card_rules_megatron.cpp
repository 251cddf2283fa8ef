// The run-card rules on Megatron's own fields.
#include "planner/run_card_rules_megatron.h"

#include "planner/stack_priors.h"

#include <algorithm>
#include <string>

namespace runcard::megatron_rules {
namespace {

// What Megatron-Core refuses beside the expert-exchange overlap and per-layer CUDA graphs alike:
// recompute beyond the attention core (full granularity, recompute_num_layers).
void reportRecomputeBeyondSelective(const TrainingSection& t, const ReportProblem& report,
                                    const std::string& field, const std::string& framework,
                                    const char* source) {
    if (t.activation_checkpointing != ActivationCheckpointing::None &&
        t.activation_checkpointing != ActivationCheckpointing::Selective)
        report(Diagnostic::coded(
            DiagnosticCode::NotTogetherInFramework, field,
            {"activation_checkpointing: " + std::string(toString(t.activation_checkpointing)),
             framework, source}));
}

} // namespace

// Megatron's gradient buffer dtype (DistributedDataParallelConfig.grad_reduce_in_fp32); FSDP has
// its own reduce dtype.
void checkGradientReduction(const RunCard& c, const ReportProblem& report) {
    const TrainingSection& t = c.training;
    if (!t.grad_reduce_in_fp32 && t.framework != FrameworkProfile::Megatron)
        report(
            Diagnostic::coded(DiagnosticCode::NotInFramework, "training.grad_reduce_in_fp32",
                              {"grad_reduce_in_fp32: false", std::string(toString(t.framework)),
                               "megatron/core/distributed/distributed_data_parallel_config.py"}));
    // DeepSpeed's overlap_comm is the same choice; the Hugging Face Trainer offers it only
    // through DeepSpeed's ZeRO.
    const Parallelism par = c.hardware.parallelism;
    const bool deepSpeed = runsDeepSpeedZero(c);
    if (!t.overlap_grad_reduce && t.framework == FrameworkProfile::HfTransformers && !deepSpeed)
        report(Diagnostic::coded(
            DiagnosticCode::NotTogetherInFramework, "training.overlap_grad_reduce",
            {"parallelism: " + std::string(toString(par)), std::string(toString(t.framework)),
             "deepspeed/runtime/zero/config.py: overlap_comm"}));
    else if (!t.overlap_grad_reduce && t.framework != FrameworkProfile::Megatron && !deepSpeed)
        report(
            Diagnostic::coded(DiagnosticCode::NotInFramework, "training.overlap_grad_reduce",
                              {"overlap_grad_reduce: false", std::string(toString(t.framework)),
                               "megatron/core/distributed/distributed_data_parallel_config.py"}));
    if (!t.tp_comm_overlap && t.framework != FrameworkProfile::Megatron)
        report(Diagnostic::coded(DiagnosticCode::NotInFramework, "training.tp_comm_overlap",
                                 {"tp_comm_overlap: false", std::string(toString(t.framework)),
                                  "megatron/core/model_parallel_config.py"}));
}

// The optimizer state dtype is Megatron's (NeMo 1.x's Apex DistributedFusedAdam `dtype`);
// torch.optim keeps its moments in the parameters' dtype, which `weights_dtype` and `precision`
// say.
void checkOptimizerStateDtype(const RunCard& c, const ReportProblem& report) {
    const TrainingSection& t = c.training;
    if (t.optimizer_state_dtype != StorageDtype::Auto && t.framework != FrameworkProfile::Megatron)
        report(Diagnostic::coded(DiagnosticCode::NotInFramework, "training.optimizer_state_dtype",
                                 {"optimizer_state_dtype", std::string(toString(t.framework)),
                                  "apex/contrib/optimizers/distributed_fused_adam.py: dtype"}));
}

// Megatron-Core's precision-aware optimizer: Transformer Engine's FusedAdam under the distributed
// optimizer, for Adam only (megatron/core/optimizer/__init__.py: "--use-precision-aware-optimizer
// only supported with distributed optimizer"; optimizer_config.py: "only supported with adam",
// "exp_avg_dtype can only be fp32 when not using precision-aware optimizer"). Apex's
// DistributedFusedAdam (optimizer_state_dtype) is another optimizer.
void checkPrecisionAwareOptimizer(const RunCard& c, const ReportProblem& report) {
    using D = Diagnostic;
    using Code = DiagnosticCode;
    const TrainingSection& t = c.training;
    const std::string framework(toString(t.framework));
    const std::string field = "training.precision_aware_optimizer";
    if (t.optimizer_moments_dtype != StorageDtype::Auto && !t.precision_aware_optimizer)
        report(D::coded(Code::NeedsInFramework, "training.optimizer_moments_dtype",
                        {"precision_aware_optimizer: true", framework,
                         "megatron/core/optimizer/optimizer_config.py: exp_avg_dtype"}));
    if (!t.precision_aware_optimizer)
        return;
    if (t.framework != FrameworkProfile::Megatron) {
        report(D::coded(Code::NotInFramework, field,
                        {"precision_aware_optimizer", framework,
                         "megatron/core/optimizer/optimizer_config.py"}));
        return;
    }
    const Parallelism par = c.hardware.parallelism;
    if (par != Parallelism::Zero1 && par != Parallelism::Single)
        report(D::coded(Code::NeedsInFramework, field,
                        {"hardware.parallelism: zero1 (the distributed optimizer)", framework,
                         "megatron/core/optimizer/__init__.py"}));
    if (t.optimizer != OptimizerKind::AdamW)
        report(D::coded(
            Code::NeedsInFramework, field,
            {"optimizer: adamw", framework, "megatron/core/optimizer/optimizer_config.py"}));
    if (t.optimizer_state_dtype != StorageDtype::Auto)
        report(D::coded(Code::NotTogetherInFramework, field,
                        {"optimizer_state_dtype (Apex DistributedFusedAdam)", framework,
                         "megatron/core/optimizer/__init__.py: Transformer Engine's FusedAdam"}));
}

// Megatron-Core's batch-level expert-parallel overlap, as TransformerConfig.__post_init__ checks
// it (megatron/core/transformer/transformer_config.py): expert parallelism, the alltoall or flex
// dispatcher (both card dispatchers), virtual pipeline stages where the pipeline has stages, and
// no recompute but the attention core (no full granularity, recompute_method or
// recompute_num_layers, no "moe" among the recompute modules).
void checkExpertParallelOverlap(const RunCard& c, const ReportProblem& report) {
    using D = Diagnostic;
    using Code = DiagnosticCode;
    const TrainingSection& t = c.training;
    if (!t.overlap_moe_expert_parallel_comm)
        return;
    const std::string framework(toString(t.framework));
    const std::string field = "training.overlap_moe_expert_parallel_comm";
    const char* source = "megatron/core/transformer/transformer_config.py";
    if (t.framework != FrameworkProfile::Megatron) {
        report(D::coded(Code::NotInFramework, field,
                        {"overlap_moe_expert_parallel_comm", framework,
                         "Megatron-Core's combined_1f1b.py only"}));
        return;
    }
    const HardwareSection& h = c.hardware;
    if (h.expert_parallel <= 1)
        report(D::coded(Code::NeedsInFramework, field,
                        {"hardware.expert_parallel above 1", framework, source}));
    if (h.pipeline_parallel > 1 && h.pipeline_schedule != PipelineSchedule::Interleaved)
        report(D::coded(Code::NeedsInFramework, field,
                        {"hardware.pipeline_schedule: interleaved-1f1b", framework, source}));
    reportRecomputeBeyondSelective(t, report, field, framework, source);
}

// CUDA-graph scopes as Megatron-Core's TransformerConfig.__post_init__ accepts them
// (megatron/core/transformer/transformer_config.py, "Check cuda graph scopes"): a whole-iteration
// graph alone, a whole layer instead of its parts, moe and moe_router not together, moe_preprocess
// only with moe_router and not where the alltoall dispatcher with a capacity factor copies and
// synchronises in preprocessing, the MoE layer whole only with drop-and-pad; full recompute only
// under the whole-iteration graph, and no per-layer graphs with activation offloading.
void checkCudaGraphs(const RunCard& c, const ReportProblem& report) {
    using D = Diagnostic;
    using Code = DiagnosticCode;
    const TrainingSection& t = c.training;
    if (t.cuda_graphs.empty() || t.framework != FrameworkProfile::Megatron)
        return;
    const std::string framework(toString(t.framework));
    const std::string field = "training.cuda_graphs";
    const char* source = "megatron/core/transformer/transformer_config.py";
    auto has = [&t](CudaGraphScope scope) {
        return std::find(t.cuda_graphs.begin(), t.cuda_graphs.end(), scope) != t.cuda_graphs.end();
    };
    const bool whole = has(CudaGraphScope::FullIteration) || has(CudaGraphScope::Layer);
    if (whole && t.cuda_graphs.size() > 1) {
        report(D::coded(Code::NotTogetherInFramework, field,
                        {has(CudaGraphScope::FullIteration) ? "full-iteration and another scope"
                                                            : "layer and a part of the layer",
                         framework, source}));
        return;
    }
    if (has(CudaGraphScope::Moe) && has(CudaGraphScope::MoeRouter))
        report(D::coded(Code::NotTogetherInFramework, field,
                        {"moe and moe-router", framework, source}));
    if (has(CudaGraphScope::MoePreprocess) && !has(CudaGraphScope::MoeRouter))
        report(D::coded(Code::NeedsInFramework, field, {"moe-router", framework, source}));
    if (has(CudaGraphScope::Moe) && t.moe_capacity_factor <= 0)
        report(
            D::coded(Code::NeedsInFramework, field,
                     {"training.moe_capacity_factor above 0 (drop-and-pad)", framework, source}));
    if (has(CudaGraphScope::MoePreprocess) && t.moe_dispatcher == MoeDispatcher::AllToAll &&
        t.moe_capacity_factor > 0)
        report(D::coded(Code::NotTogetherInFramework, field,
                        {"moe-preprocess and the alltoall dispatcher with a capacity factor",
                         framework, source}));
    if (has(CudaGraphScope::FullIteration))
        return;
    reportRecomputeBeyondSelective(t, report, field, framework, source);
    if (t.activation_offloading)
        report(D::coded(Code::NotTogetherInFramework, field,
                        {"activation_offloading", framework, source}));
}

// Megatron-Core computes the loss inside the model: the output layer's logits go to its
// vocabulary-parallel cross-entropy, fused (native or Transformer Engine's) or not
// (megatron/core/models/common/language_module/language_module.py,
// compute_language_model_loss), which `loss: standard` models in every variant. No recipe can
// swap in torchtune's chunked loss, Liger's or Cut Cross-Entropy's fused linear loss, or
// flash-attn's softmax kernel.
void checkLoss(const RunCard& c, const ReportProblem& report) {
    const TrainingSection& t = c.training;
    if (t.framework == FrameworkProfile::Megatron && t.loss != LossMode::Standard)
        report(Diagnostic::coded(DiagnosticCode::NotInFramework, "training.loss",
                                 {std::string(toString(t.loss)), std::string(toString(t.framework)),
                                  "megatron/core/models/common/language_module/language_module.py: "
                                  "compute_language_model_loss"}));
}

// Megatron-Core builds Adam (decoupled weight decay, Apex's or Transformer Engine's FusedAdam),
// SGD with its momentum, Lion and Muon, and raises for any other name
// (megatron/core/optimizer/__init__.py: "optimizer is not supported"); bitsandbytes', torchao's
// and paged optimizers and Adafactor are not among them.
void checkOptimizer(const RunCard& c, const ReportProblem& report) {
    const TrainingSection& t = c.training;
    if (t.framework != FrameworkProfile::Megatron)
        return;
    switch (t.optimizer) {
    case OptimizerKind::AdamW:
    case OptimizerKind::Sgd:
    case OptimizerKind::SgdMomentum:
    case OptimizerKind::Lion:
        return;
    default:
        report(Diagnostic::coded(DiagnosticCode::NotInFramework, "training.optimizer",
                                 {std::string(toString(t.optimizer)),
                                  std::string(toString(t.framework)),
                                  "megatron/core/optimizer/__init__.py: adam, sgd, lion, muon"}));
    }
}

} // namespace runcard::megatron_rules
