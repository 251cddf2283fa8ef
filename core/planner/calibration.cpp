#include "planner/calibration.h"

#include "planner/diagnostics.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <yaml-cpp/yaml.h>

namespace runcard {
namespace {

std::string lower(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return text;
}

bool has(const std::string& text, const char* word) {
    return text.find(word) != std::string::npos;
}

Diagnostic diagnostic(const std::string& file, const YAML::Node& at, const std::string& field,
                      const std::string& message) {
    Diagnostic d;
    d.file = file;
    d.field = field;
    d.message = message;
    if (at.IsDefined() && at.Mark().line >= 0) {
        d.line = at.Mark().line + 1;
        d.column = at.Mark().column + 1;
    }
    return d;
}

// `parent`[`key`] as T, or InputError naming the dotted field (and where its parent is).
template <class T>
T required(const std::string& file, const YAML::Node& parent, const std::string& parentField,
           const char* key) {
    const std::string field = parentField.empty() ? key : parentField + "." + key;
    const YAML::Node node = parent.IsMap() ? parent[key] : YAML::Node();
    if (!node.IsDefined() || node.IsNull())
        throw InputError(diagnostic(file, parent, field, "missing; not a pilot summary"));
    try {
        return node.as<T>();
    } catch (const YAML::Exception&) {
        throw InputError(diagnostic(file, node, field, "has the wrong type"));
    }
}

// The pilot's start event: the configuration it actually ran (overrides and proxy included).
YAML::Node startEvent(const std::filesystem::path& eventsPath) {
    std::ifstream in(eventsPath);
    for (std::string line; std::getline(in, line);) {
        if (line.find("\"start\"") == std::string::npos)
            continue;
        try {
            YAML::Node event = YAML::Load(line);
            if (event["event"] && event["event"].as<std::string>() == "start")
                return event;
        } catch (const YAML::Exception&) {
            return {}; // a torn line: fall back to the card
        }
    }
    return {};
}

// Share of the dense peak the pilot's steps reached on `gpu`, with the planner's own step-time
// formula (plan.cpp estimateCompute): step = hardware FLOPs / (peak × utilisation) + optimizer
// time, solved for the utilisation, so the calibrated planner reproduces the measured median.
double measuredUtilisation(const PilotCalibration& pilot, const RunCard& card, int layers,
                           const YAML::Node& start, const PresetLibrary& presets,
                           const GpuCatalog& catalog) {
    const GpuSpec* gpu = catalog.find(pilot.gpu_id);
    if (!gpu || pilot.median_step_s <= 0)
        return 0;
    Scenario s = resolve(card, presets, catalog);
    s.gpu = gpu;
    s.layout = ParallelLayout{}; // the pilot runs one device
    s.assumptions.calibrated_utilisation = 0;
    s.arch.layers = layers;
    s.counts = countParameters(s.arch);
    s.parameters = s.counts.total(layers);
    if (start.IsMap()) {
        try {
            if (start["parameters"] && start["parameters"].as<std::int64_t>() != s.parameters)
                return 0; // the card's model changed since the pilot: its FLOPs are unknown
            if (start["sequence_length"])
                s.shape.sequence_length = start["sequence_length"].as<int>();
            if (start["micro_batch"])
                s.shape.micro_batch = start["micro_batch"].as<int>();
            if (start["gradient_accumulation"])
                s.shape.gradient_accumulation = start["gradient_accumulation"].as<int>();
            if (start["activation_checkpointing"])
                s.shape.checkpointing = start["activation_checkpointing"].as<bool>()
                                            ? ActivationCheckpointing::Full
                                            : ActivationCheckpointing::None;
            if (start["precision"])
                if (auto p = parseEnum<Precision>(start["precision"].as<std::string>()))
                    s.shape.precision = *p;
        } catch (const YAML::Exception&) {
            return 0;
        }
    }
    const double peak = gpu->peakFlops(s.shape.precision);
    if (peak <= 0)
        return 0;
    const ComputeEstimate c = estimateCompute(s);
    const double computeSeconds = pilot.median_step_s - c.optimizer_time_s - c.offload_time_s;
    if (computeSeconds <= 0)
        return 0;
    return c.hardware_flops_per_step / (peak * computeSeconds);
}

} // namespace

std::string catalogIdForDevice(const std::string& deviceName, const GpuCatalog& catalog) {
    // Names as torch.cuda.get_device_name / nvidia-smi / rocm-smi print them.
    const std::string n = lower(deviceName);
    std::string id;
    if (has(n, "h100"))
        id = has(n, "nvl") ? "" : has(n, "pcie") ? "h100-pcie-80gb" : "h100-sxm-80gb";
    else if (has(n, "h200"))
        id = has(n, "nvl") ? "" : "h200-sxm-141gb";
    else if (has(n, "a100"))
        id = has(n, "pcie") ? "" : has(n, "40gb") ? "a100-sxm-40gb" : "a100-sxm-80gb";
    else if (has(n, "l40s"))
        id = "l40s-48gb";
    else if (has(n, "b200"))
        id = "b200-180gb";
    else if (has(n, "mi300x"))
        id = "mi300x-192gb";
    else if (has(n, "mi325x"))
        id = "mi325x-256gb";
    return !id.empty() && catalog.find(id) ? id : std::string();
}

PilotCalibration readPilotCalibration(const std::string& summaryPath, const RunCard& card,
                                      const PresetLibrary& presets, const GpuCatalog& catalog) {
    const std::string& file = summaryPath;
    YAML::Node summary;
    try {
        summary = YAML::LoadFile(file);
    } catch (const YAML::BadFile&) {
        throw InputError(Diagnostic{file, 0, 0, "", "cannot read the pilot's summary"});
    } catch (const YAML::ParserException& e) {
        throw InputError(
            Diagnostic{file, e.mark.line + 1, e.mark.column + 1, "", "not valid JSON: " + e.msg});
    }
    if (!summary.IsMap())
        throw InputError(Diagnostic{file, 0, 0, "", "not a pilot summary (no JSON object)"});

    PilotCalibration pilot;
    pilot.summary_path = file;
    const std::string outcome = required<std::string>(file, summary, "", "outcome");
    pilot.ran_out_of_memory = outcome == "oom";
    pilot.proxy = required<std::string>(file, summary, "", "scale") == "proxy";
    const int layers = required<int>(file, summary, "", "layers");
    const int measuredSteps = required<int>(file, summary, "", "measured_steps");
    pilot.median_step_s = required<double>(file, summary["step_time_s"], "step_time_s", "median");
    if (const YAML::Node cv = summary["step_time_s"]["cv"]; cv && cv.IsScalar())
        pilot.step_time_cv = cv.as<double>(0.0);
    const YAML::Node memory = summary["memory"];
    pilot.measured_peak_bytes = required<std::int64_t>(file, memory, "memory", "peak_tensor_bytes");
    const YAML::Node predicted = memory["predicted"];
    pilot.predicted_peak_bytes =
        required<std::int64_t>(file, predicted, "memory.predicted", "peak_allocated_bytes");
    const YAML::Node breakdown = predicted["breakdown"];
    const double predictedActivations = double(
        required<std::int64_t>(file, breakdown, "memory.predicted.breakdown", "activations") +
        required<std::int64_t>(file, breakdown, "memory.predicted.breakdown", "logits"));
    pilot.device = required<std::string>(file, summary["revisions"], "revisions", "device");

    // An out-of-memory pilot stopped at the refused allocation: its peak is a lower bound.
    if (!pilot.ran_out_of_memory && measuredSteps > 0 && pilot.measured_peak_bytes > 0 &&
        pilot.predicted_peak_bytes > 0) {
        pilot.memory_factor =
            double(pilot.measured_peak_bytes) / double(pilot.predicted_peak_bytes);
        // The prediction's peak was in the optimizer step when it holds no activations; then the
        // difference cannot be put on them and the memory stays uncalibrated.
        if (predictedActivations > 0)
            pilot.activation_scale =
                std::max(0.0, 1.0 + double(pilot.measured_peak_bytes - pilot.predicted_peak_bytes) /
                                        predictedActivations);
    }

    pilot.gpu_id = catalogIdForDevice(pilot.device, catalog);
    if (!pilot.gpu_id.empty() && measuredSteps > 0) {
        const YAML::Node start =
            startEvent(std::filesystem::path(file).parent_path() / "events.ndjson");
        pilot.precision = card.training.precision;
        if (start.IsMap() && start["precision"])
            if (auto p = parseEnum<Precision>(start["precision"].as<std::string>()))
                pilot.precision = *p;
        pilot.utilisation = measuredUtilisation(pilot, card, layers, start, presets, catalog);
    }
    return pilot;
}

ModelingAssumptions calibrate(ModelingAssumptions base, const PilotCalibration& calibration,
                              const GpuSpec& target) {
    bool applied = false;
    if (calibration.hasUtilisation() && target.id == calibration.gpu_id) {
        base.calibrated_utilisation = calibration.utilisation;
        applied = true;
    }
    // runcard-pilot's LibTorch model is not the HF transformers (or litgpt, torchtune, Megatron)
    // implementation: its measured memory says nothing about theirs.
    if (calibration.hasMemory() && base.activations == ActivationProfile::RuncardPilot) {
        base.calibrated_activation_scale = calibration.activation_scale;
        applied = true;
    }
    if (applied)
        base.calibrated_from = calibration.summary_path;
    return base;
}

} // namespace runcard
