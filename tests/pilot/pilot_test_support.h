// Helpers for the pilot tests: tiny run cards, running the runcard-pilot binary, reading events.
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
// `training:` (indented YAML lines, e.g. "  optimizer: sgd\n").
QString tinyCard(const QString& directory, const QString& name, const QString& trainingExtra = {},
                 const QString& architecture = {});

PilotRun runPilot(const QStringList& arguments, int timeoutMs = 120000);
