// The pilot's local layers attend as transformers' masks say: a sliding window of w keeps the keys
// with q - k < w (masking_utils sliding_window_overlay), a chunk of c the keys with k / c == q / c
// (chunked_overlay), and every `global_attention_every`-th layer attends globally. A token outside
// a position's reach leaves that position's logits bit for bit the same (the masked
// probabilities are exactly 0); one inside it changes them.
#include "pilot/decoder.h"

#include <QtTest>

using namespace runcard;
using namespace runcard::pilot;

namespace {

constexpr int kSequence = 12;

DecoderConfig oneLayer() {
    DecoderConfig dc;
    dc.arch.layers = 1;
    dc.arch.hidden_size = 32;
    dc.arch.intermediate_size = 48;
    dc.arch.attention_heads = 4;
    dc.arch.kv_heads = 2;
    dc.arch.vocab_size = 64;
    dc.max_sequence_length = kSequence;
    return dc;
}

// Which positions' logits change when the token at `position` does.
std::vector<int> reachedBy(const DecoderConfig& config, int position) {
    torch::manual_seed(7);
    Decoder model(config);
    torch::NoGradGuard noGrad;
    torch::Tensor tokens = torch::arange(kSequence, torch::kLong).view({1, kSequence});
    const torch::Tensor before = model.forward(tokens);
    tokens[0][position] = 63;
    const torch::Tensor after = model.forward(tokens);
    std::vector<int> changed;
    for (int i = 0; i < kSequence; ++i)
        if (!torch::equal(before[0][i], after[0][i]))
            changed.push_back(i);
    return changed;
}

std::vector<int> range(int first, int last) {
    std::vector<int> list;
    for (int i = first; i <= last; ++i)
        list.push_back(i);
    return list;
}

} // namespace

class DecoderLocalAttentionTest : public QObject {
    Q_OBJECT
private slots:
    void globalAttentionReachesEveryLaterPosition() {
        QCOMPARE(reachedBy(oneLayer(), 0), range(0, kSequence - 1));
    }

    // w = 3: position i sees i - 2 ... i, so token 4 reaches positions 4, 5 and 6 only.
    void slidingWindowReachesTheNextWindow() {
        DecoderConfig dc = oneLayer();
        dc.arch.sliding_window = 3;
        QCOMPARE(reachedBy(dc, 4), range(4, 6));
        QCOMPARE(reachedBy(dc, 0), range(0, 2));
    }

    // c = 4: token 5 reaches the rest of its chunk, positions 5 ... 7, and no other chunk.
    void chunkReachesItsOwnChunk() {
        DecoderConfig dc = oneLayer();
        dc.arch.attention_chunk = 4;
        QCOMPARE(reachedBy(dc, 5), range(5, 7));
        QCOMPARE(reachedBy(dc, 8), range(8, 11));
    }

    // Two layers, the second global (global_attention_every 2): the first layer's window of 2
    // passes token 0 to position 1, which the global layer passes to every later position.
    void everyNthLayerAttendsGlobally() {
        DecoderConfig dc = oneLayer();
        dc.arch.layers = 2;
        dc.arch.sliding_window = 2;
        dc.arch.global_attention_every = 2;
        QVERIFY(dc.arch.attendsLocally(0));
        QVERIFY(!dc.arch.attendsLocally(1));
        QCOMPARE(reachedBy(dc, 0), range(0, kSequence - 1));
        dc.arch.global_attention_every = 0; // both layers slide: 0 reaches 1, then 2
        QCOMPARE(reachedBy(dc, 0), range(0, 2));
    }

    // The local mask is a registered buffer (it moves with Module::to), only where the model
    // has local layers.
    void localMaskIsABufferOnlyWhereNeeded() {
        const auto buffers = [](const DecoderConfig& dc) {
            std::vector<std::string> names;
            for (const auto& item : Decoder(dc).named_buffers())
                names.push_back(item.key());
            return names;
        };
        QCOMPARE(buffers(oneLayer()),
                 (std::vector<std::string>{"rope_cos", "rope_sin", "causal_mask"}));
        DecoderConfig chunked = oneLayer();
        chunked.arch.attention_chunk = 4;
        QCOMPARE(buffers(chunked),
                 (std::vector<std::string>{"rope_cos", "rope_sin", "causal_mask", "local_mask"}));
    }
};

QTEST_APPLESS_MAIN(DecoderLocalAttentionTest)
#include "test_decoder_local_attention.moc"
