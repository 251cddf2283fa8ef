// A model preset file through loadPreset (written as fuzz.yaml, so that an id "fuzz" matches).
// An accepted architecture has parameter counts that do not overflow.
#include "fuzz_support.h"
#include "planner/presets.h"

using namespace runcard;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::writeScratch("fuzz.yaml", std::string(fuzz::asText(data, size)));
    ModelPreset preset;
    try {
        preset = loadPreset((fuzz::scratchFolder() / "fuzz.yaml").string());
    } catch (const InputError&) {
        return 0;
    }
    totalParameters(preset.architecture);
    return 0;
}
