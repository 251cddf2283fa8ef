// Run cards: every example round-trips through YAML; every malformed card gets its exact message.
#include "planner/gpu_catalog.h"
#include "planner/plan.h"
#include "planner/presets.h"
#include "planner/resources.h"
#include "planner/run_card_yaml.h"

#include <QTemporaryDir>
#include <QtTest>
#include <filesystem>
#include <fstream>

using namespace runcard;

namespace {
const char* kBase = "runcard: 1\nname: t\nmodel:\n  preset: llama-3.2-1b\ntraining:\n  method: "
                    "lora\n  tokens: 1e6\nhardware:\n  gpu: h100-sxm-80gb\n";

QString replaced(const QString& from, const QString& to) {
    return QString(kBase).replace(from, to);
}

std::string firstMessage(const std::string& yaml) {
    LoadResult result = parseRunCard(yaml, "card.yaml");
    if (result.ok()) {
        // Some problems only show when the card is resolved against presets and the catalog.
        try {
            resolve(*result.card, PresetLibrary::bundled(), GpuCatalog::bundled());
        } catch (const InputError& e) {
            return e.diagnostics().front().toString();
        }
        return "accepted";
    }
    return result.diagnostics.front().toString();
}
} // namespace

class TestRunCard : public QObject {
    Q_OBJECT
private slots:
    void examplesRoundTrip_data();
    void examplesRoundTrip();
    void savesAtomicallyAndReloads();
    void overridesApplyDottedKeys();
    void malformedCards_data();
    void malformedCards();
    void rangeErrorsKeepTheCardAsWritten();
    void collectsEveryError();
    void validateMarksFieldsInMemory();
    void loraTargetsAcceptAllLinear();
};

void TestRunCard::examplesRoundTrip_data() {
    QTest::addColumn<QString>("path");
    for (const auto& entry : std::filesystem::directory_iterator(resourcePath("examples")))
        QTest::newRow(entry.path().filename().c_str())
            << QString::fromStdString(entry.path().string());
}

void TestRunCard::examplesRoundTrip() {
    QFETCH(QString, path);
    const LoadResult loaded = loadRunCard(path.toStdString());
    QVERIFY2(loaded.ok(),
             loaded.diagnostics.empty() ? "" : loaded.diagnostics[0].toString().c_str());
    const std::string yaml = toYaml(*loaded.card);
    const LoadResult again = parseRunCard(yaml, "round-trip");
    QVERIFY2(again.ok(), yaml.c_str());
    QVERIFY(*again.card == *loaded.card);
    QCOMPARE(QString::fromStdString(toYaml(*again.card)), QString::fromStdString(yaml));
}

void TestRunCard::savesAtomicallyAndReloads() {
    QTemporaryDir dir;
    const std::string path = (dir.path() + "/card.yaml").toStdString();
    RunCard card = loadRunCardOrThrow(resourcePath("examples/default.yaml"));
    card.training.micro_batch = 3;
    card.name = "quoted \"name\" with: colon";
    saveRunCard(card, path);
    const RunCard back = loadRunCardOrThrow(path);
    QCOMPARE(back.training.micro_batch, 3);
    QCOMPARE(QString::fromStdString(back.name), QString("quoted \"name\" with: colon"));
    // No temporary file is left beside the card.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
}

void TestRunCard::overridesApplyDottedKeys() {
    const LoadResult r = parseRunCard(kBase, "card.yaml",
                                      {{"training.micro_batch", "4"},
                                       {"training.lora.rank", "64"},
                                       {"hardware.gpu", "a100-sxm-80gb"}});
    QVERIFY(r.ok());
    QCOMPARE(r.card->training.micro_batch, 4);
    QCOMPARE(r.card->training.lora.rank, 64);
    QCOMPARE(QString::fromStdString(r.card->hardware.gpu), QString("a100-sxm-80gb"));
    const LoadResult bad = parseRunCard(kBase, "card.yaml", {{"training.micro_batch", "0"}});
    QVERIFY(!bad.ok());
    QCOMPARE(QString::fromStdString(bad.diagnostics[0].toString()),
             QString("--set training.micro_batch=0: training.micro_batch: must be at least 1"));
}

