// The memory model against hand-computed cases (docs/memory-model.md gives each derivation).
#include "planner/activation_memory.h"
#include "planner/model_state.h"
#include "scenario_helpers.h"

using namespace runcard;
using runcard::test::scenario;

Q_DECLARE_METATYPE(std::vector<runcard::FieldOverride>)

class TestMemoryModel : public QObject {
    Q_OBJECT
private slots:
    void bytesPerParameter_data();
    void bytesPerParameter();
    void loraTrainableCounts_data();
    void loraTrainableCounts();
    void qloraWeightsPerParameter_data();
    void qloraWeightsPerParameter();
    void activationBytesPerTokenPerLayer_data();
    void activationBytesPerTokenPerLayer();
    void eagerAttentionGrowsWithSequence();
    void dataParallelNeverShardsActivations();
    void fitsWhenTheTensorsFitTheDevice();
    void ddpBucketsCopyGradientsUnlessMegatron();
    void deepSpeedBucketsFollowItsConfig();
    void deepSpeedZero3KeepsWhatItReusesSoon();
    void allToAllExchangeHoldsItsBuffers();
    void savedModulesAreFullCopiesInTheBaseDtype();
    void learnedPositionTableIsPartOfTheModel();
    void queryAndKeyNormsSaveTheirInputs();
    void evaluationScopeRemembersOnlyItsScenario();
    void fullCheckpointingKeepsBlockInputs();
    void logitsPathPerLossMode_data();
    void logitsPathPerLossMode();
    void pagedOptimizerIsInvisibleToTheAllocator();
    void offloadedAdapterRunKeepsShardsOnTheHost();
    void quantizationConstantsStayOnEveryRank();
    void zeroPartitionsAdapterStateAndGradients();
    void breakdownSumsToPeakAndFitUsesDeviceTotal();
    void fsdpGradientsStayReservedForTheirStream();
    void pilotCalibrationScalesActivations();
    void pilotReplayIsRememberedOnlyForTheSameInputs();
};

// Model-state bytes per parameter at the optimizer step: weights, gradients, optimizer state.
void TestMemoryModel::bytesPerParameter_data() {
    QTest::addColumn<QString>("precision");
    QTest::addColumn<QString>("optimizer");
    QTest::addColumn<QString>("parallelism");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("weights");
    QTest::addColumn<double>("gradients");
    QTest::addColumn<double>("optimizerState");
    // HF anatomy: fp32 + AdamW = 4 + 4 + 8.
    QTest::newRow("fp32 adamw single") << "fp32"
                                       << "adamw"
                                       << "single" << 1 << 4.0 << 4.0 << 8.0;
    // Autocast keeps fp32 params and grads (its bf16 copies are buffers).
    QTest::newRow("bf16-mixed adamw single") << "bf16-mixed"
                                             << "adamw"
                                             << "single" << 1 << 4.0 << 4.0 << 8.0;
    // Pure bf16, torch AdamW states in the parameter dtype: 2 + 2 + 4.
    QTest::newRow("bf16 adamw single") << "bf16"
                                       << "adamw"
                                       << "single" << 1 << 2.0 << 2.0 << 4.0;
    // bitsandbytes 8-bit: 2 × (1 + 4/256).
    QTest::newRow("adamw-8bit") << "bf16-mixed"
                                << "adamw-8bit"
                                << "single" << 1 << 4.0 << 4.0 << 2.03125;
    QTest::newRow("sgd") << "bf16-mixed"
                         << "sgd"
                         << "single" << 1 << 4.0 << 4.0 << 0.0;
    QTest::newRow("sgd-momentum") << "bf16-mixed"
                                  << "sgd-momentum"
                                  << "single" << 1 << 4.0 << 4.0 << 4.0;
    QTest::newRow("lion") << "bf16"
                          << "lion"
                          << "single" << 1 << 2.0 << 2.0 << 2.0;
    QTest::newRow("ddp replicates") << "bf16-mixed"
                                    << "adamw"
                                    << "ddp" << 8 << 4.0 << 4.0 << 8.0;
    // Megatron distributed optimizer: 2 + 4 + 12/N.
    QTest::newRow("zero1 x8") << "bf16-mixed"
                              << "adamw"
                              << "zero1" << 8 << 2.0 << 4.0 << 1.5;
    // DeepSpeed estimator: 2Ψ + 18Ψ/N.
    QTest::newRow("zero2 x8") << "bf16-mixed"
                              << "adamw"
                              << "zero2" << 8 << 2.0 << 0.75 << 1.5;
    QTest::newRow("zero3 x8") << "bf16-mixed"
                              << "adamw"
                              << "zero3" << 8 << 0.25 << 0.75 << 1.5;
    // FSDP with fp32 sharded params: 16/N.
    QTest::newRow("fsdp-full x4") << "bf16-mixed"
                                  << "adamw"
                                  << "fsdp-full" << 4 << 1.0 << 1.0 << 2.0;
    QTest::newRow("fsdp-full bf16 x4") << "bf16"
                                       << "adamw"
                                       << "fsdp-full" << 4 << 0.5 << 0.5 << 1.0;
    QTest::newRow("fsdp-grad-op x4") << "bf16-mixed"
                                     << "adamw"
                                     << "fsdp-grad-op" << 4 << 1.0 << 1.0 << 2.0;
}

void TestMemoryModel::bytesPerParameter() {
    QFETCH(QString, precision);
    QFETCH(QString, optimizer);
    QFETCH(QString, parallelism);
    QFETCH(int, gpus);
    QFETCH(double, weights);
    QFETCH(double, gradients);
    QFETCH(double, optimizerState);
    // One token per step: the peak is after backward (its end or the optimizer step), so every
    // gradient is in the breakdown and no activation.
    const Scenario s =
        scenario("llama-3.2-1b", {{"training.method", "full"},
                                  {"training.precision", precision.toStdString()},
                                  {"training.optimizer", optimizer.toStdString()},
                                  {"training.sequence_length", "1"},
                                  {"hardware.parallelism", parallelism.toStdString()},
                                  {"hardware.gpus_per_node", std::to_string(gpus)}});
    const MemoryEstimate m = estimateMemory(s);
    QCOMPARE(m.breakdown.activations, std::int64_t(0));
    const double P = double(s.parameters);
    QVERIFY(qAbs(m.breakdown.weights / P - weights) < 1e-6);
    QVERIFY(qAbs(m.breakdown.gradients / P - gradients) < 1e-6);
    QVERIFY(qAbs(m.breakdown.optimizer / P - optimizerState) < 1e-6);
}

