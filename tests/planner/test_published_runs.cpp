// The planner against published runs it was not fitted on (tests/validation/published-runs.yaml,
// each row with its source; the rows a card can express have one in tests/validation/cards/).
// Every such row is planned and compared with what the source measured, in the source's own
// metric (allocated, reserved or whole-device memory; tokens/s per GPU). The issue-14 targets are
// asserted over the rows no constant was fitted on (a row lists `fitted_on: true` otherwise).
// With RUNCARD_VALIDATION_TABLE=FILE the comparison is also written as the markdown tables of
// docs/validation.md.
#include "planner/cost_model.h"
#include "scenario_helpers.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <yaml-cpp/yaml.h>

using namespace runcard;

namespace {

const std::string kValidationDir = RUNCARD_TESTS_DIR "/validation/";

// Which planner figure a published memory metric corresponds to (spec: runcard-v1.md, "plan
// --json"): torch's max_memory_allocated and the allocator's active peak are the tensor peak;
// max_memory_reserved is the reserve; nvidia-smi / rocm-smi show the whole device.
enum class MemoryMetric { Allocated, Reserved, Device };

std::optional<MemoryMetric> memoryMetric(const std::string& text) {
    auto startsWith = [&](const char* prefix) { return text.rfind(prefix, 0) == 0; };
    if (startsWith("max_memory_allocated") || startsWith("peak_memory_active") ||
        startsWith("active") || startsWith("allocated"))
        return MemoryMetric::Allocated;
    if (startsWith("max_memory_reserved") || startsWith("reserved"))
        return MemoryMetric::Reserved;
    if (startsWith("device total") || startsWith("nvidia-smi") || startsWith("rocm-smi"))
        return MemoryMetric::Device;
    return std::nullopt; // "undefined": the source does not say what it measured
}

std::optional<double> bytesPerUnit(const std::string& unit) {
    if (unit.find("-> MiB") != std::string::npos || unit.rfind("MiB", 0) == 0)
        return 1024.0 * 1024.0;
    if (unit.rfind("GiB", 0) == 0)
        return 1024.0 * 1024.0 * 1024.0;
    if (unit.rfind("GB", 0) == 0)
        return 1e9;
    if (unit.rfind("bytes", 0) == 0)
        return 1.0;
    return std::nullopt;
}

const char* metricName(MemoryMetric m) {
    switch (m) {
    case MemoryMetric::Allocated:
        return "allocated";
    case MemoryMetric::Reserved:
        return "reserved";
    case MemoryMetric::Device:
        return "device";
    }
    return "";
}

struct Comparison {
    std::string id;
    std::string card;
    bool fitted = false;
    std::optional<MemoryMetric> metric;
    double published_bytes = 0;
    double predicted_bytes = 0;
    double published_tokens_per_s_per_gpu = 0;
    double predicted_tokens_per_s_per_gpu = 0;
    bool mixture_of_experts = false;   // the model routes tokens to experts
    bool ran_out_of_memory = false;    // the source reports the run failing out of memory
    bool predicted_fits = true;        // the planner's fit verdict (tensors within the card)
    double predicted_device_share = 0; // deciding device total over usable memory
    double predicted_tensor_share = 0; // the allocated peak and the runtime over usable memory
    std::optional<double> memoryError() const {
        if (!metric || published_bytes <= 0)
            return std::nullopt;
        return predicted_bytes / published_bytes - 1.0;
    }
    std::optional<double> throughputError() const {
        if (published_tokens_per_s_per_gpu <= 0 || predicted_tokens_per_s_per_gpu <= 0)
            return std::nullopt;
        return predicted_tokens_per_s_per_gpu / published_tokens_per_s_per_gpu - 1.0;
    }
};

double scalar(const YAML::Node& node) {
    if (!node || !node.IsScalar())
        return 0;
    try {
        return node.as<double>();
    } catch (const YAML::Exception&) {
        return 0; // "unknown" and similar
    }
}

std::vector<Comparison> compareAll() {
    std::vector<Comparison> out;
    const YAML::Node rows = YAML::LoadFile(kValidationDir + "published-runs.yaml")["rows"];
    for (const YAML::Node& row : rows) {
        if (!row["card"] || row["card"].IsNull())
            continue;
        Comparison c;
        c.id = row["id"].as<std::string>();
        c.card = row["card"].as<std::string>();
        c.fitted = row["fitted_on"] && row["fitted_on"].as<bool>();
        if (const YAML::Node m = row["memory"]; m && m.IsMap() && m["metric"] && m["unit"]) {
            const auto perUnit = bytesPerUnit(m["unit"].as<std::string>());
            c.metric = memoryMetric(m["metric"].as<std::string>());
            c.published_bytes = perUnit ? scalar(m["value"]) * *perUnit : 0;
        }
        // A row says `compared: false (why)` where its card cannot express the hardware's
        // compute (a power limit the catalog has no kernel measurement at).
        if (const YAML::Node t = row["throughput"];
            t && t.IsMap() &&
            !(t["compared"] && t["compared"].as<std::string>().rfind("false", 0) == 0))
            c.published_tokens_per_s_per_gpu = scalar(t["tokens_per_s_per_gpu"]);
        c.ran_out_of_memory = row["outcome"] && row["outcome"].as<std::string>() == "out-of-memory";

        const RunCard card = loadRunCardOrThrow(kValidationDir + "cards/" + c.card);
        // A row whose source states its cluster's network names a user catalog that says so
        // (docs/catalog.md, "A user catalog"), as a user of that cluster would.
        std::optional<GpuCatalog> cluster;
        if (const YAML::Node h = row["hardware"]; h && h["user_catalog"])
            cluster = GpuCatalog::load(
                {kValidationDir + "catalogs/" + h["user_catalog"].as<std::string>()});
        const Plan plan =
            evaluate(resolve(card, test::presets(), cluster ? *cluster : test::catalog()));
        // A process-wide peak (max_memory_allocated and the like) also covers loading the model:
        // the larger of the step's and the load's figure.
        const MemoryEstimate& m = plan.memory;
        if (c.metric) {
            switch (*c.metric) {
            case MemoryMetric::Allocated:
                c.predicted_bytes =
                    double(std::max(m.peak_allocated_bytes, m.load_allocated_bytes));
                break;
            case MemoryMetric::Reserved:
                c.predicted_bytes = double(std::max(m.reserved_bytes, m.load_reserved_bytes));
                break;
            case MemoryMetric::Device:
                c.predicted_bytes = double(m.deciding_total_bytes);
                break;
            }
        }
        c.predicted_tokens_per_s_per_gpu = plan.compute.tokens_per_s_per_gpu;
        c.mixture_of_experts = plan.mixture_of_experts;
        c.predicted_fits = m.fits;
        c.predicted_device_share =
            m.usable_bytes > 0 ? double(m.deciding_total_bytes) / double(m.usable_bytes) : 0;
        c.predicted_tensor_share =
            m.usable_bytes > 0 ? double(m.deciding_tensor_bytes) / double(m.usable_bytes) : 0;
        out.push_back(c);
    }
    return out;
}

struct ErrorSummary {
    int rows = 0;
    double median = 0;
    double maximum = 0;
};

ErrorSummary summarise(std::vector<double> errors) {
    ErrorSummary s;
    s.rows = int(errors.size());
    if (errors.empty())
        return s;
    for (double& e : errors)
        e = std::abs(e);
    std::sort(errors.begin(), errors.end());
    const std::size_t n = errors.size();
    s.median = n % 2 ? errors[n / 2] : 0.5 * (errors[n / 2 - 1] + errors[n / 2]);
    s.maximum = errors.back();
    return s;
}

std::string percent(double fraction) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%+.1f %%", fraction * 100);
    return buffer;
}

