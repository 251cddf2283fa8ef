#include "ui/app/run_form_groups.h"

#include <QtGlobal>
#include <algorithm>

namespace runcard::ui {

const std::vector<FormGroup>& runFormGroups() {
    // Three columns: model and hardware on the left, training in the middle, data and the rental
    // window on the right.
    static const std::vector<FormGroup> groups{
        {QT_TRANSLATE_NOOP("RunDefinitionView", "Model"), 0, 0, 1, {"", "model"}},
        {QT_TRANSLATE_NOOP("RunDefinitionView", "Hardware"), 1, 0, 1, {"hardware"}},
        {QT_TRANSLATE_NOOP("RunDefinitionView", "Architecture overrides"),
         2,
         0,
         1,
         {"model.architecture"}},
        {QT_TRANSLATE_NOOP("RunDefinitionView", "Training"), 0, 1, 3, {"training"}},
        {QT_TRANSLATE_NOOP("RunDefinitionView", "Data, validation and checkpoints"),
         0,
         2,
         1,
         {"data", "validation", "checkpoint"}},
        {QT_TRANSLATE_NOOP("RunDefinitionView", "Rental window"), 1, 2, 2, {"rental"}},
    };
    return groups;
}

std::size_t formGroupOf(const std::string& fieldPath) {
    const auto& groups = runFormGroups();
    for (std::string section = fieldPath;;) {
        const auto dot = section.rfind('.');
        section = dot == std::string::npos ? std::string{} : section.substr(0, dot);
        for (std::size_t i = 0; i < groups.size(); ++i)
            if (std::count(groups[i].sections.begin(), groups[i].sections.end(), section))
                return i;
        if (section.empty())
            return 0;
    }
}

} // namespace runcard::ui
