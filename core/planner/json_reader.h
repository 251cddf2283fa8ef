// Strict JSON (RFC 8259) for the planner's JSON inputs: Hugging Face config.json and safetensors
// headers. yaml-cpp reads JSON too, but also accepts what JSON does not (comments, single quotes,
// trailing commas, bare words, .nan); this reader refuses all of that, duplicate keys, invalid
// UTF-8 and nesting deeper than a limit, naming the line and column. Standard C++ only.
#pragma once

#include "planner/diagnostics.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace runcard {

// Deeper than any configuration file needs (Hugging Face configs nest three or four levels);
// keeps the recursive parser's stack small.
inline constexpr int kMaxJsonDepth = 64;

struct JsonMember;

struct JsonValue {
    enum class Kind { Null, Bool, Number, String, Array, Object };
    Kind kind = Kind::Null;
    std::size_t offset = 0; // byte offset of the value's first character
    int line = 1;           // 1-based, of the first character
    int column = 1;         // 1-based, in characters
    bool boolean = false;
    std::string text;                // String: decoded; Number: as written
    std::vector<JsonValue> items;    // Array
    std::vector<JsonMember> members; // Object, in file order

    bool isNull() const { return kind == Kind::Null; }
    bool isObject() const { return kind == Kind::Object; }
    bool isArray() const { return kind == Kind::Array; }
    bool isString() const { return kind == Kind::String; }
    bool isNumber() const { return kind == Kind::Number; }
    bool isBool() const { return kind == Kind::Bool; }
    // The member named `key`, or nullptr (also when this is not an object).
    const JsonValue* find(std::string_view key) const;
    // A number written without fraction or exponent that fits the type; nullopt otherwise.
    std::optional<std::int64_t> toInt64() const;
    std::optional<std::uint64_t> toUint64() const;
    // Any number, as a double; nullopt when it does not fit (1e400).
    std::optional<double> toDouble() const;
    // "an object", "a number", ... for messages.
    const char* kindName() const;
};

struct JsonMember {
    std::string name;
    JsonValue value;
};

struct JsonSyntaxError : std::runtime_error {
    JsonSyntaxError(const std::string& message, std::size_t offset, int line, int column)
        : std::runtime_error(message), offset(offset), line(line), column(column) {}
    std::size_t offset;
    int line;
    int column;
};

// Parses one JSON value (surrounding whitespace allowed); throws JsonSyntaxError.
JsonValue parseJson(std::string_view text, int maxDepth = kMaxJsonDepth);

// parseJson for a file's text: an empty file and a syntax error become an InputError naming
// `file`, line and column.
JsonValue parseJsonFile(const std::string& text, const std::string& file);

} // namespace runcard
