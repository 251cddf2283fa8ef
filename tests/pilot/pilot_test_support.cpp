#include "pilot_test_support.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <csignal>
#include <sys/resource.h>

QList<QJsonObject> PilotRun::named(const QString& event) const {
    QList<QJsonObject> list;
    for (const auto& e : events)
        if (e.value("event").toString() == event)
            list.append(e);
    return list;
}

QJsonObject PilotRun::first(const QString& event) const {
    const auto list = named(event);
    return list.isEmpty() ? QJsonObject() : list.first();
}

QString tinyCard(const QString& directory, const QString& name, const QString& trainingExtra,
                 const QString& architecture, const QString& tail) {
    const QString arch = architecture.isEmpty() ? QStringLiteral("    layers: 2\n"
                                                                 "    hidden_size: 64\n"
                                                                 "    intermediate_size: 176\n"
                                                                 "    attention_heads: 4\n"
                                                                 "    kv_heads: 2\n"
                                                                 "    vocab_size: 512\n"
                                                                 "    tied_embeddings: false\n"
                                                                 "    mlp: swiglu\n")
                                                : architecture;
    // Defaults under training:, each left out when `trainingExtra` sets the key itself (a
    // duplicate key would be the first one read, or refused).
    QString training;
    for (const char* line : {"  sequence_length: 64\n", "  micro_batch: 2\n",
                             "  attention: eager\n", "  steps: 100\n", "  warmup_steps: 2\n"}) {
        const QString text = QString::fromLatin1(line);
        const QString key = text.left(text.indexOf(':') + 1);
        if (!trainingExtra.startsWith(key) && !trainingExtra.contains("\n" + key))
            training += text;
    }
    const QString text = QStringLiteral("runcard: 1\n"
                                        "name: %1\n"
                                        "model:\n"
                                        "  architecture:\n%2"
                                        "training:\n"
                                        "%3%4%5")
                             .arg(name, arch, training, trainingExtra, tail);
    const QString path = QDir(directory).filePath(name + ".yaml");
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        file.write(text.toUtf8());
    return path;
}

namespace {

void parseOutput(const QByteArray& output, PilotRun& run) {
    for (const QByteArray& line : output.split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject())
            run.badLines.append(QString::fromUtf8(line));
        else
            run.events.append(doc.object());
    }
}

} // namespace

PilotRun runPilot(const QStringList& arguments, int timeoutMs) {
    PilotProcess how;
    how.timeoutMs = timeoutMs;
    return runPilot(arguments, how);
}

PilotRun runPilot(const QStringList& arguments, const PilotProcess& how) {
    PilotRun run;
    QProcess process;
    if (how.fileSizeLimit > 0) {
        const rlim_t limit = rlim_t(how.fileSizeLimit);
        process.setChildProcessModifier([limit] {
            const rlimit size{limit, limit};
            ::setrlimit(RLIMIT_FSIZE, &size);
            ::signal(SIGXFSZ, SIG_IGN); // a write past the limit fails with EFBIG instead
        });
    }
    process.start(QStringLiteral(RUNCARD_PILOT_EXE), arguments);
    QByteArray output;
    if (!how.killAfterEvent.isEmpty()) {
        const QByteArray marker = "\"event\":\"" + how.killAfterEvent.toUtf8() + "\"";
        while (process.state() != QProcess::NotRunning && !output.contains(marker))
            if (process.waitForReadyRead(how.timeoutMs))
                output += process.readAllStandardOutput();
        if (process.state() != QProcess::NotRunning)
            process.kill(); // SIGKILL: nothing the pilot can catch
    }
    if (!process.waitForFinished(how.timeoutMs)) {
        process.kill();
        process.waitForFinished();
        run.crashed = true;
    }
    run.crashed = run.crashed || process.exitStatus() != QProcess::NormalExit;
    run.exitCode = process.exitCode();
    run.errorText = QString::fromUtf8(process.readAllStandardError());
    parseOutput(output + process.readAllStandardOutput(), run);
    return run;
}

QJsonObject readJson(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

void writeJson(const QString& path, const QJsonObject& object) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        file.write(QJsonDocument(object).toJson(QJsonDocument::Compact)) < 0)
        qFatal("cannot write %s", qPrintable(path));
}

QList<QJsonObject> readEvents(const QString& path) {
    PilotRun run;
    QFile file(path);
    if (file.open(QIODevice::ReadOnly))
        parseOutput(file.readAll(), run);
    return run.events;
}

QString sha256OfFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromLatin1(
        QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex());
}

void rehashManifest(const QString& checkpoint) {
    const QString path = QDir(checkpoint).filePath("manifest.json");
    QJsonObject manifest = readJson(path);
    QJsonArray files;
    for (const QJsonValue& value : manifest.value("files").toArray()) {
        QJsonObject entry = value.toObject();
        const QString file = QDir(checkpoint).filePath(entry.value("file").toString());
        entry["bytes"] = QFileInfo(file).size();
        entry["sha256"] = sha256OfFile(file);
        files.append(entry);
    }
    manifest["files"] = files;
    writeJson(path, manifest);
}
