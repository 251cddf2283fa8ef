#include "planner/stage_shares.h"

#include "planner/plan.h"

#include <algorithm>

namespace runcard {
namespace {

// Korthikanti et al. 2022 ("Reducing Activation Recomputation in Large Transformer Models",
// Table 2): per layer, tensor parallelism alone divides 24 of the 34·s·b·h bytes by t and leaves
// the norms' and dropouts' 10·s·b·h replicated; with sequence parallelism all 34 divide by t.
constexpr double kReplicatedWithoutSequenceParallel = 10.0 / 34.0;

StageShares stageShares(const Scenario& s, bool lastStage) {
    const ParallelLayout& l = s.layout;
    const double tp = std::max(l.tensor_parallel, 1), pp = std::max(l.pipeline_parallel, 1),
                 cp = std::max(l.context_parallel, 1);
    StageShares share;
    // Weights: a stage holds L/p blocks (the busiest of an uneven split ⌈L/p⌉), the first also the
    // embedding, the last the head and the final norm; tensor parallelism splits every matrix and
    // the vocabulary (Megatron's VocabParallelEmbedding, torchtitan's RowwiseParallel embedding),
    // replicating only the norms' small vectors.
    const ParameterCounts& n = s.counts;
    const double blocks = double(n.blocks(s.arch.layers)) * double(l.stageLayers(s.arch.layers)) /
                          std::max(s.arch.layers, 1);
    const bool firstStage = pp == 1 || !lastStage;
    const double ends =
        pp == 1     ? double(n.ends())
        : lastStage ? double((s.arch.tied_embeddings ? n.embedding : n.lm_head) + n.final_norm)
                    : double(n.embedding + n.position_table);
    // Where the framework leaves the embedding out of the TP plan (KempnerForge), every TP rank
    // holds it whole. A learned position table is never split (Megatron's position_embeddings is
    // a plain torch.nn.Embedding: megatron/core/models/common/embeddings/
    // language_model_embedding.py).
    const double embedding = firstStage || s.arch.tied_embeddings ? double(n.embedding) : 0.0;
    const double replicated = (s.assumptions.tp_shards_embedding ? 0.0 : embedding) +
                              (firstStage ? double(n.position_table) : 0.0);
    share.states =
        ((blocks + ends - replicated) / tp + replicated) / std::max(double(s.parameters), 1.0);
    const double tensor = tp == 1               ? 1.0
                          : l.sequence_parallel ? 1.0 / tp
                                                : kReplicatedWithoutSequenceParallel +
                                                      (1 - kReplicatedWithoutSequenceParallel) / tp;
    // Micro-batches whose activations a stage holds at once: 1F1B's first stage holds p of them,
    // the interleaved schedule p·(1 + (p−1)/(p·v)), GPipe all m; the last stage one
    // (megatron/training/theoretical_memory_usage.py, compute_activation_memory).
    const double m = std::max(s.shape.gradient_accumulation, 1);
    double inFlight = 1;
    if (pp > 1 && !lastStage) {
        switch (l.schedule) {
        case PipelineSchedule::OneFOneB:
            inFlight = std::min(m, pp);
            break;
        case PipelineSchedule::Interleaved:
            inFlight = std::min(m, pp * (1 + (pp - 1) / (pp * std::max(l.virtual_stages, 1))));
            break;
        case PipelineSchedule::GPipe:
            inFlight = m;
            break;
        }
    }
    share.activations = inFlight / pp * tensor / cp;
    share.transient = tensor / cp;
    // Without loss parallelism the head gathers the full-vocabulary logits on every TP rank.
    const double lossTp = s.assumptions.tp_loss_parallel ? tp : 1.0;
    share.logits = pp > 1 && !lastStage ? 0 : 1.0 / (lossTp * cp);
    return share;
}

} // namespace

StageShares heaviestStage(const Scenario& s, double states, double activations, double logits) {
    const StageShares first = stageShares(s, false);
    if (s.layout.pipeline_parallel <= 1)
        return first;
    const StageShares last = stageShares(s, true);
    auto total = [&](const StageShares& x) {
        return x.states * states + x.activations * activations + x.logits * logits;
    };
    return total(first) >= total(last) ? first : last;
}

} // namespace runcard
