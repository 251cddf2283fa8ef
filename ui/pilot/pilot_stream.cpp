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

namespace {

// Typed reads of one event: a field that is there with the wrong type is an error, never a 0.
class EventFields {
public:
    explicit EventFields(const QJsonObject& e) : e_(e) {}
    std::optional<double> number(const char* key, bool required = false) {
        const QJsonValue v = e_.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) {
            if (required)
                fail(key, QStringLiteral("missing"));
            return std::nullopt;
        }
        if (!v.isDouble()) {
            fail(key, QStringLiteral("not a number"));
            return std::nullopt;
        }
        return v.toDouble();
    }
    QString text(const char* key) {
        const QJsonValue v = e_.value(QLatin1String(key));
        if (!v.isUndefined() && !v.isNull() && !v.isString())
            fail(key, QStringLiteral("not a string"));
        return v.toString();
    }
    std::optional<bool> flag(const char* key) {
        const QJsonValue v = e_.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        if (!v.isBool()) {
            fail(key, QStringLiteral("not true or false"));
            return std::nullopt;
        }
        return v.toBool();
    }
    const QString& problem() const { return problem_; }

private:
    void fail(const char* key, const QString& what) {
        if (problem_.isEmpty())
            problem_ = QStringLiteral("%1 is %2").arg(QLatin1String(key), what);
    }
    const QJsonObject& e_;
    QString problem_;
};

} // namespace

void PilotLive::warn(const QString& text) {
    ++badLines;
    if (warnings.size() < kMaxWarnings)
        warnings.append(QStringLiteral("line %1: %2").arg(lines).arg(text));
}

bool PilotLive::apply(const QByteArray& line) {
    ++lines;
    if (!refused.isEmpty()) {
        ++badLines;
        return false;
    }
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(line, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        warn(QStringLiteral("not a JSON object"));
        return false;
    }
    const QJsonObject e = doc.object();
    EventFields f(e);
    const std::optional<double> protocol = f.number("protocol", true);
    if (!f.problem().isEmpty()) {
        warn(f.problem());
        return false;
    }
    if (*protocol > kProtocol) {
        refused = QStringLiteral("protocol %1").arg(*protocol);
        ++badLines;
        return false;
    }
    const QString event = f.text("event");
    const double t = f.number("t").value_or(0);
    // Every event is read whole first, so that a field of the wrong type drops the event.
    if (event == "start") {
        const QString n = f.text("name"), sc = f.text("scale"), reason = f.text("proxy_reason");
        const auto lay = f.number("layers"), full = f.number("full_layers");
        const auto warm = f.number("warmup_steps"), total = f.number("steps");
        const auto limit = f.number("memory_limit_bytes");
        const QJsonValue predicted = e.value("predicted").toObject().value("peak_allocated_bytes");
        if (!predicted.isUndefined() && !predicted.isDouble())
            warn(QStringLiteral("predicted.peak_allocated_bytes is not a number"));
        if (!f.problem().isEmpty()) {
            warn(f.problem());
            return false;
        }
        name = n;
        scale = sc;
        proxyReason = reason;
        layers = int(lay.value_or(0));
        fullLayers = int(full.value_or(0));
        warmupSteps = int(warm.value_or(0));
        totalSteps = warmupSteps + int(total.value_or(0));
        device = e.value("revisions").toObject().value("device").toString();
        if (predicted.isDouble())
            predictedPeak = predicted.toDouble();
        if (limit && *limit > 0)
            memoryLimit = *limit;
        for (const auto& note : e.value("notes").toArray())
            notes.append(note.toString());
    } else if (event == "phase") {
        const auto current = f.number("current_bytes", true), peak = f.number("peak_bytes", true);
        const QString phase = f.text("phase");
        const auto stepNumber = f.number("step");
        if (!f.problem().isEmpty()) {
            warn(QStringLiteral("phase event: ") + f.problem());
            return false;
        }
        memoryTime.append(t);
        memoryCurrent.append(*current);
        memoryPeak.append(*peak);
        phases.append({t, phase, int(stepNumber.value_or(0))});
    } else if (event == "step") {
        const auto stepNumber = f.number("step", true), seconds = f.number("seconds", true);
        const auto peak = f.number("peak_bytes"), wait = f.number("data_wait_s");
        const auto resident = f.number("resident_bytes");
        const bool warmup = f.flag("warmup").value_or(false);
        if (!f.problem().isEmpty()) {
            warn(QStringLiteral("step event: ") + f.problem());
            return false;
        }
        stepIndex.append(*stepNumber);
        stepSeconds.append(*seconds);
        stepWarmup.append(warmup);
        if (!warmup) {
            if (peak)
                measuredPeak = std::max(measuredPeak.value_or(0), *peak);
            dataWaitSeconds = dataWaitSeconds.value_or(0) + wait.value_or(0);
            measuredSeconds = measuredSeconds.value_or(0) + *seconds;
        }
        if (resident)
            peakResident = std::max(peakResident.value_or(0), *resident);
    } else if (event == "validation") {
        const auto seconds = f.number("seconds", true);
        if (!f.problem().isEmpty()) {
            warn(QStringLiteral("validation event: ") + f.problem());
            return false;
        }
        validationSeconds = seconds;
    } else if (event == "checkpoint") {
        const auto rate = f.number("megabytes_per_s", true);
        if (!f.problem().isEmpty()) {
            warn(QStringLiteral("checkpoint event: ") + f.problem());
            return false;
        }
        checkpointMBps = rate;
    } else if (event == "restore") {
        const auto ok = f.flag("ok");
        const auto compared = f.flag("compared");
        const QString bits = f.text("loss_bits");
        if (!f.problem().isEmpty() || !ok) {
            warn(QStringLiteral("restore event: ") +
                 (f.problem().isEmpty() ? QStringLiteral("ok is missing") : f.problem()));
            return false;
        }
        // Protocol 1 wrote "compared" too; a line without it is taken as compared.
        restoreCompared = compared.value_or(true);
        restoreOk = *ok && *restoreCompared; // nothing compared is not a passed proof
        restoreDetail = bits;
    } else if (event == "oom") {
        const auto stepNumber = f.number("step"), requested = f.number("requested_bytes");
        const QString phase = f.text("phase");
        if (!f.problem().isEmpty()) {
            warn(QStringLiteral("oom event: ") + f.problem());
            return false;
        }
        oom = QStringLiteral("%1 / %2 / %3")
                  .arg(int(stepNumber.value_or(0)))
                  .arg(phase)
                  .arg(requested.value_or(0), 0, 'f', 0);
    } else if (event == "error") {
        const QString message = f.text("message");
        if (error.isEmpty())
            error = message;
    } else if (event == "end") {
        const QString ending = f.text("outcome");
        if (!f.problem().isEmpty()) {
            warn(QStringLiteral("end event: ") + f.problem());
            return false;
        }
        outcome = ending;
        ended = true;
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

double PilotLive::minStepSeconds() const {
    const QVector<double> v = measuredSteps();
    return v.isEmpty() ? 0 : v.first();
}

double PilotLive::maxStepSeconds() const {
    const QVector<double> v = measuredSteps();
    return v.isEmpty() ? 0 : v.last();
}

std::optional<double> PilotLive::p90StepSeconds() const {
    // As the pilot's summary (core/pilot/statistics.h): only where two steps lie above it.
    const QVector<double> v = measuredSteps();
    const auto rank = qsizetype(std::ceil(0.9 * double(v.size())));
    if (v.isEmpty() || rank > v.size() - 2)
        return std::nullopt;
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
