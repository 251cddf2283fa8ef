// Event-loop latency of the app while a pilot streams (issue 4 goal: p99 < 50 ms).
// The main window is built and shown (offscreen platform) with the pilot page in front, then:
//  1. synthetic: NDJSON events fed through PilotView::feed, one line every 2 ms (up to 500
//     events/s, far above a real pilot's rate), for 20 s: the live charts grow by thousands of
//     points and replot while the stream continues;
//  2. real (when a runcard-pilot path is given): the pilot started through PilotView::start on a
//     copy of resources/examples/pilot-demo.yaml, measured until it finishes. The pilot's process
//     competes for the same CPU cores, as it does on a laptop.
// Latency: a 5 ms Qt::PreciseTimer; each tick's lateness (time since the previous tick − 5 ms) is
// how long the event loop could not react. Reports p50/p99/max per scenario as a Markdown table.
// Usage: bench_pilot_latency [PATH/TO/runcard-pilot]   (QT_QPA_PLATFORM=offscreen)
#include "planner/resources.h"
#include "ui/app/main_window.h"
#include "ui/common/language_manager.h"
#include "ui/common/prompt.h"
#include "ui/common/settings.h"
#include "ui/pilot/pilot_view.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>
#include <algorithm>
#include <vector>

using namespace runcard::ui;

namespace {

constexpr int tickMs = 5;

// Records how late each 5 ms tick fires.
class LatencyProbe {
public:
    void start() {
        late_.clear();
        timer_.setTimerType(Qt::PreciseTimer);
        QObject::connect(&timer_, &QTimer::timeout, [this] {
            const qint64 now = clock_.nsecsElapsed();
            late_.push_back(std::max(0.0, double(now - last_) / 1e6 - tickMs));
            last_ = now;
        });
        clock_.start();
        last_ = 0;
        timer_.start(tickMs);
    }
    void stop() {
        timer_.stop();
        QObject::disconnect(&timer_, nullptr, nullptr, nullptr);
    }
    QString row(const QString& name, const QString& note) const {
        std::vector<double> v = late_;
        std::sort(v.begin(), v.end());
        const auto at = [&](double q) { return v[std::size_t(q * double(v.size() - 1))]; };
        return QString("| %1 | %2 | %3 | %4 | %5 | %6 |")
            .arg(name)
            .arg(v.size())
            .arg(at(0.5), 0, 'f', 2)
            .arg(at(0.99), 0, 'f', 2)
            .arg(v.back(), 0, 'f', 2)
            .arg(note);
    }

private:
    QTimer timer_;
    QElapsedTimer clock_;
    qint64 last_ = 0;
    std::vector<double> late_;
};

void waitMs(int ms) {
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

// The n-th line of an endless, plausible pilot stream (docs/pilot-protocol.md, protocol 1):
// a start event, then per step two micro-batches of forward and backward, the optimizer, the step.
QByteArray syntheticEvent(long n, double t) {
    if (n == 0)
        return QByteArray(
                   R"({"event":"start","protocol":1,"t":0,"name":"synthetic","scale":"full",)"
                   R"("layers":6,"full_layers":6,"warmup_steps":2,"steps":8,)"
                   R"("memory_limit_bytes":0,"predicted":{"peak_allocated_bytes":394575360},)"
                   R"("revisions":{"device":"cpu"},"notes":[]})") +
               '\n';
    const long step = (n - 1) / 6 + 1;
    const int part = int((n - 1) % 6);
    const double wave = double((n * 7919) % 1000) / 1000.0;
    const qint64 peak = 380'000'000 + qint64(wave * 10'000'000);
    const QString time = QString::number(t, 'f', 6);
    if (part < 4)
        return QString(R"({"event":"phase","protocol":1,"t":%1,"step":%2,"micro":%3,"phase":"%4",)"
                       R"("seconds":0.4,"peak_bytes":%5,"current_bytes":%6})"
                       "\n")
            .arg(time)
            .arg(step)
            .arg(part / 2)
            .arg(part % 2 == 0 ? "forward" : "backward")
            .arg(peak)
            .arg(part % 2 == 0 ? peak - 5'000'000 : 43'000'000)
            .toUtf8();
    if (part == 4)
        return QString(R"({"event":"phase","protocol":1,"t":%1,"step":%2,"micro":0,)"
                       R"("phase":"optimizer","seconds":0.008,"peak_bytes":44002828,)"
                       R"("current_bytes":42659328})"
                       "\n")
            .arg(time)
            .arg(step)
            .toUtf8();
    return QString(R"({"event":"step","protocol":1,"t":%1,"step":%2,"warmup":%3,"loss":%4,)"
                   R"("learning_rate":3e-4,"seconds":%5,"forward_s":1.7,"backward_s":1.45,)"
                   R"("optimizer_s":0.008,"data_wait_s":0.0001,"peak_bytes":%6,)"
                   R"("current_bytes":42659328,"resident_bytes":814850048,"tokens":2048})"
                   "\n")
        .arg(time)
        .arg(step)
        .arg(step <= 2 ? "true" : "false")
        .arg(5.6 - 0.001 * double(step))
        .arg(3.1 + 0.2 * wave)
        .arg(peak)
        .toUtf8();
}

} // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName("runcard-bench");
    Settings::useTemporaryStore();
    prompt::setNonInteractive(true);
    LanguageManager::instance().setPreference("en");
    const QString pilot = argc > 1 ? QFileInfo(argv[1]).absoluteFilePath() : QString();
    if (!pilot.isEmpty()) // MainWindow finds runcard-pilot beside the app or on PATH
        qputenv("PATH", QFileInfo(pilot).absolutePath().toLocal8Bit() + ':' + qgetenv("PATH"));

