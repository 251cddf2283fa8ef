#include "ui/report/pilot_results.h"

#include "planner/pilot_results.h"
#include "ui/common/planner_messages.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace runcard::ui {
namespace {

// The value at a dotted path ("restore.status"), or undefined.
QJsonValue valueAt(const QJsonObject& root, const QString& path) {
    QJsonValue current = root;
    for (const QString& part : path.split('.')) {
        if (!current.isObject())
            return {};
        current = current.toObject().value(part);
    }
    return current;
}

// The first of several spellings that holds a number; the pilot protocol may evolve, and a field
// that is not there stays unknown.
std::optional<double> numberAt(const QJsonObject& root, std::initializer_list<const char*> paths) {
    for (const char* path : paths) {
        const QJsonValue value = valueAt(root, QString::fromLatin1(path));
        if (value.isDouble())
            return value.toDouble();
    }
    return std::nullopt;
}

QString textAt(const QJsonObject& root, std::initializer_list<const char*> paths) {
    for (const char* path : paths) {
        const QJsonValue value = valueAt(root, QString::fromLatin1(path));
        if (value.isString())
            return value.toString();
    }
    return {};
}

std::optional<QJsonObject> readJsonObject(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        if (error)
            *error = QStringLiteral("%1: offset %2: %3")
                         .arg(path)
                         .arg(parseError.offset)
                         .arg(parseError.errorString());
        return std::nullopt;
    }
    return document.object();
}

EvidenceState stateFrom(const QJsonValue& value) {
    if (value.isBool())
        return value.toBool() ? EvidenceState::Passed : EvidenceState::Failed;
    const QString text = value.toString().toLower();
    if (text == "passed" || text == "ok" || text == "bit-exact" || text == "completed" ||
        text == "success")
        return EvidenceState::Passed;
    if (text.isEmpty() || text == "skipped" || text == "not-run")
        return EvidenceState::Absent;
    return EvidenceState::Failed;
}

std::optional<double> optionalNumber(const std::optional<std::int64_t>& value) {
    return value ? std::optional<double>(double(*value)) : std::nullopt;
}

QString qs(const std::string& text) {
    return QString::fromStdString(text);
}

// The catalog the device names map onto; loaded once.
const GpuCatalog& bundledCatalog() {
    static const GpuCatalog catalog = GpuCatalog::bundled();
    return catalog;
}

// The problem that decided the state, in the UI language.
QString firstProblem(const PilotResultsData& r) {
    return r.problems.empty() ? QString() : diagnosticLine(r.problems.front());
}

} // namespace

QString PilotResults::summaryPath() const {
    return QDir(directory).filePath("summary.json");
}
QString PilotResults::eventsPath() const {
    return QDir(directory).filePath("events.ndjson");
}

