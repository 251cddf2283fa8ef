#include "ui/app/run_definition_view.h"

#include "planner/presets.h"
#include "ui/common/enum_names.h"
#include "ui/common/formatting.h"
#include "ui/common/language_manager.h"
#include "ui/common/planner_context.h"
#include "ui/common/planner_messages.h"
#include "ui/common/settings.h"

#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace runcard::ui {

namespace {

const char* const context = "RunDefinitionView";

QString trv(const char* text) {
    return QCoreApplication::translate(context, text);
}

// A diagnostic belongs to a field when its path is the field or lies inside it.
bool belongsTo(const std::string& diagnosticField, const QString& fieldPath) {
    const QString d = QString::fromStdString(diagnosticField);
    return d == fieldPath || d.startsWith(fieldPath + '.') || d.startsWith(fieldPath + '[');
}

} // namespace

RunDefinitionView::RunDefinitionView(RunCardDocument* document, PlanSession* session,
                                     QWidget* parent)
    : QWidget(parent), document_(document), session_(session) {
    build();
    connect(document_, &RunCardDocument::cardChanged, this, &RunDefinitionView::refresh);
    connect(session_, &PlanSession::changed, this, [this] {
        // What-if steps on the budget page change only the summary; catch up when shown.
        if (window()->isVisible() && !isVisible())
            stale_ = true;
        else
            showDiagnostics();
    });
    retranslateUi();
    refresh();
}

QGroupBox* RunDefinitionView::addGroup(const char* title, int row, int column, int rowSpan) {
    auto* group = new QGroupBox(this);
    auto* form = new QFormLayout(group);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
    form->setHorizontalSpacing(6);
    grid_->addWidget(group, row, column, rowSpan, 1);
    groups_.push_back(group);
    groupTitles_.push_back(title);
    currentGroup_ = group;
    return group;
}

RunDefinitionView::Field& RunDefinitionView::addRow(QWidget* editor, const QString& path,
                                                    const char* text, const char* tooltip) {
    // Long translated items must not widen the whole form; the popup still shows them in full.
    QList<QComboBox*> combos = editor->findChildren<QComboBox*>();
    if (auto* combo = qobject_cast<QComboBox*>(editor))
        combos << combo;
    for (QComboBox* combo : combos) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(8);
    }
    // Spin boxes size themselves for their largest value (1e15 tokens); let the form shrink them.
    QList<QAbstractSpinBox*> spins = editor->findChildren<QAbstractSpinBox*>();
    if (auto* spin = qobject_cast<QAbstractSpinBox*>(editor))
        spins << spin;
    for (QAbstractSpinBox* spin : spins)
        spin->setMinimumWidth(std::max(spin->minimumWidth(), 90));
    Field field;
    field.path = path;
    field.text = text;
    field.tooltip = tooltip;
    field.editor = editor;
    field.label = new QLabel(currentGroup_);
    field.label->setBuddy(editor);
    field.message = new QLabel(currentGroup_);
    field.message->setObjectName("fieldMessage");
    field.message->setWordWrap(true);
    field.message->setStyleSheet("color: #c01c28;");
    field.message->hide();
    field.message->setProperty("runcard_dynamic", true);
    editor->setObjectName(path);

    auto* cell = new QWidget(currentGroup_);
    auto* cellLayout = new QVBoxLayout(cell);
    cellLayout->setContentsMargins(0, 0, 0, 0);
    cellLayout->setSpacing(1);
    cellLayout->addWidget(editor);
    cellLayout->addWidget(field.message);
    static_cast<QFormLayout*>(currentGroup_->layout())->addRow(field.label, cell);
    fields_.push_back(std::move(field));
    return fields_.back();
}

void RunDefinitionView::addInt(const QString& path, const char* text, const char* tooltip, int min,
                               int max, std::function<int&(RunCard&)> access, const char* unit) {
    auto* spin = new QSpinBox;
    spin->setRange(min, max);
    spin->setGroupSeparatorShown(max >= 10000);
    Field& f = addRow(spin, path, text, tooltip);
    f.write = [spin, access](RunCard& c) { access(c) = spin->value(); };
    f.read = [spin, access](const RunCard& c) { spin->setValue(access(const_cast<RunCard&>(c))); };
    if (unit)
        f.retranslate = [spin, unit] { spin->setSuffix(' ' + trv(unit)); };
    const QString p = path;
    connect(spin, &QSpinBox::valueChanged, this, [this, p] {
        for (const Field& field : fields_)
            if (field.path == p)
                commit(field);
    });
}

void RunDefinitionView::addOptionalInt(
    const QString& path, const char* text, const char* tooltip, int max,
    std::function<std::optional<std::int64_t>(const RunCard&)> get,
    std::function<void(RunCard&, std::optional<std::int64_t>)> set) {
    auto* spin = new QSpinBox;
    spin->setRange(0, max); // 0 = not overridden
    spin->setGroupSeparatorShown(true);
    Field& f = addRow(spin, path, text, tooltip);
    f.write = [spin, set](RunCard& c) {
        set(c, spin->value() > 0 ? std::optional<std::int64_t>(spin->value()) : std::nullopt);
    };
    f.read = [spin, get](const RunCard& c) { spin->setValue(int(get(c).value_or(0))); };
    f.retranslate = [spin] {
        spin->setSpecialValueText(
            QCoreApplication::translate("RunDefinitionView", "From the model"));
    };
    const QString p = path;
    connect(spin, &QSpinBox::valueChanged, this, [this, p] {
        for (const Field& field : fields_)
            if (field.path == p)
                commit(field);
    });
}

void RunDefinitionView::addDouble(const QString& path, const char* text, const char* tooltip,
                                  double min, double max, int decimals, double step,
                                  std::function<double&(RunCard&)> access, const char* unit,
                                  double displayScale) {
    auto* spin = new QDoubleSpinBox;
    spin->setRange(min, max);
    spin->setDecimals(decimals);
    spin->setSingleStep(step);
    spin->setGroupSeparatorShown(max >= 10000);
    Field& f = addRow(spin, path, text, tooltip);
    f.write = [spin, access, displayScale](RunCard& c) {
        access(c) = spin->value() / displayScale;
    };
    f.read = [spin, access, displayScale](const RunCard& c) {
        spin->setValue(access(const_cast<RunCard&>(c)) * displayScale);
    };
    if (unit) {
        const bool percent = QByteArray(unit) == "%";
        f.retranslate = [spin, unit, percent] {
            // Turkish writes the percent sign first: "%10".
            const bool turkish = LanguageManager::instance().language() == "tr";
            spin->setPrefix(percent && turkish ? "%" : "");
            spin->setSuffix(percent ? (turkish ? "" : "%") : ' ' + trv(unit));
        };
    }
    const QString p = path;
    connect(spin, &QDoubleSpinBox::valueChanged, this, [this, p] {
        for (const Field& field : fields_)
            if (field.path == p)
                commit(field);
    });
}

