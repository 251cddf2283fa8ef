// Reading typed fields from YAML/JSON mappings with diagnostics that name file, line, column and
// key. Private to the planner's loaders (presets, config.json import, GPU catalog).
#pragma once

#include "planner/diagnostics.h"
#include "planner/enums.h"
#include "planner/file_io.h"

#include <algorithm>
#include <cmath>
#include <locale>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>
#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/yaml.h>

namespace runcard {

inline Diagnostic diagnosticAt(const std::string& file, const YAML::Node& node, std::string field,
                               std::string message) {
    Diagnostic d{file, 0, 0, std::move(field), std::move(message)};
    const YAML::Mark mark = node.Mark();
    if (mark.line >= 0) {
        d.line = mark.line + 1;
        d.column = mark.column + 1;
    }
    return d;
}

inline Diagnostic parseError(const std::string& file, const YAML::Exception& e,
                             const std::string& what) {
    return {file, e.mark.line >= 0 ? e.mark.line + 1 : 0,
            e.mark.column >= 0 ? e.mark.column + 1 : 0, "", what + ": " + e.msg};
}

inline Diagnostic parseError(const std::string& file, const YAML::DeepRecursion& e,
                             const std::string& what) {
    return {file, e.mark.line >= 0 ? e.mark.line + 1 : 0,
            e.mark.column >= 0 ? e.mark.column + 1 : 0, "", what};
}

// The text of a YAML file of at most `maxBytes` (a regular file: planner/file_io.h). An empty or
// blank file is refused as "empty", naming what it should have held.
inline std::string readYamlFile(const std::string& path, std::uint64_t maxBytes,
                                const std::string& kind) {
    std::string text = readRegularFile(path, maxBytes, kind);
    if (isBlank(text))
        throw InputError(Diagnostic{path, 0, 0, "", "the file is empty; expected " + kind});
    return text;
}

// YAML::Load with every yaml-cpp exception turned into an InputError naming the file.
inline YAML::Node loadYaml(const std::string& text, const std::string& file) {
    try {
        return YAML::Load(text);
    } catch (const YAML::DeepRecursion& e) {
        throw InputError(parseError(
            file, e, "nested too deeply (more than " + std::to_string(e.depth() - 1) + " levels)"));
    } catch (const YAML::ParserException& e) {
        throw InputError(parseError(file, e, "YAML syntax error"));
    } catch (const YAML::Exception& e) {
        throw InputError(parseError(file, e, "cannot read"));
    }
}

// Reads typed values from one YAML/JSON mapping and records a diagnostic for each bad one.
class FieldReader {
public:
    FieldReader(std::string file, const YAML::Node& map, std::string prefix, Diagnostics& out)
        : file_(std::move(file)), map_(std::move(map)), prefix_(std::move(prefix)), out_(out) {}

    std::string path(const std::string& key) const {
        return prefix_.empty() ? key : prefix_ + "." + key;
    }
    // Present and not null (JSON configs write `"head_dim": null` for "use the default").
    bool has(const std::string& key) const {
        const YAML::Node node = map_[key];
        return node.IsDefined() && !node.IsNull();
    }
    YAML::Node node(const std::string& key) const { return map_[key]; }

    void fail(const std::string& key, const std::string& message) {
        const YAML::Node n = map_[key];
        out_.push_back(n.IsDefined() ? diagnosticAt(file_, n, path(key), message)
                                     : diagnosticAt(file_, map_, path(key), message));
    }

    template <class T> bool read(const std::string& key, T& value, bool required) {
        if (!has(key)) {
            if (required)
                fail(key, "missing");
            return false;
        }
        const YAML::Node n = map_[key];
        try {
            if (!n.IsScalar())
                throw YAML::BadConversion(n.Mark());
            const T candidate = n.as<T>();
            if constexpr (std::is_floating_point_v<T>) {
                // yaml-cpp reads .nan and .inf; no field of a planner file means either.
                if (!std::isfinite(candidate)) {
                    fail(key, "must be a finite number, got '" + n.Scalar() + "'");
                    return false;
                }
            }
            value = candidate;
            return true;
        } catch (const YAML::BadConversion&) {
            fail(key, std::string("expected ") + typeName<T>() +
                          (n.IsScalar() ? ", got '" + n.Scalar() + "'" : ""));
            return false;
        }
    }

