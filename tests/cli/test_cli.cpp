// runcard-cli's commands, run in-process: the JSON contract of the spec, tables, exit codes.
#include "cli_commands.h"
#include "planner/resources.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>
#include <sstream>

using namespace runcard;

namespace {
struct Result {
    int status;
    QString out;
    QString err;
};

Result run(std::vector<std::string> args) {
    std::ostringstream out, err;
    const int status = runCli(args, out, err);
    return {status, QString::fromStdString(out.str()), QString::fromStdString(err.str())};
}

QJsonObject json(const QString& text) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad JSON: %s", qPrintable(error.errorString()));
    return doc.object();
}

const std::string kDefault = resourcePath("examples/default.yaml");
} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void planJsonFollowsTheSpec();
    void planTableShowsGiBAndPercent();
    void setOverridesAField();
    void waysToFitAreSetArgumentsThatFit();
    void otherFrameworksAreSetArgumentsOfTheSameRun();
    void compareListsTheArticlesFourFirst();
    void comparePilotCalibratesItsGpuOnly();
    void sweepReturnsFittingConfigurations();
    void modelsAndGpusList();
    void badInputExitsTwoWithOneLine_data();
    void badInputExitsTwoWithOneLine();
    void scalingKeepsTheBatchAndRecommends();
    void layoutsTheModelCannotUseAreRefused_data();
    void layoutsTheModelCannotUseAreRefused();
};

void TestCli::planJsonFollowsTheSpec() {
    const Result r = run({"plan", kDefault, "--json"});
    QCOMPARE(r.status, 0);
    const QJsonObject o = json(r.out);
    for (const char* key : {"card", "model", "gpu", "memory", "compute", "run"})
        QVERIFY2(o.contains(key), key);
    const QJsonObject memory = o["memory"].toObject();
    const QJsonObject breakdown = memory["breakdown"].toObject();
    qint64 sum = 0;
    for (const char* part :
         {"weights", "gradients", "optimizer", "adapters", "activations", "logits", "buffers"}) {
        QVERIFY2(breakdown.contains(part), part);
        sum += breakdown[part].toInteger();
    }
    QCOMPARE(sum, memory["peak_allocated_bytes"].toInteger());
    QCOMPARE(memory["device_total_bytes"].toInteger(),
             memory["reserved_bytes"].toInteger() + memory["runtime_bytes"].toInteger());
    QCOMPARE(o["model"].toObject()["parameters"].toInteger(), qint64(8030261248));
    QCOMPARE(o["model"].toObject()["trainable_parameters"].toInteger(), qint64(41943040));
    QCOMPARE(o["gpu"].toObject()["id"].toString(), QString("h100-sxm-80gb"));
    const QJsonObject compute = o["compute"].toObject();
    QVERIFY(compute["step_time_s"].toDouble() > 0);
    QVERIFY(qAbs(compute["tokens_per_s"].toDouble() * compute["step_time_s"].toDouble() -
                 compute["tokens_per_step"].toDouble()) <
            1e-6 * compute["tokens_per_step"].toDouble());
    QVERIFY(o["run"].toObject()["steps"].toInteger() > 0);
}

void TestCli::planTableShowsGiBAndPercent() {
    const Result r = run({"plan", kDefault});
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.contains("GiB"));
    QVERIFY(r.out.contains("% of device"));
    QVERIFY(r.out.contains("= device total"));
    QVERIFY(r.err.isEmpty());
    // Where the step goes: the compute by kernel class, as the JSON's breakdown has it.
    const QJsonObject compute = json(run({"plan", kDefault, "--json"}).out)["compute"].toObject();
    const double gemms = compute["breakdown"].toObject()["matmul_s"].toDouble();
    QVERIFY(gemms > 0);
    QVERIFY2(r.out.contains(QString("Compute   GEMMs %1 s, attention ").arg(gemms, 0, 'f', 2)),
             qPrintable(r.out));
}

