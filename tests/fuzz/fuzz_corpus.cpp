// The pilot's training data (JSONL or plain text) through readCorpus with the byte-level
// tokenizer. readCorpus documents std::runtime_error (file:line and field) for bad data.
#include "fuzz_support.h"
#include "pilot/text_data.h"

#include <stdexcept>

using namespace runcard;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const fuzz::MemoryFile file(fuzz::asText(data, size));
    try {
        const pilot::TokenizedCorpus corpus = pilot::readCorpus(file.path(), "text", 512);
        pilot::SampleSet samples(corpus, 0, corpus.documents.size(), {16, 2, true});
        if (samples.size() > 0)
            samples.batch(samples.size() + 3); // wraps over epochs
    } catch (const std::runtime_error&) {
    }
    return 0;
}
