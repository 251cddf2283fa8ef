#include "planner/scaling.h"

#include "planner/framework_layouts.h"
#include "planner/stack_priors.h"

#include <algorithm>

namespace runcard {
namespace {

// The largest tensor-parallel degree up to the node's GPUs (and 8, one NVLink domain of an HGX
// board) that divides the attention and key/value heads: the TP layout of the curve.
int nodeTensorParallel(const ModelArchitecture& arch, const GpuSpec& gpu) {
    int tp = 1;
    for (int t = 2; t <= std::min(gpu.scaleUpDomain(), 8); t *= 2)
        if (arch.attention_heads % t == 0 && arch.kv_heads % t == 0)
            tp = t;
    return tp;
}

// The layouts compared: those the card's framework runs (framework_layouts.h), and its own.
std::vector<ScalingLayout> layoutsFor(const Scenario& card, const GpuSpec& gpu) {
    std::vector<ScalingLayout> layouts;
    const FrameworkProfile framework = card.assumptions.framework;
    auto data = [&](const char* id, Parallelism p) {
        if (!frameworkRunsLayout(framework, p))
            return;
        ScalingLayout l;
        l.id = id;
        l.parallelism = p;
        layouts.push_back(l);
    };
    data("ddp", Parallelism::Ddp);
    data("zero1", Parallelism::Zero1);
    data("zero2", Parallelism::Zero2);
    data("zero3", Parallelism::Zero3);
    data("fsdp-full", Parallelism::FsdpFull);
    data("fsdp-hybrid", Parallelism::FsdpHybrid);
    if (const int tp = nodeTensorParallel(card.arch, gpu);
        tp > 1 && frameworkRunsTensorParallel(framework) &&
        frameworkRunsLayout(framework, Parallelism::FsdpFull)) {
        ScalingLayout l;
        l.id = "fsdp-full+tp" + std::to_string(tp);
        l.parallelism = Parallelism::FsdpFull;
        l.tensor_parallel = tp;
        layouts.push_back(l);
    }
    const ParallelLayout& c = card.layout;
    if (c.tensor_parallel * c.pipeline_parallel * c.context_parallel > 1) {
        ScalingLayout l;
        l.id = "card";
        l.from_card = true;
        l.parallelism = c.parallelism == Parallelism::Single ? Parallelism::Zero1 : c.parallelism;
        l.tensor_parallel = c.tensor_parallel;
        l.pipeline_parallel = c.pipeline_parallel;
        l.schedule = c.schedule;
        l.virtual_stages = c.virtual_stages;
        l.context_parallel = c.context_parallel;
        l.context_parallel_comm = c.context_parallel_comm;
        layouts.push_back(l);
    }
    return layouts;
}

long long sequencesPerStep(const Scenario& s) {
    return static_cast<long long>(s.shape.micro_batch) * s.shape.gradient_accumulation *
           s.layout.dataParallel();
}

// Whether `layout` can run on `gpus` GPUs of this kind at all.
bool usable(const ScalingLayout& layout, const GpuSpec& gpu, int gpus) {
    if (gpus % layout.modelParallelSize() != 0)
        return false;
    const int dataParallel = gpus / layout.modelParallelSize();
    const int perNode = std::min(gpus, gpu.max_gpus_per_node);
    if (layout.parallelism == Parallelism::FsdpHybrid)
        return gpus > perNode && gpus % perNode == 0 && dataParallel > 1;
    return dataParallel > 1 || layout.modelParallelSize() > 1;
}

RecommendationReason reasonFor(const std::vector<const ScalingPoint*>& points, std::size_t best) {
    bool fasterButTooBig = false, othersFit = false, others = false;
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (i == best || !points[i])
            continue;
        others = true;
        if (points[i]->margin_ok)
            othersFit = true;
        else if (points[i]->tokens_per_s > points[best]->tokens_per_s)
            fasterButTooBig = true;
    }
    if (!others)
        return RecommendationReason::OnlyLayout;
    if (fasterButTooBig)
        return RecommendationReason::Memory;
    return othersFit ? RecommendationReason::Throughput : RecommendationReason::Both;
}

} // namespace

const char* toString(RecommendationReason reason) {
    switch (reason) {
    case RecommendationReason::Memory:
        return "memory";
    case RecommendationReason::Throughput:
        return "throughput";
    case RecommendationReason::Both:
        return "both";
    case RecommendationReason::OnlyLayout:
        return "only-layout";
    }
    return "";
}

