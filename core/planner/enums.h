// The closed vocabularies of the run card (../shared/spec/runcard-v1.md): their YAML spellings
// (machine names, the same in every language) and their display names (English; the UI shows them
// translated, context "EnumNames").
#pragma once

#include "planner/translatable.h"

#include <array>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace runcard {

enum class MlpKind { SwiGlu, Gelu };
enum class NormKind { RmsNorm, LayerNorm };
// Norms of the queries and keys after their projections: none, one of head_dim shared by the heads
// (transformers Qwen3 and Gemma 3 q_norm/k_norm, Megatron-Core qk_layernorm), or one over each
// whole projection (OLMo 2, OLMo 3 and OLMoE: q_norm of heads·head_dim, k_norm of
// kv_heads·head_dim).
enum class QkNorm { None, PerHead, Projection };
// How positions enter the model: rotary embeddings on q and k in every layer (Llama and most
// 2023+ models), a learned absolute table added to the input (GPT-2, OPT, MPT's default), or
// ALiBi's per-head bias inside attention (BLOOM, MPT with alibi).
enum class PositionKind { Rope, Learned, Alibi };
// Where LoRA's dropout acts: on the adapter's input (PEFT, torchtune: lora_B(lora_A(dropout(x))))
// or on its output (NeMo AutoModel's default dropout_position "post").
enum class LoraDropoutPosition { Pre, Post };
// The dtype of LoRA's adapter weights: the framework's default; fp32 (PEFT since PR #1706, May
// 2024: get_peft_model's autocast_adapter_dtype=True casts 16-bit adapters to fp32); or the base
// weights' dtype (earlier PEFT moved each adapter to its base layer's dtype).
enum class LoraAdapterDtype { Auto, Fp32, Base };
// A module PEFT trains as a full copy beside the frozen original (LoraConfig modules_to_save:
// ModulesToSaveWrapper deep-copies it, peft/utils/other.py): the token embedding or the head.
enum class LoraSavedModule { Embedding, Head };
// Whether the loop clips the gradients' global norm before each optimizer step; auto = the
// framework's default (gradientClippingFor).
enum class GradientClipping { Auto, On, Off };
enum class TrainingMethod { Full, Lora, QLora };
enum class OptimizerKind {
    AdamW,
    AdamW8bit,
    PagedAdamW8bit,
    Sgd,
    SgdMomentum,
    Adafactor,
    Lion,
    AdamW4bit,
    PagedAdamW,
    AdamW8bitTorchao
};
// How torch.optim runs the update (torch/optim/adamw.py: _single_tensor_adamw, _multi_tensor_adamw,
// _fused_adamw); it decides the step's transient memory and traffic. Framework: what the card's
// framework does unless told otherwise (optimizerImplementationFor, resolve.cpp).
enum class OptimizerImplementation { Framework, Foreach, Fused, ForLoop };
// fp8-mixed: E4M3 forward, E5M2 gradients, delayed (amax-history) per-tensor scaling, Transformer
// Engine's DelayedScaling(fp8_format=HYBRID); fp8-current: the same formats scaled by each
// tensor's current amax (Float8CurrentScaling, torchao Float8Linear's default); mxfp8: E4M3 with an
// E8M0 scale per 32 elements (OCP Microscaling v1.0; TE MXFP8BlockScaling); nvfp4: E2M1 with an
// E4M3 scale per 16 elements and an fp32 scale per tensor (TE NVFP4BlockScaling). All keep bf16
// or fp32 masters; only GEMM operands take the low precision.
enum class Precision { Fp32, Tf32, Fp16Mixed, Bf16Mixed, Bf16, Fp8Mixed, Fp8Current, Mxfp8, Nvfp4 };
// Activation checkpointing as the frameworks define it (docs/memory-model.md, "Checkpointing"):
// Megatron's selective recompute of the attention core, every block (full), torchtitan's op-level
// selective policy, every k-th block, and Megatron's first N blocks (recompute_method: block).
enum class ActivationCheckpointing { None, Selective, Full, OpLevel, EveryK, Partial };
// The dtype a tensor class is stored in; auto = what the precision implies.
enum class StorageDtype { Auto, Fp32, Bf16, Fp16 };
// Which FSDP shards the model (docs/runcard.md, training.fsdp_version): the framework's own, FSDP1
// (FullyShardedDataParallel: one FlatParameter per unit) or FSDP2 (fully_shard: one DTensor per
// parameter). Accelerate, and so transformers' Trainer, offers both (fsdp_version, default 1).
enum class FsdpVersion { Framework, One, Two };
// The stored weights: a torch dtype, or a frozen base held in FP8 (Transformer Engine
// fp8_model_init; Megatron/NeMo fp8_params).
enum class WeightsDtype { Auto, Fp32, Bf16, Fp16, Fp8 };
// How the checkpoint reaches the GPU (docs/memory-model.md, "Loading"). Framework: what the card's
// framework does (load_memory.cpp).
enum class ModelLoading { Framework, Streamed, FullPerRank, Rank0Broadcast };
// The attention kernel: eager (materialised scores), PyTorch SDPA, a FlashAttention-2-class kernel,
// or the Triton FlashAttention of 2022-23 (flash_attn/flash_attn_triton.py, copied into
// llm-foundry as llmfoundry/models/layers/flash_attn_triton.py, MPT's attn_impl: triton), or SDPA
// on its cuDNN backend (torch 2.11 wheels on sm90/sm100: sdp_utils.cpp
// check_prefer_cudnn_attention).
enum class AttentionKernel { Eager, Sdpa, Flash, FlashTriton, SdpaCudnn };
// The layer kernels around the GEMMs and attention: the framework's own (eager PyTorch ops, or
// Transformer Engine's fused layers under Megatron), a fused norm kernel alone (torchtitan's
// norm_type fused_rmsnorm, torchtitan/models/norms.py until 37c4b8181, Feb 2025; Apex
// FusedRMSNorm), or Liger Kernel's RMSNorm, SwiGLU and RoPE (liger_kernel/transformers:
// apply_liger_kernel_to_llama, behind transformers' use_liger_kernel and NeMo AutoModel's default
// use_liger_kernel=True).
enum class LayerKernels { Framework, FusedNorm, Liger };
enum class LossMode { Standard, Chunked, Fused, CutCrossEntropy, FusedSoftmax };
// How unpacked sequences are padded into a micro-batch (docs/scaling-model.md, "Unpacked data"):
// to the longest in the batch (torchtune padded_collate_sft, transformers DataCollatorWithPadding),
// to the sequence length (tokenizer padding="max_length"), or length-grouped batches that hold
// sequences of about one length (transformers group_by_length, torchtext BucketIterator).
enum class Padding { Longest, MaxLength, Grouped };
// What a packed row's tokens attend to (docs/scaling-model.md, "Packed documents"): every earlier
// token of the row, or only the earlier tokens of their own document (FlashAttention's varlen
// kernel over cu_seqlens, a block-causal mask).
enum class PackedAttention { Row, Document };
// How a mixture-of-experts layer sends tokens to the GPUs of their experts under expert
// parallelism (docs/mixture-of-experts.md, "Expert parallelism"): one all-to-all of every
// token-expert pair (Megatron-Core MoEAlltoAllTokenDispatcher, torchtitan's default), or DeepEP's
// dispatch, which sends a token once to each node and each GPU holding any of its experts and
// forwards it over NVLink inside the node (DeepEP; Megatron-Core's flex dispatcher with the
// deepep or hybridep backend; torchtitan's deepep backend).
enum class MoeDispatcher { AllToAll, DeepEp };
// Which experts a token's k go to, at balanced loads: uniformly at random (a trained router's
// spread, Megatron-Core's --moe-router-force-load-balancing random logits), or k adjacent experts
// (benchmark gates that hand token i the experts k·i ... k·i + k − 1: NeMo AutoModel's
// FakeBalancedGate, nemo_automodel/components/moe/layers.py), which land on one or two GPUs.
enum class MoeRouting { Random, Contiguous };
// How a mixture-of-experts layer runs its local experts (docs/mixture-of-experts.md, "Compute"):
// as its framework does by default, as a loop over the experts (transformers'
// experts_implementation "eager", Megatron-Core's SequentialMLP, torchtitan's use_grouped_mm
// false), or as one grouped GEMM per projection (transformers' "grouped_mm", torchtitan and
// torchtune's torch._grouped_mm, Megatron-Core's TEGroupedMLP).
enum class MoeExperts { Framework, Loop, Grouped };
// Which tokens a mixture-of-experts layer's experts compute: the tokens routed to each (every
// framework's sparse dispatch), or every token through every expert, each output scaled by its
// router score, which is zero outside the token's top k: transformers' Llama4TextMoe repeats the
// hidden states once per expert and runs two batched GEMMs over all of them
// (models/llama4/modeling_llama4.py, Llama4TextMoe.forward, Llama4TextExperts.forward), and
// Axolotl's linearized Llama 4 experts loop over the experts on that repeated input
// (src/axolotl/monkeypatch/models/llama4/modeling.py). Framework: dense where the framework's own
// modeling code for the model runs every expert (ModelArchitecture::transformers_runs_every_expert
// under hf-transformers), routed elsewhere (resolve.cpp, expertCompute).
enum class MoeCompute { Framework, Routed, Dense };
// What Megatron-Core replays as CUDA graphs instead of launching each kernel from the host
// (megatron/core/transformer/transformer_config.py: cuda_graph_impl, cuda_graph_scope): a whole
// transformer layer (the local implementation without a scope; MLPerf's LAYER_CUDA_GRAPH), the
// attention part, a dense layer's MLP, a MoE layer whole (drop-and-pad only), a MoE layer up to
// its router, its token preprocessing, or the whole forward-backward iteration.
enum class CudaGraphScope { Layer, Attention, Mlp, Moe, MoeRouter, MoePreprocess, FullIteration };
enum class Parallelism { Single, Ddp, Zero1, Zero2, Zero3, FsdpFull, FsdpGradOp, FsdpHybrid };
enum class BudgetKind { Tokens, Steps, Epochs };
enum class LoraTarget { Q, K, V, O, Gate, Up, Down };
// The training framework whose memory behaviour the planner assumes (docs/memory-model.md).
enum class FrameworkProfile {
    HfTransformers,
    LitGpt,
    TorchTune,
    Megatron,
    RuncardPilot,
    TorchTitan,
    KempnerForge,
    LlmFoundry,
    Unsloth
};
enum class LrSchedule { Constant, Linear, Cosine };
enum class PricingKind { OnDemand, Reserved, Spot };
enum class BillingPeriod { Hour, Day, Week, Month };
// Hardware section: how micro-batches flow through pipeline stages (Narayanan et al. 2021,
// "Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM", §2.2), and
// the software stack whose kernels, fusion and overlap set the step time (docs/scaling-model.md).
enum class PipelineSchedule { OneFOneB, Interleaved, GPipe };
// How context-parallel ranks share a sequence's attention (docs/scaling-model.md,
// "Communication"): keys and values passed around a ring while each rank attends with its own
// queries (Megatron cp_comm_type "p2p", torch's context_parallel), or an all-to-all that trades
// sequence shards for head shards, so each rank attends over the whole sequence with a share of
// the heads (DeepSpeed-Ulysses, Jacobs et al. 2023, arXiv:2309.14509; Megatron "a2a").
enum class ContextParallelComm { Ring, AllToAll };
enum class SoftwareStack {
    Auto,
    HfTrainer,
    DeepSpeed,
    LitGpt,
    TorchTune,
    TorchTitan,
    MegatronTe,
    LibTorchEager
};

