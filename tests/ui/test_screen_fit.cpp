// Issue 11 item 2: the window fits the screens people have — 1280×720 at 100 % and 1920×1080 at
// 150 % (the same 1280×720 logical pixels, less a taskbar and a title bar): its minimum size fits,
// every page scrolls instead of squeezing a widget below the size it needs, charts keep a readable
// height, and the first window is no larger than the screen.
#include "ui/app/compare_view.h"
#include "ui/app/gpu_comparison_model.h"
#include "ui/app/main_window.h"
#include "ui/app/memory_budget_view.h"
#include "ui/app/run_definition_view.h"
#include "ui/common/enum_names.h"
#include "ui/common/language_manager.h"
#include "ui/common/settings.h"
#include "ui_test_support.h"

#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QGroupBox>
#include <QLineEdit>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableView>
#include <QTest>
#include <qcustomplot.h>

using namespace runcard::ui;

namespace {

// Visible widgets smaller than their minimum size hint: a widget squeezed below that is clipped.
QStringList clippedWidgets(QWidget* root) {
    QStringList clipped;
    for (QWidget* w : root->findChildren<QWidget*>()) {
        const QWidget* parent = w->parentWidget();
        if (!w->isVisible() || qobject_cast<const QAbstractScrollArea*>(parent) ||
            qobject_cast<const QAbstractSpinBox*>(parent) || qobject_cast<const QComboBox*>(parent))
            continue; // scroll bars, viewports and editors' inner parts are sized by their owner
        if (auto* spin = qobject_cast<QAbstractSpinBox*>(w)) {
            // A spin box's hint covers its largest value (1e15 tokens); what must fit is the value
            // it shows.
            const QLineEdit* edit = spin->findChild<QLineEdit*>();
            const int needed = spin->fontMetrics().horizontalAdvance(spin->text()) + 4;
            if (edit && edit->width() < needed)
                clipped << QString("%1 \"%2\" shows \"%3\" in %4 px < %5")
                               .arg(w->metaObject()->className(), w->objectName(), spin->text())
                               .arg(edit->width())
                               .arg(needed);
            continue;
        }
        const QSize hint = w->minimumSizeHint();
        const QSize minimum = w->minimumSize();
        const QSize needed(std::max(hint.width(), minimum.width()),
                           std::max(hint.height(), minimum.height()));
        if ((needed.width() > 0 && w->width() < needed.width()) ||
            (needed.height() > 0 && w->height() < needed.height()))
            clipped << QString("%1 \"%2\" %3×%4 < %5×%6")
                           .arg(w->metaObject()->className(), w->objectName())
                           .arg(w->width())
                           .arg(w->height())
                           .arg(needed.width())
                           .arg(needed.height());
    }
    return clipped;
}

} // namespace

