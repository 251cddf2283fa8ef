// Issue 14's classes of runs, each against the arithmetic its framework defines
// (docs/memory-model.md): checkpointing policies, stored-weight dtype, the load phase, optimizer
// implementations, loss and head paths, variable-length data, and the messages for combinations
// no framework offers.
#include "planner/activation_memory.h"
#include "planner/data_tokens.h"
#include "planner/kernel_model.h"
#include "planner/model_state.h"
#include "planner/stack_priors.h"
#include "scenario_helpers.h"

#include <QTemporaryDir>
#include <fstream>

using namespace runcard;
using runcard::test::scenario;

namespace {

// Llama 3.1 8B, full fine-tuning in pure bf16 under `framework` with the given policy.
Scenario checkpointed(const std::string& framework, const std::string& policy,
                      std::vector<FieldOverride> more = {}) {
    std::vector<FieldOverride> sets = {{"training.method", "full"},
                                       {"training.precision", "bf16"},
                                       {"training.framework", framework},
                                       {"training.activation_checkpointing", policy}};
    sets.insert(sets.end(), more.begin(), more.end());
    return scenario("llama-3.1-8b", sets);
}

double saved(const Scenario& s) {
    return activationTerms(s).saved_per_token;
}

std::string diagnosticsOf(const std::vector<FieldOverride>& sets) {
    const std::string yaml = "runcard: 1\nname: t\nmodel: {preset: llama-3.1-8b}\n"
                             "training: {tokens: 1e9}\nhardware: {gpu: h100-sxm-80gb}\n";
    const LoadResult r = parseRunCard(yaml, "t.yaml", sets);
    std::string all;
    for (const Diagnostic& d : r.diagnostics)
        all += d.toString() + "\n";
    return all;
}

// Megatron with the distributed optimizer on 8 GPUs, one token per step (the step phase peaks),
// gradients reduced in fp32 or in the parameter dtype.
Scenario megatronOneToken(const char* method, const char* gradReduceInFp32) {
    return scenario("llama-3.1-8b", {{"training.method", method},
                                     {"training.framework", "megatron"},
                                     {"training.precision", "bf16-mixed"},
                                     {"training.grad_reduce_in_fp32", gradReduceInFp32},
                                     {"training.sequence_length", "1"},
                                     {"hardware.parallelism", "zero1"},
                                     {"hardware.gpus_per_node", "8"}});
}

} // namespace

class TestFrameworkSemantics : public QObject {
    Q_OBJECT
private slots:
    void layerFrequencyInterpolatesBetweenNoneAndFull();
    void opLevelKeepsEveryOtherMatmulOutput();
    void partialCheckpointsTheFirstBlocks();
    void recomputeShareFollowsThePolicy();
    void tiledMlpKeepsOneTileOfTheMlp();
    void fp32BaseUnderAutocast();
    void loadingWholeModelOnEveryRankSetsThePeak();
    void kempnerForgeLoadsWholeThenPrunesExperts();
    void pipelinedFsdpStageStaysGathered();
    void fp8ParametersOfFullTraining();
    void optimizerImplementationsDecideTheStepTransient();
    void frameworkDefaultsTheOptimizerForMemoryAndTime();
    void adaptersSharingAnFsdpUnitTrainItWhole();
    void lowBitOptimizerStates();
    void lossPathsByFramework();
    void loraDropoutOnTheOutputSharesTheInput();
    void peftCastsTheInputOfFp32Adapters();
    void trainerFreesTheLogitsBeforeBackward();
    void autocastCastsEveryReaderOfAnFp32Stream();
    void logSoftmaxRereadsRowsBeyondSharedMemory();
    void firstMicroBatchStealsItsGradient();
    void clippingReadsEveryGradientTwice();
    void fusedLayerKernelsKeepFewerCopies();
    void headEmbeddingAndDoraAdapters();
    void litgptUntiesAndQuantizesTheHead();
    void bitsandbytesKeptInputsBefore0432();
    void meanTokensDriveThroughputNotMemory();
    void paddingSetsTheTokensTheKernelsRun();
    void packedDocumentsAttendWithinThemselves();
    void fp8BaseAndMegatronLoraSaves();
    void megatronWithoutItsOverlapFlagsWaits();
    void deepSpeedWithoutOverlapCommWaitsForItsReductions();
    void deepSpeedZero3HooksRunAroundEverySubmodule();
    void fusedCheckpointProjectionsTakeOneAdapter();
    void megatronOverlapsTheExpertExchangeAcrossMicroBatches();
    void megatronGradientsInTheParameterDtype();
    void megatronAdaptersKeepAnFp32MainCopy();
    void megatronOptimizerStateInItsDtype();
    void megatronPrecisionAwareOptimizer();
    void unslothFusedLoraBlock();
    void wholeModelCompileReturnsGradientsTogether();
    void inFlightCopiesFollowTheBlockNotTheStage();
    void fsdpRootUnitReducesTheEndsLast();
    void accelerateShardsWithFsdp1OrFsdp2();
    void dtensorSequenceParallelKeepsWhatItGathers();
    void combinationsNoFrameworkOffersAreRefused();
};

void TestFrameworkSemantics::layerFrequencyInterpolatesBetweenNoneAndFull() {
    const double none = saved(checkpointed("torchtitan", "none"));
    const double full = saved(checkpointed("torchtitan", "full"));
    QVERIFY(full < none / 5);
    // torchtitan "layer" mode with k = 2 checkpoints 16 of 32 blocks: halfway, the tail alike.
    const double half =
        saved(checkpointed("torchtitan", "every-k", {{"training.checkpoint_every", "2"}}));
    QCOMPARE(half, (none + full) / 2);
    QCOMPARE(saved(checkpointed("torchtitan", "every-k", {{"training.checkpoint_every", "1"}})),
             full);
}

void TestFrameworkSemantics::opLevelKeepsEveryOtherMatmulOutput() {
    // torchtitan _custom_policy saves every second mm of wq, wk, wv, wo, w1, w3, w2: wq (4096),
    // wv (1024), w1 (14336), w2 (4096), plus SDPA's output (4096) and log-sum-exp (4 B × 32
    // heads), beside the block input (2 B × 4096) that full checkpointing keeps alone.
    const double perLayer = 2.0 * (4096 + 1024 + 14336 + 4096) + 2.0 * 4096 + 4.0 * 32;
    const double op = saved(checkpointed("torchtitan", "op-level"));
    const double full = saved(checkpointed("torchtitan", "full"));
    QCOMPARE(op - full, 32 * perLayer * 1.10); // the eager profile's slack applies to both
}

void TestFrameworkSemantics::partialCheckpointsTheFirstBlocks() {
    // Megatron recompute_method block, recompute_num_layers 8: 8 of 32 blocks keep their input.
    const double none = saved(checkpointed("megatron", "none"));
    const double full = saved(checkpointed("megatron", "full"));
    const double partial =
        saved(checkpointed("megatron", "partial", {{"training.recompute_layers", "8"}}));
    QCOMPARE(partial, none - (none - full) * 8 / 32);
}

void TestFrameworkSemantics::recomputeShareFollowsThePolicy() {
    auto share = [](const Scenario& s) { return recomputeShare(s); };
    QCOMPARE(share(checkpointed("torchtitan", "full")).matmul, 1.0);
    QCOMPARE(
        share(checkpointed("torchtitan", "every-k", {{"training.checkpoint_every", "2"}})).matmul,
        0.5);
    QCOMPARE(
        share(checkpointed("megatron", "partial", {{"training.recompute_layers", "8"}})).attention,
        0.25);
    const RecomputeShare selective = share(checkpointed("megatron", "selective"));
    QCOMPARE(selective.matmul, 0.0);
    QCOMPARE(selective.attention, 1.0);
    // Op-level reruns wk, wo and w3 of each block.
    const double h = 4096, kv = 1024, i = 14336;
    const double all = h * h + 2 * h * kv + h * h + 3 * h * i;
    QCOMPARE(share(checkpointed("torchtitan", "op-level")).matmul, (h * kv + h * h + h * i) / all);
    QCOMPARE(share(checkpointed("torchtitan", "none")).matmul, 0.0);
}

// DeepSpeed's TiledMLP (runtime/sequence_parallel/ulysses_sp.py): the MLP saves only its input,
// its backward runs one tile's forward again and keeps that tile's intermediates. Llama 3.1 8B,
// full bf16, eager, 65,536 tokens: ceil(65,536 / 4,096) = 16 tiles.
void TestFrameworkSemantics::tiledMlpKeepsOneTileOfTheMlp() {
    const std::vector<FieldOverride> base = {{"training.method", "full"},
                                             {"training.precision", "bf16"},
                                             {"training.sequence_length", "65536"}};
    std::vector<FieldOverride> tiledSets = base;
    tiledSets.push_back({"training.tiled_mlp", "true"});
    const Scenario plain = scenario("llama-3.1-8b", base);
    const Scenario tiled = scenario("llama-3.1-8b", tiledSets);
    QCOMPARE(tiledMlpShards(plain), 1);
    QCOMPARE(tiledMlpShards(tiled), 16);
    // The MLP's saves a token, eager SwiGLU in bf16: gate, silu and up outputs and the down
    // projection's input, 4 × 2 B × 14,336.
    const double mlp = 4 * 2.0 * 14336;
    const ActivationTerms a = activationTerms(plain), b = activationTerms(tiled);
    // The stack carries the eager slack (1.10, activation_memory.cpp) on every saved byte.
    QCOMPARE(a.saved_per_token - b.saved_per_token, 32 * mlp * 1.10);
    // The block's backward: gradients 2·2 B·14,336 wide, against 2·2 B·4,096 (a tile's
    // intermediate width, 896, is below the hidden) and one tile's MLP saves.
    QCOMPARE(a.block_transient - b.block_transient, 4.0 * 14336 - (4.0 * 4096 + mlp / 16));
    // Time: one more MLP forward, 2·3·4,096·14,336 FLOPs a token and layer.
    const ComputeEstimate ca = estimateCompute(plain), cb = estimateCompute(tiled);
    QCOMPARE(cb.hardware_flops_per_step - ca.hardware_flops_per_step,
             2.0 * 32 * 3 * 4096 * 14336 * 65536);
    QVERIFY(cb.breakdown.matmul_s > ca.breakdown.matmul_s * 1.05);
    QCOMPARE(cb.flops_per_step, ca.flops_per_step); // model FLOPs count the work once
    // The count: the card's, or the sequence on this GPU (after Ulysses' split) over the hidden
    // size, Unsloth's default too.
    tiledSets.push_back({"training.tiled_mlp_shards", "5"});
    QCOMPARE(tiledMlpShards(scenario("llama-3.1-8b", tiledSets)), 5);
    std::vector<FieldOverride> ulysses = base;
    ulysses.push_back({"training.tiled_mlp", "true"});
    ulysses.push_back({"hardware.gpus_per_node", "4"});
    ulysses.push_back({"hardware.parallelism", "zero3"});
    ulysses.push_back({"hardware.context_parallel", "4"});
    ulysses.push_back({"hardware.context_parallel_comm", "all-to-all"});
    QCOMPARE(tiledMlpShards(scenario("llama-3.1-8b", ulysses)), 4);
    QCOMPARE(tiledMlpShards(scenario("llama-3.1-8b", {{"training.method", "lora"},
                                                      {"training.framework", "unsloth"},
                                                      {"training.sequence_length", "65536"},
                                                      {"training.tiled_mlp", "true"}})),
             16);
    QVERIFY(diagnosticsOf({{"training.framework", "torchtitan"}, {"training.tiled_mlp", "true"}})
                .find("training.tiled_mlp: tiled_mlp is not offered by torchtitan") !=
            std::string::npos);
}

void TestFrameworkSemantics::fp32BaseUnderAutocast() {
    const std::vector<FieldOverride> lora = {{"training.method", "lora"},
                                             {"training.precision", "bf16-mixed"},
                                             {"training.sequence_length", "512"}};
    std::vector<FieldOverride> fp32 = lora;
    fp32.push_back({"training.weights_dtype", "fp32"});
    const Scenario base16 = scenario("llama-3.1-8b", lora);
    const Scenario base32 = scenario("llama-3.1-8b", fp32);
    // The frozen base: 2 B per parameter by default (loaded with torch_dtype), 4 B in fp32.
    QCOMPARE(estimateMemory(base32).breakdown.weights,
             2 * estimateMemory(base16).breakdown.weights);
    // Autocast caches nothing for frozen weights: each block's matmuls save their 16-bit copy.
    QCOMPARE(activationTerms(base16).saved_fixed, 0.0);
    QCOMPARE(activationTerms(base32).saved_fixed,
             2.0 * double(base32.counts.linear_weights_per_layer) * 32);
    // HF's RMSNorm saves an fp32 input either way; the residual stream is fp32 too with an fp32
    // base, which shows in what full checkpointing keeps: each block's input, 4 B instead of 2.
    QCOMPARE(saved(base32), saved(base16));
    std::vector<FieldOverride> checkpointed16 = lora, checkpointed32 = fp32;
    checkpointed16.push_back({"training.activation_checkpointing", "full"});
    checkpointed32.push_back({"training.activation_checkpointing", "full"});
    QCOMPARE(saved(scenario("llama-3.1-8b", checkpointed32)) -
                 saved(scenario("llama-3.1-8b", checkpointed16)),
             32 * 2.0 * 4096 * 1.10);
}

void TestFrameworkSemantics::loadingWholeModelOnEveryRankSetsThePeak() {
    const std::vector<FieldOverride> fsdp = {
        {"training.method", "lora"},           {"training.precision", "bf16"},
        {"training.sequence_length", "512"},   {"training.activation_checkpointing", "full"},
        {"hardware.parallelism", "fsdp-full"}, {"hardware.gpus_per_node", "4"}};
    std::vector<FieldOverride> whole = fsdp;
    whole.push_back({"model.loading", "full-per-rank"});
    const Scenario streamedScenario = scenario("llama-2-7b", fsdp);
    const MemoryEstimate streamed = estimateMemory(streamedScenario);
    const MemoryEstimate perRank = estimateMemory(scenario("llama-2-7b", whole));
    // Every rank holds the 16-bit checkpoint before sharding: the load sets the peak.
    QVERIFY(perRank.load_allocated_bytes >= 2 * streamedScenario.parameters);
    QVERIFY(perRank.load_sets_peak);
    QCOMPARE(perRank.deciding_total_bytes, perRank.load_device_total_bytes);
    QCOMPARE(perRank.headroom_bytes, perRank.usable_bytes - perRank.load_device_total_bytes);
    // Streamed into place, the step decides; the step itself is the same either way.
    QVERIFY(!streamed.load_sets_peak);
    QCOMPARE(streamed.deciding_total_bytes, streamed.device_total_bytes);
    QCOMPARE(streamed.peak_allocated_bytes, perRank.peak_allocated_bytes);
}

// KempnerForge builds the model whole and moves it to every GPU unless tensor parallelism is on
// (kempnerforge/distributed/parallel.py build_parallel_model); expert parallelism then keeps the
// local experts, cloning each packed tensor's local slice (apply_expert_parallel).
void TestFrameworkSemantics::kempnerForgeLoadsWholeThenPrunesExperts() {
    const auto moe = [](const char* tp, const char* ep) {
        return scenario("qwen3-30b-a3b", {{"training.method", "full"},
                                          {"training.precision", "bf16"},
                                          {"training.sequence_length", "1024"},
                                          {"training.framework", "kempnerforge"},
                                          {"hardware.parallelism", "fsdp-full"},
                                          {"hardware.gpus_per_node", "8"},
                                          {"hardware.tensor_parallel", tp},
                                          {"hardware.expert_parallel", ep}});
    };
    const Scenario pruned = moe("1", "4");
    const double whole = 2.0 * double(pruned.parameters);
    const double slice = double(pruned.arch.experts) / 4 * double(pruned.arch.hidden_size) *
                         double(pruned.arch.moe_intermediate_size) * 2;
    QCOMPARE(double(estimateMemory(pruned).load_allocated_bytes), std::floor(whole + slice));
    QVERIFY(estimateMemory(pruned).load_sets_peak);
    // Under tensor parallelism the model is built on the meta device: only shards materialise.
    QVERIFY(double(estimateMemory(moe("2", "4")).load_allocated_bytes) < 0.25 * whole);
    // Another framework's default streams the checkpoint into place.
    Scenario streamed = pruned;
    streamed.assumptions.framework = FrameworkProfile::TorchTitan;
    QVERIFY(double(estimateMemory(streamed).load_allocated_bytes) < 0.25 * whole);
}

