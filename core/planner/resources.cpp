#include "planner/resources.h"

#include <cstdlib>
#include <filesystem>

namespace runcard {

std::string resourceDir() {
    if (const char* env = std::getenv("RUNCARD_RESOURCES"); env && *env)
        return env;
    namespace fs = std::filesystem;
    std::error_code error;
    if (fs::is_directory(RUNCARD_SOURCE_RESOURCES, error))
        return RUNCARD_SOURCE_RESOURCES;
    return RUNCARD_INSTALLED_RESOURCES;
}

std::string resourcePath(const std::string& relative) {
    return (std::filesystem::path(resourceDir()) / relative).string();
}

} // namespace runcard