void writeTables(const std::vector<Comparison>& all, const std::string& path) {
    std::ofstream out(path);
    out << "| Row | Metric | Published | Predicted | Error | Fitted on |\n"
           "|---|---|---:|---:|---:|---|\n";
    for (const Comparison& c : all)
        if (const auto e = c.memoryError()) {
            char line[256];
            std::snprintf(line, sizeof line, "| %s | %s | %.2f GiB | %.2f GiB | %s | %s |\n",
                          c.id.c_str(), metricName(*c.metric), c.published_bytes / (1u << 30),
                          c.predicted_bytes / (1u << 30), percent(*e).c_str(),
                          c.fitted ? "yes" : "no");
            out << line;
        }
    out << "\n| Row | Published tokens/s/GPU | Predicted | Error | Fitted on |\n"
           "|---|---:|---:|---:|---|\n";
    for (const Comparison& c : all)
        if (const auto e = c.throughputError()) {
            char line[256];
            std::snprintf(line, sizeof line, "| %s | %.0f | %.0f | %s | %s |\n", c.id.c_str(),
                          c.published_tokens_per_s_per_gpu, c.predicted_tokens_per_s_per_gpu,
                          percent(*e).c_str(), c.fitted ? "yes" : "no");
            out << line;
        }
    out << "\n| Row | Published | Planner's device total (of usable) | Tensors and runtime (of "
           "usable) | Planner's verdict |\n"
           "|---|---|---:|---:|---|\n";
    for (const Comparison& c : all)
        if (c.ran_out_of_memory) {
            char line[256];
            std::snprintf(line, sizeof line, "| %s | out of memory | %.0f %% | %.0f %% | %s |\n",
                          c.id.c_str(), c.predicted_device_share * 100,
                          c.predicted_tensor_share * 100,
                          c.predicted_fits ? "fits" : "does not fit");
            out << line;
        }
}

// A check of checkAllButNamed(): the row's `error` within `target`, on rows with that error and no
// constant fitted on them.
std::function<std::optional<bool>(const Comparison&)>
withinOnUnfitted(std::optional<double> (Comparison::*error)() const, double target) {
    return [error, target](const Comparison& c) -> std::optional<bool> {
        const std::optional<double> e = (c.*error)();
        if (!e || c.fitted)
            return std::nullopt;
        return std::abs(*e) <= target;
    };
}

// Misses a test names, each with its class (docs/validation.md says what is known of each).
using NamedMisses = std::map<std::string, const char*>;

// Liger-Kernel's Gemma example: its Liger run's 25.2 GiB is below the fp32 parameter, gradient
// and Adam shards alone (34 GiB), so that environment did not keep the fp32 copies the card's
// accelerate (0.30 and later) makes; the example pins no accelerate.
const char* const kLigerGemma =
    "Liger-Kernel's Gemma-7B example: 25.2 GiB for its Liger run is below the fp32 parameter, "
    "gradient and Adam shards the card's accelerate keeps; the run's accelerate is not pinned";

// DeepSeek-V3's and Kimi K2's Megatron-Bridge recipes recompute the MLA up-projections.
const char* const kMlaUpProjections =
    "its run recomputes the MLA up-projections (recompute_modules mla_up_proj), no card value: "
    "the card keeps their outputs";

// Megatron-Bridge's performance recipes for Qwen3-30B-A3B fill the memory: with the query and key
// norms' saved inputs the planner puts four of them just past the usable memory.
const char* const kQwen3MoeRecipeAtTheEdge =
    "planned at 100-102 % of the usable memory allocated: a performance recipe tuned to the "
    "memory's edge (no recompute), the query and key norms' inputs saved";

// torchtitan's NVFP4 converter (2026-08): its run reserved 34 GiB less than the BF16 and MXFP8
// runs of the same table, which the planner predicts alike.
const char* const kTorchtitanNvfp4 =
    "torchtitan's NVFP4 converter on 30 of 36 blocks: 78.6 GiB reserved against 112.9 for the "
    "table's BF16 run, which the planner predicts alike (117 GiB), and 1.35 times its speed";

