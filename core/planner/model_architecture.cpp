#include "planner/model_architecture.h"

#include "planner/diagnostics.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace runcard {

LinearShape linearShape(const ModelArchitecture& arch, LoraTarget target) {
    const std::int64_t h = arch.hidden_size;
    if (arch.isLatentAttention()) {
        // transformers models/deepseek_v2/modeling_deepseek_v2.py, DeepseekV2Attention.
        const std::int64_t heads = arch.attention_heads;
        const std::int64_t qkHead = arch.qk_nope_head_dim + arch.qk_rope_head_dim;
        switch (target) {
        case LoraTarget::Q:
            return {arch.q_lora_rank > 0 ? arch.q_lora_rank : h, heads * qkHead};
        case LoraTarget::K:
            return {h, std::int64_t(arch.kv_lora_rank) + arch.qk_rope_head_dim};
        case LoraTarget::V:
            return {arch.kv_lora_rank, heads * (arch.qk_nope_head_dim + arch.v_head_dim)};
        case LoraTarget::O:
            return {heads * arch.v_head_dim, h};
        default:
            break;
        }
    }
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

int ModelArchitecture::moeLayers() const {
    if (!isMoe())
        return 0;
    int count = 0;
    const int step = std::max(1, moe_layer_step);
    for (int layer = dense_layers; layer < layers; ++layer)
        count += (layer + 1) % step == 0; // transformers qwen2_moe: (layer_idx + 1) % step == 0
    return count;
}

std::array<MlpGroup, 2> mlpGroups(const ModelArchitecture& arch, bool moeLayer) {
    if (!moeLayer)
        return {{{arch.intermediate_size, 1}, {}}};
    return {{{arch.moe_intermediate_size, arch.experts},
             {arch.sharedExpertWidth(), arch.shared_experts}}};
}

double ModelArchitecture::activeMlpWidth(double routedCopies) const {
    if (!isMoe() || layers <= 0)
        return double(intermediate_size);
    const double moe = moeLayers();
    const double perMoeLayer = routedCopies * double(moe_intermediate_size) +
                               double(shared_experts) * double(sharedExpertWidth());
    return ((layers - moe) * double(intermediate_size) + moe * perMoeLayer) / layers;
}

int ModelArchitecture::localAttentionLayers() const {
    if (sliding_window <= 0 && attention_chunk <= 0)
        return 0;
    return global_attention_every > 0 ? layers - layers / global_attention_every : layers;
}

bool ModelArchitecture::attendsLocally(int layer) const {
    if (sliding_window <= 0 && attention_chunk <= 0)
        return false;
    return global_attention_every <= 0 || (layer + 1) % global_attention_every != 0;
}

double ModelArchitecture::attentionSpanShare(double sequence) const {
    const double w = double(sliding_window), c = double(attention_chunk);
    if (layers <= 0 || (w <= 0 && c <= 0) || sequence <= std::max(w, c))
        return 1.0;
    double share = 1.0;
    if (w > 0) {
        share = (w - w * w / (2 * sequence)) / (sequence / 2);
    } else {
        const double chunks = std::floor(sequence / c), rest = sequence - chunks * c;
        share = (chunks * c * c + rest * rest) / (sequence * sequence);
    }
    const double local = localAttentionLayers();
    return ((layers - local) + local * share) / layers;
}

static bool targetExists(const ModelArchitecture& arch, LoraTarget target) {
    // A GeLU MLP has two matrices (up, down); the gate exists only in gated MLPs.
    return !(target == LoraTarget::Gate && arch.mlp == MlpKind::Gelu);
}

namespace {

[[noreturn]] void tooLarge() {
    throw InputError(Diagnostic::coded(DiagnosticCode::ShapeTooLarge, "model.architecture"));
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
    const std::int64_t normWidth =
        arch.norm == NormKind::LayerNorm && arch.norm_bias ? times(2, h) : h; // (+ bias)
    c.embedding = times(arch.vocab_size, h);
    if (arch.position == PositionKind::Learned) // nn.Embedding(positions, hidden)
        c.position_table = times(arch.positions, h);
    c.lm_head =
        plus(arch.tied_embeddings ? 0 : c.embedding, arch.lm_head_bias ? arch.vocab_size : 0);
    c.final_norm = normWidth;
    c.norms_per_layer = times(arch.norms_per_layer, normWidth);

    std::int64_t largest = c.embedding;
    std::int64_t attentionLinear = 0;
    for (const auto& [target, name] : EnumSpelling<LoraTarget>::table) {
        if (!targetExists(arch, target))
            continue;
        const LinearShape s = linearShape(arch, target);
        const std::int64_t weights = times(s.in, s.out);
        largest = std::max(largest, weights);
        const bool attention = target == LoraTarget::Q || target == LoraTarget::K ||
                               target == LoraTarget::V || target == LoraTarget::O;
        const bool qkv = attention && target != LoraTarget::O;
        const std::int64_t bias =
            (arch.linear_bias || (qkv && arch.qkv_bias) || (attention && arch.attention_bias) ||
             (!attention && arch.mlp_bias))
                ? s.out
                : 0;
        std::int64_t& part = attention ? c.attention_per_layer : c.mlp_per_layer;
        part = plus(part, plus(weights, bias));
        if (attention)
            attentionLinear = plus(attentionLinear, weights);
    }
    if (arch.isLatentAttention()) {
        // q_a_proj (hidden × q_lora_rank) with its RMSNorm, and the kv latent's RMSNorm.
        if (arch.q_lora_rank > 0) {
            const std::int64_t qa = times(h, arch.q_lora_rank);
            c.attention_per_layer = plus(c.attention_per_layer, plus(qa, arch.q_lora_rank));
            attentionLinear = plus(attentionLinear, qa);
        }
        c.attention_per_layer = plus(c.attention_per_layer, arch.kv_lora_rank);
    }
    // transformers qwen3 / gemma3: q_norm and k_norm of head_dim each; olmo2 / olmoe: of the
    // query and key projections' widths.
    if (arch.qk_norm == QkNorm::PerHead)
        c.attention_per_layer = plus(c.attention_per_layer, times(2, arch.effectiveHeadDim()));
    else if (arch.qk_norm == QkNorm::Projection)
        c.attention_per_layer =
            plus(c.attention_per_layer, plus(arch.queryWidth(), arch.kvWidth()));
    if (arch.attention_sinks)
        c.attention_per_layer = plus(c.attention_per_layer, arch.attention_heads);
    const std::int64_t matricesPerMlp = arch.mlp == MlpKind::Gelu ? 2 : 3;
    c.dense_linear_weights_per_layer =
        plus(attentionLinear, times(matricesPerMlp, times(h, arch.intermediate_size)));
    c.linear_weights_per_layer = c.dense_linear_weights_per_layer;

    if (arch.isMoe()) {
        // One expert: its gated MLP (transformers mixtral MixtralBlockSparseTop2MLP, qwen3_moe
        // Qwen3MoeMLP), with gpt-oss's biases on gate_up_proj and down_proj (models/gpt_oss).
        const std::int64_t expertLinear =
            times(matricesPerMlp, times(h, arch.moe_intermediate_size));
        c.routed_expert = plus(
            expertLinear,
            arch.expert_bias ? plus(times(matricesPerMlp - 1, arch.moe_intermediate_size), h) : 0);
        const std::int64_t sharedLinear =
            times(arch.shared_experts, times(matricesPerMlp, times(h, arch.sharedExpertWidth())));
        const std::int64_t router =
            plus(times(h, arch.experts), arch.router_bias ? arch.experts : 0);
        c.moe_mlp_per_layer =
            plus(plus(times(arch.experts, c.routed_expert), sharedLinear), router);
        c.moe_layers = arch.moeLayers();
        c.experts = arch.experts;
        c.experts_per_token = arch.experts_per_token;
        c.linear_weights_per_layer =
            plus(attentionLinear, plus(plus(times(arch.experts, expertLinear), sharedLinear),
                                       times(h, arch.experts)));
        largest = std::max(largest, times(h, arch.moe_intermediate_size));
    }
    c.largest_linear = largest;
    for (const auto& [target, name] : EnumSpelling<LoraTarget>::table) {
        const auto i = static_cast<std::size_t>(target);
        forEachLayerMatrix(arch, target, [&](std::int64_t in, std::int64_t out, int copies) {
            c.target_in_out[i] += double(copies) * double(in + out);
            c.target_out[i] += double(copies) * double(out);
        });
    }
    // total() below sums these; check that it fits here, where the cause can still be named.
    const std::int64_t block = plus(c.attention_per_layer, c.norms_per_layer);
    plus(plus(plus(plus(c.embedding, c.position_table), c.lm_head), c.final_norm),
         plus(times(arch.layers, block), plus(times(arch.layers - c.moe_layers, c.mlp_per_layer),
                                              times(c.moe_layers, c.moe_mlp_per_layer))));
    return c;
}

std::int64_t totalParameters(const ModelArchitecture& arch) {
    return countParameters(arch).total(arch.layers);
}

std::string architectureHash(const ModelArchitecture& arch) {
    // FNV-1a over the canonical text of the shape: stable across platforms and versions.
    char text[512];
    int length = std::snprintf(
        text, sizeof text, "L%d h%lld i%lld a%d kv%d d%d V%lld t%d m%d n%d/%d b%d%d%d", arch.layers,
        static_cast<long long>(arch.hidden_size), static_cast<long long>(arch.intermediate_size),
        arch.attention_heads, arch.kv_heads, arch.effectiveHeadDim(),
        static_cast<long long>(arch.vocab_size), arch.tied_embeddings, static_cast<int>(arch.mlp),
        static_cast<int>(arch.norm), arch.norms_per_layer, arch.qkv_bias, arch.linear_bias,
        arch.lm_head_bias);
    // Fields added later extend the text only where set, so earlier hashes stay valid.
    if (arch.position != PositionKind::Rope)
        length += std::snprintf(text + length, sizeof text - length, " p%d",
                                static_cast<int>(arch.position));
    if (arch.position == PositionKind::Learned && arch.positions > 0)
        length += std::snprintf(text + length, sizeof text - length, " pt%lld",
                                static_cast<long long>(arch.positions));
    if (arch.attention_bias || arch.qk_norm != QkNorm::None || arch.attention_sinks)
        length +=
            std::snprintf(text + length, sizeof text - length, " ab%d%d%d", arch.attention_bias,
                          static_cast<int>(arch.qk_norm), arch.attention_sinks);
    if (arch.mlp_bias)
        length += std::snprintf(text + length, sizeof text - length, " mb");
    if (arch.norm == NormKind::LayerNorm && !arch.norm_bias)
        length += std::snprintf(text + length, sizeof text - length, " nb0");
    if (arch.fused_qkv || arch.fused_gate_up)
        length += std::snprintf(text + length, sizeof text - length, " fu%d%d", arch.fused_qkv,
                                arch.fused_gate_up);
    if (arch.gelu_new)
        length += std::snprintf(text + length, sizeof text - length, " gn");
    if (arch.hidden_dropout > 0)
        length += std::snprintf(text + length, sizeof text - length, " hd%g", arch.hidden_dropout);
    if (arch.isMoe())
        length += std::snprintf(
            text + length, sizeof text - length, " E%d k%d s%d mi%lld si%lld dl%d st%d rb%d%d",
            arch.experts, arch.experts_per_token, arch.shared_experts,
            static_cast<long long>(arch.moe_intermediate_size),
            static_cast<long long>(arch.shared_intermediate_size), arch.dense_layers,
            arch.moe_layer_step, arch.router_bias, arch.expert_bias);
    if (arch.isLatentAttention())
        length += std::snprintf(text + length, sizeof text - length, " mla%d/%d/%d/%d/%d",
                                arch.q_lora_rank, arch.kv_lora_rank, arch.qk_nope_head_dim,
                                arch.qk_rope_head_dim, arch.v_head_dim);
    if (arch.sliding_window > 0)
        length +=
            std::snprintf(text + length, sizeof text - length, " sw%lld/%d",
                          static_cast<long long>(arch.sliding_window), arch.global_attention_every);
    if (arch.attention_chunk > 0)
        std::snprintf(text + length, sizeof text - length, " ch%lld/%d",
                      static_cast<long long>(arch.attention_chunk), arch.global_attention_every);
    std::uint64_t hash = 1469598103934665603ull;
    for (const char* p = text; *p; ++p)
        hash = (hash ^ static_cast<unsigned char>(*p)) * 1099511628211ull;
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(hash));
    return hex;
}

} // namespace runcard