void TestMemoryModel::loraTrainableCounts_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("rank");
    QTest::addColumn<QString>("targets");
    QTest::addColumn<qlonglong>("expected");
    // litgpt resource tables: Llama-2 r8 on q,v.
    QTest::newRow("llama-2-7b r8 q,v") << "llama-2-7b" << 8 << "[q, v]" << 4194304LL;
    QTest::newRow("llama-2-13b r8 q,v") << "llama-2-13b" << 8 << "[q, v]" << 6553600LL;
    // r·(d_in + d_out) over 7 linears: 655,360 per layer × 32 (research §2.5).
    QTest::newRow("llama-3.1-8b r8 all") << "llama-3.1-8b" << 8 << "all-linear" << 20971520LL;
    // Llama-3.1-8B r16 on q,k,v,o: 16·(4096+4096 + 2·(4096+1024) + 4096+4096) × 32.
    QTest::newRow("llama-3.1-8b r16 attention")
        << "llama-3.1-8b" << 16 << "[q, k, v, o]" << 13631488LL;
}

void TestMemoryModel::loraTrainableCounts() {
    QFETCH(QString, preset);
    QFETCH(int, rank);
    QFETCH(QString, targets);
    QFETCH(qlonglong, expected);
    const Scenario s =
        scenario(preset.toStdString(), {{"training.lora.rank", std::to_string(rank)},
                                        {"training.lora.targets", targets.toStdString()}});
    QCOMPARE(qlonglong(trainableParameters(s)), expected);
}

void TestMemoryModel::qloraWeightsPerParameter_data() {
    QTest::addColumn<bool>("doubleQuant");
    QTest::addColumn<QString>("weightsDtype");
    QTest::addColumn<double>("bytesPerLinearParameter");
    QTest::addColumn<double>("bytesPerOtherParameter");
    // Embeddings, head and norms are not quantized: 16 bit as loaded, fp32 after PEFT's
    // prepare_model_for_kbit_training (weights_dtype fp32).
    QTest::newRow("nf4") << false << "auto" << 0.5625 << 2.0; // 4 + 32/64 bits
    QTest::newRow("nf4 double quant")
        << true << "auto" << 0.515869140625 << 2.0; // 4 + 8/64 + 32/16384 bits
    QTest::newRow("nf4, rest in fp32") << false << "fp32" << 0.5625 << 4.0;
}

void TestMemoryModel::qloraWeightsPerParameter() {
    QFETCH(bool, doubleQuant);
    QFETCH(QString, weightsDtype);
    QFETCH(double, bytesPerLinearParameter);
    QFETCH(double, bytesPerOtherParameter);
    const Scenario s =
        scenario("llama-3.1-8b", {{"training.method", "qlora"},
                                  {"training.precision", "bf16-mixed"},
                                  {"training.weights_dtype", weightsDtype.toStdString()},
                                  {"training.qlora.double_quant", doubleQuant ? "true" : "false"}});
    const MemoryEstimate m = estimateMemory(s);
    const double linear = double(s.counts.linear_weights_per_layer) * s.arch.layers;
    const double other = double(s.parameters) - linear; // embeddings, head, norms
    QVERIFY(qAbs((m.breakdown.weights - bytesPerOtherParameter * other) / linear -
                 bytesPerLinearParameter) < 1e-6);
    QVERIFY(qAbs(bytesPerLinearParameter * 8 - (doubleQuant ? 4.127 : 4.5)) < 1e-3);
}

void TestMemoryModel::activationBytesPerTokenPerLayer_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("framework");
    QTest::addColumn<QString>("method");
    QTest::addColumn<QString>("targets");
    QTest::addColumn<double>("expected");
    // Full FT, fused kernels, flash: the research's 12h + 4h_kv + 8i (§2.3) counts the SwiGLU's
    // gate, up and silu outputs and the product; Megatron's fused SwiGLU saves only its 2·i input
    // (megatron/core/fusions/fused_bias_swiglu.py, SwiGLUFunction) and the down projection its
    // input: 6i. Plus the fp32 log-sum-exp of 4 B per head that the research calls negligible.
    QTest::newRow("3.2-3b full fused") << "llama-3.2-3b"
                                       << "megatron"
                                       << "full"
                                       << "all-linear" << 106496.0 - 2 * 8192 + 4 * 24;
    QTest::newRow("3.1-8b full fused") << "llama-3.1-8b"
                                       << "megatron"
                                       << "full"
                                       << "all-linear" << 167936.0 - 2 * 14336 + 4 * 32;
    QTest::newRow("2-7b full fused") << "llama-2-7b"
                                     << "megatron"
                                     << "full"
                                     << "all-linear" << 153600.0 - 2 * 11008 + 4 * 32;
    // HF eager LoRA r8 q,v with dropout, Llama-2-7B, bf16 base: fp32 norm inputs 8h; PEFT keeps
    // the adapters in fp32 and casts their input (lora/layer.py _cast_input_dtype), so two
    // dropped fp32 copies and masks 10h; flash q,k,v,out 8h + lse 128; lora_A's fp32 outputs 64;
    // SwiGLU 6i → 26h + 6i + 192.
    QTest::newRow("2-7b lora q,v hf") << "llama-2-7b"
                                      << "hf-transformers"
                                      << "lora"
                                      << "[q, v]" << 172736.0;
}

void TestMemoryModel::activationBytesPerTokenPerLayer() {
    QFETCH(QString, preset);
    QFETCH(QString, framework);
    QFETCH(QString, method);
    QFETCH(QString, targets);
    QFETCH(double, expected);
    std::vector<FieldOverride> sets = {{"training.method", method.toStdString()},
                                       {"training.framework", framework.toStdString()},
                                       {"training.precision", "bf16"},
                                       {"training.lora.rank", "8"},
                                       {"training.lora.targets", targets.toStdString()}};
    if (method != "full")
        sets.push_back({"training.lora.dropout", "0.05"});
    QCOMPARE(runcard::activationBytesPerTokenPerLayer(scenario(preset.toStdString(), sets)),
             expected);
}

