// runcard-pilot: runs a measured pilot of a run card with LibTorch and streams NDJSON events
// (docs/pilot-protocol.md). All logic lives in core/pilot.
#include "pilot/pilot_run.h"
#include "planner/resources.h"

#include <cstring>
#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    if (argc == 2 && std::strcmp(argv[1], "--version") == 0) {
        std::cout << "runcard-pilot " << runcard::runcardVersion()
                  << "\nresources: " << runcard::resourceDir() << "\n";
        return 0;
    }
    return runcard::pilot::pilotMain(std::vector<std::string>(argv + 1, argv + argc));
}
