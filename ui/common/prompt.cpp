#include "ui/common/prompt.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>
#include <deque>
#include <optional>

namespace runcard::ui::prompt {
namespace {

std::deque<Answer> scriptedAnswers;
bool nonInteractive = false;
QString recordedMessage;

std::optional<Answer> takeScripted() {
    if (scriptedAnswers.empty())
        return std::nullopt;
    const Answer answer = scriptedAnswers.front();
    scriptedAnswers.pop_front();
    return answer;
}

} // namespace

void setNextAnswer(Answer answer) {
    scriptedAnswers = {answer};
}
void setNextAnswers(std::initializer_list<Answer> answers) {
    scriptedAnswers = answers;
}
void setNonInteractive(bool value) {
    nonInteractive = value;
}
QString lastMessage() {
    return recordedMessage;
}

Answer askUnsavedChanges(QWidget* parent, const QString& documentName) {
    recordedMessage = documentName;
    if (auto answer = takeScripted())
        return *answer;
    if (nonInteractive)
        return Answer::Cancel;
    QMessageBox box(QMessageBox::Warning, QCoreApplication::translate("Prompt", "Unsaved changes"),
                    QCoreApplication::translate("Prompt", "The run card “%1” has unsaved changes. "
                                                          "Save them before closing?")
                        .arg(documentName),
                    QMessageBox::NoButton, parent);
    QPushButton* save =
        box.addButton(QCoreApplication::translate("Prompt", "Save"), QMessageBox::AcceptRole);
    QPushButton* discard = box.addButton(QCoreApplication::translate("Prompt", "Discard"),
                                         QMessageBox::DestructiveRole);
    box.addButton(QCoreApplication::translate("Prompt", "Cancel"), QMessageBox::RejectRole);
    box.setDefaultButton(save);
    box.exec();
    if (box.clickedButton() == save)
        return Answer::Save;
    if (box.clickedButton() == discard)
        return Answer::Discard;
    return Answer::Cancel;
}

Answer askRestoreRecovery(QWidget* parent, const QString& details) {
    recordedMessage = details;
    if (auto answer = takeScripted())
        return *answer;
    if (nonInteractive)
        return Answer::Cancel; // unasked, nothing is thrown away
    QMessageBox box(
        QMessageBox::Question, QCoreApplication::translate("Prompt", "Recover unsaved run card"),
        QCoreApplication::translate("Prompt", "Runcard did not close cleanly last time. "
                                              "An autosaved copy of your run card was "
                                              "found.\n\n%1\n\nRestore it?")
            .arg(details),
        QMessageBox::NoButton, parent);
    QPushButton* restore =
        box.addButton(QCoreApplication::translate("Prompt", "Restore"), QMessageBox::AcceptRole);
    QPushButton* discard = box.addButton(
        QCoreApplication::translate("Prompt", "Discard", "recovery: delete the autosaved copy"),
        QMessageBox::DestructiveRole);
    // Escape or closing the box keeps the copy for the next start: nothing is lost by accident.
    QPushButton* later = box.addButton(QCoreApplication::translate("Prompt", "Keep for later"),
                                       QMessageBox::RejectRole);
    box.setDefaultButton(restore);
    box.setEscapeButton(later);
    box.exec();
    if (box.clickedButton() == restore)
        return Answer::Yes;
    return box.clickedButton() == discard ? Answer::No : Answer::Cancel;
}

void showError(QWidget* parent, const QString& title, const QString& text) {
    recordedMessage = text;
    if (nonInteractive)
        return;
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::NoButton, parent);
    box.addButton(QCoreApplication::translate("Prompt", "OK"), QMessageBox::AcceptRole);
    box.exec();
}

} // namespace runcard::ui::prompt
