#include "pilot/pilot_run.h"

#include "pilot/distributed/distributed_rank.h"
#include "pilot/distributed/launcher.h"
#include "pilot/durable_file.h"
#include "pilot/event_stream.h"
#include "pilot/pilot_config.h"
#include "pilot/restore_check.h"
#include "pilot/run_support.h"
#include "pilot/sha256.h"
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

// The files a pilot writes into its results folder; a new run moves them into previous/ first.
constexpr const char* kResultEntries[] = {"events.ndjson", "summary.json", "steps.csv",
                                          "checkpoint"};
constexpr const char* kPreviousResults = "previous";

// Before the first step: the folder exists and takes files; the last run's results are moved
// into previous/ (replacing an older previous/), so nothing of it can be read as this run's;
// events.ndjson is created (a symbolic link in its place is refused); and a placeholder summary
// marks the run incomplete until it ends. Throws WriteError naming the file.
void prepareResults(const fs::path& out, EventStream& events, const RunIdentity& identity,
                    const PilotConfig& config) {
    std::error_code error;
    fs::create_directories(out, error);
    if (error || !fs::is_directory(out))
        throw WriteError(out, "cannot be used as the results folder", error.value());
    recoverCheckpoint(out / "checkpoint");
    bool earlier = false;
    for (const char* entry : kResultEntries)
        earlier =
            earlier || fs::symlink_status(out / entry, error).type() != fs::file_type::not_found;
    if (earlier) {
        const fs::path previous = out / kPreviousResults;
        fs::remove_all(previous, error);
        if (!fs::create_directory(previous, error) || error)
            throw WriteError(previous, "cannot be created", error.value());
        for (const char* entry : kResultEntries) {
            if (fs::symlink_status(out / entry, error).type() == fs::file_type::not_found)
                continue;
            fs::rename(out / entry, previous / entry, error); // a link moves as a link
            if (error)
                throw WriteError(out / entry, "cannot be moved aside into previous/",
                                 error.value());
        }
    }
    events.copyTo((out / "events.ndjson").string());
    writeRunningSummary(out, identity, config);
}

// Runs `runcard-pilot CARD ...`: the measured steps, validation, the checkpoint and the restore
// proof, with every event on stdout (and in events.ndjson) and the summary at the end.
class PilotRun {
public:
    PilotRun(const PilotOptions& options, EventStream& events)
        : options_(options), events_(events) {}

    int run() {
        const LoadResult loaded = loadRunCard(options_.card_path, options_.overrides);
        if (!loaded.ok()) {
            reportError(events_, "bad_card", loaded.diagnostics.front().toString(),
                        loaded.diagnostics);
            for (std::size_t i = 1; i < loaded.diagnostics.size(); ++i)
                std::cerr << "runcard-pilot: " << loaded.diagnostics[i].toString() << '\n';
            return kExitBadInput;
        }
        config_ = makePilotConfig(*loaded.card, options_);
        identity_.run_id = randomHex128();
        identity_.card_sha256 = sha256Hex(toYaml(config_.card));
        if (DistributedRank::requested(options_, config_.card)) // one rank of a multi-rank pilot
            distributed_ = std::make_unique<DistributedRank>(config_, options_, events_);
        if (!options_.out_dir.empty()) {
            out_ = distributed_ ? distributed_->rankDirectory(options_.out_dir)
                                : fs::path(options_.out_dir);
            prepareResults(out_, events_, identity_, config_);
        }
        try {
            return measure();
        } catch (const WriteError& error) {
            // The disk refuses. A summary saying so may still fit; if not, the placeholder marks
            // the run incomplete.
            try {
                finish("failed", error.what());
            } catch (const WriteError&) {
            }
            throw;
        } catch (const std::exception& error) {
            finish("failed", firstLines(error.what()));
            throw;
        }
    }

private:
    int measure() {
        TrackingAllocator::install();
        TrackingAllocator::setLimit(options_.memory_limit);
        revisions_ = baseRevisions(config_);
        results_.load_average_start = loadAverage();
        DataFile data;
        try {
            data = openData(config_.card, config_, revisions_);
        } catch (const DataError& error) {
            return fail("bad_data", error.what(), kExitBadInput);
        }
        tokenizer_ = data.tokenizer->description();
        if (const int refused = refuseWhatCannotFit(); refused != kExitOk)
            return refused;

        if (distributed_)
            distributed_->preflight(events_, options_.out_dir);
        try {
            trainer_ = std::make_unique<Trainer>(config_, options_, std::move(data),
                                                 distributed_ ? distributed_->hooks() : nullptr);
        } catch (const std::invalid_argument& error) {
            return fail("bad_device", error.what(), kExitBadInput);
        } catch (const InputError& error) { // model.local_dir's weights do not fit the model
            finish("failed", error.diagnostics().front().toString());
            reportError(events_, "bad_model", error.diagnostics().front().toString(),
                        error.diagnostics());
            return kExitBadInput;
        } catch (const std::exception& error) {
            if (isOutOfMemory(error))
                return reportOom(error);
            throw;
        }
        revisions_.device = trainer_->device();
        results_.parameters = trainer_->parameterCount();
        results_.trainable_parameters = trainer_->trainableCount();
        emitStart();

        try {
            runSteps();
        } catch (const DataError& error) {
            return fail("bad_data", error.what(), kExitBadInput);
        } catch (const std::exception& error) {
            if (isOutOfMemory(error))
                return reportOom(error);
            if (distributed_) {
                finish("rank_failed", firstLines(error.what()));
                return distributed_->reportRankFailure(events_, error);
            }
            throw;
        }
        TrackingAllocator::setLimit(0); // the restore proof is not part of the capacity simulation
        if (options_.restore_proof)
            proveRestore();

        const std::string outcome =
            options_.restore_proof && !results_.restore_ok ? "restore_failed" : "ok";
        finish(outcome, "");
        if (distributed_)
            distributed_->finish(options_.out_dir);
        const int code = outcome == "ok" ? kExitOk : kExitRestoreMismatch;
        events_.emit("end", [&](JsonWriter& json) {
            json.field("outcome", outcome)
                .field("exit_code", code)
                .field("run_id", identity_.run_id);
            if (!out_.empty())
                json.field("summary", (out_ / "summary.json").string());
        });
        return code;
    }

