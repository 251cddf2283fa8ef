// Names in the order a person expects: "gemma-2-9b" before "gemma-2-27b", runs of digits compared
// as numbers. Used for preset lists and suggested identifiers.
#pragma once

#include <string>

namespace runcard {

bool naturalLess(const std::string& a, const std::string& b);

} // namespace runcard
