#include "pilot/restore_check.h"

#include "pilot/distributed/distributed_rank.h"
#include "pilot/durable_file.h"
#include "pilot/run_support.h"
#include "pilot/tracking_allocator.h"
#include "pilot/trainer.h"

#include <chrono>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <sys/wait.h>
#include <unistd.h>
#include <yaml-cpp/yaml.h>

namespace fs = std::filesystem;

namespace runcard::pilot {

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

namespace {

// expected.json: what the original process computed at step N+1, written into the checkpoint
// (and listed by its manifest) before the checkpoint was committed.
struct Expected {
    std::string loss_bits;
    std::string parameter_sha256;
};

Expected readExpected(const fs::path& directory, const std::string& runId) {
    const fs::path path = directory / "expected.json";
    YAML::Node root;
    try {
        root = YAML::Load(readRegularFile(path, kMaxJsonFileBytes, "expected result"));
    } catch (const FileError& error) {
        throw CorruptCheckpoint(error.what());
    } catch (const YAML::Exception& error) {
        throw CorruptCheckpoint(path.string() + ":" + std::to_string(error.mark.line + 1) + ":" +
                                std::to_string(error.mark.column + 1) + ": unreadable (" +
                                error.msg + ")");
    }
    const auto text = [&](const char* field) {
        const YAML::Node node = root.IsMap() ? root[field] : YAML::Node();
        if (!node.IsDefined() || !node.IsScalar())
            throw CorruptCheckpoint(path.string() + ": " + field + ": missing or not a string");
        return node.as<std::string>();
    };
    if (text("run_id") != runId)
        throw CorruptCheckpoint(path.string() + ": run_id " + text("run_id") +
                                " belongs to another run than pilot.json's " + runId);
    return {text("loss_bits"), text("parameter_sha256")};
}

} // namespace

int runRestoreCheck(const PilotOptions& options, EventStream& events) {
    const fs::path directory = fs::path(options.restore_check).lexically_normal();
    const std::string name = directory.filename().string();
    for (const char* suffix : {".partial", ".previous"})
        if (name.size() > std::string(suffix).size() &&
            name.compare(name.size() - std::string(suffix).size(), std::string::npos, suffix) == 0)
            throw CorruptCheckpoint(directory.string() +
                                    ": a checkpoint being replaced, not a committed one");
    // A crash between the two renames of a commit (file systems without an atomic exchange)
    // leaves DIR missing and the old checkpoint in DIR.previous: bring it back first.
    std::error_code missing;
    if (!fs::exists(directory, missing))
        recoverCheckpoint(directory);

    const auto loadStart = std::chrono::steady_clock::now();
    const CheckpointHeader header = readCheckpointHeader(directory.string());
    const Expected expected = readExpected(directory, header.run_id);
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
    DataFile data = openData(config.card, config, revisions);
    if (revisions.data_sha256 != header.data_sha256) {
        reportError(events, "data_changed",
                    revisions.data_path + ": the data file changed since the checkpoint (SHA-256 " +
                        revisions.data_sha256 + ", checkpoint records " + header.data_sha256 + ")");
        return kExitBadInput;
    }
    Trainer trainer(config, runOptions, std::move(data),
                    distributed ? distributed->hooks() : nullptr);
    const std::vector<std::string> verified = trainer.restoreCheckpoint(directory.string());
    const double loadSeconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - loadStart).count();

    const StepRecord next = trainer.step(false, {});
    const std::string hash = trainer.parameterHash();
    const bool lossMatch = lossBits(next.loss_fp32) == expected.loss_bits;
    const bool parametersMatch = hash == expected.parameter_sha256;
    const bool ok = lossMatch && parametersMatch;
    events.emit("restore", [&](JsonWriter& json) {
        json.field("process", "restore-check")
            .field("pid", std::int64_t(getpid()))
            .field("run_id", header.run_id)
            .field("directory", directory.string())
            .field("ok", ok)
            .field("compared", true)
            .field("restored_step", header.step)
            .field("next_step", next.step)
            .key("verified")
            .beginArray();
        for (const auto& item : verified)
            json.value(item);
        json.endArray()
            .field("loss", next.loss)
            .field("loss_bits", lossBits(next.loss_fp32))
            .field("expected_loss_bits", expected.loss_bits)
            .field("loss_match", lossMatch)
            .field("parameter_sha256", hash)
            .field("parameters_match", parametersMatch)
            .field("load_seconds", loadSeconds)
            .field("step_seconds", next.seconds);
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

} // namespace runcard::pilot