template <class E> struct EnumSpelling;

#define RUNCARD_ENUM_SPELLING(E, ...)                                                              \
    template <> struct EnumSpelling<E> {                                                           \
        static constexpr auto table =                                                              \
            std::to_array<std::pair<E, std::string_view>>({__VA_ARGS__});                          \
    }

RUNCARD_ENUM_SPELLING(MlpKind, {MlpKind::SwiGlu, "swiglu"}, {MlpKind::Gelu, "gelu"});
RUNCARD_ENUM_SPELLING(NormKind, {NormKind::RmsNorm, "rmsnorm"}, {NormKind::LayerNorm, "layernorm"});
RUNCARD_ENUM_SPELLING(QkNorm, {QkNorm::None, "none"}, {QkNorm::PerHead, "per-head"},
                      {QkNorm::Projection, "projection"});
RUNCARD_ENUM_SPELLING(PositionKind, {PositionKind::Rope, "rope"},
                      {PositionKind::Learned, "learned"}, {PositionKind::Alibi, "alibi"});
RUNCARD_ENUM_SPELLING(LoraDropoutPosition, {LoraDropoutPosition::Pre, "pre"},
                      {LoraDropoutPosition::Post, "post"});
RUNCARD_ENUM_SPELLING(LoraSavedModule, {LoraSavedModule::Embedding, "embedding"},
                      {LoraSavedModule::Head, "head"});
