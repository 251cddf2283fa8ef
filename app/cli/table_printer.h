// Plain-text tables for people: aligned columns, numbers right-aligned.
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace runcard {

class TablePrinter {
public:
    explicit TablePrinter(std::vector<std::string> headers);
    void addRow(std::vector<std::string> cells);
    void print(std::ostream& out) const;

private:
    std::vector<std::string> headers_;
    std::vector<std::vector<std::string>> rows_;
};

std::string formatGiB(double bytes);                 // "12.34 GiB"
std::string formatPercent(double fraction);          // "87.5%"
std::string formatDuration(double seconds);          // "3 h 12 min", "41.2 s"
std::string formatCount(double value);               // "8.03 B", "41.9 M"
std::string formatFixed(double value, int decimals); // C locale

} // namespace runcard
