#include "pilot/distributed/launcher.h"

#include "pilot/distributed/distributed_rank.h"
#include "pilot/distributed/failure_cause.h"
#include "pilot/distributed/topology.h"
#include "pilot/event_stream.h"
#include "pilot/pilot_config.h"
#include "planner/run_card_yaml.h"
#include "planner/scaling_step.h"

#include <arpa/inet.h>
#include <chrono>
#include <csignal>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <netinet/in.h>
#include <poll.h>
#include <sched.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace fs = std::filesystem;

namespace runcard::pilot {
namespace {

// After one rank fails, the others get this long to see it through their collectives (a dead
// peer's socket closes at once; a hung one takes --collective-timeout) before being terminated;
// then this long again before SIGKILL.
constexpr auto kGracePeriod = std::chrono::seconds(5);
constexpr auto kTerminateWait = std::chrono::seconds(3);
constexpr int kOversubscribeFactor = 4;

using Clock = std::chrono::steady_clock;

struct Rank {
    int rank = 0;
    pid_t pid = -1;
    int out = -1, err = -1; // pipe ends
    std::string pendingOut, pendingErr;
    bool exited = false;
    int status = 0;
    std::vector<int> cpus;
};

int freeLoopbackPort() {
    const int fd = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    address.sin_port = 0;
    socklen_t length = sizeof address;
    int port = 0;
    if (fd >= 0 && bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0 &&
        getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) == 0)
        port = ntohs(address.sin_port);
    if (fd >= 0)
        close(fd);
    if (port == 0)
        throw std::runtime_error("no free loopback port for the rendezvous");
    return port;
}

std::string describeStatus(int status) {
    if (WIFSIGNALED(status)) {
        const int signal = WTERMSIG(status);
        const char* name = sigabbrev_np(signal);
        return "was killed by signal " + std::to_string(signal) +
               (name ? std::string(" (SIG") + name + ")" : "");
    }
    return "exited with code " + std::to_string(WEXITSTATUS(status));
}

} // namespace

std::string rankCountRefusal(int ranks, const PilotOptions& options, int logicalCpus, int devices) {
    if (options.device == "cpu") {
        const int most = logicalCpus * (options.oversubscribe ? kOversubscribeFactor : 1);
        if (ranks > most)
            return std::to_string(ranks) + " CPU ranks on " + std::to_string(logicalCpus) +
                   " logical CPUs: at most " + std::to_string(most) +
                   (options.oversubscribe
                        ? " (4 per CPU with --oversubscribe)"
                        : " (one per CPU; --oversubscribe allows up to 4 per CPU, with timings "
                          "that then measure the sharing)");
        return {};
    }
    if (ranks > devices)
        return std::to_string(ranks) + " ranks but " + std::to_string(devices) +
               " visible GPUs: one rank per GPU";
    return {};
}

namespace {

// The scaling step's verdict (planner/scaling_step.h): OUT/scaling.json, a `scaling` event and a
// line on stderr.
void judgeAgainstBaseline(const PilotOptions& options, EventStream& events) {
    const ScalingStepVerdict verdict =
        judgeScalingStep(readPilotResults(options.baseline_dir), readPilotResults(options.out_dir));
    writeFileAtomically((fs::path(options.out_dir) / "scaling.json").string(),
                        scalingStepJson(verdict, options.baseline_dir));
    events.emit("scaling", [&](JsonWriter& json) {
        json.field("passed", verdict.passed).field("ranks", verdict.ranks);
        if (verdict.efficiency)
            json.field("efficiency", *verdict.efficiency);
        json.field("detail", verdict.detail)
            .field("file", (fs::path(options.out_dir) / "scaling.json").string());
    });
    std::cerr << "runcard-pilot: scaling step " << (verdict.passed ? "passed" : "failed") << ": "
              << verdict.detail;
    if (verdict.efficiency)
        std::cerr << "; efficiency " << formatDouble(100 * *verdict.efficiency) << " %";
    std::cerr << '\n';
}

} // namespace

