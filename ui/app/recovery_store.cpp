#include "ui/app/recovery_store.h"

#include "ui/report/report_export.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUuid>
#include <algorithm>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace runcard::ui {

namespace {

const QString kHeader = QStringLiteral("# runcard-recovery source: ");

QString lockPathFor(const QString& autosavePath) {
    QString path = autosavePath;
    path.chop(QStringLiteral(".yaml").size());
    return path + QStringLiteral(".lock");
}

// An exclusive, non-blocking flock on `path` (created when missing): the descriptor, or -1 when
// another open document holds it.
int lockFile(const QString& path) {
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0)
        return -1;
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

} // namespace

RecoverySlot::RecoverySlot(QString path, int lockFd) : path_(std::move(path)), lockFd_(lockFd) {}

RecoverySlot::~RecoverySlot() {
    if (lockFd_ >= 0)
        ::close(lockFd_); // drops the flock
}

std::unique_ptr<RecoverySlot> RecoverySlot::create(const QString& folder) {
    if (!QDir().mkpath(folder))
        return nullptr;
    const QString path = QDir(folder).filePath(
        QStringLiteral("autosave-%1.yaml").arg(QUuid::createUuid().toString(QUuid::WithoutBraces)));
    const int fd = lockFile(lockPathFor(path));
    if (fd < 0)
        return nullptr;
    return std::unique_ptr<RecoverySlot>(new RecoverySlot(path, fd));
}

QString RecoverySlot::source() const {
    QFile file(path_);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QString first = QString::fromUtf8(file.readLine()).trimmed();
    return first.startsWith(kHeader.trimmed()) ? first.mid(kHeader.size()).trimmed() : QString();
}

QDateTime RecoverySlot::savedAt() const {
    return QFileInfo(path_).lastModified();
}

bool RecoverySlot::write(const QByteArray& contents, QString* error) const {
    return writeFileDurably(path_, contents, error);
}

void RecoverySlot::discard() {
    QFile::remove(path_);
    // Unlinked while still locked, so no other window can claim it in between.
    QFile::remove(lockPathFor(path_));
}

QString RecoverySlot::keepAside() {
    const QString kept = QFileInfo(path_).dir().filePath(
        QStringLiteral("kept-%1-%2.yaml")
            .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")),
                 QFileInfo(path_).completeBaseName().section('-', 1, 1)));
    if (!QFile::rename(path_, kept))
        return {};
    QFile::remove(lockPathFor(path_));
    return kept;
}

QString recoveryHeader(const QString& sourcePath) {
    return kHeader + sourcePath + '\n';
}

std::vector<std::unique_ptr<RecoverySlot>> claimOrphanedAutosaves(const QString& folder) {
    std::vector<std::unique_ptr<RecoverySlot>> orphans;
    // Newest first; "autosave.yaml" is the single autosave of Runcard 0.1, still offered.
    const QFileInfoList files = QDir(folder).entryInfoList({QStringLiteral("autosave*.yaml")},
                                                           QDir::Files | QDir::Hidden, QDir::Time);
    for (const QFileInfo& file : files) {
        const int fd = lockFile(lockPathFor(file.absoluteFilePath()));
        if (fd < 0)
            continue;                                  // its document is open
        if (!QFile::exists(file.absoluteFilePath())) { // discarded by its owner between the listing
                                                       // and the lock
            QFile::remove(lockPathFor(file.absoluteFilePath()));
            ::close(fd);
            continue;
        }
        orphans.push_back(
            std::unique_ptr<RecoverySlot>(new RecoverySlot(file.absoluteFilePath(), fd)));
    }
    return orphans;
}

QStringList autosaveFiles(const QString& folder) {
    QStringList paths;
    for (const QFileInfo& file : QDir(folder).entryInfoList({QStringLiteral("autosave*.yaml")},
                                                            QDir::Files | QDir::Hidden, QDir::Name))
        paths << file.absoluteFilePath();
    return paths;
}

} // namespace runcard::ui
