// Summary statistics of step times (median, p90, coefficient of variation).
#pragma once

#include <vector>

namespace runcard::pilot {

double median(std::vector<double> values);
// Nearest-rank percentile (p in [0, 100]); 0 for an empty list.
double percentile(std::vector<double> values, double p);
double mean(const std::vector<double>& values);
// Sample standard deviation over the mean; 0 with fewer than two values.
double coefficientOfVariation(const std::vector<double>& values);

} // namespace runcard::pilot
