// The planner's one positioned reader of YAML/JSON mappings: typed values with diagnostics that
// name file, line, column and key, one wording for unknown keys ("did you mean") and duplicate
// keys. Private to the planner's loaders (run card, presets, config.json import, GPU catalog,
// price catalog).
#pragma once

#include "planner/diagnostics.h"
#include "planner/enums.h"
#include "planner/file_io.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>
#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/yaml.h>

namespace runcard {

// `d` placed at `node` of `file` (the node's line and column when it has them).
inline Diagnostic located(Diagnostic d, const std::string& file, const YAML::Node& node) {
    const YAML::Mark mark = node.Mark();
    return d.at(file, mark.line >= 0 ? mark.line + 1 : 0, mark.column >= 0 ? mark.column + 1 : 0);
}

// How a value was written, for "got '…'": a scalar as it is, a list or mapping in flow style;
// capped so a huge node cannot make a huge message.
inline std::string describeNode(const YAML::Node& node) {
    std::string text;
    if (node.IsScalar()) {
        text = node.Scalar();
    } else if (node.IsNull() || !node.IsDefined()) {
        text = "null";
    } else {
        YAML::Emitter flow;
        flow << YAML::Flow << node;
        text = flow.c_str();
    }
    constexpr std::size_t kLongest = 60;
    return text.size() > kLongest ? text.substr(0, kLongest) + "…" : text;
}

inline Diagnostic unknownKey(const std::string& key, std::string field,
                             const std::vector<std::string>& allowed) {
    if (const std::string suggestion = closestMatch(key, allowed); !suggestion.empty())
        return Diagnostic::coded(DiagnosticCode::UnknownKeySuggest, std::move(field),
                                 {key, suggestion});
    return Diagnostic::coded(DiagnosticCode::UnknownKey, std::move(field), {key});
}

inline Diagnostic unknownValue(const std::string& value, std::string field,
                               const std::vector<std::string>& allowed) {
    if (const std::string suggestion = closestMatch(value, allowed); !suggestion.empty())
        return Diagnostic::coded(DiagnosticCode::UnknownValueSuggest, std::move(field),
                                 {value, suggestion, joinNames(allowed)});
    return Diagnostic::coded(DiagnosticCode::UnknownValue, std::move(field),
                             {value, joinNames(allowed)});
}

// Every key of `map` must be one of `allowed` (the closest is suggested for a typo), and no key may
// appear twice (YAML readers disagree on which one wins). `prefix` is the map's dotted path.
inline void checkKeys(const std::string& file, const YAML::Node& map, const std::string& prefix,
                      const std::vector<std::string>& allowed, Diagnostics& out) {
    std::map<std::string, YAML::Mark> seen;
    for (const auto& entry : map) {
        const std::string key = entry.first.IsScalar() ? entry.first.Scalar() : "";
        const std::string field = prefix.empty() ? key : prefix + "." + key;
        if (const auto first = seen.find(key); first != seen.end()) {
            out.push_back(located(Diagnostic::coded(DiagnosticCode::DuplicateKey, field,
                                                    {key, DiagnosticArg::of(first->second.line + 1),
                                                     DiagnosticArg::of(first->second.column + 1)}),
                                  file, entry.first));
            continue;
        }
        seen.emplace(key, entry.first.Mark());
        if (std::find(allowed.begin(), allowed.end(), key) == allowed.end())
            out.push_back(
                located(unknownKey(describeNode(entry.first), field, allowed), file, entry.first));
    }
}

// A scalar as a finite number (C locale whatever the process locale), or the diagnostic why not.
inline std::optional<double> numberOf(const YAML::Node& node, const std::string& field,
                                      DiagnosticCode expected, Diagnostic* problem) {
    double value = 0;
    if (!node.IsScalar() || !YAML::convert<double>::decode(node, value)) {
        *problem = Diagnostic::coded(expected, field, {describeNode(node)});
        return std::nullopt;
    }
    if (!std::isfinite(value)) {
        *problem = Diagnostic::coded(DiagnosticCode::NotFinite, field);
        return std::nullopt;
    }
    return value;
}

// A list of scalars as text; nothing when the node is not one.
inline std::optional<std::vector<std::string>> textListOf(const YAML::Node& node) {
    if (!node.IsSequence())
        return std::nullopt;
    std::vector<std::string> items;
    for (const YAML::Node& item : node) {
        if (!item.IsScalar())
            return std::nullopt;
        items.push_back(item.Scalar());
    }
    return items;
}

// `code` with `args` at the position of a yaml-cpp error in `file`.
inline Diagnostic parseError(const std::string& file, const YAML::Exception& e, DiagnosticCode code,
                             std::vector<DiagnosticArg> args) {
    return Diagnostic::coded(code, "", std::move(args))
        .at(file, e.mark.line >= 0 ? e.mark.line + 1 : 0,
            e.mark.column >= 0 ? e.mark.column + 1 : 0);
}

// The text of a YAML file of at most `maxBytes` (a regular file: planner/file_io.h). An empty or
// blank file is refused as "empty", naming what it should have held.
inline std::string readYamlFile(const std::string& path, std::uint64_t maxBytes,
                                const std::string& kind) {
    std::string text = readRegularFile(path, maxBytes, kind);
    if (isBlank(text))
        throw InputError(Diagnostic::coded(DiagnosticCode::EmptyFileExpected, "",
                                           {DiagnosticArg::ofPhrase(kind)})
                             .at(path));
    return text;
}

// YAML::Load with every yaml-cpp exception turned into an InputError naming the file.
inline YAML::Node loadYaml(const std::string& text, const std::string& file) {
    try {
        return YAML::Load(text);
    } catch (const YAML::DeepRecursion& e) {
        throw InputError(parseError(file, e, DiagnosticCode::NestedTooDeeply,
                                    {DiagnosticArg::of(double(e.depth() - 1))}));
    } catch (const YAML::ParserException& e) {
        throw InputError(parseError(file, e, DiagnosticCode::YamlSyntax, {e.msg}));
    } catch (const YAML::Exception& e) {
        throw InputError(parseError(file, e, DiagnosticCode::CannotReadBecause, {e.msg}));
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

    // A coded diagnostic about `key`, at the key's value (or at the mapping when it is absent).
    void report(const std::string& key, DiagnosticCode code, std::vector<DiagnosticArg> args = {}) {
        place(key, Diagnostic::coded(code, path(key), std::move(args)));
    }

    template <class T> bool read(const std::string& key, T& value, bool required) {
        if (!has(key)) {
            if (required)
                report(key, DiagnosticCode::Missing);
            return false;
        }
        const YAML::Node n = map_[key];
        if constexpr (std::is_floating_point_v<T>) {
            Diagnostic problem;
            if (const auto number =
                    numberOf(n, path(key), DiagnosticCode::ExpectedNumber, &problem)) {
                value = static_cast<T>(*number);
                return true;
            }
            place(key, std::move(problem));
            return false;
        } else {
            try {
                if (!n.IsScalar())
                    throw YAML::BadConversion(n.Mark());
                value = n.as<T>();
                return true;
            } catch (const YAML::BadConversion&) {
                report(key, expectedCode<T>(), {describeNode(n)});
                return false;
            }
        }
    }

    template <class T> bool readPositive(const std::string& key, T& value, bool required) {
        T candidate{};
        if (!read(key, candidate, required))
            return false;
        if (candidate <= 0) {
            report(key, DiagnosticCode::GreaterThan, {DiagnosticArg::of(0)});
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
            report(key, DiagnosticCode::NotNegative);
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
            if (minimum == T(0))
                report(key, DiagnosticCode::NotNegative);
            else if (std::is_integral_v<T> && minimum == T(1))
                report(key, DiagnosticCode::GreaterThan, {DiagnosticArg::of(0)});
            else
                report(key, DiagnosticCode::AtLeast, {DiagnosticArg::of(double(minimum))});
            return false;
        }
        if (candidate > maximum) {
            report(key, DiagnosticCode::AtMost, {DiagnosticArg::of(double(maximum))});
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
            report(key, DiagnosticCode::Between, {DiagnosticArg::of(0), DiagnosticArg::of(1)});
            return false;
        }
        value = candidate;
        return true;
    }

    bool readTextList(const std::string& key, std::vector<std::string>& values) {
        if (!has(key))
            return false;
        auto list = textListOf(map_[key]);
        if (!list) {
            report(key, DiagnosticCode::ExpectedTextList, {describeNode(map_[key])});
            return false;
        }
        values = std::move(*list);
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
        const auto names = enumSpellings<E>();
        place(key,
              unknownValue(text, path(key), std::vector<std::string>(names.begin(), names.end())));
        return false;
    }

    // Every key of the mapping must be one of `keys`, each at most once.
    void rejectUnknownKeys(const std::vector<std::string>& keys) {
        checkKeys(file_, map_, prefix_, keys, out_);
    }

private:
    template <class T> static DiagnosticCode expectedCode() {
        if constexpr (std::is_same_v<T, bool>)
            return DiagnosticCode::ExpectedBoolean;
        else if constexpr (std::is_integral_v<T>)
            return DiagnosticCode::ExpectedInteger;
        else
            return DiagnosticCode::ExpectedText;
    }

    void place(const std::string& key, Diagnostic d) {
        const YAML::Node n = map_[key];
        out_.push_back(located(std::move(d), file_, n.IsDefined() ? n : map_));
    }

    std::string file_;
    const YAML::Node map_; // const: looking up a missing key must not insert it
    std::string prefix_;
    Diagnostics& out_;
};

} // namespace runcard
