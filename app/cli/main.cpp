// runcard-cli: the planner from the command line, no display needed.
#include "cli_commands.h"
#include "planner/resources.h"

#include <cstring>
#include <iostream>

#ifdef RUNCARD_WITH_REPORT
#include "report_command.h"
#endif

int main(int argc, char** argv) {
    if (argc == 2 && std::strcmp(argv[1], "--version") == 0) {
        std::cout << "runcard-cli " << runcard::runcardVersion()
                  << "\nresources: " << runcard::resourceDir() << "\n";
        return 0;
    }
#ifdef RUNCARD_WITH_REPORT
    if (argc > 1 && std::strcmp(argv[1], "report") == 0)
        return runReportCommand(argc, argv);
#endif
    std::vector<std::string> args(argv + 1, argv + argc);
    return runcard::runCli(args, std::cout, std::cerr);
}
