// Reading input files: regular files only (a FIFO or /dev/zero is refused at once, never read),
// a size cap, and messages that name the file and say why.
#include "planner/file_io.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QtTest>
#include <filesystem>
#include <fstream>
#include <sys/stat.h>

using namespace runcard;

namespace {

QString refusal(const std::string& path, std::uint64_t cap = 1024) {
    try {
        readRegularFile(path, cap, "a test file");
    } catch (const InputError& e) {
        return QString::fromStdString(e.diagnostics().front().toString());
    }
    return "accepted";
}

} // namespace

class TestFileIo : public QObject {
    Q_OBJECT

private slots:
    void readsARegularFile() {
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/a.txt").toStdString();
        std::ofstream(path, std::ios::binary) << std::string("abc\0def", 7);
        QCOMPARE(readRegularFile(path, 7, "a test file"), std::string("abc\0def", 7));
        const RegularFile file(path);
        QCOMPARE(file.size(), std::uint64_t(7));
        QCOMPARE(file.read(4, 3), std::string("def"));
        try {
            file.read(5, 4);
            QFAIL("a read past the end was accepted");
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.diagnostics().front().toString()),
                     QString::fromStdString(path) +
                         ": the file ends at byte 7, 2 bytes early (truncated?)");
        }
    }

    void anEmptyFileReadsAsEmpty() {
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/empty").toStdString();
        std::ofstream{path};
        QCOMPARE(readRegularFile(path, 10, "a test file"), std::string());
        QVERIFY(isBlank(" \n\t\r\n"));
        QVERIFY(!isBlank(" x "));
    }

    void refusesWhatIsNotARegularFile() {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        QCOMPARE(refusal(root + "/none"), QString::fromStdString(root + "/none: file not found"));
        QCOMPARE(refusal(root), QString::fromStdString(root + ": is a directory, not a file"));
        QCOMPARE(refusal("/dev/zero"), QString("/dev/zero: is a device, not a regular file"));
        // A FIFO without a writer: opening must not wait for one.
        const std::string fifo = root + "/pipe";
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(refusal(fifo),
                 QString::fromStdString(fifo + ": is a FIFO (named pipe), not a regular file"));
        QVERIFY(timer.elapsed() < 2000);
        // A link to a device is the device.
        std::filesystem::create_symlink("/dev/zero", root + "/zero.json");
        QCOMPARE(refusal(root + "/zero.json"),
                 QString::fromStdString(root + "/zero.json: is a device, not a regular file"));
    }

    void refusesAFileOverTheCap() {
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/big").toStdString();
        std::ofstream(path) << std::string(3000, 'x');
        QCOMPARE(refusal(path, 2048),
                 QString::fromStdString(path + ": the file is 2.9 KiB; a test file is at most "
                                               "2.0 KiB"));
        QCOMPARE(readRegularFile(path, 3000, "a test file").size(), std::size_t(3000));
    }

    // /proc files report size 0; they are read to the end, and the cap still holds.
    void readsFilesThatDoNotKnowTheirSize() {
        QVERIFY(readRegularFile("/proc/self/status", kMiB, "a test file").find("Pid:") !=
                std::string::npos);
        QVERIFY(
            refusal("/proc/self/status", 16)
                .endsWith(": the file is larger than 16 bytes; a test file is at most 16 bytes"));
    }

    void describesSizes() {
        QCOMPARE(describeBytes(1), std::string("1 byte"));
        QCOMPARE(describeBytes(1023), std::string("1023 bytes"));
        QCOMPARE(describeBytes(4 * kMiB), std::string("4.0 MiB"));
        QCOMPARE(describeBytes(std::uint64_t(3) << 40), std::string("3.0 TiB"));
    }
};

QTEST_GUILESS_MAIN(TestFileIo)
#include "test_file_io.moc"
