// One planning path (core/planner/card_planner.h): a what-if preview plans exactly what the card
// would after "Apply"; the comparison holds every catalog GPU with the card's own GPU equal to the
// card's plan; a pilot calibrates utilisation on its own GPU only, for the plans and the costs
// alike; and one checkpoint rule serves the planner's checkpoint time and the cost model.
#include "planner/card_planner.h"
#include "planner/model_state.h"
#include "planner/resources.h"
#include "planner/run_card_yaml.h"
#include "scenario_helpers.h"

#include <QtTest>

using namespace runcard;

namespace {

RunCard defaultCard() {
    return loadRunCardOrThrow(resourcePath("examples/default.yaml"));
}

std::string pilotSummary(const char* fixture) {
    return std::string(RUNCARD_TESTS_DIR) + "/report/data/" + fixture + "/summary.json";
}

// The same numbers, not merely close ones: preview and applied card take the same arithmetic.
void compareRuns(const Plan& preview, const Plan& applied) {
    QCOMPARE(preview.run.steps, applied.run.steps);
    QCOMPARE(preview.run.wall_time_s, applied.run.wall_time_s);
    QCOMPARE(preview.compute.step_time_s, applied.compute.step_time_s);
    QCOMPARE(preview.memory.device_total_bytes, applied.memory.device_total_bytes);
}

} // namespace

class TestCardPlanner : public QObject {
    Q_OBJECT
private slots:
    void whatIfPreviewIsTheAppliedCard_data();
    void whatIfPreviewIsTheAppliedCard();
    void comparisonHoldsEveryGpuWithTheCardsOwnPlan();
    void recommendationIsTheSmallestFit();
    void pilotCalibratesUtilisationOnItsGpuOnly();
    void unreadablePilotResultsLeaveThePlanUncalibrated();
    void checkpointBytesAreOneRule();
    void adafactorCheckpointHoldsItsFactoredState();
    void invalidCardIsNeverPlanned();
};

void TestCardPlanner::whatIfPreviewIsTheAppliedCard_data() {
    QTest::addColumn<int>("budgetKind"); // BudgetKind
    QTest::addColumn<double>("budget");
    QTest::addColumn<int>("microBatch");
    QTest::addColumn<int>("gpuCount");
    QTest::addColumn<qlonglong>("steps");
    // The review's probe: a step budget of 1000 stays 1000 steps when the micro-batch goes 2 -> 8.
    QTest::newRow("steps, micro-batch") << int(BudgetKind::Steps) << 1000.0 << 8 << 1 << 1000LL;
    QTest::newRow("steps, 16 GPUs") << int(BudgetKind::Steps) << 1000.0 << 2 << 16 << 1000LL;
    // 2e8 tokens at 4096 x 8 x 8 tokens per step: ceil(762.9) steps.
    QTest::newRow("tokens, micro-batch") << int(BudgetKind::Tokens) << 2e8 << 8 << 1 << 763LL;
    // Two epochs of 1e8 tokens over 4096 x 2 x 8 x 4 tokens per step.
    QTest::newRow("epochs, 4 GPUs") << int(BudgetKind::Epochs) << 2.0 << 2 << 4 << 763LL;
}

void TestCardPlanner::whatIfPreviewIsTheAppliedCard() {
    QFETCH(int, budgetKind);
    QFETCH(double, budget);
    QFETCH(int, microBatch);
    QFETCH(int, gpuCount);
    QFETCH(qlonglong, steps);
    RunCard card = defaultCard();
    card.training.budget = {BudgetKind(budgetKind), budget};
    CardPlanner planner(card, test::presets(), test::catalog());
    WhatIf whatIf;
    whatIf.micro_batch = microBatch;
    if (gpuCount > 1) {
        whatIf.gpu_count = gpuCount;
        whatIf.parallelism = Parallelism::Ddp;
    }
    planner.setWhatIf(whatIf);
    QCOMPARE(planner.plan().run.steps, steps);
    QCOMPARE(planner.scenario().layout.gpuCount(), gpuCount);

    const RunCard applied = planner.card();
    QCOMPARE(applied.training.micro_batch, microBatch);
    QCOMPARE(applied.hardware.gpuCount(), gpuCount);
    QVERIFY(applied.hardware.gpus_per_node <= 8); // 16 GPUs are two nodes of 8
    const CardPlanner replanned(applied, test::presets(), test::catalog());
    QVERIFY(!replanned.whatIf().any());
    compareRuns(planner.plan(), replanned.plan());
    // Every page reads the same what-if: the card's GPU in the comparison is the preview.
    const GpuComparison& own = planner.comparison()[std::size_t(planner.cardGpuIndex())];
    compareRuns(own.plan, planner.plan());
}

