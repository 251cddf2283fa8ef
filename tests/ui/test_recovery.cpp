// Crash recovery, one autosave per open card: an unsaved edit is on disk within seconds; a window
// that crashed (destroyed without a close) leaves its autosave, which the next start offers as an
// unsaved card; a clean close or a "No" removes only that card's autosave, never the autosave of
// a card still open in another window; every orphan is offered, each in a window of its own.
// (tests/ui/test_recovery_processes.cpp does the same with real processes and SIGKILL.)
#include "ui/app/main_window.h"
#include "ui/app/recovery_store.h"
#include "ui/app/run_definition_view.h"
#include "ui_test_support.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace runcard;
using namespace runcard::ui;

namespace {

QStringList autosaves() {
    return autosaveFiles(Settings::instance().recoveryDirectory());
}

QSpinBox* microBatch(MainWindow& window) {
    return qobject_cast<QSpinBox*>(window.runView()->editorFor("training.micro_batch"));
}

// Opens `card`, sets the micro-batch (to a value the example does not have) and autosaves at once.
// The window stays open.
std::unique_ptr<MainWindow> editedWindow(const QString& card, int micro) {
    auto window = std::make_unique<MainWindow>();
    if (!window->openCard(test::examplePath(card)))
        return nullptr;
    microBatch(*window)->setValue(micro);
    window->document()->autosaveNow();
    return window;
}

QList<MainWindow*> otherMainWindows(const MainWindow* except) {
    QList<MainWindow*> windows;
    for (QWidget* widget : QApplication::topLevelWidgets())
        if (auto* window = qobject_cast<MainWindow*>(widget); window && window != except)
            windows << window;
    return windows;
}

QString absoluteExample(const QString& card) {
    return QFileInfo(test::examplePath(card)).absoluteFilePath();
}

} // namespace

class TestRecovery : public QObject {
    Q_OBJECT
private slots:
    void init() { test::initGuiTest(); }

    void autosaveRecoveryRestoresAnUnsavedCard() {
        RunCard edited;
        {
            // Destroying a window without close() is what a crash leaves: no close handler runs.
            auto window = std::make_unique<MainWindow>();
            QVERIFY(window->openCard(test::examplePath("lora.yaml")));
            microBatch(*window)->setValue(microBatch(*window)->value() + 5);
            auto* layers =
                qobject_cast<QSpinBox*>(window->runView()->editorFor("model.architecture.layers"));
            layers->setValue(30);
            edited = window->document()->card();
            QVERIFY(autosaves().isEmpty());
            window->document()->autosaveNow();
            QCOMPARE(autosaves(), QStringList{window->document()->recoveryFilePath()});
            window.reset();
            QCOMPARE(autosaves().size(), 1);
        }
        MainWindow restored;
        prompt::setNextAnswer(prompt::Answer::Yes);
        QVERIFY(restored.startup(QString()));
        QVERIFY(prompt::lastMessage().contains("lora.yaml"));
        QVERIFY(restored.document()->card() == edited);
        QCOMPARE(restored.document()->card().model.architecture.layers, std::optional<int>(30));
        QVERIFY(restored.document()->isModified());
        QCOMPARE(restored.document()->path(), absoluteExample("lora.yaml"));
        QCOMPARE(microBatch(restored)->value(), edited.training.micro_batch);
        // The restored card goes on autosaving to the same file.
        QCOMPARE(restored.document()->recoveryFilePath(), autosaves().value(0));

        prompt::setNextAnswer(prompt::Answer::Discard);
        QVERIFY(restored.close());
        QVERIFY(autosaves().isEmpty());
    }

    // Review M6: an edit killed within 30 s was lost; now it is on disk within a few seconds.
    void anEditIsOnDiskWithinSeconds() {
        MainWindow window;
        QVERIFY(window.openCard(test::examplePath("lora.yaml")));
        microBatch(window)->setValue(9);
        QVERIFY(autosaves().isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(autosaves().size(), 1, 5000);
        QFile file(autosaves().first());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("micro_batch: 9"));
    }

    // Review M6, scenario C/D: two windows, two autosaves; one clean close removes only its own.
    void eachWindowHasItsOwnAutosave() {
        auto first = editedWindow("lora.yaml", 9);
        auto second = editedWindow("qlora.yaml", 7);
        QVERIFY(first && second);
        QCOMPARE(autosaves().size(), 2);
        prompt::setNextAnswer(prompt::Answer::Discard);
        QVERIFY(second->close());
        QCOMPARE(autosaves(), QStringList{first->document()->recoveryFilePath()});
        first.reset(); // crashes
        MainWindow window;
        prompt::setNextAnswer(prompt::Answer::Yes);
        QVERIFY(window.startup(QString()));
        QCOMPARE(window.document()->path(), absoluteExample("lora.yaml"));
        QCOMPARE(window.document()->card().training.micro_batch, 9);
    }

    // Review M6, scenario E: a window starting while another runs neither offers nor deletes the
    // running window's autosave, whatever the user answers.
    void aRunningWindowsAutosaveIsLeftAlone() {
        auto running = editedWindow("lora.yaml", 9);
        QVERIFY(running);
        const QString file = running->document()->recoveryFilePath();
        {
            MainWindow starting;
            prompt::setNextAnswers({prompt::Answer::No, prompt::Answer::No});
            QVERIFY(starting.startup(test::examplePath("qlora.yaml")));
            QVERIFY(starting.document()->path().endsWith("qlora.yaml"));
            QVERIFY(!starting.document()->isModified());
            prompt::setNextAnswer(prompt::Answer::Discard);
            QVERIFY(starting.close());
        }
        QCOMPARE(autosaves(), QStringList{file});
        running.reset(); // now it crashes: its autosave is an orphan
        MainWindow next;
        prompt::setNextAnswer(prompt::Answer::Yes);
        QVERIFY(next.startup(QString()));
        QCOMPARE(next.document()->card().training.micro_batch, 9);
    }

