#include "pilot/pilot_config.h"

#include "pilot/system_info.h"
#include "pilot/tokenizer.h"
#include "planner/diagnostics.h"
#include "planner/pilot_memory_profile.h"
#include "planner/presets.h"

#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <yaml-cpp/yaml.h>

namespace runcard::pilot {

Diagnostic fieldDiagnostic(const RunCard& card, const std::string& field,
                           const std::string& message) {
    Diagnostic d;
    d.file = card.source_path;
    d.field = field;
    d.message = message;
    try {
        YAML::Node node = YAML::LoadFile(card.source_path);
        std::stringstream path(field);
        for (std::string part; std::getline(path, part, '.') && node.IsMap();)
            node = node[part];
        if (node.IsDefined()) {
            d.line = node.Mark().line + 1;
            d.column = node.Mark().column + 1;
        }
    } catch (const YAML::Exception&) {
        // The field came from a default or --set; the message still names it.
    }
    return d;
}

const char* tensorTypeName(TensorType type) {
    return type == TensorType::Bf16 ? "bf16" : "fp32";
}

Scenario pilotScenario(const RunCard& card, const ModelArchitecture& arch) {
    Scenario scenario;
    scenario.arch = arch;
    scenario.counts = countParameters(arch);
    scenario.parameters = scenario.counts.total(arch.layers);
    scenario.shape = trainingShape(card.training);
    // The pilot's decoder runs its own eager norms, SwiGLU and RoPE whatever the card's kernels.
    scenario.shape.fused_norm_kernel = false;
    scenario.shape.fused_swiglu_kernel = false;
    scenario.shape.fused_rope_kernel = false;
    // LibTorch's AdamW updates one parameter at a time (torch/csrc/api/src/optim/adamw.cpp).
    scenario.shape.optimizer_implementation = OptimizerImplementation::ForLoop;
    // The pilot's step does not clip the gradients (trainer.cpp), whatever the card's framework.
    scenario.shape.clips_gradients = false;
    scenario.assumptions.activations = ActivationProfile::RuncardPilot;
    scenario.memory_margin = card.hardware.memory_margin;
    return scenario;
}

PilotConfig makePilotConfig(const RunCard& card, const PilotOptions& options) {
    PilotConfig config;
    config.card = card;
    const TrainingSection& t = card.training;
    Diagnostics refusals;
    // A coded refusal at the field's place in the card (the app shows it in its language).
    const auto refuse = [&](const std::string& field, DiagnosticCode code,
                            std::vector<DiagnosticArg> args = {}) {
        Diagnostic d = fieldDiagnostic(card, field, {});
        d.code = code;
        d.message = renderEnglish(code, args);
        d.args = std::move(args);
        refusals.push_back(std::move(d));
    };

    if (t.method == TrainingMethod::QLora)
        refuse("training.method", DiagnosticCode::PilotNoQlora);
    switch (t.optimizer) {
    case OptimizerKind::AdamW:
    case OptimizerKind::Sgd:
    case OptimizerKind::SgdMomentum:
        break;
    default:
        refuse("training.optimizer", DiagnosticCode::PilotOptimizer, {toString(t.optimizer)});
    }
    switch (t.precision) {
    case Precision::Fp32:
        break;
    case Precision::Tf32:
        if (options.device == "cpu")
            config.notes.push_back({PilotNoteCode::Tf32AsFp32, {}});
        break;
    case Precision::Bf16Mixed:
        config.compute_type = TensorType::Bf16; // fp32 master weights, bf16 activations
        break;
    case Precision::Bf16:
        config.param_type = config.compute_type = TensorType::Bf16;
        break;
    default:
        refuse("training.precision", DiagnosticCode::PilotPrecision, {toString(t.precision)});
    }
    if (t.activation_checkpointing != ActivationCheckpointing::None &&
        t.activation_checkpointing != ActivationCheckpointing::Full)
        refuse("training.activation_checkpointing", DiagnosticCode::PilotCheckpointing,
               {toString(t.activation_checkpointing)});
    const WeightsDtype impliedWeights =
        config.param_type == TensorType::Bf16 ? WeightsDtype::Bf16 : WeightsDtype::Fp32;
    if (t.weights_dtype != WeightsDtype::Auto && t.weights_dtype != impliedWeights)
        refuse("training.weights_dtype", DiagnosticCode::PilotWeightsDtype,
               {toString(t.weights_dtype), toString(t.precision), toString(impliedWeights)});
    if (t.lora.head || t.lora.embedding || t.lora.dora)
        refuse(t.lora.dora   ? "training.lora.dora"
               : t.lora.head ? "training.lora.head"
                             : "training.lora.embedding",
               DiagnosticCode::PilotPlainLora);
    config.checkpointing = t.activation_checkpointing == ActivationCheckpointing::Full;
    if (t.activation_offloading)
        refuse("training.activation_offloading", DiagnosticCode::PilotNoActivationOffload);
    if (t.packed && t.packed_attention == PackedAttention::Document)
        refuse("training.packed_attention", DiagnosticCode::PilotNoDocumentMask);
    if (!t.packed && t.padding == Padding::Grouped)
        refuse("training.padding", DiagnosticCode::PilotFileOrder);
    if (t.optimizer_in_backward)
        refuse("training.optimizer_in_backward", DiagnosticCode::PilotOptimizerAfterBackward);
    if (t.micro_batch < 1 || t.sequence_length < 2 || t.gradient_accumulation < 1)
        refuse("training.micro_batch", DiagnosticCode::PilotBatchBounds);
    if (!card.data.tokenizer.empty() && !Tokenizer::sentencePieceAvailable())
        refuse("data.tokenizer", DiagnosticCode::PilotNoSentencePiece);
    if (options.memory_limit > 0 && options.device != "cpu") {
        refusals.push_back(Diagnostic::coded(DiagnosticCode::PilotMemoryLimitOnDevice,
                                             "--memory-limit", {options.device}));
    }
    const ModelArchitecture arch = resolveArchitecture(card, PresetLibrary::bundled());
    // The pilot's decoder builds grouped-query or latent attention, global or within a sliding
    // window or a chunk, from the architecture; weights it cannot load are refused (the planner
    // still plans the card), never measured as a stand-in.
    if (arch.isMoe() && !card.model.local_dir.empty())
        refuse("model.local_dir", DiagnosticCode::PilotMoeWeights,
               {DiagnosticArg::of(arch.experts)});
    if (arch.isLatentAttention() && !card.model.local_dir.empty())
        refuse("model.local_dir", DiagnosticCode::PilotLatentWeights);
    if (t.method == TrainingMethod::Lora) {
        bool anyAdapter = false;
        for (const LoraTarget target : t.lora.targets)
            anyAdapter = anyAdapter || !(target == LoraTarget::Gate && arch.mlp == MlpKind::Gelu);
        if (!anyAdapter)
            refuse("training.lora.targets", DiagnosticCode::PilotNoLoraTarget);
    }
    if (!refusals.empty())
        throw InputError(refusals);

    if (t.attention != AttentionKernel::Eager)
        config.notes.push_back(
            {PilotNoteCode::EagerAttention, {std::string(toString(t.attention))}});
    if (t.loss != LossMode::Standard)
        config.notes.push_back({PilotNoteCode::StandardLoss, {std::string(toString(t.loss))}});
    if (t.compile)
        config.notes.push_back({PilotNoteCode::NoCompilation, {}});
    if (t.kernels != LayerKernels::Framework)
        config.notes.push_back(
            {PilotNoteCode::EagerLayerKernels, {std::string(toString(t.kernels))}});
    if (t.optimizer == OptimizerKind::AdamW &&
        optimizerImplementationFor(t) != OptimizerImplementation::ForLoop)
        config.notes.push_back(
            {PilotNoteCode::ForLoopAdamW, {std::string(toString(optimizerImplementationFor(t)))}});
    if (!card.model.local_dir.empty()) {
        // Relative to the card's folder, as the planner resolves it (plan.cpp).
        const std::filesystem::path dir(card.model.local_dir);
        config.weights_dir =
            dir.is_absolute() || card.source_path.empty()
                ? dir.string()
                : (std::filesystem::path(card.source_path).parent_path() / dir).string();
    }
    if (card.hardware.gpuCount() > 1 && options.nproc == 0 && !std::getenv("WORLD_SIZE"))
        config.notes.push_back({PilotNoteCode::OneDevice, {}});
    // The pilot's ranks replicate or shard the whole model (parallel_training.cpp): a card's
    // tensor, pipeline or context split is planned, never measured.
    if (card.hardware.modelParallelSize() > 1)
        config.notes.push_back({PilotNoteCode::DataParallelOnly, {}});

    config.full_arch = resolveArchitecture(card, PresetLibrary::bundled());
    // The pilot's decoder (decoder.cpp) has no biases and two RMSNorms per block; the model it
    // runs, and the prediction made for it, are that.
    ModelArchitecture& runs = config.full_arch;
    if (runs.qkv_bias || runs.linear_bias || runs.lm_head_bias || runs.attention_bias ||
        runs.mlp_bias)
        config.notes.push_back({PilotNoteCode::NoBiases, {}});
    if (runs.norm != NormKind::RmsNorm || runs.norms_per_layer != 2)
        config.notes.push_back(
            {PilotNoteCode::TwoRmsNorms,
             {std::to_string(runs.norms_per_layer), std::string(toString(runs.norm))}});
    if (runs.attention_sinks)
        config.notes.push_back({PilotNoteCode::NoAttentionSinks, {}});
    if (runs.router_bias || runs.expert_bias)
        config.notes.push_back({PilotNoteCode::NoRouterBiases, {}});
    if (runs.isMoe() && t.moe_capacity_factor > 0)
        config.notes.push_back({PilotNoteCode::DroplessRouting, {}});
    runs.qkv_bias = runs.linear_bias = runs.lm_head_bias = runs.attention_bias = runs.mlp_bias =
        false;
    runs.router_bias = runs.expert_bias = runs.attention_sinks = false;
    runs.norm = NormKind::RmsNorm;
    runs.norms_per_layer = 2;
    config.arch = config.full_arch;
    if (options.proxy_layers) {
        config.proxy = true;
        config.proxy_reason = "requested";
        config.arch.layers = std::min(*options.proxy_layers, config.full_arch.layers);
    }
    config.scenario = pilotScenario(card, config.arch);
    config.predicted = pilotMemoryEstimate(config.scenario);
    // Without --memory-limit a CPU pilot must still fit the machine: 80% of physical memory leaves
    // room for the process, the loader and the restore proof's second process.
    std::int64_t limit = options.memory_limit;
    std::string reason = "memory-limit";
    if (limit <= 0 && options.device == "cpu") {
        limit = std::int64_t(0.8 * double(hostInfo().memory_bytes));
        reason = "host-memory";
        config.host_limit_bytes = limit;
    }
    if (limit > 0 && config.predicted.peak_allocated_bytes > limit && config.arch.layers > 1) {
        // Auto-proxy: the most layers whose predicted peak fits under the limit (at least one).
        int layers = config.arch.layers;
        while (layers > 1) {
            ModelArchitecture smaller = config.arch;
            smaller.layers = --layers;
            const MemoryEstimate estimate = pilotMemoryEstimate(pilotScenario(card, smaller));
            if (estimate.peak_allocated_bytes <= limit)
                break;
        }
        config.proxy = true;
        config.proxy_reason = reason;
        config.arch.layers = layers;
        config.scenario = pilotScenario(card, config.arch);
        config.predicted = pilotMemoryEstimate(config.scenario);
    }
    return config;
}

} // namespace runcard::pilot
