// The cost view and the report page as widgets over a planner: the side-by-side table, the
// cheapest/earliest marks, edits flowing back as rentalEdited (the owner plans them), and the
// checklist from evidence. With RUNCARD_SCREENSHOT_DIR set, each view is also rendered to PNG in
// English and Turkish.
#include "planner/resources.h"
#include "planner/run_card_yaml.h"
#include "ui/common/planner_context.h"
#include "ui/common/settings.h"
#include "ui/report/cost_view.h"
#include "ui/report/decision_checklist.h"
#include "ui/report/report_charts.h"
#include "ui/report/report_page.h"

#include <QComboBox>
#include <QDir>
#include <QPicture>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QTreeWidget>
#include <QtTest>

using namespace runcard;
using namespace runcard::ui;

namespace {

// What the app's PlanSession hands the pages: the card planned, calibrated by `pilot`'s results.
std::shared_ptr<const CardPlanner> planned(const RunCard& card, const QString& pilot = {}) {
    return std::make_shared<CardPlanner>(
        card, presetLibrary(), gpuCatalog(),
        pilot.isEmpty() ? std::string() : QDir(pilot).filePath("summary.json").toStdString());
}

// The app's round trip for the cost page's edits: the edited card is planned and set again.
void replanOnEdit(CostView& view) {
    QObject::connect(&view, &CostView::rentalEdited, &view,
                     [&view](const RentalSection& rental, int gpusPerNode, int nodes) {
                         RunCard card = view.card();
                         card.rental = rental;
                         card.hardware.gpus_per_node = gpusPerNode;
                         card.hardware.nodes = nodes;
                         view.setPlanning(planned(card), QString());
                     });
}

} // namespace

class TestViews : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void costViewComparesEveryGpu();
    void costViewEditsTheRental();
    void rentalChartGivesEveryGpuALine();
    void userPriceFileOverridesAndBadFilesAreRefused();
    void reportPageShowsTheChecklist();
    void screenshots();

private:
    RunCard card_;
    QString cardPath_;
};

void TestViews::initTestCase() {
    Settings::useTemporaryStore(); // never the user's real settings
    cardPath_ = QString::fromStdString(resourcePath("examples/default.yaml"));
    const LoadResult loaded = loadRunCard(cardPath_.toStdString());
    QVERIFY(loaded.ok());
    card_ = *loaded.card;
}

void TestViews::costViewComparesEveryGpu() {
    CostView view;
    view.resize(1200, 800);
    view.setPlanning(planned(card_), QString());
    auto* table = view.findChild<QTableWidget*>("costComparison");
    QVERIFY(table);
    QTRY_COMPARE(table->rowCount(), int(gpuCatalog().gpus.size()));
    QCOMPARE(table->item(0, 0)->text(), QStringLiteral("A100 SXM4 80GB"));
    const int cheapest = view.model().costs.cheapest;
    QVERIFY(cheapest >= 0);
    QVERIFY(table->item(cheapest, 0)->font().bold()); // marked rows stand out
    // The cheapest card's total is the lowest of those with a price.
    for (const CostEstimate& e : view.model().costs.rows)
        if (e.total && e.fits)
            QVERIFY(view.model().costs.rows[std::size_t(cheapest)].total->expected <=
                    e.total->expected);
}

// The rental and cost charts have one bar per GPU of the catalog (21 here); at a laptop's 720 px
// the page scrolls rather than squeezing their labels onto each other (the review saw them
// overprinted).
void TestViews::rentalChartGivesEveryGpuALine() {
    CostView view;
    view.resize(1280, 560);
    view.setPlanning(planned(card_), QString());
    QTRY_VERIFY(!view.model().comparison.empty());
    auto* chart = view.findChild<QWidget*>("rentalWindowChart");
    QVERIFY(chart);
    const int gpus = int(gpuCatalog().gpus.size());
    const int legible = reportChartLegibleHeight(view.model(), ReportChart::RentalWindow);
    // A text line per GPU at least, beside the legend and the axis.
    QVERIFY2(legible >= gpus * QFontMetrics(chart->font()).height() / 2 + 100,
             qPrintable(QString::number(legible)));
    QCOMPARE(chart->minimumHeight(), std::max(220, legible));
    QVERIFY(chart->minimumHeight() > 220); // more GPUs than the default height holds
    // The cost chart lies down beside it, a line per GPU too, and paints inside its area at the
    // page's width (its slanted names had run off the left edge, cut in the PDF as well).
    auto* cost = view.findChild<QWidget*>("costPerOutputChart");
    QVERIFY(cost);
    const int costLegible = reportChartLegibleHeight(view.model(), ReportChart::CostPerOutput);
    QVERIFY2(costLegible >= gpus * QFontMetrics(cost->font()).height() / 2 + 30,
             qPrintable(QString::number(costLegible)));
    QCOMPARE(cost->minimumHeight(), std::max(220, costLegible));
    for (const int width : {300, 720}) {
        const QPicture picture =
            recordReportChart(view.model(), ReportChart::CostPerOutput, width, costLegible);
        const QRect painted = picture.boundingRect();
        QVERIFY2(painted.left() >= 0 && painted.right() <= width && painted.top() >= 0 &&
                     painted.bottom() <= costLegible,
                 qPrintable(QStringLiteral("%1: %2,%3 %4x%5")
                                .arg(width)
                                .arg(painted.x())
                                .arg(painted.y())
                                .arg(painted.width())
                                .arg(painted.height())));
    }
    // Charts without a bar per GPU fit any height.
    QCOMPARE(reportChartLegibleHeight(view.model(), ReportChart::MemoryBudget), 0);
}