void TestCardPlanner::comparisonHoldsEveryGpuWithTheCardsOwnPlan() {
    const CardPlanner planner(defaultCard(), test::presets(), test::catalog());
    const std::vector<GpuComparison>& rows = planner.comparison();
    QCOMPARE(rows.size(), test::catalog().gpus.size());
    for (std::size_t i = 0; i < referenceGpuIds().size(); ++i)
        QCOMPARE(rows[i].gpu->id, referenceGpuIds()[i]);
    const int own = planner.cardGpuIndex();
    QCOMPARE(rows[std::size_t(own)].gpu->id, std::string("h100-sxm-80gb"));
    compareRuns(rows[std::size_t(own)].plan, planner.plan());
    for (const GpuComparison& row : rows) {
        QCOMPARE(row.fewest.size(), fewestGpuLayouts.size());
        // The fewest count for one layout fits with the margin, and fewer GPUs would not.
        for (const FewestGpus& f : row.fewest) {
            if (f.count == 0)
                continue;
            QVERIFY(f.plan.memory.margin_ok);
            QCOMPARE(f.plan.memory.usable_bytes, row.gpu->memory_bytes);
            if (f.count > 2) {
                Scenario fewer = row.scenario;
                fewer.layout = layoutFor(f.parallelism, f.count / 2, row.gpu->max_gpus_per_node,
                                         row.scenario.layout.cpu_offload);
                QVERIFY(!evaluate(fewer).memory.margin_ok);
            }
        }
    }
}

void TestCardPlanner::recommendationIsTheSmallestFit() {
    RunCard card = defaultCard();
    card.model.preset = "llama-3.1-70b"; // 70B full fine-tuning fits on no single GPU
    card.training.method = TrainingMethod::Full;
    const CardPlanner planner(card, test::presets(), test::catalog());
    const Recommendation best = planner.recommendation();
    QVERIFY(best.index >= 0);
    QVERIFY(best.count > 1);
    const std::vector<GpuComparison>& rows = planner.comparison();
    for (const GpuComparison& row : rows)
        if (row.smallest_count > 0)
            QVERIFY(row.smallest_count >= best.count);
    const FewestGpus* chosen = rows[std::size_t(best.index)].fewestFor(best.parallelism);
    QVERIFY(chosen && chosen->count == best.count && chosen->plan.memory.margin_ok);
}

void TestCardPlanner::pilotCalibratesUtilisationOnItsGpuOnly() {
    const CardPlanner planner(defaultCard(), test::presets(), test::catalog(),
                              pilotSummary("pilot-h100"));
    QVERIFY2(planner.calibrationError().empty(), planner.calibrationError().c_str());
    QVERIFY(planner.calibration() && planner.calibration()->hasUtilisation());
    QCOMPARE(planner.calibration()->step_time_cv, 0.04);
    // The pilot ran the card itself on the H100: the calibrated step is its median step.
    QVERIFY(std::abs(planner.plan().compute.step_time_s - 10.9) < 1e-9);
    const CostComparison costs = planner.costs(PriceCatalog::bundled());
    const std::vector<GpuComparison>& rows = planner.comparison();
    int calibrated = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const bool onPilotGpu = rows[i].gpu->id == "h100-sxm-80gb";
        QCOMPARE(rows[i].plan.compute.utilisation_measured, onPilotGpu);
        QCOMPARE(costs.rows[i].throughput_source == ThroughputSource::PilotCalibrated, onPilotGpu);
        QCOMPARE(costs.rows[i].tokens_per_s, rows[i].plan.compute.tokens_per_s);
        QCOMPARE(costs.rows[i].throughput_low, onPilotGpu ? 0.95 : 1 / kPlannerSpreadDense.high);
        QCOMPARE(costs.rows[i].throughput_high, onPilotGpu ? 1.05 : 1 / kPlannerSpreadDense.low);
        calibrated += onPilotGpu;
    }
    QCOMPARE(calibrated, 1);
    // The uncalibrated prediction stays available for measured-versus-predicted tables.
    const Plan predicted = planner.predictionOn(*test::catalog().find("h100-sxm-80gb"));
    QVERIFY(!predicted.compute.utilisation_measured);
    QVERIFY(std::abs(predicted.compute.step_time_s - 10.9) > 0.1);
}