void RunDefinitionView::addBool(const QString& path, const char* text, const char* tooltip,
                                std::function<bool&(RunCard&)> access) {
    auto* box = new QCheckBox;
    Field& f = addRow(box, path, text, tooltip);
    f.write = [box, access](RunCard& c) { access(c) = box->isChecked(); };
    f.read = [box, access](const RunCard& c) { box->setChecked(access(const_cast<RunCard&>(c))); };
    f.retranslate = [box] {
        box->setText(QCoreApplication::translate("RunDefinitionView", "Enabled"));
    };
    const QString p = path;
    connect(box, &QCheckBox::toggled, this, [this, p] {
        for (const Field& field : fields_)
            if (field.path == p)
                commit(field);
    });
}

void RunDefinitionView::addText(const QString& path, const char* text, const char* tooltip,
                                std::function<std::string&(RunCard&)> access,
                                const char* placeholder) {
    auto* edit = new QLineEdit;
    Field& f = addRow(edit, path, text, tooltip);
    f.write = [edit, access](RunCard& c) { access(c) = edit->text().toStdString(); };
    f.read = [edit, access](const RunCard& c) {
        const QString value = QString::fromStdString(access(const_cast<RunCard&>(c)));
        if (edit->text() != value)
            edit->setText(value);
    };
    if (placeholder)
        f.retranslate = [edit, placeholder] { edit->setPlaceholderText(trv(placeholder)); };
    const QString p = path;
    connect(edit, &QLineEdit::textEdited, this, [this, p] {
        for (const Field& field : fields_)
            if (field.path == p)
                commit(field);
    });
}

template <class E>
void RunDefinitionView::addEnum(const QString& path, const char* text, const char* tooltip,
                                std::function<E&(RunCard&)> access) {
    auto* combo = new QComboBox;
    for (const auto& [value, name] : EnumSpelling<E>::table)
        combo->addItem(QString(), int(value));
    Field& f = addRow(combo, path, text, tooltip);
    f.write = [combo, access](RunCard& c) { access(c) = E(combo->currentData().toInt()); };
    f.read = [combo, access](const RunCard& c) {
        combo->setCurrentIndex(combo->findData(int(access(const_cast<RunCard&>(c)))));
    };
    f.retranslate = [combo] {
        for (int i = 0; i < combo->count(); ++i)
            combo->setItemText(i, displayName(E(combo->itemData(i).toInt())));
    };
    const QString p = path;
    connect(combo, &QComboBox::currentIndexChanged, this, [this, p] {
        for (const Field& field : fields_)
            if (field.path == p)
                commit(field);
    });
}

void RunDefinitionView::addOptionalChoice(const QString& path, const char* text,
                                          const char* tooltip,
                                          std::vector<std::pair<int, const char*>> choices,
                                          std::function<std::optional<int>(const RunCard&)> get,
                                          std::function<void(RunCard&, std::optional<int>)> set) {
    auto* combo = new QComboBox;
    combo->addItem(QString(), QVariant()); // not set
    for (const auto& choice : choices)
        combo->addItem(QString(), choice.first);
    Field& f = addRow(combo, path, text, tooltip);
    f.write = [combo, set](RunCard& c) {
        const QVariant data = combo->currentData();
        set(c, data.isValid() ? std::optional<int>(data.toInt()) : std::nullopt);
    };
    f.read = [combo, get](const RunCard& c) {
        const std::optional<int> value = get(c);
        combo->setCurrentIndex(value ? std::max(0, combo->findData(*value)) : 0);
    };
    f.retranslate = [combo, choices] {
        combo->setItemText(0, QCoreApplication::translate("RunDefinitionView", "From the model"));
        for (std::size_t i = 0; i < choices.size(); ++i)
            combo->setItemText(int(i) + 1,
                               QCoreApplication::translate("RunDefinitionView", choices[i].second));
    };
    const QString p = path;
    connect(combo, &QComboBox::currentIndexChanged, this, [this, p] {
        for (const Field& field : fields_)
            if (field.path == p)
                commit(field);
    });
}

void RunDefinitionView::addTextList(const QString& path, const char* text, const char* tooltip,
                                    std::function<std::vector<std::string>&(RunCard&)> access) {
    auto* edit = new QLineEdit;
    Field& f = addRow(edit, path, text, tooltip);
    // Comma-separated ids; empty entries are dropped, the order is kept.
    f.write = [edit, access](RunCard& c) {
        std::vector<std::string>& list = access(c);
        list.clear();
        for (const QString& item : edit->text().split(',', Qt::SkipEmptyParts))
            if (!item.trimmed().isEmpty())
                list.push_back(item.trimmed().toStdString());
    };
    f.read = [edit, access](const RunCard& c) {
        QStringList items;
        for (const std::string& item : access(const_cast<RunCard&>(c)))
            items << QString::fromStdString(item);
        const QString value = items.join(", ");
        if (edit->text().split(',', Qt::SkipEmptyParts).join(",").remove(' ') !=
            QString(value).remove(' '))
            edit->setText(value);
    };
    f.retranslate = [edit] {
        edit->setPlaceholderText(
            QCoreApplication::translate("RunDefinitionView", "option ids, separated by commas"));
    };
    const QString p = path;
    connect(edit, &QLineEdit::textEdited, this, [this, p] {
        for (const Field& field : fields_)
            if (field.path == p)
                commit(field);
    });
}

void RunDefinitionView::addPresetPicker() {
    auto* combo = new QComboBox;
    combo->addItem(QString(), QString());
    for (const ModelPreset& preset : presetLibrary().presets)
        combo->addItem(QString::fromStdString(preset.name), QString::fromStdString(preset.id));
    Field& f = addRow(combo, "model.preset", QT_TRANSLATE_NOOP("RunDefinitionView", "Model preset"),
                      QT_TRANSLATE_NOOP("RunDefinitionView",
                                        "A bundled model architecture. Layers, hidden size and "
                                        "vocabulary decide the weights, gradients and activations "
                                        "every GPU must hold."));
    f.write = [combo](RunCard& c) {
        c.model.preset = combo->currentData().toString().toStdString();
        if (!c.model.preset.empty()) {
            c.model.hf_config.clear();
            c.model.local_dir.clear();
        }
    };
    f.read = [combo](const RunCard& c) {
        const QString id = QString::fromStdString(c.model.preset);
        int index = combo->findData(id);
        if (index < 0 && !id.isEmpty()) {
            combo->addItem(id, id); // an unknown id stays visible and is marked invalid
            index = combo->count() - 1;
        }
        combo->setCurrentIndex(std::max(0, index));
    };
    f.retranslate = [combo] {
        combo->setItemText(0, QCoreApplication::translate("RunDefinitionView",
                                                          "None (config.json or model folder)"));
    };
    connect(combo, &QComboBox::currentIndexChanged, this, [this] {
        for (const Field& field : fields_)
            if (field.path == "model.preset")
                commit(field);
    });
}