// FSDP2 under torch.distributed.pipelining (torchtitan, NeMo AutoModel): the stage stays gathered
// from its first micro-batch and its gradients accumulate unsharded in the reduce dtype until the
// reduction after the last (torch/distributed/pipelining/stage.py, backward_maybe_with_nosync).
void TestFrameworkSemantics::pipelinedFsdpStageStaysGathered() {
    const Scenario kept = scenario("llama-3.1-8b", {{"training.method", "full"},
                                                    {"training.precision", "bf16-mixed"},
                                                    {"training.fsdp_reduce_dtype", "fp32"},
                                                    {"training.framework", "torchtitan"},
                                                    {"training.sequence_length", "1024"},
                                                    {"training.gradient_accumulation", "4"},
                                                    {"hardware.parallelism", "fsdp-full"},
                                                    {"hardware.gpus_per_node", "8"},
                                                    {"hardware.nodes", "2"},
                                                    {"hardware.pipeline_parallel", "2"}});
    QVERIFY(kept.assumptions.fsdp_pipeline_keeps_stage_gathered);
    // torchtitan reduces in fp32 without being told (mixed_precision_reduce: float32 only).
    const Scenario byDefault = scenario("llama-3.1-8b", {{"training.method", "full"},
                                                         {"training.precision", "bf16-mixed"},
                                                         {"training.framework", "torchtitan"},
                                                         {"hardware.parallelism", "fsdp-full"}});
    QVERIFY(byDefault.shape.fsdp_reduce_dtype == StorageDtype::Fp32);
    Scenario resharded = kept;
    resharded.assumptions.fsdp_pipeline_keeps_stage_gathered = false;
    const MemoryEstimate held = estimateMemory(kept), sharded = estimateMemory(resharded);
    // The first stage: 16 of the 32 blocks and the embedding, fp32 gradients of all of it and its
    // bf16 weights beside them at the start of backward.
    const double stage = double(kept.counts.blocks(32)) / 2 + double(kept.counts.embedding);
    QCOMPARE(int(held.peak_phase), int(StepPhase::Backward));
    QVERIFY(std::abs(double(held.breakdown.gradients) / (4 * stage) - 1) < 0.01);
    QVERIFY(double(held.breakdown.buffers) > 2 * stage);
    QVERIFY(double(sharded.breakdown.gradients) < 0.2 * double(held.breakdown.gradients));
    // FSDP2 copies each gathered unit out of its buffer once per step instead of twice per
    // micro-batch, and reduces once.
    const double keptCopies = evaluate(kept).compute.breakdown.bucket_copies_s;
    const double reshardedCopies = evaluate(resharded).compute.breakdown.bucket_copies_s;
    QVERIFY(keptCopies > 0);
    QVERIFY(keptCopies < 0.3 * reshardedCopies);
}

// Megatron/NeMo fp8_params under full training: the linear weights are FP8 tensors, the fp32
// master lives in the distributed optimizer, and the parameter all-gather moves FP8.
void TestFrameworkSemantics::fp8ParametersOfFullTraining() {
    const auto megatron = [](const char* weights) {
        return scenario("llama-3.1-8b", {{"training.method", "full"},
                                         {"training.framework", "megatron"},
                                         {"training.precision", "fp8-mixed"},
                                         {"training.weights_dtype", weights},
                                         {"training.sequence_length", "2048"},
                                         {"hardware.parallelism", "zero1"},
                                         {"hardware.gpus_per_node", "8"},
                                         {"hardware.nodes", "2"}});
    };
    const Scenario fp8 = megatron("fp8"), sixteen = megatron("auto");
    const MemoryEstimate held = estimateMemory(fp8), bf16 = estimateMemory(sixteen);
    const double linear = double(fp8.counts.linearWeights(fp8.arch.layers));
    QCOMPARE(double(bf16.breakdown.weights - held.breakdown.weights), linear);
    QCOMPARE(held.breakdown.optimizer, bf16.breakdown.optimizer);
    const Plan fp8Plan = evaluate(fp8), bf16Plan = evaluate(sixteen);
    QVERIFY(exposedCollectivesSeconds(fp8Plan.compute) <
            exposedCollectivesSeconds(bf16Plan.compute));
}

void TestFrameworkSemantics::optimizerImplementationsDecideTheStepTransient() {
    // Llama 3.1 8B: untied embeddings, so the end of backward holds no extra embedding gradient.
    auto at = [](const std::string& implementation) {
        return scenario("llama-3.1-8b", {{"training.method", "full"},
                                         {"training.precision", "bf16"},
                                         {"training.sequence_length", "1"},
                                         {"training.optimizer_implementation", implementation}});
    };
    const Scenario foreachScenario = at("foreach");
    const MemoryEstimate foreach = estimateMemory(foreachScenario);
    const MemoryEstimate fused = estimateMemory(at("fused"));
    const MemoryEstimate loop = estimateMemory(at("for-loop"));
    const double P = double(foreachScenario.parameters);
    // _multi_tensor_adamw: one bf16 copy of exp_avg_sq for the group; _fused_adamw: none.
    QCOMPARE(int(foreach.peak_phase), int(StepPhase::Optimizer));
    QVERIFY(qAbs(double(foreach.peak_allocated_bytes - fused.peak_allocated_bytes) - 2 * P) < 1e6);
    // _single_tensor_adamw: one tensor's denominator at a time.
    const double largest = double(foreachScenario.counts.largest_linear);
    QVERIFY(loop.peak_allocated_bytes - fused.peak_allocated_bytes <= std::int64_t(2 * largest));
    // A checkpoint holds the same state whichever kernel updates it.
    QCOMPARE(checkpointBytes(foreachScenario), checkpointBytes(at("fused")));
}

// One implementation for memory and time: the card's, or its framework's default (torchtune's
// configs `fused: True`, litgpt's torch.optim.AdamW on foreach, Composer's per-parameter loop).
void TestFrameworkSemantics::frameworkDefaultsTheOptimizerForMemoryAndTime() {
    auto at = [](const char* framework, const char* implementation,
                 const char* optimizer = "adamw") {
        std::vector<FieldOverride> sets{{"training.method", "full"},
                                        {"training.precision", "bf16"},
                                        {"training.sequence_length", "1"},
                                        {"training.optimizer", optimizer},
                                        {"training.framework", framework}};
        if (*implementation)
            sets.push_back({"training.optimizer_implementation", implementation});
        return scenario("llama-3.2-1b", sets);
    };
    QCOMPARE(int(at("torchtune", "").shape.optimizer_implementation),
             int(OptimizerImplementation::Fused));
    QCOMPARE(int(at("litgpt", "").shape.optimizer_implementation),
             int(OptimizerImplementation::Foreach));
    QCOMPARE(int(at("llm-foundry", "").shape.optimizer_implementation),
             int(OptimizerImplementation::ForLoop));
    QCOMPARE(int(at("torchtune", "foreach").shape.optimizer_implementation),
             int(OptimizerImplementation::Foreach));

    auto peak = [](const Scenario& s) { return estimateMemory(s).peak_allocated_bytes; };
    auto update = [](const Scenario& s) { return estimateCompute(s).optimizer_time_s; };
    const Scenario byDefault = at("torchtune", ""), foreach = at("torchtune", "foreach");
    QCOMPARE(peak(byDefault), peak(at("torchtune", "fused")));
    QCOMPARE(update(byDefault), update(at("torchtune", "fused")));
    QVERIFY(peak(foreach) > peak(byDefault));
    // The foreach update writes and reads back 8 bytes of temporaries per parameter beside the
    // 28 every implementation moves (parameter read and written, gradient, two states read and
    // written; step_time.cpp).
    QVERIFY2(qAbs(update(foreach) / update(byDefault) - (28.0 + 8) / 28) < 1e-9,
             qPrintable(QString::number(update(foreach) / update(byDefault))));
    // bitsandbytes' 8-bit AdamW is one kernel per tensor, whatever the card says of torch's.
    QCOMPARE(update(at("torchtune", "foreach", "adamw-8bit")),
             update(at("torchtune", "fused", "adamw-8bit")));
}

// FSDP1 LoRA: PEFT's wrap policy (transformers' Trainer, fsdp_qlora) gives every adapter a unit
// of its own, so the blocks' FlatParameters are frozen and have no gradient; litgpt's Block units
// under Fabric's use_orig_params=True hold the adapters with the frozen weights, and such a unit
// requires grad whole: a gradient as large as the unit, reduced as such, and every frozen weight's
// gradient GEMM computed.
void TestFrameworkSemantics::adaptersSharingAnFsdpUnitTrainItWhole() {
    auto at = [](const char* framework, const char* sequence = "2048") {
        return scenario("llama-2-7b", {{"training.method", "lora"},
                                       {"training.precision", "bf16"},
                                       {"training.sequence_length", sequence},
                                       {"training.micro_batch", "2"},
                                       {"training.gradient_accumulation", "1"},
                                       {"training.activation_checkpointing", "none"},
                                       {"training.framework", framework},
                                       {"hardware.gpu", "a100-sxm-80gb"},
                                       {"hardware.gpus_per_node", "4"},
                                       {"hardware.parallelism", "fsdp-full"}});
    };
    const Scenario peft = at("hf-transformers"), litgpt = at("litgpt");
    const double blocks = double(litgpt.counts.blocks(litgpt.arch.layers));
    QCOMPARE(fsdpUnitGradientParameters(peft), 0.0);
    QCOMPARE(fsdpUnitGradientParameters(litgpt), blocks);
    // At one token the end of backward is the peak, where the units' gradients are: 16-bit,
    // sharded four ways.
    const MemoryBreakdown peftMemory = estimateMemory(at("hf-transformers", "1")).breakdown;
    const MemoryBreakdown litgptMemory = estimateMemory(at("litgpt", "1")).breakdown;
    QCOMPARE(double(peftMemory.gradients), 0.0);
    QVERIFY(qAbs(double(litgptMemory.gradients) - blocks * 2 / 4) < 1);
    // Not for QLoRA (no FlatParameter mixes NF4 codes and adapters), FSDP2 or single-GPU runs.
    Scenario qlora = litgpt;
    qlora.shape.method = TrainingMethod::QLora;
    QCOMPARE(fsdpUnitGradientParameters(qlora), 0.0);
    QCOMPARE(fsdpUnitGradientParameters(at("torchtune")), 0.0);

    const ComputeEstimate peftTime = estimateCompute(peft), litgptTime = estimateCompute(litgpt);
    // The frozen linears' gradients: 2 FLOPs per weight and token the model FLOPs do not count.
    const double linears = double(litgpt.counts.linearWeights(litgpt.arch.layers));
    QVERIFY(qAbs(litgptTime.hardware_flops_per_step - peftTime.hardware_flops_per_step -
                 2 * linears * litgptTime.tokens_per_step) <
            1e-9 * litgptTime.hardware_flops_per_step);
    QCOMPARE(litgptTime.flops_per_step, peftTime.flops_per_step);
    QVERIFY(litgptTime.breakdown.matmul_s > 1.2 * peftTime.breakdown.matmul_s);
    // The whole unit's gradient is reduce-scattered: far more than the adapters'.
    QVERIFY(litgptTime.breakdown.total_communication_s >
            1.3 * peftTime.breakdown.total_communication_s);
}

void TestFrameworkSemantics::lowBitOptimizerStates() {
    auto state = [](const std::string& optimizer) {
        const Scenario s = scenario("llama-3.2-1b", {{"training.method", "full"},
                                                     {"training.precision", "bf16"},
                                                     {"training.sequence_length", "1"},
                                                     {"training.optimizer", optimizer}});
        const MemoryEstimate m = estimateMemory(s);
        return std::pair{double(m.breakdown.optimizer) / double(s.parameters), m};
    };
    // torchao: 8-bit codes with an fp32 scale per 256 elements, 4-bit per 128, for two moments.
    QVERIFY(qAbs(state("adamw-8bit-torchao").first - 2 * (1 + 4.0 / 256)) < 1e-6);
    QVERIFY(qAbs(state("adamw-4bit").first - 2 * (0.5 + 4.0 / 128)) < 1e-6);
    // bitsandbytes' paged 32-bit AdamW: fp32 moments in unified memory, outside the allocator.
    const auto [paged, m] = state("paged-adamw");
    QCOMPARE(paged, 0.0);
    const Scenario s = scenario("llama-3.2-1b", {{"training.method", "full"},
                                                 {"training.precision", "bf16"},
                                                 {"training.sequence_length", "1"}});
    const double context = double(s.gpu->runtime_context_bytes);
    QVERIFY(qAbs(double(m.runtime_bytes) - context - 8.0 * double(s.parameters)) < 1.0);
}

// PEFT and torchtune drop each adapter's input, so every adapter keeps its own copy (2 bytes) and
// mask (1); AutoModel's "post" drops the adapter's output: the plain inputs are shared (the
// attention output is already saved by flash) and each adapter keeps a mask of its output. Per
// token and layer of Llama 3.1 8B: (9h + 3h + 6h + 3i) - (2h + 2h + 2i + (3h + 2kv + 2i)) bytes.
void TestFrameworkSemantics::loraDropoutOnTheOutputSharesTheInput() {
    auto perLayer = [](const char* position) {
        return activationBytesPerTokenPerLayer(
            scenario("llama-3.1-8b", {{"training.precision", "bf16"},
                                      {"training.framework", "torchtune"},
                                      {"training.lora.dropout", "0.1"},
                                      {"training.lora.dropout_position", position}}));
    };
    const double h = 4096, i = 14336, kv = 1024;
    QCOMPARE(perLayer("pre") - perLayer("post"), 11 * h - i - 2 * kv);
}

