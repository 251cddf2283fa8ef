// The pilot view without LibTorch: NDJSON carry-over, the live figures, multi-rank streams
// recorded from the real runcard-pilot (tests/data/pilot-two-ranks-*.ndjson, made by
// scripts/record_pilot_streams.py), progress, hover values, zoom and reset, the exports, both
// languages, and Cancel stopping the whole process group of a (fake) pilot.
#include "ui/common/language_manager.h"
#include "ui/common/settings.h"
#include "ui/pilot/pilot_view.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <cerrno>
#include <cmath>
#include <csignal>
#include <qcustomplot.h>

using runcard::ui::LanguageManager;
using runcard::ui::LineBuffer;
using runcard::ui::PilotLive;
using runcard::ui::PilotView;

namespace {

const QByteArray kStream =
    R"({"event":"start","protocol":1,"t":0.5,"name":"c","scale":"proxy","layers":2,"full_layers":32,"warmup_steps":1,"steps":3,"memory_limit_bytes":0,"predicted":{"peak_allocated_bytes":1050},"revisions":{"device":"cpu"},"notes":["attention runs eager"]}
{"event":"phase","protocol":1,"t":0.6,"step":1,"micro":0,"phase":"forward","seconds":0.1,"peak_bytes":800,"current_bytes":700}
{"event":"step","protocol":1,"t":0.7,"step":1,"warmup":true,"seconds":9.0,"data_wait_s":0,"peak_bytes":2000,"resident_bytes":5000}
{"event":"step","protocol":1,"t":0.8,"step":2,"warmup":false,"seconds":1.0,"data_wait_s":0.1,"peak_bytes":1000,"resident_bytes":6000}
{"event":"step","protocol":1,"t":0.9,"step":3,"warmup":false,"seconds":3.0,"data_wait_s":0.1,"peak_bytes":900,"resident_bytes":5500}
{"event":"step","protocol":1,"t":1.0,"step":4,"warmup":false,"seconds":2.0,"data_wait_s":0.1,"peak_bytes":950,"resident_bytes":5500}
{"event":"validation","protocol":1,"t":1.1,"step":4,"seconds":0.25,"loss":5.0,"tokens":128,"batches":1}
{"event":"checkpoint","protocol":1,"t":1.2,"step":4,"megabytes_per_s":80.5}
{"event":"restore","protocol":1,"t":1.3,"ok":true,"loss_bits":"40c68e35"}
{"event":"end","protocol":1,"t":1.4,"outcome":"ok","exit_code":0}
)";

QByteArray recorded(const QString& name) {
    QFile file(qEnvironmentVariable("RUNCARD_TEST_DATA") + "/" + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the recorded stream %s", qPrintable(file.fileName()));
    return file.readAll();
}

// The summary table's value for `measure` ("" when there is no such row).
QString summaryValue(const PilotView& view, const QString& measure) {
    const auto* table = view.findChild<QTableWidget*>();
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->item(r, 0)->text() == measure)
            return table->item(r, 1)->text();
    return {};
}

QStringList legendNames(const QCustomPlot* plot) {
    QStringList names;
    for (int i = 0; i < plot->legend->itemCount(); ++i)
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(plot->legend->item(i)))
            names << item->plottable()->name();
    return names;
}

QCPGraph* graphNamed(const QCustomPlot* plot, const QString& name) {
    for (int g = 0; g < plot->graphCount(); ++g)
        if (plot->graph(g)->name() == name)
            return plot->graph(g);
    return nullptr;
}

} // namespace