int launchRanks(const PilotOptions& options, const std::vector<std::string>& arguments) {
    EventStream events;
    events.setRank(-1);
    const auto refuse = [&](const Diagnostic& d) {
        std::cerr << "runcard-pilot: " << d.toString() << '\n';
        events.emit("error", [&](JsonWriter& json) {
            json.field("kind", "bad_input").field("message", d.toString());
        });
        return int(kExitBadInput);
    };
    const int n = options.nproc;
    const std::vector<int> cpus = currentPlacement().cpus;
    int devices = 0;
    if (options.device != "cpu") {
        const std::string list = commandOutput("nvidia-smi -L");
        devices = int(std::count(list.begin(), list.end(), '\n'));
    }
    if (const std::string refusal = rankCountRefusal(n, options, int(cpus.size()), devices);
        !refusal.empty()) {
        Diagnostic d;
        d.field = "--nproc";
        d.message = refusal;
        return refuse(d);
    }
    // The card is checked here too, so that a layout the job cannot run is refused once.
    const LoadResult loaded = loadRunCard(options.card_path, options.overrides);
    if (!loaded.ok())
        return refuse(loaded.diagnostics.front());
    // A baseline that cannot be judged against is refused before the ranks spend their time.
    if (!options.baseline_dir.empty()) {
        const PilotResultsData baseline = readPilotResults(options.baseline_dir);
        if (!baseline.complete() || baseline.world_size != 1) {
            const ScalingStepVerdict verdict = judgeScalingStep(baseline, PilotResultsData{});
            return refuse(Diagnostic{options.baseline_dir, 0, 0, "--baseline", verdict.detail});
        }
    }
    int perNode = n;
    const HardwareSection& hardware = loaded.card->hardware;
    if (hardware.parallelism == Parallelism::FsdpHybrid && hardware.gpus_per_node < n &&
        n % hardware.gpus_per_node == 0)
        perNode = hardware.gpus_per_node; // nodes faked on one machine
    try {
        PilotOptions checkOptions = options;
        const PilotConfig config = makePilotConfig(*loaded.card, checkOptions);
        checkLayout(config, n, perNode);
    } catch (const InputError& error) {
        return refuse(error.diagnostics().front());
    }

    const int threads = options.threads > 0 ? options.threads : std::max(1, int(cpus.size()) / n);
    const bool pinned = options.device == "cpu" && n * threads <= int(cpus.size());
    std::vector<std::string> childArguments;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        if (arguments[i] == "--nproc" || arguments[i] == "--threads" ||
            arguments[i] == "--device" || arguments[i] == "--baseline") { // the launcher's own
            ++i;
            continue;
        }
        if (arguments[i] != "--oversubscribe")
            childArguments.push_back(arguments[i]);
    }
    childArguments.push_back("--threads");
    childArguments.push_back(std::to_string(threads));
    const int port = freeLoopbackPort();
    const std::string self = fs::read_symlink("/proc/self/exe").string();

    if (!options.out_dir.empty()) {
        fs::create_directories(options.out_dir);
        events.copyTo((fs::path(options.out_dir) / "events.ndjson").string());
    }
    std::vector<Rank> ranks(static_cast<std::size_t>(n));
    for (int r = 0; r < n; ++r) {
        Rank& rank = ranks[std::size_t(r)];
        rank.rank = r;
        if (pinned)
            rank.cpus.assign(cpus.begin() + r * threads, cpus.begin() + (r + 1) * threads);
        int out[2], err[2];
        if (pipe(out) != 0 || pipe(err) != 0)
            throw std::runtime_error("cannot create pipes for the ranks");
        std::vector<std::string> argv = childArguments;
        argv.push_back("--device");
        argv.push_back(options.device == "cpu" ? "cpu" : "cuda:" + std::to_string(r % perNode));
        const pid_t pid = fork();
        if (pid < 0)
            throw std::runtime_error("cannot start rank " + std::to_string(r));
        if (pid == 0) {
            prctl(PR_SET_PDEATHSIG, SIGKILL); // no orphan if the launcher dies
            dup2(out[1], STDOUT_FILENO);
            dup2(err[1], STDERR_FILENO);
            for (int fd : {out[0], out[1], err[0], err[1]})
                close(fd);
            if (!rank.cpus.empty()) {
                cpu_set_t set;
                CPU_ZERO(&set);
                for (int c : rank.cpus)
                    CPU_SET(c, &set);
                sched_setaffinity(0, sizeof set, &set);
            }
            setenv("RANK", std::to_string(r).c_str(), 1);
            setenv("WORLD_SIZE", std::to_string(n).c_str(), 1);
            setenv("LOCAL_RANK", std::to_string(r % perNode).c_str(), 1);
            setenv("LOCAL_WORLD_SIZE", std::to_string(perNode).c_str(), 1);
            setenv("MASTER_ADDR", "127.0.0.1", 1);
            setenv("MASTER_PORT", std::to_string(port).c_str(), 1);
            setenv("OMP_NUM_THREADS", std::to_string(threads).c_str(), 1);
            std::vector<char*> raw{const_cast<char*>(self.c_str())};
            for (auto& a : argv)
                raw.push_back(a.data());
            raw.push_back(nullptr);
            execv(self.c_str(), raw.data());
            _exit(127);
        }
        close(out[1]);
        close(err[1]);
        rank.pid = pid;
        rank.out = out[0];
        rank.err = err[0];
    }
    events.emit("launch", [&](JsonWriter& json) {
        json.field("nproc", n)
            .field("ranks_per_node", perNode)
            .field("master_addr", "127.0.0.1")
            .field("master_port", port)
            .field("threads_per_rank", threads)
            .field("pinned", pinned)
            .key("ranks")
            .beginArray();
        for (const Rank& rank : ranks)
            json.beginObject()
                .field("rank", rank.rank)
                .field("pid", std::int64_t(rank.pid))
                .field("cpus", formatCpuList(rank.cpus))
                .endObject();
        json.endArray();
    });

    const auto drain = [&](Rank& rank, int fd, std::string& pending, bool isOut) {
        char buffer[65536];
        const ssize_t got = read(fd, buffer, sizeof buffer);
        if (got <= 0)
            return false;
        pending.append(buffer, std::size_t(got));
        for (std::size_t end; (end = pending.find('\n')) != std::string::npos;) {
            const std::string line = pending.substr(0, end);
            pending.erase(0, end + 1);
            if (isOut)
                events.forward(line);
            else
                std::cerr << "[rank " << rank.rank << "] " << line << '\n';
        }
        return true;
    };

    FailureCause cause(kGracePeriod);
    bool causeReported = false;
    std::string failureText;
    bool terminated = false, killed = false;
    const auto reportCause = [&] {
        const Rank& rank = ranks[std::size_t(cause.rank())];
        failureText = "rank " + std::to_string(rank.rank) + " (pid " + std::to_string(rank.pid) +
                      ") " + describeStatus(rank.status);
        events.emit("rank_failed", [&](JsonWriter& json) {
            json.field("failed_rank", rank.rank)
                .field("pid", std::int64_t(rank.pid))
                .field("exit_code", WIFEXITED(rank.status) ? WEXITSTATUS(rank.status) : -1)
                .field("signal", WIFSIGNALED(rank.status) ? WTERMSIG(rank.status) : 0)
                .field("message", failureText);
        });
        std::cerr << "runcard-pilot: " << failureText << '\n';
        causeReported = true;
    };
    for (;;) {
        std::vector<pollfd> fds;
        std::vector<std::pair<Rank*, bool>> owners;
        for (Rank& rank : ranks)
            for (auto [fd, isOut] : {std::pair{rank.out, true}, std::pair{rank.err, false}})
                if (fd >= 0) {
                    fds.push_back({fd, POLLIN, 0});
                    owners.emplace_back(&rank, isOut);
                }
        if (!fds.empty() && poll(fds.data(), nfds_t(fds.size()), 200) > 0) {
            for (std::size_t i = 0; i < fds.size(); ++i) {
                if (!(fds[i].revents & (POLLIN | POLLHUP | POLLERR)))
                    continue;
                Rank& rank = *owners[i].first;
                int& fd = owners[i].second ? rank.out : rank.err;
                if (!drain(rank, fd, owners[i].second ? rank.pendingOut : rank.pendingErr,
                           owners[i].second)) {
                    close(fd);
                    fd = -1;
                }
            }
        } else if (fds.empty()) {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
        bool allExited = true;
        for (Rank& rank : ranks) {
            if (!rank.exited && waitpid(rank.pid, &rank.status, WNOHANG) == rank.pid) {
                rank.exited = true;
                cause.rankExited(rank.rank, rank.status, terminated, Clock::now());
            }
            allExited = allExited && rank.exited;
        }
        if (!causeReported && cause.settled(allExited, Clock::now()))
            reportCause();
        const bool pipesOpen = std::any_of(ranks.begin(), ranks.end(),
                                           [](const Rank& r) { return r.out >= 0 || r.err >= 0; });
        if (allExited && !pipesOpen)
            break;
        if (cause.anyFailed() && !allExited) {
            const auto waited = Clock::now() - cause.firstFailureAt();
            if (!terminated && waited > kGracePeriod) {
                for (Rank& rank : ranks)
                    if (!rank.exited)
                        kill(rank.pid, SIGTERM);
                terminated = true;
            } else if (terminated && !killed && waited > kGracePeriod + kTerminateWait) {
                for (Rank& rank : ranks)
                    if (!rank.exited)
                        kill(rank.pid, SIGKILL);
                killed = true;
            }
        }
        if (allExited && pipesOpen && cause.anyFailed() &&
            Clock::now() - cause.firstFailureAt() > kGracePeriod)
            break; // a grandchild (restore proof) holds a pipe; its parent is gone
    }

    int code = kExitOk;
    std::string outcome = "ok";
    const int firstFailure = cause.rank();
    if (firstFailure >= 0) {
        const Rank& first = ranks[std::size_t(firstFailure)];
        code = WIFEXITED(first.status) ? WEXITSTATUS(first.status) : int(kExitRankFailed);
        outcome = code == kExitOutOfMemory       ? "oom"
                  : code == kExitRestoreMismatch ? "restore_failed"
                  : code == kExitBadInput        ? "bad_input"
                                                 : "rank_failed";
        if (outcome == "rank_failed")
            code = kExitRankFailed;
        if (!options.out_dir.empty()) {
            JsonWriter json;
            json.beginObject()
                .field("protocol", kProtocolVersion)
                .field("protocol_minor", kProtocolMinor)
                .field("outcome", outcome)
                .field("failed_rank", firstFailure)
                .field("message", failureText)
                .key("rank_exits")
                .beginArray();
            for (const Rank& rank : ranks)
                json.beginObject()
                    .field("rank", rank.rank)
                    .field("pid", std::int64_t(rank.pid))
                    .field("status", describeStatus(rank.status))
                    .endObject();
            json.endArray().endObject();
            writeFileAtomically((fs::path(options.out_dir) / "summary.json").string(),
                                json.str() + "\n");
        }
    }
    if (firstFailure < 0 && !options.baseline_dir.empty())
        judgeAgainstBaseline(options, events);
    events.emit("end", [&](JsonWriter& json) {
        json.field("outcome", outcome).field("exit_code", code);
        if (firstFailure >= 0)
            json.field("failed_rank", firstFailure).field("message", failureText);
        if (!options.out_dir.empty())
            json.field("summary", (fs::path(options.out_dir) / "summary.json").string());
    });
    return code;
}

} // namespace runcard::pilot
