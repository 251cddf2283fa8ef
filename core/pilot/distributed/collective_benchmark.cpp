#include "pilot/distributed/collective_benchmark.h"

#include "planner/json_writer.h"

#include <algorithm>
#include <chrono>
#include <cmath>

namespace runcard::pilot {
namespace {

constexpr std::int64_t kSmallestBytes = 1024;
constexpr int kSizeFactor = 4;
constexpr int kMostIterations = 20;

using Clock = std::chrono::steady_clock;

} // namespace

double busBandwidthFactor(const std::string& collective, int n) {
    if (n < 2)
        return 0;
    const double share = double(n - 1) / n;
    return collective == "all_reduce" ? 2 * share : share;
}

std::vector<CollectiveRow> benchmarkCollectives(Communicator& group, std::int64_t maxBytes,
                                                const std::string& device, double secondsPerSize) {
    std::vector<CollectiveRow> rows;
    const int n = group.size();
    const auto options = torch::TensorOptions().dtype(torch::kFloat32).device(device);
    std::vector<std::int64_t> sizes;
    for (std::int64_t bytes = kSmallestBytes; bytes < maxBytes; bytes *= kSizeFactor)
        sizes.push_back(bytes);
    sizes.push_back(maxBytes);
    const CommunicationStats saved = group.stats();
    torch::NoGradGuard noGrad;
    for (const std::string collective : {"all_reduce", "all_gather", "reduce_scatter"}) {
        for (std::int64_t requested : sizes) {
            // Whole float32 elements, divisible by the rank count (all-gather, reduce-scatter).
            const std::int64_t elements = std::max<std::int64_t>(n, requested / 4 / n * n);
            torch::Tensor whole = torch::ones({elements}, options);
            torch::Tensor shard = torch::ones({elements / n}, options);
            const auto once = [&] {
                if (collective == "all_reduce")
                    group.allReduce(whole);
                else if (collective == "all_gather")
                    group.allGather(whole, shard);
                else
                    group.reduceScatterAsync(whole, shard).wait();
            };
            group.barrier();
            auto start = Clock::now();
            once(); // warm-up, which also sizes the run
            const double first =
                group.allReduceMax(std::chrono::duration<double>(Clock::now() - start).count());
            const int iterations = int(std::clamp<double>(
                std::ceil(secondsPerSize / std::max(first, 1e-9)), 1, kMostIterations));
            group.barrier();
            start = Clock::now();
            for (int i = 0; i < iterations; ++i)
                once();
            const double mine =
                std::chrono::duration<double>(Clock::now() - start).count() / iterations;
            CollectiveRow row;
            row.collective = collective;
            row.bytes = elements * 4;
            row.iterations = iterations;
            row.seconds = group.allReduceMax(mine);
            row.algbw_gb_s = double(row.bytes) / row.seconds / 1e9;
            row.busbw_gb_s = row.algbw_gb_s * busBandwidthFactor(collective, n);
            rows.push_back(row);
        }
    }
    group.stats() = saved;
    return rows;
}

std::string collectivesCsv(const std::vector<CollectiveRow>& rows) {
    std::string csv = "collective,bytes,iterations,seconds,algbw_gb_s,busbw_gb_s\n";
    for (const auto& r : rows)
        csv += r.collective + "," + std::to_string(r.bytes) + "," + std::to_string(r.iterations) +
               "," + formatDouble(r.seconds) + "," + formatDouble(r.algbw_gb_s) + "," +
               formatDouble(r.busbw_gb_s) + "\n";
    return csv;
}

} // namespace runcard::pilot
