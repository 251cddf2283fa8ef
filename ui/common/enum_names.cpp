#include "ui/common/enum_names.h"

namespace runcard::ui {

QString displayName(GpuVendor value) {
    switch (value) {
    case GpuVendor::Nvidia:
        return QCoreApplication::translate("EnumNames", "NVIDIA");
    case GpuVendor::Amd:
        return QCoreApplication::translate("EnumNames", "AMD");
    }
    return {};
}

} // namespace runcard::ui
