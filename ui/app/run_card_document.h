// The open run card: its content, file, modified state, undo history, validation and the
// crash-recovery autosave. Views edit it only through setCard(), so every edit is undoable.
#pragma once

#include "planner/diagnostics.h"
#include "planner/run_card.h"

#include <QObject>
#include <QString>
#include <QTimer>
#include <QUndoStack>

namespace runcard::ui {

class RunCardDocument : public QObject {
    Q_OBJECT
public:
    explicit RunCardDocument(QObject* parent = nullptr);

    const RunCard& card() const { return card_; }
    // Records an undoable edit; `field` (dotted path) lets consecutive edits of one field merge.
    void setCard(const RunCard& card, const QString& field = {});
    // Replaces the content without undo history (new, open, recovery).
    void reset(const RunCard& card, const QString& path, bool modified = false);

    // "" for a card that was never saved.
    QString path() const { return path_; }
    QString displayName() const;
    bool isModified() const { return !undo_.isClean() || forcedModified_; }
    QUndoStack* undoStack() { return &undo_; }
    // validateRunCard() of the current content, refreshed on every change.
    const Diagnostics& diagnostics() const { return diagnostics_; }

    // Reads a YAML card. On failure nothing changes and `error` holds every diagnostic, one a line.
    bool open(const QString& path, QString* error);
    // Atomic save through the planner (temporary file + rename). Clears the modified state.
    bool saveAs(const QString& path, QString* error);

    // Crash recovery: the autosave file and the card it belongs to.
    static QString recoveryFilePath();
    void autosaveNow();
    void discardRecovery();
    // When a recovery file exists: restores it as an unsaved card, returns true.
    bool restoreRecovery(QString* error);
    static bool hasRecovery();
    static QString recoverySource(); // path of the card the recovery belongs to ("" = new card)

signals:
    void cardChanged();
    void pathChanged();
    void modifiedChanged(bool modified);

private:
    friend class SetCardCommand;
    void apply(const RunCard& card);
    void scheduleAutosave();

    RunCard card_;
    QString path_;
    Diagnostics diagnostics_;
    QUndoStack undo_;
    QTimer autosaveTimer_;
    bool forcedModified_ = false;
};

} // namespace runcard::ui
