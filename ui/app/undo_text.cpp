#include "ui/app/undo_text.h"

#include "planner/run_card_schema.h"

#include <QCoreApplication>

namespace runcard::ui {

namespace {
QString translated(const char* context, std::string_view english) {
    return QCoreApplication::translate(context, std::string(english).c_str());
}

// "Micro-batch" reads "micro-batch" inside a sentence; "LoRA rank" and "GPU" keep their capitals.
QString insideSentence(const QString& name, const QString& pattern) {
    if (pattern.startsWith("%1") || name.isEmpty())
        return name;
    // Only a first word that is capitalised for the sentence start, not an acronym ("LoRA").
    for (int i = 1; i < name.size() && name[i].isLetter(); ++i)
        if (name[i].isUpper())
            return name;
    return name.left(1).toLower() + name.mid(1);
}

QString actionText(const QString& field, const char* named, const char* plain) {
    const QString name = changeName(field);
    if (name.isEmpty())
        return QCoreApplication::translate("runcard::ui::MainWindow", plain);
    const QString pattern = QCoreApplication::translate("runcard::ui::MainWindow", named);
    return pattern.arg(insideSentence(name, pattern));
}
} // namespace

QString changeName(const QString& field) {
    const std::string path = field.toStdString();
    if (const FieldSpec* spec = findField(path))
        return translated("RunCardSchema", spec->label);
    if (const OneOfGroup* group = findOneOfGroup(path))
        return translated("RunCardSchema", group->label);
    // Changes made as a whole from other pages.
    if (field == "rental")
        return QCoreApplication::translate("runcard::ui::MainWindow", "Rental window");
    if (field == "what-if")
        return QCoreApplication::translate("runcard::ui::MainWindow", "What-if values");
    return {};
}

QString undoActionText(const QString& field) {
    return actionText(field, QT_TRANSLATE_NOOP("runcard::ui::MainWindow", "&Undo %1 change"),
                      QT_TRANSLATE_NOOP("runcard::ui::MainWindow", "&Undo"));
}

QString redoActionText(const QString& field) {
    return actionText(field, QT_TRANSLATE_NOOP("runcard::ui::MainWindow", "&Redo %1 change"),
                      QT_TRANSLATE_NOOP("runcard::ui::MainWindow", "&Redo"));
}

} // namespace runcard::ui
