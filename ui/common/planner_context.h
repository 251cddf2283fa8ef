// The bundled model presets and the GPU catalog (plus the user's own gpus.yaml from Settings),
// loaded once per process and shared by every view.
#pragma once

#include "planner/gpu_catalog.h"
#include "planner/presets.h"

#include <QString>

namespace runcard::ui {

const PresetLibrary& presetLibrary();
const GpuCatalog& gpuCatalog();
// Why loading failed ("" when both loaded), to show instead of an empty view.
QString plannerLoadError();
// Re-reads both (after the user changed the GPU catalog file in Settings).
void reloadPlannerData();

} // namespace runcard::ui
