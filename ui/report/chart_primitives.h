// Painting primitives the report's charts share (report_charts.cpp): pixel-sized fonts, round
// value axes with their ticks and labels, legends.
#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QLocale>
#include <QRectF>
#include <QString>

class QPainter;

namespace runcard::ui {

inline const QColor kInk(0x22, 0x22, 0x22);
inline const QColor kGrid(0xdd, 0xdd, 0xdd);

// A value axis from `low` to `high` in steps of `step`.
struct Axis {
    double low = 0;
    double high = 1;
    double step = 1;
    double position(double value, double from, double to) const {
        return from + (value - low) / (high - low) * (to - from);
    }
};

// One legend entry: a filled swatch or a marker.
struct LegendItem {
    QString name;
    QColor color;
    bool marker = false; // a black tick (usable memory, billed hours) instead of a filled swatch
};

// Pixel-sized fonts: a QPicture replays point-sized text at the target device's DPI, which would
// make labels larger than the layout measured for them.
QFont chartFont(int pixels = 11, bool bold = false);

// An axis from 0 (or `low`) to a round number above `high`, with about `ticks` round ticks.
Axis niceAxis(double low, double high, int ticks = 5);

// A tick's label with as many decimals as the step needs, in the display locale.
QString tickText(double value, const Axis& axis, const QLocale& locale);

// The legend's height in `columns` columns, and the legend painted into `area`.
double legendHeight(const QList<LegendItem>& items, int columns);
void paintLegend(QPainter& p, const QRectF& area, const QList<LegendItem>& items, int columns);

// `axis` with as many ticks as leave a gap between their labels across `width` pixels.
Axis legibleAxis(Axis axis, double width, const QLocale& locale);

// The value axis along the bottom of a chart of horizontal bars: grid lines, tick labels, the
// axis label (centred under the bars, moved into the label column where the plot is narrower)
// and the two axis lines.
void paintBottomValueAxis(QPainter& p, const QRectF& area, const QRectF& plot, const Axis& axis,
                          const QString& label, const QLocale& locale);

// A chart with a value axis upwards on the left: the plot area inside `area` that leaves room for
// the rotated axis label and the tick labels on the left and `bottomSpace` below.
QRectF plotLeftOfValueAxis(const QRectF& area, const Axis& axis, double bottomSpace,
                           const QLocale& locale);

// The value axis of such a chart: grid lines, tick labels, the rotated label and the two axis
// lines.
void paintValueAxis(QPainter& p, const QRectF& area, const QRectF& plot, const Axis& axis,
                    const QString& label, const QLocale& locale);

} // namespace runcard::ui
