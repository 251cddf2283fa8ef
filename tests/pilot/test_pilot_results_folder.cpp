// Results that cannot be mixed up or lost: a new run moves the previous results aside before its
// first step; every file carries the run id and the card's hash; a killed pilot leaves its results
// marked incomplete; writes that fail (a full disk, simulated with a file-size limit) stop the run
// with the file named and the reason in words, leaving no temporaries; --out is checked before
// the first step and a symbolic link in place of events.ndjson is not followed; data files must
// be regular files.
#include "pilot_test_support.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

class TestPilotResultsFolder : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;
    QString card_;

    static QStringList filesUnder(const QString& folder) {
        QStringList files;
        for (const QFileInfo& info :
             QDir(folder).entryInfoList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot)) {
            files << info.fileName();
        }
        return files;
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        card_ = tinyCard(dir_.path(), "results",
                         "  method: full\n  optimizer: sgd\n  precision: fp32\n");
    }

    void rerunMovesPreviousResultsAside() {
        const QString out = dir_.filePath("rerun");
        const PilotRun first = runPilot({card_, "--steps", "1", "--warmup", "0", "--out", out});
        QCOMPARE(first.exitCode, 0);
        const QString firstId = first.first("start").value("run_id").toString();
        const PilotRun second =
            runPilot({card_, "--steps", "1", "--warmup", "0", "--no-restore-proof", "--out", out});
        QCOMPARE(second.exitCode, 0);
        const QString secondId = second.first("start").value("run_id").toString();
        QVERIFY(firstId != secondId);
        // This run's files carry this run's id; the last run's are all in previous/.
        QCOMPARE(readJson(QDir(out).filePath("summary.json")).value("run_id").toString(), secondId);
        QCOMPARE(readEvents(QDir(out).filePath("events.ndjson")).first().value("run_id").toString(),
                 secondId);
        QVERIFY(!QFile::exists(QDir(out).filePath("checkpoint"))); // none in this run
        const QString previous = QDir(out).filePath("previous");
        QCOMPARE(readJson(QDir(previous).filePath("summary.json")).value("run_id").toString(),
                 firstId);
        QCOMPARE(
            readJson(QDir(previous).filePath("checkpoint/pilot.json")).value("run_id").toString(),
            firstId);
        QCOMPARE(readJson(QDir(previous).filePath("checkpoint/expected.json"))
                     .value("run_id")
                     .toString(),
                 firstId);
    }

    void killedRunIsMarkedIncomplete() {
        const QString out = dir_.filePath("killed");
        QCOMPARE(runPilot({card_, "--steps", "1", "--warmup", "0", "--out", out}).exitCode, 0);
        PilotProcess how;
        how.killAfterEvent = "step";
        const PilotRun killed =
            runPilot({card_, "--steps", "500", "--warmup", "0", "--out", out}, how);
        QVERIFY(killed.crashed);
        const QJsonObject summary = readJson(QDir(out).filePath("summary.json"));
        QCOMPARE(summary.value("outcome").toString(), QString("running")); // never finished
        QCOMPARE(summary.value("run_id").toString(),
                 killed.first("start").value("run_id").toString());
        const QList<QJsonObject> events = readEvents(QDir(out).filePath("events.ndjson"));
        QVERIFY(!events.isEmpty());
        QVERIFY(events.last().value("event").toString() != "end");
        // The complete run before it is intact, aside.
        QCOMPARE(readJson(QDir(out).filePath("previous/summary.json")).value("outcome").toString(),
                 QString("ok"));
    }

    void failedWritesNameTheFileAndLeaveNoTemporaries_data() {
        QTest::addColumn<qint64>("limit");
        QTest::addColumn<QString>("file");
        // events.ndjson grows past 2 kB during the steps; model.pt alone is 630 kB.
        QTest::newRow("events.ndjson") << qint64(2000) << "events.ndjson";
        QTest::newRow("checkpoint") << qint64(300000) << "model.pt";
    }
    void failedWritesNameTheFileAndLeaveNoTemporaries() {
        QFETCH(qint64, limit);
        QFETCH(QString, file);
        const QString out = dir_.filePath("full-" + file);
        PilotProcess how;
        how.fileSizeLimit = limit;
        const PilotRun run = runPilot({card_, "--steps", "2", "--warmup", "0", "--out", out}, how);
        QVERIFY(!run.crashed);
        QCOMPARE(run.exitCode, 6);
        QVERIFY2(run.errorText.contains(file) && run.errorText.contains("EFBIG"),
                 qPrintable(run.errorText));
        QCOMPARE(run.first("error").value("kind").toString(), QString("write_failed"));
        QVERIFY(run.named("end").isEmpty());
        for (const QString& name : filesUnder(out))
            QVERIFY2(!name.contains(".tmp-"), qPrintable(name));
        QVERIFY(!QFile::exists(QDir(out).filePath("checkpoint.partial")));
        // Not a result: the summary says the run failed, or (when it did not fit either) the
        // placeholder still says it did not finish.
        const QString outcome =
            readJson(QDir(out).filePath("summary.json")).value("outcome").toString();
        QVERIFY2(outcome == "failed" || outcome == "running", qPrintable(outcome));
    }

    void unusableOutIsRefusedBeforeTheFirstStep() {
        const PilotRun run = runPilot({card_, "--steps", "1", "--out", "/proc/self"});
        QCOMPARE(run.exitCode, 6);
        QVERIFY(run.named("step").isEmpty());
        QVERIFY2(run.errorText.contains("/proc/self"), qPrintable(run.errorText));
    }

    void linkedEventsFileIsNotFollowed() {
        const QString out = dir_.filePath("linked");
        QDir().mkpath(out);
        const QString target = dir_.filePath("precious.txt");
        QFile precious(target);
        QVERIFY(precious.open(QIODevice::WriteOnly));
        precious.write("keep me");
        precious.close();
        QVERIFY(QFile::link(target, QDir(out).filePath("events.ndjson")));
        const PilotRun run =
            runPilot({card_, "--steps", "1", "--warmup", "0", "--no-restore-proof", "--out", out});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(precious.open(QIODevice::ReadOnly));
        QCOMPARE(precious.readAll(), QByteArray("keep me"));
        QVERIFY(!QFileInfo(QDir(out).filePath("events.ndjson")).isSymLink());
        QVERIFY(QFileInfo(QDir(out).filePath("previous/events.ndjson")).isSymLink());
    }

    void dataMustBeARegularFile_data() {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("expected");
        QTest::newRow("/dev/zero") << "/dev/zero"
                                   << "is not a regular file";
        QTest::newRow("FIFO") << "fifo"
                              << "is not a regular file";
        QTest::newRow("folder") << "."
                                << "is a folder";
        QTest::newRow("missing") << "missing.txt"
                                 << "No such file or directory";
        QTest::newRow("tokenizer FIFO") << "tokenizer: fifo"
                                        << "data.tokenizer";
    }
    void dataMustBeARegularFile() {
        QFETCH(QString, path);
        QFETCH(QString, expected);
        const QString fifo = dir_.filePath("fifo");
        if (path.endsWith("fifo") && !QFile::exists(fifo))
            QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
        const QString data = path.startsWith("tokenizer: ") ? path : "path: " + path;
        const QString card = tinyCard(
            dir_.path(), "data-" + QString(QTest::currentDataTag()).remove('/').remove(' '),
            "  method: full\n  optimizer: sgd\n", {}, "data:\n  " + data + "\n");
        PilotProcess how;
        how.timeoutMs = 30000; // a hang fails the test instead of blocking it
        const PilotRun run = runPilot({card, "--steps", "1"}, how);
        QVERIFY(!run.crashed);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.errorText.contains("data.") && run.errorText.contains(expected),
                 qPrintable(run.errorText));
        // bad_input where this pilot was built without SentencePiece (the field is refused).
        const QString kind = run.first("error").value("kind").toString();
        QVERIFY2(kind == "bad_data" || (path.startsWith("tokenizer") && kind == "bad_input"),
                 qPrintable(kind));
    }
};

QTEST_GUILESS_MAIN(TestPilotResultsFolder)
#include "test_pilot_results_folder.moc"
