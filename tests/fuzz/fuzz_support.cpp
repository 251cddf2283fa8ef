#include "fuzz_support.h"

#include <fstream>

namespace runcard::fuzz {

void writeScratch(const std::string& name, const std::string& contents, bool present) {
    const auto path = scratchFolder() / name;
    std::error_code error;
    std::filesystem::remove(path, error);
    if (present)
        std::ofstream(path, std::ios::binary) << contents;
}

} // namespace runcard::fuzz