void RunDefinitionView::addGpuPicker() {
    auto* combo = new QComboBox;
    for (const GpuSpec& gpu : gpuCatalog().gpus)
        combo->addItem(QString::fromStdString(gpu.name), QString::fromStdString(gpu.id));
    Field& f = addRow(combo, "hardware.gpu", QT_TRANSLATE_NOOP("RunDefinitionView", "GPU"),
                      QT_TRANSLATE_NOOP("RunDefinitionView",
                                        "The accelerator from the catalog. Its usable memory is "
                                        "the budget; its peak FLOP/s and bandwidth set the step "
                                        "time."));
    f.write = [combo](RunCard& c) {
        c.hardware.gpu = combo->currentData().toString().toStdString();
    };
    f.read = [combo](const RunCard& c) {
        const QString id = QString::fromStdString(c.hardware.gpu);
        int index = combo->findData(id);
        if (index < 0) {
            combo->addItem(id, id);
            index = combo->count() - 1;
        }
        combo->setCurrentIndex(index);
    };
    connect(combo, &QComboBox::currentIndexChanged, this, [this] {
        for (const Field& field : fields_)
            if (field.path == "hardware.gpu")
                commit(field);
    });
}

void RunDefinitionView::addLoraTargets() {
    auto* row = new QWidget;
    auto* layout = new QGridLayout(row); // two rows keep the training column narrow
    layout->setContentsMargins(0, 0, 0, 0);
    std::vector<std::pair<LoraTarget, QCheckBox*>> boxes;
    for (const auto& [target, name] : EnumSpelling<LoraTarget>::table) {
        auto* box = new QCheckBox(QString::fromLatin1(name.data(), int(name.size())));
        box->setObjectName(QString("training.lora.targets.") +
                           QString::fromLatin1(name.data(), int(name.size())));
        box->setProperty("runcard_dynamic", true); // the YAML spelling, the same in every language
        layout->addWidget(box, int(boxes.size()) / 4, int(boxes.size()) % 4);
        boxes.emplace_back(target, box);
    }
    layout->setColumnStretch(4, 1);
    Field& f =
        addRow(row, "training.lora.targets", QT_TRANSLATE_NOOP("RunDefinitionView", "LoRA targets"),
               QT_TRANSLATE_NOOP("RunDefinitionView",
                                 "Which projections of each block get an adapter. More "
                                 "targets mean more trainable parameters, adapter memory "
                                 "and optimizer state."));
    f.write = [boxes](RunCard& c) {
        c.training.lora.targets.clear();
        for (const auto& [target, box] : boxes)
            if (box->isChecked())
                c.training.lora.targets.push_back(target);
    };
    f.read = [boxes](const RunCard& c) {
        for (const auto& [target, box] : boxes) {
            const auto& t = c.training.lora.targets;
            box->setChecked(std::find(t.begin(), t.end(), target) != t.end());
        }
    };
    f.retranslate = [boxes] {
        for (const auto& [target, box] : boxes)
            box->setToolTip(displayName(target));
    };
    for (const auto& [target, box] : boxes)
        connect(box, &QCheckBox::toggled, this, [this] {
            for (const Field& field : fields_)
                if (field.path == "training.lora.targets")
                    commit(field);
        });
}

void RunDefinitionView::addBudget() {
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* kind = new QComboBox;
    kind->setObjectName("training.budget.kind");
    for (const auto& [value, name] : EnumSpelling<BudgetKind>::table)
        kind->addItem(QString(), int(value));
    auto* amount = new QDoubleSpinBox;
    amount->setObjectName("training.budget.value");
    amount->setRange(0, 1e15);
    amount->setGroupSeparatorShown(true);
    amount->setMinimumWidth(130);
    layout->addWidget(amount, 1);
    layout->addWidget(kind);
    Field& f =
        addRow(row, "training.budget", QT_TRANSLATE_NOOP("RunDefinitionView", "Training budget"),
               QT_TRANSLATE_NOOP("RunDefinitionView",
                                 "How much training the run does: tokens, optimizer steps "
                                 "or epochs over the data. With tokens per second it sets "
                                 "the time to train and the rental cost."));
    auto setDecimals = [kind, amount] {
        amount->setDecimals(BudgetKind(kind->currentData().toInt()) == BudgetKind::Epochs ? 2 : 0);
    };
    f.write = [kind, amount](RunCard& c) {
        c.training.budget.kind = BudgetKind(kind->currentData().toInt());
        c.training.budget.value = amount->value();
    };
    f.read = [kind, amount, setDecimals](const RunCard& c) {
        kind->setCurrentIndex(kind->findData(int(c.training.budget.kind)));
        setDecimals();
        amount->setValue(c.training.budget.value);
    };
    f.retranslate = [kind] {
        for (int i = 0; i < kind->count(); ++i)
            kind->setItemText(i, displayName(BudgetKind(kind->itemData(i).toInt())));
    };
    auto changed = [this] {
        for (const Field& field : fields_)
            if (field.path == "training.budget")
                commit(field);
    };
    connect(kind, &QComboBox::currentIndexChanged, this, [setDecimals, changed] {
        setDecimals();
        changed();
    });
    connect(amount, &QDoubleSpinBox::valueChanged, this, changed);
}

void RunDefinitionView::addImportButtons() {
    auto* row = new QWidget;
    auto* layout = new QVBoxLayout(row); // stacked: translated button texts stay whole
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    importConfigButton_ = new QPushButton(row);
    importConfigButton_->setObjectName("importConfigButton");
    importFolderButton_ = new QPushButton(row);
    importFolderButton_->setObjectName("importFolderButton");
    layout->addWidget(importConfigButton_);
    layout->addWidget(importFolderButton_);
    static_cast<QFormLayout*>(currentGroup_->layout())->addRow(QString(), row);
    importResult_ = new QLabel(currentGroup_);
    importResult_->setObjectName("importResult");
    importResult_->setWordWrap(true);
    importResult_->setProperty("runcard_dynamic", true);
    static_cast<QFormLayout*>(currentGroup_->layout())->addRow(QString(), importResult_);

    connect(importConfigButton_, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this,
            QCoreApplication::translate("RunDefinitionView", "Import a Hugging Face config.json"),
            Settings::instance().value(Settings::Key::LastDirectory).toString(),
            QCoreApplication::translate("RunDefinitionView",
                                        "Model configuration (config.json *.json)"));
        if (!path.isEmpty())
            importHfConfigFile(path);
    });
    connect(importFolderButton_, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(
            this, QCoreApplication::translate("RunDefinitionView", "Import a local model folder"),
            Settings::instance().value(Settings::Key::LastDirectory).toString());
        if (!dir.isEmpty())
            importModelFolder(dir);
    });
}

