// The decision checklist from the evidence on file, and the pilot results reader on protocol-1
// fixtures (tests/report/data, written by hand in the documented format).
#include "ui/report/checklist.h"
#include "ui/report/pilot_results.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace runcard;
using namespace runcard::ui;

namespace {

QString fixture(const QString& name) {
    return name.isEmpty() ? QString() : QDir(RUNCARD_REPORT_TEST_DATA).filePath(name);
}

Plan plannedFit(bool fits, bool marginOk) {
    Plan plan;
    plan.memory.fits = fits;
    plan.memory.margin_ok = marginOk;
    plan.memory.usable_bytes = 85'000'000'000;
    plan.memory.device_total_bytes = fits ? 40'000'000'000 : 90'000'000'000;
    plan.memory.headroom_bytes = plan.memory.usable_bytes - plan.memory.device_total_bytes;
    return plan;
}

} // namespace

class TestChecklist : public QObject {
    Q_OBJECT
private slots:
    void readsProtocolOneSummary();
    void absentFolderIsNoEvidence();
    void corruptOrUnfinishedPilotIsSaidSo();
    void stagesFromEvidence_data();
    void stagesFromEvidence();
    void reservationRecordCompletesTheFourthStage();
    void scalingVerdictSaysWhyInTheUsersWords();
    void measuredUsageOverTheMarginFails();
    void pilotStatusesReadInWords();
};

void TestChecklist::readsProtocolOneSummary() {
    const PilotResults p = readPilotResults(fixture("pilot-h100"));
    QVERIFY(p.present);
    QVERIFY(p.completed);
    QCOMPARE(p.status, QStringLiteral("ok"));
    QCOMPARE(p.gpu_id, QStringLiteral("h100-sxm-80gb")); // "NVIDIA H100 80GB HBM3" at full scale
    QCOMPARE(*p.tokens_per_s, 6000.0);
    QCOMPARE(*p.step_time_s, 10.9); // the median, as every reader of a pilot shows it
    QCOMPARE(*p.step_time_spread, 0.04);
    QCOMPARE(*p.peak_allocated_bytes, 31e9);
    QCOMPARE(*p.predicted_peak_allocated_bytes, 36398000000.0);
    QCOMPARE(*p.device_total_bytes, 36.5e9);
    QCOMPARE(*p.validation_time_s, 41.5);
    QCOMPARE(*p.checkpoint_time_s, 1.8);
    QCOMPARE(p.measured_steps, 4);
    QVERIFY(p.restore == EvidenceState::Passed);
    // Warm-up steps are left out of the series.
    QCOMPARE(p.steps.size(), 4);
    QCOMPARE(p.steps.front().step, 3);
    QCOMPARE(p.steps.front().step_time_s, 10.7);
    QCOMPARE(*p.steps.back().loss, 2.66);
    bool sawDevice = false;
    for (const auto& [key, value] : p.revisions)
        sawDevice = sawDevice || (key == "device" && value == "NVIDIA H100 80GB HBM3");
    QVERIFY(sawDevice);

    const PilotResults proxy = readPilotResults(fixture("pilot-restore-failed"));
    QVERIFY(proxy.present);
    QVERIFY(proxy.gpu_id.isEmpty()); // a CPU proxy prices no catalog card
    QCOMPARE(proxy.scale, QStringLiteral("proxy"));
    QVERIFY(proxy.restore == EvidenceState::Failed);
}

void TestChecklist::absentFolderIsNoEvidence() {
    QTemporaryDir empty;
    const PilotResults p = readPilotResults(empty.path());
    QVERIFY(!p.present);
    QVERIFY(!p.tokens_per_s.has_value()); // not on file: unknown, not zero
    QVERIFY(readScalingResult(empty.path()).state == EvidenceState::Absent);
    QVERIFY(!readReservation(empty.path()).reserved);
    QVERIFY(!readPilotResults(QString()).present);
}

