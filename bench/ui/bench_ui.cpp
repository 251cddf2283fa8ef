// UI benchmarks (goals from issue 3):
//  1. launch to first painted window < 1 s: runs `runcard --time-first-paint` as a fresh process,
//     which prints the milliseconds from main() to its first repaint (process start-up adds a few
//     ms on top; the wall time of the whole process is reported too);
//  2. a what-if change recomputes and repaints the budget and compare views < 16 ms: moves the
//     micro-batch slider, which re-evaluates the plan and the comparison synchronously, then paints
//     the visible budget view and renders the compare view (grab(), as if it were shown).
// Usage: bench_ui PATH/TO/runcard   (QT_QPA_PLATFORM=offscreen for machines without a display)
#include "app/compare_view.h"
#include "app/main_window.h"
#include "app/memory_budget_view.h"
#include "common/language_manager.h"
#include "common/prompt.h"
#include "common/settings.h"
#include "planner/resources.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QSlider>
#include <QTextStream>
#include <algorithm>
#include <qcustomplot.h>
#include <vector>

namespace {

struct Stats {
    double median = 0, p95 = 0, max = 0;
};

Stats stats(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    const auto at = [&](double q) { return values[std::size_t(q * double(values.size() - 1))]; };
    return {at(0.5), at(0.95), values.back()};
}

QString row(const QString& name, const Stats& s, const QString& goal) {
    return QString("| %1 | %2 | %3 | %4 | %5 |")
        .arg(name)
        .arg(s.median, 0, 'f', 2)
        .arg(s.p95, 0, 'f', 2)
        .arg(s.max, 0, 'f', 2)
        .arg(goal);
}

} // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QTextStream out(stdout);
    using namespace runcard::ui;
    Settings::useTemporaryStore();
    prompt::setNonInteractive(true);
    LanguageManager::instance().setPreference("en");

    out << "| Measurement (ms) | median | p95 | max | goal |\n|---|---|---|---|---|\n";

    if (argc > 1) {
        std::vector<double> firstPaint, processWall;
        for (int i = 0; i < 15; ++i) {
            QProcess process;
            QElapsedTimer wall;
            wall.start();
            process.start(argv[1], {"--time-first-paint"});
            process.waitForFinished(30000);
            processWall.push_back(double(wall.nsecsElapsed()) / 1e6);
            const QString text = QString::fromUtf8(process.readAllStandardOutput());
            const int at = text.indexOf("first_paint_ms ");
            if (at >= 0)
                firstPaint.push_back(text.mid(at + 15).section('\n', 0, 0).toDouble());
        }
        if (!firstPaint.empty())
            out << row("Launch to first painted window (in-process clock)", stats(firstPaint),
                       "< 1000")
                << '\n';
        out << row("Whole `runcard --time-first-paint` process (start to exit)", stats(processWall),
                   "")
            << '\n';
    }

    MainWindow window;
    window.startup(QString::fromStdString(runcard::resourcePath("examples/default.yaml")));
    window.resize(1400, 900);
    window.show();
    window.showStage(MainWindow::Stage::Budget);
    QApplication::processEvents();

    QSlider* slider = window.budgetView()->microBatchSlider();
    const int base = slider->value();
    std::vector<double> recompute, budgetPaint, comparePaint, total;
    for (int i = 0; i < 300; ++i) {
        QElapsedTimer timer;
        timer.start();
        slider->setValue(base + 1 + i % 8); // one drag step: plan + comparison re-evaluated
        const double t1 = double(timer.nsecsElapsed()) / 1e6;
        // The queued replots and the widget paint, forced now instead of at the next frame.
        window.budgetView()->chart()->replot(QCustomPlot::rpImmediateRefresh);
        window.budgetView()->repaint();
        const double t2 = double(timer.nsecsElapsed()) / 1e6;
        window.compareView()->memoryChart()->replot(QCustomPlot::rpImmediateRefresh);
        window.compareView()->timeChart()->replot(QCustomPlot::rpImmediateRefresh);
        const QPixmap compare = window.compareView()->grab();
        const double t3 = double(timer.nsecsElapsed()) / 1e6;
        recompute.push_back(t1);
        budgetPaint.push_back(t2 - t1);
        comparePaint.push_back(t3 - t2);
        total.push_back(t3);
        Q_UNUSED(compare);
    }
    out << row("What-if: re-evaluate plan + GPU comparison", stats(recompute), "") << '\n'
        << row("What-if: replot + repaint budget view", stats(budgetPaint), "") << '\n'
        << row("What-if: replot + render compare view", stats(comparePaint), "") << '\n'
        << row("What-if change, total (recompute + both views painted)", stats(total), "< 16")
        << '\n';
    out.flush();
    return 0;
}
