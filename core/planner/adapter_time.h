// The LoRA adapters' own time beside the linear they adapt (adapter_time.cpp): PEFT's eager
// element-wise traffic, DoRA's weight norm, and adapters merged into a MoE layer's expert tensors.
#pragma once

#include "planner/step_time_parts.h"

namespace runcard::step_time {

// NF4 weight read per dequantized element: 4 bits plus the block constants (QLoRA §3).
inline constexpr double kNf4ReadBytes = 0.52;

// Bytes per element of one LoRA adapter's eager element-wise passes, on the adapter's input side
// (width `in`) and output side (width `out`), forward and backward (adapter_time.cpp derives
// them from PEFT's Linear.forward).
struct AdapterTraffic {
    bool casts = false;
    double forwardIn = 0, forwardOut = 0, backwardIn = 0, backwardOut = 0;
    // Of forwardIn and backwardIn: the widening cast (x to the adapter's dtype forward, the
    // autocast cast's gradient backward), a scalar loop of one output element per element.
    double widenedForwardIn = 0, widenedBackwardIn = 0;
};
AdapterTraffic adapterTraffic(const StepContext& c);

// DoRA's weight norm for `copies` adapted copies of an in × out linear over `m` rows.
void addDoraWeightNorm(const StepContext& c, LinearTime& t, double in, double out, double m,
                       double copies);

// LoRA merged into the local experts' tensors of a MoE layer (PEFT's ParamWrapper).
void addMergedExpertAdapters(const StepContext& c, LayerTime& t, double width, double experts,
                             double moeShare);

} // namespace runcard::step_time
