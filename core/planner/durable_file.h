// Writing files so that a crash or a full disk leaves the old or the new content, never a torn
// file.
#pragma once

#include "planner/diagnostics.h"

#include <string>

namespace runcard {

// Atomic: writes a temporary file beside `path`, flushes, then renames over it.
void writeFileAtomically(const std::string& path, const std::string& contents);

} // namespace runcard
