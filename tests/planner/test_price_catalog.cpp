// The price catalog: bundled file, lookup fallbacks (card count and period), user overrides and
// errors that point at file, line, column and field.
#include "planner/price_catalog.h"

#include <QTemporaryDir>
#include <QtTest>
#include <fstream>

using namespace runcard;

namespace {

const char* kCatalog = R"(price_catalog: 1
as_of: 2026-01-01
currency: USD
price_uncertainty: 0.1
sources:
  S: {title: test source}
gpus:
  g:
    - {gpus: 1, period: hour, on_demand: 2.0, spot: {price: 1.0, low: 0.8, high: 1.5, source: S}}
    - {gpus: 8, period: hour, on_demand: 1.8}
    - {gpus: 8, period: week, reserved: 1.2}
options:
  storage: {unit: gb-month, price: 0.1, source: S}
  fee: {unit: once, note: unknown}
)";

void writeFile(const QString& path, const std::string& text) {
    std::ofstream out(path.toStdString());
    out << text;
}

} // namespace

class TestPriceCatalog : public QObject {
    Q_OBJECT
private slots:
    void bundledCatalogHasDatesSourcesAndTheFourCards();
    void lookup_data();
    void lookup();
    void missingOptionPriceStaysMissing();
    void errorsNamePosition_data();
    void errorsNamePosition();
    void userFileOverridesRows();
    void userFileCanReplace();
    void cardCountTiers_data();
    void cardCountTiers();
};

void TestPriceCatalog::bundledCatalogHasDatesSourcesAndTheFourCards() {
    const PriceCatalog catalog = PriceCatalog::bundled();
    QVERIFY(!catalog.as_of.empty());
    QCOMPARE(QString::fromStdString(catalog.currency), QStringLiteral("USD"));
    for (const char* gpu : {"a100-sxm-80gb", "h100-sxm-80gb", "h200-sxm-141gb", "mi300x-192gb"}) {
        const PriceLookup one = catalog.lookup(gpu, 1, BillingPeriod::Hour, PricingKind::OnDemand);
        QVERIFY2(one.quote.has_value(), gpu);
        QVERIFY(one.quote->price > 0.5 && one.quote->price < 10);
        QVERIFY(one.quote->low <= one.quote->price && one.quote->price <= one.quote->high);
        QVERIFY2(catalog.source(one.quote->source) != nullptr, gpu); // every price names a source
    }
    // The A100 has no spot figure in the catalog: missing, not zero.
    QVERIFY(!catalog.lookup("a100-sxm-80gb", 1, BillingPeriod::Hour, PricingKind::Spot).quote);
    QCOMPARE(
        catalog.lookup("h100-sxm-80gb", 1, BillingPeriod::Hour, PricingKind::OnDemand).quote->price,
        2.99);
}

void TestPriceCatalog::lookup_data() {
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("period");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<double>("price"); // -1 = missing
    QTest::addColumn<QString>("tierUsed");
    QTest::addColumn<QString>("periodUsed");
    QTest::addColumn<int>("billedGpus");

    QTest::newRow("exact 1 GPU") << 1 << "hour"
                                 << "on-demand" << 2.0 << "1"
                                 << "hour" << 1;
    QTest::newRow("2 GPUs use the 1-GPU row") << 2 << "hour"
                                              << "on-demand" << 2.0 << "1"
                                              << "hour" << 2;
    QTest::newRow("3 GPUs rent a 4-GPU machine") << 3 << "hour"
                                                 << "on-demand" << 2.0 << "1"
                                                 << "hour" << 4;
    QTest::newRow("exact 8 GPUs") << 8 << "hour"
                                  << "on-demand" << 1.8 << "8"
                                  << "hour" << 8;
    QTest::newRow("16 GPUs use the 8-GPU row") << 16 << "hour"
                                               << "on-demand" << 1.8 << "8"
                                               << "hour" << 16;
    QTest::newRow("12 GPUs pay two nodes") << 12 << "hour"
                                           << "on-demand" << 1.8 << "8"
                                           << "hour" << 16;
    QTest::newRow("day falls back to the hour rate") << 8 << "day"
                                                     << "on-demand" << 1.8 << "8"
                                                     << "hour" << 8;
    QTest::newRow("exact weekly reservation") << 8 << "week"
                                              << "reserved" << 1.2 << "8"
                                              << "week" << 8;
    QTest::newRow("month uses the week rate") << 8 << "month"
                                              << "reserved" << 1.2 << "8"
                                              << "week" << 8;
    QTest::newRow("a day cannot use a week rate") << 8 << "day"
                                                  << "reserved" << -1.0 << "8"
                                                  << "day" << 8;
    QTest::newRow("no reserved hour price") << 1 << "hour"
                                            << "reserved" << -1.0 << "1"
                                            << "hour" << 1;
    QTest::newRow("spot 1 GPU") << 1 << "hour"
                                << "spot" << 1.0 << "1"
                                << "hour" << 1;
    QTest::newRow("spot 8 GPUs from the 1-GPU row") << 8 << "hour"
                                                    << "spot" << 1.0 << "1"
                                                    << "hour" << 8;
}