// PEFT's fp32 adapters (autocast_adapter_dtype) under autocast: each adapter casts its input to
// fp32 (read 2, write 4), drops it out in fp32 (read 4, write 4 and a mask byte) and lora_A's
// autocast casts it back (read 4, write 2); backward runs the three in reverse. Adapters in the
// base's bf16 only drop out in bf16 (read 2, write 2, mask). Both add the adapter's input gradient
// into the base's. Per token and layer of Llama 3.1 8B with all seven targets, 32 bytes more per
// element of the adapters' inputs (q, k, v, o, gate, up: h wide; down: i). Their state follows.
void TestFrameworkSemantics::peftCastsTheInputOfFp32Adapters() {
    auto scenarioWith = [](const char* dtype, const char* framework = "hf-transformers") {
        return scenario("llama-3.1-8b", {{"training.precision", "bf16-mixed"},
                                         {"training.weights_dtype", "bf16"},
                                         {"training.framework", framework},
                                         {"training.activation_checkpointing", "none"},
                                         {"training.micro_batch", "1"},
                                         {"training.gradient_accumulation", "1"},
                                         {"training.sequence_length", "4096"},
                                         {"training.lora.dropout", "0.05"},
                                         {"training.lora.adapter_dtype", dtype}});
    };
    const Scenario fp32 = scenarioWith("fp32"), base = scenarioWith("base");
    QCOMPARE(adapterPrecision(fp32).weights, 4.0);
    QCOMPARE(adapterPrecision(base).weights, 2.0);
    QCOMPARE(scenarioWith("auto").assumptions.adapters_in_fp32, true); // PEFT's default now
    const double h = 4096, i = 14336, tokens = 4096, layers = 32;
    const DeviceRates rates = deviceRates(*fp32.gpu, fp32.shape.precision);
    QVERIFY(rates.memory_bytes_per_s > 0);
    // Of the 32 bytes, the widening casts (the input to fp32 forward, the autocast cast's
    // gradient backward: 6 bytes each) run as ATen's scalar loops (scalarLoopSeconds).
    const double elements = (6 * h + i) * tokens * layers;
    const double extra = memorySeconds(rates, (32.0 - 12.0) * elements) +
                         2 * scalarLoopSeconds(rates, elements, 6.0 * elements);
    const double fp32Seconds = estimateCompute(fp32).breakdown.memory_bound_s;
    const double baseSeconds = estimateCompute(base).breakdown.memory_bound_s;
    QVERIFY2(qAbs(fp32Seconds - baseSeconds - extra) < 1e-9 * fp32Seconds,
             qPrintable(QString("%1 - %2 vs %3").arg(fp32Seconds).arg(baseSeconds).arg(extra)));
    // torchtune (like litgpt and the pilot) multiplies an fp32 adapter in the compute dtype: no
    // input cast, the same traffic as adapters in the base's dtype.
    auto torchtune = [&](const char* dtype) {
        return estimateCompute(scenarioWith(dtype, "torchtune")).breakdown.memory_bound_s;
    };
    QCOMPARE(torchtune("fp32"), torchtune("base"));
    // The adapters, their gradients and the two AdamW moments follow the adapter dtype.
    const double fp32State = double(estimateMemory(fp32).breakdown.adapters);
    QVERIFY(fp32State > 0);
    QCOMPARE(fp32State, 2.0 * double(estimateMemory(base).breakdown.adapters));
}

// A loop that holds the model's output keeps its 16-bit logits beside the loss's fp32 path until
// backward; transformers' Trainer returns only the loss from compute_loss, so they are freed.
// Llama 3.2 1B at 8 x 2048 tokens: 2 bytes x 16,384 tokens x 128,256 logits.
void TestFrameworkSemantics::trainerFreesTheLogitsBeforeBackward() {
    auto logits = [](const char* keeps) {
        return double(
            estimateMemory(scenario("llama-3.2-1b", {{"training.method", "full"},
                                                     {"training.precision", "bf16-mixed"},
                                                     {"training.framework", "hf-transformers"},
                                                     {"training.sequence_length", "2048"},
                                                     {"training.micro_batch", "8"},
                                                     {"training.loop_keeps_logits", keeps}}))
                .breakdown.logits);
    };
    QCOMPARE(logits("true") - logits("false"), 2.0 * 8 * 2048 * 128256);
}

// Autocast on fp32 weights keeps the residual stream in fp32 and casts a norm's output for each
// linear that reads it (q, k, v; gate, up: 5 × (4 + 2) bytes forward, the same widening their
// gradients backward), adds the readers' fp32 input gradients (3 adds of 12 bytes, 6 in bf16),
// narrows the gradients of the two branch outputs (2 × 6), and pays the wider norms (2 norms:
// forward 4·Δres, backward 8·Δres), residual adds (2 × 3·Δres each way), the head's input cast
// (6 each way) and the weights' casts (6 bytes per parameter). Llama 3.2 1B at 4 × 2048 tokens,
// fp32 weights against bf16 ones, both under bf16 autocast. On the MI300X, where every pass
// streams at bandwidth (no scalar-loop rate is measured): the bytes alone.
void TestFrameworkSemantics::autocastCastsEveryReaderOfAnFp32Stream() {
    auto withWeights = [](const char* weights) {
        return scenario("llama-3.2-1b", {{"hardware.gpu", "mi300x-192gb"},
                                         {"training.method", "full"},
                                         {"training.precision", "bf16-mixed"},
                                         {"training.weights_dtype", weights},
                                         {"training.framework", "hf-transformers"},
                                         {"training.activation_checkpointing", "none"},
                                         {"training.sequence_length", "2048"},
                                         {"training.micro_batch", "4"},
                                         {"training.gradient_accumulation", "1"}});
    };
    const Scenario fp32 = withWeights("fp32"), bf16 = withWeights("bf16");
    const double h = 2048, tokens = 4 * 2048, layers = 16;
    const double norms = 2 * (4 + 8) * 2.0, residualAdds = 2 * 2 * 3 * 2.0;
    const double readers = 5 * 6 + (5 * 6 + 2 * 6 + 3 * 12) - 3 * 6;
    const double perToken = layers * h * (norms + residualAdds + readers) + h * 12;
    const DeviceRates rates = deviceRates(*fp32.gpu, fp32.shape.precision);
    const double expected = memorySeconds(rates, perToken * tokens + 6.0 * double(fp32.parameters));
    const double difference = estimateCompute(fp32).breakdown.memory_bound_s -
                              estimateCompute(bf16).breakdown.memory_bound_s;
    QVERIFY2(qAbs(difference - expected) < 1e-9 * expected,
             qPrintable(QString("%1 vs %2").arg(difference).arg(expected)));
}

// ATen's log-softmax reads a row three times forward and its gradient twice backward once the row
// no longer fits a block's 48 KiB of shared memory: a 12,800-entry fp32 row (51,200 bytes) pays
// 12 bytes per entry more than an 11,008-entry one (44,032 bytes) on the same GPU. Pure bf16, so
// nothing else in the memory-bound time depends on the vocabulary.
void TestFrameworkSemantics::logSoftmaxRereadsRowsBeyondSharedMemory() {
    auto withVocabulary = [](const char* vocabulary) {
        return scenario("llama-3.2-1b", {{"training.method", "full"},
                                         {"training.precision", "bf16"},
                                         {"training.framework", "hf-transformers"},
                                         {"training.sequence_length", "2048"},
                                         {"training.micro_batch", "1"},
                                         {"training.gradient_accumulation", "1"},
                                         {"model.architecture.vocab_size", vocabulary}});
    };
    const Scenario small = withVocabulary("11008"), large = withVocabulary("12800");
    const DeviceRates rates = deviceRates(*small.gpu, small.shape.precision);
    const double tokens = 2048,
                 loss = 2 + 7 * 4 + 2; // upcast, log-softmax, its gradient, cast back
    // The upcast (2 bytes read, 4 written per entry) is a scalar loop (scalarLoopSeconds).
    auto upcast = [&](double vocabulary) {
        return scalarLoopSeconds(rates, tokens * vocabulary, 6.0 * tokens * vocabulary) -
               memorySeconds(rates, 6.0 * tokens * vocabulary);
    };
    const double expected = memorySeconds(rates, tokens * (12800 * (loss + 12) - 11008 * loss)) +
                            upcast(12800) - upcast(11008);
    const double difference = estimateCompute(large).breakdown.memory_bound_s -
                              estimateCompute(small).breakdown.memory_bound_s;
    QVERIFY2(qAbs(difference - expected) < 1e-9 * expected,
             qPrintable(QString("%1 vs %2").arg(difference).arg(expected)));
}

// With .grad reset to None, autograd steals the first micro-batch's gradient and adds the later
// ones (accumulate_grad.h): two micro-batches cost two bf16-to-fp32 casts and one fp32 add
// (12 bytes per parameter) more than twice one. Under FSDP the reduced shard is accumulated every
// micro-batch (18 bytes per parameter of the shard each time).
void TestFrameworkSemantics::firstMicroBatchStealsItsGradient() {
    auto memoryBound = [](const char* accumulation, const char* parallelism) {
        const Scenario s =
            scenario("llama-3.2-1b", {{"training.method", "full"},
                                      {"training.precision", "bf16-mixed"},
                                      {"training.framework", "hf-transformers"},
                                      {"training.sequence_length", "1024"},
                                      {"training.micro_batch", "1"},
                                      {"training.gradient_accumulation", accumulation},
                                      {"hardware.parallelism", parallelism}});
        return std::pair{estimateCompute(s).breakdown.memory_bound_s, s};
    };
    const auto [one, s] = memoryBound("1", "single");
    const auto [two, unused] = memoryBound("2", "single");
    const DeviceRates rates = deviceRates(*s.gpu, s.shape.precision);
    const double expected = memorySeconds(rates, 12.0 * double(s.parameters));
    QVERIFY2(qAbs(two - 2 * one - expected) < 1e-9 * two,
             qPrintable(QString("%1 vs %2").arg(two - 2 * one).arg(expected)));
}

// clip_grad_norm_ reads every gradient for the norm, then reads and writes it to scale it: 12
// bytes per fp32 gradient on one GPU, a quarter of that on each of four FSDP ranks. Trainer clips
// by default (max_grad_norm 1.0), torchtune recipes only when configured.
void TestFrameworkSemantics::clippingReadsEveryGradientTwice() {
    auto optimizerSeconds = [](const char* clipping, const char* framework,
                               const char* parallelism = "single", const char* gpus = "1") {
        const Scenario s = scenario("llama-3.2-1b", {{"training.method", "full"},
                                                     {"training.precision", "bf16-mixed"},
                                                     {"training.framework", framework},
                                                     {"training.gradient_clipping", clipping},
                                                     {"hardware.parallelism", parallelism},
                                                     {"hardware.gpus_per_node", gpus}});
        return std::pair{estimateCompute(s).optimizer_time_s, s};
    };
    const auto [on, s] = optimizerSeconds("on", "hf-transformers");
    const auto [off, unused] = optimizerSeconds("off", "hf-transformers");
    const DeviceRates rates = deviceRates(*s.gpu, s.shape.precision);
    const double expected = memorySeconds(rates, 12.0 * double(s.parameters));
    QVERIFY2(qAbs(on - off - expected) < 1e-9 * on,
             qPrintable(QString("%1 vs %2").arg(on - off).arg(expected)));
    QCOMPARE(optimizerSeconds("auto", "hf-transformers").first, on);
    QCOMPARE(optimizerSeconds("auto", "torchtune").first,
             optimizerSeconds("off", "torchtune").first);
    const double sharded = optimizerSeconds("on", "hf-transformers", "fsdp-full", "4").first -
                           optimizerSeconds("off", "hf-transformers", "fsdp-full", "4").first;
    QVERIFY2(qAbs(sharded - expected / 4) < 1e-9 * expected,
             qPrintable(QString("%1 vs %2").arg(sharded).arg(expected / 4)));
}

// Eager RMSNorm saves its fp32 upcast (4h) and, when its weight trains, the normalised 16-bit
// x̂ (2h); a fused norm (torchtitan's TritonFusedRMSNorm, LigerRMSNormFunction) saves the 16-bit
// input. Liger's SwiGLU keeps gate and up and recomputes silu, one MLP-wide tensor fewer. Per
// token and layer of Llama 3.1 8B, two norms.
void TestFrameworkSemantics::fusedLayerKernelsKeepFewerCopies() {
    auto perLayer = [](const char* method, const char* kernels, const char* norm = "rmsnorm") {
        return activationBytesPerTokenPerLayer(
            scenario("llama-3.1-8b", {{"training.method", method},
                                      {"training.precision", "bf16"},
                                      {"training.framework", "torchtune"},
                                      {"training.lora.dropout", "0"},
                                      {"training.kernels", kernels},
                                      {"model.architecture.norm", norm}}));
    };
    const double h = 4096, i = 14336;
    QCOMPARE(perLayer("full", "framework") - perLayer("full", "fused-norm"), 2 * (4 + 2 - 2) * h);
    QCOMPARE(perLayer("lora", "framework") - perLayer("lora", "fused-norm"), 2 * (4 - 2) * h);
    QCOMPARE(perLayer("full", "fused-norm") - perLayer("full", "liger"), 2 * i);
    // Eager LayerNorm is one ATen kernel that saves its 16-bit input, mean and rstd
    // (derivatives.yaml, native_layer_norm): no fp32 copy, and no x̂ for the weight gradient.
    QCOMPARE(perLayer("full", "framework") - perLayer("full", "framework", "layernorm"),
             2 * (4 + 2 - 2) * h);
    QCOMPARE(perLayer("lora", "framework") - perLayer("lora", "framework", "layernorm"),
             2 * (4 - 2) * h);
}

void TestFrameworkSemantics::lossPathsByFramework() {
    auto logits = [](const std::string& loss, std::vector<FieldOverride> more = {}) {
        std::vector<FieldOverride> sets = {{"training.precision", "bf16"},
                                           {"training.sequence_length", "2048"},
                                           {"training.micro_batch", "2"},
                                           {"training.loss", loss}};
        sets.insert(sets.end(), more.begin(), more.end());
        return double(estimateMemory(scenario("llama-3.1-8b", sets)).breakdown.logits);
    };
    const double tokens = 4096, vocab = 128256, hidden = 4096;
    // Liger: grad_input (2 B × H per token) and one chunk of next_power_of_2(4096 / ⌈V/H⌉) = 128
    // rows of 16-bit logits; the LoRA head does not train.
    QCOMPARE(logits("fused"), 2 * hidden * tokens + 2 * 128 * vocab);
    QCOMPARE(logits("fused", {{"training.loss_chunk_tokens", "1024"}}),
             2 * hidden * tokens + 2 * 1024 * vocab);
    // Cut Cross-Entropy: an fp32 log-sum-exp per token and the hidden-state gradient.
    QCOMPARE(logits("cut-cross-entropy"), (4 + 2 * hidden) * tokens);
    // flash-attn's fused softmax cross-entropy keeps the 16-bit logits and writes their 16-bit
    // gradient into a new tensor, in every framework.
    QCOMPARE(logits("fused-softmax"), 2 * 2 * vocab * tokens);
    QCOMPARE(logits("fused-softmax", {{"training.framework", "torchtitan"}}),
             2 * 2 * vocab * tokens);
    // Compiled torchtune chunked CE keeps the 16-bit logits and one chunk's upcast.
    QCOMPARE(logits("chunked", {{"training.compile", "true"}, {"training.framework", "torchtune"}}),
             2 * vocab * (1 + 1.0 / 8) * tokens);
    // torchtitan compiles its loss with the model and upcasts inside it: the 16-bit logits and
    // their 16-bit gradient, where the eager loss holds three fp32 tensors of the logits' size.
    const std::vector<FieldOverride> torchtitan = {{"training.framework", "torchtitan"}};
    QCOMPARE(logits("standard", torchtitan), 3 * 4 * vocab * tokens);
    QCOMPARE(
        logits("standard", {{"training.framework", "torchtitan"}, {"training.compile", "true"}}),
        2 * 2 * vocab * tokens);
    // Before April 2025 torchtitan compiled the blocks only: the eager loss's three fp32 tensors.
    QCOMPARE(logits("standard", {{"training.framework", "torchtitan"},
                                 {"training.compile", "true"},
                                 {"training.compile_loss", "false"}}),
             3 * 4 * vocab * tokens);
    // Under tensor parallelism torchtitan's loss_parallel decomposes the cross-entropy on the
    // vocabulary shards: its backward holds four fp32 tensors of the shard's size; Megatron's
    // fused vocabulary-parallel cross-entropy holds the fp32 logits alone.
    auto perToken = [](std::vector<FieldOverride> sets) {
        sets.push_back({"training.precision", "bf16"});
        return activationTerms(scenario("llama-3.1-8b", sets)).logits_per_token;
    };
    const std::vector<FieldOverride> tp8 = {{"hardware.tensor_parallel", "8"},
                                            {"hardware.gpus_per_node", "8"}};
    std::vector<FieldOverride> titanTp8 = tp8;
    titanTp8.push_back({"training.framework", "torchtitan"});
    QCOMPARE(perToken(titanTp8), 4 * 4 * vocab);
    QCOMPARE(perToken({{"training.framework", "torchtitan"}}), 3 * 4 * vocab);
    std::vector<FieldOverride> megatronTp8 = tp8;
    megatronTp8.push_back({"training.framework", "megatron"});
    QCOMPARE(perToken(megatronTp8), 4 * vocab);
    // torchtune's model returns fp32 logits (TransformerDecoder: self.output(h).float()), so
    // compiling its loss does not remove the upcast.
    QCOMPARE(
        logits("standard", {{"training.framework", "torchtune"}, {"training.compile", "true"}}),
        3 * 4 * vocab * tokens);
}

