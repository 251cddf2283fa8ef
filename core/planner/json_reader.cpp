#include "planner/json_reader.h"

#include "planner/file_io.h"
#include "planner/translatable.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace runcard {

namespace {

// A recursive-descent parser over the grammar of RFC 8259 sections 2 to 8.
class Parser {
public:
    Parser(std::string_view text, int maxDepth) : text_(text), maxDepth_(maxDepth) {}

    JsonValue parseDocument() {
        if (text_.substr(0, 3) == "\xEF\xBB\xBF")
            fail("starts with a byte-order mark, which JSON text must not (RFC 8259, 8.1)");
        skipWhitespace();
        if (atEnd())
            fail("no JSON value (the text is empty)");
        JsonValue value = parseValue(0);
        skipWhitespace();
        if (!atEnd())
            fail("unexpected text after the JSON value");
        return value;
    }

private:
    [[noreturn]] void fail(const std::string& message) const {
        throw JsonSyntaxError(message, position_, line_, column_);
    }
    bool atEnd() const { return position_ >= text_.size(); }
    char peek() const { return atEnd() ? '\0' : text_[position_]; }
    // Moves one byte on, keeping the line and (character) column.
    void advance() {
        const unsigned char byte = static_cast<unsigned char>(text_[position_++]);
        if (byte == '\n') {
            ++line_;
            column_ = 1;
        } else if ((byte & 0xC0) != 0x80) {
            ++column_; // UTF-8 continuation bytes do not start a character
        }
    }
    void skipWhitespace() {
        while (!atEnd() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r'))
            advance();
    }
    void expect(char c, const char* what) {
        if (peek() != c)
            fail(std::string("expected ") + what + found());
        advance();
    }
    std::string found() const {
        if (atEnd())
            return ", the text ends";
        const unsigned char c = static_cast<unsigned char>(peek());
        if (c < 0x20 || c >= 0x7F)
            return "";
        return std::string(", found '") + static_cast<char>(c) + "'";
    }

    JsonValue start(JsonValue::Kind kind) const {
        JsonValue value;
        value.kind = kind;
        value.offset = position_;
        value.line = line_;
        value.column = column_;
        return value;
    }

    JsonValue parseValue(int depth) {
        switch (peek()) {
        case '{':
            return parseObject(depth + 1);
        case '[':
            return parseArray(depth + 1);
        case '"': {
            JsonValue value = start(JsonValue::Kind::String);
            value.text = parseString();
            return value;
        }
        case 't':
        case 'f':
        case 'n':
            return parseLiteral();
        default:
            if (peek() == '-' || (peek() >= '0' && peek() <= '9'))
                return parseNumber();
            if (peek() == 'N' || peek() == 'I')
                fail("NaN and Infinity are not JSON numbers");
            fail("expected a JSON value" + found());
        }
    }

    void enter(int depth) const {
        if (depth > maxDepth_)
            fail("nested more than " + std::to_string(maxDepth_) + " levels deep");
    }

    JsonValue parseObject(int depth) {
        enter(depth);
        JsonValue object = start(JsonValue::Kind::Object);
        advance(); // {
        skipWhitespace();
        if (peek() == '}') {
            advance();
            return object;
        }
        for (;;) {
            skipWhitespace();
            if (peek() != '"')
                fail("expected a key in double quotes" + found());
            std::string key = parseString();
            skipWhitespace();
            expect(':', "':' after the key");
            skipWhitespace();
            object.members.push_back({std::move(key), parseValue(depth)});
            skipWhitespace();
            if (peek() == ',') {
                advance();
                continue;
            }
            expect('}', "',' or '}'");
            break;
        }
        refuseDuplicateKeys(object);
        return object;
    }

    // Duplicate keys: RFC 8259 says names SHOULD be unique and readers differ on which one wins,
    // so a file with one is refused rather than read one way here and another way elsewhere.
    static void refuseDuplicateKeys(const JsonValue& object) {
        std::vector<std::size_t> order(object.members.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            return object.members[a].name < object.members[b].name ||
                   (object.members[a].name == object.members[b].name && a < b);
        });
        for (std::size_t i = 1; i < order.size(); ++i) {
            const auto& first = object.members[order[i - 1]];
            const auto& second = object.members[order[i]];
            if (first.name == second.name)
                throw JsonSyntaxError("duplicate key \"" + first.name + "\" (first at line " +
                                          std::to_string(first.value.line) + ")",
                                      second.value.offset, second.value.line, second.value.column);
        }
    }

