// The pilot view without LibTorch: NDJSON carry-over, the live figures, and Cancel stopping the
// whole process group of a (fake) pilot, leaving the view usable.
#include "ui/pilot/pilot_view.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLocale>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <cerrno>
#include <csignal>

using runcard::ui::LineBuffer;
using runcard::ui::PilotLive;
using runcard::ui::PilotView;

namespace {

const QByteArray kStream =
    R"({"event":"start","protocol":1,"t":0.5,"name":"c","scale":"proxy","layers":2,"full_layers":32,"warmup_steps":1,"steps":3,"memory_limit_bytes":0,"predicted":{"peak_allocated_bytes":1050},"revisions":{"device":"cpu"},"notes":["attention runs eager"]}
{"event":"phase","protocol":1,"t":0.6,"step":1,"micro":0,"phase":"forward","seconds":0.1,"peak_bytes":800,"current_bytes":700}
{"event":"step","protocol":1,"t":0.7,"step":1,"warmup":true,"seconds":9.0,"data_wait_s":0,"peak_bytes":2000,"resident_bytes":5000}
{"event":"step","protocol":1,"t":0.8,"step":2,"warmup":false,"seconds":1.0,"data_wait_s":0.1,"peak_bytes":1000,"resident_bytes":6000}
{"event":"step","protocol":1,"t":0.9,"step":3,"warmup":false,"seconds":3.0,"data_wait_s":0.1,"peak_bytes":900,"resident_bytes":5500}
{"event":"step","protocol":1,"t":1.0,"step":4,"warmup":false,"seconds":2.0,"data_wait_s":0.1,"peak_bytes":950,"resident_bytes":5500}
{"event":"validation","protocol":1,"t":1.1,"step":4,"seconds":0.25,"loss":5.0,"tokens":128,"batches":1}
{"event":"checkpoint","protocol":1,"t":1.2,"step":4,"megabytes_per_s":80.5}
{"event":"restore","protocol":1,"t":1.3,"ok":true,"loss_bits":"40c68e35"}
{"event":"end","protocol":1,"t":1.4,"outcome":"ok","exit_code":0}
)";

} // namespace

class TestPilotView : public QObject {
    Q_OBJECT
private slots:
    void lineBufferKeepsPartialLines() {
        LineBuffer buffer;
        QCOMPARE(buffer.append("{\"a\":1}\n{\"b\"").size(), 1);
        QCOMPARE(buffer.pending(), QByteArray("{\"b\""));
        const auto lines = buffer.append(":2}\n\n");
        QCOMPARE(lines.size(), 1);
        QCOMPARE(lines.first(), QByteArray("{\"b\":2}"));
        QVERIFY(buffer.pending().isEmpty());
    }

    void liveFiguresFromEvents() {
        PilotLive live;
        for (const QByteArray& line : kStream.split('\n'))
            if (!line.isEmpty())
                QVERIFY(live.apply(line));
        QVERIFY(!live.apply("not json"));
        QCOMPARE(live.badLines, 1);
        QCOMPARE(live.warnings, QStringList{"line 11: not a JSON object"});
        QCOMPARE(live.scale, QString("proxy"));
        QCOMPARE(live.totalSteps, 4);
        QCOMPARE(live.medianStepSeconds(), 2.0); // warm-up step (9 s) left out
        QCOMPARE(live.minStepSeconds(), 1.0);
        QCOMPARE(live.maxStepSeconds(), 3.0);
        QVERIFY(!live.p90StepSeconds()); // with 3 steps a p90 is the maximum: not reported
        QCOMPARE(live.coefficientOfVariation(), 0.5);
        QCOMPARE(*live.measuredPeak, 1000.0);
        QCOMPARE(*live.predictedError(), 0.05);
        QVERIFY(std::abs(*live.dataWaitShare() - 0.05) < 1e-12);
        QCOMPARE(*live.peakResident, 6000.0);
        QCOMPARE(*live.validationSeconds, 0.25);
        QVERIFY(*live.restoreOk);
        QCOMPARE(live.outcome, QString("ok"));
        QCOMPARE(live.memoryTime.size(), 1);
    }

    void newerProtocolIsRefused() {
        PilotLive live;
        QVERIFY(live.apply(R"({"event":"start","protocol":2,"t":0,"name":"n"})"));
        QVERIFY(!live.apply(R"({"event":"step","protocol":3,"t":1,"step":1,"seconds":1})"));
        QCOMPARE(live.refused, QString("protocol 3"));
        // Nothing after it is applied, not even lines of a known version.
        QVERIFY(!live.apply(R"({"event":"step","protocol":2,"t":1,"step":1,"seconds":1})"));
        QVERIFY(live.stepSeconds.isEmpty());
    }

