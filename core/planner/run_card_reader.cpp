// Reading run cards: YAML text and --set overrides -> RunCard, every problem with its position.
#include "planner/run_card_schema.h"
#include "planner/run_card_yaml.h"
#include "planner/yaml_fields.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <tuple>

namespace runcard {
namespace {

std::string joinPath(const std::string& parent, const std::string& key) {
    return parent.empty() ? key : parent + "." + key;
}

std::vector<std::string> spellingsOf(const FieldSpec& field) {
    std::vector<std::string> names;
    for (const FieldChoice& choice : field.choices)
        names.emplace_back(choice.spelling);
    if (!field.allChoices.empty())
        names.emplace_back(field.allChoices);
    return names;
}

// Walks the YAML tree against the schema, filling a RunCard and collecting diagnostics with the
// position of each field (checks that run afterwards reuse those positions).
class CardReader {
public:
    CardReader(std::string file, std::map<std::string, std::string> setBy)
        : file_(std::move(file)), setBy_(std::move(setBy)) {}

    RunCard read(const YAML::Node& root);
    Diagnostics& diagnostics() { return diagnostics_; }

private:
    const std::string* setArgument(const std::string& field) const;
    void report(Diagnostic d, const YAML::Node& node);
    void readSection(const YAML::Node& map, const std::string& path, RunCard& card);
    void readField(const FieldSpec& field, const YAML::Node& node, RunCard& card);
    std::optional<FieldValue> valueOf(const FieldSpec& field, const YAML::Node& node);
    std::optional<FieldValue> choicesOf(const FieldSpec& field, const YAML::Node& node);
    std::map<std::string, std::pair<int, int>> positions() const;