// fms-acceleration's MoE rows (its benchmark CSVs): nvidia-smi's peak above its first reading,
// and the Trainer's tokens/s from the first batch's padded length.
const char* const kFmsGraniteMoe =
    "fms-acceleration's Granite MoE baseline (transformers' per-expert loop, FSDP1 without "
    "sharding on one GPU): 43-26 GiB of device memory above the prediction, and half the "
    "predicted speed; the longest sample and the memory poll are not stated";
const char* const kScoutTwoLayers =
    "torchao's one-node benchmark of Llama 4 Scout cut to 2 of its 48 layers, so that the "
    "202,048-entry head and its loss are most of the step and of the memory, carded blind: 2.65 "
    "times the predicted step and 25 % more reserved memory; not explained";
const char* const kAlstLadder =
    "ArcticTraining's one-H200 ladder of Llama 3.1 8B with Liger and without a tiled MLP at 300k "
    "and 650k tokens, carded blind: planned at 109 and 115 % of the device, where the recipes "
    "say 135 and 127 GB; the recomputed block's backward at these lengths (its MLP's "
    "intermediates and their gradients) is most of the plan; not explained";
const char* const kFmsScatterMoe =
    "fms-acceleration's ScatterMoE and Mixtral rows: the Trainer's tokens/s counts the first "
    "batch's padded length (279 and 210 tokens) for every step, and the Granite rows' device "
    "memory is 16-44 GiB above the prediction, as its baseline's; not explained";

// Every row `passes` (nullopt: the check does not apply to it) except the named misses, which
// must not: a named row that comes to pass must leave the list. `passing` and `failing` complete
// the messages ("is within 20 %", "is beyond 20 %").
void checkAllButNamed(const std::vector<Comparison>& rows, const NamedMisses& misses,
                      const std::function<std::optional<bool>(const Comparison&)>& passes,
                      const std::string& passing, const std::string& failing) {
    for (const Comparison& c : rows) {
        const std::optional<bool> passed = passes(c);
        if (!passed)
            continue;
        if (const auto miss = misses.find(c.id); miss != misses.end())
            QVERIFY2(
                !*passed,
                (c.id + " (" + miss->second + ") " + passing + ": take it off the list").c_str());
        else
            QVERIFY2(*passed, (c.id + " " + failing).c_str());
    }
}

} // namespace

class TestPublishedRuns : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyCardPlans();
    void memoryTargetsOnUnfittedRows();
    void throughputTargetsOnUnfittedRows();
    void costRangeIsTheValidatedSpread();
    void outOfMemoryRunsDoNotFit();
    void runsThatRanFit();

private:
    std::vector<Comparison> comparisons_;
};

void TestPublishedRuns::initTestCase() {
    comparisons_ = compareAll();
    for (const Comparison& c : comparisons_) {
        const auto m = c.memoryError();
        const auto t = c.throughputError();
        qInfo("%-52s memory %s  tokens/s/GPU %s%s", c.id.c_str(),
              m ? percent(*m).c_str() : "   n/a", t ? percent(*t).c_str() : "   n/a",
              c.fitted ? "  (fitted on)" : "");
    }
    if (const char* table = std::getenv("RUNCARD_VALIDATION_TABLE"))
        writeTables(comparisons_, table);
}

void TestPublishedRuns::everyCardPlans() {
    QVERIFY(comparisons_.size() >= 30);
    for (const Comparison& c : comparisons_) {
        QVERIFY2(c.predicted_tokens_per_s_per_gpu > 0, c.id.c_str());
        if (c.metric)
            QVERIFY2(c.predicted_bytes > 0, c.id.c_str());
    }
}

