// The pilot's training data, streamed: the data file (JSONL with the text in a named field, or
// plain text with blank lines between documents) is read in chunks as training goes, tokenized
// byte-level or with the card's SentencePiece model, cut into fixed-length samples (packed) or one
// document per sample (padded), and served in batches by a loader thread through a bounded queue.
// A slow disk or tokenizer therefore shows up as the training loop waiting for data. Every 20th
// document is held out for validation. The batch sequence is a pure function of the file and the
// position, so a restored run sees exactly the batches the original would have.
#pragma once

#include "pilot/tokenizer.h"

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace runcard::pilot {

// Target value that the loss ignores (padding), as torch.nn.functional.cross_entropy's default.
inline constexpr std::int64_t kIgnoreIndex = -100;
// Document i is held out for validation when i % kValidationEvery == kValidationEvery - 1.
inline constexpr int kValidationEvery = 20;
// The longest line (JSONL) or document (plain text) the reader accepts.
inline constexpr std::int64_t kMaxDocumentBytes = std::int64_t(64) << 20;

// Malformed or unusable data; the message names file:line and the card field.
class DataError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The bytes of one pass over the data file. Tests substitute a slow one.
class ByteSource {
public:
    virtual ~ByteSource() = default;
    // Up to `size` bytes into `buffer`; 0 at the end of the file. Throws DataError.
    virtual std::size_t read(char* buffer, std::size_t size) = 0;
};
using ByteSourceFactory = std::function<std::unique_ptr<ByteSource>()>;

struct DataFile {
    std::string path;
    std::string text_field = "text";
    bool json_lines = false;
    std::int64_t bytes = 0;
    std::shared_ptr<const Tokenizer> tokenizer;
    ByteSourceFactory open; // a new pass from the start of the file
};

// Checks `path` (a regular file under kMaxDataFileBytes, not empty) and decides its format: JSONL
// when the name ends in .jsonl/.json/.ndjson or its first non-blank character is '{', else plain
// text. Throws DataError naming the file and data.path.
DataFile openDataFile(const std::string& path, const std::string& textField, Tokenizer tokenizer);

enum class Split { Train, Validation };

// The documents of one split, tokenized, pass after pass. A validation split without documents
// (a file of fewer than 20) falls back to the training documents.
class DocumentStream {
public:
    DocumentStream(const DataFile& data, Split split);
    ~DocumentStream();
    std::vector<std::int64_t> next(); // throws DataError
    std::int64_t passes() const { return passes_; }

private:
    enum class Read { End, Other, Text }; // end of a pass; another split's or empty; a document
    bool readLine(std::string* line);     // false at the end of a pass
    Read nextDocument(std::string* text);
    bool inSplit(std::int64_t index) const;

    DataFile data_; // a copy: small, and streams outlive the caller's
    Split split_;
    std::unique_ptr<ByteSource> source_;
    std::string buffer_;
    std::size_t offset_ = 0;
    bool sourceDone_ = false;
    std::int64_t line_ = 0;     // line number in this pass
    std::int64_t document_ = 0; // document index in this pass
    std::int64_t yieldedThisPass_ = 0;
    std::int64_t passes_ = 0;
    bool fellBack_ = false;
};

struct Batch {
    std::int64_t position = 0;        // index of this batch in the stream
    std::vector<std::int64_t> inputs; // micro_batch x columns, row-major
    std::vector<std::int64_t> targets;
    std::int64_t columns = 0;     // sequence_length, or the batch's longest row (pad_to_longest)
    std::int64_t real_tokens = 0; // targets that count in the loss
};

struct SampleLayout {
    int sequence_length = 0;
    int micro_batch = 1;
    bool packed = true;
    // Unpacked: rows padded to the batch's longest (training.padding: longest) instead of to
    // sequence_length (max-length).
    bool pad_to_longest = false;
};

// Batches position, position+1, ... of one split. Packed: the split's documents joined by the
// separator, sample k = tokens [k*s, k*s + s] (inputs and targets shifted by one). Padded: sample k
// is the k-th document, cut to s + 1 tokens, padding (to s, or to the batch's longest row) ignored
// by the loss.
class SampleStream {
public:
    SampleStream(const DataFile& data, Split split, SampleLayout layout,
                 std::int64_t startPosition = 0);
    Batch next(); // throws DataError

private:
    void fillPacked(std::int64_t* inputs, std::int64_t* targets);
    DocumentStream documents_;
    SampleLayout layout_;
    std::int64_t separator_;
    std::int64_t position_ = 0;
    std::deque<std::int64_t> tokens_; // packed: tokens from the current sample's start on
};

// Produces the training batches ahead of the loop in its own thread, at most `prefetch` ahead.
// One rank of a data-parallel job reads the global batches offset + position * stride instead of
// position (the stream skips the other ranks' batches).
class BatchLoader {
public:
    BatchLoader(const DataFile& data, SampleLayout layout, std::int64_t startPosition,
                int prefetch = 4, std::int64_t offset = 0, std::int64_t stride = 1);
    ~BatchLoader();
    BatchLoader(const BatchLoader&) = delete;
    BatchLoader& operator=(const BatchLoader&) = delete;

    // Blocks until the next batch is ready; the wait goes to *waitSeconds. Rethrows the loader's
    // DataError.
    Batch next(double* waitSeconds);
    std::int64_t nextPosition() const { return consumed_; } // what a checkpoint records

private:
    void run();
    SampleLayout layout_;
    std::unique_ptr<SampleStream> stream_;
    std::int64_t consumed_;
    std::size_t prefetch_;
    std::int64_t offset_, stride_;
    std::deque<Batch> queue_;
    std::exception_ptr failure_;
    std::mutex mutex_;
    std::condition_variable changed_;
    bool stopping_ = false;
    std::thread thread_;
};

} // namespace runcard::pilot
