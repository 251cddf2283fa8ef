// Private to the run-card schema: how one row of the field table is built from a RunCard member
// (its type, choices, storage range, getter and setter), the bounds several rows share, and the
// field lists of the card's parts that run_card_schema.cpp joins in canonical order.
#pragma once

#include "planner/run_card_schema.h"

#include <algorithm>
#include <iterator>
#include <limits>
#include <type_traits>

namespace runcard::schema_table {

// ---- Values: members of RunCard <-> FieldValue ------------------------------------------------

template <class T> struct IsOptional : std::false_type {};
template <class T> struct IsOptional<std::optional<T>> : std::true_type {};
template <class T> struct IsVector : std::false_type {};
template <class T> struct IsVector<std::vector<T>> : std::true_type {};

template <class T> FieldValue toValue(const T& member) {
    if constexpr (IsOptional<T>::value)
        return member ? toValue(*member) : FieldValue{};
    else if constexpr (std::is_same_v<T, bool>)
        return member;
    else if constexpr (std::is_enum_v<T>)
        return std::string(toString(member));
    else if constexpr (std::is_integral_v<T>)
        return static_cast<std::int64_t>(member);
    else if constexpr (std::is_floating_point_v<T>)
        return member;
    else if constexpr (std::is_same_v<T, std::string>)
        return member;
    else {
        static_assert(IsVector<T>::value);
        std::vector<std::string> items;
        for (const auto& item : member)
            items.push_back(std::get<std::string>(toValue(item)));
        return items;
    }
}

// Stores `value` into `member`. The reader and the form only pass values of the field's type that
// the member can hold (FieldSpec::storageMin/Max), so nothing here narrows silently.
template <class T> void fromValue(const FieldValue& value, T& member) {
    if constexpr (IsOptional<T>::value) {
        if (std::holds_alternative<std::monostate>(value)) {
            member.reset();
        } else {
            typename T::value_type inner{};
            fromValue(value, inner);
            member = inner;
        }
    } else if constexpr (std::is_same_v<T, bool>) {
        if (const bool* b = std::get_if<bool>(&value))
            member = *b;
    } else if constexpr (std::is_enum_v<T>) {
        if (const auto* text = std::get_if<std::string>(&value))
            if (const auto parsed = parseEnum<T>(*text))
                member = *parsed;
    } else if constexpr (std::is_integral_v<T>) {
        if (const auto* i = std::get_if<std::int64_t>(&value))
            member = static_cast<T>(*i);
    } else if constexpr (std::is_floating_point_v<T>) {
        if (const double* d = std::get_if<double>(&value))
            member = *d;
        else if (const auto* i = std::get_if<std::int64_t>(&value))
            member = static_cast<double>(*i);
    } else if constexpr (std::is_same_v<T, std::string>) {
        if (const auto* text = std::get_if<std::string>(&value))
            member = *text;
    } else {
        static_assert(IsVector<T>::value);
        if (const auto* items = std::get_if<std::vector<std::string>>(&value)) {
            member.clear();
            for (const auto& item : *items) {
                typename T::value_type element{};
                fromValue(FieldValue{item}, element);
                member.push_back(element);
            }
        }
    }
}

template <class E> std::vector<FieldChoice> choicesOf() {
    std::vector<FieldChoice> choices;
    for (const auto& [value, spelling] : EnumSpelling<E>::table)
        choices.push_back({spelling, enumLabel(value)});
    return choices;
}

// The type, choices and storage range that follow from the member's C++ type.
template <class T> void describeMember(FieldSpec& spec) {
    if constexpr (IsOptional<T>::value) {
        spec.optional = true;
        describeMember<typename T::value_type>(spec);
    } else if constexpr (std::is_same_v<T, bool>) {
        spec.type = FieldType::Boolean;
    } else if constexpr (std::is_enum_v<T>) {
        spec.type = FieldType::Choice;
        spec.choices = choicesOf<T>();
    } else if constexpr (std::is_integral_v<T>) {
        spec.type = FieldType::Integer;
        spec.storageMin = std::is_signed_v<T> ? std::int64_t(std::numeric_limits<T>::min()) : 0;
        spec.storageMax = std::int64_t(
            std::min<std::uint64_t>(std::uint64_t(std::numeric_limits<T>::max()),
                                    std::uint64_t(std::numeric_limits<std::int64_t>::max())));
    } else if constexpr (std::is_floating_point_v<T>) {
        spec.type = FieldType::Number;
    } else if constexpr (std::is_same_v<T, std::string>) {
        spec.type = FieldType::Text;
    } else {
        static_assert(IsVector<T>::value);
        using Item = typename T::value_type;
        if constexpr (std::is_enum_v<Item>) {
            spec.type = FieldType::ChoiceList;
            spec.choices = choicesOf<Item>();
        } else {
            spec.type = FieldType::TextList;
        }
    }
}

// `plan --json` writes the card the way v1 first did: training, hardware and model keys without
// their section ("micro_batch", "gpu", "lora.rank", "architecture.layers"), the other sections as
// nested objects ("data.tokens").
inline std::string jsonKeyFor(const std::string& path) {
    for (const char* flat : {"training.", "hardware.", "model."})
        if (path.rfind(flat, 0) == 0)
            return path.substr(std::string(flat).size());
    return path;
}

// One row of the table, built from the path and an accessor `[](auto& c) -> auto& {...}` that
// works on const and non-const cards alike.
class Row {
public:
    template <class Access> Row(std::string path, Access access) {
        using Member = std::remove_cvref_t<decltype(access(std::declval<RunCard&>()))>;
        spec_.path = std::move(path);
        describeMember<Member>(spec_);
        spec_.get = [access](const RunCard& card) { return toValue(access(card)); };
        spec_.set = [access](RunCard& card, const FieldValue& value) {
            fromValue(value, access(card));
        };
        spec_.json = jsonKeyFor(spec_.path);
    }
    Row(std::string path, FieldType type, std::function<FieldValue(const RunCard&)> get,
        std::function<void(RunCard&, const FieldValue&)> set) {
        spec_.path = std::move(path);
        spec_.type = type;
        spec_.get = std::move(get);
        spec_.set = std::move(set);
        spec_.json = jsonKeyFor(spec_.path);
    }

