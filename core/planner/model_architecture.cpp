#include "planner/model_architecture.h"

#include "planner/diagnostics.h"

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

namespace {

[[noreturn]] void tooLarge() {
    throw InputError(Diagnostic{"", 0, 0, "model.architecture",
                                "the shape is too large: its parameter count overflows"});
}

std::int64_t times(std::int64_t a, std::int64_t b) {
    std::int64_t product = 0;
    if (__builtin_mul_overflow(a, b, &product))
        tooLarge();
    return product;
}

std::int64_t plus(std::int64_t a, std::int64_t b) {
    std::int64_t sum = 0;
    if (__builtin_add_overflow(a, b, &sum))
        tooLarge();
    return sum;
}

} // namespace

ParameterCounts countParameters(const ModelArchitecture& arch) {
    ParameterCounts c;
    const std::int64_t h = arch.hidden_size;
    const std::int64_t normWidth = arch.norm == NormKind::LayerNorm ? times(2, h) : h; // (+ bias)
    c.embedding = times(arch.vocab_size, h);
    c.lm_head =
        plus(arch.tied_embeddings ? 0 : c.embedding, arch.lm_head_bias ? arch.vocab_size : 0);
    c.final_norm = normWidth;
    c.norms_per_layer = times(arch.norms_per_layer, normWidth);

    std::int64_t largest = c.embedding;
    for (const auto& [target, name] : EnumSpelling<LoraTarget>::table) {
        if (!targetExists(arch, target))
            continue;
        const LinearShape s = linearShape(arch, target);
        const std::int64_t weights = times(s.in, s.out);
        largest = std::max(largest, weights);
        c.linear_weights_per_layer = plus(c.linear_weights_per_layer, weights);
        const bool attention = target == LoraTarget::Q || target == LoraTarget::K ||
                               target == LoraTarget::V || target == LoraTarget::O;
        const bool qkv = attention && target != LoraTarget::O;
        const std::int64_t bias = (arch.linear_bias || (qkv && arch.qkv_bias)) ? s.out : 0;
        std::int64_t& part = attention ? c.attention_per_layer : c.mlp_per_layer;
        part = plus(part, plus(weights, bias));
    }
    c.largest_linear = largest;
    // total() below sums these; check that it fits here, where the cause can still be named.
    plus(plus(plus(c.embedding, c.lm_head), c.final_norm),
         times(arch.layers, plus(plus(c.attention_per_layer, c.mlp_per_layer), c.norms_per_layer)));
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
