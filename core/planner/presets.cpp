#include "planner/presets.h"

#include "planner/file_io.h"
#include "planner/json_reader.h"
#include "planner/resources.h"
#include "planner/yaml_fields.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <functional>
#include <limits>
#include <map>
#include <tuple>
#include <yaml-cpp/yaml.h>

namespace runcard {

namespace fs = std::filesystem;

namespace {

// ---------------------------------------------------------------------------------------------
// Preset files

const std::vector<std::string> presetKeys{
    "id", "name", "hf_repo", "revision", "source", "published_parameters", "notes", "architecture"};
const std::vector<std::string> architectureKeys{"layers",
                                                "hidden_size",
                                                "intermediate_size",
                                                "attention_heads",
                                                "kv_heads",
                                                "head_dim",
                                                "vocab_size",
                                                "tied_embeddings",
                                                "mlp",
                                                "norm",
                                                "norms_per_layer",
                                                "qkv_bias",
                                                "linear_bias",
                                                "lm_head_bias",
                                                "attention_bias",
                                                "qk_norm",
                                                "attention_sinks",
                                                "experts",
                                                "experts_per_token",
                                                "shared_experts",
                                                "moe_intermediate_size",
                                                "shared_intermediate_size",
                                                "dense_layers",
                                                "moe_layer_step",
                                                "router_bias",
                                                "expert_bias",
                                                "q_lora_rank",
                                                "kv_lora_rank",
                                                "qk_nope_head_dim",
                                                "qk_rope_head_dim",
                                                "v_head_dim",
                                                "sliding_window",
                                                "global_attention_every"};

void checkHeads(FieldReader& fields, const ModelArchitecture& arch, const std::string& kvKey) {
    if (arch.attention_heads > 0 && arch.kv_heads > 0 && arch.attention_heads % arch.kv_heads != 0)
        fields.fail(kvKey,
                    "must divide attention_heads (" + std::to_string(arch.attention_heads) + ")");
}

void checkExperts(FieldReader& fields, const ModelArchitecture& arch) {
    if (arch.experts > 0 && arch.experts_per_token > arch.experts)
        fields.fail("experts_per_token",
                    "must be at most experts (" + std::to_string(arch.experts) + ")");
    if (arch.dense_layers >= arch.layers && arch.layers > 0 && arch.experts > 0)
        fields.fail("dense_layers",
                    "must be less than layers (" + std::to_string(arch.layers) + ")");
}

// Published parameter counts: 100 trillion is far above any model (the largest dense ones have
// about 1 trillion) and keeps the count in every int64 sum the planner forms.
constexpr std::int64_t kMaxPublishedParameters = std::int64_t(100'000'000'000'000);
// A preset file is a few hundred bytes.
constexpr std::uint64_t kMaxPresetBytes = 1 * kMiB;
// Hugging Face config.json files are a few KiB, multimodal ones some tens of KiB.
constexpr std::uint64_t kMaxConfigJsonBytes = 4 * kMiB;

ModelArchitecture readArchitecture(FieldReader& fields) {
    fields.rejectUnknownKeys(architectureKeys);
    ModelArchitecture arch;
    fields.readInRange("layers", arch.layers, 1, kMaxLayers, true);
    fields.readInRange("hidden_size", arch.hidden_size, std::int64_t(1), kMaxHiddenSize, true);
    fields.readInRange("intermediate_size", arch.intermediate_size, std::int64_t(1),
                       kMaxIntermediateSize, true);
    fields.readInRange("attention_heads", arch.attention_heads, 1, kMaxAttentionHeads, true);
    if (!fields.readInRange("kv_heads", arch.kv_heads, 1, kMaxAttentionHeads, false))
        arch.kv_heads = arch.attention_heads;
    fields.readInRange("head_dim", arch.head_dim, 1, kMaxHeadDim, false);
    fields.readInRange("vocab_size", arch.vocab_size, std::int64_t(1), kMaxVocabSize, true);
    fields.read("tied_embeddings", arch.tied_embeddings, false);
    fields.readEnum("mlp", arch.mlp);
    fields.readEnum("norm", arch.norm);
    fields.readInRange("norms_per_layer", arch.norms_per_layer, 1, kMaxNormsPerLayer, false);
    fields.read("qkv_bias", arch.qkv_bias, false);
    fields.read("linear_bias", arch.linear_bias, false);
    fields.read("lm_head_bias", arch.lm_head_bias, false);
    fields.read("attention_bias", arch.attention_bias, false);
    fields.read("qk_norm", arch.qk_norm, false);
    fields.read("attention_sinks", arch.attention_sinks, false);
    const bool moe = fields.readInRange("experts", arch.experts, 1, kMaxExperts, false);
    fields.readInRange("experts_per_token", arch.experts_per_token, 1, kMaxExpertsPerToken, moe);
    fields.readInRange("shared_experts", arch.shared_experts, 1, kMaxExperts, false);
    fields.readInRange("moe_intermediate_size", arch.moe_intermediate_size, std::int64_t(1),
                       kMaxIntermediateSize, moe);
    fields.readInRange("shared_intermediate_size", arch.shared_intermediate_size, std::int64_t(1),
                       kMaxIntermediateSize, false);
    fields.readInRange("dense_layers", arch.dense_layers, 1, kMaxLayers, false);
    fields.readInRange("moe_layer_step", arch.moe_layer_step, 1, kMaxLayers, false);
    fields.read("router_bias", arch.router_bias, false);
    fields.read("expert_bias", arch.expert_bias, false);
    fields.readInRange("q_lora_rank", arch.q_lora_rank, 1, kMaxLatentRank, false);
    const bool latent =
        fields.readInRange("kv_lora_rank", arch.kv_lora_rank, 1, kMaxLatentRank, false);
    fields.readInRange("qk_nope_head_dim", arch.qk_nope_head_dim, 1, kMaxHeadDim, latent);
    fields.readInRange("qk_rope_head_dim", arch.qk_rope_head_dim, 1, kMaxHeadDim, latent);
    fields.readInRange("v_head_dim", arch.v_head_dim, 1, kMaxHeadDim, latent);
    fields.readInRange("sliding_window", arch.sliding_window, std::int64_t(1), kMaxSlidingWindow,
                       false);
    fields.readInRange("global_attention_every", arch.global_attention_every, 1, kMaxLayers, false);
    checkHeads(fields, arch, "kv_heads");
    checkExperts(fields, arch);
    return arch;
}

ModelPreset readPreset(const std::string& file, const YAML::Node& root, Diagnostics& out) {
    ModelPreset preset;
    if (!root.IsMap()) {
        out.push_back(diagnosticAt(file, root, "", "expected a mapping of preset fields"));
        return preset;
    }
    FieldReader fields(file, root, "", out);
    fields.rejectUnknownKeys(presetKeys);
    fields.read("id", preset.id, true);
    fields.read("name", preset.name, true);
    fields.read("hf_repo", preset.hf_repo, true);
    fields.read("revision", preset.revision, false);
    fields.read("source", preset.source, true);
    fields.read("notes", preset.notes, false);
    fields.readInRange("published_parameters", preset.published_parameters, std::int64_t(1),
                       kMaxPublishedParameters, true);
    if (!preset.id.empty() && preset.id != fs::path(file).stem().string())
        fields.fail("id", "must match the file name ('" + fs::path(file).stem().string() + "')");
    const YAML::Node architecture = root["architecture"];
    if (!architecture.IsDefined()) {
        fields.fail("architecture", "missing");
    } else if (!architecture.IsMap()) {
        fields.fail("architecture", "expected a mapping of architecture fields");
    } else {
        FieldReader archFields(file, architecture, "architecture", out);
        preset.architecture = readArchitecture(archFields);
    }
    return preset;
}

// "gemma-2-9b" before "gemma-2-27b": runs of digits compare as numbers.
bool naturalLess(const std::string& a, const std::string& b) {
    std::size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (std::isdigit(static_cast<unsigned char>(a[i])) &&
            std::isdigit(static_cast<unsigned char>(b[j]))) {
            std::size_t endA = i, endB = j;
            while (endA < a.size() && std::isdigit(static_cast<unsigned char>(a[endA])))
                ++endA;
            while (endB < b.size() && std::isdigit(static_cast<unsigned char>(b[endB])))
                ++endB;
            const std::string numberA = a.substr(i, endA - i), numberB = b.substr(j, endB - j);
            const std::string trimmedA =
                numberA.substr(std::min(numberA.find_first_not_of('0'), numberA.size() - 1));
            const std::string trimmedB =
                numberB.substr(std::min(numberB.find_first_not_of('0'), numberB.size() - 1));
            if (trimmedA.size() != trimmedB.size())
                return trimmedA.size() < trimmedB.size();
            if (trimmedA != trimmedB)
                return trimmedA < trimmedB;
            i = endA;
            j = endB;
        } else {
            if (a[i] != b[j])
                return a[i] < b[j];
            ++i;
            ++j;
        }
    }
    return a.size() - i < b.size() - j;
}

// ---------------------------------------------------------------------------------------------
// Hugging Face config.json

// Block layout per `model_type`, from the modeling files of huggingface/transformers
// (src/transformers/models/<type>/modeling_<type>.py) and each family's config defaults.
// How a family names its mixture-of-experts and attention fields.
enum class ExpertKeys { None, Qwen, Mixtral, GptOss, DeepSeek };

struct Family {
    MlpKind mlp = MlpKind::SwiGlu;
    NormKind norm = NormKind::RmsNorm;
    int norms_per_layer = 2;
    bool qkv_bias = false;
    bool linear_bias = false;
    bool lm_head_bias = false;
    bool tied_by_default = false; // the config class's tie_word_embeddings default
    bool qk_norm = false;
    bool attention_bias = false;
    bool sliding_window = false; // the config's sliding_window and layer pattern are read
    ExpertKeys experts = ExpertKeys::None;
};

const std::map<std::string, Family>& families() {
    static const std::map<std::string, Family> table{
        {"llama", {}},
        {"mistral", {}},
        {"phi3", {}}, // fused qkv_proj / gate_up_proj: same parameter count as separate ones
        {"qwen2", {.qkv_bias = true}},
        {"gemma", {.tied_by_default = true}}, // GeGLU: gated like SwiGLU, three matrices
        // Gemma 2: input, post-attention, pre-feedforward and post-feedforward RMSNorm.
        {"gemma2", {.norms_per_layer = 4, .tied_by_default = true}},
        // phi-1.5/phi-2: attention and MLP in parallel after one shared LayerNorm; every linear
        // and the LM head carry a bias.
        {"phi",
         {.mlp = MlpKind::Gelu,
          .norm = NormKind::LayerNorm,
          .norms_per_layer = 1,
          .linear_bias = true,
          .lm_head_bias = true}},
        // GPT-NeoX (StableLM-Alpha, Pythia): two LayerNorms per block, biases on every linear.
        {"gpt_neox", {.mlp = MlpKind::Gelu, .norm = NormKind::LayerNorm, .linear_bias = true}},
        // Qwen3: q_norm and k_norm on every head (models/qwen3/modeling_qwen3.py).
        {"qwen3", {.qk_norm = true}},
        // Qwen3-MoE: experts of moe_intermediate_size every decoder_sparse_step layers
        // (models/qwen3_moe/modeling_qwen3_moe.py, Qwen3MoeSparseMoeBlock).
        {"qwen3_moe", {.qk_norm = true, .experts = ExpertKeys::Qwen}},
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
        // Gemma 3 text: Gemma 2's four norms, q/k norms, five sliding-window layers per global
        // one (models/gemma3/modeling_gemma3.py, sliding_window_pattern 6).
        {"gemma3_text",
         {.norms_per_layer = 4, .tied_by_default = true, .qk_norm = true, .sliding_window = true}},
    };
    return table;
}

std::string knownModelTypes() {
    std::string names;
    for (const auto& [name, family] : families())
        names += (names.empty() ? "" : ", ") + name;
    return names;
}

// Typed fields of one config.json object, with diagnostics at the value's line and column (the
// JSON counterpart of FieldReader).
class JsonFields {
public:
    JsonFields(std::string file, const JsonValue& object, std::string prefix, Diagnostics& out)
        : file_(std::move(file)), object_(object), prefix_(std::move(prefix)), out_(out) {}

