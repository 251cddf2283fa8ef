#include "planner/calibration.h"

#include "planner/diagnostics.h"

#include <algorithm>
#include <filesystem>

namespace runcard {
namespace {

// Share of the dense peak the pilot's steps reached on `gpu`, with the planner's own step-time
// formula (plan.cpp estimateCompute): step = hardware FLOPs / (peak × utilisation) + optimizer
// time, solved for the utilisation, so the calibrated planner reproduces the measured median.
// The configuration is what the pilot ran (its start event); the model must be the card's: the
// pilot's base parameters (without LoRA adapters, which the planner counts apart) are compared
// with the planner's count for the layers it ran.
double measuredUtilisation(const PilotCalibration& pilot, const RunCard& card, int layers,
                           const PilotStart& start, const PresetLibrary& presets,
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
    if (start.present) {
        if (start.base_parameters > 0 && start.base_parameters != s.parameters)
            return 0; // the card's model changed since the pilot: its FLOPs are unknown
        if (start.sequence_length > 0)
            s.shape.sequence_length = start.sequence_length;
        if (start.micro_batch > 0)
            s.shape.micro_batch = start.micro_batch;
        if (start.gradient_accumulation > 0)
            s.shape.gradient_accumulation = start.gradient_accumulation;
        if (start.activation_checkpointing)
            s.shape.checkpointing = *start.activation_checkpointing ? ActivationCheckpointing::Full
                                                                    : ActivationCheckpointing::None;
        if (auto p = parseEnum<Precision>(start.precision))
            s.shape.precision = *p;
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

PilotCalibration readPilotCalibration(const std::string& summaryPath, const RunCard& card,
                                      const PresetLibrary& presets, const GpuCatalog& catalog) {
    const std::filesystem::path summary(summaryPath);
    const PilotResultsData results = readPilotResults(summary.parent_path().string());
    switch (results.state) {
    case PilotResultsState::Absent:
        throw InputError(
            Diagnostic::coded(DiagnosticCode::CannotReadPilotSummary, "").at(summaryPath));
    case PilotResultsState::Corrupt:
    case PilotResultsState::Incomplete:
        throw InputError(results.problems);
    case PilotResultsState::Complete:
        break;
    }
    PilotCalibration pilot;
    pilot.summary_path = summaryPath;
    pilot.ran_out_of_memory = results.outcome == "oom";
    pilot.proxy = results.scale == "proxy";
    pilot.median_step_s = results.step_time_s ? results.step_time_s->median : 0;
    pilot.step_time_cv = results.step_time_s ? results.step_time_s->cv.value_or(0.0) : 0;
    pilot.measured_peak_bytes = results.peak_tensor_bytes.value_or(0);
    pilot.predicted_peak_bytes = results.predicted_peak_bytes.value_or(0);
    pilot.device = results.device;
    const double predictedActivations = double(results.predicted_activations_bytes.value_or(0));

    // An out-of-memory pilot stopped at the refused allocation: its peak is a lower bound.
    if (!pilot.ran_out_of_memory && results.measured_steps > 0 && pilot.measured_peak_bytes > 0 &&
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
    if (!pilot.gpu_id.empty() && results.measured_steps > 0) {
        pilot.precision = card.training.precision;
        if (auto p = parseEnum<Precision>(results.start.precision))
            pilot.precision = *p;
        pilot.utilisation =
            measuredUtilisation(pilot, card, results.layers, results.start, presets, catalog);
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