void TestFrameworkSemantics::headEmbeddingAndDoraAdapters() {
    const std::vector<FieldOverride> lora = {{"training.lora.rank", "16"},
                                             {"training.lora.targets", "all-linear"},
                                             {"training.precision", "bf16"},
                                             {"training.sequence_length", "2048"}};
    auto with = [&](const std::string& key) {
        std::vector<FieldOverride> sets = lora;
        if (!key.empty())
            sets.push_back({key, "true"});
        return scenario("llama-3.1-8b", sets);
    };
    const Scenario plain = with("");
    const double hidden = 4096, vocab = 128256, rank = 16;
    QCOMPARE(double(trainableParameters(with("training.lora.head")) - trainableParameters(plain)),
             rank * (hidden + vocab));
    QCOMPARE(
        double(trainableParameters(with("training.lora.embedding")) - trainableParameters(plain)),
        rank * (vocab + hidden));
    // DoRA adds a magnitude of d_out per adapted matrix: q, k, v, o, gate, up, down.
    QCOMPARE(double(trainableParameters(with("training.lora.dora")) - trainableParameters(plain)),
             32.0 * (4096 + 1024 + 1024 + 4096 + 14336 + 14336 + 4096));
    // An adapted head adds lora_B's vocabulary-wide output per token beside the logits.
    QCOMPARE(activationTerms(with("training.lora.head")).logits_per_token -
                 activationTerms(plain).logits_per_token,
             2 * vocab);
    QVERIFY(activationTerms(with("training.lora.dora")).block_fixed > 0);
}

void TestFrameworkSemantics::litgptUntiesAndQuantizesTheHead() {
    // Llama 3.2 1B ties its head to the embedding; litgpt's conversion copies it into a head of
    // its own, and Lightning's BitsandbytesPrecision quantizes that head with the blocks.
    auto qlora = [](const std::string& framework) {
        return scenario("llama-3.2-1b", {{"training.method", "qlora"},
                                         {"training.qlora.double_quant", "false"},
                                         {"training.precision", "bf16"},
                                         {"training.framework", framework},
                                         {"training.sequence_length", "512"},
                                         {"training.micro_batch", "2"}});
    };
    const Scenario lit = qlora("litgpt"), hf = qlora("hf-transformers");
    const double vocab = 128256, hidden = 2048;
    QVERIFY(hf.arch.tied_embeddings);
    QVERIFY(!lit.arch.tied_embeddings);
    QCOMPARE(double(lit.counts.lm_head), vocab * hidden);
    QCOMPARE(double(lit.parameters - hf.parameters), vocab * hidden);
    // The copied head is stored as NF4 without double quantization (4.5 bits a weight).
    const MemoryEstimate litMemory = estimateMemory(lit), hfMemory = estimateMemory(hf);
    QCOMPARE(double(litMemory.breakdown.weights - hfMemory.breakdown.weights),
             std::floor(vocab * hidden * 4.5 / 8));
    // Its backward holds the fp16 dequantization and its bf16 cast (4 bytes a weight) beside the
    // logits and their gradient, which sets the start of backward at this vocabulary.
    const double logits = double(litMemory.breakdown.logits);
    QVERIFY(litMemory.peak_phase == StepPhase::Backward);
    QVERIFY(std::abs(double(litMemory.breakdown.buffers) - (4 * vocab * hidden - logits / 2)) <
            1e6);
}

void TestFrameworkSemantics::bitsandbytesKeptInputsBefore0432() {
    auto run = [](const char* method, const char* keeps) {
        return scenario("llama-3.1-8b", {{"training.method", method},
                                         {"training.precision", "bf16"},
                                         {"training.activation_checkpointing", "none"},
                                         {"training.lora.targets", "[q, v]"},
                                         {"training.qlora.keeps_inputs", keeps}});
    };
    // Current bitsandbytes saves only the packed weight: a 4-bit base keeps what a 16-bit one does.
    QCOMPARE(saved(run("qlora", "false")), saved(run("lora", "false")));
    // Before 0.43.2 every 4-bit linear kept its input: the attention's and the MLP's normed
    // inputs and the SwiGLU product (down), 16-bit each, under the eager profile's 1.10 slack; o's
    // input is the attention output its kernel saves anyway, and the q, v adapters' dropped
    // copies are their own.
    const double hidden = 4096, intermediate = 14336;
    QCOMPARE(saved(run("qlora", "true")) - saved(run("qlora", "false")),
             1.10 * 32 * 2 * (2 * hidden + intermediate));
    // torchtune's torchao NF4 never kept it: the card is refused with the field named.
    QVERIFY(diagnosticsOf({{"training.method", "qlora"},
                           {"training.framework", "torchtune"},
                           {"training.qlora.keeps_inputs", "true"}})
                .find("training.qlora.keeps_inputs") != std::string::npos);
    QVERIFY(diagnosticsOf({{"training.method", "qlora"}, {"training.qlora.keeps_inputs", "true"}})
                .empty());
}

void TestFrameworkSemantics::meanTokensDriveThroughputNotMemory() {
    auto plan = [](const std::string& mean) {
        return evaluate(scenario("llama-3.2-1b", {{"training.packed", "false"},
                                                  {"training.sequence_length", "2048"},
                                                  {"training.micro_batch", "4"},
                                                  {"data.mean_tokens", mean}}));
    };
    const Plan half = plan("1024"), quarter = plan("512");
    QCOMPARE(quarter.compute.tokens_per_step, 512.0 * 4);
    QCOMPARE(half.compute.tokens_per_step, 1024.0 * 4);
    QCOMPARE(quarter.memory.peak_allocated_bytes, half.memory.peak_allocated_bytes);
    QVERIFY(quarter.compute.step_time_s < half.compute.step_time_s);
}

void TestFrameworkSemantics::paddingSetsTheTokensTheKernelsRun() {
    // Half the documents hold 1000 bytes and half 3000: the longest of two draws is 3000 unless
    // both are short (a quarter of the time), so a micro-batch of 2 is padded to 2500 on average,
    // one of 3 to 1000/8 + 3000 * 7/8 = 2750; the mean is 2000 whatever the batch.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = dir.filePath("lengths.jsonl").toStdString();
    {
        std::ofstream out(path);
        for (int i = 0; i < 50; ++i)
            out << R"({"text": ")" << std::string(1000, 'a') << "\"}\n"
                << R"({"text": ")" << std::string(3000, 'b') << "\"}\n";
    }
    auto padded = [&](const std::string& padding, const std::string& microBatch) {
        return scenario("llama-3.2-1b", {{"training.packed", "false"},
                                         {"training.sequence_length", "4096"},
                                         {"training.padding", padding},
                                         {"training.micro_batch", microBatch},
                                         {"data.path", path}});
    };
    const Scenario longest = padded("longest", "2");
    QCOMPARE(longest.shape.mean_tokens, 2000.0);
    QVERIFY(longest.shape.expected_longest);
    QCOMPARE(longest.shape.expected_longest->of(1), 2000.0);
    QCOMPARE(longest.shape.expected_longest->of(2), 2500.0);
    QCOMPARE(longest.shape.expected_longest->of(3), 2750.0);
    QCOMPARE(longest.shape.expected_longest->of(100000), 3000.0);
    QCOMPARE(paddedSequenceTokens(longest.shape), 2500.0);
    QCOMPARE(paddedSequenceTokens(padded("grouped", "2").shape), 2000.0);
    QCOMPARE(paddedSequenceTokens(padded("max-length", "2").shape), 4096.0);
    // The same real tokens count; the kernels run over the padding too, and the memory peak is
    // the longest sequence's whatever the padding.
    const Plan byLongest = evaluate(longest);
    const Plan grouped = evaluate(padded("grouped", "2"));
    const Plan maxLength = evaluate(padded("max-length", "2"));
    QCOMPARE(byLongest.compute.tokens_per_step, 4000.0);
    QCOMPARE(byLongest.compute.padded_sequence_tokens, 2500.0);
    QCOMPARE(maxLength.compute.padded_sequence_tokens, 4096.0);
    QCOMPARE(maxLength.compute.tokens_per_step, 4000.0);
    QCOMPARE(byLongest.compute.flops_per_step, grouped.compute.flops_per_step);
    QVERIFY(grouped.compute.step_time_s < byLongest.compute.step_time_s);
    QVERIFY(byLongest.compute.step_time_s < maxLength.compute.step_time_s);
    QCOMPARE(byLongest.memory.peak_allocated_bytes, maxLength.memory.peak_allocated_bytes);
    // A card that gives the mean itself is taken at it (its lengths are not the file's).
    const Scenario given = scenario("llama-3.2-1b", {{"training.packed", "false"},
                                                     {"training.sequence_length", "4096"},
                                                     {"training.micro_batch", "2"},
                                                     {"data.mean_tokens", "2000"},
                                                     {"data.path", path}});
    QVERIFY(!given.shape.expected_longest);
    QCOMPARE(paddedSequenceTokens(given.shape), 2000.0);
    // Packed, with each document attending within itself: a token attends over Σ d² / Σ d =
    // (1000² + 3000²) / 4000 = 2500 tokens on average, above the mean of 2000; a stated mean
    // carries no spread.
    auto documents = [&](std::vector<FieldOverride> more) {
        std::vector<FieldOverride> sets = {{"training.sequence_length", "4096"},
                                           {"training.attention", "flash"},
                                           {"training.packed_attention", "document"}};
        sets.insert(sets.end(), more.begin(), more.end());
        return scenario("llama-3.2-1b", sets);
    };
    QCOMPARE(documents({{"data.path", path}}).shape.document_tokens, 2500.0);
    QCOMPARE(documents({{"data.path", path}, {"data.mean_tokens", "2000"}}).shape.document_tokens,
             2000.0);
}

// NeMo's LoRA recipe (MLPerf llama2_70b_lora): a base held in FP8, one adapter on the fused
// linear_qkv, Megatron's fused SwiGLU saving only its input, optionally in FP8.
// Packed rows whose documents attend only to themselves: where the framework skips the other
// documents (FlashAttention's varlen kernel), attention costs what rows of the mean document cost;
// where it passes SDPA a dense mask, the whole square, with the mask's additive bias saved per
// layer. Memory does not otherwise change: the row still holds sequence_length tokens.
void TestFrameworkSemantics::packedDocumentsAttendWithinThemselves() {
    auto document = [](const char* attention, const char* framework = "hf-transformers") {
        return scenario("llama-3.2-1b", {{"training.sequence_length", "8192"},
                                         {"training.attention", attention},
                                         {"training.framework", framework},
                                         {"training.packed_attention", "document"},
                                         {"data.mean_tokens", "1024"}});
    };
    const Plan row = evaluate(scenario("llama-3.2-1b", {{"training.sequence_length", "8192"}}));
    const Scenario varlen = document("flash");
    QCOMPARE(varlen.shape.document_tokens, 1024.0);
    QVERIFY(varlen.shape.document_masking == DocumentMasking::Skipped);
    // An eighth of the FLOPs, at the rate the kernel reaches on 1,024-token sequences.
    const GpuSpec& gpu = *varlen.gpu;
    const double rateRatio = attentionEfficiency(gpu.flash_attention_efficiency, 64, 8192) /
                             attentionEfficiency(gpu.flash_attention_efficiency, 64, 1024);
    const Plan skipped = evaluate(varlen);
    QVERIFY2(std::abs(skipped.compute.breakdown.attention_s / row.compute.breakdown.attention_s -
                      rateRatio / 8) < 1e-9,
             std::to_string(skipped.compute.breakdown.attention_s).c_str());
    QCOMPARE(skipped.memory.peak_allocated_bytes, row.memory.peak_allocated_bytes);
    QCOMPARE(skipped.compute.tokens_per_step, row.compute.tokens_per_step);
    // Megatron's packed THD rows and torchtune's block mask skip too; litgpt keeps the row.
    QVERIFY(document("flash", "megatron").shape.document_masking == DocumentMasking::Skipped);
    QVERIFY(document("sdpa", "torchtune").shape.document_masking == DocumentMasking::Skipped);
    // transformers' sdpa gets a dense block mask: twice the causal row's FLOPs, and each of the 16
    // layers keeps an 8192² bias in bf16 (× the eager slack, no checkpointing by default).
    const Scenario dense = document("sdpa");
    QVERIFY(dense.shape.document_masking == DocumentMasking::DenseMask);
    const Plan masked = evaluate(dense);
    QVERIFY2(std::abs(masked.compute.breakdown.attention_s / row.compute.breakdown.attention_s -
                      2) < 1e-9,
             std::to_string(masked.compute.breakdown.attention_s).c_str());
    // The model FLOPs count the documents' spans either way; the hardware runs the dense square,
    // twice the causal row's attention: 2·L·q·s a token forward (16 layers, q = 2048) and 2.5
    // times that backward, more.
    QCOMPARE(masked.compute.flops_per_step, skipped.compute.flops_per_step);
    QVERIFY(skipped.compute.flops_per_step < row.compute.flops_per_step);
    const double causalAttention = 2.0 * 16 * 2048 * 8192 * 3.5 * row.compute.tokens_per_step;
    QVERIFY(std::abs(masked.compute.hardware_flops_per_step - row.compute.hardware_flops_per_step -
                     causalAttention) < 1e-9 * causalAttention);
    QVERIFY(skipped.compute.hardware_flops_per_step < row.compute.hardware_flops_per_step);
    const double bias = 16 * 8192.0 * 8192.0 * 2 * 1.10;
    QVERIFY2(std::abs(masked.memory.peak_allocated_bytes - row.memory.peak_allocated_bytes - bias) <
                 0.01 * bias,
             std::to_string(masked.memory.peak_allocated_bytes - row.memory.peak_allocated_bytes)
                 .c_str());
    // The length comes from the card or the data file; without either the card is refused.
    QVERIFY(diagnosticsOf({{"training.packed_attention", "document"}})
                .find("training.packed_attention: packed rows that attend per document need the "
                      "mean document length") != std::string::npos);
    QVERIFY(diagnosticsOf({{"training.packed_attention", "document"},
                           {"training.framework", "litgpt"},
                           {"data.mean_tokens", "512"}})
                .find("training.packed_attention: document is not offered by litgpt") !=
            std::string::npos);
    QVERIFY(diagnosticsOf({{"training.packed_attention", "document"},
                           {"training.framework", "llm-foundry"},
                           {"training.attention", "flash-triton"},
                           {"data.mean_tokens", "512"}})
                .find("llm-foundry cannot combine it with attention: flash-triton") !=
            std::string::npos);
    QVERIFY(diagnosticsOf({{"training.packed_attention", "document"},
                           {"training.sequence_length", "2048"},
                           {"data.mean_tokens", "4096"}})
                .find("data.mean_tokens: must be at most 2048") != std::string::npos);
}

