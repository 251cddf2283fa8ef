// The pilot's step time against a bare LibTorch loop on the same model, batch and optimizer: the
// bare loop has no tracking allocator, no loader thread, no phase timing and no events. The goal
// (within 2 %) is checked against the pilot with its CPU block cache off, so that both take their
// memory from the same allocator and the difference is the pilot's instrumentation; the pilot as
// shipped (cache on, faster where fresh pages cost page faults) is printed beside it. Both sides
// of the check run glibc malloc with freed memory kept (mmap and trim thresholds raised): by
// default every step's large tensors come from fresh pages, whose faults cost a varying share of
// the step on a virtual machine (±15 % round to round) and drown a 2 % difference. Rounds
// alternate the three so that drift on a shared machine hits all. Prints a Markdown table
// (docs/benchmarks-pilot.md). Usage: bench_pilot_overhead WORK_DIR
#include "pilot/decoder.h"
#include "pilot/pilot_config.h"
#include "pilot/statistics.h"
#include "pilot/text_data.h"
#include "planner/resources.h"
#include "planner/run_card_yaml.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <malloc.h>
#include <torch/torch.h>
#include <yaml-cpp/yaml.h>

namespace fs = std::filesystem;
using namespace runcard;

namespace {

constexpr int kWarmup = 2;
constexpr int kSteps = 8;
constexpr int kRounds = 5;
// glibc's largest mmap threshold on 64-bit (mallopt(3): 4 MiB * sizeof(long)); the model's largest
// tensor (the fp32 logits, 2 x 256 x 8192) is 16 MiB. Freed memory above the trim threshold stays.
constexpr int kMmapThreshold = 32 << 20;
constexpr int kTrimThreshold = 1 << 30;

double bareMedianStep(const RunCard& card) {
    const pilot::PilotConfig config = pilot::makePilotConfig(card, {});
    torch::manual_seed(card.training.seed);
    pilot::DecoderConfig dc;
    dc.arch = config.arch;
    dc.method = card.training.method;
    dc.lora = card.training.lora;
    dc.max_sequence_length = card.training.sequence_length;
    pilot::Decoder model(dc);
    model.train();
    torch::optim::AdamW optimizer(model.trainableParameters(),
                                  torch::optim::AdamWOptions(card.training.learning_rate));
    const pilot::DataFile data =
        pilot::openDataFile(resourcePath("data/public-domain-corpus.jsonl"), "text",
                            pilot::Tokenizer::byteLevel(config.arch.vocab_size));
    pilot::SampleStream samples(data, pilot::Split::Train,
                                {card.training.sequence_length, card.training.micro_batch, true});
    const auto tensor = [&](std::vector<std::int64_t>& values) {
        return torch::from_blob(values.data(),
                                {card.training.micro_batch, card.training.sequence_length},
                                torch::kInt64)
            .clone();
    };
    std::vector<double> times;
    for (int step = 0; step < kWarmup + kSteps; ++step) {
        pilot::Batch batch = samples.next();
        const auto start = std::chrono::steady_clock::now();
        torch::Tensor loss = model.loss(model.forward(tensor(batch.inputs)), tensor(batch.targets));
        loss.backward();
        optimizer.step();
        for (auto& p : model.trainableParameters())
            p.mutable_grad() = torch::Tensor();
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (step >= kWarmup)
            times.push_back(seconds);
    }
    return pilot::median(times);
}

// cacheOff: RUNCARD_PILOT_CPU_CACHE_BYTES=0, freed tensors go straight back to glibc, under the
// bare loop's malloc settings (core/pilot/tracking_allocator.cpp).
double pilotMedianStep(const fs::path& card, const fs::path& out, bool cacheOff) {
    const std::string keepFreed =
        "GLIBC_TUNABLES=glibc.malloc.mmap_threshold=" + std::to_string(kMmapThreshold) +
        ":glibc.malloc.trim_threshold=" + std::to_string(kTrimThreshold) +
        " RUNCARD_PILOT_CPU_CACHE_BYTES=0 ";
    const std::string command = std::string(cacheOff ? keepFreed : "") + RUNCARD_PILOT_EXE + " " +
                                card.string() + " --steps " + std::to_string(kSteps) +
                                " --warmup " + std::to_string(kWarmup) +
                                " --no-restore-proof --out " + out.string() + " > /dev/null";
    if (std::system(command.c_str()) != 0)
        return -1;
    return YAML::LoadFile((out / "summary.json").string())["step_time_s"]["median"].as<double>();
}

} // namespace

int main(int argc, char** argv) {
    mallopt(M_MMAP_THRESHOLD, kMmapThreshold);
    mallopt(M_TRIM_THRESHOLD, kTrimThreshold);
    const fs::path work = argc > 1 ? argv[1] : "bench-pilot-overhead";
    fs::create_directories(work);
    const fs::path card = work / "overhead.yaml";
    std::ofstream(card) << "runcard: 1\nname: overhead\nmodel:\n  architecture:\n"
                           "    layers: 4\n    hidden_size: 512\n    intermediate_size: 1408\n"
                           "    attention_heads: 8\n    kv_heads: 4\n    vocab_size: 8192\n"
                           "    tied_embeddings: false\n    mlp: swiglu\n"
                           "training:\n  method: full\n  optimizer: adamw\n  precision: fp32\n"
                           "  sequence_length: 256\n  micro_batch: 2\n  attention: eager\n"
                           "  steps: 1000\n";
    const RunCard loaded = loadRunCardOrThrow(card.string());
    std::vector<double> bare, uncached, shipped;
    for (int round = 0; round < kRounds; ++round) {
        const fs::path out = work / ("round" + std::to_string(round));
        bare.push_back(bareMedianStep(loaded));
        uncached.push_back(pilotMedianStep(card, out / "cache-off", true));
        shipped.push_back(pilotMedianStep(card, out / "cache-on", false));
        std::fprintf(stderr, "round %d: bare %.4f s, pilot cache off %.4f s, cache on %.4f s\n",
                     round, bare.back(), uncached.back(), shipped.back());
    }
    const double b = pilot::median(bare), p = pilot::median(uncached), c = pilot::median(shipped);
    std::printf("| Model | Bare LibTorch loop, median step | runcard-pilot, block cache off | "
                "Overhead | runcard-pilot as shipped (block cache on) | Against the bare loop "
                "|\n|---|---:|---:|---:|---:|---:|\n");
    std::printf("| 4 x h512 GQA, V 8192, b 2 x s 256, full AdamW fp32 (%d rounds x %d steps) | "
                "%.4f s | %.4f s | %+.2f%% | %.4f s | %+.2f%% |\n",
                kRounds, kSteps, b, p, 100 * (p - b) / b, c, 100 * (c - b) / b);
    return std::abs(p - b) / b <= 0.02 ? 0 : 1;
}