    // Writes the summary (with --out) with this outcome.
    void finish(const std::string& outcome, const std::string& error) {
        results_.outcome = outcome;
        results_.error = error;
        results_.load_average_end = loadAverage();
        if (!out_.empty())
            writeSummary(out_, identity_, config_, options_, revisions_, results_);
    }

    int fail(const std::string& kind, const std::string& message, int code) {
        finish("failed", firstLines(message));
        reportError(events_, kind, message);
        return code;
    }

    // On the CPU without --memory-limit, a card whose one-block proxy is still predicted not to
    // fit in the machine's memory is refused before it allocates (an out-of-memory, exit 3);
    // under --memory-limit the run goes ahead, so the refusal is measured.
    int refuseWhatCannotFit() {
        if (!config_.host_limit_bytes ||
            config_.predicted.peak_allocated_bytes <= *config_.host_limit_bytes)
            return kExitOk;
        results_.oom_phase = "setup";
        results_.oom_requested_bytes = config_.predicted.peak_allocated_bytes;
        const std::string message =
            "predicted: even " + std::to_string(config_.arch.layers) + " decoder block(s) need " +
            std::to_string(config_.predicted.peak_allocated_bytes) +
            " bytes of tensors, more than " + std::to_string(*config_.host_limit_bytes) +
            " (80% of this machine's memory); lower training.micro_batch or sequence_length";
        events_.emit("oom", [&](JsonWriter& json) {
            json.field("step", 0)
                .field("phase", "setup")
                .field("requested_bytes", results_.oom_requested_bytes)
                .field("in_use_bytes", 0)
                .field("limit_bytes", *config_.host_limit_bytes)
                .field("predicted_peak_bytes", config_.predicted.peak_allocated_bytes)
                .field("message", message);
        });
        std::cerr << "runcard-pilot: out of memory: " << message << '\n';
        finish("oom", message);
        emitEnd("oom", kExitOutOfMemory);
        return kExitOutOfMemory;
    }

    int reportOom(const std::exception& error) {
        const RefusedAllocation refusal = TrackingAllocator::lastRefusal();
        const std::string text = error.what();
        results_.oom_phase = trainer_ ? trainer_->activePhase() : "setup";
        results_.oom_requested_bytes = refusal.happened ? refusal.requested_bytes
                                       : trainer_       ? trainer_->refusedBytes(text)
                                                        : 0;
        results_.oom_in_use_bytes = refusal.happened ? refusal.current_bytes
                                    : trainer_       ? trainer_->inUseBytes()
                                                     : 0;
        const int step = trainer_ ? trainer_->completedSteps() + 1 : 0;
        events_.emit("oom", [&](JsonWriter& json) {
            json.field("step", step)
                .field("phase", results_.oom_phase)
                .field("requested_bytes", results_.oom_requested_bytes)
                .field("in_use_bytes", results_.oom_in_use_bytes)
                .field("limit_bytes", options_.memory_limit)
                .field("predicted_peak_bytes", config_.predicted.peak_allocated_bytes)
                .field("message", firstLines(text));
        });
        std::cerr << "runcard-pilot: out of memory at step " << step << " (" << results_.oom_phase
                  << "): " << results_.oom_requested_bytes << " bytes asked with "
                  << results_.oom_in_use_bytes << " in use, limit " << options_.memory_limit
                  << '\n';
        finish("oom", firstLines(text));
        emitEnd("oom", kExitOutOfMemory);
        return kExitOutOfMemory;
    }

