// Durable writes without faults: permissions kept, symlinks followed, no temporary file left, and
// refusals that leave the target alone and say why in words. Kills and full disks are in
// tests/reliability (they need a process of their own).
#include "planner/durable_file.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/stat.h>

using namespace runcard;
namespace fs = std::filesystem;

namespace {

std::string contents(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

mode_t modeOf(const std::string& path) {
    struct stat status {};
    ::stat(path.c_str(), &status);
    return status.st_mode & 07777;
}

QString refusal(const std::string& path, const std::string& text) {
    try {
        writeFileAtomically(path, text);
    } catch (const InputError& e) {
        return QString::fromStdString(e.diagnostics().front().toString());
    }
    return "written";
}

} // namespace

class TestDurableFile : public QObject {
    Q_OBJECT

private slots:
    void writesAndReplaces() {
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/card.yaml").toStdString();
        writeFileAtomically(path, "first\n");
        QCOMPARE(contents(path), std::string("first\n"));
        const std::string big(5 << 20, 'x'); // several write(2) calls on some systems
        writeFileAtomically(path, big);
        QCOMPARE(contents(path), big);
        // Only the target is left: the temporary file was renamed, not copied.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"card.yaml"});
    }

    void aNewFileFollowsTheUmask() {
        QTemporaryDir dir;
        const mode_t old = ::umask(027);
        writeFileAtomically((dir.path() + "/new").toStdString(), "x");
        ::umask(old);
        QCOMPARE(modeOf((dir.path() + "/new").toStdString()), mode_t(0640));
    }

    void keepsThePermissions_data() {
        QTest::addColumn<int>("mode");
        QTest::newRow("private") << 0600;
        QTest::newRow("read-only") << 0444;
        QTest::newRow("group-writable") << 0664;
    }
    void keepsThePermissions() {
        QFETCH(int, mode);
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/secret.yaml").toStdString();
        std::ofstream(path) << "old";
        QCOMPARE(::chmod(path.c_str(), mode_t(mode)), 0);
        writeFileAtomically(path, "new");
        QCOMPARE(contents(path), std::string("new"));
        QCOMPARE(modeOf(path), mode_t(mode));
    }

    void followsSymbolicLinks() {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        fs::create_directory(root + "/real");
        std::ofstream(root + "/real/card.yaml") << "old";
        fs::create_symlink("real/card.yaml", root + "/link.yaml");     // relative
        fs::create_symlink(root + "/link.yaml", root + "/link2.yaml"); // a chain
        writeFileAtomically(root + "/link2.yaml", "new");
        QVERIFY(fs::is_symlink(root + "/link2.yaml"));
        QVERIFY(fs::is_symlink(root + "/link.yaml"));
        QCOMPARE(contents(root + "/real/card.yaml"), std::string("new"));
        // The temporary file lived beside the real file, and is gone.
        QCOMPARE(QDir(dir.path() + "/real").entryList(QDir::Files | QDir::Hidden),
                 QStringList{"card.yaml"});
        // A dangling link: its target is created.
        fs::create_symlink("real/later.yaml", root + "/dangling.yaml");
        writeFileAtomically(root + "/dangling.yaml", "later");
        QCOMPARE(contents(root + "/real/later.yaml"), std::string("later"));
        QVERIFY(fs::is_symlink(root + "/dangling.yaml"));
        // A loop is refused.
        fs::create_symlink(root + "/loop-b", root + "/loop-a");
        fs::create_symlink(root + "/loop-a", root + "/loop-b");
        QCOMPARE(refusal(root + "/loop-a", "x"),
                 QString::fromStdString(root + "/loop-a: cannot follow the symbolic link: Too "
                                               "many levels of symbolic links"));
    }

    // The pilot's results: a link in place of summary.json is replaced, never written through
    // (the file it points to keeps its content).
    void replacesALinkWhenAskedTo() {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        std::ofstream(root + "/elsewhere.json") << "keep";
        fs::create_symlink(root + "/elsewhere.json", root + "/summary.json");
        QVERIFY(!replaceFileDurably(root + "/summary.json", "{}", LinkAtTarget::Replace));
        QVERIFY(!fs::is_symlink(root + "/summary.json"));
        QCOMPARE(contents(root + "/summary.json"), std::string("{}"));
        QCOMPARE(contents(root + "/elsewhere.json"), std::string("keep"));
        // createFileDurably never opens what is there, a link included.
        const auto refused = createFileDurably(root + "/summary.json", "again");
        QVERIFY(refused);
        QCOMPARE(refused->what, std::string("cannot be created"));
        QCOMPARE(refused->errorNumber, EEXIST);
        QCOMPARE(contents(root + "/summary.json"), std::string("{}"));
        const auto missing = syncFolder(root + "/absent");
        QVERIFY(missing);
        QCOMPARE(missing->errorNumber, ENOENT);
    }

    void refusalsLeaveNothingBehind() {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        QCOMPARE(refusal(root + "/absent/card.yaml", "x"),
                 QString::fromStdString(root +
                                        "/absent/card.yaml: cannot create a temporary "
                                        "file in " +
                                        root + "/absent: No such file or directory"));
        fs::create_directory(root + "/folder.yaml");
        QCOMPARE(refusal(root + "/folder.yaml", "x"),
                 QString::fromStdString(root + "/folder.yaml: is not a regular file; not "
                                               "replaced"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList());
        if (::geteuid() != 0) { // root writes into read-only folders
            fs::create_directory(root + "/locked");
            fs::permissions(root + "/locked", fs::perms::owner_read | fs::perms::owner_exec);
            QVERIFY(refusal(root + "/locked/card.yaml", "x").endsWith(": Permission denied"));
        }
    }
};

QTEST_GUILESS_MAIN(TestDurableFile)
#include "test_durable_file.moc"
