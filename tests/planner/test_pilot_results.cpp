// The one reader of a pilot's results (core/planner/pilot_results.h): a complete run; runs that did
// not finish (the placeholder summary, events without their end, events without a summary);
// corrupt files named with line and field (not JSON, wrong types, impossible numbers, a newer
// protocol, a FIFO or device as summary.json); a summary and events from different runs or cards
// refused naming both; and calibration of a LoRA pilot, which compares the base model without the
// adapters.
#include "planner/calibration.h"
#include "planner/pilot_results.h"
#include "scenario_helpers.h"

#include <QDir>
#include <QTemporaryDir>
#include <sys/stat.h>

using namespace runcard;

namespace {

const char* kRun = "0123456789abcdef0123456789abcdef";
const char* kCard = "c0ffee";

// A protocol-2 summary; `extra` replaces the closing brace's neighbourhood.
QString summary(const QString& fields = {}, const QString& runId = kRun,
                const QString& outcome = "ok") {
    return QString(R"({"protocol":2,"run_id":"%1","card_sha256":"%2","outcome":"%3",
"scale":"full","layers":4,"full_layers":4,"warmup_steps":1,"measured_steps":3,
"step_time_s":{"n":3,"min":0.9,"median":1.0,"max":1.2,"mean":1.03,"cv":0.1},
"tokens_per_s":1000,"data_wait_share":0.01,
"memory":{"peak_tensor_bytes":1000,"peak_resident_bytes":5000,
"predicted":{"peak_allocated_bytes":1010,"breakdown":{"activations":300,"logits":100}}},
"restore":{"ran":true,"compared":true,"ok":true},
"revisions":{"device":"NVIDIA H100 80GB HBM3","libtorch":"2.4.1"},"notes":["n1"]%4}
)")
        .arg(runId, kCard, outcome, fields);
}

QString events(const QString& runId = kRun, bool end = true, const QString& start = {}) {
    QString text = QString(R"({"event":"start","protocol":2,"t":0.1,"run_id":"%1",)"
                           R"("card_sha256":"%2","parameters":%3})"
                           "\n")
                       .arg(runId, kCard, start.isEmpty() ? "100" : start);
    for (int step = 1; step <= 4; ++step)
        text += QString(R"({"event":"step","protocol":2,"t":%1,"step":%1,"warmup":%2,)"
                        R"("seconds":1.0,"cpu_s":0.9,"loss":3.0,"peak_bytes":1000})"
                        "\n")
                    .arg(step)
                    .arg(step == 1 ? "true" : "false");
    if (end)
        text += R"({"event":"end","protocol":2,"t":9,"outcome":"ok","exit_code":0})"
                "\n";
    return text;
}

void write(const QTemporaryDir& dir, const QString& name, const QString& text) {
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(text.toUtf8()) < 0)
        qFatal("cannot write %s", qPrintable(file.fileName()));
}

PilotResultsData read(const QTemporaryDir& dir) {
    return readPilotResults(dir.path().toStdString());
}

} // namespace

class TestPilotResults : public QObject {
    Q_OBJECT
private slots:
    void absentFolderOrFiles() {
        QCOMPARE(int(readPilotResults("").state), int(PilotResultsState::Absent));
        QTemporaryDir dir;
        QCOMPARE(int(read(dir).state), int(PilotResultsState::Absent));
    }

    void completeRun() {
        QTemporaryDir dir;
        write(dir, "summary.json", summary());
        write(dir, "events.ndjson", events());
        const PilotResultsData r = read(dir);
        QVERIFY2(r.complete(), r.problem().c_str());
        QCOMPARE(r.protocol, 2);
        QCOMPARE(r.step_time_s->median, 1.0); // the median, as every reader shows it
        QCOMPARE(r.step_time_s->max, 1.2);
        QCOMPARE(*r.peak_tensor_bytes, std::int64_t(1000));
        QCOMPARE(*r.predicted_activations_bytes, std::int64_t(400));
        QCOMPARE(r.steps.size(), std::size_t(4));
        QCOMPARE(*r.steps.back().cpu_s, 0.9);
        QVERIFY(r.restore_ok && r.restore_compared && r.ended);
        QCOMPARE(QString::fromStdString(r.start.run_id), QString(kRun));
    }

    // A multi-rank folder merges every rank's lines as they arrive: rank 1 may start first. The
    // run is rank 0's (its summary.json), and so are its steps.
    void multiRankEventsAreRankZeros() {
        QTemporaryDir dir;
        write(dir, "summary.json", summary());
        QString other = events("fedcba9876543210fedcba9876543210", false);
        other.replace(R"("protocol":2,)", R"("protocol":2,"rank":1,)");
        QString own = events();
        own.replace(R"("protocol":2,)", R"("protocol":2,"rank":0,)");
        write(dir, "events.ndjson",
              other + own +
                  R"({"event":"end","protocol":2,"rank":-1,"t":10,"outcome":"ok"})"
                  "\n");
        const PilotResultsData r = read(dir);
        QVERIFY2(r.complete(), r.problem().c_str());
        QCOMPARE(QString::fromStdString(r.start.run_id), QString(kRun));
        QCOMPARE(r.steps.size(), std::size_t(4)); // not rank 1's four as well
    }

