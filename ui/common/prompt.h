// The app's modal questions, scriptable so GUI tests never block on a dialog
// (the KeePassXC MessageBox::setNextAnswer pattern).
#pragma once

#include <QString>
#include <initializer_list>

class QWidget;

namespace runcard::ui::prompt {

enum class Answer { Save, Discard, Cancel, Yes, No };

// The next question returns `answer` without showing a dialog.
void setNextAnswer(Answer answer);
// The next questions return these answers, in order.
void setNextAnswers(std::initializer_list<Answer> answers);
// Tests: errors and notices are recorded (lastMessage) instead of shown.
void setNonInteractive(bool nonInteractive);
QString lastMessage();

// "The card has unsaved changes" — Save, Discard or Cancel.
Answer askUnsavedChanges(QWidget* parent, const QString& documentName);
// "An unsaved card was recovered" — Yes (restore), No (discard the recovery file) or Cancel (keep
// it for the next start; also the answer when nobody can be asked).
Answer askRestoreRecovery(QWidget* parent, const QString& details);
void showError(QWidget* parent, const QString& title, const QString& text);

} // namespace runcard::ui::prompt
