// Newline-delimited JSON events (docs/pilot-protocol.md): one object per line on stdout, copied to
// events.ndjson when an output folder is given. Every event carries "event", "protocol",
// "protocol_minor", "rank" (0 in a single process, -1 from the multi-rank launcher) and "t"
// (seconds since the pilot started).
#pragma once

#include "planner/json_writer.h"

#include <chrono>
#include <cstdio>
#include <fstream>
#include <functional>
#include <mutex>
#include <string>

namespace runcard::pilot {

inline constexpr int kProtocolVersion = 1;
inline constexpr int kProtocolMinor = 1; // 1.1: rank on every event, multi-rank events

class EventStream {
public:
    explicit EventStream(std::FILE* out = stdout);
    void copyTo(const std::string& path); // events.ndjson

    // Writes one event; `fill` adds the event's own fields to the open object.
    void emit(const std::string& name, const std::function<void(JsonWriter&)>& fill);
    // Writes a line already encoded as one JSON object (forwarded from the restore process).
    void forward(const std::string& line);
    double elapsed() const;
    void setRank(int rank) { rank_ = rank; }
    int rank() const { return rank_; }

private:
    std::FILE* out_;
    std::ofstream copy_;
    std::mutex mutex_;
    int rank_ = 0;
    std::chrono::steady_clock::time_point start_;
};

} // namespace runcard::pilot
