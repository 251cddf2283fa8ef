// runcard-cli: the planner from the command line, no display and no Qt needed. `report` runs
// runcard-report (installed beside it), the part that needs Qt Gui.
#include "cli_commands.h"
#include "planner/resources.h"

#include <cstring>
#include <filesystem>
#include <iostream>
#include <system_error>
#include <unistd.h>

namespace {

// Replaces this process with runcard-report from runcard-cli's own folder; returns only when that
// fails.
int runReport(int argc, char** argv) {
    std::error_code error;
    std::filesystem::path report = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error)
        report = argv[0];
    report.replace_filename("runcard-report");
    std::vector<char*> arguments{const_cast<char*>(report.c_str())};
    arguments.insert(arguments.end(), argv + 2, argv + argc);
    arguments.push_back(nullptr);
    execv(report.c_str(), arguments.data());
    std::cerr << "runcard-cli: report needs " << report.string()
              << " (built with -DRUNCARD_BUILD_GUI=ON, installed beside runcard-cli): "
              << std::strerror(errno) << "\n";
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    if (argc == 2 && std::strcmp(argv[1], "--version") == 0) {
        std::cout << "runcard-cli " << runcard::runcardVersion()
                  << "\nresources: " << runcard::resourceDir() << "\n";
        return 0;
    }
    if (argc > 1 && std::strcmp(argv[1], "report") == 0)
        return runReport(argc, argv);
    std::vector<std::string> args(argv + 1, argv + argc);
    return runcard::runCli(args, std::cout, std::cerr);
}
