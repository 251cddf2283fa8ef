#include "ui/pilot/pilot_view.h"

#include "ui/common/formatting.h"
#include "ui/pilot/chart_tools.h"
#include "ui/pilot/plot_locale.h"
#include "ui/report/report_export.h"

#include <QAction>
#include <QBuffer>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QStandardPaths>
#include <QTableWidget>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>
#include <cmath>
#include <csignal>
#include <qcustomplot.h>
#include <unistd.h>

namespace runcard::ui {
namespace {

constexpr double kMiB = 1024.0 * 1024.0;
constexpr int kRefreshMs = 100;
constexpr int kMaxRankLines = 64; // coalesced replots, as PlotJuggler's 50-100 ms refresh timer

// Graphs of the memory chart and of the step chart, in the order they are added.
enum MemoryGraph { kRank0Memory, kPhasePeak, kPredictedPeak, kMemoryLimit };
enum StepGraph { kRank0Steps, kMedianStep };

// Tableau 10 (matplotlib's default cycle): one colour per rank, repeated past ten ranks.
QColor rankColour(int rank) {
    static const QRgb colours[] = {0x1f77b4, 0xff7f0e, 0x2ca02c, 0xd62728, 0x9467bd,
                                   0x8c564b, 0xe377c2, 0x7f7f7f, 0xbcbd22, 0x17becf};
    return QColor(colours[rank % 10]);
}

// "Not measured yet" in the middle of an empty chart, so an idle page shows no zeros as if
// measured (its tick labels are hidden too).
void showPlaceholder(QCustomPlot* plot, const QString& text) {
    auto* label = new QCPItemText(plot);
    label->position->setType(QCPItemPosition::ptAxisRectRatio);
    label->position->setCoords(0.5, 0.5);
    label->setText(text);
    label->setColor(QColor(0x70, 0x70, 0x70));
    for (QCPAxis* axis : {plot->xAxis, plot->yAxis})
        axis->setTickLabels(false);
}

// A dashed line at `key`, labelled on its left (`labelLeft`) or its right.
void markRankFailure(QCustomPlot* plot, double key, const QString& text, bool labelLeft) {
    auto* line = new QCPItemStraightLine(plot);
    line->point1->setCoords(key, 0);
    line->point2->setCoords(key, 1);
    line->setPen(QPen(QColor(0xd6, 0x27, 0x28), 1.5, Qt::DashLine));
    auto* label = new QCPItemText(plot);
    label->position->setTypeX(QCPItemPosition::ptPlotCoords);
    label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    label->position->setCoords(key, 0.02);
    label->setPositionAlignment((labelLeft ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop);
    label->setPadding(labelLeft ? QMargins(0, 0, 4, 0) : QMargins(4, 0, 0, 0));
    label->setText(text);
    label->setColor(QColor(0xd6, 0x27, 0x28));
}

} // namespace

PilotView::PilotView(QString pilotExecutable, QWidget* parent)
    : QWidget(parent), executable_(std::move(pilotExecutable)) {
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    warning_ = new QLabel(this);
    warning_->setWordWrap(true);
    warning_->setStyleSheet(QStringLiteral("color: #a35200;"));
    warning_->hide();
    progress_ = new QLabel(this);
    progress_->setWordWrap(true);
    startButton_ = new QPushButton(this);
    cancelButton_ = new QPushButton(this);
    cancelButton_->setEnabled(false);
    resetAction_ = new QAction(this);
    exportPngAction_ = new QAction(this);
    exportCsvAction_ = new QAction(this);
    resetButton_ = new QPushButton(this);
    exportButton_ = new QToolButton(this);
    exportButton_->setPopupMode(QToolButton::InstantPopup);
    auto* exportMenu = new QMenu(exportButton_);
    exportMenu->addAction(exportPngAction_);
    exportMenu->addAction(exportCsvAction_);
    exportButton_->setMenu(exportMenu);
    charts_ = new QWidget(this);
    memoryPlot_ = new QCustomPlot(charts_);
    stepPlot_ = new QCustomPlot(charts_);
    summary_ = new QTableWidget(0, 2, this);
    summary_->horizontalHeader()->setStretchLastSection(true);
    summary_->verticalHeader()->hide();
    summary_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    summary_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    summary_->setWordWrap(false);
    for (QCustomPlot* plot : {memoryPlot_, stepPlot_}) {
        plot->setMinimumHeight(180);
        plot->setNoAntialiasingOnDrag(true);
        plot->addGraph();
        plot->graph(0)->setAdaptiveSampling(true);
        placeLegendBelow(plot);
        enableZoomAndPan(plot);
        plot->setContextMenuPolicy(Qt::ActionsContextMenu);
        plot->addActions({resetAction_, exportPngAction_, exportCsvAction_});
        // A range the user dragged or zoomed to is kept from then on, until Reset view.
        for (QCPAxis* axis : {plot->xAxis, plot->yAxis})
            connect(axis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this] {
                if (!fittingRanges_)
                    userView_ = true;
            });
        connect(plot, &QCustomPlot::mouseDoubleClick, this, &PilotView::resetView);
        connect(plot, &QCustomPlot::mouseMove, this, [this, plot](QMouseEvent* event) {
            const QString text = hoverText(plot, event->position());
            if (text.isEmpty())
                QToolTip::hideText();
            else
                QToolTip::showText(event->globalPosition().toPoint(), text, plot);
        });
    }
    memoryPlot_->addGraph(); // peak within each phase
    memoryPlot_->addGraph(); // the planner's predicted peak
    memoryPlot_->addGraph(); // the memory limit (simulated device capacity)
    memoryPlot_->graph(kPredictedPeak)->setPen(QPen(QColor(0x94, 0x67, 0xbd), 1.5, Qt::DashLine));
    memoryPlot_->graph(kMemoryLimit)->setPen(QPen(Qt::black, 1.5));
    stepPlot_->addGraph(); // median of the measured steps
    stepPlot_->graph(kMedianStep)->setPen(QPen(QColor(0x2c, 0xa0, 0x2c), 1.5, Qt::DashLine));
    // The memory series is a dense saw-tooth (every allocation phase): cosmetic 1 px pens without
    // antialiasing keep a replot in milliseconds however many points stream in
    // (bench_pilot_latency). Memory is sampled at the end of each phase: the current figure holds
    // from its sample to the next (step left); a phase's peak happened before its sample (step
    // right). NaN values break the lines where nothing was sampled.
    memoryPlot_->graph(kRank0Memory)->setPen(QPen(rankColour(0), 1));
    memoryPlot_->graph(kPhasePeak)->setPen(QPen(QColor(0xd6, 0x27, 0x28), 1));
    memoryPlot_->graph(kRank0Memory)->setAntialiased(false);
    memoryPlot_->graph(kPhasePeak)->setAntialiased(false);
    memoryPlot_->graph(kRank0Memory)->setLineStyle(QCPGraph::lsStepLeft);
    memoryPlot_->graph(kPhasePeak)->setLineStyle(QCPGraph::lsStepRight);
    stepPlot_->graph(kRank0Steps)->setPen(QPen(rankColour(0), 2));
    stepPlot_->graph(kRank0Steps)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 5));

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(startButton_);
    buttons->addWidget(cancelButton_);
    buttons->addWidget(status_, 1);
    auto* chartBar = new QHBoxLayout;
    chartBar->addWidget(progress_, 1);
    chartBar->addWidget(resetButton_);
    chartBar->addWidget(exportButton_);
    auto* charts = new QHBoxLayout(charts_);
    charts->setContentsMargins(0, 0, 0, 0);
    charts->addWidget(memoryPlot_, 1);
    charts->addWidget(stepPlot_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(warning_);
    layout->addLayout(chartBar);
    layout->addWidget(charts_, 3);
    layout->addWidget(summary_, 2);

    refreshTimer_.setSingleShot(true);
    refreshTimer_.setInterval(kRefreshMs);
    connect(&refreshTimer_, &QTimer::timeout, this, &PilotView::refresh);
    killTimer_.setSingleShot(true);
    killTimer_.setInterval(2000);
    connect(&killTimer_, &QTimer::timeout, this, [this] { signalGroup(SIGKILL); });
    clockTimer_.setInterval(1000);
    connect(&clockTimer_, &QTimer::timeout, this, &PilotView::showProgress);
    connect(startButton_, &QPushButton::clicked, this, [this] {
        // The check may save an untitled card, which sets the path through setCardPath().
        if (beforeStart_ && !beforeStart_())
            return;
        if (cardPath_.isEmpty())
            setStatus(Status::NeedsSavedCard);
        else
            start(cardPath_, extraArguments_);
    });
    connect(cancelButton_, &QPushButton::clicked, this, &PilotView::cancel);
    connect(resetButton_, &QPushButton::clicked, this, &PilotView::resetView);
    connect(resetAction_, &QAction::triggered, this, &PilotView::resetView);
    connect(exportPngAction_, &QAction::triggered, this, &PilotView::askExportPng);
    connect(exportCsvAction_, &QAction::triggered, this, &PilotView::askExportCsv);
    retranslate();
    refresh();
}

