// Issue 11 item 8: the desktop conventions of KeePassXC and qBittorrent — a toolbar with the main
// actions, Export in the File menu, Preferences kept in the typed settings, Undo/Redo texts that
// name the change, an About box with the licences and About Qt, a window icon, and the last page
// shown again in the next window.
#include "ui/app/about_dialog.h"
#include "ui/app/main_window.h"
#include "ui/app/preferences_dialog.h"
#include "ui/common/language_manager.h"
#include "ui/report/cost_view.h"
#include "ui_test_support.h"

#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>

using namespace runcard::ui;

namespace {

QAction* actionWithShortcut(QWidget* window, const QKeySequence& shortcut) {
    for (QAction* action : window->findChildren<QAction*>())
        if (action->shortcut() == shortcut)
            return action;
    return nullptr;
}

} // namespace

class TestDesktopConventions : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::initGuiTest(); }
    void init() {
        Settings::instance().resetToDefaults();
        LanguageManager::instance().setPreference("en");
    }

    void preferencesAreStoredAndShownAgain() {
        QStringList pricesUsed;
        const auto usePrices = [&pricesUsed](const QString& path) {
            pricesUsed << path;
            return QString();
        };
        {
            PreferencesDialog dialog(usePrices);
            dialog.findChild<QLineEdit*>("priceFile")->setText("/prices/mine.yaml");
            dialog.findChild<QLineEdit*>("pilotExecutable")
                ->setText(QCoreApplication::applicationFilePath());
            dialog.findChild<QSpinBox*>("autosaveSeconds")->setValue(17);
            auto* report = dialog.findChild<QComboBox*>("reportLanguage");
            report->setCurrentIndex(report->findData("tr"));
            QVERIFY(dialog.apply());
        }
        QCOMPARE(pricesUsed, QStringList{"/prices/mine.yaml"});
        // In the settings file under their keys, and read back by the next dialog.
        Settings::instance().sync();
        const QSettings file(Settings::instance().fileName(), QSettings::IniFormat);
        QCOMPARE(file.value("cost/userPriceCatalog").toString(), QString("/prices/mine.yaml"));
        QCOMPARE(file.value("pilot/executable").toString(),
                 QCoreApplication::applicationFilePath());
        QCOMPARE(file.value("files/autosaveSeconds").toInt(), 17);
        QCOMPARE(file.value("report/language").toString(), QString("tr"));
        QCOMPARE(Settings::instance().autosaveSeconds(), 17);
        PreferencesDialog again(usePrices);
        QCOMPARE(again.findChild<QLineEdit*>("priceFile")->text(), QString("/prices/mine.yaml"));
        QCOMPARE(again.findChild<QSpinBox*>("autosaveSeconds")->value(), 17);
        QCOMPARE(again.findChild<QComboBox*>("reportLanguage")->currentData().toString(),
                 QString("tr"));
    }

    void preferencesRefuseWhatCannotWork() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        QTemporaryDir folder;
        const QString badPrices = folder.filePath("prices.yaml");
        QFile file(badPrices);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("options: [this is not a price catalog\n");
        file.close();
        PreferencesDialog dialog(
            [&window](const QString& path) { return window.costView()->setUserPriceFile(path); });
        // A pilot executable that is not one: refused, named, nothing stored.
        dialog.findChild<QLineEdit*>("pilotExecutable")->setText(badPrices);
        dialog.findChild<QSpinBox*>("autosaveSeconds")->setValue(30);
        QVERIFY(!dialog.apply());
        auto* problem = dialog.findChild<QLabel*>("preferencesProblem");
        QVERIFY(problem->isVisibleTo(&dialog));
        QVERIFY2(problem->text().contains(badPrices), qPrintable(problem->text()));
        QCOMPARE(Settings::instance().autosaveSeconds(), 2);
        // A price file the cost page cannot read: refused with the cost page's reason.
        dialog.findChild<QLineEdit*>("pilotExecutable")->clear();
        dialog.findChild<QLineEdit*>("priceFile")->setText(badPrices);
        QVERIFY(!dialog.apply());
        QVERIFY(!problem->text().isEmpty());
        QCOMPARE(Settings::instance().autosaveSeconds(), 2);
        QCOMPARE(Settings::instance().value(Settings::Key::UserPriceCatalog).toString(), QString());
    }

    void undoAndRedoNameTheChange() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        QAction* undo = actionWithShortcut(&window, QKeySequence::Undo);
        QAction* redo = actionWithShortcut(&window, QKeySequence::Redo);
        QVERIFY(undo && redo);
        QCOMPARE(undo->text(), QString("&Undo"));
        runcard::RunCard card = window.document()->card();
        card.training.micro_batch += 1;
        window.document()->setCard(card, "training.micro_batch");
        QCOMPARE(undo->text(), QString("&Undo micro-batch change"));
        undo->trigger();
        QCOMPARE(redo->text(), QString("&Redo micro-batch change"));
        QCOMPARE(undo->text(), QString("&Undo"));
        card.training.lora.rank = 32;
        window.document()->setCard(card, "training.lora.rank");
        QCOMPARE(undo->text(), QString("&Undo LoRA rank change")); // capitals kept
        LanguageManager::instance().setPreference("tr");
        QApplication::processEvents(); // the language change reaches the window
        QVERIFY2(undo->text().contains("LoRA rank değeri"), qPrintable(undo->text()));
        QVERIFY2(!undo->text().contains("Undo"), qPrintable(undo->text()));
    }

    void lastPageIsShownInTheNextWindow() {
        {
            MainWindow first;
            QVERIFY(first.startup(test::examplePath("default.yaml")));
            QCOMPARE(first.currentStage(), MainWindow::Stage::Run);
            first.show();
            first.showStage(MainWindow::Stage::Cost);
            QVERIFY(first.close());
        }
        Settings::instance().sync();
        const QSettings file(Settings::instance().fileName(), QSettings::IniFormat);
        QCOMPARE(file.value("ui/lastStage").toInt(), int(MainWindow::Stage::Cost));
        MainWindow second;
        QCOMPARE(second.currentStage(), MainWindow::Stage::Cost);
    }

    void toolbarCarriesTheMainActions() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        auto* toolBar = window.findChild<QToolBar*>("mainToolBar");
        QVERIFY(toolBar);
        QStringList texts;
        for (QAction* action : toolBar->actions())
            if (!action->isSeparator()) {
                QVERIFY2(!action->icon().isNull(), qPrintable(action->text()));
                texts << action->text();
            }
        QCOMPARE(texts, (QStringList{"&New run card", "&Open…", "&Save", "&Undo", "&Redo",
                                     "Start pilot", "&Export PDF report…"}));
        // Export sits in the File menu and is disabled, with the reason, for an invalid card.
        QAction* exportPdf = toolBar->actions().last();
        QMenu* fileMenu = window.menuBar()->actions().first()->menu();
        QVERIFY(fileMenu->actions().contains(exportPdf));
        QVERIFY(exportPdf->isEnabled());
        runcard::RunCard card = window.document()->card();
        card.training.micro_batch = 0;
        window.document()->setCard(card, "training.micro_batch");
        QVERIFY(!exportPdf->isEnabled());
        QVERIFY2(exportPdf->toolTip().contains("errors"), qPrintable(exportPdf->toolTip()));
    }

    void runInLanguageSwitchesOnlyForTheWork() {
        QString inside;
        LanguageManager::instance().runInLanguage("tr", [&inside] {
            inside = QCoreApplication::translate("runcard::ui::MainWindow", "Start pilot");
        });
        QCOMPARE(inside, QString::fromUtf8("Pilotu başlat"));
        QCOMPARE(LanguageManager::instance().language(), QString("en"));
        QCOMPARE(QCoreApplication::translate("runcard::ui::MainWindow", "Start pilot"),
                 QString("Start pilot"));
        QCOMPARE(Settings::instance().language(), QString("en"));
    }

    void reportIsExportedInThePreferredLanguage() {
        Settings::instance().setValue(Settings::Key::ReportLanguage, "tr");
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        QTemporaryDir folder;
        const QString pdf = folder.filePath("report.pdf");
        QVERIFY(window.exportReport(pdf));
        QCOMPARE(window.currentStage(), MainWindow::Stage::Report);
        QCOMPARE(LanguageManager::instance().language(), QString("en")); // the UI stays English
        QCOMPARE(Settings::instance().language(), QString("en"));        // and so does the choice
        QProcess text;
        text.start("pdftotext", {pdf, "-"});
        if (!text.waitForFinished(60000) || text.exitCode() != 0)
            QSKIP("pdftotext is not available");
        const QString content = QString::fromUtf8(text.readAllStandardOutput());
        QVERIFY2(content.contains("GPU başına") || content.contains("Rapor"),
                 qPrintable(content.left(400)));
    }

    void aboutNamesTheLicencesAndTheWindowHasAnIcon() {
        AboutDialog about;
        const QString text = about.findChild<QLabel*>("aboutText")->text();
        for (const char* part : {"GNU GPL 3.0 or later", "QCustomPlot", "GNU LGPL 3.0", "LibTorch",
                                 "BSD 3-Clause", "yaml-cpp", "MIT", "href=\"https://"})
            QVERIFY2(text.contains(part), part);
        QVERIFY(about.findChild<QPushButton*>("aboutQt"));
        QVERIFY(applicationIcon().availableSizes().contains(QSize(32, 32)));
        MainWindow window;
        QVERIFY(!window.windowIcon().isNull());
        QVERIFY(window.windowIcon().availableSizes().contains(QSize(256, 256)));
    }
};

QTEST_MAIN(TestDesktopConventions)
#include "test_desktop_conventions.moc"
