// The PDF report end to end: written in English and Turkish for the default card, with and without
// pilot results, then read back with pdftotext (poppler-utils) for headings, figures and page
// numbers; charts must stay vector (no raster images in the file). Also the CSV/JSON export.
#include "planner/resources.h"
#include "planner/run_card_yaml.h"
#include "ui/common/enum_names.h"
#include "ui/common/fit_lever_text.h"
#include "ui/report/column_groups.h"
#include "ui/report/decision_text.h"
#include "ui/report/pdf_report.h"
#include "ui/report/report_export.h"

#include <QDir>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

using namespace runcard;
using namespace runcard::ui;

namespace {

QString runTool(const QString& tool, const QStringList& arguments) {
    QProcess process;
    process.start(tool, arguments);
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

const PresetLibrary& presetLibrary() {
    static const PresetLibrary presets = PresetLibrary::bundled();
    return presets;
}
const GpuCatalog& gpuCatalog() {
    static const GpuCatalog gpus = GpuCatalog::bundled();
    return gpus;
}

// The PDF's text on one line: table numbers are written with non-breaking spaces, hyphens and
// word joiners (so a value never wraps), and "fi" may come back as a ligature; read back here as
// plain ones.
QString pdfText(const QString& path) {
    QString text = runTool(QStandardPaths::findExecutable("pdftotext"), {path, "-"});
    text.replace(QChar(0x00A0), ' ').replace(QChar(0x2011), '-').remove(QChar(0x2060));
    text.replace(QChar(0xFB01), "fi").replace(QChar(0xFB02), "fl"); // the font's ligatures
    return text.replace(QRegularExpression("\\s+"), " ");
}

// The run-card table's value for `key`, if the table has that row.
std::optional<ReportCell> runCardCell(const ReportModel& m, const QString& key) {
    for (const QList<ReportCell>& row : m.table("run_card")->rows)
        if (row[0].value.toString() == key)
            return row[1];
    return std::nullopt;
}

QLocale localeFor(const QString& language) {
    return language == "tr" ? QLocale(QLocale::Turkish, QLocale::Turkey)
                            : QLocale(QLocale::English, QLocale::UnitedStates);
}

} // namespace

class TestPdfReport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void reportText_data();
    void reportText();
    void exportUsesTheCLocale();
    void pilotCalibratesItsCardOnly();
    void recommendedGpuIsInTheReport();
    void runCardTableSaysWhatTrainsWhole();
    void runCardTableSaysHowRowsAreFormed();
    void runCardTableSaysTheModelParallelSplit();
    void firstPageIsTheDecision();
    void decisionNamesTheSmallestFitOnce();
    void scalingPageShowsTheRecommendedGpu();
    void noCostTotalWhereTheGpuDoesNotFit();
    void waysToFitFollowTheMemoryBudget();
    void otherFrameworksFollowTheStepTime();
    void wideTablesAreSetInEvenColumnGroups();
    void unsupportedGpuHasNoStep();
    void samples();

private:
    bool useLanguage(const QString& language);
    ReportModel model(const QString& language, const QString& pilot);

    RunCard card_;
    QString cardPath_;
    QTranslator translator_;
    QTemporaryDir output_;
};

void TestPdfReport::initTestCase() {
    cardPath_ = QString::fromStdString(resourcePath("examples/default.yaml"));
    const LoadResult loaded = loadRunCard(cardPath_.toStdString());
    QVERIFY2(loaded.ok(), cardPath_.toUtf8());
    card_ = *loaded.card;
    QVERIFY(output_.isValid());
}

bool TestPdfReport::useLanguage(const QString& language) {
    QCoreApplication::removeTranslator(&translator_);
    QLocale::setDefault(localeFor(language));
    if (language == "en")
        return true;
    if (!translator_.load(":/i18n/runcard_" + language + ".qm"))
        return false;
    QCoreApplication::installTranslator(&translator_);
    return true;
}

ReportModel TestPdfReport::model(const QString& language, const QString& pilot) {
    const QString directory =
        pilot.isEmpty() ? QString() : QDir(RUNCARD_REPORT_TEST_DATA).filePath(pilot);
    const CardPlanner planner(card_, presetLibrary(), gpuCatalog(),
                              directory.isEmpty()
                                  ? std::string()
                                  : QDir(directory).filePath("summary.json").toStdString());
    return buildReportModel(planner, {cardPath_, directory, QString()}, language,
                            localeFor(language));
}

