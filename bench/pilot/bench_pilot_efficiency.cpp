// The pilot's CPU efficiency: the FLOP rate of its training step on the 125M-parameter benchmark
// card (bench_pilot_accuracy's model: 12 blocks, hidden 768, GQA 12/4, vocabulary 32,000), fp32
// and bf16, against the machine's own GEMM rate measured in the same run with the same threads
// (torch::mm of two 2048 x 2048 matrices, best of several). Rates are taken on process CPU time as
// well as wall time: on a shared host the wall clock also measures the neighbours. Prints a
// Markdown table (docs/benchmarks-pilot.md). Usage: bench_pilot_efficiency WORK_DIR [THREADS]
#include "pilot/device_runtime.h"
#include "pilot/statistics.h"

#include <ATen/Parallel.h>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <torch/torch.h>
#include <yaml-cpp/yaml.h>

namespace fs = std::filesystem;

namespace {

constexpr int kLayers = 12, kHidden = 768, kIntermediate = 2048, kHeads = 12, kKvHeads = 4;
constexpr int kVocab = 32000, kSequence = 512, kMicroBatch = 2;
constexpr double kGoal = 0.5; // issue 13: at least half the measured GEMM rate

struct Rate {
    double cpu = 0;  // FLOP per CPU-second
    double wall = 0; // FLOP per wall-second
};

// torch::mm of two n x n matrices: 2 n^3 FLOP; the best of `repeats` after one warm-up.
Rate gemmRate(torch::Dtype dtype, int n = 2048, int repeats = 5) {
    const torch::Tensor a = torch::randn({n, n}).to(dtype), b = torch::randn({n, n}).to(dtype);
    torch::mm(a, b);
    double bestCpu = 1e30, bestWall = 1e30;
    for (int i = 0; i < repeats; ++i) {
        const double cpu = runcard::pilot::processCpuSeconds();
        const auto wall = std::chrono::steady_clock::now();
        torch::mm(a, b);
        bestCpu = std::min(bestCpu, runcard::pilot::processCpuSeconds() - cpu);
        bestWall = std::min(
            bestWall,
            std::chrono::duration<double>(std::chrono::steady_clock::now() - wall).count());
    }
    const double flop = 2.0 * n * n * double(n);
    return {flop / bestCpu, flop / bestWall};
}

// Matrix-multiply FLOP of one pilot training step (forward, backward) on this card, full
// fine-tuning: every linear 2·T·in·out forward and twice that backward (input and weight
// gradients); eager attention computes the whole s x s score matrix (the causal mask is applied
// after the matmul), 2·b·a·s²·d for QK^T and again for PV forward, twice each backward; the head
// 2·T·h·V forward and twice backward. Elementwise work (norms, RoPE, softmax, SwiGLU, AdamW) is
// not counted: it is the overhead the ratio exposes.
double stepFlop() {
    const double T = double(kMicroBatch) * kSequence;
    const double d = double(kHidden) / kHeads, q = kHeads * d, kv = kKvHeads * d;
    const double linears =
        kHidden * q + 2 * kHidden * kv + q * kHidden + 3.0 * kHidden * kIntermediate;
    const double attention = 2 * 2.0 * kMicroBatch * kHeads * double(kSequence) * kSequence * d;
    const double perBlockForward = 2 * T * linears + attention;
    const double headForward = 2 * T * kHidden * double(kVocab);
    return 3 * (kLayers * perBlockForward + headForward);
}

std::string card(const std::string& precision) {
    return "runcard: 1\nname: efficiency-" + precision +
           "\nmodel:\n  architecture:\n    layers: " + std::to_string(kLayers) +
           "\n    hidden_size: " + std::to_string(kHidden) +
           "\n    intermediate_size: " + std::to_string(kIntermediate) +
           "\n    attention_heads: " + std::to_string(kHeads) +
           "\n    kv_heads: " + std::to_string(kKvHeads) +
           "\n    vocab_size: " + std::to_string(kVocab) +
           "\n    tied_embeddings: false\n    mlp: swiglu\ntraining:\n  method: full\n"
           "  optimizer: adamw\n  precision: " +
           precision + "\n  sequence_length: " + std::to_string(kSequence) +
           "\n  micro_batch: " + std::to_string(kMicroBatch) +
           "\n  attention: eager\n  steps: 1000\nvalidation:\n  every_steps: 0\n";
}

struct StepTimes {
    double cpu = 0, wall = 0;
    std::string blas, aten, onednn;
};

StepTimes pilotStep(const fs::path& work, const std::string& precision, int threads) {
    const fs::path cardPath = work / ("efficiency-" + precision + ".yaml");
    std::ofstream(cardPath) << card(precision);
    const fs::path out = work / ("efficiency-" + precision);
    const std::string command = std::string(RUNCARD_PILOT_EXE) + " " + cardPath.string() +
                                " --steps 4 --warmup 1 --no-restore-proof --threads " +
                                std::to_string(threads) + " --out " + out.string() + " > " +
                                (out.string() + ".ndjson");
    if (std::system(command.c_str()) != 0)
        return {};
    const YAML::Node summary = YAML::LoadFile((out / "summary.json").string());
    const YAML::Node revisions = summary["revisions"];
    return {summary["step_cpu_s"]["median"].as<double>(),
            summary["step_wall_s"]["median"].as<double>(), revisions["blas"].as<std::string>(),
            revisions["aten_cpu_capability"].as<std::string>(),
            revisions["onednn"].as<std::string>()};
}

} // namespace

int main(int argc, char** argv) {
    const fs::path work = argc > 1 ? argv[1] : "bench-pilot-efficiency";
    const int threads = argc > 2 ? std::atoi(argv[2]) : 1;
    fs::create_directories(work);
    at::set_num_threads(threads);
    const double flop = stepFlop();
    std::printf("Step: %.1f GFLOP of matrix multiplies (12 x h768, s %d, micro-batch %d, full "
                "AdamW); %d intra-op thread(s)\n\n",
                flop / 1e9, kSequence, kMicroBatch, threads);
    std::printf(
        "| Precision | GEMM 2048² (GFLOP/s per CPU-s / wall) | Pilot step (CPU-s / wall-s) | "
        "Pilot step GFLOP/s (CPU / wall) | Ratio (CPU / wall) |\n"
        "|---|---:|---:|---:|---:|\n");
    bool met = true;
    for (const auto& [precision, dtype] : {std::pair{std::string("fp32"), torch::kFloat32},
                                           {std::string("bf16"), torch::kBFloat16}}) {
        const Rate gemm = gemmRate(dtype);
        const StepTimes step = pilotStep(work, precision, threads);
        if (step.cpu <= 0) {
            std::printf("| %s | pilot run failed | | | |\n", precision.c_str());
            met = false;
            continue;
        }
        const double cpuRate = flop / step.cpu, wallRate = flop / step.wall;
        const double cpuRatio = cpuRate / gemm.cpu, wallRatio = wallRate / gemm.wall;
        met = met && cpuRatio >= kGoal;
        std::printf("| %s | %.1f / %.1f | %.3f / %.3f | %.1f / %.1f | %.2f / %.2f |\n",
                    precision.c_str(), gemm.cpu / 1e9, gemm.wall / 1e9, step.cpu, step.wall,
                    cpuRate / 1e9, wallRate / 1e9, cpuRatio, wallRatio);
        std::fprintf(stderr, "%s: %s; ATen %s; %s\n", precision.c_str(), step.blas.c_str(),
                     step.aten.c_str(), step.onednn.c_str());
        std::fflush(stdout);
    }
    return met ? 0 : 1;
}
