// The typed settings wrapper: defaults from the key table, values round-trip through a temporary
// INI store, recent files stay ordered and bounded.
#include "ui/common/settings.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QTest>

using runcard::ui::Settings;

class TestSettings : public QObject {
    Q_OBJECT
private slots:
    void init() { Settings::useTemporaryStore(); }

    void temporaryStoreIsAFreshIniFile() {
        const QString file = Settings::instance().fileName();
        QVERIFY(file.endsWith(".ini"));
        QVERIFY(!file.startsWith(QDir::homePath() + "/.config"));
        Settings::useTemporaryStore();
        QVERIFY(Settings::instance().fileName() != file);
    }

    void defaultsComeFromTheKeyTable() {
        Settings& s = Settings::instance();
        QCOMPARE(s.language(), QString());
        QCOMPARE(s.autosaveSeconds(), 2);
        QVERIFY(s.recentFiles().isEmpty());
        QCOMPARE(Settings::storageName(Settings::Key::Language), QString("ui/language"));
        QCOMPARE(Settings::defaultValue(Settings::Key::AutosaveSeconds).toInt(), 2);
    }

    void valuesRoundTripThroughTheFile() {
        Settings& s = Settings::instance();
        s.setLanguage("tr");
        s.setValue(Settings::Key::AutosaveSeconds, 5);
        s.sync();
        QSettings raw(s.fileName(), QSettings::IniFormat);
        QCOMPARE(raw.value("ui/language").toString(), QString("tr"));
        QCOMPARE(raw.value("files/autosaveSeconds").toInt(), 5);
        QCOMPARE(s.language(), QString("tr"));
        QCOMPARE(s.autosaveSeconds(), 5);
        s.resetToDefaults();
        QCOMPARE(s.language(), QString());
        QCOMPARE(s.autosaveSeconds(), 2);
    }

    void recentFilesAreMostRecentFirstAndBounded() {
        Settings& s = Settings::instance();
        for (int i = 0; i < Settings::maxRecentFiles + 3; ++i)
            s.addRecentFile(QString("/cards/card%1.yaml").arg(i));
        QStringList files = s.recentFiles();
        QCOMPARE(files.size(), Settings::maxRecentFiles);
        QCOMPARE(files.first(), QString("/cards/card%1.yaml").arg(Settings::maxRecentFiles + 2));
        s.addRecentFile("/cards/card5.yaml");
        files = s.recentFiles();
        QCOMPARE(files.first(), QString("/cards/card5.yaml"));
        QCOMPARE(files.count("/cards/card5.yaml"), 1);
        s.removeRecentFile("/cards/card5.yaml");
        QVERIFY(!s.recentFiles().contains("/cards/card5.yaml"));
    }
};

QTEST_GUILESS_MAIN(TestSettings)
#include "test_settings.moc"
