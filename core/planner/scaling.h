// The scaling curve of a run card on one GPU type: throughput, per-GPU throughput, efficiency
// against one GPU at equal effective batch, and per-GPU memory from 1 GPU to 64 nodes, for each
// data-parallel layout and the card's own tensor/pipeline/context-parallel layout, with the layout
// recommended at each GPU count and why (memory, throughput or both). Plain data for the CLI, the
// app's scaling view and the report; the model behind each point is evaluate()
// (docs/scaling-model.md).
#pragma once

#include "planner/plan.h"

#include <string>
#include <vector>

namespace runcard {

// One layout family of the curve. The data-parallel degree follows from the GPU count.
struct ScalingLayout {
    std::string id; // "ddp", "zero2", "fsdp-full+tp8", "card": stable, for JSON and charts
    Parallelism parallelism = Parallelism::Ddp;
    int tensor_parallel = 1;
    int pipeline_parallel = 1;
    PipelineSchedule schedule = PipelineSchedule::OneFOneB;
    int virtual_stages = 1;
    int context_parallel = 1;
    ContextParallelComm context_parallel_comm = ContextParallelComm::Ring;
    bool from_card = false; // the card's own model-parallel layout, scaled in data parallelism
    int modelParallelSize() const { return tensor_parallel * pipeline_parallel * context_parallel; }
};

struct ScalingPoint {
    int gpus = 0;
    int nodes = 0;
    int gpus_per_node = 0;
    int data_parallel = 0;
    int micro_batch = 0;
    int gradient_accumulation = 0;
    bool batch_kept = true; // the card's effective batch (sequences per step) is kept
    // What this point trains per step: data_parallel × micro_batch × gradient_accumulation, the
    // card's batch where it divides among the replicas, else one sequence per replica or fewer.
    long long sequences_per_step = 0;
    double step_time_s = 0;
    double tokens_per_s = 0;
    double tokens_per_s_per_gpu = 0;
    double speedup = 0;    // tokens/s over one GPU's at the same effective batch
    double efficiency = 0; // speedup / gpus
    double exposed_communication_s = 0;
    double total_communication_s = 0;
    std::int64_t per_gpu_memory_bytes = 0; // device total (what nvidia-smi / amd-smi shows)
    bool fits = false;
    bool margin_ok = false;
};

struct ScalingCurve {
    ScalingLayout layout;
    std::vector<ScalingPoint> points; // in GPU-count order; counts the layout cannot use are absent
};

enum class RecommendationReason {
    Memory,     // a faster layout does not fit; this one does
    Throughput, // other layouts fit too; this one is the fastest
    Both,       // the fastest of all, and the only one that fits
    OnlyLayout  // the only layout the card's framework runs at this count
};

// "memory", "throughput", "both", "only-layout": the reason's stable name for JSON and CSV.
const char* toString(RecommendationReason reason);

struct ScalingRecommendation {
    int gpus = 0;
    int curve = -1; // index into ScalingAnalysis::curves; -1 = nothing fits at this count
    int point = -1; // index into that curve's points
    RecommendationReason reason = RecommendationReason::Throughput;
};

struct ScalingAnalysis {
    const GpuSpec* gpu = nullptr;
    long long sequences_per_step = 0; // the card's effective batch, kept where it divides
    double baseline_tokens_per_s =
        0; // one GPU at that batch (predicted even where it does not fit)
    bool baseline_fits = false;
    std::vector<int> gpu_counts;
    std::vector<ScalingCurve> curves;
    std::vector<ScalingRecommendation> recommended; // one per GPU count
};

struct ScalingOptions {
    int max_gpus = 512;          // 64 nodes × 8 GPUs
    std::vector<int> gpu_counts; // empty: 1, 2, 4, … up to max_gpus
};

// The curves of `card` (a resolved scenario: its model, training shape, budget and assumptions)
// on `gpu`. Layout families: ddp, zero1, zero2, zero3, fsdp-full, fsdp-hybrid (more than one
// node), fsdp-full with tensor parallelism inside the node, and the card's own layout when it
// uses tensor, pipeline or context parallelism.
ScalingAnalysis scalingAnalysis(const Scenario& card, const GpuSpec& gpu,
                                const ScalingOptions& options = {});

// The scenario of one curve point: `card` on `gpu` with `layout` over `gpus` GPUs at the card's
// effective batch (micro-batch kept where it divides). Sets `batchKept`.
Scenario scalingScenario(const Scenario& card, const GpuSpec& gpu, const ScalingLayout& layout,
                         int gpus, bool& batchKept);

} // namespace runcard