PilotResults readPilotResults(const QString& directory) {
    PilotResults results;
    results.directory = directory;
    if (directory.isEmpty())
        return results;
    const PilotResultsData r = runcard::readPilotResults(directory.toStdString());
    switch (r.state) {
    case PilotResultsState::Absent:
        return results;
    case PilotResultsState::Corrupt:
        // Shown as unreadable, never as "no pilot has been run".
        results.status = QStringLiteral("corrupt");
        results.error = firstProblem(r);
        return results;
    case PilotResultsState::Incomplete:
        results.present = true;
        results.status = QStringLiteral("incomplete");
        results.error = firstProblem(r);
        break;
    case PilotResultsState::Complete:
        results.present = true;
        results.status = qs(r.outcome);
        results.completed = r.outcome == "ok" || r.outcome == "restore_failed";
        break;
    }
    results.scale = qs(r.scale);
    results.layers = r.layers;
    results.full_layers = r.full_layers;
    // In the report's language where the pilot coded its notes; as written by an older pilot.
    if (r.note_codes.size() == r.notes.size())
        for (const PilotNote& note : r.note_codes)
            results.notes << pilotNoteText(note);
    else
        for (const std::string& note : r.notes)
            results.notes << qs(note);
    results.device = qs(r.device);
    // Only a full-scale pilot on a catalog card measures that card's throughput.
    if (results.scale != "proxy")
        results.gpu_id = qs(catalogIdForDevice(r.device, bundledCatalog()));
    // Every rank trains its share in lock-step: the job's throughput is rank 0's times the ranks.
    results.gpus = r.world_size;
    if (r.tokens_per_s)
        results.tokens_per_s = *r.tokens_per_s * r.world_size;
    if (r.step_time_s) {
        results.step_time_s = r.step_time_s->median;
        results.step_time_spread = r.step_time_s->cv;
    }
    results.peak_allocated_bytes = optionalNumber(r.peak_tensor_bytes);
    results.predicted_peak_allocated_bytes = optionalNumber(r.predicted_peak_bytes);
    results.device_total_bytes = optionalNumber(r.peak_resident_bytes);
    results.data_stall_fraction = r.data_wait_share;
    results.validation_time_s = r.validation_s;
    results.checkpoint_time_s = r.checkpoint_s;
    results.measured_steps = r.measured_steps;
    if (r.restore_ran)
        results.restore =
            r.restore_ok && r.restore_compared ? EvidenceState::Passed : EvidenceState::Failed;
    if (r.outcome == "restore_failed")
        results.restore = EvidenceState::Failed;
    for (const auto& [key, value] : r.revisions)
        results.revisions.append({qs(key), qs(value)});
    for (const runcard::PilotStepSample& step : r.steps) {
        if (step.warmup)
            continue;
        PilotStepSample sample;
        sample.step = step.step;
        sample.step_time_s = step.seconds;
        sample.loss = step.loss;
        sample.peak_allocated_bytes = step.peak_bytes;
        results.steps.append(sample);
    }
    if (results.measured_steps == 0)
        results.measured_steps = int(results.steps.size());
    return results;
}

ScalingResult readScalingResult(const QString& directory) {
    ScalingResult result;
    if (directory.isEmpty())
        return result;
    result.path = QDir(directory).filePath("scaling.json");
    QString error;
    const auto object = readJsonObject(result.path, &error);
    if (!object) {
        if (!error.isEmpty()) {
            result.state = EvidenceState::Failed;
            result.detail = error;
        }
        return result;
    }
    result.state = stateFrom(object->value("status"));
    result.gpus = object->value("gpus").toInt();
    result.device = object->value("device").toString();
    result.problem = object->value("problem").toString();
    result.efficiency = numberAt(*object, {"efficiency"});
    result.detail = textAt(*object, {"detail", "message"});
    return result;
}

ReservationRecord readReservation(const QString& directory) {
    ReservationRecord record;
    if (directory.isEmpty())
        return record;
    record.path = QDir(directory).filePath("reservation.json");
    const auto object = readJsonObject(record.path, nullptr);
    if (!object)
        return record;
    record.reserved = object->value("reserved").toBool();
    record.provider = object->value("provider").toString();
    record.detail = textAt(*object, {"detail", "period", "date"});
    return record;
}

QString pilotStatusText(const QString& status) {
    static const std::pair<const char*, const char*> kStatuses[] = {
        {"ok", QT_TRANSLATE_NOOP("PilotResults", "completed")},
        {"oom", QT_TRANSLATE_NOOP("PilotResults", "out of memory")},
        {"restore_failed", QT_TRANSLATE_NOOP("PilotResults", "restore proof failed")},
        {"rank_failed", QT_TRANSLATE_NOOP("PilotResults", "a rank failed")},
        {"bad_input", QT_TRANSLATE_NOOP("PilotResults", "bad input")},
        {"failed", QT_TRANSLATE_NOOP("PilotResults", "failed")},
        {"running", QT_TRANSLATE_NOOP("PilotResults", "still running")},
        {"incomplete", QT_TRANSLATE_NOOP("PilotResults", "incomplete")},
        {"corrupt", QT_TRANSLATE_NOOP("PilotResults", "unreadable results")},
    };
    for (const auto& [id, text] : kStatuses)
        if (status == QLatin1String(id))
            return QCoreApplication::translate("PilotResults", text);
    return status;
}

} // namespace runcard::ui