    Row& label(std::string_view text) { return spec_.label = text, *this; }
    Row& help(std::string_view text) { return spec_.help = text, *this; }
    Row& note(std::string_view text) { return spec_.note = text, *this; }
    Row& unit(std::string_view text) { return spec_.unit = text, *this; }
    // A counted unit: `many` after any number but 1, `one` after 1 ("1 sequence", "2 sequences").
    Row& unit(std::string_view many, std::string_view one) {
        spec_.unitOne = one;
        return unit(many);
    }
    Row& placeholder(std::string_view text) { return spec_.placeholder = text, *this; }
    // Inclusive bounds; `why` says where the upper one comes from (docs/runcard.md).
    Row& range(double min, double max, std::string_view why) {
        spec_.min = min;
        spec_.max = max;
        spec_.boundWhy = why;
        return *this;
    }
    Row& aboveMin() { return spec_.minExclusive = true, *this; }
    Row& belowMax() { return spec_.maxExclusive = true, *this; }
    Row& whole() { return spec_.whole = true, *this; }
    Row& decimals(int count, double step) {
        spec_.decimals = count;
        spec_.step = step;
        return *this;
    }
    Row& fraction() { return spec_.fraction = true, *this; }
    Row& ungrouped() { return spec_.grouped = false, *this; }
    Row& nonEmpty() { return spec_.nonEmpty = true, *this; }
    Row& unique() { return spec_.unique = true, *this; }
    Row& allChoices(std::string_view spelling) { return spec_.allChoices = spelling, *this; }
    Row& oneOf(std::string_view group) { return spec_.oneOf = group, *this; }
    Row& reference(FieldReference what) { return spec_.reference = what, *this; }
    Row& omitWhenEmpty() { return spec_.omitWhenEmpty = true, *this; }
    Row& fixed() { return spec_.fixed = true, *this; }
    Row& required(DiagnosticCode whenMissing) { return spec_.whenMissing = whenMissing, *this; }
    Row& outOfRange(DiagnosticCode code) { return spec_.outOfRange = code, *this; }
    Row& extension() { return spec_.extension = true, *this; }
    Row& expertsOnly() {
        spec_.forModels = [](const ModelArchitecture& a) { return a.isMoe(); };
        return *this;
    }
    Row& geluOnly() {
        spec_.forModels = [](const ModelArchitecture& a) { return a.mlp == MlpKind::Gelu; };
        return *this;
    }
    Row& learnedPositionsOnly() {
        spec_.forModels = [](const ModelArchitecture& a) {
            return a.position == PositionKind::Learned;
        };
        return *this;
    }
    Row& choiceLabels(std::string_view whenTrue, std::string_view whenFalse) {
        spec_.trueLabel = whenTrue;
        spec_.falseLabel = whenFalse;
        return *this;
    }
    Row& appliesWhen(std::function<bool(const RunCard&)> predicate) {
        spec_.applies = std::move(predicate);
        return *this;
    }
    operator FieldSpec() const { return spec_; }

private:
    FieldSpec spec_;
};

// Bounds shared by several rows, with the reason for each.
constexpr double kMaxTokens = 1e15;
constexpr std::string_view kTokensWhy =
    ("27 times the largest published pre-training run (36e12 tokens); keeps the step count and "
     "times below 2^63");
constexpr double kMaxSteps = 1e9;
constexpr std::string_view kStepsWhy = "a billion optimizer steps; step counts stay exact";

// Moves `more` onto the end of `rows` (the parts, and parts made of pieces, keep their order).
inline void appendRows(std::vector<FieldSpec>& rows, std::vector<FieldSpec> more) {
    rows.insert(rows.end(), std::make_move_iterator(more.begin()),
                std::make_move_iterator(more.end()));
}

// The rows of each part of the card, in canonical order.
std::vector<FieldSpec> modelFields();    // runcard, name, model (run_card_fields_model.cpp)
std::vector<FieldSpec> trainingFields(); // training (run_card_fields_training.cpp)
std::vector<FieldSpec> adapterFields();  // training.lora.* and training.qlora.*
                                         // (run_card_fields_adapters.cpp), inside trainingFields()
std::vector<FieldSpec> expertFields();   // training.moe_* and the expert-exchange overlap
                                         // (run_card_fields_experts.cpp), inside trainingFields()
std::vector<FieldSpec> dataFields();     // data, validation, checkpoint (run_card_fields_data.cpp)
std::vector<FieldSpec> hardwareFields(); // hardware, rental (run_card_fields_hardware.cpp)

} // namespace runcard::schema_table
