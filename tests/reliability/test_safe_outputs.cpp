// What Runcard writes for others to open: CSV text cells that a spreadsheet would run as formulas
// are made inert (review L5), numbers stay numbers, and exports are written durably (a symlinked
// export keeps its link).
#include "ui/report/report_export.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace runcard::ui;

namespace {

ReportCell text(const QString& value) {
    return {value, value};
}

} // namespace

class TestSafeOutputs : public QObject {
    Q_OBJECT

private slots:
    void formulasInCsvCellsAreInert() {
        ReportTable table;
        table.id = "sources";
        table.keys = {"name", "value"};
        table.rows = {{text("=HYPERLINK(\"http://example.com\",\"x\")"), {"-3.5", -3.5}},
                      {text("+1"), {"1", 1}},
                      {text("-cmd"), {"true", true}},
                      {text("@SUM(A1)"), {"", QVariant()}},
                      {text("\tindented"), text("plain text")},
                      {text("a, b"), text("-")}};
        QCOMPARE(tableToCsv(table), QString("name,value\n"
                                            "\"'=HYPERLINK(\"\"http://example.com\"\",\"\"x\"\")\","
                                            "-3.5\n"
                                            "'+1,1\n"
                                            "'-cmd,true\n"
                                            "'@SUM(A1),\n"
                                            "'\tindented,plain text\n"
                                            "\"a, b\",'-\n"));
    }

    void exportsKeepASymlinkAndItsTarget() {
        QTemporaryDir dir;
        ReportModel model;
        ReportTable table;
        table.id = "options";
        table.keys = {"option"};
        table.rows = {{text("storage")}};
        model.tables = {table};
        QVERIFY(QDir(dir.path()).mkdir("kept"));
        QVERIFY(QDir(dir.path()).mkdir("out"));
        QVERIFY(QFile::link("../kept/options.csv", dir.filePath("out/options.csv")));
        QString error;
        const QStringList written = exportReportData(model, dir.filePath("out"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(written.size(), 2); // options.csv and report.json
        QVERIFY(QFileInfo(dir.filePath("out/options.csv")).isSymLink());
        QFile kept(dir.filePath("kept/options.csv"));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("option\nstorage\n"));
    }

    void aFailedWriteSaysWhy() {
        QTemporaryDir dir;
        QString error;
        QVERIFY(!writeFileDurably(dir.filePath("absent/report.pdf"), "x", &error));
        QCOMPARE(error, dir.filePath("absent/report.pdf") + ": cannot create a temporary file in " +
                            dir.filePath("absent") + ": No such file or directory");
    }
};

QTEST_MAIN(TestSafeOutputs)
#include "test_safe_outputs.moc"
