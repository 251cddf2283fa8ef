#include "ui/app/screenshots.h"

#include "ui/app/about_dialog.h"
#include "ui/app/main_window.h"
#include "ui/app/memory_budget_view.h"
#include "ui/app/preferences_dialog.h"
#include "ui/app/run_definition_view.h"
#include "ui/app/scaling_view.h"
#include "ui/common/language_manager.h"
#include "ui/pilot/pilot_view.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QPixmap>
#include <QStatusBar>
#include <QTimer>

namespace runcard::ui {

namespace {
// Lets layouts settle and coalesced timers (recompute, queued replots) fire before a grab.
void settle() {
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < 250) {
        QEventLoop loop;
        QTimer::singleShot(25, &loop, &QEventLoop::quit);
        loop.exec();
    }
}
} // namespace

QStringList renderScreenshots(MainWindow& window, const QString& directory,
                              const QStringList& languages) {
    static const char* const stageNames[] = {"run-card", "memory-budget", "compare", "pilot",
                                             "scaling",  "cost",          "report"};
    QDir().mkpath(directory);
    window.statusBar()->clearMessage(); // a start-up notice is not part of any view
    QStringList written;
    const QString previous = LanguageManager::instance().preference();
    const auto stageBefore = window.currentStage();
    for (const QString& language : languages) {
        LanguageManager::instance().setPreference(language);
        for (int i = 0; i < MainWindow::stageCount; ++i) {
            window.showStage(MainWindow::Stage(i));
            settle(); // layouts, coalesced recomputes and queued replots
            const QString file =
                QDir(directory).filePath(QString("%1-%2.png").arg(stageNames[i], language));
            if (window.grab().save(file))
                written << file;
        }
        // The whole run-card form (it scrolls: the architecture overrides sit below the fold).
        window.showStage(MainWindow::Stage::Run);
        settle();
        if (const QString file =
                QDir(directory).filePath(QString("run-card-page-%1.png").arg(language));
            window.runView()->form()->grab().save(file))
            written << file;
        // The whole scaling page (it scrolls), then its A/B mode: H100 ×8 against MI300X ×4.
        window.showStage(MainWindow::Stage::Scaling);
        ScalingView* scaling = window.scalingView();
        for (const auto& [name, gpuB] :
             {std::pair{"scaling-page", ""}, std::pair{"scaling-ab", "mi300x-192gb"}}) {
            scaling->setGpus("h100-sxm-80gb", 8, gpuB, 4);
            settle();
            const QString file = QDir(directory).filePath(QString("%1-%2.png").arg(name, language));
            if (scaling->grab().save(file))
                written << file;
        }
        // Back to the card's own GPU, when the card resolves (an invalid card has no scenario).
        if (window.session()->valid())
            scaling->setGpus(QString::fromStdString(window.session()->scenario().gpu->id),
                             window.session()->scenario().layout.gpuCount());
        // The whole memory budget page of a card that misses its margin (a what-if of 24
        // sequences a pass): its ways to fit under the table.
        if (window.session()->valid()) {
            WhatIf crowded;
            crowded.micro_batch = 24;
            window.session()->setWhatIf(crowded);
            window.showStage(MainWindow::Stage::Budget);
            settle();
            if (const QString file =
                    QDir(directory).filePath(QString("memory-budget-ways-%1.png").arg(language));
                window.budgetView()->grab().save(file))
                written << file;
            window.session()->setWhatIf({});
        }
        // The run card with an invalid value, marked in place with the planner's message.
        RunCard invalid = window.document()->card();
        invalid.training.micro_batch = 0;
        window.document()->setCard(invalid, "training.micro_batch");
        // Every page that needs a plan shows what to fix instead, and the status bar says so.
        for (const auto stage :
             {MainWindow::Stage::Run, MainWindow::Stage::Budget, MainWindow::Stage::Report}) {
            window.showStage(stage);
            settle();
            const QString file = QDir(directory).filePath(
                QString("%1-invalid-%2.png").arg(stageNames[int(stage)], language));
            if (window.grab().save(file))
                written << file;
        }
        window.document()->undoStack()->undo();
        // The dialogs of the desktop conventions, shown without blocking.
        PreferencesDialog preferences([](const QString&) { return QString(); }, &window);
        AboutDialog about(&window);
        for (auto [dialog, name] :
             {std::pair<QDialog*, const char*>{&preferences, "preferences"}, {&about, "about"}}) {
            dialog->show();
            settle();
            const QString file = QDir(directory).filePath(QString("%1-%2.png").arg(name, language));
            if (dialog->grab().save(file))
                written << file;
            dialog->hide();
        }
    }
    LanguageManager::instance().setPreference(previous);
    window.showStage(stageBefore);
    return written;
}

namespace {
// Processes events until `done` or `seconds` pass; true when `done` came first.
template <class Predicate> bool waitFor(Predicate done, int seconds) {
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < seconds * 1000) {
        QEventLoop loop;
        QTimer::singleShot(100, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return done();
}

void grabEachLanguage(MainWindow& window, const QString& directory, const QString& name,
                      const QStringList& languages, QStringList& written) {
    for (const QString& language : languages) {
        LanguageManager::instance().setPreference(language);
        settle();
        const QString file = QDir(directory).filePath(QString("%1-%2.png").arg(name, language));
        if (window.grab().save(file))
            written << file;
    }
}
} // namespace

QStringList renderPilotScreenshots(MainWindow& window, const QString& directory,
                                   const QStringList& languages) {
    QDir().mkpath(directory);
    QStringList written;
    PilotView* pilot = window.pilotView();
    const QString card = window.document()->path();
    if (card.isEmpty())
        return written;
    const QString previous = LanguageManager::instance().preference();
    window.showStage(MainWindow::Stage::Pilot);
    grabEachLanguage(window, directory, "pilot-idle", languages, written);
    bool finished = false;
    QObject::connect(pilot, &PilotView::finished, pilot, [&finished] { finished = true; });
    pilot->start(card);
    if (waitFor([&] { return pilot->live().stepSeconds.size() >= 4 || finished; }, 300) &&
        !finished)
        grabEachLanguage(window, directory, "pilot-running", languages, written);
    if (waitFor([&] { return finished; }, 600))
        grabEachLanguage(window, directory, "pilot-finished", languages, written);
    // A multi-rank pilot whose rank died, from a recorded stream (tests/data).
    QFile rankDied(qEnvironmentVariable("RUNCARD_SCREENSHOT_RANK_DIED_EVENTS"));
    if (rankDied.open(QIODevice::ReadOnly)) {
        pilot->setCardPath(QString()); // no card's results under the recorded ones
        pilot->feed(rankDied.readAll());
        grabEachLanguage(window, directory, "pilot-rank-died", languages, written);
        pilot->setCardPath(card);
    }
    LanguageManager::instance().setPreference(previous);
    return written;
}

} // namespace runcard::ui
