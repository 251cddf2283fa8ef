// The pilot's training data (JSONL or plain text) through openDataFile and the streamed sample
// reader with the byte-level tokenizer. Bad data is a DataError naming file:line and the field;
// a file that cannot be read is a FileError.
#include "fuzz_support.h"
#include "pilot/durable_file.h"
#include "pilot/text_data.h"

using namespace runcard;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const fuzz::MemoryFile file(fuzz::asText(data, size));
    try {
        const pilot::DataFile opened =
            pilot::openDataFile(file.path(), "text", pilot::Tokenizer::byteLevel(512));
        pilot::SampleStream stream(opened, pilot::Split::Train, {16, 2, true});
        for (int batch = 0; batch < 4; ++batch)
            stream.next(); // wraps over epochs
    } catch (const pilot::DataError&) {
    } catch (const pilot::FileError&) {
    }
    return 0;
}
