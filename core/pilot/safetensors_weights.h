// Loads a Hugging Face Llama-style checkpoint (a folder of *.safetensors files) into the pilot's
// decoder, replacing its random initialisation. Plain file I/O, one tensor in host memory at a
// time; F32, F16 and BF16 are converted to the parameter dtype.
#pragma once

#include "pilot/decoder.h"

#include <string>

namespace runcard::pilot {

struct LoadedWeights {
    std::string directory;
    int tensors = 0;        // parameters filled from the files (a tied head counts once)
    std::string index_file; // model.safetensors.index.json when present, else config.json
    std::string index_sha256;
    // For the start event: "loaded from <dir> (N tensors, SHA-256 of <file> <hex>)".
    std::string describe() const;
};

// Maps model.embed_tokens, model.layers.N.{self_attn,mlp}.*_proj, the two per-block norms,
// model.norm and lm_head (tied to the embedding when absent) onto `model`'s base parameters;
// blocks past the model's layer count (a proxy) are skipped, LoRA adapters keep their
// initialisation. Throws InputError naming the file and tensor for an unsupported dtype, a shape
// mismatch, a truncated file or a missing tensor.
LoadedWeights loadSafetensorsWeights(Decoder& model, const std::string& directory);

} // namespace runcard::pilot