PilotView::~PilotView() {
    if (isRunning()) {
        disconnect(process_, nullptr, this, nullptr);
        signalGroup(SIGKILL);
        process_->waitForFinished(3000);
    }
}

bool PilotView::isRunning() const {
    return process_ && process_->state() != QProcess::NotRunning;
}

QString PilotView::resultsDirectoryFor(const QString& cardPath) {
    const QFileInfo card(cardPath);
    const QString name = card.completeBaseName() + QStringLiteral(".pilot");
    if (QFileInfo(card.absolutePath()).isWritable())
        return card.dir().filePath(name);
    // An installed app's bundled cards are read-only: their pilots' results go to the user's
    // data folder (~/.local/share/Runcard/runcard/pilots on Linux).
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
        .filePath(QStringLiteral("pilots/") + name);
}

void PilotView::setCardPath(const QString& cardPath) {
    if (isRunning() || cardPath == cardPath_)
        return;
    cardPath_ = cardPath;
    resultsDir_ = cardPath.isEmpty() ? QString() : resultsDirectoryFor(cardPath);
    live_ = PilotLive();
    buffer_ = LineBuffer();
    userView_ = false;
    setStatus(Status::Idle);
    QFile saved(QDir(resultsDir_).filePath(QStringLiteral("events.ndjson")));
    if (!resultsDir_.isEmpty() && saved.open(QIODevice::ReadOnly))
        feed(saved.readAll() + "\n"); // reopen the last pilot of this card (a torn last line too)
    showWarnings();
    refresh();
}