void TestMemoryModel::eagerAttentionGrowsWithSequence() {
    auto at = [](int length) {
        return runcard::activationBytesPerTokenPerLayer(
            scenario("llama-3.2-1b", {{"training.attention", "eager"},
                                      {"training.precision", "bf16"},
                                      {"training.sequence_length", std::to_string(length)}}));
    };
    // 32 heads × Δs × (4 B fp32 softmax + 2 B cast) per token.
    QCOMPARE(at(2048) - at(1024), 32.0 * 1024 * 6);
}

// The verdict judges the tensors and the runtime: the allocator's reserve over them is released
// and retried when cudaMalloc fails, so a device total over the card means "at the limit", and
// only tensors over it mean "does not fit". The margin still judges the device total.
void TestMemoryModel::fitsWhenTheTensorsFitTheDevice() {
    Scenario s = scenario("llama-3.1-8b", {{"training.sequence_length", "4096"}});
    const MemoryEstimate measured = estimateMemory(s);
    const std::int64_t tensors = measured.peak_allocated_bytes + measured.runtime_bytes;
    QVERIFY(measured.device_total_bytes > tensors);
    GpuSpec card = *s.gpu;
    s.gpu = &card;
    auto withMemory = [&](std::int64_t bytes) {
        card.memory_bytes = bytes;
        return estimateMemory(s);
    };
    const MemoryEstimate between = withMemory((tensors + measured.device_total_bytes) / 2);
    QVERIFY(between.fits && between.fits_by_releasing_cache && !between.margin_ok);
    QVERIFY(between.headroom_bytes < 0);
    const MemoryEstimate under = withMemory(tensors - 1);
    QVERIFY(!under.fits && !under.fits_by_releasing_cache);
    const MemoryEstimate whole = withMemory(measured.device_total_bytes);
    QVERIFY(whole.fits && !whole.fits_by_releasing_cache && whole.headroom_bytes == 0);
}

void TestMemoryModel::dataParallelNeverShardsActivations() {
    // Long sequences so that the backward pass, with every activation alive, is the peak.
    // Pure bf16: under bf16-mixed, FSDP's param_dtype computes from 16-bit weights while a single
    // GPU's autocast keeps an fp32 residual stream, a difference of precision, not of sharding.
    const Scenario single = scenario("llama-3.1-8b", {{"training.method", "full"},
                                                      {"training.precision", "bf16"},
                                                      {"training.sequence_length", "8192"}});
    const Scenario fsdp = scenario("llama-3.1-8b", {{"training.method", "full"},
                                                    {"training.precision", "bf16"},
                                                    {"training.sequence_length", "8192"},
                                                    {"hardware.parallelism", "fsdp-full"},
                                                    {"hardware.gpus_per_node", "8"}});
    const MemoryEstimate a = estimateMemory(single), b = estimateMemory(fsdp);
    QCOMPARE(int(a.peak_phase), int(StepPhase::Backward));
    QVERIFY(a.breakdown.activations > 0);
    QCOMPARE(a.breakdown.activations, b.breakdown.activations);
    QVERIFY(b.breakdown.weights * 8 == a.breakdown.weights);
}

void TestMemoryModel::ddpBucketsCopyGradientsUnlessMegatron() {
    // torch's DDP keeps its buckets beside the gradients (gradient_as_bucket_view=False): one more
    // copy of every gradient, alive in every phase. Megatron's gradients live in its buckets.
    auto buffers = [](const char* framework) {
        const Scenario s = scenario("llama-3.2-1b", {{"training.method", "full"},
                                                     {"training.precision", "bf16"},
                                                     {"training.framework", framework},
                                                     {"training.sequence_length", "1"},
                                                     {"hardware.parallelism", "ddp"},
                                                     {"hardware.gpus_per_node", "8"}});
        const MemoryEstimate m = estimateMemory(s);
        return std::pair{double(m.breakdown.buffers), double(m.breakdown.gradients)};
    };
    const auto [torchBuffers, torchGradients] = buffers("hf-transformers");
    const auto [megatronBuffers, megatronGradients] = buffers("megatron");
    QVERIFY(torchGradients > 0 && megatronGradients > 0);
    QVERIFY2(qAbs(torchBuffers - megatronBuffers - torchGradients) < 1e-3 * torchGradients,
             qPrintable(QString("buffers %1 (torch) vs %2 (Megatron), gradients %3")
                            .arg(torchBuffers)
                            .arg(megatronBuffers)
                            .arg(torchGradients)));
}

void TestMemoryModel::deepSpeedBucketsFollowItsConfig() {
    // DeepSpeed allocates reduce_bucket_size elements in its training dtype: ZeRO-3 once, kept
    // through every phase; ZeRO-1 and 2 while backward runs, twice with overlap_comm. Megatron's
    // distributed optimizer and the pilot's own sharding have no such bucket. Short rows, so that
    // the end of backward, where every bucket is alive, sets the peak.
    auto at = [](const char* framework, const char* parallelism, const char* precision,
                 std::vector<FieldOverride> more) {
        std::vector<FieldOverride> sets = {
            {"training.method", "full"},           {"training.precision", precision},
            {"training.framework", framework},     {"training.sequence_length", "256"},
            {"hardware.parallelism", parallelism}, {"hardware.gpus_per_node", "8"}};
        sets.insert(sets.end(), more.begin(), more.end());
        return estimateMemory(scenario("llama-3.2-1b", sets));
    };
    // Both buckets hold the largest gradient, the tied head's 262.7M elements: a larger one would
    // wait unsharded for its own reduce-scatter under ZeRO-3 (deepSpeedZero3KeepsWhatItReusesSoon).
    auto peakGrowth = [&](const char* parallelism, const char* precision, const char* overlap) {
        const MemoryEstimate small = at("hf-transformers", parallelism, precision,
                                        {{"hardware.zero_reduce_bucket", "300000000"},
                                         {"training.overlap_grad_reduce", overlap}});
        const MemoryEstimate large = at("hf-transformers", parallelism, precision,
                                        {{"hardware.zero_reduce_bucket", "800000000"},
                                         {"training.overlap_grad_reduce", overlap}});
        const bool backward =
            small.peak_phase == StepPhase::Backward && large.peak_phase == StepPhase::Backward;
        return backward ? double(large.peak_allocated_bytes - small.peak_allocated_bytes) : -1.0;
    };
    auto near = [](double actual, double expected) { return qAbs(actual - expected) <= 4; };
    QVERIFY(near(peakGrowth("zero2", "bf16-mixed", "true"), 2 * 5e8 * 2));
    QVERIFY(near(peakGrowth("zero2", "bf16-mixed", "false"), 5e8 * 2));
    QVERIFY(near(peakGrowth("zero1", "bf16-mixed", "true"), 2 * 5e8 * 2));
    QVERIFY(near(peakGrowth("zero3", "bf16-mixed", "true"), 5e8 * 2));
    QVERIFY(near(peakGrowth("zero3", "fp32", "false"), 5e8 * 4));
    // The card's default is DeepSpeed's 5e8 elements; ZeRO-3 keeps its bucket in the step too.
    const MemoryEstimate byDefault = at("hf-transformers", "zero3", "bf16-mixed", {});
    const MemoryEstimate smaller = at("hf-transformers", "zero3", "bf16-mixed",
                                      {{"hardware.zero_reduce_bucket", "300000000"}});
    QVERIFY(near(double(byDefault.breakdown.buffers - smaller.breakdown.buffers), (5e8 - 3e8) * 2));
    // Neither Megatron's ZeRO-1 nor the pilot's reads the field.
    for (const char* framework : {"megatron", "runcard-pilot"})
        QCOMPARE(at(framework, "zero1", "bf16-mixed", {{"hardware.zero_reduce_bucket", "1"}})
                     .peak_allocated_bytes,
                 at(framework, "zero1", "bf16-mixed", {}).peak_allocated_bytes);
}

