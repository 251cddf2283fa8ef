// A decoder-only transformer's shape and the parameter counts that follow from it.
#pragma once

#include "planner/enums.h"

#include <cstdint>
#include <string>

namespace runcard {

// Upper bounds on a shape that the loaders accept (presets, config.json). Each lies far above every
// published model (2026: at most 126 layers, hidden 16,384, intermediate 53,248, 128 heads,
// head_dim 256, vocabulary 256,000) and together they keep every parameter count below 2^55, so no
// count can overflow.
inline constexpr int kMaxLayers = 1024;
inline constexpr std::int64_t kMaxHiddenSize = std::int64_t(1) << 17;
inline constexpr std::int64_t kMaxIntermediateSize = std::int64_t(1) << 19;
inline constexpr int kMaxAttentionHeads = 1 << 12;
inline constexpr int kMaxHeadDim = 1 << 12;
inline constexpr std::int64_t kMaxVocabSize = std::int64_t(1) << 24;
inline constexpr int kMaxNormsPerLayer = 16;

struct ModelArchitecture {
    int layers = 0;
    std::int64_t hidden_size = 0;
    std::int64_t intermediate_size = 0;
    int attention_heads = 0;
    int kv_heads = 0;
    int head_dim = 0; // 0 means hidden_size / attention_heads
    std::int64_t vocab_size = 0;
    bool tied_embeddings = false;
    MlpKind mlp = MlpKind::SwiGlu;
    NormKind norm = NormKind::RmsNorm;
    int norms_per_layer = 2;  // Gemma 2 has four (pre/post attention and MLP)
    bool qkv_bias = false;    // Qwen2 family
    bool linear_bias = false; // every linear has a bias (GPT-2, phi-1.5 style)
    // The output head has a bias of vocab_size (phi-1.5, phi-2; litgpt `lm_head_bias`).
    bool lm_head_bias = false;

    int effectiveHeadDim() const {
        return head_dim > 0
                   ? head_dim
                   : static_cast<int>(attention_heads > 0 ? hidden_size / attention_heads : 0);
    }
    std::int64_t queryWidth() const { return std::int64_t(attention_heads) * effectiveHeadDim(); }
    std::int64_t kvWidth() const { return std::int64_t(kv_heads) * effectiveHeadDim(); }

    bool operator==(const ModelArchitecture&) const = default;
};

// Parameter counts by part. "Linear" parameters are the weight matrices inside the decoder blocks:
// the ones LoRA can target and QLoRA quantizes (embeddings, head and norms stay in 16 bit).
struct ParameterCounts {
    std::int64_t embedding = 0;
    std::int64_t lm_head = 0; // 0 when tied; includes the head's bias where it has one
    std::int64_t attention_per_layer = 0;
    std::int64_t mlp_per_layer = 0;
    std::int64_t norms_per_layer = 0;
    std::int64_t final_norm = 0;
    std::int64_t linear_weights_per_layer = 0; // weight matrices only, no biases
    std::int64_t largest_linear = 0; // elements of the largest single matrix (embedding incl.)

    std::int64_t perLayer() const { return attention_per_layer + mlp_per_layer + norms_per_layer; }
    std::int64_t total(int layers) const {
        return embedding + lm_head + final_norm + std::int64_t(layers) * perLayer();
    }
};

// Checked arithmetic: a shape beyond the bounds above whose counts would overflow (a card can
// give its own architecture) throws InputError on model.architecture instead of wrapping.
ParameterCounts countParameters(const ModelArchitecture& arch);
std::int64_t totalParameters(const ModelArchitecture& arch);

// Input and output width of one targetable linear of a block.
struct LinearShape {
    std::int64_t in = 0;
    std::int64_t out = 0;
};
LinearShape linearShape(const ModelArchitecture& arch, LoraTarget target);

// A stable short hash of the shape, recorded with pilot results ("architecture hash").
std::string architectureHash(const ModelArchitecture& arch);

} // namespace runcard
