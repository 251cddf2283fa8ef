// Properties every plan must keep, over a grid of plausible cards (models, GPUs, methods,
// frameworks, checkpointing, layouts, sequence lengths and micro-batches): finite positive
// figures, memory that grows with the micro-batch and the sequence, throughput that does not fall
// with a larger micro-batch, the GPU generations in order, ZeRO stages and FSDP scale-out that
// never raise the per-GPU memory, and checkpointing that costs time but never more than a second
// forward. Cards a framework refuses are skipped; the grid keeps at least a thousand plans.
#include "scenario_helpers.h"

#include <cmath>
#include <map>
#include <optional>
#include <sstream>

using namespace runcard;
using namespace std::string_literals;

namespace {

using Settings = std::map<std::string, std::string>;

// The plan of `preset` on `gpu` with the other settings as --set overrides; empty when the card
// is refused (a framework without the layout or method) or cannot run on the GPU.
std::optional<Plan> planOf(const Settings& settings) {
    const std::string yaml = "runcard: 1\nname: t\nmodel: {preset: " + settings.at("preset") +
                             "}\ntraining: {tokens: 1e9}\nhardware: {gpu: " + settings.at("gpu") +
                             "}\n";
    std::vector<FieldOverride> sets;
    for (const auto& [key, value] : settings)
        if (key != "preset" && key != "gpu")
            sets.push_back({key, value});
    const LoadResult r = parseRunCard(yaml, "t.yaml", sets);
    if (!r.ok())
        return std::nullopt;
    try {
        Plan p = evaluate(resolve(*r.card, test::presets(), test::catalog()));
        if (!p.unsupported.empty())
            return std::nullopt;
        return p;
    } catch (const InputError&) {
        return std::nullopt;
    }
}

std::string describe(const Settings& settings) {
    std::ostringstream out;
    for (const auto& [key, value] : settings)
        out << key << '=' << value << ' ';
    return out.str();
}

double gib(std::int64_t bytes) {
    return double(bytes) / (1024.0 * 1024 * 1024);
}

const std::vector<std::string> kPresets = {"llama-3.2-1b", "llama-3.1-8b", "gemma-2-9b",
                                           "qwen3-30b-a3b"};
const std::vector<std::string> kMethods = {"full", "lora", "qlora"};
const std::vector<std::string> kFrameworks = {"hf-transformers", "torchtune", "megatron",
                                              "torchtitan"};

} // namespace

class TestInvariants : public QObject {
    Q_OBJECT
private slots:
    // Along the micro-batch (1, 2, 4, 8) and the sequence (2048, 8192): every figure finite and
    // positive, memory never smaller, tokens per second never more than 3 % lower.
    void growsWithTheBatch() {
        int plans = 0;
        for (const std::string& preset : kPresets)
            for (const std::string& gpu : {"a100-sxm-80gb"s, "h100-sxm-80gb"s, "mi300x-192gb"s})
                for (const std::string& method : kMethods)
                    for (const std::string& framework : kFrameworks)
                        for (const std::string& checkpointing : {"none"s, "full"s})
                            for (const std::string& layout : {"single"s, "fsdp-full"s}) {
                                std::optional<Plan> previousSequence;
                                for (const std::string& sequence : {"2048"s, "8192"s}) {
                                    std::optional<Plan> previous;
                                    for (const std::string& micro : {"1"s, "2"s, "4"s, "8"s}) {
                                        const Settings s = {
                                            {"preset", preset},
                                            {"gpu", gpu},
                                            {"training.method", method},
                                            {"training.framework", framework},
                                            {"training.precision", "bf16-mixed"},
                                            {"training.activation_checkpointing", checkpointing},
                                            {"training.sequence_length", sequence},
                                            {"training.micro_batch", micro},
                                            {"hardware.parallelism", layout},
                                            {"hardware.gpus_per_node",
                                             layout == "single" ? "1" : "8"}};
                                        const std::optional<Plan> p = planOf(s);
                                        if (!p)
                                            continue;
                                        ++plans;
                                        const ComputeEstimate& c = p->compute;
                                        QVERIFY2(
                                            std::isfinite(c.step_time_s) && c.step_time_s > 0 &&
                                                std::isfinite(c.tokens_per_s_per_gpu) &&
                                                c.tokens_per_s_per_gpu > 0 && c.mfu > 0 &&
                                                c.mfu < 0.9 && p->memory.peak_allocated_bytes > 0,
                                            describe(s).c_str());
                                        if (previous) {
                                            QVERIFY2(p->memory.peak_allocated_bytes >=
                                                         previous->memory.peak_allocated_bytes,
                                                     describe(s).c_str());
                                            QVERIFY2(c.tokens_per_s_per_gpu >=
                                                         0.97 *
                                                             previous->compute.tokens_per_s_per_gpu,
                                                     describe(s).c_str());
                                        }
                                        if (micro == "1" && previousSequence)
                                            QVERIFY2(
                                                p->memory.peak_allocated_bytes >=
                                                    previousSequence->memory.peak_allocated_bytes,
                                                describe(s).c_str());
                                        if (micro == "1")
                                            previousSequence = p;
                                        previous = p;
                                    }
                                }
                            }
        QVERIFY2(plans > 1000, std::to_string(plans).c_str());
    }