// A corrupt summary is shown as unreadable (never as "no pilot has been run"); a run that did not
// finish is present and fails the memory stage.
void TestChecklist::corruptOrUnfinishedPilotIsSaidSo() {
    const auto writeSummary = [](const QTemporaryDir& dir, const QByteArray& text) {
        QFile file(QDir(dir.path()).filePath("summary.json"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
    };
    QTemporaryDir corrupt;
    writeSummary(corrupt, R"({"protocol": 2, "outcome": )");
    DecisionEvidence evidence;
    evidence.plan = plannedFit(true, true);
    evidence.pilot = readPilotResults(corrupt.path());
    QVERIFY(!evidence.pilot.present);
    QCOMPARE(evidence.pilot.status, QStringLiteral("corrupt"));
    QVERIFY2(evidence.pilot.error.contains("summary.json:"), qPrintable(evidence.pilot.error));
    const StageVerdict restore = evaluateChecklist(evidence).stages[2];
    QVERIFY2(restore.detail.contains("cannot be read") && !restore.detail.contains("No pilot"),
             qPrintable(restore.detail));

    QTemporaryDir killed;
    writeSummary(killed, R"({"protocol":2,"run_id":"r","card_sha256":"c","outcome":"running"})");
    evidence.pilot = readPilotResults(killed.path());
    QVERIFY(evidence.pilot.present);
    QVERIFY(!evidence.pilot.completed);
    QCOMPARE(evidence.pilot.status, QStringLiteral("incomplete"));
    // The reason is the reader's coded diagnostic, rendered in the UI language (English here).
    QVERIFY2(evidence.pilot.error.endsWith(
                 "summary.json: outcome: running: the pilot did not finish (killed, crashed, or "
                 "still running)"),
             qPrintable(evidence.pilot.error));
    QVERIFY(evaluateChecklist(evidence).stages[0].state == StageState::Failed);
}

void TestChecklist::stagesFromEvidence_data() {
    QTest::addColumn<QString>("pilot");
    QTest::addColumn<bool>("fits");
    QTest::addColumn<bool>("marginOk");
    QTest::addColumn<QString>("expected"); // memory, scaling, restore, reserved: d/p/f
    QTest::addColumn<bool>("ready");
    QTest::newRow("nothing on file") << "" << true << true << "pppp" << false;
    QTest::newRow("does not fit") << "" << false << false << "fppp" << false;
    QTest::newRow("fits below the margin") << "" << true << false << "fppp" << false;
    QTest::newRow("pilot and restore, no scaling")
        << "pilot-h100" << true << true << "dpdp" << false;
    QTest::newRow("restore failed") << "pilot-restore-failed" << true << true << "dpfp" << false;
    QTest::newRow("all three proven") << "evidence-complete" << true << true << "dddp" << true;
}

void TestChecklist::stagesFromEvidence() {
    QFETCH(QString, pilot);
    QFETCH(bool, fits);
    QFETCH(bool, marginOk);
    QFETCH(QString, expected);
    QFETCH(bool, ready);
    DecisionEvidence evidence;
    evidence.plan = plannedFit(fits, marginOk);
    evidence.gpu_id = "h100-sxm-80gb";
    evidence.pilot = readPilotResults(fixture(pilot));
    evidence.scaling = readScalingResult(fixture(pilot));
    evidence.reservation = readReservation(fixture(pilot));
    const ChecklistVerdicts verdicts = evaluateChecklist(evidence);
    QString states;
    for (const StageVerdict& v : verdicts.stages)
        states += v.state == StageState::Done ? 'd' : v.state == StageState::Failed ? 'f' : 'p';
    QCOMPARE(states, expected);
    QCOMPARE(verdicts.readyToReserve(), ready);
    // Every state but "pending with nothing on file" names the file it comes from.
    for (const StageVerdict& v : verdicts.stages)
        if (v.state != StageState::Pending)
            QVERIFY2(!v.evidence.isEmpty(), qPrintable(v.detail));
    if (pilot == "evidence-complete")
        QVERIFY(verdicts.stages[1].evidence.endsWith("scaling.json"));
}

void TestChecklist::reservationRecordCompletesTheFourthStage() {
    QTemporaryDir dir;
    QFile file(QDir(dir.path()).filePath("reservation.json"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"reserved": true, "provider": "Example Cloud", "period": "week"})");
    file.close();
    DecisionEvidence evidence;
    evidence.reservation = readReservation(dir.path());
    const ChecklistVerdicts verdicts = evaluateChecklist(evidence);
    QVERIFY(verdicts.stages[3].state == StageState::Done);
    QVERIFY(verdicts.stages[3].detail.contains("Example Cloud"));
    QVERIFY(verdicts.stages[0].state == StageState::Pending); // no plan: nothing to judge
}

void TestChecklist::scalingVerdictSaysWhyInTheUsersWords() {
    // scaling.json as runcard-pilot --baseline writes it (core/planner/scaling_step.cpp).
    const auto verdict = [](const QByteArray& json) {
        QTemporaryDir dir;
        QFile file(QDir(dir.path()).filePath("scaling.json"));
        file.open(QIODevice::WriteOnly);
        file.write(json);
        file.close();
        DecisionEvidence evidence;
        evidence.scaling = readScalingResult(dir.path());
        return evaluateChecklist(evidence).stages[1];
    };
    const StageVerdict passed =
        verdict(R"({"status":"passed","problem":"none","gpus":2,"device":"cpu","efficiency":0.9})");
    QVERIFY(passed.state == StageState::Done);
    QCOMPARE(passed.detail, QStringLiteral("Measured on 2 CPU ranks at 90% scaling efficiency."));
    const StageVerdict batch =
        verdict(R"({"status":"failed","problem":"effective_batch","gpus":2,"device":"cpu",)"
                R"("detail":"effective batch 16 sequences (2 ranks x 2 x 4) against 8"})");
    QVERIFY(batch.state == StageState::Failed);
    QVERIFY2(batch.detail.contains("divide the gradient accumulation"), qPrintable(batch.detail));
    // A code this version does not know: the file's own words rather than nothing.
    const StageVerdict unknown =
        verdict(R"({"status":"failed","problem":"from_the_future","detail":"a newer reason"})");
    QCOMPARE(unknown.detail, QStringLiteral("a newer reason"));
}

void TestChecklist::measuredUsageOverTheMarginFails() {
    // The fixture's device used 36.5 GB; on a 40 GB card with a 10 % margin that is too much,
    // whatever the planner predicted.
    DecisionEvidence evidence;
    evidence.plan = plannedFit(true, true);
    evidence.plan->memory.usable_bytes = 40'000'000'000;
    evidence.gpu_id = "h100-sxm-80gb";
    evidence.pilot = readPilotResults(fixture("pilot-h100"));
    const ChecklistVerdicts verdicts = evaluateChecklist(evidence);
    QVERIFY(verdicts.stages[0].state == StageState::Failed);
    QVERIFY(verdicts.stages[0].evidence.endsWith("summary.json"));
}

// The report and the checklist name a pilot's status in words, never as the protocol's token; a
// status from a newer pilot passes through as written.
void TestChecklist::pilotStatusesReadInWords() {
    QCOMPARE(pilotStatusText("ok"), QStringLiteral("completed"));
    QCOMPARE(pilotStatusText("oom"), QStringLiteral("out of memory"));
    QCOMPARE(pilotStatusText("restore_failed"), QStringLiteral("restore proof failed"));
    QCOMPARE(pilotStatusText("incomplete"), QStringLiteral("incomplete"));
    QCOMPARE(pilotStatusText("from_the_future"), QStringLiteral("from_the_future"));
}

QTEST_GUILESS_MAIN(TestChecklist)
#include "test_checklist.moc"
