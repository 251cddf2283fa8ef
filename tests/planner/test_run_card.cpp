// Run cards: every example and every schema field round-trips through YAML, --set and JSON;
// every malformed card gets its exact message; every bound is enforced and keeps the planner's
// arithmetic in range; docs/runcard.md describes the schema as it is.
#include "planner/gpu_catalog.h"
#include "planner/plan.h"
#include "planner/plan_json.h"
#include "planner/presets.h"
#include "planner/resources.h"
#include "planner/run_card_docs.h"
#include "planner/run_card_schema.h"
#include "planner/run_card_yaml.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

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

// A value of `field` that differs from the default card's and lies in the field's range.
FieldValue changedValue(const FieldSpec& field) {
    const FieldValue before = field.get(RunCard{});
    switch (field.type) {
    case FieldType::Integer: {
        const auto before64 = std::get_if<std::int64_t>(&before);
        const double value =
            (before64 && double(*before64) == *field.max) ? *field.min : *field.max;
        return FieldValue{std::int64_t(value)};
    }
    case FieldType::Number: {
        double value = field.maxExclusive ? (*field.min + *field.max) / 2 : *field.max;
        if (field.whole)
            value = std::floor(value);
        return FieldValue{value};
    }
    case FieldType::Boolean: {
        const auto* flag = std::get_if<bool>(&before);
        return FieldValue{!(flag && *flag)};
    }
    case FieldType::Text:
        return FieldValue{"x-" + field.key() + " \"quoted\": yes"};
    case FieldType::Choice: {
        const auto& choices = field.choices;
        const std::string last(choices.back().spelling);
        const auto* text = std::get_if<std::string>(&before);
        return FieldValue{text && *text == last ? std::string(choices.front().spelling) : last};
    }
    case FieldType::TextList:
        return FieldValue{std::vector<std::string>{"b-option", "a option"}};
    case FieldType::ChoiceList:
        return FieldValue{std::vector<std::string>{std::string(field.choices.back().spelling),
                                                   std::string(field.choices.front().spelling)}};
    }
    return {};
}

// A card with every field changed; of a one-of group, the last alternative.
RunCard cardWithEveryFieldChanged() {
    RunCard card;
    for (const FieldSpec& field : runCardFields())
        if (!field.fixed && (field.oneOf.empty() || oneOfMembers(field.oneOf).back() == &field))
            field.set(card, changedValue(field));
    return card;
}

std::string show(const FieldValue& value, const FieldSpec& field) {
    return std::holds_alternative<std::monostate>(value) ? "(unset)" : yamlScalar(field, value);
}