void PilotView::start(const QString& cardPath, const QStringList& extraArguments) {
    if (isRunning())
        return;
    cardPath_ = cardPath;
    extraArguments_ = extraArguments;
    resultsDir_ = resultsDirectoryFor(cardPath);
    QDir().mkpath(
        resultsDir_); // the pilot creates it too; a parent in the data folder may not exist
    live_ = PilotLive();
    buffer_ = LineBuffer();
    cancelled_ = false;
    userView_ = false;
    delete process_;
    process_ = new QProcess(this);
    // Its own session and process group: Cancel signals the group, so the restore process the
    // pilot starts goes too (Qt 6.0+ on Unix).
    process_->setChildProcessModifier([] { ::setsid(); });
    connect(process_, &QProcess::readyReadStandardOutput, this,
            [this] { feed(process_->readAllStandardOutput()); });
    connect(process_, &QProcess::finished, this, &PilotView::onFinished);
    process_->start(executable_,
                    QStringList{cardPath, QStringLiteral("--out"), resultsDir_} + extraArguments);
    groupId_ = process_->processId();
    runClock_.start();
    clockTimer_.start();
    startButton_->setEnabled(false);
    cancelButton_->setEnabled(true);
    setStatus(Status::Running);
    showWarnings();
    refresh();
}

void PilotView::signalGroup(int signal) {
    if (groupId_ > 0)
        ::kill(pid_t(-groupId_), signal);
}

void PilotView::cancel() {
    if (!isRunning())
        return;
    cancelled_ = true;
    setStatus(Status::Cancelling);
    signalGroup(SIGTERM);
    killTimer_.start(); // SIGKILL if it has not gone in two seconds
}

void PilotView::feed(const QByteArray& bytes) {
    for (const QByteArray& line : buffer_.append(bytes))
        live_.apply(line);
    if (!isRunning() &&
        (!live_.outcome.isEmpty() || !live_.refused.isEmpty() || live_.incomplete()))
        setStatus(Status::Result); // reopened results
    showWarnings();
    scheduleRefresh();
}

QString PilotView::rankFailureText() const {
    const PilotRankFailure& failure = *live_.rankFailure;
    const QString how = failure.signal > 0      ? tr("killed by signal %1").arg(failure.signal)
                        : failure.exitCode >= 0 ? tr("exited with code %1").arg(failure.exitCode)
                                                : tr("stopped");
    const QString last = live_.ranks.value(failure.rank).lastMessage;
    const QString said =
        last.isEmpty() ? tr("it left no message") : tr("its last message: “%1”").arg(last);
    return tr("Rank %1 of %2 died (%3); %4. The other ranks were stopped.")
        .arg(failure.rank)
        .arg(live_.worldSize)
        .arg(how, said);
}

void PilotView::showSavedStatus() {
    if (!live_.refused.isEmpty())
        status_->setText(tr("These results were written by a newer runcard-pilot (%1); this "
                            "Runcard cannot read them")
                             .arg(live_.refused));
    else if (live_.rankFailure)
        status_->setText(rankFailureText());
    else if (!live_.outcome.isEmpty())
        status_->setText(tr("Pilot result: %1").arg(live_.outcome));
    else if (live_.incomplete())
        status_->setText(tr("Incomplete: the last pilot did not finish (it was stopped or "
                            "crashed); its figures cover only the steps it ran"));
}