void TestCli::waysToFitAreSetArgumentsThatFit() {
    // The bundled card keeps its margin: nothing to change.
    QVERIFY(json(run({"plan", kDefault, "--json"}).out)["ways_to_fit"].toArray().isEmpty());
    QVERIFY(!run({"plan", kDefault}).out.contains("Ways to fit"));
    // Its 70B sibling on the same H100 does not; each way is `--set` arguments that, given back
    // to `plan`, give the memory the way promised.
    const std::vector<std::string> big = {"plan", kDefault, "--set", "model.preset=llama-3.1-70b"};
    const Result text = run(big);
    QVERIFY2(text.out.contains("Ways to fit"), qPrintable(text.out));
    std::vector<std::string> asJson = big;
    asJson.push_back("--json");
    const QJsonArray ways = json(run(asJson).out)["ways_to_fit"].toArray();
    QVERIFY(ways.size() >= 2);
    QVERIFY(ways.first().toObject()["margin_ok"].toBool());
    for (const QJsonValue& value : ways) {
        const QJsonObject way = value.toObject();
        std::vector<std::string> tried = asJson;
        const QJsonObject set = way["set"].toObject();
        for (auto it = set.begin(); it != set.end(); ++it) {
            tried.push_back("--set");
            tried.push_back((it.key() + '=' + it.value().toString()).toStdString());
            QVERIFY2(text.out.contains(QString("--set %1=%2").arg(it.key(), it.value().toString())),
                     qPrintable(it.key()));
        }
        const QJsonObject memory = json(run(tried).out)["memory"].toObject();
        QCOMPARE(memory["deciding_total_bytes"].toInteger(),
                 way["deciding_total_bytes"].toInteger());
        QCOMPARE(memory["margin_ok"].toBool(), way["margin_ok"].toBool());
    }
    // A card that keeps its margin has no ways to fit but may finish sooner within it.
    const std::vector<std::string> roomy = {"plan",
                                            kDefault,
                                            "--json",
                                            "--set",
                                            "training.framework=torchtitan",
                                            "--set",
                                            "training.method=full",
                                            "--set",
                                            "hardware.parallelism=fsdp-full",
                                            "--set",
                                            "hardware.gpus_per_node=8",
                                            "--set",
                                            "training.micro_batch=1",
                                            "--set",
                                            "training.gradient_accumulation=16"};
    const QJsonObject plan = json(run(roomy).out);
    QVERIFY(plan["ways_to_fit"].toArray().isEmpty());
    const QJsonArray faster = plan["faster_within_margin"].toArray();
    QVERIFY(!faster.isEmpty());
    for (const QJsonValue& value : faster) {
        QVERIFY(value.toObject()["margin_ok"].toBool());
        QCOMPARE_LT(value.toObject()["wall_time_s"].toDouble(),
                    plan["run"].toObject()["wall_time_s"].toDouble());
    }
}

void TestCli::otherFrameworksAreSetArgumentsOfTheSameRun() {
    const QJsonObject plan = json(run({"plan", kDefault, "--json"}).out);
    const QJsonArray frameworks = plan["other_frameworks"].toArray();
    QVERIFY(frameworks.size() >= 5);
    const Result text = run({"plan", kDefault});
    QVERIFY2(text.out.contains("Other training frameworks"), qPrintable(text.out));
    double previousWall = 0;
    for (const QJsonValue& value : frameworks) {
        const QJsonObject framework = value.toObject();
        QCOMPARE(framework["kind"].toString(), QString("other-framework"));
        QVERIFY(framework["wall_time_s"].toDouble() >= previousWall); // the shortest run first
        previousWall = framework["wall_time_s"].toDouble();
        // Its --set arguments, given back to `plan`, give the step and memory it promised.
        std::vector<std::string> tried = {"plan", kDefault, "--json"};
        const QJsonObject set = framework["set"].toObject();
        QVERIFY(set.contains("training.framework"));
        for (auto it = set.begin(); it != set.end(); ++it) {
            tried.push_back("--set");
            tried.push_back((it.key() + '=' + it.value().toString()).toStdString());
        }
        const QJsonObject replanned = json(run(tried).out);
        QCOMPARE(replanned["card"].toObject()["framework"].toString(),
                 set["training.framework"].toString());
        QCOMPARE(replanned["compute"].toObject()["step_time_s"].toDouble(),
                 framework["step_time_s"].toDouble());
        QCOMPARE(replanned["memory"].toObject()["deciding_total_bytes"].toInteger(),
                 framework["deciding_total_bytes"].toInteger());
    }
    // KempnerForge trains every parameter: the bundled LoRA card is refused at its method.
    const QJsonArray refused = plan["frameworks_refused"].toArray();
    QCOMPARE(refused.size(), 1);
    QCOMPARE(refused.first().toObject()["framework"].toString(), QString("kempnerforge"));
    QCOMPARE(refused.first().toObject()["field"].toString(), QString("training.method"));
    QVERIFY(text.out.contains("cannot run this card: kempnerforge: training.method:"));
    // `compare` decides under each of them by the same rule: one decision per framework that
    // runs the card, the cheapest completed run first.
    const QJsonArray decisions =
        json(run({"compare", kDefault, "--json"}).out)["decision_by_framework"].toArray();
    QCOMPARE(decisions.size(), frameworks.size());
    double previousCost = 0;
    for (const QJsonValue& value : decisions) {
        const QJsonObject decision = value.toObject()["decision"].toObject();
        QVERIFY(!decision["gpu"].toString().isEmpty());
        QVERIFY(decision["total_cost"].toDouble() >= previousCost);
        previousCost = decision["total_cost"].toDouble();
    }
    QVERIFY(run({"compare", kDefault})
                .out.contains("The decision under each other training "
                              "framework"));
}

