#include "pilot/restore_check.h"

#include "pilot/run_support.h"
#include "pilot/tracking_allocator.h"
#include "pilot/trainer.h"

#include <chrono>
#include <filesystem>
#include <iostream>
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
    Revisions revisions = baseRevisions(config);
    const auto corpus = loadCorpus(config.card, config, revisions);
    if (revisions.data_sha256 != header.data_sha256) {
        reportError(events, "data_changed",
                    revisions.data_path + ": the data file changed since the checkpoint (SHA-256 " +
                        revisions.data_sha256 + ", checkpoint records " + header.data_sha256 + ")");
        return kExitBadInput;
    }
    Trainer trainer(config, runOptions, corpus);
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

} // namespace runcard::pilot
