// Model families whose config.json names the shape in keys of its own: Qwen 1 (`qwen`), BLOOM,
// Falcon and MPT. Their modeling code lives beside the checkpoint or predates the shared names
// (num_hidden_layers, intermediate_size, …), so each is read by its own rules.
#pragma once

#include "planner/hf_config_fields.h"
#include "planner/model_architecture.h"

#include <optional>
#include <string>
#include <vector>

namespace runcard {

// The model types read here: qwen, bloom, falcon, mpt.
const std::vector<std::string>& ownKeyModelTypes();

// The shape of a config.json of one of these families; nullopt when `modelType` is not one of
// them. Problems are reported through `fields`.
std::optional<ModelArchitecture> readOwnKeyFamily(const std::string& modelType,
                                                  HfConfigFields& fields);

} // namespace runcard
