#include "ui/app/run_field_binder.h"

#include "ui/common/enum_names.h"
#include "ui/common/language_manager.h"
#include "ui/common/planner_context.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>
#include <algorithm>
#include <climits>
#include <cmath>

namespace runcard::ui {

namespace {

QString schemaText(std::string_view english) {
    return QCoreApplication::translate("RunCardSchema", english.data());
}
QString formText(const char* english) {
    return QCoreApplication::translate("RunDefinitionView", english);
}

// What the form shows for a model value: fractions in percent.
double displayScale(const FieldSpec& field) {
    return field.fraction ? 100.0 : 1.0;
}

double numberOf(const FieldValue& value) {
    if (const double* d = std::get_if<double>(&value))
        return *d;
    if (const auto* i = std::get_if<std::int64_t>(&value))
        return double(*i);
    return 0;
}

// The spin box's range in model units: the field's range, reaching down to 0 for fields that must
// be at least 1 (so a 0 typed by the user stays visible and is marked, not clamped) and, for an
// optional field, one step below the minimum for "not set".
struct SpinRange {
    double low, high, unset;
};
SpinRange spinRange(const FieldSpec& field) {
    const double step = field.type == FieldType::Integer ? 1.0 : field.step / displayScale(field);
    const double min = field.min.value_or(0);
    SpinRange r{min, field.max.value_or(min), min - step};
    if (!field.optional && !field.minExclusive && min > 0)
        r.low = 0;
    if (field.optional)
        r.low = r.unset;
    return r;
}

// The unit texts around the spin box's value: a counted unit in the singular after exactly 1
// ("1 sequence"), as KDE's KPluralHandlingSpinBox does; called again whenever the value changes.
void setUnitTexts(QAbstractSpinBox* spin, const FieldSpec& field) {
    auto setTexts = [spin](const QString& prefix, const QString& suffix) {
        if (auto* s = qobject_cast<QSpinBox*>(spin)) {
            s->setPrefix(prefix);
            s->setSuffix(suffix);
        } else if (auto* d = qobject_cast<QDoubleSpinBox*>(spin)) {
            d->setPrefix(prefix);
            d->setSuffix(suffix);
        }
    };
    const auto* s = qobject_cast<QSpinBox*>(spin);
    const auto* d = qobject_cast<QDoubleSpinBox*>(spin);
    const double value = s ? s->value() : d ? d->value() : 0;
    if (field.fraction) {
        // Turkish writes the percent sign first: "%10".
        const bool turkish = LanguageManager::instance().language() == "tr";
        setTexts(turkish ? "%" : "", turkish ? "" : "%");
    } else if (!field.unit.empty()) {
        setTexts("", ' ' + schemaText(value == 1 && !field.unitOne.empty() ? field.unitOne
                                                                           : field.unit));
    }
}

QString unsetText(const FieldSpec& field) {
    for (std::string section = field.section();;) {
        if (const SectionSpec* s = findSection(section); s && !s->unsetText.empty())
            return schemaText(s->unsetText);
        if (section.empty())
            return formText(QT_TRANSLATE_NOOP("RunDefinitionView", "Not set"));
        const auto dot = section.rfind('.');
        section = dot == std::string::npos ? std::string{} : section.substr(0, dot);
    }
}

constexpr int kNumberEditorMinimumWidth = 146;
// A number editor grows with a wide column up to twice that, not to the column's width (the review
// saw a one-digit value in a 320 px box at 1920 px); it then sits at the start of its cell.
constexpr int kNumberEditorMaximumWidth = 2 * kNumberEditorMinimumWidth;

// Integer and Number fields. Integers that fit an int use a QSpinBox, others a QDoubleSpinBox
// without decimals (exact up to 2^53, the seed's bound).
template <class Spin>
BoundField bindSpin(const FieldSpec& field, const std::function<void()>& changed) {
    auto* spin = new Spin;
    // Wide enough for a grouped nine-digit value with its unit ("100,000,000 tokens") when the
    // form shares a 1280-pixel screen with the navigation (tests/ui/test_screen_fit.cpp).
    spin->setMinimumWidth(kNumberEditorMinimumWidth);
    spin->setMaximumWidth(kNumberEditorMaximumWidth);
    const double scale = displayScale(field);
    const SpinRange range = spinRange(field);
    if constexpr (std::is_same_v<Spin, QDoubleSpinBox>) {
        spin->setDecimals(field.type == FieldType::Integer ? 0 : field.decimals);
        spin->setSingleStep(field.type == FieldType::Integer ? 1.0 : field.step);
    }
    spin->setGroupSeparatorShown(field.grouped && range.high * scale >= 10000);
    auto setRange = [spin, scale](double low, double high) {
        if constexpr (std::is_same_v<Spin, QSpinBox>)
            spin->setRange(int(std::max<double>(INT_MIN, low)),
                           int(std::min<double>(INT_MAX, high)));
        else
            spin->setRange(low * scale, high * scale);
    };
    setRange(range.low, range.high);
    BoundField bound;
    bound.editor = spin;
    bound.write = [spin, &field, scale, range](RunCard& card) {
        const double shown = spin->value() / scale;
        if (field.optional && shown <= range.unset)
            field.set(card, FieldValue{});
        else if (field.type == FieldType::Integer)
            field.set(card, FieldValue{std::int64_t(std::llround(shown))});
        else
            field.set(card, FieldValue{shown});
    };
    bound.read = [spin, &field, range, setRange](const RunCard& card) {
        const FieldValue value = field.get(card);
        const bool unset = std::holds_alternative<std::monostate>(value);
        const double number = unset ? range.unset : numberOf(value);
        // A value out of range (an opened card) stays visible, marked by its diagnostic.
        setRange(std::min(range.low, number), std::max(range.high, number));
        if constexpr (std::is_same_v<Spin, QSpinBox>)
            spin->setValue(int(std::clamp<double>(number, INT_MIN, INT_MAX)));
        else
            spin->setValue(number * displayScale(field));
    };
    bound.retranslate = [spin, &field] {
        setUnitTexts(spin, field);
        if (field.optional)
            spin->setSpecialValueText(unsetText(field));
    };
    QObject::connect(spin, &Spin::valueChanged, spin, changed);
    if (!field.unitOne.empty())
        QObject::connect(spin, &Spin::valueChanged, spin,
                         [spin, &field] { setUnitTexts(spin, field); });
    return bound;
}

BoundField bindBoolean(const FieldSpec& field, const std::function<void()>& changed) {
    BoundField bound;
    if (!field.optional) {
        auto* box = new QCheckBox;
        bound.editor = box;
        bound.write = [box, &field](RunCard& card) { field.set(card, box->isChecked()); };
        bound.read = [box, &field](const RunCard& card) {
            box->setChecked(std::get<bool>(field.get(card)));
        };
        bound.retranslate = [box] {
            box->setText(formText(QT_TRANSLATE_NOOP("RunDefinitionView", "Enabled")));
        };
        QObject::connect(box, &QCheckBox::toggled, box, changed);
        return bound;
    }
    // Not set, true (1), false (0).
    auto* combo = new QComboBox;
    combo->addItem(QString(), QVariant());
    combo->addItem(QString(), 1);
    combo->addItem(QString(), 0);
    bound.editor = combo;
    bound.write = [combo, &field](RunCard& card) {
        const QVariant data = combo->currentData();
        field.set(card, data.isValid() ? FieldValue{data.toInt() == 1} : FieldValue{});
    };
    bound.read = [combo, &field](const RunCard& card) {
        const FieldValue value = field.get(card);
        combo->setCurrentIndex(std::holds_alternative<bool>(value)
                                   ? combo->findData(std::get<bool>(value) ? 1 : 0)
                                   : 0);
    };
    bound.retranslate = [combo, &field] {
        combo->setItemText(0, unsetText(field));
        combo->setItemText(1, field.trueLabel.empty()
                                  ? formText(QT_TRANSLATE_NOOP("RunDefinitionView", "Yes"))
                                  : schemaText(field.trueLabel));
        combo->setItemText(2, field.falseLabel.empty()
                                  ? formText(QT_TRANSLATE_NOOP("RunDefinitionView", "No"))
                                  : schemaText(field.falseLabel));
    };
    QObject::connect(combo, &QComboBox::currentIndexChanged, combo, changed);
    return bound;
}

// A closed vocabulary; the item data is the choice's index (= the enum's value).
BoundField bindChoice(const FieldSpec& field, const std::function<void()>& changed) {
    auto* combo = new QComboBox;
    if (field.optional)
        combo->addItem(QString(), QVariant());
    for (std::size_t i = 0; i < field.choices.size(); ++i)
        combo->addItem(QString(), int(i));
    BoundField bound;
    bound.editor = combo;
    bound.write = [combo, &field](RunCard& card) {
        const QVariant data = combo->currentData();
        field.set(card,
                  data.isValid()
                      ? FieldValue{std::string(field.choices[std::size_t(data.toInt())].spelling)}
                      : FieldValue{});
    };
    bound.read = [combo, &field](const RunCard& card) {
        const FieldValue value = field.get(card);
        int index = 0;
        for (std::size_t i = 0; i < field.choices.size(); ++i)
            if (const auto* text = std::get_if<std::string>(&value);
                text && *text == field.choices[i].spelling)
                index = combo->findData(int(i));
        combo->setCurrentIndex(index);
    };
    bound.retranslate = [combo, &field] {
        for (int i = 0; i < combo->count(); ++i) {
            const QVariant data = combo->itemData(i);
            combo->setItemText(
                i, data.isValid()
                       ? QCoreApplication::translate(
                             "EnumNames", field.choices[std::size_t(data.toInt())].label.data())
                       : unsetText(field));
        }
    };
    QObject::connect(combo, &QComboBox::currentIndexChanged, combo, changed);
    return bound;
}

// One check box per choice, named by its YAML spelling (the same in every language).
BoundField bindChoiceList(const FieldSpec& field, const std::function<void()>& changed) {
    auto* row = new QWidget;
    auto* layout = new QGridLayout(row); // rows of four keep the training column narrow
    layout->setContentsMargins(0, 0, 0, 0);
    // Long spellings ("moe-preprocess", "full-iteration") go one to a row.
    std::size_t longest = 0;
    for (const FieldChoice& choice : field.choices)
        longest = std::max(longest, choice.spelling.size());
    const int columns = longest > 8 ? 1 : 4;
    std::vector<QCheckBox*> boxes;
    for (const FieldChoice& choice : field.choices) {
        const QString spelling =
            QString::fromLatin1(choice.spelling.data(), int(choice.spelling.size()));
        auto* box = new QCheckBox(spelling);
        box->setObjectName(QString::fromStdString(field.path) + '.' + spelling);
        box->setProperty("runcard_dynamic", true);
        layout->addWidget(box, int(boxes.size()) / columns, int(boxes.size()) % columns);
        boxes.push_back(box);
        QObject::connect(box, &QCheckBox::toggled, box, changed);
    }
    layout->setColumnStretch(columns, 1);
    BoundField bound;
    bound.editor = row;
    bound.write = [boxes, &field](RunCard& card) {
        std::vector<std::string> items;
        for (std::size_t i = 0; i < boxes.size(); ++i)
            if (boxes[i]->isChecked())
                items.emplace_back(field.choices[i].spelling);
        field.set(card, items);
    };
    bound.read = [boxes, &field](const RunCard& card) {
        const auto items = std::get<std::vector<std::string>>(field.get(card));
        for (std::size_t i = 0; i < boxes.size(); ++i)
            boxes[i]->setChecked(std::count(items.begin(), items.end(), field.choices[i].spelling));
    };
    bound.retranslate = [boxes, &field] {
        for (std::size_t i = 0; i < boxes.size(); ++i)
            boxes[i]->setToolTip(
                QCoreApplication::translate("EnumNames", field.choices[i].label.data()));
    };
    return bound;
}

// Comma-separated text; empty entries are dropped, the order is kept.
BoundField bindTextList(const FieldSpec& field, const std::function<void()>& changed) {
    auto* edit = new QLineEdit;
    BoundField bound;
    bound.editor = edit;
    bound.write = [edit, &field](RunCard& card) {
        std::vector<std::string> items;
        for (const QString& item : edit->text().split(',', Qt::SkipEmptyParts))
            if (!item.trimmed().isEmpty())
                items.push_back(item.trimmed().toStdString());
        field.set(card, items);
    };
    bound.read = [edit, &field](const RunCard& card) {
        const FieldValue value = field.get(card);
        QStringList items;
        for (const std::string& item : std::get<std::vector<std::string>>(value))
            items << QString::fromStdString(item);
        const QString text = items.join(", ");
        if (edit->text().split(',', Qt::SkipEmptyParts).join(",").remove(' ') !=
            QString(text).remove(' '))
            edit->setText(text);
    };
    bound.retranslate = [edit, &field] { edit->setPlaceholderText(schemaText(field.placeholder)); };
    QObject::connect(edit, &QLineEdit::textEdited, edit, changed);
    return bound;
}

BoundField bindText(const FieldSpec& field, const std::function<void()>& changed) {
    auto* edit = new QLineEdit;
    BoundField bound;
    bound.editor = edit;
    bound.write = [edit, &field](RunCard& card) { field.set(card, edit->text().toStdString()); };
    bound.read = [edit, &field](const RunCard& card) {
        const QString value = QString::fromStdString(std::get<std::string>(field.get(card)));
        if (edit->text() != value) {
            edit->setText(value);
            edit->setCursorPosition(0); // a long path shows its start, not its last characters
        }
    };
    if (!field.placeholder.empty())
        bound.retranslate = [edit, &field] {
            edit->setPlaceholderText(schemaText(field.placeholder));
        };
    QObject::connect(edit, &QLineEdit::textEdited, edit, changed);
    return bound;
}

// A preset or GPU id picked from the bundled library or catalog. An id not in the list stays
// visible (and is marked invalid when the card is resolved).
BoundField bindReference(const FieldSpec& field, const std::function<void()>& changed) {
    auto* combo = new QComboBox;
    const bool preset = field.reference == FieldReference::Preset;
    if (preset) {
        combo->addItem(QString(), QString()); // none: config.json or a model folder
        for (const ModelPreset& p : presetLibrary().presets)
            combo->addItem(QString::fromStdString(p.name), QString::fromStdString(p.id));
    } else {
        for (const GpuSpec& gpu : gpuCatalog().gpus)
            combo->addItem(QString::fromStdString(gpu.name), QString::fromStdString(gpu.id));
    }
    BoundField bound;
    bound.editor = combo;
    bound.write = [combo, &field, preset](RunCard& card) {
        const std::string id = combo->currentData().toString().toStdString();
        field.set(card, id);
        if (preset && !id.empty()) { // a preset replaces the other model sources
            card.model.hf_config.clear();
            card.model.local_dir.clear();
        }
    };
    bound.read = [combo, &field](const RunCard& card) {
        const QString id = QString::fromStdString(std::get<std::string>(field.get(card)));
        int index = combo->findData(id);
        if (index < 0 && !id.isEmpty()) {
            combo->addItem(id, id);
            index = combo->count() - 1;
        }
        combo->setCurrentIndex(std::max(0, index));
    };
    if (preset)
        bound.retranslate = [combo] {
            combo->setItemText(0, formText(QT_TRANSLATE_NOOP(
                                      "RunDefinitionView", "None (config.json or model folder)")));
        };
    QObject::connect(combo, &QComboBox::currentIndexChanged, combo, changed);
    return bound;
}

QString numberText(double value) {
    if (std::floor(value) == value && std::fabs(value) < 1e15)
        return QLocale().toString(qlonglong(value));
    return QLocale().toString(value, 'g', 6);
}

} // namespace

BoundField bindField(const FieldSpec& field, const std::function<void()>& changed) {
    BoundField bound;
    switch (field.type) {
    case FieldType::Integer:
        bound = field.max && *field.max > INT_MAX ? bindSpin<QDoubleSpinBox>(field, changed)
                                                  : bindSpin<QSpinBox>(field, changed);
        break;
    case FieldType::Number:
        bound = bindSpin<QDoubleSpinBox>(field, changed);
        break;
    case FieldType::Boolean:
        bound = bindBoolean(field, changed);
        break;
    case FieldType::Text:
        bound = field.reference == FieldReference::Preset || field.reference == FieldReference::Gpu
                    ? bindReference(field, changed)
                    : bindText(field, changed);
        break;
    case FieldType::Choice:
        bound = bindChoice(field, changed);
        break;
    case FieldType::TextList:
        bound = bindTextList(field, changed);
        break;
    case FieldType::ChoiceList:
        bound = bindChoiceList(field, changed);
        break;
    }
    bound.path = QString::fromStdString(field.path);
    bound.covers = {bound.path};
    bound.label = field.label.data();
    bound.help = field.help.data();
    bound.spec = &field;
    return bound;
}

// An amount and which of the group's fields it is (tokens, optimizer steps or epochs).
BoundField bindOneOfGroup(const OneOfGroup& group, const std::function<void()>& changed) {
    const std::vector<const FieldSpec*> members = oneOfMembers(group.path);
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* kind = new QComboBox;
    kind->setObjectName(QString::fromStdString(group.path) + ".kind");
    for (std::size_t i = 0; i < members.size(); ++i)
        kind->addItem(QString(), int(i));
    auto* amount = new QDoubleSpinBox;
    amount->setObjectName(QString::fromStdString(group.path) + ".value");
    amount->setGroupSeparatorShown(true);
    amount->setMinimumWidth(130);
    layout->addWidget(amount, 1);
    layout->addWidget(kind);
    auto chosen = [kind, members] { return members[std::size_t(kind->currentIndex())]; };
    auto fitTo = [amount, chosen](double value) {
        const FieldSpec& member = *chosen();
        const SpinRange range = spinRange(member);
        amount->setDecimals(member.decimals);
        amount->setSingleStep(member.step);
        amount->setRange(std::min(range.low, value), std::max(range.high, value));
    };
    BoundField bound;
    bound.editor = row;
    bound.write = [amount, chosen](RunCard& card) { chosen()->set(card, amount->value()); };
    bound.read = [kind, amount, members, fitTo](const RunCard& card) {
        for (std::size_t i = 0; i < members.size(); ++i)
            if (const FieldValue value = members[i]->get(card);
                !std::holds_alternative<std::monostate>(value)) {
                kind->setCurrentIndex(int(i));
                fitTo(numberOf(value));
                amount->setValue(numberOf(value));
            }
    };
    bound.retranslate = [kind, members] {
        for (std::size_t i = 0; i < members.size(); ++i)
            kind->setItemText(int(i), schemaText(members[i]->label));
    };
    QObject::connect(kind, &QComboBox::currentIndexChanged, kind, [amount, fitTo, changed] {
        fitTo(amount->value());
        changed();
    });
    QObject::connect(amount, &QDoubleSpinBox::valueChanged, amount, changed);
    bound.path = QString::fromStdString(group.path);
    for (const FieldSpec* member : members)
        bound.covers << QString::fromStdString(member->path);
    bound.label = group.label.data();
    bound.help = group.help.data();
    return bound;
}

QString allowedValues(const FieldSpec& field) {
    if (!field.isNumeric() || !field.min || !field.max)
        return {};
    const double scale = displayScale(field);
    auto shown = [&field, scale](double value) {
        return numberText(value * scale) + (field.fraction ? QStringLiteral(" %") : QString());
    };
    QString text = shown(*field.min) + (field.minExclusive ? " < x " : " ≤ x ") +
                   (field.maxExclusive ? "< " : "≤ ") + shown(*field.max);
    if (!field.unit.empty() && !field.fraction)
        text += ' ' + schemaText(field.unit);
    return text;
}

} // namespace runcard::ui
