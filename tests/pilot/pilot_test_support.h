// Helpers for the pilot tests: tiny run cards, running the runcard-pilot binary, reading events,
// and editing a checkpoint the way a tamperer would (with its manifest re-hashed to match).
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

struct PilotRun {
    int exitCode = -1;
    bool crashed = false;
    QList<QJsonObject> events; // every stdout line, parsed
    QStringList badLines;      // stdout lines that are not one JSON object
    QString errorText;         // stderr

    QList<QJsonObject> named(const QString& event) const;
    QJsonObject first(const QString& event) const; // empty when absent
};

// A card for a model small enough to run in a second on two cores. `extra` is appended under
// `training:` (indented YAML lines, e.g. "  optimizer: sgd\n"); `tail` after the training
// section (e.g. "data:\n  path: x.txt\n").
QString tinyCard(const QString& directory, const QString& name, const QString& trainingExtra = {},
                 const QString& architecture = {}, const QString& tail = {});

struct PilotProcess {
    int timeoutMs = 120000;
    qint64 fileSizeLimit = 0; // RLIMIT_FSIZE in bytes (0: none): writes beyond it fail (EFBIG)
    QString killAfterEvent;   // SIGKILL the pilot once it has printed this event
};
PilotRun runPilot(const QStringList& arguments, int timeoutMs = 120000);
PilotRun runPilot(const QStringList& arguments, const PilotProcess& how);

// JSON files on disk.
QJsonObject readJson(const QString& path);
void writeJson(const QString& path, const QJsonObject& object);
QList<QJsonObject> readEvents(const QString& path); // events.ndjson
// Rewrites `checkpoint`/manifest.json with the present size and SHA-256 of every file it lists.
void rehashManifest(const QString& checkpoint);
QString sha256OfFile(const QString& path);