void TestMemoryModel::deepSpeedZero3KeepsWhatItReusesSoon() {
    // Llama 3.1 8B: blocks of 218,103,808 weight elements (q, o 4096²; k, v 4096 × 1024; gate,
    // up, down 4096 × 14336), a head of 128,256 × 4096 = 525,336,576. Under full checkpointing a
    // block's modules run again after the rest of forward, the head twice and the blocks after
    // it twice, so the last block is reused 218.1M + 1050.7M elements later.
    auto buffers = [](std::vector<FieldOverride> more) {
        std::vector<FieldOverride> sets = {{"training.method", "lora"},
                                           {"training.weights_dtype", "bf16"},
                                           {"training.framework", "hf-transformers"},
                                           {"training.activation_checkpointing", "full"},
                                           {"hardware.parallelism", "zero3"},
                                           {"hardware.gpus_per_node", "8"}};
        sets.insert(sets.end(), more.begin(), more.end());
        const MemoryEstimate m = estimateMemory(scenario("llama-3.1-8b", sets));
        return m.peak_phase == StepPhase::Backward ? double(m.breakdown.buffers) : -1.0;
    };
    const double head = 525336576;
    // DeepSpeed's defaults (reuse distance 1e9): no block is kept; at the turn into backward the
    // head is gathered and the prefetch adds 5e7 elements, all in bf16.
    const double byDefault = buffers({});
    QVERIFY(byDefault > 0);
    QCOMPARE(buffers({{"hardware.zero3_max_reuse_distance", "0"}}), byDefault);
    // At 2e9 the last two blocks are kept (the third is reused 2.58e9 later); head and blocks,
    // 2 · 218.1M + 525.3M, fill the 1e9 live parameters but for 38.5M, all the prefetch may add.
    const double kept = buffers({{"hardware.zero3_max_reuse_distance", "2000000000"}});
    QCOMPARE(kept - byDefault, 2 * (1e9 - (head + 5e7)));
    // No live-parameter room, no prefetch; a one-element bucket prefetches one element.
    QCOMPARE(byDefault - buffers({{"hardware.zero3_max_live_parameters", "0"}}), 2 * 5e7);
    QCOMPARE(byDefault - buffers({{"hardware.zero3_prefetch_bucket", "1"}}), 2 * (5e7 - 1));
    // A trained head larger than the reduce bucket keeps its bf16 gradient until its own
    // reduce-scatter; within a bucket it is copied in as it arrives.
    const auto fullWithBucket = [&](const char* bucket) {
        return buffers({{"training.method", "full"}, {"hardware.zero_reduce_bucket", bucket}});
    };
    QVERIFY(fullWithBucket("600000000") > 0);
    QCOMPARE(fullWithBucket("400000000") - fullWithBucket("600000000"), 2 * head - 2 * 2e8);
    // FSDP's units (the root and two blocks) do not read the fields.
    QCOMPARE(buffers({{"hardware.parallelism", "fsdp-full"},
                      {"hardware.zero3_max_reuse_distance", "2000000000"}}),
             buffers({{"hardware.parallelism", "fsdp-full"}}));
}

void TestMemoryModel::allToAllExchangeHoldsItsBuffers() {
    // Llama 3.1 8B: 32 query heads and 8 key/value heads of 128. While an all-to-all trades the
    // queries, the keys and values wait beside the copy and the receive buffer: 3 × 4096 + 2 ×
    // 1024 bf16 elements a local token over a ring's block backward; at 16 ranks the 8 key/value
    // heads are repeated to 16 (2048 wide).
    auto transient = [](const char* cp, const char* comm) {
        const Scenario s = scenario("llama-3.1-8b", {{"training.method", "full"},
                                                     {"training.framework", "megatron"},
                                                     {"training.sequence_length", "65536"},
                                                     {"hardware.parallelism", "zero1"},
                                                     {"hardware.gpus_per_node", "8"},
                                                     {"hardware.nodes", "2"},
                                                     {"hardware.context_parallel", cp},
                                                     {"hardware.context_parallel_comm", comm}});
        return activationTerms(s).block_transient;
    };
    QCOMPARE(transient("2", "all-to-all") - transient("2", "ring"), 2.0 * (3 * 4096 + 2 * 1024));
    QCOMPARE(transient("16", "all-to-all") - transient("16", "ring"), 2.0 * (3 * 4096 + 2 * 2048));
}

