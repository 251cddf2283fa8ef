#include "planner/run_card_yaml.h"

#include "planner/run_card_schema.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <unistd.h>

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

void writeFileAtomically(const std::string& path, const std::string& contents) {
    namespace fs = std::filesystem;
    const fs::path target(path);
    const fs::path temporary = target.parent_path() / ("." + target.filename().string() + ".tmp-" +
                                                       std::to_string(getpid()));
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out)
            throw InputError(
                Diagnostic{path, 0, 0, "", "cannot create a temporary file beside it"});
        out << contents;
        out.flush();
        if (!out)
            throw InputError(Diagnostic{path, 0, 0, "", "writing failed (disk full?)"});
    }
    if (FILE* f = std::fopen(temporary.c_str(), "rb")) {
        fsync(fileno(f));
        std::fclose(f);
    }
    std::error_code error;
    fs::rename(temporary, target, error);
    if (error) {
        fs::remove(temporary, error);
        throw InputError(Diagnostic{path, 0, 0, "", "cannot replace the file: " + error.message()});
    }
}

void saveRunCard(const RunCard& card, const std::string& path) {
    writeFileAtomically(path, toYaml(card));
}

} // namespace runcard
