// The pilot's model: a Llama-style decoder (embeddings, RMSNorm, RoPE, GQA attention with explicit
// matmul + softmax and a causal mask, sliding-window or chunked on local layers, and optional
// query and key norms, or DeepSeek-V2's multi-head latent attention, SwiGLU or GELU MLP, tied or
// untied head), with optional LoRA adapters on a frozen base and optional per-block activation
// checkpointing. Mixture-of-experts layers (docs/mixture-of-experts.md) replace the MLP by a
// router, top-k routed experts and shared experts, and add the load-balancing loss to the training
// loss.
//
// The exact tensors this code keeps alive are mirrored by core/planner/pilot_memory_profile.cpp;
// change both together (tests/pilot checks they agree within 5%).
#pragma once

#include "planner/enums.h"
#include "planner/model_architecture.h"
#include "planner/run_card.h"

#include <array>
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

// A linear without bias and, where the card's LoRA targets it, its adapter.
struct Projection {
    torch::Tensor weight, lora_a, lora_b;
};

// A gated (SwiGLU) or GELU MLP: the dense MLP, one routed expert or one shared expert.
struct Mlp {
    Projection gate, up, down; // gate undefined for GELU
};

struct Block {
    torch::Tensor attn_norm, mlp_norm;
    torch::Tensor q_norm, k_norm; // the query and key norms (ModelArchitecture::qk_norm), if any
    // Latent attention (ModelArchitecture::isLatentAttention): q, k, v and o are q_b_proj (or
    // q_proj), kv_a_proj_with_mqa, kv_b_proj and o_proj (linearShape); q_a is q_a_proj with its
    // norm, where the query is compressed, and kv_norm the latent's norm.
    Projection q, k, v, o, q_a;
    torch::Tensor q_a_norm, kv_norm;
    Mlp mlp;                                  // a dense layer's MLP
    torch::Tensor router;                     // a MoE layer's router [experts, hidden]
    std::vector<Mlp> experts, shared_experts; // a MoE layer's experts
    bool moe() const { return router.defined(); }
};

// The load-balancing loss's weight (transformers MixtralConfig and Qwen3MoeConfig default
// router_aux_loss_coef = 0.001).
inline constexpr double kRouterAuxLossCoefficient = 0.001;

class Decoder : public torch::nn::Module {
public:
    explicit Decoder(const DecoderConfig& config);

    // tokens: [b, s] int64 -> logits [b, s, V] in the compute dtype.
    torch::Tensor forward(const torch::Tensor& tokens);
    // Mean cross entropy over targets != -100, computed in fp32; after a training forward of a
    // MoE model plus kRouterAuxLossCoefficient times the mean load-balancing loss of its layers
    // (which it takes: the next forward starts afresh).
    torch::Tensor loss(const torch::Tensor& logits, const torch::Tensor& targets);
    // The most tokens one expert received in the last training forward, over the balanced share
    // tokens·k/experts (1 = balanced; 0 for a dense model).
    double maxExpertLoad() const { return max_expert_load_; }

    std::vector<torch::Tensor> trainableParameters() const;
    std::int64_t parameterCount() const;
    std::int64_t trainableCount() const;
    const DecoderConfig& config() const { return config_; }

    // One block's forward, used directly and by the recompute in backward; a MoE block sets
    // *auxLoss to its load-balancing loss when training.
    torch::Tensor blockForward(int index, const torch::Tensor& x, torch::Tensor* auxLoss = nullptr);
    std::vector<torch::Tensor> blockTrainable(int index) const;
    int trainableCountInBlock(int index) const;

    // Called on entering and leaving each block's forward, and with index -1 around the whole
    // forward (embedding to logits); `output` is the block's output, or the logits, when leaving.
    // Sharded layouts (core/pilot/distributed) gather and free parameters here.
    using BlockHook = std::function<void(int index, bool entering, const torch::Tensor& output)>;
    void setBlockHook(BlockHook hook) { block_hook_ = std::move(hook); }

private:
    torch::Tensor linear(const Projection& projection, const torch::Tensor& x) const;
    // The MLP's activation before its down projection; releases x once it is read.
    torch::Tensor mlpInner(const Mlp& mlp, torch::Tensor& x) const;
    // Latent attention's queries, keys and values [b, heads, s, ·] from the normed input (which
    // it releases).
    std::array<torch::Tensor, 3> latentQkv(const Block& block, torch::Tensor& normed) const;
    torch::Tensor moeForward(const Block& block, const torch::Tensor& x, torch::Tensor* auxLoss);
    torch::Tensor rmsNorm(const torch::Tensor& x, const torch::Tensor& weight) const;
    torch::Tensor rope(const torch::Tensor& x) const;
    torch::Tensor cast(const torch::Tensor& weight) const;

    DecoderConfig config_;
    torch::Tensor embedding_, final_norm_, lm_head_;
    std::vector<Block> blocks_;
    torch::Tensor cos_, sin_, causal_mask_; // [s, d], [s, d], [s, s] bool (true = masked)
    // The local layers' mask [s, s] (causal and outside the window or chunk), where the model
    // has local layers (ModelArchitecture::attendsLocally).
    torch::Tensor local_mask_;
    BlockHook block_hook_;
    std::vector<torch::Tensor> aux_losses_; // this training forward's, one per MoE layer
    double max_expert_load_ = 0;
};

} // namespace runcard::pilot
