// Typed reads of one Hugging Face config.json object for the model importers.
#pragma once

#include "planner/diagnostics.h"
#include "planner/json_reader.h"
#include "planner/translatable.h"

#include <optional>
#include <string>

namespace runcard {

// The mixture-of-experts model types the importers read, for "not supported" messages.
inline constexpr const char* kHfMoeModelTypes =
    "qwen2_moe, qwen3_moe, mixtral, olmoe, granitemoe, gpt_oss, deepseek_v2, deepseek_v3, kimi_k2, "
    "glm4_moe, llama4_text";

// Typed fields of one config.json object, with diagnostics at the value's line and column (the
// JSON counterpart of FieldReader).
class HfConfigFields {
public:
    HfConfigFields(std::string file, const JsonValue& object, std::string prefix, Diagnostics& out)
        : file_(std::move(file)), object_(object), prefix_(std::move(prefix)), out_(out) {}

    // Present and not null (`"head_dim": null` means "use the default").
    const JsonValue* find(const std::string& key) const {
        const JsonValue* value = object_.find(key);
        return value && !value->isNull() ? value : nullptr;
    }
    // Present as `null` (Llama 4's `"attention_chunk_size": null` turns chunking off).
    bool isNull(const std::string& key) const {
        const JsonValue* value = object_.find(key);
        return value && value->isNull();
    }
    // A coded diagnostic about `key`, at its value (or at the object when it is absent).
    void fail(const std::string& key, DiagnosticCode code, std::vector<DiagnosticArg> args = {}) {
        const JsonValue* value = object_.find(key);
        const JsonValue& at = value ? *value : object_;
        out_.push_back(
            Diagnostic::coded(code, prefix_.empty() ? key : prefix_ + "." + key, std::move(args))
                .at(file_, at.line, at.column));
    }
    // "expected `what`, got a number": both are the program's phrases, translated in the app.
    void failKind(const std::string& key, const char* what, const JsonValue& value) {
        fail(key, DiagnosticCode::ExpectedKind,
             {DiagnosticArg::ofPhrase(what), DiagnosticArg::ofPhrase(value.kindName())});
    }
    bool text(const std::string& key, std::string& target) {
        const JsonValue* value = find(key);
        if (!value)
            return false;
        if (!value->isString()) {
            failKind(key, RUNCARD_TR("Diagnostics", "a string"), *value);
            return false;
        }
        target = value->text;
        return true;
    }
    bool boolean(const std::string& key, bool& target) {
        const JsonValue* value = find(key);
        if (!value)
            return false;
        if (!value->isBool()) {
            failKind(key, RUNCARD_TR("Diagnostics", "true or false"), *value);
            return false;
        }
        target = value->boolean;
        return true;
    }
    // An integer in [minimum, maximum] (minimum 0 or 1).
    template <class T>
    bool count(const std::string& key, T& target, T maximum, bool required, int minimum = 1) {
        const JsonValue* value = find(key);
        if (!value) {
            if (required)
                fail(key, DiagnosticCode::Missing);
            return false;
        }
        const std::optional<std::int64_t> number = value->toInt64();
        if (!number) {
            if (value->isNumber())
                fail(key, DiagnosticCode::ExpectedInteger, {value->text});
            else if (value->isString())
                fail(key, DiagnosticCode::ExpectedIntegerString, {value->text});
            else
                failKind(key, RUNCARD_TR("Diagnostics", "an integer"), *value);
            return false;
        }
        if (*number < minimum) {
            if (minimum == 0)
                fail(key, DiagnosticCode::NotNegative);
            else
                fail(key, DiagnosticCode::GreaterThan, {DiagnosticArg::of(0)});
            return false;
        }
        if (*number > static_cast<std::int64_t>(maximum)) {
            fail(key, DiagnosticCode::AtMost, {DiagnosticArg::of(double(maximum))});
            return false;
        }
        target = static_cast<T>(*number);
        return true;
    }

    // A number above zero and at most `maximum` (MPT's expansion_ratio may be fractional).
    bool positive(const std::string& key, double& target, double maximum) {
        return number(key, target, 0, false, maximum);
    }
    // A probability in [0, 1] (a dropout rate).
    bool probability(const std::string& key, double& target) {
        return number(key, target, 0, true, 1);
    }
    // The fields of a nested object (MPT's attn_config), or none when it is absent or not an
    // object (then reported).
    std::optional<HfConfigFields> object(const std::string& key) {
        const JsonValue* value = find(key);
        if (!value)
            return std::nullopt;
        if (!value->isObject()) {
            failKind(key, RUNCARD_TR("Diagnostics", "an object"), *value);
            return std::nullopt;
        }
        return HfConfigFields(file_, *value, prefix_.empty() ? key : prefix_ + "." + key, out_);
    }

private:
    // A number above `minimum` (or at it, where `minimumAllowed`) and at most `maximum`.
    bool number(const std::string& key, double& target, double minimum, bool minimumAllowed,
                double maximum) {
        const JsonValue* value = find(key);
        if (!value)
            return false;
        const std::optional<double> number = value->isNumber() ? value->toDouble() : std::nullopt;
        if (!number) {
            failKind(key, RUNCARD_TR("Diagnostics", "a number"), *value);
            return false;
        }
        if (minimumAllowed ? !(*number >= minimum) : !(*number > minimum)) {
            if (minimumAllowed && minimum == 0)
                fail(key, DiagnosticCode::NotNegative);
            else
                fail(key, DiagnosticCode::GreaterThan, {DiagnosticArg::of(minimum)});
            return false;
        }
        if (*number > maximum) {
            fail(key, DiagnosticCode::AtMost, {DiagnosticArg::of(maximum)});
            return false;
        }
        target = *number;
        return true;
    }

    std::string file_;
    const JsonValue& object_;
    std::string prefix_;
    Diagnostics& out_;
};

} // namespace runcard