void TestPriceCatalog::lookup() {
    QFETCH(int, gpus);
    QFETCH(QString, period);
    QFETCH(QString, kind);
    QFETCH(double, price);
    QFETCH(QString, tierUsed);
    QFETCH(QString, periodUsed);
    QFETCH(int, billedGpus);
    const PriceCatalog catalog = PriceCatalog::parse(kCatalog, "test.yaml");
    const auto p = *parseEnum<BillingPeriod>(period.toStdString());
    const auto k = *parseEnum<PricingKind>(kind.toStdString());
    const PriceLookup result = catalog.lookup("g", gpus, p, k);
    QCOMPARE(result.billed_gpus, billedGpus);
    if (price < 0) {
        QVERIFY(!result.quote.has_value());
        QVERIFY(!result.tierFallback() && !result.periodFallback());
        return;
    }
    QVERIFY(result.quote.has_value());
    QCOMPARE(result.quote->price, price);
    QCOMPARE(QString::fromStdString(toString(result.tier)), tierUsed);
    QCOMPARE(QString::fromStdString(std::string(toString(result.period))), periodUsed);
    QCOMPARE(result.tierFallback(), result.tier != tierForGpuCount(gpus));
    QCOMPARE(result.periodFallback(), periodUsed != period);
    QVERIFY(!catalog.lookup("unknown-card", gpus, p, k).quote);
}

void TestPriceCatalog::missingOptionPriceStaysMissing() {
    const PriceCatalog catalog = PriceCatalog::parse(kCatalog, "test.yaml");
    const PriceOption* fee = catalog.option("fee");
    QVERIFY(fee);
    QVERIFY(!fee->price.has_value());
    QCOMPARE(QString::fromStdString(fee->note.en), QStringLiteral("unknown"));
    QVERIFY(!fee->note.hasLanguage("tr")); // one string: English only
    const PriceOption* storage = catalog.option("storage");
    QVERIFY(storage && storage->price);
    QCOMPARE(storage->price->price, 0.1);
    QVERIFY(storage->unit == OptionUnit::GbMonth);
    QVERIFY(!storage->price->range_given);
    const PriceLookup spot = catalog.lookup("g", 1, BillingPeriod::Hour, PricingKind::Spot);
    QVERIFY(spot.quote->range_given);
    QCOMPARE(spot.quote->low, 0.8);
    QCOMPARE(spot.quote->high, 1.5);
}

void TestPriceCatalog::errorsNamePosition_data() {
    QTest::addColumn<QString>("yaml");
    QTest::addColumn<QString>("position"); // "file:line:column"
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message"); // a part of the message

    const QString head = "price_catalog: 1\nas_of: 2026-01-01\n";
    QTest::newRow("unknown top key") << head + "currancy: USD\n"
                                     << "p.yaml:3:1"
                                     << "currancy"
                                     << "did you mean 'currency'";
    QTest::newRow("bad period") << head + "gpus:\n  g:\n    - {gpus: 1, period: hr, on_demand: 1}\n"
                                << "p.yaml:5:25"
                                << "gpus.g[0].period"
                                << "'hr'";
    QTest::newRow("bad card count")
        << head + "gpus:\n  g:\n    - {gpus: 3, period: hour, on_demand: 1}\n"
        << "p.yaml:5:14"
        << "gpus.g[0].gpus"
        << "card count '3'";
    QTest::newRow("negative price")
        << head + "gpus:\n  g:\n    - {gpus: 1, period: hour, on_demand: -2}\n"
        << "p.yaml:5:42"
        << "gpus.g[0].on_demand"
        << "cannot be negative";
    QTest::newRow("low above price")
        << head + "gpus:\n  g:\n    - gpus: 1\n      period: hour\n      spot: {price: 1, low: 2}\n"
        << "p.yaml:7:29"
        << "gpus.g[0].spot.low"
        << "between 0 and the price";
    QTest::newRow("unknown quote key")
        << head + "gpus:\n  g:\n    - gpus: 1\n      period: hour\n      spot: {prise: 1}\n"
        << "p.yaml:7:14"
        << "gpus.g[0].spot.prise"
        << "did you mean 'price'";
    QTest::newRow("unknown source")
        << head + "sources:\n  AWS: {title: a}\ngpus:\n  g:\n    - gpus: 1\n      period: hour\n"
                  "      on_demand: {price: 1, source: AWZ}\n"
        << "p.yaml:9:37"
        << "gpus.g[0].on_demand.source"
        << "did you mean 'AWS'";
    QTest::newRow("duplicate row")
        << head + "gpus:\n  g:\n    - {gpus: 1, period: hour, on_demand: 1}\n"
                  "    - {gpus: 1, period: hour, spot: 1}\n"
        << "p.yaml:6:7"
        << "gpus.g[1]"
        << "repeats the 1-GPU hour row of p.yaml:5";
    QTest::newRow("row without a price") << head + "gpus:\n  g:\n    - {gpus: 1, period: hour}\n"
                                         << "p.yaml:5:7"
                                         << "gpus.g[0]"
                                         << "has no price";
    QTest::newRow("bad option unit") << head + "options:\n  fee: {unit: per-month, price: 3}\n"
                                     << "p.yaml:4:15"
                                     << "options.fee.unit"
                                     << "unknown unit 'per-month'";
    QTest::newRow("missing as_of") << "price_catalog: 1\ncurrency: EUR\n"
                                   << "p.yaml:1:1"
                                   << "as_of"
                                   << "missing";
    QTest::newRow("yaml syntax") << head + "gpus: [\n"
                                 << "p.yaml:4:1"
                                 << ""
                                 << "";
}

