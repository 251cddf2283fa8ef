// Writing files so that a crash, a kill or a full disk leaves the old content or the new one,
// never a torn file.
#pragma once

#include "planner/diagnostics.h"

#include <string>
#include <string_view>

namespace runcard {

// Writes `contents` to `path` durably:
//  1. a temporary file in the target's folder, created with O_EXCL under an unpredictable name and
//     given the target's permissions (a new file gets 0666 less the umask);
//  2. every byte written, then fsync;
//  3. rename over the target (atomic on POSIX file systems), then fsync of the folder, so the
//     rename itself survives a power cut.
// A symbolic link is followed: the file it points to gets the new content and the link stays.
// (A file with several hard links is replaced, so the other names keep the old content.)
// On failure the target is unchanged, the temporary file is removed, and InputError names the file
// and says why in words ("No space left on device").
void writeFileAtomically(const std::string& path, std::string_view contents);

} // namespace runcard
