// The reliability review's bad inputs for the planner's loaders: each reproducer of
// tests/reliability/data (copied from the review) gets a clean, located error from runcard-cli
// (exit 2, one message naming file:line:column and field) instead of garbage, a hang or a blow-up;
// and the classes behind them (NaN and ±inf, out-of-range numbers, devices, FIFOs, empty files,
// deep nesting, non-JSON JSON, inconsistent safetensors headers) are refused by each loader.
#include "planner/gpu_catalog.h"
#include "planner/hf_config_import.h"
#include "planner/presets.h"
#include "planner/price_catalog.h"
#include "planner/safetensors_header.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <filesystem>
#include <fstream>
#include <sys/stat.h>

using namespace runcard;

namespace {

const QString kData = QStringLiteral(RUNCARD_RELIABILITY_DATA);

struct CliRun {
    int exitCode = -1;
    bool finished = false;
    QString error;
    qint64 milliseconds = 0;
};

// runcard-cli with a deadline: a hang fails the test instead of blocking it.
CliRun runCli(const QStringList& arguments) {
    QProcess process;
    QElapsedTimer timer;
    timer.start();
    process.start(QStringLiteral(RUNCARD_CLI_EXE), arguments);
    CliRun run;
    run.finished = process.waitForFinished(20000);
    if (!run.finished)
        process.kill();
    run.milliseconds = timer.elapsed();
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.error = QString::fromUtf8(process.readAllStandardError()).trimmed();
    return run;
}

std::string write(const QTemporaryDir& dir, const std::string& name, const std::string& body) {
    const std::string path = dir.filePath(QString::fromStdString(name)).toStdString();
    std::ofstream(path, std::ios::binary) << body;
    return path;
}

// The first diagnostic of what `load` throws, with the temporary folder cut off; "accepted" when
// nothing is thrown.
template <class Load> QString refusal(const QTemporaryDir& dir, Load load) {
    try {
        load();
    } catch (const InputError& e) {
        return QString::fromStdString(e.diagnostics().front().toString())
            .replace(dir.path() + "/", "");
    }
    return "accepted";
}

std::string safetensors(const std::string& header, std::size_t dataBytes) {
    std::string file(8, '\0');
    for (int i = 0; i < 8; ++i)
        file[std::size_t(i)] = char((std::uint64_t(header.size()) >> (8 * i)) & 0xff);
    return file + header + std::string(dataBytes, '\0');
}

const char* kLlamaConfig = "{\"model_type\": \"llama\", \"num_hidden_layers\": 2, \"hidden_size\": "
                           "64, \"intermediate_size\": 176, \"num_attention_heads\": 4, "
                           "\"vocab_size\": 100";

} // namespace

