// Bundled model presets (resources/models/*.yaml): one YAML file per model, with its sources.
#pragma once

#include "planner/diagnostics.h"
#include "planner/model_architecture.h"

#include <cstdint>
#include <string>
#include <vector>

namespace runcard {

struct ModelPreset {
    std::string id;      // e.g. "llama-3.1-8b"
    std::string name;    // e.g. "Llama 3.1 8B"
    std::string hf_repo; // e.g. "meta-llama/Llama-3.1-8B"
    ModelArchitecture architecture;
    std::int64_t published_parameters = 0; // as the model card states it
    std::string source;                    // the config.json the numbers come from
    std::string revision; // Hub revision the numbers were read at ("main" when not pinned)
    std::string notes;    // what differs between revisions or from the model card, if anything
};

struct PresetLibrary {
    std::vector<ModelPreset> presets;
    const ModelPreset* find(const std::string& id) const;
    std::vector<std::string> ids() const;
    // Every *.yaml file of `directory`, ordered by id (numbers compared as numbers). Throws
    // InputError with every problem found, each naming the file, line, column and key.
    static PresetLibrary load(const std::string& directory);
    static PresetLibrary bundled(); // resources/models
};

// One preset file; throws InputError naming the file, line, column and key.
ModelPreset loadPreset(const std::string& path);

} // namespace runcard
