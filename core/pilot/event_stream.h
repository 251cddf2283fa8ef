// Newline-delimited JSON events (docs/pilot-protocol.md): one object per line on stdout, copied to
// events.ndjson when an output folder is given. Every event carries "event", "protocol",
// "protocol_minor", "rank" (0 in a single process, -1 from the multi-rank launcher) and "t"
// (seconds since the pilot started).
#pragma once

#include "pilot/durable_file.h"
#include "planner/json_writer.h"

#include <chrono>
#include <cstdio>
#include <functional>
#include <mutex>
#include <string>

namespace runcard::pilot {

// Protocol 2.1 (docs/pilot-protocol.md, "Versions"); readers refuse a newer major version. Minor 1
// adds "rank" on every event and the multi-rank events.
inline constexpr int kProtocolVersion = 2;
inline constexpr int kProtocolMinor = 1;

class EventStream {
public:
    explicit EventStream(std::FILE* out = stdout);
    // Copies every event to `path` from now on (events.ndjson). Refuses a symbolic link in its
    // place. Throws WriteError.
    void copyTo(const std::string& path);

    // Writes one event; `fill` adds the event's own fields to the open object. Throws WriteError
    // when the copy cannot be written (disk full); stdout keeps every event.
    void emit(const std::string& name, const std::function<void(JsonWriter&)>& fill);
    // Writes a line already encoded as one JSON object (forwarded from the restore process).
    void forward(const std::string& line);
    // Stops copying (after the copy failed) so that the error can still be reported on stdout.
    void stopCopying();
    double elapsed() const;
    void setRank(int rank) { rank_ = rank; }
    int rank() const { return rank_; }

private:
    std::FILE* out_;
    AppendFile copy_;
    std::mutex mutex_;
    int rank_ = 0;
    std::chrono::steady_clock::time_point start_;
};

} // namespace runcard::pilot
