// Opening files (issue 11 item 6): a broken YAML card says why in the window, with file, line and
// column, and the open card stays as it was; a card with bad values opens with the fields marked;
// a .yaml dropped on the window opens; "New run card" is "Untitled (from template)" and the
// bundled template never lands in Recent.
#include "planner/plan.h"
#include "planner/run_card_yaml.h"
#include "ui/app/main_window.h"
#include "ui/app/run_definition_view.h"
#include "ui_test_support.h"

#include <QDir>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QMimeData>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace runcard;
using namespace runcard::ui;

namespace {

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& text) {
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(text);
    return path;
}

QByteArray exampleText(const QString& name) {
    QFile file(test::examplePath(name));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestOpening : public QObject {
    Q_OBJECT
private slots:
    void init() { test::initGuiTest(); }

    void brokenYamlShowsItsErrorAndKeepsTheOpenCard() {
        QTemporaryDir dir;
        const QString broken = writeFile(dir, "broken.yaml", "name: x\nmodel: [unclosed\n");
        MainWindow window;
        QVERIFY(window.openCard(test::examplePath("lora.yaml")));
        const RunCard before = window.document()->card();
        const QString pathBefore = window.document()->path();
        QVERIFY(window.openError().isEmpty());

        QVERIFY(!window.openCard(broken));
        QCOMPARE(window.document()->path(), pathBefore);
        QVERIFY(window.document()->card() == before);
        QVERIFY(!window.document()->isModified());
        const QString error = window.openError();
        QVERIFY2(error.contains(QRegularExpression("broken\\.yaml:\\d+:\\d+")), qPrintable(error));
        QVERIFY(error.contains("unchanged"));
        QVERIFY(window.windowTitle().startsWith("lora.yaml"));
    }

    void brokenYamlAtStartupOpensNoBelievableCard() {
        QTemporaryDir dir;
        const QString broken = writeFile(dir, "broken.yaml", "training: {micro_batch: 4\n");
        MainWindow window;
        QVERIFY(window.startup(broken));
        QVERIFY(window.document()->isFromTemplate());
        QVERIFY(window.document()->path().isEmpty());
        QVERIFY2(window.windowTitle().startsWith("Untitled (from template)"),
                 qPrintable(window.windowTitle()));
        QVERIFY(window.openError().contains("broken.yaml:"));
    }

    void badValuesOpenWithTheFieldsMarked() {
        QTemporaryDir dir;
        QByteArray text = exampleText("lora.yaml");
        QVERIFY(text.contains("micro_batch: 4"));
        text.replace("micro_batch: 4", "micro_batch: two");
        text.replace("precision: bf16-mixed", "precision: bf17-mixed");
        const QString bad = writeFile(dir, "bad-values.yaml", text);
        MainWindow window;
        QVERIFY(window.openCard(bad));
        QCOMPARE(QFileInfo(window.document()->path()).fileName(), QString("bad-values.yaml"));
        QVERIFY(window.openError().isEmpty());
        QVERIFY(!window.runView()->messageFor("training.micro_batch").isEmpty());
        QVERIFY(!window.runView()->messageFor("training.precision").isEmpty());
        QVERIFY(!window.session()->valid()); // and no plan anywhere (test_views)
    }

    void droppedYamlOpens() {
        MainWindow window;
        QVERIFY(window.startup(QString()));
        const QString lora = test::examplePath("lora.yaml");
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(lora)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton,
                              Qt::NoModifier);
        QApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &drop);
        QCOMPARE(window.document()->path(), QFileInfo(lora).absoluteFilePath());

        QMimeData text;
        text.setUrls({QUrl::fromLocalFile(test::examplePath("../catalog/gpus.txt"))});
        QDragEnterEvent other(QPoint(10, 10), Qt::CopyAction, &text, Qt::LeftButton,
                              Qt::NoModifier);
        other.setAccepted(false);
        QApplication::sendEvent(&window, &other);
        QVERIFY(!other.isAccepted()); // only run cards
    }

    void newRunCardIsUntitledFromTheTemplate() {
        MainWindow window;
        QVERIFY(window.openCard(test::examplePath("lora.yaml")));
        window.newCard();
        QVERIFY(window.document()->isFromTemplate());
        QCOMPARE(window.document()->displayName(), QString("Untitled (from template)"));
        QVERIFY(!window.document()->isModified());
        for (const QString& recent : Settings::instance().recentFiles())
            QVERIFY2(!recent.endsWith("default.yaml"), qPrintable(recent));
    }

    // The template names its corpus relative to itself (../data/…): untitled, and then saved in
    // another folder, the card still names the same file, so Start pilot on first launch finds it.
    void templatePathsFollowTheCardWhenSaved() {
        MainWindow window;
        window.newCard();
        const QString corpus = QString::fromStdString(window.document()->card().data.path);
        QVERIFY2(QFileInfo(corpus).isAbsolute() && QFileInfo::exists(corpus), qPrintable(corpus));

        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath("cards/team"));
        const QString saved = dir.filePath("cards/team/first.yaml");
        QString error;
        QVERIFY2(window.document()->saveAs(saved, &error), qPrintable(error));
        const LoadResult reread = loadRunCard(saved.toStdString());
        QVERIFY(reread.ok());
        QCOMPARE(QFileInfo(
                     QString::fromStdString(cardRelativePath(*reread.card, reread.card->data.path)))
                     .canonicalFilePath(),
                 QFileInfo(corpus).canonicalFilePath());

        // A relative path of a saved card is rebased when it is saved elsewhere.
        RunCard card = *reread.card;
        card.data.path = "corpus.jsonl";
        const RunCard moved = cardMovedTo(card, dir.filePath("elsewhere/card.yaml").toStdString());
        QCOMPARE(QString::fromStdString(moved.data.path), QString("../cards/team/corpus.jsonl"));
        QCOMPARE(cardRelativePath(moved, moved.data.path), cardRelativePath(card, card.data.path));
    }
};

QTEST_MAIN(TestOpening)
#include "test_opening.moc"