void TestCli::setOverridesAField() {
    const QJsonObject a = json(run({"plan", kDefault, "--json"}).out);
    const QJsonObject b =
        json(run({"plan", kDefault, "--json", "--set", "training.micro_batch=4"}).out);
    QCOMPARE(b["card"].toObject()["micro_batch"].toInt(), 4);
    QVERIFY(b["memory"].toObject()["breakdown"].toObject()["activations"].toInteger() >
            a["memory"].toObject()["breakdown"].toObject()["activations"].toInteger());
    const QJsonObject c = json(run({"plan", kDefault, "--json", "--gpu", "mi300x-192gb"}).out);
    QCOMPARE(c["gpu"].toObject()["id"].toString(), QString("mi300x-192gb"));
    // The AdamW implementation the card leaves to its framework, as the planner took it.
    auto implementation = [](const QJsonObject& plan) {
        return plan["training"].toObject()["optimizer_implementation"].toString();
    };
    QCOMPARE(implementation(a), QString("fused")); // the default card's Hugging Face
    const QJsonObject litgpt =
        json(run({"plan", kDefault, "--json", "--set", "training.framework=litgpt"}).out);
    QCOMPARE(implementation(litgpt), QString("foreach"));
    // How a MoE card's experts run, as the planner took it: transformers 5's grouped_mm has its
    // one-kernel path on an H100 and falls back to a per-expert loop on an A100.
    const std::string moe = resourcePath("examples/qwen3-30b-a3b-lora.yaml");
    auto experts = [&](const char* gpu) {
        return json(run({"plan", moe, "--json", "--set", std::string("hardware.gpu=") + gpu})
                        .out)["training"]
            .toObject()["moe_experts"]
            .toString();
    };
    QCOMPARE(experts("h100-sxm-80gb"), QString("grouped"));
    QCOMPARE(experts("a100-sxm-80gb"), QString("grouped-fallback"));
    QVERIFY(!a["training"].toObject().contains("moe_experts")); // a dense model has none
    // Which FSDP shards an FSDP card, as the planner took it; none without FSDP.
    auto fsdpVersion = [&](std::vector<std::string> sets) {
        std::vector<std::string> args = {"plan",
                                         kDefault,
                                         "--json",
                                         "--set",
                                         "hardware.parallelism=fsdp-full",
                                         "--set",
                                         "hardware.gpus_per_node=8"};
        for (const std::string& set : sets) {
            args.push_back("--set");
            args.push_back(set);
        }
        return json(run(args).out)["training"].toObject()["fsdp_version"].toInt();
    };
    QCOMPARE(fsdpVersion({}), 1); // accelerate's default
    QCOMPARE(fsdpVersion({"training.fsdp_version=2"}), 2);
    QCOMPARE(fsdpVersion({"training.framework=torchtune"}), 2);
    QVERIFY(!a["training"].toObject().contains("fsdp_version"));
}