// Qwen3's q_norm and k_norm save what a norm saves of q and k, per token and layer: eager HF
// RMSNorm its fp32 upcast and, when its weight trains, x̂ in bf16 (4 + 2 bytes an element); Liger's
// kernel (as Megatron-Core's TENorm) the input as it came (2 bytes).
void TestMemoryModel::queryAndKeyNormsSaveTheirInputs() {
    const auto perLayer = [](const char* method, const char* kernels, const char* qkNorm) {
        return runcard::activationBytesPerTokenPerLayer(
            scenario("qwen3-8b", {{"training.method", method},
                                  {"training.precision", "bf16"},
                                  {"training.framework", "hf-transformers"},
                                  {"training.kernels", kernels},
                                  {"model.architecture.qk_norm", qkNorm}}));
    };
    const double qk = 32 * 128 + 8 * 128; // q and k widths
    QCOMPARE(perLayer("full", "framework", "per-head") - perLayer("full", "framework", "none"),
             6 * qk);
    QCOMPARE(perLayer("lora", "framework", "per-head") - perLayer("lora", "framework", "none"),
             4 * qk);
    QCOMPARE(perLayer("full", "liger", "per-head") - perLayer("full", "liger", "none"), 2 * qk);
}

void TestMemoryModel::learnedPositionTableIsPartOfTheModel() {
    // GPT-2's wpe (1,024 × 768) is a parameter like any other under full fine-tuning: fp32
    // weights and gradients and two fp32 moments under bf16-mixed AdamW. Without it (the same
    // shape with rotary positions) the model is 786,432 parameters smaller and the FLOPs are the
    // same: a lookup is not a matmul.
    auto gpt2 = [](const char* position) {
        return scenario("gpt2", {{"training.method", "full"},
                                 {"training.sequence_length", "1024"},
                                 {"model.architecture.position", position}});
    };
    const Scenario learned = gpt2("learned"), rotary = gpt2("rope");
    const double table = 1024.0 * 768;
    QCOMPARE(double(learned.counts.position_table), table);
    QCOMPARE(double(learned.parameters - rotary.parameters), table);
    const Plan a = evaluate(learned), b = evaluate(rotary);
    QCOMPARE(double(a.memory.breakdown.weights - b.memory.breakdown.weights), 4 * table);
    QCOMPARE(double(a.memory.breakdown.optimizer - b.memory.breakdown.optimizer), 8 * table);
    QCOMPARE(a.compute.flops_per_step, b.compute.flops_per_step);

    // A card that does not give the rows gets its longest sequence (llm-foundry's max_seq_len).
    const Scenario mpt = scenario("llama-3.2-1b", {{"model.architecture.position", "learned"},
                                                   {"training.sequence_length", "4096"}});
    QCOMPARE(mpt.arch.positions, std::int64_t(4096));
    QCOMPARE(mpt.counts.position_table, std::int64_t(4096) * 2048);

    // No row for a longer sequence: refused, naming the sequence and the table.
    try {
        scenario("gpt2", {{"training.sequence_length", "2048"}});
        QFAIL("a 2,048-token sequence was accepted for a 1,024-row table");
    } catch (const InputError& e) {
        QVERIFY2(std::string(e.what()).find("training.sequence_length: must be at most 1024, the "
                                            "value of model.architecture.positions") !=
                     std::string::npos,
                 e.what());
    }
}

// evaluate() opens an EvaluationScope: the trainable count and the precision plan are computed
// once for its scenario; a modified copy inside the scope, and the scenario itself after a change
// outside it, are computed afresh.
void TestMemoryModel::evaluationScopeRemembersOnlyItsScenario() {
    Scenario s = scenario("llama-3.1-8b", {{"training.method", "lora"}});
    const std::int64_t rank16 = trainableParameters(s);
    const double weights16 = precisionPlan(s).weights;
    {
        const EvaluationScope scope(s);
        QCOMPARE(trainableParameters(s), rank16);
        Scenario copy = s;
        copy.shape.lora_rank *= 2;
        copy.shape.method = TrainingMethod::Full;
        QCOMPARE(trainableParameters(copy), copy.parameters);
        QVERIFY(precisionPlan(copy).weights != weights16); // fp32 master under bf16-mixed
        QCOMPARE(trainableParameters(s), rank16);
        QCOMPARE(precisionPlan(s).weights, weights16);
    }
    s.shape.lora_rank *= 2;
    QCOMPARE(trainableParameters(s), 2 * rank16);
    QCOMPARE(evaluate(s).trainable_parameters, 2 * rank16);
}

void TestMemoryModel::savedModulesAreFullCopiesInTheBaseDtype() {
    // PEFT's modules_to_save deep-copies the embedding and the head beside the frozen originals:
    // each copy keeps the base's bf16 and takes its gradient and torch AdamW's two moments in
    // bf16, where the adapters are fp32 (cast_adapter_dtype upcasts tuner layers only).
    auto at = [](const char* saved) {
        return scenario("llama-3.1-8b", {{"training.method", "lora"},
                                         {"training.optimizer_implementation", "fused"},
                                         {"training.weights_dtype", "bf16"},
                                         {"training.lora.modules_to_save", saved}});
    };
    const Scenario none = at("[]"), both = at("[embedding, head]"), head = at("[head]");
    const double copies = 2.0 * 128256 * 4096; // Llama 3.1 8B: vocabulary × hidden, untied
    QCOMPARE(savedModuleParameters(both), copies);
    QCOMPARE(savedModuleParameters(head), copies / 2);
    QCOMPARE(savedModuleParameters(none), 0.0);
    const MemoryEstimate plain = estimateMemory(none), saving = estimateMemory(both);
    QCOMPARE(int(plain.peak_phase), int(StepPhase::Backward));
    QCOMPARE(int(saving.peak_phase), int(StepPhase::Backward));
    // At the start of backward: the copies (2 B) and their moments (2 × 2 B); their gradients
    // come later in backward.
    QVERIFY(qAbs(double(saving.breakdown.adapters - plain.breakdown.adapters) - 6 * copies) <= 8);
    // PEFT counts them as trainable; a trained head adds its weight-gradient GEMM.
    QCOMPARE(evaluate(both).trainable_parameters - evaluate(none).trainable_parameters,
             std::int64_t(copies));
    QVERIFY(estimateCompute(head).breakdown.matmul_s >
            estimateCompute(none).breakdown.matmul_s * 1.02);
    // Only where LoRA is built through PEFT.
    for (const char* framework : {"litgpt", "torchtune", "torchtitan", "megatron"}) {
        const LoadResult refused = parseRunCard(
            "runcard: 1\nname: t\nmodel: {preset: llama-3.1-8b}\n"
            "training: {tokens: 1e9}\nhardware: {gpu: h100-sxm-80gb}\n",
            "t.yaml",
            {{"training.framework", framework}, {"training.lora.modules_to_save", "[head]"}});
        QVERIFY2(!refused.ok(), framework);
        QCOMPARE(QString::fromStdString(refused.diagnostics.front().field),
                 QString("training.lora.modules_to_save"));
    }
}

