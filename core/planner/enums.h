// The closed vocabularies of the run card (../shared/spec/runcard-v1.md) and their YAML spellings.
#pragma once

#include <array>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace runcard {

enum class MlpKind { SwiGlu, Gelu };
enum class NormKind { RmsNorm, LayerNorm };
enum class TrainingMethod { Full, Lora, QLora };
enum class OptimizerKind { AdamW, AdamW8bit, PagedAdamW8bit, Sgd, SgdMomentum, Adafactor, Lion };
enum class Precision { Fp32, Tf32, Fp16Mixed, Bf16Mixed, Bf16, Fp8Mixed };
enum class ActivationCheckpointing { None, Selective, Full };
enum class AttentionKernel { Eager, Sdpa, Flash };
enum class LossMode { Standard, Chunked, Fused };
enum class Parallelism { Single, Ddp, Zero1, Zero2, Zero3, FsdpFull, FsdpGradOp, FsdpHybrid };
enum class BudgetKind { Tokens, Steps, Epochs };
enum class LoraTarget { Q, K, V, O, Gate, Up, Down };
// The training framework whose memory behaviour the planner assumes (docs/memory-model.md).
enum class FrameworkProfile { HfTransformers, LitGpt, TorchTune, Megatron, RuncardPilot };
enum class LrSchedule { Constant, Linear, Cosine };
enum class PricingKind { OnDemand, Reserved, Spot };
enum class BillingPeriod { Hour, Day, Week, Month };

template <class E> struct EnumSpelling;

#define RUNCARD_ENUM_SPELLING(E, ...)                                                              \
    template <> struct EnumSpelling<E> {                                                           \
        static constexpr auto table =                                                              \
            std::to_array<std::pair<E, std::string_view>>({__VA_ARGS__});                          \
    }

RUNCARD_ENUM_SPELLING(MlpKind, {MlpKind::SwiGlu, "swiglu"}, {MlpKind::Gelu, "gelu"});
RUNCARD_ENUM_SPELLING(NormKind, {NormKind::RmsNorm, "rmsnorm"}, {NormKind::LayerNorm, "layernorm"});
RUNCARD_ENUM_SPELLING(TrainingMethod, {TrainingMethod::Full, "full"},
                      {TrainingMethod::Lora, "lora"}, {TrainingMethod::QLora, "qlora"});
RUNCARD_ENUM_SPELLING(OptimizerKind, {OptimizerKind::AdamW, "adamw"},
                      {OptimizerKind::AdamW8bit, "adamw-8bit"},
                      {OptimizerKind::PagedAdamW8bit, "paged-adamw-8bit"},
                      {OptimizerKind::Sgd, "sgd"}, {OptimizerKind::SgdMomentum, "sgd-momentum"},
                      {OptimizerKind::Adafactor, "adafactor"}, {OptimizerKind::Lion, "lion"});
RUNCARD_ENUM_SPELLING(Precision, {Precision::Fp32, "fp32"}, {Precision::Tf32, "tf32"},
                      {Precision::Fp16Mixed, "fp16-mixed"}, {Precision::Bf16Mixed, "bf16-mixed"},
                      {Precision::Bf16, "bf16"}, {Precision::Fp8Mixed, "fp8-mixed"});
RUNCARD_ENUM_SPELLING(ActivationCheckpointing, {ActivationCheckpointing::None, "none"},
                      {ActivationCheckpointing::Selective, "selective"},
                      {ActivationCheckpointing::Full, "full"});
RUNCARD_ENUM_SPELLING(AttentionKernel, {AttentionKernel::Eager, "eager"},
                      {AttentionKernel::Sdpa, "sdpa"}, {AttentionKernel::Flash, "flash"});
RUNCARD_ENUM_SPELLING(LossMode, {LossMode::Standard, "standard"}, {LossMode::Chunked, "chunked"},
                      {LossMode::Fused, "fused"});
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
RUNCARD_ENUM_SPELLING(FrameworkProfile, {FrameworkProfile::HfTransformers, "hf-transformers"},
                      {FrameworkProfile::LitGpt, "litgpt"},
                      {FrameworkProfile::TorchTune, "torchtune"},
                      {FrameworkProfile::Megatron, "megatron"},
                      {FrameworkProfile::RuncardPilot, "runcard-pilot"});
RUNCARD_ENUM_SPELLING(LrSchedule, {LrSchedule::Constant, "constant"},
                      {LrSchedule::Linear, "linear"}, {LrSchedule::Cosine, "cosine"});
RUNCARD_ENUM_SPELLING(PricingKind, {PricingKind::OnDemand, "on-demand"},
                      {PricingKind::Reserved, "reserved"}, {PricingKind::Spot, "spot"});
RUNCARD_ENUM_SPELLING(BillingPeriod, {BillingPeriod::Hour, "hour"}, {BillingPeriod::Day, "day"},
                      {BillingPeriod::Week, "week"}, {BillingPeriod::Month, "month"});
#undef RUNCARD_ENUM_SPELLING

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

} // namespace runcard
