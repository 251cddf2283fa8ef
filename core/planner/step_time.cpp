// Step time: model FLOPs at the GPU's dense peak times a utilisation prior (or a pilot's measured
// utilisation), exposed communication from measured bus bandwidths, the optimizer step at a share
// of HBM bandwidth, and offloading over the host link. Derivations: docs/memory-model.md.
#include "planner/activation_memory.h"
#include "planner/model_state.h"
#include "planner/plan.h"

#include <algorithm>

namespace runcard {
namespace {

// bitsandbytes QLoRA step time vs LoRA: litgpt measured 3.68 vs 2.36 min per 1k iterations on
// Llama-2-7B (Lightning-AI/litgpt tutorials/resource-tables.md), dequantizing every matmul's
// weight.
constexpr double kQloraSlowdown = 1.5;
// Share of communication that overlaps with compute (DDP bucketed all-reduce during backward,
// FSDP prefetch). A planning assumption, shown in reports.
constexpr double kCommunicationOverlap = 0.7;
// The optimizer step runs at this share of HBM bandwidth (elementwise, memory bound). A planning
// assumption.
constexpr double kOptimizerBandwidthShare = 0.7;
// CPU Adam (DeepSpeed ZeRO-Offload's vectorised CPU-Adam, deepspeed/ops/adam/cpu_adam.py)
// throughput, parameters per second per GPU's host share. A planning figure, not fitted.
constexpr double kCpuAdamParamsPerSecond = 1.0e9;
// Bytes crossing the host link per trainable parameter and step under CPU offload: the gradient
// partition copied down into the fp32 host buffer, and the updated 16-bit parameter copied back
// (deepspeed/runtime/zero/stage_1_and_2.py, async_inplace_copy_grad_to_fp32_buffer_from_gpu).
constexpr double kOffloadTransferBytesPerParameter = 4.0 + 2.0;
// Optimizer step traffic per trainable parameter besides the state: read the fp32 parameter and
// its gradient.
constexpr double kOptimizerParameterAndGradientBytes = 4.0 + 4.0;
// Activation offloading hides half of its traffic behind compute (copies on a side stream
// overlap the next block's kernels). A planning assumption.
constexpr double kOffloadOverlap = 0.5;

} // namespace

ComputeEstimate estimateCompute(const Scenario& s) {
    const TrainingShape& t = s.shape;
    const ModelArchitecture& a = s.arch;
    const ParallelLayout& layout = s.layout;
    const int gpus = layout.gpuCount();
    ComputeEstimate c;
    if (!s.gpu)
        return c;
    const GpuSpec& gpu = *s.gpu;

    const double tokensPerMicroBatch = throughputTokensPerMicroBatch(s);
    c.tokens_per_step = tokensPerMicroBatch * t.gradient_accumulation * gpus;

    // Matmul parameters: the head counts, the embedding lookup does not (torchtitan's
    // TransformerModelArgs.get_nparams_and_flops excludes the embedding).
    const double matmulParameters =
        double(s.parameters - (a.tied_embeddings ? 0 : s.counts.embedding));
    // Attention score and value matmuls, forward + backward: 12·L·H·Q·T (torchtitan, PaLM App. B).
    const double attention = 12.0 * a.layers * double(a.queryWidth()) * t.sequence_length;
    const double attentionForward = attention / 3.0;
    const double trainable = double(trainableParameters(s));
    double perToken = 0;
    if (t.method == TrainingMethod::Full)
        perToken = 6.0 * matmulParameters + attention; // 2N forward + 4N backward (Kaplan 2020)
    else
        // Frozen weights skip their weight gradient: 2N forward + 2N input gradients, and the
        // adapters' own 6 FLOPs per parameter.
        perToken = 4.0 * matmulParameters + 6.0 * trainable + attention;
    // The forward share each checkpointing policy runs again (activation_memory.h).
    const RecomputeShare share = recomputeShare(s);
    const double recompute =
        share.matmul * 2.0 * matmulParameters + share.attention * attentionForward;
    c.flops_per_step = perToken * c.tokens_per_step;
    c.hardware_flops_per_step = (perToken + recompute) * c.tokens_per_step;

    const double peak = gpu.peakFlops(t.precision);
    c.utilisation_measured = s.assumptions.calibrated_utilisation > 0;
    c.utilisation = c.utilisation_measured ? s.assumptions.calibrated_utilisation
                                           : gpu.utilisation(t.precision);
    if (peak <= 0 || c.utilisation <= 0)
        return c; // unsupported precision on this card: the caller reports it
    c.compute_time_s = c.hardware_flops_per_step / gpus / (peak * c.utilisation);
    if (t.method == TrainingMethod::QLora)
        c.compute_time_s *= kQloraSlowdown;

    // Communication per optimizer step, from measured bus bandwidth (NVIDIA/nccl-tests
    // doc/PERFORMANCE.md): all-reduce 2(n−1)/n·S/busbw; all-gather and reduce-scatter
    // (n−1)/n·S/busbw.
    if (gpus > 1 && layout.parallelism != Parallelism::Single) {
        double allReduceBw = gpu.allreduce_busbw;
        double allGatherBw = gpu.allgather_busbw > 0 ? gpu.allgather_busbw : allReduceBw;
        if (gpu.vendor == GpuVendor::Amd && layout.gpus_per_node < 8 && layout.nodes == 1) {
            // xGMI is a point-to-point mesh: fewer than 8 GPUs use a fraction of the links
            // (ROCm/rccl README, PR #1270).
            const double share = double(layout.gpus_per_node - 1) / 7.0;
            allReduceBw *= share;
            allGatherBw *= share;
        }
        if (layout.nodes > 1 && gpu.internode_busbw > 0 &&
            layout.parallelism != Parallelism::FsdpHybrid) {
            allReduceBw = std::min(allReduceBw, gpu.internode_busbw);
            allGatherBw = std::min(allGatherBw, gpu.internode_busbw);
        }
        const double n = gpus;
        const double element = bytesPerElement(t.precision);
        const double gradientBytes =
            (t.method == TrainingMethod::Full ? double(s.parameters) : trainable) * element;
        double communication = 0;
        if (shardsParameters(layout.parallelism)) {
            // Two all-gathers of the (frozen or trainable) weights per micro-batch and one
            // reduce-scatter of gradients: 3Ψ, 1.5× DDP (Rajbhandari et al. 2020, ZeRO, §7.2.2).
            const double weightBytes = double(s.parameters) * element;
            const double group =
                layout.parallelism == Parallelism::FsdpHybrid ? double(layout.gpus_per_node) : n;
            communication =
                t.gradient_accumulation * 2.0 * (group - 1) / group * weightBytes / allGatherBw +
                (group - 1) / group * gradientBytes / allGatherBw;
            if (layout.parallelism == Parallelism::FsdpHybrid && layout.nodes > 1)
                communication += 2.0 * (layout.nodes - 1) / layout.nodes * gradientBytes /
                                 layout.gpus_per_node / std::max(gpu.internode_busbw, 1.0);
        } else {
            // one all-reduce (or reduce-scatter + all-gather)
            communication = 2.0 * (n - 1) / n * gradientBytes / allReduceBw;
        }
        c.communication_time_s =
            std::max(0.0, communication - kCommunicationOverlap * c.compute_time_s);
    }

    // Optimizer step: read and write params, grads and states of the local trainable shard.
    const double localTrainable =
        (t.method == TrainingMethod::Full ? double(s.parameters) : trainable) /
        (shardsOptimizer(layout.parallelism) ? shardGroupSize(layout) : 1);
    const double bytesPerTrainable = kOptimizerParameterAndGradientBytes +
                                     optimizerStateBytesPerParameter(t.optimizer, kFp32Bytes);
    if (layout.cpu_offload) {
        c.offload_time_s = localTrainable * kOffloadTransferBytesPerParameter /
                               std::max(gpu.host_link_bandwidth, 1.0) +
                           localTrainable / kCpuAdamParamsPerSecond;
    } else if (gpu.memory_bandwidth > 0) {
        // read and write
        c.optimizer_time_s = 2.0 * localTrainable * bytesPerTrainable /
                             (kOptimizerBandwidthShare * gpu.memory_bandwidth);
    }
    if (t.activation_offloading && gpu.host_link_bandwidth > 0) {
        // Checkpoints go out in forward and come back in backward.
        const ActivationTerms act = activationTerms(s);
        const double moved =
            2.0 * act.offloaded_per_token * tokensPerMicroBatch * t.gradient_accumulation;
        c.offload_time_s +=
            std::max(0.0, moved / gpu.host_link_bandwidth - kOffloadOverlap * c.compute_time_s);
    }

    c.step_time_s =
        c.compute_time_s + c.communication_time_s + c.optimizer_time_s + c.offload_time_s;
    c.tokens_per_s = c.tokens_per_step / c.step_time_s;
    c.tokens_per_s_per_gpu = c.tokens_per_s / gpus;
    c.mfu = c.flops_per_step / (c.step_time_s * gpus * peak);
    return c;
}

} // namespace runcard
