// One linear layer's time in a decoder layer (its GEMMs, a QLoRA base's dequantization, a LoRA
// adapter's GEMMs and eager passes), and the per-layer table that times each distinct linear
// once (layer_time.cpp adds them to a layer).
#pragma once

#include "planner/adapter_time.h"
#include "planner/step_time_parts.h"

#include <array>

namespace runcard::step_time {

// What a linear does besides its GEMMs.
struct LinearRole {
    bool groupedAdapters = false; // the copies' adapters are grouped the same way
    bool trainsWeight = false;    // a weight gradient though frozen (an adapter merged into it)
    bool quantized = true;        // a QLoRA base's weight is NF4 (bitsandbytes may skip it)
};
// One in × out linear of a layer, `copies` times: `rows` = the GEMM's token rows (a routed
// expert's share; 0 = the micro-batch's tokens); `copiesPerKernel`: copies one grouped GEMM runs
// together (a MoE layer's local experts), each at its own shape but with one launch.
struct LinearCall {
    double in = 0, out = 0;
    bool adapted = false;
    double copies = 1, rows = 0, copiesPerKernel = 1;
    LinearRole role;
    bool operator==(const LinearCall& o) const {
        return in == o.in && out == o.out && adapted == o.adapted && copies == o.copies &&
               rows == o.rows && copiesPerKernel == o.copiesPerKernel &&
               role.groupedAdapters == o.role.groupedAdapters &&
               role.trainsWeight == o.role.trainsWeight && role.quantized == o.role.quantized;
    }
};

// Adds one linear's time (its GEMMs, a QLoRA base's dequantization, an adapter's GEMMs and eager
// passes, DoRA's weight norm) to `t`.
void timeLinear(const StepContext& c, LinearTime& t, const AdapterTraffic& traffic,
                const LinearCall& call);

// Linears of one shape cost the same (k and v, gate and up, q and o where the query width is the
// hidden size), so a layer times each distinct call once and adds it again for the others:
// evaluate() runs a third fewer GEMM-time lookups on a Llama layer (docs/benchmarks.md).
class LayerLinears {
public:
    LayerLinears(const StepContext& c, LayerTime& t, const AdapterTraffic& traffic)
        : c_(c), t_(t), traffic_(traffic) {}
    void add(const LinearCall& call) {
        const Timed* timed = nullptr;
        for (int i = 0; i < count_ && !timed; ++i)
            if (timed_[i].call == call)
                timed = &timed_[i];
        if (!timed) {
            Timed& fresh = timed_[count_ < kKept ? count_++ : kKept - 1];
            fresh = {call, {}};
            timeLinear(c_, fresh.time, traffic_, call);
            timed = &fresh;
        }
        t_.forwardMatmul += timed->time.forwardMatmul;
        t_.backwardMatmul += timed->time.backwardMatmul;
        t_.forwardMemory += timed->time.forwardMemory;
        t_.backwardMemory += timed->time.backwardMemory;
    }
    void add(double in, double out, bool adapted) {
        add(LinearCall{in, out, adapted, 1, 0, 1, {}});
    }

private:
    struct Timed {
        LinearCall call;
        LinearTime time;
    };
    static constexpr int kKept = 6;
    const StepContext& c_;
    LayerTime& t_;
    const AdapterTraffic& traffic_;
    std::array<Timed, kKept> timed_;
    int count_ = 0;
};

} // namespace runcard::step_time
