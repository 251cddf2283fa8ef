// Calibration from a pilot (issue 4): a finished runcard-pilot's summary.json turned into measured
// numbers the planner can use instead of its priors (docs/memory-model.md, "Calibration from a
// pilot"):
//  * memory: the pilot's measured peak tensor bytes over its own prediction for exactly the
//    configuration it ran. The pilot runs runcard's own LibTorch model, so this calibrates only
//    the runcard-pilot framework profile; it says nothing about what Hugging Face transformers,
//    litgpt, torchtune or Megatron allocate, and cards with those profiles stay uncalibrated;
//  * utilisation: only from a pilot on a catalog GPU (device name mapped to a catalog id); the
//    share of that GPU's dense peak the measured steps reached, for that GPU alone.
// Standard C++ and yaml-cpp (which reads JSON) only.
#pragma once

#include "planner/gpu_catalog.h"
#include "planner/pilot_results.h"
#include "planner/plan.h"
#include "planner/presets.h"
#include "planner/run_card.h"

#include <cstdint>
#include <string>

namespace runcard {

struct PilotCalibration {
    std::string summary_path;
    std::string device; // as the pilot recorded it: "cpu", "NVIDIA H100 80GB HBM3", ...
    std::string gpu_id; // catalog id of that device; empty on CPU or an unknown device
    bool proxy = false; // the pilot ran fewer decoder blocks than the model
    bool ran_out_of_memory = false;
    std::int64_t measured_peak_bytes = 0;  // memory.peak_tensor_bytes
    std::int64_t predicted_peak_bytes = 0; // memory.predicted.peak_allocated_bytes
    // measured / predicted peak; 0 when there is no usable measurement (out of memory, no step).
    double memory_factor = 0;
    // The same difference put on the activations and logits the prediction held at its peak, the
    // only uncertain terms (weights, gradients and optimizer state are counted exactly); this is
    // what ModelingAssumptions::calibrated_activation_scale receives. 0 = none.
    double activation_scale = 0;
    double median_step_s = 0;
    double step_time_cv = 0; // step_time_s.cv: stddev / mean of the measured steps (0 = not given)
    // Share of gpu_id's dense peak for the pilot's precision; 0 when not measured on a catalog GPU.
    double utilisation = 0;
    Precision precision = Precision::Fp32;

    bool hasMemory() const { return activation_scale > 0; }
    bool hasUtilisation() const { return utilisation > 0; }
};

// Reads a pilot's results through readPilotResults (pilot_results.h: summary.json and the
// events.ndjson beside it, which must be of the same run and card) and, when it ran on a catalog
// GPU, derives the utilisation with the planner's own step-time formula on the configuration the
// pilot ran: the card, with the layers, sequence length, micro-batch, accumulation and precision of
// the pilot's start event. Throws InputError naming the file (and line, column, field) when the
// summary is missing, not JSON, lacks a field it needs, holds impossible numbers, belongs to
// another run than the events, or the pilot did not finish.
PilotCalibration readPilotCalibration(const std::string& summaryPath, const RunCard& card,
                                      const PresetLibrary& presets, const GpuCatalog& catalog);

// `base` with the pilot's measurements where they apply to `target`: utilisation only when target
// is the GPU the pilot ran on; the memory scale on every GPU, but only when `base` is the
// runcard-pilot profile (the implementation the pilot measured). calibrated_from is the summary.
ModelingAssumptions calibrate(ModelingAssumptions base, const PilotCalibration& calibration,
                              const GpuSpec& target);

} // namespace runcard
