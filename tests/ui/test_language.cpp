// Switching the UI language at run time changes every visible text of every view: none stays
// empty, none stays English (apart from names that are the same in both languages), and numbers
// follow the Turkish locale. The .ts files hold no unfinished entry.
#include "ui/app/compare_view.h"
#include "ui/app/main_window.h"
#include "ui/app/memory_budget_view.h"
#include "ui/app/plan_session.h"
#include "ui/app/run_card_document.h"
#include "ui/app/run_definition_view.h"
#include "ui/common/language_manager.h"
#include "ui/pilot/pilot_view.h"
#include "ui_test_support.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStatusBar>
#include <QTest>
#include <QTreeWidget>
#include <qcustomplot.h>

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

// Every text a user can see now, data included (unlike test::visibleTexts): labels (rich text
// stripped), buttons, group boxes, combo boxes, the rows of tables, trees and lists in view, chart
// axis labels, tick labels and legends, the status bar and the window title.
QStringList everyVisibleText(QMainWindow& window) {
    QStringList texts{window.windowTitle()};
    const auto plain = [](QString text) {
        // Field keys (<code>training.budget</code>) are the YAML's, the same in both languages.
        return text.remove(QRegularExpression("<code>.*?</code>"))
            .remove(QRegularExpression("<[^>]*>"))
            .replace("&nbsp;", " ");
    };
    for (QWidget* w : window.findChildren<QWidget*>()) {
        // Catalog texts included: the catalog files carry them in both languages.
        if (!w->isVisible())
            continue;
        if (auto* label = qobject_cast<QLabel*>(w))
            texts << plain(label->text()) << plain(label->toolTip());
        else if (auto* button = qobject_cast<QAbstractButton*>(w))
            texts << button->text() << plain(button->toolTip());
        else if (auto* group = qobject_cast<QGroupBox*>(w))
            texts << group->title();
        else if (auto* combo = qobject_cast<QComboBox*>(w))
            texts << combo->currentText();
        else if (auto* plot = qobject_cast<QCustomPlot*>(w)) {
            for (QCPAxis* axis : plot->axisRect()->axes())
                texts << axis->label() << axis->tickVectorLabels().toList();
            for (int i = 0; i < plot->legend->itemCount(); ++i)
                if (auto* item = qobject_cast<QCPPlottableLegendItem*>(plot->legend->item(i)))
                    texts << item->plottable()->name();
        } else if (auto* view = qobject_cast<QAbstractItemView*>(w)) {
            const QAbstractItemModel* model = view->model();
            if (!model)
                continue;
            for (int c = 0; c < model->columnCount(); ++c)
                texts << model->headerData(c, Qt::Horizontal).toString();
            std::function<void(const QModelIndex&)> walk = [&](const QModelIndex& parent) {
                for (int r = 0; r < model->rowCount(parent); ++r)
                    for (int c = 0; c < model->columnCount(parent); ++c) {
                        const QModelIndex index = model->index(r, c, parent);
                        texts << plain(model->data(index).toString());
                        if (c == 0)
                            walk(index);
                    }
            };
            walk({});
        }
    }
    texts.removeAll(QString());
    return texts;
}

// Words that only an English sentence has, and letters only Turkish has: a text showing one in the
// other language's UI is a leftover of the previous language.
const QRegularExpression englishMarker(
    "\\b(the|of|and|with|per|fits|memory|steps|tokens|running|finished|missing|cannot|must|"
    "should|which|hours|days|from|run card|no pilot|headroom|budget)\\b",
    QRegularExpression::CaseInsensitiveOption);
const QRegularExpression
    turkishMarker(QString::fromUtf8("[ıİşŞğĞ]|\\b(ve|için|bellek|sığıyor)\\b"));

QStringList leftovers(const QStringList& texts, const QRegularExpression& marker) {
    QStringList found;
    for (const QString& text : texts)
        if (marker.match(text).hasMatch())
            found << text.left(160);
    found.removeDuplicates();
    return found;
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
        QVERIFY(turkish.values().contains(QString::fromUtf8("Mikro yığın")));
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

    // Issue 11: a switch retranslates everything at once — data-bearing texts (verdicts, chart
    // ticks, the pilot's status) included — so no page shows a word of the other language.
    void switchLeavesNoTextOfTheOtherLanguage() {
        LanguageManager::instance().setPreference("en");
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        window.resize(1280, 720);
        window.show();
        window.pilotView()->feed("{\"event\":\"end\",\"protocol\":2,\"outcome\":\"completed\"}\n");
        for (const QString language : {"tr", "en", "tr"}) {
            LanguageManager::instance().setPreference(language);
            QStringList texts;
            for (int i = 0; i < MainWindow::stageCount; ++i) {
                window.showStage(MainWindow::Stage(i));
                QApplication::processEvents();
                for (QCustomPlot* plot : window.findChildren<QCustomPlot*>())
                    if (plot->isVisible())
                        plot->replot(); // tick labels are made on replot
                texts << everyVisibleText(window);
            }
            QVERIFY2(texts.size() > 200, qPrintable(QString::number(texts.size())));
            const QStringList found =
                leftovers(texts, language == "tr" ? englishMarker : turkishMarker);
            QVERIFY2(found.isEmpty(), qPrintable(language + ":\n" + found.join("\n")));
        }
        LanguageManager::instance().setPreference("en");
    }

    // A card without a plan says why in the language switched to, not in the one it was opened in.
    void reasonsForNoPlanFollowTheSwitch() {
        LanguageManager::instance().setPreference("en");
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        runcard::RunCard card = window.document()->card();
        card.hardware.gpu = "h200-sxm-141gb-x4";
        card.hardware.parallelism = runcard::Parallelism::FsdpFull;
        card.hardware.gpus_per_node = 8;
        window.document()->setCard(card, "hardware.gpus_per_node");
        QVERIFY(!window.session()->valid());
        QCOMPARE(window.session()->problems().size(), 1);
        QVERIFY(window.session()->problems().front().message.contains("comes in machines"));
        LanguageManager::instance().setPreference("tr");
        QCOMPARE(window.session()->problems().front().field, QString("hardware.gpus_per_node"));
        QVERIFY2(window.session()->problems().front().message.contains("en fazla 4 GPU’lu"),
                 qPrintable(window.session()->problems().front().message));
        LanguageManager::instance().setPreference("en");
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
