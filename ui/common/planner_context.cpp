#include "ui/common/planner_context.h"

#include "planner/diagnostics.h"
#include "ui/common/planner_messages.h"
#include "ui/common/settings.h"

#include <exception>

namespace runcard::ui {
namespace {

struct PlannerData {
    bool loaded = false;
    PresetLibrary presets;
    GpuCatalog gpus;
    QString error;
};

PlannerData& data() {
    static PlannerData instance;
    if (!instance.loaded) {
        instance.loaded = true;
        instance.error.clear();
        try {
            instance.presets = PresetLibrary::bundled();
        } catch (const std::exception& e) {
            instance.error = errorMessage(e);
        }
        try {
            std::vector<std::string> files;
            const QString user =
                Settings::instance().value(Settings::Key::UserGpuCatalog).toString();
            if (!user.isEmpty())
                files.push_back(user.toStdString());
            instance.gpus = files.empty() ? GpuCatalog::bundled() : GpuCatalog::load(files);
        } catch (const std::exception& e) {
            // One line per problem: a preset error above stays on its own line.
            instance.error +=
                (instance.error.isEmpty() ? QString() : QStringLiteral("\n")) + errorMessage(e);
        }
    }
    return instance;
}

} // namespace

const PresetLibrary& presetLibrary() {
    return data().presets;
}
const GpuCatalog& gpuCatalog() {
    return data().gpus;
}
QString plannerLoadError() {
    return data().error.trimmed();
}

void reloadPlannerData() {
    data().loaded = false;
    data();
}

} // namespace runcard::ui