Scenario scalingScenario(const Scenario& card, const GpuSpec& gpu, const ScalingLayout& layout,
                         int gpus, bool& batchKept) {
    Scenario s = card;
    s.gpu = &gpu;
    ParallelLayout& l = s.layout;
    const bool oneGpu = gpus == 1;
    l.parallelism = oneGpu ? Parallelism::Single : layout.parallelism;
    // A CPU machine holds all its ranks (they share its cores); GPUs fill nodes of
    // max_gpus_per_node.
    l.gpus_per_node = gpu.vendor == GpuVendor::Cpu ? gpus : std::min(gpus, gpu.max_gpus_per_node);
    l.nodes = gpus / l.gpus_per_node;
    l.cpu_offload = card.layout.cpu_offload;
    l.tensor_parallel = oneGpu ? 1 : layout.tensor_parallel;
    l.pipeline_parallel = oneGpu ? 1 : layout.pipeline_parallel;
    l.context_parallel = oneGpu ? 1 : layout.context_parallel;
    l.context_parallel_comm = layout.context_parallel_comm;
    l.schedule = oneGpu ? PipelineSchedule::OneFOneB : layout.schedule;
    l.virtual_stages = oneGpu ? 1 : layout.virtual_stages;
    l.sequence_parallel = card.layout.sequence_parallel;
    // Only where no group is left to shard over or reduce across: context-parallel ranks hold the
    // same weights, so ZeRO and FSDP shard over them and gradients are reduced across them
    // (ParallelLayout::dataParallelWithContext).
    if (l.dataParallelWithContext() == 1 && l.parallelism != Parallelism::Single &&
        l.modelParallelSize() == gpus)
        l.parallelism = Parallelism::Single;
    s.assumptions.stack =
        stackFor(s.assumptions.requested_stack, s.assumptions.framework, l.parallelism);

    // The card's effective batch: keep the micro-batch where the sequences per step divide,
    // else the largest micro-batch that does; below one sequence per replica it cannot be kept.
    const long long sequences = sequencesPerStep(card);
    const long long replicas = l.dataParallel();
    batchKept = sequences % replicas == 0;
    long long perReplica = std::max(1LL, sequences / replicas);
    int microBatch = card.shape.micro_batch;
    while (microBatch > 1 && perReplica % microBatch != 0)
        --microBatch;
    microBatch = int(std::min<long long>(microBatch, perReplica));
    s.shape.micro_batch = std::max(microBatch, 1);
    s.shape.gradient_accumulation = int(perReplica / s.shape.micro_batch);
    if (l.schedule == PipelineSchedule::Interleaved &&
        s.shape.gradient_accumulation % l.pipeline_parallel != 0) {
        l.schedule = PipelineSchedule::OneFOneB; // too few micro-batches to interleave
        l.virtual_stages = 1;
    }
    return s;
}

ScalingAnalysis scalingAnalysis(const Scenario& card, const GpuSpec& gpu,
                                const ScalingOptions& options) {
    ScalingAnalysis a;
    a.gpu = &gpu;
    a.sequences_per_step = sequencesPerStep(card);
    a.gpu_counts = options.gpu_counts;
    if (a.gpu_counts.empty())
        for (int n = 1; n <= options.max_gpus; n *= 2)
            a.gpu_counts.push_back(n);

    bool kept = true;
    const Plan baseline = evaluate(scalingScenario(card, gpu, ScalingLayout{}, 1, kept));
    a.baseline_tokens_per_s = baseline.compute.tokens_per_s;
    a.baseline_fits = baseline.memory.margin_ok;

    for (const ScalingLayout& layout : layoutsFor(card, gpu)) {
        ScalingCurve curve;
        curve.layout = layout;
        for (int gpus : a.gpu_counts) {
            if (gpus == 1 ? layout.from_card : !usable(layout, gpu, gpus))
                continue;
            bool batchKept = true;
            const Scenario s = scalingScenario(card, gpu, layout, gpus, batchKept);
            const Plan plan = evaluate(s);
            if (plan.compute.step_time_s <= 0)
                continue;
            ScalingPoint p;
            p.gpus = gpus;
            p.nodes = s.layout.nodes;
            p.gpus_per_node = s.layout.gpus_per_node;
            p.data_parallel = s.layout.dataParallel();
            p.micro_batch = s.shape.micro_batch;
            p.gradient_accumulation = s.shape.gradient_accumulation;
            p.batch_kept = batchKept;
            p.sequences_per_step =
                static_cast<long long>(p.data_parallel) * p.micro_batch * p.gradient_accumulation;
            p.step_time_s = plan.compute.step_time_s;
            p.tokens_per_s = plan.compute.tokens_per_s;
            p.tokens_per_s_per_gpu = plan.compute.tokens_per_s_per_gpu;
            p.speedup = a.baseline_tokens_per_s > 0 ? p.tokens_per_s / a.baseline_tokens_per_s : 0;
            p.efficiency = p.speedup / gpus;
            p.exposed_communication_s = plan.compute.communication_time_s;
            p.total_communication_s = plan.compute.breakdown.total_communication_s;
            p.per_gpu_memory_bytes = plan.memory.device_total_bytes;
            p.fits = plan.memory.fits;
            p.margin_ok = plan.memory.margin_ok;
            curve.points.push_back(p);
        }
        if (!curve.points.empty())
            a.curves.push_back(std::move(curve));
    }

    for (int gpus : a.gpu_counts) {
        ScalingRecommendation r;
        r.gpus = gpus;
        std::vector<const ScalingPoint*> points(a.curves.size(), nullptr);
        std::size_t best = points.size();
        for (std::size_t c = 0; c < a.curves.size(); ++c) {
            for (const ScalingPoint& p : a.curves[c].points)
                if (p.gpus == gpus)
                    points[c] = &p;
            if (points[c] && points[c]->margin_ok &&
                (best == points.size() || points[c]->tokens_per_s > points[best]->tokens_per_s))
                best = c;
        }
        if (best < points.size()) {
            r.curve = int(best);
            r.point = int(points[best] - a.curves[best].points.data());
            r.reason = reasonFor(points, best);
        }
        a.recommended.push_back(r);
    }
    return a;
}

} // namespace runcard
