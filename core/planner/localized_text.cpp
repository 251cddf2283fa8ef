#include "planner/localized_text.h"

#include "planner/yaml_fields.h"

#include <yaml-cpp/yaml.h>

namespace runcard {

const std::string& LocalizedText::in(std::string_view language) const {
    return language == "tr" && !tr.empty() ? tr : en;
}

bool LocalizedText::hasLanguage(std::string_view language) const {
    return !(language == "tr" ? tr : en).empty();
}

const std::vector<std::string>& catalogLanguages() {
    static const std::vector<std::string> languages{"en", "tr"};
    return languages;
}

std::optional<LocalizedText> localizedTextOf(const std::string& file, const YAML::Node& node,
                                             const std::string& field, Diagnostics& out) {
    if (node.IsScalar())
        return LocalizedText{node.Scalar(), {}};
    if (!node.IsMap()) {
        out.push_back(
            located(Diagnostic::coded(DiagnosticCode::ExpectedTextOrLanguages, field), file, node));
        return std::nullopt;
    }
    const std::size_t before = out.size();
    checkKeys(file, node, field, catalogLanguages(), out);
    LocalizedText text;
    for (const auto& [language, target] : {std::pair{"en", &text.en}, std::pair{"tr", &text.tr}}) {
        const YAML::Node value = node[language];
        if (!value.IsDefined() || value.IsNull())
            continue;
        if (value.IsScalar() && !value.Scalar().empty())
            *target = value.Scalar();
        else
            out.push_back(
                located(Diagnostic::coded(DiagnosticCode::ExpectedAText, field + "." + language),
                        file, value));
    }
    if (text.en.empty() && out.size() == before)
        out.push_back(
            located(Diagnostic::coded(DiagnosticCode::MissingEnglish, field + ".en"), file, node));
    if (out.size() != before)
        return std::nullopt;
    return text;
}

std::optional<std::vector<LocalizedText>> localizedTextListOf(const std::string& file,
                                                              const YAML::Node& node,
                                                              const std::string& field,
                                                              Diagnostics& out) {
    if (!node.IsSequence()) {
        out.push_back(
            located(Diagnostic::coded(DiagnosticCode::ExpectedTextsList, field), file, node));
        return std::nullopt;
    }
    std::vector<LocalizedText> texts;
    bool ok = true;
    for (std::size_t i = 0; i < node.size(); ++i) {
        auto text = localizedTextOf(file, node[i], field + "[" + std::to_string(i) + "]", out);
        if (text)
            texts.push_back(std::move(*text));
        else
            ok = false;
    }
    if (!ok)
        return std::nullopt;
    return texts;
}

} // namespace runcard
