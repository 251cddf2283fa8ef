// Calibration from a pilot's summary.json (core/planner/calibration.h): the memory factor and
// activation scale, the device-name mapping, utilisation only from a catalog GPU (and it makes the
// planner reproduce the measured step time there), where calibrate() applies what, and refusals
// that name the file and field.
#include "planner/calibration.h"
#include "scenario_helpers.h"

#include <QTemporaryDir>

using namespace runcard;

namespace {

struct Fixture {
    QString outcome = "ok";
    int measuredSteps = 8;
    double medianStep = 1.0;
    qint64 measuredPeak = 1'020'000'000;
    qint64 predictedPeak = 1'000'000'000;
    qint64 activations = 400'000'000;
    qint64 logits = 100'000'000;
    QString device = "cpu";
};

QString summaryJson(const Fixture& f) {
    return QString(R"({"protocol":1,"outcome":"%1","card":"card.yaml","name":"t","scale":"full",
"layers":16,"full_layers":16,"proxy_reason":"","warmup_steps":2,"measured_steps":%2,
"step_time_s":{"median":%3,"p90":%3,"mean":%3,"cv":0.01},"tokens_per_s":1000,
"data_wait_share":0.001,"memory":{"peak_tensor_bytes":%4,"peak_phase":"backward",
"peak_resident_bytes":%4,"memory_limit_bytes":0,"predicted":{"peak_allocated_bytes":%5,
"breakdown":{"weights":%8,"gradients":0,"optimizer":0,"adapters":0,"activations":%6,
"logits":%7,"buffers":0}},"predicted_error":0},"restore":{"ran":true,"ok":true},
"revisions":{"runcard":"0.1.0","libtorch":"2.4.1","device":"%9","device_memory_bytes":0},
"notes":[]}
)")
        .arg(f.outcome)
        .arg(f.measuredSteps)
        .arg(f.medianStep, 0, 'g', 17)
        .arg(f.measuredPeak)
        .arg(f.predictedPeak)
        .arg(f.activations)
        .arg(f.logits)
        .arg(f.predictedPeak - f.activations - f.logits)
        .arg(f.device);
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const QString& text) {
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0)
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

// Llama 3.2 1B, LoRA, bf16-mixed on one H100: the configuration the fixtures' pilots "ran".
RunCard card(const std::string& framework) {
    const std::string yaml = "runcard: 1\nname: test\nmodel: {preset: llama-3.2-1b}\n"
                             "training: {method: lora, precision: bf16-mixed, sequence_length: "
                             "2048, micro_batch: 2, tokens: 1e9, framework: " +
                             framework + "}\nhardware: {gpu: h100-sxm-80gb}\n";
    LoadResult r = parseRunCard(yaml, "test.yaml");
    if (!r.ok())
        qFatal("%s", r.diagnostics.front().toString().c_str());
    return *r.card;
}

PilotCalibration read(const QString& summary, const RunCard& c = card("runcard-pilot")) {
    return readPilotCalibration(summary.toStdString(), c, test::presets(), test::catalog());
}

} // namespace

class TestPilotCalibration : public QObject {
    Q_OBJECT
private slots:
    void memoryFactor_data();
    void memoryFactor();
    void deviceNames_data();
    void deviceNames();
    void cpuPilotHasNoUtilisation();
    void gpuPilotReproducesItsStepTime();
    void calibrateAppliesWhereItHolds();
    void refusals_data();
    void refusals();
};