// Every numeric field of the schema at its upper bound (the largest value allowed), with the
// tokens of one pass at their limit, on the most GPUs.
RunCard cardAtUpperBounds() {
    RunCard card;
    for (const FieldSpec& field : runCardFields()) {
        if (!field.isNumeric() || field.fixed || !field.oneOf.empty())
            continue;
        double value = *field.max;
        if (field.maxExclusive)
            value = field.type == FieldType::Integer ? value - 1 : std::nextafter(value, 0.0);
        field.set(card, field.type == FieldType::Integer ? FieldValue{std::int64_t(value)}
                                                         : FieldValue{value});
    }
    // The tokens per GPU and pass at their bound of 2^20 (a longer sequence, up to the field's
    // 2^24, is planned only split over context-parallel ranks: ALST's rows plan it).
    card.training.sequence_length = 1 << 20;
    card.training.micro_batch = 1;
    card.training.budget = {BudgetKind::Epochs, *findField("training.epochs")->max};
    card.training.optimizer_in_backward = false;
    card.hardware.parallelism = Parallelism::FsdpFull;
    // 64 GPUs in a node: one NVLink domain of an NVL72 rack (a board of 8 refuses them).
    card.hardware.gpu = "gb200-186gb";
    // Model-parallel degrees are bounded by the model and the GPU count (rules), not by a range.
    card.hardware.tensor_parallel = card.hardware.pipeline_parallel = 1;
    card.hardware.context_parallel = card.hardware.virtual_stages = 1;
    return card;
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
    void everyFieldRoundTripsThroughYaml();
    void everyFieldCanBeSetFromTheCommandLine();
    void everyFieldIsInThePlanJson();
    void everyNumericFieldHasBoundsInsideItsType();
    void valuesPastABoundAreRefused_data();
    void valuesPastABoundAreRefused();
    void reliabilityReproducersAreRefused_data();
    void reliabilityReproducersAreRefused();
    void cardAtItsUpperBoundsPlansWithoutOverflow();
    void duplicateKeysAreRefusedWithBothPositions();
    void setErrorsPointAtTheArgument();
    void setOfOneBudgetReplacesTheOther();
    void aDirectoryIsNotACard();
    void nestedListItemsGetAClearMessage();
    void everyDiagnosticCodeHasASentence();
    void docsDescribeEverySchemaField();
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
    add("too many tokens per pass",
        replaced("  method: lora\n", "  method: lora\n  micro_batch: 1000\n"),
        "card.yaml:7:16: training.micro_batch: sequence_length × micro_batch ÷ context_parallel "
        "is 2048000 tokens; at most 1048576 tokens per GPU and pass are planned");
    add("kv heads do not divide",
        "runcard: 1\nmodel:\n  architecture: {layers: 2, hidden_size: 64, intermediate_size: 128, "
        "attention_heads: 8, kv_heads: 3, vocab_size: 100}\ntraining: {tokens: 1e6}\n",
        "card.yaml:3:100: model.architecture.kv_heads: must divide attention_heads (8)");
    add("unknown position encoding",
        "runcard: 1\nmodel:\n  preset: llama-3.2-1b\n  architecture: {position: sinusoidal}\n"
        "training: {tokens: 1e6}\n",
        "card.yaml:4:28: model.architecture.position: unknown value 'sinusoidal' (one of: rope, "
        "learned, alibi)");
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
    add("unknown GPU, the start of one id", replaced("h100-sxm-80gb", "h100-sxm"),
        "card.yaml:9:8: hardware.gpu: unknown GPU 'h100-sxm'; did you mean 'h100-sxm-80gb'? "
        "(runcard-cli gpus lists the catalog)");
    add("unknown GPU, a family", replaced("h100-sxm-80gb", "h100"),
        "card.yaml:9:8: hardware.gpu: unknown GPU 'h100'; did you mean one of h100-nvl-94gb, "
        "h100-pcie-80gb, h100-sxm-80gb? (runcard-cli gpus lists the catalog)");
    add("unknown GPU, letter case", replaced("h100-sxm-80gb", "H100-SXM-80GB"),
        "card.yaml:9:8: hardware.gpu: unknown GPU 'H100-SXM-80GB'; did you mean 'h100-sxm-80gb'? "
        "(runcard-cli gpus lists the catalog)");
    add("unknown GPU, nothing near", replaced("h100-sxm-80gb", "tpu-v5"),
        "card.yaml:9:8: hardware.gpu: unknown GPU 'tpu-v5' (runcard-cli gpus lists the catalog)");
    add("unknown preset, a family in number order", replaced("llama-3.2-1b", "llama-3.1"),
        "card.yaml:4:11: model.preset: unknown preset 'llama-3.1'; did you mean one of "
        "llama-3.1-8b, llama-3.1-70b? (runcard-cli models lists the presets)");
    add("unknown preset, a family", replaced("llama-3.2-1b", "llama-3.2"),
        "card.yaml:4:11: model.preset: unknown preset 'llama-3.2'; did you mean one of "
        "llama-3.2-1b, llama-3.2-3b? (runcard-cli models lists the presets)");
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

void TestRunCard::everyFieldRoundTripsThroughYaml() {
    const RunCard card = cardWithEveryFieldChanged();
    const std::string yaml = toYaml(card);
    const LoadResult back = parseRunCard(yaml, "all.yaml");
    // Some changed values break rules across fields (two model sources): the card as written.
    QVERIFY2(back.card || back.partial, yaml.c_str());
    const RunCard& read = back.card ? *back.card : *back.partial;
    for (const FieldSpec& field : runCardFields())
        QVERIFY2(field.get(read) == field.get(card),
                 (field.path + ": wrote " + show(field.get(card), field) + ", read " +
                  show(field.get(read), field))
                     .c_str());
    QVERIFY(read == card);
    QCOMPARE(QString::fromStdString(toYaml(read)), QString::fromStdString(yaml));
}

void TestRunCard::everyFieldCanBeSetFromTheCommandLine() {
    for (const FieldSpec& field : runCardFields()) {
        if (field.fixed)
            continue;
        const FieldValue value = changedValue(field);
        const LoadResult r =
            parseRunCard(kBase, "card.yaml", {{field.path, yamlScalar(field, value)}});
        QVERIFY2(r.card || r.partial, field.path.c_str());
        const RunCard& card = r.card ? *r.card : *r.partial;
        QVERIFY2(field.get(card) == value, (field.path + ": set " + show(value, field) + ", got " +
                                            show(field.get(card), field))
                                               .c_str());
    }
}

void TestRunCard::everyFieldIsInThePlanJson() {
    RunCard card = cardWithEveryFieldChanged();
    JsonWriter writer;
    writeCardJson(writer, card);
    const QJsonObject json =
        QJsonDocument::fromJson(QByteArray::fromStdString(writer.str())).object();
    QVERIFY(!json.isEmpty());
    int checked = 0;
    for (const FieldSpec& field : runCardFields()) {
        const FieldValue value = field.get(card);
        if (std::holds_alternative<std::monostate>(value) || !field.appliesTo(card))
            continue;
        QJsonValue at = json;
        for (const QString& part : QString::fromStdString(field.json).split('.'))
            at = at.toObject().value(part);
        QVERIFY2(!at.isUndefined(), field.path.c_str());
        // The JSON value written back as YAML is the field's value.
        QString expected = QString::fromStdString(yamlScalar(field, value));
        QString actual;
        if (at.isArray()) {
            QStringList items;
            for (const QJsonValue& item : at.toArray())
                items << (field.type == FieldType::ChoiceList
                              ? item.toString()
                              : QString::fromUtf8(
                                    QJsonDocument(QJsonArray{item}).toJson(QJsonDocument::Compact))
                                    .mid(1)
                                    .chopped(1));
            actual = '[' + items.join(", ") + ']';
        } else if (at.isString()) {
            actual = field.type == FieldType::Choice
                         ? at.toString()
                         : QString::fromUtf8(
                               QJsonDocument(QJsonArray{at}).toJson(QJsonDocument::Compact))
                               .mid(1)
                               .chopped(1);
        } else if (at.isBool()) {
            actual = at.toBool() ? "true" : "false";
        } else {
            actual = QString::fromStdString(field.type == FieldType::Integer
                                                ? std::to_string(at.toInteger())
                                                : yamlScalar(field, FieldValue{at.toDouble()}));
        }
        QCOMPARE(actual, expected);
        ++checked;
    }
    QVERIFY(checked > 60);
}

void TestRunCard::everyNumericFieldHasBoundsInsideItsType() {
    for (const FieldSpec& field : runCardFields()) {
        if (!field.isNumeric())
            continue;
        QVERIFY2(field.min && field.max, field.path.c_str());
        QVERIFY2(!field.boundWhy.empty(), field.path.c_str()); // the reason for the upper bound
        QVERIFY2(*field.min < *field.max || field.fixed, field.path.c_str());
        if (field.type == FieldType::Integer) {
            QVERIFY2(*field.min >= double(field.storageMin), field.path.c_str());
            QVERIFY2(*field.max <= double(field.storageMax), field.path.c_str());
        }
        // The default card lies inside every range.
        const FieldValue value = field.get(RunCard{});
        if (!std::holds_alternative<std::monostate>(value))
            QVERIFY2(!rangeProblem(field, std::holds_alternative<double>(value)
                                              ? std::get<double>(value)
                                              : double(std::get<std::int64_t>(value))),
                     field.path.c_str());
    }
}

void TestRunCard::valuesPastABoundAreRefused_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("message");
    for (const FieldSpec& field : runCardFields()) {
        if (!field.isNumeric() || field.fixed)
            continue;
        const QString key = QString::fromStdString(field.path);
        auto bound = [](double b) { return QString::fromStdString(formatDouble(b)); };
        const QString above =
            field.type == FieldType::Integer ? bound(*field.max + 1) : bound(*field.max * 2 + 1);
        QTest::addRow("%s above", field.path.c_str())
            << key << above
            << QString("%1: must be %2 %3")
                   .arg(key, field.maxExclusive ? "less than" : "at most", bound(*field.max));
        const QString below = bound(*field.min - 1);
        const QString low =
            *field.min == 0 && !field.minExclusive
                ? "must not be negative"
                : QString("must be %1 %2")
                      .arg(field.minExclusive ? "greater than" : "at least", bound(*field.min));
        QTest::addRow("%s below", field.path.c_str()) << key << below << key + ": " + low;
        if (field.type == FieldType::Number)
            for (const char* infinite : {".nan", ".inf", "-.inf"})
                QTest::addRow("%s %s", field.path.c_str(), infinite)
                    << key << infinite << key + ": must be a finite number";
    }
}