// Issue 14: on rows not used for fitting, memory median |error| <= 8 % and none beyond 20 %.
void TestPublishedRuns::memoryTargetsOnUnfittedRows() {
    std::vector<double> errors;
    for (const Comparison& c : comparisons_)
        if (const auto e = c.memoryError(); e && !c.fitted)
            errors.push_back(*e);
    const ErrorSummary s = summarise(errors);
    qInfo("memory: %d unfitted rows, median |error| %.1f %%, max %.1f %%", s.rows, s.median * 100,
          s.maximum * 100);
    QVERIFY(s.rows >= 56);
    QVERIFY(s.median <= 0.08);
    const char* kempnerMoe = "KempnerForge's packed experts pad every expert to the busiest in a "
                             "Python loop; 20-22 GiB above the prediction, not explained";
    const NamedMisses misses = {
        {"torchtune-ladder-l32-3b-baseline",
         "its source states neither the longest sample of its unpacked data nor its steps"},
        {"answerai-4090-l2-7b-lora-bs10-offload",
         "fsdp_qlora's reserved memory above the predicted tensors, growing with the "
         "micro-batch, not explained"},
        {"kempner-h200-moe-e8-fsdp8-packed", kempnerMoe},
        {"kempner-h200-moe-e16-fsdp8-packed", kempnerMoe},
        {"peft-fsdp-qlora-4090x2-l2-70b-offload-bs2",
         "FSDP1's CPU offload of a QLoRA 70B: 6.5 GiB on the device above the gathered units, "
         "activations and 4-bit constants the planner counts, as Answer.AI's offload rows; not "
         "explained"},
        {"peft-readme-a100-80-bloomz-7b1-lora-ds-z3-offload",
         "DeepSpeed ZeRO-3 with parameter offload on one GPU (2022): the fp32 parameters it keeps "
         "fetched (stage3_max_live_parameters, stage3_max_reuse_distance) are not modelled"},
        {"swift-ex-qwen2.5-7b-lora-zero3-2gpu",
         "DeepSpeed ZeRO-3 LoRA on a 7B at short rows: 4.7 GiB reserved above the prediction; "
         "its GPU and longest row are not stated"},
        {"liger-readme-llama3-8b-8xa100-bs8-s2048-liger",
         "Liger-Kernel's README bars (no script published): 36.5 GiB between the Hugging Face and "
         "Liger runs where the planner has 23.4; the card's dtypes and batch are guesses"},
        {"liger-ex-gemma-7b-it-4xa100-bs32-hf", kLigerGemma},
        {"liger-ex-gemma-7b-it-4xa100-bs32-liger", kLigerGemma},
        {"torchtitan-nvfp4doc-gb200x4-qwen3-8b-nvfp4-bf16tail", kTorchtitanNvfp4},
        {"fmsaccel-a100x1-granite3-3b-a800m-full-bs8", kFmsGraniteMoe},
        {"fmsaccel-a100x2-granite3-3b-a800m-full-bs8", kFmsGraniteMoe},
        {"fmsaccel-a100x4-granite3-3b-a800m-full-bs8", kFmsGraniteMoe},
        {"fmsaccel-a100x1-granite3-3b-a800m-scattermoe-ep1-bs8", kFmsScatterMoe},
        {"fmsaccel-a100x2-granite3-3b-a800m-scattermoe-ep2-bs8", kFmsScatterMoe},
        {"fmsaccel-a100x4-granite3-3b-a800m-scattermoe-ep4-bs8", kFmsScatterMoe},
        {"fmsaccel-a100x4-granite3-3b-a800m-scattermoe-ep2-bs8", kFmsScatterMoe},
        {"unsloth-nb-gemma3-27b-qlora-a100-40",
         "Unsloth's Gemma 3 27B QLoRA notebook on an A100 40GB: 7.0 GiB reserved above the "
         "prediction; the checkpoint's vision tower is not in the card; not explained"},
        {"torchtune-tut-l2-7b-qlora",
         "torchtune's QLoRA tutorial: 9.29 GB reserved in training and 9.13 GB already at model "
         "initialisation in the same table, where the planner's load phase has 4.6 GiB; not "
         "explained"},
        {"axolotl-gpt-oss-120b-fft-fsdp2-offload-8xh100",
         "Axolotl's gpt-oss-120b full fine-tune with FSDP2's CPU offload: 49 GiB reserved "
         "against 22 GiB planned on the device, as the other offload rows; not explained"},
        {"primus-mi355x8-dsv2-lite-bf16-ep8-mbs1",
         "Primus's DeepSeek-V2-Lite baseline on MI355X: device memory 16-25 GiB above the "
         "prediction at every micro-batch from 1 to 12, read from torch.cuda.mem_get_info; not "
         "explained"}};
    checkAllButNamed(comparisons_, misses, withinOnUnfitted(&Comparison::memoryError, 0.20),
                     "is within 20 %", "is beyond 20 %");
    if (QTest::currentTestFailed())
        return;
    QEXPECT_FAIL("",
                 "torchtune-ladder-l32-3b-baseline (unknown longest sample), "
                 "answerai-4090-l2-7b-lora-bs10-offload, KempnerForge's packed MoE rows, FSDP1 "
                 "and ZeRO-3 offload, a ZeRO-3 LoRA at short rows, Liger-Kernel's README bars and "
                 "Gemma example, torchtitan's NVFP4 converter, fms-acceleration's Granite MoE "
                 "rows, Primus's DeepSeek-V2-Lite at one sequence, Unsloth's Gemma 3 row, "
                 "torchtune's QLoRA tutorial, Axolotl's offloaded "
                 "gpt-oss-120b, fms-acceleration's ScatterMoE rows (docs/validation.md)",
                 Abort);
    QVERIFY(s.maximum <= 0.20);
}

