// Switching the UI language at run time changes every visible text of every view: none stays
// empty, none stays English (apart from names that are the same in both languages), and numbers
// follow the Turkish locale. The .ts files hold no unfinished entry.
#include "ui/app/compare_view.h"
#include "ui/app/main_window.h"
#include "ui/app/memory_budget_view.h"
#include "ui/app/run_definition_view.h"
#include "ui/common/language_manager.h"
#include "ui_test_support.h"

#include <QDoubleSpinBox>
#include <QFile>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTest>

using namespace runcard::ui;

namespace {

// Texts that are written the same way in Turkish (product names among them).
const QStringList sameInBothLanguages{"GPU",   "config.json", "LoRA",  "MLP",
                                      "QLoRA", "GiB",         "Model", "Hugging Face Transformers"};

bool sameByDesign(const QString& text) {
    QString stripped = text;
    stripped.remove('&');
    return sameInBothLanguages.contains(stripped) ||
           QRegularExpression("^[0-9 .,%×]*$").match(stripped).hasMatch();
}

} // namespace

class TestLanguage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::initGuiTest(); }

    void followsTheSystemLocaleByDefault() {
        // LANG is pinned to en_US by CTest.
        LanguageManager::instance().restore();
        QCOMPARE(LanguageManager::instance().preference(), QString());
        QCOMPARE(LanguageManager::instance().language(), QString("en"));
    }

    void switchingChangesEveryVisibleText() {
        LanguageManager::instance().setPreference("en");
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        window.resize(1400, 900);
        window.show();
        QMap<QString, QString> english;
        // Every stage page is built; collect texts across all of them.
        for (int i = 0; i < MainWindow::stageCount; ++i) {
            window.showStage(MainWindow::Stage(i));
            QApplication::processEvents();
        }
        english = test::visibleTexts(&window);
        QVERIFY2(english.size() > 100, qPrintable(QString::number(english.size())));

        LanguageManager::instance().setPreference("tr");
        QApplication::processEvents();
        const QMap<QString, QString> turkish = test::visibleTexts(&window);
        QCOMPARE(turkish.keys(), english.keys());

        QStringList untranslated, empty;
        for (auto it = english.cbegin(); it != english.cend(); ++it) {
            const QString tr = turkish.value(it.key());
            if (!it.value().isEmpty() && tr.isEmpty())
                empty << it.key();
            if (it.value().isEmpty() && tr.isEmpty() && !it.key().contains("QLabel"))
                empty << it.key();
            if (!it.value().isEmpty() && tr == it.value() && !sameByDesign(tr))
                untranslated << tr;
        }
        QVERIFY2(empty.isEmpty(), qPrintable(empty.join("\n")));
        QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join("\n")));

        // Spot checks with the article's vocabulary.
        QVERIFY(turkish.values().contains(QString::fromUtf8("2   Bellek bütçesi")));
        QVERIFY(turkish.values().contains(QString::fromUtf8("Mikro parti")));
        QVERIFY(turkish.values().contains(QString::fromUtf8("Optimize edici")));
        // Derived texts follow the locale: the budget verdict has a decimal comma.
        window.showStage(MainWindow::Stage::Budget);
        QApplication::processEvents();
        QVERIFY(window.budgetView()->verdict().contains(QRegularExpression("\\d,\\d GiB")));
        // Spin boxes show Turkish numbers: "%10" for the margin.
        auto* margin =
            qobject_cast<QDoubleSpinBox*>(window.runView()->editorFor("hardware.memory_margin"));
        QCOMPARE(margin->text(), QString("%10"));

        // The planner's message under an invalid field is shown in Turkish too.
        auto* micro = qobject_cast<QSpinBox*>(window.runView()->editorFor("training.micro_batch"));
        micro->setValue(0);
        QCOMPARE(window.runView()->messageFor("training.micro_batch"),
                 QString::fromUtf8("en az 1 olmalı"));
        window.document()->undoStack()->undo();
        QVERIFY(window.runView()->messageFor("training.micro_batch").isEmpty());

        // And back: the English texts return exactly.
        LanguageManager::instance().setPreference("en");
        QApplication::processEvents();
        QCOMPARE(test::visibleTexts(&window), english);
        QCOMPARE(margin->text(), QString("10%"));
    }

    void choiceIsRemembered() {
        LanguageManager::instance().setPreference("tr");
        QCOMPARE(Settings::instance().language(), QString("tr"));
        LanguageManager::instance().setPreference(QString());
        QCOMPARE(Settings::instance().language(), QString());
        Settings::instance().setLanguage("tr");
        LanguageManager::instance().restore();
        QCOMPARE(LanguageManager::instance().language(), QString("tr"));
        LanguageManager::instance().setPreference("en");
    }

    void translationFilesHaveNoUnfinishedEntries_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("tr") << QString(RUNCARD_TRANSLATIONS_DIR "/runcard_tr.ts");
        QTest::newRow("en") << QString(RUNCARD_TRANSLATIONS_DIR "/runcard_en.ts");
    }
    void translationFilesHaveNoUnfinishedEntries() {
        QFETCH(QString, file);
        QFile ts(file);
        QVERIFY(ts.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(ts.readAll());
        QVERIFY(text.count("<message") > 300);
        QCOMPARE(text.count("type=\"unfinished\""), 0);
        QCOMPARE(text.count("<translation></translation>"), 0);
    }
};

QTEST_MAIN(TestLanguage)
#include "test_language.moc"
