#include "planner/gpu_catalog.h"

#include "planner/resources.h"
#include "planner/translatable.h"
#include "planner/yaml_fields.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <initializer_list>
#include <string>
#include <utility>
#include <yaml-cpp/yaml.h>

namespace runcard {

namespace {

// Units of the catalog file (docs/catalog.md): memory in MiB as nvidia-smi and torch print it,
// bandwidth in GB/s (1e9 bytes/s), compute in TFLOP/s (1e12 FLOP/s).
constexpr double mib = 1024.0 * 1024.0;
constexpr double gigabyte = 1e9;
constexpr double teraflop = 1e12;

// Upper bounds: far above any accelerator (in 2026 the largest memory is 288 GB, the fastest HBM
// 8 TB/s, the highest dense peak about 5 PFLOP/s in FP8, the largest NVLink domain 72 GPUs), so
// only a typo or a hostile file meets them; they keep every product the planner forms finite and
// every byte count far below 2^63.
constexpr std::int64_t kMaxMemoryMib = std::int64_t(16) << 20; // 16 TiB
constexpr double kMaxBandwidthGbps = 1e6;                      // 1 PB/s
constexpr double kMaxPeakTflops = 1e6;                         // 1 EFLOP/s
constexpr int kMaxGpusPerNode = 1024;
constexpr int kMaxOrder = 1000000; // list positions, spaced by 10 in the bundled files
// A catalog file holds one to a few dozen entries (a bundled one is about 4 KiB).
constexpr std::uint64_t kMaxCatalogBytes = 4 * kMiB;

const std::vector<std::string> entryKeys{"id",
                                         "order",
                                         "name",
                                         "vendor",
                                         "memory_mib",
                                         "driver_memory_mib",
                                         "memory_bandwidth_gbps",
                                         "peak_tflops",
                                         "tf32_in_pytorch",
                                         "matmul_efficiency",
                                         "kernel_priors_measured",
                                         "sm_count",
                                         "attention_efficiency",
                                         "memory_bandwidth_efficiency",
                                         "interconnect",
                                         "allreduce_busbw_gbps",
                                         "allgather_busbw_gbps",
                                         "reducescatter_busbw_gbps",
                                         "internode_busbw_gbps",
                                         "nic_gbps",
                                         "collective_latency_us",
                                         "topology",
                                         "scale_up_domain",
                                         "host_link_gbps",
                                         "host_cpu",
                                         "max_gpus_per_node",
                                         "architecture",
                                         "software_stack",
                                         "runtime_context_mib",
                                         "caveats",
                                         "source"};
const std::vector<std::string> precisionKeys{"fp32", "tf32",  "bf16", "fp16",
                                             "fp8",  "mxfp8", "nvfp4"};

struct PrecisionFields {
    double* fp32;
    double* tf32;
    double* bf16;
    double* fp16;
    double* fp8;
    double* mxfp8;
    double* nvfp4;
};

// Reads a {fp32, tf32, bf16, fp16, fp8} mapping; keys not given keep their value (merging).
void readPerPrecision(FieldReader& entry, const std::string& key, const PrecisionFields& target,
                      double scale, bool fraction, const std::string& file, Diagnostics& out) {
    if (!entry.has(key))
        return;
    const YAML::Node map = entry.node(key);
    if (!map.IsMap()) {
        entry.report(key, DiagnosticCode::ExpectedMappingOf,
                     {"fp32, tf32, bf16, fp16, fp8, mxfp8, nvfp4"});
        return;
    }
    FieldReader fields(file, map, entry.path(key), out);
    fields.rejectUnknownKeys(precisionKeys);
    const std::pair<const char*, double*> slots[] = {
        {"fp32", target.fp32},  {"tf32", target.tf32}, {"bf16", target.bf16},
        {"fp16", target.fp16},  {"fp8", target.fp8},   {"mxfp8", target.mxfp8},
        {"nvfp4", target.nvfp4}};
    for (const auto& [name, slot] : slots) {
        double value = 0;
        if (fraction ? fields.readFraction(name, value)
                     : fields.readInRange(name, value, 0.0, kMaxPeakTflops, false))
            *slot = value * scale;
    }
}

// An optional key whose value is one of a few words; another word is reported with the list.
template <class E>
void readKeyword(FieldReader& entry, const char* key,
                 std::initializer_list<std::pair<const char*, E>> words, E& target) {
    std::string value;
    if (!entry.read(key, value, false))
        return;
    std::string known;
    for (const auto& [word, meaning] : words) {
        if (value == word) {
            target = meaning;
            return;
        }
        known += (known.empty() ? "" : ", ") + std::string(word);
    }
    entry.report(key, DiagnosticCode::UnknownValue, {value, known});
}

// The scaling model's interconnect fields (docs/catalog.md, "Interconnect").
void readInterconnect(FieldReader& entry, GpuSpec& gpu) {
    double latencyUs = 0;
    if (entry.readNonNegative("collective_latency_us", latencyUs))
        gpu.collective_latency_s = latencyUs * 1e-6;
    readKeyword(entry, "topology",
                {{"switch", IntraNodeTopology::Switch}, {"mesh", IntraNodeTopology::Mesh}},
                gpu.topology);
    entry.readPositive("scale_up_domain", gpu.scale_up_domain, false);
    readKeyword(entry, "host_cpu", {{"x86", HostCpu::X86}, {"grace", HostCpu::Grace}},
                gpu.host_cpu);
}

// The shape-aware step time's kernel priors (docs/catalog.md, "Kernel priors").
void readKernelPriors(FieldReader& entry, GpuSpec& gpu, const std::string& file, Diagnostics& out) {
    entry.readPositive("sm_count", gpu.sm_count, false);
    double share = 0;
    if (entry.readFraction("memory_bandwidth_efficiency", share))
        gpu.memory_bandwidth_efficiency = share;
    if (!entry.has("attention_efficiency"))
        return;
    const YAML::Node map = entry.node("attention_efficiency");
    if (!map.IsMap()) {
        entry.report("attention_efficiency", DiagnosticCode::ExpectedMappingOf, {"flash, fused"});
        return;
    }
    FieldReader fields(file, map, entry.path("attention_efficiency"), out);
    fields.rejectUnknownKeys({"flash", "fused"});
    if (fields.readFraction("flash", share))
        gpu.flash_attention_efficiency = share;
    if (fields.readFraction("fused", share))
        gpu.fused_attention_efficiency = share;
}

// The texts shown to people, each in English and optionally Turkish (planner/localized_text.h).
void readTexts(FieldReader& entry, GpuSpec& gpu, const std::string& file, Diagnostics& out) {
    for (const auto& [key, target] : {std::pair{"interconnect", &gpu.interconnect},
                                      std::pair{"software_stack", &gpu.software_stack}})
        if (entry.has(key))
            if (auto text = localizedTextOf(file, entry.node(key), entry.path(key), out))
                *target = std::move(*text);
    if (entry.has("caveats"))
        if (auto texts =
                localizedTextListOf(file, entry.node("caveats"), entry.path("caveats"), out))
            gpu.caveats = std::move(*texts);
}

// Fields present in `node` are written over `gpu`; everything else stays as it was.
void readEntry(FieldReader& entry, GpuSpec& gpu, const std::string& file, Diagnostics& out) {
    entry.rejectUnknownKeys(entryKeys);
    entry.read("name", gpu.name, false);
    entry.readInRange("order", gpu.order, 1, kMaxOrder, false);
    std::string vendor;
    if (entry.read("vendor", vendor, false)) {
        if (vendor == "nvidia")
            gpu.vendor = GpuVendor::Nvidia;
        else if (vendor == "amd")
            gpu.vendor = GpuVendor::Amd;
        else if (vendor == "cpu")
            gpu.vendor = GpuVendor::Cpu;
        else
            entry.report("vendor", DiagnosticCode::UnknownValue, {vendor, "nvidia, amd, cpu"});
    }
    readInterconnect(entry, gpu);
    auto bytesFromMib = [&](const char* key, std::int64_t& target) {
        std::int64_t value = 0;
        if (entry.readInRange(key, value, std::int64_t(0), kMaxMemoryMib, false))
            target = value * std::int64_t(mib);
    };
    auto rate = [&](const char* key, double& target, double scale) {
        double value = 0;
        if (entry.readInRange(key, value, 0.0, kMaxBandwidthGbps, false))
            target = value * scale;
    };
    bytesFromMib("memory_mib", gpu.memory_bytes);
    bytesFromMib("driver_memory_mib", gpu.driver_memory_bytes);
    bytesFromMib("runtime_context_mib", gpu.runtime_context_bytes);
    rate("memory_bandwidth_gbps", gpu.memory_bandwidth, gigabyte);
    rate("allreduce_busbw_gbps", gpu.allreduce_busbw, gigabyte);
    rate("allgather_busbw_gbps", gpu.allgather_busbw, gigabyte);
    rate("reducescatter_busbw_gbps", gpu.reducescatter_busbw, gigabyte);
    rate("internode_busbw_gbps", gpu.internode_busbw, gigabyte);
    rate("nic_gbps", gpu.nic_bandwidth, gigabyte);
    rate("host_link_gbps", gpu.host_link_bandwidth, gigabyte);
    readPerPrecision(entry, "peak_tflops",
                     {&gpu.peak_fp32, &gpu.peak_tf32, &gpu.peak_bf16, &gpu.peak_fp16, &gpu.peak_fp8,
                      &gpu.peak_mxfp8, &gpu.peak_nvfp4},
                     teraflop, false, file, out);
    readPerPrecision(entry, "matmul_efficiency",
                     {&gpu.matmul_efficiency_fp32, &gpu.matmul_efficiency_tf32,
                      &gpu.matmul_efficiency_bf16, &gpu.matmul_efficiency_fp16,
                      &gpu.matmul_efficiency_fp8, &gpu.matmul_efficiency_mxfp8,
                      &gpu.matmul_efficiency_nvfp4},
                     1.0, true, file, out);
    readKernelPriors(entry, gpu, file, out);
    entry.read("tf32_in_pytorch", gpu.tf32_in_pytorch, false);
    entry.read("kernel_priors_measured", gpu.kernel_priors_measured, false);
    entry.readInRange("max_gpus_per_node", gpu.max_gpus_per_node, 1, kMaxGpusPerNode, false);
    entry.read("architecture", gpu.architecture, false);
    entry.read("source", gpu.source, false);
    readTexts(entry, gpu, file, out);
}

// What every entry needs after merging, so the planner never divides by a missing number.
void checkComplete(FieldReader& entry, const GpuSpec& gpu) {
    if (gpu.name.empty())
        entry.report("name", DiagnosticCode::Missing);
    if (gpu.memory_bytes <= 0)
        entry.report("memory_mib", DiagnosticCode::MissingOrZero);
    if (gpu.memory_bandwidth <= 0)
        entry.report("memory_bandwidth_gbps", DiagnosticCode::MissingOrZero);
    if (gpu.peak_bf16 <= 0 && gpu.peak_fp32 <= 0)
        entry.report("peak_tflops", DiagnosticCode::NeedsPeak);
    const std::pair<const char*, std::pair<double, double>> pairs[] = {
        {"fp32", {gpu.peak_fp32, gpu.matmul_efficiency_fp32}},
        {"tf32", {gpu.peak_tf32, gpu.matmul_efficiency_tf32}},
        {"bf16", {gpu.peak_bf16, gpu.matmul_efficiency_bf16}},
        {"fp16", {gpu.peak_fp16, gpu.matmul_efficiency_fp16}},
        {"fp8", {gpu.peak_fp8, gpu.matmul_efficiency_fp8}},
        {"mxfp8", {gpu.peak_mxfp8, gpu.matmul_efficiency_mxfp8}},
        {"nvfp4", {gpu.peak_nvfp4, gpu.matmul_efficiency_nvfp4}}};
    for (const auto& [name, values] : pairs)
        if (values.first > 0 && values.second <= 0)
            entry.report("matmul_efficiency", DiagnosticCode::EfficiencyWherePeak, {name});
}

} // namespace

double GpuSpec::peakFlops(Precision precision) const {
    switch (precision) {
    case Precision::Fp32:
        return peak_fp32;
    case Precision::Tf32:
        return tf32_in_pytorch ? peak_tf32 : peak_fp32;
    case Precision::Fp16Mixed:
        return peak_fp16;
    case Precision::Bf16Mixed:
    case Precision::Bf16:
        return peak_bf16;
    case Precision::Fp8Mixed:
    case Precision::Fp8Current:
        return peak_fp8;
    case Precision::Mxfp8:
        return peak_mxfp8;
    case Precision::Nvfp4:
        return peak_nvfp4;
    }
    return 0;
}

double GpuSpec::matmulEfficiency(Precision precision) const {
    if (!supports(precision))
        return 0;
    switch (precision) {
    case Precision::Fp32:
        return matmul_efficiency_fp32;
    case Precision::Tf32:
        return tf32_in_pytorch ? matmul_efficiency_tf32 : matmul_efficiency_fp32;
    case Precision::Fp16Mixed:
        return matmul_efficiency_fp16;
    case Precision::Bf16Mixed:
    case Precision::Bf16:
        return matmul_efficiency_bf16;
    case Precision::Fp8Mixed:
    case Precision::Fp8Current:
        return matmul_efficiency_fp8;
    case Precision::Mxfp8:
        return matmul_efficiency_mxfp8;
    case Precision::Nvfp4:
        return matmul_efficiency_nvfp4;
    }
    return 0;
}

const GpuSpec* GpuCatalog::find(const std::string& id) const {
    for (const auto& gpu : gpus)
        if (gpu.id == id)
            return &gpu;
    return nullptr;
}

std::vector<std::string> GpuCatalog::ids() const {
    std::vector<std::string> result;
    for (const auto& gpu : gpus)
        result.push_back(gpu.id);
    return result;
}

namespace {

// Reads one entry (a map at `path`) of `file` over `merged`: a known id changes the keys given, a
// new id is appended. `idsInFile` refuses an id the same file gave before.
void mergeEntry(const std::string& file, const YAML::Node& node, const std::string& path,
                std::vector<GpuSpec>& merged, std::vector<std::string>& idsInFile,
                Diagnostics& diagnostics) {
    if (!node.IsMap()) {
        diagnostics.push_back(
            located(Diagnostic::coded(DiagnosticCode::ExpectedGpuEntry, path), file, node));
        return;
    }
    FieldReader entry(file, node, path, diagnostics);
    std::string id;
    if (!entry.read("id", id, true))
        return;
    if (std::find(idsInFile.begin(), idsInFile.end(), id) != idsInFile.end()) {
        entry.report("id", DiagnosticCode::DuplicateIdInFile, {id});
        return;
    }
    idsInFile.push_back(id);
    const auto existing =
        std::find_if(merged.begin(), merged.end(), [&](const GpuSpec& g) { return g.id == id; });
    GpuSpec gpu = existing != merged.end() ? *existing : GpuSpec{};
    gpu.id = id;
    readEntry(entry, gpu, file, diagnostics);
    checkComplete(entry, gpu);
    if (existing != merged.end())
        *existing = std::move(gpu);
    else
        merged.push_back(std::move(gpu));
}

} // namespace

void GpuCatalog::merge(const std::string& file) {
    const YAML::Node root = loadYaml(
        readYamlFile(file, kMaxCatalogBytes, RUNCARD_TR("Diagnostics", "a GPU catalog")), file);
    Diagnostics diagnostics;
    std::vector<GpuSpec> merged = gpus;
    try {
        if (!root.IsMap())
            throw InputError(
                located(Diagnostic::coded(DiagnosticCode::NotAGpuCatalog, ""), file, root));
        std::vector<std::string> idsInFile;
        if (!root["gpus"].IsDefined() && root["id"].IsDefined()) {
            mergeEntry(file, root, "", merged, idsInFile, diagnostics);
        } else {
            FieldReader top(file, root, "", diagnostics);
            top.rejectUnknownKeys({"gpus"});
            const YAML::Node list = root["gpus"];
            if (!list.IsDefined())
                top.report("gpus", DiagnosticCode::MissingGpus);
            else if (!list.IsSequence())
                top.report("gpus", DiagnosticCode::ExpectedGpuList);
            for (std::size_t i = 0; list.IsSequence() && i < list.size(); ++i)
                mergeEntry(file, list[i], "gpus[" + std::to_string(i) + "]", merged, idsInFile,
                           diagnostics);
        }
    } catch (const YAML::ParserException& e) {
        diagnostics.push_back(parseError(file, e, DiagnosticCode::YamlSyntax, {e.msg}));
    } catch (const YAML::Exception& e) {
        diagnostics.push_back(parseError(file, e, DiagnosticCode::CannotReadBecause, {e.msg}));
    }
    if (!diagnostics.empty())
        throw InputError(std::move(diagnostics));
    gpus = std::move(merged);
}

std::vector<std::string> GpuCatalog::bundledFiles() {
    namespace fs = std::filesystem;
    const fs::path folder = resourcePath("catalog/gpus");
    std::error_code error;
    std::vector<std::string> files;
    for (fs::directory_iterator it(folder, error), end; !error && it != end; it.increment(error))
        if (it->path().extension() == ".yaml")
            files.push_back(it->path().string());
    if (files.empty())
        throw InputError(Diagnostic::coded(DiagnosticCode::NoBundledGpus, "").at(folder.string()));
    std::sort(files.begin(), files.end());
    return files;
}

GpuCatalog GpuCatalog::load(const std::vector<std::string>& files) {
    GpuCatalog catalog;
    for (const auto& file : bundledFiles()) {
        // One new GPU per file: a second file with a known id would silently override the first.
        const std::size_t before = catalog.gpus.size();
        catalog.merge(file);
        if (catalog.gpus.size() != before + 1)
            throw InputError(Diagnostic::coded(DiagnosticCode::BundledOneGpu, "id").at(file));
    }
    for (const auto& file : files)
        catalog.merge(file);
    std::stable_sort(
        catalog.gpus.begin(), catalog.gpus.end(), [](const GpuSpec& a, const GpuSpec& b) {
            const auto key = [](const GpuSpec& g) { return g.order > 0 ? g.order : kMaxOrder + 1; };
            return key(a) < key(b);
        });
    return catalog;
}

GpuCatalog GpuCatalog::bundled() {
    return load({});
}

int GpuSpec::computeCapabilityMajor() const {
    // sm_90 → 9, sm_120 → 12, sm_90a → 9: the minor is the last digit, a letter marks
    // architecture-specific features. HIP's gcnArch ends in a minor and a stepping (gfx942 → 9.4,
    // gfx90a → 9.0, gfx1100 → 11.0).
    auto majorOf = [&](std::string version, std::size_t minorDigits) {
        if (!version.empty() && std::isalpha(static_cast<unsigned char>(version.back())) &&
            minorDigits == 1)
            version.pop_back();
        if (version.size() <= minorDigits || version.size() > minorDigits + 3 ||
            !std::all_of(version.begin(), version.end() - minorDigits,
                         [](unsigned char c) { return std::isdigit(c); }))
            return 0;
        return std::stoi(version.substr(0, version.size() - minorDigits));
    };
    if (architecture.rfind("sm_", 0) == 0)
        return majorOf(architecture.substr(3), 1);
    if (architecture.rfind("gfx", 0) == 0)
        return majorOf(architecture.substr(3), 2);
    return 0;
}

const std::vector<std::string>& referenceGpuIds() {
    static const std::vector<std::string> ids{"a100-sxm-80gb", "h100-sxm-80gb", "h200-sxm-141gb",
                                              "mi300x-192gb"};
    return ids;
}

} // namespace runcard