class TestReliabilityInputs : public QObject {
    Q_OBJECT

private slots:
    // --- the review's reproducers, end to end ---------------------------------------------------
    void reproducers_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QString example = QStringLiteral(RUNCARD_EXAMPLES "/default.yaml");
        QTest::newRow("gpus-memory-overflow (M2)")
            << QStringList{"plan", example, "--catalog", kData + "/gpus-memory-overflow.yaml"}
            << "gpus-memory-overflow.yaml:3:17: gpus[0].memory_mib: must be at most 16777216";
        QTest::newRow("hf-vocab-max (M2)")
            << QStringList{"plan", kData + "/hf-vocab-max/card.yaml"}
            << "hf-vocab-max/config.json:1:153: vocab_size: must be at most 16777216";
        QTest::newRow("st-sum-overflow (M2, L2)")
            << QStringList{"plan", kData + "/st-sum-overflow/card.yaml"}
            << "st-sum-overflow/model/m.safetensors: tensor 'a': unknown dtype 'X'";
        QTest::newRow("price-nan (M4)")
            << QStringList{"compare", kData + "/price-nan/card.yaml"}
            << "price-nan/prices.yaml:5:42: gpus.h100-sxm-80gb[0].on_demand: must be a finite "
               "number";
        QTest::newRow("card-hfconfig-devzero (M3)")
            << QStringList{"plan", kData + "/card-hfconfig-devzero.yaml"}
            << "card-hfconfig-devzero.yaml:5:14: model.hf_config: cannot import the model; also "
               "/dev/zero: is a device, not a regular file";
    }
    void reproducers() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const CliRun run = runCli(arguments);
        QVERIFY2(run.finished, "runcard-cli hung");
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.error.contains(message), qPrintable(run.error));
        QVERIFY2(!run.error.contains('\n'), "one message line");
    }

    // A FIFO as hf_config or as the price file: refused at once, not waited on.
    void pathsThatCannotBeRead() {
        QTemporaryDir dir;
        const QString fifo = dir.filePath("config.json");
        QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
        QFile card(kData + "/card-hfconfig-devzero.yaml");
        QVERIFY(card.open(QIODevice::ReadOnly));
        const QByteArray text = card.readAll();
        QFile fifoCard(dir.filePath("fifo.yaml"));
        QVERIFY(fifoCard.open(QIODevice::WriteOnly));
        fifoCard.write(QByteArray(text).replace("/dev/zero", "config.json"));
        fifoCard.close();
        CliRun run = runCli({"plan", fifoCard.fileName()});
        QVERIFY2(run.finished && run.milliseconds < 10000, "runcard-cli waited on a FIFO");
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.error.contains(fifo + ": is a FIFO (named pipe), not a regular file"),
                 qPrintable(run.error));

        QFile priceCard(dir.filePath("prices.yaml"));
        QVERIFY(priceCard.open(QIODevice::WriteOnly));
        QFile nan(kData + "/price-nan/card.yaml");
        QVERIFY(nan.open(QIODevice::ReadOnly));
        priceCard.write(
            nan.readAll().replace("price_catalog: prices.yaml", "price_catalog: /dev/zero"));
        priceCard.close();
        run = runCli({"compare", priceCard.fileName()});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.error.contains("/dev/zero: is a device, not a regular file"),
                 qPrintable(run.error));
    }

    // --- GPU catalog -----------------------------------------------------------------------------
    void gpuCatalog_data() {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("message");
        const QString entry = "gpus:\n  - id: h100-sxm-80gb\n    ";
        QTest::newRow("empty") << "\n\n"
                               << "user.yaml: the file is empty; expected a GPU catalog";
        QTest::newRow("memory 1e13 MiB")
            << entry + "memory_mib: 10000000000000\n"
            << "user.yaml:3:17: gpus[0].memory_mib: must be at most 16777216";
        QTest::newRow("memory as .nan")
            << entry + "memory_mib: .nan\n"
            << "user.yaml:3:17: gpus[0].memory_mib: expected an integer, got '.nan'";
        QTest::newRow("bandwidth .inf")
            << entry + "memory_bandwidth_gbps: .inf\n"
            << "user.yaml:3:28: gpus[0].memory_bandwidth_gbps: must be a finite number";
        QTest::newRow("bandwidth NaN")
            << entry + "memory_bandwidth_gbps: .NaN\n"
            << "user.yaml:3:28: gpus[0].memory_bandwidth_gbps: must be a finite number";
        QTest::newRow("peak 1e300")
            << entry + "peak_tflops: {bf16: 1e300}\n"
            << "user.yaml:3:25: gpus[0].peak_tflops.bf16: must be at most 1e+06";
        QTest::newRow("matmul efficiency NaN")
            << entry + "matmul_efficiency: {bf16: .nan}\n"
            << "user.yaml:3:31: gpus[0].matmul_efficiency.bf16: must be a finite number";
        QTest::newRow("GPUs per node beyond int")
            << entry + "max_gpus_per_node: 2147483648\n"
            << "user.yaml:3:24: gpus[0].max_gpus_per_node: expected an integer, got '2147483648'";
        QTest::newRow("nested 5000 deep")
            << "gpus: " + QString(5000, '[') + QString(5000, ']') + "\n"
            << "user.yaml:1:10007: nested too deeply (more than 499 levels)";
    }
    void gpuCatalog() {
        QFETCH(QString, body);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const std::string path = write(dir, "user.yaml", body.toStdString());
        QCOMPARE(refusal(dir, [&] { GpuCatalog::load({path}); }), message);
    }

    // --- price catalog ---------------------------------------------------------------------------
    void priceCatalog_data() {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("message");
        const QString head = "price_catalog: 1\nas_of: 2026-01-01\ngpus:\n  h100-sxm-80gb:\n";
        QTest::newRow("empty") << " \n"
                               << "prices.yaml: the file is empty; expected a price catalog";
        QTest::newRow("on-demand .inf")
            << head + "    - {gpus: 1, period: hour, on_demand: .inf}\n"
            << "prices.yaml:5:42: gpus.h100-sxm-80gb[0].on_demand: must be a finite number";
        QTest::newRow("price 1e7")
            << head + "    - {gpus: 1, period: hour, spot: 1e7}\n"
            << "prices.yaml:5:37: gpus.h100-sxm-80gb[0].spot: must be at most 1000000";
        QTest::newRow("low NaN")
            << head + "    - {gpus: 1, period: hour, on_demand: {price: 2, low: .nan}}\n"
            << "prices.yaml:5:58: gpus.h100-sxm-80gb[0].on_demand.low: must be a finite number";
        QTest::newRow("uncertainty NaN")
            << "price_catalog: 1\nas_of: x\nprice_uncertainty: .nan\n"
            << "prices.yaml:3:20: price_uncertainty: must be a finite number";
    }
    void priceCatalog() {
        QFETCH(QString, body);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const std::string path = write(dir, "prices.yaml", body.toStdString());
        QCOMPARE(refusal(dir, [&] { PriceCatalog::load(path); }), message);
    }

    // --- presets ---------------------------------------------------------------------------------
    void preset_data() {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("message");
        const QString preset = "id: tiny\nname: Tiny\nhf_repo: x/tiny\nsource: test\n"
                               "published_parameters: 1000\narchitecture:\n  layers: %1\n"
                               "  hidden_size: 64\n  intermediate_size: 176\n"
                               "  attention_heads: 4\n  vocab_size: %2\n";
        QTest::newRow("vocabulary 9e15")
            << preset.arg("2", "9000000000000000")
            << "tiny.yaml:11:15: architecture.vocab_size: must be at most 16777216";
        QTest::newRow("layers beyond int")
            << preset.arg("99999999999", "100")
            << "tiny.yaml:7:11: architecture.layers: expected an integer, got '99999999999'";
        QTest::newRow("layers 1025") << preset.arg("1025", "100")
                                     << "tiny.yaml:7:11: architecture.layers: must be at most 1024";
        QTest::newRow("empty") << ""
                               << "tiny.yaml: the file is empty; expected a model preset";
    }
    void preset() {
        QFETCH(QString, body);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const std::string path = write(dir, "tiny.yaml", body.toStdString());
        QCOMPARE(refusal(dir, [&] { loadPreset(path); }), message);
    }

    // --- config.json -----------------------------------------------------------------------------
    void configJson_data() {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("message");
        const QString llama = kLlamaConfig;
        QTest::newRow("empty") << ""
                               << "config.json: the file is empty";
        QTest::newRow("YAML, not JSON")
            << "model_type: llama\nnum_hidden_layers: 2\n"
            << "config.json:1:1: malformed JSON: expected a JSON value, found 'm'";
        QTest::newRow("comment") << llama + " // tiny\n}"
                                 << "config.json:1:138: malformed JSON: expected ',' or '}', "
                                    "found '/'";
        QTest::newRow("duplicate key")
            << llama + ", \"vocab_size\": 200}"
            << "config.json:1:153: malformed JSON: duplicate key \"vocab_size\" (first at line 1)";
        QTest::newRow("NaN") << llama + ", \"rope_theta\": NaN}"
                             << "config.json:1:153: malformed JSON: NaN and Infinity are not JSON "
                                "numbers";
        QTest::newRow("nested 100 deep")
            << llama + ", \"x\": " + QString(100, '[') + QString(100, ']') + "}"
            << "config.json:1:207: malformed JSON: nested more than 64 levels deep";
        QTest::newRow("vocabulary INT64_MAX")
            << QString(llama).replace("\"vocab_size\": 100",
                                      "\"vocab_size\": 9223372036854775807") +
                   "}"
            << "config.json:1:134: vocab_size: must be at most 16777216";
        QTest::newRow("vocabulary beyond int64")
            << QString(llama).replace("\"vocab_size\": 100",
                                      "\"vocab_size\": 9223372036854775808") +
                   "}"
            << "config.json:1:134: vocab_size: expected an integer, got '9223372036854775808'";
        QTest::newRow("layers as 1e3")
            << QString(llama).replace("\"num_hidden_layers\": 2", "\"num_hidden_layers\": 1e3") +
                   "}"
            << "config.json:1:46: num_hidden_layers: expected an integer, got '1e3'";
        QTest::newRow("hidden size too large")
            << QString(llama).replace("\"hidden_size\": 64", "\"hidden_size\": 131073") + "}"
            << "config.json:1:64: hidden_size: must be at most 131072";
        QTest::newRow("text for a flag")
            << llama + ", \"tie_word_embeddings\": \"yes\"}"
            << "config.json:1:162: tie_word_embeddings: expected true or false, got a string";
    }
    void configJson() {
        QFETCH(QString, body);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const std::string path = write(dir, "config.json", body.toStdString());
        QCOMPARE(refusal(dir, [&] { importHfConfig(path); }), message);
    }

    // --- safetensors headers ---------------------------------------------------------------------
    void safetensorsHeader_data() {
        QTest::addColumn<QString>("header");
        QTest::addColumn<int>("dataBytes");
        QTest::addColumn<QString>("message");
        const auto tensor = [](const char* name, const char* dtype, const char* shape, int begin,
                               int end) {
            return QString("\"%1\":{\"dtype\":\"%2\",\"shape\":[%3],\"data_offsets\":[%4,%5]}")
                .arg(name, dtype, shape)
                .arg(begin)
                .arg(end);
        };
        QTest::newRow("overlapping")
            << "{" + tensor("a", "F32", "4", 0, 16) + "," + tensor("b", "F32", "4", 8, 24) + "}"
            << 24 << "m.safetensors: tensor 'b': data_offsets [8, 24] overlap tensor 'a' [0, 16]";
        QTest::newRow("same bytes twice")
            << "{" + tensor("a", "F32", "4", 0, 16) + "," + tensor("b", "F32", "4", 0, 16) + "}"
            << 16 << "m.safetensors: tensor 'b': data_offsets [0, 16] overlap tensor 'a' [0, 16]";
        QTest::newRow("gap")
            << "{" + tensor("a", "F32", "4", 0, 16) + "," + tensor("b", "F32", "4", 20, 36) + "}"
            << 36
            << "m.safetensors: tensor 'b': data_offsets [20, 36] leave a gap of 4 bytes after "
               "byte 16";
        QTest::newRow("bytes after the last tensor")
            << "{" + tensor("a", "F32", "4", 0, 16) + "}" << 20
            << "m.safetensors: the tensors cover 16 of the 20 data bytes; 4 bytes belong to no "
               "tensor";
        QTest::newRow("duplicate name")
            << "{" + tensor("a", "F32", "4", 0, 16) + "," + tensor("a", "F32", "4", 16, 32) + "}"
            << 32
            << "m.safetensors: malformed JSON header at byte 67: duplicate key \"a\" (first at "
               "line 1)";
        QTest::newRow("unknown dtype")
            << "{" + tensor("a", "Q4", "4", 0, 2) + "}" << 2
            << "m.safetensors: tensor 'a': unknown dtype 'Q4' (one of BOOL, U8, I8, I16, U16, I32, "
               "U32, I64, U64, F4, F6_E2M3, F6_E3M2, F8_E4M3, F8_E5M2, F8_E8M0, F16, BF16, F32, "
               "F64, C64)";
        QTest::newRow("half a byte")
            << "{" + tensor("a", "F4", "3", 0, 2) + "}" << 2
            << "m.safetensors: tensor 'a': 3 F4 elements do not fill whole bytes";
        QTest::newRow("metadata not text")
            << "{\"__metadata__\":{\"n\":1}," + tensor("a", "U8", "1", 0, 1) + "}" << 1
            << "m.safetensors: __metadata__: expected an object of strings";
        QTest::newRow("element count overflows")
            << "{" + tensor("a", "U8", "4294967296,4294967296", 0, 1) + "}" << 1
            << "m.safetensors: tensor 'a': shape too large";
        QTest::newRow("comment in the header")
            << "{/* x */" + tensor("a", "U8", "1", 0, 1) + "}" << 1
            << "m.safetensors: malformed JSON header at byte 9: expected a key in double quotes, "
               "found '/'";
    }
    void safetensorsHeader() {
        QFETCH(QString, header);
        QFETCH(int, dataBytes);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const std::string path =
            write(dir, "m.safetensors", safetensors(header.toStdString(), std::size_t(dataBytes)));
        QCOMPARE(refusal(dir, [&] { readSafetensorsHeader(path); }), message);
    }

    // Sub-byte dtypes that do fill whole bytes are read (tensor.rs Dtype::bitsize).
    void packedDtypesAreRead() {
        QTemporaryDir dir;
        const std::string path =
            write(dir, "m.safetensors",
                  safetensors("{\"a\":{\"dtype\":\"F4\",\"shape\":[4,2],\"data_offsets\":[0,4]},"
                              "\"b\":{\"dtype\":\"F6_E2M3\",\"shape\":[4],\"data_offsets\":[4,7]}}",
                              7));
        const SafetensorsHeader header = readSafetensorsHeader(path);
        QCOMPARE(header.tensors.size(), std::size_t(2));
        QCOMPARE(header.tensors[0].elements, std::int64_t(8));
        QCOMPARE(header.tensors[1].elements, std::int64_t(4));
    }
};

QTEST_GUILESS_MAIN(TestReliabilityInputs)
#include "test_reliability_inputs.moc"
