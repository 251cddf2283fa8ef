// Display formatting per locale: Turkish decimal comma and leading percent sign, English point;
// durations and counts in the UI language.
#include "ui/common/formatting.h"
#include "ui/common/language_manager.h"
#include "ui/common/settings.h"

#include <QApplication>
#include <QTest>

using namespace runcard::ui;

namespace {
constexpr std::int64_t GiB = 1024LL * 1024 * 1024;
}

class TestFormatting : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Settings::useTemporaryStore(); }

    void gib_data() {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<qint64>("bytes");
        QTest::addColumn<int>("decimals");
        QTest::addColumn<QString>("expected");
        QTest::newRow("en 1.5") << "en_US" << qint64(GiB + GiB / 2) << 1 << "1.5 GiB";
        QTest::newRow("tr 1,5") << "tr_TR" << qint64(GiB + GiB / 2) << 1 << "1,5 GiB";
        QTest::newRow("tr 79,19") << "tr_TR" << qint64(85029158912) << 2 << "79,19 GiB";
        QTest::newRow("en 0") << "en_US" << qint64(0) << 1 << "0.0 GiB";
    }
    void gib() {
        QFETCH(QString, locale);
        QFETCH(qint64, bytes);
        QFETCH(int, decimals);
        QFETCH(QString, expected);
        QCOMPARE(formatGiB(bytes, decimals, QLocale(locale)), expected);
    }

    void signedGib() {
        QCOMPARE(formatSignedGiB(3 * GiB, 1, QLocale("en_US")), QString("+3.0 GiB"));
        QCOMPARE(formatSignedGiB(-GiB / 2, 1, QLocale("tr_TR")), QString::fromUtf8("−0,5 GiB"));
    }

    void percent_data() {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<double>("fraction");
        QTest::addColumn<int>("decimals");
        QTest::addColumn<QString>("expected");
        QTest::newRow("en") << "en_US" << 0.153 << 0 << "15%";
        QTest::newRow("tr sign first") << "tr_TR" << 0.153 << 0 << "%15";
        QTest::newRow("tr decimals") << "tr_TR" << 0.0052 << 2 << "%0,52";
        QTest::newRow("en decimals") << "en_US" << 0.0052 << 2 << "0.52%";
        QTest::newRow("tr negative") << "tr_TR" << -1.141 << 1 << "-%114,1";
        QTest::newRow("tr rounds to zero") << "tr_TR" << -0.0001 << 1 << "%0,0";
        QTest::newRow("en negative") << "en_US" << -1.141 << 1 << "-114.1%";
    }
    void percent() {
        QFETCH(QString, locale);
        QFETCH(double, fraction);
        QFETCH(int, decimals);
        QFETCH(QString, expected);
        QCOMPARE(formatPercent(fraction, decimals, QLocale(locale)), expected);
    }

    void numbers() {
        QCOMPARE(formatNumber(2.50, 2, QLocale("tr_TR")), QString("2,5"));
        QCOMPARE(formatNumber(1234567.0, 2, QLocale("tr_TR")), QString("1.234.567"));
        QCOMPARE(formatNumber(1234567.25, 2, QLocale("en_US")), QString("1,234,567.25"));
    }

    void durationsAndCountsInEnglish() {
        LanguageManager::instance().setPreference("en");
        const QLocale en("en_US");
        QCOMPARE(formatDuration(0.4204, en), QString("420 ms"));
        QCOMPARE(formatDuration(8.924, en), QString("8.92 s"));
        QCOMPARE(formatDuration(200, en), QString("3 min 20 s"));
        QCOMPARE(formatDuration(5 * 3600 + 12 * 60, en), QString("5 h 12 min"));
        QCOMPARE(formatDuration(3 * 86400 + 4 * 3600, en), QString("3 d 4 h"));
        QCOMPARE(formatCount(8.03e9, en), QString("8.03 B"));
        QCOMPARE(formatCount(41.9e6, en), QString("41.9 M"));
        QCOMPARE(formatTokensPerSecond(7346, en), QString("7,346 tokens/s"));
    }

    void durationsAndCountsInTurkish() {
        LanguageManager::instance().setPreference("tr");
        QCOMPARE(LanguageManager::instance().language(), QString("tr"));
        QCOMPARE(QLocale().language(), QLocale::Turkish); // the default locale follows
        QCOMPARE(formatDuration(8.924), QString("8,92 sn"));
        QCOMPARE(formatDuration(200), QString("3 dk 20 sn"));
        QCOMPARE(formatDuration(5 * 3600 + 12 * 60), QString("5 sa 12 dk"));
        QCOMPARE(formatCount(8.03e9), QString("8,03 milyar"));
        QCOMPARE(formatCount(41.9e6), QString("41,9 milyon"));
        QCOMPARE(formatTokensPerSecond(12.5e3), QString("12,5 bin token/sn"));
        QCOMPARE(formatGiB(GiB * 3 / 2), QString("1,5 GiB"));
        LanguageManager::instance().setPreference("en");
        QCOMPARE(formatDuration(200), QString("3 min 20 s"));
    }
};

QTEST_MAIN(TestFormatting)
#include "test_formatting.moc"