void TestRunCard::malformedCards_data() {
    QTest::addColumn<QString>("yaml");
    QTest::addColumn<QString>("message");
    auto add = [](const char* name, const QString& yaml, const char* message) {
        QTest::newRow(name) << yaml << QString(message);
    };
    add("syntax error", "runcard: 1\nmodel: {preset: llama-3.2-1b\ntraining:\n",
        "card.yaml:3:9: YAML syntax error: end of map flow not found");
    add("tab indentation", "runcard: 1\nmodel:\n\tpreset: x\n",
        "card.yaml:3:8: YAML syntax error: illegal map value");
    add("empty file", "", "card.yaml:1:1: the file is empty; a run card starts with 'runcard: 1'");
    add("not a mapping", "- runcard\n- 1\n",
        "card.yaml:1:1: a run card must be a YAML mapping of sections");
    add("missing version", replaced("runcard: 1\n", ""),
        "card.yaml:1:1: runcard: missing; the first line of a v1 card is 'runcard: 1'");
    add("future version", replaced("runcard: 1", "runcard: 2"),
        "card.yaml:1:10: runcard: unsupported schema version 2; this Runcard reads version 1");
    add("unknown section", QString(kBase) + "hardwre:\n  gpu: x\n",
        "card.yaml:10:1: hardwre: unknown key 'hardwre'; did you mean 'hardware'?");
    add("unknown key", replaced("  method: lora\n", "  method: lora\n  micro_btach: 4\n"),
        "card.yaml:7:3: training.micro_btach: unknown key 'micro_btach'; did you mean "
        "'micro_batch'?");
    add("text for integer", replaced("  method: lora\n", "  method: lora\n  micro_batch: four\n"),
        "card.yaml:7:16: training.micro_batch: expected an integer, got 'four'");
    add("fraction for integer",
        replaced("  method: lora\n", "  method: lora\n  sequence_length: 2048.5\n"),
        "card.yaml:7:20: training.sequence_length: expected an integer, got '2048.5'");
    add("misspelt method", replaced("method: lora", "method: lorra"),
        "card.yaml:6:11: training.method: unknown value 'lorra'; did you mean 'lora'? (one of: "
        "full, lora, qlora)");
    add("not a boolean", replaced("  method: lora\n", "  method: lora\n  packed: maybe\n"),
        "card.yaml:7:11: training.packed: expected true or false, got 'maybe'");
    add("zero sequence length",
        replaced("  method: lora\n", "  method: lora\n  sequence_length: 0\n"),
        "card.yaml:7:20: training.sequence_length: must be at least 1");
    add("negative micro-batch", replaced("  method: lora\n", "  method: lora\n  micro_batch: -2\n"),
        "card.yaml:7:16: training.micro_batch: must be at least 1");
    add("kv heads do not divide",
        "runcard: 1\nmodel:\n  architecture: {layers: 2, hidden_size: 64, intermediate_size: 128, "
        "attention_heads: 8, kv_heads: 3, vocab_size: 100}\ntraining: {tokens: 1e6}\n",
        "card.yaml:3:100: model.architecture.kv_heads: must divide attention_heads (8)");
    add("LoRA rank zero", replaced("  method: lora\n", "  method: lora\n  lora: {rank: 0}\n"),
        "card.yaml:7:16: training.lora.rank: must be at least 1");
    add("unknown LoRA target",
        replaced("  method: lora\n", "  method: lora\n  lora: {targets: [q, x]}\n"),
        "card.yaml:7:23: training.lora.targets: unknown value 'x' (one of: q, k, v, o, gate, up, "
        "down, all-linear)");
    add("two budgets", replaced("  tokens: 1e6\n", "  tokens: 1e6\n  steps: 10\n"),
        "card.yaml:8:10: training.steps: give only one of training.tokens, training.steps, "
        "training.epochs");
    add("margin above 0.9", QString(kBase) + "  memory_margin: 1.5\n",
        "card.yaml:10:18: hardware.memory_margin: must be less than 0.9");
    add("single on eight GPUs", QString(kBase) + "  gpus_per_node: 8\n",
        "card.yaml:9:3: hardware.parallelism: 'single' runs on one GPU; choose ddp, a zero stage "
        "or "
        "an fsdp strategy for 8 GPUs");
    add("two model sources",
        replaced("  preset: llama-3.2-1b\n", "  preset: llama-3.2-1b\n  hf_config: c.json\n"),
        "card.yaml:4:3: model: give only one of model.preset, model.hf_config, model.local_dir");
    add("no model", "runcard: 1\ntraining: {tokens: 1e6}\n",
        "card.yaml:1:1: model: missing; name a preset, hf_config or local_dir");
    add("section is a scalar", replaced("hardware:\n  gpu: h100-sxm-80gb\n", "hardware: h100\n"),
        "card.yaml:8:11: hardware: must be a mapping of keys");
    add("QLoRA in fp32",
        replaced("method: lora", "method: qlora")
            .replace("  tokens: 1e6\n", "  tokens: 1e6\n  precision: fp32\n"),
        "card.yaml:8:14: training.precision: QLoRA computes in 16 bit; use bf16-mixed, bf16 or "
        "fp16-mixed");
    add("epochs without data size", replaced("tokens: 1e6", "epochs: 2"),
        "card.yaml:7:11: training.epochs: needs data.tokens, the tokens in one epoch");
    add("zero budget", replaced("tokens: 1e6", "tokens: 0"),
        "card.yaml:7:11: training.tokens: must be greater than 0");
    add("not a number", replaced("  method: lora\n", "  method: lora\n  learning_rate: .nan\n"),
        "card.yaml:7:18: training.learning_rate: must be a finite number");
    add("unknown preset", replaced("llama-3.2-1b", "llama-3.2-1"),
        "card.yaml:4:11: model.preset: unknown preset 'llama-3.2-1'; did you mean 'llama-3.2-1b'? "
        "(runcard-cli models lists the presets)");
    add("unknown GPU", replaced("h100-sxm-80gb", "h100-sxm"),
        "card.yaml:9:8: hardware.gpu: unknown GPU 'h100-sxm' (runcard-cli gpus lists the catalog)");
    add("unreadable config.json",
        replaced("  preset: llama-3.2-1b\n", "  hf_config: /nonexistent/config.json\n"),
        "card.yaml:4:14: model.hf_config: cannot import the model");
}

