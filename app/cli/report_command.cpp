#include "report_command.h"

#include "planner/card_planner.h"
#include "planner/run_card_yaml.h"
#include "ui/report/pdf_report.h"
#include "ui/report/report_export.h"

#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLocale>
#include <QTranslator>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

namespace {

const char* kUsage =
    "usage: runcard-cli report CARD.yaml [--pilot DIR] -o FILE.pdf [--lang tr|en]\n"
    "                          [--set KEY=VALUE]... [--data DIR]\n";

struct ReportArguments {
    std::string card;
    std::string pilot;
    std::string output;
    std::string language = "en";
    std::string dataDirectory;
    std::vector<runcard::FieldOverride> overrides;
};

// Returns an error message, or empty on success.
std::string parseArguments(int argc, char** argv, ReportArguments& args) {
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto next = [&](const char* what) -> std::string {
            if (i + 1 >= argc)
                throw std::string(arg + " needs " + what);
            return argv[++i];
        };
        try {
            if (arg == "--pilot")
                args.pilot = next("a results folder");
            else if (arg == "-o" || arg == "--output")
                args.output = next("a file name");
            else if (arg == "--lang")
                args.language = next("tr or en");
            else if (arg == "--data")
                args.dataDirectory = next("a folder");
            else if (arg == "--set")
                args.overrides.push_back(runcard::parseFieldOverride(next("KEY=VALUE")));
            else if (arg == "-h" || arg == "--help")
                return "help";
            else if (!arg.empty() && arg[0] == '-')
                return "unknown option " + arg;
            else if (args.card.empty())
                args.card = arg;
            else
                return "more than one run card given";
        } catch (const std::string& message) {
            return message;
        } catch (const runcard::InputError& error) {
            return error.what();
        }
    }
    if (args.card.empty())
        return "no run card given";
    if (args.output.empty())
        return "no output file given (-o FILE.pdf)";
    if (args.language != "en" && args.language != "tr")
        return "--lang must be tr or en, not " + args.language;
    return {};
}

// Fonts need a platform plugin even for a PDF: without a display, use Qt's offscreen platform.
void chooseOffscreenWithoutDisplay() {
    if (qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        return;
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
}

} // namespace

int runReportCommand(int argc, char** argv) {
    ReportArguments args;
    if (const std::string problem = parseArguments(argc, argv, args); !problem.empty()) {
        if (problem == "help") {
            std::cout << kUsage;
            return 0;
        }
        // One line, as every runcard-cli error; --help prints the usage.
        std::cerr << "runcard-cli report: " << problem << " (runcard-cli report --help)\n";
        return 2;
    }

    const runcard::LoadResult loaded = runcard::loadRunCard(args.card, args.overrides);
    if (!loaded.ok()) {
        for (const auto& diagnostic : loaded.diagnostics)
            std::cerr << diagnostic.toString() << "\n";
        return 2;
    }
    if (!args.pilot.empty() && !QFileInfo(QString::fromStdString(args.pilot)).isDir()) {
        std::cerr << args.pilot << ": no such pilot results folder\n";
        return 2;
    }

    // The same planning as `runcard-cli compare`: the card, calibrated by its pilot's results.
    const runcard::PresetLibrary presets = runcard::PresetLibrary::bundled();
    const runcard::GpuCatalog gpus = runcard::GpuCatalog::bundled();
    const QString pilotDir = args.pilot.empty()
                                 ? QString()
                                 : QFileInfo(QString::fromStdString(args.pilot)).absoluteFilePath();
    std::optional<runcard::CardPlanner> planner;
    try {
        planner.emplace(*loaded.card, presets, gpus,
                        pilotDir.isEmpty() ? std::string()
                                           : QDir(pilotDir).filePath("summary.json").toStdString());
    } catch (const runcard::InputError& error) {
        for (const auto& diagnostic : error.diagnostics())
            std::cerr << diagnostic.toString() << "\n";
        return 2;
    }
    if (!planner->calibrationError().empty())
        std::cerr << "runcard-cli report: warning: not calibrated: " << planner->calibrationError()
                  << "\n";

    chooseOffscreenWithoutDisplay();
    int qtArgc = 1;
    char* qtArgv[] = {argv[0], nullptr};
    QGuiApplication app(qtArgc, qtArgv);

    // The report's language for this process only; the app's remembered choice is not touched.
    const QString language = QString::fromStdString(args.language);
    QTranslator translator;
    if (translator.load(":/i18n/runcard_" + language + ".qm"))
        QCoreApplication::installTranslator(&translator);
    else if (language != "en")
        std::cerr << "runcard-cli report: warning: no " << args.language
                  << " translation in this build; writing English\n";
    const QLocale locale(language == "tr" ? QLocale::Turkish : QLocale::English,
                         language == "tr" ? QLocale::Turkey : QLocale::UnitedStates);
    QLocale::setDefault(locale);

    const QString cardPath = QFileInfo(QString::fromStdString(args.card)).absoluteFilePath();
    const QString priceFile = QString::fromStdString(
        runcard::cardRelativePath(*loaded.card, loaded.card->rental.price_catalog));
    const runcard::ui::ReportModel model =
        runcard::ui::buildReportModel(*planner, {cardPath, pilotDir, priceFile}, language, locale);

    const QFileInfo outputInfo(QString::fromStdString(args.output));
    if (!outputInfo.absoluteDir().exists()) {
        std::cerr << "runcard-cli report: " << args.output << ": no such folder\n";
        return 2;
    }
    const QString output = outputInfo.absoluteFilePath();
    QString error;
    if (!runcard::ui::writePdfReport(model, output, &error)) {
        std::cerr << "runcard-cli report: " << error.toStdString() << "\n";
        return 1;
    }
    if (!args.dataDirectory.empty()) {
        const QString directory = QString::fromStdString(args.dataDirectory);
        const QStringList written = runcard::ui::exportReportData(model, directory, &error);
        if (!error.isEmpty()) {
            std::cerr << "runcard-cli report: " << error.toStdString() << "\n";
            return 1;
        }
        std::cout << "tables and series written: " << written.size() << " files in "
                  << QFileInfo(directory).absoluteFilePath().toStdString() << "\n";
    }
    std::cout << "report written: " << output.toStdString() << "\n";
    return 0;
}
