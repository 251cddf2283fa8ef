// A checkpoint's manifest.json through verifyManifest, in a folder that holds one small file.
// verifyManifest documents CorruptCheckpoint for anything it refuses.
#include "fuzz_support.h"
#include "pilot/trainer.h"

using namespace runcard;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::writeScratch("manifest.json", std::string(fuzz::asText(data, size)));
    fuzz::writeScratch("model.pt", "weights");
    try {
        pilot::verifyManifest(fuzz::scratchFolder().string());
    } catch (const pilot::CorruptCheckpoint&) {
    }
    return 0;
}