void TestRunCard::valuesPastABoundAreRefused() {
    QFETCH(QString, key);
    QFETCH(QString, value);
    QFETCH(QString, message);
    // The budget's alternatives, architecture overrides and LoRA settings all apply on this card;
    // a field that applies only under one policy gets that policy set beside it.
    const std::map<std::string, std::vector<FieldOverride>> enabling = {
        {"training.checkpoint_every",
         {{"training.activation_checkpointing", "every-k"}, {"training.framework", "torchtune"}}},
        {"training.recompute_layers",
         {{"training.activation_checkpointing", "partial"}, {"training.framework", "megatron"}}},
        {"training.loss_chunks", {{"training.loss", "chunked"}}},
        {"training.tiled_mlp_shards", {{"training.tiled_mlp", "true"}}},
        {"training.loss_chunk_tokens", {{"training.loss", "fused"}}},
        {"data.mean_tokens", {{"training.packed", "false"}}},
        {"hardware.zero_reduce_bucket", {{"hardware.parallelism", "zero3"}}},
        {"hardware.zero3_prefetch_bucket", {{"hardware.parallelism", "zero3"}}},
        {"hardware.zero3_max_reuse_distance", {{"hardware.parallelism", "zero3"}}},
        {"hardware.zero3_max_live_parameters", {{"hardware.parallelism", "zero3"}}},
        {"hardware.virtual_stages",
         {{"hardware.pipeline_parallel", "2"},
          {"hardware.gpus_per_node", "2"},
          {"hardware.pipeline_schedule", "interleaved-1f1b"}}}};
    std::vector<FieldOverride> sets;
    if (const auto it = enabling.find(key.toStdString()); it != enabling.end())
        sets = it->second;
    sets.push_back({key.toStdString(), value.toStdString()});
    const LoadResult r = parseRunCard(kBase, "card.yaml", sets);
    QVERIFY(!r.ok());
    QStringList all;
    for (const Diagnostic& d : r.diagnostics)
        all << QString::fromStdString(d.toString());
    const QString argument = "--set " + key + "=" + value + ": ";
    QVERIFY2(all.contains(argument + message), qPrintable(all.join('\n')));
}

