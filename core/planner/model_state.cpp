#include "planner/model_state.h"

namespace runcard {

double optimizerStateBytesPerParameter(OptimizerKind optimizer, double stateElementBytes) {
    switch (optimizer) {
    case OptimizerKind::AdamW:
        return 2 * stateElementBytes;
    case OptimizerKind::AdamW8bit:
    case OptimizerKind::PagedAdamW8bit:
        return kAdam8bitStateBytesPerParameter;
    case OptimizerKind::Sgd:
        return 0;
    case OptimizerKind::SgdMomentum:
    case OptimizerKind::Lion:
        return stateElementBytes;
    case OptimizerKind::Adafactor:
        return 0; // per matrix: adafactorStateBytes()
    }
    return 0;
}

namespace {

// Every matrix and vector of the model: rows + columns per matrix, the whole vector otherwise.
double adafactorModelStateBytes(const ModelArchitecture& arch, const ParameterCounts& counts) {
    double perLayer = 0;
    for (const auto& [target, name] : EnumSpelling<LoraTarget>::table) {
        if (target == LoraTarget::Gate && arch.mlp == MlpKind::Gelu)
            continue;
        const LinearShape shape = linearShape(arch, target);
        perLayer += kFp32Bytes * double(shape.in + shape.out);
    }
    perLayer += kFp32Bytes * double(counts.norms_per_layer);
    const double embedding = kFp32Bytes * double(arch.vocab_size + arch.hidden_size);
    return perLayer * arch.layers + embedding * (arch.tied_embeddings ? 1 : 2) +
           kFp32Bytes * double(counts.final_norm);
}

double adafactorAdapterStateBytes(const Scenario& s) {
    double perLayer = 0;
    const double rank = s.shape.lora_rank;
    for (const auto& [target, name] : EnumSpelling<LoraTarget>::table) {
        if (!targetsLinear(s.shape.lora_targets, target) ||
            (target == LoraTarget::Gate && s.arch.mlp == MlpKind::Gelu))
            continue;
        const LinearShape shape = linearShape(s.arch, target);
        perLayer += kFp32Bytes * ((rank + double(shape.in)) + (double(shape.out) + rank));
    }
    return perLayer * s.arch.layers;
}

} // namespace

double adafactorStateBytes(const Scenario& s) {
    return s.shape.method == TrainingMethod::Full ? adafactorModelStateBytes(s.arch, s.counts)
                                                  : adafactorAdapterStateBytes(s);
}

double optimizerStateBytes(const Scenario& s, double stateElementBytes) {
    if (s.shape.optimizer == OptimizerKind::Adafactor)
        return adafactorStateBytes(s);
    const double trainable = s.shape.method == TrainingMethod::Full
                                 ? double(s.parameters)
                                 : double(trainableParameters(s));
    return trainable * optimizerStateBytesPerParameter(s.shape.optimizer, stateElementBytes);
}

double checkpointBytes(const Scenario& s) {
    const double trainable = s.shape.method == TrainingMethod::Full
                                 ? double(s.parameters)
                                 : double(trainableParameters(s));
    if (s.shape.optimizer == OptimizerKind::Adafactor)
        return trainable * kFp32Bytes + adafactorStateBytes(s);
    return trainable *
           (kFp32Bytes + optimizerStateBytesPerParameter(s.shape.optimizer, kFp32Bytes));
}

std::int64_t trainableParameters(const Scenario& s) {
    if (s.shape.method == TrainingMethod::Full)
        return s.parameters;
    std::int64_t perLayer = 0;
    for (const auto& [target, name] : EnumSpelling<LoraTarget>::table) {
        if (!targetsLinear(s.shape.lora_targets, target))
            continue;
        if (target == LoraTarget::Gate && s.arch.mlp == MlpKind::Gelu)
            continue;
        const LinearShape shape = linearShape(s.arch, target);
        perLayer += std::int64_t(s.shape.lora_rank) * (shape.in + shape.out); // r·(d_in + d_out)
    }
    return perLayer * s.arch.layers;
}

} // namespace runcard
