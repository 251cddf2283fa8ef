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
}

Diagnostic cardDiagnostic(const RunCard& card, const std::string& field,
                          const std::string& message) {
    Diagnostic d{card.source_path, 0, 0, field, message};
    for (std::string path = field;; path = path.substr(0, path.rfind('.'))) {
        if (const auto it = card.positions.find(path); it != card.positions.end()) {
            d.line = it->second.first;
            d.column = it->second.second;
            return d;
        }
        if (path.find('.') == std::string::npos)
            break;
    }
    if (const auto root = card.positions.find(""); root != card.positions.end()) {
        d.line = root->second.first;
        d.column = root->second.second;
    }
    return d;
}

bool RunCard::operator==(const RunCard& o) const {
    return schema_version == o.schema_version && name == o.name && model == o.model &&
           training == o.training && data == o.data && validation == o.validation &&
           checkpoint == o.checkpoint && hardware == o.hardware && rental == o.rental;
}

} // namespace runcard
