// What a pilot left on disk, for the report and the app: a thin Qt adapter over the one reader in
// the core (core/planner/pilot_results.h: summary.json + events.ndjson, checked against each
// other). A missing folder, file or field is "not on file", never a zero; corrupt results carry
// the reason in `error` and are not `present`; a run that did not finish is present and not
// completed.
#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>
#include <optional>

namespace runcard::ui {

enum class EvidenceState { Absent, Passed, Failed };

struct PilotStepSample {
    int step = 0;
    double step_time_s = 0;
    std::optional<double> loss;
    std::optional<double> peak_allocated_bytes;
};

struct PilotResults {
    QString directory;
    bool present = false; // results of a pilot were found (complete or not)
    QString error;        // why they are corrupt or incomplete (empty when complete or absent)
    // The pilot's outcome: "ok", "oom", "restore_failed", "failed"; "incomplete" for a run that
    // did not finish, "corrupt" for unreadable results.
    QString status;
    bool completed = false; // every measured step ran (the restore proof may still have failed)
    QString scale;          // "full", or "proxy" (fewer decoder blocks than the model)
    int layers = 0;
    int full_layers = 0;
    QStringList notes; // where the pilot ran the card differently
    QString device;    // what it ran on, as the pilot names it
    QString gpu_id;    // catalog id when it ran on a catalog card; empty on CPU
    int gpus = 1;      // ranks of a multi-rank pilot

    std::optional<double> tokens_per_s; // measured, whole job
    std::optional<double> predicted_tokens_per_s;
    std::optional<double> step_time_s; // median of the measured steps
    std::optional<double> predicted_step_time_s;
    std::optional<double> step_time_spread; // stddev / mean
    std::optional<double> peak_allocated_bytes;
    std::optional<double> predicted_peak_allocated_bytes;
    std::optional<double> device_total_bytes; // CPU: process resident set; GPU: device used (NVML)
    std::optional<double> predicted_device_total_bytes;
    std::optional<double> data_stall_fraction;
    std::optional<double> validation_time_s;
    std::optional<double> checkpoint_time_s;
    int measured_steps = 0;

    EvidenceState restore = EvidenceState::Absent;
    QString restore_detail;

    QList<QPair<QString, QString>> revisions; // framework, driver, model, data ... as recorded
    QList<PilotStepSample> steps;             // from events.ndjson

    QString summaryPath() const;
    QString eventsPath() const;
};

// Reads `directory`/summary.json and events.ndjson; an empty directory gives an absent result.
PilotResults readPilotResults(const QString& directory);

// A pilot's status (PilotResults::status) in the UI language: "ok" reads "completed", "oom"
// "out of memory"; a status this version does not know, as the pilot wrote it.
QString pilotStatusText(const QString& status);

// A scaling step's result: `directory`/scaling.json, written by `runcard-pilot --nproc N --baseline
// BASE` (core/planner/scaling_step.h, docs/cost-model.md).
struct ScalingResult {
    QString path;
    EvidenceState state = EvidenceState::Absent;
    int gpus = 0;                     // ranks
    QString device;                   // "cpu" for CPU ranks
    QString problem;                  // why it failed, as a code (core/planner/scaling_step.h)
    std::optional<double> efficiency; // useful throughput at N GPUs / (N x single-GPU)
    QString detail;
};
ScalingResult readScalingResult(const QString& directory);

// The user's record that the period was reserved: `directory`/reservation.json.
struct ReservationRecord {
    QString path;
    bool reserved = false;
    QString provider;
    QString detail;
};
ReservationRecord readReservation(const QString& directory);

} // namespace runcard::ui
