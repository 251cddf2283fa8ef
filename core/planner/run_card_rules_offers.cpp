// The run-card rules on what each framework offers of kernels and adapters.
#include "planner/run_card_rules_offers.h"

#include <string>

namespace runcard::framework_offers {

void reportNotOffered(const ReportProblem& report, const char* field, std::string_view value,
                      FrameworkProfile framework, const char* source) {
    if (source)
        report(Diagnostic::coded(DiagnosticCode::NotInFramework, field,
                                 {std::string(value), std::string(toString(framework)), source}));
}

// Layer kernels as a framework offers them: Megatron runs Transformer Engine's fused layers and
// the pilot its own decoder, so neither takes another choice; torchtitan offered a fused RMSNorm
// (norm_type fused_rmsnorm) but never Liger; litgpt's and MPT's blocks have neither. transformers
// (use_liger_kernel) and the torchtune profile, which also stands for NeMo AutoModel's Liger
// patching, take both.
void checkLayerKernels(const RunCard& c, const ReportProblem& report) {
    const TrainingSection& t = c.training;
    if (t.kernels == LayerKernels::Framework)
        return;
    const char* source = nullptr;
    switch (t.framework) {
    case FrameworkProfile::Megatron:
        source = "megatron/core/extensions/transformer_engine.py: fused TE layers";
        break;
    case FrameworkProfile::RuncardPilot:
        source = "core/pilot/decoder.cpp";
        break;
    case FrameworkProfile::LitGpt:
        source = "litgpt/model.py: RMSNorm, LLaMAMLP";
        break;
    case FrameworkProfile::TorchTitan:
        if (t.kernels == LayerKernels::Liger)
            source = "torchtitan/models/norms.py: build_norm";
        break;
    case FrameworkProfile::LlmFoundry:
        source = "llmfoundry/models/layers/norm.py: NORM_CLASS_REGISTRY";
        break;
    case FrameworkProfile::Unsloth:
        source = "unsloth/kernels: its own RMSNorm, SwiGLU and RoPE kernels";
        break;
    default:
        break;
    }
    reportNotOffered(report, "training.kernels", toString(t.kernels), t.framework, source);
}

// The Triton FlashAttention of 2023 is MPT's attn_impl: triton, in llm-foundry and in MPT's
// remote code under transformers (trust_remote_code); every other framework runs its own kernels.
void checkAttentionKernel(const RunCard& c, const ReportProblem& report) {
    const TrainingSection& t = c.training;
    if (t.attention != AttentionKernel::FlashTriton)
        return;
    const char* source = nullptr;
    switch (t.framework) {
    case FrameworkProfile::Megatron:
        source = "megatron/core/transformer/attention.py: core_attention (Transformer Engine)";
        break;
    case FrameworkProfile::RuncardPilot:
        source = "core/pilot/decoder.cpp";
        break;
    case FrameworkProfile::LitGpt:
        source = "litgpt/model.py: scaled_dot_product_attention";
        break;
    case FrameworkProfile::TorchTune:
        source = "torchtune/modules/attention_utils.py: SDPA or FlexAttention";
        break;
    case FrameworkProfile::TorchTitan:
        source = "torchtitan/models/common/attention.py: SDPA or FlexAttention";
        break;
    case FrameworkProfile::KempnerForge:
        source = "kempnerforge/model/attention.py: scaled_dot_product_attention";
        break;
    case FrameworkProfile::HfTransformers:
    case FrameworkProfile::LlmFoundry:
    case FrameworkProfile::Unsloth: // refused with the other kernels in checkUnsloth
        break;
    }
    reportNotOffered(report, "training.attention", toString(t.attention), t.framework, source);
}

// Unsloth as it trained in January 2025: LoRA and QLoRA (full fine-tuning came in March 2025,
// full_finetuning=True, and is not modelled), attention through flash-attn (xformers without
// it; unsloth/models/llama.py LlamaAttention_fast_forward never runs SDPA in training), its own
// Triton cross-entropy or Cut Cross-Entropy (unsloth_zoo/loss_utils.py), no other loss kernel.
void checkUnsloth(const RunCard& c, const ReportProblem& report) {
    const TrainingSection& t = c.training;
    if (t.framework != FrameworkProfile::Unsloth)
        return;
    if (t.method == TrainingMethod::Full)
        reportNotOffered(report, "training.method", toString(t.method), t.framework,
                         "unsloth/kernels/fast_lora.py: LoRA and QLoRA (full_finetuning, March "
                         "2025, is not modelled)");
    if (t.attention != AttentionKernel::Flash)
        reportNotOffered(report, "training.attention", toString(t.attention), t.framework,
                         "unsloth/models/llama.py: flash-attn, or xformers without it");
    if (t.loss != LossMode::Standard && t.loss != LossMode::CutCrossEntropy)
        reportNotOffered(report, "training.loss", toString(t.loss), t.framework,
                         "unsloth/kernels/cross_entropy_loss.py, unsloth_zoo/loss_utils.py: its "
                         "own cross-entropy or Cut Cross-Entropy");
}

// Adapters as a framework offers them. KempnerForge trains every weight (kempnerforge/ at
// 5666d0d, 2026-06-30, has no LoRA, PEFT or 4-bit path). torchtitan's LoRA converter
// (torchtitan/components/lora.py, May 2026) adapts Linear and Float8Linear layers in their own
// dtype, with no dropout, no 4-bit base and no magnitude vector (forward: the base output plus
// the scaled lora_b(lora_a(x))); litgpt's LoRALayer (litgpt/lora.py at 26857050, 2026-06-29) has
// no magnitude vector either.
void checkAdapters(const RunCard& c, const ReportProblem& report) {
    const TrainingSection& t = c.training;
    const bool dora = t.method != TrainingMethod::Full && t.lora.dora;
    switch (t.framework) {
    case FrameworkProfile::KempnerForge:
        if (t.method != TrainingMethod::Full)
            reportNotOffered(report, "training.method", toString(t.method), t.framework,
                             "kempnerforge/ at 5666d0d, 2026-06-30");
        break;
    case FrameworkProfile::TorchTitan:
        if (t.method == TrainingMethod::QLora)
            reportNotOffered(report, "training.method", toString(t.method), t.framework,
                             "torchtitan/components/lora.py: LoRALinear (Linear, Float8Linear)");
        if (dora)
            reportNotOffered(report, "training.lora.dora", "dora", t.framework,
                             "torchtitan/components/lora.py: LoRALinear");
        if (t.method != TrainingMethod::Full && t.lora.dropout > 0)
            reportNotOffered(report, "training.lora.dropout", "dropout", t.framework,
                             "torchtitan/components/lora.py: LoRALinear.forward");
        break;
    case FrameworkProfile::LitGpt:
        if (dora)
            reportNotOffered(report, "training.lora.dora", "dora", t.framework,
                             "litgpt/lora.py: LoRALayer");
        break;
    default:
        break;
    }
}

// Full copies of the embedding or the head beside the adapters are PEFT's modules_to_save (the
// Hugging Face Trainer, Unsloth and llm-foundry build their LoRA through PEFT's LoraConfig);
// litgpt, torchtitan, torchtune (its recipes train get_adapter_params alone), Megatron-Bridge
// (PEFT.freeze_model freezes every parameter before the adapters are added) and the pilot freeze
// every weight but the adapters'.
void checkSavedModules(const RunCard& c, const ReportProblem& report) {
    const TrainingSection& t = c.training;
    if (t.method == TrainingMethod::Full || t.lora.modules_to_save.empty())
        return;
    const char* source = nullptr;
    switch (t.framework) {
    case FrameworkProfile::LitGpt:
        source = "litgpt/lora.py: mark_only_lora_as_trainable";
        break;
    case FrameworkProfile::TorchTitan:
        source = "torchtitan/components/lora.py: LoRAConverter.convert";
        break;
    case FrameworkProfile::TorchTune:
        source = "recipes/lora_finetune_single_device.py: set_trainable_params";
        break;
    case FrameworkProfile::Megatron:
        source = "Megatron-Bridge src/megatron/bridge/peft/base.py: PEFT.freeze_model";
        break;
    case FrameworkProfile::RuncardPilot:
        source = "core/pilot/decoder.cpp: register_parameter";
        break;
    default:
        break;
    }
    reportNotOffered(report, "training.lora.modules_to_save", "modules_to_save", t.framework,
                     source);
}

} // namespace runcard::framework_offers
