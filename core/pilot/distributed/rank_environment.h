// Where this process stands in a multi-rank job, from the variables torchrun, Slurm's srun (through
// a wrapper that exports them) and runcard-pilot --nproc set: RANK, WORLD_SIZE, LOCAL_RANK,
// LOCAL_WORLD_SIZE, MASTER_ADDR, MASTER_PORT. No LibTorch.
#pragma once

#include "planner/enums.h"

#include <string>

namespace runcard::pilot {

struct RankEnvironment {
    bool present = false; // WORLD_SIZE was set
    int rank = 0;
    int world_size = 1;
    int local_rank = 0;
    int local_world_size = 1; // ranks per node (a node of the job: a machine, or faked by --nproc)
    std::string master_addr = "127.0.0.1";
    int master_port = 29500;
    // Set for the restore proof's second set of processes: they rendezvous under this prefix in
    // the first set's store.
    std::string store_prefix;

    int nodes() const { return world_size / local_world_size; }
    int node() const { return rank / local_world_size; }
};

// Reads the variables; throws InputError naming the variable when one is malformed or the set is
// inconsistent (RANK outside WORLD_SIZE, WORLD_SIZE not a multiple of LOCAL_WORLD_SIZE, ...).
RankEnvironment rankEnvironment();

// Why a layout cannot run on this job, in words naming the card field; empty when it can.
std::string layoutRefusal(Parallelism layout, const RankEnvironment& environment);

// ddp, zero1, ..., and which of them shard what.
bool layoutIsDistributed(Parallelism layout);
bool layoutShardsParameters(Parallelism layout);

} // namespace runcard::pilot
