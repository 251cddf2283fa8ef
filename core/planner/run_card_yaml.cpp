#include "planner/run_card_yaml.h"

#include "planner/run_card_schema.h"

namespace runcard {
namespace {

bool isSet(const FieldSpec& field, const FieldValue& value) {
    if (std::holds_alternative<std::monostate>(value))
        return false;
    const auto* text = std::get_if<std::string>(&value);
    return !(field.omitWhenEmpty && text && text->empty());
}

bool anyFieldSet(const RunCard& card, const std::string& section) {
    for (const FieldSpec& field : runCardFields())
        if (field.path.rfind(section + ".", 0) == 0 && isSet(field, field.get(card)))
            return true;
    return false;
}

// Writes the keys of `section` at `indent`, in the table's order.
void writeSection(const RunCard& card, const std::string& section, int indent, std::string& y) {
    const std::string pad(std::size_t(indent), ' ');
    for (const std::string& key : sectionKeys(section)) {
        const std::string path = section.empty() ? key : section + "." + key;
        if (const FieldSpec* field = findField(path)) {
            const FieldValue value = field->get(card);
            if (isSet(*field, value))
                y += pad + key + ": " + yamlScalar(*field, value) + "\n";
            continue;
        }
        const SectionSpec& inner = *findSection(path);
        if (inner.omitWhenEmpty && !anyFieldSet(card, path))
            continue;
        if (!inner.flow) {
            y += pad + key + ":\n";
            writeSection(card, path, indent + 2, y);
            continue;
        }
        std::string flow;
        for (const std::string& innerKey : sectionKeys(path)) {
            const FieldSpec& field = *findField(path + "." + innerKey);
            const FieldValue value = field.get(card);
            if (isSet(field, value))
                flow += (flow.empty() ? "" : ", ") + innerKey + ": " + yamlScalar(field, value);
        }
        y += pad + key + ": {" + flow + "}\n";
    }
}

} // namespace

std::string toYaml(const RunCard& card) {
    std::string y;
    writeSection(card, "", 0, y);
    return y;
}

void saveRunCard(const RunCard& card, const std::string& path) {
    writeFileAtomically(path, toYaml(card));
}

} // namespace runcard
