#include "ui/app/run_form_groups.h"

#include <QtGlobal>
#include <algorithm>
#include <climits>

namespace runcard::ui {

const std::vector<FormGroup>& runFormGroups() {
    // The model and the hardware first, the training in five parts (about 40 fields would make one
    // column several screens tall), then the data and the rental window; the architecture
    // overrides, rarely needed, last.
    static const std::vector<FormGroup> groups{
        {QT_TRANSLATE_NOOP("RunDefinitionView", "Model"), {"", "model"}, {}},
        {QT_TRANSLATE_NOOP("RunDefinitionView", "Hardware"), {"hardware"}, {}},
        {QT_TRANSLATE_NOOP("RunDefinitionView", "Method and adapters"),
         {"training.lora", "training.qlora"},
         {"training.method"}},
        {QT_TRANSLATE_NOOP("RunDefinitionView", "Optimizer and precision"),
         {},
         {"training.optimizer", "training.optimizer_implementation", "training.precision",
          "training.weights_dtype", "training.fsdp_version", "training.fsdp_param_dtype",
          "training.fsdp_reduce_dtype", "training.optimizer_state_dtype",
          "training.precision_aware_optimizer", "training.optimizer_moments_dtype",
          "training.optimizer_in_backward", "training.gradient_clipping"}},
        {QT_TRANSLATE_NOOP("RunDefinitionView", "Batch and activations"),
         {},
         {"training.sequence_length", "training.packed", "training.padding",
          "training.packed_attention", "training.micro_batch", "training.gradient_accumulation",
          "training.reduce_every_micro_batch", "training.activation_checkpointing",
          "training.checkpoint_every", "training.recompute_layers",
          "training.activation_offloading", "training.tiled_mlp", "training.tiled_mlp_shards",
          "training.fp8_activation_store", "training.moe_capacity_factor",
          "training.moe_dispatcher", "training.moe_routing",
          "training.overlap_moe_expert_parallel_comm", "training.cuda_graphs"}},
        {QT_TRANSLATE_NOOP("RunDefinitionView", "Kernels and framework"),
         {},
         {"training.attention", "training.kernels", "training.moe_experts", "training.moe_compute",
          "training.loss", "training.loss_chunks", "training.loss_chunk_tokens",
          "training.model_returns_fp32_logits", "training.loop_keeps_logits", "training.compile",
          "training.compile_loss", "training.grad_reduce_in_fp32", "training.overlap_grad_reduce",
          "training.tp_comm_overlap", "training.framework"}},
        {QT_TRANSLATE_NOOP("RunDefinitionView", "Training length and schedule"), {"training"}, {}},
        {QT_TRANSLATE_NOOP("RunDefinitionView", "Data, validation and checkpoints"),
         {"data", "validation", "checkpoint"},
         {}},
        {QT_TRANSLATE_NOOP("RunDefinitionView", "Rental window"), {"rental"}, {}},
        {QT_TRANSLATE_NOOP("RunDefinitionView", "Architecture overrides"),
         {"model.architecture"},
         {}},
    };
    return groups;
}

std::size_t formGroupOf(const std::string& fieldPath) {
    const auto& groups = runFormGroups();
    for (std::size_t i = 0; i < groups.size(); ++i)
        if (std::count(groups[i].fields.begin(), groups[i].fields.end(), fieldPath))
            return i;
    for (std::string section = fieldPath;;) {
        const auto dot = section.rfind('.');
        section = dot == std::string::npos ? std::string{} : section.substr(0, dot);
        for (std::size_t i = 0; i < groups.size(); ++i)
            if (std::count(groups[i].sections.begin(), groups[i].sections.end(), section))
                return i;
        if (section.empty())
            return 0;
    }
}

namespace {
// The tallest run when groups [from, end) are split into `columns` runs at best, and the first
// group of each run (the classic linear-partition recursion; a dozen groups, a few columns).
int bestSplit(const std::vector<int>& heights, std::size_t from, int columns,
              std::vector<std::size_t>* starts) {
    const std::size_t n = heights.size();
    int total = 0;
    for (std::size_t i = from; i < n; ++i)
        total += heights[i];
    if (columns <= 1 || n - from <= 1) {
        if (starts)
            starts->push_back(from);
        return total;
    }
    int best = INT_MAX;
    std::size_t bestEnd = n;
    int first = 0;
    for (std::size_t end = from + 1; end < n; ++end) {
        first += heights[end - 1];
        const int tallest = std::max(first, bestSplit(heights, end, columns - 1, nullptr));
        if (tallest < best) {
            best = tallest;
            bestEnd = end;
        }
    }
    if (total <= best) { // one run is as short as any split (a single tall group)
        best = total;
        bestEnd = n;
    }
    if (starts) {
        starts->push_back(from);
        if (bestEnd < n)
            bestSplit(heights, bestEnd, columns - 1, starts);
    }
    return best;
}
} // namespace

std::vector<std::size_t> balancedColumns(const std::vector<int>& heights, int columns) {
    std::vector<std::size_t> starts;
    if (heights.empty())
        return starts;
    bestSplit(heights, 0, std::max(1, columns), &starts);
    return starts;
}

} // namespace runcard::ui
