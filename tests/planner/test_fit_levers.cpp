// Ways to fit (core/planner/fit_levers.h): single changes a card's framework offers that lower
// its memory at the peak, each planned in full exactly as the changed card would be.
#include "planner/card_planner.h"
#include "planner/resources.h"
#include "planner/run_card_yaml.h"
#include "scenario_helpers.h"

#include <QtTest>

using namespace runcard;

namespace {

RunCard defaultCard(const std::vector<FieldOverride>& sets = {}) {
    return loadRunCardOrThrow(resourcePath("examples/default.yaml"), sets);
}

const FitLever* find(const std::vector<FitLever>& levers, LeverKind kind) {
    for (const FitLever& lever : levers)
        if (lever.kind == kind)
            return &lever;
    return nullptr;
}

// Llama 3.1 70B, every parameter trained by the Trainer under FSDP on 32 H100s with eight
// micro-batches a step: accelerate's no_sync keeps every GPU's gradients unsharded.
RunCard accumulatingFsdpCard() {
    return defaultCard({{"model.preset", "llama-3.1-70b"},
                        {"training.method", "full"},
                        {"hardware.parallelism", "fsdp-full"},
                        {"hardware.gpus_per_node", "8"},
                        {"hardware.nodes", "4"}});
}

} // namespace

class TestFitLevers : public QObject {
    Q_OBJECT
private slots:
    void aCardThatKeepsItsMarginNeedsNone();
    void eachLeverIsTheChangedCardPlanned();
    void syncEachBatchShardsTheAccumulatedGradients();
    void leversThatKeepTheMarginComeFirst();
    void moreGpusKeepTheSequencesPerStep();
    void theLossIsTheOneTheFrameworkOffers();
    void whatTheFrameworkRefusesIsNotOffered();
    void setArgumentsReadBackAsTheLeversCard();
    void whereNoSingleChangeIsEnoughACombinationComesFirst();
    void fasterWaysKeepTheMarginAndTheBatch();
    void noFasterWayWhereNoneKeepsTheMargin();
};

void TestFitLevers::aCardThatKeepsItsMarginNeedsNone() {
    const CardPlanner planner(defaultCard(), test::presets(), test::catalog());
    QVERIFY(planner.plan().memory.margin_ok);
    QVERIFY(planner.fitLevers().empty());
}

void TestFitLevers::eachLeverIsTheChangedCardPlanned() {
    const CardPlanner planner(accumulatingFsdpCard(), test::presets(), test::catalog());
    QVERIFY(!planner.plan().memory.fits);
    const std::vector<FitLever> levers = planner.fitLevers();
    QVERIFY(levers.size() >= 4);
    for (const FitLever& lever : levers) {
        const CardPlanner changed(lever.card, test::presets(), test::catalog());
        QCOMPARE(lever.plan.memory.deciding_total_bytes,
                 changed.plan().memory.deciding_total_bytes);
        QCOMPARE(lever.plan.compute.step_time_s, changed.plan().compute.step_time_s);
        QVERIFY2(lever.plan.memory.deciding_total_bytes <
                     planner.plan().memory.deciding_total_bytes,
                 setArguments(lever).c_str());
    }
}

void TestFitLevers::syncEachBatchShardsTheAccumulatedGradients() {
    const CardPlanner planner(accumulatingFsdpCard(), test::presets(), test::catalog());
    const std::vector<FitLever> levers = planner.fitLevers();
    const FitLever* sync = find(levers, LeverKind::ReduceEveryMicroBatch);
    QVERIFY(sync);
    QVERIFY(sync->card.training.reduce_every_micro_batch);
    // Unsharded bf16 gradients of 70.6 B parameters before; an fp32 shard of 1/32 after.
    const double parameters = double(planner.plan().parameters);
    QCOMPARE_GE(double(planner.plan().memory.breakdown.gradients), 0.99 * parameters * 2);
    QCOMPARE_LE(double(sync->plan.memory.breakdown.gradients), 1.01 * parameters * 4 / 32);
    QVERIFY(sync->plan.memory.fits);
    QVERIFY(!sync->changes_training);
    // Its price: a reduce-scatter per micro-batch instead of one a step.
    QCOMPARE_GT(sync->plan.compute.step_time_s, planner.plan().compute.step_time_s);
}

