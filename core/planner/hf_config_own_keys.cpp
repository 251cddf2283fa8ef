// Qwen 1, BLOOM, Falcon, MPT, GPT-2, GPT-BigCode, GPT-Neo and OPT config.json files: each family's
// keys and block layout, from its modeling code.
#include "planner/hf_config_own_keys.h"

#include <cmath>
#include <initializer_list>

namespace runcard {
namespace {

// The first of `keys` present is read; when none is, the first is reported missing. Older and
// newer configs of one family spell a field differently (BLOOM's n_layer is num_hidden_layers
// through the config class's attribute_map).
template <class T>
bool countOneOf(HfConfigFields& fields, std::initializer_list<const char*> keys, T& target,
                T maximum) {
    for (const char* key : keys)
        if (fields.find(key))
            return fields.count(key, target, maximum, true);
    return fields.count(*keys.begin(), target, maximum, true);
}

bool flag(HfConfigFields& fields, const char* key, bool byDefault) {
    bool value = byDefault;
    fields.boolean(key, value);
    return value;
}

// The vocabulary, and whether the head is tied to the embedding (the family's default otherwise).
void readVocabulary(HfConfigFields& fields, ModelArchitecture& arch) {
    fields.count("vocab_size", arch.vocab_size, kMaxVocabSize, true);
    fields.boolean("tie_word_embeddings", arch.tied_embeddings);
}

// GPT-style blocks (BLOOM, Falcon, MPT, GPT-2, OPT): a GeLU MLP, LayerNorms, a head tied by
// default.
ModelArchitecture geluLayerNormBlocks() {
    ModelArchitecture arch;
    arch.mlp = MlpKind::Gelu;
    arch.norm = NormKind::LayerNorm;
    arch.tied_embeddings = true;
    return arch;
}

// Qwen 1 (modeling_qwen.py beside the Qwen/Qwen-7B checkpoint; QwenLM/Qwen): c_attn is one
// q, k, v linear with a bias, c_proj and the MLP's w1, w2, c_proj carry one only without
// `no_bias`; w1 and w2 are intermediate_size / 2 wide (ff_dim_in); RMSNorm; RoPE; an untied head.
ModelArchitecture readQwen1(HfConfigFields& fields) {
    ModelArchitecture arch;
    arch.fused_qkv = arch.qkv_bias = true;
    arch.linear_bias = !flag(fields, "no_bias", true);
    fields.count("num_hidden_layers", arch.layers, kMaxLayers, true);
    fields.count("hidden_size", arch.hidden_size, kMaxHiddenSize, true);
    fields.count("num_attention_heads", arch.attention_heads, kMaxAttentionHeads, true);
    arch.kv_heads = arch.attention_heads;
    fields.count("kv_channels", arch.head_dim, kMaxHeadDim, false); // projection_size / heads
    std::int64_t intermediate = 0;
    if (fields.count("intermediate_size", intermediate, 2 * kMaxIntermediateSize, true))
        arch.intermediate_size = intermediate / 2; // Python's floor division, as QWenMLP does
    readVocabulary(fields, arch);
    return arch;
}

// BLOOM (transformers models/bloom): one query_key_value linear, a 4·hidden GeLU MLP, LayerNorms
// and biases everywhere, ALiBi, a head tied to the embedding. The word_embeddings_layernorm after
// the embedding (2·hidden) is not counted.
ModelArchitecture readBloom(HfConfigFields& fields) {
    ModelArchitecture arch = geluLayerNormBlocks();
    arch.position = PositionKind::Alibi;
    arch.linear_bias = arch.fused_qkv = true;
    countOneOf(fields, {"n_layer", "num_hidden_layers"}, arch.layers, kMaxLayers);
    countOneOf(fields, {"hidden_size", "n_embed"}, arch.hidden_size, kMaxHiddenSize);
    countOneOf(fields, {"n_head", "num_attention_heads"}, arch.attention_heads, kMaxAttentionHeads);
    arch.kv_heads = arch.attention_heads;
    arch.intermediate_size = 4 * arch.hidden_size; // BloomMLP.dense_h_to_4h
    readVocabulary(fields, arch);
    return arch;
}

// Falcon (transformers models/falcon, FalconConfig defaults): query_key_value holds every head's
// q and num_kv_heads' k and v under new_decoder_architecture, one shared k and v under
// multi_query, all heads' otherwise. Attention and MLP run in parallel after one LayerNorm, or
// two (num_ln_in_parallel_attn, 2 by default under the new architecture); sequential blocks have
// two. GeLU MLP of ffn_hidden_size (4·hidden by default); `bias` on every linear; RoPE unless
// `alibi`; a tied head.
ModelArchitecture readFalcon(HfConfigFields& fields) {
    ModelArchitecture arch = geluLayerNormBlocks();
    arch.fused_qkv = true;
    countOneOf(fields, {"num_hidden_layers", "n_layer"}, arch.layers, kMaxLayers);
    countOneOf(fields, {"hidden_size", "n_embed"}, arch.hidden_size, kMaxHiddenSize);
    countOneOf(fields, {"num_attention_heads", "n_head"}, arch.attention_heads, kMaxAttentionHeads);
    const bool newArchitecture = flag(fields, "new_decoder_architecture", false);
    if (newArchitecture) {
        arch.kv_heads = arch.attention_heads;
        for (const char* key : {"num_kv_heads", "n_head_kv"})
            if (fields.count(key, arch.kv_heads, kMaxAttentionHeads, false))
                break;
    } else {
        arch.kv_heads = flag(fields, "multi_query", true) ? 1 : arch.attention_heads;
    }
    int parallelNorms = newArchitecture ? 2 : 1;
    fields.count("num_ln_in_parallel_attn", parallelNorms, kMaxNormsPerLayer, false);
    arch.norms_per_layer = !flag(fields, "parallel_attn", true) || parallelNorms == 2 ? 2 : 1;
    arch.intermediate_size = 4 * arch.hidden_size;
    fields.count("ffn_hidden_size", arch.intermediate_size, kMaxIntermediateSize, false);
    arch.linear_bias = flag(fields, "bias", false);
    arch.position = flag(fields, "alibi", false) ? PositionKind::Alibi : PositionKind::Rope;
    readVocabulary(fields, arch);
    if (arch.attention_heads > 0 && arch.kv_heads > 0 && arch.attention_heads % arch.kv_heads != 0)
        fields.fail("num_kv_heads", DiagnosticCode::MustDivide,
                    {"attention_heads", DiagnosticArg::of(arch.attention_heads)});
    return arch;
}

// MPT (mosaicml/llm-foundry llmfoundry/models/mpt, configuration_mpt.py and config_defaults.py;
// transformers models/mpt for the no_bias default): d_model, n_heads, n_layers; an MLP of
// d_model · expansion_ratio or ffn_config.ffn_hidden_size, GeLU (`mptmlp`) or gated (`mptglu`);
// Wqkv fused unless attn_config.fused_qkv is false; ALiBi, RoPE or a learned table (ALiBi and
// RoPE switch the table off, configuration_mpt.py _validate_config; the table has max_seq_len
// rows); LayerNorms; biases unless no_bias. no_bias also drops the norms' biases, which the
// planner still counts (2·d_model a norm, not d_model).
ModelArchitecture readMpt(HfConfigFields& fields) {
    ModelArchitecture arch = geluLayerNormBlocks();
    fields.count("n_layers", arch.layers, kMaxLayers, true);
    fields.count("d_model", arch.hidden_size, kMaxHiddenSize, true);
    fields.count("n_heads", arch.attention_heads, kMaxAttentionHeads, true);
    arch.kv_heads = arch.attention_heads;
    readVocabulary(fields, arch);
    arch.linear_bias = !flag(fields, "no_bias", true);

    bool alibi = false, rope = false;
    arch.fused_qkv = true;
    if (auto attention = fields.object("attn_config")) {
        alibi = flag(*attention, "alibi", false);
        rope = flag(*attention, "rope", false);
        attention->boolean("fused_qkv", arch.fused_qkv);
        std::string type = "multihead_attention";
        attention->text("attn_type", type);
        if (type == "multiquery_attention")
            arch.kv_heads = 1;
        else if (type == "grouped_query_attention")
            attention->count("kv_n_heads", arch.kv_heads, kMaxAttentionHeads, true);
        else if (type != "multihead_attention")
            attention->fail("attn_type", DiagnosticCode::UnknownValue,
                            {type, "multihead_attention, multiquery_attention, "
                                   "grouped_query_attention"});
    }
    arch.position = alibi ? PositionKind::Alibi : rope ? PositionKind::Rope : PositionKind::Learned;
    if (arch.position == PositionKind::Learned) {
        arch.positions = 2048; // config_defaults.py max_seq_len
        fields.count("max_seq_len", arch.positions, kMaxPositions, false);
    }

    double ratio = 4;
    if (fields.positive("expansion_ratio", ratio, double(kMaxIntermediateSize))) {
        const double width = ratio * double(arch.hidden_size);
        if (width != std::floor(width)) // llm-foundry resolve_ffn_hidden_size refuses it too
            fields.fail("expansion_ratio", DiagnosticCode::ProductNotWhole,
                        {"d_model", "expansion_ratio", DiagnosticArg::of(width)});
        else if (width > double(kMaxIntermediateSize))
            fields.fail(
                "expansion_ratio", DiagnosticCode::AtMost,
                {DiagnosticArg::of(double(kMaxIntermediateSize) / double(arch.hidden_size))});
    }
    arch.intermediate_size = std::int64_t(ratio * double(arch.hidden_size));
    if (auto ffn = fields.object("ffn_config")) {
        ffn->count("ffn_hidden_size", arch.intermediate_size, kMaxIntermediateSize, false);
        std::string type = "mptmlp";
        ffn->text("ffn_type", type);
        if (type == "mptglu")
            arch.mlp = MlpKind::SwiGlu; // gate, up and down: the gated MLP's three matrices
        else if (type == "mb_moe" || type == "mb_dmoe")
            ffn->fail("ffn_type", DiagnosticCode::MoeTypeUnsupported, {"mpt", kHfMoeModelTypes});
        else if (type != "mptmlp" && type != "te_ln_mlp")
            ffn->fail("ffn_type", DiagnosticCode::UnknownValue, {type, "mptmlp, mptglu"});
    }
    return arch;
}

// GPT-2 (transformers models/gpt2, GPT2Config) and GPT-BigCode (models/gpt_bigcode, StarCoder):
// n_layer, n_embd, n_head; c_attn one q, k, v linear; an MLP of n_inner (4·n_embd when null);
// biases on every linear; two LayerNorms a block and ln_f; a learned table of n_positions rows
// (wpe); the head tied. GPT-BigCode shares one key and value head under multi_query (its default).
// activation_function: gelu_new (GPT-2's default) runs as the Python tanh formula; resid_pdrop
// (0.1 by default) drops the attention's and the MLP's outputs.
ModelArchitecture readGpt2(HfConfigFields& fields, bool bigCode) {
    ModelArchitecture arch = geluLayerNormBlocks();
    arch.linear_bias = arch.fused_qkv = true;
    arch.position = PositionKind::Learned;
    fields.count("n_layer", arch.layers, kMaxLayers, true);
    fields.count("n_embd", arch.hidden_size, kMaxHiddenSize, true);
    fields.count("n_head", arch.attention_heads, kMaxAttentionHeads, true);
    arch.kv_heads = bigCode && flag(fields, "multi_query", true) ? 1 : arch.attention_heads;
    arch.intermediate_size = 4 * arch.hidden_size;
    fields.count("n_inner", arch.intermediate_size, kMaxIntermediateSize, false);
    arch.positions = 1024;
    fields.count("n_positions", arch.positions, kMaxPositions, false);
    std::string activation = bigCode ? "gelu_pytorch_tanh" : "gelu_new"; // the classes' defaults
    fields.text("activation_function", activation);
    arch.gelu_new = activation == "gelu_new";
    arch.hidden_dropout = 0.1; // GPT2Config and GPTBigCodeConfig resid_pdrop
    fields.probability("resid_pdrop", arch.hidden_dropout);
    readVocabulary(fields, arch);
    return arch;
}

// OPT (transformers models/opt, OPTConfig): separate q, k, v and out_proj, fc1 and fc2 of ffn_dim,
// all with biases (enable_bias); two LayerNorms a block and a final one; the head tied; a learned
// table of max_position_embeddings + 2 rows (OPTLearnedPositionalEmbedding's offset of 2);
// `dropout` (0.1 by default) on the attention's and the MLP's outputs. An
// embedding narrower than the blocks (word_embed_proj_dim, OPT-350m's project_in and project_out)
// is refused: the planner has no field for it.
ModelArchitecture readOpt(HfConfigFields& fields) {
    ModelArchitecture arch = geluLayerNormBlocks();
    arch.position = PositionKind::Learned;
    fields.count("num_hidden_layers", arch.layers, kMaxLayers, true);
    fields.count("hidden_size", arch.hidden_size, kMaxHiddenSize, true);
    fields.count("num_attention_heads", arch.attention_heads, kMaxAttentionHeads, true);
    arch.kv_heads = arch.attention_heads;
    fields.count("ffn_dim", arch.intermediate_size, kMaxIntermediateSize, true);
    arch.linear_bias = flag(fields, "enable_bias", true);
    arch.hidden_dropout = 0.1; // OPTConfig dropout
    fields.probability("dropout", arch.hidden_dropout);
    std::int64_t positions = 2048;
    fields.count("max_position_embeddings", positions, kMaxPositions - 2, false);
    arch.positions = positions + 2;
    std::int64_t embeddingWidth = arch.hidden_size;
    if (fields.count("word_embed_proj_dim", embeddingWidth, kMaxHiddenSize, false) &&
        embeddingWidth != arch.hidden_size)
        fields.fail("word_embed_proj_dim", DiagnosticCode::ProjectedEmbedding,
                    {DiagnosticArg::of(arch.hidden_size)});
    readVocabulary(fields, arch);
    return arch;
}

// GPT-Neo (transformers models/gpt_neo, GPTNeoConfig): hidden_size, num_layers, num_heads; q, k
// and v without biases, out_proj and the MLP (intermediate_size, 4·hidden when null) with them, so
// the planner's every-linear bias counts 3·hidden a layer more; two LayerNorms a block; a learned
// table of max_position_embeddings rows; global and local attention (window_size) in the
// alternation attention_layers lists; activation_function gelu_new and resid_dropout; tied.
ModelArchitecture readGptNeo(HfConfigFields& fields) {
    ModelArchitecture arch = geluLayerNormBlocks();
    arch.linear_bias = true;
    arch.position = PositionKind::Learned;
    fields.count("num_layers", arch.layers, kMaxLayers, true);
    fields.count("hidden_size", arch.hidden_size, kMaxHiddenSize, true);
    fields.count("num_heads", arch.attention_heads, kMaxAttentionHeads, true);
    arch.kv_heads = arch.attention_heads;
    arch.intermediate_size = 4 * arch.hidden_size;
    fields.count("intermediate_size", arch.intermediate_size, kMaxIntermediateSize, false);
    arch.positions = 2048;
    fields.count("max_position_embeddings", arch.positions, kMaxPositions, false);
    std::string activation = "gelu_new";
    fields.text("activation_function", activation);
    arch.gelu_new = activation == "gelu_new";
    fields.probability("resid_dropout", arch.hidden_dropout);
    readVocabulary(fields, arch);
    // Local layers attend to the last window_size tokens (256 by default). The published models
    // alternate global and local; the planner averages the span over the layers, so half of them
    // local is one global layer in two whichever comes first.
    if (const JsonValue* layers = fields.find("attention_layers"); layers && layers->isArray()) {
        std::size_t local = 0;
        for (const JsonValue& type : layers->items)
            local += type.isString() && type.text == "local";
        if (local > 0) {
            arch.sliding_window = 256;
            fields.count("window_size", arch.sliding_window, kMaxSlidingWindow, false);
            arch.global_attention_every = 2;
            if (2 * local != layers->items.size() ||
                layers->items.size() != std::size_t(arch.layers))
                fields.fail("attention_layers", DiagnosticCode::LayerTypesPattern,
                            {DiagnosticArg::of(arch.layers)});
        }
    }
    return arch;
}

} // namespace

const std::vector<std::string>& ownKeyModelTypes() {
    static const std::vector<std::string> types{"qwen", "bloom",       "falcon",  "mpt",
                                                "gpt2", "gpt_bigcode", "gpt_neo", "opt"};
    return types;
}

std::optional<ModelArchitecture> readOwnKeyFamily(const std::string& modelType,
                                                  HfConfigFields& fields) {
    if (modelType == "qwen")
        return readQwen1(fields);
    if (modelType == "bloom")
        return readBloom(fields);
    if (modelType == "falcon")
        return readFalcon(fields);
    if (modelType == "mpt")
        return readMpt(fields);
    if (modelType == "gpt2" || modelType == "gpt_bigcode")
        return readGpt2(fields, modelType == "gpt_bigcode");
    if (modelType == "opt")
        return readOpt(fields);
    if (modelType == "gpt_neo")
        return readGptNeo(fields);
    return std::nullopt;
}

} // namespace runcard
