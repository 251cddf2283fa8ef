// Hugging Face config.json through importHfConfig (strict JSON, bounded fields). An accepted shape
// must have parameter counts that do not overflow.
#include "fuzz_support.h"
#include "planner/hf_config_import.h"

using namespace runcard;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const fuzz::MemoryFile file(fuzz::asText(data, size));
    ModelArchitecture architecture;
    try {
        architecture = importHfConfig(file.path());
    } catch (const InputError&) {
        return 0;
    }
    totalParameters(architecture); // throws (a finding) if the bounds let an overflow through
    return 0;
}