void TestFrameworkSemantics::fp8BaseAndMegatronLoraSaves() {
    auto megatronLora = [](const std::string& gpu, std::vector<FieldOverride> more) {
        std::vector<FieldOverride> sets = {{"hardware.gpu", gpu},
                                           {"training.method", "lora"},
                                           {"training.precision", "fp8-mixed"},
                                           {"training.framework", "megatron"},
                                           {"training.lora.targets", "[q, k, v, o]"},
                                           {"training.lora.dropout", "0.1"}};
        sets.insert(sets.end(), more.begin(), more.end());
        return scenario("llama-3.1-8b", sets);
    };
    const Scenario hopper = megatronLora("h100-sxm-80gb", {});
    const double linear = double(hopper.counts.linearWeights(hopper.arch.layers));
    auto breakdown = [](const Scenario& s) { return estimateMemory(s).breakdown; };
    const std::vector<FieldOverride> fp8Base = {{"training.weights_dtype", "fp8"}};
    // The linear weights drop from 16 bit to one byte; the embedding, head and norms keep 16 bit.
    QCOMPARE(double(breakdown(hopper).weights -
                    breakdown(megatronLora("h100-sxm-80gb", fp8Base)).weights),
             linear);
    // Hopper caches the FP8 copy and its transpose of a 16-bit base; an FP8 base needs only the
    // transpose of the block in backward; Blackwell runs non-TN FP8 GEMMs and needs no transpose.
    const auto buffers = [&](const std::string& gpu, std::vector<FieldOverride> more) {
        return double(breakdown(megatronLora(gpu, more)).buffers);
    };
    const double block = double(hopper.counts.linear_weights_per_layer);
    QCOMPARE(buffers("h100-sxm-80gb", {}) - buffers("h100-sxm-80gb", fp8Base), 2 * linear - block);
    QCOMPARE(buffers("b200-180gb", {}) - buffers("b200-180gb", fp8Base), linear);
    QCOMPARE(buffers("h100-sxm-80gb", fp8Base) - buffers("b200-180gb", fp8Base), block);

    // Megatron's SwiGLU keeps its 2·i input, one byte per element with the FP8 store; the store
    // applies to the SwiGLU kernels under an FP8 recipe only.
    const double intermediate = hopper.arch.intermediate_size, layers = hopper.arch.layers;
    const std::vector<FieldOverride> store = {{"training.fp8_activation_store", "true"}};
    QCOMPARE(saved(hopper) - saved(megatronLora("h100-sxm-80gb", store)),
             layers * 2 * intermediate);
    auto megatronSaved = [](const std::string& preset, std::vector<FieldOverride> more) {
        std::vector<FieldOverride> sets = {{"training.framework", "megatron"},
                                           {"training.precision", "bf16-mixed"}};
        sets.insert(sets.end(), more.begin(), more.end());
        return saved(scenario(preset, sets));
    };
    QCOMPARE(megatronSaved("llama-3.1-8b", store), megatronSaved("llama-3.1-8b", {}));
    const std::vector<FieldOverride> fp8 = {{"training.precision", "fp8-mixed"}};
    std::vector<FieldOverride> fp8Store = fp8;
    fp8Store.insert(fp8Store.end(), store.begin(), store.end());
    QCOMPARE(megatronSaved("phi-1.5", fp8Store), megatronSaved("phi-1.5", fp8)); // GELU

    // One adapter, one dropped copy, on the fused linear_qkv whether q alone or q, k and v train,
    // and on linear_fc1 whether gate, up or both; PEFT adapts each projection with its own copy,
    // mask and lora_A output (bf16 copies under bf16-mixed autocast, × the eager slack 1.10).
    QCOMPARE(saved(hopper),
             saved(megatronLora("h100-sxm-80gb", {{"training.lora.targets", "[q, o]"}})));
    QCOMPARE(saved(megatronLora("h100-sxm-80gb", {{"training.lora.targets", "[q, gate, up]"}})),
             saved(megatronLora("h100-sxm-80gb", {{"training.lora.targets", "[q, up]"}})));
    auto peft = [](const std::string& targets) {
        return scenario("llama-3.1-8b", {{"training.method", "lora"},
                                         {"training.lora.targets", targets},
                                         {"training.lora.dropout", "0.1"}});
    };
    const Scenario qkvo = peft("[q, k, v, o]");
    const double hidden = qkvo.arch.hidden_size, rank = qkvo.shape.lora_rank;
    QVERIFY(qFuzzyCompare(saved(qkvo) - saved(peft("[q, o]")),
                          layers * 2 * ((2 + 1) * hidden + 2 * rank) * 1.10));

    // The fused adapters' parameters: r·(h + q + 2·kv) for linear_qkv and r·(h + 2·i) for
    // linear_fc1 per layer (NeMo LoraKQVAdapter, LoraHto4HAdapter), where PEFT has one r·(h + out)
    // per projection.
    const double q = hopper.arch.queryWidth(), kv = hopper.arch.kvWidth();
    const double r = hopper.shape.lora_rank;
    const auto trainable = [&](const std::string& targets) {
        return double(trainableParameters(
            megatronLora("h100-sxm-80gb", {{"training.lora.targets", targets}})));
    };
    QCOMPARE(trainable("[q]"), layers * r * (hidden + q + 2 * kv));
    QCOMPARE(trainable("[q, k, v]"), trainable("[v]"));
    QCOMPARE(trainable("[gate, up]"), layers * r * (hidden + 2 * intermediate));
    QCOMPARE(double(trainableParameters(peft("[q, k, v]"))),
             layers * r * (3 * hidden + q + 2 * kv));
    // ... and in the step time: q alone or q, k and v run one adapter under Megatron; PEFT's
    // three adapters cost more than one.
    const auto step = [](const Scenario& s) { return estimateCompute(s).step_time_s; };
    QCOMPARE(step(megatronLora("h100-sxm-80gb", {{"training.lora.targets", "[q]"}})),
             step(megatronLora("h100-sxm-80gb", {{"training.lora.targets", "[q, k, v]"}})));
    QVERIFY(step(peft("[q, k, v]")) > step(peft("[q]")));

    // MXFP8 scales along one direction and cannot derive its columnwise copy from the rowwise
    // one: an FP8-held base keeps the columnwise copy of every weight, a 16-bit base both.
    const std::vector<FieldOverride> mx = {{"training.precision", "mxfp8"}};
    std::vector<FieldOverride> mxFp8Base = mx;
    mxFp8Base.insert(mxFp8Base.end(), fp8Base.begin(), fp8Base.end());
    QVERIFY(buffers("b200-180gb", mxFp8Base) > linear);
    QCOMPARE(buffers("b200-180gb", mx), 2 * buffers("b200-180gb", mxFp8Base));
}

// Megatron's distributed optimizer: 6 + 12/d bytes per parameter with fp32 gradients; with
// gradients in the 16-bit parameter dtype 4 + 12/d, and its fp32 shard copy (4/d) during the
// step (docs/source/api-guide/dist_optimizer.md counts 4 + 16/d); the data-parallel
// reduce-scatter moves half the bytes. One token per step, so the step phase is the peak.
void TestFrameworkSemantics::megatronGradientsInTheParameterDtype() {
    const Scenario fp32 = megatronOneToken("full", "true"),
                   bf16 = megatronOneToken("full", "false");
    const double parameters = double(fp32.parameters);
    const MemoryEstimate x = estimateMemory(fp32), y = estimateMemory(bf16);
    // Megatron's FusedAdam adds no transient: with fp32 gradients the step holds what the end of
    // backward holds; with 16-bit ones the step's fp32 shard copy makes it the peak.
    QVERIFY(x.peak_phase == StepPhase::Backward || x.peak_phase == StepPhase::Optimizer);
    QCOMPARE(int(y.peak_phase), int(StepPhase::Optimizer));
    const MemoryBreakdown a = x.breakdown, b = y.breakdown;
    QCOMPARE(double(a.weights), 2 * parameters);
    QCOMPARE(double(a.gradients), 4 * parameters);
    QCOMPARE(double(b.gradients), 2 * parameters);
    QCOMPARE(double(a.optimizer), 12 * parameters / 8);
    QCOMPARE(double(b.optimizer), 12 * parameters / 8);
    // x's peak may be the end of backward, whose one-token buffers are 56 KiB.
    QVERIFY(qAbs(double(b.buffers - a.buffers) - 4 * parameters / 8) < 1 << 16);
    const double reduceFp32 = estimateCompute(fp32).breakdown.total_communication_s;
    const double reduceBf16 = estimateCompute(bf16).breakdown.total_communication_s;
    QVERIFY2(reduceBf16 < 0.8 * reduceFp32,
             qPrintable(QString("%1 s vs %2 s").arg(reduceBf16).arg(reduceFp32)));
}

// Megatron's optimizer treats a LoRA adapter as any trainable 16-bit parameter: an fp32 main copy
// and two fp32 moments, partitioned by the distributed optimizer (12/d), gradients in the buffer's
// dtype (4, or 2 without grad_reduce_in_fp32, whose shard the step copies to fp32: 4/d).
void TestFrameworkSemantics::megatronAdaptersKeepAnFp32MainCopy() {
    const Scenario fp32 = megatronOneToken("lora", "true"),
                   bf16 = megatronOneToken("lora", "false");
    const double trainable = double(trainableParameters(fp32));
    const MemoryEstimate x = estimateMemory(fp32), y = estimateMemory(bf16);
    QVERIFY(x.peak_phase == StepPhase::Backward || x.peak_phase == StepPhase::Optimizer);
    QCOMPARE(int(y.peak_phase), int(StepPhase::Optimizer));
    // adapters = weights + partitioned state + gradients at the step
    QVERIFY(qFuzzyCompare(double(x.breakdown.adapters), trainable * (2 + 12.0 / 8 + 4)));
    QVERIFY(qFuzzyCompare(double(y.breakdown.adapters), trainable * (2 + 12.0 / 8 + 2)));
    QVERIFY(qAbs(double(y.breakdown.buffers - x.breakdown.buffers) - trainable * 4 / 8) < 1 << 16);
    // A torchtitan (FSDP-style) bf16 adapter keeps no main copy: 2 B weights, grads and moments.
    const Scenario titan = scenario("llama-3.1-8b", {{"training.method", "lora"},
                                                     {"training.framework", "torchtitan"},
                                                     {"training.precision", "bf16-mixed"}});
    QCOMPARE(adapterPrecision(titan).master, 0.0);
    QCOMPARE(adapterPrecision(titan).state_element, adapterPrecision(titan).weights);
}

// NeMo 1.x's Apex DistributedFusedAdam keeps its stored parameter copy and both moments in its
// `dtype` and steps on the 16-bit gradient shard as it is: bf16 halves the 12/d bytes of master
// and moments, drops the fp32 shard copy (4/d), halves the step's state traffic, and the
// checkpoint holds 2 + 4 bytes a parameter instead of 4 + 8. Only Megatron offers it.
void TestFrameworkSemantics::megatronOptimizerStateInItsDtype() {
    auto megatron = [](const char* dtype) {
        return scenario("llama-3.1-8b", {{"training.method", "full"},
                                         {"training.framework", "megatron"},
                                         {"training.precision", "bf16-mixed"},
                                         {"training.grad_reduce_in_fp32", "false"},
                                         {"training.optimizer_state_dtype", dtype},
                                         {"training.gradient_clipping", "off"},
                                         {"training.sequence_length", "1"},
                                         {"hardware.parallelism", "zero1"},
                                         {"hardware.gpus_per_node", "8"}});
    };
    const Scenario fp32 = megatron("auto"), bf16 = megatron("bf16");
    const PrecisionPlan p = precisionPlan(bf16);
    QCOMPARE(p.master, 2.0);
    QCOMPARE(p.state_element, 2.0);
    QCOMPARE(p.gradient_shard_copy, 0.0);
    QCOMPARE(precisionPlan(fp32).gradient_shard_copy, 4.0);
    const double parameters = double(fp32.parameters);
    const MemoryEstimate x = estimateMemory(fp32), y = estimateMemory(bf16);
    QVERIFY(qFuzzyCompare(double(x.breakdown.optimizer), parameters * 12 / 8));
    QVERIFY(qFuzzyCompare(double(y.breakdown.optimizer), parameters * 6 / 8));
    QVERIFY(qAbs(double(x.breakdown.buffers - y.breakdown.buffers) - parameters * 4 / 8) < 1 << 16);
    QVERIFY(qFuzzyCompare(checkpointBytes(fp32), parameters * (4 + 8)));
    QVERIFY(qFuzzyCompare(checkpointBytes(bf16), parameters * (2 + 4)));
    // The step reads and writes master and moments in bf16: 2·2 + 4 + 2·(2·2) bytes a parameter
    // against 2·4 + 4 + 2·(2·4), plus the 16-bit working copy's 2 (step_time.cpp; no clipping).
    QVERIFY(qFuzzyCompare(estimateCompute(bf16).optimizer_time_s /
                              estimateCompute(fp32).optimizer_time_s,
                          (4 + 4 + 8 + 2) / (8 + 4 + 16 + 2.0)));
    QVERIFY(diagnosticsOf(
                {{"training.framework", "torchtune"}, {"training.optimizer_state_dtype", "bf16"}})
                .find("training.optimizer_state_dtype: optimizer_state_dtype is not offered by "
                      "torchtune") != std::string::npos);
    QVERIFY(diagnosticsOf(
                {{"training.framework", "megatron"}, {"training.optimizer_state_dtype", "bf16"}})
                .empty());
}

// Megatron-Core's precision-aware optimizer hands master and moments to Transformer Engine's
// FusedAdam: a bf16 weight's fp32 master is kept as its 16-bit remainder, the moments in their
// own dtype, and the step reads the 16-bit gradient buffer as it is (no fp32 shard copy). Under
// an FP8 recipe other than delayed scaling Megatron keeps its fp32 master and the copy; an fp16
// weight has no remainder. Checkpoints hold fp32 either way.
void TestFrameworkSemantics::megatronPrecisionAwareOptimizer() {
    auto megatron = [](const char* precision, const char* aware, const char* moments) {
        return scenario("llama-3.1-8b", {{"training.method", "full"},
                                         {"training.framework", "megatron"},
                                         {"training.precision", precision},
                                         {"training.grad_reduce_in_fp32", "false"},
                                         {"training.precision_aware_optimizer", aware},
                                         {"training.optimizer_moments_dtype", moments},
                                         {"training.gradient_clipping", "off"},
                                         {"training.sequence_length", "1"},
                                         {"hardware.parallelism", "zero1"},
                                         {"hardware.gpus_per_node", "8"}});
    };
    const Scenario plain = megatron("bf16-mixed", "false", "auto");
    const Scenario fp32Moments = megatron("bf16-mixed", "true", "auto");
    const Scenario bf16Moments = megatron("bf16-mixed", "true", "bf16");
    const PrecisionPlan p = precisionPlan(bf16Moments);
    QCOMPARE(p.master, 2.0);
    QCOMPARE(p.state_element, 2.0);
    QCOMPARE(p.gradient_shard_copy, 0.0);
    QCOMPARE(precisionPlan(plain).gradient_shard_copy, 4.0);
    const PrecisionPlan current = precisionPlan(megatron("fp8-current", "true", "bf16"));
    QCOMPARE(current.master, 4.0);
    QCOMPARE(current.state_element, 2.0);
    QCOMPARE(current.gradient_shard_copy, 4.0);
    const PrecisionPlan delayed = precisionPlan(megatron("fp8-mixed", "true", "bf16"));
    QCOMPARE(delayed.master, 2.0);
    QCOMPARE(delayed.gradient_shard_copy, 0.0);
    const PrecisionPlan fp16 = precisionPlan(megatron("fp16-mixed", "true", "auto"));
    QCOMPARE(fp16.master, 4.0);
    QCOMPARE(fp16.gradient_shard_copy, 0.0);

    const double parameters = double(plain.parameters);
    QVERIFY(qFuzzyCompare(double(estimateMemory(plain).breakdown.optimizer), parameters * 12 / 8));
    QVERIFY(qFuzzyCompare(double(estimateMemory(fp32Moments).breakdown.optimizer),
                          parameters * 10 / 8));
    QVERIFY(
        qFuzzyCompare(double(estimateMemory(bf16Moments).breakdown.optimizer), parameters * 6 / 8));
    QVERIFY(qFuzzyCompare(checkpointBytes(bf16Moments), parameters * (4 + 8)));
    QVERIFY(qFuzzyCompare(checkpointBytes(bf16Moments), checkpointBytes(plain)));
    // The step reads and writes the bf16 parameter with its remainder, 2·(2 + 2), the fp32
    // gradient's 4 and bf16 moments, 2·(2·2), against 2·4 + 2 + 4 + 2·(2·4) (step_time.cpp).
    QVERIFY(qFuzzyCompare(estimateCompute(bf16Moments).optimizer_time_s /
                              estimateCompute(plain).optimizer_time_s,
                          (8 + 4 + 8) / (8 + 2 + 4 + 16.0)));

    QVERIFY(diagnosticsOf({{"training.framework", "torchtune"},
                           {"training.precision_aware_optimizer", "true"}})
                .find("training.precision_aware_optimizer: precision_aware_optimizer is not "
                      "offered by torchtune") != std::string::npos);
    QVERIFY(diagnosticsOf(
                {{"training.framework", "megatron"}, {"training.optimizer_moments_dtype", "bf16"}})
                .find("training.optimizer_moments_dtype: needs precision_aware_optimizer: true") !=
            std::string::npos);
    QVERIFY(diagnosticsOf({{"training.framework", "megatron"},
                           {"training.precision_aware_optimizer", "true"},
                           {"hardware.gpus_per_node", "8"},
                           {"hardware.parallelism", "ddp"}})
                .find("needs hardware.parallelism: zero1") != std::string::npos);
    QVERIFY(diagnosticsOf({{"training.framework", "megatron"},
                           {"training.precision_aware_optimizer", "true"},
                           {"training.optimizer", "sgd"}})
                .find("needs optimizer: adamw") != std::string::npos);
    QVERIFY(diagnosticsOf({{"training.framework", "megatron"},
                           {"training.precision_aware_optimizer", "true"},
                           {"training.optimizer_state_dtype", "bf16"}})
                .find("cannot combine it with optimizer_state_dtype") != std::string::npos);
    QVERIFY(diagnosticsOf({{"training.framework", "megatron"},
                           {"training.precision_aware_optimizer", "true"},
                           {"training.optimizer_moments_dtype", "bf16"},
                           {"hardware.gpus_per_node", "8"},
                           {"hardware.parallelism", "zero1"}})
                .empty());
}

