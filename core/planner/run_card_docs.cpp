#include "planner/run_card_docs.h"

#include "planner/json_writer.h"
#include "planner/run_card_schema.h"

namespace runcard {

const char* const kGeneratedBegin =
    "<!-- BEGIN generated from core/planner/run_card_schema.cpp; update with `cmake --build build "
    "--target update_runcard_docs` -->";
const char* const kGeneratedEnd = "<!-- END generated -->";

namespace {

std::string typeText(const FieldSpec& field) {
    switch (field.type) {
    case FieldType::Integer:
        return "integer";
    case FieldType::Number:
        return field.whole ? "whole number" : "number";
    case FieldType::Boolean:
        return "true / false";
    case FieldType::Text:
        switch (field.reference) {
        case FieldReference::Preset:
            return "preset id";
        case FieldReference::Gpu:
            return "GPU id";
        case FieldReference::File:
            return "path";
        case FieldReference::Directory:
            return "folder";
        case FieldReference::None:
            break;
        }
        return "text";
    case FieldType::Choice:
        return "one of the values";
    case FieldType::TextList:
        return "list of text";
    case FieldType::ChoiceList:
        return "list of the values";
    }
    return {};
}

std::string defaultText(const FieldSpec& field) {
    const FieldValue value = field.get(RunCard{});
    if (std::holds_alternative<std::monostate>(value))
        return field.optional ? "from the model" : "—";
    if (const auto* text = std::get_if<std::string>(&value); text && text->empty())
        return "—";
    if (const auto* items = std::get_if<std::vector<std::string>>(&value);
        items && field.type == FieldType::ChoiceList && items->size() == field.choices.size())
        return "all";
    return "`" + yamlScalar(field, value) + "`";
}

std::string allowedText(const FieldSpec& field) {
    std::string text;
    if (field.isNumeric() && field.min && field.max) {
        text = formatDouble(*field.min) + (field.minExclusive ? " < x " : " ≤ x ") +
               (field.maxExclusive ? "< " : "≤ ") + formatDouble(*field.max);
        if (!field.unit.empty())
            text += " " + std::string(field.unit);
        if (field.fraction)
            text += " (a fraction)";
    }
    for (const FieldChoice& choice : field.choices)
        text += (text.empty() ? "" : ", ") + ("`" + std::string(choice.spelling) + "`");
    if (!field.allChoices.empty())
        text += ", or `" + std::string(field.allChoices) + "`";
    if (field.nonEmpty)
        text += field.type == FieldType::Text ? "not empty" : "; at least one";
    if (field.unique)
        text += std::string(text.empty() ? "" : "; ") + "no repeats";
    return text.empty() ? "—" : text;
}

std::string meaningText(const FieldSpec& field) {
    std::string text(field.help);
    if (!field.note.empty())
        text += " (" + std::string(field.note) + ")";
    if (!field.boundWhy.empty())
        text += " Upper bound: " + std::string(field.boundWhy) + ".";
    if (!field.oneOf.empty())
        text += " One of the `" + std::string(field.oneOf) + "` alternatives.";
    if (field.whenMissing)
        text += " Required.";
    return text;
}

std::string escapeCell(std::string text) {
    for (std::size_t at = text.find('|'); at != std::string::npos; at = text.find('|', at + 2))
        text.replace(at, 1, "\\|");
    return text;
}

} // namespace

std::string runCardReferenceMarkdown() {
    std::string md;
    for (const SectionSpec& section : runCardSections()) {
        const std::string title = section.path.empty() ? "Top level" : "`" + section.path + "`";
        const bool nested = section.path.find('.') != std::string::npos;
        md += std::string(nested ? "### " : "## ") + title + "\n\n";
        if (!section.description.empty())
            md += std::string(section.description) + "\n\n";
        md += "| Key | Type | Default | Allowed | Why it matters |\n|---|---|---|---|---|\n";
        for (const FieldSpec& field : runCardFields()) {
            if (field.section() != section.path)
                continue;
            md += "| `" + field.path + "`" + (field.extension ? " *(extension)*" : "") + " | " +
                  typeText(field) + " | " + escapeCell(defaultText(field)) + " | " +
                  escapeCell(allowedText(field)) + " | " + escapeCell(meaningText(field)) + " |\n";
        }
        md += "\n";
    }
    md += "## Checks across fields\n\n";
    for (const FieldRule& rule : runCardRules())
        md += "- " + std::string(rule.description) + "\n";
    return md;
}

std::string withGeneratedReference(const std::string& page, const std::string& reference) {
    const std::string block =
        std::string(kGeneratedBegin) + "\n\n" + reference + "\n" + kGeneratedEnd;
    const auto begin = page.find(kGeneratedBegin);
    const auto end = page.find(kGeneratedEnd);
    if (begin == std::string::npos || end == std::string::npos || end < begin)
        return page + (page.empty() || page.back() == '\n' ? "" : "\n") + "\n" + block + "\n";
    return page.substr(0, begin) + block + page.substr(end + std::string(kGeneratedEnd).size());
}

} // namespace runcard
