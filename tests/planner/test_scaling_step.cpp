// The scaling step's verdict (planner/scaling_step.h) on results built in memory: each reason a
// multi-rank pilot is not comparable with its baseline, the loss tolerance, and the efficiency.
#include "planner/scaling_step.h"

#include <QtTest>

using namespace runcard;

namespace {

PilotResultsData finished(int ranks, int microBatch, int accumulation, double tokensPerSecond,
                          std::vector<double> losses) {
    PilotResultsData r;
    r.directory = ranks == 1 ? "baseline" : "scaled";
    r.state = PilotResultsState::Complete;
    r.outcome = "ok";
    r.world_size = ranks;
    r.device = "cpu";
    r.tokens_per_s = tokensPerSecond;
    r.start.present = true;
    r.start.parameters = r.start.base_parameters = 1'000'000;
    r.start.method = "full";
    r.start.precision = "fp32";
    r.start.sequence_length = 64;
    r.start.layers = 2;
    r.start.micro_batch = microBatch;
    r.start.gradient_accumulation = accumulation;
    for (std::size_t i = 0; i < losses.size(); ++i) {
        PilotStepSample step;
        step.step = int(i + 1);
        step.loss = losses[i];
        for (int rank = 0; rank < ranks; ++rank) // every rank's event carries the mean loss
            r.steps.push_back(step);
    }
    return r;
}

QByteArray code(ScalingStepProblem problem) {
    return scalingStepProblemCode(problem);
}
QByteArray code(const ScalingStepVerdict& verdict) {
    return code(verdict.problem);
}

} // namespace

class TestScalingStep : public QObject {
    Q_OBJECT

private slots:
    void equalBatchAndLossesPass() {
        const auto base = finished(1, 2, 4, 1000, {4.0, 3.5, 3.2});
        const auto scaled = finished(2, 2, 2, 450, {4.0, 3.5 * (1 + 5e-5), 3.2});
        const ScalingStepVerdict v = judgeScalingStep(base, scaled);
        QVERIFY(v.passed);
        QCOMPARE(v.ranks, 2);
        QCOMPARE(*v.tokens_per_s, 900.0); // rank 0's 450 on each of 2 ranks
        QCOMPARE(*v.efficiency, 0.45);    // 900 / (2 x 1000)
        QVERIFY(std::abs(v.largest_loss_difference - 5e-5) < 1e-12);
        const std::string json = scalingStepJson(v, "base");
        QVERIFY(json.find("\"status\":\"passed\"") != std::string::npos);
        QVERIFY(json.find("\"efficiency\":0.45") != std::string::npos);
    }

    void lossesBeyondTheToleranceFail() {
        const auto v = judgeScalingStep(finished(1, 2, 4, 1000, {4.0, 3.5}),
                                        finished(2, 2, 2, 500, {4.0, 3.5 * (1 + 1e-3)}));
        QVERIFY(!v.passed);
        QCOMPARE(code(v), code(ScalingStepProblem::LossesDiffer));
        QCOMPARE(*v.efficiency, 0.5); // still measured: the figure is not the verdict
    }

    void notComparableRunsFail() {
        const auto base = finished(1, 2, 4, 1000, {4.0});
        QCOMPARE(code(judgeScalingStep(base, finished(2, 2, 4, 500, {4.0}))),
                 code(ScalingStepProblem::EffectiveBatch));
        auto other = finished(2, 2, 2, 500, {4.0});
        other.start.precision = "bf16-mixed";
        const auto v = judgeScalingStep(base, other);
        QCOMPARE(code(v), code(ScalingStepProblem::DifferentRun));
        QVERIFY(v.detail.find("precision fp32 vs bf16-mixed") != std::string::npos);
        QCOMPARE(code(judgeScalingStep(base, finished(2, 2, 2, 500, {}))),
                 code(ScalingStepProblem::NoLosses));
        QCOMPARE(
            code(judgeScalingStep(finished(2, 2, 2, 500, {4.0}), finished(2, 2, 2, 500, {4.0}))),
            code(ScalingStepProblem::BaselineNotSingle));
        auto unfinished = finished(2, 2, 2, 500, {4.0});
        unfinished.state = PilotResultsState::Incomplete;
        QCOMPARE(code(judgeScalingStep(base, unfinished)),
                 code(ScalingStepProblem::RunNotComplete));
        QCOMPARE(code(judgeScalingStep(PilotResultsData{}, unfinished)),
                 code(ScalingStepProblem::BaselineNotComplete));
    }
};

QTEST_GUILESS_MAIN(TestScalingStep)
#include "test_scaling_step.moc"