// Issue 14: tokens/s per GPU median |error| <= 15 % and none beyond 30 %.
void TestPublishedRuns::throughputTargetsOnUnfittedRows() {
    std::vector<double> errors;
    for (const Comparison& c : comparisons_)
        if (const auto e = c.throughputError(); e && !c.fitted)
            errors.push_back(*e);
    const ErrorSummary s = summarise(errors);
    qInfo("throughput: %d unfitted rows, median |error| %.1f %%, max %.1f %%", s.rows,
          s.median * 100, s.maximum * 100);
    QVERIFY(s.rows >= 110);
    QVERIFY(s.median <= 0.15); // the shape-aware step time (docs/validation.md, "Throughput")
    const char* strongScaling = "strong scaling at a fraction of a sequence per GPU (MLPerf)";
    const char* rtx6000 = "RTX 6000 Ada: none of the card's own kernels measured";
    const char* mosaic2023 = "llm-foundry's 2023 stack on H100 (torch 2.1, Triton 2.0 kernels)";
    const char* primusMoe =
        "Primus's Megatron-Core MoE layer on MI355X (DeepSeek-V2-Lite, 64 experts over 8 GPUs): "
        "the step per sequence falls 2.8 times from one sequence to twelve where the planner's "
        "falls 1.2 times, and stays 1.4 times the predicted one at twelve; the sync-free MoE "
        "run comes within 15 %";
    const char* megatronMoe =
        "Megatron-Core's MoE layer with the all-to-all dispatcher (a host sync per layer in each "
        "forward) or FP8 experts in containers before 26.06: 1.3-7.0 times the predicted step "
        "with its host time priced, where the 26.06-26.08 recipes with full-iteration CUDA "
        "graphs are within 15 %";
    const char* kempnerMoe =
        "KempnerForge's packed MoE layer (a benchmark branch) reads each layer's expert loads "
        "to the host and pads the experts in Python loops: 2.9 and 2.6 times the predicted step";
    const char* megatronFp8Moe =
        "Megatron-Core's FP8 MoE layer without the host sync (drop-and-pad): about twice as fast "
        "as the dropless runs of the same layouts at one or two sequences a micro-batch, still "
        "1.35-1.75 times the predicted step";
    const char* h100MoeOverlapped =
        "Megatron-Core's BF16 MoE layer on H100 without full-iteration CUDA graphs, its exchange "
        "overlapped: the overlap's saving is priced (10.1 s against the all-to-all pair's 9.9 s), "
        "the compute it leaves is not (the HybridEP pair's profile has the GPUs busy about 15 s "
        "outside the exchange where the planner has 12.2 s of compute)";
    const char* gptOss =
        "GPT-OSS 120B on Blackwell: thin MoE layers (hidden and expert width 2880) and "
        "head-dim-64 attention with sinks and a 128-token window on alternate layers; 1.5 times "
        "the predicted step with full-iteration CUDA graphs, 2.3 times on B300 without them";
    const char* torchaoH100 =
        "torchao's float8 table on \"8xH100\" with an internal PyTorch build: torchtitan's own "
        "benchmarks on Meta's 500 W H100s ran the same model at about this rate, which the card's "
        "700 W H100 SXM cannot say";
    const char* trlMillion =
        "TRL's million-token examples under torch's context parallelism: attention is 97 % of "
        "the planned step, and the run's SDPA backend (FlashAttention-2 or cuDNN) is not stated";
    const char* olmoCore =
        "OLMo-core's FP8 (torchao tensorwise) 13B and 64k long-context rows on H100, carded "
        "with torchtitan's profile: 1.36-1.38 times the predicted speed";
    const char* torchaoMi300x = "torchao's float8 table on 8 MI300X, run on a nightly ROCm "
                                "\"without any performance debugging\" (its commit message)";
    const char* xtunerNodes =
        "XTuner's DeepSpeed ZeRO-3 of a 34B and a 70B on four A100 nodes, not explained: with "
        "every gather and reduction counted at the catalog's DGX A100 links the 70B's step is "
        "24.4 s where the published one is 37.8 s (the 34B's 12.7 against 16.9), and the source "
        "states neither its links nor its ZeRO stage; its 70B at 32k with sequence parallelism 4 "
        "and accumulation 4, 8k tokens a GPU as here, is within 11 %";
    const char* xtunerLongSequences =
        "XTuner's sequence-parallel rows at 256k and 1M tokens on four and eight A100 nodes, not "
        "explained: the same models at 32k-128k are within 15 %, and XTuner's own TFLOPs fall "
        "from 128k to 256k for the 34B and 70B (191.8 to 145.3, 189.7 to 127.6), not for the 7B; "
        "the 70B's sequence-parallel groups span nodes, and the 34B at 256k and the 70B at 128k "
        "and 256k are planned at 98-101 % of the usable memory allocated, where the allocator's "
        "retries are not modelled";
    const char* qwenShortLora =
        "Qwen 1's LoRA rows on one A100 at 256-512 tokens (PyTorch 2.0, transformers 4.32, "
        "2023), host-bound: 125 ms a micro-batch for the 1.8B where the planner's 13.48 us a "
        "kernel (torch 2.x) gives about 100; within 15 % until the cards said c_attn is one "
        "linear, which took two adapters a layer and their kernels off";
    const char* xtunerMixtral =
        "XTuner's full fine-tuning of Mixtral 8x7B at 32k tokens on two A100 nodes under ZeRO-3, "
        "transformers' per-expert loop of April 2024, carded blind, not explained: the planner's "
        "GEMMs, attention and every gather counted give 23 s a micro-batch where the published "
        "rate gives 38 s; the run without sequence parallelism is planned at 115 % of the device "
        "though it ran, so the allocator's retries near the limit may be part of it";
    const char* fastCode =
        "FastCode's SantaCoder DDP rows on eight A100 40GB (August 2023), carded blind: 1.29-1.34 "
        "times the predicted step at all three shapes, whose ratios the planner follows (mbs 1 "
        "against 2: 1.18 predicted, 1.23 published; checkpointing 1.26 and 1.30); not modelled: "
        "xformers' memory-efficient attention with the one key and value head repeated to 16, the "
        "config's hidden dropout (0.1), an unpinned optimizer, and what the time per iteration "
        "holds";
    const char* maverickGb200 =
        "Llama 4 Maverick in NVIDIA's DGX Cloud recipes on GB200 (NeMo 25.04, drop-and-pad MoE "
        "on every second layer, no CUDA graphs), carded blind: 1.38-1.48 times the predicted "
        "step at 128-512 GPUs, where the same recipes on 512 H100s are within 21 %; not "
        "explained";
    const char* alstOffload =
        "ArcticTraining's ZeRO-3 CPU-offload baselines at 32k tokens (the ALST paper's Llama 3.1 "
        "8B on 1, 8 and 32 H100s), carded blind: the published steps less the planned compute "
        "leave 19, 10 and 5 s where the planner's offload (host-link copies and CPU Adam at its "
        "planning rate of 1e9 parameters a second per GPU) gives 9.0, 1.1 and 0.3 s; not "
        "explained";
    const NamedMisses misses = {
        {"alst-paper-h100x1-l31-8b-32k-baseline", alstOffload},
        {"alst-paper-h100x8-l31-8b-32k-baseline-dp8", alstOffload},
        {"alst-paper-h100x32-l31-8b-32k-baseline-dp32", alstOffload},
        {"dgxc-25.05-gb200-llama4-e128-bf16-128gpu", maverickGb200},
        {"dgxc-25.05-gb200-llama4-e128-bf16-256gpu", maverickGb200},
        {"dgxc-25.05-gb200-llama4-e128-bf16-512gpu", maverickGb200},
        {"dgxc-25.05-gb200-llama4-e128-fp8-ds-128gpu", maverickGb200},
        {"dgxc-25.05-gb200-llama4-e128-fp8-ds-256gpu", maverickGb200},
        {"dgxc-25.05-gb200-llama4-e128-fp8-ds-512gpu", maverickGb200},
        {"torchtitan-l4scout-256xgb200-bf16",
         "torchtitan's Llama 4 Scout on 256 GB200 in bf16 (torchao's MXFP8 table), carded blind: "
         "1.40 times the predicted step where its MXFP8 sibling is within 21 % (the source has "
         "MXFP8 1.20 times faster, the planner 1.03); not explained"},
        {"torchao-mxfp8-l4scout-2layer-4xb200-bf16", kScoutTwoLayers},
        {"fastcode-a100-40x8-santacoder-full-mbs1-ga32", fastCode},
        {"fastcode-a100-40x8-santacoder-full-mbs2-ga16-gc", fastCode},
        {"xtuner-a100x16-mixtral-8x7b-full-s32k-sp1", xtunerMixtral},
        {"xtuner-a100x16-mixtral-8x7b-full-s32k-sp2", xtunerMixtral},
        {"mlperf-v50-oracle-h200-512", strongScaling},
        {"qwen-readme-a100-qwen-1.8b-lora-s256", qwenShortLora},
        {"qwen-readme-a100-qwen-1.8b-lora-s512", qwenShortLora},
        {"qwen-readme-a100-qwen-7b-lora-emb-s256", qwenShortLora},
        {"xtuner-a100x32-yi-34b-200k-full-s8k", xtunerNodes},
        {"xtuner-a100x32-l2-70b-full-s8k", xtunerNodes},
        {"xtuner-a100x32-yi-34b-200k-full-s256k-sp8", xtunerLongSequences},
        {"xtuner-a100x32-l2-70b-full-s256k-sp16", xtunerLongSequences},
        {"xtuner-a100x64-l2-70b-full-s1m-sp64", xtunerLongSequences},
        {"mlperf-v41-azure-h200-512", strongScaling},
        {"answerai-h100-x4-l2-70b-qlora-bs8", "the Answer.AI H100 timing"},
        {"answerai-rtx6000ada-x2-l2-70b-qlora-bs2", rtx6000},
        {"answerai-rtx6000ada-x4-l2-70b-qlora-bs3", rtx6000},
        {"kempner-weak-h200-70b-008gpu-tp4-fsdp2",
         "a 70B run at the allocator's limit, whose retries the step time does not model"},
        {"llm-foundry-mpt-1b-h100x512-s2048-bs12", mosaic2023},
        {"hf-h200-l32-1b-full-s2048-mbs1",
         "eager transformers on a 1B model at one 2048-token sequence: the CPU's launches and the "
         "GPU's kernels do not overlap as the step time assumes"},
        {"mbridge-26.06-h100-qwen3-30b-a3b-fp8-cs-16gpu", megatronMoe},
        {"mbridge-26.04.01-b200-qwen3-30b-a3b-fp8-mx-8gpu", megatronMoe},
        {"mbridge-25.11-h100-qwen3-30b-a3b-fp8-cs-16gpu", megatronMoe},
        {"mbridge-26.02-h100-qwen3-30b-a3b-fp8-cs-16gpu", megatronMoe},
        {"mbridge-25.11-b200-qwen3-30b-a3b-fp8-mx-8gpu", megatronMoe},
        {"mbridge-26.02-b200-qwen3-30b-a3b-fp8-mx-8gpu", megatronMoe},
        {"mbridge-26.02-b300-qwen3-30b-a3b-fp8-mx-8gpu", megatronMoe},
        {"mbridge-25.11-h100-gpt-oss-120b-bf16-64gpu", megatronMoe},
        {"mbridge-26.02-h100-gpt-oss-120b-bf16-64gpu", megatronMoe},
        {"mbridge-26.02-b200-gpt-oss-120b-bf16-64gpu", megatronMoe},
        {"mbridge-verify-h100-qwen3-30b-a3b-pretrain-perf-16gpu", h100MoeOverlapped},
        {"mbridge-h100-qwen3-30b-a3b-bf16-alltoall-overlap-16gpu", h100MoeOverlapped},
        {"mbridge-26.08-gb300-gpt-oss-120b-fp8-mx-64gpu", gptOss},
        {"mbridge-26.08-gb200-gpt-oss-120b-fp8-mx-64gpu", gptOss},
        {"mbridge-26.06-b300-gpt-oss-120b-fp8-mx-64gpu", gptOss},
        {"kempner-h200-moe-e8-fsdp8-packed", kempnerMoe},
        {"kempner-h200-moe-e16-fsdp8-packed", kempnerMoe},
        {"mbridge-25.09-gb200-qwen3-30b-a3b-tokendrop-8gpu", megatronFp8Moe},
        {"mbridge-25.09-b200-qwen3-30b-a3b-tokendrop-8gpu", megatronFp8Moe},
        {"mbridge-25.09-h100-qwen3-30b-a3b-tokendrop-16gpu", megatronFp8Moe},
        {"mbridge-25.09-gb200-qwen3-235b-a22b-tokendrop-64gpu", megatronFp8Moe},
        {"mbridge-25.09-b200-qwen3-235b-a22b-tokendrop-64gpu", megatronFp8Moe},
        {"mbridge-25.09-b200-deepseek-v3-tokendrop-256gpu", megatronFp8Moe},
        {"mbridge-26.02-gb300-qwen3-30b-a3b-fp8-mx-8gpu", megatronMoe},
        {"mbridge-26.06-gb300-llama3-70b-sft-fp8-mx-32gpu",
         "MXFP8 SFT at two micro-batches a step: the recipe gathers the parameters in bf16 and "
         "casts them after, without overlapping the gather with the optimizer step"},
        {"mbridge-h100-qwen3-30b-a3b-bf16-hybridep-no-overlap-16gpu",
         "HybridEP with its exchange exposed: the source's profile has the GPUs busy 22.8 s of "
         "the 24.7 s step, where the planner's whole step is 18.2 s (6.0 s of it the exchange)"},
        {"torchao-float8-h100x8-l3-8b-bf16", torchaoH100},
        {"torchao-float8-h100x8-l3-8b-fp8-tensorwise", torchaoH100},
        {"torchao-float8-h100x8-l3-8b-fp8-rowwise", torchaoH100},
        {"torchao-float8-mi300x8-l3-8b-bf16", torchaoMi300x},
        {"torchao-float8-mi300x8-l3-8b-fp8-tensorwise", torchaoMi300x},
        {"torchao-float8-mi300x8-l3-8b-fp8-rowwise-gw-hp", torchaoMi300x},
        {"torchao-float8-mi300x8-l3-8b-fp8-rowwise", torchaoMi300x},
        {"torchtitan-nvfp4doc-gb200x4-qwen3-8b-nvfp4-bf16tail", kTorchtitanNvfp4},
        {"fmsaccel-a100x1-granite3-3b-a800m-full-bs8", kFmsGraniteMoe},
        {"fmsaccel-a100x2-granite3-3b-a800m-full-bs8", kFmsGraniteMoe},
        {"fmsaccel-a100x4-granite3-3b-a800m-full-bs8", kFmsGraniteMoe},
        {"fmsaccel-a100x1-granite3-3b-a800m-scattermoe-ep1-bs8", kFmsScatterMoe},
        {"fmsaccel-a100x2-granite3-3b-a800m-scattermoe-ep2-bs8", kFmsScatterMoe},
        {"fmsaccel-a100x4-granite3-3b-a800m-scattermoe-ep4-bs8", kFmsScatterMoe},
        {"fmsaccel-a100x4-granite3-3b-a800m-scattermoe-ep2-bs8", kFmsScatterMoe},
        {"fmsaccel-a100x8-mixtral-8x7b-full-fsdp-bs1", kFmsScatterMoe},
        {"fmsaccel-a100x8-mixtral-8x7b-scattermoe-ep8-bs1", kFmsScatterMoe},
        {"trl-1m-h100x8-qwen3-8b-cp8", trlMillion},
        {"trl-1m-h100x8-qwen3-0.6b-cp8", trlMillion},
        {"trl-1m-h100x8-qwen3-30b-a3b-cp8", trlMillion},
        {"olmocore-readme-h100x8-olmo2-13b-fp8", olmoCore},
        {"olmocore-lc-h100x32-olmo2-7b-s64k-cp8-fp8", olmoCore},
        {"primus-mi355x8-dsv2-lite-bf16-ep8-mbs1", primusMoe},
        {"primus-mi355x8-dsv2-lite-bf16-ep8-mbs2", primusMoe},
        {"primus-mi355x8-dsv2-lite-bf16-ep8-mbs4", primusMoe},
        {"primus-mi355x8-dsv2-lite-bf16-ep8-mbs8", primusMoe},
        {"primus-mi355x8-dsv2-lite-bf16-ep8-mbs12", primusMoe},
        {"primus-mi355x8-dsv2-lite-bf16-ep8-mbs12-lossfusion-deepep", primusMoe},
        {"smollm3-playbook-h100x384-pretrain-tp2-dp192",
         "nanotron's SmolLM3 pre-training on 384 H100s, carded as Megatron-Core (nanotron has "
         "no Transformer Engine kernels); the source states a range it expects, 13.5-14k"}};
    checkAllButNamed(comparisons_, misses, withinOnUnfitted(&Comparison::throughputError, 0.30),
                     "is within 30 %", "is beyond 30 %");
    if (QTest::currentTestFailed())
        return;
    QEXPECT_FAIL(
        "",
        "strong scaling at a fraction of a sequence per GPU (MLPerf), the Answer.AI "
        "H100 timing, the RTX 6000 Ada rows (none of the card's own kernels measured), "
        "a 70B run at the allocator's limit, whose retries the step time does not model, "
        "llm-foundry's 2023 stack on H100, eager transformers at one sequence on a 1B model, "
        "Megatron-Core's MoE layer with and without its host sync, HybridEP's exposed exchange, "
        "MXFP8 parameter gathers in bf16, XTuner's ZeRO-3 across nodes and its sequence-parallel "
        "rows at 256k-1M tokens, Qwen 1's LoRA at 256-512 tokens on a 2023 host, GPT-OSS 120B on "
        "Blackwell, KempnerForge's packed MoE "
        "layer, torchao's float8 tables, FastCode's SantaCoder rows, torchtitan's NVFP4 "
        "converter, fms-acceleration's Granite MoE rows, TRL's million-token rows, OLMo-core's "
        "FP8 13B and long-context rows, nanotron's SmolLM3 and Primus's DeepSeek-V2-Lite "
        "baseline on MI355X, fms-acceleration's ScatterMoE and Mixtral rows, Llama 4 Maverick on "
        "GB200 in NeMo 25.04, torchtitan's bf16 Scout on GB200, Scout cut to two layers and "
        "ArcticTraining's ZeRO-3 offload baselines (docs/validation.md)",
        Abort);
    QVERIFY(s.maximum <= 0.30);
}