void TestCli::compareListsTheArticlesFourFirst() {
    const Result r = run({"compare", kDefault, "--json"});
    QCOMPARE(r.status, 0);
    const QJsonArray gpus = json(r.out)["gpus"].toArray();
    QVERIFY(gpus.size() >= 9);
    const QStringList first{"a100-sxm-80gb", "h100-sxm-80gb", "h200-sxm-141gb", "mi300x-192gb"};
    for (int i = 0; i < 4; ++i)
        QCOMPARE(gpus[i].toObject()["id"].toString(), first[i]);
    // More memory never needs more GPUs: the 192 GB MI300X fits at least where the A100 does.
    const QJsonObject a100 = gpus[0].toObject()["fewest_gpus"].toObject();
    const QJsonObject mi300x = gpus[3].toObject()["fewest_gpus"].toObject();
    if (!a100["single"].isNull())
        QCOMPARE(mi300x["single"].toInt(), 1);
    QVERIFY(!gpus[3].toObject()["software_stack"].toString().isEmpty());
    // Fewest GPUs for every compared layout, and the smallest fit named among the rows.
    for (const char* layout : {"single", "ddp", "zero2", "zero3", "fsdp-full"})
        QVERIFY2(a100.contains(layout), layout);
    const QJsonObject best = json(r.out)["smallest_fit"].toObject();
    bool listed = false;
    for (const auto& gpu : gpus)
        if (gpu.toObject()["id"] == best["gpu"]) {
            listed = true;
            const QJsonObject fewest = gpu.toObject()["fewest_gpus"].toObject();
            QCOMPARE(fewest[best["parallelism"].toString()].toInt(), best["gpus"].toInt());
        }
    QVERIFY(listed);
    const Result table = run({"compare", kDefault});
    QVERIFY(table.out.contains("min fsdp-full"));
    QVERIFY(table.out.contains("Smallest configuration that fits: "));
}

// A pilot's results calibrate the plan where they hold: the measured utilisation on the H100 it
// ran on (its median step, 10.9 s), the planner's prior on every other GPU.
void TestCli::comparePilotCalibratesItsGpuOnly() {
    const std::string pilot = std::string(RUNCARD_TESTS_DIR) + "/report/data/pilot-h100";
    const Result r = run({"compare", kDefault, "--pilot", pilot, "--json"});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    int calibrated = 0;
    for (const auto& value : json(r.out)["gpus"].toArray()) {
        const QJsonObject gpu = value.toObject();
        const bool h100 = gpu["id"].toString() == "h100-sxm-80gb";
        const QString source = gpu["cost"].toObject()["throughput_source"].toString();
        QCOMPARE(source, h100 ? QString("pilot-calibrated") : QString("planner"));
        if (h100)
            QVERIFY(std::abs(gpu["compute"].toObject()["step_time_s"].toDouble() - 10.9) < 1e-9);
        calibrated += h100;
    }
    QCOMPARE(calibrated, 1);
    const Result plan = run({"plan", kDefault, "--pilot", pilot, "--json"});
    QVERIFY(std::abs(json(plan.out)["compute"].toObject()["step_time_s"].toDouble() - 10.9) < 1e-9);
}

void TestCli::sweepReturnsFittingConfigurations() {
    const Result r = run({"sweep", kDefault, "--json"});
    QCOMPARE(r.status, 0);
    const QJsonObject o = json(r.out);
    QVERIFY(o["evaluated"].toInteger() > 1000);
    const QJsonArray configurations = o["configurations"].toArray();
    QVERIFY(!configurations.isEmpty());
    int previousGpus = 0;
    for (const auto& value : configurations) {
        const QJsonObject c = value.toObject();
        QVERIFY(c["headroom_bytes"].toInteger() > 0);
        QVERIFY(c["gpus"].toInt() >= previousGpus);
        previousGpus = c["gpus"].toInt();
        // The card's 2 × 8 sequences per step on one GPU stay 16 sequences per step.
        QCOMPARE(c["micro_batch"].toInt() * c["gradient_accumulation"].toInt() * c["gpus"].toInt(),
                 16);
    }
    QVERIFY(run({"sweep", kDefault, "--goal", "fastest"}).status == 2);
}