RUNCARD_ENUM_SPELLING(LoraAdapterDtype, {LoraAdapterDtype::Auto, "auto"},
                      {LoraAdapterDtype::Fp32, "fp32"}, {LoraAdapterDtype::Base, "base"});
RUNCARD_ENUM_SPELLING(GradientClipping, {GradientClipping::Auto, "auto"},
                      {GradientClipping::On, "on"}, {GradientClipping::Off, "off"});
RUNCARD_ENUM_SPELLING(TrainingMethod, {TrainingMethod::Full, "full"},
                      {TrainingMethod::Lora, "lora"}, {TrainingMethod::QLora, "qlora"});
RUNCARD_ENUM_SPELLING(OptimizerKind, {OptimizerKind::AdamW, "adamw"},
                      {OptimizerKind::AdamW8bit, "adamw-8bit"},
                      {OptimizerKind::PagedAdamW8bit, "paged-adamw-8bit"},
                      {OptimizerKind::Sgd, "sgd"}, {OptimizerKind::SgdMomentum, "sgd-momentum"},
                      {OptimizerKind::Adafactor, "adafactor"}, {OptimizerKind::Lion, "lion"},
                      {OptimizerKind::AdamW4bit, "adamw-4bit"},
                      {OptimizerKind::PagedAdamW, "paged-adamw"},
                      {OptimizerKind::AdamW8bitTorchao, "adamw-8bit-torchao"});
RUNCARD_ENUM_SPELLING(OptimizerImplementation, {OptimizerImplementation::Framework, "framework"},
                      {OptimizerImplementation::Foreach, "foreach"},
                      {OptimizerImplementation::Fused, "fused"},
                      {OptimizerImplementation::ForLoop, "for-loop"});
RUNCARD_ENUM_SPELLING(Precision, {Precision::Fp32, "fp32"}, {Precision::Tf32, "tf32"},
                      {Precision::Fp16Mixed, "fp16-mixed"}, {Precision::Bf16Mixed, "bf16-mixed"},
                      {Precision::Bf16, "bf16"}, {Precision::Fp8Mixed, "fp8-mixed"},
                      {Precision::Fp8Current, "fp8-current"}, {Precision::Mxfp8, "mxfp8"},
                      {Precision::Nvfp4, "nvfp4"});
RUNCARD_ENUM_SPELLING(ActivationCheckpointing, {ActivationCheckpointing::None, "none"},
                      {ActivationCheckpointing::Selective, "selective"},
                      {ActivationCheckpointing::Full, "full"},
                      {ActivationCheckpointing::OpLevel, "op-level"},
                      {ActivationCheckpointing::EveryK, "every-k"},
                      {ActivationCheckpointing::Partial, "partial"});
RUNCARD_ENUM_SPELLING(FsdpVersion, {FsdpVersion::Framework, "framework"}, {FsdpVersion::One, "1"},
                      {FsdpVersion::Two, "2"});
RUNCARD_ENUM_SPELLING(StorageDtype, {StorageDtype::Auto, "auto"}, {StorageDtype::Fp32, "fp32"},
                      {StorageDtype::Bf16, "bf16"}, {StorageDtype::Fp16, "fp16"});
RUNCARD_ENUM_SPELLING(WeightsDtype, {WeightsDtype::Auto, "auto"}, {WeightsDtype::Fp32, "fp32"},
                      {WeightsDtype::Bf16, "bf16"}, {WeightsDtype::Fp16, "fp16"},
                      {WeightsDtype::Fp8, "fp8"});
RUNCARD_ENUM_SPELLING(ModelLoading, {ModelLoading::Framework, "framework"},
                      {ModelLoading::Streamed, "streamed"},
                      {ModelLoading::FullPerRank, "full-per-rank"},
                      {ModelLoading::Rank0Broadcast, "rank0-broadcast"});
