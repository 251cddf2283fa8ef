#include "planner/model_architecture.h"

#include <algorithm>
#include <cstdio>

namespace runcard {

LinearShape linearShape(const ModelArchitecture& arch, LoraTarget target) {
    const std::int64_t h = arch.hidden_size;
    switch (target) {
    case LoraTarget::Q:
        return {h, arch.queryWidth()};
    case LoraTarget::K:
    case LoraTarget::V:
        return {h, arch.kvWidth()};
    case LoraTarget::O:
        return {arch.queryWidth(), h};
    case LoraTarget::Gate:
    case LoraTarget::Up:
        return {h, arch.intermediate_size};
    case LoraTarget::Down:
        return {arch.intermediate_size, h};
    }
    return {};
}

static bool targetExists(const ModelArchitecture& arch, LoraTarget target) {
    // A GeLU MLP has two matrices (up, down); the gate exists only in gated MLPs.
    return !(target == LoraTarget::Gate && arch.mlp == MlpKind::Gelu);
}

ParameterCounts countParameters(const ModelArchitecture& arch) {
    ParameterCounts c;
    const std::int64_t h = arch.hidden_size;
    const std::int64_t normWidth = arch.norm == NormKind::LayerNorm ? 2 * h : h; // weight (+ bias)
    c.embedding = arch.vocab_size * h;
    c.lm_head = (arch.tied_embeddings ? 0 : arch.vocab_size * h) +
                (arch.lm_head_bias ? arch.vocab_size : 0);
    c.final_norm = normWidth;
    c.norms_per_layer = std::int64_t(arch.norms_per_layer) * normWidth;

    std::int64_t largest = c.embedding;
    for (const auto& [target, name] : EnumSpelling<LoraTarget>::table) {
        if (!targetExists(arch, target))
            continue;
        const LinearShape s = linearShape(arch, target);
        const std::int64_t weights = s.in * s.out;
        largest = std::max(largest, weights);
        c.linear_weights_per_layer += weights;
        const bool attention = target == LoraTarget::Q || target == LoraTarget::K ||
                               target == LoraTarget::V || target == LoraTarget::O;
        const bool qkv = attention && target != LoraTarget::O;
        const std::int64_t bias = (arch.linear_bias || (qkv && arch.qkv_bias)) ? s.out : 0;
        (attention ? c.attention_per_layer : c.mlp_per_layer) += weights + bias;
    }
    c.largest_linear = largest;
    return c;
}

std::int64_t totalParameters(const ModelArchitecture& arch) {
    return countParameters(arch).total(arch.layers);
}

std::string architectureHash(const ModelArchitecture& arch) {
    // FNV-1a over the canonical text of the shape: stable across platforms and versions.
    char text[256];
    std::snprintf(text, sizeof text, "L%d h%lld i%lld a%d kv%d d%d V%lld t%d m%d n%d/%d b%d%d%d",
                  arch.layers, static_cast<long long>(arch.hidden_size),
                  static_cast<long long>(arch.intermediate_size), arch.attention_heads,
                  arch.kv_heads, arch.effectiveHeadDim(), static_cast<long long>(arch.vocab_size),
                  arch.tied_embeddings, static_cast<int>(arch.mlp), static_cast<int>(arch.norm),
                  arch.norms_per_layer, arch.qkv_bias, arch.linear_bias, arch.lm_head_bias);
    std::uint64_t hash = 1469598103934665603ull;
    for (const char* p = text; *p; ++p)
        hash = (hash ^ static_cast<unsigned char>(*p)) * 1099511628211ull;
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(hash));
    return hex;
}

} // namespace runcard