void RunDefinitionView::build() {
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    banner_ = new QLabel(this);
    banner_->setObjectName("diagnosticsBanner");
    banner_->setWordWrap(true);
    banner_->setStyleSheet("QLabel { background: #fdecea; color: #8a1420; padding: 6px; "
                           "border-radius: 4px; }");
    banner_->setProperty("runcard_dynamic", true);
    banner_->hide();
    summary_ = new QLabel(this);
    summary_->setObjectName("modelSummary");
    summary_->setWordWrap(true);
    summary_->setProperty("runcard_dynamic", true);
    summary_->setStyleSheet("QLabel { padding: 4px 2px; }");

    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* content = new QWidget;
    grid_ = new QGridLayout(content);
    grid_->setContentsMargins(4, 4, 4, 4);
    scroll->setWidget(content);
    outer->addWidget(summary_);
    outer->addWidget(banner_);
    outer->addWidget(scroll, 1);

    using C = RunCard;
    // ---- Model
    addGroup(QT_TRANSLATE_NOOP("RunDefinitionView", "Model"), 0, 0);
    addText(
        "name", QT_TRANSLATE_NOOP("RunDefinitionView", "Run name"),
        QT_TRANSLATE_NOOP("RunDefinitionView",
                          "Free text that names the run in files, results and reports."),
        [](C& c) -> std::string& { return c.name; },
        QT_TRANSLATE_NOOP("RunDefinitionView", "e.g. llama-3.1-8b-lora-r16"));
    addPresetPicker();
    addText(
        "model.hf_config", QT_TRANSLATE_NOOP("RunDefinitionView", "config.json"),
        QT_TRANSLATE_NOOP(
            "RunDefinitionView",
            "A Hugging Face config.json, relative to the card. Used instead of a preset to "
            "read the architecture."),
        [](C& c) -> std::string& { return c.model.hf_config; },
        QT_TRANSLATE_NOOP("RunDefinitionView", "path/to/config.json"));
    addText(
        "model.local_dir", QT_TRANSLATE_NOOP("RunDefinitionView", "Model folder"),
        QT_TRANSLATE_NOOP(
            "RunDefinitionView",
            "A local model folder: config.json for the shape and the *.safetensors headers "
            "for exact parameter counts. No weights are read."),
        [](C& c) -> std::string& { return c.model.local_dir; },
        QT_TRANSLATE_NOOP("RunDefinitionView", "path/to/model"));
    addImportButtons();
    addText(
        "model.revision", QT_TRANSLATE_NOOP("RunDefinitionView", "Model revision"),
        QT_TRANSLATE_NOOP(
            "RunDefinitionView",
            "Recorded with results and reports, so a measurement can be traced to the exact "
            "weights."),
        [](C& c) -> std::string& { return c.model.revision; },
        QT_TRANSLATE_NOOP("RunDefinitionView", "repository@commit"));

    addGroup(QT_TRANSLATE_NOOP("RunDefinitionView", "Architecture overrides"), 2, 0);
    // Getter and setter of one optional integer override; the form edits every one as int64.
    auto archGet = [](auto ArchitectureOverrides::*field) {
        return [field](const C& c) -> std::optional<std::int64_t> {
            const auto& value = c.model.architecture.*field;
            return value ? std::optional<std::int64_t>(*value) : std::nullopt;
        };
    };
    auto archSet = [](auto ArchitectureOverrides::*field) {
        return [field](C& c, std::optional<std::int64_t> value) {
            auto& target = c.model.architecture.*field;
            using Value = typename std::decay_t<decltype(target)>::value_type;
            target = value ? std::optional<Value>(Value(*value)) : std::nullopt;
        };
    };
    addOptionalInt(
        "model.architecture.layers", QT_TRANSLATE_NOOP("RunDefinitionView", "Layers"),
        QT_TRANSLATE_NOOP(
            "RunDefinitionView",
            "Transformer blocks. Weights, gradients and saved activations grow linearly with "
            "them."),
        1000, archGet(&ArchitectureOverrides::layers), archSet(&ArchitectureOverrides::layers));
    addOptionalInt(
        "model.architecture.hidden_size", QT_TRANSLATE_NOOP("RunDefinitionView", "Hidden size"),
        QT_TRANSLATE_NOOP(
            "RunDefinitionView",
            "Width of the residual stream. Parameters grow with its square; activations grow "
            "with it linearly."),
        1 << 20, archGet(&ArchitectureOverrides::hidden_size),
        archSet(&ArchitectureOverrides::hidden_size));
    addOptionalInt(
        "model.architecture.intermediate_size", QT_TRANSLATE_NOOP("RunDefinitionView", "MLP width"),
        QT_TRANSLATE_NOOP(
            "RunDefinitionView",
            "Inner width of the feed-forward block; the largest share of parameters and of the "
            "MLP activations."),
        1 << 22, archGet(&ArchitectureOverrides::intermediate_size),
        archSet(&ArchitectureOverrides::intermediate_size));
    addOptionalInt(
        "model.architecture.attention_heads",
        QT_TRANSLATE_NOOP("RunDefinitionView", "Attention heads"),
        QT_TRANSLATE_NOOP("RunDefinitionView",
                          "Query heads. With head size they set the attention projections."),
        4096, archGet(&ArchitectureOverrides::attention_heads),
        archSet(&ArchitectureOverrides::attention_heads));
    addOptionalInt(
        "model.architecture.kv_heads", QT_TRANSLATE_NOOP("RunDefinitionView", "Key/value heads"),
        QT_TRANSLATE_NOOP(
            "RunDefinitionView",
            "Grouped-query attention: fewer key/value heads shrink the K and V projections and "
            "their activations."),
        4096, archGet(&ArchitectureOverrides::kv_heads), archSet(&ArchitectureOverrides::kv_heads));
    addOptionalInt(
        "model.architecture.head_dim", QT_TRANSLATE_NOOP("RunDefinitionView", "Head size"),
        QT_TRANSLATE_NOOP(
            "RunDefinitionView",
            "Width of one attention head; by default hidden size divided by the heads."),
        4096, archGet(&ArchitectureOverrides::head_dim), archSet(&ArchitectureOverrides::head_dim));
    addOptionalInt("model.architecture.vocab_size",
                   QT_TRANSLATE_NOOP("RunDefinitionView", "Vocabulary"),
                   QT_TRANSLATE_NOOP(
                       "RunDefinitionView",
                       "Tokens in the vocabulary. The logits of every position span it, so a large "
                       "vocabulary makes the loss path one of the biggest transient peaks."),
                   1 << 24, archGet(&ArchitectureOverrides::vocab_size),
                   archSet(&ArchitectureOverrides::vocab_size));
    addOptionalChoice(
        "model.architecture.tied_embeddings",
        QT_TRANSLATE_NOOP("RunDefinitionView", "Tied embeddings"),
        QT_TRANSLATE_NOOP("RunDefinitionView",
                          "Whether the output head shares the embedding matrix. Untied, the head "
                          "adds vocabulary × hidden size parameters with their gradients and "
                          "optimizer state."),
        {{1, QT_TRANSLATE_NOOP("RunDefinitionView", "Tied")},
         {0, QT_TRANSLATE_NOOP("RunDefinitionView", "Separate head")}},
        [](const C& c) {
            const auto v = c.model.architecture.tied_embeddings;
            return v ? std::optional<int>(*v ? 1 : 0) : std::nullopt;
        },
        [](C& c, std::optional<int> v) {
            c.model.architecture.tied_embeddings = v ? std::optional<bool>(*v == 1) : std::nullopt;
        });
    addOptionalChoice(
        "model.architecture.mlp", QT_TRANSLATE_NOOP("RunDefinitionView", "MLP type"),
        QT_TRANSLATE_NOOP("RunDefinitionView",
                          "SwiGLU has three matrices per block (gate, up, down), GELU two; it "
                          "sets the MLP's parameters and activations."),
        {{int(MlpKind::SwiGlu), QT_TRANSLATE_NOOP("RunDefinitionView", "SwiGLU")},
         {int(MlpKind::Gelu), QT_TRANSLATE_NOOP("RunDefinitionView", "GELU")}},
        [](const C& c) {
            const auto v = c.model.architecture.mlp;
            return v ? std::optional<int>(int(*v)) : std::nullopt;
        },
        [](C& c, std::optional<int> v) {
            c.model.architecture.mlp = v ? std::optional<MlpKind>(MlpKind(*v)) : std::nullopt;
        });

    // ---- Training
    addGroup(QT_TRANSLATE_NOOP("RunDefinitionView", "Training"), 0, 1, 3);
    addEnum<TrainingMethod>(
        "training.method", QT_TRANSLATE_NOOP("RunDefinitionView", "Method"),
        QT_TRANSLATE_NOOP(
            "RunDefinitionView",
            "Full fine-tuning trains and stores optimizer state for every parameter; LoRA trains "
            "small adapters on frozen weights; QLoRA also stores the frozen weights in 4 bit."),
        [](C& c) -> TrainingMethod& { return c.training.method; });
    addInt("training.lora.rank", QT_TRANSLATE_NOOP("RunDefinitionView", "LoRA rank"),
           QT_TRANSLATE_NOOP(
               "RunDefinitionView",
               "Rank of each adapter. Adapter parameters, their gradients and optimizer state "
               "grow linearly with it."),
           0, 4096, [](C& c) -> int& { return c.training.lora.rank; });
    addDouble(
        "training.lora.alpha", QT_TRANSLATE_NOOP("RunDefinitionView", "LoRA alpha"),
        QT_TRANSLATE_NOOP("RunDefinitionView",
                          "Scale of the adapter update. Affects quality, not memory or time."),
        0, 1e6, 1, 1, [](C& c) -> double& { return c.training.lora.alpha; });
    addDouble("training.lora.dropout", QT_TRANSLATE_NOOP("RunDefinitionView", "LoRA dropout"),
              QT_TRANSLATE_NOOP(
                  "RunDefinitionView",
                  "Dropout on the adapter input; when above zero it saves a mask per adapter in "
                  "the activations."),
              0, 1, 2, 0.01, [](C& c) -> double& { return c.training.lora.dropout; });
    addLoraTargets();
    addBool("training.qlora.double_quant",
            QT_TRANSLATE_NOOP("RunDefinitionView", "QLoRA double quantization"),
            QT_TRANSLATE_NOOP(
                "RunDefinitionView",
                "Quantizes the NF4 scaling constants too, saving about 0.4 bit per weight."),
            [](C& c) -> bool& { return c.training.qlora.double_quant; });
    addEnum<OptimizerKind>(
        "training.optimizer", QT_TRANSLATE_NOOP("RunDefinitionView", "Optimizer"),
        QT_TRANSLATE_NOOP(
            "RunDefinitionView",
            "AdamW keeps two fp32 moments per trainable parameter (8 bytes); 8-bit variants keep "
            "2 bytes; SGD without momentum keeps none."),
        [](C& c) -> OptimizerKind& { return c.training.optimizer; });
    addEnum<Precision>(
        "training.precision", QT_TRANSLATE_NOOP("RunDefinitionView", "Precision"),
        QT_TRANSLATE_NOOP(
            "RunDefinitionView",
            "Numeric format of compute and storage. Mixed precision keeps fp32 master weights; "
            "FP8 needs Hopper-class or newer GPUs."),
        [](C& c) -> Precision& { return c.training.precision; });
    addInt(
        "training.sequence_length", QT_TRANSLATE_NOOP("RunDefinitionView", "Sequence length"),
        QT_TRANSLATE_NOOP(
            "RunDefinitionView",
            "The longest sequence in a batch. Activation memory grows linearly with it (and "
            "quadratically with eager attention)."),
        0, 1 << 21, [](C& c) -> int& { return c.training.sequence_length; },
        QT_TRANSLATE_NOOP("RunDefinitionView", "tokens"));
    addBool("training.packed", QT_TRANSLATE_NOOP("RunDefinitionView", "Packed sequences"),
            QT_TRANSLATE_NOOP(
                "RunDefinitionView",
                "Packing fills every sequence to full length: predictable memory and no compute "
                "spent on padding."),
            [](C& c) -> bool& { return c.training.packed; });
    addInt(
        "training.micro_batch", QT_TRANSLATE_NOOP("RunDefinitionView", "Micro-batch"),
        QT_TRANSLATE_NOOP("RunDefinitionView",
                          "Sequences per GPU in one forward pass. Activation and logit memory grow "
                          "linearly with it."),
        0, 65536, [](C& c) -> int& { return c.training.micro_batch; },
        QT_TRANSLATE_NOOP("RunDefinitionView", "sequences"));
    addInt(
        "training.gradient_accumulation",
        QT_TRANSLATE_NOOP("RunDefinitionView", "Gradient accumulation"),
        QT_TRANSLATE_NOOP(
            "RunDefinitionView",
            "Micro-batches per optimizer step. Raises the effective batch without more "
            "activation memory; costs time per step."),
        0, 65536, [](C& c) -> int& { return c.training.gradient_accumulation; },
        QT_TRANSLATE_NOOP("RunDefinitionView", "micro-batches"));
    addEnum<ActivationCheckpointing>(
        "training.activation_checkpointing",
        QT_TRANSLATE_NOOP("RunDefinitionView", "Activation checkpointing"),
        QT_TRANSLATE_NOOP(
            "RunDefinitionView",
            "Recomputes activations in the backward pass instead of storing them: much less "
            "activation memory for roughly a third more compute (full)."),
        [](C& c) -> ActivationCheckpointing& { return c.training.activation_checkpointing; });
    addBool("training.activation_offloading",
            QT_TRANSLATE_NOOP("RunDefinitionView", "Activation offloading"),
            QT_TRANSLATE_NOOP(
                "RunDefinitionView",
                "Moves saved activations to host memory; saves device memory, costs transfer time "
                "over the host link."),
            [](C& c) -> bool& { return c.training.activation_offloading; });
    addEnum<AttentionKernel>(
        "training.attention", QT_TRANSLATE_NOOP("RunDefinitionView", "Attention kernel"),
        QT_TRANSLATE_NOOP(
            "RunDefinitionView",
            "Eager attention stores the full score matrix (quadratic in sequence length); SDPA "
            "and FlashAttention do not."),
        [](C& c) -> AttentionKernel& { return c.training.attention; });
    addEnum<LossMode>(
        "training.loss", QT_TRANSLATE_NOOP("RunDefinitionView", "Loss computation"),
        QT_TRANSLATE_NOOP(
            "RunDefinitionView",
            "Chunked or fused cross-entropy avoids holding fp32 logits for the whole batch, "
            "often the largest transient peak."),
        [](C& c) -> LossMode& { return c.training.loss; });
    addBool("training.compile", QT_TRANSLATE_NOOP("RunDefinitionView", "Compiled (fused) kernels"),
            QT_TRANSLATE_NOOP(
                "RunDefinitionView",
                "torch.compile-style fusion: fewer saved temporaries and higher utilisation."),
            [](C& c) -> bool& { return c.training.compile; });
    addBool("training.optimizer_in_backward",
            QT_TRANSLATE_NOOP("RunDefinitionView", "Optimizer step in backward"),
            QT_TRANSLATE_NOOP(
                "RunDefinitionView",
                "Applies each parameter's update as soon as its gradient is ready, so the full "
                "gradient set is never held at once."),
            [](C& c) -> bool& { return c.training.optimizer_in_backward; });
    addBudget();
    addDouble("training.learning_rate", QT_TRANSLATE_NOOP("RunDefinitionView", "Learning rate"),
              QT_TRANSLATE_NOOP(
                  "RunDefinitionView",
                  "Peak learning rate used by the pilot. Affects quality, not memory or time."),
              0, 10, 6, 1e-5, [](C& c) -> double& { return c.training.learning_rate; });
    addInt(
        "training.warmup_steps", QT_TRANSLATE_NOOP("RunDefinitionView", "Warm-up steps"),
        QT_TRANSLATE_NOOP(
            "RunDefinitionView",
            "Optimizer steps with a rising learning rate; the pilot also excludes them from "
            "timing."),
        0, 1000000, [](C& c) -> int& { return c.training.warmup_steps; },
        QT_TRANSLATE_NOOP("RunDefinitionView", "steps"));
    addEnum<LrSchedule>(
        "training.schedule", QT_TRANSLATE_NOOP("RunDefinitionView", "Schedule"),
        QT_TRANSLATE_NOOP("RunDefinitionView", "How the learning rate decays after warm-up."),
        [](C& c) -> LrSchedule& { return c.training.schedule; });

    // ---- Hardware
    addGroup(QT_TRANSLATE_NOOP("RunDefinitionView", "Hardware"), 1, 0);
    addGpuPicker();
    addInt("hardware.gpus_per_node", QT_TRANSLATE_NOOP("RunDefinitionView", "GPUs per node"),
           QT_TRANSLATE_NOOP(
               "RunDefinitionView",
               "GPUs in one machine. Sharded layouts divide weights, gradients and optimizer "
               "state across them."),
           0, 1024, [](C& c) -> int& { return c.hardware.gpus_per_node; });
    addInt(
        "hardware.nodes", QT_TRANSLATE_NOOP("RunDefinitionView", "Nodes"),
        QT_TRANSLATE_NOOP("RunDefinitionView",
                          "Machines. Communication between nodes is much slower than inside one."),
        0, 4096, [](C& c) -> int& { return c.hardware.nodes; });
    addEnum<Parallelism>(
        "hardware.parallelism", QT_TRANSLATE_NOOP("RunDefinitionView", "Parallelism"),
        QT_TRANSLATE_NOOP(
            "RunDefinitionView",
            "DDP copies the whole training state to every GPU; ZeRO and FSDP shard it and add "
            "communication. Four GPUs are not one large memory pool."),
        [](C& c) -> Parallelism& { return c.hardware.parallelism; });
    addBool("hardware.cpu_offload", QT_TRANSLATE_NOOP("RunDefinitionView", "CPU offload"),
            QT_TRANSLATE_NOOP(
                "RunDefinitionView",
                "Keeps optimizer state (and, with ZeRO-3, parameters) in host memory: less "
                "device memory, slower steps."),
            [](C& c) -> bool& { return c.hardware.cpu_offload; });
    addDouble(
        "hardware.memory_margin", QT_TRANSLATE_NOOP("RunDefinitionView", "Memory margin"),
        QT_TRANSLATE_NOOP("RunDefinitionView",
                          "Share of usable device memory that must stay free at the peak, for the "
                          "longest batches, fragmentation and library updates."),
        0, 90, 0, 1, [](C& c) -> double& { return c.hardware.memory_margin; }, "%", 100.0);

    // ---- Data, validation and checkpoints
    addGroup(QT_TRANSLATE_NOOP("RunDefinitionView", "Data, validation and checkpoints"), 0, 2);
    addText(
        "data.path", QT_TRANSLATE_NOOP("RunDefinitionView", "Training data"),
        QT_TRANSLATE_NOOP(
            "RunDefinitionView",
            "JSONL with a text field, or plain text, relative to the card. The pilot reads "
            "its longest real batches from it."),
        [](C& c) -> std::string& { return c.data.path; },
        QT_TRANSLATE_NOOP("RunDefinitionView", "data/train.jsonl"));
    addText(
        "data.revision", QT_TRANSLATE_NOOP("RunDefinitionView", "Data revision"),
        QT_TRANSLATE_NOOP(
            "RunDefinitionView",
            "Recorded with results, so a measurement can be traced to the exact data."),
        [](C& c) -> std::string& { return c.data.revision; },
        QT_TRANSLATE_NOOP("RunDefinitionView", "sha256:…"));
    addText(
        "data.text_field", QT_TRANSLATE_NOOP("RunDefinitionView", "Text field"),
        QT_TRANSLATE_NOOP("RunDefinitionView", "The JSONL field that holds the training text."),
        [](C& c) -> std::string& { return c.data.text_field; }, nullptr);
    addText(
        "data.tokenizer", QT_TRANSLATE_NOOP("RunDefinitionView", "Tokenizer"),
        QT_TRANSLATE_NOOP("RunDefinitionView",
                          "A SentencePiece model for the pilot's token counts; empty = "
                          "byte-level."),
        [](C& c) -> std::string& { return c.data.tokenizer; },
        QT_TRANSLATE_NOOP("RunDefinitionView", "byte-level"));
    addDouble(
        "data.tokens", QT_TRANSLATE_NOOP("RunDefinitionView", "Tokens per epoch"),
        QT_TRANSLATE_NOOP(
            "RunDefinitionView",
            "Tokens in one pass over the training data; turns an epoch budget into tokens "
            "and time."),
        0, 1e15, 0, 1e6, [](C& c) -> double& { return c.data.tokens; },
        QT_TRANSLATE_NOOP("RunDefinitionView", "tokens"));
    addInt(
        "validation.every_steps", QT_TRANSLATE_NOOP("RunDefinitionView", "Validate every"),
        QT_TRANSLATE_NOOP(
            "RunDefinitionView",
            "Validation runs inside the rental window; frequent validation adds time, not "
            "memory. 0 = never."),
        0, 10000000, [](C& c) -> int& { return c.validation.every_steps; },
        QT_TRANSLATE_NOOP("RunDefinitionView", "steps"));
    addDouble(
        "validation.tokens", QT_TRANSLATE_NOOP("RunDefinitionView", "Validation tokens"),
        QT_TRANSLATE_NOOP("RunDefinitionView",
                          "Tokens evaluated each time; sets how long one validation takes."),
        0, 1e12, 0, 1e5, [](C& c) -> double& { return c.validation.tokens; },
        QT_TRANSLATE_NOOP("RunDefinitionView", "tokens"));
    addInt(
        "checkpoint.every_steps", QT_TRANSLATE_NOOP("RunDefinitionView", "Checkpoint every"),
        QT_TRANSLATE_NOOP(
            "RunDefinitionView",
            "Checkpoint writes pause training; their time belongs in the rental window. 0 = "
            "only at the end."),
        0, 10000000, [](C& c) -> int& { return c.checkpoint.every_steps; },
        QT_TRANSLATE_NOOP("RunDefinitionView", "steps"));
    addInt("checkpoint.keep", QT_TRANSLATE_NOOP("RunDefinitionView", "Checkpoints kept"),
           QT_TRANSLATE_NOOP(
               "RunDefinitionView",
               "How many checkpoints stay on disk; each holds weights and optimizer state."),
           0, 1000, [](C& c) -> int& { return c.checkpoint.keep; });

    // ---- Rental window
    addGroup(QT_TRANSLATE_NOOP("RunDefinitionView", "Rental window"), 1, 2, 2);
    addEnum<PricingKind>(
        "rental.pricing", QT_TRANSLATE_NOOP("RunDefinitionView", "Pricing"),
        QT_TRANSLATE_NOOP("RunDefinitionView",
                          "On-demand, reserved or spot price from the price catalog."),
        [](C& c) -> PricingKind& { return c.rental.pricing; });
    addEnum<BillingPeriod>(
        "rental.period", QT_TRANSLATE_NOOP("RunDefinitionView", "Billing period"),
        QT_TRANSLATE_NOOP("RunDefinitionView",
                          "The unit the provider bills in; a run is rounded up to it."),
        [](C& c) -> BillingPeriod& { return c.rental.period; });
    addDouble(
        "rental.setup_hours", QT_TRANSLATE_NOOP("RunDefinitionView", "Set-up time"),
        QT_TRANSLATE_NOOP("RunDefinitionView",
                          "Provisioning, environment, download and model loading: billed, but no "
                          "training happens."),
        0, 1000, 2, 0.25, [](C& c) -> double& { return c.rental.setup_hours; },
        QT_TRANSLATE_NOOP("RunDefinitionView", "h"));
    addDouble(
        "rental.export_gb", QT_TRANSLATE_NOOP("RunDefinitionView", "Export size"),
        QT_TRANSLATE_NOOP(
            "RunDefinitionView",
            "Artifacts to move off the machine before the allocation ends (0 = the final "
            "weights)."),
        0, 1e6, 1, 1, [](C& c) -> double& { return c.rental.export_gb; },
        QT_TRANSLATE_NOOP("RunDefinitionView", "GB"));
    addDouble(
        "rental.export_gb_per_s", QT_TRANSLATE_NOOP("RunDefinitionView", "Export bandwidth"),
        QT_TRANSLATE_NOOP(
            "RunDefinitionView",
            "Bandwidth off the machine; with the export size it sets the export time."),
        0, 1000, 2, 0.1, [](C& c) -> double& { return c.rental.export_gb_per_s; },
        QT_TRANSLATE_NOOP("RunDefinitionView", "GB/s"));
    addDouble(
        "rental.safety_buffer", QT_TRANSLATE_NOOP("RunDefinitionView", "Safety buffer"),
        QT_TRANSLATE_NOOP("RunDefinitionView",
                          "Share of the window added for the unexpected: restarts, slow nodes, "
                          "re-runs."),
        0, 500, 0, 5, [](C& c) -> double& { return c.rental.safety_buffer; }, "%", 100.0);
    addDouble("rental.waiting_cost_per_day",
              QT_TRANSLATE_NOOP("RunDefinitionView", "Value of a day earlier"),
              QT_TRANSLATE_NOOP(
                  "RunDefinitionView",
                  "What finishing one day earlier is worth to the team, in the price currency; "
                  "lets a faster card win on cost."),
              0, 1e9, 0, 100, [](C& c) -> double& { return c.rental.waiting_cost_per_day; });
    addText(
        "rental.price_catalog", QT_TRANSLATE_NOOP("RunDefinitionView", "Price file"),
        QT_TRANSLATE_NOOP("RunDefinitionView",
                          "A price catalog of your own; empty = the bundled one."),
        [](C& c) -> std::string& { return c.rental.price_catalog; },
        QT_TRANSLATE_NOOP("RunDefinitionView", "bundled"));
    addTextList("rental.options", QT_TRANSLATE_NOOP("RunDefinitionView", "Rental options"),
                QT_TRANSLATE_NOOP("RunDefinitionView",
                                  "Price-catalog options the run needs (storage, support, ...); "
                                  "they are billed for the whole window."),
                [](C& c) -> std::vector<std::string>& { return c.rental.options; });

    grid_->setColumnStretch(0, 1);
    grid_->setColumnStretch(1, 1);
    grid_->setColumnStretch(2, 1);
    grid_->setRowStretch(3, 1);
}

