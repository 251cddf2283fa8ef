// Issue 11 item 7: no English left in the Turkish UI — the bundled price options' names and the
// GPUs' interconnect and software-stack lines have Turkish texts (ui/common/catalog_texts.h).
#include "planner/price_catalog.h"
#include "ui/app/compare_view.h"
#include "ui/app/main_window.h"
#include "ui/common/catalog_texts.h"
#include "ui/common/language_manager.h"
#include "ui_test_support.h"

#include <QTest>

using namespace runcard::ui;

class TestCatalogTexts : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::initGuiTest(); }
    void cleanup() { LanguageManager::instance().setPreference("en"); }

    void everyKeyHasTurkishText() {
        LanguageManager::instance().setPreference("tr");
        QVERIFY(catalogTextKeys().size() >= 10);
        for (const QString& key : catalogTextKeys())
            QVERIFY2(catalogText(key.toStdString()) != key, qPrintable(key));
        QCOMPARE(catalogText("Provider setup fee"), QString::fromUtf8("Sağlayıcı kurulum ücreti"));
        // A text without a key stays as the catalog wrote it.
        QCOMPARE(catalogText("A made-up interconnect"), QString("A made-up interconnect"));
        LanguageManager::instance().setPreference("en");
        QCOMPARE(catalogText("Provider setup fee"), QString("Provider setup fee"));
    }

    void everyBundledPriceOptionHasAKey() {
        const runcard::PriceCatalog prices = runcard::PriceCatalog::bundled();
        QVERIFY(!prices.options.empty());
        for (const runcard::PriceOption& option : prices.options)
            QVERIFY2(catalogTextKeys().contains(QString::fromStdString(option.name)),
                     option.name.c_str());
    }

    void compareDetailsShowTheGpuInTurkish() {
        LanguageManager::instance().setPreference("tr");
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        window.show();
        window.showStage(MainWindow::Stage::Compare);
        QApplication::processEvents();
        const QString details = window.compareView()->findChild<QLabel*>("gpuDetails")->text();
        QVERIFY2(details.contains(QString::fromUtf8("üzerinden NVLink")), qPrintable(details));
        QVERIFY2(!details.contains("through NVSwitch"), qPrintable(details));
    }
};

QTEST_MAIN(TestCatalogTexts)
#include "test_catalog_texts.moc"
