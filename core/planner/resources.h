// Where bundled resources (presets, catalog, examples, prices, corpus) are found at run time, and
// the version of this build.
#pragma once

#include <string>

namespace runcard {

// In this order:
//  1. $RUNCARD_RESOURCES when set;
//  2. ../share/runcard beside the running executable's folder (an installed or relocated copy:
//     /usr/bin/runcard-cli reads /usr/share/runcard);
//  3. the source tree's resources/ when the executable runs from the build tree it was built in;
//  4. the data folder of the configured install prefix.
// An installed program never reads the source tree it was built from.
std::string resourceDir();
std::string resourcePath(const std::string& relative);

// "0.1.0": the project version this build was configured with.
const char* runcardVersion();

} // namespace runcard
