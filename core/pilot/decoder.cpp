#include "pilot/decoder.h"

#include "pilot/device_runtime.h"
#include "pilot/tracking_allocator.h"

#include <cmath>
#include <mutex>

namespace runcard::pilot {
namespace {

constexpr int kTargets = 7; // LoraTarget values q, k, v, o, gate, up, down

bool isTargeted(const LoraSettings& lora, LoraTarget target) {
    for (const LoraTarget t : lora.targets)
        if (t == target)
            return true;
    return false;
}

// Per-block recompute (activation checkpointing), the reentrant variant of
// torch.utils.checkpoint: forward runs the block without a graph and keeps only its input; backward
// re-runs it with a graph (same RNG state, so LoRA dropout masks repeat) and backpropagates
// through that. Parameter gradients accumulate in the inner backward; the block's trainable
// parameters are passed only so that the output requires grad when the input does not (LoRA).
struct CheckpointedBlock : torch::autograd::Function<CheckpointedBlock> {
    static torch::Tensor forward(torch::autograd::AutogradContext* ctx, torch::Tensor x,
                                 std::int64_t model, std::int64_t index,
                                 torch::TensorList /*parameters*/) {
        ctx->save_for_backward({x});
        ctx->saved_data["model"] = model;
        ctx->saved_data["index"] = index;
        ctx->saved_data["input_requires_grad"] = x.requires_grad();
        // The generators dropout draws from: the CPU's and, on a GPU, that device's (as
        // torch.utils.checkpoint's preserve_rng_state).
        const RngState rng = captureRng(x.device());
        ctx->saved_data["rng_cpu"] = rng.cpu;
        if (rng.device.defined())
            ctx->saved_data["rng_device"] = rng.device;
        return reinterpret_cast<Decoder*>(model)->blockForward(int(index), x);
    }

