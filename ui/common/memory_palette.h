// The parts of per-GPU device memory, in the order they stack, with one colour and one translated
// name each, so every chart and table (budget, pilot, report) draws the same breakdown the same
// way.
#pragma once

#include "planner/plan.h"

#include <QColor>
#include <QString>
#include <array>
#include <cstdint>

namespace runcard::ui {

enum class MemoryComponent {
    Weights,
    Gradients,
    Optimizer,
    Adapters,
    Activations,
    Logits,
    Buffers,
    AllocatorReserve, // reserved - peak allocated: the caching allocator's slack and fragmentation
    Runtime,          // CUDA/HIP context, library workspaces, collective buffers
};

inline constexpr std::array<MemoryComponent, 9> allMemoryComponents{
    MemoryComponent::Weights,  MemoryComponent::Gradients,        MemoryComponent::Optimizer,
    MemoryComponent::Adapters, MemoryComponent::Activations,      MemoryComponent::Logits,
    MemoryComponent::Buffers,  MemoryComponent::AllocatorReserve, MemoryComponent::Runtime};

// Bytes of one component; the nine add up to estimate.device_total_bytes.
std::int64_t componentBytes(const MemoryEstimate& estimate, MemoryComponent component);
// Colour-blind-safe (Okabe–Ito based) fill colour.
QColor componentColor(MemoryComponent component);
// Translated display name ("Optimizer state" / "Optimize edici durumu").
QString componentName(MemoryComponent component);
// One translated sentence on what the part holds, for tooltips.
QString componentDescription(MemoryComponent component);
// Stable C-locale key ("weights", "allocator_reserve", ...) for files and object names.
const char* componentKey(MemoryComponent component);

// Colours for "fits" / "tight" / "does not fit" states.
QColor fitColor();
QColor tightColor();
QColor overColor();

} // namespace runcard::ui