// Unsloth's fused LoRA block saves, besides its input, two fp32 inverse RMS, the residual after
// attention, the normed inputs of LoRA_QKV and LoRA_MLP, FlashAttention's q, k, v, output and
// log-sum-exp, and the gate and up outputs; LoRA_MLP's backward adds two intermediate-wide
// tensors beside the incoming gradient and the recomputed output (unsloth/kernels/fast_lora.py,
// unsloth_zoo/gradient_checkpointing.py). Offloaded checkpointing keeps only the input of the
// block in backward on the GPU. Dropout turns the fused kernels off (PEFT's layers again).
void TestFrameworkSemantics::unslothFusedLoraBlock() {
    auto unsloth = [](const char* framework, const char* dropout) {
        return scenario("llama-3.1-8b", {{"training.method", "qlora"},
                                         {"training.lora.rank", "32"},
                                         {"training.lora.dropout", dropout},
                                         {"training.lora.targets", "[q, k, v, o, gate, up, down]"},
                                         {"training.framework", framework},
                                         {"training.activation_checkpointing", "full"},
                                         {"training.activation_offloading", "true"},
                                         {"training.loss", "cut-cross-entropy"},
                                         {"training.sequence_length", "8192"}});
    };
    const Scenario fused = unsloth("unsloth", "0");
    const double h = 4096, kv = 1024, f = 14336, heads = 32, layers = 32;
    const ActivationTerms terms = activationTerms(fused);
    QCOMPARE(terms.block_transient, 14 * h + 4 * kv + 8 * f + 8 + 4 * heads);
    QCOMPARE(terms.saved_per_token, 2 * h + 2 * h); // the block in backward, the final norm
    QCOMPARE(terms.offloaded_per_token, (layers - 1) * 2 * h);
    const ActivationTerms peft = activationTerms(unsloth("unsloth", "0.05"));
    QVERIFY(peft.block_transient > 1.3 * terms.block_transient);
    QVERIFY(activationTerms(unsloth("hf-transformers", "0")).block_transient >
            1.3 * terms.block_transient);

    auto diagnostics = [](std::vector<FieldOverride> sets) {
        sets.push_back({"training.framework", "unsloth"});
        return diagnosticsOf(sets);
    };
    QVERIFY(diagnostics({{"training.method", "qlora"}, {"training.attention", "flash"}}).empty());
    QVERIFY(diagnostics({{"training.method", "full"}, {"training.attention", "flash"}})
                .find("training.method: full is not offered by unsloth") != std::string::npos);
    QVERIFY(diagnostics({{"training.method", "lora"}, {"training.attention", "sdpa"}})
                .find("training.attention: sdpa is not offered by unsloth") != std::string::npos);
    QVERIFY(diagnostics({{"training.method", "lora"},
                         {"training.attention", "flash"},
                         {"training.loss", "fused"}})
                .find("training.loss: fused is not offered by unsloth") != std::string::npos);
    QVERIFY(diagnostics({{"training.method", "lora"},
                         {"training.attention", "flash"},
                         {"training.activation_offloading", "true"}})
                .find("training.activation_offloading: needs activation_checkpointing: full") !=
            std::string::npos);
    QVERIFY(diagnostics({{"training.method", "lora"},
                         {"training.attention", "flash"},
                         {"training.kernels", "liger"}})
                .find("training.kernels: liger is not offered by unsloth") != std::string::npos);
}

// KempnerForge and Trainer compile the whole model: on one GPU, without FSDP or DDP hooks to split
// the graph, its backward returns every gradient at once, and from the second micro-batch on they
// sit beside the accumulated ones: one more gradient set at the end of backward. torchtitan
// compiles each block; one micro-batch, or FSDP over two GPUs, adds nothing.
void TestFrameworkSemantics::wholeModelCompileReturnsGradientsTogether() {
    auto peak = [](const char* framework, const char* compile, const char* accumulation,
                   const char* gpus, const char* parallelism) {
        const Scenario s =
            scenario("llama-3.1-8b", {{"training.method", "full"},
                                      {"training.framework", framework},
                                      {"training.precision", "bf16"},
                                      {"training.optimizer_implementation", "fused"},
                                      {"training.activation_checkpointing", "full"},
                                      {"training.compile", compile},
                                      {"training.sequence_length", "512"},
                                      {"training.gradient_accumulation", accumulation},
                                      {"hardware.gpus_per_node", gpus},
                                      {"hardware.parallelism", parallelism}});
        return estimateMemory(s);
    };
    const Scenario eightB = scenario("llama-3.1-8b", {});
    const double gradients = double(eightB.parameters) * 2; // bf16
    const MemoryEstimate compiled = peak("kempnerforge", "true", "4", "1", "single");
    const MemoryEstimate eager = peak("kempnerforge", "false", "4", "1", "single");
    QCOMPARE(int(compiled.peak_phase), int(StepPhase::Backward));
    QVERIFY(
        qFuzzyCompare(double(compiled.breakdown.gradients - eager.breakdown.gradients), gradients));
    // The peak is that end of backward (compile's fused kernels keep a little less elsewhere).
    QVERIFY2(
        double(compiled.peak_allocated_bytes - eager.peak_allocated_bytes) > 0.95 * gradients,
        qPrintable(QString::number(compiled.peak_allocated_bytes - eager.peak_allocated_bytes)));
    QCOMPARE(peak("kempnerforge", "true", "1", "1", "single").breakdown.gradients,
             peak("kempnerforge", "false", "1", "1", "single").breakdown.gradients);
    QCOMPARE(peak("hf-transformers", "true", "4", "1", "single").breakdown.gradients -
                 peak("hf-transformers", "false", "4", "1", "single").breakdown.gradients,
             std::int64_t(gradients));
    QCOMPARE(peak("torchtitan", "true", "4", "1", "single").breakdown.gradients,
             peak("torchtitan", "false", "4", "1", "single").breakdown.gradients);
    QCOMPARE(peak("kempnerforge", "true", "4", "2", "fsdp-full").breakdown.gradients,
             peak("kempnerforge", "false", "4", "2", "fsdp-full").breakdown.gradients);
}

// Quantized copies of the block in compute belong to the one block a stage runs at a time: the
// FP8 base's per-tensor transpose on Hopper (one block) is split by tensor parallelism and not by
// pipeline parallelism.
void TestFrameworkSemantics::inFlightCopiesFollowTheBlockNotTheStage() {
    auto transpose = [](std::vector<FieldOverride> layout) {
        auto buffers = [&](const char* gpu) {
            std::vector<FieldOverride> sets = {{"hardware.gpu", gpu},
                                               {"training.method", "lora"},
                                               {"training.precision", "fp8-mixed"},
                                               {"training.framework", "megatron"},
                                               {"training.weights_dtype", "fp8"},
                                               {"hardware.parallelism", "zero1"},
                                               {"hardware.gpus_per_node", "8"}};
            sets.insert(sets.end(), layout.begin(), layout.end());
            return double(estimateMemory(scenario("llama-3.1-70b", sets)).breakdown.buffers);
        };
        return buffers("h100-sxm-80gb") - buffers("b200-180gb");
    };
    const Scenario s = scenario("llama-3.1-70b", {});
    const double block = double(s.counts.linear_weights_per_layer);
    QCOMPARE(transpose({}), block);
    QCOMPARE(transpose({{"hardware.tensor_parallel", "2"}, {"hardware.sequence_parallel", "true"}}),
             block / 2);
    QCOMPARE(transpose({{"hardware.pipeline_parallel", "2"}}), block);
}

// A root FSDP unit that holds the embedding and the head (KempnerForge's apply_fsdp2 wraps the
// blocks, then the whole model) reduces their gradients together at the end of backward: the
// head's 16-bit gradient waits through backward, and at the end both gradients and their fp32
// reduce-scatter input are alive at once (FSDPParamGroup.post_backward, foreach_reduce). One short
// sequence on 8 GPUs, so the end of backward is the peak.
void TestFrameworkSemantics::fsdpRootUnitReducesTheEndsLast() {
    const Scenario rootHoldsEnds =
        scenario("llama-3.1-8b", {{"training.method", "full"},
                                  {"training.framework", "kempnerforge"},
                                  {"training.precision", "bf16"},
                                  {"training.fsdp_reduce_dtype", "fp32"},
                                  {"training.sequence_length", "128"},
                                  {"training.micro_batch", "1"},
                                  {"training.gradient_accumulation", "1"},
                                  {"training.activation_checkpointing", "full"},
                                  {"hardware.gpus_per_node", "8"},
                                  {"hardware.parallelism", "fsdp-full"}});
    QVERIFY(rootHoldsEnds.assumptions.fsdp_root_holds_ends);
    Scenario ownUnits = rootHoldsEnds; // the ends wrapped as units of their own (torchtitan)
    ownUnits.assumptions.fsdp_root_holds_ends = false;
    const MemoryEstimate with = estimateMemory(rootHoldsEnds), without = estimateMemory(ownUnits);
    QCOMPARE(int(with.peak_phase), int(StepPhase::Backward));
    QCOMPARE(with.breakdown.gradients, without.breakdown.gradients); // the sharded gradients: end
    const ParameterCounts& n = rootHoldsEnds.counts;
    const double ends = double(n.embedding + n.lm_head + n.final_norm);
    QCOMPARE(double(with.breakdown.buffers - without.breakdown.buffers), ends * (2 + 4));
}

void TestFrameworkSemantics::accelerateShardsWithFsdp1OrFsdp2() {
    // transformers' Trainer on 8 GPUs, Llama 3.1 8B fully fine-tuned in bf16-mixed, accumulating
    // over 4 micro-batches. accelerate's FSDP1 (its default) keeps the embedding, final norm and
    // head in the root FlatParameter, gathered through the step; its FSDP2 gives the untied
    // embedding a unit of its own, resharded after its forward (fsdp2_prepare_model).
    auto fsdp = [](const char* version, const char* framework = "hf-transformers") {
        return scenario("llama-3.1-8b", {{"training.method", "full"},
                                         {"training.framework", framework},
                                         {"training.precision", "bf16-mixed"},
                                         {"training.fsdp_version", version},
                                         {"training.sequence_length", "4096"},
                                         {"training.gradient_accumulation", "4"},
                                         {"training.activation_checkpointing", "full"},
                                         {"hardware.gpus_per_node", "8"},
                                         {"hardware.parallelism", "fsdp-full"}});
    };
    const Scenario one = fsdp("1"), two = fsdp("2"), framework = fsdp("framework");
    QVERIFY(one.assumptions.fsdp_flat_parameters && framework.assumptions.fsdp_flat_parameters);
    QVERIFY(!two.assumptions.fsdp_flat_parameters);
    QVERIFY(two.assumptions.fsdp_copies_around_collectives &&
            !one.assumptions.fsdp_copies_around_collectives);
    QVERIFY(two.assumptions.fsdp_accumulates_unsharded); // accelerator.no_sync under FSDP2 too
    const MemoryEstimate m1 = estimateMemory(one), m2 = estimateMemory(two);
    QCOMPARE(int(m1.peak_phase), int(StepPhase::Backward));
    QCOMPARE(int(m2.peak_phase), int(StepPhase::Backward));
    // Both accumulate every unsharded gradient in bf16 (the reduce dtype is the param dtype).
    QCOMPARE(m1.breakdown.gradients, m2.breakdown.gradients);
    QCOMPARE(double(m1.breakdown.gradients), double(one.parameters) * 2);
    QCOMPARE(double(m1.breakdown.buffers - m2.breakdown.buffers),
             double(one.counts.embedding) * 2); // the embedding not gathered, in bf16
    // FSDP2 copies the gathered units and the unsharded gradients on the compute stream.
    QVERIFY(estimateCompute(two).breakdown.bucket_copies_s >
            estimateCompute(one).breakdown.bucket_copies_s);
    // A tied embedding is the head: FSDP2 keeps it gathered with the final norm.
    Scenario tiedOne = one, tiedTwo = two;
    tiedOne.arch.tied_embeddings = tiedTwo.arch.tied_embeddings = true;
    QCOMPARE(estimateMemory(tiedOne).breakdown.buffers, estimateMemory(tiedTwo).breakdown.buffers);
    // The FSDP2 frameworks are FSDP2 whatever the card says; FSDP1 in them is refused, as FSDP2
    // in litgpt and llm-foundry and either in Megatron; the message names the field, line and
    // column.
    QVERIFY(!fsdp("framework", "torchtitan").assumptions.fsdp_flat_parameters);
    QVERIFY(diagnosticsOf({{"training.framework", "torchtitan"}, {"training.fsdp_version", "2"}})
                .empty());
    QVERIFY(diagnosticsOf({{"training.framework", "litgpt"}, {"training.fsdp_version", "2"}})
                .find("training.fsdp_version: 2 is not offered by litgpt "
                      "(lightning/fabric/strategies/fsdp.py") != std::string::npos);
    QVERIFY(diagnosticsOf({{"training.framework", "megatron"}, {"training.fsdp_version", "1"}})
                .find("training.fsdp_version: 1 is not offered by megatron") != std::string::npos);
    const LoadResult torchtuneOne =
        parseRunCard("runcard: 1\nname: t\nmodel: {preset: llama-3.1-8b}\n"
                     "training: {tokens: 1e9, framework: torchtune, fsdp_version: 1}\n"
                     "hardware: {gpu: h100-sxm-80gb}\n",
                     "t.yaml", {});
    QVERIFY(!torchtuneOne.ok());
    QCOMPARE(torchtuneOne.diagnostics.front().toString(),
             std::string("t.yaml:4:61: training.fsdp_version: 1 is not offered by torchtune "
                         "(fully_shard (FSDP2) only: torchtune training/_distributed.py "
                         "shard_model, torchtitan apply_fsdp, kempnerforge "
                         "distributed/parallel.py apply_fsdp2)"));
}

