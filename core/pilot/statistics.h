// Summary statistics of step times: what a handful of steps can honestly say (minimum, median,
// maximum, mean, coefficient of variation), and percentiles only where enough steps lie above
// them that the percentile is not simply the maximum.
#pragma once

#include <chrono>
#include <optional>
#include <vector>

namespace runcard::pilot {

double median(std::vector<double> values);
// Nearest-rank percentile (p in [0, 100]); 0 for an empty list.
double percentile(std::vector<double> values, double p);
// The nearest-rank percentile when at least kValuesAbovePercentile values lie above its rank
// (p90 needs 20 values); otherwise nothing: with 8 steps a "p90" is the maximum.
inline constexpr int kValuesAbovePercentile = 2;
std::optional<double> percentileIfMeaningful(const std::vector<double>& values, double p);
double mean(const std::vector<double>& values);
double minimum(const std::vector<double>& values); // 0 for an empty list
double maximum(const std::vector<double>& values); // 0 for an empty list
// Sample standard deviation over the mean; 0 with fewer than two values.
double coefficientOfVariation(const std::vector<double>& values);

// Seconds on the steady clock since `start`.
inline double secondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace runcard::pilot
