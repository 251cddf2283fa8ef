// Pilot results as calibration: summary.json and events.ndjson (NUL-separated) through
// readPilotCalibration for the bundled pilot-demo card.
#include "fuzz_support.h"
#include "planner/calibration.h"
#include "planner/resources.h"
#include "planner/run_card_yaml.h"

using namespace runcard;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const PresetLibrary presets = PresetLibrary::bundled();
    static const GpuCatalog gpus = GpuCatalog::bundled();
    static const RunCard card = loadRunCardOrThrow(resourcePath("examples/pilot-demo.yaml"));
    const auto parts = fuzz::splitInput(fuzz::asText(data, size), 2);
    fuzz::writeScratch("summary.json", parts[0]);
    fuzz::writeScratch("events.ndjson", parts[1], !parts[1].empty());
    try {
        readPilotCalibration((fuzz::scratchFolder() / "summary.json").string(), card, presets,
                             gpus);
    } catch (const InputError&) {
    }
    return 0;
}
