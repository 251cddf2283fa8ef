// Issue 11 item 7 and issue 8 item 3: the catalogs' texts are shown in the UI language from the
// catalog files themselves (never looked up by their English text). With Turkish, every bundled
// GPU's interconnect, software-stack and caveat lines in the compare details, every price option's
// name and note in the cost view, and the report model's option names and source titles are the
// files' Turkish texts, with no English catalog text left; a live switch to English swaps them.
#include "planner/card_planner.h"
#include "planner/price_catalog.h"
#include "planner/run_card_yaml.h"
#include "ui/app/compare_view.h"
#include "ui/app/main_window.h"
#include "ui/common/catalog_texts.h"
#include "ui/common/language_manager.h"
#include "ui/common/planner_context.h"
#include "ui/report/cost_view.h"
#include "ui/report/report_model.h"
#include "ui_test_support.h"

#include <QListWidget>
#include <QTableView>
#include <QTest>

using namespace runcard;
using namespace runcard::ui;

namespace {

QString html(const std::string& text) {
    return QString::fromStdString(text).toHtmlEscaped();
}

// The bundled example card open on `stage`.
void openAt(MainWindow& window, MainWindow::Stage stage) {
    QVERIFY(window.startup(test::examplePath("default.yaml")));
    window.show();
    window.showStage(stage);
    QApplication::processEvents();
}

// With RUNCARD_DETAILS_SHOT_DIR set, saves the details pane of the last GPU shown (to look at).
void saveDetails(MainWindow& window, const QString& name) {
    const QString dir = qEnvironmentVariable("RUNCARD_DETAILS_SHOT_DIR");
    if (!dir.isEmpty())
        window.compareView()->findChild<QLabel*>("gpuDetails")->grab().save(dir + "/" + name);
}

// Selects every row of the compare table in turn; `check` gets the GPU shown and the details.
void forEveryComparedGpu(MainWindow& window,
                         const std::function<void(const GpuSpec&, const QString&)>& check) {
    CompareView* view = window.compareView();
    QTableView* table = view->table();
    auto* details = view->findChild<QLabel*>("gpuDetails");
    const int rows = table->model()->rowCount();
    QCOMPARE(rows, int(gpuCatalog().gpus.size()));
    for (int row = 0; row < rows; ++row) {
        table->setCurrentIndex(table->model()->index(row, 0));
        QApplication::processEvents();
        const QString text = details->text();
        const GpuSpec* shown = nullptr;
        for (const GpuSpec& gpu : gpuCatalog().gpus)
            if (text.contains("<b>" + html(gpu.name) + "</b>"))
                shown = &gpu;
        QVERIFY2(shown, qPrintable(text));
        check(*shown, text);
    }
}

} // namespace

