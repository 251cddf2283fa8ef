#include "pilot/bounded_integer.h"

#include "planner/diagnostics.h"

#include <charconv>

namespace runcard::pilot {

void refuseArgument(const std::string& field, const std::string& message) {
    Diagnostic d;
    d.field = field;
    d.message = message;
    throw InputError(d);
}

std::int64_t parseBoundedInteger(const std::string& field, const std::string& text,
                                 std::int64_t least, std::int64_t most) {
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    const std::string range = "from " + std::to_string(least) + " to " + std::to_string(most);
    if (error == std::errc::result_out_of_range)
        refuseArgument(field, "\"" + text + "\" is out of range; expects an integer " + range);
    if (error != std::errc() || end != text.data() + text.size())
        refuseArgument(field, "expects an integer " + range + ", got \"" + text + "\"");
    if (value < least || value > most)
        refuseArgument(field, "expects an integer " + range + ", got " + text);
    return value;
}

} // namespace runcard::pilot
