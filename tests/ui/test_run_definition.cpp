// The run definition form: filling it produces the expected card, loading a card fills it, invalid
// values are marked in place with the planner's message and kept, edits are undoable.
#include "planner/plan.h"
#include "planner/run_card_schema.h"
#include "planner/run_card_yaml.h"
#include "ui/app/main_window.h"
#include "ui/app/run_definition_view.h"
#include "ui_test_support.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLineEdit>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace runcard;
using namespace runcard::ui;

class TestRunDefinition : public QObject {
    Q_OBJECT

    template <class W> W* editor(MainWindow& window, const char* field) {
        auto* w = qobject_cast<W*>(window.runView()->editorFor(field));
        if (!w)
            qFatal("no editor of the expected type for %s", field);
        return w;
    }
    template <class E> void choose(MainWindow& window, const char* field, E value) {
        auto* combo = editor<QComboBox>(window, field);
        combo->setCurrentIndex(combo->findData(int(value)));
    }

private slots:
    void initTestCase() { test::initGuiTest(); }

    void everyCardFieldHasAnEditor() {
        MainWindow window;
        const QStringList paths = window.runView()->fieldPaths();
        // Every field of the schema, or the group of alternatives it belongs to (the budget).
        for (const FieldSpec& field : runCardFields()) {
            if (field.fixed)
                continue;
            const std::string row = field.oneOf.empty() ? field.path : std::string(field.oneOf);
            QVERIFY2(paths.contains(QString::fromStdString(row)), field.path.c_str());
        }
        // Every field says why it matters.
        for (const QString& path : paths)
            QVERIFY2(window.runView()->editorFor(path)->toolTip().size() > 40, qPrintable(path));
    }

    void editorsTakeTheirRangesFromTheSchema() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        // Down to 0, one below the least valid value, so a 0 typed stays visible and marked.
        auto* micro = editor<QSpinBox>(window, "training.micro_batch");
        QCOMPARE(micro->minimum(), 0);
        QCOMPARE(micro->maximum(), int(*findField("training.micro_batch")->max));
        auto* hidden = editor<QSpinBox>(window, "model.architecture.hidden_size");
        QCOMPARE(hidden->maximum(), int(*findField("model.architecture.hidden_size")->max));
        QCOMPARE(hidden->minimum(), 0); // "From the model"
        QCOMPARE(hidden->text(), QString("From the model"));
        auto* margin = editor<QDoubleSpinBox>(window, "hardware.memory_margin");
        QCOMPARE(margin->maximum(), 90.0); // percent; 90 itself is refused, and marked
        QVERIFY(micro->toolTip().contains(QString::fromUtf8("1 ≤ x ≤ 65,536 sequences")));
        // A counted unit follows the value: "1 sequence", "2 sequences".
        micro->setValue(1);
        QCOMPARE(micro->text(), QString("1 sequence"));
        micro->setValue(2);
        QCOMPARE(micro->text(), QString("2 sequences"));
        // The seed is an identifier: exact to 2^53 - 1, digits not grouped.
        auto* seed = editor<QDoubleSpinBox>(window, "training.seed");
        QCOMPARE(seed->decimals(), 0);
        QCOMPARE(seed->text(), QString("1234"));

