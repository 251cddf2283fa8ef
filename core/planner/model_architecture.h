// A decoder-only transformer's shape and the parameter counts that follow from it.
#pragma once

#include "planner/enums.h"

#include <algorithm>
#include <array>
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
// Mixture-of-experts bounds: 4 times the most routed experts published (DeepSeek-V3, Kimi K2:
// 256/384) and far above the most experts per token (8-10).
inline constexpr int kMaxExperts = 2048;
inline constexpr int kMaxExpertsPerToken = 256;
inline constexpr int kMaxLatentRank = 1 << 16;
inline constexpr std::int64_t kMaxSlidingWindow = std::int64_t(1) << 24;
inline constexpr std::int64_t kMaxPositions = std::int64_t(1) << 24; // a learned table's rows

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
    PositionKind position = PositionKind::Rope;
    // Rows of a learned absolute position table (position == Learned): GPT-2 n_positions, OPT
    // max_position_embeddings + 2 (OPTLearnedPositionalEmbedding's offset), MPT max_seq_len.
    std::int64_t positions = 0;
    int norms_per_layer = 2;  // Gemma 2 has four (pre/post attention and MLP)
    bool norm_bias = true;    // a LayerNorm's bias (Cohere's LayerNorm has a weight only)
    bool qkv_bias = false;    // Qwen2 family
    bool linear_bias = false; // every linear has a bias (GPT-2, phi-1.5 style)
    // The output head has a bias of vocab_size (phi-1.5, phi-2; litgpt `lm_head_bias`).
    bool lm_head_bias = false;
    bool attention_bias = false; // q, k, v and o carry biases (gpt-oss `attention_bias`)
    bool mlp_bias = false; // the dense MLP's gate, up and down carry biases (Llama `mlp_bias`)
    QkNorm qk_norm = QkNorm::None; // the queries' and keys' norms (enums.h)
    bool attention_sinks = false;  // one learned logit per head (gpt-oss `sinks`)
    // The checkpoint's own modules fuse q, k and v into one linear (Phi-3 qkv_proj, Qwen 1 c_attn,
    // GPT-NeoX and BLOOM query_key_value, MPT Wqkv), or gate and up into one (Phi-3
    // gate_up_proj): the same parameters, one GEMM, and where PEFT wraps the module, one adapter.
    bool fused_qkv = false;
    bool fused_gate_up = false;
    // The checkpoint's modeling code computes a GELU MLP's activation as transformers'
    // NewGELUActivation (hidden_act / activation_function "gelu_new": GPT-2, phi-1.5, phi-2,
    // GPT-J, GPT-Neo): 0.5·x·(1 + tanh(√(2/π)·(x + 0.044715·x³))) in Python, nine eager ops
    // (transformers src/transformers/activations.py).
    bool gelu_new = false;
    // Dropout on each block's attention and MLP outputs while training (transformers GPT-2 and
    // GPT-BigCode resid_pdrop, OPT dropout, phi resid_pdrop, GPT-NeoX hidden_dropout): each site a
    // fused native_dropout that keeps a one-byte mask for backward. 0 = none (Llama-style models).
    double hidden_dropout = 0;

    // Mixture-of-experts (experts = 0: a dense model). A MoE layer replaces the MLP with `experts`
    // routed experts of width moe_intermediate_size, of which each token visits experts_per_token,
    // plus shared_experts that every token visits, and a router (hidden × experts). The first
    // `dense_layers` layers, and every layer that is not a multiple of moe_layer_step, keep the
    // dense MLP of intermediate_size (DeepSeek first_k_dense_replace, Qwen decoder_sparse_step:
    // transformers models/deepseek_v2, models/qwen2_moe).
    int experts = 0;
    int experts_per_token = 0;
    int shared_experts = 0;
    std::int64_t moe_intermediate_size = 0;
    std::int64_t shared_intermediate_size = 0; // one shared expert; 0 = moe_intermediate_size
    int dense_layers = 0;
    int moe_layer_step = 1;
    bool router_bias = false; // the router linear has a bias (gpt-oss)
    bool expert_bias = false; // every expert matrix has a bias (gpt-oss gate_up_proj_bias)
    // transformers' modeling code for this model runs every expert on every token, masked by the
    // router's scores (Llama 4: models/llama4/modeling_llama4.py, Llama4TextMoe.forward repeats
    // the hidden states once per expert, in 4.51 and in 5.x alike), so an hf-transformers card's
    // `moe_compute: framework` is dense. A fact about that code, not the shape: not hashed.
    bool transformers_runs_every_expert = false;

    // Multi-head latent attention (DeepSeek-V2, arXiv:2405.04434 §2.1; transformers
    // models/deepseek_v2): kv_lora_rank > 0 replaces K and V by a compressed latent
    // (hidden → kv_lora_rank + qk_rope_head_dim, then kv_lora_rank → heads·(nope + v)); q_lora_rank
    // > 0 compresses the query likewise. head_dim is then qk_nope_head_dim + qk_rope_head_dim.
    int q_lora_rank = 0;
    int kv_lora_rank = 0;
    int qk_nope_head_dim = 0;
    int qk_rope_head_dim = 0;
    int v_head_dim = 0;

    // Sliding-window attention: layers attend to the last `sliding_window` tokens; every
    // `global_attention_every`-th layer (1-based) attends globally (Gemma 3: 6, gpt-oss: 2; 0 =
    // every layer slides, Mistral 7B v0.1). sliding_window = 0: every layer is global.
    std::int64_t sliding_window = 0;
    int global_attention_every = 0;
    // Chunked local attention (Llama 4 attention_chunk_size, transformers
    // masking_utils.chunked_causal_mask_function): the local layers cut the sequence into blocks of
    // `attention_chunk` tokens, each attending causally within its own block; every
    // `global_attention_every`-th layer attends globally (Llama 4's NoPE layers,
    // no_rope_layer_interval 4). Either a sliding window or a chunk, never both.
    std::int64_t attention_chunk = 0;

    int effectiveHeadDim() const {
        return head_dim > 0
                   ? head_dim
                   : static_cast<int>(attention_heads > 0 ? hidden_size / attention_heads : 0);
    }
    std::int64_t queryWidth() const { return std::int64_t(attention_heads) * effectiveHeadDim(); }
    std::int64_t kvWidth() const { return std::int64_t(kv_heads) * effectiveHeadDim(); }
    bool isMoe() const { return experts > 0; }
    bool isLatentAttention() const { return kv_lora_rank > 0; }
    // Layers whose MLP is a mixture of experts.
    int moeLayers() const;
    std::int64_t sharedExpertWidth() const {
        return shared_intermediate_size > 0 ? shared_intermediate_size : moe_intermediate_size;
    }
    // The MLP width one token passes through, averaged over the layers: intermediate_size for a
    // dense model; `routedCopies` routed experts (k, or every expert under dense compute) plus the
    // shared experts in a MoE layer. FLOPs and the MLP's saved activations scale with it.
    double activeMlpWidth(double routedCopies) const;
    // Layers attending locally: within the sliding window or within their chunk.
    int localAttentionLayers() const;
    // Whether layer `layer` (0-based) is one of them: every `global_attention_every`-th attends
    // globally (transformers layer_types: Gemma 3, gpt-oss, Llama 4).
    bool attendsLocally(int layer) const;
    // Keys a query attends on average over the layers, divided by the causal average s/2:
    // 1 without local attention; a sliding layer averages w − w²/(2s) keys when s > w; a chunked
    // layer of n whole chunks of c and a remainder r = s − n·c averages (n·c² + r²)/(2s).
    double attentionSpanShare(double sequence) const;

    bool operator==(const ModelArchitecture&) const = default;
};

