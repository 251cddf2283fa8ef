#include "ui/pilot/pilot_view.h"

#include "ui/pilot/plot_locale.h"

#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <csignal>
#include <qcustomplot.h>
#include <unistd.h>

namespace runcard::ui {
namespace {

constexpr double kMiB = 1024.0 * 1024.0;

} // namespace

PilotView::PilotView(QString pilotExecutable, QWidget* parent)
    : QWidget(parent), executable_(std::move(pilotExecutable)) {
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    warning_ = new QLabel(this);
    warning_->setWordWrap(true);
    warning_->setStyleSheet(QStringLiteral("color: #a35200;"));
    warning_->hide();
    startButton_ = new QPushButton(this);
    cancelButton_ = new QPushButton(this);
    cancelButton_->setEnabled(false);
    memoryPlot_ = new QCustomPlot(this);
    stepPlot_ = new QCustomPlot(this);
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
    }
    memoryPlot_->addGraph(); // peak within each phase
    memoryPlot_->addGraph(); // the planner's predicted peak
    memoryPlot_->addGraph(); // the memory limit (simulated device capacity)
    memoryPlot_->graph(2)->setPen(QPen(QColor(0x94, 0x67, 0xbd), 1.5, Qt::DashLine));
    memoryPlot_->graph(3)->setPen(QPen(Qt::black, 1.5));
    memoryPlot_->legend->setVisible(true);
    memoryPlot_->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignBottom | Qt::AlignRight);
    stepPlot_->addGraph(); // median of the measured steps
    stepPlot_->graph(1)->setPen(QPen(QColor(0x2c, 0xa0, 0x2c), 1.5, Qt::DashLine));
    stepPlot_->legend->setVisible(true);
    // The memory series is a dense saw-tooth (every allocation phase): cosmetic 1 px pens without
    // antialiasing keep a replot in milliseconds however many points stream in
    // (bench_pilot_latency).
    memoryPlot_->graph(0)->setPen(QPen(QColor(0x1f, 0x77, 0xb4), 1));
    memoryPlot_->graph(1)->setPen(QPen(QColor(0xd6, 0x27, 0x28), 1));
    memoryPlot_->graph(0)->setAntialiased(false);
    memoryPlot_->graph(1)->setAntialiased(false);
    memoryPlot_->graph(1)->setLineStyle(QCPGraph::lsStepLeft);
    stepPlot_->graph(0)->setPen(QPen(QColor(0x2c, 0xa0, 0x2c), 2));
    stepPlot_->graph(0)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 5));

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(startButton_);
    buttons->addWidget(cancelButton_);
    buttons->addWidget(status_, 1);
    auto* charts = new QHBoxLayout;
    charts->addWidget(memoryPlot_, 1);
    charts->addWidget(stepPlot_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(warning_);
    layout->addLayout(charts, 3);
    layout->addWidget(summary_, 2);

    refreshTimer_.setSingleShot(true);
    refreshTimer_.setInterval(100);
    connect(&refreshTimer_, &QTimer::timeout, this, &PilotView::refresh);
    killTimer_.setSingleShot(true);
    killTimer_.setInterval(2000);
    connect(&killTimer_, &QTimer::timeout, this, [this] { signalGroup(SIGKILL); });
    connect(startButton_, &QPushButton::clicked, this, [this] {
        // The check may save an untitled card, which sets the path through setCardPath().
        if ((!beforeStart_ || beforeStart_()) && !cardPath_.isEmpty())
            start(cardPath_, extraArguments_);
    });
    connect(cancelButton_, &QPushButton::clicked, this, &PilotView::cancel);
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

namespace {
QString resultsDirectoryFor(const QString& cardPath) {
    const QFileInfo card(cardPath);
    return card.dir().filePath(card.completeBaseName() + QStringLiteral(".pilot"));
}
} // namespace

void PilotView::setCardPath(const QString& cardPath) {
    if (isRunning() || cardPath == cardPath_)
        return;
    cardPath_ = cardPath;
    resultsDir_ = cardPath.isEmpty() ? QString() : resultsDirectoryFor(cardPath);
    live_ = PilotLive();
    buffer_ = LineBuffer();
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
    live_ = PilotLive();
    buffer_ = LineBuffer();
    cancelled_ = false;
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

void PilotView::showSavedStatus() {
    if (!live_.refused.isEmpty())
        status_->setText(tr("These results were written by a newer runcard-pilot (%1); this "
                            "Runcard cannot read them")
                             .arg(live_.refused));
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
    feed(process_->readAllStandardOutput() + "\n");
    signalGroup(SIGKILL); // anything the pilot left in its group
    groupId_ = 0;
    startButton_->setEnabled(true);
    cancelButton_->setEnabled(false);
    if (cancelled_)
        setStatus(Status::Cancelled);
    else if (status != QProcess::NormalExit)
        setStatus(Status::Crashed);
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

void PilotView::showStatus() {
    const QString folder = QDir::toNativeSeparators(resultsDir_);
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
    case Status::Finished:
        status_->setText(tr("Pilot finished; results saved in %1").arg(folder));
        break;
    }
}

void PilotView::retranslate() {
    startButton_->setText(tr("Start pilot"));
    cancelButton_->setText(tr("Cancel"));
    showStatus();
    showWarnings();
    followUiLocale(memoryPlot_);
    followUiLocale(stepPlot_);
    memoryPlot_->xAxis->setLabel(tr("Time (s)"));
    memoryPlot_->yAxis->setLabel(tr("Tensor memory (MiB)"));
    memoryPlot_->graph(0)->setName(tr("Current"));
    memoryPlot_->graph(1)->setName(tr("Peak in phase"));
    memoryPlot_->graph(2)->setName(tr("Predicted peak"));
    memoryPlot_->graph(3)->setName(tr("Memory limit"));
    stepPlot_->graph(0)->setName(tr("Step time (warm-up shaded)"));
    stepPlot_->graph(1)->setName(tr("Median"));
    stepPlot_->xAxis->setLabel(tr("Step"));
    stepPlot_->yAxis->setLabel(tr("Step time (s)"));
    summary_->setHorizontalHeaderLabels({tr("Measure"), tr("Value")});
    refresh();
}

void PilotView::refresh() {
    const QLocale locale;
    // Memory over time, with phase markers and the predicted peak and device limit.
    QVector<double> current(live_.memoryCurrent.size()), peak(live_.memoryPeak.size());
    for (qsizetype i = 0; i < current.size(); ++i) {
        current[i] = live_.memoryCurrent[i] / kMiB;
        peak[i] = live_.memoryPeak[i] / kMiB;
    }
    memoryPlot_->graph(0)->setData(live_.memoryTime, current, true);
    memoryPlot_->graph(1)->setData(live_.memoryTime, peak, true);
    memoryPlot_->clearItems();
    const double first = live_.memoryTime.isEmpty() ? 0 : live_.memoryTime.first();
    const double last =
        live_.memoryTime.isEmpty() ? 1 : std::max(live_.memoryTime.last(), first + 1e-3);
    double top = 1;
    for (double v : peak)
        top = std::max(top, v);
    const auto level = [&](QCPGraph* graph, std::optional<double> bytes) {
        graph->data()->clear();
        graph->removeFromLegend();
        if (bytes) {
            graph->addToLegend();
            graph->setData({first, last}, {*bytes / kMiB, *bytes / kMiB}, true);
            top = std::max(top, *bytes / kMiB);
        }
    };
    level(memoryPlot_->graph(2), live_.predictedPeak);
    level(memoryPlot_->graph(3), live_.memoryLimit);
    for (const PilotPhaseMark& mark : live_.phases) {
        if (mark.phase != QLatin1String("optimizer"))
            continue; // one marker per step, at its optimizer phase
        auto* line = new QCPItemStraightLine(memoryPlot_);
        line->point1->setCoords(mark.t, 0);
        line->point2->setCoords(mark.t, 1);
        line->setPen(QPen(QColor(0, 0, 0, 60), 1, Qt::DotLine));
    }
    const double pad = 0.02 * (last - first);
    memoryPlot_->xAxis->setRange(first - pad, last + pad);
    memoryPlot_->yAxis->setRange(0, top * 1.15);

    // Step time per step: warm-up shaded, median line.
    stepPlot_->graph(0)->setData(live_.stepIndex, live_.stepSeconds, true);
    stepPlot_->clearItems();
    double slowest = 0.001;
    for (double v : live_.stepSeconds)
        slowest = std::max(slowest, v);
    if (live_.warmupSteps > 0) {
        auto* shade = new QCPItemRect(stepPlot_);
        shade->topLeft->setCoords(0.5, slowest * 1.2);
        shade->bottomRight->setCoords(live_.warmupSteps + 0.5, 0);
        shade->setPen(Qt::NoPen);
        shade->setBrush(QColor(0, 0, 0, 25));
    }
    stepPlot_->graph(1)->data()->clear();
    if (const double median = live_.medianStepSeconds(); median > 0 && !live_.stepIndex.isEmpty())
        stepPlot_->graph(1)->setData({0.5, double(live_.totalSteps) + 0.5}, {median, median}, true);
    stepPlot_->xAxis->setRange(0.5, std::max(live_.totalSteps, int(live_.stepIndex.size())) + 0.5);
    stepPlot_->yAxis->setRange(0, slowest * 1.2);
    memoryPlot_->replot(QCustomPlot::rpQueuedReplot);
    stepPlot_->replot(QCustomPlot::rpQueuedReplot);

    // Summary and predicted vs measured.
    const auto mib = [&](std::optional<double> bytes) {
        return bytes ? tr("%1 MiB").arg(locale.toString(*bytes / kMiB, 'f', 1)) : tr("—");
    };
    const auto seconds = [&](double s) { return tr("%1 s").arg(locale.toString(s, 'f', 3)); };
    // "6.9%", "%6,9": the same rule as the app's formatPercent (this library links no planner
    // and no ui/common).
    const auto percent = [&](double fraction, int decimals) {
        const QString number = locale.toString(100 * fraction, 'f', decimals);
        return locale.language() == QLocale::Turkish ? "%" + number : number + "%";
    };
    QList<QPair<QString, QString>> rows;
    if (!live_.scale.isEmpty())
        rows.append(
            {tr("Scale"), live_.scale == QLatin1String("proxy")
                              ? tr("proxy: %1 of %2 layers").arg(live_.layers).arg(live_.fullLayers)
                              : tr("full model")});
    rows.append({tr("Median step time"), seconds(live_.medianStepSeconds())});
    rows.append({tr("Fastest / slowest step"), tr("%1 / %2").arg(seconds(live_.minStepSeconds()),
                                                                 seconds(live_.maxStepSeconds()))});
    if (const auto p90 = live_.p90StepSeconds())
        rows.append({tr("p90 step time"), seconds(*p90)});
    rows.append({tr("Coefficient of variation"), percent(live_.coefficientOfVariation(), 1)});
    if (const auto share = live_.dataWaitShare())
        rows.append({tr("Data-wait share"), percent(*share, 2)});
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
    rows.append({tr("Predicted peak tensor memory"), mib(live_.predictedPeak)});
    rows.append({tr("Measured peak tensor memory"), mib(live_.measuredPeak)});
    if (const auto error = live_.predictedError())
        rows.append({tr("Prediction error"), percent(*error, 2)});
    rows.append({tr("Peak total usage"), mib(live_.peakResident)});
    if (!live_.oom.isEmpty())
        rows.append({tr("Out of memory (step / phase / bytes asked)"), live_.oom});
    summary_->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        summary_->setItem(r, 0, new QTableWidgetItem(rows[r].first));
        summary_->setItem(r, 1, new QTableWidgetItem(rows[r].second));
    }
}

} // namespace runcard::ui
