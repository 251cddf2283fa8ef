// Helpers shared by the GUI tests.
#pragma once

#include "planner/resources.h"
#include "ui/common/prompt.h"
#include "ui/common/settings.h"

#include <QAbstractButton>
#include <QApplication>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMainWindow>
#include <QMap>
#include <QMenuBar>
#include <QTabBar>

namespace runcard::ui::test {

inline QString examplePath(const QString& name) {
    return QString::fromStdString(resourcePath("examples/" + name.toStdString()));
}

// Every test starts from empty settings in a temporary file and never blocks on a dialog.
inline void initGuiTest() {
    QApplication::setOrganizationName("RuncardTests");
    QApplication::setApplicationName("runcard-tests");
    Settings::useTemporaryStore();
    prompt::setNonInteractive(true);
}

// The user-visible texts of a window that come from tr(): labels, buttons, group titles, tabs,
// table headers, list items and menu titles. Widgets showing data (numbers, names from files) carry
// the property runcard_dynamic and are left out. Keys identify the same text across languages.
inline QMap<QString, QString> visibleTexts(QWidget* root) {
    QMap<QString, QString> texts;
    auto key = [](const QObject* object, const QString& part) {
        return QString("%1/%2/%3")
                   .arg(object->metaObject()->className(), object->objectName())
                   .arg(quintptr(object), 0, 16) +
               part;
    };
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    for (QWidget* w : widgets) {
        if (w->property("runcard_dynamic").toBool())
            continue;
        if (auto* label = qobject_cast<QLabel*>(w)) {
            if (!label->text().isEmpty() || label->buddy())
                texts[key(w, "")] = label->text();
        } else if (auto* button = qobject_cast<QAbstractButton*>(w)) {
            if (!button->text().isEmpty())
                texts[key(w, "")] = button->text();
        } else if (auto* group = qobject_cast<QGroupBox*>(w)) {
            texts[key(w, "")] = group->title();
        } else if (auto* tabs = qobject_cast<QTabBar*>(w)) {
            for (int i = 0; i < tabs->count(); ++i)
                texts[key(w, QString("#%1").arg(i))] = tabs->tabText(i);
        } else if (auto* header = qobject_cast<QHeaderView*>(w)) {
            if (header->isHidden() || !header->model())
                continue;
            for (int i = 0; i < header->count(); ++i)
                texts[key(w, QString("#%1").arg(i))] =
                    header->model()->headerData(i, header->orientation()).toString();
        } else if (auto* list = qobject_cast<QListWidget*>(w)) {
            for (int i = 0; i < list->count(); ++i)
                texts[key(w, QString("#%1").arg(i))] = list->item(i)->text();
        } else if (auto* bar = qobject_cast<QMenuBar*>(w)) {
            for (int i = 0; i < bar->actions().size(); ++i)
                texts[key(w, QString("#%1").arg(i))] = bar->actions()[i]->text();
        }
    }
    return texts;
}

} // namespace runcard::ui::test
