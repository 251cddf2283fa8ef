#include "pilot/pilot_options.h"

#include "planner/diagnostics.h"

#include <charconv>
#include <cstdlib>

namespace runcard::pilot {
namespace {

[[noreturn]] void fail(const std::string& argument, const std::string& message) {
    Diagnostic d;
    d.field = argument;
    d.message = message;
    throw InputError(d);
}

// An integer in [least, most]; anything else is refused with the bounds named.
std::int64_t parseInteger(const std::string& option, const std::string& text, std::int64_t least,
                          std::int64_t most) {
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    const std::string range = "from " + std::to_string(least) + " to " + std::to_string(most);
    if (error == std::errc::result_out_of_range)
        fail(option, "\"" + text + "\" is out of range; expects an integer " + range);
    if (error != std::errc() || end != text.data() + text.size())
        fail(option, "expects an integer " + range + ", got \"" + text + "\"");
    if (value < least || value > most)
        fail(option, "expects an integer " + range + ", got " + text);
    return value;
}

} // namespace

std::string pilotUsage() {
    return "usage: runcard-pilot CARD.yaml [--steps N] [--warmup N] [--device cpu|cuda|cuda:N]\n"
           "                     [--scale full|proxy:LAYERS] [--memory-limit BYTES] [--out DIR]\n"
           "                     [--set key=value]... [--threads N] [--no-restore-proof]\n"
           "                     [--nproc N [--oversubscribe]] [--collective-bench BYTES|off]\n"
           "                     [--collective-timeout SECONDS]\n"
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
                fail(arg, "needs a value");
            return arguments[++i];
        };
        if (arg == "--steps") {
            options.steps = int(parseInteger(arg, value(), 1, kMaxPilotSteps));
        } else if (arg == "--warmup") {
            options.warmup = int(parseInteger(arg, value(), 0, kMaxWarmupSteps));
        } else if (arg == "--device") {
            options.device = value();
            if (options.device == "cuda") { // one rank per GPU under torchrun or srun
                const char* local = std::getenv("LOCAL_RANK");
                options.device = std::string("cuda:") + (local && *local ? local : "0");
            }
            if (options.device.rfind("cuda:", 0) == 0)
                parseInteger(arg, options.device.substr(5), 0, kMaxDeviceIndex);
            else if (options.device != "cpu")
                fail(arg, "expects cpu or cuda:N, got \"" + options.device + "\"");
        } else if (arg == "--scale") {
            const std::string scale = value();
            if (scale == "full")
                options.proxy_layers.reset();
            else if (scale.rfind("proxy:", 0) == 0)
                options.proxy_layers = int(parseInteger(arg, scale.substr(6), 1, kMaxLayers));
            else
                fail(arg, "expects full or proxy:LAYERS, got \"" + scale + "\"");
        } else if (arg == "--memory-limit") {
            options.memory_limit = parseInteger(arg, value(), 1, kMaxMemoryLimit);
        } else if (arg == "--out") {
            options.out_dir = value();
        } else if (arg == "--set") {
            options.overrides.push_back(parseFieldOverride(value()));
        } else if (arg == "--threads") {
            options.threads = int(parseInteger(arg, value(), 1, kMaxThreads));
        } else if (arg == "--no-restore-proof") {
            options.restore_proof = false;
        } else if (arg == "--help" || arg == "-h") {
            options.help = true;
        } else if (arg == "--nproc") {
            options.nproc = int(parseInteger(arg, value(), 1, kMaxRanks));
        } else if (arg == "--oversubscribe") {
            options.oversubscribe = true;
        } else if (arg == "--collective-bench") {
            const std::string bytes = value();
            options.collective_bench_bytes =
                bytes == "off" ? 0 : parseInteger(arg, bytes, 1024, kMaxCollectiveBenchBytes);
        } else if (arg == "--collective-timeout") {
            options.collective_timeout_s =
                int(parseInteger(arg, value(), 1, kMaxCollectiveTimeout));
        } else if (arg == "--restore-check") {
            options.restore_check = value();
        } else if (!arg.empty() && arg[0] == '-') {
            fail(arg, "unknown option");
        } else if (options.card_path.empty()) {
            options.card_path = arg;
        } else {
            fail(arg, "only one run card can be given");
        }
    }
    if (options.card_path.empty() && options.restore_check.empty() && !options.help)
        fail("CARD.yaml", "no run card given");
    return options;
}

} // namespace runcard::pilot