void TestRunCard::malformedCards() {
    QFETCH(QString, yaml);
    QFETCH(QString, message);
    QCOMPARE(QString::fromStdString(firstMessage(yaml.toStdString())), message);
}

void TestRunCard::rangeErrorsKeepTheCardAsWritten() {
    const LoadResult range = parseRunCard(
        replaced("  method: lora\n", "  method: lora\n  micro_batch: 0\n").toStdString(),
        "card.yaml");
    QVERIFY(!range.ok());
    QVERIFY(range.partial.has_value());
    QCOMPARE(range.partial->training.micro_batch, 0);
    const LoadResult type = parseRunCard(
        replaced("  method: lora\n", "  method: lora\n  micro_batch: x\n").toStdString(),
        "card.yaml");
    QVERIFY(!type.ok());
    QVERIFY(!type.partial.has_value());
}

void TestRunCard::collectsEveryError() {
    const LoadResult r =
        parseRunCard(replaced("  method: lora\n",
                              "  method: lora\n  micro_batch: x\n  packed: 3\n  colour: red\n")
                         .toStdString(),
                     "card.yaml");
    QCOMPARE(int(r.diagnostics.size()), 3);
    QCOMPARE(QString::fromStdString(r.diagnostics[2].field), QString("training.colour"));
}

void TestRunCard::validateMarksFieldsInMemory() {
    RunCard card = loadRunCardOrThrow(resourcePath("examples/default.yaml"));
    QVERIFY(validateRunCard(card).empty());
    card.training.gradient_accumulation = 0;
    card.checkpoint.keep = 0;
    const Diagnostics problems = validateRunCard(card);
    QCOMPARE(int(problems.size()), 2);
    QCOMPARE(QString::fromStdString(problems[0].field), QString("training.gradient_accumulation"));
    QCOMPARE(QString::fromStdString(problems[1].field), QString("checkpoint.keep"));
}

void TestRunCard::loraTargetsAcceptAllLinear() {
    const LoadResult r =
        parseRunCard(replaced("  method: lora\n", "  method: lora\n  lora: {targets: all-linear}\n")
                         .toStdString(),
                     "card.yaml");
    QVERIFY(r.ok());
    QCOMPARE(int(r.card->training.lora.targets.size()), 7);
}

QTEST_GUILESS_MAIN(TestRunCard)
#include "test_run_card.moc"
