// Messages about bad input, precise enough to fix it: file, line, column and the field's dotted
// path.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace runcard {

struct Diagnostic {
    std::string file;    // path as the user gave it; empty for in-memory cards
    int line = 0;        // 1-based; 0 when unknown
    int column = 0;      // 1-based; 0 when unknown
    std::string field;   // dotted path, e.g. "training.micro_batch"; empty for file-level errors
    std::string message; // one sentence, no trailing period

    // "card.yaml:12:5: training.micro_batch: must be at least 1"
    std::string toString() const;
};

using Diagnostics = std::vector<Diagnostic>;

// Thrown where a caller cannot continue; carries every diagnostic found so far.
class InputError : public std::runtime_error {
public:
    explicit InputError(Diagnostics diagnostics);
    explicit InputError(Diagnostic diagnostic);
    const Diagnostics& diagnostics() const { return diagnostics_; }

private:
    Diagnostics diagnostics_;
};

// The candidate closest to `word` by edit distance, or empty when nothing is close enough to
// suggest.
std::string closestMatch(const std::string& word, const std::vector<std::string>& candidates);

} // namespace runcard
