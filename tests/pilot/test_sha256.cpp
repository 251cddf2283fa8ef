// SHA-256 against the FIPS 180-4 / NIST test vectors, and the step-time statistics.
#include "pilot/sha256.h"
#include "pilot/statistics.h"

#include <QTemporaryDir>
#include <QTest>
#include <fstream>
#include <string>

using namespace runcard::pilot;

class TestSha256 : public QObject {
    Q_OBJECT
private slots:
    void vectors_data() {
        QTest::addColumn<QByteArray>("message");
        QTest::addColumn<QString>("digest");
        QTest::newRow("empty")
            << QByteArray() << "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
        QTest::newRow("abc") << QByteArray("abc")
                             << "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
        QTest::newRow("448 bits")
            << QByteArray("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
            << "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1";
        QTest::newRow("896 bits")
            << QByteArray("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnop"
                          "jklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu")
            << "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1";
        QTest::newRow("million a")
            << QByteArray(1000000, 'a')
            << "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0";
    }
    void vectors() {
        QFETCH(QByteArray, message);
        QFETCH(QString, digest);
        QCOMPARE(QString::fromStdString(
                     sha256Hex(std::string_view(message.constData(), std::size_t(message.size())))),
                 digest);
    }

    void incrementalEqualsOneShot() {
        // Feeding odd-sized pieces that straddle block boundaries must give the same digest.
        const std::string text(1000, 'x');
        Sha256 pieces;
        for (std::size_t at = 0; at < text.size(); at += 37)
            pieces.update(std::string_view(text).substr(at, 37));
        QCOMPARE(pieces.hexDigest(), sha256Hex(text));
    }

    void fileDigestAndMissingFile() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("f.bin").toStdString();
        std::ofstream(path, std::ios::binary) << "abc";
        QCOMPARE(QString::fromStdString(sha256File(path)),
                 QString("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, sha256File(path + ".missing"));
    }

    void statistics_data() {
        QTest::addColumn<QList<double>>("values");
        QTest::addColumn<double>("median");
        QTest::addColumn<double>("p90");
        QTest::addColumn<double>("cv");
        QTest::addColumn<double>("min");
        QTest::addColumn<double>("max");
        QTest::addColumn<double>("meaningfulP90"); // -1: not reported
        QTest::newRow("odd") << QList<double>{3, 1, 2} << 2.0 << 3.0 << 0.5 << 1.0 << 3.0 << -1.0;
        QTest::newRow("even") << QList<double>{1, 2, 3, 4} << 2.5 << 4.0 << 0.5163977794943222
                              << 1.0 << 4.0 << -1.0;
        QTest::newRow("ten") << QList<double>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10} << 5.5 << 9.0
                             << 0.5504818825631803 << 1.0 << 10.0 << -1.0;
        // 20 values: rank 18, two above it, so the p90 is no longer one of the two largest.
        QList<double> twenty;
        for (int i = 20; i >= 1; --i)
            twenty << double(i);
        QTest::newRow("twenty") << twenty << 10.5 << 18.0 << 0.563436169819011 << 1.0 << 20.0
                                << 18.0;
        QTest::newRow("constant") << QList<double>{2, 2, 2} << 2.0 << 2.0 << 0.0 << 2.0 << 2.0
                                  << -1.0;
        QTest::newRow("one") << QList<double>{7} << 7.0 << 7.0 << 0.0 << 7.0 << 7.0 << -1.0;
    }
    void statistics() {
        QFETCH(QList<double>, values);
        const std::vector<double> v(values.begin(), values.end());
        QTEST(median(v), "median");
        QTEST(percentile(v, 90), "p90");
        QFETCH(double, cv);
        QVERIFY(std::abs(coefficientOfVariation(v) - cv) < 1e-12);
        QTEST(minimum(v), "min");
        QTEST(maximum(v), "max");
        QFETCH(double, meaningfulP90);
        const std::optional<double> p90 = percentileIfMeaningful(v, 90);
        QCOMPARE(p90.has_value(), meaningfulP90 >= 0);
        if (p90)
            QCOMPARE(*p90, meaningfulP90);
    }
};

QTEST_GUILESS_MAIN(TestSha256)
#include "test_sha256.moc"