    // A100 < H100 < H200 < B200 in tokens per second per GPU for the same card (within 1 %), and
    // full checkpointing slower than none by at most a second forward (× 1.6 with its kernels).
    void generationsAndCheckpointingInOrder() {
        int pairs = 0;
        const std::vector<std::string> generations = {"a100-sxm-80gb", "h100-sxm-80gb",
                                                      "h200-sxm-141gb", "b200-180gb"};
        for (const std::string& preset : kPresets)
            for (const std::string& method : kMethods)
                for (const std::string& framework : kFrameworks)
                    for (const std::string& micro : {"1"s, "4"s}) {
                        Settings s = {{"preset", preset},
                                      {"training.method", method},
                                      {"training.framework", framework},
                                      {"training.precision", "bf16-mixed"},
                                      {"training.sequence_length", "4096"},
                                      {"training.micro_batch", micro}};
                        std::optional<Plan> slower;
                        for (const std::string& gpu : generations) {
                            s["gpu"] = gpu;
                            s["training.activation_checkpointing"] = "none";
                            const std::optional<Plan> none = planOf(s);
                            s["training.activation_checkpointing"] = "full";
                            const std::optional<Plan> full = planOf(s);
                            if (!none || !full)
                                continue;
                            ++pairs;
                            const double cost = none->compute.tokens_per_s_per_gpu /
                                                full->compute.tokens_per_s_per_gpu;
                            QVERIFY2(cost >= 1.0 && cost <= 1.6, describe(s).c_str());
                            if (slower)
                                QVERIFY2(full->compute.tokens_per_s_per_gpu >=
                                             0.99 * slower->compute.tokens_per_s_per_gpu,
                                         describe(s).c_str());
                            slower = full;
                        }
                    }
        QVERIFY2(pairs > 100, std::to_string(pairs).c_str());
    }

    // Per-GPU memory of a full fine-tune on 8 GPUs: DDP ≥ ZeRO-1 ≥ ZeRO-2 ≥ ZeRO-3 (Rajbhandari et
    // al. 2020), and FSDP on 2, 4 and 8 GPUs never more as the shards shrink.
    void shardingNeverRaisesMemory() {
        int checks = 0;
        for (const std::string& preset : kPresets)
            for (const std::string& checkpointing : {"none"s, "full"s})
                for (const std::string& sequence : {"2048"s, "8192"s}) {
                    Settings s = {{"preset", preset},
                                  {"gpu", "h100-sxm-80gb"},
                                  {"training.method", "full"},
                                  {"training.framework", "hf-transformers"},
                                  {"training.precision", "bf16-mixed"},
                                  {"training.activation_checkpointing", checkpointing},
                                  {"training.sequence_length", sequence},
                                  {"hardware.gpus_per_node", "8"}};
                    std::optional<Plan> less;
                    for (const std::string& layout : {"ddp"s, "zero1"s, "zero2"s, "zero3"s}) {
                        s["hardware.parallelism"] = layout;
                        const std::optional<Plan> p = planOf(s);
                        QVERIFY2(p.has_value(), describe(s).c_str());
                        if (less) {
                            ++checks;
                            QVERIFY2(
                                p->memory.peak_allocated_bytes <= less->memory.peak_allocated_bytes,
                                (describe(s) + std::to_string(gib(p->memory.peak_allocated_bytes)))
                                    .c_str());
                        }
                        less = p;
                    }
                    for (const std::string& framework : {"hf-transformers"s, "torchtitan"s}) {
                        s["training.framework"] = framework;
                        s["hardware.parallelism"] = "fsdp-full";
                        std::optional<Plan> fewer;
                        for (const std::string& gpus : {"2"s, "4"s, "8"s}) {
                            s["hardware.gpus_per_node"] = gpus;
                            const std::optional<Plan> p = planOf(s);
                            QVERIFY2(p.has_value(), describe(s).c_str());
                            if (fewer) {
                                ++checks;
                                QVERIFY2(p->memory.peak_allocated_bytes <=
                                             fewer->memory.peak_allocated_bytes,
                                         describe(s).c_str());
                            }
                            fewer = p;
                        }
                        s["hardware.gpus_per_node"] = "8";
                    }
                }
        QVERIFY2(checks > 50, std::to_string(checks).c_str());
    }
};

QTEST_APPLESS_MAIN(TestInvariants)
#include "test_invariants.moc"
