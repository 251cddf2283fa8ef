// Importing models: Hugging Face config.json files of each supported family give the same shape as
// the bundled preset; a local folder's safetensors headers give the exact parameter count without
// reading weights; every bad file is refused with a message naming it (and line/column for JSON).
#include "planner/hf_config_import.h"
#include "planner/presets.h"

#include <QTemporaryDir>
#include <QtTest>
#include <filesystem>
#include <fstream>
#include <map>
#include <unistd.h>

using namespace runcard;

namespace {

std::string writeFile(const std::string& path, const std::string& body) {
    std::ofstream(path, std::ios::binary) << body;
    return path;
}

// One key per line, as Hugging Face writes config.json: key i sits on line i + 2.
using JsonFields = std::vector<std::pair<std::string, std::string>>;
std::string configJson(const JsonFields& fields) {
    std::string text = "{\n";
    for (std::size_t i = 0; i < fields.size(); ++i)
        text += "  \"" + fields[i].first + "\": " + fields[i].second +
                (i + 1 < fields.size() ? ",\n" : "\n");
    return text + "}\n";
}

JsonFields with(JsonFields fields, const std::string& key, const std::string& value) {
    for (auto& field : fields)
        if (field.first == key) {
            field.second = value;
            return fields;
        }
    fields.emplace_back(key, value);
    return fields;
}

JsonFields without(JsonFields fields, const std::string& key) {
    std::erase_if(fields, [&](const auto& field) { return field.first == key; });
    return fields;
}

// Excerpts of the published config.json files (every key Runcard reads, plus typical others).
const std::map<std::string, JsonFields>& publishedConfigs() {
    static const std::map<std::string, JsonFields> configs{
        {"llama-3.1-8b",
         {{"architectures", "[\"LlamaForCausalLM\"]"},
          {"attention_bias", "false"},
          {"hidden_act", "\"silu\""},
          {"hidden_size", "4096"},
          {"intermediate_size", "14336"},
          {"max_position_embeddings", "131072"},
          {"model_type", "\"llama\""},
          {"num_attention_heads", "32"},
          {"num_hidden_layers", "32"},
          {"num_key_value_heads", "8"},
          {"rms_norm_eps", "1e-05"},
          {"rope_scaling", "{\"factor\": 8.0, \"rope_type\": \"llama3\"}"},
          {"rope_theta", "500000.0"},
          {"tie_word_embeddings", "false"},
          {"torch_dtype", "\"bfloat16\""},
          {"vocab_size", "128256"}}},
        {"qwen2.5-7b",
         {{"architectures", "[\"Qwen2ForCausalLM\"]"},
          {"hidden_act", "\"silu\""},
          {"hidden_size", "3584"},
          {"intermediate_size", "18944"},
          {"max_window_layers", "28"},
          {"model_type", "\"qwen2\""},
          {"num_attention_heads", "28"},
          {"num_hidden_layers", "28"},
          {"num_key_value_heads", "4"},
          {"sliding_window", "131072"},
          {"tie_word_embeddings", "false"},
          {"use_sliding_window", "false"},
          {"vocab_size", "152064"}}},
        {"gemma-2-9b", // no tie_word_embeddings key: Gemma2Config ties by default
         {{"architectures", "[\"Gemma2ForCausalLM\"]"},
          {"head_dim", "256"},
          {"hidden_act", "\"gelu_pytorch_tanh\""},
          {"hidden_size", "3584"},
          {"intermediate_size", "14336"},
          {"model_type", "\"gemma2\""},
          {"num_attention_heads", "16"},
          {"num_hidden_layers", "42"},
          {"num_key_value_heads", "8"},
          {"query_pre_attn_scalar", "256"},
          {"vocab_size", "256000"}}},
        {"phi-3-mini",
         {{"architectures", "[\"Phi3ForCausalLM\"]"},
          {"hidden_act", "\"silu\""},
          {"hidden_size", "3072"},
          {"intermediate_size", "8192"},
          {"model_type", "\"phi3\""},
          {"num_attention_heads", "32"},
          {"num_hidden_layers", "32"},
          {"num_key_value_heads", "32"},
          {"sliding_window", "2047"},
          {"tie_word_embeddings", "false"},
          {"vocab_size", "32064"}}},
        {"phi-1.5", // num_key_value_heads null: as many as attention heads
         {{"architectures", "[\"PhiForCausalLM\"]"},
          {"hidden_act", "\"gelu_new\""},
          {"hidden_size", "2048"},
          {"intermediate_size", "8192"},
          {"model_type", "\"phi\""},
          {"num_attention_heads", "32"},
          {"num_hidden_layers", "24"},
          {"num_key_value_heads", "null"},
          {"partial_rotary_factor", "0.5"},
          {"tie_word_embeddings", "false"},
          {"vocab_size", "51200"}}},
        {"stablelm-base-alpha-3b",
         {{"architectures", "[\"GPTNeoXForCausalLM\"]"},
          {"hidden_act", "\"gelu\""},
          {"hidden_size", "4096"},
          {"intermediate_size", "16384"},
          {"model_type", "\"gpt_neox\""},
          {"num_attention_heads", "32"},
          {"num_hidden_layers", "16"},
          {"rotary_pct", "0.25"},
          {"tie_word_embeddings", "false"},
          {"use_parallel_residual", "true"},
          {"vocab_size", "50688"}}},
    };
    return configs;
}

// ---- safetensors ----------------------------------------------------------------------------

struct Tensor {
    std::string name;
    std::vector<std::int64_t> shape;
};

// 8-byte little-endian header length, the JSON header, then zeroed BF16 data.
std::string safetensors(const std::vector<Tensor>& tensors) {
    std::string header = "{\"__metadata__\":{\"format\":\"pt\"}";
    std::uint64_t offset = 0;
    for (const auto& t : tensors) {
        std::int64_t elements = 1;
        std::string shape;
        for (const auto d : t.shape) {
            elements *= d;
            if (!shape.empty())
                shape += ',';
            shape += std::to_string(d);
        }
        const std::uint64_t end = offset + 2 * std::uint64_t(elements);
        header += ",\"" + t.name + "\":{\"dtype\":\"BF16\",\"shape\":[" + shape +
                  "],\"data_offsets\":[" + std::to_string(offset) + "," + std::to_string(end) +
                  "]}";
        offset = end;
    }
    header += "}";
    header.append((8 - header.size() % 8) % 8, ' '); // the format pads the header to 8 bytes
    std::string file(8, '\0');
    for (int i = 0; i < 8; ++i)
        file[i] = char((std::uint64_t(header.size()) >> (8 * i)) & 0xff);
    return file + header + std::string(offset, '\0');
}

// A raw file: given header length field, header text and data size.
std::string rawSafetensors(std::uint64_t lengthField, const std::string& header,
                           std::size_t dataBytes) {
    std::string file(8, '\0');
    for (int i = 0; i < 8; ++i)
        file[i] = char((lengthField >> (8 * i)) & 0xff);
    return file + header + std::string(dataBytes, '\0');
}

// A two-layer Llama-style model: hidden 64, 4 heads of 16, 2 KV heads, MLP 176, vocabulary 100.
const JsonFields tinyConfig{
    {"model_type", "\"llama\""},  {"hidden_act", "\"silu\""},   {"hidden_size", "64"},
    {"intermediate_size", "176"}, {"num_attention_heads", "4"}, {"num_hidden_layers", "2"},
    {"num_key_value_heads", "2"}, {"vocab_size", "100"},        {"tie_word_embeddings", "false"}};

std::vector<Tensor> tinyTensors() {
    std::vector<Tensor> tensors{{"model.embed_tokens.weight", {100, 64}},
                                {"model.norm.weight", {64}},
                                {"lm_head.weight", {100, 64}}};
    for (int layer = 0; layer < 2; ++layer) {
        const std::string p = "model.layers." + std::to_string(layer) + ".";
        tensors.push_back({p + "self_attn.q_proj.weight", {64, 64}});
        tensors.push_back({p + "self_attn.k_proj.weight", {32, 64}});
        tensors.push_back({p + "self_attn.v_proj.weight", {32, 64}});
        tensors.push_back({p + "self_attn.o_proj.weight", {64, 64}});
        tensors.push_back({p + "mlp.gate_proj.weight", {176, 64}});
        tensors.push_back({p + "mlp.up_proj.weight", {176, 64}});
        tensors.push_back({p + "mlp.down_proj.weight", {64, 176}});
        tensors.push_back({p + "input_layernorm.weight", {64}});
        tensors.push_back({p + "post_attention_layernorm.weight", {64}});
    }
    return tensors;
}

// By hand: embedding and head 2 x 100 x 64 = 12,800; per layer attention 2 x 64 x 64 +
// 2 x 32 x 64 = 12,288, MLP 3 x 64 x 176 = 33,792, norms 128; 2 layers = 92,416; final norm 64.
constexpr std::int64_t tinyParameters = 105'280;

// A config.json under tests/data/hf-configs (README.md there gives each file's source).
std::string fixture(const QString& folder) {
    return std::string(RUNCARD_TESTS_DIR) + "/data/hf-configs/" + folder.toStdString() +
           "/config.json";
}

std::string message(const InputError& e) {
    return e.diagnostics().front().toString();
}

} // namespace

