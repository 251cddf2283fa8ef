// The pilot's training data: a JSONL file (one object per line, text in a named field) or plain
// text, tokenized byte-level or with the card's SentencePiece model, cut into fixed-length samples
// (packed) or one document per sample (padded), and served in batches by a loader thread. The batch
// sequence is a pure function of the data and the position, so a restored run sees exactly the
// batches the original would have.
#pragma once

#include "pilot/tokenizer.h"

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace runcard::pilot {

// Target value that the loss ignores (padding), as torch.nn.functional.cross_entropy's default.
inline constexpr std::int64_t kIgnoreIndex = -100;

struct TokenizedCorpus {
    std::vector<std::vector<std::int64_t>> documents; // token ids, one vector per document
    std::int64_t tokens = 0;
    std::int64_t bytes_read = 0;
    std::int64_t separator = 0;           // the tokenizer's document separator
    std::string tokenizer = "byte-level"; // Tokenizer::description()
};

// Reads `path` (JSONL when the name ends in .jsonl/.json or the first non-blank character is '{',
// else plain text with blank lines between documents). Throws std::runtime_error naming
// file:line and the field on malformed input.
TokenizedCorpus readCorpus(const std::string& path, const std::string& textField,
                           const Tokenizer& tokenizer);
// Byte-level tokens folded into vocabSize.
TokenizedCorpus readCorpus(const std::string& path, const std::string& textField,
                           std::int64_t vocabSize);

struct Batch {
    std::int64_t position = 0;        // index of this batch in the training stream
    std::vector<std::int64_t> inputs; // micro_batch x sequence_length, row-major
    std::vector<std::int64_t> targets;
    std::int64_t real_tokens = 0; // targets that count in the loss
};

struct SampleLayout {
    int sequence_length = 0;
    int micro_batch = 1;
    bool packed = true;
};

// Samples of one split of the corpus, addressable by index (wrapping over epochs).
class SampleSet {
public:
    SampleSet() = default;
    SampleSet(const TokenizedCorpus& corpus, std::size_t firstDocument, std::size_t endDocument,
              SampleLayout layout);
    std::int64_t size() const { return count_; }
    Batch batch(std::int64_t position) const; // samples position*b .. position*b + b - 1

private:
    SampleLayout layout_;
    std::int64_t separator_ = 0;
    std::vector<std::int64_t> stream_;              // packed: documents joined by separators
    std::vector<std::vector<std::int64_t>> padded_; // padded: one document per sample
    std::int64_t count_ = 0;
};

// Produces batches position, position+1, ... ahead of the training loop. One rank of a
// data-parallel job reads the global batches offset + position * stride instead.
class BatchLoader {
public:
    BatchLoader(const SampleSet& samples, std::int64_t startPosition, int prefetch = 4,
                std::int64_t offset = 0, std::int64_t stride = 1);
    ~BatchLoader();
    BatchLoader(const BatchLoader&) = delete;
    BatchLoader& operator=(const BatchLoader&) = delete;

    Batch next(double* waitSeconds);                        // blocks until the next batch is ready
    std::int64_t nextPosition() const { return consumed_; } // what a checkpoint records

private:
    void run();
    const SampleSet& samples_;
    std::int64_t produced_;
    std::int64_t consumed_;
    std::size_t prefetch_;
    std::int64_t offset_, stride_;
    std::deque<Batch> queue_;
    std::mutex mutex_;
    std::condition_variable changed_;
    bool stopping_ = false;
    std::thread thread_;
};

} // namespace runcard::pilot
