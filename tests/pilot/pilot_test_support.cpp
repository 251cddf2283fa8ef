#include "pilot_test_support.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>

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
                 const QString& architecture) {
    const QString arch = architecture.isEmpty() ? QStringLiteral("    layers: 2\n"
                                                                 "    hidden_size: 64\n"
                                                                 "    intermediate_size: 176\n"
                                                                 "    attention_heads: 4\n"
                                                                 "    kv_heads: 2\n"
                                                                 "    vocab_size: 512\n"
                                                                 "    tied_embeddings: false\n"
                                                                 "    mlp: swiglu\n")
                                                : architecture;
    // The defaults of the training section, unless trainingExtra gives the key (a key given twice
    // is refused).
    QString training;
    for (const QString line : {"  sequence_length: 64\n", "  micro_batch: 2\n",
                               "  attention: eager\n", "  steps: 100\n", "  warmup_steps: 2\n"})
        if (!trainingExtra.contains(line.left(line.indexOf(':') + 1)))
            training += line;
    const QString text = QStringLiteral("runcard: 1\n"
                                        "name: %1\n"
                                        "model:\n"
                                        "  architecture:\n%2"
                                        "training:\n"
                                        "%3%4")
                             .arg(name, arch, training, trainingExtra);
    const QString path = QDir(directory).filePath(name + ".yaml");
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        file.write(text.toUtf8());
    return path;
}

PilotRun runPilot(const QStringList& arguments, int timeoutMs) {
    PilotRun run;
    QProcess process;
    process.start(QStringLiteral(RUNCARD_PILOT_EXE), arguments);
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        run.crashed = true;
    }
    run.crashed = run.crashed || process.exitStatus() != QProcess::NormalExit;
    run.exitCode = process.exitCode();
    run.errorText = QString::fromUtf8(process.readAllStandardError());
    const QList<QByteArray> lines = process.readAllStandardOutput().split('\n');
    for (const QByteArray& line : lines) {
        if (line.trimmed().isEmpty())
            continue;
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject())
            run.badLines.append(QString::fromUtf8(line));
        else
            run.events.append(doc.object());
    }
    return run;
}
