// Reading (run_card_reader.cpp), validating (run_card_validator.cpp) and writing
// (run_card_yaml.cpp) run cards as YAML, C locale whatever the UI language, all driven by the
// schema table in run_card_schema.h.
#pragma once

#include "planner/diagnostics.h"
#include "planner/durable_file.h"
#include "planner/run_card.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace runcard {

// A "--set key=value" override: dotted key into the card, value parsed as a YAML scalar.
struct FieldOverride {
    std::string key;
    std::string value;
    // "--set training.micro_batch=4": where diagnostics about the value point.
    std::string argument() const { return "--set " + key + "=" + value; }
};
// Parses "training.micro_batch=4"; throws InputError when there is no '='.
FieldOverride parseFieldOverride(const std::string& assignment);

struct LoadResult {
    std::optional<RunCard> card; // set when there were no errors
    // Set when every key and type was valid and only range or consistency checks failed: the card
    // as written, so an editor can show it with the bad fields marked instead of losing it.
    std::optional<RunCard> partial;
    // Set when the YAML parsed but some keys or values could not be read (a word for a number,
    // an unknown choice): the card with those fields at their defaults, for an editor that marks
    // them (`diagnostics` names them) and plans nothing until they are corrected.
    std::optional<RunCard> recovered;
    Diagnostics diagnostics; // every error found, in file order
    bool ok() const { return card.has_value(); }
};

// Parses and validates. `displayName` names the source in messages (the path for files).
LoadResult parseRunCard(const std::string& yamlText, const std::string& displayName,
                        const std::vector<FieldOverride>& overrides = {});
LoadResult loadRunCard(const std::string& path, const std::vector<FieldOverride>& overrides = {});
// Throwing convenience for callers that cannot continue.
RunCard loadRunCardOrThrow(const std::string& path,
                           const std::vector<FieldOverride>& overrides = {});

// Range and consistency checks on a card already in memory (the app's form uses these to mark
// fields in place). Field paths are the dotted YAML keys.
Diagnostics validateRunCard(const RunCard& card);

// Canonical YAML: every field, fixed order, C locale; parseRunCard(toYaml(c)) == c.
std::string toYaml(const RunCard& card);
// Atomic and durable: writeFileAtomically (planner/durable_file.h).
void saveRunCard(const RunCard& card, const std::string& path);

// Every field's dotted key (run_card_schema.h has the whole table).
const std::vector<std::string>& runCardKeys();

} // namespace runcard