void RunDefinitionView::commit(const Field& field) {
    if (refreshing_)
        return;
    RunCard card = document_->card();
    field.write(card);
    document_->setCard(card, field.path);
}

void RunDefinitionView::refresh() {
    refreshing_ = true;
    for (const Field& field : fields_) {
        const QSignalBlocker blockEditor(field.editor);
        QList<QWidget*> children = field.editor->findChildren<QWidget*>();
        std::vector<std::unique_ptr<QSignalBlocker>> blockers;
        for (QWidget* child : children)
            blockers.push_back(std::make_unique<QSignalBlocker>(child));
        field.read(document_->card());
    }
    refreshing_ = false;
    showDiagnostics();
}

void RunDefinitionView::showDiagnostics() {
    const Diagnostics& diagnostics = document_->diagnostics();
    QStringList unplaced;
    std::vector<QStringList> messages(fields_.size());
    for (const Diagnostic& d : diagnostics) {
        bool placed = false;
        for (std::size_t i = 0; i < fields_.size() && !placed; ++i)
            if (belongsTo(d.field, fields_[i].path)) {
                messages[i] << translatePlannerMessage(d.message);
                placed = true;
            }
        if (!placed)
            unplaced << (d.field.empty() ? translatePlannerMessage(d.message)
                                         : QString::fromStdString(d.field) + ": " +
                                               translatePlannerMessage(d.message));
    }
    // A card that validates can still fail to resolve (unknown preset, unreadable config.json).
    if (diagnostics.empty() && !session_->valid() && !session_->error().isEmpty()) {
        bool placed = false;
        for (std::size_t i = 0; i < fields_.size(); ++i)
            if (!session_->errorField().isEmpty() &&
                belongsTo(session_->errorField().toStdString(), fields_[i].path)) {
                messages[i] << session_->error();
                placed = true;
                break;
            }
        if (!placed)
            unplaced << session_->error();
    }
    for (std::size_t i = 0; i < fields_.size(); ++i) {
        const Field& f = fields_[i];
        const bool invalid = !messages[i].isEmpty();
        f.message->setText(messages[i].join('\n'));
        f.message->setVisible(invalid);
        // A tinted field, not a style sheet: style sheets redraw spin-box arrows and combo frames.
        if (f.editor->property("runcard_invalid").toBool() == invalid)
            continue;
        f.editor->setProperty("runcard_invalid", invalid);
        QPalette palette;
        if (invalid)
            palette.setColor(QPalette::Base, QColor(0xFD, 0xEC, 0xEA));
        QList<QWidget*> parts = f.editor->findChildren<QWidget*>();
        parts << f.editor;
        for (QWidget* w : parts)
            w->setPalette(palette);
    }
    banner_->setVisible(!unplaced.isEmpty());
    banner_->setText(unplaced.join('\n'));

    if (session_->valid()) {
        const Plan& plan = session_->plan();
        const Scenario& s = session_->scenario();
        const double trainableShare =
            plan.parameters > 0 ? double(plan.trainable_parameters) / double(plan.parameters) : 0.0;
        // One multi-argument arg(): a Turkish percentage ("%0,52") must not be read as a marker.
        summary_->setText(
            QCoreApplication::translate(
                "RunDefinitionView",
                "%1 parameters, %2 trainable (%3) · %4 layers, hidden size %5, vocabulary %6")
                .arg(formatCount(double(plan.parameters)),
                     formatCount(double(plan.trainable_parameters)),
                     formatPercent(trainableShare, trainableShare < 0.01 ? 2 : 0),
                     QLocale().toString(s.arch.layers),
                     QLocale().toString(qlonglong(s.arch.hidden_size)),
                     QLocale().toString(qlonglong(s.arch.vocab_size))));
    } else {
        summary_->setText(QCoreApplication::translate(
            "RunDefinitionView", "The model cannot be resolved yet; see the marked fields."));
    }
}