    JsonValue parseArray(int depth) {
        enter(depth);
        JsonValue array = start(JsonValue::Kind::Array);
        advance(); // [
        skipWhitespace();
        if (peek() == ']') {
            advance();
            return array;
        }
        for (;;) {
            skipWhitespace();
            array.items.push_back(parseValue(depth));
            skipWhitespace();
            if (peek() == ',') {
                advance();
                continue;
            }
            expect(']', "',' or ']'");
            return array;
        }
    }

    JsonValue parseLiteral() {
        struct Literal {
            std::string_view word;
            JsonValue::Kind kind;
            bool truth;
        };
        for (const Literal& literal : {Literal{"true", JsonValue::Kind::Bool, true},
                                       Literal{"false", JsonValue::Kind::Bool, false},
                                       Literal{"null", JsonValue::Kind::Null, false}}) {
            if (text_.substr(position_, literal.word.size()) == literal.word) {
                JsonValue value = start(literal.kind);
                value.boolean = literal.truth;
                for (std::size_t i = 0; i < literal.word.size(); ++i)
                    advance();
                return value;
            }
        }
        fail("expected a JSON value (true, false, null, a number, a string, [ or {)");
    }

    JsonValue parseNumber() {
        JsonValue value = start(JsonValue::Kind::Number);
        const std::size_t begin = position_;
        const auto digits = [&] {
            if (!(peek() >= '0' && peek() <= '9'))
                fail("expected a digit" + found());
            while (peek() >= '0' && peek() <= '9')
                advance();
        };
        if (peek() == '-')
            advance();
        if (peek() == '0') {
            advance();
            if (peek() >= '0' && peek() <= '9')
                fail("a JSON number has no leading zeros");
        } else {
            digits();
        }
        if (peek() == '.') {
            advance();
            digits();
        }
        if (peek() == 'e' || peek() == 'E') {
            advance();
            if (peek() == '+' || peek() == '-')
                advance();
            digits();
        }
        value.text = std::string(text_.substr(begin, position_ - begin));
        return value;
    }

    unsigned hexQuad() {
        unsigned code = 0;
        for (int i = 0; i < 4; ++i) {
            const char c = peek();
            const int digit = c >= '0' && c <= '9'   ? c - '0'
                              : c >= 'a' && c <= 'f' ? c - 'a' + 10
                              : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                                     : -1;
            if (digit < 0)
                fail("expected four hexadecimal digits after \\u");
            code = code * 16 + static_cast<unsigned>(digit);
            advance();
        }
        return code;
    }

    static void appendUtf8(std::string& out, unsigned code) {
        if (code < 0x80) {
            out += static_cast<char>(code);
        } else if (code < 0x800) {
            out += static_cast<char>(0xC0 | (code >> 6));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else if (code < 0x10000) {
            out += static_cast<char>(0xE0 | (code >> 12));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (code >> 18));
            out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        }
    }

    void escape(std::string& out) {
        advance(); // backslash
        const char c = peek();
        const std::string_view simple = "\"\\/bfnrt";
        const std::string_view meaning = "\"\\/\b\f\n\r\t";
        if (const auto i = simple.find(c); c != '\0' && i != std::string_view::npos) {
            out += meaning[i];
            advance();
            return;
        }
        if (c != 'u')
            fail("unknown escape in a string (JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)");
        advance();
        unsigned code = hexQuad();
        if (code >= 0xDC00 && code <= 0xDFFF)
            fail("a lone low surrogate \\u escape is not a character");
        if (code >= 0xD800 && code <= 0xDBFF) {
            if (text_.substr(position_, 2) != "\\u")
                fail("a high surrogate \\u escape must be followed by a low one");
            advance();
            advance();
            const unsigned low = hexQuad();
            if (low < 0xDC00 || low > 0xDFFF)
                fail("a high surrogate \\u escape must be followed by a low one");
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
        }
        appendUtf8(out, code);
    }

