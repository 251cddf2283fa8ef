// Text to token ids for the pilot: byte-level (token = byte value), or the card's SentencePiece
// model (data.tokenizer) when the pilot is built with SentencePiece. Encoding is const and
// thread-safe, so the corpus can be tokenized off the training thread.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace runcard::pilot {

class Tokenizer {
public:
    // Token = byte value; vocabularies smaller than 256 (tiny test models) fold bytes modulo
    // vocabSize. Token 0 separates documents (byte-level text never contains NUL).
    static Tokenizer byteLevel(std::int64_t vocabSize);
    // Loads the SentencePiece model at `modelPath`. Throws std::runtime_error naming the file and
    // data.tokenizer when it is missing or unreadable, or when its vocabulary exceeds vocabSize
    // (the architecture's embedding rows).
    static Tokenizer sentencePiece(const std::string& modelPath, std::int64_t vocabSize);
    // Whether this build links SentencePiece (an optional dependency of the pilot).
    static bool sentencePieceAvailable();

    std::vector<std::int64_t> encode(const std::string& text) const;
    std::int64_t vocabularySize() const { return vocabulary_; }
    // Separates documents in packed samples and fills padded inputs: 0 byte-level; the model's
    // end-of-sentence id (else its unknown id) for SentencePiece.
    std::int64_t separator() const { return separator_; }
    // "byte-level", or "sentencepiece <file> (vocab N, SHA-256 <hex>)" for the start event.
    const std::string& description() const { return description_; }

private:
    Tokenizer() = default;
    std::int64_t vocabulary_ = 256;
    std::int64_t separator_ = 0;
    std::string description_ = "byte-level";
    struct Model; // the loaded SentencePiece model, through the runcard_sentencepiece module
    std::shared_ptr<const Model> model_;
};

} // namespace runcard::pilot
