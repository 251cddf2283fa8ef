#include "planner/resources.h"

#include <cstdlib>
#include <filesystem>

namespace runcard {

namespace {

namespace fs = std::filesystem;

fs::path runningExecutable() {
    std::error_code error;
    const fs::path exe = fs::read_symlink("/proc/self/exe", error);
    return error ? fs::path() : exe;
}

bool isInside(const fs::path& path, const fs::path& folder) {
    const auto relative = path.lexically_normal().lexically_relative(folder.lexically_normal());
    return !relative.empty() && *relative.begin() != "..";
}

} // namespace

std::string resourceDir() {
    if (const char* env = std::getenv("RUNCARD_RESOURCES"); env && *env)
        return env;
    std::error_code error;
    const fs::path exe = runningExecutable();
    if (!exe.empty()) {
        const fs::path installed =
            (exe.parent_path() / RUNCARD_RESOURCES_FROM_BINDIR).lexically_normal();
        if (fs::is_directory(installed, error))
            return installed.string();
        if (isInside(exe, RUNCARD_BUILD_DIR) && fs::is_directory(RUNCARD_SOURCE_RESOURCES, error))
            return RUNCARD_SOURCE_RESOURCES;
    }
    return RUNCARD_INSTALLED_RESOURCES;
}

std::string resourcePath(const std::string& relative) {
    return (fs::path(resourceDir()) / relative).string();
}

const char* runcardVersion() {
    return RUNCARD_VERSION;
}

} // namespace runcard
