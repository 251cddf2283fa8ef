#include "pilot/distributed/topology.h"

#include "pilot/system_info.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sched.h>
#include <sstream>
#include <unistd.h>

namespace fs = std::filesystem;

namespace runcard::pilot {

std::vector<int> parseCpuList(const std::string& text) {
    std::vector<int> cpus;
    std::stringstream in(text);
    for (std::string part; std::getline(in, part, ',');) {
        if (part.empty() || part == "\n")
            continue;
        const auto dash = part.find('-');
        try {
            const int first = std::stoi(part.substr(0, dash));
            const int last = dash == std::string::npos ? first : std::stoi(part.substr(dash + 1));
            for (int c = first; c <= last; ++c)
                cpus.push_back(c);
        } catch (const std::exception&) {
            return {};
        }
    }
    return cpus;
}

std::string formatCpuList(const std::vector<int>& cpus) {
    std::string text;
    for (std::size_t i = 0; i < cpus.size();) {
        std::size_t j = i;
        while (j + 1 < cpus.size() && cpus[j + 1] == cpus[j] + 1)
            ++j;
        if (!text.empty())
            text += ",";
        text += std::to_string(cpus[i]);
        if (j > i)
            text += "-" + std::to_string(cpus[j]);
        i = j + 1;
    }
    return text;
}

std::vector<NumaNode> numaNodes() {
    std::vector<NumaNode> nodes;
    const fs::path root("/sys/devices/system/node");
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(root, error)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind("node", 0) != 0 || name.size() == 4 ||
            !std::all_of(name.begin() + 4, name.end(), ::isdigit))
            continue;
        NumaNode node;
        node.id = std::stoi(name.substr(4));
        std::ifstream cpulist(entry.path() / "cpulist");
        std::string text;
        std::getline(cpulist, text);
        node.cpus = parseCpuList(text);
        std::ifstream meminfo(entry.path() / "meminfo");
        for (std::string line; std::getline(meminfo, line);) {
            const auto at = line.find("MemTotal:");
            if (at != std::string::npos) {
                node.memory_bytes = std::stoll(line.substr(at + 9)) * 1024; // kB
                break;
            }
        }
        nodes.push_back(node);
    }
    std::sort(nodes.begin(), nodes.end(),
              [](const NumaNode& a, const NumaNode& b) { return a.id < b.id; });
    return nodes;
}

RankPlacement currentPlacement() {
    RankPlacement p;
    p.host = hostInfo().hostname;
    p.pid = getpid();
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) == 0)
        for (int c = 0; c < CPU_SETSIZE; ++c)
            if (CPU_ISSET(c, &set))
                p.cpus.push_back(c);
    for (const NumaNode& node : numaNodes())
        if (std::any_of(p.cpus.begin(), p.cpus.end(), [&](int c) {
                return std::find(node.cpus.begin(), node.cpus.end(), c) != node.cpus.end();
            }))
            p.numa_nodes.push_back(node.id);
    return p;
}

std::string commandOutput(const std::string& command) {
    std::FILE* pipe = popen((command + " 2>/dev/null").c_str(), "r");
    if (!pipe)
        return {};
    std::string text;
    char buffer[4096];
    for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;)
        text.append(buffer, n);
    return pclose(pipe) == 0 ? text : std::string();
}

void writePlacement(JsonWriter& json, const RankPlacement& p) {
    json.field("host", p.host).field("pid", p.pid).field("cpus", formatCpuList(p.cpus));
    json.key("numa_nodes").beginArray();
    for (int node : p.numa_nodes)
        json.value(node);
    json.endArray();
}

} // namespace runcard::pilot
