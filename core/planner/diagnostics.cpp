#include "planner/diagnostics.h"

#include <algorithm>
#include <numeric>

namespace runcard {

std::string Diagnostic::toString() const {
    std::string text;
    if (!file.empty()) {
        text += file;
        if (line > 0) {
            text += ':' + std::to_string(line);
            if (column > 0)
                text += ':' + std::to_string(column);
        }
        text += ": ";
    }
    if (!field.empty())
        text += field + ": ";
    return text + message;
}

static std::string joinedMessages(const Diagnostics& diagnostics) {
    std::string text;
    for (const auto& d : diagnostics)
        text += (text.empty() ? "" : "\n") + d.toString();
    return text;
}

InputError::InputError(Diagnostics diagnostics)
    : std::runtime_error(joinedMessages(diagnostics)), diagnostics_(std::move(diagnostics)) {}

InputError::InputError(Diagnostic diagnostic) : InputError(Diagnostics{std::move(diagnostic)}) {}

static std::size_t editDistance(const std::string& a, const std::string& b) {
    std::vector<std::size_t> previous(b.size() + 1), current(b.size() + 1);
    std::iota(previous.begin(), previous.end(), 0);
    for (std::size_t i = 1; i <= a.size(); ++i) {
        current[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, substitution});
        }
        std::swap(previous, current);
    }
    return previous[b.size()];
}

std::string closestMatch(const std::string& word, const std::vector<std::string>& candidates) {
    std::string best;
    std::size_t bestDistance = std::string::npos;
    for (const auto& candidate : candidates) {
        const std::size_t distance = editDistance(word, candidate);
        if (distance < bestDistance) {
            bestDistance = distance;
            best = candidate;
        }
    }
    // Suggest only what a typo could plausibly explain: at most a third of the word changed.
    const std::size_t tolerance = std::max<std::size_t>(2, word.size() / 3);
    return bestDistance <= tolerance ? best : std::string{};
}

} // namespace runcard