class TestModelImport : public QObject {
    Q_OBJECT

private slots:
    // Each family's published config.json gives the same shape as the bundled preset.
    void configMatchesPreset_data() {
        QTest::addColumn<QString>("id");
        for (const auto& [id, fields] : publishedConfigs())
            QTest::newRow(id.c_str()) << QString::fromStdString(id);
    }
    void configMatchesPreset() {
        QFETCH(QString, id);
        QTemporaryDir dir;
        const std::string path = writeFile((dir.path() + "/config.json").toStdString(),
                                           configJson(publishedConfigs().at(id.toStdString())));
        const ModelArchitecture imported = importHfConfig(path);
        const PresetLibrary library = PresetLibrary::bundled(); // outlives `preset` below
        const ModelArchitecture& preset = library.find(id.toStdString())->architecture;
        QCOMPARE(imported.effectiveHeadDim(), preset.effectiveHeadDim());
        QCOMPARE(architectureHash(imported), architectureHash(preset)); // every field of the shape
        QCOMPARE(totalParameters(imported), totalParameters(preset));
    }

    void familyDetails() {
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/config.json").toStdString();
        const auto import = [&](const JsonFields& fields) {
            writeFile(path, configJson(fields));
            return importHfConfig(path);
        };
        const ModelArchitecture qwen = import(publishedConfigs().at("qwen2.5-7b"));
        QVERIFY(qwen.qkv_bias && !qwen.linear_bias && !qwen.tied_embeddings);
        QCOMPARE(qwen.kv_heads, 4);
        const ModelArchitecture gemma = import(publishedConfigs().at("gemma-2-9b"));
        QVERIFY(gemma.tied_embeddings);
        QCOMPARE(gemma.norms_per_layer, 4);
        QCOMPARE(gemma.queryWidth(), std::int64_t(4096));
        // No sliding_window key: Gemma2Config's 4,096, on every other layer.
        QCOMPARE(gemma.sliding_window, std::int64_t(4096));
        QCOMPARE(gemma.localAttentionLayers(), 21);
        QCOMPARE(import(with(publishedConfigs().at("gemma-2-9b"), "sliding_window", "2048"))
                     .sliding_window,
                 std::int64_t(2048));
        const ModelArchitecture phi = import(publishedConfigs().at("phi-1.5"));
        QVERIFY(phi.mlp == MlpKind::Gelu);
        QVERIFY(phi.norm == NormKind::LayerNorm);
        QCOMPARE(phi.kv_heads, 32);
        QVERIFY(phi.linear_bias && phi.lm_head_bias);
        QVERIFY(!phi.fused_qkv && !phi.fused_gate_up); // q_proj, k_proj, v_proj, fc1, fc2
        const ModelArchitecture phi3 = import(publishedConfigs().at("phi-3-mini"));
        QVERIFY(phi3.fused_qkv && phi3.fused_gate_up); // qkv_proj, gate_up_proj
        const ModelArchitecture internlm2 =
            import(with(publishedConfigs().at("llama-3.1-8b"), "model_type", "\"internlm2\""));
        QVERIFY(internlm2.fused_qkv && !internlm2.fused_gate_up); // wqkv; w1, w3, w2
        // A family Runcard does not list, with SiLU: read as Llama-style.
        const ModelArchitecture custom =
            import(with(publishedConfigs().at("llama-3.1-8b"), "model_type", "\"my_llama\""));
        QCOMPARE(totalParameters(custom), std::int64_t(8'030'261'248));
        // Multimodal: the language model lives in text_config.
        const ModelArchitecture nested =
            import({{"model_type", "\"mllama\""},
                    {"text_config", configJson(publishedConfigs().at("llama-3.1-8b"))}});
        QCOMPARE(totalParameters(nested), std::int64_t(8'030'261'248));
    }

    // The 2025 families' layouts (their totals: test_moe_models.cpp, publishedCounts).
    void layoutsOf2025Families() {
        const ModelArchitecture olmo = importHfConfig(fixture("OLMo-2-1124-13B"));
        QVERIFY(olmo.qk_norm == QkNorm::Projection && !olmo.tied_embeddings);
        const ModelArchitecture olmoe = importHfConfig(fixture("OLMoE-1B-7B-0924"));
        QVERIFY(olmoe.qk_norm == QkNorm::Projection);
        QCOMPARE(olmoe.experts, 64);
        QCOMPARE(olmoe.moe_intermediate_size, std::int64_t(1024));
        // StarCoder2 3B: tied by default, biases on every linear, LayerNorm, one window for every
        // layer, residual_dropout 0.1.
        const ModelArchitecture starcoder = importHfConfig(fixture("starcoder2-3b"));
        QVERIFY(starcoder.tied_embeddings && starcoder.linear_bias && !starcoder.gelu_new);
        QVERIFY(starcoder.norm == NormKind::LayerNorm && starcoder.norm_bias);
        QVERIFY(starcoder.mlp == MlpKind::Gelu);
        QCOMPARE(starcoder.sliding_window, std::int64_t(4096));
        QCOMPARE(starcoder.global_attention_every, 0);
        QCOMPARE(starcoder.hidden_dropout, 0.1);
        QCOMPARE(totalParameters(starcoder), std::int64_t(3'030'371'328)); // counted by hand
        // GLM-4: attention_bias on q, k and v only, one gate_up_proj, four norms.
        const ModelArchitecture glm = importHfConfig(fixture("GLM-4-9B-0414"));
        QVERIFY(glm.qkv_bias && !glm.attention_bias && glm.fused_gate_up);
        QCOMPARE(glm.norms_per_layer, 4);
        // Command R7B: one LayerNorm without bias for the parallel block, three sliding layers of
        // four, tied by default.
        const ModelArchitecture r7b = importHfConfig(fixture("c4ai-command-r7b-12-2024"));
        QVERIFY(r7b.norm == NormKind::LayerNorm && !r7b.norm_bias && r7b.tied_embeddings);
        QCOMPARE(r7b.norms_per_layer, 1);
        QCOMPARE(r7b.global_attention_every, 4);
        QCOMPARE(r7b.localAttentionLayers(), 24);
        // Llama's attention_bias (q, k, v and o) and mlp_bias (gate, up and down), and cohere's
        // use_qk_norm: norms of the projections' widths.
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/config.json").toStdString();
        const auto import = [&](const JsonFields& fields) {
            writeFile(path, configJson(fields));
            return importHfConfig(path);
        };
        const JsonFields llama = publishedConfigs().at("llama-3.1-8b");
        const ModelArchitecture biased = import(with(llama, "attention_bias", "true"));
        QVERIFY(biased.attention_bias);
        QCOMPARE(totalParameters(biased) - totalParameters(import(llama)),
                 std::int64_t(32 * (2 * 4096 + 2 * 1024)));
        QCOMPARE(totalParameters(import(with(llama, "mlp_bias", "true"))) -
                     totalParameters(import(llama)),
                 std::int64_t(32 * (2 * 14336 + 4096)));
        const JsonFields cohere = with(llama, "model_type", "\"cohere\"");
        QCOMPARE(totalParameters(import(with(cohere, "use_qk_norm", "true"))) -
                     totalParameters(import(cohere)),
                 std::int64_t(32 * (4096 + 1024)));
        // Llama 4: the lists its interval keys give are accepted as written out, and
        // "attention_chunk_size": null attends globally in every layer.
        writeFile(path,
                  "{\"model_type\": \"llama4_text\", \"hidden_size\": 512,"
                  " \"intermediate_size\": 256, \"num_hidden_layers\": 4,"
                  " \"num_attention_heads\": 8, \"num_local_experts\": 4,"
                  " \"interleave_moe_layer_step\": 2, \"moe_layers\": [1, 3],"
                  " \"no_rope_layers\": [1, 1, 1, 0], \"layer_types\": [\"chunked_attention\","
                  " \"chunked_attention\", \"chunked_attention\", \"full_attention\"],"
                  " \"vocab_size\": 1000}");
        const ModelArchitecture llama4 = importHfConfig(path);
        QCOMPARE(llama4.moeLayers(), 2);
        QCOMPARE(llama4.intermediate_size, std::int64_t(16384)); // intermediate_size_mlp's default
        QCOMPARE(llama4.attention_chunk, std::int64_t(8192));    // attention_chunk_size's default
        QCOMPARE(llama4.localAttentionLayers(), 3);
        QCOMPARE(llama4.experts_per_token, 1);
        QVERIFY(llama4.transformers_runs_every_expert); // Llama4TextMoe's repeat
        writeFile(path, "{\"model_type\": \"llama4_text\", \"hidden_size\": 512,"
                        " \"intermediate_size\": 256, \"num_hidden_layers\": 4,"
                        " \"num_attention_heads\": 8, \"num_local_experts\": 4,"
                        " \"attention_chunk_size\": null, \"vocab_size\": 1000}");
        const ModelArchitecture unchunked = importHfConfig(path);
        QCOMPARE(unchunked.attention_chunk, std::int64_t(0));
        QCOMPARE(unchunked.localAttentionLayers(), 0);
        QCOMPARE(unchunked.attentionSpanShare(65536), 1.0);
    }

    // Families with keys of their own (Qwen 1, BLOOM, Falcon, MPT) and Qwen2-MoE: the imported
    // count is the published total less the tensors the planner leaves out, each named.
    void ownKeyFamilyCounts_data() {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<qint64>("total");
        QTest::addColumn<qint64>("notCounted");
        // MrYxJ/calculate-flops.pytorch README ("Params(Total)", counted on the Hub model).
        QTest::newRow("Qwen-7B") << "Qwen-7B" << qint64(7'721'324'544) << qint64(0);
        // keras-hub bloom_560m_multi; calflops README for bloom-7b1. BLOOM's
        // word_embeddings_layernorm (2 × hidden) is not counted.
        QTest::newRow("bloom-560m") << "bloom-560m" << qint64(559'214'592) << qint64(2 * 1024);
        QTest::newRow("bloom-7b1") << "bloom-7b1" << qint64(7'069'016'064) << qint64(2 * 4096);
        // keras-hub falcon_refinedweb_1b_en: sequential blocks, ALiBi, biases.
        QTest::newRow("falcon-rw-1b") << "falcon-rw-1b" << qint64(1'311'625'216) << qint64(0);
        // Not found published; by hand from transformers' FalconModel: embedding 65,024 × 4,544;
        // per layer q, k, v 4,544 × (4,544 + 2 × 64), dense 4,544², MLP 2 × 4,544 × 18,176, one
        // LayerNorm 2 × 4,544; the final LayerNorm.
        QTest::newRow("falcon-7b") << "falcon-7b" << qint64(6'921'720'704) << qint64(0);
        // Not found published; by hand from llm-foundry's MPT: embedding 50,432 × 4,096; per
        // layer Wqkv 4,096 × 12,288, out_proj 4,096², MLP 2 × 4,096 × 16,384, two bias-free
        // norms 4,096 each; norm_f. no_bias drops the 65 norms' biases, which the planner counts.
        QTest::newRow("mpt-7b") << "mpt-7b" << qint64(6'649'286'656) << qint64(-65 * 4096);
        // keras-hub qwen1.5_moe_2.7b_en; the shared expert's sigmoid gate (hidden × 1 a layer)
        // is not counted.
        QTest::newRow("Qwen1.5-MoE-A2.7B")
            << "Qwen1.5-MoE-A2.7B" << qint64(14'315'784'192) << qint64(24 * 2048);
        // Learned position tables counted: keras-hub gpt2_base_en; opt_1.3b_en (1,315,753,984)
        // with the 2 × 2,048 of OPT's offset rows, which its port leaves out.
        QTest::newRow("gpt2") << "gpt2" << qint64(124'439'808) << qint64(0);
        QTest::newRow("opt-1.3b") << "opt-1.3b" << qint64(1'315'753'984 + 2 * 2048) << qint64(0);
        // transformers' GPTNeoForCausalLM (num_parameters() as printed in a public model dump):
        // q, k and v have no bias, which the planner's every-linear bias counts (3 x 2,048 a
        // layer).
        QTest::newRow("gpt-neo-1.3B")
            << "gpt-neo-1.3B" << qint64(1'315'575'808) << qint64(-24 * 3 * 2048);
    }
    void ownKeyFamilyCounts() {
        QFETCH(QString, folder);
        QFETCH(qint64, total);
        QFETCH(qint64, notCounted);
        QCOMPARE(totalParameters(importHfConfig(fixture(folder))),
                 std::int64_t(total - notCounted));
    }

    void ownKeyFamilyDetails() {
        const ModelArchitecture qwen = importHfConfig(fixture("Qwen-7B"));
        QCOMPARE(qwen.intermediate_size, std::int64_t(11008)); // w1, w2: intermediate_size / 2
        QCOMPARE(qwen.effectiveHeadDim(), 128);
        QVERIFY(qwen.fused_qkv && qwen.qkv_bias && !qwen.linear_bias && !qwen.tied_embeddings);
        QVERIFY(qwen.mlp == MlpKind::SwiGlu && qwen.position == PositionKind::Rope);

        const ModelArchitecture bloom = importHfConfig(fixture("bloom-7b1"));
        QVERIFY(bloom.position == PositionKind::Alibi && bloom.norm == NormKind::LayerNorm);
        QVERIFY(bloom.fused_qkv && bloom.linear_bias && bloom.tied_embeddings);
        QCOMPARE(bloom.intermediate_size, std::int64_t(4 * 4096));

        const ModelArchitecture falcon = importHfConfig(fixture("falcon-7b"));
        QCOMPARE(falcon.kv_heads, 1);        // multi_query
        QCOMPARE(falcon.norms_per_layer, 1); // parallel attention after one LayerNorm
        QVERIFY(falcon.position == PositionKind::Rope && !falcon.linear_bias);
        const ModelArchitecture rw = importHfConfig(fixture("falcon-rw-1b"));
        QCOMPARE(rw.kv_heads, 32);
        QCOMPARE(rw.norms_per_layer, 2); // sequential blocks
        QVERIFY(rw.position == PositionKind::Alibi && rw.linear_bias);

        QTemporaryDir dir;
        const std::string path = (dir.path() + "/config.json").toStdString();
        const auto import = [&](const std::string& body) {
            writeFile(path, body);
            return importHfConfig(path);
        };
        // Falcon 40B's layout: new_decoder_architecture, 8 KV heads, ln_attn and ln_mlp.
        const ModelArchitecture falcon40 = import(
            R"({"model_type": "falcon", "hidden_size": 8192, "num_hidden_layers": 60,
                "num_attention_heads": 128, "num_kv_heads": 8, "new_decoder_architecture": true,
                "vocab_size": 65024})");
        QCOMPARE(falcon40.kv_heads, 8);
        QCOMPARE(falcon40.norms_per_layer, 2);
        // The same with one norm (Falcon2-11B's num_ln_in_parallel_attn) and its own MLP width.
        const ModelArchitecture falcon11 = import(
            R"({"model_type": "falcon", "hidden_size": 4096, "num_hidden_layers": 60,
                "num_attention_heads": 32, "num_kv_heads": 8, "new_decoder_architecture": true,
                "num_ln_in_parallel_attn": 1, "ffn_hidden_size": 16384, "vocab_size": 65024})");
        QCOMPARE(falcon11.norms_per_layer, 1);
        QCOMPARE(falcon11.intermediate_size, std::int64_t(16384));
        // BLOOM's older configs name the width n_embed (BloomConfig takes either).
        QVERIFY(import(R"({"model_type": "bloom", "n_embed": 1024, "n_layer": 24, "n_head": 16,
                           "vocab_size": 250880})") == importHfConfig(fixture("bloom-560m")));

        const ModelArchitecture mpt = importHfConfig(fixture("mpt-7b"));
        QVERIFY(mpt.position == PositionKind::Alibi && mpt.fused_qkv && mpt.tied_embeddings);
        QVERIFY(!mpt.linear_bias && mpt.mlp == MlpKind::Gelu);
        QCOMPARE(mpt.intermediate_size, std::int64_t(16384));
        // llm-foundry's defaults: learned positions unless ALiBi or RoPE; grouped-query heads;
        // a gated MLP of its own width.
        const ModelArchitecture mptGqa = import(
            R"({"model_type": "mpt", "d_model": 2048, "n_layers": 24, "n_heads": 16,
                "vocab_size": 50368, "expansion_ratio": 2.5, "no_bias": false,
                "attn_config": {"attn_type": "grouped_query_attention", "kv_n_heads": 4},
                "ffn_config": {"ffn_type": "mptglu"}})");
        QVERIFY(mptGqa.position == PositionKind::Learned && mptGqa.linear_bias);
        QCOMPARE(mptGqa.kv_heads, 4);
        QCOMPARE(mptGqa.intermediate_size, std::int64_t(5120));
        QVERIFY(mptGqa.mlp == MlpKind::SwiGlu);
        // Its learned table has max_seq_len rows (config_defaults.py: 2048); ALiBi has none.
        QCOMPARE(mptGqa.positions, std::int64_t(2048));
        QCOMPARE(countParameters(mptGqa).position_table, std::int64_t(2048 * 2048));
        QCOMPARE(countParameters(mpt).position_table, std::int64_t(0));

        // GPT-2: wpe of n_positions rows, one fused c_attn, biases, tied.
        const ModelArchitecture gpt2 = importHfConfig(fixture("gpt2"));
        QVERIFY(gpt2.position == PositionKind::Learned && gpt2.fused_qkv && gpt2.linear_bias);
        QVERIFY(gpt2.tied_embeddings && gpt2.mlp == MlpKind::Gelu);
        QCOMPARE(countParameters(gpt2).position_table, std::int64_t(1024 * 768));
        QVERIFY(gpt2.gelu_new);             // activation_function: gelu_new
        QCOMPARE(gpt2.hidden_dropout, 0.1); // resid_pdrop
        // GPT-BigCode (StarCoder's shape): GPT-2's keys, one key and value head by default.
        const ModelArchitecture starcoder = import(
            R"({"model_type": "gpt_bigcode", "n_embd": 6144, "n_layer": 40, "n_head": 48,
                "n_inner": 24576, "n_positions": 8192, "vocab_size": 49152})");
        QCOMPARE(starcoder.kv_heads, 1);
        QCOMPARE(starcoder.positions, std::int64_t(8192));
        QCOMPARE(starcoder.intermediate_size, std::int64_t(24576));
        QVERIFY(!starcoder.gelu_new); // GPTBigCodeConfig's gelu_pytorch_tanh: one kernel
        // phi-1.5 and phi-2 default to gelu_new, GPT-NeoX to gelu; hidden_act says otherwise.
        const std::string phi = R"({"model_type": "phi", "hidden_size": 2560,
            "num_hidden_layers": 32, "num_attention_heads": 32, "intermediate_size": 10240,
            "vocab_size": 51200)";
        QVERIFY(import(phi + "}").gelu_new);
        QCOMPARE(import(phi + "}").hidden_dropout, 0.0); // PhiConfig resid_pdrop 0.0
        QCOMPARE(import(phi + R"(, "resid_pdrop": 0.1})").hidden_dropout, 0.1);
        QVERIFY(!import(phi + R"(, "hidden_act": "gelu"})").gelu_new);
        QVERIFY(!importHfConfig(fixture("opt-1.3b")).gelu_new);
        QCOMPARE(importHfConfig(fixture("opt-1.3b")).hidden_dropout, 0.1); // OPTConfig dropout
        // GPT-Neo: a learned table, gelu_new, local attention (256 tokens) on every other layer.
        const ModelArchitecture neo = importHfConfig(fixture("gpt-neo-1.3B"));
        QVERIFY(neo.position == PositionKind::Learned && neo.gelu_new && !neo.fused_qkv);
        QCOMPARE(neo.positions, std::int64_t(2048));
        QCOMPARE(neo.intermediate_size, std::int64_t(8192)); // null: 4 x hidden
        QCOMPARE(neo.sliding_window, std::int64_t(256));
        QCOMPARE(neo.localAttentionLayers(), 12);
        QCOMPARE(neo.hidden_dropout, 0.0);
        // OPT: max_position_embeddings + 2 rows (OPTLearnedPositionalEmbedding's offset).
        const ModelArchitecture opt = importHfConfig(fixture("opt-1.3b"));
        QCOMPARE(opt.positions, std::int64_t(2050));
        QVERIFY(!opt.fused_qkv && opt.linear_bias && opt.tied_embeddings);
        QCOMPARE(opt.intermediate_size, std::int64_t(8192));

        const ModelArchitecture qwenMoe = importHfConfig(fixture("Qwen1.5-MoE-A2.7B"));
        QCOMPARE(qwenMoe.shared_experts, 1);
        QCOMPARE(qwenMoe.sharedExpertWidth(), std::int64_t(5632));
        QVERIFY(qwenMoe.qkv_bias && qwenMoe.qk_norm == QkNorm::None);
        // The model card's "2.7B activated": the shared expert and 4 of 60 routed ones.
        QCOMPARE(countParameters(qwenMoe).active(qwenMoe.layers), std::int64_t(2'689'124'352));
    }

    void badConfigs_data() {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("message");
        const JsonFields llama = publishedConfigs().at("llama-3.1-8b");
        // Keys of `llama` in order: hidden_size is key 3 (line 5), num_key_value_heads key 9.
        QTest::newRow("missing key")
            << QString::fromStdString(configJson(without(llama, "num_hidden_layers")))
            << "config.json:1:1: num_hidden_layers: missing";
        QTest::newRow("text for a number")
            << QString::fromStdString(configJson(with(llama, "hidden_size", "\"big\"")))
            << "config.json:5:18: hidden_size: expected an integer, got the string \"big\"";
        QTest::newRow("zero heads")
            << QString::fromStdString(configJson(with(llama, "num_attention_heads", "0")))
            << "config.json:9:26: num_attention_heads: must be greater than 0";
        QTest::newRow("kv heads do not divide")
            << QString::fromStdString(configJson(with(llama, "num_key_value_heads", "5")))
            << "config.json:11:26: num_key_value_heads: must divide attention_heads (32)";
        QTest::newRow("unknown family without SiLU")
            << QString::fromStdString(configJson(
                   with(with(llama, "model_type", "\"bert\""), "hidden_act", "\"gelu\"")))
            << "config.json:8:17: model_type: unknown model type 'bert' and hidden_act is not "
               "silu; known types: bloom, cohere, cohere2, deepseek_v2, deepseek_v3, falcon, "
               "gemma, gemma2, gemma3_text, glm4, glm4_moe, gpt2, gpt_bigcode, gpt_neo, gpt_neox, "
               "gpt_oss, "
               "granite, granitemoe, internlm2, kimi_k2, llama, llama4_text, mistral, mixtral, "
               "mpt, "
               "olmo2, olmo3, olmoe, opt, phi, phi3, qwen, qwen2, qwen2_moe, qwen3, qwen3_moe, "
               "smollm3, starcoder2 (or give the shape in model.architecture)";
        // Experts in a family whose expert layout is not modelled (supported ones:
        // test_moe_models.cpp).
        QTest::newRow("mixture of experts")
            << QString::fromStdString(configJson(with(llama, "num_local_experts", "8")))
            << "config.json:18:24: num_local_experts: mixture-of-experts layers of model type "
               "'llama' are not supported; known mixture-of-experts types: qwen2_moe, "
               "qwen3_moe, mixtral, olmoe, granitemoe, gpt_oss, deepseek_v2, deepseek_v3, "
               "kimi_k2, glm4_moe, llama4_text";
        // MPT's own keys: nested attn_config and ffn_config, checked where they are written.
        const std::string mpt = "{\n  \"model_type\": \"mpt\",\n  \"d_model\": 4096,\n"
                                "  \"n_layers\": 32,\n  \"n_heads\": 32,\n"
                                "  \"vocab_size\": 50432,\n";
        QTest::newRow("MPT attention type")
            << QString::fromStdString(mpt + "  \"attn_config\": {\"attn_type\": \"sparse\"}\n}\n")
            << "config.json:7:32: attn_config.attn_type: unknown value 'sparse' (one of: "
               "multihead_attention, multiquery_attention, grouped_query_attention)";
        QTest::newRow("MPT expansion ratio")
            << QString::fromStdString(mpt + "  \"expansion_ratio\": 2.7\n}\n")
            << "config.json:7:22: expansion_ratio: d_model × expansion_ratio must be a whole "
               "number (11059.2)";
        QTest::newRow("OPT projected embedding")
            << QString::fromStdString(
                   "{\n  \"model_type\": \"opt\",\n  \"hidden_size\": 1024,\n"
                   "  \"num_hidden_layers\": 24,\n  \"num_attention_heads\": 16,\n"
                   "  \"ffn_dim\": 4096,\n  \"vocab_size\": 50272,\n"
                   "  \"word_embed_proj_dim\": 512\n}\n")
            << "config.json:8:26: word_embed_proj_dim: must equal hidden_size (1024): an "
               "embedding narrower than the blocks and its projections are not modelled";
        QTest::newRow("dropout above 1")
            << QString::fromStdString("{\n  \"model_type\": \"gpt2\",\n  \"n_embd\": 768,\n"
                                      "  \"n_layer\": 12,\n  \"n_head\": 12,\n"
                                      "  \"vocab_size\": 50257,\n  \"resid_pdrop\": 1.5\n}\n")
            << "config.json:7:18: resid_pdrop: must be at most 1";
        QTest::newRow("MPT experts")
            << QString::fromStdString(mpt + "  \"ffn_config\": {\"ffn_type\": \"mb_dmoe\"}\n}\n")
            << "config.json:7:30: ffn_config.ffn_type: mixture-of-experts layers of model type "
               "'mpt' are not supported; known mixture-of-experts types: qwen2_moe, qwen3_moe, "
               "mixtral, olmoe, granitemoe, gpt_oss, deepseek_v2, deepseek_v3, kimi_k2, "
               "glm4_moe, llama4_text";
        QTest::newRow("Falcon KV heads")
            << "{\n  \"model_type\": \"falcon\",\n  \"hidden_size\": 4544,\n"
               "  \"num_hidden_layers\": 32,\n  \"num_attention_heads\": 71,\n"
               "  \"new_decoder_architecture\": true,\n  \"num_kv_heads\": 8,\n"
               "  \"vocab_size\": 65024\n}\n"
            << "config.json:7:19: num_kv_heads: must divide attention_heads (71)";
        // Llama 4's per-layer lists: only the ones its interval keys give are modelled
        // (Llama4TextConfig.__post_init__), here for four layers.
        const std::string llama4 = "{\n  \"model_type\": \"llama4_text\",\n"
                                   "  \"hidden_size\": 512,\n  \"intermediate_size\": 256,\n"
                                   "  \"num_hidden_layers\": 4,\n"
                                   "  \"num_attention_heads\": 8,\n  \"num_local_experts\": 4,\n"
                                   "  \"interleave_moe_layer_step\": 2,\n"
                                   "  \"vocab_size\": 1000,\n";
        QTest::newRow("Llama 4 MoE layers")
            << QString::fromStdString(llama4 + "  \"moe_layers\": [0, 2]\n}\n")
            << "config.json:10:17: moe_layers: only the list that interleave_moe_layer_step "
               "gives for the 4 layers is modelled (or leave it out)";
        QTest::newRow("Llama 4 RoPE layers")
            << QString::fromStdString(llama4 + "  \"no_rope_layers\": [1, 0, 1, 0]\n}\n")
            << "config.json:10:21: no_rope_layers: only the list that no_rope_layer_interval "
               "gives for the 4 layers is modelled (or leave it out)";
        QTest::newRow("Llama 4 layer types")
            << QString::fromStdString(llama4 + "  \"layer_types\": [\"chunked_attention\", "
                                               "\"chunked_attention\", \"chunked_attention\", "
                                               "\"chunked_attention\"]\n}\n")
            << "config.json:10:18: layer_types: only the list that no_rope_layer_interval "
               "gives for the 4 layers is modelled (or leave it out)";
        QTest::newRow("truncated JSON")
            << "{\n  \"model_type\": \"llama\",\n  \"hidden_size\": 4096\n"
            << "config.json:4:1: malformed JSON: expected ',' or '}', the text ends";
        QTest::newRow("not an object") << "[1, 2, 3]\n"
                                       << "config.json:1:1: expected a JSON object";
    }
    void badConfigs() {
        QFETCH(QString, body);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const std::string path =
            writeFile((dir.path() + "/config.json").toStdString(), body.toStdString());
        try {
            importHfConfig(path);
            QFAIL("the bad config was accepted");
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(::message(e)), dir.path() + "/" + message);
        }
    }

    void unreadableConfigs() {
        QTemporaryDir dir;
        const std::string missing = (dir.path() + "/none.json").toStdString();
        QVERIFY_THROWS_EXCEPTION(InputError, importHfConfig(missing));
        try {
            importHfConfig(missing);
        } catch (const InputError& e) {
            QCOMPARE(message(e), missing + ": file not found");
        }
        const std::string folder = (dir.path() + "/folder.json").toStdString();
        std::filesystem::create_directory(folder);
        try {
            importHfConfig(folder);
            QFAIL("a directory was accepted as config.json");
        } catch (const InputError& e) {
            QCOMPARE(message(e), folder + ": is a directory, not a file");
        }
    }

    void lockedConfig() {
        if (geteuid() == 0)
            QSKIP("root reads files whatever their permissions");
        QTemporaryDir dir;
        const std::string locked =
            writeFile((dir.path() + "/locked.json").toStdString(), configJson(tinyConfig));
        std::filesystem::permissions(locked, std::filesystem::perms::none);
        try {
            importHfConfig(locked);
            QFAIL("an unreadable file was accepted");
        } catch (const InputError& e) {
            QCOMPARE(message(e), locked + ": cannot open the file: Permission denied");
        }
    }

    // The safetensors headers give the exact count; only the headers are read.
    void localFolderCountsHeaders() {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        writeFile(root + "/config.json", configJson(tinyConfig));
        writeFile(root + "/model.safetensors", safetensors(tinyTensors()));
        const LocalModel model = importLocalModel(root);
        QCOMPARE(model.parameters_from_headers, tinyParameters);
        QCOMPARE(totalParameters(model.architecture), tinyParameters);
        QCOMPARE(model.files, std::vector<std::string>{root + "/model.safetensors"});
    }

    void shardedFolder() {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        writeFile(root + "/config.json", configJson(tinyConfig));
        const std::vector<Tensor> all = tinyTensors();
        const std::vector<Tensor> first(all.begin(), all.begin() + 10);
        const std::vector<Tensor> second(all.begin() + 10, all.end());
        writeFile(root + "/model-00001-of-00002.safetensors", safetensors(first));
        writeFile(root + "/model-00002-of-00002.safetensors", safetensors(second));
        writeFile(root + "/model.safetensors.index.json", "{\"weight_map\": {}}");
        const LocalModel model = importLocalModel(root);
        QCOMPARE(model.files.size(), std::size_t(2));
        QCOMPARE(model.parameters_from_headers, tinyParameters);
    }

    void badSafetensors_data() {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("message");
        const auto bytes = [](const std::string& s) {
            return QByteArray(s.data(), qsizetype(s.size()));
        };
        QTest::newRow("shorter than the length field")
            << QByteArray("\x10\0\0\0\0", 5)
            << "model.safetensors: truncated: 5 bytes, too short for the 8-byte header length";
        QTest::newRow("header length beyond the file")
            << bytes(rawSafetensors(1000, "{}", 18))
            << "model.safetensors: header length 1000 bytes exceeds the 20 bytes after the length "
               "field (truncated?)";
        QTest::newRow("malformed JSON header")
            << bytes(rawSafetensors(24, "{\"w\": {\"dtype\": \"F32\"   ", 0))
            << "model.safetensors: malformed JSON header at byte 32: expected ',' or '}', the text "
               "ends";
        QTest::newRow("header is not an object")
            << bytes(rawSafetensors(8, "[1, 2]  ", 0))
            << "model.safetensors: malformed JSON header: expected '{' at byte 8";
        const std::string shapeless = "{\"w\":{\"dtype\":\"F32\",\"data_offsets\":[0,4]}}";
        QTest::newRow("tensor without shape")
            << bytes(rawSafetensors(shapeless.size(), shapeless, 4))
            << "model.safetensors: tensor 'w': expected {dtype, shape, data_offsets}";
        const std::string huge =
            "{\"w\":{\"dtype\":\"F32\",\"shape\":[4294967296,4294967296],\"data_offsets\":[0,4]}}";
        QTest::newRow("shape overflows") << bytes(rawSafetensors(huge.size(), huge, 4))
                                         << "model.safetensors: tensor 'w': shape too large";
        const std::string full = safetensors({{"w", {4, 4}}});
        QTest::newRow("data cut short")
            << bytes(full.substr(0, full.size() - 2))
            << "model.safetensors: tensor 'w': data_offsets [0, 32] reach past the 30 data bytes "
               "in the file (truncated?)";
        const std::string header =
            "{\"w\":{\"dtype\":\"F32\",\"shape\":[3],\"data_offsets\":[0,8]}}";
        QTest::newRow("shape and offsets disagree")
            << bytes(rawSafetensors(header.size(), header, 8))
            << "model.safetensors: tensor 'w': 3 F32 elements need 12 bytes, data_offsets span 8";
    }
    void headerOverTheFormatLimit() {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        writeFile(root + "/config.json", configJson(tinyConfig));
        const std::string file = root + "/model.safetensors";
        writeFile(file, rawSafetensors(100'000'001, "{", 0));
        std::filesystem::resize_file(file, 100'000'100); // sparse: no disk space used
        try {
            importLocalModel(root);
            QFAIL("a header over 100 MB was accepted");
        } catch (const InputError& e) {
            QCOMPARE(message(e), file + ": header length 100000001 bytes exceeds the safetensors "
                                        "limit of 100 MB");
        }
    }

    void badSafetensors() {
        QFETCH(QByteArray, file);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        writeFile(root + "/config.json", configJson(tinyConfig));
        writeFile(root + "/model.safetensors", file.toStdString());
        try {
            importLocalModel(root);
            QFAIL("the bad safetensors file was accepted");
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(::message(e)), dir.path() + "/" + message);
        }
    }

    void badFolders() {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        const auto refused = [](const std::string& folder) {
            try {
                importLocalModel(folder);
            } catch (const InputError& e) {
                return message(e);
            }
            return std::string("accepted");
        };
        QCOMPARE(refused(root + "/absent"),
                 root + "/absent: not a model folder (no such directory)");
        writeFile(root + "/model.safetensors", safetensors(tinyTensors()));
        QCOMPARE(refused(root), root + "/config.json: file not found");
        std::filesystem::remove(root + "/model.safetensors");
        writeFile(root + "/config.json", configJson(tinyConfig));
        QCOMPARE(refused(root), root + ": no *.safetensors files (use model.hf_config for a "
                                       "config.json alone)");
        // Something that cannot be read as a file.
        std::filesystem::create_directory(root + "/odd.safetensors");
        QCOMPARE(refused(root), root + "/odd.safetensors: is a directory, not a file");
    }
};

QTEST_GUILESS_MAIN(TestModelImport)
#include "test_model_import.moc"
