#include "pilot/distributed/rank_environment.h"

#include "pilot/bounded_integer.h"

#include <cstdlib>
#include <limits>

namespace runcard::pilot {
namespace {

int integerVariable(const char* name, int fallback, int least) {
    const char* text = std::getenv(name);
    if (!text || !*text)
        return fallback;
    return int(parseBoundedInteger(name, text, least, std::numeric_limits<int>::max()));
}

} // namespace

RankEnvironment rankEnvironment() {
    RankEnvironment e;
    e.present = std::getenv("WORLD_SIZE") != nullptr;
    if (!e.present)
        return e;
    e.world_size = integerVariable("WORLD_SIZE", 1, 1);
    e.rank = integerVariable("RANK", 0, 0);
    e.local_rank = integerVariable("LOCAL_RANK", e.rank, 0);
    e.local_world_size = integerVariable("LOCAL_WORLD_SIZE", e.world_size, 1);
    e.master_port = integerVariable("MASTER_PORT", e.master_port, 1);
    if (const char* addr = std::getenv("MASTER_ADDR"); addr && *addr)
        e.master_addr = addr;
    if (const char* prefix = std::getenv("RUNCARD_STORE_PREFIX"); prefix && *prefix)
        e.store_prefix = prefix;
    if (e.rank >= e.world_size)
        refuseArgument("RANK", "is " + std::to_string(e.rank) + " but WORLD_SIZE is " +
                                   std::to_string(e.world_size));
    if (e.master_port > 65535)
        refuseArgument("MASTER_PORT", "must be a TCP port (1-65535)");
    if (e.world_size % e.local_world_size != 0)
        refuseArgument("LOCAL_WORLD_SIZE", std::to_string(e.local_world_size) +
                                               " ranks per node do not divide WORLD_SIZE " +
                                               std::to_string(e.world_size));
    if (e.local_rank >= e.local_world_size)
        refuseArgument("LOCAL_RANK", "is " + std::to_string(e.local_rank) +
                                         " but LOCAL_WORLD_SIZE is " +
                                         std::to_string(e.local_world_size));
    return e;
}

bool layoutIsDistributed(Parallelism layout) {
    return layout != Parallelism::Single;
}

bool layoutShardsParameters(Parallelism layout) {
    return layout == Parallelism::Zero3 || layout == Parallelism::FsdpFull ||
           layout == Parallelism::FsdpGradOp || layout == Parallelism::FsdpHybrid;
}

std::string layoutRefusal(Parallelism layout, const RankEnvironment& e) {
    const std::string name(toString(layout));
    if (e.world_size > 1 && layout == Parallelism::Single)
        return "single runs one rank, but this job has " + std::to_string(e.world_size) +
               " ranks; choose ddp, zero1, zero2, zero3, fsdp-full, fsdp-grad-op or fsdp-hybrid";
    if (e.world_size == 1 && layout != Parallelism::Single)
        return name + " needs at least 2 ranks (one rank has nothing to replicate or shard); "
                      "use --nproc 2 or more, or parallelism: single";
    if (layout == Parallelism::FsdpHybrid) {
        if (e.nodes() < 2)
            return "fsdp-hybrid shards inside a node and replicates across nodes, but this job "
                   "has one node of " +
                   std::to_string(e.local_world_size) +
                   " ranks; use fsdp-full, or set hardware.gpus_per_node below the rank count";
        if (e.local_world_size < 2)
            return "fsdp-hybrid needs at least 2 ranks per node to shard; use ddp across nodes";
    }
    return {};
}

} // namespace runcard::pilot
