// Other training frameworks (core/planner/framework_levers.h): the same card under each framework
// the planner models, each planned exactly as the changed card would be, with what the framework
// does not offer set to what it does and what defines the run left alone.
#include "planner/card_planner.h"
#include "planner/resources.h"
#include "planner/run_card_yaml.h"
#include "scenario_helpers.h"

#include <QtTest>
#include <set>

using namespace runcard;

namespace {

RunCard defaultCard(const std::vector<FieldOverride>& sets = {}) {
    return loadRunCardOrThrow(resourcePath("examples/default.yaml"), sets);
}

FrameworkLevers frameworksOf(const RunCard& card) {
    return CardPlanner(card, test::presets(), test::catalog()).frameworkLevers();
}

const FitLever* leverFor(const FrameworkLevers& frameworks, FrameworkProfile framework) {
    for (const FitLever& lever : frameworks.levers)
        if (lever.card.training.framework == framework)
            return &lever;
    return nullptr;
}

const FieldChange* changeOf(const FitLever& lever, std::string_view key) {
    for (const FieldChange& change : lever.changes)
        if (change.key == key)
            return &change;
    return nullptr;
}

// Llama 3.1 70B, every parameter trained under DeepSpeed ZeRO-3 on 32 H100s.
RunCard zero3Card() {
    return defaultCard({{"model.preset", "llama-3.1-70b"},
                        {"training.method", "full"},
                        {"hardware.parallelism", "zero3"},
                        {"hardware.gpus_per_node", "8"},
                        {"hardware.nodes", "4"}});
}

} // namespace

class TestFrameworkLevers : public QObject {
    Q_OBJECT
private slots:
    void everyOtherFrameworkIsPlannedOrRefused();
    void eachFrameworkIsTheChangedCardPlanned();
    void aRefusedSettingTakesWhatTheFrameworkOffers();
    void whatDefinesTheRunIsNeverChanged();
    void shardingCarriesOverUnderTheFrameworksName();
    void aRecomputePolicyTheFrameworkLacksBecomesFull();
    void theStackFollowsTheFramework();
    void setArgumentsReadBackAsTheFrameworksCard();
};

void TestFrameworkLevers::everyOtherFrameworkIsPlannedOrRefused() {
    const RunCard card = defaultCard();
    const FrameworkLevers frameworks = frameworksOf(card);
    std::multiset<FrameworkProfile> seen;
    for (const FitLever& lever : frameworks.levers) {
        QVERIFY(lever.kind == LeverKind::OtherFramework);
        QCOMPARE(lever.changes.front().key, std::string("training.framework"));
        seen.insert(lever.card.training.framework);
    }
    for (const FrameworkRefusal& refusal : frameworks.refused)
        seen.insert(refusal.framework);
    // Every framework once, but the card's own (transformers) and the pilot's profile.
    QCOMPARE(seen.size(), enumCount<FrameworkProfile>() - 2);
    QCOMPARE(std::set<FrameworkProfile>(seen.begin(), seen.end()).size(), seen.size());
    QCOMPARE(seen.count(FrameworkProfile::HfTransformers), std::size_t(0));
    QCOMPARE(seen.count(FrameworkProfile::RuncardPilot), std::size_t(0));
    // KempnerForge trains every parameter or nothing: LoRA is refused at the method, which defines
    // the run and is never changed.
    QCOMPARE(frameworks.refused.size(), std::size_t(1));
    QVERIFY(frameworks.refused.front().framework == FrameworkProfile::KempnerForge);
    QCOMPARE(frameworks.refused.front().reason.field, std::string("training.method"));
    // Megatron with Transformer Engine runs the bundled LoRA card about 1.6 times as fast as the
    // Trainer, the shortest run first.
    QVERIFY(frameworks.levers.front().card.training.framework == FrameworkProfile::Megatron);
    const CardPlanner own(card, test::presets(), test::catalog());
    QVERIFY(frameworks.levers.front().plan.compute.step_time_s <
            0.8 * own.plan().compute.step_time_s);
    for (std::size_t i = 1; i < frameworks.levers.size(); ++i)
        QVERIFY(frameworks.levers[i - 1].plan.run.wall_time_s <=
                frameworks.levers[i].plan.run.wall_time_s);
}

void TestFrameworkLevers::eachFrameworkIsTheChangedCardPlanned() {
    for (const RunCard& card : {defaultCard(), zero3Card()}) {
        const FrameworkLevers frameworks = frameworksOf(card);
        QVERIFY(frameworks.levers.size() >= 5);
        for (const FitLever& lever : frameworks.levers) {
            QVERIFY(validateRunCard(lever.card).empty());
            const CardPlanner changed(lever.card, test::presets(), test::catalog());
            QCOMPARE(lever.plan.memory.deciding_total_bytes,
                     changed.plan().memory.deciding_total_bytes);
            QCOMPARE(lever.plan.compute.step_time_s, changed.plan().compute.step_time_s);
            QCOMPARE(lever.plan.run.wall_time_s, changed.plan().run.wall_time_s);
        }
    }
}