void TestPriceCatalog::errorsNamePosition() {
    QFETCH(QString, yaml);
    QFETCH(QString, position);
    QFETCH(QString, field);
    QFETCH(QString, message);
    try {
        PriceCatalog::parse(yaml.toStdString(), "p.yaml");
        QFAIL("a bad catalog was accepted");
    } catch (const InputError& error) {
        const Diagnostic& d = error.diagnostics().front();
        const QString where = QStringLiteral("%1:%2:%3")
                                  .arg(QString::fromStdString(d.file))
                                  .arg(d.line)
                                  .arg(d.column);
        if (QTest::currentDataTag() == QByteArray("yaml syntax")) {
            QCOMPARE(QString::fromStdString(d.file), QStringLiteral("p.yaml"));
            QVERIFY(d.line >= 4); // the parser stops at or after the unclosed list
            return;
        }
        QCOMPARE(where, position);
        QCOMPARE(QString::fromStdString(d.field), field);
        QVERIFY2(QString::fromStdString(d.message).contains(message), d.message.c_str());
    }
}

void TestPriceCatalog::userFileOverridesRows() {
    QTemporaryDir dir;
    const QString bundledPath = dir.filePath("bundled.yaml");
    const QString userPath = dir.filePath("user.yaml");
    writeFile(bundledPath, kCatalog);
    writeFile(userPath, "price_catalog: 1\nas_of: 2026-06-01\ngpus:\n  g:\n"
                        "    - {gpus: 1, period: hour, on_demand: 2.5}\n"
                        "  other:\n    - {gpus: 1, period: hour, on_demand: 9}\n"
                        "options:\n  fee: {unit: once, price: 50}\n");
    PriceCatalog catalog = PriceCatalog::load(bundledPath.toStdString());
    PriceCatalog::MergeMode mode = PriceCatalog::MergeMode::Replace;
    const PriceCatalog user = PriceCatalog::load(userPath.toStdString(), &mode);
    QVERIFY(mode == PriceCatalog::MergeMode::Override);
    catalog.overrideWith(user);
    QCOMPARE(QString::fromStdString(catalog.as_of), QStringLiteral("2026-06-01"));
    QCOMPARE(catalog.lookup("g", 1, BillingPeriod::Hour, PricingKind::OnDemand).quote->price, 2.5);
    QCOMPARE(catalog.lookup("g", 8, BillingPeriod::Hour, PricingKind::OnDemand).quote->price, 1.8);
    QCOMPARE(catalog.lookup("other", 1, BillingPeriod::Hour, PricingKind::OnDemand).quote->price,
             9.0);
    QCOMPARE(catalog.option("fee")->price->price, 50.0);
    QVERIFY(catalog.option("storage") != nullptr);
    QCOMPARE(catalog.files.size(), std::size_t(2));
}

void TestPriceCatalog::userFileCanReplace() {
    QTemporaryDir dir;
    const QString userPath = dir.filePath("user.yaml");
    writeFile(userPath, "price_catalog: 1\nas_of: 2026-06-01\nmode: replace\ngpus:\n  g:\n"
                        "    - {gpus: 1, period: hour, on_demand: 3}\n");
    const PriceCatalog catalog = PriceCatalog::withUserFile(userPath.toStdString());
    QCOMPARE(catalog.rows.size(), std::size_t(1));
    QVERIFY(catalog.options.empty());
    QVERIFY(!catalog.lookup("h100-sxm-80gb", 1, BillingPeriod::Hour, PricingKind::OnDemand).quote);
}

void TestPriceCatalog::cardCountTiers_data() {
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("tier");
    QTest::addColumn<int>("billed");
    QTest::newRow("1") << 1 << "1" << 1;
    QTest::newRow("2") << 2 << "2" << 2;
    QTest::newRow("3") << 3 << "4" << 4;
    QTest::newRow("5") << 5 << "8" << 8;
    QTest::newRow("8") << 8 << "8" << 8;
    QTest::newRow("9") << 9 << "nodes" << 16;
    QTest::newRow("32") << 32 << "nodes" << 32;
}

void TestPriceCatalog::cardCountTiers() {
    QFETCH(int, gpus);
    QFETCH(QString, tier);
    QFETCH(int, billed);
    QCOMPARE(QString::fromStdString(toString(runcard::tierForGpuCount(gpus))), tier);
    QCOMPARE(billedGpus(gpus), billed);
}

QTEST_GUILESS_MAIN(TestPriceCatalog)
#include "test_price_catalog.moc"