void TestFitLevers::leversThatKeepTheMarginComeFirst() {
    const CardPlanner planner(accumulatingFsdpCard(), test::presets(), test::catalog());
    const std::vector<FitLever> levers = planner.fitLevers();
    bool pastTheKept = false;
    for (const FitLever& lever : levers) {
        pastTheKept = pastTheKept || !lever.keepsMargin();
        QVERIFY2(!(pastTheKept && lever.keepsMargin()), setArguments(lever).c_str());
    }
    QVERIFY(levers.front().keepsMargin());
    QVERIFY(!levers.back().keepsMargin());
}

void TestFitLevers::moreGpusKeepTheSequencesPerStep() {
    // Llama 3.1 70B with LoRA on one H100: the Trainer shards it with FSDP.
    const RunCard card = defaultCard({{"model.preset", "llama-3.1-70b"}});
    const CardPlanner planner(card, test::presets(), test::catalog());
    QVERIFY(!planner.plan().memory.fits);
    const std::vector<FitLever> levers = planner.fitLevers();
    const FitLever* more = find(levers, LeverKind::MoreGpus);
    QVERIFY(more);
    QVERIFY(more->keepsMargin());
    const HardwareSection& hw = more->card.hardware;
    QCOMPARE(toString(hw.parallelism), toString(Parallelism::FsdpFull));
    QCOMPARE_GT(hw.gpuCount(), 1);
    QCOMPARE(hw.gpuCount() * more->card.training.micro_batch *
                 more->card.training.gradient_accumulation,
             card.training.micro_batch * card.training.gradient_accumulation);
    QVERIFY(!more->changes_training);
    // The fewest: half as many GPUs do not keep the margin.
    RunCard fewer = more->card;
    fewer.hardware.gpus_per_node /= 2;
    fewer.training.gradient_accumulation *= 2;
    const CardPlanner half(fewer, test::presets(), test::catalog());
    QVERIFY(!half.plan().memory.margin_ok);
}

void TestFitLevers::theLossIsTheOneTheFrameworkOffers() {
    const std::vector<FieldOverride> heavy = {{"training.micro_batch", "16"},
                                              {"training.gradient_accumulation", "1"}};
    std::vector<FieldOverride> torchtune = heavy;
    torchtune.push_back({"training.framework", "torchtune"});
    const CardPlanner transformers(defaultCard(heavy), test::presets(), test::catalog());
    const CardPlanner tune(defaultCard(torchtune), test::presets(), test::catalog());
    const std::vector<FitLever> transformersLevers = transformers.fitLevers();
    const std::vector<FitLever> tuneLevers = tune.fitLevers();
    const FitLever* liger = find(transformersLevers, LeverKind::LossPath);
    const FitLever* chunked = find(tuneLevers, LeverKind::LossPath);
    QVERIFY(liger && chunked);
    QCOMPARE(toString(liger->card.training.loss), toString(LossMode::Fused));
    QCOMPARE(toString(chunked->card.training.loss), toString(LossMode::Chunked));
    QCOMPARE_LT(liger->plan.memory.breakdown.logits, transformers.plan().memory.breakdown.logits);
    // Sixteen sequences fit as a smaller micro-batch with more accumulation, the same batch.
    const FitLever* smaller = find(transformersLevers, LeverKind::SmallerMicroBatch);
    QVERIFY(smaller && smaller->keepsMargin());
    QCOMPARE_LT(smaller->card.training.micro_batch, 16);
    QCOMPARE(smaller->card.training.micro_batch * smaller->card.training.gradient_accumulation, 16);
}