// Parameter counts by part. "Linear" parameters are the weight matrices inside the decoder blocks:
// the ones LoRA can target and QLoRA quantizes (embeddings, head and norms stay in 16 bit).
struct ParameterCounts {
    std::int64_t embedding = 0;
    std::int64_t position_table = 0; // a learned position table: positions × hidden
    std::int64_t lm_head = 0;        // 0 when tied; includes the head's bias where it has one
    std::int64_t attention_per_layer = 0;
    std::int64_t mlp_per_layer = 0; // the dense MLP (of the dense layers of a MoE model)
    std::int64_t norms_per_layer = 0;
    std::int64_t final_norm = 0;
    std::int64_t linear_weights_per_layer = 0; // weight matrices of the largest block, no biases
    std::int64_t largest_linear = 0; // elements of the largest single matrix (embedding incl.)
    // Mixture-of-experts layers: their count, their whole MLP (routed and shared experts and the
    // router), one routed expert (with its biases), and their weight matrices.
    int moe_layers = 0;
    int experts = 0, experts_per_token = 0;
    std::int64_t moe_mlp_per_layer = 0;
    std::int64_t routed_expert = 0;
    std::int64_t dense_linear_weights_per_layer = 0;
    // Per LoRA target (LoraTarget order), over every layer's matrices of it (every expert's):
    // the sum of in + out and of out, so that the adapters' size is arithmetic on the card's
    // rank and targets (trainableParameters, called several times per evaluate()).
    std::array<double, 7> target_in_out{};
    std::array<double, 7> target_out{};

