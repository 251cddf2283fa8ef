// Crash recovery with real processes (the review's gui_scenarios, M6): windows of recovery_driver
// edit a card and are killed with SIGKILL or closed cleanly, alone or side by side; this process
// then starts a window on the same recovery folder and checks what it offers.
#include "ui/app/main_window.h"
#include "ui/app/recovery_store.h"
#include "ui/app/run_definition_view.h"
#include "ui_test_support.h"

#include <QApplication>
#include <QProcess>
#include <QTest>

using namespace runcard;
using namespace runcard::ui;

namespace {

QStringList autosaves() {
    return autosaveFiles(Settings::instance().recoveryDirectory());
}

// Starts a driver window; returns once it has made its edit.
std::unique_ptr<QProcess> startWindow(const QString& card, int micro, double seconds,
                                      const QString& end) {
    auto process = std::make_unique<QProcess>();
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert("QT_QPA_PLATFORM", "offscreen");
    process->setProcessEnvironment(environment);
    process->start(RUNCARD_RECOVERY_DRIVER,
                   {Settings::instance().recoveryDirectory(), test::examplePath(card),
                    QString::number(micro), QString::number(seconds), end});
    process->waitForReadyRead(30000);
    return process;
}

bool killedBySignal(QProcess& process) {
    process.waitForFinished(30000);
    return process.exitStatus() == QProcess::CrashExit;
}

int restoredMicroBatch(MainWindow& window) {
    return window.document()->card().training.micro_batch;
}

} // namespace

class TestRecoveryProcesses : public QObject {
    Q_OBJECT
private slots:
    void init() { test::initGuiTest(); }

    // A: an edit, then SIGKILL 3 s later: the autosave (2 s after the edit) brings it back.
    void aKilledWindowsEditComesBack() {
        auto window = startWindow("lora.yaml", 9, 3, "kill");
        QVERIFY(killedBySignal(*window));
        QCOMPARE(autosaves().size(), 1);
        MainWindow restored;
        prompt::setNextAnswer(prompt::Answer::Yes);
        QVERIFY(restored.startup(QString()));
        QCOMPARE(restoredMicroBatch(restored), 9);
        QVERIFY(restored.document()->path().endsWith("lora.yaml"));
    }

    // C: one window is killed; another, on another card, closes cleanly afterwards. The clean
    // close removes only its own autosave.
    void aCleanCloseElsewhereKeepsTheCrashedWindowsAutosave() {
        auto crashing = startWindow("lora.yaml", 9, 3, "kill");
        auto closing = startWindow("qlora.yaml", 7, 5, "close");
        QVERIFY(killedBySignal(*crashing));
        QVERIFY(closing->waitForFinished(30000));
        QCOMPARE(closing->exitStatus(), QProcess::NormalExit);
        QCOMPARE(autosaves().size(), 1);
        MainWindow restored;
        prompt::setNextAnswer(prompt::Answer::Yes);
        QVERIFY(restored.startup(QString()));
        QCOMPARE(restoredMicroBatch(restored), 9);
    }

    // D: two windows killed side by side: both edits come back, each in its own window.
    void twoKilledWindowsBothComeBack() {
        auto first = startWindow("lora.yaml", 9, 3, "kill");
        auto second = startWindow("qlora.yaml", 7, 3, "kill");
        QVERIFY(killedBySignal(*first));
        QVERIFY(killedBySignal(*second));
        QCOMPARE(autosaves().size(), 2);
        MainWindow window;
        prompt::setNextAnswers({prompt::Answer::Yes, prompt::Answer::Yes});
        QVERIFY(window.startup(test::examplePath("lora.yaml")));
        QCOMPARE(restoredMicroBatch(window), 9);
        MainWindow* other = nullptr;
        for (QWidget* widget : QApplication::topLevelWidgets())
            if (auto* candidate = qobject_cast<MainWindow*>(widget);
                candidate && candidate != &window)
                other = candidate;
        QVERIFY(other);
        QCOMPARE(restoredMicroBatch(*other), 7);
        delete other;
    }

    // E: while a window runs with an autosaved edit, a new window answering "No" neither sees
    // nor deletes it; once the running window is killed, its autosave is offered.
    void aRunningWindowsAutosaveSurvivesANo() {
        // It would kill itself after a minute; the test kills it (SIGKILL) once it has checked.
        auto running = startWindow("lora.yaml", 9, 60, "kill");
        QTRY_COMPARE_WITH_TIMEOUT(autosaves().size(), 1, 6000);
        {
            MainWindow starting;
            prompt::setNextAnswers({prompt::Answer::No, prompt::Answer::No});
            prompt::setNonInteractive(true);
            QVERIFY(starting.startup(test::examplePath("qlora.yaml")));
            QVERIFY(starting.document()->path().endsWith("qlora.yaml"));
        }
        QCOMPARE(autosaves().size(), 1);
        running->kill();
        QVERIFY(killedBySignal(*running));
        MainWindow restored;
        prompt::setNextAnswer(prompt::Answer::Yes);
        QVERIFY(restored.startup(QString()));
        QCOMPARE(restoredMicroBatch(restored), 9);
    }

    // An edit younger than the autosave delay (2 s) is what a kill can still lose.
    void aKillBeforeTheDelayLeavesNothing() {
        auto window = startWindow("lora.yaml", 9, 0.2, "kill");
        QVERIFY(killedBySignal(*window));
        QCOMPARE(autosaves().size(), 0);
    }
};

QTEST_MAIN(TestRecoveryProcesses)
#include "test_recovery_processes.moc"
