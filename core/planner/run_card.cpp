#include "planner/run_card.h"

namespace runcard {

bool ArchitectureOverrides::empty() const {
    return *this == ArchitectureOverrides{};
}

void ArchitectureOverrides::applyTo(ModelArchitecture& arch) const {
    if (layers)
        arch.layers = *layers;
    if (hidden_size)
        arch.hidden_size = *hidden_size;
    if (intermediate_size)
        arch.intermediate_size = *intermediate_size;
    if (attention_heads)
        arch.attention_heads = *attention_heads;
    if (kv_heads)
        arch.kv_heads = *kv_heads;
    if (head_dim)
        arch.head_dim = *head_dim;
    if (vocab_size)
        arch.vocab_size = *vocab_size;
    if (tied_embeddings)
        arch.tied_embeddings = *tied_embeddings;
    if (mlp)
        arch.mlp = *mlp;
    if (norm)
        arch.norm = *norm;
    if (position)
        arch.position = *position;
    if (gelu_new)
        arch.gelu_new = *gelu_new;
    if (hidden_dropout)
        arch.hidden_dropout = *hidden_dropout;
    if (positions)
        arch.positions = *positions;
    if (qkv_bias)
        arch.qkv_bias = *qkv_bias;
    if (linear_bias)
        arch.linear_bias = *linear_bias;
    if (fused_qkv)
        arch.fused_qkv = *fused_qkv;
    if (fused_gate_up)
        arch.fused_gate_up = *fused_gate_up;
    if (qk_norm)
        arch.qk_norm = *qk_norm;
    if (experts)
        arch.experts = *experts;
    if (experts_per_token)
        arch.experts_per_token = *experts_per_token;
    if (shared_experts)
        arch.shared_experts = *shared_experts;
    if (moe_intermediate_size)
        arch.moe_intermediate_size = *moe_intermediate_size;
    if (dense_layers)
        arch.dense_layers = *dense_layers;
    if (moe_layer_step)
        arch.moe_layer_step = *moe_layer_step;
}

Diagnostic positioned(const RunCard& card, Diagnostic d) {
    // The field itself, then each section above it: "training.lora.rank", "training.lora", ...
    std::vector<std::string> paths;
    for (std::string path = d.field; !path.empty();) {
        paths.push_back(path);
        const auto dot = path.rfind('.');
        path = dot == std::string::npos ? std::string{} : path.substr(0, dot);
    }
    for (const std::string& path : paths)
        if (const auto it = card.set_by.find(path); it != card.set_by.end())
            return d.at(it->second);
    d.at(card.source_path);
    paths.push_back(""); // the root: where the card starts
    for (const std::string& path : paths)
        if (const auto it = card.positions.find(path); it != card.positions.end())
            return d.at(card.source_path, it->second.first, it->second.second);
    return d;
}

bool RunCard::operator==(const RunCard& o) const {
    return schema_version == o.schema_version && name == o.name && model == o.model &&
           training == o.training && data == o.data && validation == o.validation &&
           checkpoint == o.checkpoint && hardware == o.hardware && rental == o.rental;
}

} // namespace runcard
