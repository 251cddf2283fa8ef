// The host's share of the step: the time the CPU takes to issue the kernels the GPU runs, exposed
// where the GPU would otherwise wait for it (docs/scaling-model.md, "Kernel launch").
#include "planner/gpu_catalog.h"
#include "planner/step_time_parts.h"

#include <algorithm>

namespace runcard::step_time {
namespace {

// A Grace host spends this many times an x86 server's CPU time per PyTorch op: a BF16 linear
// forward took 37.08 us of CPU on GB200 and 33.17 us on GH200 against 13.48 us on a DGX H100
// (TransformerEngine issue #2053, "CPU overhead" table).
constexpr double kGraceHostTimeFactor = 37.08 / 13.48;

bool graphs(const TrainingShape& t, CudaGraphScope scope) {
    return (t.cuda_graphs >> static_cast<unsigned>(scope)) & 1u;
}

} // namespace

double exposedHostSeconds(const StepContext& c, const LayerTime& layer, double stageLayers,
                          double gpuForward, double gpuBackward, double exchangeForwardPerLayer,
                          double exchangeBackwardPerLayer) {
    const TrainingShape& t = c.s.shape;
    // One graph of the whole iteration: the host launches it once per step.
    if (graphs(t, CudaGraphScope::FullIteration))
        return 0;
    // The host's costs: a plain kernel launch, a Transformer Engine module call, a GEMM of a
    // grouped linear's per-expert loop, each scaled to the GPU's host CPU.
    const double hostFactor = c.gpu.host_cpu == HostCpu::Grace ? kGraceHostTimeFactor : 1.0;
    const double perKernel = c.stack.cpu_seconds_per_kernel * hostFactor;
    const double perModule = c.stack.cpu_seconds_per_module_call * hostFactor;
    const double perExpertGemm = c.stack.cpu_seconds_per_expert_gemm * hostFactor;
    // One pass over a part of the layer; a graphed part is one launch in place of its kernels
    // (Megatron-Core's CudaGraphManager and Transformer Engine's make_graphed_callables replay a
    // forward and a backward graph). `eagerKernels` counts what the graphs leave to the host.
    double eagerKernels = 0;
    auto part = [&](bool graphed, double kernels, double modules, double expertGemms = 0) {
        if (graphed) {
            eagerKernels += kernels > 0 ? 1 : 0;
            return kernels > 0 ? perKernel : 0.0;
        }
        eagerKernels += kernels;
        return perKernel * std::max(0.0, kernels - modules - expertGemms) + perModule * modules +
               perExpertGemm * expertGemms;
    };
    const bool layerGraph = graphs(t, CudaGraphScope::Layer);
    const bool moeGraph = layerGraph || graphs(t, CudaGraphScope::Moe);
    const double parted = layer.kernelsAttention + layer.kernelsMlp + layer.kernelsRouter +
                          layer.kernelsPreprocess + layer.kernelsExperts;
    // The rest (adapters, DoRA) runs inside a whole-layer graph, eagerly otherwise.
    const double otherKernels = layerGraph ? 0.0 : std::max(0.0, layer.kernelsForward - parted);
    eagerKernels += otherKernels;
    const double experts =
        part(moeGraph, layer.kernelsExperts, layer.modulesExperts, layer.expertGemmLaunches);
    // DeepSpeed ZeRO-3's hooks run in forward, in a checkpointed layer's recompute and in
    // backward, outside any graph.
    const double zero3Hooks =
        c.stack.cpu_seconds_per_zero3_module * hostFactor * layer.zero3Modules;
    const double beforeExperts =
        zero3Hooks +
        part(layerGraph || graphs(t, CudaGraphScope::Attention), layer.kernelsAttention,
             layer.modulesAttention) +
        part(layerGraph || graphs(t, CudaGraphScope::Mlp), layer.kernelsMlp, layer.modulesMlp) +
        part(moeGraph || graphs(t, CudaGraphScope::MoeRouter), layer.kernelsRouter,
             layer.modulesRouter) +
        part(moeGraph || graphs(t, CudaGraphScope::MoePreprocess), layer.kernelsPreprocess, 0) +
        perKernel * otherKernels;
    const double hostForwardLayer = experts + beforeExperts;
    // Backward issues twice the kernels (and a recompute's forward again) for the same module
    // calls, each per-expert GEMM twice (data and weight gradients): the kernels beyond the
    // forward's at the plain launch cost, scaled by the share the graphs leave eager.
    const double eagerShare =
        layer.kernelsForward > 0 ? std::min(1.0, eagerKernels / layer.kernelsForward) : 1.0;
    const double extraGemms = moeGraph ? 0.0 : layer.expertGemmLaunches;
    const double extraKernels =
        std::max(0.0, layer.kernelsBackward - layer.kernelsForward - extraGemms);
    const double hostForward = stageLayers * hostForwardLayer;
    const double hostBackward =
        stageLayers * (hostForwardLayer + perKernel * extraKernels * eagerShare +
                       perExpertGemm * extraGemms + layer.recomputedForward * zero3Hooks);

    // Without a sync the host runs ahead of the GPU over the whole micro-batch.
    const bool dropless = t.moe_capacity_factor <= 0 || t.moe_dispatcher == MoeDispatcher::DeepEp;
    const bool dispatcherSyncs = c.s.arch.isMoe() && c.stack.stack == SoftwareStack::MegatronTe &&
                                 dropless && !moeGraph && layer.kernelsExperts > 0;
    const bool loopSyncs = layer.expertLoopSyncs > 0 && !moeGraph;
    // The expert-parallel exchange runs on the GPU's timeline too: the host issues ahead of it.
    const double exchangeForward = stageLayers * exchangeForwardPerLayer;
    const double exchangeBackward = stageLayers * exchangeBackwardPerLayer;
    if (!dispatcherSyncs && !loopSyncs)
        return std::max(0.0, hostForward + hostBackward - gpuForward - gpuBackward -
                                 exchangeForward - exchangeBackward);

    // Megatron-Core's dropless token dispatchers wait in each MoE layer's forward for the token
    // counts on the host (token_dispatcher.py: MoEAlltoAllTokenDispatcher
    // _maybe_dtoh_and_synchronize, d2h_event.synchronize(), skipped only with drop-and-pad; the
    // flex dispatcher's DeepEP and HybridEP backends .item() unless a rank capacity is set), and a
    // per-expert loop waits before every expert. The GPU drains its queue there, so the host
    // cannot run ahead into the next layer: per layer it issues the permutation, the experts and
    // the combine while the GPU waits for each, then the rest of the layer, which the GPU may
    // still be running when the host reaches the next sync. Each of a loop's waits also costs a
    // launch's worth of host time: the mask's count read back before the next kernel goes out.
    // Backward has no sync and overlaps as a whole, but for the forward it recomputes, which
    // waits at the same places.
    const double expertsHost = experts + (loopSyncs ? layer.expertLoopSyncs * perKernel : 0.0);
    const double gpuAfterSync = layer.forwardExperts + exchangeForwardPerLayer;
    const double gpuLayer = gpuForward / std::max(stageLayers, 1.0);
    const double gpuBeforeSync = std::max(0.0, gpuLayer - layer.forwardExperts);
    const double segment = std::max(expertsHost + std::max(beforeExperts, gpuBeforeSync),
                                    gpuAfterSync + gpuBeforeSync);
    const double forwardExposed = stageLayers * (segment - gpuAfterSync - gpuBeforeSync);
    const double recomputed = layer.recomputedForward;
    const double restOfBackward =
        std::max(0.0, hostBackward - recomputed * hostForward -
                          (gpuBackward - recomputed * gpuForward) - exchangeBackward);
    return (1 + recomputed) * forwardExposed + restOfBackward;
}

} // namespace runcard::step_time
