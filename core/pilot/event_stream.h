// Newline-delimited JSON events (docs/pilot-protocol.md): one object per line on stdout, copied to
// events.ndjson when an output folder is given. Every event carries "event", "protocol" and "t"
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

class EventStream {
public:
    explicit EventStream(std::FILE* out = stdout);
    void copyTo(const std::string& path); // events.ndjson

    // Writes one event; `fill` adds the event's own fields to the open object.
    void emit(const std::string& name, const std::function<void(JsonWriter&)>& fill);
    // Writes a line already encoded as one JSON object (forwarded from the restore process).
    void forward(const std::string& line);
    double elapsed() const;

private:
    std::FILE* out_;
    std::ofstream copy_;
    std::mutex mutex_;
    std::chrono::steady_clock::time_point start_;
};

} // namespace runcard::pilot
