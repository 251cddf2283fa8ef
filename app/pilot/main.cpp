// runcard-pilot: runs a measured pilot of a run card with LibTorch and streams NDJSON events
// (docs/pilot-protocol.md). All logic lives in core/pilot.
#include "pilot/pilot_run.h"

#include <string>
#include <vector>

int main(int argc, char** argv) {
    return runcard::pilot::pilotMain(std::vector<std::string>(argv + 1, argv + argc));
}
