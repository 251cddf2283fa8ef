// Builds planner scenarios from a few run-card lines, for formula tests.
#pragma once

#include "planner/gpu_catalog.h"
#include "planner/plan.h"
#include "planner/presets.h"
#include "planner/run_card_yaml.h"

#include <QtTest>
#include <string>
#include <vector>

namespace runcard::test {

inline const PresetLibrary& presets() {
    static const PresetLibrary library = PresetLibrary::bundled();
    return library;
}
inline const GpuCatalog& catalog() {
    static const GpuCatalog gpus = GpuCatalog::bundled();
    return gpus;
}

// A card for `preset` with the given "--set" style overrides.
inline Scenario scenario(const std::string& preset, const std::vector<FieldOverride>& sets) {
    const std::string yaml = "runcard: 1\nname: test\nmodel: {preset: " + preset +
                             "}\ntraining: {tokens: 1e9}\nhardware: {gpu: h100-sxm-80gb}\n";
    LoadResult r = parseRunCard(yaml, "test.yaml", sets);
    if (!r.ok())
        qFatal("%s", r.diagnostics.front().toString().c_str());
    return resolve(*r.card, presets(), catalog());
}

} // namespace runcard::test
