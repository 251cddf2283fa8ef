// Crash recovery files, one per open document: <folder>/autosave-<uuid>.yaml, each guarded by an
// advisory lock (flock(2)) on autosave-<uuid>.lock that its document holds while it is open. The
// kernel drops the lock when the process exits or is killed, so a starting window can tell the
// autosave of a card open elsewhere (locked: left alone) from an orphan (unlocked: offered), and
// a clean close in one window never touches another window's recovery.
#pragma once

#include <QDateTime>
#include <QList>
#include <QString>
#include <memory>
#include <vector>

namespace runcard::ui {

class RecoverySlot {
public:
    ~RecoverySlot(); // releases the lock; the file stays (a crash must leave it)
    RecoverySlot(const RecoverySlot&) = delete;
    RecoverySlot& operator=(const RecoverySlot&) = delete;

    // A fresh slot in `folder` (created when missing), locked; nullptr when the folder cannot be
    // written.
    static std::unique_ptr<RecoverySlot> create(const QString& folder);

    QString filePath() const { return path_; }
    // The card the autosave belongs to ("" for a card never saved), from the file's first line.
    QString source() const;
    QDateTime savedAt() const;
    // Writes durably (planner/durable_file.h); false with `error` set when it cannot.
    bool write(const QByteArray& contents, QString* error = nullptr) const;
    // Removes the autosave and its lock file: the recovery is no longer wanted.
    void discard();
    // Moves an autosave that cannot be read back out of the way, as <folder>/kept-<time>.yaml, so
    // that it is not offered again but nothing is lost. Returns the new path ("" on failure).
    QString keepAside();

private:
    friend std::vector<std::unique_ptr<RecoverySlot>> claimOrphanedAutosaves(const QString& folder);
    RecoverySlot(QString path, int lockFd);

    QString path_;
    int lockFd_ = -1;
};

// First line of every autosave; the planner's YAML reader skips it as a comment.
QString recoveryHeader(const QString& sourcePath);

// Every autosave in `folder` whose document is no longer open (its lock is free), locked for the
// caller so that two windows starting at once never offer the same one; newest first.
std::vector<std::unique_ptr<RecoverySlot>> claimOrphanedAutosaves(const QString& folder);

// Paths of the autosaves in `folder`, open or orphaned (for tests and diagnostics).
QStringList autosaveFiles(const QString& folder);

} // namespace runcard::ui