// The cost model's range for a planner throughput (cost_model.h) is the spread of these rows, by
// class of model: the 10th and 90th percentiles of published over predicted step time, which
// equals predicted over published tokens/s. Linear interpolation between the order statistics
// (numpy's default).
void TestPublishedRuns::costRangeIsTheValidatedSpread() {
    for (const bool moe : {false, true}) {
        std::vector<double> ratios;
        for (const Comparison& c : comparisons_)
            if (const auto e = c.throughputError(); e && !c.fitted && c.mixture_of_experts == moe)
                ratios.push_back(1 + *e);
        std::sort(ratios.begin(), ratios.end());
        QVERIFY(ratios.size() >= (moe ? 20u : 110u));
        auto percentile = [&](double p) {
            const double k = p * double(ratios.size() - 1);
            const std::size_t below = std::size_t(k);
            const double above = ratios[std::min(below + 1, ratios.size() - 1)];
            return ratios[below] + (above - ratios[below]) * (k - double(below));
        };
        const double low = percentile(0.10), high = percentile(0.90);
        qInfo("%s: %zu rows, published / predicted step time: 10th percentile %.3f, 90th %.3f",
              moe ? "mixture of experts" : "dense", ratios.size(), low, high);
        const StepTimeSpread spread = plannerStepTimeSpread(moe);
        QVERIFY2(std::abs(low - spread.low) <= 0.02,
                 "update kPlannerSpread* (low) and docs/cost-model.md");
        QVERIFY2(std::abs(high - spread.high) <= 0.02,
                 "update kPlannerSpread* (high) and docs/cost-model.md");
    }
}

