#include "ui/pilot/pilot_stream.h"

#include "ui/common/planner_messages.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>
#include <cmath>
#include <limits>

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
    // A count or index: a fraction or a value past int's range is an error, never a wrapped int.
    std::optional<int> integer(const char* key, bool required = false) {
        const std::optional<double> v = number(key, required);
        if (!v)
            return std::nullopt;
        if (*v != std::floor(*v) || *v < std::numeric_limits<int>::min() ||
            *v > std::numeric_limits<int>::max()) {
            fail(key, QStringLiteral("not a whole number in range"));
            return std::nullopt;
        }
        return int(*v);
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

// An error event's coded diagnostics in the UI language, one "file:line:column: field: message"
// line each; empty where the pilot wrote none with a template (an older pilot, a free-text
// error), so its own message stands.
QString translatedDiagnostics(const QJsonArray& diagnostics) {
    QStringList lines;
    bool coded = false;
    for (const QJsonValue& value : diagnostics) {
        const QJsonObject d = value.toObject();
        QString message = d.value("message").toString();
        if (const QJsonValue key = d.value("template"); key.isString()) {
            std::vector<DiagnosticArg> args;
            for (const QJsonValue& item : d.value("args").toArray()) {
                const QJsonObject a = item.toObject();
                DiagnosticArg arg(a.value("text").toString().toStdString());
                if (a.value("number").isDouble()) {
                    arg.numeric = true;
                    arg.number = a.value("number").toDouble();
                }
                arg.phrase = a.value("phrase").toBool();
                args.push_back(std::move(arg));
            }
            message = diagnosticMessage(key.toString().toUtf8().constData(), args);
            coded = true;
        }
        lines << diagnosticLine(Diagnostic(d.value("file").toString().toStdString(),
                                           d.value("line").toInt(), d.value("column").toInt(),
                                           d.value("field").toString().toStdString(),
                                           message.toStdString()));
    }
    return coded ? lines.join('\n') : QString();
}

} // namespace

QString PilotLive::errorText() const {
    const QString translated = translatedDiagnostics(errorDiagnostics);
    return translated.isEmpty() ? error : translated;
}

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
    // Protocol 2.1: the rank that wrote the event (-1: the launcher); earlier lines are rank 0's.
    const double rankNumber = f.number("rank").value_or(0);
    if (!f.problem().isEmpty() || rankNumber != std::floor(rankNumber) || rankNumber < -1 ||
        rankNumber >= kMaxRanks) {
        warn(f.problem().isEmpty() ? QStringLiteral("rank is not a rank number") : f.problem());
        return false;
    }
    const int rank = int(rankNumber);
    const bool primary = rank == 0; // rank 0's figures are the run's (as its summary.json)
    if (rank >= 0)
        worldSize = std::max(worldSize, rank + 1);
    if (rank <= 0 && event != QLatin1String("restore")) // the restore process has its own clock
        lastTime = std::max(lastTime.value_or(t), t);
    if (event == "launch") {
        const auto nproc = f.number("nproc");
        if (!f.problem().isEmpty()) {
            warn(QStringLiteral("launch event: ") + f.problem());
            return false;
        }
        launched = true;
        if (nproc && *nproc >= 1 && *nproc <= kMaxRanks)
            worldSize = std::max(worldSize, int(*nproc));
    } else if (event == "preflight") {
        const auto count = f.number("ranks");
        const QString lay = f.text("layout"), back = f.text("backend");
        if (!f.problem().isEmpty()) {
            warn(QStringLiteral("preflight event: ") + f.problem());
            return false;
        }
        if (count && *count >= 1 && *count <= kMaxRanks)
            worldSize = std::max(worldSize, int(*count));
        layout = lay;
        backend = back;
    } else if (event == "rank_failed") {
        const auto failed = f.integer("failed_rank", true), code = f.integer("exit_code");
        const auto sig = f.integer("signal");
        const QString message = f.text("message");
        if (!f.problem().isEmpty() || *failed < 0 || *failed >= kMaxRanks) {
            warn(QStringLiteral("rank_failed event: ") +
                 (f.problem().isEmpty() ? QStringLiteral("failed_rank is not a rank")
                                        : f.problem()));
            return false;
        }
        if (!rankFailure) // the first failure is the cause; the others follow from it
            rankFailure = PilotRankFailure{*failed, t, code.value_or(-1), sig.value_or(0), message};
    } else if (event == "start") {
        if (rank >= 0)
            ranks[rank].startTime = t;
        if (!primary)
            return true; // every rank starts the same card; rank 0's start is the run's
        const QString n = f.text("name"), sc = f.text("scale"), reason = f.text("proxy_reason");
        const auto lay = f.integer("layers"), full = f.integer("full_layers");
        const auto warm = f.integer("warmup_steps"), total = f.integer("steps");
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
        layers = lay.value_or(0);
        fullLayers = full.value_or(0);
        warmupSteps = std::clamp(warm.value_or(0), 0, kMaxSteps);
        totalSteps = warmupSteps + std::clamp(total.value_or(0), 0, kMaxSteps);
        const QJsonObject revisions = e.value("revisions").toObject();
        device = revisions.value("device").toString();
        cpuModel = revisions.value("cpu").toString().simplified();
        if (predicted.isDouble())
            predictedPeak = predicted.toDouble();
        if (limit && *limit > 0)
            memoryLimit = *limit;
        for (const auto& note : e.value("notes").toArray())
            notes.append(note.toString());
    } else if (event == "phase") {
        const auto current = f.number("current_bytes", true), peak = f.number("peak_bytes", true);
        const QString phase = f.text("phase");
        const auto stepNumber = f.integer("step");
        if (!f.problem().isEmpty()) {
            warn(QStringLiteral("phase event: ") + f.problem());
            return false;
        }
        PilotRankSeries& series = ranks[rank];
        series.memoryTime.append(t);
        series.memoryCurrent.append(*current);
        if (!primary)
            return true;
        memoryTime.append(t);
        memoryCurrent.append(*current);
        memoryPeak.append(*peak);
        phases.append({t, phase, stepNumber.value_or(0)});
    } else if (event == "step") {
        const auto stepNumber = f.integer("step", true);
        const auto seconds = f.number("seconds", true);
        const auto peak = f.number("peak_bytes"), wait = f.number("data_wait_s");
        const auto resident = f.number("resident_bytes"), current = f.number("current_bytes");
        const auto wall = f.number("wall_s"), loss = f.number("loss");
        const auto communication = f.number("communication_s");
        const bool warmup = f.flag("warmup").value_or(false);
        if (!f.problem().isEmpty()) {
            warn(QStringLiteral("step event: ") + f.problem());
            return false;
        }
        stepRows.append({rank, *stepNumber, warmup, *seconds, wall, loss, wait, communication, peak,
                         current, resident});
        PilotRankSeries& series = ranks[rank];
        series.stepIndex.append(*stepNumber);
        series.stepSeconds.append(*seconds);
        series.stepWarmup.append(warmup);
        if (!warmup && peak)
            series.measuredPeak = std::max(series.measuredPeak.value_or(0), *peak);
        if (!primary)
            return true;
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
        breakMemoryLines(rank, t);
        if (primary)
            validationSeconds = seconds;
    } else if (event == "checkpoint") {
        const auto rate = f.number("megabytes_per_s", true);
        if (!f.problem().isEmpty()) {
            warn(QStringLiteral("checkpoint event: ") + f.problem());
            return false;
        }
        breakMemoryLines(rank, t);
        if (primary)
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
        // Nothing compared is not a passed proof; with several ranks every rank's must pass.
        restoreOk = restoreOk.value_or(true) && *ok && *restoreCompared;
        if (primary)
            restoreDetail = bits;
    } else if (event == "oom") {
        const auto stepNumber = f.integer("step");
        const auto requested = f.number("requested_bytes");
        const QString phase = f.text("phase"), message = f.text("message");
        if (!f.problem().isEmpty()) {
            warn(QStringLiteral("oom event: ") + f.problem());
            return false;
        }
        if (rank >= 0)
            ranks[rank].lastMessage = message;
        if (!oom.isEmpty())
            return true; // the first rank out of memory is the one the status names
        oom = QStringLiteral("%1 / %2 / %3")
                  .arg(stepNumber.value_or(0))
                  .arg(phase)
                  .arg(requested.value_or(0), 0, 'f', 0);
    } else if (event == "error") {
        const QString message = f.text("message");
        if (error.isEmpty())
            errorDiagnostics = e.value("diagnostics").toArray();
        if (rank >= 0 && !message.isEmpty())
            ranks[rank].lastMessage = message;
        if (error.isEmpty())
            error = message;
    } else if (event == "end") {
        const QString ending = f.text("outcome");
        if (!f.problem().isEmpty()) {
            warn(QStringLiteral("end event: ") + f.problem());
            return false;
        }
        if (launched && rank >= 0)
            return true; // a rank's end: the launcher's own end follows when all have stopped
        outcome = ending;
        ended = true;
    }
    return true;
}

