// Multi-rank pilots on Gloo (CPU): each layout's losses against the single-process baseline at
// equal effective batch, per-rank model-state memory against the planner's pilotModelState, the
// sharded restore proof, the pre-flight report and collective micro-benchmark, a killed rank, the
// same binary as one rank under a launcher's environment, and the refusals.
#include "pilot_test_support.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <arpa/inet.h>
#include <cerrno>
#include <csignal>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace {

// Effective batch 8 sequences per step: 1 rank x micro 2 x accumulation 4 (the baseline),
// 2 ranks x 2 x 2, or 4 ranks x 2 x 1.
const QString kTwoRankTraining = QStringLiteral("  method: full\n  gradient_accumulation: 2\n");
const QString kBaselineTraining = QStringLiteral("  method: full\n  gradient_accumulation: 4\n");
const QString kFourRankTraining = QStringLiteral("  method: full\n");
// Relative. Summing gradients in another order changes fp32 results in the last bits, and AdamW's
// first steps (g / sqrt(g^2)) amplify that: one process with micro-batch 4 x accumulation 2
// instead of 2 x 4 already differs from the baseline by about 1e-6 (SGD) to 1e-5 (AdamW).
constexpr double kLossTolerance = 1e-4;
constexpr double kMemoryTolerance = 0.05;

QVector<double> losses(const PilotRun& run, int rank) {
    QVector<double> list;
    for (const auto& e : run.named("step"))
        if (e.value("rank").toInt() == rank)
            list.append(e.value("loss").toDouble());
    return list;
}

int freeLoopbackPort() {
    const int fd = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address);
    getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length);
    close(fd);
    return ntohs(address.sin_port);
}

bool processAlive(qint64 pid) {
    return ::kill(pid_t(pid), 0) == 0 || errno != ESRCH;
}

QString hardware(const QString& layout, int gpusPerNode = 2, int nodes = 1) {
    return QStringLiteral("hardware:\n  parallelism: %1\n  gpus_per_node: %2\n  nodes: %3\n")
        .arg(layout)
        .arg(gpusPerNode)
        .arg(nodes);
}

} // namespace