void TestPilotCalibration::memoryFactor_data() {
    QTest::addColumn<QString>("outcome");
    QTest::addColumn<qint64>("measured");
    QTest::addColumn<qint64>("predicted");
    QTest::addColumn<qint64>("activations"); // activations + logits at the predicted peak
    QTest::addColumn<double>("factor");
    QTest::addColumn<double>("scale");
    // scale = 1 + (measured - predicted) / (activations + logits)
    QTest::newRow("2% over") << "ok" << qint64(1'020'000'000) << qint64(1'000'000'000)
                             << qint64(500'000'000) << 1.02 << 1.04;
    QTest::newRow("exact") << "ok" << qint64(800'000'000) << qint64(800'000'000)
                           << qint64(300'000'000) << 1.0 << 1.0;
    QTest::newRow("10% under") << "ok" << qint64(900'000'000) << qint64(1'000'000'000)
                               << qint64(250'000'000) << 0.9 << 0.6;
    QTest::newRow("peak in the optimizer step")
        << "ok" << qint64(1'100'000'000) << qint64(1'000'000'000) << qint64(0) << 1.1 << 0.0;
    QTest::newRow("restore failed still measured")
        << "restore_failed" << qint64(1'050'000'000) << qint64(1'000'000'000) << qint64(200'000'000)
        << 1.05 << 1.25;
    QTest::newRow("out of memory: a lower bound")
        << "oom" << qint64(700'000'000) << qint64(1'000'000'000) << qint64(500'000'000) << 0.0
        << 0.0;
}

void TestPilotCalibration::memoryFactor() {
    QFETCH(QString, outcome);
    QFETCH(qint64, measured);
    QFETCH(qint64, predicted);
    QFETCH(qint64, activations);
    QFETCH(double, factor);
    QFETCH(double, scale);
    QTemporaryDir dir;
    Fixture f;
    f.outcome = outcome;
    f.measuredPeak = measured;
    f.predictedPeak = predicted;
    f.activations = activations * 4 / 5;
    f.logits = activations - f.activations;
    const PilotCalibration c = read(writeFile(dir, "summary.json", summaryJson(f)));
    QCOMPARE(c.measured_peak_bytes, std::int64_t(measured));
    QCOMPARE(c.predicted_peak_bytes, std::int64_t(predicted));
    QVERIFY2(std::abs(c.memory_factor - factor) < 1e-9,
             qPrintable(QString::number(c.memory_factor)));
    QVERIFY2(std::abs(c.activation_scale - scale) < 1e-9,
             qPrintable(QString::number(c.activation_scale)));
    QCOMPARE(c.hasMemory(), scale > 0);
    QCOMPARE(c.ran_out_of_memory, outcome == "oom");
}

void TestPilotCalibration::deviceNames_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("id");
    QTest::newRow("H100 SXM") << "NVIDIA H100 80GB HBM3"
                              << "h100-sxm-80gb";
    QTest::newRow("H100 PCIe") << "NVIDIA H100 PCIe"
                               << "h100-pcie-80gb";
    QTest::newRow("H100 NVL (not in the catalog)") << "NVIDIA H100 NVL"
                                                   << "";
    QTest::newRow("H200") << "NVIDIA H200"
                          << "h200-sxm-141gb";
    QTest::newRow("A100 SXM 80") << "NVIDIA A100-SXM4-80GB"
                                 << "a100-sxm-80gb";
    QTest::newRow("A100 SXM 40") << "NVIDIA A100-SXM4-40GB"
                                 << "a100-sxm-40gb";
    QTest::newRow("A100 PCIe (not in the catalog)") << "NVIDIA A100 80GB PCIe"
                                                    << "";
    QTest::newRow("L40S") << "NVIDIA L40S"
                          << "l40s-48gb";
    QTest::newRow("MI300X") << "AMD Instinct MI300X"
                            << "mi300x-192gb";
    QTest::newRow("cpu") << "cpu"
                         << "";
    QTest::newRow("unknown") << "NVIDIA GeForce RTX 4090"
                             << "";
}

void TestPilotCalibration::deviceNames() {
    QFETCH(QString, name);
    QFETCH(QString, id);
    QCOMPARE(QString::fromStdString(catalogIdForDevice(name.toStdString(), test::catalog())), id);
}

void TestPilotCalibration::cpuPilotHasNoUtilisation() {
    QTemporaryDir dir;
    const PilotCalibration c = read(writeFile(dir, "summary.json", summaryJson(Fixture{})));
    QCOMPARE(QString::fromStdString(c.device), QString("cpu"));
    QVERIFY(c.gpu_id.empty());
    QVERIFY(!c.hasUtilisation());
    QVERIFY(c.hasMemory());
    const ModelingAssumptions a = calibrate(assumptionsFor(FrameworkProfile::RuncardPilot), c,
                                            *test::catalog().find("h100-sxm-80gb"));
    QCOMPARE(a.calibrated_utilisation, 0.0);
}

void TestPilotCalibration::gpuPilotReproducesItsStepTime() {
    QTemporaryDir dir;
    Fixture f;
    f.device = "NVIDIA H100 80GB HBM3";
    f.medianStep = 0.85;
    const RunCard c = card("runcard-pilot");
    const PilotCalibration pilot = read(writeFile(dir, "summary.json", summaryJson(f)), c);
    QCOMPARE(QString::fromStdString(pilot.gpu_id), QString("h100-sxm-80gb"));
    QVERIFY(pilot.hasUtilisation());
    QVERIFY2(pilot.utilisation > 0.01 && pilot.utilisation < 1.0,
             qPrintable(QString::number(pilot.utilisation)));

    // The calibrated planner gives back the measured median on the pilot's GPU ...
    Scenario s = resolve(c, test::presets(), test::catalog());
    const double prior = evaluate(s).compute.step_time_s;
    s.assumptions = calibrate(s.assumptions, pilot, *s.gpu);
    QCOMPARE(s.assumptions.calibrated_utilisation, pilot.utilisation);
    QCOMPARE(s.assumptions.calibrated_from, pilot.summary_path);
    const double calibrated = evaluate(s).compute.step_time_s;
    QVERIFY2(std::abs(calibrated - f.medianStep) < 1e-9 && std::abs(prior - f.medianStep) > 0.01,
             qPrintable(QString("prior %1 s, calibrated %2 s").arg(prior).arg(calibrated)));
    // ... and leaves every other GPU on its prior.
    const GpuSpec& h200 = *test::catalog().find("h200-sxm-141gb");
    QCOMPARE(calibrate(assumptionsFor(FrameworkProfile::RuncardPilot), pilot, h200)
                 .calibrated_utilisation,
             0.0);
}

void TestPilotCalibration::calibrateAppliesWhereItHolds() {
    QTemporaryDir dir;
    const PilotCalibration pilot = read(writeFile(dir, "summary.json", summaryJson(Fixture{})));
    const GpuSpec& a100 = *test::catalog().find("a100-sxm-80gb");
    // runcard-pilot profile: the memory scale on every card, named after the summary.
    const ModelingAssumptions own =
        calibrate(assumptionsFor(FrameworkProfile::RuncardPilot), pilot, a100);
    QCOMPARE(own.calibrated_activation_scale, pilot.activation_scale);
    QCOMPARE(QString::fromStdString(own.calibrated_from), dir.filePath("summary.json"));
    // HF transformers: runcard's own LibTorch model does not calibrate another implementation.
    const ModelingAssumptions hf =
        calibrate(assumptionsFor(FrameworkProfile::HfTransformers), pilot, a100);
    QCOMPARE(hf.calibrated_activation_scale, 0.0);
    QVERIFY(hf.calibrated_from.empty());
    // The scale moves the activations of a non-pilot-profile plan exactly (plan.cpp).
    Scenario s = test::scenario("llama-3.2-1b", {});
    const MemoryEstimate before = estimateMemory(s);
    s.assumptions.calibrated_activation_scale = 1.5;
    const MemoryEstimate after = estimateMemory(s);
    QCOMPARE(after.breakdown.activations, std::int64_t(double(before.breakdown.activations) * 1.5));
}

void TestPilotCalibration::refusals_data() {
    QTest::addColumn<QString>("text"); // empty: no file at all
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("line");
    QTest::newRow("missing file") << QString() << "" << 0;
    QTest::newRow("truncated") << summaryJson(Fixture{}).left(200) << "" << -1;
    QTest::newRow("not an object") << "[1, 2]"
                                   << "" << 0;
    QString noPeak = summaryJson(Fixture{});
    noPeak.replace("\"peak_tensor_bytes\"", "\"peak_bytes\"");
    QTest::newRow("no measured peak") << noPeak << "memory.peak_tensor_bytes" << -1;
    QString badDevice = summaryJson(Fixture{});
    badDevice.replace("\"device\":\"cpu\"", "\"device\":[1]");
    QTest::newRow("device not a string") << badDevice << "revisions.device" << 8;
}

void TestPilotCalibration::refusals() {
    QFETCH(QString, text);
    QFETCH(QString, field);
    QFETCH(int, line);
    QTemporaryDir dir;
    const QString path =
        text.isEmpty() ? dir.filePath("summary.json") : writeFile(dir, "summary.json", text);
    try {
        read(path);
        QFAIL("accepted");
    } catch (const InputError& e) {
        const Diagnostic& d = e.diagnostics().front();
        qInfo("%s", d.toString().c_str());
        QCOMPARE(QString::fromStdString(d.file), path);
        QCOMPARE(QString::fromStdString(d.field), field);
        if (line >= 0)
            QCOMPARE(d.line, line);
        else
            QVERIFY(d.line > 0); // a position in the file
        QVERIFY(!d.message.empty());
    }
}

QTEST_GUILESS_MAIN(TestPilotCalibration)
#include "test_pilot_calibration.moc"
