// Published peak-memory rows (litgpt resource tables, Megatron-LM analysis tool) predicted within
// 10%. The rows and their cards live in tests/calibration/; docs/validation.md has the table.
#include "scenario_helpers.h"

#include <yaml-cpp/yaml.h>

using namespace runcard;

class TestCalibration : public QObject {
    Q_OBJECT
private slots:
    void publishedRows_data();
    void publishedRows();
};

void TestCalibration::publishedRows_data() {
    QTest::addColumn<QString>("card");
    QTest::addColumn<double>("publishedGb");
    const std::string dir = RUNCARD_TESTS_DIR "/calibration/";
    const YAML::Node rows = YAML::LoadFile(dir + "published.yaml")["rows"];
    QVERIFY(rows.size() >= 18);
    for (const auto& row : rows)
        QTest::newRow(row["id"].as<std::string>().c_str())
            << QString::fromStdString(dir + row["card"].as<std::string>())
            << row["published"].as<double>();
}

void TestCalibration::publishedRows() {
    QFETCH(QString, card);
    QFETCH(double, publishedGb);
    const RunCard c = loadRunCardOrThrow(card.toStdString());
    const Plan plan = evaluate(resolve(c, test::presets(), test::catalog()));
    const double predictedGb = double(plan.memory.peak_allocated_bytes) / 1e9;
    const double error = (predictedGb - publishedGb) / publishedGb;
    qInfo("%s: predicted %.2f GB, published %.2f GB, error %+.1f%%", qPrintable(card), predictedGb,
          publishedGb, error * 100);
    QVERIFY2(std::abs(error) <= 0.10, qPrintable(QString("error %1%").arg(error * 100)));
}

QTEST_GUILESS_MAIN(TestCalibration)
#include "test_calibration.moc"
