// The package installs like a desktop app: cpack builds the .deb, which is unpacked into a staging
// root; its metadata validates (AppStream, desktop entry, MIME type, icons, man pages, OpenBLAS in
// Depends); and the installed programs run from the staging root with the source and build trees
// hidden under empty tmpfs mounts: --version, a plan of an example card, a pilot of a tiny card,
// and the app (offscreen) opening a card.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMimeDatabase>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Result {
    int exitCode = -1;
    QString out;
    QString error;
};

Result run(const QString& program, const QStringList& arguments,
           const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment(),
           int timeoutMs = 300000) {
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    Result result;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        result.error = "timed out";
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.error += QString::fromUtf8(process.readAllStandardError());
    return result;
}

} // namespace

class TestPackage : public QObject {
    Q_OBJECT

    QTemporaryDir work_;
    QString stage_; // the unpacked package: stage_/usr/bin/runcard, ...
    QString deb_;
    bool isolated_ = false; // the source and build trees are hidden from the programs

    QString staged(const QString& path) const { return stage_ + "/usr/" + path; }

    // An installed program, run with the source and build trees covered by empty tmpfs mounts
    // (in a private mount namespace, so nothing outside this process tree sees them).
    Result runInstalled(
        const QString& program, const QStringList& arguments,
        const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment()) const {
        QProcessEnvironment clean = environment;
        clean.remove("RUNCARD_RESOURCES");
        if (!isolated_)
            return run(staged("bin/" + program), arguments, clean);
        QStringList wrapped{"--mount", "--propagation", "private", "--", "sh", "-c",
                            // The build tree may lie inside the source tree: hide what is left.
                            "mount -t tmpfs tmpfs \"$1\" && { [ ! -d \"$2\" ] || "
                            "mount -t tmpfs tmpfs \"$2\"; } && shift 2 && exec \"$@\"",
                            "sh", RUNCARD_SOURCE_TREE, RUNCARD_BUILD_TREE,
                            staged("bin/" + program)};
        return run("unshare", wrapped + arguments, clean);
    }

private slots:
    void initTestCase() {
        QVERIFY(work_.isValid());
        const QString packages = work_.filePath("cpack");
        const Result cpack = run(RUNCARD_CPACK, {"-G", "DEB", "-B", packages, "--config",
                                                 RUNCARD_BUILD_TREE "/CPackConfig.cmake"});
        QVERIFY2(cpack.exitCode == 0, qPrintable(cpack.out + cpack.error));
        const QStringList debs = QDir(packages).entryList({"runcard_*.deb"}, QDir::Files);
        QCOMPARE(debs.size(), 1);
        deb_ = QDir(packages).filePath(debs.first());
        stage_ = work_.filePath("stage");
        const Result unpack = run("dpkg-deb", {"-x", deb_, stage_});
        QVERIFY2(unpack.exitCode == 0, qPrintable(unpack.error));
        // Hiding the trees needs a mount namespace (root, or a user namespace).
        isolated_ = run("unshare", {"--mount", "--", "sh", "-c", "mount -t tmpfs tmpfs \"$1\"",
                                    "sh", work_.filePath("cpack")})
                        .exitCode == 0;
        if (!isolated_)
            qWarning("no mount namespace here: the trees stay visible; --version's resource folder "
                     "still has to be the staged one");
    }

    void dependsOnOpenBlasAndQt() {
        const Result depends = run("dpkg-deb", {"-f", deb_, "Depends"});
        QCOMPARE(depends.exitCode, 0);
        QVERIFY2(depends.out.contains("libopenblas0-openmp"), qPrintable(depends.out));
        QVERIFY2(depends.out.contains("libqt6widgets6"), qPrintable(depends.out));
        QVERIFY2(depends.out.contains("libyaml-cpp"), qPrintable(depends.out));
    }