void TestMemoryModel::fullCheckpointingKeepsBlockInputs() {
    const Scenario s = scenario("llama-3.1-8b", {{"training.activation_checkpointing", "full"},
                                                 {"training.sequence_length", "4096"},
                                                 {"training.precision", "bf16"}});
    // 32 block inputs of 2 B × h per token, the final norm's input as HF's RMSNorm saves it
    // (upcast to fp32: 4 B × h), HF eager slack 1.10.
    const double expected = (32 * 2.0 + 4.0) * 4096 * 4096 * 1.10;
    QVERIFY(qAbs(estimateMemory(s).breakdown.activations - expected) <= 1.0);
}

void TestMemoryModel::logitsPathPerLossMode_data() {
    QTest::addColumn<QString>("loss");
    QTest::addColumn<QString>("framework");
    QTest::addColumn<bool>("fp32Output");
    QTest::addColumn<double>("bytesPerTokenPerVocab");
    QTest::newRow("hf standard") << "standard"
                                 << "hf-transformers" << false << 14.0; // 2 + 3 × 4
    // transformers up to 4.45 returns the logits upcast (LlamaForCausalLM: lm_head(...).float()).
    QTest::newRow("hf standard, transformers <= 4.45")
        << "standard"
        << "hf-transformers" << true << 16.0; // 4 + 3 × 4
    QTest::newRow("litgpt standard") << "standard"
                                     << "litgpt" << false << 8.0; // 4 × 2
    QTest::newRow("megatron fused CE") << "standard"
                                       << "megatron" << false << 4.0; // 4·s·b·V
    QTest::newRow("chunked") << "chunked"
                             << "hf-transformers"
                             << false
                             // torchtune CEWithChunkedOutputLoss: the 16-bit logits, every chunk's
                             // saved fp32 log-softmax, one chunk's fp32 backward: 2 + 4 + 8/8
                             << 7.0;
}

void TestMemoryModel::logitsPathPerLossMode() {
    QFETCH(QString, loss);
    QFETCH(QString, framework);
    QFETCH(bool, fp32Output);
    QFETCH(double, bytesPerTokenPerVocab);
    const Scenario s = scenario(
        "llama-3.1-8b", {{"training.loss", loss.toStdString()},
                         {"training.framework", framework.toStdString()},
                         {"training.model_returns_fp32_logits", fp32Output ? "true" : "false"},
                         {"training.sequence_length", "2048"},
                         {"training.micro_batch", "2"}});
    QCOMPARE(double(estimateMemory(s).breakdown.logits), bytesPerTokenPerVocab * 4096 * 128256);
}

void TestMemoryModel::pagedOptimizerIsInvisibleToTheAllocator() {
    const Scenario paged = scenario(
        "llama-3.2-1b", {{"training.method", "full"}, {"training.optimizer", "paged-adamw-8bit"}});
    const Scenario plain = scenario(
        "llama-3.2-1b", {{"training.method", "full"}, {"training.optimizer", "adamw-8bit"}});
    const MemoryEstimate p = estimateMemory(paged), q = estimateMemory(plain);
    QCOMPARE(p.breakdown.optimizer, std::int64_t(0));
    QVERIFY(q.breakdown.optimizer > 0);
    // ... but it still occupies the device: the runtime share carries it.
    QCOMPARE(p.runtime_bytes - q.runtime_bytes, q.breakdown.optimizer);
    QCOMPARE(p.paged_on_host_bytes, std::int64_t(0));

    // Where the allocator leaves less room than the state needs, unified memory fills the device
    // and the driver keeps the rest on the host (torchtune's 8B full fine-tune on one 24 GB
    // RTX 4090): the run fits, with no margin, and each step moves that share over the host link.
    auto on4090 = [](const char* optimizer) {
        return scenario("llama-3.1-8b", {{"training.method", "full"},
                                         {"training.precision", "bf16"},
                                         {"training.optimizer", optimizer},
                                         {"training.optimizer_in_backward", "true"},
                                         {"training.activation_checkpointing", "full"},
                                         {"hardware.gpu", "rtx4090-24gb"}});
    };
    const Scenario spilling = on4090("paged-adamw-8bit");
    const MemoryEstimate m = estimateMemory(spilling),
                         resident = estimateMemory(on4090("adamw-8bit"));
    const double state = double(resident.breakdown.optimizer);
    const double context = double(spilling.gpu->runtime_context_bytes);
    QVERIFY(m.paged_on_host_bytes > 0);
    QCOMPARE(m.device_total_bytes, m.usable_bytes);
    QVERIFY(m.fits && !m.margin_ok);
    QVERIFY(!resident.fits);
    QVERIFY(qFuzzyCompare(double(m.paged_on_host_bytes),
                          state - (double(m.usable_bytes) - double(m.reserved_bytes) - context)));
    QCOMPARE(m.host_bytes, m.paged_on_host_bytes);
    const double migration = double(m.paged_on_host_bytes) / spilling.gpu->host_link_bandwidth;
    QVERIFY(qFuzzyCompare(estimateCompute(spilling).offload_time_s, migration));
}