    // Present and not null (`"head_dim": null` means "use the default").
    const JsonValue* find(const std::string& key) const {
        const JsonValue* value = object_.find(key);
        return value && !value->isNull() ? value : nullptr;
    }
    void fail(const std::string& key, const std::string& message) {
        const JsonValue* value = object_.find(key);
        out_.push_back(diagnosticAt(file_, value ? *value : object_,
                                    prefix_.empty() ? key : prefix_ + "." + key, message));
    }
    bool text(const std::string& key, std::string& target) {
        const JsonValue* value = find(key);
        if (!value)
            return false;
        if (!value->isString()) {
            fail(key, std::string("expected a string, got ") + value->kindName());
            return false;
        }
        target = value->text;
        return true;
    }
    bool boolean(const std::string& key, bool& target) {
        const JsonValue* value = find(key);
        if (!value)
            return false;
        if (!value->isBool()) {
            fail(key, std::string("expected true or false, got ") + value->kindName());
            return false;
        }
        target = value->boolean;
        return true;
    }
    // An integer in [minimum, maximum] (minimum 0 or 1).
    template <class T>
    bool count(const std::string& key, T& target, T maximum, bool required, int minimum = 1) {
        const JsonValue* value = find(key);
        if (!value) {
            if (required)
                fail(key, "missing");
            return false;
        }
        const std::optional<std::int64_t> number = value->toInt64();
        if (!number) {
            fail(key, "expected an integer, got " + (value->isNumber() ? "'" + value->text + "'"
                                                     : value->isString()
                                                         ? "the string \"" + value->text + "\""
                                                         : std::string(value->kindName())));
            return false;
        }
        if (*number < minimum) {
            fail(key, minimum == 0 ? "must not be negative" : "must be greater than 0");
            return false;
        }
        if (*number > static_cast<std::int64_t>(maximum)) {
            fail(key, "must be at most " + std::to_string(maximum));
            return false;
        }
        target = static_cast<T>(*number);
        return true;
    }

private:
    std::string file_;
    const JsonValue& object_;
    std::string prefix_;
    Diagnostics& out_;
};

void readExperts(JsonFields& fields, ExpertKeys keys, ModelArchitecture& arch) {
    switch (keys) {
    case ExpertKeys::None:
        return;
    case ExpertKeys::Qwen: {
        fields.count("num_experts", arch.experts, kMaxExperts, true);
        fields.count("moe_intermediate_size", arch.moe_intermediate_size, kMaxIntermediateSize,
                     true);
        fields.count("decoder_sparse_step", arch.moe_layer_step, kMaxLayers, false);
        // Layers listed in mlp_only_layers keep the dense MLP; only the empty list (every
        // published Qwen3-MoE) is modelled.
        if (const JsonValue* dense = fields.find("mlp_only_layers");
            dense && (!dense->isArray() || !dense->items.empty()))
            fields.fail("mlp_only_layers", "only an empty list is supported");
        break;
    }
    case ExpertKeys::Mixtral:
        fields.count("num_local_experts", arch.experts, kMaxExperts, true);
        arch.moe_intermediate_size = arch.intermediate_size; // each expert is a full MLP
        break;
    case ExpertKeys::GptOss:
        fields.count("num_local_experts", arch.experts, kMaxExperts, true);
        arch.moe_intermediate_size = arch.intermediate_size;
        arch.router_bias = arch.expert_bias = arch.attention_sinks = true;
        break;
    case ExpertKeys::DeepSeek: {
        fields.count("n_routed_experts", arch.experts, kMaxExperts, true);
        fields.count("n_shared_experts", arch.shared_experts, kMaxExperts, false, 0);
        fields.count("moe_intermediate_size", arch.moe_intermediate_size, kMaxIntermediateSize,
                     true);
        // The shared experts run as one MLP of moe_intermediate_size × n_shared_experts
        // (DeepseekV2MoE.shared_experts): the same parameters as n separate ones.
        fields.count("first_k_dense_replace", arch.dense_layers, kMaxLayers, false, 0);
        fields.count("moe_layer_freq", arch.moe_layer_step, kMaxLayers, false);
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
    }
    if (!fields.count("num_experts_per_tok", arch.experts_per_token, kMaxExpertsPerToken,
                      keys != ExpertKeys::GptOss))
        fields.count("experts_per_token", arch.experts_per_token, kMaxExpertsPerToken, true);
    if (arch.experts > 0 && arch.experts_per_token > arch.experts)
        fields.fail("num_experts_per_tok",
                    "must be at most the experts (" + std::to_string(arch.experts) + ")");
}

// The sliding window and which layers attend globally: `layer_types` ("sliding_attention" /
// "full_attention", transformers ≥ 4.53) or Gemma 3's sliding_window_pattern.
void readSlidingWindow(JsonFields& fields, ModelArchitecture& arch) {
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
            fields.fail("layer_types", "expected one full_attention layer every n layers, the "
                                       "others sliding_attention, for each of the " +
                                           std::to_string(arch.layers) + " layers");
        arch.global_attention_every = every;
        return;
    }
    fields.count("sliding_window_pattern", arch.global_attention_every, kMaxLayers, false);
}

ModelArchitecture readHfArchitecture(const std::string& file, const JsonValue& config,
                                     const std::string& prefix, Diagnostics& out) {
    JsonFields fields(file, config, prefix, out);
    std::string modelType, activation;
    fields.text("model_type", modelType);
    fields.text("hidden_act", activation);

    Family family;
    if (const auto found = families().find(modelType); found != families().end()) {
        family = found->second;
    } else if (activation != "silu" && activation != "swish") {
        fields.fail("model_type",
                    (modelType.empty() ? std::string("missing")
                                       : "unknown model type '" + modelType + "'") +
                        " and hidden_act is not silu; known types: " + knownModelTypes() +
                        " (or give the shape in model.architecture)");
        return {};
    }
    if (family.experts == ExpertKeys::None)
        for (const char* expertKey : {"num_local_experts", "num_experts", "n_routed_experts"}) {
            if (const JsonValue* experts = fields.find(expertKey)) {
                const auto number = experts->toInt64();
                if (!number)
                    fields.fail(expertKey, "expected an integer");
                else if (*number > 1)
                    fields.fail(expertKey, "mixture-of-experts layers of model type '" + modelType +
                                               "' are not supported; known mixture-of-experts "
                                               "types: qwen3_moe, mixtral, gpt_oss, deepseek_v2");
            }
        }

    ModelArchitecture arch;
    arch.mlp = family.mlp;
    arch.norm = family.norm;
    arch.norms_per_layer = family.norms_per_layer;
    arch.qkv_bias = family.qkv_bias;
    arch.linear_bias = family.linear_bias;
    arch.lm_head_bias = family.lm_head_bias;
    arch.tied_embeddings = family.tied_by_default;
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
        fields.fail("num_key_value_heads",
                    "must divide attention_heads (" + std::to_string(arch.attention_heads) + ")");
    arch.qk_norm = family.qk_norm;
    arch.attention_bias = family.attention_bias;
    readExperts(fields, family.experts, arch);
    if (family.sliding_window)
        readSlidingWindow(fields, arch);
    return arch;
}

// ---------------------------------------------------------------------------------------------
// safetensors headers: 8-byte little-endian header length N, N bytes of JSON, then the data.
// Format and the checks below: huggingface/safetensors README ("Format") and
// safetensors/src/tensor.rs (SafeTensors::read_metadata, Metadata::validate, Dtype::bitsize).

constexpr std::uint64_t maxSafetensorsHeader = 100'000'000; // tensor.rs MAX_HEADER_SIZE

// Bits per element (tensor.rs Dtype::bitsize); 0 for a dtype the format does not define.
int dtypeBits(const std::string& dtype) {
    static const std::map<std::string, int> bits{
        {"F4", 4},   {"F6_E2M3", 6}, {"F6_E3M2", 6}, {"BOOL", 8},    {"U8", 8},
        {"I8", 8},   {"F8_E5M2", 8}, {"F8_E4M3", 8}, {"F8_E8M0", 8}, {"I16", 16},
        {"U16", 16}, {"F16", 16},    {"BF16", 16},   {"I32", 32},    {"U32", 32},
        {"F32", 32}, {"I64", 64},    {"U64", 64},    {"F64", 64},    {"C64", 64}};
    const auto found = bits.find(dtype);
    return found == bits.end() ? 0 : found->second;
}

std::string range(std::uint64_t begin, std::uint64_t end) {
    return "[" + std::to_string(begin) + ", " + std::to_string(end) + "]";
}

// Every data byte belongs to exactly one tensor: sorted by offset, each tensor starts where the
// previous one ends and the last ends at the end of the file (tensor.rs Metadata::validate,
// MetadataIncompleteBuffer).
void checkDataLayout(const std::vector<SafetensorsTensor>& tensors, std::uint64_t dataSize,
                     const std::function<InputError(const std::string&)>& fail) {
    std::vector<const SafetensorsTensor*> order;
    for (const auto& tensor : tensors)
        order.push_back(&tensor);
    std::sort(order.begin(), order.end(), [](const auto* a, const auto* b) {
        return std::tie(a->begin, a->end) < std::tie(b->begin, b->end);
    });
    std::uint64_t position = 0;
    const SafetensorsTensor* previous = nullptr;
    for (const SafetensorsTensor* tensor : order) {
        if (tensor->begin < position)
            throw fail("tensor '" + tensor->name + "': data_offsets " +
                       range(tensor->begin, tensor->end) + " overlap tensor '" + previous->name +
                       "' " + range(previous->begin, previous->end));
        if (tensor->begin > position)
            throw fail("tensor '" + tensor->name + "': data_offsets " +
                       range(tensor->begin, tensor->end) + " leave a gap of " +
                       std::to_string(tensor->begin - position) + " bytes after byte " +
                       std::to_string(position));
        position = tensor->end;
        previous = tensor;
    }
    if (position != dataSize)
        throw fail("the tensors cover " + std::to_string(position) + " of the " +
                   std::to_string(dataSize) + " data bytes; " +
                   std::to_string(dataSize - position) + " bytes belong to no tensor");
}

SafetensorsTensor readTensorInfo(const std::string& name, const JsonValue& tensor,
                                 std::uint64_t dataSize,
                                 const std::function<InputError(const std::string&)>& fail) {
    const std::string where = "tensor '" + name + "': ";
    const JsonValue* dtype = tensor.find("dtype");
    const JsonValue* shape = tensor.find("shape");
    const JsonValue* offsets = tensor.find("data_offsets");
    if (!tensor.isObject() || !dtype || !dtype->isString() || !shape || !shape->isArray() ||
        !offsets || !offsets->isArray() || offsets->items.size() != 2)
        throw fail(where + "expected {dtype, shape, data_offsets}");
    SafetensorsTensor info;
    info.name = name;
    info.dtype = dtype->text;
    const int bits = dtypeBits(info.dtype);
    if (bits == 0)
        throw fail(where + "unknown dtype '" + info.dtype +
                   "' (one of BOOL, U8, I8, I16, U16, I32, U32, I64, U64, F4, F6_E2M3, F6_E3M2, "
                   "F8_E4M3, F8_E5M2, F8_E8M0, F16, BF16, F32, F64, C64)");
    std::uint64_t elements = 1;
    for (const JsonValue& dimension : shape->items) {
        const auto size = dimension.toUint64();
        if (!size)
            throw fail(where + "shape and data_offsets must be non-negative integers");
        info.shape.push_back(static_cast<std::int64_t>(std::min<std::uint64_t>(
            *size, std::uint64_t(std::numeric_limits<std::int64_t>::max()))));
        // tensor.rs refuses a product that overflows (ValidationOverflow), whatever follows.
        if (__builtin_mul_overflow(elements, *size, &elements))
            throw fail(where + "shape too large");
    }
    const auto begin = offsets->items[0].toUint64();
    const auto end = offsets->items[1].toUint64();
    if (!begin || !end)
        throw fail(where + "shape and data_offsets must be non-negative integers");
    if (*end < *begin)
        throw fail(where + "data_offsets " + range(*begin, *end) + " end before they begin");
    if (*end > dataSize)
        throw fail(where + "data_offsets " + range(*begin, *end) + " reach past the " +
                   std::to_string(dataSize) + " data bytes in the file (truncated?)");
    std::uint64_t bitCount = 0;
    if (__builtin_mul_overflow(elements, std::uint64_t(bits), &bitCount))
        throw fail(where + "shape too large");
    if (bitCount % 8 != 0)
        throw fail(where + std::to_string(elements) + " " + info.dtype +
                   " elements do not fill whole bytes");
    if (bitCount / 8 != *end - *begin)
        throw fail(where + std::to_string(elements) + " " + info.dtype + " elements need " +
                   std::to_string(bitCount / 8) + " bytes, data_offsets span " +
                   std::to_string(*end - *begin));
    // Bounded by the file size now (a byte holds at most two elements).
    info.elements = static_cast<std::int64_t>(elements);
    info.begin = *begin;
    info.end = *end;
    return info;
}

} // namespace

