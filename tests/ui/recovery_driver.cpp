// recovery_driver RECOVERY_DIR CARD MICRO_BATCH SECONDS kill|close
// A real Runcard window for test_recovery_processes: opens CARD, sets the micro-batch as a user
// would, then after SECONDS either dies by SIGKILL (no handler runs, as in a crash) or closes
// cleanly discarding the edit. Autosaves go to RECOVERY_DIR with the app's default delay.
#include "ui/app/main_window.h"
#include "ui/app/run_definition_view.h"
#include "ui/common/prompt.h"
#include "ui/common/settings.h"

#include <QApplication>
#include <QSpinBox>
#include <QTimer>
#include <csignal>
#include <cstdio>

using namespace runcard::ui;

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    if (argc != 6)
        return 64;
    Settings::useTemporaryStore();
    Settings::instance().setValue(Settings::Key::RecoveryDirectory,
                                  QString::fromLocal8Bit(argv[1]));
    prompt::setNonInteractive(true);
    MainWindow window;
    if (!window.openCard(QString::fromLocal8Bit(argv[2])))
        return 65;
    window.show();
    qobject_cast<QSpinBox*>(window.runView()->editorFor("training.micro_batch"))
        ->setValue(QByteArray(argv[3]).toInt());
    std::printf("edited\n");
    std::fflush(stdout);
    const bool kill = QByteArray(argv[5]) == "kill";
    QTimer::singleShot(int(QByteArray(argv[4]).toDouble() * 1000), &window, [&] {
        if (kill)
            std::raise(SIGKILL);
        prompt::setNextAnswer(prompt::Answer::Discard);
        window.close();
        app.quit();
    });
    return app.exec();
}