void TestViews::costViewEditsTheRental() {
    CostView view;
    view.setPlanning(planned(card_), QString());
    replanOnEdit(view);
    QSignalSpy edited(&view, &CostView::rentalEdited);
    auto* period = view.findChild<QComboBox*>("billingPeriod");
    auto* count = view.findChild<QComboBox*>("gpuCount");
    QVERIFY(period && count);
    period->setCurrentIndex(period->findData(int(BillingPeriod::Day)));
    QCOMPARE(edited.count(), 1);
    QVERIFY(edited.last().at(0).value<RentalSection>().period == BillingPeriod::Day);
    count->setCurrentIndex(count->findData(16));
    QCOMPARE(edited.last().at(1).toInt(), 8); // GPUs per node
    QCOMPARE(edited.last().at(2).toInt(), 2); // nodes
    // Whole days are billed now.
    QTRY_VERIFY(!view.model().costs.rows.empty() &&
                view.model().card.rental.period == BillingPeriod::Day);
    for (const CostEstimate& e : view.model().costs.rows)
        if (e.tokens_per_s > 0)
            QCOMPARE(std::fmod(e.billed_hours, 24.0), 0.0);
}

void TestViews::userPriceFileOverridesAndBadFilesAreRefused() {
    QTemporaryDir dir;
    const QString bad = dir.filePath("bad.yaml");
    const QString good = dir.filePath("good.yaml");
    QFile badFile(bad);
    QVERIFY(badFile.open(QIODevice::WriteOnly));
    badFile.write("price_catalog: 1\nas_of: 2026-07-01\ngpus:\n  h100-sxm-80gb:\n"
                  "    - {gpus: 1, period: hourly, on_demand: 2}\n");
    badFile.close();
    QFile goodFile(good);
    QVERIFY(goodFile.open(QIODevice::WriteOnly));
    goodFile.write("price_catalog: 1\nas_of: 2026-07-01\ngpus:\n  h100-sxm-80gb:\n"
                   "    - {gpus: 1, period: hour, on_demand: 1.25}\n");
    goodFile.close();

    CostView view;
    view.setPlanning(planned(card_), QString());
    const QString problem = view.setUserPriceFile(bad);
    QVERIFY2(problem.contains("bad.yaml:5:25") && problem.contains("did you mean 'hour'"),
             qPrintable(problem));
    QVERIFY(view.priceFile().isEmpty()); // the bad file was not taken
    QCOMPARE(view.setUserPriceFile(good), QString());
    QCOMPARE(view.priceFile(), good);
    QTRY_VERIFY(view.model().prices.as_of == "2026-07-01");
    const CostEstimate& h100 = view.model().costs.rows[1];
    QCOMPARE(h100.gpu, std::string("h100-sxm-80gb"));
    QCOMPARE(h100.price.quote->price, 1.25);
    QCOMPARE(view.model().costs.rows[0].price.quote->price, 1.99); // bundled rows stay
    view.setUserPriceFile(QString());
}

void TestViews::reportPageShowsTheChecklist() {
    ReportPage page;
    const QString evidence = QDir(RUNCARD_REPORT_TEST_DATA).filePath("evidence-complete");
    page.setPlanning(planned(card_, evidence), evidence);
    const ChecklistVerdicts& verdicts = page.checklist()->verdicts();
    QVERIFY(verdicts.readyToReserve());
    auto* stages = page.findChild<QTreeWidget*>("checklistStages");
    QVERIFY(stages);
    QCOMPARE(stages->topLevelItemCount(), 4);
    QCOMPARE(stages->topLevelItem(2)->text(1), stateName(StageState::Done));
    QCOMPARE(stages->topLevelItem(3)->text(1), stateName(StageState::Pending));
}

void TestViews::screenshots() {
    const QString directory = qEnvironmentVariable("RUNCARD_SCREENSHOT_DIR");
    if (directory.isEmpty())
        QSKIP("set RUNCARD_SCREENSHOT_DIR to render the views to PNG");
    QDir().mkpath(directory);
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("tr")}) {
        QTranslator translator;
        if (language == "tr") {
            if (!translator.load(":/i18n/runcard_tr.qm"))
                QSKIP("no embedded Turkish translation");
            QCoreApplication::installTranslator(&translator);
        }
        const QLocale locale(language == "tr" ? QLocale::Turkish : QLocale::English,
                             language == "tr" ? QLocale::Turkey : QLocale::UnitedStates);
        QLocale::setDefault(locale);
        CostView cost;
        cost.setLocale(locale);
        cost.resize(1280, 820);
        const QString pilot = QDir(RUNCARD_REPORT_TEST_DATA).filePath("pilot-h100");
        cost.setPlanning(planned(card_, pilot), pilot);
        QTRY_COMPARE(cost.findChild<QTableWidget*>("costComparison")->rowCount(),
                     int(gpuCatalog().gpus.size()));
        QVERIFY(cost.grab().save(QDir(directory).filePath("cost-view-" + language + ".png")));
        ReportPage page;
        page.setLocale(locale);
        page.resize(1100, 520);
        page.setPlanning(planned(card_, pilot), pilot);
        QVERIFY(page.grab().save(QDir(directory).filePath("report-page-" + language + ".png")));
        QCoreApplication::removeTranslator(&translator);
    }
}

QTEST_MAIN(TestViews)
#include "test_views.moc"
