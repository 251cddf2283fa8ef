#include "pilot/pilot_run.h"

#include "pilot/distributed/distributed_rank.h"
#include "pilot/distributed/launcher.h"
#include "pilot/event_stream.h"
#include "pilot/pilot_config.h"
#include "pilot/sha256.h"
#include "pilot/statistics.h"
#include "pilot/system_info.h"
#include "pilot/tokenizer.h"
#include "pilot/tracking_allocator.h"
#include "pilot/trainer.h"
#include "planner/resources.h"
#include "planner/run_card_yaml.h"

#include <bit>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <sys/wait.h>
#include <unistd.h>
#include <yaml-cpp/yaml.h>

namespace fs = std::filesystem;

namespace runcard::pilot {
namespace {

constexpr const char* kDefaultCorpus = "data/public-domain-corpus.jsonl";

void writeText(const fs::path& path, const std::string& text) {
    writeFileAtomically(path.string(), text);
}

std::string lossBits(float loss) {
    char hex[16];
    std::snprintf(hex, sizeof hex, "%08x", std::bit_cast<std::uint32_t>(loss));
    return hex;
}

std::string cardRelativePath(const RunCard& card, const std::string& file) {
    fs::path path(file);
    if (path.is_relative() && !card.source_path.empty())
        path = fs::path(card.source_path).parent_path() / path;
    return path.lexically_normal().string();
}

std::string dataPath(const RunCard& card) {
    if (card.data.path.empty())
        return resourcePath(kDefaultCorpus);
    return cardRelativePath(card, card.data.path);
}

// LibTorch errors carry a C++ backtrace after the message; users get the message.
std::string firstLines(const std::string& text) {
    return text.substr(0, text.find("\nException raised from"));
}

void reportError(EventStream& events, const std::string& kind, const std::string& fullMessage,
                 const Diagnostics& diagnostics = {}) {
    const std::string message = firstLines(fullMessage);
    std::cerr << "runcard-pilot: " << message << '\n';
    events.emit("error", [&](JsonWriter& json) {
        json.field("kind", kind).field("message", message);
        if (!diagnostics.empty()) {
            json.key("diagnostics").beginArray();
            for (const auto& d : diagnostics)
                json.beginObject()
                    .field("file", d.file)
                    .field("line", d.line)
                    .field("column", d.column)
                    .field("field", d.field)
                    .field("message", d.message)
                    .endObject();
            json.endArray();
        }
    });
}

bool isOutOfMemory(const std::exception& error) {
    if (TrackingAllocator::lastRefusal().happened)
        return true;
    const std::string what = error.what();
    return what.find("out of memory") != std::string::npos;
}

void writeMemory(JsonWriter& json, const MemoryEstimate& memory) {
    const MemoryBreakdown& b = memory.breakdown;
    json.key("predicted")
        .beginObject()
        .field("peak_allocated_bytes", memory.peak_allocated_bytes)
        .key("breakdown")
        .beginObject()
        .field("weights", b.weights)
        .field("gradients", b.gradients)
        .field("optimizer", b.optimizer)
        .field("adapters", b.adapters)
        .field("activations", b.activations)
        .field("logits", b.logits)
        .field("buffers", b.buffers)
        .endObject()
        .endObject();
}

// Everything measured so far; summary.json and steps.csv are written from it at the end, or
// when the run stops early (out of memory), so partial results are kept.
struct RunResults {
    std::vector<StepRecord> steps;
    std::vector<ValidationRecord> validations;
    std::optional<CheckpointRecord> checkpoint;
    std::string restore_line; // the restore process's restore event
    bool restore_ok = false;
    bool restore_ran = false;
    std::string outcome = "running";
    std::string oom_phase;
    RefusedAllocation oom;
};

struct Revisions {
    std::string runcard_version = RUNCARD_VERSION;
    std::string libtorch;
    DeviceInfo device;
    HostInfo host;
    std::string model_revision;
    std::string architecture_hash;
    std::string data_path;
    std::string data_sha256;
    std::string card_sha256;
};

void writeRevisions(JsonWriter& json, const Revisions& r) {
    json.key("revisions")
        .beginObject()
        .field("runcard", r.runcard_version)
        .field("libtorch", r.libtorch)
        .field("device", r.device.name)
        .field("device_memory_bytes", r.device.total_bytes)
        .field("runtime", r.device.runtime)
        .field("cpu", r.host.cpu_model)
        .field("logical_cpus", r.host.logical_cpus)
        .field("threads", r.device.threads)
        .field("os", r.host.os)
        .field("model_revision", r.model_revision)
        .field("architecture_hash", r.architecture_hash)
        .field("data_path", r.data_path)
        .field("data_sha256", r.data_sha256)
        .field("card_sha256", r.card_sha256)
        .endObject();
}

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

// Runs `runcard-pilot --restore-check DIR` as a new process and forwards its events.
int spawnRestoreCheck(const std::string& directory, int threads, EventStream& events,
                      std::string* restoreLine) {
    int pipeFds[2];
    if (pipe(pipeFds) != 0)
        throw std::runtime_error("cannot create a pipe for the restore process");
    const std::string self = fs::read_symlink("/proc/self/exe").string();
    const std::string threadText = std::to_string(threads);
    const pid_t child = fork();
    if (child < 0)
        throw std::runtime_error("cannot start the restore process");
    if (child == 0) {
        dup2(pipeFds[1], STDOUT_FILENO);
        close(pipeFds[0]);
        close(pipeFds[1]);
        execl(self.c_str(), self.c_str(), "--restore-check", directory.c_str(), "--threads",
              threadText.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    close(pipeFds[1]);
    std::string pending;
    char buffer[4096];
    for (ssize_t n; (n = read(pipeFds[0], buffer, sizeof buffer)) > 0;) {
        pending.append(buffer, std::size_t(n));
        for (std::size_t end; (end = pending.find('\n')) != std::string::npos;) {
            const std::string line = pending.substr(0, end);
            pending.erase(0, end + 1);
            if (line.empty())
                continue;
            events.forward(line);
            if (line.find("\"event\":\"restore\"") != std::string::npos)
                *restoreLine = line;
        }
    }
    close(pipeFds[0]);
    int status = 0;
    waitpid(child, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : kExitInternalError;
}

std::shared_ptr<const TokenizedCorpus> loadCorpus(const RunCard& card, const PilotConfig& config,
                                                  Revisions& revisions) {
    revisions.data_path = dataPath(card);
    revisions.data_sha256 = sha256File(revisions.data_path);
    const Tokenizer tokenizer =
        card.data.tokenizer.empty()
            ? Tokenizer::byteLevel(config.arch.vocab_size)
            : Tokenizer::sentencePiece(cardRelativePath(card, card.data.tokenizer),
                                       config.arch.vocab_size);
    return std::make_shared<TokenizedCorpus>(
        readCorpus(revisions.data_path, card.data.text_field, tokenizer));
}

Revisions baseRevisions(const PilotConfig& config) {
    Revisions r;
    r.libtorch = Trainer::libtorchVersion();
    r.host = hostInfo();
    r.model_revision = config.card.model.revision;
    r.architecture_hash = architectureHash(config.arch);
    r.card_sha256 = sha256Hex(toYaml(config.card));
    return r;
}

int runRestoreCheck(const PilotOptions& options, EventStream& events) {
    const std::string directory = options.restore_check;
    const auto loadStart = std::chrono::steady_clock::now();
    CheckpointHeader header;
    try {
        header = readCheckpointHeader(directory);
    } catch (const CorruptCheckpoint& error) {
        reportError(events, "corrupt_checkpoint",
                    std::string("refusing checkpoint: ") + error.what());
        return kExitCorruptCheckpoint;
    }
    TrackingAllocator::install();
    PilotOptions runOptions = options;
    runOptions.proxy_layers = header.proxy_layers;
    runOptions.device = header.device;
    if (runOptions.threads == 0)
        runOptions.threads = header.threads;
    const PilotConfig config = makePilotConfig(header.card, runOptions);
    std::unique_ptr<DistributedRank> distributed; // a sharded checkpoint: one of a new set of ranks
    if (DistributedRank::requested(runOptions, config.card))
        distributed = std::make_unique<DistributedRank>(config, runOptions, events);
    Revisions revisions = baseRevisions(config);
    const auto corpus = loadCorpus(config.card, config, revisions);
    if (revisions.data_sha256 != header.data_sha256) {
        reportError(events, "data_changed",
                    revisions.data_path + ": the data file changed since the checkpoint (SHA-256 " +
                        revisions.data_sha256 + ", checkpoint records " + header.data_sha256 + ")");
        return kExitBadInput;
    }
    Trainer trainer(config, runOptions, corpus, distributed ? distributed->hooks() : nullptr);
    std::vector<std::string> verified;
    try {
        verified = trainer.restoreCheckpoint(directory);
    } catch (const CorruptCheckpoint& error) {
        reportError(events, "corrupt_checkpoint",
                    std::string("refusing checkpoint: ") + error.what());
        return kExitCorruptCheckpoint;
    }
    const double loadSeconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - loadStart).count();

    const fs::path expectedPath = fs::path(directory) / "expected.json";
    std::optional<YAML::Node> expected;
    if (fs::exists(expectedPath))
        expected = YAML::LoadFile(expectedPath.string());
    const StepRecord next = trainer.step(false, {});
    const std::string hash = trainer.parameterHash();
    bool lossMatch = true, parametersMatch = true;
    if (expected) {
        lossMatch = lossBits(next.loss_fp32) == (*expected)["loss_bits"].as<std::string>();
        parametersMatch = hash == (*expected)["parameter_sha256"].as<std::string>();
    }
    const bool ok = lossMatch && parametersMatch;
    events.emit("restore", [&](JsonWriter& json) {
        json.field("process", "restore-check")
            .field("pid", std::int64_t(getpid()))
            .field("directory", directory)
            .field("ok", ok)
            .field("compared", expected.has_value())
            .field("restored_step", header.step)
            .field("next_step", next.step)
            .key("verified")
            .beginArray();
        for (const auto& item : verified)
            json.value(item);
        json.endArray()
            .field("loss", double(next.loss_fp32))
            .field("loss_bits", lossBits(next.loss_fp32))
            .field("loss_match", lossMatch)
            .field("parameter_sha256", hash)
            .field("parameters_match", parametersMatch)
            .field("load_seconds", loadSeconds)
            .field("step_seconds", next.seconds);
        if (expected)
            json.field("expected_loss_bits", (*expected)["loss_bits"].as<std::string>());
    });
    if (!ok) {
        std::cerr << "runcard-pilot: restore proof failed: the restored process "
                  << (lossMatch ? "" : "computed a different loss")
                  << (!lossMatch && !parametersMatch ? " and " : "")
                  << (parametersMatch ? "" : "reached different parameters") << " at step "
                  << next.step << '\n';
        return kExitRestoreMismatch;
    }
    return kExitOk;
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
    std::unique_ptr<DistributedRank> distributed; // one rank of a multi-rank pilot
    if (DistributedRank::requested(options, config.card))
        distributed = std::make_unique<DistributedRank>(config, options, events);

    fs::path out;
    std::unique_ptr<fs::path> scratch; // checkpoint folder when no --out was given
    if (!options.out_dir.empty()) {
        out = distributed ? distributed->rankDirectory(options.out_dir) : fs::path(options.out_dir);
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

    if (distributed)
        distributed->preflight(events, options.out_dir);
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
        trainer = std::make_unique<Trainer>(config, options, corpus,
                                            distributed ? distributed->hooks() : nullptr);
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
                if (distributed)
                    distributed->describeStep(json, s);
            });
            if (validateEvery > 0 && s.step % validateEvery == 0)
                validate();
        }
        if (results.validations.empty())
            validate(); // the pilot measures validation time even when the card validates rarely
    } catch (const std::exception& error) {
        if (isOutOfMemory(error))
            return reportOom(error);
        if (distributed)
            return distributed->reportRankFailure(events, error);
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
        if (distributed) // the restore ranks rendezvous among themselves in this job's store
            setenv("RUNCARD_STORE_PREFIX", "restore-proof/", 1);
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
    if (distributed)
        distributed->finish(options.out_dir);
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
        if (options.nproc > 1)
            return launchRanks(options, arguments);
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
