#include "ui/common/settings.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace runcard::ui {
namespace {

QString defaultRecoveryDirectory() {
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + "/recovery";
}

struct KeyEntry {
    const char* name;
    QVariant defaultValue;
};

// The key table: storage name and default of every setting.
KeyEntry entry(Settings::Key key) {
    using K = Settings::Key;
    switch (key) {
    case K::Language:
        return {"ui/language", QString()};
    case K::RecentFiles:
        return {"files/recent", QStringList()};
    case K::LastDirectory:
        return {"files/lastDirectory", QDir::homePath()};
    case K::WindowGeometry:
        return {"ui/windowGeometry", QByteArray()};
    case K::WindowState:
        return {"ui/windowState", QByteArray()};
    case K::AutosaveSeconds:
        return {"files/autosaveSeconds", 2}; // an edit is on disk within seconds
    case K::RecoveryDirectory:
        return {"files/recoveryDirectory", defaultRecoveryDirectory()};
    case K::UserGpuCatalog:
        return {"planner/userGpuCatalog", QString()};
    case K::UserPriceCatalog:
        return {"cost/userPriceCatalog", QString()};
    case K::PilotExecutable:
        return {"pilot/executable", QString()};
    case K::ReportDirectory:
        return {"report/directory", QDir::homePath()};
    case K::ReportLanguage:
        return {"report/language", QString()};
    case K::LastStage:
        return {"ui/lastStage", 0};
    case K::CompareHiddenColumns: // one click away; "Fewest GPUs" and "Throughput" show
        return {"compare/hiddenColumns",
                QStringList{"usable", "step_time", "one_gpu", "ddp", "zero2", "zero3", "fsdp"}};
    }
    return {"", QVariant()};
}

std::unique_ptr<Settings>& instanceSlot() {
    static std::unique_ptr<Settings> slot;
    return slot;
}

} // namespace

Settings::Settings(std::unique_ptr<QSettings> store) : store_(std::move(store)) {}

Settings& Settings::instance() {
    auto& slot = instanceSlot();
    if (!slot)
        slot.reset(new Settings(std::make_unique<QSettings>()));
    return *slot;
}

void Settings::useTemporaryStore() {
    // The folder lives as long as the process: tests may reopen the file.
    static QTemporaryDir folder;
    static int generation = 0;
    const QString path = folder.filePath(QString("settings-%1.ini").arg(++generation));
    instanceSlot().reset(new Settings(std::make_unique<QSettings>(path, QSettings::IniFormat)));
    instanceSlot()->setValue(Key::RecoveryDirectory,
                             folder.filePath(QString("recovery-%1").arg(generation)));
}

QVariant Settings::value(Key key) const {
    return store_->value(storageName(key), defaultValue(key));
}

void Settings::setValue(Key key, const QVariant& value) {
    store_->setValue(storageName(key), value);
}

QVariant Settings::defaultValue(Key key) {
    return entry(key).defaultValue;
}

QString Settings::storageName(Key key) {
    return QString::fromLatin1(entry(key).name);
}

void Settings::resetToDefaults() {
    const QString recovery = recoveryDirectory();
    store_->clear();
    // A temporary store keeps its private recovery folder.
    if (store_->format() == QSettings::IniFormat)
        setValue(Key::RecoveryDirectory, recovery);
}

void Settings::sync() {
    store_->sync();
}

void Settings::addRecentFile(const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = recentFiles();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > maxRecentFiles)
        files.removeLast();
    setValue(Key::RecentFiles, files);
}

void Settings::removeRecentFile(const QString& path) {
    QStringList files = recentFiles();
    files.removeAll(QFileInfo(path).absoluteFilePath());
    setValue(Key::RecentFiles, files);
}

} // namespace runcard::ui