void TestCardPlanner::unreadablePilotResultsLeaveThePlanUncalibrated() {
    QTemporaryDir dir;
    const QString summary = dir.filePath("summary.json");
    QFile file(summary);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"outcome\": \"ok\"");
    file.close();
    const CardPlanner planner(defaultCard(), test::presets(), test::catalog(),
                              summary.toStdString());
    QVERIFY(!planner.calibration());
    QVERIFY2(planner.calibrationError().find("summary.json") != std::string::npos,
             planner.calibrationError().c_str());
    const CardPlanner plain(defaultCard(), test::presets(), test::catalog());
    compareRuns(planner.plan(), plain.plan());
}

void TestCardPlanner::checkpointBytesAreOneRule() {
    const CardPlanner planner(defaultCard(), test::presets(), test::catalog());
    const CostComparison costs = planner.costs(PriceCatalog::bundled());
    // LoRA with AdamW: fp32 adapter weights and two fp32 moments, 12 bytes per trainable parameter.
    const double expected = 12.0 * double(planner.plan().trainable_parameters);
    QCOMPARE(planner.plan().run.checkpoint_bytes, expected);
    for (std::size_t i = 0; i < costs.rows.size(); ++i) {
        QCOMPARE(costs.rows[i].checkpoint_bytes, expected);
        QCOMPARE(planner.comparison()[i].plan.run.checkpoint_bytes, expected);
    }
}

void TestCardPlanner::adafactorCheckpointHoldsItsFactoredState() {
    // TinyLlama: 22 layers, hidden 2048, intermediate 5632, 4 kv heads of 64, vocab 32000.
    Scenario full = test::scenario(
        "tinyllama-1.1b", {{"training.method", "full"}, {"training.optimizer", "adafactor"}});
    // Per layer, rows + columns of q (2048x2048), k and v (2048->256), o, gate/up (2048->5632),
    // down, plus two norm vectors; then embedding and head (32000 + 2048 each) and the final norm.
    const double perLayer =
        4.0 * ((2048 + 2048) + 2 * (2048 + 256) + (2048 + 2048) + 3 * (2048 + 5632) + 2 * 2048);
    const double state = perLayer * 22 + 2 * 4.0 * (32000 + 2048) + 4.0 * 2048;
    QCOMPARE(adafactorStateBytes(full), state);
    QCOMPARE(checkpointBytes(full), 4.0 * double(full.parameters) + state);
    QCOMPARE(evaluate(full).run.checkpoint_bytes, checkpointBytes(full));
    // Far below AdamW's 8 bytes per parameter, and more than nothing.
    QVERIFY(state / double(full.parameters) < 0.01 && state > 0);

    // LoRA rank 8 on q and v: A keeps 8 + 2048, B keeps 2048 + 8 (q) or 256 + 8 (v).
    Scenario lora = test::scenario("tinyllama-1.1b", {{"training.optimizer", "adafactor"},
                                                      {"training.lora.rank", "8"},
                                                      {"training.lora.targets", "[q, v]"}});
    const double adapterState = 22 * 4.0 * ((8 + 2048) + (2048 + 8) + (8 + 2048) + (256 + 8));
    QCOMPARE(adafactorStateBytes(lora), adapterState);
    QCOMPARE(checkpointBytes(lora), 4.0 * double(trainableParameters(lora)) + adapterState);
}

// The review's probe: micro-batch 0 was planned as "-9,223,372,036,854,775,808 steps". The
// planner itself refuses the card, and a what-if that would give such a card, naming the field.
void TestCardPlanner::invalidCardIsNeverPlanned() {
    RunCard card = defaultCard();
    card.training.micro_batch = 0;
    try {
        CardPlanner planner(card, test::presets(), test::catalog());
        QFAIL("an invalid card was planned");
    } catch (const InputError& e) {
        QCOMPARE(e.diagnostics().size(), std::size_t(1));
        QCOMPARE(e.diagnostics().front().field, std::string("training.micro_batch"));
    }

    CardPlanner planner(defaultCard(), test::presets(), test::catalog());
    const long long steps = planner.plan().run.steps;
    WhatIf zero;
    zero.micro_batch = 0;
    QVERIFY_THROWS_EXCEPTION(InputError, planner.setWhatIf(zero));
    QVERIFY(!planner.whatIf().any()); // the previous what-ifs stay
    QCOMPARE(planner.plan().run.steps, steps);
    QVERIFY(steps > 0);
}

QTEST_GUILESS_MAIN(TestCardPlanner)
#include "test_card_planner.moc"
