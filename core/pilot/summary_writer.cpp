#include "pilot/summary_writer.h"

#include "pilot/durable_file.h"
#include "pilot/event_stream.h"
#include "pilot/statistics.h"
#include "planner/json_writer.h"

#include <fstream>

namespace fs = std::filesystem;

namespace runcard::pilot {
namespace {

void writeIdentity(JsonWriter& json, const RunIdentity& identity) {
    json.field("protocol", kProtocolVersion)
        .field("run_id", identity.run_id)
        .field("card_sha256", identity.card_sha256);
}

// Minimum, median and maximum, and the spread where two values make one: what a handful of steps
// can say. The nearest-rank p90 is added only where it is not one of the two largest values.
void writeSpread(JsonWriter& json, const char* name, const std::vector<double>& values,
                 bool withMeanAndCv) {
    json.key(name)
        .beginObject()
        .field("n", std::int64_t(values.size()))
        .field("min", minimum(values))
        .field("median", median(values))
        .field("max", maximum(values));
    if (withMeanAndCv)
        json.field("mean", mean(values)).field("cv", coefficientOfVariation(values));
    if (const auto p90 = percentileIfMeaningful(values, 90))
        json.field("p90", *p90);
    json.endObject();
}

std::string stepsCsv(const RunIdentity& identity, const std::vector<StepRecord>& steps) {
    std::string csv = "step,warmup,loss,learning_rate,seconds,wall_s,cpu_s,forward_s,backward_s,"
                      "optimizer_s,data_wait_s,peak_bytes,forward_peak_bytes,backward_peak_bytes,"
                      "optimizer_peak_bytes,current_bytes,resident_bytes,tokens,run_id,"
                      "card_sha256\n";
    for (const StepRecord& s : steps) {
        csv += std::to_string(s.step) + "," + (s.warmup ? "1" : "0") + "," + formatDouble(s.loss) +
               "," + formatDouble(s.learning_rate) + "," + formatDouble(s.seconds) + "," +
               formatDouble(s.wall_s) + "," + formatDouble(s.cpu_s) + "," +
               formatDouble(s.forward_s) + "," + formatDouble(s.backward_s) + "," +
               formatDouble(s.optimizer_s) + "," + formatDouble(s.data_wait_s) + "," +
               std::to_string(s.peak_bytes) + "," + std::to_string(s.forward_peak) + "," +
               std::to_string(s.backward_peak) + "," + std::to_string(s.optimizer_peak) + "," +
               std::to_string(s.current_bytes) + "," + std::to_string(s.resident_bytes) + "," +
               std::to_string(s.tokens) + "," + identity.run_id + "," + identity.card_sha256 + "\n";
    }
    return csv;
}

} // namespace

double loadAverage() {
    std::ifstream in("/proc/loadavg");
    double oneMinute = 0;
    in >> oneMinute;
    return in ? oneMinute : 0.0;
}

void writeRunningSummary(const fs::path& directory, const RunIdentity& identity,
                         const PilotConfig& config) {
    JsonWriter json;
    json.beginObject();
    writeIdentity(json, identity);
    json.field("outcome", "running")
        .field("card", config.card.source_path)
        .field("name", config.card.name)
        .field("note", "written when the pilot started; a pilot that finishes replaces it, so "
                       "this file on its own means the run was killed, crashed or is running")
        .endObject();
    writeFileDurably(directory / "summary.json", json.str() + "\n");
}

void writeSummary(const fs::path& directory, const RunIdentity& identity, const PilotConfig& config,
                  const PilotOptions& options, const Revisions& revisions,
                  const RunResults& results) {
    std::vector<double> times, walls, cpus;
    double totalTime = 0, totalWait = 0;
    std::int64_t peak = 0, peakResident = 0, tokens = 0;
    std::string peakPhase;
    for (const StepRecord& s : results.steps) {
        peakResident = std::max(peakResident, s.resident_bytes);
        if (s.warmup)
            continue;
        times.push_back(s.seconds);
        walls.push_back(s.wall_s);
        cpus.push_back(s.cpu_s);
        totalTime += s.seconds;
        totalWait += s.data_wait_s;
        tokens += s.tokens;
        if (s.peak_bytes > peak) {
            peak = s.peak_bytes;
            peakPhase = s.forward_peak == peak    ? "forward"
                        : s.backward_peak == peak ? "backward"
                                                  : "optimizer";
        }
    }
    JsonWriter json;
    json.beginObject();
    writeIdentity(json, identity);
    json.field("outcome", results.outcome);
    if (!results.error.empty())
        json.field("error", results.error);
    json.field("card", config.card.source_path)
        .field("name", config.card.name)
        .field("scale", config.proxy ? "proxy" : "full")
        .field("layers", config.arch.layers)
        .field("full_layers", config.full_arch.layers)
        .field("proxy_reason", config.proxy_reason)
        .field("parameters", results.parameters)
        .field("trainable_parameters", results.trainable_parameters)
        .field("warmup_steps", options.warmup)
        .field("planned_steps", options.steps)
        .field("measured_steps", int(times.size()));
    // Step time on the device's timeline (CUDA events on a GPU; the host clock on the CPU), wall
    // time and process CPU time: on a shared host the wall-time spread measures the neighbours.
    writeSpread(json, "step_time_s", times, true);
    writeSpread(json, "step_wall_s", walls, false);
    writeSpread(json, "step_cpu_s", cpus, false);
    json.key("host_load")
        .beginObject()
        .field("start", results.load_average_start)
        .field("end", results.load_average_end)
        .endObject();
    json.field("tokens_per_s", totalTime > 0 ? double(tokens) / totalTime : 0.0)
        .field("data_wait_share", totalTime > 0 ? totalWait / totalTime : 0.0);
    json.key("memory")
        .beginObject()
        .field("peak_tensor_bytes", peak)
        .field("peak_phase", peakPhase)
        .field("peak_resident_bytes", peakResident)
        .field("memory_limit_bytes", options.memory_limit);
    writeMemory(json, config.predicted);
    json.field("predicted_error",
               peak > 0 ? double(config.predicted.peak_allocated_bytes - peak) / double(peak) : 0.0)
        .endObject();
    if (!results.validations.empty()) {
        json.key("validation").beginObject();
        writeValidationFields(json, results.validations.back());
        json.endObject();
    }
    if (results.checkpoint) {
        json.key("checkpoint").beginObject();
        writeCheckpointFields(json, *results.checkpoint);
        json.endObject();
    }
    json.key("restore")
        .beginObject()
        .field("ran", results.restore_ran)
        .field("compared", results.restore_compared)
        .field("ok", results.restore_ok)
        .endObject();
    if (results.outcome == "oom")
        json.key("oom")
            .beginObject()
            .field("phase", results.oom_phase)
            .field("requested_bytes", results.oom_requested_bytes)
            .field("in_use_bytes", results.oom_in_use_bytes)
            .endObject();
    writeRevisions(json, revisions);
    writeNotes(json, config.notes);
    json.endObject();
    // steps.csv first: summary.json replacing the placeholder is what marks the run complete.
    writeFileDurably(directory / "steps.csv", stepsCsv(identity, results.steps));
    writeFileDurably(directory / "summary.json", json.str() + "\n");
}

} // namespace runcard::pilot
