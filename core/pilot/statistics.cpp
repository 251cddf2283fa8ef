#include "pilot/statistics.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace runcard::pilot {

double median(std::vector<double> values) {
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

double percentile(std::vector<double> values, double p) {
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const auto rank = std::size_t(std::ceil(p / 100.0 * double(values.size())));
    return values[std::clamp<std::size_t>(rank, 1, values.size()) - 1];
}

std::optional<double> percentileIfMeaningful(const std::vector<double>& values, double p) {
    const auto n = double(values.size());
    const double rank = std::ceil(p / 100.0 * n);
    if (values.empty() || rank > n - kValuesAbovePercentile)
        return std::nullopt;
    return percentile(values, p);
}

double minimum(const std::vector<double>& values) {
    return values.empty() ? 0 : *std::min_element(values.begin(), values.end());
}

double maximum(const std::vector<double>& values) {
    return values.empty() ? 0 : *std::max_element(values.begin(), values.end());
}

double mean(const std::vector<double>& values) {
    return values.empty() ? 0 : std::accumulate(values.begin(), values.end(), 0.0) / values.size();
}

double coefficientOfVariation(const std::vector<double>& values) {
    if (values.size() < 2)
        return 0;
    const double m = mean(values);
    double squares = 0;
    for (const double v : values)
        squares += (v - m) * (v - m);
    return m > 0 ? std::sqrt(squares / double(values.size() - 1)) / m : 0;
}

} // namespace runcard::pilot
