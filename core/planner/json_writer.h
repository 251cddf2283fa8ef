// A small JSON writer for machine output (C locale, shortest round-trip doubles). The planner has
// no JSON dependency; reading JSON (config.json, safetensors headers) goes through yaml-cpp.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace runcard {

class JsonWriter {
public:
    JsonWriter& beginObject();
    JsonWriter& endObject();
    JsonWriter& beginArray();
    JsonWriter& endArray();
    JsonWriter& key(std::string_view name);
    JsonWriter& value(std::string_view text);
    JsonWriter& value(const char* text) { return value(std::string_view(text)); }
    JsonWriter& value(const std::string& text) { return value(std::string_view(text)); }
    JsonWriter& value(double number);
    JsonWriter& value(std::int64_t number);
    JsonWriter& value(int number) { return value(std::int64_t(number)); }
    JsonWriter& value(bool flag);
    JsonWriter& null();
    template <class T> JsonWriter& field(std::string_view name, const T& v) {
        return key(name).value(v);
    }

    const std::string& str() const { return out_; }

private:
    void separate();
    std::string out_;
    std::vector<bool> first_{true};
    bool afterKey_ = false;
};

std::string formatDouble(double value); // C locale, shortest representation that round-trips
std::string jsonEscape(std::string_view text);

} // namespace runcard