QString RunDefinitionView::relativeToCard(const QString& path) const {
    // Relative to the card when it lies near it (the card and its model travel together);
    // absolute for an unsaved card or a file far away.
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (document_->path().isEmpty())
        return absolute;
    const QString relative = QFileInfo(document_->path()).dir().relativeFilePath(absolute);
    return relative.startsWith("../..") ? absolute : relative;
}

bool RunDefinitionView::importHfConfigFile(const QString& path) {
    try {
        const ModelArchitecture arch = importHfConfig(QFile::encodeName(path).toStdString());
        importSummary_ =
            QCoreApplication::translate("RunDefinitionView",
                                        "Imported %1: %2 layers, hidden size %3, %4 parameters.")
                .arg(QFileInfo(path).fileName())
                .arg(arch.layers)
                .arg(QLocale().toString(qlonglong(arch.hidden_size)))
                .arg(formatCount(double(totalParameters(arch))));
    } catch (const InputError& e) {
        importSummary_ = QString::fromStdString(
            e.diagnostics().empty() ? std::string(e.what()) : e.diagnostics().front().toString());
        importResult_->setText(importSummary_);
        return false;
    } catch (const std::exception& e) {
        importSummary_ = QString::fromLocal8Bit(e.what());
        importResult_->setText(importSummary_);
        return false;
    }
    Settings::instance().setValue(Settings::Key::LastDirectory, QFileInfo(path).absolutePath());
    RunCard card = document_->card();
    card.model.preset.clear();
    card.model.local_dir.clear();
    card.model.hf_config = relativeToCard(path).toStdString();
    document_->setCard(card, "model.hf_config");
    importResult_->setText(importSummary_);
    return true;
}