RUNCARD_ENUM_SPELLING(AttentionKernel, {AttentionKernel::Eager, "eager"},
                      {AttentionKernel::Sdpa, "sdpa"}, {AttentionKernel::Flash, "flash"},
                      {AttentionKernel::FlashTriton, "flash-triton"},
                      {AttentionKernel::SdpaCudnn, "sdpa-cudnn"});
RUNCARD_ENUM_SPELLING(LayerKernels, {LayerKernels::Framework, "framework"},
                      {LayerKernels::FusedNorm, "fused-norm"}, {LayerKernels::Liger, "liger"});
RUNCARD_ENUM_SPELLING(LossMode, {LossMode::Standard, "standard"}, {LossMode::Chunked, "chunked"},
                      {LossMode::Fused, "fused"}, {LossMode::CutCrossEntropy, "cut-cross-entropy"},
                      {LossMode::FusedSoftmax, "fused-softmax"});
RUNCARD_ENUM_SPELLING(Padding, {Padding::Longest, "longest"}, {Padding::MaxLength, "max-length"},
                      {Padding::Grouped, "grouped"});
RUNCARD_ENUM_SPELLING(PackedAttention, {PackedAttention::Row, "row"},
                      {PackedAttention::Document, "document"});
RUNCARD_ENUM_SPELLING(MoeDispatcher, {MoeDispatcher::AllToAll, "alltoall"},
                      {MoeDispatcher::DeepEp, "deepep"});
RUNCARD_ENUM_SPELLING(MoeRouting, {MoeRouting::Random, "random"},
                      {MoeRouting::Contiguous, "contiguous"});
RUNCARD_ENUM_SPELLING(MoeExperts, {MoeExperts::Framework, "framework"}, {MoeExperts::Loop, "loop"},
                      {MoeExperts::Grouped, "grouped"});
RUNCARD_ENUM_SPELLING(MoeCompute, {MoeCompute::Framework, "framework"},
                      {MoeCompute::Routed, "routed"}, {MoeCompute::Dense, "dense"});
RUNCARD_ENUM_SPELLING(CudaGraphScope, {CudaGraphScope::Layer, "layer"},
                      {CudaGraphScope::Attention, "attn"}, {CudaGraphScope::Mlp, "mlp"},
                      {CudaGraphScope::Moe, "moe"}, {CudaGraphScope::MoeRouter, "moe-router"},
                      {CudaGraphScope::MoePreprocess, "moe-preprocess"},
                      {CudaGraphScope::FullIteration, "full-iteration"});
RUNCARD_ENUM_SPELLING(Parallelism, {Parallelism::Single, "single"}, {Parallelism::Ddp, "ddp"},
                      {Parallelism::Zero1, "zero1"}, {Parallelism::Zero2, "zero2"},
                      {Parallelism::Zero3, "zero3"}, {Parallelism::FsdpFull, "fsdp-full"},
                      {Parallelism::FsdpGradOp, "fsdp-grad-op"},
                      {Parallelism::FsdpHybrid, "fsdp-hybrid"});
RUNCARD_ENUM_SPELLING(BudgetKind, {BudgetKind::Tokens, "tokens"}, {BudgetKind::Steps, "steps"},
                      {BudgetKind::Epochs, "epochs"});
RUNCARD_ENUM_SPELLING(LoraTarget, {LoraTarget::Q, "q"}, {LoraTarget::K, "k"}, {LoraTarget::V, "v"},
                      {LoraTarget::O, "o"}, {LoraTarget::Gate, "gate"}, {LoraTarget::Up, "up"},
                      {LoraTarget::Down, "down"});
RUNCARD_ENUM_SPELLING(
    FrameworkProfile, {FrameworkProfile::HfTransformers, "hf-transformers"},
    {FrameworkProfile::LitGpt, "litgpt"}, {FrameworkProfile::TorchTune, "torchtune"},
    {FrameworkProfile::Megatron, "megatron"}, {FrameworkProfile::RuncardPilot, "runcard-pilot"},
    {FrameworkProfile::TorchTitan, "torchtitan"}, {FrameworkProfile::KempnerForge, "kempnerforge"},
    {FrameworkProfile::LlmFoundry, "llm-foundry"}, {FrameworkProfile::Unsloth, "unsloth"});
RUNCARD_ENUM_SPELLING(LrSchedule, {LrSchedule::Constant, "constant"},
                      {LrSchedule::Linear, "linear"}, {LrSchedule::Cosine, "cosine"});
RUNCARD_ENUM_SPELLING(PricingKind, {PricingKind::OnDemand, "on-demand"},
                      {PricingKind::Reserved, "reserved"}, {PricingKind::Spot, "spot"});
RUNCARD_ENUM_SPELLING(BillingPeriod, {BillingPeriod::Hour, "hour"}, {BillingPeriod::Day, "day"},
                      {BillingPeriod::Week, "week"}, {BillingPeriod::Month, "month"});
RUNCARD_ENUM_SPELLING(PipelineSchedule, {PipelineSchedule::OneFOneB, "1f1b"},
                      {PipelineSchedule::Interleaved, "interleaved-1f1b"},
                      {PipelineSchedule::GPipe, "gpipe"});
RUNCARD_ENUM_SPELLING(ContextParallelComm, {ContextParallelComm::Ring, "ring"},
                      {ContextParallelComm::AllToAll, "all-to-all"});
RUNCARD_ENUM_SPELLING(SoftwareStack, {SoftwareStack::Auto, "auto"},
                      {SoftwareStack::HfTrainer, "hf-trainer"},
                      {SoftwareStack::DeepSpeed, "deepspeed"}, {SoftwareStack::LitGpt, "litgpt"},
                      {SoftwareStack::TorchTune, "torchtune"},
                      {SoftwareStack::TorchTitan, "torchtitan"},
                      {SoftwareStack::MegatronTe, "megatron-te"},
                      {SoftwareStack::LibTorchEager, "libtorch-eager"});
