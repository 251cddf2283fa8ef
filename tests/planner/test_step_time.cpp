// FLOPs, step time, communication and run time against hand-computed cases.
#include "scenario_helpers.h"

using namespace runcard;
using runcard::test::scenario;

namespace {
bool near(double a, double b, double relative = 1e-9) {
    return std::abs(a - b) <= relative * std::max(std::abs(a), std::abs(b));
}
} // namespace

class TestStepTime : public QObject {
    Q_OBJECT
private slots:
    void fullFineTuningIsSixNPlusAttention();
    void loraSkipsWeightGradients();
    void checkpointingAddsRecompute_data();
    void checkpointingAddsRecompute();
    void stepTimeFromPeakAndUtilisation();
    void ddpAllReduceIsExposedBeyondOverlap();
    void fp8IsRefusedWithoutHardwareSupport();
    void runTimeAddsValidationCheckpointsAndSetup();
    void calibrationReplacesTheUtilisationPrior();
};

void TestStepTime::fullFineTuningIsSixNPlusAttention() {
    const Scenario s = scenario(
        "llama-3.2-1b", {{"training.method", "full"}, {"training.sequence_length", "2048"}});
    // Tied embeddings: the embedding matrix is the head's matmul, so N = all parameters.
    const double tokens = 2048;
    const double attention = 12.0 * 16 * 2048 * 2048; // 12·L·H·Q·T
    const double expected = (6.0 * double(s.parameters) + attention) * tokens;
    QVERIFY(near(estimateCompute(s).flops_per_step, expected));
}

void TestStepTime::loraSkipsWeightGradients() {
    const Scenario s = scenario("llama-3.1-8b", {{"training.sequence_length", "1024"}});
    // Untied: the embedding lookup does no matmul.
    const double N = double(s.parameters - s.counts.embedding);
    const double T = double(trainableParameters(s));
    const double attention = 12.0 * 32 * 4096 * 1024;
    QVERIFY(near(estimateCompute(s).flops_per_step, (4.0 * N + 6.0 * T + attention) * 1024));
}

void TestStepTime::checkpointingAddsRecompute_data() {
    QTest::addColumn<QString>("mode");
    QTest::addColumn<double>("extraPerTokenOverN");
    QTest::newRow("none") << "none" << 0.0;
    QTest::newRow("full") << "full" << 2.0; // one more forward: +2N (+ attention forward)
}

void TestStepTime::checkpointingAddsRecompute() {
    QFETCH(QString, mode);
    QFETCH(double, extraPerTokenOverN);
    const Scenario s =
        scenario("llama-3.1-8b", {{"training.method", "full"},
                                  {"training.sequence_length", "2048"},
                                  {"training.activation_checkpointing", mode.toStdString()}});
    const ComputeEstimate c = estimateCompute(s);
    const double N = double(s.parameters - s.counts.embedding);
    const double attentionForward = 4.0 * 32 * 4096 * 2048;
    const double extra =
        extraPerTokenOverN > 0 ? (extraPerTokenOverN * N + attentionForward) * 2048 : 0;
    QVERIFY(near(c.hardware_flops_per_step - c.flops_per_step, extra));
}

void TestStepTime::stepTimeFromPeakAndUtilisation() {
    const Scenario s = scenario("llama-3.1-8b", {{"training.sequence_length", "4096"}});
    const ComputeEstimate c = estimateCompute(s);
    const GpuSpec& h100 = *s.gpu;
    QVERIFY(near(c.compute_time_s, c.hardware_flops_per_step /
                                       (h100.peak_bf16 * h100.utilisation(Precision::Bf16Mixed))));
    QVERIFY(near(c.tokens_per_s, 4096.0 / c.step_time_s));
    QVERIFY(c.mfu > 0 && c.mfu <= h100.utilisation(Precision::Bf16Mixed) + 1e-12);
}

void TestStepTime::ddpAllReduceIsExposedBeyondOverlap() {
    const Scenario s = scenario("llama-3.2-1b", {{"training.method", "full"},
                                                 {"training.sequence_length", "512"},
                                                 {"hardware.parallelism", "ddp"},
                                                 {"hardware.gpus_per_node", "8"}});
    const ComputeEstimate c = estimateCompute(s);
    // 2(n−1)/n · 2 bytes × P / busbw (nccl-tests PERFORMANCE.md), 70% hidden behind compute.
    const double allReduce = 2.0 * 7 / 8 * 2.0 * double(s.parameters) / s.gpu->allreduce_busbw;
    QVERIFY(near(c.communication_time_s, std::max(0.0, allReduce - 0.7 * c.compute_time_s)));
    QVERIFY(c.communication_time_s > 0);
}

void TestStepTime::fp8IsRefusedWithoutHardwareSupport() {
    const Scenario a100 = scenario(
        "llama-3.2-1b", {{"training.precision", "fp8-mixed"}, {"hardware.gpu", "a100-sxm-80gb"}});
    const Plan plan = evaluate(a100);
    QVERIFY(!plan.unsupported.empty());
    QCOMPARE(plan.compute.step_time_s, 0.0);
    const Scenario h100 = scenario("llama-3.2-1b", {{"training.precision", "fp8-mixed"}});
    QVERIFY(evaluate(h100).unsupported.empty());
}

void TestStepTime::runTimeAddsValidationCheckpointsAndSetup() {
    const Scenario s = scenario("llama-3.2-1b", {{"training.sequence_length", "1024"},
                                                 {"training.micro_batch", "4"},
                                                 {"validation.every_steps", "100"},
                                                 {"validation.tokens", "100000"},
                                                 {"checkpoint.every_steps", "250"},
                                                 {"rental.setup_hours", "0.5"}});
    const Plan p = evaluate(s);
    QCOMPARE(p.run.steps, std::int64_t(std::ceil(1e9 / 4096.0)));
    QVERIFY(near(p.run.train_time_s, double(p.run.steps) * p.compute.step_time_s));
    const double validations = std::floor(double(p.run.steps) / 100) + 1;
    QVERIFY(near(p.run.validation_time_s, validations * 100000 / p.compute.tokens_per_s * 0.5));
    QVERIFY(p.run.setup_time_s > 1800);
    QVERIFY(near(p.run.wall_time_s, p.run.setup_time_s + p.run.train_time_s +
                                        p.run.validation_time_s + p.run.checkpoint_time_s));
}

void TestStepTime::calibrationReplacesTheUtilisationPrior() {
    Scenario s = scenario("llama-3.2-1b", {});
    const double before = estimateCompute(s).step_time_s;
    s.assumptions.calibrated_utilisation = s.gpu->utilisation(Precision::Bf16Mixed) / 2;
    QVERIFY(near(estimateCompute(s).compute_time_s * 0.5,
                 estimateCompute(scenario("llama-3.2-1b", {})).compute_time_s));
    QVERIFY(estimateCompute(s).step_time_s > before);
}

QTEST_GUILESS_MAIN(TestStepTime)
#include "test_step_time.moc"