void TestFrameworkSemantics::dtensorSequenceParallelKeepsWhatItGathers() {
    // Llama 3.1 8B in bf16 on TP 8 with sequence parallelism, nothing checkpointed. Per block the
    // attention input and the MLP input (2 B × 4096 each) reach the column-parallel linears
    // gathered, and the head's input likewise; autograd keeps them whole on every rank, so they
    // count 8 times in the per-token bytes the stage then divides by tp.
    auto savedUnder = [](const char* framework, bool keepsGathered, const char* sp = "true") {
        Scenario s = checkpointed(framework, "none",
                                  {{"hardware.tensor_parallel", "8"},
                                   {"hardware.gpus_per_node", "8"},
                                   {"hardware.sequence_parallel", sp}});
        s.assumptions.tp_saves_gathered_inputs = keepsGathered;
        return saved(s);
    };
    const double h = 4096, blocks = 32, slack = 1.10; // the eager profile's slack
    QVERIFY(checkpointed("torchtitan", "none").assumptions.tp_saves_gathered_inputs);
    QVERIFY(checkpointed("torchtune", "none").assumptions.tp_saves_gathered_inputs);
    QVERIFY(!checkpointed("megatron", "none").assumptions.tp_saves_gathered_inputs);
    QCOMPARE(savedUnder("torchtitan", true) - savedUnder("torchtitan", false),
             slack * 7 * (blocks * 2 * 2 * h + 2 * h));
    // KempnerForge gathers for q, k, v, gate and up separately: five gathered copies per block
    // where one sharded input was shared by three and one by two.
    QCOMPARE(savedUnder("kempnerforge", true) - savedUnder("kempnerforge", false),
             slack * (blocks * (8 * 5 - 2) * 2 * h + 7 * 2 * h));
    // Without sequence parallelism the linears' input is replicated already: nothing changes.
    QCOMPARE(savedUnder("torchtitan", true, "false"), savedUnder("torchtitan", false, "false"));
}

void TestFrameworkSemantics::combinationsNoFrameworkOffersAreRefused() {
    QVERIFY(diagnosticsOf({{"training.framework", "torchtune"},
                           {"training.gradient_accumulation", "4"},
                           {"training.reduce_every_micro_batch", "true"}})
                .find("training.reduce_every_micro_batch: reduce_every_micro_batch is not offered "
                      "by torchtune (accelerate/utils/dataclasses.py: "
                      "GradientAccumulationPlugin.sync_each_batch)") != std::string::npos);
    QVERIFY(diagnosticsOf({{"training.compile", "true"}, {"training.compile_loss", "false"}})
                .find("training.compile_loss: compile_loss: false is not offered by "
                      "hf-transformers") != std::string::npos);
    QVERIFY(diagnosticsOf({{"training.activation_checkpointing", "op-level"}})
                .find("training.activation_checkpointing: op-level is not offered by "
                      "hf-transformers") != std::string::npos);
    QVERIFY(diagnosticsOf(
                {{"training.framework", "torchtitan"}, {"training.activation_offloading", "true"}})
                .find("training.activation_offloading: activation_offloading is not offered by "
                      "torchtitan") != std::string::npos);
    QVERIFY(diagnosticsOf(
                {{"training.framework", "torchtune"}, {"training.activation_offloading", "true"}})
                .find("training.activation_offloading: needs activation_checkpointing: full or "
                      "every-k in torchtune") != std::string::npos);
    QVERIFY(diagnosticsOf({{"training.framework", "torchtune"},
                           {"training.activation_checkpointing", "full"},
                           {"training.activation_offloading", "true"}})
                .empty());
    QVERIFY(diagnosticsOf({{"training.framework", "torchtune"},
                           {"training.packed", "false"},
                           {"training.padding", "grouped"}})
                .find("training.padding: grouped is not offered by torchtune "
                      "(torchtune/data/_collate.py: padded_collate_sft)") != std::string::npos);
    QVERIFY(diagnosticsOf({{"training.framework", "litgpt"},
                           {"training.packed", "false"},
                           {"training.padding", "max-length"}})
                .find("training.padding: max-length is not offered by litgpt") !=
            std::string::npos);
    // Megatron's model computes its own vocabulary-parallel cross-entropy: no other loss path.
    for (const char* loss : {"chunked", "fused", "cut-cross-entropy", "fused-softmax"})
        QVERIFY2(diagnosticsOf({{"training.framework", "megatron"}, {"training.loss", loss}})
                         .find("training.loss: " + std::string(loss) +
                               " is not offered by megatron "
                               "(megatron/core/models/common/language_module/language_module.py") !=
                     std::string::npos,
                 loss);
    QVERIFY(
        diagnosticsOf({{"training.framework", "megatron"}, {"training.loss", "standard"}}).empty());
    QVERIFY(
        diagnosticsOf({{"training.framework", "torchtune"}, {"training.loss", "chunked"}}).empty());
    // Megatron-Core builds Adam, SGD, Lion and Muon only; KempnerForge has no adapters.
    for (const char* optimizer : {"adamw-8bit", "paged-adamw-8bit", "adafactor", "adamw-4bit",
                                  "paged-adamw", "adamw-8bit-torchao"})
        QVERIFY2(
            diagnosticsOf({{"training.framework", "megatron"}, {"training.optimizer", optimizer}})
                    .find("training.optimizer: " + std::string(optimizer) +
                          " is not offered by megatron (megatron/core/optimizer/__init__.py") !=
                std::string::npos,
            optimizer);
    for (const char* optimizer : {"adamw", "sgd", "sgd-momentum", "lion"})
        QVERIFY2(
            diagnosticsOf({{"training.framework", "megatron"}, {"training.optimizer", optimizer}})
                .empty(),
            optimizer);
    for (const char* method : {"lora", "qlora"})
        QVERIFY2(
            diagnosticsOf({{"training.framework", "kempnerforge"}, {"training.method", method}})
                    .find("training.method: " + std::string(method) +
                          " is not offered by kempnerforge") != std::string::npos,
            method);
    QVERIFY(diagnosticsOf({{"training.framework", "kempnerforge"}, {"training.method", "full"}})
                .empty());
    // torchtitan's LoRA has no 4-bit base and neither it nor litgpt's has DoRA's magnitude.
    QVERIFY(diagnosticsOf({{"training.framework", "torchtitan"}, {"training.method", "qlora"}})
                .find("training.method: qlora is not offered by torchtitan "
                      "(torchtitan/components/lora.py") != std::string::npos);
    for (const char* framework : {"torchtitan", "litgpt"})
        QVERIFY2(diagnosticsOf({{"training.framework", framework},
                                {"training.method", "lora"},
                                {"training.lora.dora", "true"}})
                         .find("training.lora.dora: dora is not offered by " +
                               std::string(framework)) != std::string::npos,
                 framework);
    QVERIFY(
        diagnosticsOf({{"training.framework", "torchtitan"}, {"training.method", "lora"}}).empty());
    // ... nor dropout; the card's default dropout is 0, PEFT's LoraConfig default.
    QVERIFY(diagnosticsOf({{"training.framework", "torchtitan"},
                           {"training.method", "lora"},
                           {"training.lora.dropout", "0.05"}})
                .find("training.lora.dropout: dropout is not offered by torchtitan "
                      "(torchtitan/components/lora.py: LoRALinear.forward)") != std::string::npos);
    QVERIFY(diagnosticsOf({{"training.framework", "torchtune"},
                           {"training.method", "lora"},
                           {"training.lora.dora", "true"}})
                .empty());
    // FP8 storage as Megatron/NeMo offer it.
    QVERIFY(diagnosticsOf({{"training.precision", "fp8-mixed"},
                           {"training.method", "lora"},
                           {"training.weights_dtype", "fp8"}})
                .find("training.weights_dtype: fp8 is not offered by hf-transformers") !=
            std::string::npos);
    QVERIFY(diagnosticsOf({{"training.precision", "bf16-mixed"},
                           {"training.framework", "megatron"},
                           {"training.method", "qlora"},
                           {"training.weights_dtype", "fp8"}})
                .find("training.weights_dtype: fp8 storage holds the linear weights as FP8") !=
            std::string::npos);
    QVERIFY(diagnosticsOf({{"training.precision", "bf16-mixed"},
                           {"training.framework", "megatron"},
                           {"training.method", "full"},
                           {"training.weights_dtype", "fp8"}})
                .find("training.weights_dtype: fp8 storage holds the linear weights as FP8") !=
            std::string::npos);
    QVERIFY(diagnosticsOf({{"training.precision", "fp8-mixed"},
                           {"training.framework", "megatron"},
                           {"training.method", "full"},
                           {"training.weights_dtype", "fp8"}})
                .empty());
    QVERIFY(diagnosticsOf({{"training.precision", "fp8-mixed"},
                           {"training.framework", "megatron"},
                           {"training.method", "lora"},
                           {"training.weights_dtype", "fp8"},
                           {"training.fp8_activation_store", "true"}})
                .empty());
    QVERIFY(diagnosticsOf({{"training.precision", "fp8-mixed"},
                           {"training.framework", "torchtitan"},
                           {"training.fp8_activation_store", "true"}})
                .find("training.fp8_activation_store: fp8_activation_store is not offered by "
                      "torchtitan") != std::string::npos);
    QVERIFY(diagnosticsOf({{"training.framework", "torchtune"},
                           {"training.model_returns_fp32_logits", "true"}})
                .find("training.model_returns_fp32_logits: model_returns_fp32_logits is not "
                      "offered by torchtune") != std::string::npos);
    QVERIFY(diagnosticsOf({{"training.model_returns_fp32_logits", "true"}}).empty());
    // Layer kernels: Megatron's are Transformer Engine's, torchtitan had a fused RMSNorm only.
    QVERIFY(diagnosticsOf({{"training.framework", "megatron"}, {"training.kernels", "liger"}})
                .find("training.kernels: liger is not offered by megatron") != std::string::npos);
    QVERIFY(diagnosticsOf({{"training.framework", "torchtitan"}, {"training.kernels", "liger"}})
                .find("training.kernels: liger is not offered by torchtitan "
                      "(torchtitan/models/norms.py: build_norm)") != std::string::npos);
    QVERIFY(
        diagnosticsOf({{"training.framework", "torchtitan"}, {"training.kernels", "fused-norm"}})
            .empty());
    QVERIFY(diagnosticsOf({{"training.kernels", "liger"}}).empty());
    QVERIFY(diagnosticsOf({{"training.framework", "llm-foundry"}, {"training.kernels", "liger"}})
                .find("training.kernels: liger is not offered by llm-foundry") !=
            std::string::npos);
    // Clipping: litgpt's fine-tuning scripts refuse max_norm, the pilot steps without it.
    QVERIFY(diagnosticsOf({{"training.framework", "litgpt"}, {"training.gradient_clipping", "on"}})
                .find("training.gradient_clipping: on is not offered by litgpt (litgpt "
                      "finetune/full.py and lora.py refuse train.max_norm)") != std::string::npos);
    QVERIFY(diagnosticsOf(
                {{"training.framework", "runcard-pilot"}, {"training.gradient_clipping", "on"}})
                .find("training.gradient_clipping: on is not offered by runcard-pilot") !=
            std::string::npos);
    QVERIFY(diagnosticsOf({{"training.framework", "litgpt"}, {"training.gradient_clipping", "off"}})
                .empty());
    QVERIFY(diagnosticsOf({{"training.gradient_clipping", "on"}}).empty());
    // MPT's Triton FlashAttention: llm-foundry and MPT's remote code under transformers only.
    QVERIFY(diagnosticsOf(
                {{"training.framework", "torchtitan"}, {"training.attention", "flash-triton"}})
                .find("training.attention: flash-triton is not offered by torchtitan "
                      "(torchtitan/models/common/attention.py: SDPA or FlexAttention)") !=
            std::string::npos);
    QVERIFY(
        diagnosticsOf({{"training.framework", "megatron"}, {"training.attention", "flash-triton"}})
            .find("training.attention: flash-triton is not offered by megatron") !=
        std::string::npos);
    QVERIFY(diagnosticsOf(
                {{"training.framework", "llm-foundry"}, {"training.attention", "flash-triton"}})
                .empty());
    QVERIFY(diagnosticsOf({{"training.attention", "flash-triton"}}).empty());
    QVERIFY(diagnosticsOf({{"training.framework", "llm-foundry"},
                           {"training.activation_checkpointing", "op-level"}})
                .find("training.activation_checkpointing: op-level is not offered by "
                      "llm-foundry") != std::string::npos);
    QVERIFY(diagnosticsOf(
                {{"training.framework", "torchtitan"}, {"training.grad_reduce_in_fp32", "false"}})
                .find("training.grad_reduce_in_fp32: grad_reduce_in_fp32: false is not offered "
                      "by torchtitan") != std::string::npos);
    // Distributed layouts as each framework runs them (framework_layouts.cpp).
    QVERIFY(diagnosticsOf({{"training.framework", "torchtitan"},
                           {"hardware.gpus_per_node", "8"},
                           {"hardware.parallelism", "zero3"}})
                .find("hardware.parallelism: zero3 is not offered by torchtitan "
                      "(torchtitan/models/llama3/parallelize.py") != std::string::npos);
    QVERIFY(diagnosticsOf({{"training.framework", "torchtitan"},
                           {"hardware.gpus_per_node", "8"},
                           {"hardware.parallelism", "ddp"}})
                .empty());
    QVERIFY(diagnosticsOf({{"training.framework", "litgpt"},
                           {"hardware.gpus_per_node", "8"},
                           {"hardware.parallelism", "ddp"}})
                .find("hardware.parallelism: ddp is not offered by litgpt") != std::string::npos);
    QVERIFY(diagnosticsOf({{"training.framework", "litgpt"},
                           {"hardware.gpus_per_node", "8"},
                           {"hardware.parallelism", "fsdp-full"},
                           {"hardware.tensor_parallel", "2"}})
                .find("hardware.tensor_parallel: tensor parallelism is not offered by litgpt") !=
            std::string::npos);
    // Pipeline stages and context parallelism (framework_layouts.cpp).
    QVERIFY(diagnosticsOf({{"training.framework", "torchtune"},
                           {"hardware.gpus_per_node", "8"},
                           {"hardware.parallelism", "fsdp-full"},
                           {"hardware.pipeline_parallel", "2"}})
                .find("hardware.pipeline_parallel: pipeline parallelism is not offered by "
                      "torchtune") != std::string::npos);
    QVERIFY(diagnosticsOf({{"training.framework", "torchtitan"},
                           {"hardware.gpus_per_node", "8"},
                           {"hardware.parallelism", "fsdp-full"},
                           {"hardware.pipeline_parallel", "2"},
                           {"hardware.context_parallel", "2"}})
                .empty());
    QVERIFY(diagnosticsOf({{"training.framework", "kempnerforge"},
                           {"hardware.gpus_per_node", "8"},
                           {"hardware.parallelism", "fsdp-full"},
                           {"hardware.context_parallel", "2"}})
                .find("hardware.context_parallel: context parallelism is not offered by "
                      "kempnerforge") != std::string::npos);
    QVERIFY(diagnosticsOf({{"hardware.gpus_per_node", "8"},
                           {"hardware.parallelism", "ddp"},
                           {"hardware.context_parallel", "2"}})
                .find("hardware.context_parallel: ring context parallelism without FSDP is not "
                      "offered by hf-transformers") != std::string::npos);
    QVERIFY(diagnosticsOf({{"hardware.gpus_per_node", "8"},
                           {"hardware.parallelism", "fsdp-full"},
                           {"hardware.context_parallel", "2"}})
                .empty());
    // Context-parallel ranks reduce their gradients: a data-parallel strategy over them.
    QVERIFY(diagnosticsOf({{"training.framework", "megatron"},
                           {"hardware.gpus_per_node", "8"},
                           {"hardware.context_parallel", "8"}})
                .find("hardware.parallelism: 'single' runs on one GPU; choose ddp, a zero stage "
                      "or an fsdp strategy for 8 GPUs") != std::string::npos);
    QVERIFY(diagnosticsOf({{"training.framework", "megatron"},
                           {"hardware.gpus_per_node", "8"},
                           {"hardware.tensor_parallel", "8"}})
                .empty());
    // The all-to-all exchange (DeepSpeed-Ulysses): accelerate's sp_size under DeepSpeed only,
    // Megatron's cp_comm_type a2a, not torch's context_parallel; cp shards, not 2·cp chunks.
    const std::vector<FieldOverride> ulysses = {{"hardware.gpus_per_node", "8"},
                                                {"hardware.context_parallel", "8"},
                                                {"hardware.context_parallel_comm", "all-to-all"},
                                                {"training.sequence_length", "65544"}};
    auto with = [&](const std::vector<FieldOverride>& more) {
        std::vector<FieldOverride> all = ulysses;
        all.insert(all.end(), more.begin(), more.end());
        return diagnosticsOf(all);
    };
    QVERIFY(with({{"hardware.parallelism", "zero3"}}).empty());
    QVERIFY(with({{"hardware.parallelism", "fsdp-full"}})
                .find("hardware.context_parallel: all-to-all context parallelism without "
                      "DeepSpeed ZeRO is not offered by hf-transformers") != std::string::npos);
    QVERIFY(with({{"training.framework", "megatron"}, {"hardware.parallelism", "zero1"}}).empty());
    QVERIFY(with({{"training.framework", "torchtitan"}, {"hardware.parallelism", "fsdp-full"}})
                .find("hardware.context_parallel_comm: an all-to-all context exchange is not "
                      "offered by torchtitan") != std::string::npos);
    QVERIFY(with({{"hardware.parallelism", "zero3"}, {"training.sequence_length", "65540"}})
                .find("hardware.context_parallel: context_parallel 8 over all-to-all splits "
                      "each sequence into 8 shards") != std::string::npos);
    QVERIFY(with({{"hardware.parallelism", "zero3"}, {"hardware.context_parallel_comm", "ring"}})
                .find("sequence_length must be a multiple of 16") != std::string::npos);
    QVERIFY(diagnosticsOf({{"training.framework", "litgpt"},
                           {"training.method", "qlora"},
                           {"hardware.gpus_per_node", "2"},
                           {"hardware.parallelism", "fsdp-full"}})
                .find("training.method: qlora on more than one GPU is not offered by litgpt") !=
            std::string::npos);
    QVERIFY(
        diagnosticsOf({{"training.framework", "litgpt"}, {"training.method", "qlora"}}).empty());
    QVERIFY(diagnosticsOf({{"hardware.gpus_per_node", "8"}, {"hardware.parallelism", "zero3"}})
                .empty()); // Hugging Face with DeepSpeed
    // A paged optimizer steps on the GPU; an offloaded one on the host.
    QVERIFY(diagnosticsOf({{"training.optimizer", "paged-adamw-8bit"},
                           {"hardware.parallelism", "zero2"},
                           {"hardware.cpu_offload", "true"}})
                .find("training.optimizer: a paged optimizer steps on the GPU") !=
            std::string::npos);
    QVERIFY(diagnosticsOf({{"training.optimizer", "paged-adamw-8bit"}}).empty());
    QVERIFY(diagnosticsOf({{"hardware.parallelism", "zero2"}, {"hardware.cpu_offload", "true"}})
                .empty());
    // Packed data is not padded, whatever the field says; transformers offers every policy.
    QVERIFY(diagnosticsOf({{"training.framework", "torchtune"}, {"training.padding", "grouped"}})
                .empty());
    QVERIFY(diagnosticsOf({{"training.packed", "false"}, {"training.padding", "grouped"}}).empty());
    QVERIFY(diagnosticsOf({{"training.packed", "false"}, {"data.mean_tokens", "4096"}})
                .find("data.mean_tokens: must be at most 2048, the value of "
                      "training.sequence_length") != std::string::npos);
    // More recomputed blocks than the model has: refused when planned, naming the field.
    try {
        scenario("llama-3.1-8b", {{"training.framework", "megatron"},
                                  {"training.activation_checkpointing", "partial"},
                                  {"training.recompute_layers", "40"}});
        QFAIL("40 of 32 blocks was accepted");
    } catch (const InputError& e) {
        QVERIFY2(std::string(e.what()).find("training.recompute_layers") != std::string::npos,
                 e.what());
    }
}

