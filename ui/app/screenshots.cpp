#include "app/screenshots.h"

#include "app/main_window.h"
#include "common/language_manager.h"

#include <QApplication>
#include <QDir>
#include <QPixmap>
#include <QStatusBar>

namespace runcard::ui {

QStringList renderScreenshots(MainWindow& window, const QString& directory,
                              const QStringList& languages) {
    static const char* const stageNames[] = {"run-card", "memory-budget", "compare",
                                             "pilot",    "cost",          "report"};
    QDir().mkpath(directory);
    window.statusBar()->clearMessage(); // a start-up notice is not part of any view
    QStringList written;
    const QString previous = LanguageManager::instance().preference();
    const auto stageBefore = window.currentStage();
    for (const QString& language : languages) {
        LanguageManager::instance().setPreference(language);
        for (int i = 0; i < MainWindow::stageCount; ++i) {
            window.showStage(MainWindow::Stage(i));
            // Two turns: layouts settle, then queued replots run.
            QApplication::processEvents();
            QApplication::processEvents();
            const QString file =
                QDir(directory).filePath(QString("%1-%2.png").arg(stageNames[i], language));
            if (window.grab().save(file))
                written << file;
        }
        // The run card with an invalid value, marked in place with the planner's message.
        RunCard invalid = window.document()->card();
        invalid.training.micro_batch = 0;
        window.document()->setCard(invalid, "training.micro_batch");
        window.showStage(MainWindow::Stage::Run);
        QApplication::processEvents();
        const QString file =
            QDir(directory).filePath(QString("run-card-invalid-%1.png").arg(language));
        if (window.grab().save(file))
            written << file;
        window.document()->undoStack()->undo();
    }
    LanguageManager::instance().setPreference(previous);
    window.showStage(stageBefore);
    return written;
}

} // namespace runcard::ui
