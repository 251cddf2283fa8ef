// The three comparisons are one: `runcard-cli compare --json`, the app's compare model (and its
// cost page) and the PDF report's tables give identical figures for every GPU, for the default
// card and for the same card calibrated by the pilot results beside it. Before, each planned on
// its own (different layouts, the report without calibration or what-ifs, four GPUs only).
#include "cli_commands.h"
#include "ui/app/compare_view.h"
#include "ui/app/main_window.h"
#include "ui/common/formatting.h"
#include "ui/report/cost_view.h"
#include "ui/report/pdf_report.h"
#include "ui/report/report_page.h"
#include "ui_test_support.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <sstream>

using namespace runcard;
using namespace runcard::ui;

namespace {

QJsonObject cliCompare(const QString& card, const QString& pilot) {
    std::vector<std::string> args{"compare", card.toStdString(), "--json"};
    if (!pilot.isEmpty())
        args.insert(args.end(), {"--pilot", pilot.toStdString()});
    std::ostringstream out, err;
    if (runCli(args, out, err) != 0)
        qFatal("runcard-cli compare failed: %s", err.str().c_str());
    return QJsonDocument::fromJson(QByteArray::fromStdString(out.str())).object();
}

// The report table's cell for `rowKey` (first column's value) and GPU column `gpu` (per-GPU
// tables), or for GPU row `gpu` and column `columnKey` (per-GPU rows).
QVariant byGpuColumn(const ReportTable& table, const QString& rowKey, int gpu) {
    for (const auto& row : table.rows)
        if (row[0].value.toString() == rowKey)
            return row[gpu + 1].value;
    qFatal("no row %s in %s", qPrintable(rowKey), qPrintable(table.id));
}
QVariant byGpuRow(const ReportTable& table, int gpu, const QString& columnKey) {
    return table.rows[gpu][int(table.keys.indexOf(columnKey))].value;
}

} // namespace

class TestOneComparison : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::initGuiTest(); }
    void cliAppAndReportAgree_data();
    void cliAppAndReportAgree();
};

void TestOneComparison::cliAppAndReportAgree_data() {
    QTest::addColumn<QString>("pilot"); // a results fixture laid beside the card, or none
    QTest::newRow("default card") << QString();
    QTest::newRow("calibrated by a pilot on the H100") << QStringLiteral("pilot-h100");
}