void PilotView::showWarnings() {
    warning_->setVisible(!live_.warnings.isEmpty());
    if (!live_.warnings.isEmpty())
        warning_->setText(tr("%n line(s) of the pilot's output could not be read; first: %1",
                             nullptr, live_.badLines)
                              .arg(live_.warnings.first()));
}

void PilotView::onFinished(int exitCode, QProcess::ExitStatus status) {
    killTimer_.stop();
    clockTimer_.stop();
    feed(process_->readAllStandardOutput() + "\n");
    signalGroup(SIGKILL); // anything the pilot left in its group
    groupId_ = 0;
    startButton_->setEnabled(true);
    cancelButton_->setEnabled(false);
    if (cancelled_)
        setStatus(Status::Cancelled);
    else if (status != QProcess::NormalExit)
        setStatus(Status::Crashed);
    else if (live_.rankFailure || exitCode == 7) // docs/pilot-protocol.md: 7 = a rank failed
        setStatus(Status::RankFailed, exitCode);
    else if (exitCode == 3)
        setStatus(Status::OutOfMemory);
    else if (exitCode != 0)
        setStatus(Status::Failed, exitCode);
    else
        setStatus(Status::Finished);
    refresh();
    emit finished(exitCode, cancelled_);
}

void PilotView::scheduleRefresh() {
    if (!refreshTimer_.isActive())
        refreshTimer_.start();
}

void PilotView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PilotView::setStatus(Status status, int exitCode) {
    statusKind_ = status;
    exitCode_ = exitCode;
    showStatus();
}

QString PilotView::statusText() const {
    return status_->text();
}

QString PilotView::progressText() const {
    return progress_->text();
}

void PilotView::showStatus() {
    const QString folder = QDir::toNativeSeparators(resultsDir_);
    const bool rankDied =
        live_.rankFailure && (statusKind_ == Status::RankFailed || statusKind_ == Status::Result);
    status_->setStyleSheet(rankDied ? QStringLiteral("color: #b00020; font-weight: bold;")
                                    : QString());
    switch (statusKind_) {
    case Status::Idle:
        status_->setText(tr("No pilot run yet"));
        break;
    case Status::Running:
        status_->setText(tr("Pilot running…"));
        break;
    case Status::Cancelling:
        status_->setText(tr("Cancelling…"));
        break;
    case Status::Result:
        showSavedStatus();
        break;
    case Status::Cancelled:
        status_->setText(tr("Cancelled; partial results are in %1").arg(folder));
        break;
    case Status::Crashed:
        status_->setText(tr("The pilot stopped unexpectedly"));
        break;
    case Status::OutOfMemory:
        status_->setText(tr("Out of memory: %1").arg(live_.oom));
        break;
    case Status::Failed:
        status_->setText(live_.error.isEmpty()
                             ? tr("The pilot failed (exit code %1)").arg(exitCode_)
                             : live_.error);
        break;
    case Status::RankFailed:
        status_->setText(live_.rankFailure
                             ? rankFailureText()
                             : tr("A rank of the pilot failed (exit code %1)").arg(exitCode_));
        break;
    case Status::Finished:
        status_->setText(tr("Pilot finished; results saved in %1").arg(folder));
        break;
    case Status::NeedsSavedCard:
        status_->setText(tr("Save the run card first: the pilot writes its results beside it"));
        break;
    }
}

void PilotView::showProgress() {
    const QLocale locale;
    QStringList parts;
    // Where it runs: the start event's device, or (before it) what the app asked for.
    if (live_.device.isEmpty() || live_.device == QLatin1String("cpu")) {
        const QString where = live_.cpuModel.isEmpty()
                                  ? tr("this computer's CPU")
                                  : tr("this computer's CPU (%1)").arg(live_.cpuModel);
        parts << (live_.lines == 0 ? tr("Runs on %1").arg(where) : tr("On %1").arg(where));
    } else {
        parts << tr("On GPU %1").arg(live_.device);
    }
    if (live_.worldSize > 1) {
        QString ranks = tr("%n rank(s)", nullptr, live_.worldSize);
        if (!live_.layout.isEmpty())
            ranks += QStringLiteral(" (%1)").arg(
                live_.backend.isEmpty() ? live_.layout : live_.layout + ", " + live_.backend);
        parts << ranks;
    }
    if (live_.totalSteps > 0)
        parts << tr("step %1 of %2").arg(live_.completedSteps()).arg(live_.totalSteps);
    else if (isRunning() && live_.lines == 0)
        parts << tr("reading the card and building the model"); // minutes for a large model
    else if (live_.lines == 0)
        parts << tr("not measured yet");
    const double elapsed = isRunning() ? runClock_.elapsed() / 1000.0 : live_.lastTime.value_or(-1);
    if (elapsed >= 0)
        parts << tr("elapsed %1").arg(formatDuration(elapsed, locale));
    if (isRunning() || live_.incomplete()) {
        if (const auto remaining = live_.remainingSeconds(); remaining && isRunning())
            parts << tr("about %1 left for the steps").arg(formatDuration(*remaining, locale));
        else if (isRunning())
            parts << tr("time left: estimated after the first measured step");
    }
    progress_->setText(parts.join(QStringLiteral(" · ")));
}