void TestFitLevers::whatTheFrameworkRefusesIsNotOffered() {
    // Megatron offers no bitsandbytes optimizer and refuses activation offloading beside
    // recompute (transformer_config.py: cpu_offloading); its loss is its own.
    RunCard card = accumulatingFsdpCard();
    card.training.framework = FrameworkProfile::Megatron;
    card.hardware.parallelism = Parallelism::Zero1;
    card.training.micro_batch = 4;
    const CardPlanner planner(card, test::presets(), test::catalog());
    const std::vector<FitLever> levers = planner.fitLevers();
    QVERIFY(!levers.empty());
    QVERIFY(!find(levers, LeverKind::EightBitOptimizer));
    QVERIFY(!find(levers, LeverKind::ActivationOffloading));
    QVERIFY(!find(levers, LeverKind::LossPath));
    QVERIFY(!find(levers, LeverKind::ReduceEveryMicroBatch));
    for (const FitLever& lever : levers)
        QVERIFY2(validateRunCard(lever.card).empty(), setArguments(lever).c_str());
}

void TestFitLevers::setArgumentsReadBackAsTheLeversCard() {
    const RunCard card = accumulatingFsdpCard();
    const CardPlanner planner(card, test::presets(), test::catalog());
    const std::vector<FitLever> levers = planner.fitLevers();
    const FitLever* sync = find(levers, LeverKind::ReduceEveryMicroBatch);
    QVERIFY(sync);
    QCOMPARE(setArguments(*sync), std::string("--set training.reduce_every_micro_batch=true"));
    for (const FitLever& lever : levers) {
        std::vector<FieldOverride> sets = {{"model.preset", "llama-3.1-70b"},
                                           {"training.method", "full"},
                                           {"hardware.parallelism", "fsdp-full"},
                                           {"hardware.gpus_per_node", "8"},
                                           {"hardware.nodes", "4"}};
        for (const FieldChange& change : lever.changes)
            sets.push_back({change.key, yamlScalar(*findField(change.key), change.value)});
        QVERIFY2(defaultCard(sets) == lever.card, setArguments(lever).c_str());
    }
}

void TestFitLevers::fasterWaysKeepTheMarginAndTheBatch() {
    // Llama 3.1 8B trained whole by torchtitan on 8 H100s, one sequence a pass, every block
    // recomputed: room to spare.
    const RunCard card = defaultCard({{"training.framework", "torchtitan"},
                                      {"training.method", "full"},
                                      {"hardware.parallelism", "fsdp-full"},
                                      {"hardware.gpus_per_node", "8"},
                                      {"training.micro_batch", "1"},
                                      {"training.gradient_accumulation", "16"}});
    const CardPlanner planner(card, test::presets(), test::catalog());
    QVERIFY(planner.plan().memory.margin_ok);
    QVERIFY(planner.fitLevers().empty());
    const std::vector<FitLever> faster = planner.fasterLevers();
    const FitLever* recompute = find(faster, LeverKind::LessRecompute);
    const FitLever* larger = find(faster, LeverKind::LargerMicroBatch);
    QVERIFY(recompute && larger);
    QCOMPARE(toString(recompute->card.training.activation_checkpointing),
             toString(ActivationCheckpointing::None));
    QCOMPARE_GT(larger->card.training.micro_batch, 1);
    QCOMPARE(larger->card.training.micro_batch * larger->card.training.gradient_accumulation, 16);
    for (const FitLever& lever : faster) {
        QVERIFY(lever.keepsMargin());
        QVERIFY(!lever.changes_training);
        QCOMPARE_LT(lever.plan.run.wall_time_s, 0.98 * planner.plan().run.wall_time_s);
        const CardPlanner changed(lever.card, test::presets(), test::catalog());
        QCOMPARE(lever.plan.run.wall_time_s, changed.plan().run.wall_time_s);
    }
    QCOMPARE_LE(faster.front().plan.run.wall_time_s, faster.back().plan.run.wall_time_s);
    // The larger micro-batch is the fastest that keeps the margin: twice as many sequences a
    // pass (where they divide the step's 16) either miss it or take longer.
    const int twice = larger->card.training.micro_batch * 2;
    if (twice <= 16) {
        RunCard more = card;
        more.training.micro_batch = twice;
        more.training.gradient_accumulation = 16 / twice;
        const CardPlanner doubled(more, test::presets(), test::catalog());
        QVERIFY(!doubled.plan().memory.margin_ok ||
                doubled.plan().run.wall_time_s >= larger->plan.run.wall_time_s);
    }
}

