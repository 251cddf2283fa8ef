// The scaling page (issue 9 item 6) against the planner itself: the recommended layout and its
// efficiency sentence, where memory stops fitting, the A/B comparison and a pilot's collective
// benchmark, in both languages.
#include "planner/scaling.h"
#include "ui/app/main_window.h"
#include "ui/app/scaling_view.h"
#include "ui/common/formatting.h"
#include "ui/common/language_manager.h"
#include "ui_test_support.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>
#include <qcustomplot.h>

using namespace runcard;
using namespace runcard::ui;

namespace {

// The run card's scenario on `gpu`, as the page plans it (the comparison row).
Scenario cardOn(const PlanSession& session, const std::string& gpu) {
    for (const GpuComparison& row : session.planner()->comparison())
        if (row.gpu->id == gpu)
            return row.scenario;
    return session.scenario();
}

} // namespace

class TestScalingView : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        test::initGuiTest();
        LanguageManager::instance().setPreference("en");
    }

    // Full fine-tuning of Llama 3.2 3B on 8 × H100: the page recommends the layout the planner
    // finds fastest among those that fit at 8 GPUs, and spells out its efficiency.
    void recommendsTheFastestLayoutThatFits() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("full-finetune.yaml")));
        ScalingView* view = window.scalingView();
        // Until a GPU is chosen on the page, it shows the run card's: 4 × A100 80GB.
        QVERIFY(view->study());
        QCOMPARE(view->study()->gpu->id, std::string("a100-sxm-80gb"));
        QVERIFY(view->headlineText().contains("Recommended on 4 × A100 SXM4 80GB"));
        view->setGpus("h100-sxm-80gb", 8);
        QVERIFY(view->study());
        const ScalingStudy& study = *view->study();
        QCOMPARE(study.gpu->id, std::string("h100-sxm-80gb"));
        QCOMPARE(study.analysis.gpu_counts.back(), 512);

        // Every layout at 8 GPUs evaluated here, independently of the curves.
        const Scenario card = cardOn(*window.session(), "h100-sxm-80gb");
        const GpuSpec& h100 = *study.gpu;
        const ScalingLayout* fastest = nullptr;
        double best = 0;
        for (const ScalingCurve& curve : study.analysis.curves) {
            bool kept = true;
            const Plan plan = evaluate(scalingScenario(card, h100, curve.layout, 8, kept));
            if (plan.memory.margin_ok && plan.compute.tokens_per_s > best) {
                best = plan.compute.tokens_per_s;
                fastest = &curve.layout;
            }
        }
        QVERIFY(fastest);
        bool kept = true;
        const double one =
            evaluate(scalingScenario(card, h100, ScalingLayout{}, 1, kept)).compute.tokens_per_s;
        const QString efficiency =
            QStringLiteral("8 GPUs: %1× the throughput of 1, %2")
                .arg(formatNumber(best / one, 1), formatPercent(best / one / 8));
        const QString headline = view->headlineText();
        QVERIFY2(headline.contains(QStringLiteral("Recommended on 8 × H100 SXM5 80GB: %1.")
                                       .arg(scalingLayoutName(*fastest))),
                 qPrintable(headline));
        QVERIFY2(headline.contains(efficiency), qPrintable(headline + "\n" + efficiency));
        QVERIFY(headline.contains("Why: "));
        // The table's row of 8 GPUs is the same answer.
        QTableWidget* table = view->table();
        QCOMPARE(table->rowCount(), 10);
        QCOMPARE(table->item(3, 0)->text(), QString("8"));
        QCOMPARE(table->item(3, 1)->text(), scalingLayoutName(*fastest));
        QCOMPARE(table->item(3, 0)->textAlignment() & Qt::AlignRight, int(Qt::AlignRight));
        // Each row says what it trains: the card's 32 sequences (2 × 4 accumulated × 4 GPUs)
        // while they divide among the replicas, one per replica beyond (512 GPUs: 512, marked).
        QCOMPARE(study.analysis.sequences_per_step, 32);
        QCOMPARE(table->item(3, 2)->text(), QString("32"));
        const ScalingPoint* at8 = study.point(*study.recommendedAt(8));
        QCOMPARE(table->item(3, 2)->toolTip(), batchSplitText(*at8, QLocale(QLocale::English)));
        QVERIFY(table->item(3, 2)->toolTip().contains(
            QStringLiteral("× micro-batch %1 × accumulation %2")
                .arg(at8->micro_batch)
                .arg(at8->gradient_accumulation)));
        const ScalingPoint* at512 = study.point(*study.recommendedAt(512));
        QVERIFY(!at512->batch_kept);
        QCOMPARE(at512->sequences_per_step, qlonglong(at512->data_parallel));
        QCOMPARE(table->item(9, 2)->text(),
                 QLocale(QLocale::English).toString(at512->sequences_per_step) + " *");
        QVERIFY2(view->noteText().contains("* The card's 32 sequences per step do not divide among "
                                           "that many data-parallel replicas"),
                 qPrintable(view->noteText()));
        // Full fine-tuning keeps every state on every GPU under DDP: 3B parameters × 16 bytes,
        // DDP's buckets and the gradients kept between accumulated micro-batches leave no margin
        // on an 80 GB GPU. The card's step is 32 sequences (2 × 4 accumulated × 4 GPUs): from 16
        // GPUs on, one micro-batch per step, no gradient exists yet when backward starts.
        const ScalingCurve* ddp = nullptr;
        for (const ScalingCurve& curve : study.analysis.curves)
            if (curve.layout.id == "ddp")
                ddp = &curve;
        QVERIFY(ddp);
        QCOMPARE(fitsFromGpus(*ddp), 16);
        QCOMPARE(fitsUpToGpus(*ddp), 1); // one GPU has no buckets
        QVERIFY2(view->fitText().contains("DDP: fits up to 1 GPU and from 16 GPUs"),
                 qPrintable(view->fitText()));
        QVERIFY(view->fitText().contains("FSDP (full shard): fits on every count"));
        // The card's torchtune runs FSDP2, never DeepSpeed: no ZeRO curve is offered.
        QVERIFY(!view->fitText().contains("ZeRO"));
        for (const ScalingCurve& curve : study.analysis.curves)
            QVERIFY2(curve.layout.id.rfind("zero", 0) != 0, curve.layout.id.c_str());
    }

    // Where each curve stops fitting is where the planner's own plan stops keeping the margin.
    // The card's own layout names its split, and an all-to-all context exchange says so.
    void cardLayoutNamesItsSplit() {
        ScalingLayout card;
        card.from_card = true;
        card.tensor_parallel = 2;
        card.context_parallel = 4;
        QCOMPARE(scalingLayoutName(card), QStringLiteral("Run card's layout (TP 2 × CP 4)"));
        card.context_parallel_comm = ContextParallelComm::AllToAll;
        QCOMPARE(scalingLayoutName(card),
                 QStringLiteral("Run card's layout (TP 2 × CP 4 all-to-all)"));
    }

    void memoryLimitIsThePlanners() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("full-finetune.yaml")));
        ScalingView* view = window.scalingView();
        view->setGpus("a100-sxm-40gb", 8);
        const ScalingStudy& study = *view->study();
        const Scenario card = cardOn(*window.session(), "a100-sxm-40gb");
        int limits = 0;
        for (const ScalingCurve& curve : study.analysis.curves) {
            const int from = fitsFromGpus(curve);
            if (from <= curve.points.front().gpus)
                continue; // fits everywhere or nowhere: no limit to check
            ++limits;
            int below = 0; // the curve's count before the limit (fsdp-hybrid skips one node)
            for (const ScalingPoint& p : curve.points)
                if (p.gpus < from)
                    below = p.gpus;
            bool kept = true;
            QVERIFY(evaluate(scalingScenario(card, *study.gpu, curve.layout, from, kept))
                        .memory.margin_ok);
            QVERIFY2(!evaluate(scalingScenario(card, *study.gpu, curve.layout, below, kept))
                          .memory.margin_ok,
                     curve.layout.id.c_str());
            QVERIFY(view->fitText().contains(QStringLiteral("%1: fits from %2 GPUs")
                                                 .arg(scalingLayoutName(curve.layout))
                                                 .arg(from)));
        }
        // On a 40 GB A100 a 3B full fine-tune needs sharding over several GPUs.
        QVERIFY(limits >= 3);
    }

    // A/B: H100 × 8 against MI300X × 4 on one chart, with the ratio of their throughputs.
    void comparesTwoGpus() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("full-finetune.yaml")));
        ScalingView* view = window.scalingView();
        view->setGpus("h100-sxm-80gb", 8, "mi300x-192gb", 4);
        QVERIFY(view->study() && view->studyB());
        const ScalingPoint* a = view->study()->point(*view->study()->recommendedAt(8));
        const ScalingPoint* b = view->studyB()->point(*view->studyB()->recommendedAt(4));
        QVERIFY(a && b);
        const double ratio = a->tokens_per_s / b->tokens_per_s;
        const QString expected =
            ratio >= 1
                ? QStringLiteral("A has %1× the throughput of B.").arg(formatNumber(ratio, 2))
                : QStringLiteral("B has %1× the throughput of A.").arg(formatNumber(1 / ratio, 2));
        QVERIFY2(view->comparisonText().contains(expected), qPrintable(view->comparisonText()));
        QVERIFY(view->comparisonText().contains("4 × MI300X"));
        // Two envelopes (A, B) and each chosen count marked on the throughput chart.
        int stars = 0, lines = 0;
        for (int i = 0; i < view->throughputChart()->graphCount(); ++i) {
            QCPGraph* g = view->throughputChart()->graph(i);
            stars += g->scatterStyle().shape() == QCPScatterStyle::ssStar;
            lines += g->lineStyle() == QCPGraph::lsLine;
        }
        QCOMPARE(stars, 2);
        QCOMPARE(lines, 2);
    }

    // A pilot's collectives.json beside the card: charted against the catalog's bus bandwidth
    // (for this GPU and the benchmark's rank count); measured on the CPU, it leaves the curves.
    void chartsTheMeasuredBusBandwidth() {
        QTemporaryDir pilot;
        QFile file(pilot.filePath("collectives.json"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"ranks": 4, "backend": "gloo", "rows": [
            {"collective": "all_reduce", "bytes": 1024, "busbw_gb_s": 0.0002},
            {"collective": "all_reduce", "bytes": 16777216, "busbw_gb_s": 1.5},
            {"collective": "all_gather", "bytes": 16777216, "busbw_gb_s": 0.9}]})");
        file.close();
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("full-finetune.yaml")));
        window.session()->setPilotDirectory(pilot.path());
        ScalingView* view = window.scalingView();
        view->setGpus("h100-sxm-80gb", 8);
        QCustomPlot* chart = view->bandwidthChart();
        QVERIFY(!chart->isHidden());
        QVERIFY(!view->study()->measured_links);
        // all_reduce: measured and the catalog's at the same sizes.
        QCOMPARE(chart->graph(0)->dataCount(), 2);
        QCOMPARE(chart->graph(0)->data()->at(1)->value, 1.5);
        const double catalog = collectiveBusBandwidth(*view->study()->gpu, nullptr,
                                                      Collective::AllReduce, 16777216, {4, 4, 4});
        QCOMPARE(chart->graph(1)->data()->at(1)->value, catalog / 1e9);
        QVERIFY(catalog / 1e9 > 100 * 1.5); // NVLink against Gloo on a CPU
        QCOMPARE(chart->graph(2)->dataCount(), 1);
        QCOMPARE(chart->graph(4)->dataCount(), 0); // no reduce_scatter measured
    }

    // A pilot on the chosen GPU sits on top of the predicted curves: a 2-rank pilot's job
    // throughput is rank 0's tokens/s times the ranks; on another GPU it is not drawn.
    void measuredPointOnTheCurves() {
        const QDir fixture(RUNCARD_TRANSLATIONS_DIR "/../tests/report/data/evidence-complete");
        QTemporaryDir pilot;
        QVERIFY(QFile::copy(fixture.filePath("events.ndjson"), pilot.filePath("events.ndjson")));
        QFile source(fixture.filePath("summary.json"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QJsonObject summary = QJsonDocument::fromJson(source.readAll()).object();
        summary["distributed"] = QJsonObject{{"world_size", 2}};
        QFile target(pilot.filePath("summary.json"));
        QVERIFY(target.open(QIODevice::WriteOnly));
        target.write(QJsonDocument(summary).toJson());
        target.close();

        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml"))); // on an H100, as the pilot
        window.session()->setPilotDirectory(pilot.path());
        ScalingView* view = window.scalingView();
        view->setGpus("h100-sxm-80gb", 2);
        const auto measured = view->measuredPoint();
        QVERIFY(measured);
        QCOMPARE(measured->first, 2);
        QCOMPARE(measured->second, 2 * summary["tokens_per_s"].toDouble());
        int diamonds = 0;
        for (int i = 0; i < view->throughputChart()->graphCount(); ++i) {
            QCPGraph* g = view->throughputChart()->graph(i);
            if (g->scatterStyle().shape() == QCPScatterStyle::ssDiamond) {
                ++diamonds;
                QCOMPARE(g->data()->at(0)->key, 2.0);
                QCOMPARE(g->data()->at(0)->value, measured->second);
            }
        }
        QCOMPARE(diamonds, 1);
        view->setGpus("a100-sxm-80gb", 2);
        QVERIFY(!view->measuredPoint());
    }

    // Turkish: the efficiency in words with a decimal comma and a leading percent sign.
    void efficiencyInTurkish() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("full-finetune.yaml")));
        ScalingView* view = window.scalingView();
        view->setGpus("h100-sxm-80gb", 8);
        LanguageManager::instance().setPreference("tr");
        QApplication::processEvents();
        const ScalingPoint* p = view->study()->point(*view->study()->recommendedAt(8));
        const QString sentence =
            QStringLiteral("8 GPU: 1 GPU’nun %1 katı token hızı, verimlilik %2")
                .arg(formatNumber(p->speedup, 1, QLocale(QLocale::Turkish)),
                     formatPercent(p->efficiency, 0, QLocale(QLocale::Turkish)));
        QVERIFY2(view->headlineText().contains(sentence), qPrintable(view->headlineText()));
        QVERIFY(view->headlineText().contains(QString::fromUtf8("önerilen")));
        LanguageManager::instance().setPreference("en");
    }
};

QTEST_MAIN(TestScalingView)
#include "test_scaling_view.moc"
