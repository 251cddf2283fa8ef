#include "pilot/event_stream.h"

namespace runcard::pilot {

EventStream::EventStream(std::FILE* out) : out_(out), start_(std::chrono::steady_clock::now()) {}

void EventStream::copyTo(const std::string& path) {
    AppendFile file(path);
    std::lock_guard lock(mutex_);
    copy_ = std::move(file);
}

void EventStream::stopCopying() {
    std::lock_guard lock(mutex_);
    copy_ = AppendFile();
}

double EventStream::elapsed() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

void EventStream::emit(const std::string& name, const std::function<void(JsonWriter&)>& fill) {
    JsonWriter json;
    json.beginObject();
    json.field("event", name)
        .field("protocol", kProtocolVersion)
        .field("protocol_minor", kProtocolMinor)
        .field("rank", rank_)
        .field("t", elapsed());
    fill(json);
    json.endObject();
    forward(json.str());
}

void EventStream::forward(const std::string& line) {
    std::lock_guard lock(mutex_);
    std::fputs(line.c_str(), out_);
    std::fputc('\n', out_);
    std::fflush(out_); // a reader (the app) sees each event as it happens
    if (copy_.isOpen())
        copy_.append(line + '\n'); // one write(2) per line: a torn line only at a crash
}

} // namespace runcard::pilot