void TestMemoryModel::offloadedAdapterRunKeepsShardsOnTheHost() {
    // FSDP CPUOffload(offload_params=True): the frozen base's shard, the adapters, their optimizer
    // state and gradients live on the host; the GPU holds the gathered units and activations.
    const std::vector<FieldOverride> fsdp{{"training.method", "qlora"},
                                          {"hardware.parallelism", "fsdp-full"},
                                          {"hardware.gpus_per_node", "2"}};
    auto with = [&](std::vector<FieldOverride> extra) {
        extra.insert(extra.begin(), fsdp.begin(), fsdp.end());
        return scenario("llama-2-70b", extra);
    };
    const Scenario base = with({});
    const MemoryEstimate resident = estimateMemory(base),
                         offloaded = estimateMemory(with({{"hardware.cpu_offload", "true"}}));
    const double adapterGradients =
        double(trainableParameters(base)) * adapterPrecision(base).gradients / 2;
    // bitsandbytes' double-quantized constants (8-bit absmax per 64 weights, fp32 per 256 blocks)
    // are no parameter: they stay on the GPU, whole on each rank.
    const double constants =
        double(base.counts.linearWeights(base.arch.layers)) * (8.0 / 64 + 32.0 / (64 * 256)) / 8;
    QVERIFY(resident.breakdown.weights > 0 && resident.breakdown.adapters > 0);
    QCOMPARE(double(offloaded.breakdown.weights), std::floor(constants));
    QCOMPARE(offloaded.breakdown.adapters, std::int64_t(0));
    QCOMPARE(offloaded.breakdown.activations, resident.breakdown.activations);
    QVERIFY(qFuzzyCompare(double(offloaded.host_bytes),
                          double(resident.breakdown.weights + resident.breakdown.adapters) -
                              constants + adapterGradients));
    QVERIFY(offloaded.load_allocated_bytes < resident.load_allocated_bytes);
    // Without sharded parameters (ZeRO-Offload: ZeRO-2 with offload_optimizer) only the
    // optimizer state moves: each rank's half of AdamW's two fp32 moments per adapter parameter.
    const std::vector<FieldOverride> zero2{{"training.method", "lora"},
                                           {"hardware.parallelism", "zero2"},
                                           {"hardware.gpus_per_node", "2"}};
    const Scenario onGpu = scenario("llama-3.1-8b", zero2);
    std::vector<FieldOverride> offloadedZero2 = zero2;
    offloadedZero2.push_back({"hardware.cpu_offload", "true"});
    const Scenario onHost = scenario("llama-3.1-8b", offloadedZero2);
    const double states = 2 * 4.0 * double(trainableParameters(onGpu)) / 2;
    QCOMPARE(estimateMemory(onHost).breakdown.weights, estimateMemory(onGpu).breakdown.weights);
    QCOMPARE(double(estimateMemory(onHost).host_bytes), states);
}

void TestMemoryModel::quantizationConstantsStayOnEveryRank() {
    // FSDP shards bitsandbytes' packed 4-bit codes (quant_storage) but not Params4bit.quant_state:
    // from 2 to 4 ranks the weights lose half the packed share and keep every constant.
    // torchtune's torchao NF4Tensor shards its scalers with the codes.
    auto at = [](const char* gpus, const char* framework) {
        return scenario("llama-2-70b", {{"training.method", "qlora"},
                                        {"training.framework", framework},
                                        {"hardware.parallelism", "fsdp-full"},
                                        {"hardware.gpus_per_node", gpus}});
    };
    const Scenario two = at("2", "hf-transformers");
    const double linear = double(two.counts.linearWeights(two.arch.layers));
    const double rest = double(two.parameters) - linear;
    const double stored = 2.0; // bf16 embedding, head and norms
    const double constants = linear * (8.0 / 64 + 32.0 / (64 * 256)) / 8;
    QVERIFY(qFuzzyCompare(double(estimateMemory(two).breakdown.weights),
                          (linear * 0.5 + rest * stored) / 2 + constants));
    QVERIFY(qFuzzyCompare(double(estimateMemory(at("4", "hf-transformers")).breakdown.weights),
                          (linear * 0.5 + rest * stored) / 4 + constants));
    QVERIFY(
        qFuzzyCompare(double(estimateMemory(at("4", "torchtune")).breakdown.weights),
                      (linear * (0.5 + (8.0 / 64 + 32.0 / (64 * 256)) / 8) + rest * stored) / 4));
}

void TestMemoryModel::zeroPartitionsAdapterStateAndGradients() {
    // ZeRO-1 partitions the adapters' AdamW moments (2 × 4 B) over the 8 data-parallel ranks,
    // ZeRO-2 their gradients too; the adapters stay replicated. Gradient accumulation keeps the
    // gradients alive at the start of backward, where this run peaks.
    auto at = [](const char* parallelism) {
        return scenario("llama-3.1-8b", {{"training.method", "lora"},
                                         {"training.lora.rank", "256"},
                                         {"training.gradient_accumulation", "2"},
                                         {"hardware.parallelism", parallelism},
                                         {"hardware.gpus_per_node", "8"}});
    };
    const Scenario ddp = at("ddp");
    const double trainable = double(trainableParameters(ddp));
    const double gradients = trainable * adapterPrecision(ddp).gradients;
    const MemoryEstimate replicated = estimateMemory(ddp), zero1 = estimateMemory(at("zero1")),
                         zero2 = estimateMemory(at("zero2"));
    QCOMPARE(int(replicated.peak_phase), int(StepPhase::Backward));
    QCOMPARE(double(replicated.breakdown.adapters - zero1.breakdown.adapters),
             2 * 4.0 * trainable * 7 / 8);
    QCOMPARE(double(zero1.breakdown.adapters - zero2.breakdown.adapters), gradients * 7 / 8);

    // Under expert parallelism a replicated rank holds its local experts' adapters, and a
    // partitioned term is a 1/8 slice of all of them (not of the local ones).
    auto moe = [](const char* parallelism) {
        return scenario("qwen3-30b-a3b", {{"training.method", "lora"},
                                          {"training.lora.targets", "[q, k, v, o, gate, up, down]"},
                                          {"training.lora.dropout", "0"},
                                          {"training.gradient_accumulation", "2"},
                                          {"hardware.parallelism", parallelism},
                                          {"hardware.gpus_per_node", "8"},
                                          {"hardware.expert_parallel", "8"}});
    };
    const Scenario moeDdp = moe("ddp");
    const double moeTrainable = double(trainableParameters(moeDdp));
    const double local =
        withoutRemoteExperts(moeDdp.layout, moeTrainable, expertAdapterParameters(moeDdp));
    QVERIFY(local < moeTrainable / 2);
    QVERIFY(qFuzzyCompare(double(estimateMemory(moeDdp).breakdown.adapters -
                                 estimateMemory(moe("zero1")).breakdown.adapters),
                          2 * 4.0 * (local - moeTrainable / 8)));
}