    QTemporaryDir work;
    const QString card = QDir(work.path()).filePath("pilot-demo.yaml");
    QFile::copy(QString::fromStdString(runcard::resourcePath("examples/pilot-demo.yaml")), card);
    // The copy's data path must still point at the bundled corpus.
    QFile file(card);
    file.open(QIODevice::ReadOnly);
    QByteArray yaml = file.readAll();
    file.close();
    yaml.replace(
        "../data/public-domain-corpus.jsonl",
        QByteArray::fromStdString(runcard::resourcePath("data/public-domain-corpus.jsonl")));
    file.open(QIODevice::WriteOnly | QIODevice::Truncate);
    file.write(yaml);
    file.close();

    MainWindow window;
    if (!window.startup(card)) {
        QTextStream(stderr) << "cannot open " << card << '\n';
        return 1;
    }
    window.show();
    window.showStage(MainWindow::Stage::Pilot);
    waitMs(500);

    QTextStream out(stdout);
    out << "| Scenario | ticks | p50 late (ms) | p99 late (ms) | max late (ms) | stream |\n"
        << "|---|---|---|---|---|---|\n";

    LatencyProbe probe;
    probe.start();
    waitMs(3000);
    probe.stop();
    out << probe.row("Idle, pilot page shown", "none") << '\n';
    out.flush();

    // 1. Synthetic stream through PilotView::feed.
    {
        PilotView* view = window.pilotView();
        QElapsedTimer clock;
        clock.start();
        long n = 0;
        QTimer feeder;
        feeder.setTimerType(Qt::PreciseTimer);
        QObject::connect(&feeder, &QTimer::timeout, [&] {
            view->feed(syntheticEvent(n, double(clock.elapsed()) / 1000.0));
            ++n;
        });
        probe.start();
        feeder.start(2);
        waitMs(20000);
        feeder.stop();
        probe.stop();
        const double rate = double(n) / (double(clock.elapsed()) / 1000.0);
        out << probe.row("Synthetic NDJSON through PilotView::feed, 20 s",
                         QString("%1 events, %2 events/s; %3 steps charted")
                             .arg(n)
                             .arg(rate, 0, 'f', 0)
                             .arg(view->live().stepIndex.size()))
            << '\n';
        out.flush();
    }

    // 2. A real runcard-pilot started through the pilot view.
    if (!pilot.isEmpty()) {
        PilotView* view = window.pilotView();
        QEventLoop done;
        int exitCode = -1;
        QObject::connect(view, &PilotView::finished, &done, [&](int code, bool) {
            exitCode = code;
            done.quit();
        });
        QElapsedTimer clock;
        clock.start();
        probe.start();
        view->start(card, {"--steps", "6", "--warmup", "1"});
        if (view->isRunning())
            done.exec();
        probe.stop();
        out << probe.row("runcard-pilot on pilot-demo.yaml (6 + 1 steps, restore proof)",
                         QString("exit %1 after %2 s; %3 steps charted")
                             .arg(exitCode)
                             .arg(double(clock.elapsed()) / 1000.0, 0, 'f', 1)
                             .arg(view->live().stepIndex.size()))
            << '\n';
    }
    return 0;
}
