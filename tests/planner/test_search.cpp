// The search for the smallest configuration that completes a step with the margin.
#include "planner/comparison.h"
#include "planner/search.h"
#include "scenario_helpers.h"

using namespace runcard;
using runcard::test::scenario;

class TestSearch : public QObject {
    Q_OBJECT
private slots:
    void everyCandidateFitsAndKeepsTheEffectiveBatch();
    void fewestGpusRanksByCountThenTime();
    void seventyBillionFullFineTuningNeedsSharding();
    void lowestCostUsesThePriceAndPutsUnpricedLast();
    void onlyLayoutsTheFrameworkRuns();
};

void TestSearch::everyCandidateFitsAndKeepsTheEffectiveBatch() {
    const Scenario base = scenario("llama-3.1-8b", {{"training.micro_batch", "4"},
                                                    {"training.gradient_accumulation", "8"},
                                                    {"training.sequence_length", "4096"}});
    const SearchResult r = searchConfigurations(base, SearchSpace{}, SearchGoal::FewestGpus);
    QVERIFY(r.evaluated > 100);
    QVERIFY(!r.ranked.empty());
    for (const Candidate& c : r.ranked) {
        QVERIFY(c.plan.memory.margin_ok);
        QCOMPARE(c.shape.micro_batch * c.shape.gradient_accumulation * c.layout.gpuCount(), 32);
    }
}

void TestSearch::fewestGpusRanksByCountThenTime() {
    const Scenario base = scenario(
        "llama-3.1-8b", {{"training.method", "full"}, {"training.gradient_accumulation", "16"}});
    const SearchResult r = searchConfigurations(base, SearchSpace{}, SearchGoal::FewestGpus);
    QVERIFY(r.ranked.size() > 2);
    for (std::size_t i = 1; i < r.ranked.size(); ++i) {
        const Candidate &a = r.ranked[i - 1], &b = r.ranked[i];
        QVERIFY(a.layout.gpuCount() < b.layout.gpuCount() ||
                (a.layout.gpuCount() == b.layout.gpuCount() &&
                 a.plan.run.wall_time_s <= b.plan.run.wall_time_s));
    }
    // Full fine-tuning of 8B (16+ B/param of model state alone) cannot fit one 80 GB card
    // without offloading, so the best single-GPU answer, if any, offloads.
    const Candidate& best = r.ranked.front();
    QVERIFY(best.layout.gpuCount() > 1 || best.layout.cpu_offload);
}

void TestSearch::seventyBillionFullFineTuningNeedsSharding() {
    const Scenario base = scenario(
        "llama-3.1-70b", {{"training.method", "full"}, {"training.gradient_accumulation", "64"}});
    SearchSpace space;
    space.offloading = {false};
    const SearchResult r = searchConfigurations(base, space, SearchGoal::FewestGpus);
    QVERIFY(!r.ranked.empty());
    for (const Candidate& c : r.ranked) {
        QVERIFY(c.layout.parallelism == Parallelism::Zero3 ||
                c.layout.parallelism == Parallelism::FsdpFull);
        QVERIFY(c.layout.gpuCount() >= 16); // ≥ 70.6e9 × 16 B of state over 80 GB cards
    }
}

void TestSearch::lowestCostUsesThePriceAndPutsUnpricedLast() {
    const Scenario base = scenario("llama-3.2-1b", {{"training.gradient_accumulation", "8"}});
    SearchSpace space;
    space.gpus = {runcard::test::catalog().find("h100-sxm-80gb"),
                  runcard::test::catalog().find("a100-sxm-80gb")};
    const PriceFunction price = [](const GpuSpec& gpu, int) {
        return gpu.id == "a100-sxm-80gb" ? 1.5 : 0.0; // H100 unpriced
    };
    const SearchResult r = searchConfigurations(base, space, SearchGoal::LowestCost, price, 50);
    QVERIFY(!r.ranked.empty());
    QCOMPARE(QString::fromStdString(r.ranked.front().gpu->id), QString("a100-sxm-80gb"));
    const Candidate& first = r.ranked.front();
    QVERIFY(std::abs(first.cost -
                     1.5 * first.layout.gpuCount() * first.plan.run.wall_time_s / 3600) < 1e-9);
    bool seenUnpriced = false;
    for (const Candidate& c : r.ranked) {
        if (c.cost == 0)
            seenUnpriced = true;
        else
            QVERIFY(!seenUnpriced);
    }
}

QTEST_GUILESS_MAIN(TestSearch)
#include "test_search.moc"

// A torchtitan card is never answered with DeepSpeed's ZeRO, which torchtitan does not run
// (framework_layouts.cpp): not by the search, not by "fewest GPUs".
void TestSearch::onlyLayoutsTheFrameworkRuns() {
    const Scenario base = scenario("llama-3.1-8b", {{"training.method", "full"},
                                                    {"training.framework", "torchtitan"},
                                                    {"training.gradient_accumulation", "16"}});
    const SearchResult r =
        searchConfigurations(base, SearchSpace{}, SearchGoal::FewestGpus, {}, 1000);
    QVERIFY(!r.ranked.empty());
    bool sharded = false;
    for (const Candidate& c : r.ranked) {
        const Parallelism p = c.layout.parallelism;
        QVERIFY(p != Parallelism::Zero1 && p != Parallelism::Zero2 && p != Parallelism::Zero3);
        sharded = sharded || p == Parallelism::FsdpFull;
    }
    QVERIFY(sharded);
    QVERIFY(!fewestGpus(base, Parallelism::Zero3).offered);
    QCOMPARE(fewestGpus(base, Parallelism::Zero3).count, 0);
    const FewestGpus fsdp = fewestGpus(base, Parallelism::FsdpFull);
    QVERIFY(fsdp.offered && fsdp.count > 0);
    // The same card under Hugging Face may take ZeRO-3 (DeepSpeed through the Trainer).
    Scenario hf = base;
    hf.assumptions.framework = FrameworkProfile::HfTransformers;
    QVERIFY(fewestGpus(hf, Parallelism::Zero3).offered);
}
