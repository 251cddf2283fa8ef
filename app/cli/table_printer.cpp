#include "table_printer.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace runcard {

namespace {
// UTF-8 aware width: count code points, not bytes (the CLI prints "≥" and "—").
std::size_t displayWidth(const std::string& text) {
    return std::count_if(text.begin(), text.end(),
                         [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; });
}
bool looksNumeric(const std::string& cell) {
    return !cell.empty() && (std::isdigit(static_cast<unsigned char>(cell[0])) || cell[0] == '-');
}
} // namespace

TablePrinter::TablePrinter(std::vector<std::string> headers) : headers_(std::move(headers)) {}

void TablePrinter::addRow(std::vector<std::string> cells) {
    cells.resize(headers_.size());
    rows_.push_back(std::move(cells));
}

void TablePrinter::print(std::ostream& out) const {
    std::vector<std::size_t> widths(headers_.size());
    for (std::size_t c = 0; c < headers_.size(); ++c) {
        widths[c] = displayWidth(headers_[c]);
        for (const auto& row : rows_)
            widths[c] = std::max(widths[c], displayWidth(row[c]));
    }
    auto emit = [&](const std::vector<std::string>& cells, bool header) {
        for (std::size_t c = 0; c < cells.size(); ++c) {
            const std::string pad(widths[c] - displayWidth(cells[c]), ' ');
            const bool right = !header && c > 0 && looksNumeric(cells[c]);
            out << (c ? "  " : "")
                << (right ? pad + cells[c] : cells[c] + (c + 1 < cells.size() ? pad : ""));
        }
        out << '\n';
    };
    emit(headers_, true);
    std::vector<std::string> rule;
    for (std::size_t w : widths)
        rule.push_back(std::string(w, '-'));
    emit(rule, true);
    for (const auto& row : rows_)
        emit(row, false);
}

std::string formatFixed(double value, int decimals) {
    // std::to_chars ignores the C library locale: output stays "1.5" under any LC_NUMERIC.
    char buffer[64];
    const auto result =
        std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals);
    return std::string(buffer, result.ptr);
}

std::string formatGiB(double bytes) {
    return formatFixed(bytes / (1024.0 * 1024.0 * 1024.0), 2) + " GiB";
}

std::string formatPercent(double fraction) {
    return formatFixed(fraction * 100.0, 1) + "%";
}

std::string formatDuration(double seconds) {
    if (!std::isfinite(seconds) || seconds <= 0)
        return "—";
    if (seconds < 120)
        return formatFixed(seconds, seconds < 10 ? 2 : 1) + " s";
    if (seconds < 7200)
        return formatFixed(seconds / 60.0, 1) + " min";
    if (seconds < 3 * 86400)
        return formatFixed(seconds / 3600.0, 1) + " h";
    return formatFixed(seconds / 86400.0, 1) + " d";
}

std::string formatCount(double value) {
    if (value >= 1e9)
        return formatFixed(value / 1e9, 2) + " B";
    if (value >= 1e6)
        return formatFixed(value / 1e6, 1) + " M";
    if (value >= 1e3)
        return formatFixed(value / 1e3, 1) + " k";
    return formatFixed(value, 0);
}

} // namespace runcard
