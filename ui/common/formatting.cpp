#include "ui/common/formatting.h"

#include <QCoreApplication>
#include <cmath>

namespace runcard::ui {
namespace {

bool percentSignFirst(const QLocale& locale) {
    return locale.language() == QLocale::Turkish;
}

} // namespace

QString formatGiB(std::int64_t bytes, int decimals, const QLocale& locale) {
    return QCoreApplication::translate("Formatting", "%1 GiB")
        .arg(locale.toString(double(bytes) / bytesPerGiB, 'f', decimals));
}

QString formatSignedGiB(std::int64_t bytes, int decimals, const QLocale& locale) {
    const QString magnitude = formatGiB(bytes < 0 ? -bytes : bytes, decimals, locale);
    return (bytes < 0 ? QString(QChar(0x2212)) : QString("+")) + magnitude;
}

QString formatPercent(double fraction, int decimals, const QLocale& locale) {
    if (!percentSignFirst(locale))
        return locale.toString(fraction * 100.0, 'f', decimals) + "%";
    // The sign before the percent sign, "-%114,1" not "%-114,1": CLDR tr percentFormat "%#,##0"
    // with the implicit negative pattern (the minus prefixed to the whole pattern, UTS #35).
    const QString magnitude = locale.toString(std::abs(fraction) * 100.0, 'f', decimals);
    const bool negative = fraction < 0 && magnitude != locale.toString(0.0, 'f', decimals);
    return (negative ? locale.negativeSign() : QString()) + "%" + magnitude;
}

QString formatNumber(double value, int decimals, const QLocale& locale) {
    QString text = locale.toString(value, 'f', decimals);
    const QString point = locale.decimalPoint();
    if (decimals > 0 && text.contains(point)) {
        while (text.endsWith('0'))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

QString formatDate(const QDate& date, const QLocale& locale) {
    return locale.toString(date, QStringLiteral("d MMMM yyyy"));
}

QString formatDate(const std::string& isoDate, const QLocale& locale) {
    const QString text = QString::fromStdString(isoDate);
    const QDate date = QDate::fromString(text, Qt::ISODate);
    return date.isValid() ? formatDate(date, locale) : text;
}

QString formatDuration(double seconds, const QLocale& locale) {
    if (!std::isfinite(seconds) || seconds < 0)
        return QCoreApplication::translate("Formatting", "n/a");
    if (seconds < 1.0)
        return QCoreApplication::translate("Formatting", "%1 ms")
            .arg(locale.toString(std::round(seconds * 1000.0), 'f', 0));
    if (seconds < 60.0)
        return QCoreApplication::translate("Formatting", "%1 s")
            .arg(locale.toString(seconds, 'f', seconds < 10 ? 2 : 1));
    const auto total = static_cast<long long>(std::llround(seconds));
    const long long days = total / 86400, hours = total % 86400 / 3600;
    const long long minutes = total % 3600 / 60, secs = total % 60;
    if (days > 0)
        return QCoreApplication::translate("Formatting", "%1 d %2 h")
            .arg(locale.toString(days))
            .arg(hours);
    if (hours > 0)
        return QCoreApplication::translate("Formatting", "%1 h %2 min").arg(hours).arg(minutes);
    return QCoreApplication::translate("Formatting", "%1 min %2 s").arg(minutes).arg(secs);
}

QString formatCount(double value, const QLocale& locale) {
    const double magnitude = std::fabs(value);
    auto scaled = [&](double divisor, const char* pattern) {
        const double v = value / divisor;
        const int decimals = std::fabs(v) < 10 ? 2 : (std::fabs(v) < 100 ? 1 : 0);
        return QCoreApplication::translate("Formatting", pattern)
            .arg(locale.toString(v, 'f', decimals));
    };
    if (magnitude >= 1e12)
        return scaled(1e12, QT_TRANSLATE_NOOP("Formatting", "%1 T"));
    if (magnitude >= 1e9)
        return scaled(1e9, QT_TRANSLATE_NOOP("Formatting", "%1 B"));
    if (magnitude >= 1e6)
        return scaled(1e6, QT_TRANSLATE_NOOP("Formatting", "%1 M"));
    if (magnitude >= 1e4)
        return scaled(1e3, QT_TRANSLATE_NOOP("Formatting", "%1 k"));
    return locale.toString(value, 'f', magnitude < 10 && value != std::floor(value) ? 2 : 0);
}

QString formatTokensPerSecond(double tokensPerSecond, const QLocale& locale) {
    return QCoreApplication::translate("Formatting", "%1 tokens/s")
        .arg(formatCount(tokensPerSecond, locale));
}

QString shortGpuName(const GpuSpec& gpu) {
    QString name = QString::fromStdString(gpu.name);
    for (const char* vendor : {"NVIDIA ", "AMD Instinct ", "AMD "})
        if (name.startsWith(QLatin1String(vendor)))
            return name.mid(int(qstrlen(vendor)));
    return name;
}

} // namespace runcard::ui