void PilotLive::breakMemoryLines(int rank, double t) {
    const auto breakLine = [t](QVector<double>& time, QList<QVector<double>*> values) {
        if (time.isEmpty() || std::isnan(values.front()->last()))
            return;
        time.append(t);
        for (QVector<double>* v : values)
            v->append(std::numeric_limits<double>::quiet_NaN());
    };
    if (rank < 0)
        return;
    PilotRankSeries& series = ranks[rank];
    breakLine(series.memoryTime, {&series.memoryCurrent});
    if (rank == 0)
        breakLine(memoryTime, {&memoryCurrent, &memoryPeak});
}

int PilotLive::measuredStepCount() const {
    return int(std::count(stepWarmup.begin(), stepWarmup.end(), false));
}

int PilotLive::completedSteps() const {
    return int(stepIndex.size());
}

std::optional<double> PilotLive::remainingSeconds() const {
    if (measuredStepCount() == 0 || totalSteps <= 0)
        return std::nullopt;
    return std::max(0, totalSteps - completedSteps()) * medianStepSeconds();
}

namespace {
// The measured (not warm-up) step times, sorted.
QVector<double> sortedMeasured(const QVector<double>& seconds, const QVector<bool>& warmup) {
    QVector<double> values;
    for (qsizetype i = 0; i < seconds.size(); ++i)
        if (!warmup[i])
            values.append(seconds[i]);
    std::sort(values.begin(), values.end());
    return values;
}

double median(const QVector<double>& sorted) {
    const qsizetype n = sorted.size();
    if (n == 0)
        return 0;
    return n % 2 ? sorted[n / 2] : 0.5 * (sorted[n / 2 - 1] + sorted[n / 2]);
}
} // namespace

double PilotRankSeries::medianStepSeconds() const {
    return median(sortedMeasured(stepSeconds, stepWarmup));
}

double PilotLive::clockOffset(int rank) const {
    const auto zero = ranks.constFind(0), other = ranks.constFind(rank);
    if (zero == ranks.cend() || other == ranks.cend() || !zero->startTime || !other->startTime)
        return 0;
    return *zero->startTime - *other->startTime;
}

QVector<double> PilotLive::measuredSteps() const {
    return sortedMeasured(stepSeconds, stepWarmup);
}

double PilotLive::medianStepSeconds() const {
    return median(measuredSteps());
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