    static torch::autograd::variable_list backward(torch::autograd::AutogradContext* ctx,
                                                   torch::autograd::variable_list gradOutputs) {
        auto* model = reinterpret_cast<Decoder*>(ctx->saved_data["model"].toInt());
        const int index = int(ctx->saved_data["index"].toInt());
        const bool inputNeedsGrad = ctx->saved_data["input_requires_grad"].toBool();
        torch::Tensor input = ctx->get_saved_variables()[0].detach();
        if (inputNeedsGrad)
            input.requires_grad_(true);
        // Replay the forward's random numbers (LoRA dropout masks), then continue the streams
        // where they were. The generators' mutexes are held only for the state swaps: dropout
        // takes them.
        const torch::Device device = input.device();
        const RngState current = captureRng(device);
        RngState forward;
        forward.cpu = ctx->saved_data["rng_cpu"].toTensor();
        if (ctx->saved_data.count("rng_device"))
            forward.device = ctx->saved_data["rng_device"].toTensor();
        restoreRng(device, forward);
        torch::Tensor output;
        {
            torch::AutoGradMode enable(true);
            output = model->blockForward(index, input);
        }
        restoreRng(device, current);
        torch::autograd::backward({output}, {gradOutputs[0]});
        torch::autograd::variable_list grads(3 + model->trainableCountInBlock(index));
        grads[0] = inputNeedsGrad ? input.grad() : torch::Tensor();
        return grads;
    }
};

} // namespace

Decoder::Decoder(const DecoderConfig& config) : config_(config) {
    const auto& arch = config_.arch;
    const std::int64_t h = arch.hidden_size;
    const bool lora = config_.method != TrainingMethod::Full;
    const auto options = torch::TensorOptions().dtype(config_.param_dtype);
    const auto weight = [&](std::int64_t out, std::int64_t in, const std::string& name) {
        torch::NoGradGuard noGrad;
        auto w = torch::empty({out, in}, options).normal_(0.0, 0.02);
        return register_parameter(name, w, /*requires_grad=*/!lora);
    };
    const auto norm = [&](const std::string& name) {
        return register_parameter(name, torch::ones({h}, options), !lora);
    };

    embedding_ = weight(arch.vocab_size, h, "embedding");
    for (int layer = 0; layer < arch.layers; ++layer) {
        Block block;
        const std::string prefix =
            "layer" + std::to_string(layer) + "_"; // no dots in LibTorch names
        block.attn_norm = norm(prefix + "attn_norm");
        block.mlp_norm = norm(prefix + "mlp_norm");
        block.weight.resize(kTargets);
        block.lora_a.resize(kTargets);
        block.lora_b.resize(kTargets);
        for (const auto& [target, name] : EnumSpelling<LoraTarget>::table) {
            if (target == LoraTarget::Gate && arch.mlp == MlpKind::Gelu)
                continue;
            const int t = int(target);
            const LinearShape shape = linearShape(arch, target);
            block.weight[t] = weight(shape.out, shape.in, prefix + std::string(name));
            if (lora && isTargeted(config_.lora, target)) {
                torch::NoGradGuard noGrad;
                // PEFT's initialisation: A Kaiming-uniform (bound 1/sqrt(in)), B zero.
                const double bound = 1.0 / std::sqrt(double(shape.in));
                block.lora_a[t] = register_parameter(
                    prefix + std::string(name) + "_lora_a",
                    torch::empty({config_.lora.rank, shape.in}, options).uniform_(-bound, bound));
                block.lora_b[t] =
                    register_parameter(prefix + std::string(name) + "_lora_b",
                                       torch::zeros({shape.out, config_.lora.rank}, options));
            }
        }
        blocks_.push_back(std::move(block));
    }
    final_norm_ = norm("final_norm");
    if (!arch.tied_embeddings)
        lm_head_ = weight(arch.vocab_size, h, "lm_head");

    // RoPE tables (Su et al. 2021, "rotate half" layout as in HF Llama), kept in fp32 then cast.
    // An odd head_dim rotates its first d - 1 dimensions and passes the last one through (the
    // partial rotary of GPT-NeoX, rotary_pct < 1).
    const std::int64_t d = arch.effectiveHeadDim();
    const std::int64_t r = d - d % 2;
    const std::int64_t s = config_.max_sequence_length;
    auto inv = torch::pow(config_.rope_theta, -torch::arange(0, r, 2, torch::kFloat64) / double(r));
    auto angles = torch::outer(torch::arange(s, torch::kFloat64), inv);
    auto doubled = torch::cat({angles, angles}, -1); // [s, r]
    cos_ = doubled.cos().to(config_.compute_dtype).view({s, 1, r});
    sin_ = doubled.sin().to(config_.compute_dtype).view({s, 1, r});
    causal_mask_ = torch::ones({s, s}, torch::kBool).triu(1);
}

int Decoder::trainableCountInBlock(int index) const {
    int count = 0;
    const Block& block = blocks_[std::size_t(index)];
    for (const auto& tensors : {block.weight, block.lora_a, block.lora_b})
        for (const auto& t : tensors)
            count += t.defined() && t.requires_grad();
    count += block.attn_norm.requires_grad() + block.mlp_norm.requires_grad();
    return count;
}

std::vector<torch::Tensor> Decoder::blockTrainable(int index) const {
    std::vector<torch::Tensor> list;
    const Block& block = blocks_[std::size_t(index)];
    for (const auto& tensors : {block.weight, block.lora_a, block.lora_b})
        for (const auto& t : tensors)
            if (t.defined() && t.requires_grad())
                list.push_back(t);
    for (const auto& t : {block.attn_norm, block.mlp_norm})
        if (t.requires_grad())
            list.push_back(t);
    return list;
}

torch::Tensor Decoder::cast(const torch::Tensor& weight) const {
    return weight.scalar_type() == config_.compute_dtype ? weight
                                                         : weight.to(config_.compute_dtype);
}

torch::Tensor Decoder::linear(const Block& block, LoraTarget target, const torch::Tensor& x) const {
    const int t = int(target);
    torch::Tensor y = torch::nn::functional::linear(x, cast(block.weight[t]));
    if (block.lora_a[t].defined()) {
        const double scale = config_.lora.alpha / config_.lora.rank;
        torch::Tensor input = x;
        if (config_.lora.dropout > 0 && is_training())
            input = torch::dropout(x, config_.lora.dropout, /*train=*/true);
        torch::Tensor low = torch::nn::functional::linear(input, cast(block.lora_a[t]));
        torch::Tensor delta = torch::nn::functional::linear(low, cast(block.lora_b[t]));
        delta.mul_(scale);
        y = y + delta;
    }
    return y;
}

torch::Tensor Decoder::rmsNorm(const torch::Tensor& x, const torch::Tensor& weight) const {
    // As HF LlamaRMSNorm: statistics in fp32, result cast back before the weight multiplies.
    torch::Tensor xf = x.to(torch::kFloat32);
    torch::Tensor inverse = torch::rsqrt(xf.pow(2).mean(-1, /*keepdim=*/true) + config_.rms_eps);
    torch::Tensor normed = (xf * inverse).to(config_.compute_dtype);
    return cast(weight) * normed;
}

torch::Tensor Decoder::rope(const torch::Tensor& x) const {
    // x: [b, s, heads, d] contiguous.
    const std::int64_t s = x.size(1);
    const std::int64_t r = cos_.size(2);
    if (x.size(3) != r) // odd head_dim: the last dimension is not rotated
        return torch::cat({rope(x.narrow(3, 0, r)), x.narrow(3, r, x.size(3) - r)}, 3);
    const std::int64_t half = r / 2;
    torch::Tensor rotated = torch::cat({-x.narrow(3, half, half), x.narrow(3, 0, half)}, 3);
    return x * cos_.narrow(0, 0, s) + rotated * sin_.narrow(0, 0, s);
}

torch::Tensor Decoder::blockForward(int index, const torch::Tensor& x) {
    TrackingAllocator::traceMark("block");
    const Block& block = blocks_[std::size_t(index)];
    const auto& arch = config_.arch;
    const std::int64_t b = x.size(0), s = x.size(1);
    const std::int64_t a = arch.attention_heads, kv = arch.kv_heads, d = arch.effectiveHeadDim();

    torch::Tensor normed = rmsNorm(x, block.attn_norm);
    TrackingAllocator::traceMark("qkv");
    // [b, s, heads, d] -> RoPE -> [b, heads, s, d] contiguous.
    torch::Tensor q =
        rope(linear(block, LoraTarget::Q, normed).view({b, s, a, d})).transpose(1, 2).contiguous();
    torch::Tensor k =
        rope(linear(block, LoraTarget::K, normed).view({b, s, kv, d})).transpose(1, 2).contiguous();
    torch::Tensor v = linear(block, LoraTarget::V, normed).view({b, s, kv, d}).transpose(1, 2);
    normed = torch::Tensor();
    if (a != kv) { // GQA/MQA: each kv head serves a/kv query heads (HF's repeat_kv)
        // With one kv head the reshape of the expanded tensor is a stride-0 view that the
        // [b*a, s, d] views below cannot merge; contiguous() makes the copy that reshape makes
        // for kv > 1, so every kv count keeps the same tensors.
        k = k.unsqueeze(2).expand({b, kv, a / kv, s, d}).reshape({b, a, s, d}).contiguous();
        v = v.unsqueeze(2).expand({b, kv, a / kv, s, d}).reshape({b, a, s, d}).contiguous();
    } else {
        v = v.contiguous();
    }

    TrackingAllocator::traceMark("scores");
    // Eager attention (no fused kernel in LibTorch 1.13): scores and probabilities are [b*a, s, s].
    torch::Tensor scores = torch::bmm(q.view({b * a, s, d}), k.view({b * a, s, d}).transpose(1, 2));
    q = torch::Tensor();
    k = torch::Tensor();
    scores.mul_(1.0 / std::sqrt(double(d)));
    scores.masked_fill_(causal_mask_.narrow(0, 0, s).narrow(1, 0, s),
                        -std::numeric_limits<double>::infinity());
    torch::Tensor probs = torch::softmax(scores, -1, torch::kFloat32); // HF: softmax in fp32
    scores = torch::Tensor();
    torch::Tensor context = torch::bmm(probs.to(config_.compute_dtype), v.view({b * a, s, d}));
    probs = torch::Tensor();
    v = torch::Tensor();
    context = context.view({b, a, s, d}).transpose(1, 2).reshape({b, s, a * d});
    TrackingAllocator::traceMark("o");
    torch::Tensor hidden = x + linear(block, LoraTarget::O, context);
    context = torch::Tensor();

    TrackingAllocator::traceMark("norm2");
    normed = rmsNorm(hidden, block.mlp_norm);
    TrackingAllocator::traceMark("mlp");
    torch::Tensor mlp;
    if (arch.mlp == MlpKind::SwiGlu) {
        torch::Tensor gate = torch::silu(linear(block, LoraTarget::Gate, normed));
        mlp = gate * linear(block, LoraTarget::Up, normed);
    } else {
        mlp = torch::gelu(linear(block, LoraTarget::Up, normed));
    }
    normed = torch::Tensor();
    return hidden + linear(block, LoraTarget::Down, mlp);
}

torch::Tensor Decoder::forward(const torch::Tensor& tokens) {
    if (block_hook_)
        block_hook_(-1, true, {});
    torch::Tensor x = torch::embedding(embedding_, tokens);
    if (x.scalar_type() != config_.compute_dtype)
        x = x.to(config_.compute_dtype);
    for (int layer = 0; layer < int(blocks_.size()); ++layer) {
        if (block_hook_)
            block_hook_(layer, true, {});
        if (config_.checkpointing && is_training() && torch::GradMode::is_enabled()) {
            // A TensorList (not a vector) so that autograd sees the parameters as inputs.
            const std::vector<torch::Tensor> parameters = blockTrainable(layer);
            x = CheckpointedBlock::apply(x, reinterpret_cast<std::int64_t>(this),
                                         std::int64_t(layer), torch::TensorList(parameters));
        } else
            x = blockForward(layer, x);
        if (block_hook_)
            block_hook_(layer, false, x);
    }
    TrackingAllocator::traceMark("head");
    x = rmsNorm(x, final_norm_);
    torch::Tensor logits =
        torch::nn::functional::linear(x, cast(lm_head_.defined() ? lm_head_ : embedding_));
    if (block_hook_)
        block_hook_(-1, false, logits);
    return logits;
}

torch::Tensor Decoder::loss(const torch::Tensor& logits, const torch::Tensor& targets) const {
    torch::Tensor logProbs = torch::log_softmax(logits.to(torch::kFloat32), -1);
    return torch::nll_loss(logProbs.view({-1, logProbs.size(-1)}), targets.view({-1}), {},
                           at::Reduction::Mean, /*ignore_index=*/-100);
}

std::vector<torch::Tensor> Decoder::trainableParameters() const {
    std::vector<torch::Tensor> list;
    for (const auto& p : parameters())
        if (p.requires_grad())
            list.push_back(p);
    return list;
}

std::int64_t Decoder::parameterCount() const {
    std::int64_t n = 0;
    for (const auto& p : parameters())
        n += p.numel();
    return n;
}

std::int64_t Decoder::trainableCount() const {
    std::int64_t n = 0;
    for (const auto& p : trainableParameters())
        n += p.numel();
    return n;
}

} // namespace runcard::pilot
