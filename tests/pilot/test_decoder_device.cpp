// Module::to reaches every tensor the decoder's forward reads, so a GPU run never mixes devices:
// the RoPE tables and the causal mask were plain members once, stayed on the CPU, and the first
// step on an H200 failed with "found at least two devices, cuda:0 and cpu". LibTorch 1.13 cannot
// move a CPU module to the meta device (set_data refuses), so the check converts the dtype, which
// Module::to applies to the same registered tensors.
#include "pilot/decoder.h"

#include <QtTest>

using namespace runcard;
using namespace runcard::pilot;

namespace {

DecoderConfig tinyConfig(TrainingMethod method, bool checkpointing) {
    DecoderConfig dc;
    dc.arch.layers = 2;
    dc.arch.hidden_size = 32;
    dc.arch.intermediate_size = 48;
    dc.arch.attention_heads = 4;
    dc.arch.kv_heads = 2;
    dc.arch.vocab_size = 64;
    dc.method = method;
    dc.lora.rank = 4;
    dc.checkpointing = checkpointing;
    dc.max_sequence_length = 16;
    return dc;
}

} // namespace

class DecoderDeviceTest : public QObject {
    Q_OBJECT
private slots:
    void everyTensorFollowsTheModule_data() {
        QTest::addColumn<int>("method");
        QTest::addColumn<bool>("checkpointing");
        QTest::newRow("full") << int(TrainingMethod::Full) << false;
        QTest::newRow("lora") << int(TrainingMethod::Lora) << false;
        QTest::newRow("lora, checkpointed") << int(TrainingMethod::Lora) << true;
    }
    void everyTensorFollowsTheModule() {
        QFETCH(int, method);
        QFETCH(bool, checkpointing);
        Decoder model(tinyConfig(TrainingMethod(method), checkpointing));
        std::vector<std::string> buffers;
        for (const auto& item : model.named_buffers())
            buffers.push_back(item.key());
        QCOMPARE(buffers, (std::vector<std::string>{"rope_cos", "rope_sin", "causal_mask"}));
        model.to(torch::kFloat64);
        for (const auto& item : model.named_buffers())
            if (item.key() != "causal_mask")
                QVERIFY2(item.value().scalar_type() == torch::kFloat64, item.key().c_str());
        for (const auto& item : model.named_parameters())
            QVERIFY2(item.value().scalar_type() == torch::kFloat64, item.key().c_str());
        // A forward still runs on what Module::to produced (float64 throughout).
        const torch::Tensor logits = model.forward(torch::zeros({2, 16}, torch::kLong));
        QCOMPARE(logits.sizes().vec(), (std::vector<std::int64_t>{2, 16, 64}));
    }
};

QTEST_APPLESS_MAIN(DecoderDeviceTest)
#include "test_decoder_device.moc"
