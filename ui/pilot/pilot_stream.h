// The app's side of docs/pilot-protocol.md: NDJSON lines from runcard-pilot (with a carry-over
// buffer for partial reads) folded into the series and figures the pilot view shows. No widgets,
// so it is tested without a display or a process.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QVector>
#include <optional>

namespace runcard::ui {

// Splits a byte stream into complete lines; keeps the unfinished tail for the next chunk.
class LineBuffer {
public:
    QList<QByteArray> append(const QByteArray& chunk);
    QByteArray pending() const { return pending_; }

private:
    QByteArray pending_;
};

struct PilotPhaseMark {
    double t = 0;
    QString phase; // forward, backward, optimizer
    int step = 0;
};

struct PilotLive {
    // Memory over time (seconds since the pilot started, bytes).
    QVector<double> memoryTime, memoryCurrent, memoryPeak;
    QList<PilotPhaseMark> phases;
    // Step time per step.
    QVector<double> stepIndex, stepSeconds;
    QVector<bool> stepWarmup;
    int warmupSteps = 0;
    int totalSteps = 0;

    QString name, scale, proxyReason, device;
    int layers = 0, fullLayers = 0;
    std::optional<double> predictedPeak;
    std::optional<double> memoryLimit;
    std::optional<double> measuredPeak; // over the measured (not warm-up) steps
    std::optional<double> peakResident;
    std::optional<double> validationSeconds;
    std::optional<double> checkpointMBps;
    std::optional<bool> restoreOk;
    QString restoreDetail;
    std::optional<double> dataWaitSeconds, measuredSeconds;
    QString outcome; // from the end event
    QString error;   // first error message
    QString oom;     // "step N, phase: X bytes asked"
    QStringList notes;
    int badLines = 0;

    // Folds one event in; returns false for a line that is not a JSON object.
    bool apply(const QByteArray& line);
    double medianStepSeconds() const;
    double p90StepSeconds() const;
    double coefficientOfVariation() const;
    std::optional<double> dataWaitShare() const;
    std::optional<double> predictedError() const; // (predicted - measured) / measured

private:
    QVector<double> measuredSteps() const;
};

} // namespace runcard::ui
