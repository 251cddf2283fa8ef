// One typed wrapper over QSettings: every key, its storage name and its default in one table.
// Tests call Settings::useTemporaryStore() so they never read or write the user's real settings.
#pragma once

#include <QSettings>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <memory>

namespace runcard::ui {

class Settings {
public:
    enum class Key {
        Language,             // "" = follow the system locale, else "en" / "tr"
        RecentFiles,          // most recent first
        LastDirectory,        // where the last file dialog was
        WindowGeometry,       // QByteArray from QWidget::saveGeometry
        WindowState,          // QByteArray from QMainWindow::saveState
        AutosaveSeconds,      // delay from an unsaved edit to its crash-recovery autosave
        RecoveryDirectory,    // where the autosave files live (one per open card)
        UserGpuCatalog,       // extra gpus.yaml the user added ("" = bundled only)
        UserPriceCatalog,     // price file for the cost view ("" = bundled)
        PilotExecutable,      // runcard-pilot to run ("" = next to the app)
        ReportDirectory,      // last folder a PDF report was written to
        ReportLanguage,       // language of exported PDF reports ("" = the UI language)
        LastStage,            // the page shown when the last window closed (MainWindow::Stage)
        CompareHiddenColumns, // keys of the Compare table's hidden columns (columnKey)
    };

    static Settings& instance();
    // Replaces the store with an empty INI file in a fresh temporary folder (tests).
    static void useTemporaryStore();

    QVariant value(Key key) const;
    void setValue(Key key, const QVariant& value);
    static QVariant defaultValue(Key key);
    static QString storageName(Key key);
    void resetToDefaults();
    void sync();

    QString language() const { return value(Key::Language).toString(); }
    void setLanguage(const QString& code) { setValue(Key::Language, code); }

    static constexpr int maxRecentFiles = 8;
    QStringList recentFiles() const { return value(Key::RecentFiles).toStringList(); }
    void addRecentFile(const QString& path); // moves it to the front, drops the oldest
    void removeRecentFile(const QString& path);

    int autosaveSeconds() const { return value(Key::AutosaveSeconds).toInt(); }
    QString recoveryDirectory() const { return value(Key::RecoveryDirectory).toString(); }
    QString fileName() const { return store_->fileName(); }

private:
    explicit Settings(std::unique_ptr<QSettings> store);
    std::unique_ptr<QSettings> store_;
};

} // namespace runcard::ui