// Megatron-LM's defaults leave --overlap-grad-reduce, --overlap-param-gather and
// --tp-comm-overlap off: every collective is then waited for, so the exposed time is the whole
// collective time; NeMo and Megatron-Bridge recipes (the card's default) hide most of it.
void TestFrameworkSemantics::megatronWithoutItsOverlapFlagsWaits() {
    auto megatron = [](const char* gpus, const char* tp, std::vector<FieldOverride> more) {
        std::vector<FieldOverride> sets = {
            {"training.method", "full"},          {"training.framework", "megatron"},
            {"training.precision", "bf16-mixed"}, {"training.sequence_length", "4096"},
            {"training.micro_batch", "1"},        {"training.gradient_accumulation", "1"},
            {"hardware.parallelism", "zero1"},    {"hardware.gpus_per_node", gpus},
            {"hardware.tensor_parallel", tp},     {"hardware.sequence_parallel", "true"}};
        sets.insert(sets.end(), more.begin(), more.end());
        return estimateCompute(scenario("llama-3.1-8b", sets)).breakdown;
    };
    // Data parallelism alone (8 GPUs, TP 1): all of the reduce-scatter and the gather exposed.
    const auto dpOn = megatron("8", "1", {});
    const auto dpOff = megatron("8", "1", {{"training.overlap_grad_reduce", "false"}});
    QVERIFY(dpOn.data_parallel_s < 0.5 * dpOff.data_parallel_s);
    QVERIFY(dpOff.data_parallel_s > 0);
    QCOMPARE(dpOff.data_parallel_s, dpOff.total_communication_s);
    QCOMPARE(dpOff.total_communication_s, dpOn.total_communication_s);
    // Tensor parallelism alone (4 GPUs, TP 4): every collective waited for.
    const auto tpOn = megatron("4", "4", {});
    const auto tpOff = megatron("4", "4", {{"training.tp_comm_overlap", "false"}});
    QVERIFY(tpOff.tensor_parallel_s > 2.5 * tpOn.tensor_parallel_s);
    QCOMPARE(tpOff.tensor_parallel_s, tpOff.total_communication_s);
    QCOMPARE(tpOff.data_parallel_s, tpOn.data_parallel_s);
    // Other frameworks have no such flag.
    const std::string message = diagnosticsOf(
        {{"training.framework", "torchtitan"}, {"training.tp_comm_overlap", "false"}});
    QVERIFY2(message.find("training.tp_comm_overlap") != std::string::npos, message.c_str());
}

// DeepSpeed's overlap_comm (training.overlap_grad_reduce on a ZeRO layout): off, ZeRO-1/2 reduce
// their buckets on the compute stream (stage_1_and_2.py average_tensor) and ZeRO-3 reduce-scatters
// there too, while its parameter prefetch keeps its own stream.
void TestFrameworkSemantics::fusedCheckpointProjectionsTakeOneAdapter() {
    // Phi-3 mini (h 3072, MLP 8192, 32 layers) holds qkv_proj and gate_up_proj as one linear
    // each: PEFT wraps them whole, so LoRA r 16 on every projection is four adapters a layer,
    // r·(3072 + 9216), r·(3072 + 3072), r·(3072 + 16384) and r·(8192 + 3072); torchtune builds
    // separate q, k, v, gate and up and adapts each.
    auto phi3 = [](const char* framework, std::vector<FieldOverride> more = {}) {
        std::vector<FieldOverride> sets = {{"training.method", "lora"},
                                           {"training.lora.rank", "16"},
                                           {"training.lora.dropout", "0.05"},
                                           {"training.framework", framework}};
        sets.insert(sets.end(), more.begin(), more.end());
        return scenario("phi-3-mini", sets);
    };
    const Scenario peft = phi3("hf-transformers");
    QVERIFY(peft.arch.fused_qkv && peft.arch.fused_gate_up);
    QCOMPARE(trainableParameters(peft),
             std::int64_t(32) * 16 *
                 ((3072 + 9216) + (3072 + 3072) + (3072 + 16384) + (8192 + 3072)));
    QCOMPARE(trainableParameters(phi3("torchtune")),
             std::int64_t(32) * 16 *
                 (3 * (3072 + 3072) + (3072 + 3072) + 2 * (3072 + 8192) + (8192 + 3072)));
    // One dropout input a fused projection instead of one per target: the card that says the
    // projections are separate keeps three more inputs of the hidden width a layer.
    const Scenario separate =
        phi3("hf-transformers", {{"model.architecture.fused_qkv", "false"},
                                 {"model.architecture.fused_gate_up", "false"}});
    QCOMPARE(trainableParameters(separate), trainableParameters(phi3("torchtune")));
    QVERIFY(saved(peft) < saved(separate));
}

void TestFrameworkSemantics::deepSpeedZero3HooksRunAroundEverySubmodule() {
    // A short step the host sets: Llama 3.1 8B at 128 tokens on eight GPUs. ZeRO-3 runs its
    // fetch and release hooks around each of a layer's nine submodules with parameters (two
    // norms, q, k, v, o, gate, up, down) in forward and backward, and again in a checkpointed
    // layer's recompute; ZeRO-2 launches the same kernels without them.
    auto hostWait = [](const char* parallelism, const char* checkpointing,
                       const char* method = "full") {
        return estimateCompute(
                   scenario("llama-3.1-8b", {{"training.method", method},
                                             {"training.precision", "bf16-mixed"},
                                             {"training.sequence_length", "128"},
                                             {"training.activation_checkpointing", checkpointing},
                                             {"hardware.parallelism", parallelism},
                                             {"hardware.gpus_per_node", "8"}}))
            .breakdown.launch_overhead_s;
    };
    const double perPass = stackPrior(SoftwareStack::DeepSpeed).cpu_seconds_per_zero3_module;
    QVERIFY(perPass > 0);
    const double hooks = perPass * 9 * 32;  // one pass of every layer
    QVERIFY(hostWait("zero2", "none") > 0); // host-bound without the hooks already
    QCOMPARE(hostWait("zero3", "none") - hostWait("zero2", "none"), 2 * hooks);
    QCOMPARE(hostWait("zero3", "full") - hostWait("zero2", "full"), 3 * hooks);
    // LoRA on the seven projections adds lora_A and lora_B to each: 23 submodules a layer.
    QCOMPARE(hostWait("zero3", "none", "lora") - hostWait("zero2", "none", "lora"),
             2 * perPass * 23 * 32);
}

void TestFrameworkSemantics::deepSpeedWithoutOverlapCommWaitsForItsReductions() {
    auto deepSpeed = [](const char* parallelism, const char* overlap) {
        return estimateCompute(
                   scenario("llama-3.1-8b", {{"training.method", "full"},
                                             {"training.precision", "bf16-mixed"},
                                             {"training.sequence_length", "4096"},
                                             {"hardware.parallelism", parallelism},
                                             {"hardware.gpus_per_node", "8"},
                                             {"training.overlap_grad_reduce", overlap}}))
            .breakdown;
    };
    const auto zero2On = deepSpeed("zero2", "true"), zero2Off = deepSpeed("zero2", "false");
    QVERIFY(zero2On.data_parallel_s < zero2Off.data_parallel_s);
    QVERIFY(qFuzzyCompare(zero2Off.data_parallel_s, zero2Off.total_communication_s));
    QCOMPARE(zero2Off.total_communication_s, zero2On.total_communication_s);
    // ZeRO-3 hides none of its gathers and reductions, overlap_comm or not
    // (StackPrior::parameter_shard_overlap); FSDP on the same layout hides most of them.
    const auto zero3On = deepSpeed("zero3", "true"), zero3Off = deepSpeed("zero3", "false");
    QVERIFY(zero3On.total_communication_s > 0);
    // All of them but the backward gather of the block forward ends on, which backward starts
    // with still gathered (one of 32 blocks' second gathers).
    QVERIFY(zero3On.data_parallel_s <= zero3On.total_communication_s);
    QVERIFY(zero3On.data_parallel_s > 0.98 * zero3On.total_communication_s);
    QVERIFY(qFuzzyCompare(zero3Off.data_parallel_s, zero3On.data_parallel_s));
    const auto fsdp = deepSpeed("fsdp-full", "true");
    QVERIFY(fsdp.data_parallel_s < 0.5 * fsdp.total_communication_s);
    // The Trainer offers the choice through DeepSpeed only.
    QVERIFY(diagnosticsOf({{"hardware.parallelism", "zero2"},
                           {"hardware.gpus_per_node", "8"},
                           {"training.overlap_grad_reduce", "false"}})
                .empty());
    const std::string message = diagnosticsOf({{"hardware.parallelism", "fsdp-full"},
                                               {"hardware.gpus_per_node", "8"},
                                               {"training.overlap_grad_reduce", "false"}});
    QVERIFY2(message.find("training.overlap_grad_reduce") != std::string::npos &&
                 message.find("fsdp-full") != std::string::npos,
             message.c_str());
}

void TestFrameworkSemantics::megatronOverlapsTheExpertExchangeAcrossMicroBatches() {
    auto moe = [](const char* accumulation, std::vector<FieldOverride> more) {
        std::vector<FieldOverride> sets = {{"training.method", "full"},
                                           {"training.framework", "megatron"},
                                           {"training.precision", "bf16-mixed"},
                                           {"training.sequence_length", "4096"},
                                           {"training.micro_batch", "1"},
                                           {"training.gradient_accumulation", accumulation},
                                           {"hardware.parallelism", "zero1"},
                                           {"hardware.gpus_per_node", "8"},
                                           {"hardware.nodes", "2"},
                                           {"hardware.expert_parallel", "16"}};
        sets.insert(sets.end(), more.begin(), more.end());
        return estimateCompute(scenario("qwen3-30b-a3b", sets)).breakdown;
    };
    const FieldOverride overlap{"training.overlap_moe_expert_parallel_comm", "true"};
    // One micro-batch a step: its forward and backward have nothing to run beside.
    QCOMPARE(moe("1", {overlap}).expert_parallel_s, moe("1", {}).expert_parallel_s);
    // Eight: seven of them hide their exchange, up to a micro-batch's compute, under the
    // neighbour's compute, which the hidden part slows; the first forward's and the last
    // backward's exchanges stay exposed.
    const auto off = moe("8", {});
    const auto on = moe("8", {overlap});
    const double compute = off.matmul_s + off.attention_s + off.memory_bound_s;
    const double hidden = 7.0 / 8 * std::min(off.expert_parallel_s, compute);
    QVERIFY(off.expert_parallel_s > 0);
    QVERIFY(on.expert_parallel_s < off.expert_parallel_s - 0.5 * hidden);
    QVERIFY(on.expert_parallel_s > off.expert_parallel_s - hidden);
    QCOMPARE(on.matmul_s, off.matmul_s);
    // Megatron-Core refuses it without expert parallelism, with a plain 1F1B pipeline, with full
    // recompute, and in other frameworks.
    auto refused = [](std::vector<FieldOverride> sets, const char* field) {
        sets.push_back({"training.overlap_moe_expert_parallel_comm", "true"});
        const std::string message = diagnosticsOf(sets);
        QVERIFY2(message.find(field) != std::string::npos, message.c_str());
    };
    refused({{"training.framework", "torchtitan"}}, "not offered by torchtitan");
    refused({{"training.framework", "megatron"}}, "hardware.expert_parallel above 1");
    refused({{"training.framework", "megatron"}, {"hardware.pipeline_parallel", "2"}},
            "interleaved-1f1b");
    refused({{"training.framework", "megatron"}, {"training.activation_checkpointing", "full"}},
            "activation_checkpointing: full");
}

QTEST_GUILESS_MAIN(TestFrameworkSemantics)
#include "test_framework_semantics.moc"