    void wrongTypesAreErrorsNotZeros() {
        PilotLive live;
        QVERIFY(live.apply(R"({"event":"start","protocol":2,"t":0})"));
        QVERIFY(!live.apply(R"({"event":"step","protocol":2,"t":1,"step":1,"seconds":"fast"})"));
        QVERIFY(live.apply(R"({"event":"step","protocol":2,"t":2,"step":2,"seconds":2.5})"));
        QVERIFY(!live.apply(R"({"event":"phase","protocol":"2","t":2})"));
        QCOMPARE(live.stepSeconds, QVector<double>{2.5}); // the wrong-typed step is not a 0
        QCOMPARE(live.badLines, 2);
        QCOMPARE(live.warnings.first(), QString("line 2: step event: seconds is not a number"));
        QCOMPARE(live.warnings.last(), QString("line 4: protocol is not a number"));
    }

    void restoreWithoutComparisonIsNotBitExact() {
        PilotLive live;
        QVERIFY(live.apply(R"({"event":"restore","protocol":2,"t":1,"ok":true,"compared":false})"));
        QVERIFY(!*live.restoreOk);
        QVERIFY(!*live.restoreCompared);
    }

    void reopenedCrashedRunIsIncomplete() {
        // A pilot killed after its second step: events.ndjson without the end event, its last
        // line torn.
        QTemporaryDir dir;
        const QString card = dir.filePath("card.yaml");
        QDir().mkpath(dir.filePath("card.pilot"));
        QFile events(dir.filePath("card.pilot/events.ndjson"));
        QVERIFY(events.open(QIODevice::WriteOnly));
        const QList<QByteArray> lines = kStream.split('\n');
        for (int i = 0; i < 5; ++i)
            events.write(lines[i] + "\n");
        events.write("{\"event\":\"phase\",\"protocol\":1,\"t\":0.9,\"st");
        events.close();
        PilotView view(QStringLiteral("/nonexistent"));
        view.setCardPath(card);
        QVERIFY(view.live().incomplete());
        QCOMPARE(view.live().stepSeconds.size(), 3);
        const QLabel* status = view.findChild<QLabel*>();
        QVERIFY(status && status->text().startsWith("Incomplete"));
    }

    void feedInPiecesEqualsWhole() {
        PilotView view(QStringLiteral("/nonexistent"));
        for (qsizetype at = 0; at < kStream.size(); at += 7)
            view.feed(kStream.mid(at, 7));
        QCOMPARE(view.live().stepSeconds.size(), 4);
        QCOMPARE(view.live().outcome, QString("ok"));
    }

    void rendersAfterARun() {
        // Renders the finished state; RUNCARD_SCREENSHOT_DIR keeps the PNG (docs/screenshots),
        // RUNCARD_PILOT_EVENTS feeds a real events.ndjson instead of the canned stream.
        PilotView view(QStringLiteral("/nonexistent"));
        QByteArray events = kStream;
        if (const QString path = qEnvironmentVariable("RUNCARD_PILOT_EVENTS"); !path.isEmpty()) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            events = file.readAll();
        }
        view.feed(events);
        QTest::qWait(150); // the coalesced refresh
        view.resize(1100, 720);
        const QImage image = view.grab().toImage();
        QVERIFY(!image.isNull());
        QCOMPARE(image.width(), 1100);
        if (const QString dir = qEnvironmentVariable("RUNCARD_SCREENSHOT_DIR"); !dir.isEmpty())
            QVERIFY(image.save(dir + QStringLiteral("/pilot-view-") + QLocale().name().left(2) +
                               QStringLiteral(".png")));
    }

    void cancelStopsTheWholeGroup() {
        // A fake pilot that starts a child (as the real one starts its restore process) and
        // waits; Cancel must end both and leave the view ready to start again.
        QTemporaryDir dir;
        const QString script = dir.filePath("fake-pilot.sh");
        const QString pids = dir.filePath("pids");
        QFile file(script);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral("#!/bin/sh\n"
                                  "echo '{\"event\":\"start\",\"protocol\":1,\"t\":0}'\n"
                                  "sleep 300 &\n"
                                  "echo $$ $! > %1\n"
                                  "wait\n")
                       .arg(pids)
                       .toUtf8());
        file.close();
        QVERIFY(file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        const QString card = dir.filePath("card.yaml");
        PilotView view(script);
        QSignalSpy finished(&view, &PilotView::finished);
        view.start(card);
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(pids) && QFile(pids).size() > 0, 10000);
        QFile pidFile(pids);
        QVERIFY(pidFile.open(QIODevice::ReadOnly));
        const QList<QByteArray> ids = pidFile.readAll().simplified().split(' ');
        QCOMPARE(ids.size(), 2);
        view.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        QVERIFY(finished.first().at(1).toBool()); // cancelled
        QVERIFY(!view.isRunning());
        for (const QByteArray& id : ids)
            QTRY_VERIFY_WITH_TIMEOUT(::kill(pid_t(id.toLongLong()), 0) != 0 && errno == ESRCH,
                                     5000);
        QCOMPARE(view.resultsDirectory(), dir.filePath("card.pilot"));
    }
};

QTEST_MAIN(TestPilotView)
#include "test_pilot_view.moc"