SafetensorsHeader readSafetensorsHeader(const std::string& file) {
    const auto fail = [&](const std::string& message) {
        return InputError(Diagnostic{file, 0, 0, "", message});
    };
    const RegularFile in(file);
    const std::uint64_t fileSize = in.size();
    if (fileSize < 8)
        throw fail("truncated: " + std::to_string(fileSize) +
                   " bytes, too short for the 8-byte header length");
    const std::string lengthBytes = in.read(0, 8);
    std::uint64_t headerLength = 0;
    for (int i = 7; i >= 0; --i)
        headerLength = (headerLength << 8) | static_cast<unsigned char>(lengthBytes[i]);
    if (headerLength > fileSize - 8)
        throw fail("header length " + std::to_string(headerLength) + " bytes exceeds the " +
                   std::to_string(fileSize - 8) + " bytes after the length field (truncated?)");
    if (headerLength > maxSafetensorsHeader)
        throw fail("header length " + std::to_string(headerLength) +
                   " bytes exceeds the safetensors limit of 100 MB");
    const std::string header = in.read(8, static_cast<std::size_t>(headerLength));

    const std::size_t first = header.find_first_not_of(" \t\r\n");
    if (first == std::string::npos || header[first] != '{')
        throw fail("malformed JSON header: expected '{' at byte 8");
    JsonValue root;
    try {
        root = parseJson(header);
    } catch (const JsonSyntaxError& e) {
        throw fail("malformed JSON header at byte " + std::to_string(8 + e.offset) + ": " +
                   e.what());
    }

    const std::uint64_t dataSize = fileSize - 8 - headerLength;
    SafetensorsHeader result;
    result.file = file;
    result.data_start = 8 + headerLength;
    for (const auto& [name, tensor] : root.members) {
        if (name == "__metadata__") {
            // tensor.rs: Option<HashMap<String, String>>.
            const bool strings =
                tensor.isObject() && std::all_of(tensor.members.begin(), tensor.members.end(),
                                                 [](const auto& m) { return m.value.isString(); });
            if (!strings)
                throw fail("__metadata__: expected an object of strings");
            continue;
        }
        result.tensors.push_back(readTensorInfo(name, tensor, dataSize, fail));
    }
    checkDataLayout(result.tensors, dataSize, fail);
    return result;
}

