// The memory budget and compare views: the chart and table show the planner's numbers, what-if
// controls re-evaluate while dragging without touching the card until applied, and the comparison
// ranks and explains the smallest configuration that fits.
#include "ui/app/compare_view.h"
#include "ui/app/fit_levers_panel.h"
#include "ui/app/main_window.h"
#include "ui/app/memory_budget_view.h"
#include "ui/app/run_definition_view.h"
#include "ui/app/stage_page.h"
#include "ui/common/fit_lever_text.h"
#include "ui/common/formatting.h"
#include "ui/common/language_manager.h"
#include "ui/common/memory_palette.h"
#include "ui/common/planner_context.h"
#include "ui/report/cost_view.h"
#include "ui/report/report_page.h"
#include "ui_test_support.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSet>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <qcustomplot.h>

using namespace runcard;
using namespace runcard::ui;

class TestViews : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        test::initGuiTest();
        LanguageManager::instance().setPreference("en");
    }

    void budgetShowsThePlannersBreakdown() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        QVERIFY(window.session()->valid());
        const MemoryEstimate& m = window.session()->plan().memory;
        std::int64_t sum = 0;
        for (MemoryComponent c : allMemoryComponents)
            sum += componentBytes(m, c);
        QCOMPARE(sum, m.device_total_bytes); // the nine parts stack to the device total

        QCustomPlot* chart = window.budgetView()->chart();
        QCOMPARE(chart->plottableCount(), 9);
        auto* weights = qobject_cast<QCPBars*>(chart->plottable(0));
        QVERIFY(weights);
        QCOMPARE(weights->data()->at(0)->value, double(m.breakdown.weights) / bytesPerGiB);
        QTableWidget* table = window.budgetView()->table();
        QCOMPARE(table->item(0, 0)->text(), componentName(MemoryComponent::Weights));
        QCOMPARE(table->item(0, 1)->text(), formatGiB(m.breakdown.weights, 2));
        QCOMPARE(table->item(12, 1)->text(), formatGiB(m.load_device_total_bytes, 2));
        QCOMPARE(table->item(13, 1)->text(), formatGiB(m.usable_bytes, 2));
    }

    void whatIfRecomputesWithoutChangingTheCardUntilApplied() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        const RunCard card = window.document()->card();
        const std::int64_t activationsBefore =
            window.session()->plan().memory.breakdown.activations;
        const int microBefore = card.training.micro_batch;

        QSlider* micro = window.budgetView()->microBatchSlider();
        micro->setValue(microBefore * 4); // as if dragged
        QCOMPARE(window.session()->scenario().shape.micro_batch, microBefore * 4);
        QVERIFY(window.session()->plan().memory.breakdown.activations > 3 * activationsBefore);
        QVERIFY(window.session()->whatIf().any());
        QVERIFY(window.document()->card() == card);
        QVERIFY(!window.document()->isModified());
        // The comparison uses the same what-if: its row for the card's GPU is the budget's plan.
        bool found = false;
        for (const GpuComparison& row : window.compareView()->model()->rows())
            if (row.gpu == window.session()->scenario().gpu) {
                QCOMPARE(row.plan.memory.device_total_bytes,
                         window.session()->plan().memory.device_total_bytes);
                found = true;
            }
        QVERIFY(found);

        window.budgetView()->gpuCountSpin()->setValue(4);
        QCOMPARE(window.session()->scenario().layout.gpuCount(), 4);

        QMetaObject::invokeMethod(window.session(), &PlanSession::applyWhatIfToCard);
        QCOMPARE(window.document()->card().training.micro_batch, microBefore * 4);
        QCOMPARE(window.document()->card().hardware.gpuCount(), 4);
        QVERIFY(!window.session()->whatIf().any());
        window.document()->undoStack()->undo();
        QVERIFY(window.document()->card() == card);
    }

    // A card that misses its margin lists the single changes that lower its peak; applying one
    // (from a what-if) writes it into the card as one undoable edit, planned as the row said.
    void waysToFitApplyAsOneUndoableEdit() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        FitLeversPanel* panel = window.budgetView()->fitLevers();
        QVERIFY(panel->isHidden()); // the bundled card keeps its margin
        const RunCard card = window.document()->card();

        window.budgetView()->microBatchSlider()->setValue(24); // as if dragged
        QVERIFY(!window.session()->plan().memory.margin_ok);
        QVERIFY(!panel->isHidden());
        QVERIFY(window.budgetView()->verdict().contains("Ways to fit are listed below"));
        const std::vector<FitLever> levers = panel->levers();
        QCOMPARE(panel->table()->rowCount(), int(levers.size()));
        int smaller = -1;
        for (int row = 0; row < int(levers.size()); ++row) {
            QCOMPARE(panel->table()->item(row, 0)->text().remove(" *"),
                     FitLeverText::change(levers[std::size_t(row)]));
            if (levers[std::size_t(row)].kind == LeverKind::SmallerMicroBatch)
                smaller = row;
        }
        QVERIFY(smaller >= 0);
        const FitLever lever = levers[std::size_t(smaller)];
        QVERIFY(lever.keepsMargin());
        // The what-if's 24 sequences a pass become fewer, the same sequences a step.
        QCOMPARE(lever.card.training.micro_batch * lever.card.training.gradient_accumulation,
                 24 * card.training.gradient_accumulation);

        panel->table()->selectRow(smaller);
        QPushButton* apply = panel->findChild<QPushButton*>("applyFitLever");
        QVERIFY(apply->isEnabled());
        apply->click();
        QCOMPARE(window.document()->card().training.micro_batch, lever.card.training.micro_batch);
        QVERIFY(!window.session()->whatIf().any());
        QCOMPARE(window.session()->plan().memory.deciding_total_bytes,
                 lever.plan.memory.deciding_total_bytes);
        QVERIFY(panel->isHidden());
        QCOMPARE(window.document()->undoStack()->undoText(), QString("training.micro_batch"));
        window.document()->undoStack()->undo();
        QVERIFY(window.document()->card() == card);

        // A card with room to spare: the same panel offers what finishes sooner within it.
        RunCard roomy = card;
        roomy.training.framework = FrameworkProfile::TorchTune;
        roomy.training.micro_batch = 1;
        roomy.training.gradient_accumulation = 16;
        window.document()->setCard(roomy, "test");
        QVERIFY(window.session()->plan().memory.margin_ok);
        QVERIFY(!panel->isHidden());
        QCOMPARE(panel->title(), QString("Faster within the margin"));
        QVERIFY(window.budgetView()->verdict().contains("Faster ways within the margin"));
        for (const FitLever& faster : panel->levers())
            QVERIFY(faster.keepsMargin() &&
                    faster.plan.run.wall_time_s < window.session()->plan().run.wall_time_s);
    }

    // The same card under each other framework, under the budget's step time; applying one
    // makes the card that framework's (with what it changes) as one undoable edit.
    void otherFrameworksApplyAsOneUndoableEdit() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        FitLeversPanel* panel = window.budgetView()->otherFrameworks();
        const RunCard card = window.document()->card();
        QVERIFY(!panel->isHidden());
        QCOMPARE(panel->title(), QString("Other training frameworks"));
        const std::vector<FitLever> levers = panel->levers();
        QVERIFY(levers.size() >= 5);
        QCOMPARE(panel->table()->rowCount(), int(levers.size()));
        QCOMPARE(panel->table()->horizontalHeaderItem(0)->text(), QString("Framework"));
        QVERIFY(panel->table()->isColumnHidden(1)); // another framework runs on the same GPUs
        int torchtitan = -1;
        for (int row = 0; row < int(levers.size()); ++row) {
            const FitLever& lever = levers[std::size_t(row)];
            QCOMPARE(panel->table()->item(row, 0)->text().remove(" *"),
                     FitLeverText::change(lever));
            if (lever.card.training.framework == FrameworkProfile::TorchTitan)
                torchtitan = row;
        }
        QVERIFY(torchtitan >= 0);
        // torchtitan has no LoRA dropout: the row names it, marked as changing the training.
        QCOMPARE(panel->table()->item(torchtitan, 0)->text(),
                 QString("torchtitan, with LoRA dropout: 0 *"));
        // The frameworks that cannot run the card are named with the field that stops them.
        QLabel* note = nullptr;
        for (QLabel* label : panel->findChildren<QLabel*>())
            if (label->text().contains("Cannot run this card"))
                note = label;
        QVERIFY(note);
        QVERIFY(note->text().contains("KempnerForge (training.method)"));

        const FitLever lever = levers[std::size_t(torchtitan)];
        panel->table()->selectRow(torchtitan);
        panel->findChild<QPushButton*>("applyFitLever")->click();
        QVERIFY(window.document()->card().training.framework == FrameworkProfile::TorchTitan);
        QCOMPARE(window.document()->card().training.lora.dropout, 0.0);
        QCOMPARE(window.session()->plan().compute.step_time_s, lever.plan.compute.step_time_s);
        QCOMPARE(window.document()->undoStack()->undoText(), QString("training.framework"));
        // Now the Trainer is among the others, and one undo restores the card.
        bool transformersListed = false;
        for (const FitLever& other : panel->levers())
            transformersListed = transformersListed ||
                                 other.card.training.framework == FrameworkProfile::HfTransformers;
        QVERIFY(transformersListed);
        window.document()->undoStack()->undo();
        QVERIFY(window.document()->card() == card);
    }

    // With a step budget, a what-if micro-batch keeps the card's steps (the review's probe: 250 in
    // the preview, 1000 after Apply); every page shows the preview, and Apply gives the same.
    void whatIfPreviewIsWhatApplyGives() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        RunCard card = window.document()->card();
        card.training.budget = {BudgetKind::Steps, 1000};
        card.training.micro_batch = 1;
        window.document()->setCard(card, "test");
        QCOMPARE(window.session()->plan().run.steps, 1000);

        window.budgetView()->microBatchSlider()->setValue(4); // as if dragged
        const Plan preview = window.session()->plan();
        QCOMPARE(preview.run.steps, 1000);
        QVERIFY(preview.compute.step_time_s > 0);
        // The cost page and the report price the preview, not the saved card.
        window.showStage(MainWindow::Stage::Cost);
        QTRY_VERIFY(window.costView()->model().card.training.micro_batch == 4);
        const ReportModel& costPage = window.costView()->model();
        QCOMPARE(costPage.cardPlan()->run.steps, 1000);
        QCOMPARE(costPage.cardPlan()->run.wall_time_s, preview.run.wall_time_s);
        QCOMPARE(window.reportPage()->model().cardPlan()->run.wall_time_s, preview.run.wall_time_s);
        QVERIFY(window.reportPage()->model().what_if);

        window.session()->applyWhatIfToCard();
        QCOMPARE(window.document()->card().training.micro_batch, 4);
        QVERIFY(!window.session()->whatIf().any());
        QCOMPARE(window.session()->plan().run.steps, preview.run.steps);
        QCOMPARE(window.session()->plan().run.wall_time_s, preview.run.wall_time_s);
        QCOMPARE(window.session()->plan().memory.device_total_bytes,
                 preview.memory.device_total_bytes);
        QVERIFY(!window.reportPage()->model().what_if);
    }

    void whatIfOnlyChangesWhatTheUserMoved() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        RunCard card = window.document()->card();
        card.training.sequence_length = 2000; // not a multiple of the slider's 256-token step
        card.training.micro_batch = 100;      // above the slider's usual range
        window.document()->setCard(card, "test");
        window.budgetView()->gpuCountSpin()->setValue(2);
        QVERIFY(window.session()->whatIf().gpu_count == std::optional<int>(2));
        QVERIFY(!window.session()->whatIf().sequence_length.has_value());
        QVERIFY(!window.session()->whatIf().micro_batch.has_value());
        QCOMPARE(window.session()->scenario().shape.sequence_length, 2000);
        QCOMPARE(window.session()->scenario().shape.micro_batch, 100);
        QCOMPARE(window.budgetView()->microBatchSlider()->value(), 100);
    }

    void compareRanksEveryCatalogGpuAndExplainsTheSmallestFit() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        GpuComparisonModel* model = window.compareView()->model();
        QCOMPARE(model->rowCount(), int(gpuCatalog().gpus.size()));
        // The article's four cards come first, in its order.
        const auto& reference = referenceGpuIds();
        for (std::size_t i = 0; i < reference.size(); ++i)
            QCOMPARE(model->rows()[i].gpu->id, reference[i]);

        const Recommendation best = model->recommendation();
        QVERIFY(best.index >= 0);
        const GpuComparison& chosen = model->rows()[std::size_t(best.index)];
        for (const GpuComparison& row : model->rows())
            if (row.smallest_count > 0)
                QVERIFY(row.smallest_count >= best.count);
        QVERIFY(window.compareView()->recommendationText().contains(
            QString::fromStdString(chosen.gpu->name)));
        QCOMPARE(model->data(model->index(best.index, 0), Qt::FontRole).value<QFont>().bold(),
                 true);

        // Sorting by memory per GPU is numeric, not by text.
        QTableView* table = window.compareView()->table();
        table->sortByColumn(GpuComparisonModel::UsableColumn, Qt::AscendingOrder);
        auto* proxy = qobject_cast<QSortFilterProxyModel*>(table->model());
        qlonglong previous = -1;
        for (int r = 0; r < proxy->rowCount(); ++r) {
            const qlonglong usable = proxy->index(r, GpuComparisonModel::UsableColumn)
                                         .data(GpuComparisonModel::SortRole)
                                         .toLongLong();
            QVERIFY(usable >= previous);
            previous = usable;
        }
    }

    // A pilot's summary.json beside the card calibrates the plan: memory for the runcard-pilot
    // profile on every GPU, utilisation only on the GPU the pilot ran on; other profiles say why
    // they are not calibrated.
    void pilotResultsCalibrateTheBudgetAndComparison() {
        QTemporaryDir dir;
        const QString cardPath = dir.filePath("demo.yaml");
        QVERIFY(QFile::copy(test::examplePath("pilot-demo.yaml"), cardPath));
        QVERIFY(QDir(dir.path()).mkdir("demo.pilot"));
        const auto writeSummary = [&](const char* device) {
            QFile summary(dir.filePath("demo.pilot/summary.json"));
            QVERIFY(summary.open(QIODevice::WriteOnly | QIODevice::Truncate));
            summary.write(QByteArray(R"({"protocol":1,"outcome":"ok","scale":"full","layers":6,
                "measured_steps":8,"step_time_s":{"median":0.05},"memory":{
                "peak_tensor_bytes":404000000,"predicted":{"peak_allocated_bytes":400000000,
                "breakdown":{"activations":300000000,"logits":0}}},"revisions":{"device":")") +
                          device + "\"}}");
        };
        writeSummary("cpu");
        MainWindow window;
        QVERIFY(window.startup(cardPath));
        PlanSession* session = window.session();
        QVERIFY(session->calibration().has_value());
        QCOMPARE(session->calibration()->activation_scale, 1.0 + 4e6 / 3e8);
        QCOMPARE(session->scenario().assumptions.calibrated_utilisation, 0.0);
        // The memory scale is claimed only where the planner's estimate takes it (the
        // runcard-pilot profile's own accounting may not).
        Scenario probe = session->scenario();
        probe.assumptions.calibrated_activation_scale = 2.0;
        const bool memoryApplies = estimateMemory(probe).peak_allocated_bytes !=
                                   session->plan().memory.peak_allocated_bytes;
        QString line = window.budgetView()->calibrationText();
        QTableView* table = window.compareView()->table();
        const auto gpuName = [&](int row) {
            return table->model()->index(row, GpuComparisonModel::GpuColumn).data().toString();
        };
        if (memoryApplies) {
            QCOMPARE(session->scenario().assumptions.calibrated_activation_scale, 1.0 + 4e6 / 3e8);
            QVERIFY2(line.startsWith("Calibrated from pilot demo.pilot (measured/predicted "
                                     "memory ×1.01;") &&
                         line.contains("the pilot ran on the CPU"),
                     qPrintable(line));
            for (int r = 0; r < table->model()->rowCount(); ++r)
                QVERIFY2(gpuName(r).endsWith("(calibrated: memory)"), qPrintable(gpuName(r)));
        } else {
            QCOMPARE(session->scenario().assumptions.calibrated_activation_scale, 0.0);
            QVERIFY2(line.startsWith("Not calibrated: the planner's runcard-pilot estimate does "
                                     "not take a measured scale yet (measured/predicted ×1.01)") &&
                         line.contains("the pilot ran on the CPU"),
                     qPrintable(line));
            QVERIFY(!gpuName(0).contains("calibrated"));
        }
        QCOMPARE(window.compareView()->calibrationText(), line);

        // The same results for an HF transformers card: another implementation, not calibrated.
        RunCard card = window.document()->card();
        card.training.framework = FrameworkProfile::HfTransformers;
        window.document()->setCard(card, "test");
        QCOMPARE(session->scenario().assumptions.calibrated_activation_scale, 0.0);
        line = window.budgetView()->calibrationText();
        QVERIFY2(line.startsWith("Not calibrated: the pilot ran a different implementation") &&
                     line.contains("hf-transformers"),
                 qPrintable(line));
        QVERIFY(!gpuName(0).contains("calibrated"));
        window.document()->undoStack()->undo();

        // A pilot on the card's H100: its utilisation there, and only there.
        writeSummary("NVIDIA H100 80GB HBM3");
        session->setPilotDirectory(dir.filePath("demo.pilot/"));
        QVERIFY(session->calibration()->hasUtilisation());
        QCOMPARE(QString::fromStdString(session->scenario().gpu->id), QString("h100-sxm-80gb"));
        QVERIFY(std::abs(session->plan().compute.step_time_s - 0.05) < 1e-9);
        QVERIFY2(window.budgetView()->calibrationText().contains("utilisation"),
                 qPrintable(window.budgetView()->calibrationText()));
        int marked = 0;
        for (const GpuComparison& row : window.compareView()->model()->rows()) {
            const bool measuredHere = row.gpu->id == "h100-sxm-80gb";
            QCOMPARE(std::abs(row.plan.compute.step_time_s - 0.05) < 1e-9, measuredHere);
        }
        const QString mark =
            memoryApplies ? "(calibrated: memory, utilisation)" : "(calibrated: utilisation)";
        for (int r = 0; r < table->model()->rowCount(); ++r)
            marked += gpuName(r).endsWith(mark) ? 1 : 0;
        QCOMPARE(marked, 1);
    }

    // The review's B1: micro-batch 0 was planned and shown green everywhere. Now no page that
    // needs a plan shows one; each says what to fix and links to the field, the status bar says
    // the card has errors, and the report cannot be exported.
    void invalidCardGivesNoPlanAnywhere() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        window.resize(1280, 720);
        window.show();
        RunCard card = window.document()->card();
        card.training.micro_batch = 0;
        window.document()->setCard(card, "training.micro_batch");
        QVERIFY(!window.session()->valid());
        QVERIFY(!window.session()->planner());

        for (const auto stage : {MainWindow::Stage::Budget, MainWindow::Stage::Compare,
                                 MainWindow::Stage::Cost, MainWindow::Stage::Report}) {
            window.showStage(stage);
            QApplication::processEvents();
            StagePage* page = window.stagePage(stage);
            QVERIFY(page->blocked());
            QVERIFY(!page->page()->isVisible()); // no plan: the page itself is not shown
            QVERIFY(page->notice()->isVisible());
            const QString notice = page->notice()->text();
            QVERIFY2(notice.contains("href=\"field:training.micro_batch\"") &&
                         notice.contains("Micro-batch") && notice.contains("at least 1"),
                     qPrintable(notice));
        }
        QVERIFY(window.stagePage(MainWindow::Stage::Report)->notice()->text().contains("export"));
        QVERIFY(!window.stagePage(MainWindow::Stage::Pilot)->blocked());
        auto* status = window.statusBar()->findChild<QLabel*>("statusFit");
        QVERIFY(status);
        QVERIFY2(status->text().contains("Run card has errors (1)"), qPrintable(status->text()));

        auto* pdf = window.reportPage()->findChild<QPushButton*>("exportPdf");
        QVERIFY(pdf && !pdf->isEnabled() && !pdf->toolTip().isEmpty());
        QVERIFY(!window.reportPage()->findChild<QPushButton*>("exportData")->isEnabled());
        QTemporaryDir dir;
        QString error;
        QVERIFY(!window.reportPage()->exportPdf(dir.filePath("r.pdf"), &error));
        QVERIFY(!QFile::exists(dir.filePath("r.pdf")));

        // The link jumps to the field on the run card.
        emit window.stagePage(MainWindow::Stage::Compare)
            ->notice()
            ->linkActivated("field:training.micro_batch");
        QCOMPARE(window.currentStage(), MainWindow::Stage::Run);
        QVERIFY(window.runView()->focusField("training.micro_batch") != nullptr);

        // Fixing the value brings every page back.
        card.training.micro_batch = 2;
        window.document()->setCard(card, "training.micro_batch");
        QVERIFY(window.session()->valid());
        for (int i = 0; i < MainWindow::stageCount; ++i)
            QVERIFY(!window.stagePage(MainWindow::Stage(i))->blocked());
        QVERIFY(pdf->isEnabled());
        QVERIFY(!status->text().contains("errors"));
    }

    // A GPU without the card's precision neither fits nor misses: its memory bar is hatched grey
    // under "Precision not supported", which the legend names only while some GPU lacks it.
    void compareMarksUnsupportedPrecision() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        window.showStage(MainWindow::Stage::Compare);
        QApplication::processEvents();
        CompareView* view = window.compareView();
        QCustomPlot* chart = view->memoryChart();
        const auto series = [&](const QString& name) -> QCPBars* {
            for (int i = 0; i < chart->plottableCount(); ++i)
                if (auto* bars = qobject_cast<QCPBars*>(chart->plottable(i)))
                    if (bars->name() == name)
                        return bars;
            return nullptr;
        };
        QCPBars* unsupported = series("Precision not supported");
        QCPBars* over = series("Does not fit");
        QVERIFY(unsupported && over);
        QCOMPARE(unsupported->data()->size(), 0); // every GPU runs bf16
        QVERIFY(!chart->legend->hasItemWithPlottable(unsupported));

        RunCard card = window.document()->card();
        card.training.precision = Precision::Mxfp8;
        window.document()->setCard(card, "training.precision");
        QApplication::processEvents();
        const auto keys = [](QCPBars* bars) {
            QSet<double> found;
            for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
                found.insert(it->key);
            return found;
        };
        const auto& rows = view->model()->rows();
        int lacking = 0;
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const double key = double(i + 1);
            const bool runs = rows[i].plan.unsupported.empty();
            lacking += runs ? 0 : 1;
            QCOMPARE(keys(unsupported).contains(key), !runs);
            if (!runs)
                QVERIFY(!keys(over).contains(key));
        }
        QVERIFY2(lacking > 0 && lacking < int(rows.size()), qPrintable(QString::number(lacking)));
        QVERIFY(chart->legend->hasItemWithPlottable(unsupported));
    }

    // Issue 11 item 3: cost columns (never for a GPU that does not fit with the margin), best
    // first, the recommended GPU outlined in both charts, one colour per verdict in both charts.
    void compareShowsCostsBestFirstAndTheRecommendationInTheCharts() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        window.showStage(MainWindow::Stage::Compare);
        QApplication::processEvents();
        CompareView* view = window.compareView();
        QAbstractItemModel* table = view->table()->model();
        const auto text = [&](int row, int column) {
            return table->index(row, column).data().toString();
        };
        const Recommendation best = view->model()->recommendation();
        QVERIFY(best.index >= 0);
        const GpuComparison& picked = view->model()->rows()[std::size_t(best.index)];
        QCOMPARE(text(0, GpuComparisonModel::GpuColumn), shortGpuName(*picked.gpu));
        QVERIFY(text(0, GpuComparisonModel::CostPerRunColumn).endsWith(" USD"));
        QVERIFY(text(0, GpuComparisonModel::CostPerMTokensColumn).endsWith(" USD"));
        int priced = 0;
        for (int r = 0; r < table->rowCount(); ++r) {
            const bool hasCost = text(r, GpuComparisonModel::CostPerRunColumn) != "—";
            priced += hasCost ? 1 : 0;
            // A GPU without the margin is never priced.
            if (text(r, GpuComparisonModel::VerdictColumn) != "Fits with margin")
                QVERIFY2(!hasCost, qPrintable(text(r, GpuComparisonModel::GpuColumn)));
            if (r > 0) // after the recommendation: by verdict
                QVERIFY(table->index(r, GpuComparisonModel::VerdictColumn)
                            .data(GpuComparisonModel::SortRole)
                            .toDouble() >= table->index(r - 1, GpuComparisonModel::VerdictColumn)
                                               .data(GpuComparisonModel::SortRole)
                                               .toDouble());
        }
        QVERIFY(priced >= 4);
        // The recommendation is outlined in both charts (one bar each, at its key), and each
        // verdict has the same colour in both.
        for (QCustomPlot* chart : {view->memoryChart(), view->timeChart()}) {
            QList<QCPBars*> outlines;
            QMap<QString, QColor> colours;
            for (int i = 0; i < chart->plottableCount(); ++i)
                if (auto* bars = qobject_cast<QCPBars*>(chart->plottable(i))) {
                    if (bars->name() == "Recommended")
                        outlines << bars;
                    else
                        colours[bars->name()] = bars->brush().color();
                }
            QCOMPARE(outlines.size(), 1);
            QCOMPARE(outlines.front()->data()->size(), 1);
            QCOMPARE(outlines.front()->data()->at(0)->key, double(best.index + 1));
            QCOMPARE(colours.value("Fits with margin"), fitColor());
            QCOMPARE(colours.value("Tight"), tightColor());
            QCOMPARE(colours.value("Does not fit"), overColor());
        }
    }

    void amdAndFp8CaveatsAreNamed() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        const Scenario& s = window.session()->scenario();
        const GpuSpec* mi300x = gpuCatalog().find("mi300x-192gb");
        const GpuSpec* a100 = gpuCatalog().find("a100-sxm-80gb");
        QVERIFY(mi300x && a100);
        Plan plan;
        QVERIFY(CompareView::caveats(*mi300x, s, plan).join(' ').contains("ROCm"));
        QVERIFY(CompareView::caveats(*a100, s, plan).join(' ').contains("FP8"));
        QVERIFY(!CompareView::caveats(*a100, s, plan).join(' ').contains("ROCm"));
    }
};

QTEST_MAIN(TestViews)
#include "test_views.moc"