void TestFitLevers::noFasterWayWhereNoneKeepsTheMargin() {
    // The bundled card: without checkpointing two 4096-token sequences outgrow the H100, and
    // transformers offers no selective policy; a card that misses its margin has none either.
    const CardPlanner bundled(defaultCard(), test::presets(), test::catalog());
    QVERIFY(bundled.fasterLevers().empty());
    RunCard none = defaultCard();
    none.training.activation_checkpointing = ActivationCheckpointing::None;
    QVERIFY(!CardPlanner(none, test::presets(), test::catalog()).plan().memory.margin_ok);
    const CardPlanner crowded(accumulatingFsdpCard(), test::presets(), test::catalog());
    QVERIFY(crowded.fasterLevers().empty());
}

void TestFitLevers::whereNoSingleChangeIsEnoughACombinationComesFirst() {
    // Where one change keeps the margin, nothing is combined.
    for (const FitLever& lever :
         CardPlanner(accumulatingFsdpCard(), test::presets(), test::catalog()).fitLevers())
        QVERIFY(lever.kind != LeverKind::Combined);
    // Llama 3.1 8B trained whole on one A100 40GB: the Trainer's fp32 logits and the full
    // optimizer state need far more than the GPU; no single change keeps the margin (more GPUs
    // alone cannot: the logits do not shrink with them).
    const std::vector<FieldOverride> sets{{"training.method", "full"},
                                          {"hardware.gpu", "a100-sxm-40gb"}};
    const RunCard card = defaultCard(sets);
    const CardPlanner planner(card, test::presets(), test::catalog());
    const std::vector<FitLever> levers = planner.fitLevers();
    QVERIFY(levers.size() >= 4);
    const FitLever& combined = levers.front();
    QVERIFY(combined.kind == LeverKind::Combined);
    QVERIFY(combined.keepsMargin());
    QVERIFY(!combined.changes_training);
    for (std::size_t i = 1; i < levers.size(); ++i) {
        QVERIFY(levers[i].kind != LeverKind::Combined);
        QVERIFY(!levers[i].keepsMargin());
    }
    // Liger's loss, then the fewest GPUs under FSDP that keep the margin, the sequences a step
    // kept: 8 GPUs of 2 sequences, no accumulation, for the card's 16.
    QCOMPARE(combined.parts.size(), std::size_t(2));
    QVERIFY(combined.parts[0].kind == LeverKind::LossPath);
    QVERIFY(combined.parts[1].kind == LeverKind::MoreGpus);
    QVERIFY(combined.card.training.loss == LossMode::Fused);
    QCOMPARE(combined.card.hardware.gpuCount(), 8);
    QCOMPARE(combined.card.training.micro_batch * combined.card.training.gradient_accumulation *
                 combined.card.hardware.gpuCount(),
             card.training.micro_batch * card.training.gradient_accumulation);
    // The merged changes, given back to the card, are the combination's card, planned the same.
    std::vector<FieldOverride> all = sets;
    for (const FieldChange& change : combined.changes)
        all.push_back({change.key, yamlScalar(*findField(change.key), change.value)});
    QVERIFY(defaultCard(all) == combined.card);
    const CardPlanner read(combined.card, test::presets(), test::catalog());
    QCOMPARE(read.plan().memory.deciding_total_bytes, combined.plan.memory.deciding_total_bytes);
    QCOMPARE(read.plan().compute.step_time_s, combined.plan.compute.step_time_s);
}

QTEST_GUILESS_MAIN(TestFitLevers)
#include "test_fit_levers.moc"