// Runs whose source reports them failing out of memory: the planner's verdict must be "does not
// fit" (the fit verdict in the direction the memory rows cannot test).
void TestPublishedRuns::outOfMemoryRunsDoNotFit() {
    int rows = 0;
    for (const Comparison& c : comparisons_) {
        if (!c.ran_out_of_memory)
            continue;
        ++rows;
        qInfo("%s: published out of memory, planner device total %.0f %%, tensors and runtime "
              "%.0f %% of usable",
              c.id.c_str(), c.predicted_device_share * 100, c.predicted_tensor_share * 100);
    }
    QVERIFY(rows >= 2);
    const char* atTheEdge = "planned at 99-100 % of the usable memory (device total) with its "
                            "tensors at 94-95 %: an out-of-memory run within the planner's error";
    const NamedMisses fitting = {{"liger-ex-qwen2-7b-4xa100-bs48-hf-oom", atTheEdge},
                                 {"liger-readme-llama3-8b-8xa100-bs8-s4096-hf-oom", atTheEdge}};
    checkAllButNamed(
        comparisons_, fitting,
        [](const Comparison& c) -> std::optional<bool> {
            if (!c.ran_out_of_memory)
                return std::nullopt;
            return !c.predicted_fits;
        },
        "is planned not to fit now", "ran out of memory but is planned to fit");
}

