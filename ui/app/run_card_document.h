// The open run card: its content, file, modified state, undo history, validation and its own
// crash-recovery autosave (ui/app/recovery_store.h). Views edit it only through setCard(), so
// every edit is undoable.
#pragma once

#include "planner/diagnostics.h"
#include "planner/run_card.h"
#include "ui/app/recovery_store.h"

#include <QObject>
#include <QString>
#include <QTimer>
#include <QUndoStack>
#include <memory>

namespace runcard::ui {

class RunCardDocument : public QObject {
    Q_OBJECT
public:
    explicit RunCardDocument(QObject* parent = nullptr);
    ~RunCardDocument() override;

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
    // validateRunCard() of the current content, refreshed on every change, after the values the
    // opened file had that could not be read (kept until that field is edited or the card saved).
    const Diagnostics& diagnostics() const { return diagnostics_; }

    // Reads a YAML card. On failure nothing changes and `error` holds every diagnostic, one a line.
    bool open(const QString& path, QString* error);
    // A new unsaved card with the template's content, named "Untitled (from template)" until it is
    // saved; the template never lands in Recent. False (nothing changes) when it cannot be read.
    bool newFromTemplate(const QString& templatePath, QString* error);
    bool isFromTemplate() const { return fromTemplate_ && path_.isEmpty(); }
    // Atomic save through the planner (temporary file + rename). Clears the modified state.
    bool saveAs(const QString& path, QString* error);

    // Crash recovery. Unsaved edits are written to this document's own autosave a few seconds
    // after the first of them (Settings::autosaveSeconds); saving or a clean close removes it.
    QString recoveryFilePath() const; // "" until the first autosave
    void autosaveNow();
    void discardRecovery();
    // Restores an orphaned autosave as an unsaved card and takes the slot over (later autosaves
    // go to it). When it cannot be read back it is kept aside under a new name, `error` says
    // where, and false is returned.
    bool restoreRecovery(std::unique_ptr<RecoverySlot> slot, QString* error);

signals:
    void cardChanged();
    void pathChanged();
    void modifiedChanged(bool modified);

private:
    friend class SetCardCommand;
    void apply(const RunCard& card);
    void replace(const RunCard& card, const QString& path, bool modified, Diagnostics unreadable);
    void revalidate();
    void scheduleAutosave();

    RunCard card_;
    QString path_;
    Diagnostics diagnostics_;
    Diagnostics unreadable_; // values of the opened file that could not be read
    QUndoStack undo_;
    QTimer autosaveTimer_;
    bool forcedModified_ = false;
    bool fromTemplate_ = false;
    std::unique_ptr<RecoverySlot> recovery_; // null until the first autosave
};

} // namespace runcard::ui