    void emitEnd(const std::string& outcome, int code) {
        events_.emit("end", [&](JsonWriter& json) {
            json.field("outcome", outcome)
                .field("exit_code", code)
                .field("run_id", identity_.run_id);
        });
    }

    void emitStart() {
        const Trainer& trainer = *trainer_;
        const bool lora = config_.card.training.method != TrainingMethod::Full;
        events_.emit("start", [&](JsonWriter& json) {
            json.field("run_id", identity_.run_id)
                .field("card_sha256", identity_.card_sha256)
                .field("card", config_.card.source_path)
                .field("name", config_.card.name)
                .field("scale", config_.proxy ? "proxy" : "full")
                .field("proxy_reason", config_.proxy_reason)
                .field("layers", config_.arch.layers)
                .field("full_layers", config_.full_arch.layers)
                .field("parameters", results_.parameters)
                .field("base_parameters", lora ? results_.parameters - results_.trainable_parameters
                                               : results_.parameters)
                .field("trainable_parameters", results_.trainable_parameters)
                .field("method", toString(config_.card.training.method))
                .field("optimizer", toString(config_.card.training.optimizer))
                .field("precision", toString(config_.card.training.precision))
                .field("parameter_dtype", tensorTypeName(config_.param_type))
                .field("compute_dtype", tensorTypeName(config_.compute_type))
                .field("weights", trainer.weightsSource())
                .field("activation_checkpointing", config_.checkpointing)
                .field("sequence_length", config_.card.training.sequence_length)
                .field("micro_batch", config_.card.training.micro_batch)
                .field("gradient_accumulation", config_.card.training.gradient_accumulation)
                .field("warmup_steps", options_.warmup)
                .field("steps", options_.steps)
                .field("schedule_total_steps", trainer.totalScheduleSteps())
                .field("memory_limit_bytes", options_.memory_limit)
                .field("data_bytes", revisions_.data_bytes)
                .field("tokenizer", tokenizer_);
            writeMemory(json, config_.predicted);
            writeRevisions(json, revisions_);
            writeNotes(json, config_.notes);
        });
    }

    void runSteps() {
        const int total = options_.warmup + options_.steps;
        const int validateEvery = config_.card.validation.every_steps;
        const auto onPhase = [&](const PhaseRecord& p) {
            events_.emit("phase", [&](JsonWriter& json) {
                json.field("step", p.step)
                    .field("micro", p.micro)
                    .field("phase", phaseName(p.phase))
                    .field("seconds", p.seconds)
                    .field("peak_bytes", p.peak_bytes)
                    .field("current_bytes", p.current_bytes);
            });
        };
        for (int i = 0; i < total; ++i) {
            const StepRecord s = trainer_->step(i < options_.warmup, onPhase);
            results_.steps.push_back(s);
            events_.emit("step", [&](JsonWriter& json) {
                json.field("step", s.step)
                    .field("warmup", s.warmup)
                    .field("loss", s.loss)
                    .field("learning_rate", s.learning_rate)
                    .field("seconds", s.seconds)
                    .field("wall_s", s.wall_s)
                    .field("cpu_s", s.cpu_s)
                    .field("forward_s", s.forward_s)
                    .field("backward_s", s.backward_s)
                    .field("optimizer_s", s.optimizer_s)
                    .field("data_wait_s", s.data_wait_s)
                    .field("peak_bytes", s.peak_bytes)
                    .field("current_bytes", s.current_bytes)
                    .field("resident_bytes", s.resident_bytes)
                    .field("tokens", s.tokens);
                if (s.max_expert_load > 0)
                    json.field("max_expert_load", s.max_expert_load);
                if (distributed_)
                    distributed_->describeStep(json, s);
            });
            if (validateEvery > 0 && s.step % validateEvery == 0)
                validate();
        }
        if (results_.validations.empty())
            validate(); // the pilot measures validation time even when the card validates rarely
    }

