// Where a rank runs, for the pre-flight report: host, process, CPU affinity (sched_getaffinity) and
// the NUMA nodes of those CPUs (/sys/devices/system/node), and the host's NUMA layout and GPU
// topology (`nvidia-smi topo -m`, `rocm-smi --showtopo`) where those tools exist. No LibTorch.
#pragma once

#include "planner/json_writer.h"

#include <cstdint>
#include <string>
#include <vector>

namespace runcard::pilot {

struct NumaNode {
    int id = 0;
    std::vector<int> cpus;
    std::int64_t memory_bytes = 0;
};

struct RankPlacement {
    std::string host;
    std::int64_t pid = 0;
    std::vector<int> cpus; // this process's affinity
    std::vector<int> numa_nodes;
};

RankPlacement currentPlacement();
std::vector<NumaNode> numaNodes(); // empty when /sys has no node directory
// The output of a topology tool, or empty when it is absent or fails.
std::string commandOutput(const std::string& command);
// "0-3,8" -> {0,1,2,3,8}; and back.
std::vector<int> parseCpuList(const std::string& text);
std::string formatCpuList(const std::vector<int>& cpus);

void writePlacement(JsonWriter& json, const RankPlacement& placement);

} // namespace runcard::pilot