void TestRunCard::reliabilityReproducersAreRefused_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("message");
    QTest::newRow("micro_batch 2147483647")
        << "card-micro-batch-max.yaml"
        << ":14:16: training.micro_batch: must be at most 65536";
    QTest::newRow("tokens 1e308") << "card-tokens-1e308.yaml"
                                  << ":19:11: training.tokens: must be at most 1e+15";
}

void TestRunCard::reliabilityReproducersAreRefused() {
    QFETCH(QString, file);
    QFETCH(QString, message);
    const std::string path =
        std::string(RUNCARD_TESTS_DIR) + "/planner/reproducers/" + file.toStdString();
    const LoadResult r = loadRunCard(path);
    QVERIFY(!r.ok());
    QCOMPARE(QString::fromStdString(r.diagnostics.front().toString()),
             QString::fromStdString(path) + message);
    QCOMPARE(int(r.diagnostics.size()), 1); // no rule repeats what the range already says
}

void TestRunCard::cardAtItsUpperBoundsPlansWithoutOverflow() {
    // Every figure of the plan stays finite and in range with every field at its bound, whatever
    // the method, attention, loss, checkpointing, framework and layout: the bounds of the schema
    // are what keeps plan.cpp's double -> int64 conversions defined.
    const PresetLibrary presets = PresetLibrary::bundled();
    const GpuCatalog gpus = GpuCatalog::bundled();
    int planned = 0, notOffered = 0, skippedReplays = 0;
    for (int method = 0; method < 3; ++method)
        for (int attention = 0; attention < 3; ++attention)
            for (int loss = 0; loss < 4; ++loss)
                for (int checkpointing = 0; checkpointing < 6; ++checkpointing)
                    for (int framework = 0; framework < 7; ++framework)
                        for (Parallelism layout :
                             {Parallelism::Ddp, Parallelism::Zero3, Parallelism::FsdpFull}) {
                            RunCard card = cardAtUpperBounds();
                            card.training.method = TrainingMethod(method);
                            card.training.precision =
                                method == 2 ? Precision::Fp16Mixed : Precision::Fp32;
                            card.training.attention = AttentionKernel(attention);
                            card.training.loss = LossMode(loss);
                            card.training.activation_checkpointing =
                                ActivationCheckpointing(checkpointing);
                            card.training.framework = FrameworkProfile(framework);
                            card.hardware.parallelism = layout;
                            // The model at its bounds has experts, which transformers 5's LoRA
                            // adapts through PEFT's ParamWrapper, without dropout.
                            if (card.training.framework == FrameworkProfile::HfTransformers)
                                card.training.lora.dropout = 0;
                            // The runcard-pilot profile replays the pilot's own step (eager
                            // attention, the standard loss) whatever the card asks: one attention
                            // and loss suffice, and its replay at the upper bounds is the slow
                            // part.
                            if (card.training.framework == FrameworkProfile::RuncardPilot &&
                                (attention != 0 || loss != 0)) {
                                ++skippedReplays;
                                continue;
                            }
                            const Diagnostics problems = validateRunCard(card);
                            // A policy, a layout, a loss, a method, a LoRA dropout or litgpt's
                            // multi-GPU QLoRA the framework does not offer is refused, naming the
                            // field.
                            const auto notInFramework = [](const Diagnostic& d) {
                                return d.code == DiagnosticCode::NotInFramework &&
                                       (d.field == "training.activation_checkpointing" ||
                                        d.field == "hardware.parallelism" ||
                                        d.field == "training.method" ||
                                        d.field == "training.loss" ||
                                        d.field == "training.lora.dropout");
                            };
                            if (!problems.empty() &&
                                std::all_of(problems.begin(), problems.end(), notInFramework)) {
                                ++notOffered;
                                continue;
                            }
                            QVERIFY2(problems.empty(),
                                     problems.empty() ? "" : problems[0].toString().c_str());
                            const Scenario s = resolve(card, presets, gpus);
                            const Plan plan = evaluate(s);
                            const MemoryBreakdown& b = plan.memory.breakdown;
                            for (std::int64_t part :
                                 {b.weights, b.gradients, b.optimizer, b.adapters, b.activations,
                                  b.logits, b.buffers})
                                QVERIFY(part >= 0);
                            QVERIFY(plan.memory.peak_allocated_bytes >= b.weights);
                            QVERIFY(plan.memory.reserved_bytes >= plan.memory.peak_allocated_bytes);
                            QVERIFY(plan.memory.device_total_bytes >= plan.memory.reserved_bytes);
                            QVERIFY(plan.memory.host_bytes >= 0);
                            QVERIFY(plan.parameters > 0 && plan.trainable_parameters > 0);
                            QVERIFY(std::isfinite(plan.compute.step_time_s) &&
                                    plan.compute.step_time_s > 0);
                            QVERIFY(plan.run.steps > 0);
                            QVERIFY(std::isfinite(plan.run.wall_time_s));
                            ++planned;
                        }
    // runcard-pilot: every attention and loss but the first of each, for all six policies.
    QCOMPARE(skippedReplays, 3 * (3 * 4 - 1) * 6 * 3);
    QCOMPARE(planned + notOffered + skippedReplays, 3 * 3 * 4 * 6 * 7 * 3);
    // Per framework, the methods it trains × the 12 attention and loss pairs (Megatron's 3 with
    // its own loss) × the policies it offers (none and full everywhere; torchtune adds every-k,
    // Megatron selective and partial, torchtitan op-level and every-k) × the layouts it runs of
    // DDP, ZeRO-3 and FSDP (no ZeRO in torchtune, torchtitan or KempnerForge, FSDP alone in
    // litgpt, which also refuses QLoRA on 64 GPUs; KempnerForge trains full only, and
    // torchtitan too at these bounds: its LoRA has no dropout and no QLoRA); runcard-pilot's two
    // policies for one attention and loss only.
    const int hf = 3 * 12 * 2 * 3, litgpt = 2 * 12 * 2 * 1, torchtune = 3 * 12 * 3 * 2,
              megatron = 3 * 3 * 4 * 3, torchtitan = 1 * 12 * 4 * 2, kempnerforge = 1 * 12 * 2 * 2;
    QCOMPARE(planned, hf + litgpt + torchtune + megatron + torchtitan + kempnerforge + 3 * 2 * 3);
}