namespace {

std::int64_t countHeaderParameters(const std::string& file) {
    std::int64_t parameters = 0;
    for (const auto& tensor : readSafetensorsHeader(file).tensors)
        if (__builtin_add_overflow(parameters, tensor.elements, &parameters))
            throw InputError(Diagnostic{file, 0, 0, "", "the tensors' element count overflows"});
    return parameters;
}

} // namespace

// -------------------------------------------------------------------------------------------------

const ModelPreset* PresetLibrary::find(const std::string& id) const {
    for (const auto& preset : presets)
        if (preset.id == id)
            return &preset;
    return nullptr;
}

std::vector<std::string> PresetLibrary::ids() const {
    std::vector<std::string> result;
    for (const auto& preset : presets)
        result.push_back(preset.id);
    return result;
}

ModelPreset loadPreset(const std::string& path) {
    const YAML::Node root = loadYaml(readYamlFile(path, kMaxPresetBytes, "a model preset"), path);
    Diagnostics diagnostics;
    ModelPreset preset;
    try {
        preset = readPreset(path, root, diagnostics);
    } catch (const YAML::Exception& e) { // a shape of file the reader did not foresee
        diagnostics.push_back(parseError(path, e, "cannot read"));
    }
    if (!diagnostics.empty())
        throw InputError(std::move(diagnostics));
    return preset;
}