class TestPilotView : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        runcard::ui::Settings::useTemporaryStore(); // the language switch never touches the user's
        LanguageManager::instance().setPreference("en"); // as the app: plurals from the .qm
    }

    void lineBufferKeepsPartialLines() {
        LineBuffer buffer;
        QCOMPARE(buffer.append("{\"a\":1}\n{\"b\"").size(), 1);
        QCOMPARE(buffer.pending(), QByteArray("{\"b\""));
        const auto lines = buffer.append(":2}\n\n");
        QCOMPARE(lines.size(), 1);
        QCOMPARE(lines.first(), QByteArray("{\"b\":2}"));
        QVERIFY(buffer.pending().isEmpty());
    }

    void liveFiguresFromEvents() {
        PilotLive live;
        for (const QByteArray& line : kStream.split('\n'))
            if (!line.isEmpty())
                QVERIFY(live.apply(line));
        QVERIFY(!live.apply("not json"));
        QCOMPARE(live.badLines, 1);
        QCOMPARE(live.warnings, QStringList{"line 11: not a JSON object"});
        QCOMPARE(live.scale, QString("proxy"));
        QCOMPARE(live.totalSteps, 4);
        QCOMPARE(live.medianStepSeconds(), 2.0); // warm-up step (9 s) left out
        QCOMPARE(live.minStepSeconds(), 1.0);
        QCOMPARE(live.maxStepSeconds(), 3.0);
        QVERIFY(!live.p90StepSeconds()); // with 3 steps a p90 is the maximum: not reported
        QCOMPARE(live.coefficientOfVariation(), 0.5);
        QCOMPARE(*live.measuredPeak, 1000.0);
        QCOMPARE(*live.predictedError(), 0.05);
        QVERIFY(std::abs(*live.dataWaitShare() - 0.05) < 1e-12);
        QCOMPARE(*live.peakResident, 6000.0);
        QCOMPARE(*live.validationSeconds, 0.25);
        QVERIFY(*live.restoreOk);
        QCOMPARE(live.outcome, QString("ok"));
        // The one phase sample, then a break: nothing was sampled during validation.
        QCOMPARE(live.memoryTime, (QVector<double>{0.6, 1.1}));
        QCOMPARE(live.memoryCurrent.first(), 700.0);
        QVERIFY(std::isnan(live.memoryCurrent.last()) && std::isnan(live.memoryPeak.last()));
        QCOMPARE(live.worldSize, 1);
        QCOMPARE(live.stepRows.size(), 4);
        QCOMPARE(live.cpuModel, QString());
        QCOMPARE(*live.lastTime, 1.4);
    }

    void remainingTimeFromMeasuredSteps() {
        PilotLive live;
        const QList<QByteArray> lines = kStream.split('\n');
        QVERIFY(live.apply(lines[0]) && live.apply(lines[2]));
        QVERIFY(!live.remainingSeconds()); // only a warm-up step: nothing measured to go by
        QVERIFY(live.apply(lines[3]));     // step 2: 1.0 s measured, 2 of 4 steps left
        QCOMPARE(live.completedSteps(), 2);
        QCOMPARE(*live.remainingSeconds(), 2.0);
        QVERIFY(live.apply(lines[4])); // step 3: 3.0 s, median 2.0, one step left
        QCOMPARE(*live.remainingSeconds(), 2.0);
    }

    void idlePageShowsNoZerosAsIfMeasured() {
        PilotView view(QStringLiteral("/nonexistent"));
        for (const char* measure :
             {"Median step time", "Fastest / slowest step", "Coefficient of variation",
              "Measured peak tensor memory", "Peak total usage"})
            QCOMPARE(summaryValue(view, measure), QString("not measured yet"));
        QCOMPARE(summaryValue(view, "Predicted peak tensor memory"),
                 QString("known when the pilot starts"));
        QCOMPARE(view.progressText(), QString("Runs on this computer's CPU · not measured yet"));
        for (const QCustomPlot* plot : {view.memoryPlot(), view.stepPlot()}) {
            QVERIFY(!plot->xAxis->tickLabels() && !plot->yAxis->tickLabels());
            QCOMPARE(plot->itemCount(), 1); // the placeholder
            QCOMPARE(qobject_cast<QCPItemText*>(plot->item(0))->text(),
                     QString("Not measured yet"));
        }
        QVERIFY(!view.findChild<QToolButton*>()->isEnabled()); // nothing to export
        // Start without a saved card says what to do instead of doing nothing.
        QPushButton* start = nullptr;
        for (QPushButton* button : view.findChildren<QPushButton*>())
            if (button->text() == "Start pilot")
                start = button;
        QVERIFY(start);
        start->click();
        QCOMPARE(view.statusText(),
                 QString("Save the run card first: the pilot writes its results beside it"));
    }

    void progressSaysWhereAndHowFar() {
        PilotView view(QStringLiteral("/nonexistent"));
        QByteArray start = kStream.split('\n').first();
        start.replace(R"("device":"cpu")", R"("device":"cpu","cpu":"Test  CPU 9000")");
        view.feed(start + "\n" + kStream.split('\n')[2] + "\n");
        QTest::qWait(150);
        QCOMPARE(view.progressText(),
                 QString("On this computer's CPU (Test CPU 9000) · step 1 of 4 · elapsed 700 ms"));
        PilotView gpu(QStringLiteral("/nonexistent"));
        start.replace(R"("device":"cpu")", R"("device":"NVIDIA H100 80GB HBM3")");
        gpu.feed(start + "\n");
        QTest::qWait(150);
        QVERIFY2(gpu.progressText().startsWith("On GPU NVIDIA H100 80GB HBM3 · step 0 of 4"),
                 qPrintable(gpu.progressText()));
    }

    void twoRankStreamIsShownPerRank() {
        PilotView view(QStringLiteral("/nonexistent"));
        view.feed(recorded("pilot-two-ranks-finished.ndjson"));
        QTest::qWait(150);
        const PilotLive& live = view.live();
        QCOMPARE(live.worldSize, 2);
        QCOMPARE(live.layout, QString("ddp"));
        QCOMPARE(live.backend, QString("gloo"));
        QCOMPARE(live.ranks.keys(), (QList<int>{0, 1}));
        QCOMPARE(live.outcome, QString("ok")); // the launcher's end, after both ranks' ends
        QVERIFY(!live.rankFailure);
        for (int rank : {0, 1}) {
            QCOMPARE(live.ranks[rank].stepIndex.size(), 8); // 2 warm-up + 6 measured
            QVERIFY(live.ranks[rank].measuredPeak > 0);
            QVERIFY(live.ranks[rank].memoryTime.size() > 8);
        }
        QCOMPARE(live.stepRows.size(), 16);
        // Rank 0 figures are the run's; each rank has its own series on both charts.
        QCOMPARE(live.stepSeconds, live.ranks[0].stepSeconds);
        QCOMPARE(legendNames(view.memoryPlot()),
                 (QStringList{"Rank 0", "Rank 1", "Predicted peak"}));
        QCOMPARE(legendNames(view.stepPlot()), (QStringList{"Rank 0", "Rank 1", "Median"}));
        const QCPGraph* rank1 = graphNamed(view.memoryPlot(), "Rank 1");
        QCOMPARE(rank1->data()->size(), int(live.ranks[1].memoryTime.size()));
        // Rank 1's samples on rank 0's clock: the two start events (after the parameter
        // broadcast) are one moment.
        QCOMPARE(live.clockOffset(1), *live.ranks[0].startTime - *live.ranks[1].startTime);
        QVERIFY(live.clockOffset(1) != 0);
        QCOMPARE(rank1->data()->begin()->key, live.ranks[1].memoryTime[0] + live.clockOffset(1));
        QCOMPARE(rank1->lineStyle(), QCPGraph::lsStepLeft);
        QCOMPARE(graphNamed(view.stepPlot(), "Rank 1")->data()->size(), 8);
        QVERIFY2(view.progressText().contains("2 ranks (ddp, gloo) · step 8 of 8"),
                 qPrintable(view.progressText()));
        QVERIFY(summaryValue(view, "Rank 1").startsWith("median step "));
        QCOMPARE(view.statusText(),
                 QString("Pilot result: completed")); // the outcome "ok", in words
    }

    void deadRankIsNamedInBothLanguages() {
        PilotView view(QStringLiteral("/nonexistent"));
        view.feed(recorded("pilot-two-ranks-rank-died.ndjson"));
        QTest::qWait(150);
        const PilotLive& live = view.live();
        QVERIFY(live.rankFailure);
        QCOMPARE(live.rankFailure->rank, 1);
        QCOMPARE(live.rankFailure->signal, 9);
        QCOMPARE(live.outcome, QString("rank_failed"));
        // Rank 1 was killed after its third step; rank 0 noticed through its collectives.
        QVERIFY(live.ranks[1].stepIndex.size() >= 3);
        QVERIFY(live.ranks[0].lastMessage.startsWith("rank 0 stopped training: "));
        const QString english = "Rank 1 of 2 died (killed by signal 9); it left no message. The "
                                "other ranks were stopped.";
        QCOMPARE(view.statusText(), english);
        QVERIFY(summaryValue(view, "Rank 1").startsWith("died; median step "));
        // Both charts mark where it died.
        for (const QCustomPlot* plot : {view.memoryPlot(), view.stepPlot()}) {
            bool marked = false;
            for (int i = 0; i < plot->itemCount(); ++i)
                if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)))
                    marked = marked || text->text() == "rank 1 died";
            QVERIFY(marked);
        }
        LanguageManager::instance().setPreference("tr");
        QCOMPARE(view.statusText(),
                 QString("Süreç 1 (2 süreçten biri) beklenmedik biçimde durdu (9 numaralı "
                         "sinyalle sonlandırıldı); hiç mesaj bırakmadı. Diğer süreçler "
                         "durduruldu."));
        LanguageManager::instance().setPreference("en");
        QCOMPARE(view.statusText(), english);
    }

    void replotsAreCoalesced() {
        // 200 events one by one, as a fast pilot's pipe delivers them: a few replots, not 200.
        PilotView view(QStringLiteral("/nonexistent"));
        int replots = 0;
        connect(view.memoryPlot(), &QCustomPlot::afterReplot, this, [&replots] { ++replots; });
        const QByteArray start = kStream.split('\n').first() + "\n";
        view.feed(start);
        for (int i = 0; i < 200; ++i)
            view.feed(
                QByteArray(R"({"event":"phase","protocol":2,"t":)") + QByteArray::number(i) +
                R"(,"step":1,"phase":"forward","seconds":0.1,"peak_bytes":8,"current_bytes":4})"
                "\n");
        QTest::qWait(300);
        QCOMPARE(view.live().memoryTime.size(), 200);
        QVERIFY2(replots >= 1 && replots <= 3, qPrintable(QString::number(replots)));
    }

    void hoverZoomAndReset() {
        PilotView view(QStringLiteral("/nonexistent"));
        view.resize(1100, 720);
        view.feed(recorded("pilot-two-ranks-finished.ndjson"));
        QTest::qWait(150);
        QCustomPlot* plot = view.memoryPlot();
        QCOMPARE(plot->interactions(), QCP::iRangeDrag | QCP::iRangeZoom);
        plot->replot();
        // The pointer a few pixels off a rank-1 sample shows that sample.
        const PilotLive& live = view.live();
        const double t = live.ranks[1].memoryTime[4] + live.clockOffset(1);
        const double bytes = live.ranks[1].memoryCurrent[4];
        const QCPGraph* rank1 = graphNamed(plot, "Rank 1");
        const QPointF at = rank1->coordsToPixels(t, bytes / 1048576.0);
        const QString hover = view.hoverText(plot, at + QPointF(1, 1));
        QVERIFY2(hover.startsWith("Rank ") && hover.contains(" MiB at "), qPrintable(hover));
        QCOMPARE(view.hoverText(plot, QPointF(-500, -500)), QString());
        QCOMPARE(
            view.hoverText(view.stepPlot(), graphNamed(view.stepPlot(), "Rank 1")
                                                ->coordsToPixels(3, live.ranks[1].stepSeconds[2])),
            QString("Rank 1: step 3, %1 s")
                .arg(QLocale().toString(live.ranks[1].stepSeconds[2], 'f', 3)));
        // A drag or wheel keeps the user's view while data streams in; Reset view shows it all.
        const QCPRange full = plot->xAxis->range();
        QTest::mouseClick(plot, Qt::RightButton, {}, plot->rect().center()); // no view change
        view.feed(
            R"({"event":"phase","protocol":2,"rank":0,"t":100,"step":9,"phase":"forward","seconds":0.1,"peak_bytes":1,"current_bytes":1})"
            "\n");
        QTest::qWait(150);
        QVERIFY(plot->xAxis->range().upper > 100); // still following the data
        // A wheel zoom (as QCustomPlot's own handler changes the range).
        plot->xAxis->setRange(full.lower, full.center());
        view.feed(
            R"({"event":"phase","protocol":2,"rank":0,"t":1000,"step":9,"phase":"forward","seconds":0.1,"peak_bytes":1,"current_bytes":1})"
            "\n");
        QTest::qWait(150);
        QCOMPARE(plot->xAxis->range().upper, full.center());
        view.resetView();
        QVERIFY(plot->xAxis->range().upper > 1000);
    }

    void exportsPngAndCsv() {
        QLocale::setDefault(QLocale(QLocale::Turkish)); // machine formats stay C locale
        PilotView view(QStringLiteral("/nonexistent"));
        view.resize(1100, 720);
        QByteArray stream = kStream;
        stream.replace("\"name\":\"c\"", "\"name\":\"=demo, \\\"v2\\\"\"");
        view.feed(stream);
        QTest::qWait(150);
        QTemporaryDir dir;
        QString error;
        QVERIFY2(view.exportStepsCsv(dir.filePath("steps.csv"), &error), qPrintable(error));
        QFile csv(dir.filePath("steps.csv"));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QList<QByteArray> rows = csv.readAll().split('\n');
        QCOMPARE(rows.size(), 6); // header, 4 steps, the final newline
        QCOMPARE(rows[0], QByteArray("run,rank,step,warmup,seconds,wall_s,loss,data_wait_s,"
                                     "communication_s,peak_bytes,current_bytes,resident_bytes"));
        QCOMPARE(rows[2], QByteArray("\"'=demo, \"\"v2\"\"\",0,2,false,1,,,0.1,,1000,,6000"));
        QVERIFY2(view.exportChartsPng(dir.filePath("charts.png"), &error), qPrintable(error));
        const QImage image(dir.filePath("charts.png"));
        QVERIFY(image.width() > 500 && image.height() > 150);
        QVERIFY(!view.exportStepsCsv(dir.filePath("missing/steps.csv"), &error));
        QVERIFY2(error.contains("missing/steps.csv"), qPrintable(error));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    // A refusal the pilot codes (its English sentence and arguments) reads in the UI language,
    // and follows a language switch; an uncoded one stays as the pilot wrote it.
    void codedRefusalReadsInTheUiLanguage() {
        PilotLive live;
        QVERIFY(live.apply(
            R"({"event":"error","protocol":2,"t":0.1,"kind":"bad_input","message":"c.yaml:4:14: )"
            R"(training.optimizer: lion is not implemented by the pilot; it runs adamw, sgd and )"
            R"(sgd-momentum","diagnostics":[{"file":"c.yaml","line":4,"column":14,"field":)"
            R"("training.optimizer","message":"lion is not implemented by the pilot; it runs )"
            R"(adamw, sgd and sgd-momentum","template":"%1 is not implemented by the pilot; it )"
            R"(runs adamw, sgd and sgd-momentum","args":[{"text":"lion"}]}]})"));
        QCOMPARE(live.errorText(),
                 QString("c.yaml:4:14: training.optimizer: lion is not implemented by the pilot; "
                         "it runs adamw, sgd and sgd-momentum"));
        LanguageManager::instance().setPreference("tr");
        QCOMPARE(live.errorText(),
                 QString::fromUtf8("c.yaml:4:14: training.optimizer: lion pilotta "
                                   "uygulanmamıştır; pilot adamw, sgd ve sgd-momentum çalıştırır"));
        LanguageManager::instance().setPreference("en");
        PilotLive plain;
        QVERIFY(plain.apply(R"({"event":"error","protocol":2,"t":0.1,"kind":"crash",)"
                            R"("message":"something broke"})"));
        QCOMPARE(plain.errorText(), QString("something broke"));
    }

    void newerProtocolIsRefused() {
        PilotLive live;
        QVERIFY(live.apply(R"({"event":"start","protocol":2,"t":0,"name":"n"})"));
        QVERIFY(!live.apply(R"({"event":"step","protocol":3,"t":1,"step":1,"seconds":1})"));
        QCOMPARE(live.refused, QString("protocol 3"));
        // Nothing after it is applied, not even lines of a known version.
        QVERIFY(!live.apply(R"({"event":"step","protocol":2,"t":1,"step":1,"seconds":1})"));
        QVERIFY(live.stepSeconds.isEmpty());
    }

    void wrongTypesAreErrorsNotZeros() {
        PilotLive live;
        QVERIFY(live.apply(R"({"event":"start","protocol":2,"t":0})"));
        QVERIFY(!live.apply(R"({"event":"step","protocol":2,"t":1,"step":1,"seconds":"fast"})"));
        QVERIFY(live.apply(R"({"event":"step","protocol":2,"t":2,"step":2,"seconds":2.5})"));
        QVERIFY(!live.apply(R"({"event":"phase","protocol":"2","t":2})"));
        QCOMPARE(live.stepSeconds, QVector<double>{2.5}); // the wrong-typed step is not a 0
        QCOMPARE(live.badLines, 2);
        QCOMPARE(live.warnings.first(), QString("line 2: step event: seconds is not a number"));
        QCOMPARE(live.warnings.last(), QString("line 4: protocol is not a number"));
    }

    void countsPastIntRangeAreErrorsNotWrapped() {
        PilotLive live;
        // A layer count or step number no int holds is refused by name, not cast (found by
        // fuzzing).
        QVERIFY(!live.apply(R"({"event":"start","protocol":2,"t":0,"layers":3.31e11})"));
        QVERIFY(!live.apply(R"({"event":"step","protocol":2,"t":1,"step":1.5,"seconds":2})"));
        QVERIFY(live.apply(R"({"event":"start","protocol":2,"t":0,"layers":32,"steps":4})"));
        QCOMPARE(live.layers, 32);
        QCOMPARE(live.totalSteps, 4);
        QVERIFY(live.stepSeconds.isEmpty());
        QCOMPARE(live.warnings,
                 (QStringList{"line 1: layers is not a whole number in range",
                              "line 2: step event: step is not a whole number in range"}));
    }

    void restoreWithoutComparisonIsNotBitExact() {
        PilotLive live;
        QVERIFY(live.apply(R"({"event":"restore","protocol":2,"t":1,"ok":true,"compared":false})"));
        QVERIFY(!*live.restoreOk);
        QVERIFY(!*live.restoreCompared);
    }

    void reopenedCrashedRunIsIncomplete() {
        // A pilot killed after its second step: events.ndjson without the end event, its last
        // line torn.
        QTemporaryDir dir;
        const QString card = dir.filePath("card.yaml");
        QDir().mkpath(dir.filePath("card.pilot"));
        QFile events(dir.filePath("card.pilot/events.ndjson"));
        QVERIFY(events.open(QIODevice::WriteOnly));
        const QList<QByteArray> lines = kStream.split('\n');
        for (int i = 0; i < 5; ++i)
            events.write(lines[i] + "\n");
        events.write("{\"event\":\"phase\",\"protocol\":1,\"t\":0.9,\"st");
        events.close();
        PilotView view(QStringLiteral("/nonexistent"));
        view.setCardPath(card);
        QVERIFY(view.live().incomplete());
        QCOMPARE(view.live().stepSeconds.size(), 3);
        const QLabel* status = view.findChild<QLabel*>();
        QVERIFY(status && status->text().startsWith("Incomplete"));
    }

    void feedInPiecesEqualsWhole() {
        PilotView view(QStringLiteral("/nonexistent"));
        for (qsizetype at = 0; at < kStream.size(); at += 7)
            view.feed(kStream.mid(at, 7));
        QCOMPARE(view.live().stepSeconds.size(), 4);
        QCOMPARE(view.live().outcome, QString("ok"));
    }

    void rendersAfterARun() {
        // Renders the finished state; RUNCARD_SCREENSHOT_DIR keeps the PNG (docs/screenshots),
        // RUNCARD_PILOT_EVENTS feeds a real events.ndjson instead of the canned stream.
        PilotView view(QStringLiteral("/nonexistent"));
        QByteArray events = kStream;
        if (const QString path = qEnvironmentVariable("RUNCARD_PILOT_EVENTS"); !path.isEmpty()) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            events = file.readAll();
        }
        view.feed(events);
        QTest::qWait(150); // the coalesced refresh
        view.resize(1100, 720);
        const QImage image = view.grab().toImage();
        QVERIFY(!image.isNull());
        QCOMPARE(image.width(), 1100);
        if (const QString dir = qEnvironmentVariable("RUNCARD_SCREENSHOT_DIR"); !dir.isEmpty())
            QVERIFY(image.save(dir + QStringLiteral("/pilot-view-") + QLocale().name().left(2) +
                               QStringLiteral(".png")));
    }

    void cancelStopsTheWholeGroup() {
        // A fake pilot that starts a child (as the real one starts its restore process) and
        // waits; Cancel must end both and leave the view ready to start again.
        QTemporaryDir dir;
        const QString script = dir.filePath("fake-pilot.sh");
        const QString pids = dir.filePath("pids");
        QFile file(script);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral("#!/bin/sh\n"
                                  "echo '{\"event\":\"start\",\"protocol\":1,\"t\":0}'\n"
                                  "sleep 300 &\n"
                                  "echo $$ $! > %1\n"
                                  "wait\n")
                       .arg(pids)
                       .toUtf8());
        file.close();
        QVERIFY(file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        const QString card = dir.filePath("card.yaml");
        PilotView view(script);
        QSignalSpy finished(&view, &PilotView::finished);
        view.start(card);
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(pids) && QFile(pids).size() > 0, 10000);
        QFile pidFile(pids);
        QVERIFY(pidFile.open(QIODevice::ReadOnly));
        const QList<QByteArray> ids = pidFile.readAll().simplified().split(' ');
        QCOMPARE(ids.size(), 2);
        view.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        QVERIFY(finished.first().at(1).toBool()); // cancelled
        QVERIFY(!view.isRunning());
        for (const QByteArray& id : ids)
            QTRY_VERIFY_WITH_TIMEOUT(::kill(pid_t(id.toLongLong()), 0) != 0 && errno == ESRCH,
                                     5000);
        QCOMPARE(view.resultsDirectory(), dir.filePath("card.pilot"));
    }
};

QTEST_MAIN(TestPilotView)
#include "test_pilot_view.moc"
