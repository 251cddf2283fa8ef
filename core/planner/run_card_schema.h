// The run card's schema: one row per field (path, type, range, unit, default, choices, help) and
// one per section, plus the rules that involve several fields. This table drives the YAML reader,
// the validator, the writer, the card in `plan --json`, `--set KEY=VALUE`, the app's form and
// docs/runcard.md. Adding a field means one row in run_card_fields_*.cpp and a member in RunCard
// (docs/architecture.md, "How to add a field").
#pragma once

#include "planner/diagnostics.h"
#include "planner/run_card.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace runcard {

enum class FieldType {
    Integer,    // int / int64 members (also std::uint64_t for the seed)
    Number,     // double
    Boolean,    // bool
    Text,       // std::string
    Choice,     // an enum of enums.h, written as its spelling
    TextList,   // std::vector<std::string>
    ChoiceList, // std::vector<enum>
};

// A field's value as the reader, writer, form and JSON see it: integers as int64, choices by their
// YAML spelling, lists of text or spellings. Empty (monostate) = an optional field that is not set,
// or an alternative of a one-of group that is not the chosen one.
using FieldValue =
    std::variant<std::monostate, bool, std::int64_t, double, std::string, std::vector<std::string>>;

// What a text field names: the form offers a picker, the docs say where the ids come from.
enum class FieldReference { None, Preset, Gpu, File, Directory };

struct FieldChoice {
    std::string_view spelling; // YAML
    std::string_view label;    // English display name (translated by the UI, context "EnumNames")
};

struct FieldSpec {
    std::string path; // dotted YAML key: "training.micro_batch"
    FieldType type = FieldType::Text;
    bool optional = false;  // a std::optional member: unset = the model's own value is used
    bool fixed = false;     // written by Runcard, not edited (the schema version)
    bool extension = false; // a Runcard addition to the v1 spec (optional in every card)
    std::optional<DiagnosticCode> whenMissing; // required in the file; the message when absent

    // Numbers: inclusive bounds unless exclusive; every numeric field has an upper bound.
    std::optional<double> min, max;
    bool minExclusive = false, maxExclusive = false;
    bool whole = false; // a Number that must be a whole number (training.steps)
    std::optional<DiagnosticCode> outOfRange;    // replaces at-least/at-most (the schema version)
    std::int64_t storageMin = 0, storageMax = 0; // Integer: what the member type can hold
    std::string_view boundWhy; // why the upper bound is where it is (docs, English only)

    bool nonEmpty = false;            // Text: must not be empty; lists: name at least one
    bool unique = false;              // lists: no item twice
    std::vector<FieldChoice> choices; // Choice, ChoiceList: the closed vocabulary
    std::string_view allChoices;      // ChoiceList: a spelling meaning "every choice"
    std::string_view oneOf;           // fields sharing this group are alternatives (the budget)
    FieldReference reference = FieldReference::None;
    bool omitWhenEmpty = false; // the writer skips an empty text (the model sources)

    // Presentation (English; the UI translates label, help, unit and texts, context
    // "RunCardSchema").
    std::string_view label;   // "Micro-batch"
    std::string_view help;    // why it matters for memory, time or cost (tooltip, docs)
    std::string_view note;    // docs only: formulas and sources
    std::string_view unit;    // "sequences", "GB/s"; empty for none
    std::string_view unitOne; // the unit after exactly 1 ("sequence"); empty: `unit`
    bool fraction = false;    // a share of a whole: the form shows it in percent
    bool grouped = true;      // digits grouped in the form (not for an identifier such as the seed)
    int decimals = 0;         // form: decimals of a Number (of the percent: fraction)
    double step = 1;          // form: spin-box step (in percent for a fraction)
    std::string_view placeholder;           // form: what an empty text means or an example
    std::string_view trueLabel, falseLabel; // optional Boolean shown as a choice ("Tied")

    std::string json; // key in the card of `plan --json`; dotted = nested object
    // The field matters only for models of a kind that the resolved model says (a preset or
    // config.json), not the card alone: a mixture of experts, a learned position table. The form
    // greys it for other models. Empty = every model.
    bool (*forModels)(const ModelArchitecture&) = nullptr;
    // The field matters only when this holds (LoRA settings for LoRA and QLoRA): otherwise it is
    // neither range-checked nor exported as JSON. Empty = always.
    std::function<bool(const RunCard&)> applies;
    std::function<FieldValue(const RunCard&)> get;
    std::function<void(RunCard&, const FieldValue&)> set;

    bool isNumeric() const { return type == FieldType::Integer || type == FieldType::Number; }
    bool appliesTo(const RunCard& card) const { return !applies || applies(card); }
    bool appliesToModel(const ModelArchitecture& arch) const {
        return !forModels || forModels(arch);
    }
    std::string key() const;     // the last component of the path
    std::string section() const; // the path of the section that holds it ("" = the top level)
};

struct SectionSpec {
    std::string path;           // "training.lora"
    bool flow = false;          // written on one line: lora: {rank: 16, ...}
    bool omitWhenEmpty = false; // written only when a field inside is set (architecture)
    std::optional<DiagnosticCode> whenMissing; // required in the file; the message when absent
    std::string_view title;                    // docs heading and its text
    std::string_view description;
    std::string_view unsetText; // form: what an unset optional field inside means
};

// One group of alternatives: exactly one of its fields is given (the training budget).
struct OneOfGroup {
    std::string path;       // "training.budget": the form's editor and the JSON object
    std::string_view label; // "Training budget"
    std::string_view help;
};

// A check that involves more than one field; it reports through `report` with the field it marks.
using ReportProblem = std::function<void(Diagnostic)>;
struct FieldRule {
    std::string_view description; // docs
    std::function<void(const RunCard&, const ReportProblem&)> check;
};

const std::vector<FieldSpec>& runCardFields(); // in the canonical order toYaml() writes
const std::vector<SectionSpec>& runCardSections();
const std::vector<OneOfGroup>& runCardOneOfGroups();
const std::vector<FieldRule>& runCardRules();

const FieldSpec* findField(std::string_view path);
const SectionSpec* findSection(std::string_view path);
const OneOfGroup* findOneOfGroup(std::string_view path);
// The keys a section may hold: its fields and sections, in canonical order.
std::vector<std::string> sectionKeys(std::string_view section);
// Every field of one-of `group`, in order.
std::vector<const FieldSpec*> oneOfMembers(std::string_view group);

// The range problem of `value` for `field`, if any (at least / at most / greater / less than).
std::optional<Diagnostic> rangeProblem(const FieldSpec& field, double value);
// How a value looks in YAML (C locale): 4, 0.05, true, "text", lora, [q, k], ["a"]. Empty for an
// unset value.
std::string yamlScalar(const FieldSpec& field, const FieldValue& value);

} // namespace runcard