void TestCli::modelsAndGpusList() {
    const Result models = run({"models", "--json"});
    QCOMPARE(models.status, 0);
    QVERIFY(QJsonDocument::fromJson(models.out.toUtf8()).array().size() >= 16);
    const Result gpus = run({"gpus"});
    QCOMPARE(gpus.status, 0);
    QVERIFY(gpus.out.contains("mi300x-192gb"));
}

void TestCli::badInputExitsTwoWithOneLine_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no command") << QStringList{} << "usage: runcard-cli";
    QTest::newRow("unknown command") << QStringList{"plot"} << "unknown command 'plot'";
    QTest::newRow("missing card")
        << QStringList{"plan", "/nonexistent.yaml"}
        << "runcard-cli: error: /nonexistent.yaml: cannot open the file for reading";
    QTest::newRow("bad --set") << QStringList{"plan", QString::fromStdString(kDefault), "--set",
                                              "micro_batch"}
                               << "expected KEY=VALUE";
    QTest::newRow("unknown --set key")
        << QStringList{"plan", QString::fromStdString(kDefault), "--set", "training.rank=4"}
        << "runcard-cli: error: --set training.rank=4: training.rank: unknown key "
           "'training.rank'; did you mean 'training.lora.rank'?";
    QTest::newRow("unknown gpu") << QStringList{"plan", QString::fromStdString(kDefault), "--gpu",
                                                "h300"}
                                 << "hardware.gpu: unknown GPU 'h300'";
    QTest::newRow("two cards") << QStringList{"plan", "a.yaml", "b.yaml"}
                               << "needs exactly one run card";
    QTest::newRow("scaling --max-gpus 0")
        << QStringList{"scaling", QString::fromStdString(kDefault), "--max-gpus", "0"}
        << "--max-gpus needs a whole number from 1 to 65536, got '0'";
    QTest::newRow("scaling without a collectives file")
        << QStringList{"scaling", QString::fromStdString(kDefault), "--collectives",
                       "/nonexistent.json"}
        << "/nonexistent.json";
    QTest::newRow("pilot folder without results")
        << QStringList{"compare", QString::fromStdString(kDefault), "--pilot", "/nonexistent"}
        << "/nonexistent: no summary.json in this pilot results folder";
}

void TestCli::badInputExitsTwoWithOneLine() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    std::vector<std::string> argv;
    for (const QString& a : args)
        argv.push_back(a.toStdString());
    const Result r = run(argv);
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
    if (r.err.startsWith("runcard-cli: error:"))
        QCOMPARE(r.err.count('\n'), 1);
}