    // One UTF-8 character copied as is; refuses overlong forms, surrogates and stray bytes
    // (Unicode 15, table 3-7, well-formed UTF-8 byte sequences).
    void utf8Character(std::string& out) {
        const auto byte = [&](std::size_t i) {
            return position_ + i < text_.size() ? static_cast<unsigned char>(text_[position_ + i])
                                                : 0u;
        };
        const unsigned lead = byte(0);
        int length = 0;
        unsigned low = 0x80, high = 0xBF;
        if (lead >= 0xC2 && lead <= 0xDF) {
            length = 2;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            length = 3;
            low = lead == 0xE0 ? 0xA0 : 0x80;
            high = lead == 0xED ? 0x9F : 0xBF;
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            length = 4;
            low = lead == 0xF0 ? 0x90 : 0x80;
            high = lead == 0xF4 ? 0x8F : 0xBF;
        } else {
            fail("invalid UTF-8 in a string");
        }
        for (int i = 1; i < length; ++i) {
            const unsigned next = byte(static_cast<std::size_t>(i));
            if (next < (i == 1 ? low : 0x80) || next > (i == 1 ? high : 0xBF))
                fail("invalid UTF-8 in a string");
        }
        for (int i = 0; i < length; ++i) {
            out += text_[position_];
            advance();
        }
    }

    std::string parseString() {
        advance(); // opening quote
        std::string out;
        for (;;) {
            if (atEnd())
                fail("the text ends inside a string");
            const unsigned char c = static_cast<unsigned char>(peek());
            if (c == '"') {
                advance();
                return out;
            }
            if (c == '\\')
                escape(out);
            else if (c < 0x20)
                fail("a control character in a string must be written as an escape");
            else if (c < 0x80) {
                out += static_cast<char>(c);
                advance();
            } else
                utf8Character(out);
        }
    }

    std::string_view text_;
    int maxDepth_;
    std::size_t position_ = 0;
    int line_ = 1;
    int column_ = 1;
};

bool hasFractionOrExponent(const std::string& number) {
    return number.find_first_of(".eE") != std::string::npos;
}

} // namespace

const JsonValue* JsonValue::find(std::string_view key) const {
    for (const auto& [name, value] : members) // JsonMember's fields
        if (name == key)
            return &value;
    return nullptr;
}

template <class Integer> std::optional<Integer> integerValue(const JsonValue& value) {
    if (value.kind != JsonValue::Kind::Number || hasFractionOrExponent(value.text))
        return std::nullopt;
    Integer result = 0;
    const char* last = value.text.data() + value.text.size();
    const auto [end, error] = std::from_chars(value.text.data(), last, result);
    if (error != std::errc() || end != last)
        return std::nullopt;
    return result;
}

std::optional<std::int64_t> JsonValue::toInt64() const {
    return integerValue<std::int64_t>(*this);
}

std::optional<std::uint64_t> JsonValue::toUint64() const {
    return integerValue<std::uint64_t>(*this);
}

std::optional<double> JsonValue::toDouble() const {
    if (kind != Kind::Number)
        return std::nullopt;
    // from_chars: the C locale's '.', whatever locale a Qt application has set.
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

const char* JsonValue::kindName() const {
    switch (kind) {
    case Kind::Null:
        return RUNCARD_TR("Diagnostics", "null");
    case Kind::Bool:
        return RUNCARD_TR("Diagnostics", "true or false");
    case Kind::Number:
        return RUNCARD_TR("Diagnostics", "a number");
    case Kind::String:
        return RUNCARD_TR("Diagnostics", "a string");
    case Kind::Array:
        return RUNCARD_TR("Diagnostics", "an array");
    case Kind::Object:
        return RUNCARD_TR("Diagnostics", "an object");
    }
    return "";
}

JsonValue parseJson(std::string_view text, int maxDepth) {
    return Parser(text, maxDepth).parseDocument();
}

JsonValue parseJsonFile(const std::string& text, const std::string& file) {
    if (isBlank(text))
        throw InputError(Diagnostic::coded(DiagnosticCode::EmptyFile, "").at(file));
    try {
        return parseJson(text);
    } catch (const JsonSyntaxError& error) {
        throw InputError(Diagnostic::coded(DiagnosticCode::MalformedJson, "", {error.what()})
                             .at(file, error.line, error.column));
    }
}

} // namespace runcard
