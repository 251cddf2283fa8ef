// runcard: the desktop app. Opens the card given on the command line, else the bundled default.
#include "planner/resources.h"
#include "ui/app/main_window.h"
#include "ui/app/screenshots.h"
#include "ui/common/language_manager.h"
#include "ui/common/settings.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QTextStream>
#include <QTimer>
#include <cstdio>
#include <cstring>

int main(int argc, char* argv[]) {
    // Answered before QApplication exists, so that it works without a display.
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--version") == 0 || std::strcmp(argv[i], "-v") == 0) {
            std::printf("runcard %s\nresources: %s\n", runcard::runcardVersion(),
                        runcard::resourceDir().c_str());
            return 0;
        }
    QElapsedTimer launch;
    launch.start();
    QApplication app(argc, argv);
    QApplication::setOrganizationName("Runcard");
    QApplication::setApplicationName("runcard");
    QApplication::setApplicationVersion(runcard::runcardVersion());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Workload advisor for fine-tuning language models on rented GPUs");
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument("card", "Run card (YAML) to open.", "[card.yaml]");
    QCommandLineOption screenshot("screenshot",
                                  "Render every view in each language to DIR and exit.", "DIR");
    QCommandLineOption language("lang", "UI language for this session (en, tr).", "code");
    QCommandLineOption firstPaint("time-first-paint",
                                  "Print milliseconds from start to the first painted window, "
                                  "then exit.");
    QCommandLineOption pilotScreenshot(
        "screenshot-pilot", "Run a pilot of the card and render the pilot view to DIR, then exit.",
        "DIR");
    parser.addOptions({screenshot, pilotScreenshot, language, firstPaint});
    parser.process(app);

    using namespace runcard::ui;
    if (parser.isSet(screenshot) || parser.isSet(pilotScreenshot))
        Settings::useTemporaryStore(); // screenshots never depend on, or touch, user settings
    LanguageManager::instance().restore();
    if (parser.isSet(language))
        LanguageManager::instance().setPreference(parser.value(language));

    MainWindow window;
    const QStringList cards = parser.positionalArguments();
    window.startup(cards.isEmpty() ? QString() : cards.first());

    if (parser.isSet(screenshot)) {
        // A laptop (1280×720, also 1920×1080 at 150 %), then a full-HD screen at 100 %.
        window.resize(1280, 720);
        window.show();
        QStringList files = renderScreenshots(window, parser.value(screenshot));
        window.resize(1920, 1080);
        files << renderScreenshots(window, QDir(parser.value(screenshot)).filePath("1920x1080"));
        QTextStream(stdout) << files.join('\n') << '\n';
        return files.isEmpty() ? 1 : 0;
    }
    if (parser.isSet(pilotScreenshot)) {
        window.resize(1280, 720);
        window.show();
        const QStringList files = renderPilotScreenshots(window, parser.value(pilotScreenshot));
        QTextStream(stdout) << files.join('\n') << '\n';
        return files.isEmpty() ? 1 : 0;
    }
    window.show();
    if (parser.isSet(firstPaint)) {
        // The window has painted once the event loop has processed its first expose.
        QTimer::singleShot(0, &window, [&] {
            window.repaint();
            QTextStream(stdout) << "first_paint_ms " << launch.elapsed() << '\n';
            app.quit();
        });
    }
    return app.exec();
}