void PilotView::retranslate() {
    startButton_->setText(tr("Start pilot"));
    cancelButton_->setText(tr("Cancel"));
    resetButton_->setText(tr("Reset view"));
    resetButton_->setToolTip(tr("Show all data again after zooming (wheel) or panning (drag)"));
    resetAction_->setText(tr("Reset view"));
    exportButton_->setText(tr("Export"));
    exportPngAction_->setText(tr("Charts as PNG…"));
    exportCsvAction_->setText(tr("Measured steps as CSV…"));
    showStatus();
    showWarnings();
    followUiLocale(memoryPlot_);
    followUiLocale(stepPlot_);
    memoryPlot_->xAxis->setLabel(tr("Time (s)"));
    memoryPlot_->yAxis->setLabel(tr("Tensor memory (MiB)"));
    memoryPlot_->graph(kPhasePeak)->setName(tr("Peak in phase"));
    memoryPlot_->graph(kPredictedPeak)->setName(tr("Predicted peak"));
    memoryPlot_->graph(kMemoryLimit)->setName(tr("Memory limit"));
    stepPlot_->graph(kMedianStep)->setName(tr("Median"));
    stepPlot_->xAxis->setLabel(tr("Step"));
    stepPlot_->yAxis->setLabel(tr("Step time (s)"));
    summary_->setHorizontalHeaderLabels({tr("Measure"), tr("Value")});
    refresh();
}

QCPGraph* PilotView::rankGraph(QCustomPlot* plot, QList<QCPGraph*>& graphs, int index) {
    while (graphs.size() <= index) {
        QCPGraph* graph = plot->addGraph();
        const QColor colour = rankColour(int(graphs.size()) + 1);
        graph->setAdaptiveSampling(true);
        if (plot == memoryPlot_) {
            graph->setPen(QPen(colour, 1));
            graph->setAntialiased(false);
            graph->setLineStyle(QCPGraph::lsStepLeft);
        } else {
            graph->setPen(QPen(colour, 2));
            graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 5));
        }
        graphs.append(graph);
    }
    return graphs[index];
}

namespace {
QVector<double> toMiB(const QVector<double>& bytes) {
    QVector<double> mib(bytes.size());
    for (qsizetype i = 0; i < bytes.size(); ++i)
        mib[i] = bytes[i] / kMiB; // NaN breaks stay NaN
    return mib;
}

QVector<double> shifted(const QVector<double>& times, double offset) {
    QVector<double> result(times);
    for (double& t : result)
        t += offset;
    return result;
}

// Hides the graphs of ranks a stream does not have (after another card's multi-rank results).
void clearUnused(const QList<QCPGraph*>& graphs, int used) {
    for (qsizetype i = used; i < graphs.size(); ++i)
        graphs[i]->data()->clear();
}
} // namespace

QList<int> PilotView::drawnRanks() const {
    // Ranks other than 0 that have sent events; a line each up to kMaxRankLines in all (a
    // local multi-rank pilot has at most one rank per CPU; more lines would not be readable).
    QList<int> ranks;
    for (auto it = live_.ranks.cbegin();
         it != live_.ranks.cend() && ranks.size() < kMaxRankLines - 1; ++it)
        if (it.key() > 0)
            ranks.append(it.key());
    return ranks;
}

