// Model shapes from Hugging Face files: a config.json, or a local folder with its *.safetensors.
#pragma once

#include "planner/diagnostics.h" // InputError, which these readers throw
#include "planner/model_architecture.h"

#include <cstdint>
#include <string>
#include <vector>

namespace runcard {

// An architecture read from a Hugging Face config.json. Throws InputError naming the file and
// field. The block layout follows `model_type` (llama, mistral, phi3, internlm2, qwen2, qwen3,
// gemma, gemma2, gemma3_text: gated MLP and RMSNorm; phi, gpt_neox: GeLU MLP, LayerNorm and
// biases; qwen2_moe, qwen3_moe, mixtral, gpt_oss, deepseek_v2, deepseek_v3, kimi_k2, glm4_moe:
// mixture-of-experts; qwen (Qwen 1),
// bloom, falcon, mpt: each with keys of its own, hf_config_own_keys.h); an unknown type with a
// SiLU activation is read as Llama-style. A multimodal config's `text_config` is used when it holds
// the text model.
ModelArchitecture importHfConfig(const std::string& configPath);

// A local model folder: config.json for the shape, *.safetensors headers for exact tensor counts.
// No weights are read.
struct LocalModel {
    ModelArchitecture architecture;
    std::int64_t parameters_from_headers = 0; // sum over every tensor in every header
    std::vector<std::string> files;
};
LocalModel importLocalModel(const std::string& directory);

} // namespace runcard
