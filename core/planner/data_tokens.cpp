#include "planner/data_tokens.h"

#include "planner/plan.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <tuple>
#include <yaml-cpp/yaml.h>

namespace runcard {
namespace {

constexpr std::int64_t kMaxBytesRead = std::int64_t(64) << 20;

bool isJsonLines(const std::string& path, const std::string& firstLine) {
    const std::string extension = std::filesystem::path(path).extension().string();
    if (extension == ".jsonl" || extension == ".json" || extension == ".ndjson")
        return true;
    const auto first = firstLine.find_first_not_of(" \t\r");
    return first != std::string::npos && firstLine[first] == '{';
}

bool blank(const std::string& line) {
    return line.find_first_not_of(" \t\r") == std::string::npos;
}

// Adds one document's byte length to the running figures.
struct LengthTally {
    int cut = 0;
    double sum = 0, sumOfSquares = 0;
    DocumentLengths lengths;
    std::map<int, std::int64_t> documentsOfLength;
    void add(std::size_t bytes) {
        if (bytes == 0)
            return;
        const int tokens = int(std::min<std::size_t>(bytes, std::size_t(cut)));
        sum += tokens;
        sumOfSquares += double(tokens) * tokens;
        lengths.longest_tokens = std::max<double>(lengths.longest_tokens, tokens);
        ++lengths.documents;
        ++documentsOfLength[tokens];
    }
};

// E[max of b independent draws] from the empirical lengths v_1 < ... < v_U with cumulative shares
// F_j: sum_j v_j (F_j^b - F_(j-1)^b) (the distribution of the maximum of b i.i.d. draws is F^b).
// The powers are carried from one b to the next, so the table costs U multiplications per row.
ExpectedLongest expectedLongest(const std::map<int, std::int64_t>& documentsOfLength,
                                std::int64_t documents, double longest) {
    ExpectedLongest table;
    table.longest = longest;
    std::vector<double> values, shares, powers;
    std::int64_t cumulative = 0;
    for (const auto& [length, count] : documentsOfLength) {
        cumulative += count;
        values.push_back(length);
        shares.push_back(double(cumulative) / double(documents));
    }
    powers = shares;
    for (int b = 1; b <= kTabulatedBatches; ++b) {
        double expected = 0, previous = 0;
        for (std::size_t j = 0; j < values.size(); ++j) {
            expected += values[j] * (powers[j] - previous);
            previous = powers[j];
            powers[j] *= shares[j];
        }
        table.by_batch.push_back(expected);
        if (expected >= longest - 0.5)
            break; // every larger batch holds the longest, to half a token
    }
    return table;
}

std::optional<DocumentLengths> measure(const std::string& path, const std::string& textField,
                                       int sequenceLength) {
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return std::nullopt;
    LengthTally tally;
    tally.cut = sequenceLength;
    std::string line;
    std::int64_t read = 0;
    bool jsonLines = false, first = true;
    std::size_t plainDocument = 0; // bytes of the plain-text document being read
    while (read < kMaxBytesRead && std::getline(in, line)) {
        read += std::int64_t(line.size()) + 1;
        if (first)
            jsonLines = isJsonLines(path, line);
        first = false;
        if (!jsonLines) {
            // The pilot keeps each line with its newline and ends a document at a blank line.
            if (blank(line)) {
                tally.add(plainDocument);
                plainDocument = 0;
            } else {
                plainDocument += line.size() + 1;
            }
            continue;
        }
        if (blank(line))
            continue;
        try {
            const YAML::Node object = YAML::Load(line);
            if (object.IsMap() && object[textField] && object[textField].IsScalar())
                tally.add(object[textField].Scalar().size());
        } catch (const YAML::Exception&) {
            return std::nullopt; // the pilot refuses the file; nothing to measure
        }
    }
    tally.add(plainDocument);
    if (tally.lengths.documents == 0)
        return std::nullopt;
    tally.lengths.mean_tokens = tally.sum / double(tally.lengths.documents);
    tally.lengths.attention_span_tokens = tally.sumOfSquares / tally.sum;
    tally.lengths.expected_longest = std::make_shared<const ExpectedLongest>(expectedLongest(
        tally.documentsOfLength, tally.lengths.documents, tally.lengths.longest_tokens));
    return tally.lengths;
}

} // namespace

std::optional<DocumentLengths> byteLevelDocumentLengths(const std::string& path,
                                                        const std::string& textField,
                                                        int sequenceLength) {
    // resolve() runs on every edit in the app: measure a file once per size and change time.
    using Key =
        std::tuple<std::string, std::string, int, std::uintmax_t, std::filesystem::file_time_type>;
    static std::mutex mutex;
    static std::map<Key, std::optional<DocumentLengths>> measured;
    std::error_code error;
    const auto size = std::filesystem::file_size(path, error);
    if (error)
        return std::nullopt;
    const auto changed = std::filesystem::last_write_time(path, error);
    if (error)
        return std::nullopt;
    const Key key{path, textField, sequenceLength, size, changed};
    const std::lock_guard<std::mutex> lock(mutex);
    if (const auto it = measured.find(key); it != measured.end())
        return it->second;
    return measured[key] = measure(path, textField, sequenceLength);
}

namespace {

// The lengths of the card's byte-level data file where the card states no mean of its own (its
// lengths are not the file's then); empty otherwise.
std::optional<DocumentLengths> measuredLengths(const RunCard& card) {
    if (card.data.mean_tokens > 0 || card.data.path.empty() || !card.data.tokenizer.empty())
        return std::nullopt;
    return byteLevelDocumentLengths(cardRelativePath(card, card.data.path), card.data.text_field,
                                    card.training.sequence_length);
}

// The card's mean length (data.mean_tokens, at most the sequence length), else the mean measured
// from a byte-level data file; 0 where neither gives one.
double statedOrMeasuredMean(const RunCard& card) {
    if (card.data.mean_tokens > 0)
        return std::min<double>(card.data.mean_tokens, card.training.sequence_length);
    const auto lengths = measuredLengths(card);
    return lengths ? lengths->mean_tokens : 0;
}

} // namespace

double meanSequenceTokens(const RunCard& card) {
    const TrainingSection& t = card.training;
    if (t.packed)
        return t.sequence_length;
    const double mean = statedOrMeasuredMean(card);
    return mean > 0 ? mean : t.sequence_length;
}

double documentAttentionSpan(const RunCard& card) {
    const TrainingSection& t = card.training;
    if (!t.packed || t.packed_attention != PackedAttention::Document)
        return 0;
    if (const auto lengths = measuredLengths(card))
        return lengths->attention_span_tokens;
    return statedOrMeasuredMean(card);
}

std::shared_ptr<const ExpectedLongest> expectedLongestTokens(const RunCard& card) {
    const TrainingSection& t = card.training;
    if (t.packed || t.padding != Padding::Longest)
        return nullptr;
    const auto lengths = measuredLengths(card);
    return lengths ? lengths->expected_longest : nullptr;
}

double paddedSequenceTokens(const TrainingShape& t) {
    if (t.packed || t.padding == Padding::MaxLength || t.mean_tokens <= 0)
        return t.sequence_length;
    if (t.padding == Padding::Longest && t.expected_longest)
        return std::max(t.mean_tokens, t.expected_longest->of(t.micro_batch));
    return t.mean_tokens;
}

double throughputTokensPerMicroBatch(const Scenario& s) {
    const TrainingShape& t = s.shape;
    const double perSequence =
        (t.packed || t.mean_tokens <= 0) ? double(t.sequence_length) : t.mean_tokens;
    return perSequence * t.micro_batch;
}

} // namespace runcard