void TestRunCard::duplicateKeysAreRefusedWithBothPositions() {
    const LoadResult r = parseRunCard(
        replaced("  method: lora\n", "  method: lora\n  micro_batch: 2\n  micro_batch: 4\n")
            .toStdString(),
        "card.yaml");
    QVERIFY(!r.ok());
    QCOMPARE(
        QString::fromStdString(r.diagnostics.front().toString()),
        QString("card.yaml:8:3: training.micro_batch: duplicate key 'micro_batch'; it is first "
                "given at line 7, column 3"));
}

void TestRunCard::setErrorsPointAtTheArgument() {
    // A value of the wrong type, an unknown preset found only when the card is resolved, and an
    // unknown key inside a section given whole: each names the argument, not card.yaml:1:1.
    QCOMPARE(
        QString::fromStdString(parseRunCard(kBase, "card.yaml", {{"training.micro_batch", "x"}})
                                   .diagnostics.front()
                                   .toString()),
        QString("--set training.micro_batch=x: training.micro_batch: expected an integer, "
                "got 'x'"));
    const LoadResult preset = parseRunCard(kBase, "card.yaml", {{"model.preset", "llama-3.2-1"}});
    QVERIFY(preset.ok());
    try {
        resolve(*preset.card, PresetLibrary::bundled(), GpuCatalog::bundled());
        QFAIL("an unknown preset was resolved");
    } catch (const InputError& e) {
        QVERIFY2(e.diagnostics().front().toString().rfind(
                     "--set model.preset=llama-3.2-1: model.preset: unknown preset", 0) == 0,
                 e.what());
    }
    const LoadResult section =
        parseRunCard(kBase, "card.yaml", {{"training.lora", "{rank: 0, colour: red}"}});
    QCOMPARE(int(section.diagnostics.size()), 1);
    QCOMPARE(QString::fromStdString(section.diagnostics[0].toString()),
             QString("--set training.lora={rank: 0, colour: red}: training.lora.colour: unknown "
                     "key 'colour'"));
}

