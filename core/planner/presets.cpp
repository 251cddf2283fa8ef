#include "planner/presets.h"

#include "planner/resources.h"
#include "planner/yaml_fields.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <limits>
#include <map>
#include <yaml-cpp/yaml.h>

namespace runcard {

namespace fs = std::filesystem;

namespace {

// ---------------------------------------------------------------------------------------------
// Preset files

const std::vector<std::string> presetKeys{
    "id", "name", "hf_repo", "revision", "source", "published_parameters", "notes", "architecture"};
const std::vector<std::string> architectureKeys{
    "layers",      "hidden_size", "intermediate_size", "attention_heads",
    "kv_heads",    "head_dim",    "vocab_size",        "tied_embeddings",
    "mlp",         "norm",        "norms_per_layer",   "qkv_bias",
    "linear_bias", "lm_head_bias"};

void checkHeads(FieldReader& fields, const ModelArchitecture& arch, const std::string& kvKey) {
    if (arch.attention_heads > 0 && arch.kv_heads > 0 && arch.attention_heads % arch.kv_heads != 0)
        fields.fail(kvKey,
                    "must divide attention_heads (" + std::to_string(arch.attention_heads) + ")");
}

ModelArchitecture readArchitecture(FieldReader& fields) {
    fields.rejectUnknownKeys(architectureKeys);
    ModelArchitecture arch;
    fields.readPositive("layers", arch.layers, true);
    fields.readPositive("hidden_size", arch.hidden_size, true);
    fields.readPositive("intermediate_size", arch.intermediate_size, true);
    fields.readPositive("attention_heads", arch.attention_heads, true);
    if (!fields.readPositive("kv_heads", arch.kv_heads, false))
        arch.kv_heads = arch.attention_heads;
    fields.readPositive("head_dim", arch.head_dim, false);
    fields.readPositive("vocab_size", arch.vocab_size, true);
    fields.read("tied_embeddings", arch.tied_embeddings, false);
    fields.readEnum("mlp", arch.mlp);
    fields.readEnum("norm", arch.norm);
    fields.readPositive("norms_per_layer", arch.norms_per_layer, false);
    fields.read("qkv_bias", arch.qkv_bias, false);
    fields.read("linear_bias", arch.linear_bias, false);
    fields.read("lm_head_bias", arch.lm_head_bias, false);
    checkHeads(fields, arch, "kv_heads");
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
    fields.readPositive("published_parameters", preset.published_parameters, true);
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
struct Family {
    MlpKind mlp = MlpKind::SwiGlu;
    NormKind norm = NormKind::RmsNorm;
    int norms_per_layer = 2;
    bool qkv_bias = false;
    bool linear_bias = false;
    bool lm_head_bias = false;
    bool tied_by_default = false; // the config class's tie_word_embeddings default
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
    };
    return table;
}

std::string knownModelTypes() {
    std::string names;
    for (const auto& [name, family] : families())
        names += (names.empty() ? "" : ", ") + name;
    return names;
}

ModelArchitecture readHfArchitecture(const std::string& file, const YAML::Node& config,
                                     const std::string& prefix, Diagnostics& out) {
    FieldReader fields(file, config, prefix, out);
    std::string modelType, activation;
    fields.read("model_type", modelType, false);
    fields.read("hidden_act", activation, false);

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
    for (const char* expertKey : {"num_local_experts", "num_experts"}) {
        int experts = 0;
        if (fields.has(expertKey) && fields.read(expertKey, experts, false) && experts > 1)
            fields.fail(expertKey, "mixture-of-experts models are not supported");
    }

    ModelArchitecture arch;
    arch.mlp = family.mlp;
    arch.norm = family.norm;
    arch.norms_per_layer = family.norms_per_layer;
    arch.qkv_bias = family.qkv_bias;
    arch.linear_bias = family.linear_bias;
    arch.lm_head_bias = family.lm_head_bias;
    arch.tied_embeddings = family.tied_by_default;
    fields.readPositive("num_hidden_layers", arch.layers, true);
    fields.readPositive("hidden_size", arch.hidden_size, true);
    fields.readPositive("intermediate_size", arch.intermediate_size, true);
    fields.readPositive("num_attention_heads", arch.attention_heads, true);
    if (!fields.readPositive("num_key_value_heads", arch.kv_heads, false))
        arch.kv_heads = arch.attention_heads;
    fields.readPositive("head_dim", arch.head_dim, false);
    fields.readPositive("vocab_size", arch.vocab_size, true);
    fields.read("tie_word_embeddings", arch.tied_embeddings, false);
    checkHeads(fields, arch, "num_key_value_heads");
    return arch;
}

// ---------------------------------------------------------------------------------------------
// safetensors headers: 8-byte little-endian header length N, N bytes of JSON, then the data.
// Format: huggingface/safetensors README ("Format") and safetensors/src/tensor.rs.

constexpr std::uint64_t maxSafetensorsHeader = 100'000'000; // safetensors: HeaderTooLarge above

int dtypeBytes(const std::string& dtype) {
    static const std::map<std::string, int> sizes{
        {"F64", 8}, {"F32", 4}, {"F16", 2},  {"BF16", 2},    {"I64", 8},
        {"U64", 8}, {"I32", 4}, {"U32", 4},  {"I16", 2},     {"U16", 2},
        {"I8", 1},  {"U8", 1},  {"BOOL", 1}, {"F8_E4M3", 1}, {"F8_E5M2", 1}};
    const auto found = sizes.find(dtype);
    return found == sizes.end() ? 0 : found->second;
}

} // namespace

SafetensorsHeader readSafetensorsHeader(const std::string& file) {
    auto fail = [&](const std::string& message) -> InputError {
        return InputError(Diagnostic{file, 0, 0, "", message});
    };
    std::error_code error;
    const std::uintmax_t fileSize = fs::file_size(file, error);
    std::ifstream in(file, std::ios::binary);
    if (error || !in)
        throw fail("cannot read the file");
    if (fileSize < 8)
        throw fail("truncated: " + std::to_string(fileSize) +
                   " bytes, too short for the 8-byte header length");
    unsigned char lengthBytes[8];
    in.read(reinterpret_cast<char*>(lengthBytes), 8);
    std::uint64_t headerLength = 0;
    for (int i = 7; i >= 0; --i)
        headerLength = (headerLength << 8) | lengthBytes[i];
    if (headerLength > fileSize - 8)
        throw fail("header length " + std::to_string(headerLength) + " bytes exceeds the " +
                   std::to_string(fileSize - 8) + " bytes after the length field (truncated?)");
    if (headerLength > maxSafetensorsHeader)
        throw fail("header length " + std::to_string(headerLength) +
                   " bytes exceeds the safetensors limit of 100 MB");
    std::string header(headerLength, '\0');
    if (!in.read(header.data(), static_cast<std::streamsize>(headerLength)))
        throw fail("cannot read the header");

    const std::size_t first = header.find_first_not_of(" \t\r\n");
    if (first == std::string::npos || header[first] != '{')
        throw fail("malformed JSON header: expected '{' at byte 8");
    YAML::Node root;
    try {
        root = YAML::Load(header);
    } catch (const YAML::ParserException& e) {
        throw fail("malformed JSON header at byte " + std::to_string(8 + std::max(0, e.mark.pos)) +
                   ": " + e.msg);
    }
    if (!root.IsMap())
        throw fail("malformed JSON header: expected an object");

    const std::uint64_t dataSize = fileSize - 8 - headerLength;
    SafetensorsHeader result;
    result.file = file;
    result.data_start = 8 + headerLength;
    for (const auto& entry : root) {
        const std::string name = entry.first.Scalar();
        if (name == "__metadata__")
            continue;
        const YAML::Node tensor = entry.second;
        const std::string where = "tensor '" + name + "': ";
        const auto field = [&](const char* key) {
            return tensor.IsMap() && tensor[key].IsDefined() ? tensor[key] : YAML::Node();
        };
        if (!field("shape").IsSequence() || !field("dtype").IsScalar() ||
            !field("data_offsets").IsSequence() || field("data_offsets").size() != 2)
            throw fail(where + "expected {dtype, shape, data_offsets}");
        SafetensorsTensor info;
        info.name = name;
        std::int64_t elements = 1;
        std::uint64_t begin = 0, end = 0;
        try {
            for (const auto& dimension : tensor["shape"]) {
                const auto size = dimension.as<std::int64_t>();
                info.shape.push_back(size);
                if (size < 0)
                    throw fail(where + "negative dimension in shape");
                // Bounded by the file size below; this only keeps the product from overflowing.
                if (size > 0 && elements > std::numeric_limits<std::int64_t>::max() / 8 / size)
                    throw fail(where + "shape too large");
                elements *= size;
            }
            begin = tensor["data_offsets"][0].as<std::uint64_t>();
            end = tensor["data_offsets"][1].as<std::uint64_t>();
        } catch (const YAML::BadConversion&) {
            throw fail(where + "shape and data_offsets must be non-negative integers");
        }
        if (end < begin || end > dataSize)
            throw fail(where + "data_offsets [" + std::to_string(begin) + ", " +
                       std::to_string(end) + "] reach past the " + std::to_string(dataSize) +
                       " data bytes in the file (truncated?)");
        const std::string dtype = tensor["dtype"].Scalar();
        if (const int bytes = dtypeBytes(dtype);
            bytes > 0 && std::uint64_t(elements) * bytes != end - begin)
            throw fail(where + std::to_string(elements) + " " + dtype + " elements need " +
                       std::to_string(std::uint64_t(elements) * bytes) +
                       " bytes, data_offsets span " + std::to_string(end - begin));
        info.dtype = dtype;
        info.elements = elements;
        info.begin = begin;
        info.end = end;
        result.tensors.push_back(std::move(info));
    }
    return result;
}

namespace {

std::int64_t countHeaderParameters(const std::string& file) {
    std::int64_t parameters = 0;
    for (const auto& tensor : readSafetensorsHeader(file).tensors)
        parameters += tensor.elements;
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
    const std::string text = readWholeFile(path);
    Diagnostics diagnostics;
    ModelPreset preset;
    try {
        preset = readPreset(path, YAML::Load(text), diagnostics);
    } catch (const YAML::ParserException& e) {
        diagnostics.push_back(parseError(path, e, "YAML syntax error"));
    } catch (const YAML::Exception& e) {
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
    const std::string text = readWholeFile(configPath);
    Diagnostics diagnostics;
    ModelArchitecture arch;
    try {
        const YAML::Node root = YAML::Load(text);
        if (!root.IsMap())
            throw InputError(diagnosticAt(configPath, root, "", "expected a JSON object"));
        // Multimodal configs (e.g. Llama 3.2 Vision) keep the language model in text_config.
        const YAML::Node text_config = root["text_config"];
        const bool nested = !root["num_hidden_layers"].IsDefined() && text_config.IsDefined() &&
                            text_config.IsMap();
        arch = readHfArchitecture(configPath, nested ? text_config : root,
                                  nested ? "text_config" : "", diagnostics);
    } catch (const YAML::ParserException& e) {
        diagnostics.push_back(parseError(configPath, e, "malformed JSON"));
    } catch (const YAML::Exception& e) {
        diagnostics.push_back(parseError(configPath, e, "cannot read"));
    }
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
    for (const auto& file : model.files) {
        try {
            model.parameters_from_headers += countHeaderParameters(file);
        } catch (const YAML::Exception& e) { // any shape of header the checks above did not foresee
            throw InputError(Diagnostic{file, 0, 0, "", "malformed JSON header: " + e.msg});
        }
    }
    return model;
}

} // namespace runcard