void TestFrameworkLevers::aRefusedSettingTakesWhatTheFrameworkOffers() {
    const FrameworkLevers frameworks = frameworksOf(defaultCard());
    // torchtitan's LoRALinear has no dropout: the lever sets it to 0 and says the training changes.
    const FitLever* torchtitan = leverFor(frameworks, FrameworkProfile::TorchTitan);
    QVERIFY(torchtitan);
    QCOMPARE(torchtitan->card.training.lora.dropout, 0.0);
    QVERIFY(changeOf(*torchtitan, "training.lora.dropout"));
    QVERIFY(torchtitan->changes_training);
    // Megatron runs the card as it is: the framework is the only change.
    const FitLever* megatron = leverFor(frameworks, FrameworkProfile::Megatron);
    QVERIFY(megatron);
    QCOMPARE(megatron->changes.size(), std::size_t(1));
    QVERIFY(!megatron->changes_training);
    QCOMPARE(megatron->card.training.lora.dropout, 0.05);
}

void TestFrameworkLevers::whatDefinesTheRunIsNeverChanged() {
    for (const RunCard& card : {defaultCard(), zero3Card()})
        for (const FitLever& lever : frameworksOf(card).levers) {
            const TrainingSection& t = lever.card.training;
            QCOMPARE(lever.card.model.preset, card.model.preset);
            QVERIFY(t.method == card.training.method);
            QVERIFY(t.optimizer == card.training.optimizer);
            QVERIFY(t.precision == card.training.precision);
            QCOMPARE(t.sequence_length, card.training.sequence_length);
            QCOMPARE(t.micro_batch, card.training.micro_batch);
            QCOMPARE(t.gradient_accumulation, card.training.gradient_accumulation);
            QCOMPARE(lever.card.hardware.gpuCount(), card.hardware.gpuCount());
            QCOMPARE(lever.card.hardware.gpu, card.hardware.gpu);
            for (const FieldChange& change : lever.changes)
                QVERIFY2(change.key.rfind("model.", 0) != 0 && change.key != "training.method" &&
                             change.key != "training.micro_batch",
                         change.key.c_str());
        }
}

void TestFrameworkLevers::shardingCarriesOverUnderTheFrameworksName() {
    const FrameworkLevers frameworks = frameworksOf(zero3Card());
    // torchtitan has no DeepSpeed: ZeRO-3 becomes FSDP's full shard, the same sharding.
    const FitLever* torchtitan = leverFor(frameworks, FrameworkProfile::TorchTitan);
    QVERIFY(torchtitan);
    QVERIFY(torchtitan->card.hardware.parallelism == Parallelism::FsdpFull);
    const FieldChange* layout = changeOf(*torchtitan, "hardware.parallelism");
    QVERIFY(layout);
    QCOMPARE(std::get<std::string>(layout->value), std::string("fsdp-full"));
    QVERIFY(!torchtitan->changes_training);
    // Unsloth trains adapters only: a full fine-tune is refused at the method.
    bool unslothRefused = false;
    for (const FrameworkRefusal& refusal : frameworks.refused)
        unslothRefused = unslothRefused || (refusal.framework == FrameworkProfile::Unsloth &&
                                            refusal.reason.field == "training.method");
    QVERIFY(unslothRefused);
}

void TestFrameworkLevers::aRecomputePolicyTheFrameworkLacksBecomesFull() {
    // torchtitan's op-level selective checkpointing: no other framework offers it.
    const RunCard card = defaultCard({{"training.framework", "torchtitan"},
                                      {"training.lora.dropout", "0"},
                                      {"training.activation_checkpointing", "op-level"}});
    const FrameworkLevers frameworks = frameworksOf(card);
    const FitLever* transformers = leverFor(frameworks, FrameworkProfile::HfTransformers);
    QVERIFY(transformers);
    QVERIFY(transformers->card.training.activation_checkpointing == ActivationCheckpointing::Full);
    QVERIFY(changeOf(*transformers, "training.activation_checkpointing"));
    QVERIFY(!transformers->changes_training);
    QVERIFY(!leverFor(frameworks, FrameworkProfile::TorchTitan));
}

void TestFrameworkLevers::theStackFollowsTheFramework() {
    const RunCard card =
        defaultCard({{"training.framework", "megatron"}, {"hardware.stack", "megatron-te"}});
    const FrameworkLevers frameworks = frameworksOf(card);
    const FitLever* transformers = leverFor(frameworks, FrameworkProfile::HfTransformers);
    QVERIFY(transformers);
    QVERIFY(transformers->card.hardware.stack == SoftwareStack::Auto);
    QVERIFY(changeOf(*transformers, "hardware.stack"));
    // The Trainer's priors, not Transformer Engine's: the same as the bundled card.
    const CardPlanner bundled(defaultCard(), test::presets(), test::catalog());
    QCOMPARE(transformers->plan.compute.step_time_s, bundled.plan().compute.step_time_s);
}

void TestFrameworkLevers::setArgumentsReadBackAsTheFrameworksCard() {
    for (const FitLever& lever : frameworksOf(zero3Card()).levers) {
        std::vector<FieldOverride> sets{{"model.preset", "llama-3.1-70b"},
                                        {"training.method", "full"},
                                        {"hardware.parallelism", "zero3"},
                                        {"hardware.gpus_per_node", "8"},
                                        {"hardware.nodes", "4"}};
        for (const FieldChange& change : lever.changes)
            sets.push_back({change.key, yamlScalar(*findField(change.key), change.value)});
        const CardPlanner read(defaultCard(sets), test::presets(), test::catalog());
        QCOMPARE(read.plan().compute.step_time_s, lever.plan.compute.step_time_s);
        QCOMPARE(read.plan().memory.deciding_total_bytes, lever.plan.memory.deciding_total_bytes);
    }
}

QTEST_GUILESS_MAIN(TestFrameworkLevers)
#include "test_framework_levers.moc"
