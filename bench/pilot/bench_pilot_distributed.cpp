// Predicted against measured throughput of runcard-pilot on 1, 2 and 4 CPU ranks (ddp, Gloo), with
// the bus bandwidth measured by each job's own pre-flight micro-benchmark, and the raw figures a
// scaling model needs: step time, compute time, exposed communication, bytes moved, busbw per
// collective and size (docs/benchmarks-pilot.md, "Distributed"). Every rank has the same work
// (micro-batch 2, no accumulation), so N ranks take N times the tokens of one per step.
// Usage: bench_pilot_distributed WORK_DIR
#include "planner/pilot_results.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>
#include <yaml-cpp/yaml.h>

namespace fs = std::filesystem;

namespace {

// DDP's bucket cap (torch/csrc/distributed/c10d/reducer.hpp, kDefaultBucketBytesCap): the
// all-reduce messages are at most this big, so their busbw is read at the largest measured size
// at or below it.
constexpr double kBucketBytes = 25.0 * 1024 * 1024;

struct Job {
    int ranks = 1;
    double step_s = 0, compute_s = 0, communication_s = 0, bytes = 0, tokens_per_step = 0;
    double side_by_side_s = 0; // expected slowest of N single processes sharing the CPUs
    double busbw_bucket = 0;   // all-reduce busbw at the bucket size, GB/s
};

int run(const std::string& command) {
    std::fflush(stdout);
    return std::system(command.c_str());
}

std::string pilotCommand(const fs::path& card, const fs::path& out) {
    return std::string(RUNCARD_PILOT_EXE) + " " + card.string() +
           " --steps 20 --warmup 2 --threads 1 --no-restore-proof --out " + out.string();
}

// Expected maximum of n independent draws from the empirical distribution of `samples`:
// E[max] = sum over the sorted samples x_(i) of x_(i) * ((i/m)^n - ((i-1)/m)^n). A synchronous
// step ends when the slowest rank reaches the collective, so the step of n ranks is the maximum
// of their compute times, not their mean ("The Tail at Scale", Dean and Barroso, CACM 56(2), 2013:
// a fan-out waits for its slowest part).
double expectedMaximum(std::vector<double> samples, int n) {
    std::sort(samples.begin(), samples.end());
    const double m = double(samples.size());
    double expected = 0;
    for (std::size_t i = 0; i < samples.size(); ++i)
        expected += samples[i] * (std::pow((i + 1) / m, n) - std::pow(i / m, n));
    return expected;
}

// N single-process pilots started together, no collectives: the compute one rank of an N-rank job
// gets when N processes share this machine, as the expected slowest of N steps drawn from all
// their measured steps. It separates what sharing the cores costs from what the collectives cost.
double sideBySideStep(const fs::path& card, const fs::path& work, int processes) {
    std::string command;
    std::vector<fs::path> outs;
    for (int i = 0; i < processes; ++i) {
        outs.push_back(work /
                       ("side-by-side-" + std::to_string(processes) + "-" + std::to_string(i)));
        command += pilotCommand(card, outs.back()) + " --set hardware.parallelism=single > " +
                   outs.back().string() + ".ndjson 2> " + outs.back().string() + ".err & ";
    }
    if (run(command + "wait") != 0)
        return 0;
    std::vector<double> steps;
    for (const fs::path& out : outs) {
        const runcard::PilotResultsData results = runcard::readPilotResults(out.string());
        if (!results.complete())
            return 0;
        for (const runcard::PilotStepSample& step : results.steps)
            if (!step.warmup)
                steps.push_back(step.seconds);
    }
    return expectedMaximum(steps, processes);
}

// One core's time for DDP's two passes over `bytes` of fp32 gradients: divide each gradient while
// copying it into its bucket, then copy the reduced bucket back (torch's Reducer, which the
// pilot's ddp mirrors: mark_variable_ready_dense's at::mul_out, then copy_bucket_to_grad). The
// median of seven repetitions.
double bucketCopySeconds(double bytes) {
    std::vector<float> gradients(std::size_t(bytes / sizeof(float)), 1.0f),
        bucket(gradients.size());
    std::vector<double> seconds;
    for (int repetition = 0; repetition < 7; ++repetition) {
        const auto start = std::chrono::steady_clock::now();
        const float scale = 0.5f + 0.001f * repetition;
        for (std::size_t i = 0; i < gradients.size(); ++i)
            bucket[i] = gradients[i] * scale;
        std::copy(bucket.begin(), bucket.end(), gradients.begin());
        seconds.push_back(
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    volatile float sink = gradients[gradients.size() / 2]; // keeps the passes
    (void)sink;
    std::sort(seconds.begin(), seconds.end());
    return seconds[seconds.size() / 2];
}

} // namespace

int main(int argc, char** argv) {
    const fs::path work = argc > 1 ? argv[1] : "bench-pilot-distributed";
    fs::create_directories(work);
    const unsigned cpus = std::max(1u, std::thread::hardware_concurrency());
    const fs::path card = work / "bench-ddp.yaml";
    std::ofstream(card) << "runcard: 1\nname: bench-ddp\nmodel:\n  architecture:\n"
                        << "    layers: 4\n    hidden_size: 256\n    intermediate_size: 704\n"
                        << "    attention_heads: 8\n    kv_heads: 4\n    vocab_size: 4096\n"
                        << "    tied_embeddings: false\n    mlp: swiglu\n"
                        << "training:\n  method: full\n  optimizer: adamw\n  precision: fp32\n"
                        << "  sequence_length: 128\n  micro_batch: 2\n  attention: eager\n"
                        << "  steps: 1000\nhardware:\n  parallelism: ddp\n";

    std::vector<Job> jobs;
    std::vector<std::string> busbwRows;
    for (int ranks : {1, 2, 4}) {
        const fs::path out = work / ("ranks-" + std::to_string(ranks));
        std::string command = pilotCommand(card, out);
        if (ranks == 1)
            command += " --set hardware.parallelism=single";
        else
            command += " --nproc " + std::to_string(ranks) + " --oversubscribe";
        if (run(command + " > " + out.string() + ".ndjson 2> " + out.string() + ".err") != 0) {
            std::printf("%d ranks: the run failed (%s.err)\n", ranks, out.string().c_str());
            return 1;
        }
        const YAML::Node summary = YAML::LoadFile((out / "summary.json").string());
        Job job;
        job.ranks = ranks;
        if (ranks == 1) {
            job.step_s = summary["step_time_s"]["mean"].as<double>();
            job.compute_s = job.step_s;
            job.tokens_per_step = summary["tokens_per_s"].as<double>() * job.step_s;
        } else {
            for (const auto& rank : summary["ranks"]) { // the slowest rank sets the pace
                const YAML::Node d = rank["distributed"];
                if (d["step_s_mean"].as<double>() < job.step_s)
                    continue;
                job.step_s = d["step_s_mean"].as<double>();
                job.compute_s = d["compute_s_mean"].as<double>();
                job.communication_s = d["communication_s_mean"].as<double>();
                job.bytes = d["communication_bytes_per_step"].as<double>();
            }
            job.tokens_per_step = jobs.front().tokens_per_step * ranks;
            job.side_by_side_s = sideBySideStep(card, work, ranks);
            const YAML::Node table = YAML::LoadFile((out / "collectives.json").string());
            for (const auto& row : table["rows"]) {
                const double bytes = row["bytes"].as<double>();
                const std::string name = row["collective"].as<std::string>();
                if (name == "all_reduce" && bytes <= kBucketBytes)
                    job.busbw_bucket = row["busbw_gb_s"].as<double>();
                busbwRows.push_back("| " + std::to_string(ranks) + " | " + name + " | " +
                                    std::to_string(std::int64_t(bytes)) + " | " +
                                    std::to_string(row["seconds"].as<double>() * 1e3) + " | " +
                                    std::to_string(row["algbw_gb_s"].as<double>()) + " | " +
                                    std::to_string(row["busbw_gb_s"].as<double>()) + " |");
            }
        }
        jobs.push_back(job);
    }

    // Prediction: each rank computes as one process does, copies its gradients into DDP's
    // buckets and back (two passes over S, timed here on one core and shared like the compute
    // when ranks outnumber CPUs), then all-reduces them (bytes moved per step as measured) at the
    // measured busbw: t = 2(n-1)/n * S / busbw (nccl-tests doc/PERFORMANCE.md), with no overlap
    // (Gloo's copies and sums run on the cores that compute).
    // The compute part two ways: the planner's assumption (ranks share the CPUs evenly, N/C of
    // the single process's step when N ranks outnumber C CPUs), and as measured with N single
    // processes side by side: the expected slowest of N of their steps, which includes what
    // sharing really costs on this machine and that every step waits for its slowest rank.
    const Job& one = jobs.front();
    std::printf("Machine: %u logical CPUs; 1 thread per rank.\n\n", cpus);
    std::printf(
        "| Ranks | Tokens/step | Step (s) | Compute (s) | Exposed comm. (s) | Slowest of N "
        "single processes side by side (s) | Bytes/step | all-reduce busbw @<=25 MiB (GB/s) | "
        "Bucket copies (s) | Measured tok/s | Measured eff. | Predicted eff., even share | "
        "Predicted eff., measured share |\n"
        "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (const Job& job : jobs) {
        double communication = 0, copies = 0;
        if (job.ranks > 1 && job.busbw_bucket > 0) {
            copies = bucketCopySeconds(job.bytes) * std::max(1.0, double(job.ranks) / cpus);
            communication =
                2.0 * (job.ranks - 1) / job.ranks * job.bytes / 1e9 / job.busbw_bucket + copies;
        }
        const double evenShare = one.step_s * std::max(1.0, double(job.ranks) / cpus);
        const double sideBySide = job.ranks == 1 ? one.step_s : job.side_by_side_s;
        const double base = one.tokens_per_step / one.step_s;
        const auto efficiency = [&](double step) {
            return 100 * job.tokens_per_step / step / (base * job.ranks);
        };
        // A side-by-side process that failed leaves no steps: say so rather than predict.
        char shared[64] = "—", sharedEfficiency[64] = "—";
        if (sideBySide > 0) {
            std::snprintf(shared, sizeof shared, "%.4f", sideBySide);
            std::snprintf(sharedEfficiency, sizeof sharedEfficiency, "%.0f%%",
                          efficiency(sideBySide + communication));
        }
        std::printf("| %d | %.0f | %.4f | %.4f | %.4f | %s | %.0f | %.3f | %.4f | %.0f | %.0f%% | "
                    "%.0f%% | %s |\n",
                    job.ranks, job.tokens_per_step, job.step_s, job.compute_s, job.communication_s,
                    shared, job.bytes, job.busbw_bucket, copies, job.tokens_per_step / job.step_s,
                    efficiency(job.step_s), efficiency(evenShare + communication),
                    sharedEfficiency);
    }
    std::printf("\n| Ranks | Collective | Bytes | ms per call | algbw (GB/s) | busbw (GB/s) |\n"
                "|---:|---|---:|---:|---:|---:|\n");
    for (const auto& row : busbwRows)
        std::printf("%s\n", row.c_str());
    return 0;
}