void TestCli::scalingKeepsTheBatchAndRecommends() {
    const Result r = run({"scaling", kDefault, "--max-gpus", "16", "--json"});
    QCOMPARE(r.status, 0);
    const QJsonObject o = json(r.out);
    QCOMPARE(o["gpu"].toString(), QString("h100-sxm-80gb"));
    QCOMPARE(o["sequences_per_step"].toInteger(), 16);
    QStringList layouts;
    for (const auto& value : o["curves"].toArray()) {
        const QJsonObject c = value.toObject();
        layouts << c["layout"].toString();
        for (const auto& point : c["points"].toArray()) {
            const QJsonObject p = point.toObject();
            // The card's 2 × 8 sequences per step are kept at every count up to 16 GPUs.
            QVERIFY(p["batch_kept"].toBool());
            QCOMPARE(p["micro_batch"].toInt() * p["gradient_accumulation"].toInt() *
                         p["data_parallel"].toInt(),
                     16);
            QCOMPARE(p["sequences_per_step"].toInteger(), 16);
            QVERIFY(std::abs(p["efficiency"].toDouble() * p["gpus"].toInt() -
                             p["speedup"].toDouble()) < 1e-9);
            if (p["gpus"].toInt() == 1)
                QVERIFY(std::abs(p["efficiency"].toDouble() - 1.0) < 1e-9);
            if (p["gpus"].toInt() == 16)
                QCOMPARE(p["nodes"].toInt(), 2);
        }
    }
    QVERIFY2(layouts.contains("ddp") && layouts.contains("zero1") && layouts.contains("zero2") &&
                 layouts.contains("zero3") && layouts.contains("fsdp-full") &&
                 layouts.contains("fsdp-hybrid") && layouts.contains("fsdp-full+tp8"),
             qPrintable(layouts.join(", ")));
    const QJsonArray recommended = o["recommended"].toArray();
    QCOMPARE(recommended.size(), 5); // 1, 2, 4, 8, 16 GPUs
    for (const auto& value : recommended)
        QVERIFY(!value.toObject()["reason"].toString().isEmpty());

    const Result text = run({"scaling", kDefault, "--max-gpus", "8"});
    QCOMPARE(text.status, 0);
    QVERIFY(text.out.contains("Recommended layout per GPU count"));
    QVERIFY(text.out.contains("  8 GPU(s): "));
    QVERIFY(!text.out.contains("16 GPU(s)")); // --max-gpus 8
    QVERIFY(!text.out.contains(" *"));        // every point keeps the batch: no footnote

    // From 32 GPUs the 16 sequences cannot be split: one sequence per replica, and each point
    // says what it trains.
    const QJsonObject wide = json(run({"scaling", kDefault, "--max-gpus", "32", "--json"}).out);
    int changed = 0;
    for (const auto& value : wide["curves"].toArray())
        for (const auto& point : value.toObject()["points"].toArray()) {
            const QJsonObject p = point.toObject();
            const qint64 trained = p["sequences_per_step"].toInteger();
            QCOMPARE(trained, qint64(p["micro_batch"].toInt()) *
                                  p["gradient_accumulation"].toInt() * p["data_parallel"].toInt());
            QCOMPARE(p["batch_kept"].toBool(), trained == 16);
            if (p["gpus"].toInt() == 32 && p["data_parallel"].toInt() == 32) {
                QCOMPARE(trained, 32);
                ++changed;
            }
        }
    QVERIFY(changed > 0);
    const Result wideText = run({"scaling", kDefault, "--max-gpus", "32"});
    QVERIFY2(wideText.out.contains("* the card's 16 sequences per step do not divide among this "
                                   "many replicas"),
             qPrintable(wideText.out));
}

void TestCli::layoutsTheModelCannotUseAreRefused_data() {
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<QString>("message");
    QTest::newRow("fsdp-hybrid on one node")
        << "  parallelism: fsdp-hybrid\n  gpus_per_node: 8\n"
        << "card.yaml:7:16: hardware.parallelism: fsdp-hybrid shards inside a node and replicates "
           "across nodes; it needs at least 2 nodes";
    QTest::newRow("TP that does not divide the heads")
        << "  parallelism: fsdp-full\n  gpus_per_node: 6\n  tensor_parallel: 3\n"
        << "card.yaml:9:20: hardware.tensor_parallel: tensor_parallel 3 must divide the model's 32 "
           "attention heads and 8 key/value heads";
    QTest::newRow("PP chunks beyond the layers")
        << "  parallelism: fsdp-full\n  gpus_per_node: 3\n  nodes: 11\n  pipeline_parallel: 33\n"
        << "card.yaml:10:22: hardware.pipeline_parallel: pipeline_parallel × virtual_stages = 33 "
           "is more than the model's 32 layers: every chunk needs one";
    QTest::newRow("an all-to-all exchange with more ranks than heads")
        << "  parallelism: zero1\n  gpus_per_node: 8\n  nodes: 8\n  context_parallel: 64\n"
           "  context_parallel_comm: all-to-all\n"
        << "card.yaml:10:21: hardware.context_parallel: the all-to-all exchange gives each of the "
           "context_parallel 64 GPUs whole heads: it must divide the 32 attention heads of a "
           "tensor-parallel rank, and divide or be a multiple of its 8 key/value heads";
}

void TestCli::layoutsTheModelCannotUseAreRefused() {
    QFETCH(QString, hardware);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = dir.filePath("card.yaml");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(("runcard: 1\nname: t\nmodel: {preset: llama-3.1-8b}\n"
                "training: {tokens: 1e9, framework: megatron}\n"
                "hardware:\n  gpu: h100-sxm-80gb\n" +
                hardware)
                   .toUtf8());
    file.close();
    const Result r = run({"plan", path.toStdString()});
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(dir.path() + "/" + message), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
