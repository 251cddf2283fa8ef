#include "ui/common/fit_lever_text.h"

#include "planner/run_card_schema.h"
#include "ui/common/enum_names.h"

#include <QStringList>
#include <algorithm>

namespace runcard::ui {

namespace {

// A field's new value in the UI language: a choice by its display name, a switch as on or off.
QString valueText(const FieldSpec& field, const FieldValue& value, const QLocale& locale) {
    if (const auto* flag = std::get_if<bool>(&value))
        return *flag ? FitLeverText::tr("on") : FitLeverText::tr("off");
    if (const auto* number = std::get_if<std::int64_t>(&value))
        return locale.toString(qlonglong(*number));
    if (const auto* real = std::get_if<double>(&value))
        return locale.toString(*real, 'g', 6);
    if (const auto* text = std::get_if<std::string>(&value)) {
        for (const FieldChoice& choice : field.choices)
            if (choice.spelling == *text)
                return QCoreApplication::translate("EnumNames", std::string(choice.label).c_str());
        return QString::fromStdString(*text);
    }
    return {};
}

// The whole number the lever sets `key` to (a part of a combined way reads its own, not the
// combined card's), else `fallback`.
int changed(const FitLever& lever, std::string_view key, int fallback) {
    for (const FieldChange& change : lever.changes)
        if (const auto* number = std::get_if<std::int64_t>(&change.value);
            number && change.key == key)
            return int(*number);
    return fallback;
}

bool changes(const FitLever& lever, std::string_view key) {
    return std::any_of(lever.changes.begin(), lever.changes.end(),
                       [&](const FieldChange& change) { return change.key == key; });
}

} // namespace

QString FitLeverText::change(const FitLever& lever, const QLocale& locale) {
    const TrainingSection& t = lever.card.training;
    switch (lever.kind) {
    case LeverKind::Combined: {
        // Each part as it reads alone, with the values of the combined card.
        QStringList parts;
        for (const LeverPart& part : lever.parts) {
            FitLever single;
            single.kind = part.kind;
            single.changes = part.changes;
            single.card = lever.card;
            parts << change(single, locale);
        }
        return parts.join(QStringLiteral(" + "));
    }
    case LeverKind::SmallerMicroBatch:
    case LeverKind::LargerMicroBatch:
        return tr("Micro-batch %1, accumulation %2 (the same batch)")
            .arg(locale.toString(changed(lever, "training.micro_batch", t.micro_batch)),
                 locale.toString(
                     changed(lever, "training.gradient_accumulation", t.gradient_accumulation)));
    case LeverKind::MoreGpus: {
        const HardwareSection& hw = lever.card.hardware;
        QString text =
            tr("%1 GPUs under %2").arg(locale.toString(hw.gpuCount()), displayName(hw.parallelism));
        if (changes(lever, "training.gradient_accumulation"))
            text += tr(", accumulation %1")
                        .arg(locale.toString(changed(lever, "training.gradient_accumulation",
                                                     t.gradient_accumulation)));
        return text;
    }
    default:
        break;
    }
    QStringList parts;
    for (const FieldChange& change : lever.changes) {
        // Another framework is named first; the stack follows it.
        if (lever.kind == LeverKind::OtherFramework &&
            (change.key == "training.framework" || change.key == "hardware.stack"))
            continue;
        const FieldSpec* field = findField(change.key);
        parts << tr("%1: %2").arg(
            QCoreApplication::translate("RunCardSchema", std::string(field->label).c_str()),
            valueText(*field, change.value, locale));
    }
    if (lever.kind == LeverKind::OtherFramework)
        return parts.isEmpty()
                   ? displayName(t.framework)
                   : tr("%1, with %2")
                         .arg(displayName(t.framework), parts.join(QStringLiteral(", ")));
    return parts.join(QStringLiteral(", "));
}

QString FitLeverText::reason(LeverKind kind) {
    switch (kind) {
    case LeverKind::ReduceEveryMicroBatch:
        return tr("accelerate's sync_each_batch: each micro-batch reduce-scatters its gradients, "
                  "so FSDP keeps them sharded through the accumulation instead of whole; one "
                  "reduction per micro-batch instead of one a step.");
    case LeverKind::LossPath:
        return tr("The framework's loss that never holds the whole micro-batch's fp32 logits.");
    case LeverKind::Checkpointing:
        return tr("Each block keeps only its input and recomputes the rest in the backward pass: "
                  "about a third more forward compute.");
    case LeverKind::ActivationOffloading:
        return tr("Saved activations wait in host memory until the backward pass needs them; "
                  "the host link carries them both ways.");
    case LeverKind::SmallerMicroBatch:
        return tr("Fewer sequences a pass and more passes a step: the same sequences per "
                  "optimizer step, smaller matrix products.");
    case LeverKind::ShardedLayout:
        return tr("Weights, gradients and optimizer state sharded over the GPUs, each layer "
                  "gathered as it runs.");
    case LeverKind::OptimizerOffload:
        return tr("Optimizer state and update on the CPU; the host link carries gradients and "
                  "weights every step.");
    case LeverKind::EightBitOptimizer:
        return tr("AdamW's two moments in 8 bits: a quarter of their memory, and a different "
                  "update.");
    case LeverKind::LessRecompute:
        return tr("Keeps what the checkpointing recomputed: less compute in the backward pass, "
                  "more memory.");
    case LeverKind::LargerMicroBatch:
        return tr("More sequences a pass and fewer passes a step: the same sequences per "
                  "optimizer step, larger matrix products that use the GPU better.");
    case LeverKind::MoreGpus:
        return tr("More GPUs share the sharded state; the accumulation shrinks to keep the "
                  "sequences per step where it divides.");
    case LeverKind::Combined:
        return tr("No single change keeps the margin: these together do, each tried on the card "
                  "the one before leads to.");
    case LeverKind::OtherFramework:
        return tr("The same run under another framework: its memory behaviour, and its stack's "
                  "kernels, fusion and overlap for the step time.");
    }
    return {};
}

QString FitLeverText::margin(const MemoryEstimate& memory) {
    return memory.margin_ok ? tr("kept") : memory.fits ? tr("fits, no margin") : tr("does not fit");
}

QString FitLeverText::changesTrainingNote() {
    return tr("* changes what is trained (another optimizer state, a batch the GPU count cannot "
              "keep, or a setting the framework does not offer, such as LoRA dropout).");
}

} // namespace runcard::ui