class TestScreenFit : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::initGuiTest(); }

    void fitsALaptopScreen_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        // 1280×720 less a title bar and a taskbar; 1920×1080 at 150 % is the same in logical px.
        QTest::newRow("en 1280x720") << "en" << QSize(1280, 720);
        QTest::newRow("tr 1280x720") << "tr" << QSize(1280, 720);
        QTest::newRow("en 1280x660 (taskbar)") << "en" << QSize(1280, 660);
        QTest::newRow("tr 1280x660 (taskbar)") << "tr" << QSize(1280, 660);
    }

    void fitsALaptopScreen() {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        LanguageManager::instance().setPreference(language);
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        const QSize minimum = window.minimumSizeHint();
        QVERIFY2(minimum.width() <= size.width() && minimum.height() <= size.height(),
                 qPrintable(QString("minimum %1×%2").arg(minimum.width()).arg(minimum.height())));
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (int i = 0; i < MainWindow::stageCount; ++i) {
            window.showStage(MainWindow::Stage(i));
            // A page's new minimum reaches its scroll area one layout request later, and the
            // scroll area's resize of the page one more: let the layouts settle.
            for (int pass = 0; pass < 3; ++pass)
                QApplication::processEvents();
            QCOMPARE(window.size(), size); // nothing forced the window larger
            const QStringList clipped = clippedWidgets(&window);
            QVERIFY2(clipped.isEmpty(),
                     qPrintable(QString("stage %1:\n").arg(i + 1) + clipped.join('\n')));
            // Charts keep a readable plot area (the review saw about 60 px).
            for (QCustomPlot* chart : window.findChildren<QCustomPlot*>())
                if (chart->isVisible())
                    QVERIFY2(chart->axisRect()->height() >= 120,
                             qPrintable(chart->objectName() + ": " +
                                        QString::number(chart->axisRect()->height())));
        }
        LanguageManager::instance().setPreference("en");
    }

    // Issue 11 item 2: about 40 training fields made the run card three columns wider than a
    // laptop. The form flows its groups into the columns the width allows, in both languages.
    void runCardNeedsNoHorizontalScrolling_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("minimumColumns");
        for (const QString language : {"en", "tr"}) {
            QTest::addRow("%s 1280x720", qPrintable(language)) << language << QSize(1280, 720) << 2;
            // 1920×1080 at 150 % less a 48 px taskbar and a title bar, in logical pixels.
            QTest::addRow("%s 1920x1080@150%%", qPrintable(language))
                << language << QSize(1280, 670) << 2;
            QTest::addRow("%s 1920x1080", qPrintable(language))
                << language << QSize(1920, 1080) << 3;
            // A window half a laptop wide still reflows instead of scrolling sideways.
            QTest::addRow("%s 700x720", qPrintable(language)) << language << QSize(700, 720) << 1;
        }
    }

    void runCardNeedsNoHorizontalScrolling() {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QFETCH(int, minimumColumns);
        LanguageManager::instance().setPreference(language);
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showStage(MainWindow::Stage::Run);
        QApplication::processEvents();
        auto* scroll = window.runView()->findChild<QScrollArea*>("runFormScroll");
        QVERIFY(scroll);
        QCOMPARE(scroll->horizontalScrollBar()->maximum(), 0);
        QVERIFY(!scroll->horizontalScrollBar()->isVisible());
        const QStringList clipped = clippedWidgets(window.runView());
        QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join('\n')));
        // Every group lies inside the visible width, and the width is used: groups side by side.
        QSet<int> columnsSeen;
        for (QGroupBox* group : scroll->widget()->findChildren<QGroupBox*>()) {
            const QRect shown(group->mapTo(scroll->viewport(), QPoint(0, 0)), group->size());
            QVERIFY2(shown.left() >= 0 && shown.right() < scroll->viewport()->width(),
                     qPrintable(group->title()));
            columnsSeen.insert(shown.left());
        }
        QVERIFY2(columnsSeen.size() >= minimumColumns,
                 qPrintable(QString::number(columnsSeen.size())));
        // No number editor stretched far beyond its value (the review saw a one-digit 320 px box).
        for (QAbstractSpinBox* spin : scroll->widget()->findChildren<QAbstractSpinBox*>())
            QVERIFY2(spin->width() < 320,
                     qPrintable(spin->objectName() + ": " + QString::number(spin->width())));
        LanguageManager::instance().setPreference("en");
    }

    // Issue 11 item 3: no horizontal scrolling of the comparison at 1440 px in either language;
    // the per-layout counts are hidden by default behind "Fewest GPUs" and come back from the
    // header's menu (a setting, so they stay).
    void compareNeedsNoHorizontalScrollingAt1440() {
        for (const QString language : {"en", "tr"}) {
            Settings::instance().resetToDefaults();
            LanguageManager::instance().setPreference(language);
            MainWindow window;
            QVERIFY(window.startup(test::examplePath("default.yaml")));
            window.resize(1440, 900);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.showStage(MainWindow::Stage::Compare);
            QApplication::processEvents();
            QTableView* table = window.compareView()->table();
            QVERIFY2(table->horizontalScrollBar()->maximum() == 0,
                     qPrintable(language + ": " +
                                QString::number(table->horizontalScrollBar()->maximum())));
            QVERIFY(!table->isColumnHidden(GpuComparisonModel::FewestColumn));
            QVERIFY(table->isColumnHidden(GpuComparisonModel::DdpColumn));
            // The recommended B200 row needs one GPU: "1 × Single GPU" ("Tek GPU" in Turkish).
            const QString fewest =
                table->model()->index(0, GpuComparisonModel::FewestColumn).data().toString();
            QVERIFY2(fewest.startsWith(QLocale().toString(1) + " × "), qPrintable(fewest));
            // A row that needs full sharding names it as the FSDP column does; the whole name is
            // in its tooltip.
            QAbstractItemModel* model = table->model();
            int fsdpRows = 0;
            for (int r = 0; r < model->rowCount(); ++r) {
                const QModelIndex cell = model->index(r, GpuComparisonModel::FewestColumn);
                if (!cell.data().toString().endsWith(QStringLiteral(" × FSDP")))
                    continue;
                ++fsdpRows;
                QCOMPARE(cell.data(Qt::ToolTipRole).toString(),
                         displayName(runcard::Parallelism::FsdpFull));
            }
            QVERIFY(fsdpRows > 0); // the 24 GB cards
        }
        Settings::instance().setValue(
            Settings::Key::CompareHiddenColumns,
            QStringList{"usable", "one_gpu", "zero2", "zero3", "fsdp"}); // DDP shown
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        QVERIFY(!window.compareView()->table()->isColumnHidden(GpuComparisonModel::DdpColumn));
        QVERIFY(window.compareView()->table()->isColumnHidden(GpuComparisonModel::Zero3Column));
        Settings::instance().resetToDefaults();
        LanguageManager::instance().setPreference("en");
    }

    void firstWindowFollowsTheScreen() {
        MainWindow window;
        const QSize available = window.screen()->availableGeometry().size();
        QVERIFY(window.width() <= available.width() && window.height() <= available.height());
        QVERIFY(window.width() >= std::min(1280, available.width()));
    }
};

QTEST_MAIN(TestScreenFit)
#include "test_screen_fit.moc"
