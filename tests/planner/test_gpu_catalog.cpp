// The GPU catalog: the bundled entries in SI units, what each card supports, user files that
// override or add entries, and bad catalog files refused with file, line, column and key.
#include "planner/gpu_catalog.h"

#include <QTemporaryDir>
#include <QtTest>
#include <fstream>

using namespace runcard;

namespace {

constexpr double MiB = 1024.0 * 1024.0;

const GpuCatalog& catalog() {
    static const GpuCatalog bundled = GpuCatalog::bundled();
    return bundled;
}

const GpuSpec& gpu(const std::string& id) {
    const GpuSpec* found = catalog().find(id);
    if (!found)
        throw std::runtime_error("no GPU " + id);
    return *found;
}

// Writes `body` to a file in `dir` and returns its path.
std::string writeFile(const QTemporaryDir& dir, const char* name, const std::string& body) {
    const std::string path = (dir.path() + "/" + name).toStdString();
    std::ofstream(path) << body;
    return path;
}

} // namespace

class TestGpuCatalog : public QObject {
    Q_OBJECT

private slots:
    void referenceCardsComeFirst() {
        const std::vector<std::string> expected{"a100-sxm-80gb", "h100-sxm-80gb", "h200-sxm-141gb",
                                                "mi300x-192gb"};
        QCOMPARE(referenceGpuIds(), expected);
        const std::vector<std::string> ids = catalog().ids();
        QVERIFY(ids.size() >= 9);
        QCOMPARE(std::vector<std::string>(ids.begin(), ids.begin() + 4), expected);
        for (const char* extra :
             {"a100-sxm-40gb", "h100-pcie-80gb", "l40s-48gb", "b200-180gb", "mi325x-256gb"})
            QVERIFY2(catalog().find(extra), extra);
        QVERIFY(catalog().find("tpu-v5") == nullptr);
    }