void TestRunCard::setOfOneBudgetReplacesTheOther() {
    const LoadResult r = parseRunCard(kBase, "card.yaml", {{"training.steps", "500"}});
    QVERIFY(r.ok());
    QVERIFY(r.card->training.budget.kind == BudgetKind::Steps);
    QCOMPARE(r.card->training.budget.value, 500.0);
}

void TestRunCard::aDirectoryIsNotACard() {
    QTemporaryDir dir;
    const LoadResult r = loadRunCard(dir.path().toStdString());
    QVERIFY(!r.ok() && !r.partial);
    QCOMPARE(QString::fromStdString(r.diagnostics.front().toString()),
             dir.path() + ": is a directory, not a file");
}

void TestRunCard::nestedListItemsGetAClearMessage() {
    QCOMPARE(QString::fromStdString(firstMessage(
                 replaced("  method: lora\n", "  method: lora\n  lora: {targets: [[q]]}\n")
                     .toStdString())),
             QString("card.yaml:7:20: training.lora.targets: each item must be one name (q, k, v, "
                     "o, gate, up, down, all-linear), got '[q]'"));
    // An overflowing hidden size is blamed on hidden_size, not on the head size derived from it.
    QCOMPARE(QString::fromStdString(firstMessage(
                 replaced("  preset: llama-3.2-1b\n",
                          "  preset: llama-3.2-1b\n  architecture: {hidden_size: 1e15}\n")
                     .toStdString())),
             QString("card.yaml:5:31: model.architecture.hidden_size: must be at most 131072"));
}