bool RunDefinitionView::importModelFolder(const QString& directory) {
    try {
        const LocalModel model = importLocalModel(QFile::encodeName(directory).toStdString());
        importSummary_ = QCoreApplication::translate(
                             "RunDefinitionView",
                             "Imported %1: %2 layers, hidden size %3, %4 parameters counted in %5 "
                             "safetensors headers.")
                             .arg(QFileInfo(directory).fileName())
                             .arg(model.architecture.layers)
                             .arg(QLocale().toString(qlonglong(model.architecture.hidden_size)))
                             .arg(formatCount(double(model.parameters_from_headers)))
                             .arg(model.files.size());
    } catch (const InputError& e) {
        importSummary_ = QString::fromStdString(
            e.diagnostics().empty() ? std::string(e.what()) : e.diagnostics().front().toString());
        importResult_->setText(importSummary_);
        return false;
    } catch (const std::exception& e) {
        importSummary_ = QString::fromLocal8Bit(e.what());
        importResult_->setText(importSummary_);
        return false;
    }
    Settings::instance().setValue(Settings::Key::LastDirectory, directory);
    RunCard card = document_->card();
    card.model.preset.clear();
    card.model.hf_config.clear();
    card.model.local_dir = relativeToCard(directory).toStdString();
    document_->setCard(card, "model.local_dir");
    importResult_->setText(importSummary_);
    return true;
}

