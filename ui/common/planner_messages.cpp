#include "ui/common/planner_messages.h"

#include <QCoreApplication>
#include <QLocale>
#include <cmath>

namespace runcard::ui {

namespace {

QString argumentText(const DiagnosticArg& arg) {
    if (arg.phrase) // the program's own English, marked RUNCARD_TR("Diagnostics", …) where written
        return QCoreApplication::translate("Diagnostics", arg.text.c_str());
    if (!arg.numeric)
        return QString::fromStdString(arg.text);
    if (std::floor(arg.number) == arg.number && std::fabs(arg.number) < 1e15)
        return QLocale().toString(qlonglong(arg.number));
    return QLocale().toString(arg.number, 'g', 6);
}

} // namespace

QString diagnosticMessage(const Diagnostic& d) {
    if (d.code == DiagnosticCode::Text)
        return QString::fromStdString(d.message);
    // The English text is a literal of diagnostics.cpp (NUL-terminated), marked for lupdate there.
    return diagnosticMessage(englishText(d.code).data(), d.args);
}

QString diagnosticMessage(const char* englishTemplate,
                          const std::vector<DiagnosticArg>& arguments) {
    QString text = QCoreApplication::translate("Diagnostics", englishTemplate);
    // All arguments at once: an argument that itself contains "%1" is not substituted again.
    QStringList args;
    for (const DiagnosticArg& arg : arguments)
        args << argumentText(arg);
    switch (args.size()) {
    case 0:
        return text;
    case 1:
        return text.arg(args[0]);
    case 2:
        return text.arg(args[0], args[1]);
    default:
        return text.arg(args[0], args[1], args[2]);
    }
}

QString pilotNoteText(const PilotNote& note) {
    // The English text is a literal of pilot_notes.cpp (NUL-terminated), marked for lupdate there.
    QString text = QCoreApplication::translate("PilotNotes", pilotNoteEnglish(note.code).data());
    for (const std::string& arg : note.args)
        text = text.arg(QString::fromStdString(arg));
    return text;
}

QString diagnosticLine(const Diagnostic& d) {
    QString line;
    if (!d.file.empty()) {
        line += QString::fromStdString(d.file);
        if (d.line > 0) {
            line += ':' + QString::number(d.line);
            if (d.column > 0)
                line += ':' + QString::number(d.column);
        }
        line += QStringLiteral(": ");
    }
    if (!d.field.empty())
        line += QString::fromStdString(d.field) + QStringLiteral(": ");
    return line + diagnosticMessage(d);
}

QString errorMessage(const std::exception& error) {
    if (const auto* input = dynamic_cast<const InputError*>(&error);
        input && !input->diagnostics().empty())
        return diagnosticLines(input->diagnostics());
    return QString::fromLocal8Bit(error.what());
}

QString diagnosticLines(const Diagnostics& diagnostics) {
    QStringList lines;
    for (const Diagnostic& d : diagnostics)
        lines << diagnosticLine(d);
    return lines.join('\n');
}

} // namespace runcard::ui
