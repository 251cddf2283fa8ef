#include "pilot/pilot_options.h"

#include "pilot/bounded_integer.h"
#include "planner/diagnostics.h"

#include <cstdlib>

namespace runcard::pilot {

std::string pilotUsage() {
    return "usage: runcard-pilot CARD.yaml [--steps N] [--warmup N] [--device cpu|cuda|cuda:N]\n"
           "                     [--scale full|proxy:LAYERS] [--memory-limit BYTES] [--out DIR]\n"
           "                     [--set key=value]... [--threads N] [--no-restore-proof]\n"
           "                     [--nproc N [--oversubscribe]] [--collective-bench BYTES|off]\n"
           "                     [--collective-timeout SECONDS] [--baseline DIR]\n"
           "       runcard-pilot --restore-check CHECKPOINT_DIR [--threads N]\n"
           "       runcard-pilot --help\n"
           "Events go to stdout as NDJSON (docs/pilot-protocol.md). Exit codes: 0 ok, 1 internal\n"
           "error, 2 bad input, 3 out of memory, 4 restore proof failed, 5 corrupt checkpoint,\n"
           "6 results could not be written, 7 a rank of a multi-rank pilot failed.\n";
}

PilotOptions parsePilotArguments(const std::vector<std::string>& arguments) {
    PilotOptions options;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const std::string& arg = arguments[i];
        const auto value = [&]() -> const std::string& {
            if (i + 1 >= arguments.size())
                refuseArgument(arg, "needs a value");
            return arguments[++i];
        };
        if (arg == "--steps") {
            options.steps = int(parseBoundedInteger(arg, value(), 1, kMaxPilotSteps));
        } else if (arg == "--warmup") {
            options.warmup = int(parseBoundedInteger(arg, value(), 0, kMaxWarmupSteps));
        } else if (arg == "--device") {
            options.device = value();
            if (options.device == "cuda") { // one rank per GPU under torchrun or srun
                const char* local = std::getenv("LOCAL_RANK");
                options.device = std::string("cuda:") + (local && *local ? local : "0");
            }
            if (options.device.rfind("cuda:", 0) == 0)
                parseBoundedInteger(arg, options.device.substr(5), 0, kMaxDeviceIndex);
            else if (options.device != "cpu")
                refuseArgument(arg, "expects cpu or cuda:N, got \"" + options.device + "\"");
        } else if (arg == "--scale") {
            const std::string scale = value();
            if (scale == "full")
                options.proxy_layers.reset();
            else if (scale.rfind("proxy:", 0) == 0)
                options.proxy_layers =
                    int(parseBoundedInteger(arg, scale.substr(6), 1, kMaxLayers));
            else
                refuseArgument(arg, "expects full or proxy:LAYERS, got \"" + scale + "\"");
        } else if (arg == "--memory-limit") {
            options.memory_limit = parseBoundedInteger(arg, value(), 1, kMaxMemoryLimit);
        } else if (arg == "--out") {
            options.out_dir = value();
        } else if (arg == "--set") {
            options.overrides.push_back(parseFieldOverride(value()));
        } else if (arg == "--threads") {
            options.threads = int(parseBoundedInteger(arg, value(), 1, kMaxThreads));
        } else if (arg == "--no-restore-proof") {
            options.restore_proof = false;
        } else if (arg == "--help" || arg == "-h") {
            options.help = true;
        } else if (arg == "--nproc") {
            options.nproc = int(parseBoundedInteger(arg, value(), 1, kMaxRanks));
        } else if (arg == "--oversubscribe") {
            options.oversubscribe = true;
        } else if (arg == "--collective-bench") {
            const std::string bytes = value();
            options.collective_bench_bytes =
                bytes == "off" ? 0
                               : parseBoundedInteger(arg, bytes, 1024, kMaxCollectiveBenchBytes);
        } else if (arg == "--collective-timeout") {
            options.collective_timeout_s =
                int(parseBoundedInteger(arg, value(), 1, kMaxCollectiveTimeout));
        } else if (arg == "--baseline") {
            options.baseline_dir = value();
        } else if (arg == "--restore-check") {
            options.restore_check = value();
        } else if (!arg.empty() && arg[0] == '-') {
            refuseArgument(arg, "unknown option");
        } else if (options.card_path.empty()) {
            options.card_path = arg;
        } else {
            refuseArgument(arg, "only one run card can be given");
        }
    }
    if (options.card_path.empty() && options.restore_check.empty() && !options.help)
        refuseArgument("CARD.yaml", "no run card given");
    if (!options.baseline_dir.empty() && (options.nproc == 0 || options.out_dir.empty()))
        refuseArgument("--baseline", "needs --nproc N and --out DIR (the launcher judges the "
                                     "ranks once all have finished and writes DIR/scaling.json)");
    return options;
}

} // namespace runcard::pilot
