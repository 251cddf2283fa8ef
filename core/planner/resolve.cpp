// resolve(): a run card turned into a Scenario, with every string looked up once (model preset or
// imported config, GPU, framework profile), so that evaluate() is arithmetic only.
#include "planner/data_tokens.h"
#include "planner/hf_config_import.h"
#include "planner/plan.h"
#include "planner/resolve_experts.h"
#include "planner/run_card_yaml.h"
#include "planner/stack_priors.h"

#include <algorithm>
#include <filesystem>

namespace runcard {

// What each framework does where they differ (docs/memory-model.md, "Framework profiles"). FSDP
// under Hugging Face (accelerate) and litgpt (Lightning Fabric) is FSDP1 with flat parameters, and
// both skip the gradient reduce-scatter while accumulating: transformers' Trainer enters
// accelerator.no_sync unless sync_each_batch is set, Fabric's _FSDPBackwardSyncControl calls
// FullyShardedDataParallel.no_sync(). torchtune and torchtitan use FSDP2 (fully_shard), which
// shards per parameter and reduce-scatters every micro-batch.
ModelingAssumptions assumptionsFor(FrameworkProfile framework, ModelingAssumptions base) {
    base.quantized_linear = QuantizedLinear::Bitsandbytes;
    base.fsdp_flat_parameters = false;
    base.fsdp_accumulates_unsharded = false;
    base.fsdp_copies_around_collectives = false;
    base.fsdp_root_holds_ends = false;
    base.fsdp_prefetches_after_backward = false;
    base.fsdp_adapters_share_units = false;
    base.fsdp_embedding_own_unit = false;
    base.optimizer_keeps_fp32_master = false;
    base.tp_shards_embedding = true;
    base.tp_loss_parallel = true;
    base.tp_gathers_per_projection = false;
    base.tp_saves_gathered_inputs = false;
    base.loss_parallel_decomposed = false;
    base.compiled_loss_fuses_upcast = false;
    base.compiles_whole_model = false;
    base.fused_projection_adapters = false;
    base.fused_lora_kernels = false;
    base.offloads_checkpoint_inputs_only = false;
    base.quantizes_head = false;
    base.dequantizes_through_fp16 = false;
    switch (framework) {
    case FrameworkProfile::HfTransformers:
        base.activations = ActivationProfile::HfEager;
        base.logits = LogitsPath::Fp32UpcastKeepsLogits;
        base.adapters_in_fp32 = true;
        base.peft_adapters = true;
        base.fsdp_flat_parameters = true;
        base.fsdp_accumulates_unsharded = true;
        // accelerate's TRANSFORMER_BASED_WRAP wraps the decoder layers (_no_split_modules); the
        // embedding, final norm and head stay in the root FlatParameter. With a LoRA model the
        // Trainer swaps in PEFT's fsdp_auto_wrap_policy (trainer.py _fsdp_qlora_plugin_updates;
        // peft/utils/other.py), which wraps every leaf module whose weight trains (lora_A,
        // lora_B) as its own unit, as Answer.AI's fsdp_qlora does (train.py
        // get_wrapping_policy): the decoder layers' FlatParameters are all frozen and have no
        // gradient (fsdp_adapters_share_units stays false).
        base.fsdp_root_holds_ends = true;
        // transformers' Llama _tp_plan: lm_head "colwise_rep" (gathered logits).
        base.tp_loss_parallel = false;
        // Trainer's torch_compile: accelerate's prepare_model compiles the prepared model whole
        // (accelerate/accelerator.py: model = torch.compile(model, **dynamo_plugin.to_kwargs())).
        base.compiles_whole_model = true;
        break;
    case FrameworkProfile::LitGpt:
        base.activations = ActivationProfile::HfEager;
        base.logits = LogitsPath::ComputeDtype;
        base.adapters_in_fp32 = false;
        base.fsdp_flat_parameters = true;
        base.fsdp_accumulates_unsharded = true;
        // Fabric's FSDPStrategy auto-wraps the Blocks (litgpt finetune/full.py,
        // auto_wrap_policy={Block}); wte, ln_f and lm_head stay in the root unit. litgpt's LoRA
        // (finetune/lora.py) wraps the same Blocks, adapters included, and Fabric sets
        // use_orig_params=True (lightning/fabric/strategies/fsdp.py,
        // setup_module_and_optimizers), which lets a unit mix frozen and trainable weights.
        base.fsdp_root_holds_ends = true;
        base.fsdp_adapters_share_units = true;
        base.quantizes_head = true;
        base.dequantizes_through_fp16 = true;
        break;
    case FrameworkProfile::TorchTune:
        base.activations = ActivationProfile::HfEager;
        base.logits = LogitsPath::Fp32Upcast;
        base.adapters_in_fp32 = false;
        base.quantized_linear = QuantizedLinear::TorchaoNf4; // torchtune.modules.low_precision
        base.fsdp_copies_around_collectives = true;          // FSDP2 (fully_shard)
        // torchtune/models/llama3/_parallelism.py BASE_LLAMA_TP_PLAN: "output":
        // ColwiseParallel(output_layouts=Replicate()), the embedding RowwiseParallel.
        base.tp_loss_parallel = false;
        // The same plan's SequenceParallel norms and PrepareModuleInput gather the attention and
        // MLP inputs, and the head takes input_layouts=Shard(1).
        base.tp_saves_gathered_inputs = true;
        break;
    case FrameworkProfile::Megatron:
        base.activations = ActivationProfile::Fused;
        base.logits = LogitsPath::Fp32Fused;
        base.adapters_in_fp32 = false;
        base.optimizer_keeps_fp32_master = true;
        base.gradient_buffer_persists = true;
        base.fused_projection_adapters = true;
        break;
    case FrameworkProfile::RuncardPilot:
        base.activations = ActivationProfile::RuncardPilot;
        base.logits = LogitsPath::Fp32Upcast;
        base.adapters_in_fp32 = true;
        break;
    case FrameworkProfile::TorchTitan:
        base.activations = ActivationProfile::HfEager;
        base.logits = LogitsPath::Fp32Upcast;
        base.adapters_in_fp32 = false;
        // With compile on, the loss is compiled too (torchtitan components/loss.py @e7c0cae;
        // config CompileConfig.components defaults to ["model", "loss"] later).
        base.compiled_loss_fuses_upcast = true;
        base.fsdp_copies_around_collectives = true; // FSDP2 (fully_shard)
        // Pipelining over FSDP2 (torch.distributed.pipelining); NeMo AutoModel's cards take this
        // profile and shard the same way.
        base.fsdp_pipeline_keeps_stage_gathered = true;
        // DTensor tensor parallelism (torchtitan parallelize_llama.py, apply_tp): sequence-
        // parallel norms, gathered block and head inputs, the loss under loss_parallel().
        base.tp_saves_gathered_inputs = true;
        base.loss_parallel_decomposed = true;
        break;
    case FrameworkProfile::KempnerForge:
        // Eager Llama blocks with an fp32-upcasting RMSNorm; cross-entropy on the 16-bit logits,
        // which the training loop keeps through backward (scripts/train.py, training/loss.py);
        // FSDP2 with set_requires_gradient_sync(False) while accumulating
        // (kempnerforge/training/grad.py, maybe_no_sync).
        base.activations = ActivationProfile::HfEager;
        base.logits = LogitsPath::ComputeDtype;
        base.adapters_in_fp32 = false;
        base.fsdp_accumulates_unsharded = true;
        base.fsdp_copies_around_collectives = true; // FSDP2 (fully_shard)
        // apply_fsdp2 shards each block, then the whole model: "Top-level shard covers remaining
        // params (embeddings, final norm, output head)" (kempnerforge/distributed/parallel.py).
        base.fsdp_root_holds_ends = true;
        // DTensor TP (kempnerforge/distributed/tensor_parallel.py, apply_tensor_parallel): the
        // token embedding stays replicated, the head is ColwiseParallel(output_layouts=
        // Replicate()) and the loss runs on the gathered full-vocabulary logits.
        base.tp_shards_embedding = false;
        base.tp_loss_parallel = false;
        base.tp_gathers_per_projection = true;
        base.tp_saves_gathered_inputs = true;
        // build_parallel_model: `model = torch.compile(model)` after the AC and FSDP2 wrappers
        // (kempnerforge/distributed/parallel.py).
        base.compiles_whole_model = true;
        break;
    case FrameworkProfile::LlmFoundry:
        // MPT under Composer (llm-foundry @b2a43a147, composer v0.16): eager blocks; the tied head
        // returns 16-bit logits under autocast and the loss takes them as they are
        // (llmfoundry/models/mpt/modeling_mpt.py). FSDP1 with flat parameters wrapping each
        // MPTBlock (fsdp_wrap_fn), so the embeddings and the final norm stay in the root unit;
        // Composer enters no no_sync for FSDP (composer/trainer/dist_strategy.py,
        // ddp_sync_context returns at once for a model that is not DDP), so gradients are
        // reduce-scattered every micro-batch and stay sharded.
        base.activations = ActivationProfile::HfEager;
        base.logits = LogitsPath::ComputeDtype;
        base.adapters_in_fp32 = false;
        base.fsdp_flat_parameters = true;
        base.fsdp_root_holds_ends = true;
        // PEFT adapters get units of their own ("PEFT layers should be individually wrapped",
        // llmfoundry/models/hf/hf_fsdp.py): fsdp_adapters_share_units stays false.
        // Composer's fsdp_config defaults backward_prefetch to BACKWARD_POST
        // (composer/trainer/dist_strategy.py, set_fsdp_default); llm-foundry's yamls keep it.
        base.fsdp_prefetches_after_backward = true;
        break;
    case FrameworkProfile::Unsloth:
        // Unsloth (unslothai/unsloth @e3162dc5, January 2025, with unsloth_zoo @36ff5fc3): its own
        // Llama forward (unsloth/models/llama.py) with Triton RMSNorm, RoPE and SwiGLU kernels, the
        // LoRA autograd functions of kernels/fast_lora.py, LoRA weights cast to fp32
        // (models/_utils.py), bf16 logits for its Triton cross-entropy (fast_cross_entropy_loss)
        // unless Cut Cross-Entropy takes the head, and use_gradient_checkpointing="unsloth"
        // offloading each block's input to the host.
        base.activations = ActivationProfile::HfEager;
        base.logits = LogitsPath::ComputeDtype;
        base.adapters_in_fp32 = true;
        base.peft_adapters = true;
        base.fused_lora_kernels = true;
        base.offloads_checkpoint_inputs_only = true;
        break;
    }
    return base;
}

namespace {

// transformers' Trainer under accelerate's FSDP2 (fsdp_version 2; utils/fsdp_utils.py
// fsdp2_prepare_model, accelerate 1.14): fully_shard on every decoder layer (per-parameter
// shards, no FlatParameter), the embedding and the final norm with the head in units of their own,
// gathered units copied out of the all-gather buffer; while accumulating, gradient sync stays off
// (accelerator.no_sync: set_requires_gradient_sync(False)), as under FSDP1's no_sync.
void useAccelerateFsdp2(ModelingAssumptions& a) {
    a.fsdp_flat_parameters = false;
    a.fsdp_copies_around_collectives = true;
    a.fsdp_root_holds_ends = false;
    a.fsdp_embedding_own_unit = true;
    a.fsdp_accumulates_unsharded = true;
}

} // namespace

OptimizerImplementation optimizerImplementationFor(const TrainingSection& training) {
    if (training.optimizer_implementation != OptimizerImplementation::Framework)
        return training.optimizer_implementation;
    switch (training.framework) {
    case FrameworkProfile::HfTransformers:
    case FrameworkProfile::Unsloth: // trains through transformers' Trainer (TRL's SFTTrainer)
                                    // Trainer's default optim is "adamw_torch_fused" with torch
                                    // >= 2.8 (transformers PR #37358, from 4.54; "adamw_torch", the
                                    // foreach path, before): an older run says foreach.
    case FrameworkProfile::TorchTune:
        // recipes/configs/*: `optimizer: torch.optim.AdamW, fused: True`.
    case FrameworkProfile::TorchTitan:
        // torchtitan/config/job_config.py: Optimizer.implementation = "fused".
    case FrameworkProfile::KempnerForge:
        // kempnerforge/config/optimizer.py: fused = True.
    case FrameworkProfile::Megatron:
        // megatron/core/optimizer/__init__.py: Transformer Engine's or apex's FusedAdam.
        return OptimizerImplementation::Fused;
    case FrameworkProfile::LitGpt:
        // litgpt/utils.py instantiate_torch_optimizer: torch.optim.AdamW with no `fused`, which
        // torch runs foreach on CUDA (torch/optim/optimizer.py, _default_to_fused_or_foreach).
        return OptimizerImplementation::Foreach;
    case FrameworkProfile::LlmFoundry:
        // Composer's DecoupledAdamW loops over the parameters (composer/optim/decoupled_weight_
        // decay.py, DecoupledAdamW.adamw).
    case FrameworkProfile::RuncardPilot:
        // LibTorch's AdamW updates one parameter at a time (torch/csrc/api/src/optim/adamw.cpp).
        return OptimizerImplementation::ForLoop;
    }
    return OptimizerImplementation::Foreach;
}

// torchtitan reduce-scatters in fp32 whatever it gathers in: mixed_precision_reduce accepts only
// "float32" (torchtitan/config/configs.py). Elsewhere `auto` is FSDP's default, the param dtype.
StorageDtype fsdpReduceDtypeFor(const TrainingSection& training) {
    if (training.fsdp_reduce_dtype == StorageDtype::Auto &&
        training.framework == FrameworkProfile::TorchTitan)
        return StorageDtype::Fp32;
    return training.fsdp_reduce_dtype;
}

bool gradientClippingFor(const TrainingSection& training) {
    if (training.gradient_clipping != GradientClipping::Auto)
        return training.gradient_clipping == GradientClipping::On;
    switch (training.framework) {
    case FrameworkProfile::HfTransformers:
    case FrameworkProfile::Unsloth:
        // TrainingArguments.max_grad_norm = 1.0; Trainer clips before every optimizer step
        // (trainer.py _inner_training_loop, accelerator.clip_grad_norm_).
    case FrameworkProfile::TorchTitan:
        // torchtitan/config/configs.py: Training.max_norm = 1.0, clipped every step (trainer.py).
    case FrameworkProfile::Megatron:
        // megatron/training/arguments.py: --clip-grad 1.0.
    case FrameworkProfile::KempnerForge:
        // kempnerforge/config/training.py: grad_clip_norm = 1.0, required > 0.
    case FrameworkProfile::LlmFoundry:
        // Composer's GradientClipping has no default, but every llm-foundry train yaml sets
        // clipping_type norm, clipping_threshold 1.0 (scripts/train/yamls/pretrain/mpt-*.yaml).
        return true;
    case FrameworkProfile::TorchTune:
        // recipes read cfg.get("clip_grad_norm", None); the shipped configs say null.
    case FrameworkProfile::LitGpt:
        // finetune/full.py and lora.py refuse train.max_norm (only pretrain.py clips).
    case FrameworkProfile::RuncardPilot:
        // The pilot's step has no clipping (core/pilot/trainer.cpp).
        return false;
    }
    return false;
}

// How the card's framework keeps packed documents apart (DocumentMasking). Skipping: transformers'
// flash_attention_2 runs the varlen kernel where position_ids restart
// (modeling_flash_attention_utils.py, DataCollatorWithFlattening); llm-foundry's
// attn_uses_sequence_id with flash builds cu_seqlens for flash_attn_varlen_func (modeling_mpt.py,
// gen_flash_attn_padding_info); Megatron-Core hands packed THD rows to Transformer Engine with
// cu_seqlens (PackedSeqParams); torchtune's packed datasets (where FlexAttention runs: CUDA, torch
// 2.5 on; attention_utils.py) and torchtitan's block_causal mask run FlexAttention's block mask.
// A dense mask: transformers' sdpa with packed position_ids
// (masking_utils.py, find_packed_sequence_indices, 4.53 on), llm-foundry's torch attention and
// KempnerForge's doc_ids (kempnerforge/model/attention.py) pass SDPA a boolean mask, which takes
// the memory-efficient kernel over the whole square; eager attention computes the square anyway.
DocumentMasking documentMaskingFor(const TrainingSection& training) {
    if (!training.packed || training.packed_attention != PackedAttention::Document)
        return DocumentMasking::None;
    if (training.attention == AttentionKernel::Eager)
        return DocumentMasking::DenseMask;
    switch (training.framework) {
    case FrameworkProfile::HfTransformers:
    case FrameworkProfile::Unsloth:
    case FrameworkProfile::LlmFoundry:
        return training.attention == AttentionKernel::Flash ? DocumentMasking::Skipped
                                                            : DocumentMasking::DenseMask;
    case FrameworkProfile::KempnerForge:
        return DocumentMasking::DenseMask;
    case FrameworkProfile::Megatron:
    case FrameworkProfile::TorchTune:
    case FrameworkProfile::TorchTitan:
    case FrameworkProfile::LitGpt:       // refused by the rules
    case FrameworkProfile::RuncardPilot: // refused by the rules
        return DocumentMasking::Skipped;
    }
    return DocumentMasking::None;
}

TrainingShape trainingShape(const TrainingSection& training) {
    TrainingShape shape;
    shape.method = training.method;
    shape.lora_rank = training.lora.rank;
    shape.lora_targets = 0;
    for (LoraTarget target : training.lora.targets)
        shape.lora_targets |= 1u << static_cast<unsigned>(target);
    shape.lora_dropout = training.lora.dropout > 0;
    shape.lora_dropout_on_output = training.lora.dropout_position == LoraDropoutPosition::Post;
    shape.lora_head = training.lora.head;
    shape.lora_embedding = training.lora.embedding;
    const auto saves = [&](LoraSavedModule module) {
        const auto& saved = training.lora.modules_to_save;
        return training.method != TrainingMethod::Full &&
               std::find(saved.begin(), saved.end(), module) != saved.end();
    };
    shape.saves_embedding = saves(LoraSavedModule::Embedding);
    shape.saves_head = saves(LoraSavedModule::Head);
    shape.dora = training.lora.dora;
    shape.qlora_double_quant = training.qlora.double_quant;
    shape.qlora_keeps_inputs = training.qlora.keeps_inputs;
    shape.optimizer = training.optimizer;
    shape.optimizer_implementation = optimizerImplementationFor(training);
    shape.clips_gradients = gradientClippingFor(training);
    shape.precision = training.precision;
    shape.weights_dtype = training.weights_dtype;
    shape.fsdp_param_dtype = training.fsdp_param_dtype;
    shape.fsdp_reduce_dtype = fsdpReduceDtypeFor(training);
    shape.sequence_length = training.sequence_length;
    shape.packed = training.packed;
    shape.padding = training.padding;
    shape.document_masking = documentMaskingFor(training);
    shape.micro_batch = training.micro_batch;
    shape.gradient_accumulation = training.gradient_accumulation;
    shape.checkpointing = training.activation_checkpointing;
    shape.checkpoint_every = training.checkpoint_every;
    shape.recompute_layers = training.recompute_layers;
    shape.activation_offloading = training.activation_offloading;
    shape.tiled_mlp = training.tiled_mlp;
    shape.tiled_mlp_shards = training.tiled_mlp_shards;
    shape.attention = training.attention;
    // Unsloth's own Triton kernels: RMSNorm (kernels/rms_layernorm.py), SwiGLU (swiglu.py) and
    // RoPE (rope_embedding.py), as Liger's.
    const bool unsloth = training.framework == FrameworkProfile::Unsloth;
    shape.fused_norm_kernel = unsloth || training.kernels != LayerKernels::Framework;
    shape.fused_swiglu_kernel = shape.fused_rope_kernel =
        unsloth || training.kernels == LayerKernels::Liger;
    shape.loss = training.loss;
    shape.loss_chunks = training.loss_chunks;
    shape.loss_chunk_tokens = training.loss_chunk_tokens;
    shape.compile = training.compile;
    shape.optimizer_in_backward = training.optimizer_in_backward;
    shape.fp8_activation_store = training.fp8_activation_store;
    shape.model_returns_fp32_logits = training.model_returns_fp32_logits;
    shape.loop_keeps_logits = training.loop_keeps_logits;
    shape.grad_reduce_in_fp32 = training.grad_reduce_in_fp32;
    shape.overlap_grad_reduce = training.overlap_grad_reduce;
    shape.reduce_every_micro_batch = training.reduce_every_micro_batch;
    shape.tp_comm_overlap = training.tp_comm_overlap;
    shape.overlap_moe_expert_parallel_comm = training.overlap_moe_expert_parallel_comm;
    for (CudaGraphScope scope : training.cuda_graphs)
        shape.cuda_graphs |= 1u << static_cast<unsigned>(scope);
    shape.optimizer_state_dtype = training.optimizer_state_dtype;
    shape.precision_aware_optimizer = training.precision_aware_optimizer;
    shape.optimizer_moments_dtype = training.optimizer_moments_dtype;
    shape.moe_capacity_factor = training.moe_capacity_factor;
    shape.moe_dispatcher = training.moe_dispatcher;
    shape.moe_routing = training.moe_routing;
    shape.moe_experts = training.moe_experts;
    // Without the model, `framework` routes; resolve() reads the model's code (expertCompute).
    shape.moe_compute =
        training.moe_compute == MoeCompute::Framework ? MoeCompute::Routed : training.moe_compute;
    return shape;
}

std::string cardRelativePath(const RunCard& card, const std::string& path) {
    namespace fs = std::filesystem;
    if (path.empty())
        return path;
    fs::path resolved(path);
    if (resolved.is_relative() && !card.source_path.empty())
        resolved = fs::path(card.source_path).parent_path() / resolved;
    return resolved.lexically_normal().string();
}

RunCard cardMovedTo(const RunCard& card, const std::string& newSourcePath) {
    namespace fs = std::filesystem;
    RunCard moved = card;
    moved.source_path = newSourcePath;
    const fs::path folder =
        newSourcePath.empty() ? fs::path() : fs::absolute(newSourcePath).parent_path();
    for (std::string* path : {&moved.model.hf_config, &moved.model.local_dir, &moved.data.path,
                              &moved.data.tokenizer, &moved.rental.price_catalog}) {
        if (path->empty() || fs::path(*path).is_absolute() || card.source_path.empty())
            continue; // nothing to rebase (a relative path of an untitled card stays as typed)
        const fs::path target = fs::absolute(cardRelativePath(card, *path)).lexically_normal();
        const fs::path relative = folder.empty() ? fs::path() : target.lexically_relative(folder);
        *path = relative.empty() ? target.string() : relative.string();
    }
    return moved;
}

// An unknown GPU id or preset, with what it most plausibly meant: one name, or the family the
// word begins ("h100": every H100 entry).
static Diagnostic unknownIdentifier(const std::string& word, const std::vector<std::string>& ids,
                                    const char* field, DiagnosticCode unknown,
                                    DiagnosticCode suggestOne, DiagnosticCode suggestFamily) {
    const std::vector<std::string> suggestions = identifierSuggestions(word, ids);
    if (suggestions.empty())
        return Diagnostic::coded(unknown, field, {word});
    if (suggestions.size() == 1)
        return Diagnostic::coded(suggestOne, field, {word, suggestions.front()});
    return Diagnostic::coded(suggestFamily, field, {word, joinNames(suggestions)});
}

ModelArchitecture resolveArchitecture(const RunCard& card, const PresetLibrary& presets) {
    ModelArchitecture arch;
    const ModelSection& m = card.model;
    auto relative = [&](const std::string& path) { return cardRelativePath(card, path); };
    if (!m.preset.empty()) {
        const ModelPreset* preset = presets.find(m.preset);
        if (!preset)
            throw InputError(
                positioned(card, unknownIdentifier(m.preset, presets.ids(), "model.preset",
                                                   DiagnosticCode::UnknownPreset,
                                                   DiagnosticCode::UnknownPresetSuggest,
                                                   DiagnosticCode::UnknownPresetFamily)));
        arch = preset->architecture;
    } else if (!m.hf_config.empty() || !m.local_dir.empty()) {
        const bool config = !m.hf_config.empty();
        try {
            arch = config ? importHfConfig(relative(m.hf_config))
                          : importLocalModel(relative(m.local_dir)).architecture;
        } catch (const InputError& e) {
            // Point at the card's field first, then at what went wrong in the imported file.
            Diagnostics chain{positioned(
                card, Diagnostic::coded(DiagnosticCode::CannotImportModel,
                                        config ? "model.hf_config" : "model.local_dir"))};
            chain.insert(chain.end(), e.diagnostics().begin(), e.diagnostics().end());
            throw InputError(std::move(chain));
        }
    } else {
        arch.kv_heads = 0; // filled from attention_heads below when not given
    }
    m.architecture.applyTo(arch);
    if (arch.kv_heads == 0)
        arch.kv_heads = arch.attention_heads;

    auto invalid = [&](const std::string& field, DiagnosticCode code,
                       std::vector<DiagnosticArg> args = {}) {
        throw InputError(positioned(
            card, Diagnostic::coded(code, "model.architecture." + field, std::move(args))));
    };
    const auto mustBePositive = [&](const std::string& field) {
        invalid(field, DiagnosticCode::GreaterThan, {DiagnosticArg::of(0)});
    };
    if (arch.layers <= 0)
        mustBePositive("layers");
    if (arch.hidden_size <= 0)
        mustBePositive("hidden_size");
    if (arch.intermediate_size <= 0)
        mustBePositive("intermediate_size");
    if (arch.attention_heads <= 0)
        mustBePositive("attention_heads");
    if (arch.vocab_size <= 0)
        mustBePositive("vocab_size");
    if (arch.attention_heads % arch.kv_heads != 0)
        invalid("kv_heads", DiagnosticCode::MustDivide,
                {"attention_heads", DiagnosticArg::of(arch.attention_heads)});
    if (arch.effectiveHeadDim() <= 0)
        mustBePositive("head_dim");
    if (arch.isMoe()) {
        if (arch.experts_per_token <= 0 || arch.experts_per_token > arch.experts)
            invalid("experts_per_token", DiagnosticCode::BetweenOneAnd,
                    {"experts", DiagnosticArg::of(arch.experts)});
        if (arch.moe_intermediate_size <= 0)
            invalid("moe_intermediate_size", DiagnosticCode::GreaterThanZeroWithExperts);
        if (arch.dense_layers >= arch.layers)
            invalid("dense_layers", DiagnosticCode::LessThanNamed,
                    {"layers", DiagnosticArg::of(arch.layers)});
    }
    if (arch.position == PositionKind::Learned) {
        // A learned table has a row for every position it can embed: unset, the longest
        // sequence, as llm-foundry sizes MPT's wpe (max_seq_len); a longer sequence has no row
        // (an index error in nn.Embedding).
        if (arch.positions == 0)
            arch.positions = card.training.sequence_length;
        if (card.training.sequence_length > arch.positions)
            throw InputError(positioned(card, Diagnostic::coded(DiagnosticCode::AtMostField,
                                                                "training.sequence_length",
                                                                {DiagnosticArg::of(arch.positions),
                                                                 "model.architecture.positions"})));
    }
    return arch;
}

// The CUDA-graph scopes that depend on the model (megatron/core/transformer/transformer_config.py,
// "Check cuda graph scopes"): the MoE scopes need a MoE model, the dense MLP's a dense layer, and a
// whole-layer graph of a MoE model drop-and-pad routing, as the MoE scope does.
static void checkCudaGraphsForModel(const RunCard& card, const ModelArchitecture& arch) {
    const TrainingSection& t = card.training;
    if (t.framework != FrameworkProfile::Megatron)
        return;
    auto has = [&t](CudaGraphScope scope) {
        return std::find(t.cuda_graphs.begin(), t.cuda_graphs.end(), scope) != t.cuda_graphs.end();
    };
    const char* need = nullptr;
    if (!arch.isMoe() && (has(CudaGraphScope::Moe) || has(CudaGraphScope::MoeRouter)))
        need = "a mixture-of-experts model";
    else if (arch.isMoe() && arch.moeLayers() == arch.layers && has(CudaGraphScope::Mlp))
        need = "dense layers in the model";
    else if (arch.isMoe() && has(CudaGraphScope::Layer) && t.moe_capacity_factor <= 0)
        need = "training.moe_capacity_factor above 0 (drop-and-pad)";
    if (need)
        throw InputError(positioned(
            card, Diagnostic::coded(
                      DiagnosticCode::NeedsInFramework, "training.cuda_graphs",
                      {need, "megatron", "megatron/core/transformer/transformer_config.py"})));
}

// The card's layout, checked against the model it splits: tensor parallelism divides the heads
// (each rank computes whole heads: Megatron-Core's attention asserts num_attention_heads and
// num_query_groups divisible by tensor_model_parallel_size), so does an all-to-all context
// exchange, every pipeline chunk holds at least
// one layer (an uneven split runs ⌈L/p⌉ layers on its busiest stage: ParallelLayout::stageLayers).
ParallelLayout parallelLayout(const RunCard& card, const ModelArchitecture& arch) {
    const HardwareSection& h = card.hardware;
    if (arch.attention_heads % h.tensor_parallel != 0 || arch.kv_heads % h.tensor_parallel != 0)
        throw InputError(positioned(
            card, Diagnostic::coded(DiagnosticCode::TensorParallelHeads, "hardware.tensor_parallel",
                                    {DiagnosticArg::of(h.tensor_parallel),
                                     DiagnosticArg::of(arch.attention_heads),
                                     DiagnosticArg::of(arch.kv_heads)})));
    // Ulysses hands each context-parallel rank whole query heads and whole (or replicated)
    // key/value heads (DeepSpeed runtime/sequence_parallel/ulysses_sp.py, UlyssesSPAttentionHF:
    // "Attention head count ... is not divisible by SP size"; kv heads divisible by the SP size
    // or dividing it, then replicated).
    if (h.context_parallel > 1 && h.context_parallel_comm == ContextParallelComm::AllToAll) {
        const int cp = h.context_parallel;
        const int heads = arch.attention_heads / h.tensor_parallel;
        const int kvHeads = arch.kv_heads / h.tensor_parallel;
        if (heads % cp != 0 || (kvHeads % cp != 0 && cp % kvHeads != 0))
            throw InputError(
                positioned(card, Diagnostic::coded(DiagnosticCode::ContextParallelHeads,
                                                   "hardware.context_parallel",
                                                   {DiagnosticArg::of(cp), DiagnosticArg::of(heads),
                                                    DiagnosticArg::of(kvHeads)})));
    }
    const int chunks = h.pipeline_parallel * h.virtual_stages;
    if (chunks > arch.layers)
        throw InputError(positioned(
            card, Diagnostic::coded(DiagnosticCode::PipelineLayers, "hardware.pipeline_parallel",
                                    {DiagnosticArg::of(chunks), DiagnosticArg::of(arch.layers)})));
    if (h.expert_parallel > 1 && (!arch.isMoe() || arch.experts % h.expert_parallel != 0))
        throw InputError(positioned(card, Diagnostic::coded(DiagnosticCode::ExpertParallelExperts,
                                                            "hardware.expert_parallel",
                                                            {DiagnosticArg::of(h.expert_parallel),
                                                             DiagnosticArg::of(arch.experts)})));
    ParallelLayout l;
    l.parallelism = h.parallelism;
    l.gpus_per_node = h.gpus_per_node;
    l.nodes = h.nodes;
    l.cpu_offload = h.cpu_offload;
    l.zero_reduce_bucket = h.zero_reduce_bucket;
    l.zero3_prefetch_bucket = h.zero3_prefetch_bucket;
    l.zero3_max_reuse_distance = h.zero3_max_reuse_distance;
    l.zero3_max_live_parameters = h.zero3_max_live_parameters;
    l.tensor_parallel = h.tensor_parallel;
    l.sequence_parallel = h.sequence_parallel;
    l.pipeline_parallel = h.pipeline_parallel;
    l.schedule = h.pipeline_schedule;
    l.virtual_stages = h.virtual_stages;
    l.context_parallel = h.context_parallel;
    l.context_parallel_comm = h.context_parallel_comm;
    l.expert_parallel = h.expert_parallel;
    return l;
}

Scenario resolve(const RunCard& card, const PresetLibrary& presets, const GpuCatalog& gpus,
                 const ModelingAssumptions& assumptions) {
    // The schema's bounds keep every figure below in range (run_card_fields_*.cpp); a card edited
    // in memory (the app's form) may be out of them.
    if (Diagnostics problems = validateRunCard(card); !problems.empty())
        throw InputError(std::move(problems));
    Scenario s;
    s.arch = resolveArchitecture(card, presets);
    // litgpt's GPT keeps lm_head apart from wte, and its checkpoint conversion copies a tied
    // model's embedding into it (litgpt/model.py; scripts/convert_hf_checkpoint.py,
    // copy_weights_hf_llama and copy_weights_gemma_2: state_dict["lm_head.weight"] =
    // state_dict["transformer.wte.weight"]): fine-tuning trains and stores both.
    if (card.training.framework == FrameworkProfile::LitGpt)
        s.arch.tied_embeddings = false;
    s.counts = countParameters(s.arch);
    s.parameters = s.counts.total(s.arch.layers);
    s.shape = trainingShape(card.training);
    s.shape.moe_compute = expertCompute(card, s.arch);
    s.shape.loading = card.model.loading;
    if (s.shape.checkpointing == ActivationCheckpointing::Partial &&
        s.shape.recompute_layers > s.arch.layers)
        throw InputError(positioned(
            card,
            Diagnostic::coded(DiagnosticCode::AtMostField, "training.recompute_layers",
                              {DiagnosticArg::of(s.arch.layers), "model.architecture.layers"})));
    if (!s.shape.packed) {
        s.shape.mean_tokens = meanSequenceTokens(card);
        s.shape.expected_longest = expectedLongestTokens(card);
    }
    s.shape.document_tokens = documentAttentionSpan(card);
    if (s.shape.document_tokens <= 0 || s.shape.document_tokens >= s.shape.sequence_length)
        s.shape.document_masking = DocumentMasking::None;
    checkCudaGraphsForModel(card, s.arch);
    s.layout = parallelLayout(card, s.arch);
    s.gpu = gpus.find(card.hardware.gpu);
    if (!s.gpu)
        throw InputError(positioned(
            card, unknownIdentifier(card.hardware.gpu, gpus.ids(), "hardware.gpu",
                                    DiagnosticCode::UnknownGpu, DiagnosticCode::UnknownGpuSuggest,
                                    DiagnosticCode::UnknownGpuFamily)));
    // A node is at most one scale-up domain: the board's 8 GPUs (HGX 8-GPU, MI300X platform), 4
    // on a 4-GPU HGX board, an NVL72 rack's 72; a user's CPU entry describes one host whatever
    // its rank count.
    if (s.gpu->vendor != GpuVendor::Cpu && card.hardware.gpus_per_node > s.gpu->scaleUpDomain())
        throw InputError(positioned(
            card,
            Diagnostic::coded(DiagnosticCode::GpusPerNodeAboveMachine, "hardware.gpus_per_node",
                              {s.gpu->name, DiagnosticArg::of(s.gpu->scaleUpDomain()),
                               DiagnosticArg::of(card.hardware.gpus_per_node)})));
    for (const GpuSpec& gpu : gpus.gpus)
        if (gpu.supports(s.shape.precision))
            s.precision_gpus.push_back(gpu.id);
    s.memory_margin = card.hardware.memory_margin;
    s.assumptions = assumptionsFor(card.training.framework, assumptions);
    s.assumptions.framework = card.training.framework;
    if (card.training.framework == FrameworkProfile::HfTransformers &&
        card.training.fsdp_version == FsdpVersion::Two)
        useAccelerateFsdp2(s.assumptions);
    // accelerate's sync_each_batch: every micro-batch reduces its gradients, so FSDP accumulates
    // them sharded (accelerator.py, no_sync and accumulate).
    if (card.training.reduce_every_micro_batch)
        s.assumptions.fsdp_accumulates_unsharded = false;
    if (card.training.lora.adapter_dtype != LoraAdapterDtype::Auto) {
        s.assumptions.adapters_in_fp32 = card.training.lora.adapter_dtype == LoraAdapterDtype::Fp32;
        s.assumptions.adapters_in_base_dtype =
            card.training.lora.adapter_dtype == LoraAdapterDtype::Base;
    }
    if (!card.training.compile_loss)
        s.assumptions.compiled_loss_fuses_upcast = false; // the model compiled, the loss not
    s.assumptions.requested_stack = card.hardware.stack;
    s.assumptions.stack =
        stackFor(card.hardware.stack, card.training.framework, card.hardware.parallelism);
    checkMergedExpertAdapters(card, s);

    // The budget stays as the card gives it: evaluate() turns it into steps at whatever shape and
    // layout the scenario has by then (a what-if, a search candidate, another GPU count).
    RunSchedule& r = s.schedule;
    r.budget = card.training.budget;
    r.tokens_per_epoch = card.data.tokens;
    r.validation_every_steps = card.validation.every_steps;
    r.validation_tokens = card.validation.tokens;
    r.checkpoint_every_steps = card.checkpoint.every_steps;
    r.setup_seconds = card.rental.setup_hours * 3600.0;
    return s;
}

} // namespace runcard
