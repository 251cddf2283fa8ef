// Crash recovery: an unsaved card is autosaved; a new window offers it, restores it as an unsaved
// card, and a clean close removes the autosave.
#include "ui/app/main_window.h"
#include "ui/app/run_definition_view.h"
#include "ui_test_support.h"

#include <QDir>
#include <QFile>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace runcard;
using namespace runcard::ui;

class TestRecovery : public QObject {
    Q_OBJECT
private slots:
    void init() { test::initGuiTest(); }

    void autosaveRecoveryRestoresAnUnsavedCard() {
        RunCard edited;
        {
            // The first session edits the bundled card and "crashes" (never closes).
            // Destroying a window without close() is what a crash leaves: no close handler runs.
            auto window = std::make_unique<MainWindow>();
            QVERIFY(window->openCard(test::examplePath("lora.yaml")));
            auto* micro =
                qobject_cast<QSpinBox*>(window->runView()->editorFor("training.micro_batch"));
            micro->setValue(micro->value() + 5);
            auto* layers =
                qobject_cast<QSpinBox*>(window->runView()->editorFor("model.architecture.layers"));
            layers->setValue(30);
            edited = window->document()->card();
            QVERIFY(!RunCardDocument::hasRecovery());
            window->document()->autosaveNow();
            QVERIFY(RunCardDocument::hasRecovery());
            QCOMPARE(RunCardDocument::recoverySource(),
                     QFileInfo(test::examplePath("lora.yaml")).absoluteFilePath());
            window.reset();
            QVERIFY(RunCardDocument::hasRecovery());
        }
        MainWindow restored;
        prompt::setNextAnswer(prompt::Answer::Yes);
        QVERIFY(restored.startup(QString()));
        QVERIFY(prompt::lastMessage().contains("lora.yaml"));
        QVERIFY(restored.document()->card() == edited);
        QCOMPARE(restored.document()->card().model.architecture.layers, std::optional<int>(30));
        QVERIFY(restored.document()->isModified());
        QCOMPARE(restored.document()->path(),
                 QFileInfo(test::examplePath("lora.yaml")).absoluteFilePath());
        // The form shows the restored values.
        auto* micro =
            qobject_cast<QSpinBox*>(restored.runView()->editorFor("training.micro_batch"));
        QCOMPARE(micro->value(), edited.training.micro_batch);

        prompt::setNextAnswer(prompt::Answer::Discard);
        QVERIFY(restored.close());
        QVERIFY(!RunCardDocument::hasRecovery());
    }

    void decliningRecoveryOpensTheRequestedCardAndDropsTheAutosave() {
        {
            MainWindow crashed;
            QVERIFY(crashed.openCard(test::examplePath("lora.yaml")));
            qobject_cast<QSpinBox*>(crashed.runView()->editorFor("training.micro_batch"))
                ->setValue(7);
            crashed.document()->autosaveNow();
        }
        QVERIFY(RunCardDocument::hasRecovery());
        MainWindow window;
        prompt::setNextAnswer(prompt::Answer::No);
        QVERIFY(window.startup(test::examplePath("qlora.yaml")));
        QVERIFY(window.document()->path().endsWith("qlora.yaml"));
        QVERIFY(!window.document()->isModified());
        QVERIFY(!RunCardDocument::hasRecovery());
    }

    void anAutosaveWithAnInvalidValueComesBackMarked() {
        {
            MainWindow crashed;
            QVERIFY(crashed.openCard(test::examplePath("lora.yaml")));
            qobject_cast<QSpinBox*>(crashed.runView()->editorFor("training.micro_batch"))
                ->setValue(0);
            crashed.document()->autosaveNow();
        }
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
        {
            MainWindow crashed;
            QVERIFY(crashed.openCard(test::examplePath("lora.yaml")));
            qobject_cast<QSpinBox*>(crashed.runView()->editorFor("training.micro_batch"))
                ->setValue(3);
            crashed.document()->autosaveNow();
        }
        {
            // Damage the autosave after its header, as a crash mid-write on another tool could.
            QFile file(RunCardDocument::recoveryFilePath());
            QVERIFY(file.open(QIODevice::Append));
            file.write("training: [unclosed\n");
        }
        MainWindow window;
        prompt::setNextAnswer(prompt::Answer::Yes);
        QVERIFY(window.startup(test::examplePath("qlora.yaml")));
        QVERIFY(!RunCardDocument::hasRecovery()); // not offered again at the next start
        const QStringList kept = QDir(Settings::instance().recoveryDirectory())
                                     .entryList({"autosave-*.yaml"}, QDir::Files);
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
        qobject_cast<QSpinBox*>(window.runView()->editorFor("training.micro_batch"))->setValue(6);
        window.document()->autosaveNow();
        QVERIFY(RunCardDocument::hasRecovery());
        QTemporaryDir dir;
        QVERIFY(window.saveAs(dir.filePath("saved.yaml")));
        QVERIFY(!RunCardDocument::hasRecovery());
        // Nothing to autosave for a clean card.
        window.document()->autosaveNow();
        QVERIFY(!RunCardDocument::hasRecovery());
    }
};

QTEST_MAIN(TestRecovery)
#include "test_recovery.moc"
