// Mixture-of-experts, latent attention, sliding windows and the 2025 dense families: config.json
// imports give the parameter counts the model cards publish, and the planner counts every
// expert's state but only the active experts' compute, the routing buffers, and the all-to-all
// and memory split of expert parallelism.
#include "planner/activation_memory.h"
#include "planner/comparison.h"
#include "planner/expert_exchange.h"
#include "planner/hf_config_import.h"
#include "planner/model_state.h"
#include "planner/stack_priors.h"
#include "scenario_helpers.h"

#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <string>

using namespace runcard;
using runcard::test::scenario;

namespace {

std::string fixture(const QString& folder) {
    return std::string(RUNCARD_TESTS_DIR) + "/data/hf-configs/" + folder.toStdString() +
           "/config.json";
}

bool near(double a, double b, double relative) {
    return std::abs(a - b) <= relative * std::max(std::abs(a), std::abs(b));
}

} // namespace

class TestMoeModels : public QObject {
    Q_OBJECT

private slots:
    // Totals from the model cards / published checkpoints (tests/data/hf-configs/README.md gives
    // each source); active = total minus the routed experts a token does not visit.
    void publishedCounts_data() {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<qint64>("total");
        QTest::addColumn<qint64>("active");
        // keras-hub mixtral_8_7b_en metadata.params; Mistral AI: "12.9B active".
        QTest::newRow("Mixtral 8x7B")
            << "Mixtral-8x7B-v0.1" << qint64(46'702'792'704) << qint64(12'879'925'248);
        // Hub safetensors total_size / 2; model card "3.3B activated".
        QTest::newRow("Qwen3-30B-A3B")
            << "Qwen3-30B-A3B" << qint64(30'532'122'624) << qint64(3'353'032'704);
        // keras-hub qwen3_moe_235b_a22b_en; model card "22B activated".
        QTest::newRow("Qwen3-235B-A22B")
            << "Qwen3-235B-A22B" << qint64(235'093'634'560) << qint64(22'190'763'520);
        // keras-hub gpt_oss_20b_en; OpenAI: "3.6B active" counts no input embedding:
        // 4,187,440,704 − 201,088 × 2,880 = 3,608,307,264.
        QTest::newRow("gpt-oss-20b")
            << "gpt-oss-20b" << qint64(20'914'757'184) << qint64(4'187'440'704);
        // Public model inventories: 15,706,484,224 total; the card: "2.4B activated" without the
        // input embedding (2,661,150,208 − 102,400 × 2,048 = 2.45B).
        QTest::newRow("DeepSeek-V2-Lite")
            << "DeepSeek-V2-Lite" << qint64(15'706'484'224) << qint64(2'661'150'208);
        // Dense: keras-hub qwen3_0.6b_en, qwen3_8b_en; gemma3_1b; Llama 3.3 70B Hub total;
        // Mistral Small 24B (magistral_small_2506_en, same shape); Phi-4 GGUF parameter_count.
        QTest::newRow("Qwen3-0.6B") << "Qwen3-0.6B" << qint64(596'049'920) << qint64(-1);
        QTest::newRow("Qwen3-8B") << "Qwen3-8B" << qint64(8'190'735'360) << qint64(-1);
        QTest::newRow("Qwen3-32B") << "Qwen3-32B" << qint64(32'762'123'264) << qint64(-1);
        QTest::newRow("Gemma 3 1B") << "gemma-3-1b-pt" << qint64(999'885'952) << qint64(-1);
        // keras-hub gemma3_27b_text: 27,009,002,240 with 262,144 tokens; the Hub's text_config
        // has 262,208 (+64 × 5,376).
        QTest::newRow("Gemma 3 27B text")
            << "gemma-3-27b-pt" << qint64(27'009'002'240 + 64 * 5376) << qint64(-1);
        QTest::newRow("Llama 3.3 70B")
            << "Llama-3.3-70B-Instruct" << qint64(70'553'706'496) << qint64(-1);
        QTest::newRow("Mistral Small 24B")
            << "Mistral-Small-24B-Base-2501" << qint64(23'572'403'200) << qint64(-1);
        QTest::newRow("Phi-4") << "phi-4" << qint64(14'659'507'200) << qint64(-1);
        // 2025 families (tests/data/hf-configs/README.md). OLMoE: safetensors headers; the card's
        // "1.3B active" is the total less 56 of 64 experts in 16 layers (16 · 56 · 3 · 2,048 ·
        // 1,024). Granite MoE: granite-guardian-3.2-3b-a800m's total (the same shape); "800M
        // active" without the input embedding (882,874,368 − 49,155 × 1,536 = 807M).
        QTest::newRow("OLMoE-1B-7B")
            << "OLMoE-1B-7B-0924" << qint64(6'919'161'856) << qint64(1'282'017'280);
        QTest::newRow("Granite 3.1 3B-A800M")
            << "granite-3.1-3b-a800m-instruct" << qint64(3'298'793'472) << qint64(882'874'368);
        // Hub safetensors totals: OLMo 2 13B (index total_size / 4, fp32), Granite 3.3 8B,
        // StarCoder2 15B, GLM-4 9B 0414, SmolLM3 3B (index total_parameters); Aya 23 8B as
        // aya-expanse-8b's safetensors count (the same shape).
        QTest::newRow("OLMo 2 13B") << "OLMo-2-1124-13B" << qint64(13'716'198'400) << qint64(-1);
        QTest::newRow("Granite 3.3 8B")
            << "granite-3.3-8b-instruct" << qint64(8'170'864'640) << qint64(-1);
        QTest::newRow("StarCoder2 15B") << "starcoder2-15b" << qint64(15'957'889'024) << qint64(-1);
        QTest::newRow("GLM-4 9B") << "GLM-4-9B-0414" << qint64(9'400'279'040) << qint64(-1);
        QTest::newRow("SmolLM3 3B") << "SmolLM3-3B" << qint64(3'075'098'624) << qint64(-1);
        QTest::newRow("Aya 23 8B") << "aya-23-8B" << qint64(8'028'033'024) << qint64(-1);
    }
    void publishedCounts() {
        QFETCH(QString, folder);
        QFETCH(qint64, total);
        QFETCH(qint64, active);
        const ModelArchitecture arch = importHfConfig(fixture(folder));
        const ParameterCounts counts = countParameters(arch);
        QCOMPARE(counts.total(arch.layers), std::int64_t(total));
        QCOMPARE(counts.active(arch.layers), std::int64_t(active < 0 ? total : active));
    }

    // Each new preset is the imported config (the Gemma 3 27B preset keeps the text-only
    // vocabulary, see its notes).
    void presetsMatchImports_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("folder");
        QTest::newRow("mixtral") << "mixtral-8x7b"
                                 << "Mixtral-8x7B-v0.1";
        QTest::newRow("qwen3-30b-a3b") << "qwen3-30b-a3b"
                                       << "Qwen3-30B-A3B";
        QTest::newRow("qwen3-235b-a22b") << "qwen3-235b-a22b"
                                         << "Qwen3-235B-A22B";
        QTest::newRow("gpt-oss-20b") << "gpt-oss-20b"
                                     << "gpt-oss-20b";
        QTest::newRow("olmoe-1b-7b") << "olmoe-1b-7b"
                                     << "OLMoE-1B-7B-0924";
        QTest::newRow("olmo-2-13b") << "olmo-2-13b"
                                    << "OLMo-2-1124-13B";
        QTest::newRow("granite-3.3-8b") << "granite-3.3-8b"
                                        << "granite-3.3-8b-instruct";
        QTest::newRow("smollm3-3b") << "smollm3-3b"
                                    << "SmolLM3-3B";
        QTest::newRow("glm-4-9b") << "glm-4-9b"
                                  << "GLM-4-9B-0414";
        QTest::newRow("starcoder2-15b") << "starcoder2-15b"
                                        << "starcoder2-15b";
        QTest::newRow("deepseek-v2-lite") << "deepseek-v2-lite"
                                          << "DeepSeek-V2-Lite";
        QTest::newRow("deepseek-v3") << "deepseek-v3"
                                     << "DeepSeek-V3";
        QTest::newRow("kimi-k2") << "kimi-k2"
                                 << "Kimi-K2-Instruct";
        QTest::newRow("gemma-3-1b") << "gemma-3-1b"
                                    << "gemma-3-1b-pt";
        QTest::newRow("qwen3-8b") << "qwen3-8b"
                                  << "Qwen3-8B";
        QTest::newRow("qwen3-14b") << "qwen3-14b"
                                   << "Qwen3-14B";
        QTest::newRow("phi-4") << "phi-4"
                               << "phi-4";
        QTest::newRow("llama-4-scout-17b-16e") << "llama-4-scout-17b-16e"
                                               << "Llama-4-Scout-17B-16E";
        QTest::newRow("llama-4-maverick-17b-128e") << "llama-4-maverick-17b-128e"
                                                   << "Llama-4-Maverick-17B-128E";
    }
    void presetsMatchImports() {
        QFETCH(QString, preset);
        QFETCH(QString, folder);
        const ModelPreset* p = test::presets().find(preset.toStdString());
        QVERIFY(p);
        QCOMPARE(architectureHash(p->architecture),
                 architectureHash(importHfConfig(fixture(folder))));
    }

    void familyFields() {
        const ModelArchitecture qwen = importHfConfig(fixture("Qwen3-30B-A3B"));
        QVERIFY(qwen.qk_norm == QkNorm::PerHead);
        QCOMPARE(qwen.experts, 128);
        QCOMPARE(qwen.experts_per_token, 8);
        QCOMPARE(qwen.moe_intermediate_size, std::int64_t(768));
        QCOMPARE(qwen.moeLayers(), 48);
        // Active MLP width: 8 × 768 per token in every layer.
        QCOMPARE(qwen.activeMlpWidth(qwen.experts_per_token), 6144.0);
        const ModelArchitecture deepseek = importHfConfig(fixture("DeepSeek-V2-Lite"));
        QCOMPARE(deepseek.moeLayers(), 26); // first_k_dense_replace = 1
        QCOMPARE(deepseek.effectiveHeadDim(), 192);
        // (1 × 10944 + 26 × (6 × 1408 + 2 × 1408)) / 27
        QCOMPARE(deepseek.activeMlpWidth(deepseek.experts_per_token),
                 (10944.0 + 26 * 8 * 1408.0) / 27);
        const ModelArchitecture gemma = importHfConfig(fixture("gemma-3-1b-pt"));
        QCOMPARE(gemma.sliding_window, std::int64_t(512));
        QCOMPARE(gemma.global_attention_every, 6);
        QCOMPARE(gemma.localAttentionLayers(), 26 - 4);
        const ModelArchitecture oss = importHfConfig(fixture("gpt-oss-20b"));
        QCOMPARE(oss.global_attention_every, 2);
        QCOMPARE(oss.localAttentionLayers(), 12);
        QVERIFY(oss.attention_sinks && oss.router_bias && oss.expert_bias && oss.attention_bias);
    }

    // GLM-4.5-Air (model_type glm4_moe): its shape as transformers 4.54.1 prints the loaded
    // Glm4MoeConfig (ms-swift's convert_hf2mcore notes for zai-org/GLM-4.5-Air, an indexed copy;
    // no verbatim Hub file was found, so it is not a fixture). Counted by hand: embedding and
    // head 2·V·h; per layer q, k, v with biases and o, two norms; one dense MLP of 10,944; 45 MoE
    // layers of a 128 × 4,096 router, 128 experts and one shared expert of 1,408; the final norm.
    // 106.85B, the model card's "106B total"; 12.18B active without the embeddings ("12B").
    void glm45AirFromItsConfig() {
        QTemporaryDir dir;
        const QString path = dir.filePath("config.json");
        const auto write = [&](bool bias, bool qkNorm) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(
                QString(
                    "{\"architectures\": [\"Glm4MoeForCausalLM\"], \"attention_bias\": %1,"
                    " \"first_k_dense_replace\": 1, \"head_dim\": 128, \"hidden_act\": \"silu\","
                    " \"hidden_size\": 4096, \"intermediate_size\": 10944,"
                    " \"model_type\": \"glm4_moe\", \"moe_intermediate_size\": 1408,"
                    " \"n_group\": 1, \"n_routed_experts\": 128, \"n_shared_experts\": 1,"
                    " \"norm_topk_prob\": true, \"num_attention_heads\": 96,"
                    " \"num_experts_per_tok\": 8, \"num_hidden_layers\": 46,"
                    " \"num_key_value_heads\": 8, \"num_nextn_predict_layers\": 1,"
                    " \"partial_rotary_factor\": 0.5, \"tie_word_embeddings\": false,"
                    " \"use_qk_norm\": %2, \"vocab_size\": 151552}")
                    .arg(bias ? "true" : "false", qkNorm ? "true" : "false")
                    .toUtf8());
        };
        write(true, false);
        const ModelArchitecture air = importHfConfig(path.toStdString());
        QVERIFY(air.qkv_bias && !air.attention_bias && air.qk_norm == QkNorm::None);
        QCOMPARE(air.experts, 128);
        QCOMPARE(air.experts_per_token, 8);
        QCOMPARE(air.shared_experts, 1);
        QCOMPARE(air.moeLayers(), 45);
        QVERIFY(!air.isLatentAttention());
        const std::int64_t h = 4096, q = 96 * 128, kv = 8 * 128;
        const std::int64_t attention = h * q + q + 2 * (h * kv + kv) + q * h;
        const std::int64_t moe = 128 * h + 129 * 3 * h * 1408;
        const std::int64_t total =
            2 * 151552 * h + 46 * (attention + 2 * h) + 3 * h * 10944 + 45 * moe + h;
        QCOMPARE(total, std::int64_t(106'852'245'504));
        QCOMPARE(totalParameters(air), total);
        // use_qk_norm: a head_dim-wide norm on q and one on k in every layer; attention_bias off:
        // no biases.
        write(false, true);
        const ModelArchitecture variant = importHfConfig(path.toStdString());
        QVERIFY(variant.qk_norm == QkNorm::PerHead && !variant.qkv_bias);
        QCOMPARE(totalParameters(variant), total - 46 * (q + 2 * kv) + 46 * 2 * 128);
    }

    // A sliding layer at s = 4096, w = 512 attends w − w²/(2s) = 480 keys on average, against
    // s/2 = 2048 for a causal global layer.
    void slidingWindowShare() {
        const ModelArchitecture gemma = importHfConfig(fixture("gemma-3-1b-pt"));
        const double sliding = 480.0 / 2048.0;
        QCOMPARE(gemma.attentionSpanShare(4096), (4 + 22 * sliding) / 26);
        QCOMPARE(gemma.attentionSpanShare(512), 1.0); // the window covers the sequence
        // The model FLOPs shrink by the attention term only.
        const Scenario wide = scenario("gemma-3-1b", {{"training.sequence_length", "4096"}});
        Scenario global = wide;
        global.arch.sliding_window = 0;
        const double saved =
            estimateCompute(global).flops_per_step - estimateCompute(wide).flops_per_step;
        const double attention = 12.0 * 26 * 4 * 256 * 4096 * 4096; // per step of one sequence
        QCOMPARE(saved, attention * (1 - gemma.attentionSpanShare(4096)));
    }

    // transformers' SDPA path masks a local layer explicitly once its keys reach the window, so
    // the kernel runs the whole square there (masking_utils.sdpa_mask): Gemma 3 4B at 4,096
    // tokens (window 1,024, every sixth layer global) spends (L_g + 2·L_l) / (L_g + L_l·share)
    // times FlashAttention's attention FLOPs under sdpa, 3.56 times. Below the window both skip
    // alike, and other frameworks' SDPA is taken as skipping.
    void sdpaRunsTheLocalLayersWholeSquare() {
        const auto attention = [](const char* kernel, const char* tokens, const char* framework) {
            return estimateCompute(scenario("gemma-3-4b", {{"training.attention", kernel},
                                                           {"training.sequence_length", tokens},
                                                           {"training.framework", framework}}))
                .breakdown.attention_s;
        };
        const ModelArchitecture& gemma = test::presets().find("gemma-3-4b")->architecture;
        const double local = gemma.localAttentionLayers(), global = gemma.layers - local;
        QCOMPARE(local, 34.0 - 5);
        // attentionSpanShare averages over the layers: (L_g + L_l·share) / L.
        const double expected =
            (global + 2 * local) / gemma.layers / gemma.attentionSpanShare(4096);
        const double ratio = attention("sdpa", "4096", "hf-transformers") /
                             attention("flash", "4096", "hf-transformers");
        QVERIFY2(near(ratio, expected, 1e-9),
                 (std::to_string(ratio) + " vs " + std::to_string(expected)).c_str());
        QVERIFY(ratio > 2); // most layers slide: more than twice the attention time
        QVERIFY(near(attention("sdpa", "1000", "hf-transformers"),
                     attention("flash", "1000", "hf-transformers"), 1e-12));
        QVERIFY(near(attention("sdpa", "4096", "torchtune"),
                     attention("flash", "4096", "torchtune"), 1e-12));
    }

    // Llama 4's published totals are of the multimodal checkpoints: the text tower the planner
    // counts plus the vision encoder and projector, counted here by hand from transformers'
    // Llama4VisionConfig as both checkpoints set it (models/llama4/modeling_llama4.py): a
    // 14 × 14 × 3 patch unfold to 1,408 without bias, a class embedding, 577 positions, pre and
    // post LayerNorms, 34 layers (q, k, v, o with biases, fc1 1,408 → 5,632 and fc2 back with
    // biases, two LayerNorms), the pixel-shuffle MLP (5,632 → 4,096 → 4,096 without biases), and
    // the projector 4,096 → 5,120. The sums reproduce both Hub totals to the parameter.
    void llama4TotalsAreTextTowerPlusVision() {
        const std::int64_t h = 1408, inner = 5632;
        const std::int64_t layer =
            4 * (h * h + h) + (h * inner + inner) + (inner * h + h) + 2 * 2 * h;
        const std::int64_t vision = 588 * h + h + 577 * h + 2 * 2 * h + 34 * layer + inner * 4096 +
                                    4096 * 4096 + 4096 * 5120;
        QCOMPARE(vision, std::int64_t(871'932'416));
        const auto check = [&](const char* id, std::int64_t text, std::int64_t active) {
            const ModelPreset* p = test::presets().find(id);
            QVERIFY2(p, id);
            const ParameterCounts counts = countParameters(p->architecture);
            QCOMPARE(counts.total(p->architecture.layers), text);
            QCOMPARE(counts.total(p->architecture.layers) + vision, p->published_parameters);
            QCOMPARE(counts.active(p->architecture.layers), active);
        };
        // Meta's model cards: 17B active parameters, 109B and 400B total.
        check("llama-4-scout-17b-16e", 107'769'861'120, 17'172'894'720);
        check("llama-4-maverick-17b-128e", 400'711'848'960, 17'184'691'200);
        const ModelArchitecture maverick = importHfConfig(fixture("Llama-4-Maverick-17B-128E"));
        QCOMPARE(maverick.moeLayers(), 24);                           // interleave_moe_layer_step 2
        QCOMPARE(maverick.intermediate_size, std::int64_t(16384));    // intermediate_size_mlp
        QCOMPARE(maverick.moe_intermediate_size, std::int64_t(8192)); // intermediate_size
        QCOMPARE(maverick.sharedExpertWidth(), std::int64_t(8192));
        QCOMPARE(maverick.localAttentionLayers(), 36);
    }

    // A chunked layer attends causally within its chunk: at s = 32,768 and c = 8,192 four whole
    // chunks give 4·c²/s² = 1/4 of the causal keys; at s = 10,000 one chunk and 1,808 tokens give
    // (c² + 1,808²)/s². Scout's 12 global layers keep all of them.
    void chunkedAttentionShare() {
        const ModelPreset* p = test::presets().find("llama-4-scout-17b-16e");
        QVERIFY(p);
        const ModelArchitecture& scout = p->architecture;
        QCOMPARE(scout.attentionSpanShare(32768), (12 + 36 * 0.25) / 48);
        QCOMPARE(scout.attentionSpanShare(10000),
                 (12 + 36 * (8192.0 * 8192 + 1808.0 * 1808) / 1e8) / 48);
        QCOMPARE(scout.attentionSpanShare(8192), 1.0); // one chunk holds the sequence
        // The attention time shrinks with it on a FlashAttention-class kernel.
        const Scenario chunked =
            scenario("llama-4-scout-17b-16e", {{"training.sequence_length", "32768"},
                                               {"training.method", "qlora"},
                                               {"training.attention", "flash"}});
        Scenario global = chunked;
        global.arch.attention_chunk = 0;
        const StepTimeBreakdown a = estimateCompute(chunked).breakdown;
        const StepTimeBreakdown b = estimateCompute(global).breakdown;
        QVERIFY(a.attention_s > 0);
        QCOMPARE(a.attention_s / b.attention_s, scout.attentionSpanShare(32768));
    }

    // Full fine-tuning holds every expert; the model FLOPs count the active parameters only.
    void fullFineTuneCountsEveryExpert() {
        const Scenario s = scenario("qwen3-30b-a3b", {{"training.method", "full"},
                                                      {"training.precision", "bf16"},
                                                      {"hardware.gpu", "h200-sxm-141gb"}});
        QCOMPARE(s.parameters, std::int64_t(30'532'122'624));
        const MemoryEstimate m = estimateMemory(s);
        QCOMPARE(double(m.breakdown.weights), 2.0 * 30'532'122'624);
        const ComputeEstimate c = estimateCompute(s);
        const double active = 3'353'032'704.0 - 151936.0 * 2048; // the embedding lookup is free
        const double attention = 12.0 * 48 * 32 * 128 * 2048;
        QCOMPARE(c.flops_per_step, (6 * active + attention) * 2048);
    }

    // LoRA on gate/up/down wraps every expert's linears: r·(in + out) per expert and layer.
    // transformers 4's experts are linears, each with its own adapter (moe_experts: loop).
    void loraAdaptsEveryExpert() {
        const Scenario s = scenario("qwen3-30b-a3b", {{"training.lora.targets", "[gate, up, down]"},
                                                      {"training.lora.rank", "16"},
                                                      {"training.moe_experts", "loop"}});
        const double perExpert = 16.0 * (2048 + 768) * 3;
        QCOMPARE(double(trainableParameters(s)), perExpert * 128 * 48);
        QCOMPARE(expertAdapterParameters(s), perExpert * 128 * 48);
        // Only the adapters of the 8 routed experts a token visits compute: 4·N_active for the
        // frozen base, 6 per active adapter parameter, and attention (Kaplan 2020; step_time.cpp).
        const double active = 3'353'032'704.0 - 151936.0 * 2048;
        const double attention = 12.0 * 48 * 32 * 128 * 2048;
        QCOMPARE(estimateCompute(s).flops_per_step,
                 (4 * active + 6 * perExpert * 8 * 48 + attention) * 2048);
        const Scenario attentionOnly =
            scenario("qwen3-30b-a3b", {{"training.lora.targets", "[q, k, v, o]"}});
        QCOMPARE(expertAdapterParameters(attentionOnly), 0.0);
    }

    // Router logits, probabilities and routing weights, and two k-fold copies of the hidden state
    // per token; a capacity factor pads the copies.
    void routingActivations() {
        const Scenario dropless = scenario("qwen3-30b-a3b", {{"training.lora.dropout", "0"}});
        const Scenario padded =
            scenario("qwen3-30b-a3b",
                     {{"training.lora.dropout", "0"}, {"training.moe_capacity_factor", "1.5"}});
        const double perLayer =
            activationBytesPerTokenPerLayer(padded) - activationBytesPerTokenPerLayer(dropless);
        QCOMPARE(perLayer, 0.5 * 8 * 2 * 2.0 * 2048); // half a capacity more of 8 copies × 2
        // The router alone: 128 logits (bf16) + 128 probabilities (fp32) + 8 × (4 + 8) routing.
        Scenario noDispatch = dropless;
        noDispatch.arch.experts_per_token = 1;
        const double routerAndOne =
            activationBytesPerTokenPerLayer(dropless) - activationBytesPerTokenPerLayer(noDispatch);
        QVERIFY(routerAndOne > 7 * 2 * 2.0 * 2048); // seven more dispatched copies of each kind
    }

    // Full training in FP8 saves the experts' input copies as FP8 operands, as the dense linears'
    // inputs (Transformer Engine GroupedLinear saves its quantized inputs); the expert outputs
    // kept for the combine stay bf16. A capacity factor pads both.
    void fp8ExpertInputsSaveOperandBytes() {
        const std::vector<FieldOverride> fp8{{"training.method", "full"},
                                             {"training.precision", "fp8-current"},
                                             {"training.framework", "megatron"},
                                             {"hardware.gpu", "h100-sxm-80gb"}};
        std::vector<FieldOverride> fp8Padded = fp8;
        fp8Padded.push_back({"training.moe_capacity_factor", "1.5"});
        const double perLayer =
            activationBytesPerTokenPerLayer(scenario("qwen3-30b-a3b", fp8Padded)) -
            activationBytesPerTokenPerLayer(scenario("qwen3-30b-a3b", fp8));
        QCOMPARE(perLayer, 0.5 * 8 * (1.0 + 2.0) * 2048); // 8 copies: FP8 input, bf16 output
    }

    // Expert parallelism: under DDP each GPU holds 1/ep of the routed experts (weights and
    // gradients) and all of the rest; tokens cross GPUs by all-to-all in every MoE layer.
    void expertParallelism() {
        const std::vector<FieldOverride> base{{"training.method", "full"},
                                              {"training.precision", "bf16"},
                                              {"hardware.gpu", "h200-sxm-141gb"},
                                              {"hardware.gpus_per_node", "8"},
                                              {"hardware.parallelism", "ddp"}};
        std::vector<FieldOverride> split = base;
        split.push_back({"hardware.expert_parallel", "8"});
        const Scenario replicated = scenario("qwen3-30b-a3b", base);
        const Scenario experts = scenario("qwen3-30b-a3b", split);
        const double routed = 48.0 * 128 * 3 * 2048 * 768;
        QCOMPARE(expertParameters(experts), routed);
        QCOMPARE(double(estimateMemory(replicated).breakdown.weights), 2.0 * 30'532'122'624);
        QCOMPARE(double(estimateMemory(experts).breakdown.weights),
                 2.0 * (30'532'122'624 - routed * 7 / 8));
        const ComputeEstimate without = estimateCompute(replicated);
        const ComputeEstimate with = estimateCompute(experts);
        QCOMPARE(without.breakdown.expert_parallel_s, 0.0);
        QVERIFY(with.breakdown.expert_parallel_s > 0);
        // Twice the tokens, about twice the all-to-all time (bandwidth-bound messages).
        std::vector<FieldOverride> longer = split;
        longer.push_back({"training.micro_batch", "2"});
        const double ratio =
            estimateCompute(scenario("qwen3-30b-a3b", longer)).breakdown.expert_parallel_s /
            with.breakdown.expert_parallel_s;
        QVERIFY2(ratio > 1.7 && ratio <= 2.0, std::to_string(ratio).c_str());
        // Under FSDP the sharded states are already split 8 ways: expert parallelism leaves them.
        std::vector<FieldOverride> fsdp = base;
        fsdp.back() = {"hardware.parallelism", "fsdp-full"};
        std::vector<FieldOverride> fsdpSplit = fsdp;
        fsdpSplit.push_back({"hardware.expert_parallel", "8"});
        QCOMPARE(estimateMemory(scenario("qwen3-30b-a3b", fsdpSplit)).breakdown.optimizer,
                 estimateMemory(scenario("qwen3-30b-a3b", fsdp)).breakdown.optimizer);
    }

    // transformers 4 looped over the experts (an index, three GEMMs and an index_add each), as
    // transformers 5 does with experts_implementation="eager"; torchtitan's GroupedExperts runs
    // torch._grouped_mm, torchtune's only from CUDA capability 9.0 (should_use_grouped_mm). A
    // one-GPU step at 1,024 tokens is launch-bound when looping.
    void expertKernelsFollowTheStack() {
        const auto step = [](const char* framework, const char* gpu,
                             const char* experts = "framework") {
            return estimateCompute(scenario("qwen3-30b-a3b", {{"training.method", "full"},
                                                              {"training.precision", "bf16"},
                                                              {"training.sequence_length", "1024"},
                                                              {"training.framework", framework},
                                                              {"training.moe_experts", experts},
                                                              {"hardware.gpu", gpu}}));
        };
        const ComputeEstimate looped = step("hf-transformers", "h100-sxm-80gb", "loop");
        const ComputeEstimate grouped = step("torchtitan", "h100-sxm-80gb");
        QVERIFY(looped.breakdown.launch_overhead_s > 0.3);
        QCOMPARE(grouped.breakdown.launch_overhead_s, 0.0);
        // One launch per grouped GEMM instead of one per expert: 128 experts × 3 projections ×
        // 3 GEMMs (forward, input and weight gradient) × 48 layers launches fewer.
        const double launches = 128.0 * 3 * 3 * 48;
        QVERIFY2(looped.breakdown.matmul_s - grouped.breakdown.matmul_s > 0.9 * launches * 4e-6,
                 std::to_string(looped.breakdown.matmul_s - grouped.breakdown.matmul_s).c_str());
        // transformers 5 groups by default, as torchtitan does.
        QCOMPARE(step("hf-transformers", "h100-sxm-80gb").breakdown.launch_overhead_s, 0.0);
        QCOMPARE(step("torchtitan", "h100-sxm-80gb", "loop").breakdown.matmul_s,
                 looped.breakdown.matmul_s);
        QCOMPARE(step("torchtune", "h100-sxm-80gb").breakdown.launch_overhead_s, 0.0);
        QVERIFY(step("torchtune", "a100-sxm-80gb").breakdown.launch_overhead_s > 0.3);
    }

    // Which kernels run the experts (stack_priors.cpp, expertRun): torch._grouped_mm's one
    // kernel needs bf16 on CUDA capability 9 or 10 (GroupedBlas.cpp); on an A100, an MI300X or in
    // fp32 it falls back to one mm per expert after reading the offsets back. torchtune loops
    // below capability 9 on its own; MegaBlocks and Transformer Engine group on every GPU;
    // litgpt and the pilot always loop; a card's loop or grouped overrides the default.
    void expertRunByStackAndGpu_data() {
        QTest::addColumn<QString>("framework");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<QString>("experts");
        QTest::addColumn<int>("run");
        const int loop = int(ExpertRun::Loop), grouped = int(ExpertRun::Grouped),
                  fallback = int(ExpertRun::GroupedFallback);
        QTest::newRow("transformers H100") << "hf-transformers"
                                           << "h100-sxm-80gb"
                                           << "bf16"
                                           << "framework" << grouped;
        QTest::newRow("transformers B200") << "hf-transformers"
                                           << "b200-180gb"
                                           << "bf16-mixed"
                                           << "framework" << grouped;
        QTest::newRow("transformers A100") << "hf-transformers"
                                           << "a100-sxm-80gb"
                                           << "bf16"
                                           << "framework" << fallback;
        QTest::newRow("transformers MI300X") << "hf-transformers"
                                             << "mi300x-192gb"
                                             << "bf16"
                                             << "framework" << fallback;
        QTest::newRow("transformers fp32") << "hf-transformers"
                                           << "h100-sxm-80gb"
                                           << "fp32"
                                           << "framework" << fallback;
        QTest::newRow("transformers eager") << "hf-transformers"
                                            << "h100-sxm-80gb"
                                            << "bf16"
                                            << "loop" << loop;
        QTest::newRow("torchtune A100") << "torchtune"
                                        << "a100-sxm-80gb"
                                        << "bf16"
                                        << "framework" << loop;
        QTest::newRow("torchtune MI300X") << "torchtune"
                                          << "mi300x-192gb"
                                          << "bf16"
                                          << "framework" << fallback;
        QTest::newRow("torchtitan A100") << "torchtitan"
                                         << "a100-sxm-80gb"
                                         << "bf16"
                                         << "framework" << fallback;
        QTest::newRow("llm-foundry A100") << "llm-foundry"
                                          << "a100-sxm-80gb"
                                          << "bf16"
                                          << "framework" << grouped;
        QTest::newRow("megatron A100") << "megatron"
                                       << "a100-sxm-80gb"
                                       << "bf16"
                                       << "framework" << grouped;
        QTest::newRow("megatron sequential") << "megatron"
                                             << "h100-sxm-80gb"
                                             << "bf16"
                                             << "loop" << loop;
        QTest::newRow("litgpt H100") << "litgpt"
                                     << "h100-sxm-80gb"
                                     << "bf16"
                                     << "framework" << loop;
        // Unsloth's own Triton grouped GEMMs where torch's have no kernel.
        QTest::newRow("unsloth A100") << "unsloth"
                                      << "a100-sxm-80gb"
                                      << "bf16"
                                      << "framework" << grouped;
    }
    void expertRunByStackAndGpu() {
        QFETCH(QString, framework);
        QFETCH(QString, gpu);
        QFETCH(QString, precision);
        QFETCH(QString, experts);
        QFETCH(int, run);
        const Scenario s =
            scenario("qwen3-30b-a3b", {{"training.method", "lora"},
                                       {"training.lora.targets", "[q, v]"},
                                       {"training.precision", precision.toStdString()},
                                       {"training.framework", framework.toStdString()},
                                       {"training.moe_experts", experts.toStdString()},
                                       {"hardware.gpu", gpu.toStdString()}});
        const GpuSpec* spec = runcard::test::catalog().find(gpu.toStdString());
        QVERIFY(spec);
        QCOMPARE(int(expertRun(stackPrior(s.assumptions.stack), s.assumptions.framework, *spec,
                               s.shape.precision, s.shape.moe_experts)),
                 run);
    }

    // torch._grouped_mm's fallback on an A100 (transformers 5's default there): each of a
    // layer's two grouped calls reads its offsets back, so the host waits twice a layer instead
    // of 128 times, and launches one mm per expert instead of the loop's eight kernels, which
    // the experts' GEMMs then cover; those still run one expert at a time, so they take the
    // loop's GPU time, where MegaBlocks' grouped GEMM (llm-foundry) shares the waves.
    void groupedFallbackWaitsPerCall() {
        const auto step = [](const char* experts) {
            return estimateCompute(scenario("qwen3-30b-a3b", {{"training.method", "full"},
                                                              {"training.precision", "bf16"},
                                                              {"training.sequence_length", "1024"},
                                                              {"training.moe_experts", experts},
                                                              {"hardware.gpu", "a100-sxm-80gb"}}));
        };
        const ComputeEstimate fallback = step("framework");
        const ComputeEstimate looped = step("loop");
        const ComputeEstimate grouped =
            estimateCompute(scenario("qwen3-30b-a3b", {{"training.method", "full"},
                                                       {"training.precision", "bf16"},
                                                       {"training.sequence_length", "1024"},
                                                       {"training.framework", "llm-foundry"},
                                                       {"hardware.gpu", "a100-sxm-80gb"}}));
        QVERIFY2(looped.breakdown.launch_overhead_s > 0.3,
                 std::to_string(looped.breakdown.launch_overhead_s).c_str());
        QVERIFY2(fallback.breakdown.launch_overhead_s < 0.5 * looped.breakdown.launch_overhead_s,
                 std::to_string(fallback.breakdown.launch_overhead_s).c_str());
        QCOMPARE(fallback.breakdown.matmul_s, looped.breakdown.matmul_s);
        QVERIFY2(grouped.breakdown.matmul_s < 0.9 * fallback.breakdown.matmul_s,
                 std::to_string(grouped.breakdown.matmul_s).c_str());
        QVERIFY(grouped.step_time_s < fallback.step_time_s);
        QVERIFY(fallback.step_time_s < looped.step_time_s);
    }

    // transformers' expert loop reads each expert's token count back (`torch.where` on its mask)
    // before it can index: the host waits for the GPU 128 times a layer and cannot run ahead, so
    // at four 4,096-token sequences per H100, where the GPU's whole step would cover the host's
    // launches, the loop's launches still show; a recomputed forward waits again. The grouped
    // stacks (torchtitan, transformers 5 by default) issue a few kernels a layer and never wait.
    void expertLoopWaitsForEachExpert() {
        const auto launch = [](const char* framework, const char* checkpointing,
                               const char* experts = "loop") {
            return estimateCompute(scenario("qwen3-30b-a3b",
                                            {{"training.method", "full"},
                                             {"training.precision", "bf16"},
                                             {"training.sequence_length", "4096"},
                                             {"training.micro_batch", "4"},
                                             {"training.activation_checkpointing", checkpointing},
                                             {"training.framework", framework},
                                             {"training.moe_experts", experts},
                                             {"hardware.gpu", "h100-sxm-80gb"},
                                             {"hardware.gpus_per_node", "8"},
                                             {"hardware.parallelism", "fsdp-full"}}))
                .breakdown.launch_overhead_s;
        };
        const double looped = launch("hf-transformers", "none");
        const double recomputed = launch("hf-transformers", "full");
        QVERIFY2(looped > 0.1, std::to_string(looped).c_str());
        QVERIFY2(recomputed > 1.5 * looped, std::to_string(recomputed).c_str());
        QCOMPARE(launch("hf-transformers", "none", "framework"), 0.0);
        QCOMPARE(launch("torchtitan", "none", "framework"), 0.0);
        // torchtitan's loop reads all the counts at once (tolist): one wait a layer.
        const double titanLoop = launch("torchtitan", "none");
        QVERIFY2(titanLoop < looped, std::to_string(titanLoop).c_str());
    }

    // Megatron-Core's host time (host_time.cpp) at one 4096-token sequence per B200: Transformer
    // Engine's grouped linears issue one GEMM per local expert, so the host falls behind; CUDA
    // graphs take the parts they cover off it, a whole-iteration graph all of it; without the
    // dropless dispatcher's sync in each forward the host runs ahead and hides more; a Grace
    // host issues each kernel 2.75 times slower.
    void megatronHostTime() {
        const auto launch = [](std::vector<FieldOverride> extra, const char* gpu = "b200-180gb") {
            std::vector<FieldOverride> sets = {{"training.method", "full"},
                                               {"training.precision", "bf16"},
                                               {"training.sequence_length", "4096"},
                                               {"training.framework", "megatron"},
                                               {"hardware.gpu", gpu},
                                               {"hardware.gpus_per_node", "8"},
                                               {"hardware.parallelism", "zero1"},
                                               {"hardware.expert_parallel", "8"}};
            sets.insert(sets.end(), extra.begin(), extra.end());
            return estimateCompute(scenario("qwen3-30b-a3b", sets)).breakdown.launch_overhead_s;
        };
        const double eager = launch({});
        const double partial =
            launch({{"training.cuda_graphs", "[attn, moe-router, moe-preprocess]"}});
        QVERIFY2(eager > 0.01, std::to_string(eager).c_str());
        QVERIFY2(partial > 0 && partial < eager, std::to_string(partial).c_str());
        QCOMPARE(launch({{"training.cuda_graphs", "[full-iteration]"}}), 0.0);
        const double padded = launch({{"training.moe_capacity_factor", "1.0"}});
        QVERIFY2(padded < eager, std::to_string(padded).c_str());
        QCOMPARE(
            launch({{"training.moe_capacity_factor", "1.0"}, {"training.cuda_graphs", "[layer]"}}),
            0.0);
        QVERIFY(launch({}, "gb200-186gb") > eager);
        // Eight sequences a micro-batch give the GPU enough work per kernel to hide the host.
        QCOMPARE(launch({{"training.micro_batch", "8"}}), 0.0);
    }

    // The scopes as Megatron-Core accepts them (transformer_config.py): each refusal names the
    // field, in the card alone or against the model.
    void cudaGraphScopeRefusals_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("training");
        QTest::addColumn<QString>("message");
        const QString megatron = "framework: megatron, tokens: 1e9, ";
        QTest::newRow("whole iteration with a part")
            << "qwen3-30b-a3b" << megatron + "cuda_graphs: [full-iteration, attn]"
            << "megatron cannot combine it with full-iteration and another scope";
        QTest::newRow("moe and moe-router")
            << "qwen3-30b-a3b"
            << megatron + "moe_capacity_factor: 1.0, cuda_graphs: [moe, moe-router]"
            << "megatron cannot combine it with moe and moe-router";
        QTest::newRow("preprocess without the router")
            << "qwen3-30b-a3b" << megatron + "cuda_graphs: [moe-preprocess]"
            << "needs moe-router in megatron";
        QTest::newRow("moe dropless")
            << "qwen3-30b-a3b" << megatron + "cuda_graphs: [moe]"
            << "needs training.moe_capacity_factor above 0 (drop-and-pad) in megatron";
        QTest::newRow("preprocess with a capacity on alltoall")
            << "qwen3-30b-a3b"
            << megatron + "moe_capacity_factor: 1.0, cuda_graphs: [moe-router, moe-preprocess]"
            << "megatron cannot combine it with moe-preprocess and the alltoall dispatcher with "
               "a capacity factor";
        QTest::newRow("full recompute")
            << "llama-3.1-8b" << megatron + "activation_checkpointing: full, cuda_graphs: [attn]"
            << "megatron cannot combine it with activation_checkpointing: full";
        QTest::newRow("router of a dense model")
            << "llama-3.1-8b" << megatron + "cuda_graphs: [moe-router]"
            << "needs a mixture-of-experts model in megatron";
        QTest::newRow("dense MLP of an all-MoE model")
            << "qwen3-30b-a3b" << megatron + "cuda_graphs: [mlp]"
            << "needs dense layers in the model in megatron";
        QTest::newRow("whole layer dropless")
            << "qwen3-30b-a3b" << megatron + "cuda_graphs: [layer]"
            << "needs training.moe_capacity_factor above 0 (drop-and-pad) in megatron";
    }
    void cudaGraphScopeRefusals() {
        QFETCH(QString, preset);
        QFETCH(QString, training);
        QFETCH(QString, message);
        const std::string yaml = "runcard: 1\nname: t\nmodel: {preset: " + preset.toStdString() +
                                 "}\ntraining: {" + training.toStdString() +
                                 "}\nhardware: {gpu: h100-sxm-80gb}\n";
        LoadResult r = parseRunCard(yaml, "t.yaml", {});
        std::string found;
        if (!r.ok()) {
            QCOMPARE(r.diagnostics.front().field, std::string("training.cuda_graphs"));
            found = r.diagnostics.front().toString();
        } else {
            try {
                resolve(*r.card, runcard::test::presets(), runcard::test::catalog());
                QFAIL("the card planned");
            } catch (const InputError& e) {
                QCOMPARE(e.diagnostics().front().field, std::string("training.cuda_graphs"));
                found = e.diagnostics().front().toString();
            }
        }
        QVERIFY2(found.find(message.toStdString()) != std::string::npos, found.c_str());
        QVERIFY2(found.find("transformer_config.py") != std::string::npos, found.c_str());
    }

    // LoRA on the routed experts: torchtune's LoRAGroupedExperts loops over the experts, base
    // GEMMs included; Megatron-Bridge groups the adapters with the base; attention-only targets
    // leave the grouped experts alone.
    void expertAdaptersFollowTheStack() {
        const auto step = [](const char* framework, const char* targets,
                             const char* experts = "framework") {
            return estimateCompute(scenario("qwen3-30b-a3b", {{"training.method", "lora"},
                                                              {"training.lora.targets", targets},
                                                              {"training.lora.dropout", "0"},
                                                              {"training.precision", "bf16"},
                                                              {"training.sequence_length", "1024"},
                                                              {"training.framework", framework},
                                                              {"training.moe_experts", experts},
                                                              {"hardware.gpu", "h100-sxm-80gb"}}));
        };
        // Looping 128 experts' base and adapter GEMMs leaves the GPU waiting for its host; with
        // attention-only targets the grouped experts keep it nearly busy.
        const double attentionOnlyHost = step("torchtune", "[q, v]").breakdown.launch_overhead_s;
        QVERIFY(step("torchtune", "all-linear").breakdown.launch_overhead_s > 0.3);
        QVERIFY2(attentionOnlyHost < 0.03, std::to_string(attentionOnlyHost).c_str());
        // Grouped adapters: 128 experts' six skinny GEMMs each launch once per projection, so the
        // adapters on the experts cost far less than 128 × 3 × 6 launches a layer.
        const ComputeEstimate megatronAll = step("megatron", "all-linear");
        const ComputeEstimate megatronAttention = step("megatron", "[q, v]");
        const double perExpertLaunches = 128.0 * 2 * 6 * 48 * 4e-6; // fc1 and fc2
        QVERIFY2(
            megatronAll.breakdown.matmul_s - megatronAttention.breakdown.matmul_s <
                0.2 * perExpertLaunches,
            std::to_string(megatronAll.breakdown.matmul_s - megatronAttention.breakdown.matmul_s)
                .c_str());
        // transformers 4 loops the experts and their adapters: at least those launches on the GPU.
        QVERIFY(step("hf-transformers", "all-linear", "loop").breakdown.matmul_s -
                    step("hf-transformers", "[q, v]", "loop").breakdown.matmul_s >
                128.0 * 3 * 6 * 48 * 4e-6);
        // transformers 5 merges them into the grouped experts' tensors: no per-expert launches.
        QCOMPARE(step("hf-transformers", "all-linear").breakdown.launch_overhead_s, 0.0);
    }

    // LoRA on transformers 5's expert tensors is PEFT's ParamWrapper: every forward builds B·A
    // for all 128 experts of a layer and runs the grouped GEMMs on W + B·A, so the merged tensor
    // gets a weight gradient (2 FLOPs per routed row and element) and is saved for backward, a
    // copy of the layer's experts (gate_up_proj 2048 × 1536 and down_proj 768 × 2048, bf16) in
    // every layer that keeps its activations. ParamWrapper refuses dropout and DoRA.
    void mergedExpertAdapters() {
        const auto at = [](const char* checkpointing, const char* experts) {
            return scenario("qwen3-30b-a3b", {{"training.method", "lora"},
                                              {"training.lora.targets", "all-linear"},
                                              {"training.lora.rank", "16"},
                                              {"training.lora.dropout", "0"},
                                              {"training.precision", "bf16"},
                                              {"training.sequence_length", "1024"},
                                              {"training.activation_checkpointing", checkpointing},
                                              {"training.moe_experts", experts}});
        };
        const double elements = 2048.0 * 1536 + 768.0 * 2048;
        const Scenario merged = at("none", "framework");
        const Scenario looped = at("none", "loop");
        QVERIFY(mergesExpertAdapters(merged));
        QVERIFY(!mergesExpertAdapters(looped));
        QCOMPARE(activationTerms(merged).saved_fixed, 2.0 * 128 * elements * 48);
        QCOMPARE(activationTerms(looped).saved_fixed, 0.0);
        // gate_up_proj is one adapted matrix: r·(2048 + 2·768) per expert, not two r·(2048 + 768).
        QCOMPARE(double(trainableParameters(looped) - trainableParameters(merged)),
                 16.0 * 2048 * 128 * 48);
        QCOMPARE(expertAdapterParameters(looped) - expertAdapterParameters(merged),
                 16.0 * 2048 * 128 * 48);
        // Under full checkpointing only the recomputed layer holds them, beside its larger delta.
        const ActivationTerms recomputed = activationTerms(at("full", "framework"));
        QCOMPARE(recomputed.saved_fixed, 0.0);
        QCOMPARE(recomputed.block_fixed, 2.0 * 128 * (elements + 2048.0 * 1536));
        // The hardware runs the merged tensors' weight gradients for the 8 routed experts of
        // each token and, per micro-batch, the deltas of all 128 and their two gradients.
        const auto beyondModel = [](const Scenario& s) {
            const ComputeEstimate c = estimateCompute(s);
            return c.hardware_flops_per_step - c.flops_per_step;
        };
        QVERIFY(qFuzzyCompare(beyondModel(merged) - beyondModel(looped),
                              2.0 * 48 * 8 * elements * 1024 + 6.0 * 16 * elements * 48 * 128));

        const auto refusal = [](const char* lora) {
            const LoadResult r =
                parseRunCard(std::string("runcard: 1\nname: t\nmodel: {preset: qwen3-30b-a3b}\n"
                                         "training: {tokens: 1e9, method: lora, lora: ") +
                                 lora + "}\nhardware: {gpu: h100-sxm-80gb}\n",
                             "t.yaml", {});
            try {
                resolve(*r.card, runcard::test::presets(), runcard::test::catalog());
            } catch (const InputError& e) {
                return e.diagnostics().front().toString();
            }
            return std::string("planned");
        };
        const std::string refused =
            " is refused: with transformers 5 (hf-transformers), LoRA reaches the routed experts "
            "of "
            "this mixture-of-experts model through PEFT's ParamWrapper, which takes no dropout and "
            "no DoRA (peft/tuners/lora/layer.py); training.moe_experts: loop stands for "
            "transformers 4's per-expert linears";
        QCOMPARE(refusal("{dropout: 0.05}"), "t.yaml:4:55: training.lora.dropout: 0.05" + refused);
        QCOMPARE(refusal("{dropout: 0, dora: true}"),
                 "t.yaml:4:64: training.lora.dora: true" + refused);
        QCOMPARE(refusal("{dropout: 0, targets: [q, v]}"), std::string("planned"));
        // Unsloth's Split LoRA multiplies the tokens by A and B in its grouped kernels: nothing
        // merged, dropout allowed, the adapters grouped with the experts.
        const Scenario unsloth = scenario("qwen3-30b-a3b", {{"training.method", "lora"},
                                                            {"training.lora.targets", "all-linear"},
                                                            {"training.framework", "unsloth"}});
        QVERIFY(!mergesExpertAdapters(unsloth));
        // Unsloth's Qwen3-30B-A3B notebook (unslothai/notebooks nb/Qwen3_MoE.ipynb @06a3175,
        // Unsloth 2026.2.1 on transformers 5.1.0) prints "Trainable parameters = 1,285,029,888"
        // for r 32 on q, k, v, o and the experts' gate_up_proj and down_proj: one adapter on the
        // fused gate_up_proj. Separate gate and up adapters would count 1,687,683,072.
        const Scenario notebook =
            scenario("qwen3-30b-a3b", {{"training.method", "lora"},
                                       {"training.lora.rank", "32"},
                                       {"training.lora.targets", "all-linear"},
                                       {"training.framework", "unsloth"}});
        QVERIFY(adaptsExpertTensors(notebook));
        QCOMPARE(trainableParameters(notebook), std::int64_t(1'285'029'888));
        QCOMPARE(int(expertAdapters(unsloth, stackPrior(unsloth.assumptions.stack))),
                 int(ExpertAdapters::Grouped));
        QCOMPARE(activationTerms(unsloth).saved_fixed, 0.0);
    }

    // transformers 5's experts are one gate_up_proj and one down_proj tensor: adapting gate, up
    // or both puts one adapter on gate_up_proj (Unsloth's grouped Split LoRA, PEFT's merged
    // ParamWrapper), so the three target lists are one card: the same trainable parameters, the
    // same kernels and the same step, here at 16 tokens where the host's launches set the step.
    // Qwen3-30B-A3B has no shared experts, whose MLP of width 0 takes no adapters either.
    void fusedGateUpTakesOneAdapter() {
        for (const char* framework : {"unsloth", "hf-transformers"}) {
            const auto plan = [&](const char* targets) {
                return evaluate(scenario("qwen3-30b-a3b", {{"training.method", "lora"},
                                                           {"training.lora.dropout", "0"},
                                                           {"training.lora.targets", targets},
                                                           {"training.framework", framework},
                                                           {"training.sequence_length", "16"},
                                                           {"training.micro_batch", "1"}}));
            };
            const Plan both = plan("[q, k, v, o, gate, up, down]");
            QVERIFY(both.compute.step_time_s > 0);
            for (const char* one : {"[q, k, v, o, up, down]", "[q, k, v, o, gate, down]"}) {
                const Plan single = plan(one);
                QCOMPARE(single.trainable_parameters, both.trainable_parameters);
                QCOMPARE(single.compute.step_time_s, both.compute.step_time_s);
                QCOMPARE(single.compute.breakdown.launch_overhead_s,
                         both.compute.breakdown.launch_overhead_s);
            }
            if (std::string(framework) == "unsloth") // the fused kernels leave the host exposed
                QVERIFY(both.compute.breakdown.launch_overhead_s > 0);
        }
    }

    // DoRA rebuilds every adapted expert's weight norm each forward (peft/tuners/lora/dora.py,
    // on transformers 4's expert linears):
    // its work is linear in the routed experts per layer, also where only some layers are MoE
    // and that average is fractional (1 of 48 layers MoE: 128 / 48 experts a layer).
    void doraNormsEveryLocalExpert() {
        const auto extra = [](const char* denseLayers) {
            const auto step = [&](const char* dora) {
                return estimateCompute(scenario("qwen3-30b-a3b",
                                                {{"training.method", "lora"},
                                                 {"training.lora.targets", "[down]"},
                                                 {"training.lora.dora", dora},
                                                 {"training.precision", "bf16"},
                                                 {"training.sequence_length", "1024"},
                                                 {"training.framework", "hf-transformers"},
                                                 {"training.moe_experts", "loop"},
                                                 {"model.architecture.dense_layers", denseLayers},
                                                 {"hardware.gpu", "h100-sxm-80gb"}}))
                    .breakdown;
            };
            const StepTimeBreakdown dora = step("true"), lora = step("false");
            return std::pair{dora.memory_bound_s - lora.memory_bound_s,
                             dora.matmul_s - lora.matmul_s};
        };
        // 47, 24 and 1 MoE layers of 48.
        const auto most = extra("1"), half = extra("24"), one = extra("47");
        QVERIFY(most.first > 0 && most.second > 0);
        QVERIFY(near((most.first - half.first) / 23, (most.first - one.first) / 46, 1e-9));
        QVERIFY(near((most.second - half.second) / 23, (most.second - one.second) / 46, 1e-9));
    }

    // bitsandbytes replaces nn.Linear modules; transformers 5's experts are 3-D parameters, so
    // QLoRA leaves them in 16 bit (bitsandbytes issue #1849): the weights hold every routed
    // expert at the stored dtype instead of NF4, and their GEMMs dequantize nothing. transformers
    // 4's expert linears (loop) and Unsloth's own 4-bit experts are quantized.
    void qloraSkipsTransformers5Experts() {
        const auto at = [](const char* framework, const char* experts) {
            return scenario("qwen3-30b-a3b", {{"training.method", "qlora"},
                                              {"training.lora.dropout", "0"},
                                              {"training.lora.targets", "[q, k, v, o]"},
                                              {"training.activation_checkpointing", "full"},
                                              {"training.framework", framework},
                                              {"training.moe_experts", experts}});
        };
        const Scenario skipped = at("hf-transformers", "framework");
        const Scenario quantized = at("hf-transformers", "loop");
        QVERIFY(unquantizedExpertTensors(skipped));
        QVERIFY(!unquantizedExpertTensors(quantized));
        QVERIFY(!unquantizedExpertTensors(at("unsloth", "framework")));
        const double experts = 48.0 * 128 * 3 * 2048 * 768;
        QCOMPARE(expertParameters(skipped), experts);
        const double perExpert = precisionPlan(skipped).weights - nf4Bytes(skipped.shape);
        QVERIFY(perExpert > 1);
        QVERIFY(qFuzzyCompare(double(estimateMemory(skipped).breakdown.weights -
                                     estimateMemory(quantized).breakdown.weights),
                              experts * perExpert));
        // The 16-bit experts skip bitsandbytes' dequantization (read NF4, write and read 16 bit
        // per weight, forward and backward): about 29 billion weights' worth of traffic less.
        const double dequantized = experts * (0.5 + 2.0 + 2.0) * 2;
        const GpuSpec& h100 = *runcard::test::catalog().find("h100-sxm-80gb");
        QVERIFY2(estimateCompute(quantized).breakdown.memory_bound_s -
                         estimateCompute(skipped).breakdown.memory_bound_s >
                     0.5 * dequantized / h100.memory_bandwidth,
                 std::to_string(estimateCompute(skipped).breakdown.memory_bound_s).c_str());
    }

    // Copies of a token each GPU sends per exchange: every token-expert pair under all-to-all;
    // once per node and per GPU holding any of its experts under DeepEP.
    void expertExchangeByDispatcher() {
        // C(120, 8) / C(128, 8): a token's 8 of 128 experts all miss one GPU's 8.
        QVERIFY(std::abs(missesAll(128, 8, 8) - 0.5877179493) < 1e-9);
        QVERIFY(std::abs(missesAll(128, 64, 8) - 0.0030958643) < 1e-9);
        QCOMPARE(missesAll(128, 128, 8), 0.0);

        const ExpertExchange oneNode =
            expertExchangePerToken(MoeDispatcher::AllToAll, 128, 8, 8, 8, 1.0);
        QCOMPARE(oneNode.on_node, 8.0 * 7 / 8);
        QCOMPARE(oneNode.off_node, 0.0);
        const ExpertExchange pairs =
            expertExchangePerToken(MoeDispatcher::AllToAll, 128, 8, 16, 8, 1.0);
        QCOMPARE(pairs.on_node, 8.0 * 7 / 16);
        QCOMPARE(pairs.off_node, 8.0 * 8 / 16);
        const ExpertExchange deduplicated =
            expertExchangePerToken(MoeDispatcher::DeepEp, 128, 8, 16, 8, 1.0);
        QVERIFY(std::abs(deduplicated.off_node - (1 - 0.0030958643)) < 1e-9);
        QVERIFY(std::abs(deduplicated.on_node - 14 * (1 - 0.5877179493)) < 1e-9);
        // A capacity factor pads every row the dispatcher sends.
        QCOMPARE(expertExchangePerToken(MoeDispatcher::AllToAll, 128, 8, 16, 8, 1.5).off_node,
                 1.5 * pairs.off_node);
    }
    // Dense compute (transformers' Llama4TextMoe, Axolotl's linearized Llama 4 experts) runs every
    // token through every expert: it costs what routing each token to all E experts would, in
    // step time and in the expert activations kept for backward, while the model's useful FLOPs
    // stay those of its k routed experts.
    void denseComputeRunsEveryExpertOnEveryToken() {
        const auto card = [](const char* k, const char* compute) {
            return scenario("mixtral-8x7b", {{"model.architecture.experts_per_token", k},
                                             {"training.method", "lora"},
                                             {"training.lora.targets", "[q, k, v, o]"},
                                             {"training.sequence_length", "2048"},
                                             {"training.micro_batch", "1"},
                                             {"training.moe_experts", "grouped"},
                                             {"training.moe_compute", compute},
                                             {"hardware.gpu", "h200-sxm-141gb"}});
        };
        const Scenario dense = card("2", "dense");
        const Scenario everyExpert = card("8", "routed");
        const Scenario routed = card("2", "routed");
        QCOMPARE(expertCopiesPerToken(dense), 8.0);
        QCOMPARE(expertCopiesPerToken(routed), 2.0);
        const ComputeEstimate d = estimateCompute(dense), e = estimateCompute(everyExpert),
                              r = estimateCompute(routed);
        QVERIFY2(near(d.step_time_s, e.step_time_s, 1e-9),
                 (std::to_string(d.step_time_s) + " vs " + std::to_string(e.step_time_s)).c_str());
        // The experts are most of Mixtral's GEMMs: four times their work more than doubles the
        // step.
        QVERIFY2(d.step_time_s > 2 * r.step_time_s, std::to_string(d.step_time_s).c_str());
        QCOMPARE(d.flops_per_step, r.flops_per_step);
        // Saved activations: the repeated expert inputs and the experts' intermediates of every
        // expert; only the router's top-k weights and indices stay k wide.
        const double savedDense = activationTerms(dense).saved_per_token;
        QVERIFY2(near(savedDense, activationTerms(everyExpert).saved_per_token, 1e-3),
                 std::to_string(savedDense).c_str());
        QVERIFY(savedDense > 2 * activationTerms(routed).saved_per_token);
        // Every expert of the layer on every GPU: no expert parallelism; transformers' only.
        LoadResult split =
            parseRunCard("runcard: 1\nname: t\nmodel: {preset: mixtral-8x7b}\n"
                         "training: {tokens: 1e9, moe_compute: dense}\n"
                         "hardware: {gpu: h100-sxm-80gb, gpus_per_node: 2, parallelism: ddp, "
                         "expert_parallel: 2}\n",
                         "t.yaml", {});
        QVERIFY(!split.ok());
        QCOMPARE(split.diagnostics.front().toString(),
                 std::string("t.yaml:4:38: training.moe_compute: hf-transformers cannot combine "
                             "it with hardware.expert_parallel above 1 (transformers "
                             "models/llama4/modeling_llama4.py: Llama4TextMoe runs every expert of "
                             "the layer on every token)"));
        LoadResult pilot =
            parseRunCard("runcard: 1\nname: t\nmodel: {preset: mixtral-8x7b}\n"
                         "training: {tokens: 1e9, framework: runcard-pilot, moe_compute: dense}\n"
                         "hardware: {gpu: h100-sxm-80gb}\n",
                         "t.yaml", {});
        QVERIFY(!pilot.ok());
        QCOMPARE(pilot.diagnostics.front().field, std::string("training.moe_compute"));
    }

    // `moe_compute: framework`, the default, is what the model's code in the card's framework
    // does: transformers' Llama 4 runs every expert on every token (Llama4TextMoe), its Qwen3-MoE
    // routes, torchtitan routes Llama 4, and a card's own value wins. transformers' Llama 4 keeps
    // every expert on each GPU, so the default refuses expert parallelism there.
    void frameworkComputeFollowsTheModelsCode() {
        const ModelPreset* scout = test::presets().find("llama-4-scout-17b-16e");
        QVERIFY(scout && scout->architecture.transformers_runs_every_expert);
        QVERIFY(
            !test::presets().find("qwen3-30b-a3b")->architecture.transformers_runs_every_expert);
        const Scenario hf = scenario("llama-4-scout-17b-16e", {{"training.method", "qlora"}});
        QVERIFY(hf.shape.moe_compute == MoeCompute::Dense);
        QCOMPARE(expertCopiesPerToken(hf), 16.0);
        const Scenario titan =
            scenario("llama-4-scout-17b-16e",
                     {{"training.method", "full"}, {"training.framework", "torchtitan"}});
        QVERIFY(titan.shape.moe_compute == MoeCompute::Routed);
        QCOMPARE(expertCopiesPerToken(titan), 1.0);
        const Scenario routed =
            scenario("llama-4-scout-17b-16e",
                     {{"training.method", "qlora"}, {"training.moe_compute", "routed"}});
        QVERIFY(routed.shape.moe_compute == MoeCompute::Routed);
        QVERIFY(scenario("qwen3-30b-a3b", {}).shape.moe_compute == MoeCompute::Routed);
        LoadResult split = parseRunCard(
            "runcard: 1\nname: t\nmodel: {preset: llama-4-scout-17b-16e}\ntraining: {tokens: 1e9}\n"
            "hardware: {gpu: h100-sxm-80gb, gpus_per_node: 2, parallelism: ddp, expert_parallel: "
            "2}\n",
            "t.yaml", {});
        QVERIFY(split.ok());
        try {
            resolve(*split.card, test::presets(), test::catalog());
            QFAIL("a transformers Llama 4 card with expert parallelism resolved");
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.diagnostics().front().toString()),
                     QString("t.yaml:5:85: hardware.expert_parallel: hf-transformers cannot "
                             "combine it with this model's experts (transformers "
                             "models/llama4/modeling_llama4.py: Llama4TextMoe runs every "
                             "expert of the layer on every token)"));
        }
    }

    // NeMo AutoModel's FakeBalancedGate gives token i the experts 8i ... 8i + 7: adjacent, so
    // under DeepEP a token reaches the GPUs and the node those 8 fill. DeepSeek-V3 at EP 64 over
    // 8 nodes (4 experts a GPU, 32 a node): 2 GPUs of one node; Kimi K2 at EP 32 (12 a GPU, 96 a
    // node): 1 + (8 − gcd(8, 12)) / 12 GPUs. All-to-all sends every pair whatever the placement.
    void adjacentExpertsReachFewerGpus() {
        QCOMPARE(groupsSpanned(8, 4), 2.0);
        QCOMPARE(groupsSpanned(8, 32), 1.0);
        QCOMPARE(groupsSpanned(8, 12), 1.0 + 4.0 / 12);
        const ExpertExchange deepseek = expertExchangePerToken(MoeDispatcher::DeepEp, 256, 8, 64, 8,
                                                               1.0, MoeRouting::Contiguous);
        QCOMPARE(deepseek.off_node, 7.0 / 8);      // one node of 8, the others' rails
        QCOMPARE(deepseek.on_node, 56.0 * 2 / 64); // 2 of 64 GPUs, from the 56 off its rail
        const ExpertExchange random =
            expertExchangePerToken(MoeDispatcher::DeepEp, 256, 8, 64, 8, 1.0);
        QVERIFY(random.off_node > 4 * deepseek.off_node);
        QCOMPARE(expertExchangePerToken(MoeDispatcher::AllToAll, 256, 8, 64, 8, 1.0,
                                        MoeRouting::Contiguous)
                     .off_node,
                 expertExchangePerToken(MoeDispatcher::AllToAll, 256, 8, 64, 8, 1.0).off_node);
    }

    // Across nodes an all-to-all cannot relay through a ring: what leaves the node goes through
    // the sending GPU's own NIC (nccl-tests issue #130: "the portion that's going through the
    // network will determine the global time") at 0.92 of its line rate (DeepEP README @ebfe47e:
    // 46 of ~50 GB/s on 400 Gb/s); a catalog card without a NIC gives each GPU its share of the
    // node's all-reduce figure. Qwen3-30B-A3B on two H100 nodes, EP 16, 4,096 tokens per GPU,
    // bf16.
    void expertExchangeAcrossNodes() {
        const auto exchange = [](const char* dispatcher, const char* nodes, const char* ep) {
            return estimateCompute(
                       scenario("qwen3-30b-a3b", {{"training.method", "full"},
                                                  {"training.precision", "bf16"},
                                                  {"training.sequence_length", "4096"},
                                                  {"training.framework", "megatron"},
                                                  {"training.moe_dispatcher", dispatcher},
                                                  {"hardware.gpus_per_node", "8"},
                                                  {"hardware.nodes", nodes},
                                                  {"hardware.parallelism", "zero1"},
                                                  {"hardware.expert_parallel", ep}}))
                .breakdown.expert_parallel_s;
        };
        const GpuSpec& h100 = *runcard::test::catalog().find("h100-sxm-80gb");
        QCOMPARE(h100.nic_bandwidth, 50e9); // one 400 Gb/s NIC per GPU
        const double nic = 0.92 * h100.nic_bandwidth;
        // Dispatch and combine forward, both gradients backward, all bf16: 4 exchanges of 4 of a
        // token's 8 copies, 4,096 tokens × 2,048 wide, in each of 48 layers.
        const double bytes = 4096.0 * 2048 * 2 * 4;
        const double sizeShare = bytes * 2 / (bytes * 2 + 16.0 * 1024 * 1024);
        const double networkBound = 48 * 4 * bytes / (nic * sizeShare);
        const double across = exchange("alltoall", "2", "16");
        QVERIFY2(across > networkBound && across < 1.05 * networkBound,
                 (std::to_string(across) + " vs " + std::to_string(networkBound)).c_str());
        // Inside one node the same exchange runs at NVLink's all-gather rate.
        QVERIFY(exchange("alltoall", "1", "8") < across / 4);
        // DeepEP sends a token across the network once, not four times.
        QVERIFY(exchange("deepep", "2", "16") < across / 3);
        // Without a NIC in the catalog, the GPU's share of the node's all-reduce figure.
        Scenario shared = scenario("qwen3-30b-a3b", {{"training.method", "full"},
                                                     {"training.precision", "bf16"},
                                                     {"training.sequence_length", "4096"},
                                                     {"training.framework", "megatron"},
                                                     {"hardware.gpus_per_node", "8"},
                                                     {"hardware.nodes", "2"},
                                                     {"hardware.parallelism", "zero1"},
                                                     {"hardware.expert_parallel", "16"}});
        GpuSpec noNic = h100;
        noNic.nic_bandwidth = 0;
        shared.gpu = &noNic;
        const double shareBound = 48 * 4 * bytes / (h100.internode_busbw / 8 * sizeShare);
        const double viaShare = estimateCompute(shared).breakdown.expert_parallel_s;
        QVERIFY2(viaShare > shareBound && viaShare < 1.05 * shareBound,
                 (std::to_string(viaShare) + " vs " + std::to_string(shareBound)).c_str());
    }

    void expertParallelRefusals() {
        const std::string yaml = "runcard: 1\nname: t\nmodel: {preset: qwen3-30b-a3b}\n"
                                 "training: {tokens: 1e9}\nhardware: {gpu: h100-sxm-80gb, "
                                 "gpus_per_node: 8, parallelism: ddp, expert_parallel: 3}\n";
        LoadResult r = parseRunCard(yaml, "t.yaml", {});
        QVERIFY(!r.ok());
        QVERIFY(r.diagnostics.front().code == DiagnosticCode::ExpertParallelGroup);
        QCOMPARE(r.diagnostics.front().toString(),
                 std::string("t.yaml:5:85: hardware.expert_parallel: expert_parallel 3 must divide "
                             "the 8 GPUs of the data-parallel × context-parallel group, from which "
                             "the expert-parallel ranks are taken"));
        // A dense model has no experts to split.
        try {
            scenario("llama-3.1-8b", {{"hardware.gpus_per_node", "2"},
                                      {"hardware.parallelism", "ddp"},
                                      {"hardware.expert_parallel", "2"}});
            QFAIL("a dense model was split by experts");
        } catch (const InputError& e) {
            QVERIFY(e.diagnostics().front().code == DiagnosticCode::ExpertParallelExperts);
        }
        // DeepEP's dispatch is Megatron-Core's and torchtitan's.
        LoadResult deepep = parseRunCard(
            "runcard: 1\nname: t\nmodel: {preset: qwen3-30b-a3b}\n"
            "training: {tokens: 1e9, framework: hf-transformers, moe_dispatcher: deepep}\n"
            "hardware: {gpu: h100-sxm-80gb}\n",
            "t.yaml", {});
        QVERIFY(!deepep.ok());
        QCOMPARE(deepep.diagnostics.front().field, std::string("training.moe_dispatcher"));
        QVERIFY(parseRunCard("runcard: 1\nname: t\nmodel: {preset: qwen3-30b-a3b}\n"
                             "training: {tokens: 1e9, framework: torchtitan, moe_dispatcher: "
                             "deepep}\nhardware: {gpu: h100-sxm-80gb}\n",
                             "t.yaml", {})
                    .ok());
        // litgpt's LLaMAMoE only loops; the message names the field, its line and column.
        LoadResult litgptGrouped =
            parseRunCard("runcard: 1\nname: t\nmodel: {preset: qwen3-30b-a3b}\n"
                         "training: {tokens: 1e9, framework: litgpt, moe_experts: grouped}\n"
                         "hardware: {gpu: h100-sxm-80gb}\n",
                         "t.yaml", {});
        QVERIFY(!litgptGrouped.ok());
        QCOMPARE(litgptGrouped.diagnostics.front().toString(),
                 std::string("t.yaml:4:57: training.moe_experts: grouped is not offered by litgpt "
                             "(litgpt/model.py: LLaMAMoE loops over its experts)"));
        QVERIFY(parseRunCard("runcard: 1\nname: t\nmodel: {preset: qwen3-30b-a3b}\n"
                             "training: {tokens: 1e9, framework: hf-transformers, moe_experts: "
                             "loop}\nhardware: {gpu: h100-sxm-80gb}\n",
                             "t.yaml", {})
                    .ok());
    }

    // Low precisions cast every GEMM input and output gradient: a MoE layer's experts take k
    // copies of each token. Four more routed copies add, under FP8 with current scaling, the
    // cast (4 bytes) and the amax read (2) of their expert edges each way; under bf16 they
    // cost the same permute and SwiGLU traffic as under FP8, so the difference of differences is
    // the casts alone.
    void lowPrecisionCastsEveryRoutedCopy() {
        const auto memoryBound = [](const char* precision, const char* k) {
            return estimateCompute(
                       scenario("qwen3-30b-a3b", {{"training.method", "full"},
                                                  {"training.precision", precision},
                                                  {"training.sequence_length", "4096"},
                                                  {"training.framework", "megatron"},
                                                  {"model.architecture.experts_per_token", k}}))
                .breakdown.memory_bound_s;
        };
        const double casts = (memoryBound("fp8-current", "8") - memoryBound("fp8-current", "4")) -
                             (memoryBound("bf16-mixed", "8") - memoryBound("bf16-mixed", "4"));
        const GpuSpec& h100 = *runcard::test::catalog().find("h100-sxm-80gb");
        const double bandwidth = h100.memory_bandwidth * h100.memory_bandwidth_efficiency;
        // Per routed copy: its input and output (2 × 2,048 wide) and the expert's own edges the
        // dense count already scales with the active width (2 × 768).
        const double expected = 2 * (4 + 2) * 4 * (2 * 2048.0 + 2 * 768) * 4096 * 48 / bandwidth;
        QVERIFY2(std::abs(casts / expected - 1) < 0.01,
                 (std::to_string(casts) + " vs " + std::to_string(expected)).c_str());
    }

    // A card asking NVFP4 on an H100 is refused at training.precision, naming the cards that have
    // NVFP4 tensor cores.
    void lowPrecisionRefusedWhereUnsupported() {
        const Plan h100 = evaluate(scenario("llama-3.1-8b", {{"training.precision", "nvfp4"}}));
        QVERIFY(h100.unsupported_reason.code == DiagnosticCode::PrecisionNotOnGpu);
        QCOMPARE(h100.unsupported_reason.field, std::string("training.precision"));
        QCOMPARE(h100.unsupported,
                 std::string("nvfp4 needs tensor cores that NVIDIA H100 SXM5 80GB does not have; "
                             "GPUs of the catalog that support it: b200-180gb, b300-288gb, "
                             "gb200-186gb, gb300-279gb"));
        QCOMPARE(h100.compute.step_time_s, 0.0);
        // MXFP8 runs on the MI355X, NVFP4 does not.
        const Scenario mi355x = scenario(
            "llama-3.1-8b", {{"training.precision", "mxfp8"}, {"hardware.gpu", "mi355x-288gb"}});
        QVERIFY(evaluate(mi355x).unsupported.empty());
        QVERIFY(evaluate(scenario("llama-3.1-8b", {{"training.precision", "nvfp4"},
                                                   {"hardware.gpu", "mi355x-288gb"}}))
                    .unsupported_reason.code == DiagnosticCode::PrecisionNotOnGpu);
    }

    // Low precisions: the saved GEMM inputs of full fine-tuning shrink with the operand bytes,
    // quantized weight copies appear among the buffers, and NVFP4's GEMMs run faster than MXFP8's.
    void lowPrecisionEffects() {
        const std::vector<FieldOverride> base{{"training.method", "full"},
                                              {"hardware.gpu", "b200-180gb"}};
        auto with = [&](const char* precision) {
            std::vector<FieldOverride> sets = base;
            sets.push_back({"training.precision", precision});
            return scenario("llama-3.2-1b", sets);
        };
        const double bf16 = activationBytesPerTokenPerLayer(with("bf16-mixed"));
        const double fp8 = activationBytesPerTokenPerLayer(with("fp8-mixed"));
        const double nvfp4 = activationBytesPerTokenPerLayer(with("nvfp4"));
        QVERIFY(fp8 < bf16);
        QVERIFY(nvfp4 < fp8);
        // Llama 3.2 1B saves the inputs of q/k/v (hidden), gate/up (hidden) and down
        // (intermediate) for the weight gradients (o's input is flash attention's saved output):
        // 2048 + 2048 + 8192 elements, at 1 byte in fp8 instead of 2.
        QCOMPARE(bf16 - fp8, (2048.0 + 2048 + 8192) * (2.0 - 1.0));
        const ComputeEstimate mx = estimateCompute(with("mxfp8"));
        const ComputeEstimate fp4 = estimateCompute(with("nvfp4"));
        QVERIFY(fp4.breakdown.matmul_s < mx.breakdown.matmul_s);
        // Current scaling reads every GEMM input once more than delayed scaling.
        QVERIFY(estimateCompute(with("fp8-current")).breakdown.memory_bound_s >
                estimateCompute(with("fp8-mixed")).breakdown.memory_bound_s);
    }

    // The cards added for issue 10 load with their interconnect; those without a kernel
    // measurement are marked uncalibrated.
    void catalogEntries() {
        const GpuCatalog& gpus = test::catalog();
        for (const char* id : {"h100-nvl-94gb", "h800-sxm-80gb", "gh200-96gb", "b300-288gb",
                               "gb200-186gb", "mi355x-288gb", "l4-24gb", "a10g-24gb",
                               "rtx4090-24gb", "rtx5090-32gb", "rtx6000-ada-48gb"})
            QVERIFY2(gpus.find(id), id);
        const GpuSpec& gb200 = *gpus.find("gb200-186gb");
        QCOMPARE(gb200.scaleUpDomain(), 72);
        QCOMPARE(gb200.peak_nvfp4, 10000e12);
        QVERIFY(!gb200.kernel_priors_measured); // only its FP8 GEMM rate is measured (Azure)
        // GB300: the NVL72 rack of Blackwell Ultra (B300's die and shares, GB200's fabric).
        const GpuSpec& gb300 = *gpus.find("gb300-279gb");
        QCOMPARE(gb300.scaleUpDomain(), 72);
        QCOMPARE(gb300.peak_nvfp4, 15000e12);
        QCOMPARE(gb300.peak_bf16, 2500e12);
        QCOMPARE(gb300.nic_bandwidth, 100e9);
        QVERIFY(!gb300.kernel_priors_measured);
        QVERIFY(!gpus.find("rtx4090-24gb")->kernel_priors_measured);
        QVERIFY(gpus.find("h100-sxm-80gb")->kernel_priors_measured);
        QCOMPARE(gpus.find("a10g-24gb")->peak_fp8, 0.0); // Ampere: no FP8 tensor cores
    }

    // An uncalibrated card does not win a tie on its predicted speed: a LoRA card that fits on
    // one GPU of every large card is recommended on the fastest measured one (the B200), though
    // the GB200, B300 and MI355X predict shorter runs.
    void recommendationPrefersMeasuredCards() {
        const Scenario s = scenario("llama-3.1-8b", {});
        const std::vector<GpuComparison> rows = compareGpus(s, comparisonGpus(test::catalog()));
        const Recommendation best = smallestFit(rows);
        QCOMPARE(best.count, 1);
        QCOMPARE(rows[std::size_t(best.index)].gpu->id, std::string("b200-180gb"));
        double fastest = 1e300;
        for (const GpuComparison& row : rows)
            if (row.smallest_count == 1)
                fastest = std::min(fastest, row.smallest_wall_time_s);
        QVERIFY(fastest < rows[std::size_t(best.index)].smallest_wall_time_s);
    }

    // Multi-head latent attention: the projections DeepSeek-V2 defines, not a GQA block.
    void latentAttentionParameters() {
        const ModelArchitecture a = importHfConfig(fixture("DeepSeek-V2-Lite"));
        const ParameterCounts c = countParameters(a);
        const std::int64_t expected = 2048 * 16 * 192          // q_proj
                                      + 2048 * (512 + 64)      // kv_a_proj_with_mqa
                                      + 512                    // kv_a_layernorm
                                      + 512 * 16 * (128 + 128) // kv_b_proj
                                      + 16 * 128 * 2048;       // o_proj
        QCOMPARE(c.attention_per_layer, expected);
    }
};

QTEST_GUILESS_MAIN(TestMoeModels)
#include "test_moe_models.moc"
