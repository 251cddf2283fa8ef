// Integers the pilot takes from its command line and its launcher's environment, refused with the
// option or variable named and the bounds said.
#pragma once

#include <cstdint>
#include <string>

namespace runcard::pilot {

// Throws InputError whose diagnostic's field is `field` ("--steps", "WORLD_SIZE").
[[noreturn]] void refuseArgument(const std::string& field, const std::string& message);

// `text` as an integer in [least, most]; anything else is refused naming `field` and the range.
std::int64_t parseBoundedInteger(const std::string& field, const std::string& text,
                                 std::int64_t least, std::int64_t most);

} // namespace runcard::pilot
