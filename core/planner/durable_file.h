// Writing files so that a crash, a kill or a full disk leaves the old content or the new one,
// never a torn file. The one implementation behind the app's saves and exports and the pilot's
// results (core/pilot/durable_file.h reports the same failures as its own exceptions).
#pragma once

#include "planner/diagnostics.h"

#include <optional>
#include <string>
#include <string_view>

namespace runcard {

// A durable write that failed: what failed, in words ("cannot replace the file (it is
// unchanged)"), and errno (0 where no system call failed).
struct DurableWriteFailure {
    std::string what;
    int errorNumber = 0;
};

// What a symbolic link in place of the target means.
enum class LinkAtTarget {
    Follow,  // the file it points to gets the new content and the link stays (a user's document)
    Replace, // the link itself is replaced by the new file (results the program owns)
};

// Replaces `path` with `contents`:
//  1. a temporary file in the target's folder, created with O_EXCL under an unpredictable name and
//     given the target's permissions (a new file gets 0666 less the umask);
//  2. every byte written, then fsync;
//  3. rename over the target (atomic on POSIX file systems), then fsync of the folder, so the
//     rename itself survives a power cut.
// (A file with several hard links is replaced, so the other names keep the old content.)
// On failure the target is unchanged and the temporary file is removed.
std::optional<DurableWriteFailure>
replaceFileDurably(const std::string& path, std::string_view contents, LinkAtTarget links);
// Creates `path`, which must not exist (a link in its place is not followed), writes and fsyncs
// it: a file inside a staging folder that is renamed into place as a whole.
std::optional<DurableWriteFailure> createFileDurably(const std::string& path,
                                                     std::string_view contents);
// fsync of a folder, so that renames and creations inside it survive a crash.
std::optional<DurableWriteFailure> syncFolder(const std::string& folder);

// replaceFileDurably following links; a failure is an InputError naming the file and saying why
// in words ("No space left on device").
void writeFileAtomically(const std::string& path, std::string_view contents);

} // namespace runcard
