// The fixed-duration decision (core/planner/rental_decision.h): every GPU at its smallest
// configuration that keeps the margin, priced over the whole window, the lowest cost of a completed
// run (plus the value of finishing earlier) chosen; the smallest fit only where nothing that fits
// has a price.
#include "planner/card_planner.h"
#include "planner/resources.h"
#include "planner/run_card_yaml.h"
#include "scenario_helpers.h"

#include <QtTest>

using namespace runcard;

namespace {

RunCard defaultCard() {
    return loadRunCardOrThrow(resourcePath("examples/default.yaml"));
}

// The row's smallest configuration priced here, independently of decideRental.
CostEstimate pricedAtSmallest(const RunCard& card, const GpuComparison& row,
                              const PriceCatalog& prices) {
    RunCard rented = card;
    rented.hardware.parallelism =
        row.smallest_count == 1 ? Parallelism::Single : row.smallest_parallelism;
    rented.hardware.gpus_per_node = std::min(row.smallest_count, row.gpu->max_gpus_per_node);
    rented.hardware.nodes = row.smallest_count / rented.hardware.gpus_per_node;
    return estimateCost(rented, *row.gpu, row.fewestFor(row.smallest_parallelism)->plan, prices);
}

} // namespace

class TestRentalDecision : public QObject {
    Q_OBJECT
private slots:
    void theCheapestCompletedRunDecides();
    void aValueOnFinishingEarlierCanOutweighTheCost();
    void multiGpuConfigurationsArePricedAtTheirCount();
    void withoutAPriceTheSmallestFitDecides();
    void nothingFitsNothingIsRented();
};

// The bundled card on every GPU: all fit on one GPU, so the smallest fit picks the one that
// finishes first among those with measured kernels (a B200); the decision picks the lowest cost
// of the whole window, which is a different GPU at a lower total.
void TestRentalDecision::theCheapestCompletedRunDecides() {
    const RunCard card = defaultCard();
    QCOMPARE(card.rental.waiting_cost_per_day, 0.0);
    const CardPlanner planner(card, test::presets(), test::catalog());
    const PriceCatalog prices = PriceCatalog::bundled();
    const RentalDecision decision = planner.decision(prices);
    QCOMPARE(decision.basis, DecisionBasis::CostPerRun);
    QVERIFY(decision.index >= 0 && decision.cost && decision.cost->total);

    const std::vector<GpuComparison>& rows = planner.comparison();
    int cheapest = -1, priced = 0, unpriced = 0;
    double lowest = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (rows[i].smallest_count == 0)
            continue;
        const CostEstimate cost = pricedAtSmallest(card, rows[i], prices);
        if (!cost.total) {
            ++unpriced;
            continue;
        }
        ++priced;
        if (cheapest < 0 || cost.total->expected < lowest) {
            cheapest = int(i);
            lowest = cost.total->expected;
        }
    }
    QCOMPARE(decision.index, cheapest);
    QCOMPARE(decision.cost->total->expected, lowest);
    QCOMPARE(int(decision.ranked.size()), priced);
    QCOMPARE(decision.unpriced, unpriced);
    QVERIFY(priced >= 4 && unpriced >= 1);
    for (std::size_t i = 1; i < decision.ranked.size(); ++i)
        QVERIFY(*decision.ranked[i - 1].cost.score <= *decision.ranked[i].cost.score);
    // The next GPU (the MI300X, 13.5-48 USD) may be the cheaper within the ranges: the planner's
    // validated step-time spread and the prices' low and high.
    const CostEstimate& next = decision.ranked[1].cost;
    QVERIFY(decision.next_within_range);
    QCOMPARE(scoreRange(next, 0).low, next.total->low);
    QCOMPARE(scoreRange(*decision.cost, 0).high, decision.cost->total->high);
    QVERIFY(next.total->low < decision.cost->total->high);
    // The smallest fit finishes first but costs more: the window, not the speed, decides.
    const Recommendation smallest = planner.recommendation();
    QVERIFY(smallest.index != decision.index);
    const CostEstimate smallestCost =
        pricedAtSmallest(card, rows[std::size_t(smallest.index)], prices);
    QVERIFY(smallestCost.total && smallestCost.total->expected > lowest);
    QVERIFY(smallestCost.finish_days < decision.cost->finish_days);
}

