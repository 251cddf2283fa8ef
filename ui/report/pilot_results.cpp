#include "ui/report/pilot_results.h"

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

void readRestore(const QJsonObject& summary, PilotResults& results) {
    const QJsonValue restore = summary.value("restore");
    if (restore.isObject()) {
        // Protocol 1: {"ran": bool, "ok": bool}; a proof that did not run is no evidence.
        const QJsonObject object = restore.toObject();
        if (object.contains("ran") && !object.value("ran").toBool())
            results.restore = EvidenceState::Absent;
        else if (object.contains("ok"))
            results.restore = stateFrom(object.value("ok"));
        else if (object.contains("status"))
            results.restore = stateFrom(object.value("status"));
        results.restore_detail = textAt(object, {"detail", "message"});
    } else if (!restore.isUndefined()) {
        results.restore = stateFrom(restore);
    }
    if (results.status == "restore_failed")
        results.restore = EvidenceState::Failed;
}

// nvidia-smi / amd-smi device names of the catalog's reference cards. A pilot on any other device
// (the CPU, a PCIe card) measures nothing that prices a catalog card.
QString catalogIdForDevice(const QString& device) {
    const QString name = device.toUpper();
    if (name.contains("A100") && name.contains("80GB") && !name.contains("PCIE"))
        return "a100-sxm-80gb";
    if (name.contains("H100") && (name.contains("HBM3") || name.contains("SXM")) &&
        !name.contains("NVL") && !name.contains("PCIE"))
        return "h100-sxm-80gb";
    if (name.contains("H200") && !name.contains("NVL"))
        return "h200-sxm-141gb";
    if (name.contains("MI300X"))
        return "mi300x-192gb";
    return {};
}

void readRevisions(const QJsonObject& summary, PilotResults& results) {
    for (const char* key : {"revisions"}) {
        const QJsonValue value = summary.value(key);
        if (!value.isObject())
            continue;
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            if (it.value().isString() || it.value().isDouble())
                results.revisions.append({it.key(), it.value().isString()
                                                        ? it.value().toString()
                                                        : QString::number(it.value().toDouble())});
    }
}

void readSteps(const QString& path, PilotResults& results) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return;
    while (!file.atEnd()) {
        const QJsonDocument line = QJsonDocument::fromJson(file.readLine());
        if (!line.isObject())
            continue; // a torn last line of a killed pilot
        const QJsonObject event = line.object();
        if (event.value("event").toString() != "step" || event.value("warmup").toBool())
            continue;
        PilotStepSample sample;
        sample.step = event.value("step").toInt(results.steps.size() + 1);
        if (const auto s = numberAt(event, {"seconds", "step_time_s"}))
            sample.step_time_s = *s;
        else if (const auto ms = numberAt(event, {"step_ms", "step_time_ms"}))
            sample.step_time_s = *ms / 1000;
        else
            continue;
        sample.loss = numberAt(event, {"loss"});
        sample.peak_allocated_bytes = numberAt(event, {"peak_bytes", "peak_allocated_bytes"});
        results.steps.append(sample);
    }
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
    const auto summary = readJsonObject(results.summaryPath(), &results.error);
    if (!summary)
        return results;
    results.present = true;
    const QJsonObject& s = *summary;
    // Field names: docs/pilot-protocol.md, "Results folder".
    results.status = textAt(s, {"outcome", "status"});
    results.completed = results.status == "ok" || results.status == "restore_failed";
    results.scale = textAt(s, {"scale"});
    if (const auto layers = numberAt(s, {"layers"}))
        results.layers = int(*layers);
    if (const auto layers = numberAt(s, {"full_layers"}))
        results.full_layers = int(*layers);
    results.device = textAt(s, {"revisions.device", "device"});
    // Only a full-scale pilot on a catalog card measures that card's throughput.
    if (results.scale != "proxy")
        results.gpu_id = catalogIdForDevice(results.device);
    results.tokens_per_s = numberAt(s, {"tokens_per_s"});
    results.step_time_s = numberAt(s, {"step_time_s.mean", "step_time_s.median"});
    results.step_time_spread = numberAt(s, {"step_time_s.cv"});
    results.peak_allocated_bytes = numberAt(s, {"memory.peak_tensor_bytes"});
    results.predicted_peak_allocated_bytes = numberAt(s, {"memory.predicted.peak_allocated_bytes"});
    results.device_total_bytes = numberAt(s, {"memory.peak_resident_bytes"});
    results.data_stall_fraction = numberAt(s, {"data_wait_share"});
    results.validation_time_s = numberAt(s, {"validation.seconds"});
    results.checkpoint_time_s = numberAt(s, {"checkpoint.seconds"});
    if (const auto steps = numberAt(s, {"measured_steps"}))
        results.measured_steps = int(*steps);
    for (const QJsonValue& note : s.value("notes").toArray())
        if (note.isString())
            results.notes << note.toString();
    readRestore(s, results);
    readRevisions(s, results);
    readSteps(results.eventsPath(), results);
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

} // namespace runcard::ui