class TestCatalogTexts : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::initGuiTest(); }
    void cleanup() { LanguageManager::instance().setPreference("en"); }

    void catalogTextPicksTheLanguageAndMarksEnglish() {
        const LocalizedText both{"Provider setup fee", "Sağlayıcı kurulum ücreti"};
        QCOMPARE(catalogText(both, "tr"), QString::fromUtf8("Sağlayıcı kurulum ücreti"));
        QCOMPARE(catalogText(both, "en"), QString("Provider setup fee"));
        // A user catalog's English-only text is shown marked in the Turkish UI.
        LanguageManager::instance().setPreference("tr");
        QCOMPARE(catalogText(LocalizedText{"Our fabric", {}}, "tr"),
                 QString::fromUtf8("Our fabric (İngilizce)"));
        QCOMPARE(catalogText(LocalizedText{"Our fabric", {}}, "en"), QString("Our fabric"));
    }

    void compareDetailsCarryEveryGpusTurkishText() {
        LanguageManager::instance().setPreference("tr");
        MainWindow window;
        openAt(window, MainWindow::Stage::Compare);
        int caveats = 0;
        forEveryComparedGpu(window, [&](const GpuSpec& gpu, const QString& text) {
            const char* id = gpu.id.c_str();
            QVERIFY2(text.contains(html(gpu.interconnect.tr)), id);
            QVERIFY2(text.contains(html(gpu.software_stack.tr)), id);
            QVERIFY2(!text.contains(html(gpu.interconnect.en)), id);
            QVERIFY2(!text.contains(html(gpu.software_stack.en)), id);
            for (const LocalizedText& caveat : gpu.caveats) {
                QVERIFY2(text.contains(html(caveat.tr)), qPrintable(html(caveat.tr)));
                QVERIFY2(!text.contains(html(caveat.en)), qPrintable(html(caveat.en)));
                ++caveats;
            }
            QVERIFY2(!text.contains(QString::fromUtf8("İngilizce")), id);
        });
        QVERIFY(caveats >= 50);
        saveDetails(window, "gpu-details-tr.png");
        // The comparison model's GPU tooltip names the interconnect in Turkish too.
        const QAbstractItemModel* model = window.compareView()->model();
        const QString tooltip = model->data(model->index(0, 0), Qt::ToolTipRole).toString();
        QVERIFY2(tooltip.contains(QString::fromUtf8("üzerinden NVLink")), qPrintable(tooltip));

        // A live switch shows the English texts at once.
        LanguageManager::instance().setPreference("en");
        QApplication::processEvents();
        forEveryComparedGpu(window, [&](const GpuSpec& gpu, const QString& text) {
            QVERIFY2(text.contains(html(gpu.interconnect.en)), gpu.id.c_str());
            QVERIFY2(!text.contains(html(gpu.interconnect.tr)), gpu.id.c_str());
            for (const LocalizedText& caveat : gpu.caveats)
                QVERIFY2(text.contains(html(caveat.en)), gpu.id.c_str());
        });
        saveDetails(window, "gpu-details-en.png");
    }

    void costViewOptionsFollowTheLanguage() {
        LanguageManager::instance().setPreference("tr");
        MainWindow window;
        openAt(window, MainWindow::Stage::Cost);
        auto* list = window.costView()->findChild<QListWidget*>("rentalOptions");
        QVERIFY(list);
        const PriceCatalog prices = PriceCatalog::bundled();
        QCOMPARE(list->count(), int(prices.options.size()));
        for (int i = 0; i < list->count(); ++i) {
            const PriceOption& option = prices.options[std::size_t(i)];
            QCOMPARE(list->item(i)->text(), QString::fromStdString(option.name.tr));
            QVERIFY2(list->item(i)->toolTip().contains(QString::fromStdString(option.note.tr)),
                     option.id.c_str());
        }
        LanguageManager::instance().setPreference("en");
        QApplication::processEvents();
        for (int i = 0; i < list->count(); ++i)
            QCOMPARE(list->item(i)->text(),
                     QString::fromStdString(prices.options[std::size_t(i)].name.en));
    }

    void reportModelCarriesTheReportLanguagesText() {
        RunCard card = loadRunCardOrThrow(test::examplePath("default.yaml").toStdString());
        const PriceCatalog prices = PriceCatalog::bundled();
        card.rental.options = prices.optionIds();
        const CardPlanner planner(card, presetLibrary(), gpuCatalog());
        for (const QString& language : {QStringLiteral("tr"), QStringLiteral("en")}) {
            ReportModel m;
            LanguageManager::instance().runInLanguage(language, [&] {
                m = buildReportModel(planner, {test::examplePath("default.yaml"), {}, {}}, language,
                                     QLocale(language));
            });
            const auto table = [&](const QString& id) {
                for (const ReportTable& t : m.tables)
                    if (t.id == id)
                        return t;
                return ReportTable{};
            };
            const ReportTable options = table("options");
            QCOMPARE(options.rows.size(), qsizetype(prices.options.size()));
            for (qsizetype i = 0; i < options.rows.size(); ++i)
                QCOMPARE(options.rows[i][0].display,
                         QString::fromStdString(
                             prices.options[std::size_t(i)].name.in(language.toStdString())));
            const ReportTable sources = table("sources");
            for (const PriceSource& source : prices.sources) {
                const QString shown =
                    QString::fromStdString(source.title.in(language.toStdString()));
                const QString other =
                    QString::fromStdString(source.title.in(language == "tr" ? "en" : "tr"));
                bool found = false;
                for (const auto& row : sources.rows) {
                    found = found || row[1].display == shown;
                    QVERIFY2(row[1].display != other, qPrintable(other));
                    // Bundled texts and dates are never marked as English.
                    for (const ReportCell& cell : row)
                        QVERIFY2(!cell.display.contains(QString::fromUtf8("İngilizce")),
                                 qPrintable(cell.display));
                }
                QVERIFY2(found, qPrintable(shown));
            }
        }
    }
};

QTEST_MAIN(TestCatalogTexts)
#include "test_catalog_texts.moc"