// The other direction: a run its source reports finishing must not be called impossible, the
// error that changes a decision most (issue 14). The runs the planner still rejects are named
// (docs/validation.md, "Runs that ran"); any other must fit, and a named run that fits
// must leave the list.
void TestPublishedRuns::runsThatRanFit() {
    const NamedMisses rejected = {
        {"mbridge-25.09-b200-qwen3-235b-a22b-tokendrop-64gpu",
         "planned at 99.9 % of the usable memory allocated, its FP8 parameters carded in bf16"},
        {"mbridge-25.09-h100-qwen3-30b-a3b-tokendrop-16gpu", kQwen3MoeRecipeAtTheEdge},
        {"mbridge-25.11-h100-qwen3-30b-a3b-fp8-cs-16gpu", kQwen3MoeRecipeAtTheEdge},
        {"mbridge-26.02-b300-qwen3-30b-a3b-fp8-mx-8gpu", kQwen3MoeRecipeAtTheEdge},
        {"mbridge-26.06-b300-qwen3-30b-a3b-fp8-mx-8gpu", kQwen3MoeRecipeAtTheEdge},
        {"trl-1m-h100x8-qwen3-30b-a3b-cp8",
         "TRL's million-token Qwen3-30B-A3B under context parallelism 8: planned beyond the "
         "device (transformers' per-expert loop at 131,072 tokens a GPU); its memory metric is "
         "not stated"},
        {"mbridge-25.09-gb200-deepseek-v3-tokendrop-256gpu", kMlaUpProjections},
        {"mbridge-26.08-gb200-deepseek-v3-fp8-mx-256gpu", kMlaUpProjections},
        {"mbridge-26.06-b300-deepseek-v3-fp8-mx-256gpu", kMlaUpProjections},
        {"mbridge-26.06-gb300-kimi-k2-fp8-mx-256gpu", kMlaUpProjections},
        {"liger-ex-gemma-7b-it-4xa100-bs32-hf", kLigerGemma},
        {"primus-mi355x64-mixtral-8x22b-bf16-pp4-vpp2-ep8",
         "Primus's Mixtral 8x22B config as stated (no recompute, two 8k sequences through an "
         "interleaved 4-stage pipeline) holds about 380 GiB of activations on the first stage; "
         "the measured run's recompute and batch are not published"},
        {"alst-recipe-h200x1-l31-8b-300k-liger", kAlstLadder},
        {"alst-recipe-h200x1-l31-8b-650k-liger-acoffload", kAlstLadder},
        {"primus-mi355x8-dsv2-lite-bf16-ep8-mbs14-allopt",
         "Primus's DeepSeek-V2-Lite at 14 sequences with every MoE option: planned at 107 % of "
         "the device against 95 % read; the baseline rows of the same model read 16-25 GiB "
         "above the prediction"},
        {"xtuner-a100x16-mixtral-8x7b-full-s32k-sp1",
         "planned at 115 % of the device: ZeRO-3's gradient partitions, the fp32 logits' loss "
         "at 32k tokens and the gathered experts of a layer together; carded blind, the "
         "published run does not say its memory"}};
    checkAllButNamed(
        comparisons_, rejected,
        [](const Comparison& c) -> std::optional<bool> {
            if (c.ran_out_of_memory)
                return std::nullopt;
            return c.predicted_fits;
        },
        "fits now", "ran but is planned not to fit");
    if (QTest::currentTestFailed())
        return;
    int rows = 0, fit = 0;
    for (const Comparison& c : comparisons_)
        if (!c.ran_out_of_memory) {
            ++rows;
            fit += c.predicted_fits;
        }
    qInfo("runs that ran: %d, planned to fit %d, rejected %d", rows, fit, rows - fit);
    QVERIFY(rows >= 100);
}

QTEST_GUILESS_MAIN(TestPublishedRuns)
#include "test_published_runs.moc"