        // A value the form cannot reach (an opened card) stays visible and is marked.
        RunCard card = window.document()->card();
        card.training.micro_batch = 100000;
        window.document()->setCard(card, "training.micro_batch");
        QCOMPARE(micro->value(), 100000);
        QCOMPARE(window.runView()->messageFor("training.micro_batch"),
                 QString("must be at most 65,536"));
        card.training.micro_batch = 1000; // in range, but too many tokens per pass
        window.document()->setCard(card, "training.micro_batch");
        QCOMPARE(window.runView()->messageFor("training.micro_batch"),
                 QString("sequence_length × micro_batch ÷ context_parallel is 4,096,000 tokens; "
                         "at most 1,048,576 tokens per GPU and pass are planned"));
        QVERIFY(!window.session()->valid()); // nothing is planned from it
    }

    void budgetEditsTheChosenAlternative() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        auto* kind = window.findChild<QComboBox*>("training.budget.kind");
        auto* amount = window.findChild<QDoubleSpinBox*>("training.budget.value");
        QVERIFY(kind && amount);
        kind->setCurrentIndex(int(BudgetKind::Epochs));
        amount->setValue(2.5);
        QVERIFY(window.document()->card().training.budget ==
                (TrainingBudget{BudgetKind::Epochs, 2.5}));
        QCOMPARE(amount->decimals(), 2);
        kind->setCurrentIndex(int(BudgetKind::Steps));
        QCOMPARE(amount->decimals(), 0);
        amount->setValue(0);
        QCOMPARE(window.runView()->messageFor("training.budget"), QString("must be at least 1"));
    }

    void fillingTheFormProducesTheExpectedCard() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        auto* name = editor<QLineEdit>(window, "name");
        name->selectAll();
        QTest::keyClicks(name, "qwen-full-b"); // typing replaces the selection
        choose(window, "training.method", TrainingMethod::Full);
        choose(window, "training.optimizer", OptimizerKind::AdamW8bit);
        editor<QSpinBox>(window, "training.micro_batch")->setValue(4);
        editor<QSpinBox>(window, "training.sequence_length")->setValue(8192);
        editor<QSpinBox>(window, "training.gradient_accumulation")->setValue(16);
        // A policy as its framework defines it: torchtitan's op-level selective checkpointing.
        choose(window, "training.framework", FrameworkProfile::TorchTitan);
        choose(window, "training.activation_checkpointing", ActivationCheckpointing::OpLevel);
        editor<QSpinBox>(window, "hardware.gpus_per_node")->setValue(8);
        choose(window, "hardware.parallelism", Parallelism::FsdpFull);
        editor<QDoubleSpinBox>(window, "hardware.memory_margin")->setValue(15); // shown in %
        editor<QSpinBox>(window, "model.architecture.layers")->setValue(28);
        editor<QCheckBox>(window, "training.packed")->setChecked(false);

        RunCard expected = loadRunCardOrThrow(test::examplePath("default.yaml").toStdString());
        expected.training.method = TrainingMethod::Full;
        expected.training.optimizer = OptimizerKind::AdamW8bit;
        expected.training.micro_batch = 4;
        expected.training.sequence_length = 8192;
        expected.training.gradient_accumulation = 16;
        expected.training.framework = FrameworkProfile::TorchTitan;
        expected.training.activation_checkpointing = ActivationCheckpointing::OpLevel;
        expected.training.packed = false;
        expected.hardware.gpus_per_node = 8;
        expected.hardware.parallelism = Parallelism::FsdpFull;
        expected.hardware.memory_margin = 0.15;
        expected.model.architecture.layers = 28;
        expected.name = "qwen-full-b";

        const RunCard& card = window.document()->card();
        QCOMPARE(QString::fromStdString(card.name), QString("qwen-full-b"));
        QCOMPARE(card.training.micro_batch, 4);
        QCOMPARE(card.hardware.memory_margin, 0.15);
        QCOMPARE(card.model.architecture.layers, std::optional<int>(28));
        QVERIFY(!card.model.architecture.hidden_size.has_value());
        QCOMPARE(QString::fromStdString(toYaml(card)), QString::fromStdString(toYaml(expected)));
        QVERIFY(window.document()->isModified());

        // Saved atomically and read back unchanged.
        QTemporaryDir dir;
        const QString path = dir.filePath("filled.yaml");
        QVERIFY(window.saveAs(path));
        QVERIFY(!window.document()->isModified());
        // Its relative paths (the corpus) rebased to the new folder: the same files as before.
        const RunCard saved = loadRunCardOrThrow(path.toStdString());
        QVERIFY(saved == cardMovedTo(expected, path.toStdString()));
        QCOMPARE(cardRelativePath(saved, saved.data.path),
                 cardRelativePath(expected, expected.data.path));
    }

    void unusedFieldsAreGreyedUntilTheCardUsesThem() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml"))); // LoRA on one GPU
        auto* bucket = editor<QDoubleSpinBox>(window, "hardware.zero_reduce_bucket");
        auto* rank = editor<QSpinBox>(window, "training.lora.rank");
        auto* dropout = editor<QDoubleSpinBox>(window, "training.lora.dropout");
        const QString note("Not used by this card");
        QVERIFY(!bucket->isEnabled() && bucket->toolTip().contains(note));
        QVERIFY(rank->isEnabled() && !rank->toolTip().contains(note));
        // DeepSpeed's ZeRO-3 uses the bucket.
        editor<QSpinBox>(window, "hardware.gpus_per_node")->setValue(8);
        choose(window, "hardware.parallelism", Parallelism::Zero3);
        QVERIFY(bucket->isEnabled() && !bucket->toolTip().contains(note));
        // Full fine-tuning leaves the adapter unused: greyed at its default (rank 16), editable
        // where the card sets something else (this card's dropout, 0.05), so it can be reset.
        choose(window, "training.method", TrainingMethod::Full);
        QVERIFY(!rank->isEnabled() && rank->toolTip().contains(note));
        QVERIFY(dropout->isEnabled() && dropout->toolTip().contains(note));
        choose(window, "training.method", TrainingMethod::Lora);
        QVERIFY(rank->isEnabled() && !rank->toolTip().contains(note));
        // The expert fields matter for a mixture-of-experts model, which the resolved model says.
        auto* capacity = editor<QDoubleSpinBox>(window, "training.moe_capacity_factor");
        QVERIFY(!capacity->isEnabled() && capacity->toolTip().contains(note));
        RunCard card = window.document()->card();
        card.model.preset = "qwen3-30b-a3b";
        window.document()->setCard(card, "model.preset");
        QTRY_VERIFY(capacity->isEnabled());
        QVERIFY(!capacity->toolTip().contains(note));
    }

    void optionalAndListFieldsRoundTrip() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        auto* options = editor<QLineEdit>(window, "rental.options");
        options->selectAll();
        QTest::keyClicks(options, "local-nvme-2tb, ,support ");
        QCOMPARE(window.document()->card().rental.options,
                 (std::vector<std::string>{"local-nvme-2tb", "support"}));
        auto* tied = editor<QComboBox>(window, "model.architecture.tied_embeddings");
        QCOMPARE(tied->currentIndex(), 0); // "from the model"
        tied->setCurrentIndex(tied->findData(1));
        QCOMPARE(window.document()->card().model.architecture.tied_embeddings,
                 std::optional<bool>(true));
        auto* mlp = editor<QComboBox>(window, "model.architecture.mlp");
        mlp->setCurrentIndex(mlp->findData(int(MlpKind::Gelu)));
        QVERIFY(window.document()->card().model.architecture.mlp == std::optional(MlpKind::Gelu));
        mlp->setCurrentIndex(0);
        QVERIFY(!window.document()->card().model.architecture.mlp.has_value());
    }

    void loadingACardFillsTheForm() {
        MainWindow window;
        const QString path = test::examplePath("full-finetune.yaml");
        QVERIFY(window.openCard(path));
        const RunCard card = loadRunCardOrThrow(path.toStdString());
        QCOMPARE(editor<QLineEdit>(window, "name")->text(), QString::fromStdString(card.name));
        QCOMPARE(editor<QComboBox>(window, "model.preset")->currentData().toString(),
                 QString::fromStdString(card.model.preset));
        QCOMPARE(editor<QComboBox>(window, "training.method")->currentData().toInt(),
                 int(card.training.method));
        QCOMPARE(editor<QSpinBox>(window, "training.micro_batch")->value(),
                 card.training.micro_batch);
        QCOMPARE(editor<QSpinBox>(window, "training.sequence_length")->value(),
                 card.training.sequence_length);
        QCOMPARE(editor<QComboBox>(window, "hardware.gpu")->currentData().toString(),
                 QString::fromStdString(card.hardware.gpu));
        QCOMPARE(editor<QSpinBox>(window, "hardware.gpus_per_node")->value(),
                 card.hardware.gpus_per_node);
        QCOMPARE(editor<QComboBox>(window, "hardware.parallelism")->currentData().toInt(),
                 int(card.hardware.parallelism));
        QCOMPARE(editor<QDoubleSpinBox>(window, "hardware.memory_margin")->value(),
                 card.hardware.memory_margin * 100);
        QVERIFY(!window.document()->isModified());
        QVERIFY(window.windowTitle().startsWith("full-finetune.yaml"));
        QCOMPARE(Settings::instance().recentFiles().first(), QFileInfo(path).absoluteFilePath());
    }

    void invalidValueIsMarkedWithThePlannersMessageAndKept() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        QVERIFY(window.runView()->messageFor("training.micro_batch").isEmpty());
        editor<QSpinBox>(window, "training.micro_batch")->setValue(0);

        const Diagnostics expected = validateRunCard(window.document()->card());
        QString plannerMessage;
        for (const Diagnostic& d : expected)
            if (d.field == "training.micro_batch")
                plannerMessage = QString::fromStdString(d.message);
        QVERIFY(!plannerMessage.isEmpty());
        QCOMPARE(window.runView()->messageFor("training.micro_batch"), plannerMessage);
        // What the user typed stays in the form and in the card.
        QCOMPARE(editor<QSpinBox>(window, "training.micro_batch")->value(), 0);
        QCOMPARE(window.document()->card().training.micro_batch, 0);
        // Other fields stay unmarked.
        QVERIFY(window.runView()->messageFor("training.sequence_length").isEmpty());

        editor<QSpinBox>(window, "training.micro_batch")->setValue(2);
        QVERIFY(window.runView()->messageFor("training.micro_batch").isEmpty());
    }

    void unknownPresetIsMarkedOnThePresetField() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        RunCard card = window.document()->card();
        card.model.preset = "llama-9-404b";
        window.document()->setCard(card, "model.preset");
        QVERIFY(!window.session()->valid());
        QVERIFY(!window.runView()->messageFor("model.preset").isEmpty());
        QCOMPARE(editor<QComboBox>(window, "model.preset")->currentText(), QString("llama-9-404b"));
    }

    void editsAreUndoable() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        auto* micro = editor<QSpinBox>(window, "training.micro_batch");
        const int before = micro->value();
        micro->setValue(before + 1);
        micro->setValue(before + 2); // merges with the previous edit of the same field
        choose(window, "training.attention", AttentionKernel::Eager);
        QUndoStack* undo = window.document()->undoStack();
        QCOMPARE(undo->count(), 2);
        undo->undo();
        QVERIFY(window.document()->card().training.attention == AttentionKernel::Flash);
        undo->undo();
        QCOMPARE(micro->value(), before);
        QCOMPARE(window.document()->card().training.micro_batch, before);
        QVERIFY(!window.document()->isModified());
        undo->redo();
        QCOMPARE(micro->value(), before + 2);
    }

    void importingAConfigJsonPointsTheCardAtIt() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        QTemporaryDir dir;
        QFile config(dir.filePath("config.json"));
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write(R"({"model_type": "llama", "hidden_act": "silu", "num_hidden_layers": 16,
            "hidden_size": 2048, "intermediate_size": 8192, "num_attention_heads": 32,
            "num_key_value_heads": 8, "vocab_size": 128256, "tie_word_embeddings": true})");
        config.close();
        QVERIFY(window.runView()->importHfConfigFile(config.fileName()));
        const RunCard& card = window.document()->card();
        QCOMPARE(QString::fromStdString(card.model.hf_config),
                 QFileInfo(config.fileName()).absoluteFilePath()); // far from the card: absolute
        QVERIFY(card.model.preset.empty());
        QVERIFY(window.session()->valid());
        QCOMPARE(window.session()->scenario().arch.layers, 16);
        QCOMPARE(window.session()->scenario().arch.hidden_size, std::int64_t(2048));
        QCOMPARE(editor<QLineEdit>(window, "model.hf_config")->text(),
                 QString::fromStdString(card.model.hf_config));
        // One undo step brings the preset back.
        window.document()->undoStack()->undo();
        QCOMPARE(QString::fromStdString(window.document()->card().model.preset),
                 QString("llama-3.1-8b"));

        // A broken file is reported on the import and changes nothing.
        QFile broken(dir.filePath("broken.json"));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write(R"({"model_type": "llama", "hidden_size": 2048})");
        broken.close();
        const RunCard before = window.document()->card();
        QVERIFY(!window.runView()->importHfConfigFile(broken.fileName()));
        QVERIFY(window.document()->card() == before);
        QVERIFY(window.findChild<QLabel*>("importResult")->text().contains("num_hidden_layers"));
    }

    void unsavedChangesPromptIsScriptable() {
        MainWindow window;
        QVERIFY(window.startup(test::examplePath("default.yaml")));
        window.show();
        editor<QSpinBox>(window, "training.micro_batch")->setValue(3);
        prompt::setNextAnswer(prompt::Answer::Cancel);
        QVERIFY(!window.close());
        QVERIFY(window.isVisible());
        prompt::setNextAnswer(prompt::Answer::Discard);
        QVERIFY(window.close());
    }
};

QTEST_MAIN(TestRunDefinition)
#include "test_run_definition.moc"