void TestRunCard::everyDiagnosticCodeHasASentence() {
    std::set<std::string> sentences;
    for (DiagnosticCode code : allDiagnosticCodes()) {
        const std::string_view english = englishText(code);
        QVERIFY(!english.empty());
        QVERIFY(!diagnosticId(code).empty());
        QVERIFY2(sentences.insert(std::string(english)).second, english.data());
        // %1, %2, ... are numbered from 1 without gaps; the rendering fills each.
        std::vector<DiagnosticArg> args{"A", "B", "C"};
        const std::string rendered = renderEnglish(code, args);
        QVERIFY2(rendered.find('%') == std::string::npos, rendered.c_str());
    }
    const Diagnostic d = Diagnostic::coded(DiagnosticCode::AtMost, "training.micro_batch",
                                           {DiagnosticArg::of(65536)});
    QCOMPARE(QString::fromStdString(d.message), QString("must be at most 65536"));
    QVERIFY(d.args[0].numeric);
    QCOMPARE(d.args[0].number, 65536.0);
}

void TestRunCard::docsDescribeEverySchemaField() {
    const std::string path = std::string(RUNCARD_TESTS_DIR) + "/../docs/runcard.md";
    std::ifstream in(path);
    std::stringstream page;
    page << in.rdbuf();
    const std::string reference = runCardReferenceMarkdown();
    const std::string expected = withGeneratedReference(page.str(), reference);
    if (qEnvironmentVariableIsSet("RUNCARD_UPDATE_DOCS") && expected != page.str()) {
        std::ofstream(path) << expected;
        QSKIP("docs/runcard.md rewritten from the schema");
    }
    for (const FieldSpec& field : runCardFields())
        QVERIFY2(reference.find("`" + field.path + "`") != std::string::npos, field.path.c_str());
    QVERIFY2(expected == page.str(),
             "docs/runcard.md differs from the schema: cmake --build build --target "
             "update_runcard_docs");
}

QTEST_GUILESS_MAIN(TestRunCard)
#include "test_run_card.moc"
