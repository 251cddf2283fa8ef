// The restore proof's second process: `runcard-pilot --restore-check DIR` verifies a checkpoint,
// restores it into a new model, takes the next step and compares it with the original process's
// expected.json bit for bit; and the original's side, which starts that process and forwards its
// events.
#pragma once

#include "pilot/event_stream.h"
#include "pilot/pilot_options.h"

#include <string>

namespace runcard::pilot {

int runRestoreCheck(const PilotOptions& options, EventStream& events);
// Runs `runcard-pilot --restore-check DIR` as a new process and forwards its events; returns its
// exit code and keeps its restore event in *restoreLine.
int spawnRestoreCheck(const std::string& directory, int threads, EventStream& events,
                      std::string* restoreLine);

} // namespace runcard::pilot