// At a value of a day earlier far above any rental's cost, the decision is the priced GPU that
// finishes first.
void TestRentalDecision::aValueOnFinishingEarlierCanOutweighTheCost() {
    RunCard card = defaultCard();
    card.rental.waiting_cost_per_day = 1e6;
    const CardPlanner planner(card, test::presets(), test::catalog());
    const RentalDecision decision = planner.decision(PriceCatalog::bundled());
    QCOMPARE(decision.basis, DecisionBasis::CostAndWaiting);
    QVERIFY(decision.cost);
    for (const DecisionCandidate& other : decision.ranked)
        QVERIFY(decision.cost->finish_days <= other.cost.finish_days);
    QCOMPARE(*decision.cost->score,
             decision.cost->total->expected + 1e6 * decision.cost->finish_days);
    // The waiting cost of the window's own range enters the score range.
    const ScoreRange range = scoreRange(*decision.cost, 1e6);
    QCOMPARE(range.high, decision.cost->total->high + 1e6 * decision.cost->window_high_s / 86400);
    QCOMPARE(decision.next_within_range, scoreRange(decision.ranked[1].cost, 1e6).low < range.high);
    // Without the value the same card chooses another, cheaper GPU.
    const RentalDecision byCost = CardPlanner(defaultCard(), test::presets(), test::catalog())
                                      .decision(PriceCatalog::bundled());
    QVERIFY(byCost.index != decision.index);
    QVERIFY(byCost.cost->total->expected < decision.cost->total->expected);
}

// Full fine-tuning of a 70B model fits on no single GPU: each candidate is priced at its own
// smallest count (machine shape and all), not at the card's one GPU.
void TestRentalDecision::multiGpuConfigurationsArePricedAtTheirCount() {
    RunCard card = defaultCard();
    card.model.preset = "llama-3.1-70b";
    card.training.method = TrainingMethod::Full;
    const CardPlanner planner(card, test::presets(), test::catalog());
    const RentalDecision decision = planner.decision(PriceCatalog::bundled());
    QCOMPARE(decision.basis, DecisionBasis::CostPerRun);
    QVERIFY(decision.count > 1);
    QCOMPARE(decision.cost->gpus, decision.count);
    QCOMPARE(decision.cost->billed_gpus, billedGpus(decision.count));
    QVERIFY(decision.cost->fits);
    for (const DecisionCandidate& c : decision.ranked) {
        const GpuComparison& row = planner.comparison()[std::size_t(c.index)];
        QCOMPARE(c.count, row.smallest_count);
        QCOMPARE(c.cost.gpus, row.smallest_count);
        QCOMPARE(c.cost.total->expected,
                 pricedAtSmallest(card, row, PriceCatalog::bundled()).total->expected);
    }
}

// A price file without the GPUs that fit: nothing can be ranked by cost, so the smallest fit is
// the answer, and the decision says so.
void TestRentalDecision::withoutAPriceTheSmallestFitDecides() {
    const CardPlanner planner(defaultCard(), test::presets(), test::catalog());
    PriceCatalog none;
    none.currency = "USD";
    const RentalDecision decision = planner.decision(none);
    QCOMPARE(decision.basis, DecisionBasis::SmallestFit);
    const Recommendation smallest = planner.recommendation();
    QCOMPARE(decision.index, smallest.index);
    QCOMPARE(decision.count, smallest.count);
    QVERIFY(!decision.cost);
    QVERIFY(decision.ranked.empty());
    int fitting = 0;
    for (const GpuComparison& row : planner.comparison())
        fitting += row.smallest_count > 0;
    QCOMPARE(decision.unpriced, fitting);
}

// Sequences of 131,072 tokens, 8 to a micro-batch (the most tokens a pass is planned for),
// nothing recomputed: the activations alone outgrow every GPU at every count (data parallelism
// does not divide them).
void TestRentalDecision::nothingFitsNothingIsRented() {
    RunCard card = defaultCard();
    card.training.sequence_length = 131072;
    card.training.micro_batch = 8;
    card.training.gradient_accumulation = 1;
    card.training.activation_checkpointing = ActivationCheckpointing::None;
    const CardPlanner planner(card, test::presets(), test::catalog());
    const RentalDecision decision = planner.decision(PriceCatalog::bundled());
    QCOMPARE(decision.basis, DecisionBasis::NothingFits);
    QCOMPARE(decision.index, -1);
    QVERIFY(!decision.cost);
    QCOMPARE(std::string(toString(decision.basis)), std::string("nothing-fits"));
}

QTEST_GUILESS_MAIN(TestRentalDecision)
#include "test_rental_decision.moc"
