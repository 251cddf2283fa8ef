// Newline-delimited JSON events (docs/pilot-protocol.md): one object per line on stdout, copied to
// events.ndjson when an output folder is given. Every event carries "event", "protocol" and "t"
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

// Protocol 2 (docs/pilot-protocol.md, "Versions"); readers refuse a newer major version.
inline constexpr int kProtocolVersion = 2;

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

private:
    std::FILE* out_;
    AppendFile copy_;
    std::mutex mutex_;
    std::chrono::steady_clock::time_point start_;
};

} // namespace runcard::pilot
