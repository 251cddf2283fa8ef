// Private to pilot_memory_profile.cpp and the files that replay runcard-pilot's decoder on the
// tape: the model's shapes in bytes and the PilotModel whose forward mirrors
// core/pilot/decoder.cpp.
#pragma once

#include "planner/pilot_replay_tape.h"

namespace runcard::pilot_replay {

// The decoder's shapes, in bytes.
struct Dims {
    double b, s, T, h, i, q, kv, r, V, heads, d, rotary;
    double C, P; // bytes of the compute and parameter dtypes
    // Mixture-of-experts layers: experts, experts per token, routed and shared expert widths.
    double E, k, moeWidth, sharedWidth;
    bool full, swiglu, dropout, gqa, checkpointing;
    unsigned lora; // bit t: LoraTarget t has an adapter
    bool hasLora(LoraTarget t) const { return (lora >> unsigned(t)) & 1u; }
};

// The pilot's model on the tape: parameters, buffers, and decoder.cpp's forward, statement by
// statement (temporaries live to the end of their statement, as C++ temporaries do).
class PilotModel {
public:
    PilotModel(Tape& tape, const Dims& d, const ModelArchitecture& arch);

    // Trainable parameters, largest first by element count (for the optimizer's temporaries).
    std::vector<Id> trainable() const;

    // Decoder::forward + Decoder::loss; returns the loss. `tokens` and `targets` are held by the
    // caller's variables.
    Id forwardAndLoss(Id tokens, Id targets);

    // The optimizer's peak: AdamW's two temporaries for the largest trainable tensor
    // (exp_avg_sq.sqrt() and its division, LibTorch's adamw.cpp), none for SGD.
    double optimizerTemporaries(OptimizerKind optimizer) const;

    // The graph is destroyed with the loss, after backward: what the nodes kept beyond their
    // saved tensors goes then.
    void releaseGraph();

private:
    // decoder.h's Projection, Mlp and Block.
    struct Projection {
        Id weight = -1, loraA = -1, loraB = -1;
        double in = 0, out = 0;
    };
    struct Mlp {
        Projection gate, up, down;
    };
    struct Block {
        Id attnNorm = -1, mlpNorm = -1, qNorm = -1, kNorm = -1, router = -1;
        std::array<Projection, 4> attention; // q, k, v, o
        Projection qA;                       // latent attention's q_a_proj, if any
        Id qANorm = -1, kvNorm = -1;         // and its norms
        Mlp mlp;
        std::vector<Mlp> experts, shared;
        bool moe = false;

        std::vector<Id> parameters() const;
    };

    Id make(double bytes, Part part = Activations) { return t_.make(bytes, part); }
    void scratch(double bytes) {
        if (bytes > 0)
            t_.transient(bytes);
    }
    // a * b (elementwise, b may broadcast): each is saved for the other's gradient; the
    // gradient of a broadcast operand is first computed at the output's size.
    Id mul(Id a, Id b, double outBytes) {
        const double broadcast = t_.requiresGrad(b) && t_.bytes(b) < outBytes ? outBytes : 0;
        return t_.op(make(outBytes), {{a}, {b}}, saves(a, b), broadcast);
    }

    // The operations a block is made of (pilot_replay_layers.cpp).
    Id castTo(Id x, double dtypeBytes, double elements, Part part = Activations);
    Id castParameter(Id p, double elements);
    Id linear(Id x, Id w, double in, double out, Part part = Activations);
    double matmulScratch(double batch, double m, double c, double n, bool transposedA) const;
    std::vector<Id> saves(Id a, Id b) const;
    Id loraLinear(const Projection& p, Id x);
    Id mlpInner(const Mlp& m, Id& x, double rows);
    // Over `rows` rows of `width` (the hidden norms: T rows of h), with a weight of
    // `weightElements` broadcast over them.
    Id rmsNorm(Id x, Id weight, double rows, double width, double weightElements);
    Id rope(Id x, double heads);
    Id ropeRotary(Id x, double bytes);

    // A mixture-of-experts feed-forward block (pilot_replay_moe.cpp).
    Id moeForward(const Block& block, Id x, Id* aux);

    // A decoder block, plain or checkpointed (pilot_replay_decoder.cpp).
    Id blockForward(int index, Id x, Id* aux);
    // Decoder::latentQkv: sets q, k (T·heads·(nope + rope)) and v (T·heads·v_head_dim);
    // releases normed.
    void latentQkv(const Block& block, Id& normed, Id& q, Id& k, Id& v);
    Id checkpointed(int index, Id x, Id* aux);
    bool parametersTrain(int index) const;

    Tape& t_;
    Dims d_;
    Id embedding_ = -1, finalNorm_ = -1, head_ = -1;
    bool qkNormPerHead_ = false; // the query and key norms' weights are head_dim wide
    // Latent attention's widths (ModelArchitecture): all 0 for grouped-query attention.
    struct LatentDims {
        double nope = 0, rope = 0, v = 0, rank = 0, queryRank = 0;
    } latent_;
    std::vector<Block> blocks_;
    std::vector<Id> graphHeld_;
};

} // namespace runcard::pilot_replay
