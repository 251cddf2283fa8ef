// Small styling helpers shared by the views.
#pragma once

#include <QString>
#include <QWidget>

namespace runcard::ui {

// setStyleSheet re-polishes the widget and its children, which is slow; views that restyle on every
// what-if step call this so only a real change pays for it.
inline void setStyleSheetIfChanged(QWidget* widget, const QString& styleSheet) {
    if (widget->styleSheet() != styleSheet)
        widget->setStyleSheet(styleSheet);
}

} // namespace runcard::ui
