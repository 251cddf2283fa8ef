// The pilot view: starts runcard-pilot for a run card as a separate process (its own process
// group, so Cancel stops it and everything it started), shows where it runs, its progress, memory
// over time and step time per step as they stream in (one series per rank of a multi-rank pilot),
// then a summary and predicted vs measured. Results are saved beside the card in CARD.pilot/ by
// the pilot itself (events.ndjson, summary.json, steps.csv), or under the user's data folder when
// the card's folder cannot take files (the bundled example card of an installed app).
#pragma once

#include "ui/pilot/pilot_stream.h"

#include <QElapsedTimer>
#include <QPointF>
#include <QProcess>
#include <QStringList>
#include <QTimer>
#include <QWidget>
#include <functional>

class QCPGraph;
class QCustomPlot;
class QAction;
class QLabel;
class QPushButton;
class QTableWidget;
class QToolButton;

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
    // Where results of `cardPath` go: CARD.pilot beside it, or the user's data folder when the
    // card's folder cannot take files.
    static QString resultsDirectoryFor(const QString& cardPath);

    // Both charts as one PNG; the measured steps of every rank as CSV (C locale). Written durably
    // (a kill or a full disk leaves the previous file whole); false with `error` set on failure.
    bool exportChartsPng(const QString& path, QString* error = nullptr) const;
    bool exportStepsCsv(const QString& path, QString* error = nullptr) const;
    // Back to the ranges that show all data after the user zoomed or panned.
    void resetView();
    // The hover text at `pixel` of `plot` ("" when no point is near): what the tooltip shows.
    QString hoverText(const QCustomPlot* plot, const QPointF& pixel) const;
    QString statusText() const;
    QString progressText() const;
    QCustomPlot* memoryPlot() const { return memoryPlot_; }
    QCustomPlot* stepPlot() const { return stepPlot_; }

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
        RankFailed,
        Finished,
        NeedsSavedCard
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
    QString rankFailureText() const;
    void showProgress(); // where it runs, ranks, step N of M, elapsed and remaining
    void setUpCharts();
    void retranslateCharts(); // axis labels, series names and number format
    QList<int> drawnRanks() const;
    void refreshMemoryPlot();
    void refreshStepPlot();
    void refreshSummary();
    QCPGraph* rankGraph(QCustomPlot* plot, QList<QCPGraph*>& graphs, int index);
    void askExport(const QString& title, const QString& name, const QString& filter,
                   bool (PilotView::*write)(const QString&, QString*) const);
    void askExportPng();
    void askExportCsv();

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
    QTimer clockTimer_; // the elapsed time while running, once a second (no replot)
    QElapsedTimer runClock_;
    bool userView_ = false;      // the user zoomed or panned: refreshes keep the ranges
    bool fittingRanges_ = false; // the view itself is setting the ranges

    QLabel* status_ = nullptr;
    QLabel* warning_ = nullptr;
    QLabel* progress_ = nullptr;
    QPushButton* resetButton_ = nullptr;
    QToolButton* exportButton_ = nullptr;
    QAction* resetAction_ = nullptr;
    QAction* exportPngAction_ = nullptr;
    QAction* exportCsvAction_ = nullptr;
    QWidget* charts_ = nullptr;
    QList<QCPGraph*> rankMemoryGraphs_, rankStepGraphs_; // ranks 1.. of a multi-rank pilot
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