class TestDistributed : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        const QString card = tinyCard(dir_.path(), "baseline", kBaselineTraining);
        baseline_ = runPilot({card, "--steps", "4", "--warmup", "1", "--no-restore-proof",
                              "--threads", "1", "--out", baselineDir()});
        QCOMPARE(baseline_.exitCode, 0);
        QCOMPARE(losses(baseline_, 0).size(), 5);
        for (const auto& e : baseline_.events) // protocol 1.1: a rank on every event
            QCOMPARE(e.value("rank").toInt(-2), 0);
        // The same effective batch in one process, cut differently: the fp32 spread for scale.
        const PilotRun swapped = runPilot(
            {card, "--steps", "4", "--warmup", "1", "--no-restore-proof", "--threads", "1", "--set",
             "training.micro_batch=4", "--set", "training.gradient_accumulation=2"});
        QCOMPARE(swapped.exitCode, 0);
        const auto a = losses(baseline_, 0), b = losses(swapped, 0);
        QCOMPARE(b.size(), a.size());
        for (int i = 0; i < a.size(); ++i)
            singleSpread_ = std::max(singleSpread_, std::abs(a[i] - b[i]) / std::abs(a[i]));
    }

    void layoutMatchesBaseline_data() {
        QTest::addColumn<QString>("layout");
        QTest::addColumn<int>("ranks");
        QTest::addColumn<QString>("extra"); // more training settings
        for (const char* layout : {"ddp", "zero1", "zero2", "fsdp-full"})
            QTest::newRow(layout) << QString(layout) << 2 << QString();
        QTest::newRow("fsdp-hybrid 2 nodes x 2") << QStringLiteral("fsdp-hybrid") << 4 << QString();
        // Per-block recompute: gradients arrive in a nested backward, parameters are gathered
        // again for it (the losses do not change: recompute repeats the same arithmetic).
        QTest::newRow("fsdp-grad-op, recompute")
            << QStringLiteral("fsdp-grad-op") << 2
            << QStringLiteral("  activation_checkpointing: full\n");
    }
    void layoutMatchesBaseline() {
        QFETCH(QString, layout);
        QFETCH(int, ranks);
        QFETCH(QString, extra);
        const QString name = "layout-" + QString(layout).replace('-', '_') +
                             QString::number(ranks) + (extra.isEmpty() ? "" : "-recompute");
        const QString training = (ranks == 2 ? kTwoRankTraining : kFourRankTraining) + extra;
        // fsdp-hybrid's card says two nodes of two GPUs: the launcher fakes them on this machine.
        const int nodes = layout == "fsdp-hybrid" ? ranks / 2 : 1;
        const QString card = tinyCard(dir_.path(), name, training + hardware(layout, 2, nodes));
        const QString out = dir_.filePath(name + "-out");
        QStringList arguments{card,       "--nproc", QString::number(ranks), "--steps", "4",
                              "--warmup", "1",       "--collective-bench",   "off",     "--out",
                              out};
        // The restore proof where the checkpoint is sharded (it costs a second set of processes).
        const bool restore = layout == "zero2" || layout == "fsdp-full";
        if (!restore)
            arguments << "--no-restore-proof";
        if (ranks > QThread::idealThreadCount())
            arguments << "--oversubscribe";
        const PilotRun run = runPilot(arguments, 240000);
        QVERIFY2(run.exitCode == 0, qPrintable(run.errorText));
        QVERIFY(run.badLines.isEmpty());

        // Every event carries its rank; the launcher's are -1 and its end comes last.
        QSet<int> seen;
        for (const auto& e : run.events)
            seen.insert(e.value("rank").toInt(-2));
        QVERIFY(!seen.contains(-2));
        QVERIFY(seen.contains(-1));
        for (int r = 0; r < ranks; ++r)
            QVERIFY(seen.contains(r));
        QCOMPARE(run.events.last().value("event").toString(), QStringLiteral("end"));
        QCOMPARE(run.events.last().value("rank").toInt(), -1);

        // Equal effective batch: the same loss trajectory as one process.
        const QVector<double> expected = losses(baseline_, 0);
        for (int r = 0; r < ranks; ++r) {
            const QVector<double> got = losses(run, r);
            QCOMPARE(got.size(), expected.size());
            for (int i = 0; i < got.size(); ++i) {
                const double relative = std::abs(got[i] - expected[i]) / std::abs(expected[i]);
                QVERIFY2(relative <= kLossTolerance,
                         qPrintable(QString("%1 rank %2 step %3: loss %4 vs %5 (%6)")
                                        .arg(layout)
                                        .arg(r)
                                        .arg(i + 1)
                                        .arg(got[i], 0, 'g', 10)
                                        .arg(expected[i], 0, 'g', 10)
                                        .arg(relative)));
                worstLoss_ = std::max(worstLoss_, relative);
            }
        }

        // Per-rank model state measured by the tracking allocator against the planner.
        const QJsonObject summary = readJson(out + "/summary.json");
        QCOMPARE(summary.value("outcome").toString(), QStringLiteral("ok"));
        const QJsonArray perRank = summary.value("ranks").toArray();
        QCOMPARE(perRank.size(), ranks);
        for (const auto& item : perRank) {
            const QJsonObject d = item.toObject().value("distributed").toObject();
            const double measured = d.value("model_state_bytes").toDouble();
            const double predicted = d.value("predicted_model_state_bytes").toDouble();
            QVERIFY(measured > 0);
            QVERIFY2(std::abs(predicted - measured) <= kMemoryTolerance * measured,
                     qPrintable(QString("%1 rank %2: model state %3 measured, %4 predicted")
                                    .arg(layout)
                                    .arg(d.value("rank").toInt())
                                    .arg(measured)
                                    .arg(predicted)));
            QCOMPARE(d.value("layout").toString(), layout);
            QVERIFY(d.value("communication_bytes_per_step").toDouble() > 0);
            qInfo("%s rank %d: model state %.0f B measured, %.0f B predicted (%+.2f%%)",
                  qPrintable(layout), d.value("rank").toInt(), measured, predicted,
                  100 * (predicted - measured) / measured);
        }
        // Against one process's model state (weights, gradients, AdamW's two moments: 4 fp32
        // copies), in copies: DDP adds its bucket copy of the gradients; ZeRO-1 halves the
        // optimizer state and adds its reduced gradient chunk; ZeRO-2 halves gradients and state;
        // FSDP halves everything (hybrid: 2 ranks per node).
        const QMap<QString, double> copies{{"ddp", 5},          {"zero1", 3.5},
                                           {"zero2", 2.5},      {"fsdp-full", 2},
                                           {"fsdp-grad-op", 2}, {"fsdp-hybrid", 2}};
        const double single = 4.0 * 4 * baseline_.first("start").value("parameters").toDouble();
        const double state = perRank[0]
                                 .toObject()
                                 .value("distributed")
                                 .toObject()
                                 .value("model_state_bytes")
                                 .toDouble();
        QVERIFY2(
            std::abs(state / single - copies[layout] / 4) <= kMemoryTolerance,
            qPrintable(
                QString("%1: %2 of one process's model state").arg(layout).arg(state / single)));

        // The restore proof on the sharded checkpoint: a new set of processes continues bit for
        // bit, each from its own rank's shard.
        const auto restores = run.named("restore");
        QCOMPARE(restores.size(), restore ? ranks : 0);
        for (const auto& r : restores) {
            QVERIFY2(r.value("ok").toBool(), qPrintable(QJsonDocument(r).toJson()));
            QVERIFY(r.value("loss_match").toBool());
            QVERIFY(r.value("parameters_match").toBool());
        }
    }

    void scalingStepIsJudgedAgainstTheBaseline() {
        // Equal effective batch: passed, with the efficiency against one process.
        const auto run = [&](const QString& name, const QString& training, const QString& base) {
            const QString card = tinyCard(dir_.path(), name, training + hardware("ddp"));
            return runPilot({card, "--nproc", "2", "--steps", "4", "--warmup", "1",
                             "--collective-bench", "off", "--no-restore-proof", "--baseline", base,
                             "--out", dir_.filePath(name + "-out")},
                            240000);
        };
        const PilotRun equal = run("scaling-equal", kTwoRankTraining, baselineDir());
        QVERIFY2(equal.exitCode == 0, qPrintable(equal.errorText));
        const QJsonObject passed = readJson(dir_.filePath("scaling-equal-out/scaling.json"));
        QCOMPARE(passed.value("status").toString(), QStringLiteral("passed"));
        QCOMPARE(passed.value("gpus").toInt(), 2);
        const double efficiency = passed.value("efficiency").toDouble();
        QVERIFY2(efficiency > 0.05 && efficiency < 2, qPrintable(QString::number(efficiency)));
        QVERIFY(passed.value("largest_loss_difference").toDouble() <= 1e-4);
        const QJsonObject event = equal.first("scaling");
        QVERIFY(event.value("passed").toBool());
        QCOMPARE(equal.events.last().value("event").toString(), QStringLiteral("end"));

        // Twice the baseline's effective batch: the run is fine, the comparison is not.
        const PilotRun larger =
            run("scaling-larger", QStringLiteral("  method: full\n  gradient_accumulation: 4\n"),
                baselineDir());
        QVERIFY2(larger.exitCode == 0, qPrintable(larger.errorText));
        const QJsonObject failed = readJson(dir_.filePath("scaling-larger-out/scaling.json"));
        QCOMPARE(failed.value("status").toString(), QStringLiteral("failed"));
        QVERIFY2(failed.value("problem").toString() == QStringLiteral("effective_batch"),
                 qPrintable(failed.value("detail").toString()));
        QVERIFY2(failed.value("detail").toString().contains("effective batch 16 sequences"),
                 qPrintable(failed.value("detail").toString()));

        // A multi-rank folder is no baseline: refused before any rank starts.
        const PilotRun refused =
            run("scaling-refused", kTwoRankTraining, dir_.filePath("scaling-equal-out"));
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.errorText.contains("--baseline") &&
                     refused.errorText.contains("not one process"),
                 qPrintable(refused.errorText));
        QVERIFY(!QFile::exists(dir_.filePath("scaling-refused-out/scaling.json")));
    }

    void preflightAndCollectiveBenchmark() {
        const QString card = tinyCard(dir_.path(), "preflight", kTwoRankTraining + hardware("ddp"));
        const QString out = dir_.filePath("preflight-out");
        const PilotRun run =
            runPilot({card, "--nproc", "2", "--steps", "1", "--warmup", "0", "--no-restore-proof",
                      "--collective-bench", "65536", "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.errorText));
        const QJsonObject preflight = readJson(out + "/preflight.json");
        QCOMPARE(preflight.value("ranks").toInt(), 2);
        QCOMPARE(preflight.value("backend").toString(), QStringLiteral("gloo"));
        const QJsonArray placement = preflight.value("placement").toArray();
        QCOMPARE(placement.size(), 2);
        const QJsonArray launched = run.first("launch").value("ranks").toArray();
        for (int r = 0; r < 2; ++r) {
            const QJsonObject p = placement[r].toObject();
            QCOMPARE(p.value("rank").toInt(), r);
            QCOMPARE(p.value("pid").toInteger(), launched[r].toObject().value("pid").toInteger());
            QVERIFY(!p.value("cpus").toString().isEmpty());
        }
        QVERIFY(!preflight.value("hosts").toArray().isEmpty());
        QVERIFY(!run.first("preflight").isEmpty());

        // 1, 4, 16 and 64 KiB for each of the three collectives, in the JSON, CSV and events.
        const QJsonArray rows = readJson(out + "/collectives.json").value("rows").toArray();
        QCOMPARE(rows.size(), 12);
        QCOMPARE(run.named("collective").size(), 12);
        for (const auto& item : rows) {
            const QJsonObject row = item.toObject();
            const double algbw = row.value("algbw_gb_s").toDouble();
            const double busbw = row.value("busbw_gb_s").toDouble();
            QVERIFY(algbw > 0);
            const double factor = row.value("collective").toString() == "all_reduce" ? 1.0 : 0.5;
            QVERIFY(std::abs(busbw - factor * algbw) <= 1e-9 * algbw); // n = 2
            QCOMPARE(row.value("bytes").toInteger() % 8, 0);
            QVERIFY(std::abs(algbw - row.value("bytes").toDouble() /
                                         row.value("seconds").toDouble() / 1e9) <= 1e-6 * algbw);
        }
        QFile csv(out + "/collectives.csv");
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QCOMPARE(csv.readAll().count('\n'), 13);
    }

    void killedRankStopsTheJob() {
        const QString card = tinyCard(dir_.path(), "killed", kTwoRankTraining + hardware("zero2"));
        const QString out = dir_.filePath("killed-out");
        QProcess process;
        process.start(QStringLiteral(RUNCARD_PILOT_EXE),
                      {card, "--nproc", "2", "--steps", "100000", "--collective-bench", "off",
                       "--no-restore-proof", "--out", out});
        QVERIFY(process.waitForStarted());
        QList<qint64> pids;
        QByteArray buffer;
        bool killed = false;
        QElapsedTimer timer;
        timer.start();
        while (!killed && timer.elapsed() < 120000 && process.state() == QProcess::Running) {
            if (!process.waitForReadyRead(1000))
                continue;
            buffer += process.readAllStandardOutput();
            for (int end; (end = buffer.indexOf('\n')) >= 0; buffer.remove(0, end + 1)) {
                const QJsonObject e = QJsonDocument::fromJson(buffer.left(end)).object();
                if (e.value("event") == "launch")
                    for (const auto& r : e.value("ranks").toArray())
                        pids.append(r.toObject().value("pid").toInteger());
                if (!killed && e.value("event") == "step" && e.value("rank").toInt() == 1 &&
                    e.value("step").toInt() >= 2) {
                    QCOMPARE(pids.size(), 2);
                    ::kill(pid_t(pids[1]), SIGKILL);
                    killed = true;
                    timer.restart();
                }
            }
        }
        QVERIFY(killed);
        QVERIFY2(process.waitForFinished(60000), "the job did not stop after a rank was killed");
        const qint64 stopSeconds = timer.elapsed() / 1000;
        QCOMPARE(process.exitCode(), 7); // kExitRankFailed
        const QString rest = QString::fromUtf8(buffer + process.readAllStandardOutput());
        QVERIFY(rest.contains("\"event\":\"rank_failed\""));
        QVERIFY(rest.contains("\"failed_rank\":1"));
        QVERIFY(rest.contains("\"signal\":9"));
        QVERIFY(QString::fromUtf8(process.readAllStandardError()).contains("rank 1 (pid"));
        QVERIFY2(!processAlive(pids[0]), "rank 0 was left running");
        const QJsonObject summary = readJson(out + "/summary.json");
        QCOMPARE(summary.value("outcome").toString(), QStringLiteral("rank_failed"));
        QCOMPARE(summary.value("failed_rank").toInt(), 1);
        qInfo("the job stopped %lld s after rank 1 was killed", stopSeconds);
    }

    void runsAsOneRankUnderALauncher() {
        // What torchrun or srun provide: the variables, one process per rank.
        const QString card =
            tinyCard(dir_.path(), "torchrun", kTwoRankTraining + hardware("fsdp-full"));
        const QString out = dir_.filePath("torchrun-out");
        const int port = freeLoopbackPort();
        QVERIFY(port > 0);
        QList<QProcess*> ranks;
        for (int r = 0; r < 2; ++r) {
            auto* p = new QProcess(this);
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert("RANK", QString::number(r));
            env.insert("LOCAL_RANK", QString::number(r));
            env.insert("WORLD_SIZE", "2");
            env.insert("MASTER_ADDR", "127.0.0.1");
            env.insert("MASTER_PORT", QString::number(port));
            p->setProcessEnvironment(env);
            p->start(QStringLiteral(RUNCARD_PILOT_EXE),
                     {card, "--steps", "2", "--warmup", "0", "--threads", "1", "--collective-bench",
                      "off", "--no-restore-proof", "--out", out});
            ranks.append(p);
        }
        for (int r = 0; r < 2; ++r) {
            QVERIFY(ranks[r]->waitForFinished(120000));
            QVERIFY2(ranks[r]->exitCode() == 0, ranks[r]->readAllStandardError().constData());
            QVERIFY(ranks[r]->readAllStandardOutput().contains(
                QStringLiteral("\"rank\":%1").arg(r).toUtf8()));
        }
        QCOMPARE(readJson(out + "/summary.json").value("ranks").toArray().size(), 2);
        QVERIFY(QFile::exists(out + "/rank-1/summary.json"));
    }

    void refusals_data() {
        QTest::addColumn<QString>("hardwareYaml");
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::addColumn<bool>("namesCardLine");
        QTest::newRow("more ranks than CPUs")
            << hardware("ddp") << QStringList{"--nproc", "4096"} << "logical CPUs" << false;
        QTest::newRow("fsdp-hybrid on one node")
            << hardware("fsdp-hybrid", 8) << QStringList{"--nproc", "2"} << "one node" << true;
        QTest::newRow("a layout on one rank")
            << hardware("zero2") << QStringList{"--nproc", "1"} << "at least 2 ranks" << true;
        QTest::newRow("single on two ranks") << hardware("single", 1) << QStringList{"--nproc", "2"}
                                             << "single runs one rank" << true;
    }
    void refusals() {
        QFETCH(QString, hardwareYaml);
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        QFETCH(bool, namesCardLine);
        const QString card =
            tinyCard(dir_.path(), "refused-" + QString::number(++refusal_), hardwareYaml);
        const PilotRun run = runPilot(QStringList{card} + arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.errorText.contains(message), qPrintable(run.errorText));
        const QJsonObject error = run.first("error");
        QVERIFY(error.value("message").toString().contains(message));
        if (namesCardLine) // file:line:column: hardware.parallelism
            QVERIFY2(run.errorText.contains(card + ":") &&
                         run.errorText.contains("hardware.parallelism"),
                     qPrintable(run.errorText));
    }

    void cleanupTestCase() {
        qInfo("largest relative loss difference from the baseline: %.3g (one process, micro-batch "
              "and accumulation swapped: %.3g)",
              worstLoss_, singleSpread_);
    }

private:
    QString baselineDir() const { return dir_.filePath("baseline-out"); }

    QTemporaryDir dir_;
    PilotRun baseline_;
    double worstLoss_ = 0;
    double singleSpread_ = 0;
    int refusal_ = 0;
};

QTEST_GUILESS_MAIN(TestDistributed)
#include "test_distributed.moc"
