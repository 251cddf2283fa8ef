// One rank's part in a multi-rank pilot (docs/pilot-protocol.md, "Multi-rank pilots"): the
// rendezvous and process groups, the layout's training hooks, the pre-flight report and collective
// micro-benchmark, the rank's figures on each step event, and the merged summary.json that rank 0
// writes. pilot_run.cpp calls it at a few points; LibTorch stays behind the pimpl.
#pragma once

#include "pilot/event_stream.h"
#include "pilot/pilot_config.h"
#include "pilot/trainer.h"

#include <exception>
#include <filesystem>
#include <memory>

namespace runcard::pilot {

class TrainingHooks;

class DistributedRank {
public:
    // This process is one rank of several: WORLD_SIZE is set (torchrun, srun, --nproc), or
    // --nproc 1 asks for a one-rank job of a layout (refused: nothing to shard).
    static bool requested(const PilotOptions& options, const RunCard& card);

    // Refuses a layout the job cannot run (InputError naming hardware.parallelism), then joins the
    // rendezvous (std::runtime_error when it fails) and sets the stream's rank.
    DistributedRank(const PilotConfig& config, const PilotOptions& options, EventStream& events);
    ~DistributedRank();

    std::shared_ptr<TrainingHooks> hooks() const;
    std::filesystem::path rankDirectory(const std::filesystem::path& out) const; // out/rank-R

    // Placement, topology and backend of every rank, then the collective micro-benchmark; rank 0
    // emits them and writes preflight.json, collectives.json and collectives.csv into `out`.
    void preflight(EventStream& events, const std::string& out);
    // The rank's figures of the step just taken, added to its step event.
    void describeStep(JsonWriter& json, const StepRecord& step);
    // Adds the rank's figures to its summary.json; rank 0 then writes out/summary.json with every
    // rank's summary under "ranks".
    void finish(const std::string& out);
    // Training failed on this rank (a collective lost a peer or timed out, or a local error):
    // error and end events, kExitRankFailed.
    int reportRankFailure(EventStream& events, const std::exception& error);

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// Refuses `layout` on `ranks` ranks of `ranksPerNode` (InputError naming hardware.parallelism).
void checkLayout(const PilotConfig& config, int ranks, int ranksPerNode);

} // namespace runcard::pilot
