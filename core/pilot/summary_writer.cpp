#include "pilot/summary_writer.h"

#include "pilot/event_stream.h"
#include "pilot/statistics.h"
#include "planner/json_writer.h"
#include "planner/run_card_yaml.h"

namespace fs = std::filesystem;

namespace runcard::pilot {
namespace {

void writeText(const fs::path& path, const std::string& text) {
    writeFileAtomically(path.string(), text);
}

} // namespace

void writeSummary(const fs::path& directory, const PilotConfig& config, const PilotOptions& options,
                  const Revisions& revisions, const RunResults& results) {
    std::vector<double> times, waits;
    double totalTime = 0, totalWait = 0;
    std::int64_t peak = 0, peakResident = 0, tokens = 0;
    std::string peakPhase;
    for (const StepRecord& s : results.steps) {
        peakResident = std::max(peakResident, s.resident_bytes);
        if (s.warmup)
            continue;
        times.push_back(s.seconds);
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
    json.beginObject()
        .field("protocol", kProtocolVersion)
        .field("outcome", results.outcome)
        .field("card", config.card.source_path)
        .field("name", config.card.name)
        .field("scale", config.proxy ? "proxy" : "full")
        .field("layers", config.arch.layers)
        .field("full_layers", config.full_arch.layers)
        .field("proxy_reason", config.proxy_reason)
        .field("warmup_steps", options.warmup)
        .field("measured_steps", int(times.size()));
    json.key("step_time_s")
        .beginObject()
        .field("median", median(times))
        .field("p90", percentile(times, 90))
        .field("mean", mean(times))
        .field("cv", coefficientOfVariation(times))
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
        const ValidationRecord& v = results.validations.back();
        json.key("validation")
            .beginObject()
            .field("seconds", v.seconds)
            .field("loss", v.loss)
            .field("tokens", v.tokens)
            .field("batches", v.batches)
            .endObject();
    }
    if (results.checkpoint) {
        const CheckpointRecord& c = *results.checkpoint;
        json.key("checkpoint")
            .beginObject()
            .field("directory", c.directory)
            .field("step", c.step)
            .field("bytes", c.bytes)
            .field("seconds", c.seconds)
            .field("megabytes_per_s", c.megabytes_per_s)
            .endObject();
    }
    json.key("restore")
        .beginObject()
        .field("ran", results.restore_ran)
        .field("ok", results.restore_ok)
        .endObject();
    if (results.outcome == "oom")
        json.key("oom")
            .beginObject()
            .field("phase", results.oom_phase)
            .field("requested_bytes", results.oom.requested_bytes)
            .field("in_use_bytes", results.oom.current_bytes)
            .endObject();
    writeRevisions(json, revisions);
    json.key("notes").beginArray();
    for (const auto& note : config.notes)
        json.value(note);
    json.endArray().endObject();
    writeText(directory / "summary.json", json.str() + "\n");

    std::string csv = "step,warmup,loss,learning_rate,seconds,forward_s,backward_s,optimizer_s,"
                      "data_wait_s,peak_bytes,forward_peak_bytes,backward_peak_bytes,"
                      "optimizer_peak_bytes,current_bytes,resident_bytes,tokens\n";
    for (const StepRecord& s : results.steps) {
        csv += std::to_string(s.step) + "," + (s.warmup ? "1" : "0") + "," + formatDouble(s.loss) +
               "," + formatDouble(s.learning_rate) + "," + formatDouble(s.seconds) + "," +
               formatDouble(s.forward_s) + "," + formatDouble(s.backward_s) + "," +
               formatDouble(s.optimizer_s) + "," + formatDouble(s.data_wait_s) + "," +
               std::to_string(s.peak_bytes) + "," + std::to_string(s.forward_peak) + "," +
               std::to_string(s.backward_peak) + "," + std::to_string(s.optimizer_peak) + "," +
               std::to_string(s.current_bytes) + "," + std::to_string(s.resident_bytes) + "," +
               std::to_string(s.tokens) + "\n";
    }
    writeText(directory / "steps.csv", csv);
}

} // namespace runcard::pilot