void TestPdfReport::reportText_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("pilot");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QStringList>("absent");
    const QStringList englishHeadings{
        "Runcard report",
        "Memory budget",
        "Pilot",
        "Scaling step",
        "side by side",
        "Rental window",
        "Decision checklist",
        "Assumptions and sources",
        "Prices as of 22 May 2026", // dates in the language's long form
        "llama-3.1-8b-lora-r16"};
    const QStringList turkishHeadings{"Runcard raporu",
                                      "Bellek bütçesi",
                                      "Pilot",
                                      "Ölçeklendirme adımı",
                                      "yan yana",
                                      "Kiralama süresi",
                                      "Karar kontrol listesi",
                                      "Varsayımlar ve kaynaklar",
                                      "llama-3.1-8b-lora-r16"};
    // The H100's bundled on-demand price and the planner's billed hours on it.
    QTest::newRow("en, no pilot") << "en"
                                  << ""
                                  << englishHeadings + QStringList{"No pilot results", "2.99 USD",
                                                                   "Not ready to reserve"}
                                  << QStringList{"Pilot: predicted and measured"};
    QTest::newRow("tr, no pilot") << "tr"
                                  << ""
                                  << turkishHeadings + QStringList{"Pilot sonucu yok", "2,99 USD"}
                                  << QStringList{"No pilot results", "2.99 USD"};
    QTest::newRow("en, pilot on file")
        << "en"
        << "evidence-complete"
        << englishHeadings + QStringList{"Pilot: predicted and measured", "Ready to reserve",
                                         "Step time per measured step", "6,000"}
        << QStringList{"No pilot results", "Not ready to reserve"};
    QTest::newRow("tr, pilot on file")
        << "tr"
        << "evidence-complete"
        << turkishHeadings + QStringList{"Pilot: öngörülen ve ölçülen", "6.000"}
        << QStringList{"Pilot sonucu yok"};
}

void TestPdfReport::reportText() {
    QFETCH(QString, language);
    QFETCH(QString, pilot);
    QFETCH(QStringList, expected);
    QFETCH(QStringList, absent);
    const QString pdftotext = QStandardPaths::findExecutable("pdftotext");
    if (pdftotext.isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    if (!useLanguage(language))
        QSKIP("this build has no embedded translation for the language");

    const QString path = output_.filePath(
        QStringLiteral("report-%1-%2.pdf").arg(language, pilot.isEmpty() ? "none" : pilot));
    QString error;
    QVERIFY2(writePdfReport(model(language, pilot), path, &error), qPrintable(error));
    const QString text = pdfText(path);
    QVERIFY(!text.isEmpty());
    for (const QString& phrase : expected)
        QVERIFY2(text.contains(phrase), qPrintable(language + ": missing '" + phrase + "'"));
    for (const QString& phrase : absent)
        QVERIFY2(!text.contains(phrase), qPrintable(language + ": unexpected '" + phrase + "'"));

    // Page numbers on every page: "Page N of N" agrees with the file's page count.
    const QString info = runTool(QStandardPaths::findExecutable("pdfinfo"), {path});
    const int pages = QRegularExpression("Pages:\\s+(\\d+)").match(info).captured(1).toInt();
    QVERIFY(pages >= 4);
    const QString lastPage = language == "tr" ? QStringLiteral("Sayfa %1 / %1").arg(pages)
                                              : QStringLiteral("Page %1 of %1").arg(pages);
    QVERIFY2(text.contains(lastPage), qPrintable(lastPage));

    // Charts are vector drawings: the file holds no raster image at all.
    const QString pdfimages = QStandardPaths::findExecutable("pdfimages");
    if (!pdfimages.isEmpty()) {
        const QStringList lines =
            runTool(pdfimages, {"-list", path}).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2); // the two header lines, no image rows
    }
}