    // File units converted: MiB -> bytes, GB/s -> bytes/s, TFLOP/s -> FLOP/s.
    void bundledFigures_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<qint64>("torchMib");
        QTest::addColumn<qint64>("driverMib");
        QTest::addColumn<double>("bandwidthGBps");
        QTest::addColumn<double>("bf16Tflops");
        QTest::addColumn<double>("fp8Tflops");
        QTest::addColumn<double>("allreduceGBps");
        QTest::addColumn<QString>("architecture");
        QTest::newRow("A100 80GB") << "a100-sxm-80gb" << qint64(81050) << qint64(81920) << 2039.0
                                   << 312.0 << 0.0 << 231.0 << "sm_80";
        QTest::newRow("H100 SXM") << "h100-sxm-80gb" << qint64(81089) << qint64(81559) << 3350.0
                                  << 989.4 << 1978.9 << 479.0 << "sm_90";
        QTest::newRow("H200") << "h200-sxm-141gb" << qint64(143156) << qint64(143771) << 4800.0
                              << 989.4 << 1978.9 << 480.0 << "sm_90";
        QTest::newRow("MI300X") << "mi300x-192gb" << qint64(196592) << qint64(196592) << 5300.0
                                << 1307.4 << 2614.9 << 316.0 << "gfx942";
        QTest::newRow("A100 40GB") << "a100-sxm-40gb" << qint64(40536) << qint64(40960) << 1555.0
                                   << 312.0 << 0.0 << 231.0 << "sm_80";
        QTest::newRow("B200") << "b200-180gb" << qint64(182642) << qint64(183359) << 7700.0
                              << 2250.0 << 4500.0 << 830.0 << "sm_100";
        QTest::newRow("L40S") << "l40s-48gb" << qint64(45589) << qint64(46068) << 864.0 << 362.05
                              << 733.0 << 22.0 << "sm_89";
    }
    void bundledFigures() {
        QFETCH(QString, id);
        QFETCH(qint64, torchMib);
        QFETCH(qint64, driverMib);
        QFETCH(double, bandwidthGBps);
        QFETCH(double, bf16Tflops);
        QFETCH(double, fp8Tflops);
        QFETCH(double, allreduceGBps);
        QFETCH(QString, architecture);
        const GpuSpec& g = gpu(id.toStdString());
        QCOMPARE(g.memory_bytes, std::int64_t(torchMib) * 1024 * 1024);
        QCOMPARE(g.driver_memory_bytes, std::int64_t(driverMib) * 1024 * 1024);
        QCOMPARE(g.memory_bandwidth, bandwidthGBps * 1e9);
        QCOMPARE(g.peakFlops(Precision::Bf16Mixed), bf16Tflops * 1e12);
        QCOMPARE(g.peakFlops(Precision::Bf16), bf16Tflops * 1e12);
        QCOMPARE(g.peakFlops(Precision::Fp8Mixed), fp8Tflops * 1e12);
        QCOMPARE(g.allreduce_busbw, allreduceGBps * 1e9);
        QCOMPARE(QString::fromStdString(g.architecture), architecture);
        QVERIFY(g.memory_bytes <=
                g.driver_memory_bytes); // torch never reports more than the driver
    }

    void everyEntryIsComplete() {
        for (const GpuSpec& g : catalog().gpus) {
            const char* id = g.id.c_str();
            QVERIFY2(!g.name.empty() && !g.source.empty() && !g.software_stack.empty(), id);
            QVERIFY2(!g.interconnect.empty() && !g.architecture.empty(), id);
            QVERIFY2(g.allreduce_busbw > 0 && g.allgather_busbw > 0, id);
            QVERIFY2(g.internode_busbw > 0 && g.host_link_bandwidth > 0, id);
            QVERIFY2(g.sm_count > 0 && g.collective_latency_s > 0, id);
            QVERIFY2(g.flash_attention_efficiency > 0 && g.fused_attention_efficiency > 0, id);
            QVERIFY2(g.memory_bandwidth_efficiency > 0.5 && g.memory_bandwidth_efficiency < 1, id);
            QVERIFY2(g.runtime_context_bytes >= 256 * MiB, id); // lazy-loading CUDA context floor
            for (const Precision p : {Precision::Fp32, Precision::Tf32, Precision::Fp16Mixed,
                                      Precision::Bf16Mixed, Precision::Fp8Mixed}) {
                const double share = g.matmulEfficiency(p);
                QVERIFY2(g.supports(p) ? share > 0 && share <= 1 : share == 0, id);
            }
        }
    }

    void a100HasNoFp8() {
        for (const char* id : {"a100-sxm-80gb", "a100-sxm-40gb"}) {
            QVERIFY(!gpu(id).supports(Precision::Fp8Mixed));
            QCOMPARE(gpu(id).matmulEfficiency(Precision::Fp8Mixed), 0.0);
            QVERIFY(gpu(id).supports(Precision::Bf16Mixed));
        }
        QVERIFY(gpu("h100-sxm-80gb").supports(Precision::Fp8Mixed));
    }

    void memoryOrder() {
        QVERIFY(gpu("h200-sxm-141gb").memory_bytes > gpu("h100-sxm-80gb").memory_bytes);
        QVERIFY(gpu("mi300x-192gb").memory_bytes > gpu("h200-sxm-141gb").memory_bytes);
        QVERIFY(gpu("mi325x-256gb").memory_bytes > gpu("b200-180gb").memory_bytes);
        QVERIFY(gpu("a100-sxm-40gb").memory_bytes < gpu("a100-sxm-80gb").memory_bytes);
    }

    // ROCm PyTorch ignores allow_tf32: "tf32" on AMD runs at the FP32 rate with the FP32 share.
    // As torch.cuda.get_device_capability() reports the major (ROCm: the gfx target's).
    void computeCapabilityMajor_data() {
        QTest::addColumn<QString>("architecture");
        QTest::addColumn<int>("major");
        QTest::newRow("Ampere") << "sm_80" << 8;
        QTest::newRow("Hopper") << "sm_90" << 9;
        QTest::newRow("Hopper features") << "sm_90a" << 9;
        QTest::newRow("Blackwell") << "sm_100" << 10;
        QTest::newRow("consumer Blackwell") << "sm_120" << 12;
        QTest::newRow("CDNA 2") << "gfx90a" << 9;
        QTest::newRow("CDNA 3") << "gfx942" << 9;
        QTest::newRow("RDNA 3") << "gfx1100" << 11;
        QTest::newRow("none") << "" << 0;
        QTest::newRow("no version") << "sm_" << 0;
        QTest::newRow("no minor") << "gfx9" << 0;
        QTest::newRow("not a number") << "sm_x0" << 0;
    }
    void computeCapabilityMajor() {
        QFETCH(QString, architecture);
        QFETCH(int, major);
        GpuSpec gpu;
        gpu.architecture = architecture.toStdString();
        QCOMPARE(gpu.computeCapabilityMajor(), major);
    }

    void tf32OnRocmRunsAtFp32() {
        const GpuSpec& mi300x = gpu("mi300x-192gb");
        QCOMPARE(mi300x.peak_tf32, 653.7e12);
        QCOMPARE(mi300x.peakFlops(Precision::Tf32), 163.4e12);
        QCOMPARE(mi300x.matmulEfficiency(Precision::Tf32), mi300x.matmul_efficiency_fp32);
        QCOMPARE(gpu("h100-sxm-80gb").peakFlops(Precision::Tf32), 494.7e12);
        QCOMPARE(gpu("h100-sxm-80gb").matmulEfficiency(Precision::Tf32), 0.75);
    }

    // Maximum achievable matmul FLOPS over the peak (stas00/ml-engineering's MAMF table): A100
    // 0.869, H100 = H200 0.803 in BF16, FP8 H100 0.709; the MI300X's measured BF16 matmul rate
    // stays below the H100's despite its 1.32x paper peak.
    void matmulPriors() {
        QCOMPARE(gpu("a100-sxm-80gb").matmulEfficiency(Precision::Bf16Mixed), 0.869);
        QCOMPARE(gpu("h100-sxm-80gb").matmulEfficiency(Precision::Bf16Mixed), 0.803);
        QCOMPARE(gpu("h200-sxm-141gb").matmulEfficiency(Precision::Bf16Mixed), 0.803);
        QCOMPARE(gpu("h100-sxm-80gb").matmulEfficiency(Precision::Fp8Mixed), 0.709);
        const auto achieved = [](const GpuSpec& g) {
            return g.peakFlops(Precision::Bf16Mixed) * g.matmulEfficiency(Precision::Bf16Mixed);
        };
        QVERIFY(achieved(gpu("h200-sxm-141gb")) > 1.1 * achieved(gpu("mi300x-192gb")));
        // FlashAttention-2 on Hopper runs at about a third of the peak, FA3/cuDNN near 60 %.
        QCOMPARE(gpu("h100-sxm-80gb").flash_attention_efficiency, 0.35);
        QCOMPARE(gpu("h100-sxm-80gb").fused_attention_efficiency, 0.60);
        QVERIFY(gpu("mi300x-192gb").topology == IntraNodeTopology::Mesh);
        QVERIFY(gpu("h100-sxm-80gb").topology == IntraNodeTopology::Switch);
        // Grace issues the kernels of the superchips; every other entry has an x86 host.
        for (const char* id : {"gh200-96gb", "gb200-186gb", "gb300-279gb"})
            QVERIFY2(gpu(id).host_cpu == HostCpu::Grace, id);
        for (const char* id : {"h100-sxm-80gb", "b200-180gb", "b300-288gb", "mi300x-192gb"})
            QVERIFY2(gpu(id).host_cpu == HostCpu::X86, id);
    }

    // A user entry for a known id changes only what it gives; per-precision maps merge by key.
    void userFileMergesById() {
        QTemporaryDir dir;
        const std::string user = writeFile(dir, "mine.yaml", R"(gpus:
  - id: h100-sxm-80gb
    matmul_efficiency: {bf16: 0.55}
    caveats: [measured on our cluster]
  - id: rtx-6000-ada
    name: NVIDIA RTX 6000 Ada
    memory_mib: 48000
    memory_bandwidth_gbps: 960
    peak_tflops: {bf16: 364.2}
)");
        const GpuCatalog merged = GpuCatalog::load({user});
        const GpuSpec* h100 = merged.find("h100-sxm-80gb");
        QVERIFY(h100);
        QCOMPARE(h100->matmulEfficiency(Precision::Bf16Mixed), 0.55);
        QCOMPARE(h100->matmulEfficiency(Precision::Fp8Mixed), 0.709);    // kept
        QCOMPARE(h100->memory_bytes, gpu("h100-sxm-80gb").memory_bytes); // kept
        QCOMPARE(h100->peakFlops(Precision::Bf16Mixed), 989.4e12);       // kept
        // The list is replaced; a user's text without Turkish keeps English for both languages.
        QCOMPARE(h100->caveats.size(), std::size_t(1));
        QCOMPARE(h100->caveats[0].in("tr"), std::string("measured on our cluster"));
        QVERIFY(!h100->caveats[0].hasLanguage("tr"));
        QVERIFY(h100->interconnect == gpu("h100-sxm-80gb").interconnect); // kept, both languages
        QCOMPARE(merged.ids().size(), catalog().ids().size() + 1);
        QCOMPARE(merged.ids().back(), std::string("rtx-6000-ada"));
        const GpuSpec* added = merged.find("rtx-6000-ada");
        QCOMPARE(added->memory_bytes, std::int64_t(48000) * 1024 * 1024);
        QCOMPARE(added->peakFlops(Precision::Bf16Mixed), 364.2e12);
        QVERIFY(!added->supports(Precision::Fp8Mixed));
        // Later files win over earlier ones.
        const std::string second = writeFile(
            dir, "second.yaml", "gpus:\n  - {id: h100-sxm-80gb, matmul_efficiency: {bf16: 0.6}}\n");
        QCOMPARE(GpuCatalog::load({user, second}).find("h100-sxm-80gb")->matmul_efficiency_bf16,
                 0.6);
    }

    // A user file may hold one GPU at the top level, as each bundled file does, with texts in
    // both languages.
    void userFileWithOneEntry() {
        QTemporaryDir dir;
        const std::string user = writeFile(dir, "my-card.yaml", R"(id: my-card
order: 25
name: My card
memory_mib: 48000
memory_bandwidth_gbps: 960
peak_tflops: {bf16: 364.2}
interconnect: {en: PCIe Gen4 x16, tr: PCIe Gen4 x16 yuvası}
caveats:
  - en: Measured by us
    tr: Bizim ölçümümüz
)");
        const GpuCatalog merged = GpuCatalog::load({user});
        const GpuSpec* added = merged.find("my-card");
        QVERIFY(added);
        QCOMPARE(added->interconnect.in("tr"), std::string("PCIe Gen4 x16 yuvası"));
        QCOMPARE(added->interconnect.in("en"), std::string("PCIe Gen4 x16"));
        QCOMPARE(added->caveats.at(0).in("tr"), std::string("Bizim ölçümümüz"));
        // order 25 places it between the second (20) and third (30) bundled entries.
        QCOMPARE(merged.ids().at(2), std::string("my-card"));
        QCOMPARE(merged.ids().at(1), std::string("h100-sxm-80gb"));
    }

    void badCatalogFiles_data() {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("message");
        QTest::newRow("typo in a key") << "gpus:\n  - id: h100-sxm-80gb\n    memory_mb: 80000\n"
                                       << "user.yaml:3:5: gpus[0].memory_mb: unknown key "
                                          "'memory_mb'; did you mean 'memory_mib'?";
        QTest::newRow("typo in a precision")
            << "gpus:\n  - id: h100-sxm-80gb\n    peak_tflops: {bf61: 1}\n"
            << "user.yaml:3:19: gpus[0].peak_tflops.bf61: unknown key 'bf61'; did you mean 'bf16'?";
        QTest::newRow("unknown top-level key")
            << "gpu:\n  - id: x\n"
            << "user.yaml:1:1: gpu: unknown key 'gpu'; did you mean 'gpus'?";
        QTest::newRow("matmul efficiency above 1")
            << "gpus:\n  - id: h100-sxm-80gb\n    matmul_efficiency: {bf16: 1.5}\n"
            << "user.yaml:3:31: gpus[0].matmul_efficiency.bf16: must be between 0 and 1";
        QTest::newRow("unknown topology")
            << "gpus:\n  - id: h100-sxm-80gb\n    topology: ring\n"
            << "user.yaml:3:15: gpus[0].topology: unknown value 'ring' (one of: switch, mesh)";
        QTest::newRow("unknown host CPU")
            << "gpus:\n  - id: h100-sxm-80gb\n    host_cpu: arm\n"
            << "user.yaml:3:15: gpus[0].host_cpu: unknown value 'arm' (one of: x86, grace)";
        QTest::newRow("attention efficiency above 1")
            << "gpus:\n  - id: h100-sxm-80gb\n    attention_efficiency: {flash: 2}\n"
            << "user.yaml:3:35: gpus[0].attention_efficiency.flash: must be between 0 and 1";
        QTest::newRow("negative bandwidth")
            << "gpus:\n  - id: h100-sxm-80gb\n    memory_bandwidth_gbps: -1\n"
            << "user.yaml:3:28: gpus[0].memory_bandwidth_gbps: must not be negative";
        QTest::newRow("text where a number belongs")
            << "gpus:\n  - id: h100-sxm-80gb\n    memory_mib: lots\n"
            << "user.yaml:3:17: gpus[0].memory_mib: expected an integer, got 'lots'";
        QTest::newRow("unknown vendor")
            << "gpus:\n  - id: h100-sxm-80gb\n    vendor: intel\n"
            << "user.yaml:3:13: gpus[0].vendor: unknown value 'intel' (one of: nvidia, amd, cpu)";
        QTest::newRow("new entry incomplete") << "gpus:\n  - id: my-card\n    name: Mine\n"
                                              << "user.yaml:2:5: gpus[0].memory_mib: missing or 0";
        QTest::newRow("entry without id") << "gpus:\n  - name: Nameless\n"
                                          << "user.yaml:2:5: gpus[0].id: missing";
        QTest::newRow("duplicate id")
            << "gpus:\n  - {id: h100-sxm-80gb}\n  - {id: h100-sxm-80gb}\n"
            << "user.yaml:3:10: gpus[1].id: duplicate id 'h100-sxm-80gb' in this file";
        QTest::newRow("gpus is not a list")
            << "gpus: {id: x}\n"
            << "user.yaml:1:7: gpus: expected a list of GPU entries";
        QTest::newRow("peak without matmul efficiency")
            << "gpus:\n  - id: a100-sxm-80gb\n    peak_tflops: {fp8: 624}\n"
            << "user.yaml:2:5: gpus[0].matmul_efficiency: fp8 must be greater than 0 where "
               "peak_tflops.fp8 is";
        QTest::newRow("text in an unknown language")
            << "gpus:\n  - id: h100-sxm-80gb\n    interconnect: {en: PCIe, de: PCIe}\n"
            << "user.yaml:3:30: gpus[0].interconnect.de: unknown key 'de'";
        QTest::newRow("text without English")
            << "gpus:\n  - id: h100-sxm-80gb\n    software_stack: {tr: CUDA 12}\n"
            << "user.yaml:3:21: gpus[0].software_stack.en: missing: every text needs its English "
               "version";
        QTest::newRow("caveat that is not a text")
            << "gpus:\n  - id: h100-sxm-80gb\n    caveats: [[a]]\n"
            << "user.yaml:3:15: gpus[0].caveats[0]: expected a text or a mapping of languages "
               "(en, tr) to texts";
        QTest::newRow("YAML syntax error")
            << "gpus:\n  - id: [x\n"
            << "user.yaml:3:1: YAML syntax error: end of sequence flow not found";
    }
    void badCatalogFiles() {
        QFETCH(QString, body);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const std::string path = writeFile(dir, "user.yaml", body.toStdString());
        try {
            GpuCatalog::load({path});
            QFAIL("the bad catalog was accepted");
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.diagnostics().front().toString()),
                     dir.path() + "/" + message);
        }
    }

    void missingUserFileIsRefused() {
        try {
            GpuCatalog::load({"/no/such/catalog.yaml"});
            QFAIL("a missing file was accepted");
        } catch (const InputError& e) {
            QCOMPARE(std::string(e.what()), std::string("/no/such/catalog.yaml: file not found"));
        }
    }
};

QTEST_GUILESS_MAIN(TestGpuCatalog)
#include "test_gpu_catalog.moc"