void PilotView::refreshMemoryPlot() {
    QCustomPlot* plot = memoryPlot_;
    const bool multi = live_.worldSize > 1;
    plot->clearItems();
    plot->legend->clearItems();
    QCPGraph* rank0 = plot->graph(kRank0Memory);
    rank0->setName(multi ? tr("Rank %1").arg(0) : tr("Current"));
    rank0->setData(live_.memoryTime, toMiB(live_.memoryCurrent), true);
    rank0->addToLegend();
    double first = live_.memoryTime.isEmpty() ? 0 : live_.memoryTime.first();
    double last = live_.memoryTime.isEmpty() ? 0 : live_.memoryTime.last();
    double top = 1;
    const auto extend = [&](const QVector<double>& time, const QVector<double>& bytes) {
        if (time.isEmpty())
            return;
        first = std::min(first, time.first());
        last = std::max(last, time.last());
        for (double v : bytes)
            if (!std::isnan(v))
                top = std::max(top, v / kMiB);
    };
    extend(live_.memoryTime, live_.memoryCurrent);
    // Every other rank: a line of its own (the phase peaks only for one process: they would
    // double the lines).
    const QList<int> others = drawnRanks();
    for (int i = 0; i < others.size(); ++i) {
        const int rank = others[i];
        const PilotRankSeries& series = *live_.ranks.constFind(rank);
        QCPGraph* graph = rankGraph(plot, rankMemoryGraphs_, i);
        graph->setName(tr("Rank %1").arg(rank));
        const QVector<double> time = shifted(series.memoryTime, live_.clockOffset(rank));
        graph->setData(time, toMiB(series.memoryCurrent), true);
        graph->addToLegend();
        extend(time, series.memoryCurrent);
    }
    clearUnused(rankMemoryGraphs_, int(others.size()));
    QCPGraph* phasePeak = plot->graph(kPhasePeak);
    phasePeak->data()->clear();
    if (!multi) {
        phasePeak->setData(live_.memoryTime, toMiB(live_.memoryPeak), true);
        phasePeak->addToLegend();
        extend(live_.memoryTime, live_.memoryPeak);
    }
    const bool measured = !live_.memoryTime.isEmpty() || live_.ranks.size() > 1;
    last = std::max(last, first + 1e-3);
    const auto level = [&](QCPGraph* graph, std::optional<double> bytes) {
        graph->data()->clear();
        if (bytes && measured) {
            graph->addToLegend();
            graph->setData({first, last}, {*bytes / kMiB, *bytes / kMiB}, true);
            top = std::max(top, *bytes / kMiB);
        }
    };
    level(plot->graph(kPredictedPeak), live_.predictedPeak);
    level(plot->graph(kMemoryLimit), live_.memoryLimit);
    for (const PilotPhaseMark& mark : live_.phases) {
        if (mark.phase != QLatin1String("optimizer"))
            continue; // one marker per step, at its optimizer phase
        auto* line = new QCPItemStraightLine(plot);
        line->point1->setCoords(mark.t, 0);
        line->point2->setCoords(mark.t, 1);
        line->setPen(QPen(QColor(0, 0, 0, 60), 1, Qt::DotLine));
    }
    if (live_.rankFailure) {
        // At the dead rank's last sample (the launcher's event is on the launcher's clock).
        const int rank = live_.rankFailure->rank;
        const QVector<double> times = live_.ranks.value(rank).memoryTime;
        markRankFailure(
            plot, times.isEmpty() ? live_.rankFailure->t : times.last() + live_.clockOffset(rank),
            tr("rank %1 died").arg(rank), true); // the data ends there
    }
    for (QCPAxis* axis : {plot->xAxis, plot->yAxis})
        axis->setTickLabels(measured);
    if (!measured)
        showPlaceholder(plot, tr("Not measured yet"));
    if (!userView_) {
        const QScopedValueRollback fitting(fittingRanges_, true);
        const double pad = 0.02 * (last - first);
        plot->xAxis->setRange(first - pad, last + pad);
        plot->yAxis->setRange(0, top * 1.15);
    }
}

void PilotView::refreshStepPlot() {
    QCustomPlot* plot = stepPlot_;
    const bool multi = live_.worldSize > 1;
    plot->clearItems();
    plot->legend->clearItems();
    QCPGraph* rank0 = plot->graph(kRank0Steps);
    rank0->setName(multi ? tr("Rank %1").arg(0) : tr("Step time (warm-up shaded)"));
    rank0->setData(live_.stepIndex, live_.stepSeconds, true);
    rank0->addToLegend();
    double slowest = 0.001;
    int steps = std::max(live_.totalSteps, int(live_.stepIndex.size()));
    for (double v : live_.stepSeconds)
        slowest = std::max(slowest, v);
    const QList<int> others = drawnRanks();
    for (int i = 0; i < others.size(); ++i) {
        const int rank = others[i];
        const PilotRankSeries& series = *live_.ranks.constFind(rank);
        QCPGraph* graph = rankGraph(plot, rankStepGraphs_, i);
        graph->setName(tr("Rank %1").arg(rank));
        graph->setData(series.stepIndex, series.stepSeconds, true);
        graph->addToLegend();
        for (double v : series.stepSeconds)
            slowest = std::max(slowest, v);
        steps = std::max(steps, int(series.stepIndex.size()));
    }
    clearUnused(rankStepGraphs_, int(others.size()));
    if (live_.warmupSteps > 0 && !live_.stepIndex.isEmpty()) {
        auto* shade = new QCPItemRect(plot);
        shade->topLeft->setCoords(0.5, slowest * 1.2);
        shade->bottomRight->setCoords(live_.warmupSteps + 0.5, 0);
        shade->setPen(Qt::NoPen);
        shade->setBrush(QColor(0, 0, 0, 25));
    }
    QCPGraph* median = plot->graph(kMedianStep);
    median->data()->clear();
    if (const double m = live_.medianStepSeconds(); m > 0 && live_.measuredStepCount() > 0) {
        median->setData({0.5, double(steps) + 0.5}, {m, m}, true);
        median->addToLegend();
    }
    if (live_.rankFailure) {
        const PilotRankSeries failed = live_.ranks.value(live_.rankFailure->rank);
        const double lastStep = failed.stepIndex.isEmpty() ? 0 : failed.stepIndex.last();
        // Labelled on the right: the planned steps go on there.
        markRankFailure(plot, lastStep + 0.5, tr("rank %1 died").arg(live_.rankFailure->rank),
                        false);
    }
    const bool measured = !live_.stepRows.isEmpty();
    for (QCPAxis* axis : {plot->xAxis, plot->yAxis})
        axis->setTickLabels(measured);
    if (!measured)
        showPlaceholder(plot, tr("Not measured yet"));
    if (!userView_) {
        const QScopedValueRollback fitting(fittingRanges_, true);
        plot->xAxis->setRange(0.5, std::max(steps, 1) + 0.5);
        plot->yAxis->setRange(0, slowest * 1.2);
    }
}

