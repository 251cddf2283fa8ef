// The run-card rules that involve several fields, with the framework facts some of them check.
#include "planner/framework_layouts.h"
#include "planner/model_state.h"
#include "planner/run_card_rules_megatron.h"
#include "planner/run_card_rules_offers.h"
#include "planner/run_card_schema.h"

#include <algorithm>
#include <string_view>

namespace runcard {

namespace {

using framework_offers::reportNotOffered;

// The activation-checkpointing policies a framework offers, with the file that defines them.
struct CheckpointingOffer {
    FrameworkProfile framework;
    std::vector<ActivationCheckpointing> policies;
    std::string_view source;
};

const std::vector<CheckpointingOffer>& checkpointingOffers() {
    using A = ActivationCheckpointing;
    static const std::vector<CheckpointingOffer> offers = {
        {FrameworkProfile::HfTransformers,
         {A::None, A::Full},
         "transformers PreTrainedModel.gradient_checkpointing_enable: every decoder layer"},
        {FrameworkProfile::LitGpt,
         {A::None, A::Full},
         "litgpt FSDPStrategy activation_checkpointing_policy={Block}"},
        {FrameworkProfile::TorchTune,
         {A::None, A::Full, A::EveryK},
         "torchtune/training/activations.py: apply_selective_activation_checkpointing"},
        {FrameworkProfile::Megatron,
         {A::None, A::Selective, A::Full, A::Partial},
         "megatron/core/transformer/transformer_config.py: recompute_granularity, "
         "recompute_method"},
        {FrameworkProfile::RuncardPilot, {A::None, A::Full}, "core/pilot/decoder.cpp"},
        {FrameworkProfile::TorchTitan,
         {A::None, A::Full, A::OpLevel, A::EveryK},
         "torchtitan/parallelisms/parallelize_llama.py: _apply_ac_to_transformer_block"},
        {FrameworkProfile::KempnerForge,
         {A::None, A::Full},
         "kempnerforge/distributed/parallel.py: apply_activation_checkpointing ('selective' there "
         "checkpoints whole attention modules)"},
        {FrameworkProfile::LlmFoundry,
         {A::None, A::Full},
         "llmfoundry/models/mpt/modeling_mpt.py: activation_checkpointing_fn (every MPTBlock)"},
        {FrameworkProfile::Unsloth,
         {A::None, A::Full},
         "unsloth/models/llama.py: use_gradient_checkpointing True or \"unsloth\" (every "
         "decoder layer)"},
    };
    return offers;
}

const CheckpointingOffer& checkpointingOffer(FrameworkProfile framework) {
    for (const CheckpointingOffer& offer : checkpointingOffers())
        if (offer.framework == framework)
            return offer;
    return checkpointingOffers().front();
}

// Activation offloading as each framework offers it: torchtune offloads only with checkpointing
// (its recipes raise "enable_activation_offloading should only be True when
// enable_activation_checkpointing is True"); Megatron refuses cpu_offloading with any recompute;
// torchtitan, litgpt and the pilot have none.
void checkOffloading(const RunCard& c, const ReportProblem& report) {
    const TrainingSection& t = c.training;
    if (!t.activation_offloading)
        return;
    using A = ActivationCheckpointing;
    using D = Diagnostic;
    using Code = DiagnosticCode;
    const std::string framework(toString(t.framework));
    const std::string field = "training.activation_offloading";
    switch (t.framework) {
    case FrameworkProfile::Unsloth:
        // use_gradient_checkpointing="unsloth" offloads the checkpointed layers' inputs.
        if (t.activation_checkpointing != A::Full)
            report(D::coded(Code::NeedsInFramework, field,
                            {"activation_checkpointing: full", framework,
                             "unsloth_zoo/gradient_checkpointing.py: "
                             "Unsloth_Offloaded_Gradient_Checkpointer"}));
        break;
    case FrameworkProfile::TorchTune:
        if (t.activation_checkpointing != A::Full && t.activation_checkpointing != A::EveryK)
            report(D::coded(Code::NeedsInFramework, field,
                            {"activation_checkpointing: full or every-k", framework,
                             "recipes/lora_finetune_single_device.py"}));
        break;
    case FrameworkProfile::Megatron:
        if (t.activation_checkpointing != A::None)
            report(D::coded(
                Code::NotTogetherInFramework, field,
                {"activation_checkpointing: " + std::string(toString(t.activation_checkpointing)),
                 framework, "megatron/core/transformer/transformer_config.py: cpu_offloading"}));
        break;
    case FrameworkProfile::TorchTitan:
    case FrameworkProfile::LitGpt:
    case FrameworkProfile::RuncardPilot:
    case FrameworkProfile::KempnerForge:
        report(D::coded(Code::NotInFramework, field,
                        {"activation_offloading", framework,
                         t.framework == FrameworkProfile::TorchTitan
                             ? "torchtitan/parallelisms/parallelize_llama.py"
                         : t.framework == FrameworkProfile::LitGpt ? "litgpt/finetune"
                         : t.framework == FrameworkProfile::KempnerForge
                             ? "kempnerforge/distributed"
                             : "core/pilot/pilot_config.cpp"}));
        break;
    case FrameworkProfile::HfTransformers:
    case FrameworkProfile::LlmFoundry:
        // torch.autograd.graph.save_on_cpu / offload_wrapper around the layers; Composer's
        // fsdp_config activation_cpu_offload wraps the blocks in offload_wrapper.
        break;
    }
}

// Weights held in FP8 are Transformer Engine's fp8_model_init, which Megatron and NeMo expose as
// fp8_params / fp8_param_gather (transformer_engine/pytorch/fp8.py): a frozen LoRA base, or the
// trained weights with their fp32 master in the distributed optimizer; the FP8 store of the MLP
// activation's input is Megatron-Core's activation_func_fp8_input_store (transformer_config.py).
void checkFp8Storage(const RunCard& c, const ReportProblem& report) {
    const TrainingSection& t = c.training;
    using D = Diagnostic;
    using Code = DiagnosticCode;
    const std::string framework(toString(t.framework));
    const bool megatron = t.framework == FrameworkProfile::Megatron;
    if (t.weights_dtype == WeightsDtype::Fp8) {
        if (!megatron)
            report(
                D::coded(Code::NotInFramework, "training.weights_dtype",
                         {"fp8", framework, "transformer_engine/pytorch/fp8.py: fp8_model_init"}));
        else if ((t.method != TrainingMethod::Lora && t.method != TrainingMethod::Full) ||
                 !isLowPrecision(t.precision) || t.precision == Precision::Nvfp4)
            report(D::coded(Code::Fp8StorageNeedsFp8Matmuls, "training.weights_dtype"));
    }
    if (t.fp8_activation_store && !megatron && isLowPrecision(t.precision))
        report(D::coded(Code::NotInFramework, "training.fp8_activation_store",
                        {"fp8_activation_store", framework,
                         "megatron/core/transformer/transformer_config.py: "
                         "activation_func_fp8_input_store"}));
}

// Logits returned in fp32 are Hugging Face transformers' LlamaForCausalLM (and its kin) up to
// 4.45; the other frameworks' heads have their own path (docs/memory-model.md, "Loss and head").
void checkReturnedLogits(const RunCard& c, const ReportProblem& report) {
    const TrainingSection& t = c.training;
    if (t.model_returns_fp32_logits && t.loss == LossMode::Standard &&
        t.framework != FrameworkProfile::HfTransformers)
        report(Diagnostic::coded(DiagnosticCode::NotInFramework,
                                 "training.model_returns_fp32_logits",
                                 {"model_returns_fp32_logits", std::string(toString(t.framework)),
                                  "transformers/models/llama/modeling_llama.py (4.45): "
                                  "lm_head(...).float()"}));
}

// Reducing every micro-batch is accelerate's sync_each_batch; the other frameworks choose for
// themselves (DeepSpeed ZeRO-2 and 3 always reduce, the rest skip the sync while accumulating).
void checkReduceEveryMicroBatch(const RunCard& c, const ReportProblem& report) {
    const TrainingSection& t = c.training;
    if (t.reduce_every_micro_batch && t.framework != FrameworkProfile::HfTransformers)
        report(Diagnostic::coded(DiagnosticCode::NotInFramework,
                                 "training.reduce_every_micro_batch",
                                 {"reduce_every_micro_batch", std::string(toString(t.framework)),
                                  "accelerate/utils/dataclasses.py: "
                                  "GradientAccumulationPlugin.sync_each_batch"}));
}

// Only torchtitan's compile includes the loss; elsewhere there is nothing to turn off.
void checkCompiledLoss(const RunCard& c, const ReportProblem& report) {
    const TrainingSection& t = c.training;
    if (!t.compile_loss && t.framework != FrameworkProfile::TorchTitan)
        report(Diagnostic::coded(
            DiagnosticCode::NotInFramework, "training.compile_loss",
            {"compile_loss: false", std::string(toString(t.framework)),
             "torchtitan/components/loss.py: build_cross_entropy_loss (torch.compile)"}));
}

// Unpacked batching as a framework offers it; a framework missing here offers every policy.
// torchtune pads to the batch's longest only (torchtune/data/_collate.py: padded_collate_sft; no
// padding to max_seq_len, torchtune issue #1416, nor a length-grouped sampler); litgpt likewise
// (litgpt/data/base.py: get_sft_collate_fn); the pilot pads to the longest or to sequence_length
// and reads in file order (core/pilot/text_data.cpp).
void checkPadding(const RunCard& c, const ReportProblem& report) {
    const TrainingSection& t = c.training;
    if (t.packed)
        return;
    const char* source = nullptr;
    switch (t.framework) {
    case FrameworkProfile::TorchTune:
        if (t.padding != Padding::Longest)
            source = "torchtune/data/_collate.py: padded_collate_sft";
        break;
    case FrameworkProfile::LitGpt:
        if (t.padding != Padding::Longest)
            source = "litgpt/data/base.py: get_sft_collate_fn";
        break;
    case FrameworkProfile::RuncardPilot:
        if (t.padding == Padding::Grouped)
            source = "core/pilot/text_data.cpp";
        break;
    default:
        break;
    }
    reportNotOffered(report, "training.padding", toString(t.padding), t.framework, source);
}

// Packed documents kept apart as a framework offers it: litgpt's packed rows attend as one
// sequence (litgpt/model.py: CausalSelfAttention.scaled_dot_product_attention, is_causal over the
// row), the pilot's likewise (core/pilot/decoder.cpp); llm-foundry keeps sequence ids with torch or
// flash attention only (llmfoundry/models/mpt/configuration_mpt.py: attn_uses_sequence_id).
void checkPackedAttention(const RunCard& c, const ReportProblem& report) {
    using D = Diagnostic;
    using Code = DiagnosticCode;
    const TrainingSection& t = c.training;
    if (!t.packed || t.packed_attention != PackedAttention::Document)
        return;
    const char* field = "training.packed_attention";
    const std::string framework(toString(t.framework));
    switch (t.framework) {
    case FrameworkProfile::LitGpt:
        reportNotOffered(report, field, "document", t.framework,
                         "litgpt/model.py: CausalSelfAttention.scaled_dot_product_attention");
        break;
    case FrameworkProfile::RuncardPilot:
        reportNotOffered(report, field, "document", t.framework, "core/pilot/decoder.cpp");
        break;
    case FrameworkProfile::LlmFoundry:
        if (t.attention == AttentionKernel::FlashTriton)
            report(D::coded(Code::NotTogetherInFramework, field,
                            {"attention: flash-triton", framework,
                             "llmfoundry/models/mpt/configuration_mpt.py: attn_uses_sequence_id"}));
        break;
    default:
        break;
    }
    if (c.data.mean_tokens <= 0 && (c.data.path.empty() || !c.data.tokenizer.empty()))
        report(D::coded(Code::DocumentsNeedLength, field));
}

// DeepEP's dispatch as a framework offers it: Megatron-Core's flex dispatcher
// (megatron/core/transformer/moe/token_dispatcher.py: MoEFlexTokenDispatcher, deepep or hybridep)
// and torchtitan's deepep and hybridep backends (torchtitan/models/common/config_utils.py,
// make_token_dispatcher_config: comm_backend); the others exchange tokens
// with torch.distributed's all-to-all, or do not split the experts.
void checkMoeDispatcher(const RunCard& c, const ReportProblem& report) {
    const TrainingSection& t = c.training;
    if (t.moe_dispatcher != MoeDispatcher::DeepEp || t.framework == FrameworkProfile::Megatron ||
        t.framework == FrameworkProfile::TorchTitan)
        return;
    reportNotOffered(report, "training.moe_dispatcher", toString(t.moe_dispatcher), t.framework,
                     "DeepEP's dispatch in Megatron-Core's flex dispatcher and torchtitan's "
                     "deepep backend only");
}

// How a framework can run its experts: litgpt's LLaMAMoE and the pilot's decoder only loop;
// llm-foundry's MoE layers are MegaBlocks' (dMoE's grouped GEMMs, or moe's padded batched
// matmul), never a loop. The others offer both (transformers experts_implementation,
// Megatron-Core --moe-grouped-gemm, torchtitan and KempnerForge use_grouped_mm, torchtune
// use_grouped_mm).
void checkMoeExperts(const RunCard& c, const ReportProblem& report) {
    const TrainingSection& t = c.training;
    const char* source = nullptr;
    if (t.moe_experts == MoeExperts::Grouped && t.framework == FrameworkProfile::LitGpt)
        source = "litgpt/model.py: LLaMAMoE loops over its experts";
    else if (t.moe_experts == MoeExperts::Grouped && t.framework == FrameworkProfile::RuncardPilot)
        source = "core/pilot/decoder.cpp: the MoE decoder loops over its experts";
    else if (t.moe_experts == MoeExperts::Loop && t.framework == FrameworkProfile::LlmFoundry)
        source = "llmfoundry/models/layers/ffn.py: MegaBlocks moe and dmoe only";
    reportNotOffered(report, "training.moe_experts", toString(t.moe_experts), t.framework, source);
}

// Dense expert compute is the transformers Llama 4 block's (and Axolotl's linearized copy of
// it): the other frameworks, the pilot's decoder among them, route their tokens, and the block
// keeps every expert of the layer on each GPU, so it has no expert parallelism.
void checkMoeCompute(const RunCard& c, const ReportProblem& report) {
    const TrainingSection& t = c.training;
    if (t.moe_compute != MoeCompute::Dense)
        return;
    if (t.framework != FrameworkProfile::HfTransformers) {
        reportNotOffered(report, "training.moe_compute", toString(t.moe_compute), t.framework,
                         "transformers' Llama4TextMoe and Axolotl's linearized Llama 4 experts "
                         "only");
        return;
    }
    if (c.hardware.expert_parallel > 1)
        report(Diagnostic::coded(DiagnosticCode::NotTogetherInFramework, "training.moe_compute",
                                 {"hardware.expert_parallel above 1",
                                  std::string(toString(t.framework)),
                                  "transformers models/llama4/modeling_llama4.py: Llama4TextMoe "
                                  "runs every expert of the layer on every token"}));
}

// Tiled MLPs come as patches of transformers' MLP modules (DeepSpeed's TiledMLP through
// ArcticTraining and Axolotl, Liger's LigerTiledSwiGLUMLP) and in Unsloth (unsloth_zoo
// tiled_mlp.py); the other frameworks' blocks have none.
void checkTiledMlp(const RunCard& c, const ReportProblem& report) {
    const TrainingSection& t = c.training;
    if (t.tiled_mlp && t.framework != FrameworkProfile::HfTransformers &&
        t.framework != FrameworkProfile::Unsloth)
        reportNotOffered(report, "training.tiled_mlp", "tiled_mlp", t.framework,
                         "DeepSpeed's TiledMLP and Liger's tiled MLPs patch transformers' MLP "
                         "modules; Unsloth has its own");
}

// Which FSDP a framework shards with: accelerate offers both (transformers' Trainer); torchtune,
// torchtitan and KempnerForge call fully_shard only; litgpt's Fabric FSDPStrategy and Composer
// (the llm-foundry profile) wrap FullyShardedDataParallel; Megatron shards with Megatron-FSDP and
// the pilot with its own sharding, neither through torch's FSDP.
void checkFsdpVersion(const RunCard& c, const ReportProblem& report) {
    const TrainingSection& t = c.training;
    if (t.fsdp_version == FsdpVersion::Framework)
        return;
    const bool one = t.fsdp_version == FsdpVersion::One;
    const char* source = nullptr;
    switch (t.framework) {
    case FrameworkProfile::TorchTune:
    case FrameworkProfile::TorchTitan:
    case FrameworkProfile::KempnerForge:
        if (one)
            source = "fully_shard (FSDP2) only: torchtune training/_distributed.py shard_model, "
                     "torchtitan apply_fsdp, kempnerforge distributed/parallel.py apply_fsdp2";
        break;
    case FrameworkProfile::LitGpt:
        if (!one)
            source = "lightning/fabric/strategies/fsdp.py: FSDPStrategy wraps "
                     "FullyShardedDataParallel (FSDP1)";
        break;
    case FrameworkProfile::LlmFoundry:
        if (!one)
            source = "composer/trainer/dist_strategy.py: FullyShardedDataParallel (FSDP1)";
        break;
    case FrameworkProfile::Megatron:
        source = "Megatron-FSDP (megatron/core/distributed/fsdp), not torch's FSDP";
        break;
    case FrameworkProfile::RuncardPilot:
        source = "core/pilot shards with its own c10d collectives, not torch's FSDP";
        break;
    case FrameworkProfile::HfTransformers:
    case FrameworkProfile::Unsloth:
        break;
    }
    reportNotOffered(report, "training.fsdp_version", toString(t.fsdp_version), t.framework,
                     source);
}

// Only bitsandbytes' MatMul4Bit ever kept its input; torchtune's torchao NF4 linear saves the
// quantized weight alone (torchao/dtypes/nf4tensor.py, LinearNF4).
void checkQloraKeepsInputs(const RunCard& c, const ReportProblem& report) {
    const TrainingSection& t = c.training;
    if (!t.qlora.keeps_inputs || t.method != TrainingMethod::QLora ||
        t.framework != FrameworkProfile::TorchTune)
        return;
    reportNotOffered(report, "training.qlora.keeps_inputs", "true", t.framework,
                     "bitsandbytes' MatMul4Bit before 0.43.2 only; torchtune quantizes with "
                     "torchao's NF4Tensor");
}

// Distributed layouts as the framework runs them (framework_layouts.h); litgpt refuses its
// bitsandbytes quantization on more than one device ("Quantization is currently not supported for
// multi-GPU training", litgpt/finetune/lora.py).
void checkFrameworkLayout(const RunCard& c, const ReportProblem& report) {
    const FrameworkProfile framework = c.training.framework;
    const std::string source(frameworkLayoutsSource(framework));
    if (!frameworkRunsLayout(framework, c.hardware.parallelism))
        reportNotOffered(report, "hardware.parallelism", toString(c.hardware.parallelism),
                         framework, source.c_str());
    if (c.hardware.tensor_parallel > 1 && !frameworkRunsTensorParallel(framework))
        reportNotOffered(report, "hardware.tensor_parallel", "tensor parallelism", framework,
                         source.c_str());
    if (c.hardware.pipeline_parallel > 1 && !frameworkRunsPipelineParallel(framework))
        reportNotOffered(report, "hardware.pipeline_parallel", "pipeline parallelism", framework,
                         source.c_str());
    if (c.hardware.context_parallel > 1) {
        const ContextParallelComm comm = c.hardware.context_parallel_comm;
        const bool ring = comm == ContextParallelComm::Ring;
        const ContextOffer offered = frameworkContextParallel(framework, comm);
        const Parallelism layout = c.hardware.parallelism;
        if (offered == ContextOffer::No)
            reportNotOffered(report,
                             ring ? "hardware.context_parallel" : "hardware.context_parallel_comm",
                             ring ? "context parallelism" : "an all-to-all context exchange",
                             framework, source.c_str());
        else if (offered == ContextOffer::UnderFsdp && !isFsdp(layout))
            reportNotOffered(report, "hardware.context_parallel",
                             "ring context parallelism without FSDP", framework,
                             "accelerate/accelerator.py: cp_size > 1 needs an fsdp_plugin");
        else if (offered == ContextOffer::UnderZero && !isZero(layout))
            reportNotOffered(report, "hardware.context_parallel",
                             "all-to-all context parallelism without DeepSpeed ZeRO", framework,
                             "accelerate/accelerator.py: sp_size > 1 is prepared by DeepSpeed "
                             "(sp_backend \"deepspeed\")");
    }
    if (framework == FrameworkProfile::LitGpt && c.training.method == TrainingMethod::QLora &&
        c.hardware.gpuCount() > 1)
        reportNotOffered(report, "training.method", "qlora on more than one GPU", framework,
                         "litgpt/finetune/lora.py: quantization needs devices=1");
}

// Tokens one GPU holds in one forward pass, and the longest sequence eager attention may score.
// With the other bounds of the table this keeps every byte count of the memory model (plan.cpp)
// below 2^62: the eager attention scores, the largest term, are heads × sequence_length × tokens
// × layers × 6 B ≤ 2^9 · 2^20 · 2^20 · 2^9 · 6. A longer sequence (up to the field's 2^24) is
// split over context-parallel ranks and attended by kernels that keep no scores.
constexpr double kMaxTokensPerMicroBatch = 1048576;

std::vector<FieldRule> buildRules() {
    std::vector<FieldRule> rules;
    auto add = [&rules](std::string_view description,
                        std::function<void(const RunCard&, const ReportProblem&)> check) {
        rules.push_back({description, std::move(check)});
    };
    using D = Diagnostic;
    using Code = DiagnosticCode;
    add("`model`: at most one of `preset`, `hf_config`, `local_dir`",
        [](const RunCard& c, const ReportProblem& report) {
            const ModelSection& m = c.model;
            if (!m.preset.empty() + !m.hf_config.empty() + !m.local_dir.empty() > 1)
                report(D::coded(Code::OnlyOneOf, "model",
                                {"model.preset, model.hf_config, model.local_dir"}));
        });
    add("`model`: without a preset, config or folder, the architecture gives layers, "
        "hidden_size, intermediate_size, attention_heads and vocab_size",
        [](const RunCard& c, const ReportProblem& report) {
            const ModelSection& m = c.model;
            const auto& a = m.architecture;
            if (m.preset.empty() && m.hf_config.empty() && m.local_dir.empty() &&
                !(a.layers && a.hidden_size && a.intermediate_size && a.attention_heads &&
                  a.vocab_size))
                report(D::coded(Code::ModelSourceMissing, "model"));
        });
    add("`kv_heads` divides `attention_heads`", [](const RunCard& c, const ReportProblem& report) {
        const auto& a = c.model.architecture;
        if (a.attention_heads && a.kv_heads && *a.attention_heads > 0 && *a.kv_heads > 0 &&
            *a.attention_heads % *a.kv_heads != 0)
            report(D::coded(Code::MustDivide, "model.architecture.kv_heads",
                            {"attention_heads", DiagnosticArg::of(*a.attention_heads)}));
    });
    add("`attention_heads` divides `hidden_size` unless `head_dim` is given",
        [](const RunCard& c, const ReportProblem& report) {
            const auto& a = c.model.architecture;
            if (a.hidden_size && a.attention_heads && !a.head_dim && *a.attention_heads > 0 &&
                *a.hidden_size % *a.attention_heads != 0)
                report(D::coded(Code::HeadsMustDivideHidden, "model.architecture.attention_heads"));
        });
    add("QLoRA computes in 16 bit: not with `fp32` or `tf32`",
        [](const RunCard& c, const ReportProblem& report) {
            const TrainingSection& t = c.training;
            if (t.method == TrainingMethod::QLora &&
                (t.precision == Precision::Fp32 || t.precision == Precision::Tf32))
                report(D::coded(Code::QloraPrecision, "training.precision"));
        });
    add("`sequence_length` × `micro_batch` ÷ `context_parallel` ≤ 1,048,576 tokens per GPU and "
        "pass; with `attention: eager` `sequence_length` ≤ 1,048,576",
        [](const RunCard& c, const ReportProblem& report) {
            const double tokens = double(c.training.sequence_length) * c.training.micro_batch /
                                  std::max(1, c.hardware.context_parallel);
            if (tokens > kMaxTokensPerMicroBatch)
                report(D::coded(
                    Code::TokensPerMicroBatch, "training.micro_batch",
                    {DiagnosticArg::of(tokens), DiagnosticArg::of(kMaxTokensPerMicroBatch)}));
            if (c.training.attention == AttentionKernel::Eager &&
                c.training.sequence_length > kMaxTokensPerMicroBatch)
                report(D::coded(Code::EagerSequenceBound, "training.sequence_length",
                                {DiagnosticArg::of(kMaxTokensPerMicroBatch)}));
        });
    add("`optimizer_in_backward` not with `gradient_accumulation` > 1",
        [](const RunCard& c, const ReportProblem& report) {
            if (c.training.optimizer_in_backward && c.training.gradient_accumulation > 1)
                report(D::coded(Code::NotWithAccumulation, "training.optimizer_in_backward"));
        });
    // litgpt's fine-tuning scripts raise on train.max_norm; the pilot's step has no clipping.
    add("`gradient_clipping: on` only where the `framework` clips",
        [](const RunCard& c, const ReportProblem& report) {
            const TrainingSection& t = c.training;
            if (t.gradient_clipping != GradientClipping::On)
                return;
            const char* source = t.framework == FrameworkProfile::LitGpt
                                     ? "litgpt finetune/full.py and lora.py refuse train.max_norm"
                                 : t.framework == FrameworkProfile::RuncardPilot
                                     ? "core/pilot/trainer.cpp steps without clipping"
                                     : nullptr;
            if (source)
                report(D::coded(Code::NotInFramework, "training.gradient_clipping",
                                {"on", std::string(toString(t.framework)), source}));
        });
    // bitsandbytes' paged optimizers are CUDA kernels over unified memory; DeepSpeed's
    // offload_optimizer steps DeepSpeedCPUAdam and FSDP's CPUOffload steps the host shards.
    add("a paged optimizer not with `cpu_offload`",
        [](const RunCard& c, const ReportProblem& report) {
            if (c.hardware.cpu_offload && isPagedOptimizer(c.training.optimizer))
                report(D::coded(Code::PagedOptimizerOffload, "training.optimizer"));
        });
    add("`activation_checkpointing` is a policy the `framework` offers",
        [](const RunCard& c, const ReportProblem& report) {
            const TrainingSection& t = c.training;
            const CheckpointingOffer& offer = checkpointingOffer(t.framework);
            if (std::find(offer.policies.begin(), offer.policies.end(),
                          t.activation_checkpointing) == offer.policies.end())
                report(D::coded(Code::NotInFramework, "training.activation_checkpointing",
                                {std::string(toString(t.activation_checkpointing)),
                                 std::string(toString(t.framework)), offer.source}));
        });
    add("`activation_offloading` as the `framework` offers it: torchtune only with full or "
        "every-k checkpointing, Unsloth only with full checkpointing, Megatron only without "
        "recompute, not in torchtitan, litgpt or the pilot",
        checkOffloading);
    add("`padding` as the `framework` offers it on unpacked data: torchtune and litgpt pad to "
        "the longest in the batch, the pilot not to length-grouped batches",
        checkPadding);
    add("`packed_attention: document` as the `framework` offers it (not in litgpt or the pilot, "
        "in llm-foundry with torch or flash attention), with the mean document length "
        "(`data.mean_tokens`, or a byte-level `data.path` to measure it)",
        checkPackedAttention);
    add("`moe_dispatcher: deepep` in `megatron` and `torchtitan` only", checkMoeDispatcher);
    add("`tiled_mlp` in `hf-transformers` (DeepSpeed's TiledMLP, Liger) and `unsloth` only",
        checkTiledMlp);
    add("`moe_experts` as the `framework` offers it: `grouped` not in litgpt or the pilot, `loop` "
        "not in llm-foundry",
        checkMoeExperts);
    add("`moe_compute: dense` in `hf-transformers` only, without expert parallelism",
        checkMoeCompute);
    add("`fsdp_version` as the `framework` shards: `1` or `2` in transformers, `2` in torchtune, "
        "torchtitan and KempnerForge, `1` in litgpt and llm-foundry, neither in megatron or the "
        "pilot",
        checkFsdpVersion);
    add("`overlap_moe_expert_parallel_comm` in `megatron` only, with expert parallelism, virtual "
        "pipeline stages and no recompute but `selective`",
        megatron_rules::checkExpertParallelOverlap);
    add("`cuda_graphs` as Megatron-Core accepts the scopes: `full-iteration` or `layer` alone, "
        "`moe` with a capacity factor and not with `moe-router`, `moe-preprocess` only with "
        "`moe-router`, per-layer graphs without full recompute or activation offloading",
        megatron_rules::checkCudaGraphs);
    add("`qlora.keeps_inputs` with bitsandbytes only (not torchtune's torchao NF4)",
        checkQloraKeepsInputs);
    add("FP8 storage as Megatron offers it: `weights_dtype: fp8` for the frozen base of a LoRA run "
        "or the trained weights of full training in an FP8 precision, `fp8_activation_store` in "
        "Megatron only",
        checkFp8Storage);
    add("`kernels` as the `framework` offers them: none but its own in megatron, litgpt, "
        "llm-foundry, unsloth and the pilot, no Liger in torchtitan",
        framework_offers::checkLayerKernels);
    add("`attention: flash-triton` in `llm-foundry` and `hf-transformers` (MPT) only",
        framework_offers::checkAttentionKernel);
    add("`unsloth` trains LoRA and QLoRA with flash attention and its own cross-entropy or Cut "
        "Cross-Entropy",
        framework_offers::checkUnsloth);
    add("`parallelism`, `tensor_parallel`, `pipeline_parallel` and `context_parallel` as the "
        "`framework` runs them: DeepSpeed ZeRO only in hf-transformers, megatron and the pilot; "
        "litgpt shards with FSDP (full shard) on several GPUs, without tensor parallelism or "
        "QLoRA; unsloth runs one GPU or DDP; no tensor parallelism in the pilot; pipeline stages "
        "in megatron, torchtitan and "
        "kempnerforge; context parallelism as a ring in megatron, torchtitan, torchtune and, "
        "under FSDP, hf-transformers, as an all-to-all in megatron and, under DeepSpeed ZeRO, "
        "hf-transformers",
        checkFrameworkLayout);
    add("`model_returns_fp32_logits` in `hf-transformers` only", checkReturnedLogits);
    add("`reduce_every_micro_batch` in `hf-transformers` only (accelerate's sync_each_batch)",
        checkReduceEveryMicroBatch);
    add("`compile_loss: false` in `torchtitan` only", checkCompiledLoss);
    add("`loss: standard` in `megatron`, whose model computes its vocabulary-parallel "
        "cross-entropy itself",
        megatron_rules::checkLoss);
    add("`optimizer` in `megatron`: adamw, sgd, sgd-momentum or lion (Megatron-Core builds no "
        "other)",
        megatron_rules::checkOptimizer);
    add("adapters as the `framework` offers them: none in kempnerforge, no QLoRA, DoRA or dropout "
        "in torchtitan, no DoRA in litgpt",
        framework_offers::checkAdapters);
    add("`lora.modules_to_save` where LoRA is built through PEFT (not in litgpt, torchtitan, "
        "torchtune, megatron or the pilot, which freeze every weight but the adapters')",
        framework_offers::checkSavedModules);
    add("`grad_reduce_in_fp32: false` and `tp_comm_overlap: false` in `megatron` only (FSDP says "
        "`fsdp_reduce_dtype`), `overlap_grad_reduce: false` in `megatron` and DeepSpeed ZeRO",
        megatron_rules::checkGradientReduction);
    add("`optimizer_state_dtype` in `megatron` only (torch.optim keeps the parameters' dtype)",
        megatron_rules::checkOptimizerStateDtype);
    add("`precision_aware_optimizer` in `megatron` only, with the distributed optimizer (`zero1` "
        "or one GPU), AdamW and no `optimizer_state_dtype`; `optimizer_moments_dtype` needs it",
        megatron_rules::checkPrecisionAwareOptimizer);
    add("`partial` recomputes at most the model's blocks (`recompute_layers` ≤ layers)",
        [](const RunCard& c, const ReportProblem& report) {
            const auto& layers = c.model.architecture.layers;
            if (c.training.activation_checkpointing == ActivationCheckpointing::Partial && layers &&
                c.training.recompute_layers > *layers)
                report(D::coded(Code::AtMostField, "training.recompute_layers",
                                {DiagnosticArg::of(*layers), "model.architecture.layers"}));
        });
    add("`data.mean_tokens` ≤ `sequence_length`", [](const RunCard& c,
                                                     const ReportProblem& report) {
        const bool perDocument =
            c.training.packed && c.training.packed_attention == PackedAttention::Document;
        if ((!c.training.packed || perDocument) && c.data.mean_tokens > c.training.sequence_length)
            report(D::coded(
                Code::AtMostField, "data.mean_tokens",
                {DiagnosticArg::of(c.training.sequence_length), "training.sequence_length"}));
    });
    add("`epochs` needs `data.tokens`", [](const RunCard& c, const ReportProblem& report) {
        if (c.training.budget.kind == BudgetKind::Epochs && c.data.tokens <= 0)
            report(D::coded(Code::EpochsNeedDataTokens, "training.epochs"));
    });
    // Context-parallel ranks hold the same weights and reduce their gradients (Megatron's
    // data-parallel group with context parallelism, torchtitan's dp_shard_cp mesh): a data-parallel
    // strategy over them, not `single`.
    add("`parallelism: single` only with one data-parallel replica and no context parallelism "
        "(one GPU, or tensor × pipeline parallel = the GPU count)",
        [](const RunCard& c, const ReportProblem& report) {
            const HardwareSection& h = c.hardware;
            if (h.parallelism == Parallelism::Single &&
                h.gpuCount() > h.tensor_parallel * h.pipeline_parallel)
                report(D::coded(Code::SingleGpuLayout, "hardware.parallelism",
                                {DiagnosticArg::of(h.gpuCount())}));
        });
    add("`fsdp-hybrid` needs at least 2 nodes", [](const RunCard& c, const ReportProblem& report) {
        if (c.hardware.parallelism == Parallelism::FsdpHybrid && c.hardware.nodes < 2)
            report(D::coded(Code::HybridNeedsNodes, "hardware.parallelism"));
    });
    add("`tensor_parallel` × `pipeline_parallel` × `context_parallel` divides the GPU count",
        [](const RunCard& c, const ReportProblem& report) {
            const HardwareSection& h = c.hardware;
            if (h.gpuCount() % h.modelParallelSize() != 0)
                report(D::coded(
                    Code::ModelParallelDividesGpus,
                    h.tensor_parallel > 1     ? "hardware.tensor_parallel"
                    : h.pipeline_parallel > 1 ? "hardware.pipeline_parallel"
                                              : "hardware.context_parallel",
                    {DiagnosticArg::of(h.modelParallelSize()), DiagnosticArg::of(h.gpuCount())}));
        });
    // Megatron-Core takes the expert-parallel ranks from the data-parallel (× context) group
    // (megatron/core/parallel_state.py, initialize_model_parallel: expert_model_parallel_size).
    add("`expert_parallel` divides the data-parallel × context-parallel group",
        [](const RunCard& c, const ReportProblem& report) {
            const HardwareSection& h = c.hardware;
            if (h.gpuCount() % h.modelParallelSize() != 0)
                return; // reported by the rule above
            const int group = h.gpuCount() / (h.tensor_parallel * h.pipeline_parallel);
            if (group % h.expert_parallel != 0)
                report(D::coded(Code::ExpertParallelGroup, "hardware.expert_parallel",
                                {DiagnosticArg::of(h.expert_parallel), DiagnosticArg::of(group)}));
        });
    // Transformer Engine's and Megatron-Core's ring split a sequence into 2·cp chunks so that
    // causal work balances (megatron/core/utils.py get_batch_on_this_cp_rank); an all-to-all
    // exchange into cp equal shards (DeepSpeed ulysses_sp.py: "seqlen ... isn't divisible by
    // sp-size").
    add("`sequence_length` is a multiple of 2 × `context_parallel` (ring) or of "
        "`context_parallel` (all-to-all)",
        [](const RunCard& c, const ReportProblem& report) {
            const int cp = c.hardware.context_parallel;
            if (cp <= 1)
                return;
            if (c.hardware.context_parallel_comm == ContextParallelComm::AllToAll) {
                if (c.training.sequence_length % cp != 0)
                    report(D::coded(Code::ContextParallelShards, "hardware.context_parallel",
                                    {DiagnosticArg::of(cp)}));
            } else if (c.training.sequence_length % (2 * cp) != 0) {
                report(D::coded(Code::ContextParallelSequence, "hardware.context_parallel",
                                {DiagnosticArg::of(cp), DiagnosticArg::of(2 * cp)}));
            }
        });
    add("`virtual_stages` > 1 only with the interleaved schedule",
        [](const RunCard& c, const ReportProblem& report) {
            const HardwareSection& h = c.hardware;
            if (h.virtual_stages > 1 &&
                (h.pipeline_schedule != PipelineSchedule::Interleaved || h.pipeline_parallel < 2))
                report(D::coded(Code::VirtualStagesNeedInterleaved, "hardware.virtual_stages"));
        });
    // Megatron's interleaved schedule: "number of microbatches is not divisible by pipeline-
    // parallel size when using interleaved schedule" (megatron/core/pipeline_parallel/
    // schedules.py, forward_backward_pipelining_with_interleaving).
    add("the interleaved schedule needs `pipeline_parallel` > 1, `virtual_stages` > 1 and a "
        "multiple of `pipeline_parallel` micro-batches",
        [](const RunCard& c, const ReportProblem& report) {
            const HardwareSection& h = c.hardware;
            if (h.pipeline_schedule != PipelineSchedule::Interleaved)
                return;
            if (h.pipeline_parallel < 2 || h.virtual_stages < 2)
                report(D::coded(Code::InterleavedNeedsStages, "hardware.pipeline_schedule"));
            else if (c.training.gradient_accumulation % h.pipeline_parallel != 0)
                report(D::coded(Code::InterleavedMicroBatches, "training.gradient_accumulation",
                                {DiagnosticArg::of(h.pipeline_parallel)}));
        });
    return rules;
}

} // namespace

const std::vector<FieldRule>& runCardRules() {
    static const std::vector<FieldRule> rules = buildRules();
    return rules;
}

} // namespace runcard
