#include "planner/durable_file.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <unistd.h>

namespace runcard {

void writeFileAtomically(const std::string& path, const std::string& contents) {
    namespace fs = std::filesystem;
    const fs::path target(path);
    const fs::path temporary = target.parent_path() / ("." + target.filename().string() + ".tmp-" +
                                                       std::to_string(getpid()));
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out)
            throw InputError(
                Diagnostic{path, 0, 0, "", "cannot create a temporary file beside it"});
        out << contents;
        out.flush();
        if (!out)
            throw InputError(Diagnostic{path, 0, 0, "", "writing failed (disk full?)"});
    }
    if (FILE* f = std::fopen(temporary.c_str(), "rb")) {
        fsync(fileno(f));
        std::fclose(f);
    }
    std::error_code error;
    fs::rename(temporary, target, error);
    if (error) {
        fs::remove(temporary, error);
        throw InputError(Diagnostic{path, 0, 0, "", "cannot replace the file: " + error.message()});
    }
}

} // namespace runcard
