// runcard-pilot's program: a measured pilot of one run card, or (--restore-check) the second
// process of the restore proof. Events go to stdout as NDJSON (docs/pilot-protocol.md); one-line
// errors go to stderr; the return value is an ExitCode.
#pragma once

#include <string>
#include <vector>

namespace runcard::pilot {

int pilotMain(const std::vector<std::string>& arguments);

} // namespace runcard::pilot
