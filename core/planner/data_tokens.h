// Tokens per training sequence when the data is not packed: the mean sets throughput, the longest
// (training.sequence_length) sets the memory peak. The mean is data.mean_tokens when the card
// gives it, else measured from the data file when the pilot's byte-level tokenizer applies (no
// data.tokenizer: one token per byte), else the sequence length.
#pragma once

#include "planner/plan.h"
#include "planner/run_card.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace runcard {

struct DocumentLengths {
    double mean_tokens = 0; // mean of min(document bytes, the sequence length)
    // Σ d² / Σ d over the same lengths: how far a token attends on average where each document
    // attends within itself (a document of d tokens holds d of them, each over d/2 on average).
    double attention_span_tokens = 0;
    double longest_tokens = 0;
    std::int64_t documents = 0;
    // E[the longest of b documents], b = 1 .. kTabulatedBatches or until it reaches the longest.
    std::shared_ptr<const ExpectedLongest> expected_longest;
};

// Micro-batches whose expected longest is tabulated; larger ones are padded to the longest.
inline constexpr int kTabulatedBatches = 1024;

// Byte-level lengths of the documents in `path` as the pilot reads them (core/pilot/text_data.cpp:
// JSONL with `textField`, or plain text with blank lines between documents), each cut at
// `sequenceLength`. Reads at most the first 64 MiB. Empty when the file cannot be read or holds
// no document.
std::optional<DocumentLengths>
byteLevelDocumentLengths(const std::string& path, const std::string& textField, int sequenceLength);

// Mean tokens of a training sequence for `card` (see above); sequence_length for packed data.
double meanSequenceTokens(const RunCard& card);
// Packed rows that attend per document (training.packed_attention: document): the span a token
// attends over, at most the sequence length. From a data file's lengths Σ d² / Σ d, which a spread
// of lengths raises above the mean; from data.mean_tokens, which carries no spread, the mean. 0 for
// rows that attend as one sequence, and where neither gives a length (a rule reports it).
double documentAttentionSpan(const RunCard& card);
// The expected longest of a micro-batch when `card` pads unpacked data to the longest and its mean
// is measured from the data file; null otherwise (the step time then takes the mean).
std::shared_ptr<const ExpectedLongest> expectedLongestTokens(const RunCard& card);

} // namespace runcard
