// The pilot view: starts runcard-pilot for a run card as a separate process (its own process
// group, so Cancel stops it and everything it started), shows memory over time and step time per
// step as they stream in, then a summary and predicted vs measured. Results are saved beside the
// card in CARD.pilot/ by the pilot itself (events.ndjson, summary.json, steps.csv).
#pragma once

#include "ui/pilot/pilot_stream.h"

#include <QProcess>
#include <QStringList>
#include <QTimer>
#include <QWidget>
#include <functional>

class QCustomPlot;
class QLabel;
class QPushButton;
class QTableWidget;

namespace runcard::ui {

class PilotView : public QWidget {
    Q_OBJECT
public:
    // `pilotExecutable`: path of runcard-pilot (the app passes the one installed beside it).
    explicit PilotView(QString pilotExecutable, QWidget* parent = nullptr);
    ~PilotView() override;

    // The card the Start button runs; shows the results saved beside it, if any, while idle.
    void setCardPath(const QString& cardPath);
    // Asked before Start runs the pilot (e.g. to save the card); false cancels the start.
    void setBeforeStart(std::function<bool()> check) { beforeStart_ = std::move(check); }
    // Starts a pilot of `cardPath` with `extraArguments` (e.g. --steps 8 --memory-limit N).
    void start(const QString& cardPath, const QStringList& extraArguments = {});
    void cancel(); // stops the whole process group; partial results stay on disk
    bool isRunning() const;
    QString resultsDirectory() const { return resultsDir_; }
    const PilotLive& live() const { return live_; }
    // Feeds NDJSON bytes as if they came from the process (tests and reopening saved events).
    void feed(const QByteArray& bytes);

signals:
    void finished(int exitCode, bool cancelled);

protected:
    void changeEvent(QEvent* event) override;

private:
    // What the status line says, kept as a state so a language switch retranslates it at once.
    enum class Status {
        Idle,
        Running,
        Cancelling,
        Result,
        Cancelled,
        Crashed,
        OutOfMemory,
        Failed,
        Finished
    };
    void setStatus(Status status, int exitCode = 0);
    void showStatus();
    void retranslate();
    void scheduleRefresh(); // coalesced: one replot per 100 ms however many events arrive
    void refresh();
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void signalGroup(int signal);
    void showSavedStatus(); // the status of results reopened from events.ndjson
    void showWarnings();    // lines of the pilot's output that could not be read

    QString executable_;
    std::function<bool()> beforeStart_;
    QString resultsDir_;
    QProcess* process_ = nullptr;
    qint64 groupId_ = 0;
    bool cancelled_ = false;
    LineBuffer buffer_;
    PilotLive live_;
    QTimer refreshTimer_;
    QTimer killTimer_;

    QLabel* status_ = nullptr;
    QLabel* warning_ = nullptr;
    Status statusKind_ = Status::Idle;
    int exitCode_ = 0;
    QPushButton* startButton_ = nullptr;
    QPushButton* cancelButton_ = nullptr;
    QCustomPlot* memoryPlot_ = nullptr;
    QCustomPlot* stepPlot_ = nullptr;
    QTableWidget* summary_ = nullptr;
    QString cardPath_;
    QStringList extraArguments_;
};

} // namespace runcard::ui
