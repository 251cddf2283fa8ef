// The pilot's model: a Llama-style decoder (embeddings, RMSNorm, RoPE, GQA attention with explicit
// matmul + softmax and a causal mask, SwiGLU or GELU MLP, tied or untied head), with optional LoRA
// adapters on a frozen base and optional per-block activation checkpointing.
//
// The exact tensors this code keeps alive are mirrored by core/planner/pilot_memory_profile.cpp;
// change both together (tests/pilot checks they agree within 5%).
#pragma once

#include "planner/enums.h"
#include "planner/model_architecture.h"
#include "planner/run_card.h"

#include <functional>
#include <string>
#include <torch/torch.h>
#include <vector>

namespace runcard::pilot {

struct DecoderConfig {
    ModelArchitecture arch; // already reduced to the proxy's layer count when scaled
    TrainingMethod method = TrainingMethod::Full;
    LoraSettings lora;
    torch::Dtype param_dtype = torch::kFloat32;   // master weights
    torch::Dtype compute_dtype = torch::kFloat32; // activations and matmuls
    bool checkpointing = false;                   // per-block recompute
    int max_sequence_length = 2048;
    double rms_eps = 1e-5;
    double rope_theta = 500000.0;
};

struct Block {
    torch::Tensor attn_norm, mlp_norm;
    // Base weights by LoraTarget index (q, k, v, o, gate, up, down); gate undefined for GELU.
    std::vector<torch::Tensor> weight;
    std::vector<torch::Tensor> lora_a, lora_b; // defined for targeted linears
};

class Decoder : public torch::nn::Module {
public:
    explicit Decoder(const DecoderConfig& config);

    // tokens: [b, s] int64 -> logits [b, s, V] in the compute dtype.
    torch::Tensor forward(const torch::Tensor& tokens);
    // Mean cross entropy over targets != -100, computed in fp32.
    torch::Tensor loss(const torch::Tensor& logits, const torch::Tensor& targets) const;

    std::vector<torch::Tensor> trainableParameters() const;
    std::int64_t parameterCount() const;
    std::int64_t trainableCount() const;
    const DecoderConfig& config() const { return config_; }

    // One block's forward, used directly and by the recompute in backward.
    torch::Tensor blockForward(int index, const torch::Tensor& x);
    std::vector<torch::Tensor> blockTrainable(int index) const;
    int trainableCountInBlock(int index) const;

    // Called on entering and leaving each block's forward, and with index -1 around the whole
    // forward (embedding to logits); `output` is the block's output, or the logits, when leaving.
    // Sharded layouts (core/pilot/distributed) gather and free parameters here.
    using BlockHook = std::function<void(int index, bool entering, const torch::Tensor& output)>;
    void setBlockHook(BlockHook hook) { block_hook_ = std::move(hook); }

private:
    torch::Tensor linear(const Block& block, LoraTarget target, const torch::Tensor& x) const;
    torch::Tensor rmsNorm(const torch::Tensor& x, const torch::Tensor& weight) const;
    torch::Tensor rope(const torch::Tensor& x) const;
    torch::Tensor cast(const torch::Tensor& weight) const;

    DecoderConfig config_;
    torch::Tensor embedding_, final_norm_, lm_head_;
    std::vector<Block> blocks_;
    torch::Tensor cos_, sin_, causal_mask_; // [s, d], [s, d], [s, s] bool (true = masked)
    BlockHook block_hook_;
};

} // namespace runcard::pilot
