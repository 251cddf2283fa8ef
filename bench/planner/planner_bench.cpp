// Planner throughput on one core: evaluations per second of evaluate(), the wall time of
// `runcard-cli sweep` on a card (load, resolve, search, print), best of several runs, and of its
// ways to fit at 24 sequences a pass (what the memory budget page recomputes as the user drags).
#include "cli_commands.h"
#include "planner/card_planner.h"
#include "planner/gpu_catalog.h"
#include "planner/plan.h"
#include "planner/presets.h"
#include "planner/run_card_yaml.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <sstream>

using Clock = std::chrono::steady_clock;

int main(int argc, char** argv) {
    if (argc != 2 && argc != 3) {
        std::fprintf(stderr, "usage: planner_bench CARD.yaml [EVALUATIONS]\n");
        return 2;
    }
    using namespace runcard;
    const RunCard card = loadRunCardOrThrow(argv[1]);
    const PresetLibrary presets = PresetLibrary::bundled();
    const GpuCatalog gpus = GpuCatalog::bundled();
    Scenario s = resolve(card, presets, gpus);

    // Vary the micro-batch and checkpointing so no evaluation is a repeat the compiler can fold.
    const ActivationCheckpointing modes[] = {ActivationCheckpointing::None,
                                             ActivationCheckpointing::Selective,
                                             ActivationCheckpointing::Full};
    double checksum = 0;
    // Fewer evaluations for instruction counts under callgrind, where time is too noisy to compare.
    const long evaluations = argc == 3 ? std::atol(argv[2]) : 5'000'000;
    const auto start = Clock::now();
    for (long i = 0; i < evaluations; ++i) {
        s.shape.micro_batch = 1 + int(i & 7);
        s.shape.checkpointing = modes[i % 3];
        checksum += double(evaluate(s).memory.device_total_bytes);
    }
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    std::printf(
        "evaluate(): %.2f million configurations/s on one core (%ld in %.3f s, checksum %g)\n",
        evaluations / seconds / 1e6, evaluations, seconds, checksum);

    double best = 1e9;
    std::string lines;
    for (int run = 0; run < 20; ++run) {
        std::ostringstream out, err;
        const auto t0 = Clock::now();
        runCli({"sweep", argv[1]}, out, err);
        best = std::min(best, std::chrono::duration<double>(Clock::now() - t0).count());
        lines = out.str();
    }
    std::printf("runcard-cli sweep %s: best of 20 = %.1f ms wall (in-process, presets and catalog "
                "loaded each run)\n",
                argv[1], best * 1e3);

    RunCard crowded = card;
    crowded.training.micro_batch = 24;
    const CardPlanner planner(crowded, presets, gpus);
    double bestLevers = 1e9;
    std::size_t levers = 0;
    for (int run = 0; run < 20; ++run) {
        const auto t0 = Clock::now();
        levers = planner.fitLevers().size() + planner.fasterLevers().size();
        bestLevers = std::min(bestLevers, std::chrono::duration<double>(Clock::now() - t0).count());
    }
    std::printf("ways to fit of %s at micro-batch 24: %zu, best of 20 = %.2f ms wall\n", argv[1],
                levers, bestLevers * 1e3);

    // No single way keeps the margin here: the pairs, then the triples, are searched.
    RunCard whole = card;
    whole.training.method = TrainingMethod::Full;
    whole.hardware.gpu = "a100-sxm-40gb";
    const CardPlanner tight(whole, presets, gpus);
    double bestCombined = 1e9;
    for (int run = 0; run < 20; ++run) {
        const auto t0 = Clock::now();
        levers = tight.fitLevers().size();
        bestCombined =
            std::min(bestCombined, std::chrono::duration<double>(Clock::now() - t0).count());
    }
    std::printf(
        "ways to fit of %s as a full fine-tune on one A100 40GB (combined): %zu, best of 20 "
        "= %.2f ms wall\n",
        argv[1], levers, bestCombined * 1e3);

    const CardPlanner own(card, presets, gpus);
    double bestFrameworks = 1e9;
    std::size_t frameworks = 0;
    for (int run = 0; run < 20; ++run) {
        const auto t0 = Clock::now();
        const FrameworkLevers others = own.frameworkLevers();
        frameworks = others.levers.size() + others.refused.size();
        bestFrameworks =
            std::min(bestFrameworks, std::chrono::duration<double>(Clock::now() - t0).count());
    }
    std::printf("other frameworks of %s: %zu, best of 20 = %.2f ms wall\n", argv[1], frameworks,
                bestFrameworks * 1e3);
    return 0;
}