#undef RUNCARD_ENUM_SPELLING

template <class E> struct EnumLabel;

#define RUNCARD_ENUM_LABEL(E, ...)                                                                 \
    template <> struct EnumLabel<E> {                                                              \
        static constexpr auto table =                                                              \
            std::to_array<std::pair<E, std::string_view>>({__VA_ARGS__});                          \
    }

RUNCARD_ENUM_LABEL(MlpKind, {MlpKind::SwiGlu, RUNCARD_TR("EnumNames", "SwiGLU")},
                   {MlpKind::Gelu, RUNCARD_TR("EnumNames", "GELU")});
RUNCARD_ENUM_LABEL(NormKind, {NormKind::RmsNorm, RUNCARD_TR("EnumNames", "RMSNorm")},
                   {NormKind::LayerNorm, RUNCARD_TR("EnumNames", "LayerNorm")});
RUNCARD_ENUM_LABEL(QkNorm, {QkNorm::None, RUNCARD_TR("EnumNames", "None")},
                   {QkNorm::PerHead, RUNCARD_TR("EnumNames", "Per head")},
                   {QkNorm::Projection, RUNCARD_TR("EnumNames", "Over each projection")});
RUNCARD_ENUM_LABEL(PositionKind, {PositionKind::Rope, RUNCARD_TR("EnumNames", "Rotary (RoPE)")},
                   {PositionKind::Learned, RUNCARD_TR("EnumNames", "Learned absolute")},
                   {PositionKind::Alibi, RUNCARD_TR("EnumNames", "ALiBi")});
RUNCARD_ENUM_LABEL(LoraDropoutPosition,
                   {LoraDropoutPosition::Pre, RUNCARD_TR("EnumNames", "On the adapter input")},
                   {LoraDropoutPosition::Post, RUNCARD_TR("EnumNames", "On the adapter output")});
RUNCARD_ENUM_LABEL(LoraSavedModule,
                   {LoraSavedModule::Embedding, RUNCARD_TR("EnumNames", "Token embedding")},
                   {LoraSavedModule::Head, RUNCARD_TR("EnumNames", "Output head")});
RUNCARD_ENUM_LABEL(LoraAdapterDtype,
                   {LoraAdapterDtype::Auto, RUNCARD_TR("EnumNames", "The framework's default")},
                   {LoraAdapterDtype::Fp32, RUNCARD_TR("EnumNames", "fp32")},
                   {LoraAdapterDtype::Base, RUNCARD_TR("EnumNames", "The base weights' dtype")});
RUNCARD_ENUM_LABEL(GradientClipping,
                   {GradientClipping::Auto, RUNCARD_TR("EnumNames", "The framework's default")},
                   {GradientClipping::On, RUNCARD_TR("EnumNames", "On")},
                   {GradientClipping::Off, RUNCARD_TR("EnumNames", "Off")});
RUNCARD_ENUM_LABEL(TrainingMethod,
                   {TrainingMethod::Full, RUNCARD_TR("EnumNames", "Full fine-tuning")},
                   {TrainingMethod::Lora, RUNCARD_TR("EnumNames", "LoRA")},
                   {TrainingMethod::QLora, RUNCARD_TR("EnumNames", "QLoRA (4-bit base)")});
RUNCARD_ENUM_LABEL(OptimizerKind, {OptimizerKind::AdamW, RUNCARD_TR("EnumNames", "AdamW")},
                   {OptimizerKind::AdamW8bit,
                    RUNCARD_TR("EnumNames", "AdamW 8-bit (bitsandbytes)")},
                   {OptimizerKind::PagedAdamW8bit, RUNCARD_TR("EnumNames", "Paged AdamW 8-bit")},
                   {OptimizerKind::Sgd, RUNCARD_TR("EnumNames", "SGD")},
                   {OptimizerKind::SgdMomentum, RUNCARD_TR("EnumNames", "SGD with momentum")},
                   {OptimizerKind::Adafactor, RUNCARD_TR("EnumNames", "Adafactor")},
                   {OptimizerKind::Lion, RUNCARD_TR("EnumNames", "Lion")},
                   {OptimizerKind::AdamW4bit, RUNCARD_TR("EnumNames", "AdamW 4-bit (torchao)")},
                   {OptimizerKind::PagedAdamW, RUNCARD_TR("EnumNames", "Paged AdamW 32-bit")},
                   {OptimizerKind::AdamW8bitTorchao,
                    RUNCARD_TR("EnumNames", "AdamW 8-bit (torchao)")});
RUNCARD_ENUM_LABEL(OptimizerImplementation,
                   {OptimizerImplementation::Framework,
                    RUNCARD_TR("EnumNames", "The framework's default")},
                   {OptimizerImplementation::Foreach, RUNCARD_TR("EnumNames", "foreach")},
                   {OptimizerImplementation::Fused, RUNCARD_TR("EnumNames", "Fused kernel")},
                   {OptimizerImplementation::ForLoop, RUNCARD_TR("EnumNames", "For-loop")});
RUNCARD_ENUM_LABEL(Precision, {Precision::Fp32, RUNCARD_TR("EnumNames", "FP32")},
                   {Precision::Tf32, RUNCARD_TR("EnumNames", "TF32")},
                   {Precision::Fp16Mixed, RUNCARD_TR("EnumNames", "FP16 mixed")},
                   {Precision::Bf16Mixed, RUNCARD_TR("EnumNames", "BF16 mixed")},
                   {Precision::Bf16, RUNCARD_TR("EnumNames", "Pure BF16")},
                   {Precision::Fp8Mixed, RUNCARD_TR("EnumNames", "FP8 mixed")},
                   {Precision::Fp8Current, RUNCARD_TR("EnumNames", "FP8, current scaling")},
                   {Precision::Mxfp8, RUNCARD_TR("EnumNames", "MXFP8")},
                   {Precision::Nvfp4, RUNCARD_TR("EnumNames", "NVFP4")});
