#include "ui/pilot/pilot_stream.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>
#include <cmath>

namespace runcard::ui {

QList<QByteArray> LineBuffer::append(const QByteArray& chunk) {
    pending_ += chunk;
    QList<QByteArray> lines;
    qsizetype start = 0;
    for (qsizetype end; (end = pending_.indexOf('\n', start)) >= 0; start = end + 1) {
        const QByteArray line = pending_.mid(start, end - start).trimmed();
        if (!line.isEmpty())
            lines.append(line);
    }
    pending_.remove(0, start);
    return lines;
}

bool PilotLive::apply(const QByteArray& line) {
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(line, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        ++badLines;
        return false;
    }
    const QJsonObject e = doc.object();
    const QString event = e.value("event").toString();
    const double t = e.value("t").toDouble();
    if (event == "start") {
        name = e.value("name").toString();
        scale = e.value("scale").toString();
        proxyReason = e.value("proxy_reason").toString();
        layers = e.value("layers").toInt();
        fullLayers = e.value("full_layers").toInt();
        warmupSteps = e.value("warmup_steps").toInt();
        totalSteps = warmupSteps + e.value("steps").toInt();
        device = e.value("revisions").toObject().value("device").toString();
        predictedPeak = e.value("predicted").toObject().value("peak_allocated_bytes").toDouble();
        if (const double limit = e.value("memory_limit_bytes").toDouble(); limit > 0)
            memoryLimit = limit;
        for (const auto& note : e.value("notes").toArray())
            notes.append(note.toString());
    } else if (event == "phase") {
        memoryTime.append(t);
        memoryCurrent.append(e.value("current_bytes").toDouble());
        memoryPeak.append(e.value("peak_bytes").toDouble());
        phases.append({t, e.value("phase").toString(), e.value("step").toInt()});
    } else if (event == "step") {
        const bool warmup = e.value("warmup").toBool();
        stepIndex.append(e.value("step").toDouble());
        stepSeconds.append(e.value("seconds").toDouble());
        stepWarmup.append(warmup);
        if (!warmup) {
            const double peak = e.value("peak_bytes").toDouble();
            measuredPeak = std::max(measuredPeak.value_or(0), peak);
            dataWaitSeconds = dataWaitSeconds.value_or(0) + e.value("data_wait_s").toDouble();
            measuredSeconds = measuredSeconds.value_or(0) + e.value("seconds").toDouble();
        }
        peakResident = std::max(peakResident.value_or(0), e.value("resident_bytes").toDouble());
    } else if (event == "validation") {
        validationSeconds = e.value("seconds").toDouble();
    } else if (event == "checkpoint") {
        checkpointMBps = e.value("megabytes_per_s").toDouble();
    } else if (event == "restore") {
        restoreOk = e.value("ok").toBool();
        restoreDetail = e.value("loss_bits").toString();
    } else if (event == "oom") {
        oom = QStringLiteral("%1 / %2 / %3")
                  .arg(e.value("step").toInt())
                  .arg(e.value("phase").toString())
                  .arg(e.value("requested_bytes").toDouble(), 0, 'f', 0);
    } else if (event == "error") {
        if (error.isEmpty())
            error = e.value("message").toString();
    } else if (event == "end") {
        outcome = e.value("outcome").toString();
    }
    return true;
}

QVector<double> PilotLive::measuredSteps() const {
    QVector<double> values;
    for (qsizetype i = 0; i < stepSeconds.size(); ++i)
        if (!stepWarmup[i])
            values.append(stepSeconds[i]);
    std::sort(values.begin(), values.end());
    return values;
}

double PilotLive::medianStepSeconds() const {
    const QVector<double> v = measuredSteps();
    if (v.isEmpty())
        return 0;
    const qsizetype n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

double PilotLive::p90StepSeconds() const {
    const QVector<double> v = measuredSteps();
    if (v.isEmpty())
        return 0;
    const auto rank = qsizetype(std::ceil(0.9 * double(v.size())));
    return v[std::clamp<qsizetype>(rank, 1, v.size()) - 1];
}

double PilotLive::coefficientOfVariation() const {
    const QVector<double> v = measuredSteps();
    if (v.size() < 2)
        return 0;
    double mean = 0;
    for (double x : v)
        mean += x;
    mean /= double(v.size());
    double squares = 0;
    for (double x : v)
        squares += (x - mean) * (x - mean);
    return mean > 0 ? std::sqrt(squares / double(v.size() - 1)) / mean : 0;
}

std::optional<double> PilotLive::dataWaitShare() const {
    if (!measuredSeconds || *measuredSeconds <= 0)
        return std::nullopt;
    return dataWaitSeconds.value_or(0) / *measuredSeconds;
}

std::optional<double> PilotLive::predictedError() const {
    if (!predictedPeak || !measuredPeak || *measuredPeak <= 0)
        return std::nullopt;
    return (*predictedPeak - *measuredPeak) / *measuredPeak;
}

} // namespace runcard::ui