    template <class T> bool readPositive(const std::string& key, T& value, bool required) {
        T candidate{};
        if (!read(key, candidate, required))
            return false;
        if (candidate <= 0) {
            fail(key, "must be greater than 0");
            return false;
        }
        value = candidate;
        return true;
    }

    template <class T> bool readNonNegative(const std::string& key, T& value) {
        T candidate{};
        if (!read(key, candidate, false))
            return false;
        if (candidate < 0) {
            fail(key, "must not be negative");
            return false;
        }
        value = candidate;
        return true;
    }

    // A value in [minimum, maximum]; the bounds are named constants of the loader (with the
    // reason they are far from any real value).
    template <class T>
    bool readInRange(const std::string& key, T& value, T minimum, T maximum, bool required) {
        T candidate{};
        if (!read(key, candidate, required))
            return false;
        if (candidate < minimum) {
            fail(key, minimum == T(0) ? "must not be negative"
                      : std::is_integral_v<T> && minimum == T(1)
                          ? "must be greater than 0"
                          : "must be at least " + numberText(minimum));
            return false;
        }
        if (candidate > maximum) {
            fail(key, "must be at most " + numberText(maximum));
            return false;
        }
        value = candidate;
        return true;
    }

    // A share of a whole: 0 to 1.
    bool readFraction(const std::string& key, double& value) {
        double candidate = 0;
        if (!read(key, candidate, false))
            return false;
        if (candidate < 0 || candidate > 1) {
            fail(key, "must be between 0 and 1");
            return false;
        }
        value = candidate;
        return true;
    }

    bool readTextList(const std::string& key, std::vector<std::string>& values) {
        if (!has(key))
            return false;
        const YAML::Node list = map_[key];
        std::vector<std::string> result;
        bool ok = list.IsSequence();
        for (std::size_t i = 0; ok && i < list.size(); ++i) {
            ok = list[i].IsScalar();
            if (ok)
                result.push_back(list[i].Scalar());
        }
        if (!ok) {
            fail(key, "expected a list of text");
            return false;
        }
        values = std::move(result);
        return true;
    }

    template <class E> bool readEnum(const std::string& key, E& value) {
        std::string text;
        if (!read(key, text, false))
            return false;
        if (const auto parsed = parseEnum<E>(text)) {
            value = *parsed;
            return true;
        }
        std::string choices;
        for (const auto name : enumSpellings<E>())
            choices += (choices.empty() ? "" : ", ") + std::string(name);
        fail(key, "unknown value '" + text + "' (one of: " + choices + ")");
        return false;
    }

    // Every key of the mapping must be one of `keys`; the closest is suggested for a typo.
    void rejectUnknownKeys(const std::vector<std::string>& keys) {
        for (const auto& entry : map_) {
            const std::string key = entry.first.Scalar();
            if (std::find(keys.begin(), keys.end(), key) != keys.end())
                continue;
            const std::string suggestion = closestMatch(key, keys);
            out_.push_back(diagnosticAt(
                file_, entry.first, path(key),
                "unknown key" +
                    (suggestion.empty() ? std::string() : ", did you mean '" + suggestion + "'?")));
        }
    }

private:
    template <class T> static std::string numberText(T value) {
        if constexpr (std::is_integral_v<T>) {
            return std::to_string(value);
        } else {
            std::ostringstream text;
            text.imbue(std::locale::classic());
            text << value;
            return text.str();
        }
    }

    template <class T> static const char* typeName() {
        if constexpr (std::is_same_v<T, bool>)
            return "true or false";
        else if constexpr (std::is_integral_v<T>)
            return "an integer";
        else if constexpr (std::is_floating_point_v<T>)
            return "a number";
        else
            return "text";
    }

    std::string file_;
    const YAML::Node map_; // const: looking up a missing key must not insert it
    std::string prefix_;
    Diagnostics& out_;
};

} // namespace runcard