void TestOneComparison::cliAppAndReportAgree() {
    QFETCH(QString, pilot);
    // The card and its pilot results where the app looks for them: CARD.yaml and CARD.pilot/.
    QTemporaryDir dir;
    const QString card = dir.filePath("default.yaml");
    QVERIFY(QFile::copy(test::examplePath("default.yaml"), card));
    QString pilotDirectory;
    if (!pilot.isEmpty()) {
        pilotDirectory = dir.filePath("default.pilot");
        QVERIFY(QDir().mkpath(pilotDirectory));
        const QDir fixture(QStringLiteral(RUNCARD_TESTS_DIR "/report/data/") + pilot);
        for (const QString& file : fixture.entryList(QDir::Files))
            QVERIFY(QFile::copy(fixture.filePath(file), QDir(pilotDirectory).filePath(file)));
    }

    const QJsonObject cli = cliCompare(card, pilotDirectory);
    const QJsonArray cliGpus = cli["gpus"].toArray();

    MainWindow window;
    QVERIFY(window.startup(card));
    QCOMPARE(window.session()->pilotDirectory(), pilotDirectory);
    QCOMPARE(window.session()->calibration().has_value(), !pilot.isEmpty());
    const GpuComparisonModel& app = *window.compareView()->model();
    const ReportModel& report = window.reportPage()->model();
    const ReportTable& memory = *report.table("memory_budget");
    const ReportTable& sideBySide = *report.table("comparison");
    const ReportTable& steps = *report.table("step_time");
    const ReportTable& fewest = *report.table("fewest_gpus");
    const ReportTable& costs = *report.table("cost_per_output");
    window.showStage(MainWindow::Stage::Cost);
    QTRY_COMPARE(window.costView()->model().comparison.size(), app.rows().size());
    const ReportModel& costPage = window.costView()->model();

    QCOMPARE(int(cliGpus.size()), app.rowCount());
    QCOMPARE(int(report.comparison.size()), app.rowCount());
    int calibrated = 0;
    for (int i = 0; i < app.rowCount(); ++i) {
        const QJsonObject c = cliGpus[i].toObject();
        const GpuComparison& a = app.rows()[std::size_t(i)];
        const QString id = QString::fromStdString(a.gpu->id);
        QCOMPARE(c["id"].toString(), id);
        QCOMPARE(sideBySide.rows[i][0].value.toString(), id);

        // Memory: fit, device total and headroom.
        QCOMPARE(c["margin_ok"].toBool(), a.plan.memory.margin_ok);
        QCOMPARE(c["device_total_bytes"].toInteger(), a.plan.memory.device_total_bytes);
        QCOMPARE(byGpuColumn(memory, "device_total", i).toDouble(),
                 double(a.plan.memory.device_total_bytes));
        QCOMPARE(c["headroom_bytes"].toInteger(), a.plan.memory.headroom_bytes);
        QCOMPARE(byGpuColumn(memory, "headroom", i).toLongLong(), a.plan.memory.headroom_bytes);
        QCOMPARE(byGpuColumn(memory, "verdict", i).toString() == "fits",
                 a.plan.unsupported.empty() && a.plan.memory.margin_ok);

        // Fewest GPUs per layout.
        const QJsonObject cliFewest = c["fewest_gpus"].toObject();
        for (std::size_t k = 0; k < fewestGpuLayouts.size(); ++k) {
            const QString layout = QString::fromUtf8(toString(fewestGpuLayouts[k]).data());
            const int count = a.fewest[k].count;
            QCOMPARE(cliFewest[layout].isNull() ? 0 : cliFewest[layout].toInt(), count);
            const QVariant cell = byGpuRow(fewest, i, layout);
            QCOMPARE(cell.isValid() ? cell.toInt() : 0, count);
        }

        // Speed and time.
        const QJsonObject compute = c["compute"].toObject();
        QCOMPARE(compute["step_time_s"].toDouble(), a.plan.compute.step_time_s);
        QCOMPARE(byGpuRow(sideBySide, i, "step_time_s").toDouble(), a.plan.compute.step_time_s);
        // Where the step goes: the compare page's step-time tooltip, and the report's parts,
        // which add up to the step the CLI prints.
        if (a.plan.unsupported.empty()) {
            const QString tip =
                app.data(app.index(i, GpuComparisonModel::StepTimeColumn), Qt::ToolTipRole)
                    .toString();
            QVERIFY2(tip.startsWith("Compute " + formatDuration(a.plan.compute.compute_time_s)),
                     qPrintable(tip));
        }
        QCOMPARE(byGpuColumn(steps, "step", i).toDouble(), compute["step_time_s"].toDouble());
        // Parts no card spends time on are left out of the table.
        double parts = byGpuColumn(steps, "compute", i).toDouble();
        for (const auto& row : steps.rows)
            if (QStringList{"communication_exposed", "bucket_copies", "optimizer", "offload"}
                    .contains(row[0].value.toString()))
                parts += row[i + 1].value.toDouble();
        QVERIFY2(qAbs(parts - a.plan.compute.step_time_s) <= 1e-9 * a.plan.compute.step_time_s,
                 qPrintable(QString("%1: parts %2 s, step %3 s")
                                .arg(id)
                                .arg(parts)
                                .arg(a.plan.compute.step_time_s)));
        QCOMPARE(compute["tokens_per_s"].toDouble(), a.plan.compute.tokens_per_s);
        QCOMPARE(byGpuRow(sideBySide, i, "tokens_per_s").toDouble(), a.plan.compute.tokens_per_s);
        QCOMPARE(c["run"].toObject()["wall_time_s"].toDouble(), a.plan.run.wall_time_s);
        QCOMPARE(report.comparison[std::size_t(i)].plan.run.wall_time_s, a.plan.run.wall_time_s);
        const bool measured = a.plan.compute.utilisation_measured;
        QCOMPARE(c["cost"].toObject()["throughput_source"].toString(),
                 measured ? QString("pilot-calibrated") : QString("planner"));
        QCOMPARE(byGpuRow(sideBySide, i, "throughput_source").toString(),
                 measured ? QString("pilot-calibrated") : QString("planner"));
        calibrated += measured;

        // Cost per output: the CLI, the PDF's table and the cost page.
        const QJsonValue total = c["cost"].toObject()["total"];
        const QVariant reportTotal = byGpuRow(costs, i, "total_cost");
        QCOMPARE(total.isNull(), !reportTotal.isValid());
        if (!total.isNull()) {
            QCOMPARE(total.toObject()["expected"].toDouble(), reportTotal.toDouble());
            QCOMPARE(c["cost"].toObject()["per_million_tokens"].toObject()["expected"].toDouble(),
                     byGpuRow(costs, i, "per_million_tokens").toDouble());
            QCOMPARE(costPage.costs.rows[std::size_t(i)].total->expected, reportTotal.toDouble());
        }
    }
    // Calibration applies on the pilot's own GPU, and only there, in all three.
    QCOMPARE(calibrated, pilot.isEmpty() ? 0 : 1);

    // The same decision everywhere (the app's starred row, the CLI, the report), the same
    // smallest fit beside it, and the PDF names the decision.
    const Recommendation best = app.recommendation();
    QVERIFY(best.index >= 0);
    QCOMPARE(report.decision.index, best.index);
    QCOMPARE(report.decision.count, best.count);
    QVERIFY(report.decision.basis == DecisionBasis::CostPerRun);
    const QJsonObject cliDecision = cli["decision"].toObject();
    QCOMPARE(cliDecision["gpu"].toString(), QString::fromStdString(app.rows()[best.index].gpu->id));
    QCOMPARE(cliDecision["gpus"].toInt(), best.count);
    QCOMPARE(cliDecision["basis"].toString(), QString("cost-per-run"));
    QCOMPARE(cliDecision["total_cost"].toDouble(), report.decision.cost->total->expected);
    const QJsonObject cliSmallest = cli["smallest_fit"].toObject();
    QVERIFY(report.recommendation.index >= 0);
    QCOMPARE(cliSmallest["gpu"].toString(),
             QString::fromStdString(app.rows()[report.recommendation.index].gpu->id));
    QCOMPARE(report.decision.smallest.index, report.recommendation.index);
    // The compare page's banner and the report page's say the same decision in the same words.
    window.showStage(MainWindow::Stage::Report);
    QTRY_VERIFY(!window.reportPage()->decisionText().isEmpty());
    QCOMPARE(window.reportPage()->decisionText(), window.compareView()->recommendationText());
    QCOMPARE(window.costView()->decisionText(), window.compareView()->recommendationText());
    QVERIFY(window.reportPage()->decisionText().contains(
        QString::fromStdString(app.rows()[best.index].gpu->name)));
    const QString pdftotext = QStandardPaths::findExecutable("pdftotext");
    if (pdftotext.isEmpty())
        return;
    const QString pdf = dir.filePath("report.pdf");
    QString error;
    QVERIFY2(window.reportPage()->exportPdf(pdf, &error), qPrintable(error));
    QProcess process;
    process.start(pdftotext, {pdf, "-"});
    QVERIFY(process.waitForFinished(60000));
    const QString text = QString::fromUtf8(process.readAllStandardOutput()).simplified();
    QVERIFY(text.contains(QString::fromStdString(app.rows()[best.index].gpu->name)));
    for (const auto& row : sideBySide.rows) // the step times as the PDF prints them
        QVERIFY2(text.contains(row[2].display), qPrintable(row[2].display));
}

QTEST_MAIN(TestOneComparison)
#include "test_one_comparison.moc"
