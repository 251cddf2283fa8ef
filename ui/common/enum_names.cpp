#include "ui/common/enum_names.h"

#include <QCoreApplication>

namespace runcard::ui {

QString displayName(TrainingMethod value) {
    switch (value) {
    case TrainingMethod::Full:
        return QCoreApplication::translate("EnumNames", "Full fine-tuning");
    case TrainingMethod::Lora:
        return QCoreApplication::translate("EnumNames", "LoRA");
    case TrainingMethod::QLora:
        return QCoreApplication::translate("EnumNames", "QLoRA (4-bit base)");
    }
    return {};
}

QString displayName(OptimizerKind value) {
    switch (value) {
    case OptimizerKind::AdamW:
        return QCoreApplication::translate("EnumNames", "AdamW");
    case OptimizerKind::AdamW8bit:
        return QCoreApplication::translate("EnumNames", "AdamW 8-bit");
    case OptimizerKind::PagedAdamW8bit:
        return QCoreApplication::translate("EnumNames", "Paged AdamW 8-bit");
    case OptimizerKind::Sgd:
        return QCoreApplication::translate("EnumNames", "SGD");
    case OptimizerKind::SgdMomentum:
        return QCoreApplication::translate("EnumNames", "SGD with momentum");
    case OptimizerKind::Adafactor:
        return QCoreApplication::translate("EnumNames", "Adafactor");
    case OptimizerKind::Lion:
        return QCoreApplication::translate("EnumNames", "Lion");
    }
    return {};
}

QString displayName(Precision value) {
    switch (value) {
    case Precision::Fp32:
        return QCoreApplication::translate("EnumNames", "FP32");
    case Precision::Tf32:
        return QCoreApplication::translate("EnumNames", "TF32");
    case Precision::Fp16Mixed:
        return QCoreApplication::translate("EnumNames", "FP16 mixed");
    case Precision::Bf16Mixed:
        return QCoreApplication::translate("EnumNames", "BF16 mixed");
    case Precision::Bf16:
        return QCoreApplication::translate("EnumNames", "Pure BF16");
    case Precision::Fp8Mixed:
        return QCoreApplication::translate("EnumNames", "FP8 mixed");
    }
    return {};
}

QString displayName(ActivationCheckpointing value) {
    switch (value) {
    case ActivationCheckpointing::None:
        return QCoreApplication::translate("EnumNames", "None");
    case ActivationCheckpointing::Selective:
        return QCoreApplication::translate("EnumNames", "Selective");
    case ActivationCheckpointing::Full:
        return QCoreApplication::translate("EnumNames", "Full");
    }
    return {};
}

QString displayName(AttentionKernel value) {
    switch (value) {
    case AttentionKernel::Eager:
        return QCoreApplication::translate("EnumNames", "Eager (unfused)");
    case AttentionKernel::Sdpa:
        return QCoreApplication::translate("EnumNames", "SDPA");
    case AttentionKernel::Flash:
        return QCoreApplication::translate("EnumNames", "FlashAttention");
    }
    return {};
}

QString displayName(LossMode value) {
    switch (value) {
    case LossMode::Standard:
        return QCoreApplication::translate("EnumNames", "Standard");
    case LossMode::Chunked:
        return QCoreApplication::translate("EnumNames", "Chunked");
    case LossMode::Fused:
        return QCoreApplication::translate("EnumNames", "Fused");
    }
    return {};
}

QString displayName(Parallelism value) {
    switch (value) {
    case Parallelism::Single:
        return QCoreApplication::translate("EnumNames", "Single GPU");
    case Parallelism::Ddp:
        return QCoreApplication::translate("EnumNames", "DDP");
    case Parallelism::Zero1:
        return QCoreApplication::translate("EnumNames", "ZeRO-1");
    case Parallelism::Zero2:
        return QCoreApplication::translate("EnumNames", "ZeRO-2");
    case Parallelism::Zero3:
        return QCoreApplication::translate("EnumNames", "ZeRO-3");
    case Parallelism::FsdpFull:
        return QCoreApplication::translate("EnumNames", "FSDP (full shard)");
    case Parallelism::FsdpGradOp:
        return QCoreApplication::translate("EnumNames", "FSDP (grad and optimizer shard)");
    case Parallelism::FsdpHybrid:
        return QCoreApplication::translate("EnumNames", "FSDP (hybrid shard)");
    }
    return {};
}

QString displayName(BudgetKind value) {
    switch (value) {
    case BudgetKind::Tokens:
        return QCoreApplication::translate("EnumNames", "Tokens");
    case BudgetKind::Steps:
        return QCoreApplication::translate("EnumNames", "Optimizer steps");
    case BudgetKind::Epochs:
        return QCoreApplication::translate("EnumNames", "Epochs");
    }
    return {};
}

QString displayName(LoraTarget value) {
    switch (value) {
    case LoraTarget::Q:
        return QCoreApplication::translate("EnumNames", "Query");
    case LoraTarget::K:
        return QCoreApplication::translate("EnumNames", "Key");
    case LoraTarget::V:
        return QCoreApplication::translate("EnumNames", "Value");
    case LoraTarget::O:
        return QCoreApplication::translate("EnumNames", "Output");
    case LoraTarget::Gate:
        return QCoreApplication::translate("EnumNames", "Gate");
    case LoraTarget::Up:
        return QCoreApplication::translate("EnumNames", "Up");
    case LoraTarget::Down:
        return QCoreApplication::translate("EnumNames", "Down");
    }
    return {};
}

QString displayName(LrSchedule value) {
    switch (value) {
    case LrSchedule::Constant:
        return QCoreApplication::translate("EnumNames", "Constant");
    case LrSchedule::Linear:
        return QCoreApplication::translate("EnumNames", "Linear decay");
    case LrSchedule::Cosine:
        return QCoreApplication::translate("EnumNames", "Cosine decay");
    }
    return {};
}

QString displayName(PricingKind value) {
    switch (value) {
    case PricingKind::OnDemand:
        return QCoreApplication::translate("EnumNames", "On demand");
    case PricingKind::Reserved:
        return QCoreApplication::translate("EnumNames", "Reserved");
    case PricingKind::Spot:
        return QCoreApplication::translate("EnumNames", "Spot");
    }
    return {};
}

QString displayName(BillingPeriod value) {
    switch (value) {
    case BillingPeriod::Hour:
        return QCoreApplication::translate("EnumNames", "Hour");
    case BillingPeriod::Day:
        return QCoreApplication::translate("EnumNames", "Day");
    case BillingPeriod::Week:
        return QCoreApplication::translate("EnumNames", "Week");
    case BillingPeriod::Month:
        return QCoreApplication::translate("EnumNames", "Month");
    }
    return {};
}

QString displayName(MlpKind value) {
    switch (value) {
    case MlpKind::SwiGlu:
        return QCoreApplication::translate("EnumNames", "SwiGLU");
    case MlpKind::Gelu:
        return QCoreApplication::translate("EnumNames", "GELU");
    }
    return {};
}

QString displayName(GpuVendor value) {
    switch (value) {
    case GpuVendor::Nvidia:
        return QCoreApplication::translate("EnumNames", "NVIDIA");
    case GpuVendor::Amd:
        return QCoreApplication::translate("EnumNames", "AMD");
    }
    return {};
}

} // namespace runcard::ui
