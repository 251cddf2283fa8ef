// Hugging Face config.json and local model folders.
#include "planner/hf_config_import.h"

#include "planner/file_io.h"
#include "planner/hf_config_fields.h"
#include "planner/hf_config_own_keys.h"
#include "planner/json_reader.h"
#include "planner/safetensors_header.h"
#include "planner/translatable.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <vector>

namespace runcard {

namespace fs = std::filesystem;

namespace {

// Hugging Face config.json files are a few KiB, multimodal ones some tens of KiB.
constexpr std::uint64_t kMaxConfigJsonBytes = 4 * kMiB;

// Block layout per `model_type`, from the modeling files of huggingface/transformers
// (src/transformers/models/<type>/modeling_<type>.py) and each family's config defaults.
// How a family names its mixture-of-experts and attention fields.
enum class ExpertKeys { None, Qwen, QwenShared, Mixtral, GptOss, DeepSeek, Glm4Moe, Olmoe, Llama4 };

struct Family {
    MlpKind mlp = MlpKind::SwiGlu;
    NormKind norm = NormKind::RmsNorm;
    int norms_per_layer = 2;
    bool norm_bias = true;
    bool qkv_bias = false;
    bool linear_bias = false;
    bool lm_head_bias = false;
    bool tied_by_default = false; // the config class's tie_word_embeddings default
    QkNorm qk_norm = QkNorm::None;
    bool attention_bias = false;
    bool fused_qkv = false;
    bool fused_gate_up = false;
    // The config class's hidden_act default for a GELU MLP (phi: gelu_new, gpt_neox: gelu).
    const char* hidden_act = "gelu";
    // The config key of the blocks' output dropout, where the family has one (0.0 by default).
    const char* dropout_key = nullptr;
    // The config key that switches the attention projections' biases (the default above): on q,
    // k, v and o (attention_bias), or on q, k and v only (qkv_bias: glm4's o_proj has none).
    const char* attention_bias_key = nullptr;
    // The config key that switches every linear's bias (starcoder2 use_bias; default linear_bias).
    const char* linear_bias_key = nullptr;
    // The config key that switches the MLP's biases (llama, granite, smollm3 mlp_bias).
    const char* mlp_bias_key = nullptr;
    // The config key that switches q, k and v's biases alone, off by default (glm4_moe
    // attention_bias; glm4 defaults them on through qkv_bias above).
    const char* qkv_bias_key = nullptr;
    // The config key that switches q and k norms on (cohere and glm4_moe use_qk_norm), and the
    // norms it switches on: over each projection (cohere) or per head (glm4_moe).
    const char* qk_norm_key = nullptr;
    QkNorm qk_norm_from_key = QkNorm::Projection;
    bool sliding_window = false; // the config's sliding_window and layer pattern are read
    // Every n-th layer attends globally when the config names no pattern (olmo3 layer_types
    // default: (i + 1) % 4 == 0); 0: every layer slides.
    int global_attention_every = 0;
    // The window where the config has no sliding_window key (the config class's default).
    std::int64_t default_sliding_window = 0;
    ExpertKeys experts = ExpertKeys::None;
};

const std::map<std::string, Family>& families() {
    static const std::map<std::string, Family> table{
        // Llama and its derivatives: attention_bias puts biases on q, k, v and o, mlp_bias on gate,
        // up and down (models/llama/modeling_llama.py LlamaAttention, LlamaMLP). Granite adds only
        // multipliers (models/granite); SmolLM3 leaves out RoPE on every fourth layer
        // (no_rope_layers, not counted) and ties by default (models/smollm3).
        {"llama", {.attention_bias_key = "attention_bias", .mlp_bias_key = "mlp_bias"}},
        {"granite", {.attention_bias_key = "attention_bias", .mlp_bias_key = "mlp_bias"}},
        {"smollm3",
         {.tied_by_default = true,
          .attention_bias_key = "attention_bias",
          .mlp_bias_key = "mlp_bias"}},
        // Granite MoE: Granite's attention, every layer num_local_experts experts of
        // intermediate_size (one input_linear for gate and up) and a router without bias
        // (models/granitemoe/modeling_granitemoe.py, GraniteMoeMoE).
        {"granitemoe", {.attention_bias_key = "attention_bias", .experts = ExpertKeys::Mixtral}},
        // Mistral 7B v0.1 attends within sliding_window (4096) in every layer; v0.2 and later
        // set it to null (models/mistral/modeling_mistral.py: the sliding-window mask wherever
        // config.sliding_window is set).
        {"mistral", {.sliding_window = true}},
        // Phi-3: fused qkv_proj and gate_up_proj (models/phi3/modeling_phi3.py), the same
        // parameters as separate projections; every layer slides where sliding_window is set
        // (Phi3Model.forward: create_sliding_window_causal_mask; Phi-3-mini-4k: 2047).
        {"phi3", {.fused_qkv = true, .fused_gate_up = true, .sliding_window = true}},
        // InternLM2 and 2.5: one wqkv linear, separate w1, w3 and w2 (modeling_internlm2.py).
        {"internlm2", {.fused_qkv = true}},
        {"qwen2", {.qkv_bias = true}},
        {"gemma", {.tied_by_default = true}}, // GeGLU: gated like SwiGLU, three matrices
        // Gemma 2: input, post-attention, pre-feedforward and post-feedforward RMSNorm; layers
        // 0, 2, 4, ... attend within sliding_window (Gemma2DecoderLayer is_sliding = not
        // layer_idx % 2; Gemma2Config's default window 4096).
        {"gemma2",
         {.norms_per_layer = 4,
          .tied_by_default = true,
          .sliding_window = true,
          .global_attention_every = 2,
          .default_sliding_window = 4096}},
        // phi-1.5/phi-2: attention and MLP in parallel after one shared LayerNorm; every linear
        // and the LM head carry a bias.
        {"phi",
         {.mlp = MlpKind::Gelu,
          .norm = NormKind::LayerNorm,
          .norms_per_layer = 1,
          .linear_bias = true,
          .lm_head_bias = true,
          .hidden_act = "gelu_new",
          .dropout_key = "resid_pdrop"}},
        // GPT-NeoX (StableLM-Alpha, Pythia): two LayerNorms per block, biases on every linear.
        // One query_key_value linear (models/gpt_neox/modeling_gpt_neox.py).
        {"gpt_neox",
         {.mlp = MlpKind::Gelu,
          .norm = NormKind::LayerNorm,
          .linear_bias = true,
          .fused_qkv = true,
          .dropout_key = "hidden_dropout"}},
        // OLMo 2 and 3: q_norm and k_norm over the whole q and k projections, and the two norms
        // after the attention and the MLP instead of before them (models/olmo2/modeling_olmo2.py,
        // Olmo2Attention, Olmo2DecoderLayer); OLMo 3 slides on three layers of four unless
        // layer_types says otherwise (models/olmo3/configuration_olmo3.py).
        {"olmo2", {.qk_norm = QkNorm::Projection, .attention_bias_key = "attention_bias"}},
        {"olmo3",
         {.qk_norm = QkNorm::Projection,
          .attention_bias_key = "attention_bias",
          .sliding_window = true,
          .global_attention_every = 4}},
        // OLMoE: OLMo 2's projection-wide q and k norms in pre-norm blocks, every layer a MoE of
        // num_experts experts of intermediate_size without shared ones
        // (models/olmoe/modeling_olmoe.py, OlmoeSparseMoeBlock).
        {"olmoe",
         {.qk_norm = QkNorm::Projection,
          .attention_bias_key = "attention_bias",
          .experts = ExpertKeys::Olmoe}},
        // GLM-4 (0414): four RMSNorms a block, one gate_up_proj, and attention_bias (true by
        // default) on q, k and v only (models/glm4/modeling_glm4.py). Its partial rotary
        // embedding (half of each head) is counted as whole.
        {"glm4",
         {.norms_per_layer = 4,
          .qkv_bias = true,
          .fused_gate_up = true,
          .attention_bias_key = "attention_bias"}},
        // StarCoder2: LayerNorm (with biases) and a GELU MLP of c_fc and c_proj, use_bias on every
        // linear, one sliding window for every layer, residual_dropout on the blocks' outputs
        // (models/starcoder2/modeling_starcoder2.py).
        {"starcoder2",
         {.mlp = MlpKind::Gelu,
          .norm = NormKind::LayerNorm,
          .linear_bias = true,
          .tied_by_default = true,
          .hidden_act = "gelu_pytorch_tanh",
          .dropout_key = "residual_dropout",
          .linear_bias_key = "use_bias",
          .sliding_window = true}},
        // Cohere (Command R, Aya 23 and Expanse): attention and MLP in parallel after one
        // LayerNorm that has no bias, tied by default; use_qk_norm adds norms of shape (heads,
        // head_dim) on q and k, the projections' widths (models/cohere/modeling_cohere.py).
        // Cohere2 (Command R7B): the same blocks without them, three sliding layers of four by
        // default (models/cohere2). The eager LayerNorm's op-by-op passes are timed as ATen's.
        {"cohere",
         {.norm = NormKind::LayerNorm,
          .norms_per_layer = 1,
          .norm_bias = false,
          .tied_by_default = true,
          .attention_bias_key = "attention_bias",
          .qk_norm_key = "use_qk_norm"}},
        {"cohere2",
         {.norm = NormKind::LayerNorm,
          .norms_per_layer = 1,
          .norm_bias = false,
          .tied_by_default = true,
          .attention_bias_key = "attention_bias",
          .sliding_window = true,
          .global_attention_every = 4}},
        // Qwen3: q_norm and k_norm on every head (models/qwen3/modeling_qwen3.py).
        {"qwen3", {.qk_norm = QkNorm::PerHead}},
        // Qwen3-MoE: experts of moe_intermediate_size every decoder_sparse_step layers
        // (models/qwen3_moe/modeling_qwen3_moe.py, Qwen3MoeSparseMoeBlock).
        {"qwen3_moe", {.qk_norm = QkNorm::PerHead, .experts = ExpertKeys::Qwen}},
        // Qwen1.5-MoE and Qwen2-MoE: Qwen3-MoE's experts without q/k norms, with q, k, v biases
        // and one shared expert of shared_expert_intermediate_size beside the routed ones
        // (models/qwen2_moe/modeling_qwen2_moe.py, Qwen2MoeSparseMoeBlock). Its sigmoid gate,
        // shared_expert_gate (hidden × 1 a layer), is not counted.
        {"qwen2_moe", {.qkv_bias = true, .experts = ExpertKeys::QwenShared}},
        // Mixtral: num_local_experts experts of intermediate_size in every layer
        // (models/mixtral/modeling_mixtral.py, MixtralSparseMoeBlock).
        {"mixtral", {.experts = ExpertKeys::Mixtral}},
        // gpt-oss: biases on q, k, v, o, the router and the experts, a learned sink logit per
        // head, sliding and full attention alternating (models/gpt_oss/modeling_gpt_oss.py).
        {"gpt_oss",
         {.attention_bias = true, .sliding_window = true, .experts = ExpertKeys::GptOss}},
        // DeepSeek-V2: multi-head latent attention, shared and routed experts after
        // first_k_dense_replace dense layers (models/deepseek_v2/modeling_deepseek_v2.py).
        {"deepseek_v2", {.experts = ExpertKeys::DeepSeek}},
        // DeepSeek-V3 (and R1) and Kimi K2 (model_type kimi_k2, DeepseekV3ForCausalLM): V2's
        // keys (models/deepseek_v3/modeling_deepseek_v3.py). Not counted: the routers'
        // e_score_correction_bias (n_routed_experts a MoE layer) and the multi-token-prediction
        // layers (num_nextn_predict_layers), which transformers does not build.
        {"deepseek_v3", {.experts = ExpertKeys::DeepSeek}},
        {"kimi_k2", {.experts = ExpertKeys::DeepSeek}},
        // GLM-4.5 and 4.6 (and 4.5-Air): DeepSeek-V3's experts (n_routed_experts of
        // moe_intermediate_size, n_shared_experts of it as one MLP, first_k_dense_replace dense
        // layers) under grouped-query attention with biases on q, k and v (attention_bias) and
        // per-head q and k norms where use_qk_norm says so (models/glm4_moe/modeling_glm4_moe.py,
        // Glm4MoeAttention, Glm4MoeMoE). Counted whole: the partial rotary embedding. Not
        // counted: the routers' e_score_correction_bias (a buffer) and the multi-token-prediction
        // layers (num_nextn_predict_layers), which transformers does not build.
        {"glm4_moe",
         {.qkv_bias_key = "attention_bias",
          .qk_norm_key = "use_qk_norm",
          .qk_norm_from_key = QkNorm::PerHead,
          .experts = ExpertKeys::Glm4Moe}},
        // Gemma 3 text: Gemma 2's four norms, q/k norms, five sliding-window layers per global
        // one (models/gemma3/modeling_gemma3.py, sliding_window_pattern 6).
        // Llama 4 (Scout, Maverick; a llama4 config keeps it in text_config): Llama4TextMoe in
        // every interleave_moe_layer_step-th layer, num_local_experts experts of
        // intermediate_size beside one shared expert of the same width and a router without
        // bias; the other layers a dense MLP of intermediate_size_mlp. The layers that keep RoPE
        // attend within chunks of attention_chunk_size; every no_rope_layer_interval-th layer
        // attends globally without RoPE (models/llama4/modeling_llama4.py,
        // configuration_llama4.py). Not counted: use_qk_norm's L2 norms (no weights; their
        // passes are not timed) and the global layers' temperature scaling of the queries.
        {"llama4_text", {.attention_bias_key = "attention_bias", .experts = ExpertKeys::Llama4}},
        {"gemma3_text",
         {.norms_per_layer = 4,
          .tied_by_default = true,
          .qk_norm = QkNorm::PerHead,
          .sliding_window = true}},
    };
    return table;
}

std::string knownModelTypes() {
    std::vector<std::string> types = ownKeyModelTypes();
    for (const auto& [name, family] : families())
        types.push_back(name);
    std::sort(types.begin(), types.end());
    std::string names;
    for (const auto& name : types)
        names += (names.empty() ? "" : ", ") + name;
    return names;
}

// A per-layer list of a Llama 4 config that must be the one its interval key gives (transformers
// Llama4TextConfig.__post_init__): `expected(layer, entry)` says whether `entry` is layer
// `layer`'s.
template <class Entry>
void requireLayerList(HfConfigFields& fields, const std::string& key, const char* intervalKey,
                      int layers, Entry expected) {
    const JsonValue* list = fields.find(key);
    if (!list || (list->isArray() && list->items.empty()))
        return;
    bool matches = list->isArray() && list->items.size() == std::size_t(layers);
    for (int layer = 0; matches && layer < layers; ++layer)
        matches = expected(layer, list->items[std::size_t(layer)]);
    if (!matches)
        fields.fail(key, DiagnosticCode::ListFromKey, {intervalKey, DiagnosticArg::of(layers)});
}

// Llama 4's interleaved MoE layers and chunked attention (configuration_llama4.py defaults:
// interleave_moe_layer_step 1, intermediate_size_mlp 16384, no_rope_layer_interval 4,
// attention_chunk_size 8192; `null` turns chunking off).
void readLlama4Layers(HfConfigFields& fields, ModelArchitecture& arch) {
    fields.count("num_local_experts", arch.experts, kMaxExperts, true);
    arch.moe_intermediate_size = arch.intermediate_size;
    arch.shared_experts = 1; // Llama4TextMoe.shared_expert: a Llama4TextMLP of intermediate_size
    arch.transformers_runs_every_expert = true; // Llama4TextMoe.forward: hidden_states.repeat
    arch.intermediate_size = 16384;
    fields.count("intermediate_size_mlp", arch.intermediate_size, kMaxIntermediateSize, false);
    fields.count("interleave_moe_layer_step", arch.moe_layer_step, kMaxLayers, false);
    const int layers = arch.layers, step = arch.moe_layer_step;
    // moe_layers lists layer indices: range(step - 1, layers, step).
    if (const JsonValue* moe = fields.find("moe_layers")) {
        std::vector<std::int64_t> expected;
        for (int layer = step - 1; layer < layers; layer += step)
            expected.push_back(layer);
        bool matches = moe->isArray() && moe->items.size() == expected.size();
        for (std::size_t i = 0; matches && i < expected.size(); ++i)
            matches = moe->items[i].toInt64() == std::optional<std::int64_t>(expected[i]);
        if (!matches)
            fields.fail("moe_layers", DiagnosticCode::ListFromKey,
                        {"interleave_moe_layer_step", DiagnosticArg::of(layers)});
    }
    int interval = 4;
    fields.count("no_rope_layer_interval", interval, kMaxLayers, false);
    const auto global = [interval](int layer) { return (layer + 1) % interval == 0; };
    // no_rope_layers: 1 where the layer keeps RoPE (and chunks), 0 where it is global.
    requireLayerList(fields, "no_rope_layers", "no_rope_layer_interval", layers,
                     [&](int layer, const JsonValue& entry) {
                         return entry.toInt64() == std::optional<std::int64_t>(!global(layer));
                     });
    requireLayerList(fields, "layer_types", "no_rope_layer_interval", layers,
                     [&](int layer, const JsonValue& entry) {
                         return entry.isString() &&
                                entry.text ==
                                    (global(layer) ? "full_attention" : "chunked_attention");
                     });
    arch.attention_chunk = fields.isNull("attention_chunk_size") ? 0 : 8192;
    fields.count("attention_chunk_size", arch.attention_chunk, kMaxSlidingWindow, false);
    if (arch.attention_chunk > 0)
        arch.global_attention_every = interval;
}

void readExperts(HfConfigFields& fields, ExpertKeys keys, ModelArchitecture& arch) {
    switch (keys) {
    case ExpertKeys::None:
        return;
    case ExpertKeys::Qwen:
    case ExpertKeys::QwenShared: {
        fields.count("num_experts", arch.experts, kMaxExperts, true);
        fields.count("moe_intermediate_size", arch.moe_intermediate_size, kMaxIntermediateSize,
                     true);
        fields.count("decoder_sparse_step", arch.moe_layer_step, kMaxLayers, false);
        // Layers listed in mlp_only_layers keep the dense MLP; only the empty list (every
        // published Qwen3-MoE) is modelled.
        if (const JsonValue* dense = fields.find("mlp_only_layers");
            dense && (!dense->isArray() || !dense->items.empty()))
            fields.fail("mlp_only_layers", DiagnosticCode::OnlyEmptyList);
        if (keys == ExpertKeys::QwenShared &&
            fields.count("shared_expert_intermediate_size", arch.shared_intermediate_size,
                         kMaxIntermediateSize, false))
            arch.shared_experts = 1;
        break;
    }
    case ExpertKeys::Mixtral:
        fields.count("num_local_experts", arch.experts, kMaxExperts, true);
        arch.moe_intermediate_size = arch.intermediate_size; // each expert is a full MLP
        break;
    case ExpertKeys::Olmoe:
        fields.count("num_experts", arch.experts, kMaxExperts, true);
        arch.moe_intermediate_size = arch.intermediate_size;
        break;
    case ExpertKeys::GptOss:
        fields.count("num_local_experts", arch.experts, kMaxExperts, true);
        arch.moe_intermediate_size = arch.intermediate_size;
        arch.router_bias = arch.expert_bias = arch.attention_sinks = true;
        break;
    case ExpertKeys::DeepSeek:
    case ExpertKeys::Glm4Moe: {
        fields.count("n_routed_experts", arch.experts, kMaxExperts, true);
        fields.count("n_shared_experts", arch.shared_experts, kMaxExperts, false, 0);
        fields.count("moe_intermediate_size", arch.moe_intermediate_size, kMaxIntermediateSize,
                     true);
        // The shared experts run as one MLP of moe_intermediate_size × n_shared_experts
        // (DeepseekV2MoE.shared_experts): the same parameters as n separate ones.
        fields.count("first_k_dense_replace", arch.dense_layers, kMaxLayers, false, 0);
        fields.count("moe_layer_freq", arch.moe_layer_step, kMaxLayers, false);
        if (keys == ExpertKeys::Glm4Moe)
            break; // grouped-query attention
        fields.count("q_lora_rank", arch.q_lora_rank, kMaxLatentRank, false);
        fields.count("kv_lora_rank", arch.kv_lora_rank, kMaxLatentRank, true);
        fields.count("qk_nope_head_dim", arch.qk_nope_head_dim, kMaxHeadDim, true);
        fields.count("qk_rope_head_dim", arch.qk_rope_head_dim, kMaxHeadDim, true);
        fields.count("v_head_dim", arch.v_head_dim, kMaxHeadDim, true);
        // Keys and values are expanded to every head for attention.
        arch.head_dim = arch.qk_nope_head_dim + arch.qk_rope_head_dim;
        arch.kv_heads = arch.attention_heads;
        break;
    }
    case ExpertKeys::Llama4:
        readLlama4Layers(fields, arch);
        break;
    }
    // gpt-oss names it experts_per_token; Llama 4's default is 1.
    if (keys == ExpertKeys::Llama4)
        arch.experts_per_token = 1;
    if (!fields.count("num_experts_per_tok", arch.experts_per_token, kMaxExpertsPerToken,
                      keys != ExpertKeys::GptOss && keys != ExpertKeys::Llama4) &&
        keys == ExpertKeys::GptOss)
        fields.count("experts_per_token", arch.experts_per_token, kMaxExpertsPerToken, true);
    if (arch.experts > 0 && arch.experts_per_token > arch.experts)
        fields.fail("num_experts_per_tok", DiagnosticCode::AtMostNamed,
                    {"experts", DiagnosticArg::of(arch.experts)});
}

// The sliding window and which layers attend globally: `layer_types` ("sliding_attention" /
// "full_attention", transformers ≥ 4.53) or Gemma 3's sliding_window_pattern.
void readSlidingWindow(HfConfigFields& fields, ModelArchitecture& arch) {
    if (!fields.count("sliding_window", arch.sliding_window, kMaxSlidingWindow, false))
        return;
    if (const JsonValue* types = fields.find("layer_types"); types && types->isArray()) {
        int firstFull = 0;
        for (const JsonValue& type : types->items) {
            if (type.isString() && type.text == "full_attention")
                break;
            ++firstFull;
        }
        const int every = firstFull + 1;
        bool periodic = types->items.size() == std::size_t(arch.layers);
        for (std::size_t layer = 0; periodic && layer < types->items.size(); ++layer) {
            const JsonValue& type = types->items[layer];
            const bool full = (layer + 1) % every == 0;
            periodic =
                type.isString() && type.text == (full ? "full_attention" : "sliding_attention");
        }
        if (!periodic)
            fields.fail("layer_types", DiagnosticCode::LayerTypesPattern,
                        {DiagnosticArg::of(arch.layers)});
        arch.global_attention_every = every;
        return;
    }
    fields.count("sliding_window_pattern", arch.global_attention_every, kMaxLayers, false);
}

ModelArchitecture readHfArchitecture(const std::string& file, const JsonValue& config,
                                     const std::string& prefix, Diagnostics& out) {
    HfConfigFields fields(file, config, prefix, out);
    std::string modelType, activation;
    fields.text("model_type", modelType);
    if (auto ownKeys = readOwnKeyFamily(modelType, fields))
        return *ownKeys;
    fields.text("hidden_act", activation);

    Family family;
    if (const auto found = families().find(modelType); found != families().end()) {
        family = found->second;
    } else if (activation != "silu" && activation != "swish") {
        if (modelType.empty())
            fields.fail("model_type", DiagnosticCode::ModelTypeMissing, {knownModelTypes()});
        else
            fields.fail("model_type", DiagnosticCode::UnknownModelType,
                        {modelType, knownModelTypes()});
        return {};
    }
    if (family.experts == ExpertKeys::None)
        for (const char* expertKey : {"num_local_experts", "num_experts", "n_routed_experts"}) {
            if (const JsonValue* experts = fields.find(expertKey)) {
                const auto number = experts->toInt64();
                if (!number)
                    fields.failKind(expertKey, RUNCARD_TR("Diagnostics", "an integer"), *experts);
                else if (*number > 1)
                    fields.fail(expertKey, DiagnosticCode::MoeTypeUnsupported,
                                {modelType, kHfMoeModelTypes});
            }
        }

    ModelArchitecture arch;
    arch.mlp = family.mlp;
    arch.norm = family.norm;
    arch.norms_per_layer = family.norms_per_layer;
    arch.norm_bias = family.norm_bias;
    arch.qkv_bias = family.qkv_bias;
    arch.linear_bias = family.linear_bias;
    arch.fused_qkv = family.fused_qkv;
    arch.fused_gate_up = family.fused_gate_up;
    arch.lm_head_bias = family.lm_head_bias;
    arch.tied_embeddings = family.tied_by_default;
    if (family.mlp == MlpKind::Gelu) {
        std::string activation = family.hidden_act;
        fields.text("hidden_act", activation);
        arch.gelu_new = activation == "gelu_new";
    }
    if (family.dropout_key)
        fields.probability(family.dropout_key, arch.hidden_dropout);
    fields.count("num_hidden_layers", arch.layers, kMaxLayers, true);
    fields.count("hidden_size", arch.hidden_size, kMaxHiddenSize, true);
    fields.count("intermediate_size", arch.intermediate_size, kMaxIntermediateSize, true);
    fields.count("num_attention_heads", arch.attention_heads, kMaxAttentionHeads, true);
    if (!fields.count("num_key_value_heads", arch.kv_heads, kMaxAttentionHeads, false))
        arch.kv_heads = arch.attention_heads;
    fields.count("head_dim", arch.head_dim, kMaxHeadDim, false);
    fields.count("vocab_size", arch.vocab_size, kMaxVocabSize, true);
    fields.boolean("tie_word_embeddings", arch.tied_embeddings);
    if (arch.attention_heads > 0 && arch.kv_heads > 0 && arch.attention_heads % arch.kv_heads != 0)
        fields.fail("num_key_value_heads", DiagnosticCode::MustDivide,
                    {"attention_heads", DiagnosticArg::of(arch.attention_heads)});
    arch.qk_norm = family.qk_norm;
    arch.attention_bias = family.attention_bias;
    if (family.attention_bias_key)
        fields.boolean(family.attention_bias_key,
                       family.qkv_bias ? arch.qkv_bias : arch.attention_bias);
    if (family.qkv_bias_key)
        fields.boolean(family.qkv_bias_key, arch.qkv_bias);
    if (family.linear_bias_key)
        fields.boolean(family.linear_bias_key, arch.linear_bias);
    if (family.mlp_bias_key)
        fields.boolean(family.mlp_bias_key, arch.mlp_bias);
    if (bool qkNorm = false;
        family.qk_norm_key && fields.boolean(family.qk_norm_key, qkNorm) && qkNorm)
        arch.qk_norm = family.qk_norm_from_key;
    readExperts(fields, family.experts, arch);
    if (family.sliding_window) {
        arch.sliding_window = family.default_sliding_window;
        readSlidingWindow(fields, arch);
        if (arch.sliding_window > 0 && arch.global_attention_every == 0)
            arch.global_attention_every = family.global_attention_every;
    }
    return arch;
}

std::int64_t countHeaderParameters(const std::string& file) {
    std::int64_t parameters = 0;
    for (const auto& tensor : readSafetensorsHeader(file).tensors)
        if (__builtin_add_overflow(parameters, tensor.elements, &parameters))
            throw InputError(Diagnostic::coded(DiagnosticCode::ElementCountOverflows, "").at(file));
    return parameters;
}

} // namespace

ModelArchitecture importHfConfig(const std::string& configPath) {
    const JsonValue root =
        parseJsonFile(readRegularFile(configPath, kMaxConfigJsonBytes,
                                      RUNCARD_TR("Diagnostics", "a config.json")),
                      configPath);
    if (!root.isObject())
        throw InputError(Diagnostic::coded(DiagnosticCode::ExpectedJsonObject, "")
                             .at(configPath, root.line, root.column));
    // Multimodal configs (e.g. Llama 3.2 Vision) keep the language model in text_config.
    const JsonValue* textConfig = root.find("text_config");
    const bool nested = !root.find("num_hidden_layers") && textConfig && textConfig->isObject();
    Diagnostics diagnostics;
    ModelArchitecture arch = readHfArchitecture(configPath, nested ? *textConfig : root,
                                                nested ? "text_config" : "", diagnostics);
    if (!diagnostics.empty())
        throw InputError(std::move(diagnostics));
    return arch;
}

LocalModel importLocalModel(const std::string& directory) {
    std::error_code error;
    if (!fs::is_directory(directory, error))
        throw InputError(Diagnostic::coded(DiagnosticCode::NotModelFolder, "").at(directory));
    LocalModel model;
    model.architecture = importHfConfig((fs::path(directory) / "config.json").string());
    for (const auto& entry : fs::directory_iterator(directory, error))
        if (entry.path().extension() == ".safetensors")
            model.files.push_back(entry.path().string());
    if (model.files.empty())
        throw InputError(Diagnostic::coded(DiagnosticCode::NoSafetensors, "").at(directory));
    std::sort(model.files.begin(), model.files.end());
    for (const auto& file : model.files)
        if (__builtin_add_overflow(model.parameters_from_headers, countHeaderParameters(file),
                                   &model.parameters_from_headers))
            throw InputError(
                Diagnostic::coded(DiagnosticCode::ElementCountOverflows, "").at(directory));
    return model;
}

} // namespace runcard
