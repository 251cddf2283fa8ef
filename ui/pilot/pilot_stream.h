// The app's side of docs/pilot-protocol.md: NDJSON lines from runcard-pilot (with a carry-over
// buffer for partial reads) folded into the series and figures the pilot view shows. Lines of a
// newer protocol major version are refused with a message; a line that is not a JSON object, or
// whose fields have the wrong type, is kept as a warning with its line number (never read as 0).
// No widgets, so it is tested without a display or a process.
#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
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

// One rank's series in a multi-rank stream (protocol 2.1: every event names its rank).
struct PilotRankSeries {
    // Tensor memory at the end of each phase (seconds, bytes); a NaN value breaks the line where
    // the rank sampled nothing for a while (validation, checkpoint).
    QVector<double> memoryTime, memoryCurrent;
    QVector<double> stepIndex, stepSeconds;
    QVector<bool> stepWarmup;
    std::optional<double> measuredPeak; // over its measured steps
    QString lastMessage;                // its last error or out-of-memory message
    std::optional<double> startTime;    // its start event, on its own clock
    double medianStepSeconds() const;   // of its measured steps; 0 before the first
};

// The launcher's rank_failed event: the first rank that died or failed.
struct PilotRankFailure {
    int rank = 0;
    double t = 0;
    int exitCode = -1; // -1 when it was killed by a signal
    int signal = 0;
    QString message; // the launcher's words ("rank 1 (pid 42) killed by signal 9 (SIGKILL)")
};

// One measured or warm-up step of one rank, as exported to CSV.
struct PilotStepRow {
    int rank = 0;
    int step = 0;
    bool warmup = false;
    double seconds = 0;
    std::optional<double> wallSeconds, loss, dataWaitSeconds, communicationSeconds;
    std::optional<double> peakBytes, currentBytes, residentBytes;
};

struct PilotLive {
    // Rank 0's memory over time (seconds since the pilot started, bytes); NaN values break the
    // line where nothing was sampled.
    QVector<double> memoryTime, memoryCurrent, memoryPeak;
    QList<PilotPhaseMark> phases;
    // Step time per step.
    QVector<double> stepIndex, stepSeconds;
    QVector<bool> stepWarmup;
    int warmupSteps = 0;
    int totalSteps = 0;

    QString name, scale, proxyReason;
    QString device, cpuModel;       // revisions.device ("cpu" or the GPU's name) and revisions.cpu
    std::optional<double> lastTime; // of rank 0 and the launcher (the restore process has its own)

    // Multi-rank pilots: the launcher's launch event, rank 0's preflight, every rank's series.
    int worldSize = 1;
    bool launched = false; // a launcher merges the ranks: only its own end event ends the run
    QString layout, backend;
    QMap<int, PilotRankSeries> ranks;
    std::optional<PilotRankFailure> rankFailure;
    QList<PilotStepRow> stepRows;
    static constexpr int kMaxRanks = 65536;
    static constexpr int kMaxSteps = 1000000000; // warm-up plus measured stays inside int
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
    std::optional<bool> restoreCompared; // the restore process compared against expected.json
    QString outcome;                     // from the end event
    bool ended = false;
    QString error;               // first error message, as the pilot wrote it (English)
    QJsonArray errorDiagnostics; // its coded diagnostics, where the pilot wrote them
    // The first error in the UI's language at the time of asking (a language switch retranslates
    // it): the coded diagnostics one per line, else the pilot's own message.
    QString errorText() const;
    QString oom; // "step N, phase: X bytes asked"
    QStringList notes;
    int lines = 0;        // lines applied or refused
    int badLines = 0;     // lines not applied: not JSON, wrong types, unknown protocol
    QStringList warnings; // "line N: ..." for the first kMaxWarnings of them
    QString refused;      // the stream speaks a newer protocol: nothing more is applied
    static constexpr int kProtocol = 2;
    static constexpr int kMaxWarnings = 20;

    // Folds one event in; returns false for a line it did not apply.
    bool apply(const QByteArray& line);
    // A run whose events stop before the end event (killed, crashed, or still running).
    bool incomplete() const { return lines > 0 && !ended; }
    double medianStepSeconds() const;
    double minStepSeconds() const;
    double maxStepSeconds() const;
    // The nearest-rank p90 where it is not one of the two slowest steps (20 steps or more).
    std::optional<double> p90StepSeconds() const;
    double coefficientOfVariation() const;
    int measuredStepCount() const;
    int completedSteps() const; // rank 0's steps, warm-up included
    // Rank 0's remaining steps times the median of its measured steps; none before the first
    // measured step. Validation, checkpoint and restore proof are not included.
    std::optional<double> remainingSeconds() const;
    // What to add to `rank`'s times to put them on rank 0's clock. Each rank's `t` counts from
    // its own process start; the ranks emit their start events together (after the parameter
    // broadcast, a collective), so the difference of the start times aligns them. 0 until both
    // start events are in.
    double clockOffset(int rank) const;
    std::optional<double> dataWaitShare() const;
    std::optional<double> predictedError() const; // (predicted - measured) / measured

private:
    QVector<double> measuredSteps() const;
    void warn(const QString& text);
    void breakMemoryLines(int rank, double t); // nothing is sampled for a while after t
};

} // namespace runcard::ui
