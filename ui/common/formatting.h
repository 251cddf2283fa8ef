// Numbers for display, in the UI language's locale (Turkish: decimal comma, "%15"). Never use these
// for files: machine formats are written in the C locale by the planner.
#pragma once

#include "planner/gpu_catalog.h"

#include <QDate>
#include <QLocale>
#include <QString>
#include <cstdint>
#include <string>

namespace runcard::ui {

inline constexpr double bytesPerGiB = 1024.0 * 1024.0 * 1024.0;

// "12.3 GiB" / "12,3 GiB".
QString formatGiB(std::int64_t bytes, int decimals = 1, const QLocale& locale = QLocale());
// Signed, for headroom and deltas: "+4.2 GiB", "−3.1 GiB" (true minus sign).
QString formatSignedGiB(std::int64_t bytes, int decimals = 1, const QLocale& locale = QLocale());
// A fraction as a percentage: 0.153 -> "15%" (en) / "%15" (tr).
QString formatPercent(double fraction, int decimals = 0, const QLocale& locale = QLocale());
// Seconds as the two largest units: "850 ms", "4.2 s", "3 min 20 s", "5 h 12 min", "3 d 4 h".
QString formatDuration(double seconds, const QLocale& locale = QLocale());
// Large counts with a scale word: "8.03 B", "41.9 M", "12.5 k" (tr: "8,03 milyar", ...).
QString formatCount(double value, const QLocale& locale = QLocale());
// "12.3 k tokens/s".
QString formatTokensPerSecond(double tokensPerSecond, const QLocale& locale = QLocale());
// A plain number with the locale's separators and at most `decimals` decimals, trailing zeros cut.
QString formatNumber(double value, int decimals = 2, const QLocale& locale = QLocale());
// A date in the language's words, never ambiguous: "22 May 2026", "22 Mayıs 2026". A text that
// is not an ISO date ("early 2026") is returned as it is.
QString formatDate(const QDate& date, const QLocale& locale = QLocale());
QString formatDate(const std::string& isoDate, const QLocale& locale = QLocale());
// The GPU's name without the vendor: "NVIDIA H100 SXM 80GB" -> "H100 SXM 80GB", so column headers
// and chart labels stay narrow.
QString shortGpuName(const GpuSpec& gpu);

} // namespace runcard::ui