    // A pilot that codes its notes: each note's code and arguments beside its English; a code
    // this planner does not know leaves the English notes alone.
    void codedNotesAreRead() {
        QTemporaryDir dir;
        QString text = summary();
        text.replace(R"("notes":["n1"])",
                     R"("notes":["n1","n2"],"note_codes":[{"code":"eager-attention","args":)"
                     R"(["flash"]},{"code":"no-biases","args":[]}])");
        write(dir, "summary.json", text);
        write(dir, "events.ndjson", events());
        PilotResultsData r = read(dir);
        QVERIFY2(r.complete(), r.problem().c_str());
        QCOMPARE(r.note_codes.size(), std::size_t(2));
        QVERIFY(r.note_codes[0] == (PilotNote{PilotNoteCode::EagerAttention, {"flash"}}));
        QVERIFY(r.note_codes[1] == (PilotNote{PilotNoteCode::NoBiases, {}}));
        text.replace("no-biases", "a-later-code");
        write(dir, "summary.json", text);
        r = read(dir);
        QVERIFY2(r.complete(), r.problem().c_str());
        QVERIFY(r.note_codes.empty());
        QCOMPARE(r.notes.size(), std::size_t(2));
    }

    // Optional members may be absent: no yaml-cpp exception escapes (a missing key of a const
    // node is an invalid node whose type cannot be asked).
    void absentOptionalMembersAreRead() {
        QTemporaryDir dir;
        QString text = summary();
        text.replace(R"(,"notes":["n1"])", "");
        write(dir, "summary.json", text);
        write(dir, "events.ndjson", events());
        const PilotResultsData r = read(dir);
        QVERIFY2(r.complete(), r.problem().c_str());
        QVERIFY(r.notes.empty());
        QCOMPARE(QString::fromStdString(r.device), QStringLiteral("NVIDIA H100 80GB HBM3"));
    }

    void unfinishedRunsAreIncomplete_data() {
        QTest::addColumn<QString>("summaryText"); // empty: no summary.json
        QTest::addColumn<QString>("eventsText");
        QTest::addColumn<QString>("expected");
        QTest::newRow("placeholder of a killed run")
            << QString(R"({"protocol":2,"run_id":"%1","card_sha256":"%2","outcome":"running"})")
                   .arg(kRun, kCard)
            << events(kRun, false) << "did not finish";
        QTest::newRow("events end before the end event")
            << summary() << events(kRun, false).append("{\"event\":\"st") << "end event";
        QTest::newRow("events without a summary")
            << QString() << events(kRun, false) << "missing beside events.ndjson";
    }
    void unfinishedRunsAreIncomplete() {
        QFETCH(QString, summaryText);
        QFETCH(QString, eventsText);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        if (!summaryText.isEmpty())
            write(dir, "summary.json", summaryText);
        write(dir, "events.ndjson", eventsText);
        const PilotResultsData r = read(dir);
        QCOMPARE(int(r.state), int(PilotResultsState::Incomplete));
        QVERIFY2(QString::fromStdString(r.problem()).contains(expected), r.problem().c_str());
    }

    void corruptFilesAreNamed_data() {
        QTest::addColumn<QString>("summaryText");
        QTest::addColumn<QString>("eventsText");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << "" << events() << "summary.json"
                               << ""
                               << "not a pilot summary";
        QTest::newRow("garbage") << "{\"protocol\": 2, [" << events() << "summary.json"
                                 << ""
                                 << "malformed JSON";
        QTest::newRow("layers 1e300")
            << summary().replace("\"layers\":4", "\"layers\":1e300") << events() << "summary.json"
            << "layers"
            << "outside";
        QTest::newRow("negative steps")
            << summary().replace("\"measured_steps\":3", "\"measured_steps\":-3") << events()
            << "summary.json"
            << "measured_steps"
            << "outside";
        QTest::newRow("a string for a number")
            << summary().replace("\"median\":1.0", "\"median\":\"fast\"") << events()
            << "summary.json"
            << "step_time_s.median"
            << "expected a number, got 'fast'";
        QTest::newRow("newer protocol")
            << summary().replace("\"protocol\":2", "\"protocol\":3") << events() << "summary.json"
            << "protocol"
            << "newer runcard-pilot";
        QTest::newRow("another run's events")
            << summary() << events("ffffffffffffffffffffffffffffffff") << "summary.json"
            << "run_id"
            << "ffffffffffffffffffffffffffffffff";
        QTest::newRow("a malformed event line")
            << summary()
            << QString(events()).replace("{\"event\":\"end\"", "garbage line\n{\"event\":\"end\"")
            << "events.ndjson"
            << ""
            << "not a JSON object";
        QTest::newRow("a step of the wrong type")
            << summary() << QString(events()).replace("\"seconds\":1.0", "\"seconds\":true")
            << "events.ndjson"
            << "seconds"
            << "expected a number, got 'true'";
    }
    void corruptFilesAreNamed() {
        QFETCH(QString, summaryText);
        QFETCH(QString, eventsText);
        QFETCH(QString, file);
        QFETCH(QString, field);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        write(dir, "summary.json", summaryText);
        write(dir, "events.ndjson", eventsText);
        const PilotResultsData r = read(dir);
        QCOMPARE(int(r.state), int(PilotResultsState::Corrupt));
        const Diagnostic& d = r.problems.front();
        qInfo("%s", d.toString().c_str());
        QVERIFY(QString::fromStdString(d.file).endsWith(file));
        QCOMPARE(QString::fromStdString(d.field), field);
        QVERIFY2(QString::fromStdString(d.message).contains(expected), d.message.c_str());
    }

