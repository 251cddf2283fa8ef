// The restore proof where it can fail: LoRA with dropout (the random state is exercised), a
// checkpoint of adapters only, and checkpoints tampered with the way the reviewers did (the
// manifest and pilot.json re-hashed so that only the final comparison can catch the change):
// another run's random state, the data position moved by one, another run's optimizer state.
// Each must fail with exit code 4. Missing or corrupt expected.json / pilot.json, a manifest entry
// outside the folder, and a kill between the two renames of a checkpoint commit are checked too.
#include "pilot_test_support.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

class TestPilotRestoreProof : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;
    QString checkpoint_; // the LoRA run's checkpoint
    QString other_;      // a checkpoint of the same card trained from another seed

    QString copyCheckpoint(const QString& from, const QString& name) {
        const QString target = dir_.filePath(name);
        QDir().mkpath(target);
        for (const QString& file : QDir(from).entryList(QDir::Files))
            QFile::copy(QDir(from).filePath(file), QDir(target).filePath(file));
        return target;
    }
    static void setState(const QString& checkpoint, const QString& field, const QJsonValue& value) {
        const QString path = QDir(checkpoint).filePath("pilot.json");
        QJsonObject state = readJson(path);
        state[field] = value;
        writeJson(path, state);
    }
    static QJsonValue state(const QString& checkpoint, const QString& field) {
        return readJson(QDir(checkpoint).filePath("pilot.json")).value(field);
    }
    QString loraCard(const QString& name) {
        return tinyCard(dir_.path(), name,
                        "  method: lora\n  optimizer: adamw\n  precision: fp32\n"
                        "  lora: {rank: 4, alpha: 8, dropout: 0.1, targets: [q, v, up, down]}\n"
                        "  gradient_accumulation: 2\n");
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        const QString card = loraCard("lora");
        const QString out = dir_.filePath("lora-out");
        const PilotRun run = runPilot({card, "--steps", "2", "--warmup", "1", "--out", out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.errorText));
        checkpoint_ = QDir(out).filePath("checkpoint");
        const PilotRun other = runPilot({card, "--steps", "2", "--warmup", "1", "--set",
                                         "training.seed=7", "--out", dir_.filePath("other-out")});
        QVERIFY2(other.exitCode == 0, qPrintable(other.errorText));
        other_ = dir_.filePath("other-out/checkpoint");
    }

    void loraWithDropoutIsRestoredBitExactly() {
        const PilotRun run = runPilot({"--restore-check", copyCheckpoint(checkpoint_, "intact")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject restore = run.first("restore");
        QVERIFY(restore.value("ok").toBool());
        QVERIFY(restore.value("compared").toBool());
        QCOMPARE(restore.value("loss_bits").toString(),
                 restore.value("expected_loss_bits").toString());
        QStringList verified;
        for (const auto& v : restore.value("verified").toArray())
            verified << v.toString();
        QVERIFY(verified.contains("rng"));
    }

    void loraCheckpointHoldsAdaptersOnly() {
        // rank 4 on q, v (64 -> 64, 64 -> 32), up (64 -> 176), down (176 -> 64) in 2 blocks.
        const qint64 adapters = 2 * 4 * ((64 + 64) + (64 + 32) + (64 + 176) + (176 + 64));
        const QJsonObject pilot = readJson(QDir(checkpoint_).filePath("pilot.json"));
        QCOMPARE(pilot.value("contents").toString(),
                 QString("adapters only (frozen base by SHA-256)"));
        QCOMPARE(pilot.value("base_sha256").toString().size(), 64);
        // model.pt: the adapters (fp32) and LibTorch's archive overhead, not the 158,016-weight
        // base; optimizer.pt: AdamW's two moments of the adapters.
        const qint64 model = QFileInfo(QDir(checkpoint_).filePath("model.pt")).size();
        QVERIFY2(model > adapters * 4 && model < adapters * 4 + 60000,
                 qPrintable(QString::number(model)));
        QVERIFY(model < 158016 * 4 / 4);
        // The manifest lists every file of the checkpoint, expected.json included.
        QStringList listed;
        for (const auto& e :
             readJson(QDir(checkpoint_).filePath("manifest.json")).value("files").toArray())
            listed << e.toObject().value("file").toString();
        QStringList present = QDir(checkpoint_).entryList(QDir::Files);
        present.removeAll("manifest.json");
        listed.sort();
        present.sort();
        QCOMPARE(listed, present);
        QVERIFY(listed.contains("expected.json"));
    }

    // Tampered checkpoints that pass every hash check: only the restored step can tell.
    void tamperingFailsTheProof_data() {
        QTest::addColumn<QString>("change");
        QTest::newRow("another run's random state") << "rng";
        QTest::newRow("data position moved by one") << "data";
        QTest::newRow("another run's optimizer state") << "optimizer";
    }
    void tamperingFailsTheProof() {
        QFETCH(QString, change);
        const QString copy = copyCheckpoint(checkpoint_, "tampered-" + change);
        if (change == "rng") {
            QFile::remove(QDir(copy).filePath("rng.bin"));
            QVERIFY(QFile::copy(QDir(other_).filePath("rng.bin"), QDir(copy).filePath("rng.bin")));
            setState(copy, "rng_sha256", state(other_, "rng_sha256"));
        } else if (change == "data") {
            setState(copy, "data_position", state(copy, "data_position").toInt() + 1);
        } else {
            QFile::remove(QDir(copy).filePath("optimizer.pt"));
            QVERIFY(QFile::copy(QDir(other_).filePath("optimizer.pt"),
                                QDir(copy).filePath("optimizer.pt")));
            setState(copy, "optimizer_sha256", state(other_, "optimizer_sha256"));
        }
        rehashManifest(copy);
        const PilotRun run = runPilot({"--restore-check", copy});
        QVERIFY2(run.exitCode == 4, qPrintable(QString::number(run.exitCode) + run.errorText));
        const QJsonObject restore = run.first("restore");
        QVERIFY(!restore.value("ok").toBool());
        QVERIFY(restore.value("compared").toBool());
        QVERIFY(!restore.value("parameters_match").toBool());
        QVERIFY(run.errorText.contains("restore proof failed"));
    }

    void nothingToCompareIsNotOk_data() {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("expected");
        QTest::newRow("expected.json deleted") << "delete"
                                               << "expected.json: checkpoint file";
        QTest::newRow("expected.json not in the manifest") << "unlist"
                                                           << "does not list expected.json";
        QTest::newRow("expected.json corrupt") << "corrupt-expected"
                                               << "expected.json";
        QTest::newRow("pilot.json corrupt") << "corrupt-state"
                                            << "pilot.json";
        QTest::newRow("pilot.json field of the wrong type") << "wrong-type"
                                                            << "pilot.json";
        QTest::newRow("manifest names a file outside") << "escape"
                                                       << "not a file of the checkpoint";
        QTest::newRow("a folder being replaced") << "partial"
                                                 << "being replaced";
    }
    void nothingToCompareIsNotOk() {
        QFETCH(QString, damage);
        QFETCH(QString, expected);
        QString copy = copyCheckpoint(checkpoint_, "damaged-" + damage);
        const QString manifestPath = QDir(copy).filePath("manifest.json");
        if (damage == "delete") {
            QFile::remove(QDir(copy).filePath("expected.json"));
        } else if (damage == "unlist" || damage == "escape") {
            QJsonObject manifest = readJson(manifestPath);
            QJsonArray files;
            for (const auto& e : manifest.value("files").toArray())
                if (e.toObject().value("file").toString() != "expected.json")
                    files.append(e);
            if (damage == "escape")
                files.append(QJsonObject{{"file", "../../../../etc/hostname"},
                                         {"bytes", 1},
                                         {"sha256", QString(64, '0')}});
            manifest["files"] = files;
            writeJson(manifestPath, manifest);
        } else if (damage == "corrupt-expected" || damage == "corrupt-state") {
            QFile file(
                QDir(copy).filePath(damage == "corrupt-state" ? "pilot.json" : "expected.json"));
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write("{\"run_id\": [");
            file.close();
            rehashManifest(copy);
        } else if (damage == "wrong-type") {
            setState(copy, "step", "seven");
            rehashManifest(copy);
        } else {
            const QString renamed = copy + ".partial";
            QVERIFY(QDir().rename(copy, renamed));
            copy = renamed;
        }
        const PilotRun run = runPilot({"--restore-check", copy});
        QCOMPARE(run.exitCode, 5);
        QVERIFY2(run.errorText.contains(expected), qPrintable(run.errorText));
        QVERIFY(run.named("restore").isEmpty());
        QCOMPARE(run.first("error").value("kind").toString(), QString("corrupt_checkpoint"));
    }

    // A kill between the two renames of a commit (file systems without an atomic exchange):
    // DIR is gone, the complete old checkpoint is DIR.previous and the new one DIR.partial.
    // The next start brings back the old one, which then passes the proof.
    void killBetweenRenamesIsRecovered() {
        const QString base = dir_.filePath("window");
        QDir().mkpath(base);
        const QString directory = QDir(base).filePath("checkpoint");
        copyCheckpoint(checkpoint_, "window/checkpoint.previous");
        copyCheckpoint(other_, "window/checkpoint.partial");
        const PilotRun run = runPilot({"--restore-check", directory});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.first("restore").value("ok").toBool());
        QCOMPARE(run.first("restore").value("run_id").toString(),
                 readJson(QDir(checkpoint_).filePath("pilot.json")).value("run_id").toString());
        QVERIFY(QFile::exists(QDir(directory).filePath("manifest.json")));
        QVERIFY(!QFile::exists(directory + ".previous"));
        QVERIFY(!QFile::exists(directory + ".partial"));
    }
};

QTEST_GUILESS_MAIN(TestPilotRestoreProof)
#include "test_pilot_restore_proof.moc"
