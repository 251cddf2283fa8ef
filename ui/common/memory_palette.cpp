#include "ui/common/memory_palette.h"

#include <QCoreApplication>

namespace runcard::ui {

std::int64_t componentBytes(const MemoryEstimate& e, MemoryComponent component) {
    const MemoryBreakdown& b = e.breakdown;
    switch (component) {
    case MemoryComponent::Weights:
        return b.weights;
    case MemoryComponent::Gradients:
        return b.gradients;
    case MemoryComponent::Optimizer:
        return b.optimizer;
    case MemoryComponent::Adapters:
        return b.adapters;
    case MemoryComponent::Activations:
        return b.activations;
    case MemoryComponent::Logits:
        return b.logits;
    case MemoryComponent::Buffers:
        return b.buffers;
    case MemoryComponent::AllocatorReserve:
        return std::max<std::int64_t>(0, e.reserved_bytes - e.peak_allocated_bytes);
    case MemoryComponent::Runtime:
        return e.runtime_bytes;
    }
    return 0;
}

QColor componentColor(MemoryComponent component) {
    switch (component) {
    case MemoryComponent::Weights:
        return QColor(0x00, 0x72, 0xB2); // blue
    case MemoryComponent::Gradients:
        return QColor(0x56, 0xB4, 0xE9); // sky blue
    case MemoryComponent::Optimizer:
        return QColor(0xE6, 0x9F, 0x00); // orange
    case MemoryComponent::Adapters:
        return QColor(0x00, 0x9E, 0x73); // bluish green
    case MemoryComponent::Activations:
        return QColor(0xCC, 0x79, 0xA7); // reddish purple
    case MemoryComponent::Logits:
        return QColor(0xD5, 0x5E, 0x00); // vermillion
    case MemoryComponent::Buffers:
        return QColor(0xF0, 0xE4, 0x42); // yellow
    case MemoryComponent::AllocatorReserve:
        return QColor(0xA0, 0xA0, 0xA0); // grey
    case MemoryComponent::Runtime:
        return QColor(0x5A, 0x5A, 0x5A); // dark grey
    }
    return Qt::black;
}

QString componentName(MemoryComponent component) {
    const char* text = "";
    switch (component) {
    case MemoryComponent::Weights:
        text = QT_TRANSLATE_NOOP("MemoryComponent", "Weights");
        break;
    case MemoryComponent::Gradients:
        text = QT_TRANSLATE_NOOP("MemoryComponent", "Gradients");
        break;
    case MemoryComponent::Optimizer:
        text = QT_TRANSLATE_NOOP("MemoryComponent", "Optimizer state");
        break;
    case MemoryComponent::Adapters:
        text = QT_TRANSLATE_NOOP("MemoryComponent", "Adapters");
        break;
    case MemoryComponent::Activations:
        text = QT_TRANSLATE_NOOP("MemoryComponent", "Activations");
        break;
    case MemoryComponent::Logits:
        text = QT_TRANSLATE_NOOP("MemoryComponent", "Logits and loss");
        break;
    case MemoryComponent::Buffers:
        text = QT_TRANSLATE_NOOP("MemoryComponent", "Temporary buffers");
        break;
    case MemoryComponent::AllocatorReserve:
        text = QT_TRANSLATE_NOOP("MemoryComponent", "Allocator reserve");
        break;
    case MemoryComponent::Runtime:
        text = QT_TRANSLATE_NOOP("MemoryComponent", "Runtime and context");
        break;
    }
    return QCoreApplication::translate("MemoryComponent", text);
}

QString componentDescription(MemoryComponent component) {
    const char* text = "";
    switch (component) {
    case MemoryComponent::Weights:
        text = QT_TRANSLATE_NOOP("MemoryComponent",
                                 "Model parameters held on this GPU, in their storage precision.");
        break;
    case MemoryComponent::Gradients:
        text = QT_TRANSLATE_NOOP(
            "MemoryComponent",
            "Gradients of the trainable parameters, kept until the optimizer step.");
        break;
    case MemoryComponent::Optimizer:
        text = QT_TRANSLATE_NOOP(
            "MemoryComponent",
            "Optimizer moments and master weights (two fp32 values per parameter for AdamW).");
        break;
    case MemoryComponent::Adapters:
        text = QT_TRANSLATE_NOOP("MemoryComponent",
                                 "LoRA adapter weights with their gradients and optimizer state.");
        break;
    case MemoryComponent::Activations:
        text = QT_TRANSLATE_NOOP("MemoryComponent",
                                 "Tensors saved in the forward pass for the backward pass; grows "
                                 "with micro-batch and sequence length.");
        break;
    case MemoryComponent::Logits:
        text = QT_TRANSLATE_NOOP("MemoryComponent",
                                 "Output logits over the vocabulary and the loss's temporaries.");
        break;
    case MemoryComponent::Buffers:
        text = QT_TRANSLATE_NOOP(
            "MemoryComponent",
            "Communication buckets, gathered shards, dequantized weights and workspaces.");
        break;
    case MemoryComponent::AllocatorReserve:
        text = QT_TRANSLATE_NOOP(
            "MemoryComponent",
            "Memory the caching allocator holds but no tensor uses at the peak: fragmentation "
            "and, under FSDP, the freed gradients' blocks it keeps for the reduce stream.");
        break;
    case MemoryComponent::Runtime:
        text = QT_TRANSLATE_NOOP(
            "MemoryComponent",
            "CUDA or HIP context, kernel libraries and collective buffers outside the allocator.");
        break;
    }
    return QCoreApplication::translate("MemoryComponent", text);
}

const char* componentKey(MemoryComponent component) {
    switch (component) {
    case MemoryComponent::Weights:
        return "weights";
    case MemoryComponent::Gradients:
        return "gradients";
    case MemoryComponent::Optimizer:
        return "optimizer";
    case MemoryComponent::Adapters:
        return "adapters";
    case MemoryComponent::Activations:
        return "activations";
    case MemoryComponent::Logits:
        return "logits";
    case MemoryComponent::Buffers:
        return "buffers";
    case MemoryComponent::AllocatorReserve:
        return "allocator_reserve";
    case MemoryComponent::Runtime:
        return "runtime";
    }
    return "";
}

QColor fitColor() {
    return QColor(0x1B, 0x7F, 0x3B);
}
QColor tightColor() {
    return QColor(0xB2, 0x6B, 0x00);
}
QColor overColor() {
    return QColor(0xC0, 0x1C, 0x28);
}

} // namespace runcard::ui
