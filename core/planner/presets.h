// Bundled model presets (resources/models/*.yaml) and imports from Hugging Face files.
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

// An architecture read from a Hugging Face config.json. Throws InputError naming the file and
// field. The block layout follows `model_type` (llama, mistral, qwen2, gemma, gemma2, phi3: gated
// MLP and RMSNorm; phi, gpt_neox: GeLU MLP, LayerNorm and biases); an unknown type with a SiLU
// activation is read as Llama-style. A multimodal config's `text_config` is used when it holds the
// text model.
ModelArchitecture importHfConfig(const std::string& configPath);

// One *.safetensors file's header: 8-byte little-endian length N, N bytes of JSON, then the data.
// Each tensor's bytes lie at [data_start + begin, data_start + end) of the file.
struct SafetensorsTensor {
    std::string name;
    std::string dtype; // as written: "F32", "BF16", ...
    std::vector<std::int64_t> shape;
    std::int64_t elements = 0;
    std::uint64_t begin = 0, end = 0; // data_offsets, relative to data_start
};
struct SafetensorsHeader {
    std::string file;
    std::uint64_t data_start = 0;
    std::vector<SafetensorsTensor> tensors; // in header order, without __metadata__
};
// Reads only the header (a regular file; the JSON parsed strictly) and checks it as the
// safetensors library does: known dtypes, byte counts that match the shapes, offsets that cover
// the data exactly once (no overlap, no gap, nothing past the end). Throws InputError naming the
// file (and the tensor) for a truncated or malformed file.
SafetensorsHeader readSafetensorsHeader(const std::string& file);

// A local model folder: config.json for the shape, *.safetensors headers for exact tensor counts.
// No weights are read.
struct LocalModel {
    ModelArchitecture architecture;
    std::int64_t parameters_from_headers = 0; // sum over every tensor in every header
    std::vector<std::string> files;
};
LocalModel importLocalModel(const std::string& directory);

} // namespace runcard