    void desktopIntegrationFiles() {
        for (const char* file :
             {"bin/runcard", "bin/runcard-cli", "bin/runcard-pilot",
              "share/applications/" RUNCARD_APP_ID ".desktop",
              "share/metainfo/" RUNCARD_APP_ID ".metainfo.xml", "share/mime/packages/runcard.xml",
              "share/icons/hicolor/scalable/apps/" RUNCARD_APP_ID ".svg",
              "share/icons/hicolor/16x16/apps/" RUNCARD_APP_ID ".png",
              "share/icons/hicolor/48x48/apps/" RUNCARD_APP_ID ".png",
              "share/icons/hicolor/256x256/apps/" RUNCARD_APP_ID ".png",
              "share/man/man1/runcard.1.gz", "share/man/man1/runcard-cli.1.gz",
              "share/man/man1/runcard-pilot.1.gz", "share/runcard/examples/default.yaml",
              "share/runcard/catalog/gpus/h100-sxm-80gb.yaml", "share/doc/runcard/LICENSE"})
            QVERIFY2(QFile::exists(staged(file)), file);
        const Result appstream =
            run("appstreamcli", {"validate", "--no-net", "--explain",
                                 staged("share/metainfo/" RUNCARD_APP_ID ".metainfo.xml")});
        QVERIFY2(appstream.exitCode == 0, qPrintable(appstream.out + appstream.error));
        const Result desktop =
            run("desktop-file-validate", {staged("share/applications/" RUNCARD_APP_ID ".desktop")});
        QVERIFY2(desktop.exitCode == 0 && desktop.out.isEmpty(),
                 qPrintable(desktop.out + desktop.error));
        const Result man =
            run("man", {"--warnings", "-l", staged("share/man/man1/runcard-cli.1.gz")},
                QProcessEnvironment::systemEnvironment());
        QCOMPARE(man.exitCode, 0);
        QVERIFY(man.out.contains("runcard-cli"));
        QVERIFY2(man.error.isEmpty(), qPrintable(man.error));
    }

    // A double-clicked card opens in Runcard: the MIME type recognises cards by name and content,
    // and the desktop entry handles it.
    void runCardsHaveTheirMimeType() {
        const Result update = run("update-mime-database", {staged("share/mime")});
        QVERIFY2(update.exitCode == 0, qPrintable(update.error));
        qputenv("XDG_DATA_DIRS", (staged("share") + ":/usr/share").toUtf8());
        const QMimeDatabase mime; // first use in this process: reads XDG_DATA_DIRS now
        QCOMPARE(mime.mimeTypeForFile("card.runcard.yaml", QMimeDatabase::MatchExtension).name(),
                 QString("application/x-runcard+yaml"));
        QFile card(staged("share/runcard/examples/default.yaml"));
        QVERIFY(card.open(QIODevice::ReadOnly));
        const QMimeType byContent = mime.mimeTypeForData(card.readAll());
        QCOMPARE(byContent.name(), QString("application/x-runcard+yaml"));
        QVERIFY(byContent.inherits("application/x-yaml"));
        QCOMPARE(mime.mimeTypeForData(QByteArray("key: value\n")).name() ==
                     "application/x-runcard+yaml",
                 false);
        QFile desktop(staged("share/applications/" RUNCARD_APP_ID ".desktop"));
        QVERIFY(desktop.open(QIODevice::ReadOnly));
        const QByteArray entry = desktop.readAll();
        QVERIFY(entry.contains("MimeType=application/x-runcard+yaml;"));
        QVERIFY(entry.contains("Exec=runcard %f"));
        QVERIFY(entry.contains("Icon=" RUNCARD_APP_ID));
    }

    void versionsAndResourcesFromTheStagingRoot() {
        for (const char* name : {"runcard", "runcard-cli", "runcard-pilot"}) {
            const QString program = name;
            const Result version = runInstalled(program, {"--version"});
            QVERIFY2(version.exitCode == 0, qPrintable(version.error));
            QCOMPARE(version.out, program + " " RUNCARD_PROJECT_VERSION "\nresources: " +
                                      staged("share/runcard") + "\n");
        }
    }