void TestMemoryModel::breakdownSumsToPeakAndFitUsesDeviceTotal() {
    const Scenario s = scenario("llama-3.1-8b", {{"training.micro_batch", "1"}});
    const MemoryEstimate m = estimateMemory(s);
    QCOMPARE(m.breakdown.total(), m.peak_allocated_bytes);
    QVERIFY(m.reserved_bytes > m.peak_allocated_bytes);
    QCOMPARE(m.device_total_bytes, m.reserved_bytes + m.runtime_bytes);
    QCOMPARE(m.headroom_bytes, m.usable_bytes - m.device_total_bytes);
    QCOMPARE(m.fits, m.headroom_bytes >= 0);
    QCOMPARE(m.margin_ok, m.headroom_bytes >= 0.10 * m.usable_bytes);
    // The same card at eight times the tokens no longer fits one H100.
    const MemoryEstimate big = estimateMemory(scenario(
        "llama-3.1-8b", {{"training.micro_batch", "8"}, {"training.sequence_length", "8192"}}));
    QVERIFY(!big.fits);
    QVERIFY(!big.margin_ok);
}

// FSDP allocates the sharded gradients on its reduce stream; the caching allocator keeps their
// blocks for that stream, so the next step's activations cannot reuse them: reserved = the
// compute stream's peak with the fragmentation, plus the gradients. Other layouts are the peak
// with the fragmentation alone.
void TestMemoryModel::fsdpGradientsStayReservedForTheirStream() {
    auto card = [](const char* parallelism, const char* accumulation) {
        return scenario("llama-3.1-8b", {{"training.method", "full"},
                                         {"training.framework", "torchtitan"},
                                         {"training.precision", "bf16-mixed"},
                                         {"training.weights_dtype", "fp32"},
                                         {"training.sequence_length", "8192"},
                                         {"training.gradient_accumulation", accumulation},
                                         {"hardware.gpus_per_node", "8"},
                                         {"hardware.parallelism", parallelism}});
    };
    const double fragmentation = 1.0 + card("ddp", "1").assumptions.allocator_fragmentation;
    const MemoryEstimate ddp = estimateMemory(card("ddp", "1"));
    QVERIFY(qFuzzyCompare(double(ddp.reserved_bytes), ddp.peak_allocated_bytes * fragmentation));

    const Scenario fsdp = card("fsdp-full", "1");
    const double shardedGradients = double(fsdp.parameters) * 4.0 / 8; // fp32, 8 shards
    const MemoryEstimate once = estimateMemory(fsdp);
    QVERIFY(once.peak_phase == StepPhase::Backward);
    QCOMPARE(once.breakdown.gradients, std::int64_t(0)); // the start of backward: none yet
    QVERIFY(qFuzzyCompare(double(once.reserved_bytes),
                          once.peak_allocated_bytes * fragmentation + shardedGradients));
    // Accumulating, FSDP2 reduce-scatters every micro-batch: the sharded gradients are alive at
    // the start of backward and counted once, in their own pool.
    const MemoryEstimate accumulating = estimateMemory(card("fsdp-full", "2"));
    QVERIFY(qFuzzyCompare(double(accumulating.breakdown.gradients), shardedGradients));
    QVERIFY(qFuzzyCompare(double(accumulating.reserved_bytes),
                          (accumulating.peak_allocated_bytes - shardedGradients) * fragmentation +
                              shardedGradients));
}

void TestMemoryModel::pilotCalibrationScalesActivations() {
    Scenario s = scenario("llama-3.2-1b", {{"training.framework", "runcard-pilot"},
                                           {"training.precision", "fp32"},
                                           {"training.attention", "eager"},
                                           {"training.sequence_length", "256"}});
    const MemoryEstimate plain = estimateMemory(s);
    s.assumptions.calibrated_activation_scale = 1.5;
    const MemoryEstimate scaled = estimateMemory(s);
    QVERIFY(plain.breakdown.activations > 0);
    QCOMPARE(scaled.breakdown.activations, std::int64_t(plain.breakdown.activations * 1.5));
    QCOMPARE(scaled.breakdown.weights, plain.breakdown.weights);
    QCOMPARE(scaled.peak_allocated_bytes, scaled.breakdown.total());
    QCOMPARE(scaled.device_total_bytes, scaled.reserved_bytes + scaled.runtime_bytes);
    QVERIFY(scaled.headroom_bytes < plain.headroom_bytes);
}

// The runcard-pilot profile replays the step once per distinct input and remembers it: every
// input the replay reads must give a new answer, and the device figures follow each GPU.
void TestMemoryModel::pilotReplayIsRememberedOnlyForTheSameInputs() {
    const Scenario s = scenario("llama-3.2-1b", {{"training.framework", "runcard-pilot"},
                                                 {"training.precision", "fp32"},
                                                 {"training.attention", "eager"},
                                                 {"training.sequence_length", "256"}});
    const MemoryEstimate first = estimateMemory(s);
    QCOMPARE(estimateMemory(s).peak_allocated_bytes, first.peak_allocated_bytes);

    Scenario longer = s;
    longer.shape.micro_batch = 2;
    QVERIFY(estimateMemory(longer).breakdown.activations > first.breakdown.activations);
    Scenario untied = s;
    untied.arch.tied_embeddings = !s.arch.tied_embeddings;
    QVERIFY(estimateMemory(untied).breakdown.weights != first.breakdown.weights);
    Scenario shallower = s;
    shallower.arch.layers -= 1;
    QVERIFY(estimateMemory(shallower).peak_allocated_bytes < first.peak_allocated_bytes);
    Scenario accumulating = s;
    accumulating.shape.gradient_accumulation = 4;
    QVERIFY(estimateMemory(accumulating).peak_allocated_bytes != first.peak_allocated_bytes);

    const MemoryEstimate again = estimateMemory(s);
    QCOMPARE(again.peak_allocated_bytes, first.peak_allocated_bytes);
    QCOMPARE(again.breakdown.activations, first.breakdown.activations);
    Scenario otherGpu = s;
    otherGpu.gpu = test::catalog().find("a100-sxm-40gb");
    QVERIFY(otherGpu.gpu);
    const MemoryEstimate onA100 = estimateMemory(otherGpu);
    QCOMPARE(onA100.peak_allocated_bytes, first.peak_allocated_bytes);
    QVERIFY(onA100.usable_bytes < first.usable_bytes);
    QCOMPARE(onA100.headroom_bytes, onA100.usable_bytes - onA100.device_total_bytes);
}

QTEST_GUILESS_MAIN(TestMemoryModel)
#include "test_memory_model.moc"
