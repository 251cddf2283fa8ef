#include "planner/presets.h"

#include "planner/file_io.h"
#include "planner/natural_order.h"
#include "planner/resources.h"
#include "planner/translatable.h"
#include "planner/yaml_fields.h"

#include <algorithm>
#include <filesystem>
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
                                                "position",
                                                "positions",
                                                "norms_per_layer",
                                                "norm_bias",
                                                "qkv_bias",
                                                "linear_bias",
                                                "lm_head_bias",
                                                "attention_bias",
                                                "mlp_bias",
                                                "qk_norm",
                                                "attention_sinks",
                                                "fused_qkv",
                                                "fused_gate_up",
                                                "gelu_new",
                                                "hidden_dropout",
                                                "experts",
                                                "experts_per_token",
                                                "shared_experts",
                                                "moe_intermediate_size",
                                                "shared_intermediate_size",
                                                "dense_layers",
                                                "moe_layer_step",
                                                "router_bias",
                                                "expert_bias",
                                                "transformers_runs_every_expert",
                                                "q_lora_rank",
                                                "kv_lora_rank",
                                                "qk_nope_head_dim",
                                                "qk_rope_head_dim",
                                                "v_head_dim",
                                                "sliding_window",
                                                "attention_chunk",
                                                "global_attention_every"};

void checkHeads(FieldReader& fields, const ModelArchitecture& arch, const std::string& kvKey) {
    if (arch.attention_heads > 0 && arch.kv_heads > 0 && arch.attention_heads % arch.kv_heads != 0)
        fields.report(kvKey, DiagnosticCode::MustDivide,
                      {"attention_heads", DiagnosticArg::of(arch.attention_heads)});
}

void checkExperts(FieldReader& fields, const ModelArchitecture& arch) {
    if (arch.experts > 0 && arch.experts_per_token > arch.experts)
        fields.report("experts_per_token", DiagnosticCode::AtMostNamed,
                      {"experts", DiagnosticArg::of(arch.experts)});
    if (arch.dense_layers >= arch.layers && arch.layers > 0 && arch.experts > 0)
        fields.report("dense_layers", DiagnosticCode::LessThanNamed,
                      {"layers", DiagnosticArg::of(arch.layers)});
}

// Published parameter counts: 100 trillion is far above any model (the largest dense ones have
// about 1 trillion) and keeps the count in every int64 sum the planner forms.
constexpr std::int64_t kMaxPublishedParameters = std::int64_t(100'000'000'000'000);
// A preset file is a few hundred bytes.
constexpr std::uint64_t kMaxPresetBytes = 1 * kMiB;

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
    fields.readEnum("position", arch.position);
    fields.readInRange("positions", arch.positions, std::int64_t(1), kMaxPositions,
                       arch.position == PositionKind::Learned);
    fields.readInRange("norms_per_layer", arch.norms_per_layer, 1, kMaxNormsPerLayer, false);
    fields.read("norm_bias", arch.norm_bias, false);
    fields.read("qkv_bias", arch.qkv_bias, false);
    fields.read("linear_bias", arch.linear_bias, false);
    fields.read("lm_head_bias", arch.lm_head_bias, false);
    fields.read("attention_bias", arch.attention_bias, false);
    fields.read("mlp_bias", arch.mlp_bias, false);
    fields.read("fused_qkv", arch.fused_qkv, false);
    fields.read("fused_gate_up", arch.fused_gate_up, false);
    fields.read("gelu_new", arch.gelu_new, false);
    fields.readInRange("hidden_dropout", arch.hidden_dropout, 0.0, 1.0, false);
    fields.readEnum("qk_norm", arch.qk_norm);
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
    fields.read("transformers_runs_every_expert", arch.transformers_runs_every_expert, false);
    fields.readInRange("q_lora_rank", arch.q_lora_rank, 1, kMaxLatentRank, false);
    const bool latent =
        fields.readInRange("kv_lora_rank", arch.kv_lora_rank, 1, kMaxLatentRank, false);
    fields.readInRange("qk_nope_head_dim", arch.qk_nope_head_dim, 1, kMaxHeadDim, latent);
    fields.readInRange("qk_rope_head_dim", arch.qk_rope_head_dim, 1, kMaxHeadDim, latent);
    fields.readInRange("v_head_dim", arch.v_head_dim, 1, kMaxHeadDim, latent);
    fields.readInRange("sliding_window", arch.sliding_window, std::int64_t(1), kMaxSlidingWindow,
                       false);
    fields.readInRange("attention_chunk", arch.attention_chunk, std::int64_t(1), kMaxSlidingWindow,
                       false);
    fields.readInRange("global_attention_every", arch.global_attention_every, 1, kMaxLayers, false);
    if (arch.sliding_window > 0 && arch.attention_chunk > 0)
        fields.report("attention_chunk", DiagnosticCode::OnlyOneOf,
                      {"sliding_window, attention_chunk"});
    checkHeads(fields, arch, "kv_heads");
    checkExperts(fields, arch);
    return arch;
}

ModelPreset readPreset(const std::string& file, const YAML::Node& root, Diagnostics& out) {
    ModelPreset preset;
    if (!root.IsMap()) {
        out.push_back(
            located(Diagnostic::coded(DiagnosticCode::ExpectedPresetMapping, ""), file, root));
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
        fields.report("id", DiagnosticCode::IdMatchesFileName, {fs::path(file).stem().string()});
    const YAML::Node architecture = root["architecture"];
    if (!architecture.IsDefined()) {
        fields.report("architecture", DiagnosticCode::Missing);
    } else if (!architecture.IsMap()) {
        fields.report("architecture", DiagnosticCode::ExpectedArchitectureMapping);
    } else {
        FieldReader archFields(file, architecture, "architecture", out);
        preset.architecture = readArchitecture(archFields);
    }
    return preset;
}

} // namespace

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
    const YAML::Node root = loadYaml(
        readYamlFile(path, kMaxPresetBytes, RUNCARD_TR("Diagnostics", "a model preset")), path);
    Diagnostics diagnostics;
    ModelPreset preset;
    try {
        preset = readPreset(path, root, diagnostics);
    } catch (const YAML::Exception& e) { // a shape of file the reader did not foresee
        diagnostics.push_back(parseError(path, e, DiagnosticCode::CannotReadBecause, {e.msg}));
    }
    if (!diagnostics.empty())
        throw InputError(std::move(diagnostics));
    return preset;
}

PresetLibrary PresetLibrary::load(const std::string& directory) {
    std::error_code error;
    if (!fs::is_directory(directory, error))
        throw InputError(Diagnostic::coded(DiagnosticCode::NotPresetDirectory, "").at(directory));
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

} // namespace runcard