    void plansAnExampleCard() {
        const Result plan =
            runInstalled("runcard-cli", {"plan", staged("share/runcard/examples/default.yaml")});
        QVERIFY2(plan.exitCode == 0, qPrintable(plan.error));
        QVERIFY(plan.out.contains("Run card  llama-3.1-8b-lora-r16"));
        QVERIFY(plan.out.contains("= peak allocated"));
        QVERIFY(plan.out.contains("Fits: yes"));
    }

    // The installed catalog folder is read whole, one file per GPU, in its order.
    void listsEveryInstalledGpu() {
        const Result gpus = runInstalled("runcard-cli", {"gpus", "--json"});
        QVERIFY2(gpus.exitCode == 0, qPrintable(gpus.error));
        const QJsonArray list = QJsonDocument::fromJson(gpus.out.toUtf8()).array();
        const QStringList files =
            QDir(staged("share/runcard/catalog/gpus")).entryList({"*.yaml"}, QDir::Files);
        QVERIFY(files.size() >= 20);
        QCOMPARE(list.size(), files.size());
        QCOMPARE(list.first().toObject()["id"].toString(), QString("a100-sxm-80gb"));
        QCOMPARE(list.last().toObject()["id"].toString(), QString("rtx6000-ada-48gb"));
    }

    void pilotsATinyCard() {
        const QString card = work_.filePath("tiny.yaml");
        QFile file(card);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("runcard: 1\nname: packaged-tiny\nmodel:\n  architecture:\n    layers: 1\n"
                   "    hidden_size: 32\n    intermediate_size: 64\n    attention_heads: 2\n"
                   "    vocab_size: 256\ntraining:\n  sequence_length: 32\n  micro_batch: 1\n"
                   "  attention: eager\n");
        file.close();
        const QString out = work_.filePath("tiny.pilot");
        const Result pilot = runInstalled("runcard-pilot", {card, "--steps", "2", "--warmup", "0",
                                                            "--threads", "1", "--out", out});
        QVERIFY2(pilot.exitCode == 0, qPrintable(pilot.error));
        const QStringList lines = pilot.out.trimmed().split('\n');
        QVERIFY2(lines.last().contains("\"event\":\"end\"") &&
                     lines.last().contains("\"outcome\":\"ok\""),
                 qPrintable(lines.last()));
        // The default corpus came from the staged resources.
        QVERIFY2(pilot.out.contains(staged("share/runcard/data/public-domain-corpus.jsonl")),
                 "the pilot read another corpus");
        QVERIFY(QFile::exists(out + "/summary.json"));
    }

    // The app, offscreen, opens a card: the card lands in its recent files, which only a
    // successful open does.
    void theAppOpensACard() {
        QTemporaryDir home;
        const QString card = home.filePath("mine.runcard.yaml");
        QVERIFY(QFile::copy(staged("share/runcard/examples/lora.yaml"), card));
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert("QT_QPA_PLATFORM", "offscreen");
        environment.insert("HOME", home.path());
        environment.insert("XDG_CONFIG_HOME", home.filePath("config"));
        environment.insert("XDG_DATA_HOME", home.filePath("data"));
        const Result app = runInstalled("runcard", {"--time-first-paint", card}, environment);
        QVERIFY2(app.exitCode == 0, qPrintable(app.error));
        QVERIFY(app.out.startsWith("first_paint_ms "));
        QFile settings(home.filePath("config/Runcard/runcard.conf"));
        QVERIFY2(settings.open(QIODevice::ReadOnly), "the app wrote no settings");
        QVERIFY2(settings.readAll().contains("mine.runcard.yaml"), "the card was not opened");
    }
};

QTEST_GUILESS_MAIN(TestPackage)
#include "test_package.moc"
