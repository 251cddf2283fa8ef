#include "pilot/decoder.h"

#include "pilot/device_runtime.h"
#include "pilot/tracking_allocator.h"

#include <cmath>
#include <mutex>

namespace runcard::pilot {
namespace {

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
    // Returns the block's output and, for a MoE block, its load-balancing loss.
    static torch::autograd::variable_list forward(torch::autograd::AutogradContext* ctx,
                                                  torch::Tensor x, std::int64_t model,
                                                  std::int64_t index,
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
        torch::Tensor aux;
        torch::Tensor out = reinterpret_cast<Decoder*>(model)->blockForward(int(index), x, &aux);
        if (aux.defined())
            return {out, aux};
        return {out};
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
        torch::Tensor output, aux;
        {
            torch::AutoGradMode enable(true);
            output = model->blockForward(index, input, &aux);
        }
        restoreRng(device, current);
        // The load-balancing loss needs no gradient when nothing before the frozen router trains
        // (LoRA on the MLP only, from the first block).
        if (aux.defined() && aux.requires_grad())
            torch::autograd::backward({output, aux}, {gradOutputs[0], gradOutputs[1]});
        else
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
    const auto norm = [&](const std::string& name, std::int64_t width) {
        return register_parameter(name, torch::ones({width}, options), !lora);
    };
    const auto projection = [&](LoraTarget target, LinearShape shape, const std::string& name) {
        Projection p;
        p.weight = weight(shape.out, shape.in, name);
        if (lora && isTargeted(config_.lora, target)) {
            torch::NoGradGuard noGrad;
            // PEFT's initialisation: A Kaiming-uniform (bound 1/sqrt(in)), B zero.
            const double bound = 1.0 / std::sqrt(double(shape.in));
            p.lora_a = register_parameter(
                name + "_lora_a",
                torch::empty({config_.lora.rank, shape.in}, options).uniform_(-bound, bound));
            p.lora_b = register_parameter(name + "_lora_b",
                                          torch::zeros({shape.out, config_.lora.rank}, options));
        }
        return p;
    };
    // An MLP of `width`: PEFT wraps each expert's linears as it wraps the dense MLP's, so LoRA on
    // gate/up/down adapts every routed and shared expert (the planner counts the same,
    // forEachLayerMatrix).
    const auto mlp = [&](std::int64_t width, const std::string& prefix) {
        Mlp m;
        if (arch.mlp == MlpKind::SwiGlu)
            m.gate = projection(LoraTarget::Gate, {h, width}, prefix + "gate");
        m.up = projection(LoraTarget::Up, {h, width}, prefix + "up");
        m.down = projection(LoraTarget::Down, {width, h}, prefix + "down");
        return m;
    };

    embedding_ = weight(arch.vocab_size, h, "embedding");
    const int step = std::max(1, arch.moe_layer_step);
    for (int layer = 0; layer < arch.layers; ++layer) {
        Block block;
        const std::string prefix =
            "layer" + std::to_string(layer) + "_"; // no dots in LibTorch names
        block.attn_norm = norm(prefix + "attn_norm", h);
        block.mlp_norm = norm(prefix + "mlp_norm", h);
        // transformers Qwen3 and Gemma 3: one weight of head_dim shared by the heads; OLMo 2:
        // one over each whole projection.
        if (arch.qk_norm != QkNorm::None) {
            const bool perHead = arch.qk_norm == QkNorm::PerHead;
            block.q_norm =
                norm(prefix + "q_norm", perHead ? arch.effectiveHeadDim() : arch.queryWidth());
            block.k_norm =
                norm(prefix + "k_norm", perHead ? arch.effectiveHeadDim() : arch.kvWidth());
        }
        Projection* attention[] = {&block.q, &block.k, &block.v, &block.o};
        for (const LoraTarget target : {LoraTarget::Q, LoraTarget::K, LoraTarget::V, LoraTarget::O})
            *attention[int(target)] = projection(target, linearShape(arch, target),
                                                 prefix + std::string(toString(target)));
        // transformers DeepseekV2Attention: q_a_proj and q_a_layernorm, kv_a_layernorm (the
        // parameters countParameters adds for latent attention; PEFT's targets are the others).
        if (arch.isLatentAttention()) {
            if (arch.q_lora_rank > 0) {
                block.q_a.weight = weight(arch.q_lora_rank, h, prefix + "q_a");
                block.q_a_norm = norm(prefix + "q_a_norm", arch.q_lora_rank);
            }
            block.kv_norm = norm(prefix + "kv_norm", arch.kv_lora_rank);
        }
        // The layers ModelArchitecture::moeLayers counts (transformers qwen2_moe, deepseek_v2).
        const bool moe = arch.isMoe() && layer >= arch.dense_layers && (layer + 1) % step == 0;
        if (!moe) {
            block.mlp = mlp(arch.intermediate_size, prefix);
        } else {
            block.router = weight(arch.experts, h, prefix + "router");
            for (int e = 0; e < arch.experts; ++e)
                block.experts.push_back(
                    mlp(arch.moe_intermediate_size, prefix + "expert" + std::to_string(e) + "_"));
            for (int e = 0; e < arch.shared_experts; ++e)
                block.shared_experts.push_back(
                    mlp(arch.sharedExpertWidth(), prefix + "shared" + std::to_string(e) + "_"));
        }
        blocks_.push_back(std::move(block));
    }
    final_norm_ = norm("final_norm", h);
    if (!arch.tied_embeddings)
        lm_head_ = weight(arch.vocab_size, h, "lm_head");

    // RoPE tables (Su et al. 2021, "rotate half" layout as in HF Llama), kept in fp32 then cast.
    // An odd head_dim rotates its first d - 1 dimensions and passes the last one through (the
    // partial rotary of GPT-NeoX, rotary_pct < 1).
    const std::int64_t d = arch.effectiveHeadDim();
    // Latent attention rotates its qk_rope_head_dim dimensions only.
    const std::int64_t r = arch.isLatentAttention() ? arch.qk_rope_head_dim : d - d % 2;
    const std::int64_t s = config_.max_sequence_length;
    auto inv = torch::pow(config_.rope_theta, -torch::arange(0, r, 2, torch::kFloat64) / double(r));
    auto angles = torch::outer(torch::arange(s, torch::kFloat64), inv);
    auto doubled = torch::cat({angles, angles}, -1); // [s, r]
    // Buffers, so that Module::to moves them with the weights (plain members stayed on the CPU
    // and the first GPU step failed with "found at least two devices"; seen on an H200).
    cos_ = register_buffer("rope_cos", doubled.cos().to(config_.compute_dtype).view({s, 1, r}));
    sin_ = register_buffer("rope_sin", doubled.sin().to(config_.compute_dtype).view({s, 1, r}));
    causal_mask_ = register_buffer("causal_mask", torch::ones({s, s}, torch::kBool).triu(1));
    // Local layers mask, besides the future, what lies outside their window or chunk, as
    // transformers' masking_utils does: a sliding window keeps keys with q - k < w
    // (sliding_window_overlay), a chunk keeps keys with k / c == q / c (chunked_overlay).
    if (arch.sliding_window > 0 || arch.attention_chunk > 0) {
        torch::Tensor outside;
        if (arch.sliding_window > 0) {
            outside = torch::ones({s, s}, torch::kBool).tril(-arch.sliding_window);
        } else {
            const std::int64_t c = arch.attention_chunk;
            std::vector<torch::Tensor> chunks;
            for (std::int64_t start = 0; start < s; start += c)
                chunks.push_back(
                    torch::ones({std::min(c, s - start), std::min(c, s - start)}, torch::kBool));
            outside = torch::block_diag(chunks).logical_not_();
        }
        local_mask_ = register_buffer("local_mask", outside.logical_or_(causal_mask_));
    }
}

namespace {

// Every parameter of a block, in registration order's groups.
std::vector<torch::Tensor> blockParameters(const Block& block) {
    std::vector<torch::Tensor> list{block.attn_norm, block.mlp_norm, block.q_norm,
                                    block.k_norm,    block.router,   block.q_a.weight,
                                    block.q_a_norm,  block.kv_norm};
    const auto add = [&](const Projection& p) {
        for (const auto& t : {p.weight, p.lora_a, p.lora_b})
            list.push_back(t);
    };
    const auto addMlp = [&](const Mlp& m) {
        for (const Projection* p : {&m.gate, &m.up, &m.down})
            add(*p);
    };
    for (const Projection* p : {&block.q, &block.k, &block.v, &block.o})
        add(*p);
    addMlp(block.mlp);
    for (const auto* group : {&block.experts, &block.shared_experts})
        for (const Mlp& m : *group)
            addMlp(m);
    return list;
}

} // namespace

int Decoder::trainableCountInBlock(int index) const {
    return int(blockTrainable(index).size());
}

std::vector<torch::Tensor> Decoder::blockTrainable(int index) const {
    std::vector<torch::Tensor> list;
    for (const auto& t : blockParameters(blocks_[std::size_t(index)]))
        if (t.defined() && t.requires_grad())
            list.push_back(t);
    return list;
}

torch::Tensor Decoder::cast(const torch::Tensor& weight) const {
    return weight.scalar_type() == config_.compute_dtype ? weight
                                                         : weight.to(config_.compute_dtype);
}

torch::Tensor Decoder::linear(const Projection& projection, const torch::Tensor& x) const {
    torch::Tensor y = torch::nn::functional::linear(x, cast(projection.weight));
    if (projection.lora_a.defined()) {
        const double scale = config_.lora.alpha / config_.lora.rank;
        torch::Tensor input = x;
        if (config_.lora.dropout > 0 && is_training())
            input = torch::dropout(x, config_.lora.dropout, /*train=*/true);
        torch::Tensor low = torch::nn::functional::linear(input, cast(projection.lora_a));
        torch::Tensor delta = torch::nn::functional::linear(low, cast(projection.lora_b));
        delta.mul_(scale);
        y = y + delta;
    }
    return y;
}

torch::Tensor Decoder::mlpInner(const Mlp& mlp, torch::Tensor& x) const {
    torch::Tensor inner;
    if (config_.arch.mlp == MlpKind::SwiGlu) {
        torch::Tensor gate = torch::silu(linear(mlp.gate, x));
        inner = gate * linear(mlp.up, x);
    } else {
        inner = torch::gelu(linear(mlp.up, x));
    }
    x = torch::Tensor();
    return inner;
}

// A mixture-of-experts MLP on x [b, s, h] (transformers models/mixtral MixtralSparseMoeBlock,
// models/qwen3_moe Qwen3MoeSparseMoeBlock): router logits, their fp32 softmax, the top k experts
// per token with their probabilities renormalised to sum to one (Mixtral; Qwen3-MoE
// norm_topk_prob), the tokens sorted by expert (a stable sort, so routing and order depend only on
// the logits), each expert run on its rows, the outputs weighted and added back per token; then
// every shared expert on every token (DeepSeek-V2 shared_experts). Dropless: no capacity limit.
torch::Tensor Decoder::moeForward(const Block& block, const torch::Tensor& x,
                                  torch::Tensor* auxLoss) {
    const auto& arch = config_.arch;
    const std::int64_t tokens = x.size(0) * x.size(1), h = x.size(2);
    const std::int64_t k = arch.experts_per_token, experts = arch.experts;
    const torch::Tensor flat = x.view({tokens, h});
    TrackingAllocator::traceMark("router");
    const torch::Tensor probs = torch::softmax(
        torch::nn::functional::linear(flat, cast(block.router)), -1, torch::kFloat32);
    auto [topWeights, topExperts] = probs.topk(k, -1);
    topWeights = topWeights / topWeights.sum(-1, /*keepdim=*/true);
    if (topWeights.scalar_type() != config_.compute_dtype)
        topWeights = topWeights.to(config_.compute_dtype);

    TrackingAllocator::traceMark("dispatch");
    const torch::Tensor slots = topExperts.view({-1}); // token t's j-th choice at t·k + j
    const torch::Tensor order = std::get<1>(slots.sort(/*stable=*/true, 0, /*descending=*/false));
    const torch::Tensor tokenOf = order.div(k, "floor");
    // Rows per expert, read on the host to size each expert's slice (on a GPU this waits for the
    // router, as transformers' MixtralSparseMoeBlock does when it looks for the experts hit).
    const torch::Tensor counts = torch::bincount(slots, {}, experts).to(torch::kCPU);
    torch::Tensor routed = flat.index_select(0, tokenOf); // [T·k, h], expert by expert
    const torch::Tensor slotWeights = topWeights.view({-1}).index_select(0, order).unsqueeze(1);
    topWeights = torch::Tensor();

    TrackingAllocator::traceMark("experts");
    // Every expert runs, on zero rows when none was chosen, so that every expert's weights (and
    // adapters) get a gradient, zero or not, at every step: the optimizer state stays the same
    // size whatever the routing.
    const std::int64_t* count = counts.data_ptr<std::int64_t>();
    std::vector<torch::Tensor> outputs;
    std::int64_t offset = 0, busiest = 0;
    for (std::int64_t e = 0; e < experts; ++e) {
        const Mlp& expert = block.experts[std::size_t(e)];
        torch::Tensor rows = routed.narrow(0, offset, count[e]);
        const torch::Tensor inner = mlpInner(expert, rows);
        outputs.push_back(linear(expert.down, inner));
        offset += count[e];
        busiest = std::max(busiest, count[e]);
    }
    routed = torch::Tensor();
    torch::Tensor weighted = torch::cat(outputs) * slotWeights;
    outputs.clear();
    TrackingAllocator::traceMark("combine");
    torch::Tensor combined =
        torch::zeros({tokens, h}, flat.options()).index_add_(0, tokenOf, weighted);
    weighted = torch::Tensor();
    for (const Mlp& shared : block.shared_experts) {
        torch::Tensor input = flat;
        const torch::Tensor inner = mlpInner(shared, input);
        combined = combined + linear(shared.down, inner);
    }

    if (auxLoss && is_training()) {
        // Load-balancing loss (Switch Transformer, Fedus et al. 2021, eq. 4-6; with top-k as
        // transformers models/mixtral/modeling_mixtral.py load_balancing_loss_func):
        // experts · Σ_e f_e · P_e, f_e = the share of the T·k token slots routed to e, P_e = the
        // mean router probability of e. Balanced routing gives k. Computed per layer, as
        // Megatron-Core's switch_load_balancing_loss_func; the decoder averages the layers.
        const torch::Tensor share = counts.to(probs.device(), torch::kFloat32) / double(tokens);
        *auxLoss = (probs.mean(0) * share).sum() * double(experts);
        max_expert_load_ =
            std::max(max_expert_load_, double(busiest) * double(experts) / double(tokens * k));
    }
    return combined.view(x.sizes());
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

// transformers DeepseekV2Attention (models/deepseek_v2/modeling_deepseek_v2.py): the query from
// q_proj, or q_b_proj over the normed q_a_proj; kv_a_proj_with_mqa gives the latent and one
// rotary key part all heads share; kv_b_proj over the normed latent gives each head's unrotated
// key part and its value. RoPE turns the rotary parts only; the scores scale by the query's
// whole head size.
std::array<torch::Tensor, 3> Decoder::latentQkv(const Block& block, torch::Tensor& normed) const {
    const auto& arch = config_.arch;
    const std::int64_t b = normed.size(0), s = normed.size(1), a = arch.attention_heads;
    const std::int64_t nope = arch.qk_nope_head_dim, rp = arch.qk_rope_head_dim;
    const std::int64_t dv = arch.v_head_dim, rank = arch.kv_lora_rank;
    torch::Tensor query = block.q_a.weight.defined()
                              ? linear(block.q, rmsNorm(linear(block.q_a, normed), block.q_a_norm))
                              : linear(block.q, normed);
    torch::Tensor latent = linear(block.k, normed); // [b, s, rank + rp]
    normed = torch::Tensor();
    torch::Tensor kv = linear(block.v, rmsNorm(latent.narrow(2, 0, rank), block.kv_norm))
                           .view({b, s, a, nope + dv});
    query = query.view({b, s, a, nope + rp});
    torch::Tensor q = torch::cat({query.narrow(3, 0, nope), rope(query.narrow(3, nope, rp))}, 3)
                          .transpose(1, 2)
                          .contiguous();
    query = torch::Tensor();
    torch::Tensor shared = rope(latent.narrow(2, rank, rp).unsqueeze(2)); // [b, s, 1, rp]
    latent = torch::Tensor();
    torch::Tensor k = torch::cat({kv.narrow(3, 0, nope), shared.expand({b, s, a, rp})}, 3)
                          .transpose(1, 2)
                          .contiguous();
    shared = torch::Tensor();
    torch::Tensor v = kv.narrow(3, nope, dv).transpose(1, 2).contiguous();
    return {q, k, v};
}

torch::Tensor Decoder::blockForward(int index, const torch::Tensor& x, torch::Tensor* auxLoss) {
    TrackingAllocator::traceMark("block");
    const Block& block = blocks_[std::size_t(index)];
    const auto& arch = config_.arch;
    const std::int64_t b = x.size(0), s = x.size(1);
    const std::int64_t a = arch.attention_heads, kv = arch.kv_heads, d = arch.effectiveHeadDim();

    torch::Tensor normed = rmsNorm(x, block.attn_norm);
    TrackingAllocator::traceMark("qkv");
    // [b, s, heads, d], through the query or key norm where the model has one (per head, or over
    // the whole projection before the split).
    const auto heads = [&](const torch::Tensor& y, const torch::Tensor& norm, std::int64_t n) {
        if (!norm.defined())
            return y.view({b, s, n, d});
        if (arch.qk_norm == QkNorm::PerHead)
            return rmsNorm(y.view({b, s, n, d}), norm);
        return rmsNorm(y, norm).view({b, s, n, d});
    };
    torch::Tensor q, k, v;
    if (arch.isLatentAttention()) {
        std::array<torch::Tensor, 3> qkv = latentQkv(block, normed);
        q = std::move(qkv[0]);
        k = std::move(qkv[1]);
        v = std::move(qkv[2]);
    } else {
        // [b, s, heads, d] -> RoPE -> [b, heads, s, d] contiguous.
        q = rope(heads(linear(block.q, normed), block.q_norm, a)).transpose(1, 2).contiguous();
        k = rope(heads(linear(block.k, normed), block.k_norm, kv)).transpose(1, 2).contiguous();
        v = linear(block.v, normed).view({b, s, kv, d}).transpose(1, 2);
        normed = torch::Tensor();
        if (a != kv) { // GQA/MQA: each kv head serves a/kv query heads (HF's repeat_kv)
            // With one kv head the reshape of the expanded tensor is a stride-0 view that the
            // [b*a, s, d] views below cannot merge; contiguous() makes the copy that reshape
            // makes for kv > 1, so every kv count keeps the same tensors.
            k = k.unsqueeze(2).expand({b, kv, a / kv, s, d}).reshape({b, a, s, d}).contiguous();
            v = v.unsqueeze(2).expand({b, kv, a / kv, s, d}).reshape({b, a, s, d}).contiguous();
        } else {
            v = v.contiguous();
        }
    }
    // The queries' and keys' head size, and the values' (latent attention: v_head_dim).
    const std::int64_t dk = q.size(3), dv = v.size(3);

    TrackingAllocator::traceMark("scores");
    // Eager attention (no fused kernel in LibTorch 1.13): scores and probabilities are [b*a, s, s].
    torch::Tensor scores =
        torch::bmm(q.view({b * a, s, dk}), k.view({b * a, s, dk}).transpose(1, 2));
    q = torch::Tensor();
    k = torch::Tensor();
    scores.mul_(1.0 / std::sqrt(double(dk)));
    const torch::Tensor& mask = arch.attendsLocally(index) ? local_mask_ : causal_mask_;
    scores.masked_fill_(mask.narrow(0, 0, s).narrow(1, 0, s),
                        -std::numeric_limits<double>::infinity());
    torch::Tensor probs = torch::softmax(scores, -1, torch::kFloat32); // HF: softmax in fp32
    scores = torch::Tensor();
    torch::Tensor context = torch::bmm(probs.to(config_.compute_dtype), v.view({b * a, s, dv}));
    probs = torch::Tensor();
    v = torch::Tensor();
    context = context.view({b, a, s, dv}).transpose(1, 2).reshape({b, s, a * dv});
    TrackingAllocator::traceMark("o");
    torch::Tensor hidden = x + linear(block.o, context);
    context = torch::Tensor();

    TrackingAllocator::traceMark("norm2");
    normed = rmsNorm(hidden, block.mlp_norm);
    TrackingAllocator::traceMark("mlp");
    if (block.moe()) {
        const torch::Tensor moe = moeForward(block, normed, auxLoss);
        normed = torch::Tensor();
        return hidden + moe;
    }
    const torch::Tensor inner = mlpInner(block.mlp, normed); // releases normed
    return hidden + linear(block.mlp.down, inner);
}

torch::Tensor Decoder::forward(const torch::Tensor& tokens) {
    if (block_hook_)
        block_hook_(-1, true, {});
    aux_losses_.clear();
    max_expert_load_ = 0;
    torch::Tensor x = torch::embedding(embedding_, tokens);
    if (x.scalar_type() != config_.compute_dtype)
        x = x.to(config_.compute_dtype);
    for (int layer = 0; layer < int(blocks_.size()); ++layer) {
        if (block_hook_)
            block_hook_(layer, true, {});
        if (config_.checkpointing && is_training() && torch::GradMode::is_enabled()) {
            // A TensorList (not a vector) so that autograd sees the parameters as inputs.
            const std::vector<torch::Tensor> parameters = blockTrainable(layer);
            const auto outputs =
                CheckpointedBlock::apply(x, reinterpret_cast<std::int64_t>(this),
                                         std::int64_t(layer), torch::TensorList(parameters));
            x = outputs[0];
            if (outputs.size() > 1)
                aux_losses_.push_back(outputs[1]);
        } else {
            torch::Tensor aux;
            x = blockForward(layer, x, &aux);
            if (aux.defined())
                aux_losses_.push_back(aux);
        }
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

torch::Tensor Decoder::loss(const torch::Tensor& logits, const torch::Tensor& targets) {
    torch::Tensor logProbs = torch::log_softmax(logits.to(torch::kFloat32), -1);
    torch::Tensor loss = torch::nll_loss(logProbs.view({-1, logProbs.size(-1)}), targets.view({-1}),
                                         {}, at::Reduction::Mean,
                                         /*ignore_index=*/-100);
    logProbs = torch::Tensor();
    if (aux_losses_.empty())
        return loss;
    torch::Tensor balance = aux_losses_[0];
    for (std::size_t i = 1; i < aux_losses_.size(); ++i)
        balance = balance + aux_losses_[i];
    const double weight = kRouterAuxLossCoefficient / double(aux_losses_.size());
    aux_losses_.clear();
    return loss + balance * weight;
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
