// The schema's tables joined (fields in canonical order, sections, groups), lookups over them.
#include "planner/run_card_schema.h"

#include "planner/json_writer.h"
#include "planner/run_card_schema_rows.h"
#include "planner/translatable.h"

#include <algorithm>

namespace runcard {

namespace {

// The card's parts in the order toYaml() writes them.
std::vector<FieldSpec> buildFields() {
    std::vector<FieldSpec> fields;
    for (const auto part : {schema_table::modelFields, schema_table::trainingFields,
                            schema_table::dataFields, schema_table::hardwareFields})
        schema_table::appendRows(fields, part());
    return fields;
}

std::vector<SectionSpec> buildSections() {
    std::vector<SectionSpec> sections(11);
    sections[0].path = "";
    sections[1].path = "model";
    sections[1].whenMissing = DiagnosticCode::MissingModel;
    sections[1].description = "Exactly one of `preset`, `hf_config`, `local_dir` — or none, with "
                              "a full `architecture`.";
    sections[2].path = "model.architecture";
    sections[2].omitWhenEmpty = true;
    sections[2].description = "Explicit values; each one overrides the preset or the imported "
                              "config. Unset values come from the model.";
    sections[2].unsetText = RUNCARD_TR("RunCardSchema", "From the model");
    sections[3].path = "training";
    sections[4].path = "training.lora";
    sections[4].flow = true;
    sections[4].description = "Read for `lora` and `qlora`.";
    sections[5].path = "training.qlora";
    sections[5].flow = true;
    sections[5].description = "Read for `qlora`.";
    sections[6].path = "data";
    sections[7].path = "validation";
    sections[8].path = "checkpoint";
    sections[9].path = "hardware";
    sections[10].path = "rental";
    sections[10].description = "*Extension*: what the rental window holds besides training; read "
                               "by the cost model (docs/cost-model.md).";
    return sections;
}

std::vector<OneOfGroup> buildGroups() {
    return {{"training.budget", RUNCARD_TR("RunCardSchema", "Training budget"),
             RUNCARD_TR(
                 "RunCardSchema",
                 "How much training the run does: tokens, optimizer steps or epochs over the data. "
                 "With tokens per second it sets the time to train and the rental cost.")}};
}

} // namespace

std::string FieldSpec::key() const {
    const auto dot = path.rfind('.');
    return dot == std::string::npos ? path : path.substr(dot + 1);
}

std::string FieldSpec::section() const {
    const auto dot = path.rfind('.');
    return dot == std::string::npos ? std::string{} : path.substr(0, dot);
}

const std::vector<FieldSpec>& runCardFields() {
    static const std::vector<FieldSpec> fields = buildFields();
    return fields;
}

const std::vector<SectionSpec>& runCardSections() {
    static const std::vector<SectionSpec> sections = buildSections();
    return sections;
}

const std::vector<OneOfGroup>& runCardOneOfGroups() {
    static const std::vector<OneOfGroup> groups = buildGroups();
    return groups;
}

const FieldSpec* findField(std::string_view path) {
    for (const FieldSpec& field : runCardFields())
        if (field.path == path)
            return &field;
    return nullptr;
}

const SectionSpec* findSection(std::string_view path) {
    for (const SectionSpec& section : runCardSections())
        if (section.path == path)
            return &section;
    return nullptr;
}

const OneOfGroup* findOneOfGroup(std::string_view path) {
    for (const OneOfGroup& group : runCardOneOfGroups())
        if (group.path == path)
            return &group;
    return nullptr;
}

std::vector<std::string> sectionKeys(std::string_view section) {
    // Fields in order; a subsection takes the place of its first field.
    std::vector<std::string> keys;
    auto add = [&keys](const std::string& key) {
        if (std::find(keys.begin(), keys.end(), key) == keys.end())
            keys.push_back(key);
    };
    const std::string prefix = section.empty() ? "" : std::string(section) + ".";
    for (const FieldSpec& field : runCardFields()) {
        if (field.path.rfind(prefix, 0) != 0)
            continue;
        const std::string rest = field.path.substr(prefix.size());
        add(rest.substr(0, rest.find('.')));
    }
    return keys;
}

std::vector<const FieldSpec*> oneOfMembers(std::string_view group) {
    std::vector<const FieldSpec*> members;
    for (const FieldSpec& field : runCardFields())
        if (!group.empty() && field.oneOf == group)
            members.push_back(&field);
    return members;
}

std::optional<Diagnostic> rangeProblem(const FieldSpec& field, double value) {
    using Code = DiagnosticCode;
    const bool low = field.min && (field.minExclusive ? value <= *field.min : value < *field.min);
    const bool high = field.max && (field.maxExclusive ? value >= *field.max : value > *field.max);
    if (!low && !high)
        return std::nullopt;
    if (field.outOfRange)
        return Diagnostic::coded(*field.outOfRange, field.path,
                                 {DiagnosticArg::of(value), DiagnosticArg::of(*field.max)});
    if (low) {
        if (*field.min == 0 && !field.minExclusive)
            return Diagnostic::coded(Code::NotNegative, field.path);
        return Diagnostic::coded(field.minExclusive ? Code::GreaterThan : Code::AtLeast, field.path,
                                 {DiagnosticArg::of(*field.min)});
    }
    return Diagnostic::coded(field.maxExclusive ? Code::LessThan : Code::AtMost, field.path,
                             {DiagnosticArg::of(*field.max)});
}

std::string yamlScalar(const FieldSpec& field, const FieldValue& value) {
    struct Render {
        const FieldSpec& field;
        std::string operator()(std::monostate) const { return {}; }
        std::string operator()(bool b) const { return b ? "true" : "false"; }
        std::string operator()(std::int64_t i) const { return std::to_string(i); }
        std::string operator()(double d) const { return formatDouble(d); }
        std::string operator()(const std::string& text) const {
            return field.type == FieldType::Choice ? text : '"' + jsonEscape(text) + '"';
        }
        std::string operator()(const std::vector<std::string>& items) const {
            std::string out;
            for (const auto& item : items)
                out += (out.empty() ? "" : ", ") +
                       (field.type == FieldType::ChoiceList ? item : '"' + jsonEscape(item) + '"');
            return '[' + out + ']';
        }
    };
    return std::visit(Render{field}, value);
}

} // namespace runcard