void PilotView::refresh() {
    refreshMemoryPlot();
    refreshStepPlot();
    memoryPlot_->replot(QCustomPlot::rpQueuedReplot);
    stepPlot_->replot(QCustomPlot::rpQueuedReplot);
    refreshSummary();
    showProgress();
    const bool measured = !live_.stepRows.isEmpty() || !live_.memoryTime.isEmpty();
    exportButton_->setEnabled(measured);
    resetButton_->setEnabled(measured);
    resetAction_->setEnabled(measured);
    exportPngAction_->setEnabled(measured);
    exportCsvAction_->setEnabled(!live_.stepRows.isEmpty());
    exportButton_->setToolTip(measured ? QString() : tr("Nothing measured yet"));
}

void PilotView::refreshSummary() {
    const QLocale locale;
    const QString notYet = tr("not measured yet");
    const bool measured = live_.measuredStepCount() > 0;
    const auto mib = [&](std::optional<double> bytes, const QString& missing) {
        return bytes ? tr("%1 MiB").arg(locale.toString(*bytes / kMiB, 'f', 1)) : missing;
    };
    const auto seconds = [&](double s) { return tr("%1 s").arg(locale.toString(s, 'f', 3)); };
    QList<QPair<QString, QString>> rows;
    if (!live_.scale.isEmpty())
        rows.append(
            {tr("Scale"), live_.scale == QLatin1String("proxy")
                              ? tr("proxy: %1 of %2 layers").arg(live_.layers).arg(live_.fullLayers)
                              : tr("full model")});
    rows.append({tr("Median step time"), measured ? seconds(live_.medianStepSeconds()) : notYet});
    rows.append(
        {tr("Fastest / slowest step"), measured ? tr("%1 / %2").arg(seconds(live_.minStepSeconds()),
                                                                    seconds(live_.maxStepSeconds()))
                                                : notYet});
    if (const auto p90 = live_.p90StepSeconds())
        rows.append({tr("p90 step time"), seconds(*p90)});
    rows.append({tr("Coefficient of variation"),
                 live_.measuredStepCount() >= 2
                     ? formatPercent(live_.coefficientOfVariation(), 1, locale)
                     : notYet});
    if (const auto share = live_.dataWaitShare())
        rows.append({tr("Data-wait share"), formatPercent(*share, 2, locale)});
    if (live_.validationSeconds)
        rows.append({tr("Validation time"), seconds(*live_.validationSeconds)});
    if (live_.checkpointMBps)
        rows.append({tr("Checkpoint write"),
                     tr("%1 MB/s").arg(locale.toString(*live_.checkpointMBps, 'f', 1))});
    if (live_.restoreOk)
        rows.append({tr("Restore proof"), !live_.restoreCompared.value_or(true)
                                              ? tr("not compared (no expected result)")
                                          : *live_.restoreOk ? tr("bit-exact in a new process")
                                                             : tr("FAILED")});
    rows.append({tr("Predicted peak tensor memory"),
                 mib(live_.predictedPeak, tr("known when the pilot starts"))});
    rows.append({live_.worldSize > 1 ? tr("Measured peak tensor memory (rank 0)")
                                     : tr("Measured peak tensor memory"),
                 mib(live_.measuredPeak, notYet)});
    if (const auto error = live_.predictedError())
        rows.append({tr("Prediction error"), formatPercent(*error, 2, locale)});
    rows.append({tr("Peak total usage"), mib(live_.peakResident, notYet)});
    // Each rank of a multi-rank pilot: its median measured step and its tensor peak.
    for (auto it = live_.ranks.cbegin(); live_.worldSize > 1 && it != live_.ranks.cend(); ++it) {
        const double median = it->medianStepSeconds();
        QString value =
            tr("median step %1, peak %2")
                .arg(median > 0 ? seconds(median) : notYet, mib(it->measuredPeak, notYet));
        if (live_.rankFailure && live_.rankFailure->rank == it.key())
            value = tr("died; %1").arg(value);
        rows.append({tr("Rank %1").arg(it.key()), value});
    }
    if (!live_.oom.isEmpty())
        rows.append({tr("Out of memory (step / phase / bytes asked)"), live_.oom});
    summary_->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        summary_->setItem(r, 0, new QTableWidgetItem(rows[r].first));
        summary_->setItem(r, 1, new QTableWidgetItem(rows[r].second));
    }
}

