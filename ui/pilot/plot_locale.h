// QCustomPlot formats tick labels with its own locale (English, no digit grouping, unless told):
// every chart of the app follows the UI language instead ("2,5", "400.000" in Turkish).
#pragma once

#include <QLocale>
#include <qcustomplot.h>

namespace runcard::ui {

// Call on creation and on QEvent::LanguageChange/LocaleChange; replots when the locale changed.
inline void followUiLocale(QCustomPlot* plot) {
    const QLocale locale; // the UI language's (LanguageManager sets the default)
    if (plot->locale() == locale && plot->locale().numberOptions() == locale.numberOptions())
        return;
    plot->setLocale(locale);
    plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace runcard::ui
