// Human-readable catalog text in every language Runcard shows: the GPU catalog's interconnect,
// software-stack and caveat lines, the price catalog's option names and notes and its sources'
// titles. The planner stays language-neutral and carries all of them; the app and the report pick
// one (docs/catalog.md, "Texts in two languages").
#pragma once

#include "planner/diagnostics.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace YAML {
class Node;
}

namespace runcard {

struct LocalizedText {
    std::string en; // always present
    std::string tr; // "" = the file gives no Turkish text (a user catalog may leave it out)

    // The text in `language` ("en", "tr"); English where the file gives none in that language.
    const std::string& in(std::string_view language) const;
    bool hasLanguage(std::string_view language) const;
    bool empty() const { return en.empty(); }
    bool operator==(const LocalizedText& other) const { return en == other.en && tr == other.tr; }
};

// The languages a catalog text can carry, English first.
const std::vector<std::string>& catalogLanguages();

// A plain string (English only) or a mapping {en: ..., tr: ...} with `en` required. Anything else
// appends a diagnostic at the node (file:line:column, field) and returns std::nullopt.
std::optional<LocalizedText> localizedTextOf(const std::string& file, const YAML::Node& node,
                                             const std::string& field, Diagnostics& out);
// A list of such texts (caveats).
std::optional<std::vector<LocalizedText>> localizedTextListOf(const std::string& file,
                                                              const YAML::Node& node,
                                                              const std::string& field,
                                                              Diagnostics& out);

} // namespace runcard
