#include "ui/report/report_export.h"

#include "planner/durable_file.h"
#include "planner/json_writer.h"
#include "ui/common/planner_messages.h"

#include <QDir>
#include <QFile>

namespace runcard::ui {
namespace {

QString csvField(const QString& text) {
    if (!text.contains(',') && !text.contains('"') && !text.contains('\n'))
        return text;
    QString quoted = text;
    quoted.replace('"', "\"\"");
    return '"' + quoted + '"';
}

// A text cell that a spreadsheet would run as a formula (=, +, -, @, or a leading tab or carriage
// return; OWASP "CSV Injection") gets a leading apostrophe, which spreadsheets show as text.
// Numbers are written as numbers: a machine value like -3.5 is never a formula.
QString inertText(const QString& text) {
    static const QString formulaStarts = QStringLiteral("=+-@\t\r");
    if (!text.isEmpty() && formulaStarts.contains(text.front()))
        return '\'' + text;
    return text;
}

// C locale: numbers in their shortest round-trip form, missing values empty.
QString machineText(const QVariant& value) {
    switch (value.typeId()) {
    case QMetaType::UnknownType:
        return {};
    case QMetaType::Bool:
        return value.toBool() ? "true" : "false";
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
        return QString::number(value.toLongLong());
    case QMetaType::Double:
    case QMetaType::Float:
        return QString::fromStdString(formatDouble(value.toDouble()));
    default:
        return inertText(value.toString());
    }
}

void writeValue(JsonWriter& json, const QVariant& value) {
    switch (value.typeId()) {
    case QMetaType::UnknownType:
        json.null();
        break;
    case QMetaType::Bool:
        json.value(value.toBool());
        break;
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
        json.value(std::int64_t(value.toLongLong()));
        break;
    case QMetaType::Double:
    case QMetaType::Float:
        json.value(value.toDouble());
        break;
    default:
        json.value(value.toString().toStdString());
        break;
    }
}

bool writeText(const QString& path, const QString& text, QString* error) {
    return writeFileDurably(path, text.toUtf8(), error);
}

} // namespace

bool writeFileDurably(const QString& path, const QByteArray& bytes, QString* error) {
    try {
        writeFileAtomically(QFile::encodeName(path).toStdString(),
                            std::string_view(bytes.constData(), std::size_t(bytes.size())));
        return true;
    } catch (const InputError& e) {
        if (error)
            *error = errorMessage(e);
        return false;
    }
}

QString tableToCsv(const ReportTable& table) {
    QStringList lines;
    QStringList header;
    for (const QString& key : table.keys)
        header << csvField(key);
    lines << header.join(',');
    for (const auto& row : table.rows) {
        QStringList fields;
        for (const ReportCell& cell : row)
            fields << csvField(machineText(cell.value));
        lines << fields.join(',');
    }
    return lines.join('\n') + '\n';
}

QString seriesToCsv(const ReportSeries& series) {
    QStringList lines{series.x_key + ',' + series.y_key};
    for (int i = 0; i < series.x.size(); ++i)
        lines << QString::fromStdString(formatDouble(series.x[i]) + "," +
                                        formatDouble(series.y[i]));
    return lines.join('\n') + '\n';
}

QString reportToJson(const ReportModel& model) {
    JsonWriter json;
    json.beginObject();
    json.field("report", 1);
    json.field("card", model.card.name);
    json.field("card_file", model.card_path.toStdString());
    json.field("language", model.language.toStdString());
    json.field("generated", model.generated.toString(Qt::ISODate).toStdString());
    json.field("prices_as_of", model.prices.as_of);
    json.field("currency", model.prices.currency);
    json.field("pilot_results", model.pilot.present);
    json.field("ready_to_reserve", model.checklist.readyToReserve());
    // The decision page's recommendation (planner/rental_decision.h), null when nothing fits.
    json.key("decision");
    if (const RentalDecision& d = model.decision; d.index >= 0) {
        json.beginObject()
            .field("gpu", model.comparison[std::size_t(d.index)].gpu->id)
            .field("gpus", d.count)
            .field("parallelism", toString(d.parallelism))
            .field("basis", toString(d.basis));
        json.key("total_cost");
        if (d.cost && d.cost->total)
            json.value(d.cost->total->expected);
        else
            json.null();
        json.endObject();
    } else {
        json.null();
    }
    json.key("tables").beginObject();
    for (const ReportTable& table : model.tables) {
        json.key(table.id.toStdString()).beginArray();
        for (const auto& row : table.rows) {
            json.beginObject();
            for (int c = 0; c < table.keys.size() && c < row.size(); ++c) {
                json.key(table.keys[c].toStdString());
                writeValue(json, row[c].value);
            }
            json.endObject();
        }
        json.endArray();
    }
    json.endObject();
    json.key("series").beginObject();
    for (const ReportSeries& series : model.series) {
        json.key(series.id.toStdString()).beginObject();
        json.key(series.x_key.toStdString()).beginArray();
        for (double x : series.x)
            json.value(x);
        json.endArray();
        json.key(series.y_key.toStdString()).beginArray();
        for (double y : series.y)
            json.value(y);
        json.endArray();
        json.endObject();
    }
    json.endObject();
    json.endObject();
    return QString::fromStdString(json.str()) + '\n';
}

QStringList exportReportData(const ReportModel& model, const QString& directory, QString* error) {
    QStringList written;
    if (!QDir().mkpath(directory)) {
        if (error)
            *error = QStringLiteral("%1: cannot create the folder").arg(directory);
        return written;
    }
    const QDir dir(directory);
    for (const ReportTable& table : model.tables) {
        const QString path = dir.filePath(table.id + ".csv");
        if (!writeText(path, tableToCsv(table), error))
            return written;
        written << path;
    }
    for (const ReportSeries& series : model.series) {
        const QString path = dir.filePath(series.id + ".csv");
        if (!writeText(path, seriesToCsv(series), error))
            return written;
        written << path;
    }
    const QString path = dir.filePath("report.json");
    if (writeText(path, reportToJson(model), error))
        written << path;
    return written;
}

} // namespace runcard::ui
