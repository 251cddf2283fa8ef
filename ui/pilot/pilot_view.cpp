#include "ui/pilot/pilot_view.h"

#include "ui/common/formatting.h"
#include "ui/report/pilot_results.h"
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
#include <QStandardPaths>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <csignal>
#include <qcustomplot.h>
#include <unistd.h>

namespace runcard::ui {
namespace {

constexpr double kMiB = 1024.0 * 1024.0;
constexpr int kRefreshMs = 100; // coalesced replots, as PlotJuggler's 50-100 ms refresh timer

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
    setUpCharts();

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
        status_->setText(tr("Pilot result: %1").arg(pilotStatusText(live_.outcome)));
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
                             : live_.errorText());
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
    retranslateCharts();
    summary_->setHorizontalHeaderLabels({tr("Measure"), tr("Value")});
    refresh();
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