PresetLibrary PresetLibrary::load(const std::string& directory) {
    std::error_code error;
    if (!fs::is_directory(directory, error))
        throw InputError(Diagnostic{directory, 0, 0, "", "not a directory of model presets"});
    std::vector<std::string> files;
    for (const auto& entry : fs::directory_iterator(directory, error))
        if (entry.path().extension() == ".yaml")
            files.push_back(entry.path().string());
    std::sort(files.begin(), files.end());

    PresetLibrary library;
    Diagnostics diagnostics;
    for (const auto& file : files) {
        try {
            library.presets.push_back(loadPreset(file));
        } catch (const InputError& e) {
            diagnostics.insert(diagnostics.end(), e.diagnostics().begin(), e.diagnostics().end());
        }
    }
    if (!diagnostics.empty())
        throw InputError(std::move(diagnostics));
    std::sort(library.presets.begin(), library.presets.end(),
              [](const ModelPreset& a, const ModelPreset& b) { return naturalLess(a.id, b.id); });
    return library;
}

PresetLibrary PresetLibrary::bundled() {
    return load(resourcePath("models"));
}

ModelArchitecture importHfConfig(const std::string& configPath) {
    const JsonValue root = parseJsonFile(
        readRegularFile(configPath, kMaxConfigJsonBytes, "a config.json"), configPath);
    if (!root.isObject())
        throw InputError(diagnosticAt(configPath, root, "", "expected a JSON object"));
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
        throw InputError(Diagnostic{directory, 0, 0, "", "not a model folder (no such directory)"});
    LocalModel model;
    model.architecture = importHfConfig((fs::path(directory) / "config.json").string());
    for (const auto& entry : fs::directory_iterator(directory, error))
        if (entry.path().extension() == ".safetensors")
            model.files.push_back(entry.path().string());
    if (model.files.empty())
        throw InputError(Diagnostic{directory, 0, 0, "",
                                    "no *.safetensors files (use model.hf_config for a "
                                    "config.json alone)"});
    std::sort(model.files.begin(), model.files.end());
    for (const auto& file : model.files)
        if (__builtin_add_overflow(model.parameters_from_headers, countHeaderParameters(file),
                                   &model.parameters_from_headers))
            throw InputError(
                Diagnostic{directory, 0, 0, "", "the tensors' element count overflows"});
    return model;
}

} // namespace runcard