RUNCARD_ENUM_LABEL(
    ActivationCheckpointing, {ActivationCheckpointing::None, RUNCARD_TR("EnumNames", "None")},
    {ActivationCheckpointing::Selective, RUNCARD_TR("EnumNames", "Selective (attention core)")},
    {ActivationCheckpointing::Full, RUNCARD_TR("EnumNames", "Full (every block)")},
    {ActivationCheckpointing::OpLevel, RUNCARD_TR("EnumNames", "Op-level selective")},
    {ActivationCheckpointing::EveryK, RUNCARD_TR("EnumNames", "Every k-th block")},
    {ActivationCheckpointing::Partial, RUNCARD_TR("EnumNames", "First N blocks")});
RUNCARD_ENUM_LABEL(FsdpVersion,
                   {FsdpVersion::Framework, RUNCARD_TR("EnumNames", "As the framework shards")},
                   {FsdpVersion::One, RUNCARD_TR("EnumNames", "FSDP1 (flat parameters)")},
                   {FsdpVersion::Two, RUNCARD_TR("EnumNames", "FSDP2 (per-parameter shards)")});
RUNCARD_ENUM_LABEL(StorageDtype, {StorageDtype::Auto, RUNCARD_TR("EnumNames", "As the precision")},
                   {StorageDtype::Fp32, RUNCARD_TR("EnumNames", "FP32")},
                   {StorageDtype::Bf16, RUNCARD_TR("EnumNames", "BF16")},
                   {StorageDtype::Fp16, RUNCARD_TR("EnumNames", "FP16")});
RUNCARD_ENUM_LABEL(WeightsDtype, {WeightsDtype::Auto, RUNCARD_TR("EnumNames", "As the precision")},
                   {WeightsDtype::Fp32, RUNCARD_TR("EnumNames", "FP32")},
                   {WeightsDtype::Bf16, RUNCARD_TR("EnumNames", "BF16")},
                   {WeightsDtype::Fp16, RUNCARD_TR("EnumNames", "FP16")},
                   {WeightsDtype::Fp8, RUNCARD_TR("EnumNames", "FP8")});
RUNCARD_ENUM_LABEL(ModelLoading,
                   {ModelLoading::Framework, RUNCARD_TR("EnumNames", "The framework's default")},
                   {ModelLoading::Streamed, RUNCARD_TR("EnumNames", "Streamed into place")},
                   {ModelLoading::FullPerRank, RUNCARD_TR("EnumNames", "Whole model on every GPU")},
                   {ModelLoading::Rank0Broadcast,
                    RUNCARD_TR("EnumNames", "Broadcast from rank 0")});
RUNCARD_ENUM_LABEL(AttentionKernel,
                   {AttentionKernel::Eager, RUNCARD_TR("EnumNames", "Eager (unfused)")},
                   {AttentionKernel::Sdpa, RUNCARD_TR("EnumNames", "SDPA")},
                   {AttentionKernel::Flash, RUNCARD_TR("EnumNames", "FlashAttention")},
                   {AttentionKernel::FlashTriton,
                    RUNCARD_TR("EnumNames", "FlashAttention in Triton (2023)")},
                   {AttentionKernel::SdpaCudnn, RUNCARD_TR("EnumNames", "SDPA through cuDNN")});
RUNCARD_ENUM_LABEL(LayerKernels,
                   {LayerKernels::Framework, RUNCARD_TR("EnumNames", "The framework's own")},
                   {LayerKernels::FusedNorm, RUNCARD_TR("EnumNames", "Fused norm kernel")},
                   {LayerKernels::Liger, RUNCARD_TR("EnumNames", "Liger Kernel")});
RUNCARD_ENUM_LABEL(LossMode, {LossMode::Standard, RUNCARD_TR("EnumNames", "Standard")},
                   {LossMode::Chunked, RUNCARD_TR("EnumNames", "Chunked")},
                   {LossMode::Fused, RUNCARD_TR("EnumNames", "Fused linear (Liger)")},
                   {LossMode::CutCrossEntropy, RUNCARD_TR("EnumNames", "Cut Cross-Entropy")},
                   {LossMode::FusedSoftmax,
                    RUNCARD_TR("EnumNames", "Fused softmax kernel (flash-attn, Apex)")});
RUNCARD_ENUM_LABEL(Padding,
                   {Padding::Longest, RUNCARD_TR("EnumNames", "To the longest in the batch")},
                   {Padding::MaxLength, RUNCARD_TR("EnumNames", "To the sequence length")},
                   {Padding::Grouped, RUNCARD_TR("EnumNames", "Length-grouped batches")});
RUNCARD_ENUM_LABEL(PackedAttention,
                   {PackedAttention::Row, RUNCARD_TR("EnumNames", "Across the whole row")},
                   {PackedAttention::Document, RUNCARD_TR("EnumNames", "Within each document")});
RUNCARD_ENUM_LABEL(MoeDispatcher,
                   {MoeDispatcher::AllToAll, RUNCARD_TR("EnumNames", "All-to-all per expert")},
                   {MoeDispatcher::DeepEp, RUNCARD_TR("EnumNames", "DeepEP, once per GPU")});