void TestPdfReport::exportUsesTheCLocale() {
    if (!useLanguage("tr"))
        QSKIP("this build has no embedded Turkish translation");
    const ReportModel m = model("tr", "pilot-h100");
    QTemporaryDir dir;
    QString error;
    const QStringList files = exportReportData(m, dir.path(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(files.contains(dir.filePath("cost_per_output.csv")));
    QVERIFY(files.contains(dir.filePath("pilot_step_time.csv")));
    QVERIFY(files.contains(dir.filePath("report.json")));
    QFile costs(dir.filePath("cost_per_output.csv"));
    QVERIFY(costs.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(costs.readAll()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.first(), QStringLiteral("gpu,price_per_gpu_hour,billed,total_cost,"
                                           "per_million_tokens,per_epoch,"
                                           "training_only_per_million_tokens"));
    QCOMPARE(lines.size(), 1 + int(gpuCatalog().gpus.size())); // every GPU of the comparison
    QVERIFY2(lines[2].startsWith("h100-sxm-80gb,2.99,"), qPrintable(lines[2])); // C locale
    QFile steps(dir.filePath("pilot_step_time.csv"));
    QVERIFY(steps.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(steps.readAll()),
             QStringLiteral("step,step_time_s\n3,10.7\n4,11.1\n5,10.5\n6,11.4\n"));
    QFile json(dir.filePath("report.json"));
    QVERIFY(json.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(json.readAll()).object();
    QCOMPARE(root.value("pilot_results").toBool(), true);
    QCOMPARE(root.value("tables").toObject().value("checklist").toArray().size(), 4);
    // The decision, in machine words (C locale, not the Turkish display).
    const QJsonObject decision = root.value("decision").toObject();
    QCOMPARE(decision.value("gpu").toString(),
             QString::fromStdString(m.comparison[std::size_t(m.decision.index)].gpu->id));
    QCOMPARE(decision.value("basis").toString(), QString("cost-per-run"));
    QCOMPARE(decision.value("total_cost").toDouble(), m.decision.cost->total->expected);
}

// The pilot on the H100 calibrates that card's throughput (its median step, 10.9 s) and no other;
// the pilot table still compares the measurement with the planner's uncalibrated prediction.
void TestPdfReport::pilotCalibratesItsCardOnly() {
    useLanguage("en");
    const ReportModel m = model("en", "pilot-h100");
    QVERIFY(m.calibration.has_value());
    int calibrated = 0;
    for (std::size_t i = 0; i < m.costs.rows.size(); ++i) {
        const CostEstimate& e = m.costs.rows[i];
        const bool h100 = e.gpu == "h100-sxm-80gb";
        QCOMPARE(e.throughput_source == ThroughputSource::PilotCalibrated, h100);
        QCOMPARE(e.tokens_per_s, m.comparison[i].plan.compute.tokens_per_s);
        if (h100)
            QVERIFY(std::abs(m.comparison[i].plan.compute.step_time_s - 10.9) < 1e-9);
        calibrated += h100;
    }
    QCOMPARE(calibrated, 1);
    const ReportTable* summary = m.table("pilot_summary");
    QVERIFY(summary);
    QCOMPARE(summary->rows[1][0].value.toString(), QStringLiteral("step_time_s"));
    QVERIFY(std::abs(summary->rows[1][1].value.toDouble() - 10.9) > 0.5); // uncalibrated
    QCOMPARE(summary->rows[0][2].value.toDouble(), 6000.0);
    // Without pilot results every card is priced from the planner.
    for (const CostEstimate& e : model("en", "").costs.rows)
        QVERIFY(e.throughput_source == ThroughputSource::Planner);
}

// The report compares every catalog GPU, so the smallest configuration that fits is always in it
// (a recommended B200 used to be missing: the report planned only the article's four).
// PEFT's saved copies multiply the trainable count; the run card's method line names them.
void TestPdfReport::runCardTableSaysWhatTrainsWhole() {
    useLanguage("en");
    const RunCard plain = card_;
    card_.training.lora.modules_to_save = {LoraSavedModule::Embedding, LoraSavedModule::Head};
    const ReportModel saving = model("en", "");
    card_ = plain;
    const ReportModel adapters = model("en", "");
    auto cell = [](const ReportModel& m, const QString& key) {
        return runCardCell(m, key).value_or(ReportCell{});
    };
    QCOMPARE(cell(saving, "method").display,
             QString("LoRA, rank 16; trained whole: Token embedding, Output head"));
    QCOMPARE(cell(adapters, "method").display, QString("LoRA, rank 16"));
    // Llama 3.1 8B: two copies of 128,256 × 4,096 beside the adapters.
    QCOMPARE(cell(saving, "trainable_parameters").value.toLongLong() -
                 cell(adapters, "trainable_parameters").value.toLongLong(),
             2LL * 128256 * 4096);
}

// The rows' shape changes the step time as much as their length: packed or padded, and whether a
// packed row's documents attend to one another.
void TestPdfReport::runCardTableSaysHowRowsAreFormed() {
    useLanguage("en");
    const RunCard plain = card_;
    auto rows = [&](const RunCard& c) {
        card_ = c;
        const ReportModel m = model("en", "");
        card_ = plain;
        return runCardCell(m, "rows").value_or(ReportCell{});
    };
    RunCard packed = plain;
    packed.training.packed = true;
    packed.training.packed_attention = PackedAttention::Row;
    QCOMPARE(rows(packed).display, QString("packed; every row attends across its whole length"));
    RunCard documents = packed;
    documents.training.packed_attention = PackedAttention::Document;
    documents.data.mean_tokens = 512;
    QCOMPARE(rows(documents).display,
             QString("packed; each document attends within itself, mean length 512 tokens"));
    QCOMPARE(rows(documents).value.toString(), QString("packed;document"));
    RunCard unpacked = plain;
    unpacked.training.packed = false;
    unpacked.data.mean_tokens = 0;
    QCOMPARE(rows(unpacked).display,
             QString("unpacked, padded: To the longest in the batch; mean length measured from "
                     "the data file"));
}

// A layout's model-parallel split changes memory and time as much as its data parallelism: the
// run card's table names it, and only where the card has one.
void TestPdfReport::runCardTableSaysTheModelParallelSplit() {
    useLanguage("en");
    const RunCard plain = card_;
    auto split = [&](const RunCard& c) -> std::optional<ReportCell> {
        card_ = c;
        const ReportModel m = model("en", "");
        card_ = plain;
        return runCardCell(m, "model_parallelism");
    };
    QVERIFY(!split(plain));
    RunCard megatron = plain;
    megatron.training.framework = FrameworkProfile::Megatron;
    megatron.hardware.gpus_per_node = 8;
    megatron.hardware.parallelism = Parallelism::Zero1;
    megatron.hardware.tensor_parallel = 2;
    megatron.hardware.pipeline_parallel = 2;
    megatron.hardware.pipeline_schedule = PipelineSchedule::Interleaved;
    megatron.hardware.virtual_stages = 2;
    megatron.hardware.context_parallel = 2;
    megatron.hardware.context_parallel_comm = ContextParallelComm::AllToAll;
    const auto cell = split(megatron);
    QVERIFY(cell);
    QCOMPARE(cell->display, QString("TP 2 with sequence parallelism × PP 2, Interleaved 1F1B, 2 "
                                    "virtual stages × CP 2 all-to-all"));
    QCOMPARE(cell->value.toString(), QString("tp=2;pp=2;vp=2;cp_all_to_all=2"));
}

void TestPdfReport::recommendedGpuIsInTheReport() {
    const QString pdftotext = QStandardPaths::findExecutable("pdftotext");
    if (pdftotext.isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    useLanguage("en");
    const ReportModel m = model("en", "");
    QCOMPARE(m.comparison.size(), gpuCatalog().gpus.size());
    QVERIFY(m.recommendation.index >= 0);
    const GpuSpec& best = *m.comparison[std::size_t(m.recommendation.index)].gpu;
    const ReportTable* comparison = m.table("comparison");
    QVERIFY(comparison);
    QCOMPARE(comparison->rows[m.recommendation.index][0].value.toString(),
             QString::fromStdString(best.id));
    QVERIFY(
        comparison->rows[m.recommendation.index].back().value.toString().contains("smallest-fit"));
    // The decision's row is marked too: the cheapest completed run, another GPU for this card.
    QVERIFY(m.decision.index >= 0 && m.decision.index != m.recommendation.index);
    QCOMPARE(comparison->rows[m.decision.index].back().value.toString().split(';').first(),
             QString("recommended"));
    const QString path = output_.filePath("recommended.pdf");
    QString error;
    QVERIFY2(writePdfReport(m, path, &error), qPrintable(error));
    QString text = runTool(pdftotext, {path, "-"});
    text.replace(QRegularExpression("\\s+"), " ");
    // The statement's "Smallest configuration that fits: N × GPU with …" (pdftotext writes "fi"
    // as a ligature, so the phrase starts after it).
    const QString statement = QStringLiteral(": %1 × %2 with")
                                  .arg(m.recommendation.count)
                                  .arg(QString::fromStdString(best.name));
    QVERIFY2(text.contains(statement), qPrintable(statement));
}

// At 200 USD a day of waiting the B200, the smallest fit, is the runner-up: the reason says so
// in the "Next" sentence and does not name it a second time.
void TestPdfReport::decisionNamesTheSmallestFitOnce() {
    useLanguage("en");
    RunCard card = card_;
    card.rental.waiting_cost_per_day = 200;
    const CardPlanner planner(card, presetLibrary(), gpuCatalog());
    const ReportModel m =
        buildReportModel(planner, {cardPath_, QString(), QString()}, "en", localeFor("en"));
    const RentalDecision& d = m.decision;
    QCOMPARE(d.basis, DecisionBasis::CostAndWaiting);
    QVERIFY(d.ranked.size() > 2);
    QCOMPARE(d.ranked[1].index, m.recommendation.index);
    const QString reason =
        decisionReason(d, m.comparison, card.hardware.memory_margin, 200, "USD", m.locale);
    const QString smallest =
        QString::fromStdString(m.comparison[std::size_t(m.recommendation.index)].gpu->name);
    QVERIFY2(reason.contains("plus 200.00 USD for each day it takes"), qPrintable(reason));
    QVERIFY2(reason.contains("Next: 1 × " + smallest), qPrintable(reason));
    QVERIFY2(reason.contains("; it is the smallest configuration that fits"), qPrintable(reason));
    QCOMPARE(reason.count(smallest), 1);
}

// Issue 11 item 4: page 1 is the decision — the recommended GPU, count and layout, why, the cost
// per run and per 1M tokens with their range, the time to result, risks and what is unmeasured —
// and the run card's fields come last, not first.
void TestPdfReport::firstPageIsTheDecision() {
    const QString pdftotext = QStandardPaths::findExecutable("pdftotext");
    if (pdftotext.isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    useLanguage("en");
    const ReportModel m = model("en", "");
    QVERIFY(m.decision.index >= 0 && m.decision.cost && m.decision.cost->total);
    const GpuSpec& best = *m.comparison[std::size_t(m.decision.index)].gpu;
    const QString path = output_.filePath("decision.pdf");
    QString error;
    QVERIFY2(writePdfReport(m, path, &error), qPrintable(error));
    QString first = runTool(pdftotext, {"-f", "1", "-l", "1", path, "-"});
    first.replace(QRegularExpression("\\s+"), " ");
    first.replace(QChar(0xFB01), "fi"); // pdftotext writes "fi" as its ligature
    const QString recommendation =
        QStringLiteral("Recommendation: %1 × %2 with %3.")
            .arg(m.decision.count)
            .arg(QString::fromStdString(best.name), displayName(m.decision.parallelism));
    // Why: the cheapest completed run, the next one, and the smallest fit that finishes first.
    const GpuComparison& next = m.comparison[std::size_t(m.decision.ranked[1].index)];
    const GpuComparison& smallest = m.comparison[std::size_t(m.recommendation.index)];
    const QString currency = QString::fromStdString(m.prices.currency);
    const QString nextSentence =
        QStringLiteral("Next: %1 × %2 with ")
            .arg(m.decision.ranked[1].count)
            .arg(QString::fromStdString(next.gpu->name)) +
        displayName(m.decision.ranked[1].parallelism) + ", " +
        formatMoney(m.decision.ranked[1].cost.total->expected, currency, m.locale);
    const QString smallestSentence =
        QStringLiteral("GPUs with measured kernels first) is %1 × %2 with")
            .arg(m.recommendation.count)
            .arg(QString::fromStdString(smallest.gpu->name));
    const QString cost = QStringLiteral("Cost per run: ") +
                         formatMoney(m.decision.cost->total->expected, currency, m.locale);
    for (const QString& phrase :
         {recommendation, QStringLiteral("Why: the lowest cost of a completed run"), nextSentence,
          smallestSentence, cost, QStringLiteral("Time to result:"), QStringLiteral("Risks:"),
          QStringLiteral("Still unmeasured: No pilot has run"),
          QStringLiteral("Not ready to reserve")})
        QVERIFY2(first.contains(phrase), qPrintable("missing '" + phrase + "' in: " + first));
    // Cost lines with a range: "30.15 USD (…–…)".
    QVERIFY2(first.contains(QRegularExpression("Cost per run: [0-9.,]+ USD \\(")),
             qPrintable(first));
    QVERIFY2(first.contains(QRegularExpression("Cost per 1M trained tokens: [0-9.,]+ USD \\(")),
             qPrintable(first));
    QVERIFY(!first.contains("Model revision")); // the run card's fields are at the end
    const QString all = runTool(pdftotext, {path, "-"});
    QVERIFY(all.indexOf("Model revision") > all.indexOf("Decision checklist"));
}

// Issue 9 item 6: the scaling page carries the planner's curves of the recommended GPU — the
// table row per GPU count with its layout and efficiency, where memory stops fitting — after the
// pilot evidence and before the cost.
void TestPdfReport::scalingPageShowsTheRecommendedGpu() {
    if (QStandardPaths::findExecutable("pdftotext").isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    useLanguage("en");
    QTranslator english; // English plural forms ("8 GPUs"), as the app and runcard-cli load them
    QVERIFY(english.load(":/i18n/runcard_en.qm"));
    QCoreApplication::installTranslator(&english);
    const ReportModel m = model("en", "");
    QVERIFY(m.scaling_study);
    const ScalingStudy& s = *m.scaling_study;
    QCOMPARE(s.gpu, m.comparison[std::size_t(m.decision.index)].gpu);
    const ReportTable* table = m.table("scaling");
    QVERIFY(table);
    QCOMPARE(table->rows.size(), int(s.analysis.gpu_counts.size())); // 1, 2, 4, ... 512
    QCOMPARE(s.analysis.gpu_counts.back(), 512);
    // The 8-GPU row: the fastest layout that fits there, found here from the curves themselves.
    const ScalingCurve* fastest = nullptr;
    const ScalingPoint* at8 = nullptr;
    for (const ScalingCurve& curve : s.analysis.curves)
        for (const ScalingPoint& p : curve.points)
            if (p.gpus == 8 && p.margin_ok && (!at8 || p.tokens_per_s > at8->tokens_per_s)) {
                at8 = &p;
                fastest = &curve;
            }
    QVERIFY(at8);
    const QList<ReportCell>& row = table->rows[3];
    QCOMPARE(row[0].value.toInt(), 8);
    QCOMPARE(row[1].value.toString(), QString::fromStdString(fastest->layout.id));
    QCOMPARE(row[2].value.toLongLong(), at8->sequences_per_step);
    QCOMPARE(row[2].value.toLongLong(), s.analysis.sequences_per_step); // kept at 8 GPUs
    QCOMPARE(row[5].value.toDouble(), at8->efficiency);
    // Every row says what it trains; where the card's batch cannot be kept, the mark and the note.
    bool changed = false;
    for (int i = 0; i < table->rows.size(); ++i)
        if (const ScalingPoint* p = s.point(s.analysis.recommended[std::size_t(i)])) {
            QCOMPARE(table->rows[i][2].value.toLongLong(), p->sequences_per_step);
            QCOMPARE(table->rows[i][2].display.endsWith(" *"), !p->batch_kept);
            changed = changed || !p->batch_kept;
        }
    QCOMPARE(table->note.contains("do not divide among that many data-parallel replicas"), changed);
    QVERIFY(at8->efficiency > 0.5 && at8->efficiency < 1.2);

    const QString path = output_.filePath("scaling.pdf");
    QString error;
    QVERIFY2(writePdfReport(m, path, &error), qPrintable(error));
    const QString text = pdfText(path);
    const QString sentence = efficiencySentence(*at8, m.locale);
    QVERIFY2(sentence.startsWith("8 GPUs: ") && text.contains(sentence), qPrintable(sentence));
    QVERIFY(text.contains(
        QStringLiteral("Predicted scaling on %1").arg(QString::fromStdString(s.gpu->name))));
    QVERIFY(
        text.contains(scalingLayoutName(fastest->layout) + ": " + fitSentence(*fastest, m.locale)));
    const int scaling = text.indexOf("Predicted scaling on");
    QVERIFY(scaling > text.indexOf("Pilot"));
    QVERIFY(scaling < text.indexOf("Rental window and cost per output"));
}

// Issue 11 item 4: a GPU the run card does not fit on has no cost total, per 1M tokens or per
// epoch — the table says "does not fit" — while the GPUs that fit keep theirs.
void TestPdfReport::noCostTotalWhereTheGpuDoesNotFit() {
    useLanguage("en");
    RunCard heavy = card_;
    heavy.training.micro_batch = 16; // long sequences × 16 outgrow the smaller GPUs
    const CardPlanner planner(heavy, presetLibrary(), gpuCatalog());
    const ReportModel m =
        buildReportModel(planner, {cardPath_, QString(), QString()}, "en", localeFor("en"));
    const ReportTable* costs = m.table("cost_per_output");
    QVERIFY(costs);
    int fitting = 0, notFitting = 0;
    for (std::size_t i = 0; i < m.costs.rows.size(); ++i) {
        const QList<ReportCell>& row = costs->rows[int(i)];
        QCOMPARE(row[0].value.toString(), QString::fromStdString(m.comparison[i].gpu->id));
        if (m.costs.rows[i].fits) {
            ++fitting;
            if (m.costs.rows[i].total) // the total, where the GPU has a price
                QVERIFY(row[3].value.toDouble() > 0);
            else
                QVERIFY(!row[3].value.isValid()); // missing, never zero
            continue;
        }
        ++notFitting;
        for (int c = 3; c <= 6; ++c) {
            QCOMPARE(row[c].display, QString("does not fit"));
            QVERIFY(!row[c].value.isValid());
        }
    }
    QVERIFY2(fitting > 0 && notFitting > 0,
             qPrintable(QString("%1 fit, %2 do not").arg(fitting).arg(notFitting)));
}

// A card that misses its margin on its GPU gets its ways to fit under the memory budget: each
// row the planner's way, as the report's language says it and as `--set` arguments in CSV/JSON.
void TestPdfReport::waysToFitFollowTheMemoryBudget() {
    useLanguage("en");
    QVERIFY(!model("en", "").table("ways_to_fit")); // the bundled card keeps its margin
    RunCard heavy = card_;
    heavy.model.preset = "llama-3.1-70b";
    const CardPlanner planner(heavy, presetLibrary(), gpuCatalog());
    const ReportModel m =
        buildReportModel(planner, {cardPath_, QString(), QString()}, "en", localeFor("en"));
    const ReportTable* ways = m.table("ways_to_fit");
    QVERIFY(ways);
    const std::vector<FitLever> levers = planner.fitLevers();
    QCOMPARE(ways->rows.size(), int(levers.size()));
    for (int i = 0; i < ways->rows.size(); ++i) {
        const FitLever& lever = levers[std::size_t(i)];
        QCOMPARE(ways->rows[i][0].value.toString(), QString::fromStdString(setArguments(lever)));
        QCOMPARE(ways->rows[i][1].value.toInt(), lever.card.hardware.gpuCount());
        QCOMPARE(ways->rows[i][2].value.toDouble(), double(lever.plan.memory.deciding_total_bytes));
        QCOMPARE(ways->rows[i][4].value.toString(),
                 QString(lever.keepsMargin()      ? "kept"
                         : lever.plan.memory.fits ? "fits"
                                                  : "does-not-fit"));
    }
    QCOMPARE(ways->rows[0][4].value.toString(), QString("kept"));

    const QString path = output_.filePath("ways.pdf");
    QString error;
    QVERIFY2(writePdfReport(m, path, &error), qPrintable(error));
    const QString text = pdfText(path);
    const int title = text.indexOf(ways->title);
    QVERIFY2(title > text.indexOf("Memory budget per GPU"), qPrintable(ways->title));
    QVERIFY(title < text.indexOf("Where the step's time goes"));
    QVERIFY(text.contains(FitLeverText::change(levers.front(), m.locale).section(',', 0, 0)));
}

// The bundled card under each other framework follows where its step's time goes; CSV and JSON
// carry each row's `--set` arguments, and the frameworks that cannot run the card are named.
void TestPdfReport::otherFrameworksFollowTheStepTime() {
    useLanguage("en");
    const ReportModel m = model("en", "");
    const ReportTable* frameworks = m.table("other_frameworks");
    QVERIFY(frameworks);
    QCOMPARE(frameworks->rows.size(), int(m.framework_levers.levers.size()));
    for (int i = 0; i < frameworks->rows.size(); ++i) {
        const FitLever& lever = m.framework_levers.levers[std::size_t(i)];
        QCOMPARE(frameworks->rows[i][0].value.toString(),
                 QString::fromStdString(setArguments(lever)));
        QCOMPARE(frameworks->rows[i][3].value.toDouble(), lever.plan.compute.step_time_s);
    }
    QVERIFY(frameworks->note.contains("Cannot run this card: KempnerForge (training.method: "));
    const QString path = output_.filePath("frameworks.pdf");
    QString error;
    QVERIFY2(writePdfReport(m, path, &error), qPrintable(error));
    const QString text = pdfText(path);
    QVERIFY(text.indexOf(frameworks->title) > text.indexOf("Where the step's time goes"));
    const int decisions = text.indexOf("The decision under each training framework");
    QVERIFY(decisions > text.indexOf("Decision") && decisions < text.indexOf("Every GPU side"));
    QVERIFY(text.contains("Megatron-LM"));
}

// A GPU without the card's precision (MXFP8 before Blackwell) has no step: its column of the
// step-time table has a dash in every row, not 0 ms, while the Blackwell GPUs keep theirs.
void TestPdfReport::unsupportedGpuHasNoStep() {
    useLanguage("en");
    RunCard mxfp8 = card_;
    mxfp8.training.precision = Precision::Mxfp8;
    const CardPlanner planner(mxfp8, presetLibrary(), gpuCatalog());
    const ReportModel m =
        buildReportModel(planner, {cardPath_, QString(), QString()}, "en", localeFor("en"));
    const ReportTable* steps = m.table("step_time");
    QVERIFY(steps);
    int unsupported = 0, supported = 0;
    for (std::size_t i = 0; i < m.comparison.size(); ++i) {
        const bool runs = m.comparison[i].plan.unsupported.empty();
        for (const QList<ReportCell>& row : steps->rows) {
            const ReportCell& cell = row[int(i) + 1];
            if (runs) {
                QVERIFY(cell.value.isValid());
            } else {
                QCOMPARE(cell.display, QString::fromUtf8("—"));
                QVERIFY(!cell.value.isValid());
            }
        }
        (runs ? supported : unsupported) += 1;
        if (runs)
            QVERIFY(steps->rows.back()[int(i) + 1].value.toDouble() > 0); // the step time
    }
    QVERIFY2(supported > 0 && unsupported > 0,
             qPrintable(QString("%1 run, %2 do not").arg(supported).arg(unsupported)));
}

// With RUNCARD_REPORT_SAMPLE_DIR set, writes the sample reports of docs/report-samples/ (the
// default card with storage, egress and a setup fee without a price, waiting cost 200 a day).
// With the whole catalog compared, a table with a column per GPU was set 21 columns wide and
// broke every number and GPU name into single letters; it is set as groups of at most 6 GPUs.
void TestPdfReport::wideTablesAreSetInEvenColumnGroups() {
    using Groups = QList<QPair<int, int>>;
    QCOMPARE(evenColumnGroups(20, 6), (Groups{{0, 5}, {5, 5}, {10, 5}, {15, 5}}));
    QCOMPARE(evenColumnGroups(7, 6), (Groups{{0, 4}, {4, 3}}));
    QCOMPARE(evenColumnGroups(6, 6), (Groups{{0, 6}}));
    QCOMPARE(evenColumnGroups(0, 6), Groups{});
    if (QStandardPaths::findExecutable("pdftotext").isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    useLanguage("en");
    const ReportModel m = model("en", "");
    QCOMPARE(int(m.comparison.size()), int(gpuCatalog().gpus.size()));
    const QString path = output_.filePath("wide.pdf");
    QString error;
    QVERIFY2(writePdfReport(m, path, &error), qPrintable(error));
    // The step-time table's header row once per group, each GPU's name in one of them.
    const QString text = pdfText(path);
    const int groups = int(evenColumnGroups(int(m.comparison.size()), 6).size());
    QCOMPARE(int(text.count("Per optimizer step")), groups);
    QCOMPARE(int(text.count("planner prediction: the step is", Qt::CaseInsensitive)), 1);
}

void TestPdfReport::samples() {
    const QString directory = qEnvironmentVariable("RUNCARD_REPORT_SAMPLE_DIR");
    if (directory.isEmpty())
        QSKIP("set RUNCARD_REPORT_SAMPLE_DIR to write the sample reports");
    RunCard sample = card_;
    sample.rental.options = {"storage-network", "egress-internet", "setup-fee"};
    sample.rental.waiting_cost_per_day = 200;
    const CardPlanner planner(sample, presetLibrary(), gpuCatalog());
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("tr")}) {
        QVERIFY(useLanguage(language));
        const ReportModel m = buildReportModel(planner, {cardPath_, QString(), QString()}, language,
                                               localeFor(language));
        QString error;
        QVERIFY2(writePdfReport(m, QDir(directory).filePath("report-" + language + ".pdf"), &error),
                 qPrintable(error));
        if (language == "en")
            QVERIFY(!exportReportData(m, QDir(directory).filePath("data"), &error).isEmpty());
    }
}

QTEST_MAIN(TestPdfReport)
#include "test_pdf_report.moc"
