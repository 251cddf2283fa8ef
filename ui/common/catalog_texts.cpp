#include "ui/common/catalog_texts.h"

#include <QCoreApplication>

namespace runcard::ui {

namespace {
// resources/prices/prices.yaml (options.*.name) and resources/catalog/gpus.yaml (interconnect,
// software_stack), word for word.
constexpr const char* kKeys[] = {
    QT_TRANSLATE_NOOP("CatalogText", "Network file storage for data, model and checkpoints"),
    QT_TRANSLATE_NOOP("CatalogText", "Object storage for exported artifacts"),
    QT_TRANSLATE_NOOP("CatalogText", "Egress to the internet (hyperscaler)"),
    QT_TRANSLATE_NOOP("CatalogText", "Business support plan"),
    QT_TRANSLATE_NOOP("CatalogText", "Provider setup fee"),
    QT_TRANSLATE_NOOP("CatalogText", "NVLink 3 through NVSwitch, 600 GB/s per GPU"),
    QT_TRANSLATE_NOOP("CatalogText", "NVLink 4 through NVSwitch Gen3, 900 GB/s per GPU"),
    QT_TRANSLATE_NOOP("CatalogText", "NVLink 5 through NVSwitch Gen5, 1.8 TB/s per GPU"),
    QT_TRANSLATE_NOOP("CatalogText", "Infinity Fabric (xGMI), 7 links per GPU, fully connected "
                                     "8-GPU mesh, 896 GB/s bidirectional"),
    QT_TRANSLATE_NOOP("CatalogText", "Infinity Fabric (xGMI), 7 links per GPU, fully connected "
                                     "8-GPU mesh (MI300X platform)"),
    QT_TRANSLATE_NOOP(
        "CatalogText",
        "PCIe Gen5 x16 (128 GB/s); optional NVLink bridge pairs two cards at 600 GB/s"),
    QT_TRANSLATE_NOOP("CatalogText", "PCIe Gen4 x16 (64 GB/s bidirectional), no NVLink"),
    QT_TRANSLATE_NOOP("CatalogText", "CUDA >= 11.0, compute capability 8.0; BF16 and "
                                     "FlashAttention-2 supported, no FP8"),
    QT_TRANSLATE_NOOP("CatalogText", "CUDA >= 11.8, compute capability 9.0; FP8 needs Transformer "
                                     "Engine; FlashAttention-3 needs CUDA >= 12.3"),
    QT_TRANSLATE_NOOP("CatalogText",
                      "CUDA >= 11.8, compute capability 9.0; FP8 needs Transformer Engine"),
    QT_TRANSLATE_NOOP("CatalogText", "CUDA >= 11.8, compute capability 8.9; FP8 per-tensor "
                                     "scaling via Transformer Engine"),
    QT_TRANSLATE_NOOP("CatalogText", "CUDA >= 12.8, compute capability 10.0; PyTorch built for "
                                     "sm_100; MXFP8/NVFP4 need Transformer Engine"),
    QT_TRANSLATE_NOOP("CatalogText",
                      "ROCm >= 6.0 (gfx942), a validated PyTorch ROCm build; check operator "
                      "support: flash-attention via CK/Triton, bitsandbytes experimental before "
                      "0.48"),
    QT_TRANSLATE_NOOP("CatalogText",
                      "ROCm 6.x with MI325X support (gfx942; first release not verified), a "
                      "validated PyTorch ROCm build; check operator support: flash-attention via "
                      "CK/Triton, bitsandbytes experimental before 0.48"),
};
} // namespace

QString catalogText(const std::string& english) {
    return QCoreApplication::translate("CatalogText", english.c_str());
}

QStringList catalogTextKeys() {
    QStringList keys;
    for (const char* key : kKeys)
        keys << QString::fromUtf8(key);
    return keys;
}

} // namespace runcard::ui