    void fifoOrDeviceIsRefused() {
        QTemporaryDir dir;
        QCOMPARE(::mkfifo(dir.filePath("summary.json").toLocal8Bit().constData(), 0600), 0);
        const PilotResultsData fifo = read(dir); // must not block
        QCOMPARE(int(fifo.state), int(PilotResultsState::Corrupt));
        QVERIFY(QString::fromStdString(fifo.problem()).contains("not a regular file"));
        QTemporaryDir other;
        QVERIFY(QFile::link("/dev/zero", other.filePath("summary.json")));
        QCOMPARE(int(read(other).state), int(PilotResultsState::Corrupt));
    }

    // Calibration reads through the same reader: it refuses what the report refuses, and
    // calibrates a LoRA pilot (whose parameter count includes its adapters).
    void calibrationRefusesMixedRuns() {
        QTemporaryDir dir;
        write(dir, "summary.json", summary());
        write(dir, "events.ndjson", events("ffffffffffffffffffffffffffffffff"));
        const std::string card = "runcard: 1\nname: t\nmodel: {preset: llama-3.2-1b}\n"
                                 "training: {tokens: 1e9}\nhardware: {gpu: h100-sxm-80gb}\n";
        const RunCard c = *parseRunCard(card, "t.yaml").card;
        try {
            readPilotCalibration(dir.filePath("summary.json").toStdString(), c, test::presets(),
                                 test::catalog());
            QFAIL("accepted");
        } catch (const InputError& e) {
            const std::string text = e.diagnostics().front().toString();
            QVERIFY2(text.find(kRun) != std::string::npos &&
                         text.find("ffffffffffffffffffffffffffffffff") != std::string::npos,
                     text.c_str());
        }
    }

    void loraPilotCalibratesUtilisation_data() {
        QTest::addColumn<QString>("start"); // the start event's parameter fields
        QTest::addColumn<bool>("calibrated");
        const std::string card = "runcard: 1\nname: t\nmodel: {preset: llama-3.2-1b}\n"
                                 "training: {method: lora, precision: bf16-mixed, "
                                 "sequence_length: 2048, micro_batch: 2, tokens: 1e9}\n"
                                 "hardware: {gpu: h100-sxm-80gb}\n";
        const Scenario s =
            resolve(*parseRunCard(card, "t.yaml").card, test::presets(), test::catalog());
        const qint64 base = s.parameters;
        QTest::newRow("protocol 2: base_parameters")
            << QString("%1,\"base_parameters\":%2,\"trainable_parameters\":5000000,"
                       "\"method\":\"lora\",\"precision\":\"bf16-mixed\"")
                   .arg(base + 5000000)
                   .arg(base)
            << true;
        QTest::newRow("protocol 1 style: parameters include the adapters")
            << QString("%1,\"trainable_parameters\":5000000,\"method\":\"lora\"")
                   .arg(base + 5000000)
            << true;
        QTest::newRow("another model")
            << QString("%1,\"base_parameters\":%1,\"method\":\"lora\"").arg(base / 2) << false;
    }
    void loraPilotCalibratesUtilisation() {
        QFETCH(QString, start);
        QFETCH(bool, calibrated);
        const std::string card = "runcard: 1\nname: t\nmodel: {preset: llama-3.2-1b}\n"
                                 "training: {method: lora, precision: bf16-mixed, "
                                 "sequence_length: 2048, micro_batch: 2, tokens: 1e9}\n"
                                 "hardware: {gpu: h100-sxm-80gb}\n";
        const RunCard c = *parseRunCard(card, "t.yaml").card;
        const Scenario s = resolve(c, test::presets(), test::catalog());
        QTemporaryDir dir;
        write(dir, "summary.json",
              summary().replace("\"layers\":4,\"full_layers\":4",
                                QString("\"layers\":%1,\"full_layers\":%1").arg(s.arch.layers)));
        write(dir, "events.ndjson", events(kRun, true, start));
        const PilotCalibration p = readPilotCalibration(dir.filePath("summary.json").toStdString(),
                                                        c, test::presets(), test::catalog());
        QCOMPARE(QString::fromStdString(p.gpu_id), QString("h100-sxm-80gb"));
        QCOMPARE(p.hasUtilisation(), calibrated);
    }
};

QTEST_GUILESS_MAIN(TestPilotResults)
#include "test_pilot_results.moc"
