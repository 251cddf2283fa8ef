// Kill and full-disk tests of durable writes: durable_write_tool (writeFileAtomically) and
// runcard-cli report (the PDF) run under an LD_PRELOAD shim that fails or SIGKILLs them at each
// step of the write. Afterwards the target holds the old content or the new one, never a torn
// file; a failure says why in words and leaves no temporary file.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

constexpr qint64 kOldBytes = 1 << 20;
constexpr qint64 kNewBytes = 3 << 20;

struct Run {
    bool killed = false;
    int exitCode = -1;
    QString error;
};

Run run(const QString& program, const QStringList& arguments, const QString& fault, qint64 after,
        const QString& match) {
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert("LD_PRELOAD", RUNCARD_FAULT_SHIM);
    // A GCC sanitizer build loads libasan dynamically; the shim may come first.
    environment.insert("ASAN_OPTIONS",
                       environment.value("ASAN_OPTIONS") + ":verify_asan_link_order=0");
    environment.insert("RUNCARD_FAULT", fault);
    environment.insert("RUNCARD_FAULT_AFTER", QString::number(after));
    environment.insert("RUNCARD_FAULT_PATH", match);
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    Run result;
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        result.error = "timed out";
        return result;
    }
    result.killed = process.exitStatus() == QProcess::CrashExit;
    result.exitCode = result.killed ? -1 : process.exitCode();
    result.error = QString::fromUtf8(process.readAllStandardError()).trimmed();
    return result;
}

QByteArray contents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(missing)");
}

QStringList leftovers(const QString& directory, const QString& target) {
    QStringList names = QDir(directory).entryList(QDir::Files | QDir::Hidden);
    names.removeAll(target);
    return names;
}

} // namespace

class TestDurableWrites : public QObject {
    Q_OBJECT

private slots:
    void faults_data() {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<qint64>("after");
        QTest::addColumn<bool>("killed");
        QTest::addColumn<bool>("newContent");
        QTest::addColumn<QString>("message");
        QTest::newRow("D1 disk full at the first byte")
            << "enospc-write" << qint64(0) << false << false
            << "cannot write the file (it is unchanged): No space left on device";
        QTest::newRow("D2 disk full after 1.5 MiB")
            << "enospc-write" << qint64(3 << 19) << false << false
            << "cannot write the file (it is unchanged): No space left on device";
        QTest::newRow("D3 I/O error at fsync")
            << "eio-fsync" << qint64(0) << false << false
            << "cannot flush the file to disk (it is unchanged): Input/output error";
        QTest::newRow("K1 kill at the first byte")
            << "kill-write" << qint64(0) << true << false << "";
        QTest::newRow("K2 kill after 1.5 MiB")
            << "kill-write" << qint64(3 << 19) << true << false << "";
        QTest::newRow("K3 kill at fsync") << "kill-fsync" << qint64(0) << true << false << "";
        QTest::newRow("K4 kill before the rename")
            << "kill-rename" << qint64(0) << true << false << "";
        QTest::newRow("K5 kill after the rename")
            << "kill-after-rename" << qint64(0) << true << true << "";
    }
    void faults() {
        QFETCH(QString, fault);
        QFETCH(qint64, after);
        QFETCH(bool, killed);
        QFETCH(bool, newContent);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString target = dir.filePath("card.yaml");
        const QByteArray oldContent(kOldBytes, 'o');
        {
            QFile file(target);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(oldContent);
        }
        const Run result =
            run(RUNCARD_DURABLE_WRITE_TOOL, {target, QString::number(kNewBytes), "n"}, fault, after,
                "card.yaml");
        QCOMPARE(result.killed, killed);
        const QByteArray now = contents(target);
        QVERIFY2(now == (newContent ? QByteArray(kNewBytes, 'n') : oldContent),
                 qPrintable(QString("target has %1 bytes").arg(now.size())));
        if (!killed) {
            QCOMPARE(result.exitCode, 2);
            QCOMPARE(result.error, target + ": " + message);
            QCOMPARE(leftovers(dir.path(), "card.yaml"), QStringList());
        } else {
            // A killed process cannot clean up: at most its hidden temporary file remains.
            for (const QString& name : leftovers(dir.path(), "card.yaml"))
                QVERIFY2(name.startsWith(".card.yaml.tmp-"), qPrintable(name));
        }
    }

    // Without an old file, a failed write creates nothing.
    void aFailedFirstWriteLeavesNoFile() {
        QTemporaryDir dir;
        const QString target = dir.filePath("new.yaml");
        const Run result =
            run(RUNCARD_DURABLE_WRITE_TOOL, {target, "1000", "n"}, "enospc-write", 10, "new.yaml");
        QCOMPARE(result.exitCode, 2);
        QVERIFY(!QFile::exists(target));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList());
    }

    // The PDF report (review M8): a kill or a full disk while writing leaves the previous report.
    void thePdfReportSurvivesKillsAndFullDisks() {
#ifndef RUNCARD_CLI_EXE
        QSKIP("runcard-cli was built without the PDF report");
#else
        QTemporaryDir dir;
        const QString pdf = dir.filePath("report.pdf");
        const QStringList arguments{"report", RUNCARD_EXAMPLES "/default.yaml", "-o", pdf};
        const Run first = run(RUNCARD_CLI_EXE, arguments, "none", 0, "report.pdf");
        QCOMPARE(first.exitCode, 0);
        const QByteArray valid = contents(pdf);
        QVERIFY(valid.startsWith("%PDF-"));
        QVERIFY(valid.trimmed().endsWith("%%EOF"));

        const Run killed =
            run(RUNCARD_CLI_EXE, arguments, "kill-write", valid.size() / 2, "report.pdf");
        QVERIFY(killed.killed);
        QVERIFY(contents(pdf) == valid);
        for (const QString& name : leftovers(dir.path(), "report.pdf")) {
            QVERIFY2(name.startsWith(".report.pdf.tmp-"), qPrintable(name));
            QVERIFY(QFile::remove(dir.filePath(name)));
        }

        const Run full =
            run(RUNCARD_CLI_EXE, arguments, "enospc-write", valid.size() / 2, "report.pdf");
        QCOMPARE(full.exitCode, 1);
        QVERIFY2(full.error.contains("report.pdf: cannot write the file (it is unchanged): No "
                                     "space left on device"),
                 qPrintable(full.error));
        QVERIFY(contents(pdf) == valid);
        QCOMPARE(leftovers(dir.path(), "report.pdf"), QStringList());
#endif
    }
};

QTEST_GUILESS_MAIN(TestDurableWrites)
#include "test_durable_writes.moc"