    std::string file_;
    std::map<std::string, std::string> setBy_;
    Diagnostics diagnostics_;
    std::map<std::string, YAML::Mark> marks_;
};

// The --set argument that gave `field` or a section above it, if any.
const std::string* CardReader::setArgument(const std::string& field) const {
    for (std::string path = field; !path.empty();) {
        if (const auto it = setBy_.find(path); it != setBy_.end())
            return &it->second;
        const auto dot = path.rfind('.');
        path = dot == std::string::npos ? std::string{} : path.substr(0, dot);
    }
    return nullptr;
}

// At the --set argument that gave the field, else at the node in the file.
void CardReader::report(Diagnostic d, const YAML::Node& node) {
    if (const std::string* argument = setArgument(d.field))
        diagnostics_.push_back(d.at(*argument));
    else
        diagnostics_.push_back(located(std::move(d), file_, node));
}

std::map<std::string, std::pair<int, int>> CardReader::positions() const {
    std::map<std::string, std::pair<int, int>> out;
    for (const auto& [path, mark] : marks_)
        if (mark.line >= 0)
            out[path] = {mark.line + 1, mark.column + 1};
    return out;
}

RunCard CardReader::read(const YAML::Node& root) {
    RunCard card;
    if (!root || root.IsNull()) {
        diagnostics_.push_back(Diagnostic::coded(DiagnosticCode::EmptyCard, "").at(file_, 1, 1));
        return card;
    }
    if (!root.IsMap()) {
        report(Diagnostic::coded(DiagnosticCode::NotACard, ""), root);
        return card;
    }
    readSection(root, "", card);
    card.positions = positions();
    for (const auto& [path, argument] : setBy_)
        card.positions.erase(path); // a --set value has no place in the file
    card.set_by = setBy_;
    return card;
}

void CardReader::readSection(const YAML::Node& map, const std::string& path, RunCard& card) {
    marks_[path] = map.Mark();
    const std::vector<std::string> keys = sectionKeys(path);
    Diagnostics keyProblems;
    checkKeys(file_, map, path, keys, keyProblems);
    for (Diagnostic& problem : keyProblems) {
        if (const std::string* argument = setArgument(problem.field))
            problem.at(*argument);
        diagnostics_.push_back(std::move(problem));
    }
    std::set<std::string> groupsGiven;
    for (const std::string& key : keys) {
        const YAML::Node node = map[key];
        const std::string fieldPath = joinPath(path, key);
        const FieldSpec* field = findField(fieldPath);
        const SectionSpec* section = field ? nullptr : findSection(fieldPath);
        if (!node) {
            const auto& whenMissing = field ? field->whenMissing : section->whenMissing;
            if (whenMissing)
                report(Diagnostic::coded(*whenMissing, fieldPath), map);
            continue;
        }
        if (section) {
            if (!node.IsMap()) {
                report(Diagnostic::coded(DiagnosticCode::ExpectedMapping, fieldPath), node);
                continue;
            }
            readSection(node, fieldPath, card);
            continue;
        }
        if (!field->oneOf.empty() && !groupsGiven.insert(std::string(field->oneOf)).second) {
            std::vector<std::string> members;
            for (const FieldSpec* member : oneOfMembers(field->oneOf))
                members.push_back(member->path);
            report(Diagnostic::coded(DiagnosticCode::OnlyOneOf, fieldPath, {joinNames(members)}),
                   node);
            continue;
        }
        readField(*field, node, card);
    }
}

void CardReader::readField(const FieldSpec& field, const YAML::Node& node, RunCard& card) {
    marks_[field.path] = node.Mark();
    if (const auto value = valueOf(field, node))
        field.set(card, *value);
}

std::optional<FieldValue> CardReader::valueOf(const FieldSpec& field, const YAML::Node& node) {
    using Code = DiagnosticCode;
    auto problem = [&](Code code, std::vector<DiagnosticArg> args = {}) {
        report(Diagnostic::coded(code, field.path, std::move(args)), node);
        return std::nullopt;
    };
    switch (field.type) {
    case FieldType::Integer:
    case FieldType::Number: {
        const bool integer = field.type == FieldType::Integer || field.whole;
        Diagnostic why;
        // Integers may be written 2e9 (the spec allows it for token counts), but not 2.5.
        const auto number = numberOf(node, field.path,
                                     integer ? Code::ExpectedInteger : Code::ExpectedNumber, &why);
        if (!number) {
            report(std::move(why), node);
            return std::nullopt;
        }
        if (integer && std::floor(*number) != *number)
            return problem(Code::ExpectedInteger, {node.Scalar()});
        if (field.type == FieldType::Number)
            return FieldValue{*number};
        // The member cannot hold it: the range check says why (the schema's bounds lie inside).
        if (*number < double(field.storageMin) || *number > double(field.storageMax)) {
            if (auto range = rangeProblem(field, *number))
                report(std::move(*range), node);
            return std::nullopt;
        }
        return FieldValue{static_cast<std::int64_t>(*number)};
    }
    case FieldType::Boolean: {
        bool flag = false;
        if (!node.IsScalar() || !YAML::convert<bool>::decode(node, flag))
            return problem(Code::ExpectedBoolean, {describeNode(node)});
        return FieldValue{flag};
    }
    case FieldType::Text:
        if (node.IsNull())
            return FieldValue{std::string()}; // `revision:` with nothing after it
        if (!node.IsScalar())
            return problem(Code::ExpectedText, {describeNode(node)});
        return FieldValue{node.Scalar()};
    case FieldType::Choice: {
        const std::vector<std::string> names = spellingsOf(field);
        if (!node.IsScalar() ||
            std::find(names.begin(), names.end(), node.Scalar()) == names.end()) {
            report(unknownValue(describeNode(node), field.path, names), node);
            return std::nullopt;
        }
        return FieldValue{node.Scalar()};
    }
    case FieldType::TextList:
        if (auto items = textListOf(node))
            return FieldValue{std::move(*items)};
        return problem(Code::ExpectedTextList, {describeNode(node)});
    case FieldType::ChoiceList:
        return choicesOf(field, node);
    }
    return std::nullopt;
}

// A list of spellings, or the one spelling that means all of them ("all-linear").
std::optional<FieldValue> CardReader::choicesOf(const FieldSpec& field, const YAML::Node& node) {
    const std::vector<std::string> names = spellingsOf(field);
    std::vector<std::string> items;
    if (node.IsScalar() && !field.allChoices.empty() && node.Scalar() == field.allChoices) {
        for (const FieldChoice& choice : field.choices)
            items.emplace_back(choice.spelling);
        return FieldValue{items};
    }
    if (!node.IsSequence()) {
        report(Diagnostic::coded(DiagnosticCode::ExpectedChoiceList, field.path,
                                 {describeNode(node), joinNames(names)}),
               node);
        return std::nullopt;
    }
    auto isChoice = [&field](const std::string& name) {
        return std::any_of(field.choices.begin(), field.choices.end(),
                           [&name](const FieldChoice& choice) { return choice.spelling == name; });
    };
    bool ok = true;
    for (const YAML::Node& item : node) {
        if (!item.IsScalar()) {
            report(Diagnostic::coded(DiagnosticCode::ExpectedPlainItem, field.path,
                                     {describeNode(item), joinNames(names)}),
                   item);
            ok = false;
        } else if (!isChoice(item.Scalar())) {
            report(unknownValue(describeNode(item), field.path, names), item);
            ok = false;
        } else {
            items.push_back(item.Scalar());
        }
    }
    return ok ? std::optional<FieldValue>(FieldValue{items}) : std::nullopt;
}

// Applies "--set a.b.c=value" to the parsed tree, creating sections as needed. Setting one field
// of a one-of group (training.steps) removes the others the file gave (training.tokens).
void applyOverride(YAML::Node& root, const FieldOverride& override, Diagnostics& diagnostics) {
    const FieldSpec* field = findField(override.key);
    if (!field && (override.key.empty() || !findSection(override.key))) {
        // "training.rank" most likely means the one field named "rank".
        const std::string name = override.key.substr(override.key.rfind('.') + 1);
        std::vector<std::string> sameName;
        for (const FieldSpec& candidate : runCardFields())
            if (candidate.key() == name)
                sameName.push_back(candidate.path);
        Diagnostic unknown = sameName.size() == 1
                                 ? Diagnostic::coded(DiagnosticCode::UnknownKeySuggest,
                                                     override.key, {override.key, sameName.front()})
                                 : unknownKey(override.key, override.key, runCardKeys());
        diagnostics.push_back(unknown.at(override.argument()));
        return;
    }
    YAML::Node value;
    try {
        value = YAML::Load(override.value);
    } catch (const YAML::Exception& e) {
        diagnostics.push_back(
            Diagnostic::coded(DiagnosticCode::SetValueNotYaml, override.key, {e.msg})
                .at(override.argument()));
        return;
    }
    std::vector<std::string> parts;
    std::stringstream stream(override.key);
    for (std::string part; std::getline(stream, part, '.');)
        parts.push_back(part);
    // Walk down with fresh handles: yaml-cpp's operator[] on a non-const node inserts.
    std::vector<YAML::Node> chain{root};
    for (std::size_t i = 0; i + 1 < parts.size(); ++i) {
        YAML::Node child = chain.back()[parts[i]];
        if (!child.IsMap())
            child = YAML::Node(YAML::NodeType::Map);
        chain.back()[parts[i]] = child;
        chain.push_back(child);
    }
    if (field && !field->oneOf.empty())
        for (const FieldSpec* member : oneOfMembers(field->oneOf))
            if (member != field)
                chain.back().remove(member->key());
    chain.back()[parts.back()] = value;
}

} // namespace

FieldOverride parseFieldOverride(const std::string& assignment) {
    const auto equals = assignment.find('=');
    if (equals == std::string::npos || equals == 0)
        throw InputError(
            Diagnostic::coded(DiagnosticCode::SetSyntax, "").at("--set " + assignment));
    return {assignment.substr(0, equals), assignment.substr(equals + 1)};
}

const std::vector<std::string>& runCardKeys() {
    static const std::vector<std::string> keys = [] {
        std::vector<std::string> all;
        for (const FieldSpec& field : runCardFields())
            all.push_back(field.path);
        return all;
    }();
    return keys;
}

LoadResult parseRunCard(const std::string& yamlText, const std::string& displayName,
                        const std::vector<FieldOverride>& overrides) {
    LoadResult result;
    YAML::Node root;
    try {
        root = YAML::Load(yamlText);
    } catch (const YAML::Exception& e) {
        result.diagnostics.push_back(Diagnostic::coded(DiagnosticCode::YamlSyntax, "", {e.msg})
                                         .at(displayName, e.mark.line + 1, e.mark.column + 1));
        return result;
    }
    std::map<std::string, std::string> setBy;
    if (!overrides.empty()) {
        if (!root || root.IsNull())
            root = YAML::Node(YAML::NodeType::Map);
        for (const auto& override : overrides) {
            if (root.IsMap())
                applyOverride(root, override, result.diagnostics);
            setBy[override.key] = override.argument();
        }
        if (!result.diagnostics.empty())
            return result;
    }
    CardReader reader(displayName, setBy);
    RunCard card = reader.read(root);
    card.source_path = displayName;
    result.diagnostics = std::move(reader.diagnostics());
    std::stable_sort(result.diagnostics.begin(), result.diagnostics.end(),
                     [](const Diagnostic& a, const Diagnostic& b) {
                         return std::tie(a.line, a.column) < std::tie(b.line, b.column);
                     });
    if (!result.diagnostics.empty()) {
        if (root.IsMap()) // a card with fields to mark; anything else is not a run card at all
            result.recovered = std::move(card);
        return result;
    }
    result.diagnostics = validateRunCard(card);
    if (result.diagnostics.empty())
        result.card = std::move(card);
    else
        result.partial = std::move(card);
    return result;
}

LoadResult loadRunCard(const std::string& path, const std::vector<FieldOverride>& overrides) {
    std::error_code error;
    LoadResult result;
    if (std::filesystem::is_directory(path, error)) {
        result.diagnostics.push_back(Diagnostic::coded(DiagnosticCode::IsDirectory, "").at(path));
        return result;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        result.diagnostics.push_back(Diagnostic::coded(DiagnosticCode::CannotOpen, "").at(path));
        return result;
    }
    std::stringstream buffer;
    buffer << in.rdbuf();
    result = parseRunCard(buffer.str(), path, overrides);
    for (auto* card : {&result.card, &result.partial, &result.recovered})
        if (*card)
            (*card)->source_path = path;
    return result;
}

RunCard loadRunCardOrThrow(const std::string& path, const std::vector<FieldOverride>& overrides) {
    LoadResult result = loadRunCard(path, overrides);
    if (!result.ok())
        throw InputError(std::move(result.diagnostics));
    return std::move(*result.card);
}

} // namespace runcard
