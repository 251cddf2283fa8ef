#include "pilot/pilot_run.h"

#include "pilot/event_stream.h"
#include "pilot/pilot_config.h"
#include "pilot/restore_check.h"
#include "pilot/run_support.h"
#include "pilot/summary_writer.h"
#include "pilot/tracking_allocator.h"
#include "pilot/trainer.h"
#include "planner/run_card_yaml.h"

#include <filesystem>
#include <iostream>
#include <memory>

namespace fs = std::filesystem;

namespace runcard::pilot {
namespace {

void writeText(const fs::path& path, const std::string& text) {
    writeFileAtomically(path.string(), text);
}

int runPilot(const PilotOptions& options, EventStream& events) {
    const LoadResult loaded = loadRunCard(options.card_path, options.overrides);
    if (!loaded.ok()) {
        reportError(events, "bad_card", loaded.diagnostics.front().toString(), loaded.diagnostics);
        for (std::size_t i = 1; i < loaded.diagnostics.size(); ++i)
            std::cerr << "runcard-pilot: " << loaded.diagnostics[i].toString() << '\n';
        return kExitBadInput;
    }
    const PilotConfig config = makePilotConfig(*loaded.card, options);

    fs::path out;
    std::unique_ptr<fs::path> scratch; // checkpoint folder when no --out was given
    if (!options.out_dir.empty()) {
        out = options.out_dir;
        fs::create_directories(out);
        events.copyTo((out / "events.ndjson").string());
    }

    TrackingAllocator::install();
    TrackingAllocator::setLimit(options.memory_limit);
    Revisions revisions = baseRevisions(config);
    RunResults results;
    const auto saveResults = [&] {
        if (!out.empty())
            writeSummary(out, config, options, revisions, results);
    };
    std::shared_ptr<const TokenizedCorpus> corpus;
    try {
        corpus = loadCorpus(config.card, config, revisions);
    } catch (const std::runtime_error& error) {
        reportError(events, "bad_data", error.what());
        return kExitBadInput;
    }

    std::unique_ptr<Trainer> trainer;
    const auto reportOom = [&](const std::exception& error) {
        results.outcome = "oom";
        results.oom = TrackingAllocator::lastRefusal();
        results.oom_phase = trainer ? trainer->activePhase() : "setup";
        const int step = trainer ? trainer->completedSteps() + 1 : 0;
        events.emit("oom", [&](JsonWriter& json) {
            json.field("step", step)
                .field("phase", results.oom_phase)
                .field("requested_bytes", results.oom.requested_bytes)
                .field("in_use_bytes", results.oom.current_bytes)
                .field("limit_bytes", options.memory_limit)
                .field("predicted_peak_bytes", config.predicted.peak_allocated_bytes)
                .field("message", firstLines(error.what()));
        });
        std::cerr << "runcard-pilot: out of memory at step " << step << " (" << results.oom_phase
                  << "): " << results.oom.requested_bytes << " bytes asked with "
                  << results.oom.current_bytes << " in use, limit " << options.memory_limit << '\n';
        saveResults();
        events.emit("end", [&](JsonWriter& json) {
            json.field("outcome", "oom").field("exit_code", int(kExitOutOfMemory));
        });
        return kExitOutOfMemory;
    };

    try {
        trainer = std::make_unique<Trainer>(config, options, corpus);
    } catch (const std::invalid_argument& error) {
        reportError(events, "bad_device", error.what());
        return kExitBadInput;
    } catch (const InputError& error) { // model.local_dir's weights do not fit the model
        reportError(events, "bad_model", error.diagnostics().front().toString(),
                    error.diagnostics());
        return kExitBadInput;
    } catch (const std::exception& error) {
        if (isOutOfMemory(error))
            return reportOom(error);
        throw;
    }
    revisions.device = trainer->device();

    events.emit("start", [&](JsonWriter& json) {
        json.field("card", config.card.source_path)
            .field("name", config.card.name)
            .field("scale", config.proxy ? "proxy" : "full")
            .field("proxy_reason", config.proxy_reason)
            .field("layers", config.arch.layers)
            .field("full_layers", config.full_arch.layers)
            .field("parameters", trainer->parameterCount())
            .field("trainable_parameters", trainer->trainableCount())
            .field("method", toString(config.card.training.method))
            .field("optimizer", toString(config.card.training.optimizer))
            .field("precision", toString(config.card.training.precision))
            .field("parameter_dtype", tensorTypeName(config.param_type))
            .field("compute_dtype", tensorTypeName(config.compute_type))
            .field("weights", trainer->weightsSource())
            .field("activation_checkpointing", config.checkpointing)
            .field("sequence_length", config.card.training.sequence_length)
            .field("micro_batch", config.card.training.micro_batch)
            .field("gradient_accumulation", config.card.training.gradient_accumulation)
            .field("warmup_steps", options.warmup)
            .field("steps", options.steps)
            .field("schedule_total_steps", trainer->totalScheduleSteps())
            .field("memory_limit_bytes", options.memory_limit)
            .field("data_documents", std::int64_t(corpus->documents.size()))
            .field("data_tokens", corpus->tokens)
            .field("tokenizer", corpus->tokenizer);
        writeMemory(json, config.predicted);
        writeRevisions(json, revisions);
        json.key("notes").beginArray();
        for (const auto& note : config.notes)
            json.value(note);
        json.endArray();
    });

    const int total = options.warmup + options.steps;
    const int validateEvery = config.card.validation.every_steps;
    const auto onPhase = [&](const PhaseRecord& p) {
        events.emit("phase", [&](JsonWriter& json) {
            json.field("step", p.step)
                .field("micro", p.micro)
                .field("phase", phaseName(p.phase))
                .field("seconds", p.seconds)
                .field("peak_bytes", p.peak_bytes)
                .field("current_bytes", p.current_bytes);
        });
    };
    const auto validate = [&] {
        const ValidationRecord v = trainer->validate(8);
        results.validations.push_back(v);
        events.emit("validation", [&](JsonWriter& json) {
            json.field("step", v.step)
                .field("seconds", v.seconds)
                .field("loss", v.loss)
                .field("tokens", v.tokens)
                .field("batches", v.batches);
        });
    };

    try {
        for (int i = 0; i < total; ++i) {
            const StepRecord s = trainer->step(i < options.warmup, onPhase);
            results.steps.push_back(s);
            events.emit("step", [&](JsonWriter& json) {
                json.field("step", s.step)
                    .field("warmup", s.warmup)
                    .field("loss", s.loss)
                    .field("learning_rate", s.learning_rate)
                    .field("seconds", s.seconds)
                    .field("forward_s", s.forward_s)
                    .field("backward_s", s.backward_s)
                    .field("optimizer_s", s.optimizer_s)
                    .field("data_wait_s", s.data_wait_s)
                    .field("peak_bytes", s.peak_bytes)
                    .field("current_bytes", s.current_bytes)
                    .field("resident_bytes", s.resident_bytes)
                    .field("tokens", s.tokens);
            });
            if (validateEvery > 0 && s.step % validateEvery == 0)
                validate();
        }
        if (results.validations.empty())
            validate(); // the pilot measures validation time even when the card validates rarely
    } catch (const std::exception& error) {
        if (isOutOfMemory(error))
            return reportOom(error);
        throw;
    }
    TrackingAllocator::setLimit(0); // the restore proof is not part of the capacity simulation

    if (options.restore_proof) {
        fs::path directory;
        if (!out.empty()) {
            directory = out / "checkpoint";
        } else {
            char pattern[] = "/tmp/runcard-pilot-XXXXXX";
            if (!mkdtemp(pattern))
                throw std::runtime_error("cannot create a temporary checkpoint folder");
            scratch = std::make_unique<fs::path>(pattern);
            directory = *scratch / "checkpoint";
        }
        const CheckpointRecord c =
            trainer->saveCheckpoint(directory.string(), revisions.data_sha256);
        results.checkpoint = c;
        events.emit("checkpoint", [&](JsonWriter& json) {
            json.field("step", c.step)
                .field("directory", c.directory)
                .field("bytes", c.bytes)
                .field("files", c.files)
                .field("seconds", c.seconds)
                .field("megabytes_per_s", c.megabytes_per_s);
        });
        // The original process takes step N+1 too; the restored one must match it bit for bit.
        const StepRecord proof = trainer->step(false, {});
        JsonWriter expected;
        expected.beginObject()
            .field("step", proof.step)
            .field("loss", double(proof.loss_fp32))
            .field("loss_bits", lossBits(proof.loss_fp32))
            .field("parameter_sha256", trainer->parameterHash())
            .endObject();
        writeText(directory / "expected.json", expected.str() + "\n");
        const int threads = revisions.device.threads;
        trainer.reset(); // free the model before the second process loads its copy
        results.restore_ran = true;
        const int code =
            spawnRestoreCheck(directory.string(), threads, events, &results.restore_line);
        results.restore_ok = code == kExitOk;
        if (!results.restore_ok && results.restore_line.empty())
            reportError(events, "restore_failed",
                        "the restore process exited with code " + std::to_string(code));
        if (scratch)
            fs::remove_all(*scratch);
    }

    results.outcome = options.restore_proof && !results.restore_ok ? "restore_failed" : "ok";
    saveResults();
    const int code = results.outcome == "ok" ? kExitOk : kExitRestoreMismatch;
    events.emit("end", [&](JsonWriter& json) {
        json.field("outcome", results.outcome).field("exit_code", code);
        if (!out.empty())
            json.field("summary", (out / "summary.json").string());
    });
    return code;
}

} // namespace

int pilotMain(const std::vector<std::string>& arguments) {
    EventStream events;
    try {
        const PilotOptions options = parsePilotArguments(arguments);
        if (!options.restore_check.empty())
            return runRestoreCheck(options, events);
        return runPilot(options, events);
    } catch (const InputError& error) {
        const auto& d = error.diagnostics();
        reportError(events, "bad_input", d.empty() ? error.what() : d.front().toString(), d);
        if (arguments.empty())
            std::cerr << pilotUsage();
        return kExitBadInput;
    } catch (const CorruptCheckpoint& error) {
        reportError(events, "corrupt_checkpoint",
                    std::string("refusing checkpoint: ") + error.what());
        return kExitCorruptCheckpoint;
    } catch (const std::exception& error) {
        reportError(events, "internal", error.what());
        return kExitInternalError;
    }
}

} // namespace runcard::pilot
