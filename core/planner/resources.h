// Where bundled resources (presets, catalog, examples, prices, corpus) are found at run time.
#pragma once

#include <string>

namespace runcard {

// $RUNCARD_RESOURCES if set, else the source tree's resources/ when running from a build tree,
// else the installed data directory.
std::string resourceDir();
std::string resourcePath(const std::string& relative);

} // namespace runcard
