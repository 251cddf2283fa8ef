// Translated display names of the run card's closed vocabularies, for combo boxes, tables and
// reports. The names are in planner/enums.h (English, context "EnumNames"); the YAML spelling
// (toString) stays the machine name.
#pragma once

#include "planner/enums.h"
#include "planner/gpu_catalog.h"

#include <QCoreApplication>
#include <QString>

namespace runcard::ui {

template <class E> QString displayName(E value) {
    // enumLabel() returns a NUL-terminated literal of enums.h.
    return QCoreApplication::translate("EnumNames", enumLabel(value).data());
}
QString displayName(GpuVendor value);

} // namespace runcard::ui