    // The largest block: a unit that FSDP gathers whole.
    std::int64_t perLayer() const {
        return attention_per_layer + norms_per_layer +
               (moe_layers > 0 ? std::max(mlp_per_layer, moe_mlp_per_layer) : mlp_per_layer);
    }
    // Every decoder block of `layers` (the MoE layers among them as counted).
    std::int64_t blocks(int layers) const {
        return std::int64_t(layers) * (attention_per_layer + norms_per_layer) +
               std::int64_t(layers - moe_layers) * mlp_per_layer +
               std::int64_t(moe_layers) * moe_mlp_per_layer;
    }
    // What lies outside the blocks: the embedding, a learned position table, the final norm
    // and the head (FSDP's root unit; the first and last pipeline stages).
    std::int64_t ends() const { return embedding + position_table + lm_head + final_norm; }
    std::int64_t total(int layers) const { return ends() + blocks(layers); }
    // Parameters every routed expert holds together (what expert parallelism divides).
    std::int64_t expertParameters() const {
        return std::int64_t(moe_layers) * experts * routed_expert;
    }
    // Parameters a token passes through: the routed experts it does not visit are left out
    // (the "active parameters" of MoE model cards, embedding included).
    std::int64_t active(int layers) const {
        return total(layers) -
               std::int64_t(moe_layers) * (experts - experts_per_token) * routed_expert;
    }
    // Weight matrices of every block (QLoRA quantizes them; autocast casts them).
    std::int64_t linearWeights(int layers) const {
        return moe_layers > 0 ? std::int64_t(layers - moe_layers) * dense_linear_weights_per_layer +
                                    std::int64_t(moe_layers) * linear_weights_per_layer
                              : std::int64_t(layers) * linear_weights_per_layer;
    }
};

// Checked arithmetic: a shape beyond the bounds above whose counts would overflow (a card can
// give its own architecture) throws InputError on model.architecture instead of wrapping.
ParameterCounts countParameters(const ModelArchitecture& arch);
std::int64_t totalParameters(const ModelArchitecture& arch);

// Input and output width of one targetable linear of a block (of a dense MLP for gate, up and
// down). Multi-head latent attention maps q to q_proj (q_b_proj), k to kv_a_proj_with_mqa, v to
// kv_b_proj and o to o_proj.
struct LinearShape {
    std::int64_t in = 0;
    std::int64_t out = 0;
};
LinearShape linearShape(const ModelArchitecture& arch, LoraTarget target);

// The MLP matrices of one layer kind, as groups of `count` identical matrices: one for a dense
// MLP; the routed experts, then the shared experts, in a MoE layer.
struct MlpGroup {
    std::int64_t intermediate = 0;
    int count = 0; // 0: no such group in this layer
};
// A layer's MLP widths: the dense MLP, or the routed experts and the shared ones. A fixed array,
// not a vector: trainableParameters walks it several times per evaluate().
std::array<MlpGroup, 2> mlpGroups(const ModelArchitecture& arch, bool moeLayer);
// Calls visit(in, out) once for each matrix `target` names in every layer (every expert's).
template <class Visit>
void forEachLayerMatrix(const ModelArchitecture& arch, LoraTarget target, Visit visit) {
    const bool mlp =
        target == LoraTarget::Gate || target == LoraTarget::Up || target == LoraTarget::Down;
    if (target == LoraTarget::Gate && arch.mlp == MlpKind::Gelu)
        return;
    const LinearShape shape = linearShape(arch, target);
    const int moe = arch.moeLayers();
    for (int kind = 0; kind < 2; ++kind) {
        const int layers = kind == 0 ? arch.layers - moe : moe;
        if (layers == 0)
            continue;
        if (!mlp) {
            visit(shape.in, shape.out, layers);
            continue;
        }
        for (const MlpGroup& group : mlpGroups(arch, kind == 1)) {
            if (group.count == 0)
                continue;
            const bool down = target == LoraTarget::Down;
            visit(down ? group.intermediate : shape.in, down ? shape.out : group.intermediate,
                  layers * group.count);
        }
    }
}

// A stable short hash of the shape, recorded with pilot results ("architecture hash").
std::string architectureHash(const ModelArchitecture& arch);

} // namespace runcard