RUNCARD_ENUM_LABEL(MoeRouting, {MoeRouting::Random, RUNCARD_TR("EnumNames", "Uniformly at random")},
                   {MoeRouting::Contiguous, RUNCARD_TR("EnumNames", "Adjacent experts")});
RUNCARD_ENUM_LABEL(MoeExperts,
                   {MoeExperts::Framework, RUNCARD_TR("EnumNames", "As the framework runs them")},
                   {MoeExperts::Loop, RUNCARD_TR("EnumNames", "One expert at a time")},
                   {MoeExperts::Grouped, RUNCARD_TR("EnumNames", "Grouped GEMM")});
RUNCARD_ENUM_LABEL(MoeCompute,
                   {MoeCompute::Framework, RUNCARD_TR("EnumNames", "As the framework runs them")},
                   {MoeCompute::Routed, RUNCARD_TR("EnumNames", "Routed tokens")},
                   {MoeCompute::Dense, RUNCARD_TR("EnumNames", "Every token, masked")});
RUNCARD_ENUM_LABEL(CudaGraphScope, {CudaGraphScope::Layer, RUNCARD_TR("EnumNames", "Whole layer")},
                   {CudaGraphScope::Attention, RUNCARD_TR("EnumNames", "Attention")},
                   {CudaGraphScope::Mlp, RUNCARD_TR("EnumNames", "Dense MLP")},
                   {CudaGraphScope::Moe, RUNCARD_TR("EnumNames", "MoE layer (drop-and-pad)")},
                   {CudaGraphScope::MoeRouter, RUNCARD_TR("EnumNames", "MoE up to the router")},
                   {CudaGraphScope::MoePreprocess,
                    RUNCARD_TR("EnumNames", "MoE token preprocessing")},
                   {CudaGraphScope::FullIteration, RUNCARD_TR("EnumNames", "Whole iteration")});
RUNCARD_ENUM_LABEL(Parallelism, {Parallelism::Single, RUNCARD_TR("EnumNames", "Single GPU")},
                   {Parallelism::Ddp, RUNCARD_TR("EnumNames", "DDP")},
                   {Parallelism::Zero1, RUNCARD_TR("EnumNames", "ZeRO-1")},
                   {Parallelism::Zero2, RUNCARD_TR("EnumNames", "ZeRO-2")},
                   {Parallelism::Zero3, RUNCARD_TR("EnumNames", "ZeRO-3")},
                   {Parallelism::FsdpFull, RUNCARD_TR("EnumNames", "FSDP (full shard)")},
                   {Parallelism::FsdpGradOp,
                    RUNCARD_TR("EnumNames", "FSDP (grad and optimizer shard)")},
                   {Parallelism::FsdpHybrid, RUNCARD_TR("EnumNames", "FSDP (hybrid shard)")});
RUNCARD_ENUM_LABEL(BudgetKind, {BudgetKind::Tokens, RUNCARD_TR("EnumNames", "Tokens")},
                   {BudgetKind::Steps, RUNCARD_TR("EnumNames", "Optimizer steps")},
                   {BudgetKind::Epochs, RUNCARD_TR("EnumNames", "Epochs")});
RUNCARD_ENUM_LABEL(LoraTarget, {LoraTarget::Q, RUNCARD_TR("EnumNames", "Query")},
                   {LoraTarget::K, RUNCARD_TR("EnumNames", "Key")},
                   {LoraTarget::V, RUNCARD_TR("EnumNames", "Value")},
                   {LoraTarget::O, RUNCARD_TR("EnumNames", "Output")},
                   {LoraTarget::Gate, RUNCARD_TR("EnumNames", "Gate")},
                   {LoraTarget::Up, RUNCARD_TR("EnumNames", "Up")},
                   {LoraTarget::Down, RUNCARD_TR("EnumNames", "Down")});
RUNCARD_ENUM_LABEL(FrameworkProfile,
                   {FrameworkProfile::HfTransformers,
                    RUNCARD_TR("EnumNames", "Hugging Face Transformers")},
                   {FrameworkProfile::LitGpt, RUNCARD_TR("EnumNames", "LitGPT")},
                   {FrameworkProfile::TorchTune, RUNCARD_TR("EnumNames", "torchtune")},
                   {FrameworkProfile::Megatron, RUNCARD_TR("EnumNames", "Megatron-LM")},
                   {FrameworkProfile::RuncardPilot, RUNCARD_TR("EnumNames", "Runcard pilot")},
                   {FrameworkProfile::TorchTitan, RUNCARD_TR("EnumNames", "torchtitan")},
                   {FrameworkProfile::KempnerForge, RUNCARD_TR("EnumNames", "KempnerForge")},
                   {FrameworkProfile::LlmFoundry,
                    RUNCARD_TR("EnumNames", "LLM Foundry (Composer)")},
                   {FrameworkProfile::Unsloth, RUNCARD_TR("EnumNames", "Unsloth")});
RUNCARD_ENUM_LABEL(LrSchedule, {LrSchedule::Constant, RUNCARD_TR("EnumNames", "Constant")},
                   {LrSchedule::Linear, RUNCARD_TR("EnumNames", "Linear decay")},
                   {LrSchedule::Cosine, RUNCARD_TR("EnumNames", "Cosine decay")});
RUNCARD_ENUM_LABEL(PricingKind, {PricingKind::OnDemand, RUNCARD_TR("EnumNames", "On demand")},
                   {PricingKind::Reserved, RUNCARD_TR("EnumNames", "Reserved")},
                   {PricingKind::Spot, RUNCARD_TR("EnumNames", "Spot")});
