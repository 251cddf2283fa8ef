// Renders every stage of a main window to PNG in each UI language, from the real widgets
// (QWidget::grab works on the offscreen platform). Used by `runcard --screenshot DIR`.
#pragma once

#include <QString>
#include <QStringList>

namespace runcard::ui {

class MainWindow;

// Writes DIR/<stage>-<language>.png for every stage and language; returns the files written.
QStringList renderScreenshots(MainWindow& window, const QString& directory,
                              const QStringList& languages = {"en", "tr"});

// Writes DIR/pilot-idle-<language>.png, runs a real pilot of the window's (saved) card and writes
// DIR/pilot-running-<language>.png once a few steps have streamed in and
// DIR/pilot-finished-<language>.png after it ends; then, when RUNCARD_SCREENSHOT_RANK_DIED_EVENTS
// names a recorded multi-rank stream, DIR/pilot-rank-died-<language>.png.
QStringList renderPilotScreenshots(MainWindow& window, const QString& directory,
                                   const QStringList& languages = {"en", "tr"});

} // namespace runcard::ui
