// Painting primitives the report's charts share: fonts, round value axes, legends.
#include "ui/report/chart_primitives.h"

#include "ui/common/formatting.h"

#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace runcard::ui {

// Pixel-sized fonts: a QPicture replays point-sized text at the target device's DPI, which would
// make labels larger than the layout measured for them.
QFont chartFont(int pixels, bool bold) {
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(pixels);
    font.setBold(bold);
    return font;
}

Axis niceAxis(double low, double high, int ticks) {
    if (!(high > low))
        high = low + 1;
    const double raw = (high - low) / ticks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double normalised = raw / magnitude;
    const double step = (normalised < 1.5 ? 1
                         : normalised < 3 ? 2
                         : normalised < 7 ? 5
                                          : 10) *
                        magnitude;
    return {std::floor(low / step) * step, std::ceil(high / step) * step, step};
}

QString tickText(double value, const Axis& axis, const QLocale& locale) {
    const int decimals = axis.step >= 1 ? 0 : int(std::ceil(-std::log10(axis.step)));
    return formatNumber(value, decimals, locale);
}

double legendHeight(const QList<LegendItem>& items, int columns) {
    const double line = QFontMetricsF(chartFont()).height() + 4;
    return items.isEmpty() ? 0 : std::ceil(double(items.size()) / columns) * line + 4;
}

void paintLegend(QPainter& p, const QRectF& area, const QList<LegendItem>& items, int columns) {
    const QFontMetricsF metrics(chartFont());
    const double line = metrics.height() + 4;
    const double columnWidth = area.width() / columns;
    p.setFont(chartFont());
    for (int i = 0; i < items.size(); ++i) {
        const double x = area.left() + (i % columns) * columnWidth;
        const double y = area.top() + 4 + (i / columns) * line;
        const QRectF swatch(x, y + (line - 4 - 10) / 2, 10, 10);
        if (items[i].marker) {
            p.setPen(QPen(Qt::black, 2));
            p.drawLine(QPointF(swatch.center().x(), swatch.top() - 1),
                       QPointF(swatch.center().x(), swatch.bottom() + 1));
        } else {
            p.setPen(QPen(items[i].color.darker(130), 0.5));
            p.setBrush(items[i].color);
            p.drawRect(swatch);
        }
        p.setPen(kInk);
        const QRectF text(x + 15, y, columnWidth - 19, line - 4);
        p.drawText(text, Qt::AlignLeft | Qt::AlignVCenter,
                   metrics.elidedText(items[i].name, Qt::ElideRight, text.width()));
    }
}

// `axis` with as many ticks as leave a gap between their labels across `width` pixels.
Axis legibleAxis(Axis axis, double width, const QLocale& locale) {
    const QFontMetricsF metrics(chartFont());
    const double high = axis.high;
    for (int ticks = 4; ticks >= 1; --ticks) {
        double widest = 0;
        for (double tick = axis.low; tick <= axis.high + axis.step / 2; tick += axis.step)
            widest = std::max(widest, metrics.horizontalAdvance(tickText(tick, axis, locale)));
        if (width * axis.step / (axis.high - axis.low) >= widest + 8)
            break;
        axis = niceAxis(0, high, ticks);
    }
    return axis;
}

// The value axis along the bottom of a chart of horizontal bars: grid lines, tick labels, the
// axis label (centred under the bars, moved into the label column where the plot is narrower)
// and the two axis lines.
void paintBottomValueAxis(QPainter& p, const QRectF& area, const QRectF& plot, const Axis& axis,
                          const QString& label, const QLocale& locale) {
    const QFontMetricsF metrics(chartFont());
    auto x = [&](double value) { return axis.position(value, plot.left(), plot.right()); };
    p.setFont(chartFont());
    for (double tick = axis.low; tick <= axis.high + axis.step / 2; tick += axis.step) {
        p.setPen(QPen(kGrid, 0, Qt::DotLine));
        p.drawLine(QPointF(x(tick), plot.top()), QPointF(x(tick), plot.bottom()));
        p.setPen(kInk);
        p.drawText(QRectF(x(tick) - 40, plot.bottom() + 2, 80, metrics.height()),
                   Qt::AlignHCenter | Qt::AlignTop, tickText(tick, axis, locale));
    }
    const QString text = metrics.elidedText(label, Qt::ElideRight, area.width() - 4);
    const double advance = metrics.horizontalAdvance(text);
    const double left =
        std::clamp(plot.center().x() - advance / 2, area.left(), area.right() - advance);
    p.drawText(QRectF(left, plot.bottom() + 4 + metrics.height(), advance + 2, metrics.height()),
               Qt::AlignLeft | Qt::AlignTop, text);
    p.setPen(QPen(kInk, 1));
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    p.drawLine(plot.topLeft(), plot.bottomLeft());
}

// A chart with a value axis upwards on the left: the plot area inside `area` that leaves room for
// the rotated axis label and the tick labels on the left and `bottomSpace` below.
QRectF plotLeftOfValueAxis(const QRectF& area, const Axis& axis, double bottomSpace,
                           const QLocale& locale) {
    const QFontMetricsF metrics(chartFont());
    double tickWidth = 0;
    for (double tick = axis.low; tick <= axis.high + axis.step / 2; tick += axis.step)
        tickWidth = std::max(tickWidth, metrics.horizontalAdvance(tickText(tick, axis, locale)));
    return QRectF(area.left() + metrics.height() + tickWidth + 10, area.top() + 8,
                  area.width() - metrics.height() - tickWidth - 18,
                  area.height() - 8 - bottomSpace);
}

// The value axis of such a chart: grid lines, tick labels, the rotated label and the two axis
// lines.
void paintValueAxis(QPainter& p, const QRectF& area, const QRectF& plot, const Axis& axis,
                    const QString& label, const QLocale& locale) {
    const QFontMetricsF metrics(chartFont());
    auto y = [&](double value) { return axis.position(value, plot.bottom(), plot.top()); };
    p.setFont(chartFont());
    for (double tick = axis.low; tick <= axis.high + axis.step / 2; tick += axis.step) {
        p.setPen(QPen(kGrid, 0, Qt::DotLine));
        p.drawLine(QPointF(plot.left(), y(tick)), QPointF(plot.right(), y(tick)));
        p.setPen(kInk);
        p.drawText(QRectF(area.left(), y(tick) - metrics.height() / 2,
                          plot.left() - area.left() - 6, metrics.height()),
                   Qt::AlignRight | Qt::AlignVCenter, tickText(tick, axis, locale));
    }
    p.save();
    p.translate(area.left() + metrics.height() / 2 + 1, plot.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-plot.height() / 2, -metrics.height() / 2, plot.height(), metrics.height()),
               Qt::AlignCenter, label);
    p.restore();
    p.setPen(QPen(kInk, 1));
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    p.drawLine(plot.topLeft(), plot.bottomLeft());
}

} // namespace runcard::ui