    void validate() {
        const ValidationRecord v = trainer_->validate(8);
        results_.validations.push_back(v);
        events_.emit("validation", [&](JsonWriter& json) { writeValidationFields(json, v); });
    }

    // The checkpoint is staged, the original process takes step N+1 and adds what it computed
    // (expected.json) to the checkpoint, which is then committed with its manifest; a new process
    // restores it and must compute the same.
    void proveRestore() {
        std::unique_ptr<fs::path> scratch; // checkpoint folder when no --out was given
        fs::path directory;
        if (!out_.empty()) {
            directory = out_ / "checkpoint";
        } else {
            char pattern[] = "/tmp/runcard-pilot-XXXXXX";
            if (!mkdtemp(pattern))
                throw WriteError(pattern, "cannot be created for the checkpoint", errno);
            scratch = std::make_unique<fs::path>(pattern);
            directory = *scratch / "checkpoint";
        }
        CheckpointRecord c;
        {
            CheckpointStaging staging(directory);
            c = trainer_->stageCheckpoint(staging, revisions_.data_sha256, identity_.run_id,
                                          identity_.card_sha256);
            const StepRecord proof = trainer_->step(false, {});
            JsonWriter expected;
            expected.beginObject()
                .field("run_id", identity_.run_id)
                .field("card_sha256", identity_.card_sha256)
                .field("step", proof.step)
                .field("loss", double(proof.loss_fp32))
                .field("loss_bits", lossBits(proof.loss_fp32))
                .field("parameter_sha256", trainer_->parameterHash())
                .endObject();
            staging.add("expected.json", expected.str() + "\n", &c.hash_s, &c.write_s);
            c.write_s += staging.commit();
            c.bytes = staging.bytes();
            c.files = staging.files();
        }
        c.seconds = c.serialize_s + c.hash_s + c.write_s;
        c.megabytes_per_s = c.write_s > 0 ? double(c.bytes) / 1e6 / c.write_s : 0;
        results_.checkpoint = c;
        events_.emit("checkpoint", [&](JsonWriter& json) { writeCheckpointFields(json, c); });
        const int threads = revisions_.device.threads;
        trainer_.reset(); // free the model before the second process loads its copy
        results_.restore_ran = true;
        if (distributed_) // the restore ranks rendezvous among themselves in this job's store
            setenv("RUNCARD_STORE_PREFIX", "restore-proof/", 1);
        std::string restoreLine;
        const int code = spawnRestoreCheck(directory.string(), threads, events_, &restoreLine);
        results_.restore_ok = code == kExitOk;
        results_.restore_compared = code == kExitOk || code == kExitRestoreMismatch;
        if (!results_.restore_ok && restoreLine.empty())
            reportError(events_, "restore_failed",
                        "the restore process exited with code " + std::to_string(code));
        if (scratch) {
            std::error_code ignored;
            fs::remove_all(*scratch, ignored);
        }
    }

    const PilotOptions& options_;
    EventStream& events_;
    PilotConfig config_;
    RunIdentity identity_;
    fs::path out_;
    Revisions revisions_;
    RunResults results_;
    std::string tokenizer_;
    std::unique_ptr<DistributedRank> distributed_;
    std::unique_ptr<Trainer> trainer_;
};

} // namespace

int pilotMain(const std::vector<std::string>& arguments) {
    EventStream events;
    try {
        const PilotOptions options = parsePilotArguments(arguments);
        if (options.help) {
            std::cout << pilotUsage();
            return kExitOk;
        }
        if (options.nproc > 1)
            return launchRanks(options, arguments);
        if (!options.restore_check.empty())
            return runRestoreCheck(options, events);
        return PilotRun(options, events).run();
    } catch (const InputError& error) {
        const auto& d = error.diagnostics();
        reportError(events, "bad_input", d.empty() ? error.what() : d.front().toString(), d);
        if (arguments.empty())
            std::cerr << pilotUsage();
        return kExitBadInput;
    } catch (const DataError& error) {
        reportError(events, "bad_data", error.what());
        return kExitBadInput;
    } catch (const CorruptCheckpoint& error) {
        reportError(events, "corrupt_checkpoint",
                    std::string("refusing checkpoint: ") + error.what());
        return kExitCorruptCheckpoint;
    } catch (const WriteError& error) {
        events.stopCopying(); // the copy may be what failed; stdout still takes the error
        reportError(events, "write_failed", error.what());
        return kExitWriteFailed;
    } catch (const std::exception& error) {
        reportError(events, "internal", error.what());
        return kExitInternalError;
    }
}

} // namespace runcard::pilot
