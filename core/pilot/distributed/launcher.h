// runcard-pilot CARD --nproc N: starts N ranks of this same binary on this machine (fork/exec,
// RANK/WORLD_SIZE/LOCAL_RANK/LOCAL_WORLD_SIZE/MASTER_ADDR/MASTER_PORT set, rank 0 serving the
// c10d TCPStore on a free loopback port), merges their NDJSON streams into one stdout (and
// events.ndjson), and watches them: when one dies or fails, the others get a grace period to
// notice through their collectives, then are terminated and reaped, and a rank_failed event names
// the rank that caused it (failure_cause.h). No LibTorch.
#pragma once

#include "pilot/pilot_options.h"

#include <string>
#include <vector>

namespace runcard::pilot {

// `arguments` are the command line as given (--nproc included). Returns an ExitCode.
int launchRanks(const PilotOptions& options, const std::vector<std::string>& arguments);

// Why `ranks` ranks are too many for this machine, or empty (the largest sensible count: the
// logical CPUs for --device cpu, x4 with --oversubscribe; the visible GPUs otherwise).
std::string rankCountRefusal(int ranks, const PilotOptions& options, int logicalCpus, int devices);

} // namespace runcard::pilot
