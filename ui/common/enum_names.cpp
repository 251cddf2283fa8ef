#include "ui/common/enum_names.h"

namespace runcard::ui {

QString displayName(GpuVendor value) {
    switch (value) {
    case GpuVendor::Nvidia:
        return QCoreApplication::translate("EnumNames", "NVIDIA");
    case GpuVendor::Amd:
        return QCoreApplication::translate("EnumNames", "AMD");
    case GpuVendor::Cpu: // a catalog entry for a CPU pilot's machine
        return QCoreApplication::translate("EnumNames", "CPU");
    }
    return {};
}

} // namespace runcard::ui