RUNCARD_ENUM_LABEL(BillingPeriod, {BillingPeriod::Hour, RUNCARD_TR("EnumNames", "Hour")},
                   {BillingPeriod::Day, RUNCARD_TR("EnumNames", "Day")},
                   {BillingPeriod::Week, RUNCARD_TR("EnumNames", "Week")},
                   {BillingPeriod::Month, RUNCARD_TR("EnumNames", "Month")});
RUNCARD_ENUM_LABEL(PipelineSchedule, {PipelineSchedule::OneFOneB, RUNCARD_TR("EnumNames", "1F1B")},
                   {PipelineSchedule::Interleaved, RUNCARD_TR("EnumNames", "Interleaved 1F1B")},
                   {PipelineSchedule::GPipe, RUNCARD_TR("EnumNames", "GPipe (all forward first)")});
RUNCARD_ENUM_LABEL(ContextParallelComm,
                   {ContextParallelComm::Ring,
                    RUNCARD_TR("EnumNames", "Ring: keys and values pass round")},
                   {ContextParallelComm::AllToAll,
                    RUNCARD_TR("EnumNames", "All-to-all of heads (DeepSpeed-Ulysses)")});
RUNCARD_ENUM_LABEL(
    SoftwareStack, {SoftwareStack::Auto, RUNCARD_TR("EnumNames", "From the framework")},
    {SoftwareStack::HfTrainer, RUNCARD_TR("EnumNames", "Hugging Face Trainer (eager)")},
    {SoftwareStack::DeepSpeed, RUNCARD_TR("EnumNames", "DeepSpeed")},
    {SoftwareStack::LitGpt, RUNCARD_TR("EnumNames", "LitGPT (Lightning)")},
    {SoftwareStack::TorchTune, RUNCARD_TR("EnumNames", "torchtune")},
    {SoftwareStack::TorchTitan, RUNCARD_TR("EnumNames", "torchtitan (FSDP2)")},
    {SoftwareStack::MegatronTe,
     RUNCARD_TR("EnumNames", "Megatron-Core / NeMo with Transformer Engine")},
    {SoftwareStack::LibTorchEager, RUNCARD_TR("EnumNames", "LibTorch eager (Runcard pilot)")});
#undef RUNCARD_ENUM_LABEL

template <class E> constexpr std::string_view toString(E value) {
    for (const auto& [e, name] : EnumSpelling<E>::table)
        if (e == value)
            return name;
    return {};
}

template <class E> constexpr std::optional<E> parseEnum(std::string_view text) {
    for (const auto& [e, name] : EnumSpelling<E>::table)
        if (name == text)
            return e;
    return std::nullopt;
}

template <class E> std::vector<std::string_view> enumSpellings() {
    std::vector<std::string_view> names;
    for (const auto& entry : EnumSpelling<E>::table)
        names.push_back(entry.second);
    return names;
}

template <class E> constexpr std::size_t enumCount() {
    return EnumSpelling<E>::table.size();
}

// The English display name (a NUL-terminated literal, so the UI can pass it to translate()).
template <class E> constexpr std::string_view enumLabel(E value) {
    for (const auto& [e, label] : EnumLabel<E>::table)
        if (e == value)
            return label;
    return {};
}

// Every value of a card vocabulary has a spelling and a display name, both listed in declaration
// order (the form stores a choice as its index).
template <class E> constexpr bool labelsMatchSpellings() {
    if (EnumLabel<E>::table.size() != EnumSpelling<E>::table.size())
        return false;
    for (std::size_t i = 0; i < EnumSpelling<E>::table.size(); ++i)
        if (EnumLabel<E>::table[i].first != EnumSpelling<E>::table[i].first ||
            static_cast<std::size_t>(EnumSpelling<E>::table[i].first) != i)
            return false;
    return true;
}
static_assert(labelsMatchSpellings<MlpKind>() && labelsMatchSpellings<NormKind>() &&
              labelsMatchSpellings<QkNorm>() && labelsMatchSpellings<PositionKind>() &&
              labelsMatchSpellings<LoraDropoutPosition>() &&
              labelsMatchSpellings<LoraAdapterDtype>() && labelsMatchSpellings<LoraSavedModule>() &&
              labelsMatchSpellings<GradientClipping>() && labelsMatchSpellings<TrainingMethod>() &&
              labelsMatchSpellings<OptimizerKind>() && labelsMatchSpellings<Precision>() &&
              labelsMatchSpellings<OptimizerImplementation>() &&
              labelsMatchSpellings<StorageDtype>() && labelsMatchSpellings<WeightsDtype>() &&
              labelsMatchSpellings<ModelLoading>() &&
              labelsMatchSpellings<ActivationCheckpointing>() &&
              labelsMatchSpellings<AttentionKernel>() && labelsMatchSpellings<LayerKernels>() &&
              labelsMatchSpellings<LossMode>() && labelsMatchSpellings<Padding>() &&
              labelsMatchSpellings<PackedAttention>() && labelsMatchSpellings<MoeDispatcher>() &&
              labelsMatchSpellings<MoeRouting>() && labelsMatchSpellings<MoeExperts>() &&
              labelsMatchSpellings<MoeCompute>() && labelsMatchSpellings<FsdpVersion>() &&
              labelsMatchSpellings<CudaGraphScope>() && labelsMatchSpellings<Parallelism>() &&
              labelsMatchSpellings<BudgetKind>() && labelsMatchSpellings<LoraTarget>() &&
              labelsMatchSpellings<FrameworkProfile>() && labelsMatchSpellings<LrSchedule>() &&
              labelsMatchSpellings<PricingKind>() && labelsMatchSpellings<BillingPeriod>() &&
              labelsMatchSpellings<PipelineSchedule>() &&
              labelsMatchSpellings<ContextParallelComm>() && labelsMatchSpellings<SoftwareStack>());

} // namespace runcard