QWidget* RunDefinitionView::editorFor(const QString& field) const {
    for (const Field& f : fields_)
        if (f.path == field)
            return f.editor;
    return nullptr;
}

QString RunDefinitionView::messageFor(const QString& field) const {
    for (const Field& f : fields_)
        if (f.path == field)
            return f.message->isHidden() ? QString() : f.message->text();
    return {};
}

QStringList RunDefinitionView::fieldPaths() const {
    QStringList paths;
    for (const Field& f : fields_)
        paths << f.path;
    return paths;
}

void RunDefinitionView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (stale_) {
        stale_ = false;
        showDiagnostics();
    }
}

void RunDefinitionView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void RunDefinitionView::retranslateUi() {
    for (std::size_t i = 0; i < groups_.size(); ++i)
        groups_[i]->setTitle(trv(groupTitles_[i]));
    for (const Field& f : fields_) {
        f.label->setText(trv(f.text));
        const QString tip = QString("<p><b>%1</b> <code>%2</code></p><p>%3</p>")
                                .arg(trv(f.text).toHtmlEscaped(), f.path, trv(f.tooltip));
        f.label->setToolTip(tip);
        f.editor->setToolTip(tip);
        if (f.retranslate)
            f.retranslate();
    }
    importConfigButton_->setText(
        QCoreApplication::translate("RunDefinitionView", "Import config.json…"));
    importFolderButton_->setText(
        QCoreApplication::translate("RunDefinitionView", "Import model folder…"));
    showDiagnostics();
}

} // namespace runcard::ui