    // Every orphan is offered: the requested card's first, into this window; the others in new
    // windows.
    void everyOrphanIsOfferedInItsOwnWindow() {
        editedWindow("lora.yaml", 9).reset();
        editedWindow("qlora.yaml", 7).reset();
        QCOMPARE(autosaves().size(), 2);
        MainWindow window;
        prompt::setNextAnswers({prompt::Answer::Yes, prompt::Answer::Yes});
        QVERIFY(window.startup(test::examplePath("qlora.yaml")));
        QCOMPARE(window.document()->path(), absoluteExample("qlora.yaml"));
        QCOMPARE(window.document()->card().training.micro_batch, 7);
        const QList<MainWindow*> others = otherMainWindows(&window);
        QCOMPARE(others.size(), 1);
        QCOMPARE(others.first()->document()->path(), absoluteExample("lora.yaml"));
        QCOMPARE(others.first()->document()->card().training.micro_batch, 9);
        QVERIFY(others.first()->isVisible());
        QCOMPARE(autosaves().size(), 2); // both still protected while the windows are open
        prompt::setNextAnswer(prompt::Answer::Discard);
        QVERIFY(others.first()->close()); // deletes itself
        QCOMPARE(autosaves(), QStringList{window.document()->recoveryFilePath()});
    }

    void keepForLaterOffersItAgain() {
        editedWindow("lora.yaml", 5).reset();
        {
            MainWindow window;
            prompt::setNextAnswer(prompt::Answer::Cancel);
            QVERIFY(window.startup(test::examplePath("qlora.yaml")));
            QVERIFY(window.document()->path().endsWith("qlora.yaml"));
            prompt::setNextAnswer(prompt::Answer::Discard);
            QVERIFY(window.close());
        }
        QCOMPARE(autosaves().size(), 1);
        MainWindow window;
        prompt::setNextAnswer(prompt::Answer::Yes);
        QVERIFY(window.startup(QString()));
        QCOMPARE(window.document()->card().training.micro_batch, 5);
    }

    void decliningRecoveryOpensTheRequestedCardAndDropsTheAutosave() {
        editedWindow("lora.yaml", 7).reset();
        QCOMPARE(autosaves().size(), 1);
        MainWindow window;
        prompt::setNextAnswer(prompt::Answer::No);
        QVERIFY(window.startup(test::examplePath("qlora.yaml")));
        QVERIFY(window.document()->path().endsWith("qlora.yaml"));
        QVERIFY(!window.document()->isModified());
        QVERIFY(autosaves().isEmpty());
    }

    void anAutosaveWithAnInvalidValueComesBackMarked() {
        editedWindow("lora.yaml", 0).reset();
        MainWindow window;
        prompt::setNextAnswer(prompt::Answer::Yes);
        QVERIFY(window.startup(test::examplePath("qlora.yaml")));
        // What the user typed is back in the form, marked with the planner's message.
        QCOMPARE(window.document()->card().training.micro_batch, 0);
        QVERIFY(window.document()->path().endsWith("lora.yaml"));
        QVERIFY(window.document()->isModified());
        bool marked = false;
        for (const auto& d : window.document()->diagnostics())
            marked = marked || d.field == "training.micro_batch";
        QVERIFY(marked);
    }

    void anAutosaveThatCannotBeReadBackIsKept() {
        QString path;
        {
            auto crashed = editedWindow("lora.yaml", 3);
            path = crashed->document()->recoveryFilePath();
        }
        {
            // Damage the autosave after its header, as a crash mid-write on another tool could.
            QFile file(path);
            QVERIFY(file.open(QIODevice::Append));
            file.write("training: [unclosed\n");
        }
        MainWindow window;
        prompt::setNextAnswer(prompt::Answer::Yes);
        QVERIFY(window.startup(test::examplePath("qlora.yaml")));
        QVERIFY(autosaves().isEmpty()); // not offered again at the next start
        const QStringList kept =
            QDir(Settings::instance().recoveryDirectory()).entryList({"kept-*.yaml"}, QDir::Files);
        QCOMPARE(kept.size(), 1);
        QVERIFY(prompt::lastMessage().contains(kept.first()));
        QFile file(QDir(Settings::instance().recoveryDirectory()).filePath(kept.first()));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("training: [unclosed")); // nothing is thrown away
        QVERIFY(window.document()->path().endsWith("qlora.yaml"));
    }

    void savedCardLeavesNoAutosave() {
        MainWindow window;
        QVERIFY(window.openCard(test::examplePath("lora.yaml")));
        microBatch(window)->setValue(6);
        window.document()->autosaveNow();
        QCOMPARE(autosaves().size(), 1);
        QTemporaryDir dir;
        QVERIFY(window.saveAs(dir.filePath("saved.yaml")));
        QVERIFY(autosaves().isEmpty());
        // Nothing to autosave for a clean card.
        window.document()->autosaveNow();
        QVERIFY(autosaves().isEmpty());
        // Undoing back to the saved content removes the autosave of the undone edit.
        microBatch(window)->setValue(8);
        window.document()->autosaveNow();
        QCOMPARE(autosaves().size(), 1);
        window.document()->undoStack()->undo();
        window.document()->autosaveNow();
        QVERIFY(autosaves().isEmpty());
    }
};

QTEST_MAIN(TestRecovery)
#include "test_recovery.moc"
