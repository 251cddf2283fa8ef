// runcard-cli's commands, callable in-process so tests drive them without spawning.
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace runcard {

// Runs one command line (without the program name). Returns the exit status:
// 0 success, 1 a run-time failure, 2 bad input or usage.
int runCli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

// The usage text printed by --help and on usage errors.
std::string cliUsage();

} // namespace runcard