void PilotView::resetView() {
    userView_ = false;
    refresh();
}

QString PilotView::hoverText(const QCustomPlot* plot, const QPointF& pixel) const {
    const QList<QCPGraph*>& others = plot == memoryPlot_ ? rankMemoryGraphs_ : rankStepGraphs_;
    QList<const QCPGraph*> series{plot->graph(0)};
    if (plot == memoryPlot_)
        series.append(plot->graph(kPhasePeak));
    for (const QCPGraph* graph : others)
        series.append(graph);
    const auto point = nearestPoint(plot, pixel, series);
    if (!point)
        return {};
    const QLocale locale;
    if (plot == memoryPlot_)
        return tr("%1: %2 MiB at %3 s")
            .arg(point->graph->name(), locale.toString(point->value, 'f', 1),
                 locale.toString(point->key, 'f', 2));
    return tr("%1: step %2, %3 s")
        .arg(point->graph->name(), locale.toString(qRound(point->key)),
             locale.toString(point->value, 'f', 3));
}

bool PilotView::exportChartsPng(const QString& path, QString* error) const {
    memoryPlot_->replot(); // a queued replot may not have drawn the newest data yet
    stepPlot_->replot();
    const QImage image = charts_->grab().toImage();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    if (image.isNull() || !buffer.open(QIODevice::WriteOnly) || !image.save(&buffer, "PNG")) {
        if (error)
            *error = tr("The charts could not be drawn into an image");
        return false;
    }
    return writeFileDurably(path, bytes, error);
}

bool PilotView::exportStepsCsv(const QString& path, QString* error) const {
    // The app's CSV writer (C locale, quoted cells, formula-looking text made inert).
    ReportTable table;
    table.id = QStringLiteral("pilot-steps");
    table.keys = {"run",           "rank",          "step",        "warmup",          "seconds",
                  "wall_s",        "loss",          "data_wait_s", "communication_s", "peak_bytes",
                  "current_bytes", "resident_bytes"};
    const auto number = [](std::optional<double> v) { return v ? QVariant(*v) : QVariant(); };
    for (const PilotStepRow& row : live_.stepRows)
        table.rows.append({{{}, live_.name},
                           {{}, row.rank},
                           {{}, row.step},
                           {{}, row.warmup},
                           {{}, row.seconds},
                           {{}, number(row.wallSeconds)},
                           {{}, number(row.loss)},
                           {{}, number(row.dataWaitSeconds)},
                           {{}, number(row.communicationSeconds)},
                           {{}, number(row.peakBytes)},
                           {{}, number(row.currentBytes)},
                           {{}, number(row.residentBytes)}});
    return writeFileDurably(path, tableToCsv(table).toUtf8(), error);
}

void PilotView::askExport(const QString& title, const QString& name, const QString& filter,
                          bool (PilotView::*write)(const QString&, QString*) const) {
    const QString folder = QDir(resultsDir_).exists() ? resultsDir_ : QDir::homePath();
    const QString path =
        QFileDialog::getSaveFileName(this, title, QDir(folder).filePath(name), filter);
    if (path.isEmpty())
        return;
    QString error;
    if (!(this->*write)(path, &error))
        QMessageBox::warning(this, title, error);
}

void PilotView::askExportPng() {
    askExport(tr("Export the charts"), QStringLiteral("pilot-charts.png"), tr("PNG images (*.png)"),
              &PilotView::exportChartsPng);
}

void PilotView::askExportCsv() {
    askExport(tr("Export the measured steps"), QStringLiteral("pilot-steps.csv"),
              tr("CSV files (*.csv)"), &PilotView::exportStepsCsv);
}

} // namespace runcard::ui
