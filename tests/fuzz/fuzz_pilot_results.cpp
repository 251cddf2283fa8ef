// Pilot results as report evidence: summary.json, events.ndjson and steps.csv (NUL-separated)
// through the report's readPilotResults. It reports problems in the result, never by throwing.
#include "fuzz_support.h"
#include "ui/report/pilot_results.h"

using namespace runcard;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto parts = fuzz::splitInput(fuzz::asText(data, size), 3);
    fuzz::writeScratch("summary.json", parts[0]);
    fuzz::writeScratch("events.ndjson", parts[1], !parts[1].empty());
    fuzz::writeScratch("steps.csv", parts[2], !parts[2].empty());
    ui::readPilotResults(QString::fromStdString(fuzz::scratchFolder().string()));
    return 0;
}
