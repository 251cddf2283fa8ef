// Checking a run card in memory against the schema: each field's range, emptiness and repeats,
// then (when those hold) the rules across fields. The reader uses it after parsing, the app on
// every edit.
#include "planner/run_card_schema.h"
#include "planner/run_card_yaml.h"

#include <algorithm>
#include <cmath>

namespace runcard {

namespace {

void checkValue(const FieldSpec& field, const FieldValue& value, const ReportProblem& report) {
    using Code = DiagnosticCode;
    if (field.isNumeric()) {
        const double number = std::holds_alternative<double>(value)
                                  ? std::get<double>(value)
                                  : double(std::get<std::int64_t>(value));
        if (!std::isfinite(number))
            report(Diagnostic::coded(Code::NotFinite, field.path));
        else if (field.whole && std::floor(number) != number)
            report(Diagnostic::coded(Code::WholeNumber, field.path));
        else if (auto problem = rangeProblem(field, number))
            report(std::move(*problem));
    } else if (const auto* text = std::get_if<std::string>(&value)) {
        if (field.nonEmpty && text->empty())
            report(Diagnostic::coded(Code::EmptyText, field.path));
    } else if (const auto* items = std::get_if<std::vector<std::string>>(&value)) {
        if (field.nonEmpty && items->empty())
            report(Diagnostic::coded(Code::EmptyList, field.path));
        for (auto it = items->begin(); field.unique && it != items->end(); ++it)
            if (std::count(items->begin(), it, *it) == 1) // report each repeated item once
                report(Diagnostic::coded(Code::DuplicateItem, field.path, {*it}));
    }
}

} // namespace

Diagnostics validateRunCard(const RunCard& card) {
    Diagnostics out;
    const ReportProblem report = [&](Diagnostic d) {
        out.push_back(positioned(card, std::move(d)));
    };
    for (const FieldSpec& field : runCardFields()) {
        if (!field.appliesTo(card))
            continue;
        const FieldValue value = field.get(card);
        if (!std::holds_alternative<std::monostate>(value))
            checkValue(field, value, report);
    }
    // Rules across fields only for fields in range: a product of an out-of-range value says
    // nothing new.
    if (out.empty())
        for (const FieldRule& rule : runCardRules())
            rule.check(card, report);
    return out;
}

} // namespace runcard
