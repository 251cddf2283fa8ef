// Loading a Hugging Face safetensors folder into the pilot's decoder: exact values per dtype, the
// tied and proxy cases, and the refusals (shape, dtype, truncation, missing tensor) by message.
#include "pilot/decoder.h"
#include "pilot/safetensors_weights.h"
#include "pilot/sha256.h"
#include "planner/diagnostics.h"
#include "planner/hf_config_import.h"

#include <QTemporaryDir>
#include <QTest>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

using namespace runcard;
using namespace runcard::pilot;

namespace {

// A 2-layer Llama: hidden 64, 4 heads of 16, 2 kv heads, MLP 128, vocabulary 32.
const char* const kConfig = R"({"model_type": "llama", "hidden_act": "silu",
  "num_hidden_layers": 2, "hidden_size": 64, "intermediate_size": 128,
  "num_attention_heads": 4, "num_key_value_heads": 2, "vocab_size": 32,
  "tie_word_embeddings": false})";

struct Entry {
    std::string name;
    std::string dtype; // F32, F16, BF16 or I32 (raw bytes)
    std::vector<std::int64_t> shape;
    torch::Tensor values; // float32 values before conversion to dtype
    std::uint64_t begin = 0, end = 0;
};

// Element j of the tensor with seed k holds k + j / 1024: exact in F32, and in F16/BF16 for the
// small tensors that use them (norms, 64 elements).
torch::Tensor pattern(const std::vector<std::int64_t>& shape, int seed) {
    std::int64_t n = 1;
    for (auto d : shape)
        n *= d;
    return (torch::arange(n, torch::kFloat32) / 1024.0 + seed).view(shape);
}

torch::Dtype dtypeOf(const std::string& dtype) {
    if (dtype == "F16")
        return torch::kFloat16;
    if (dtype == "BF16")
        return torch::kBFloat16;
    if (dtype == "I32")
        return torch::kInt32;
    return torch::kFloat32;
}

// Writes a safetensors file (8-byte little-endian header length, JSON header, data) and records
// each entry's data_offsets.
void writeSafetensors(const std::string& path, std::vector<Entry>& entries) {
    std::string header = "{";
    std::string data;
    for (auto& e : entries) {
        const torch::Tensor t = e.values.to(dtypeOf(e.dtype)).contiguous();
        e.begin = data.size();
        data.append(static_cast<const char*>(t.data_ptr()), std::size_t(t.nbytes()));
        e.end = data.size();
        std::string shape;
        for (auto d : e.shape)
            shape += (shape.empty() ? "" : ",") + std::to_string(d);
        header += (header.size() > 1 ? "," : "") + std::string("\"") + e.name + "\":{\"dtype\":\"" +
                  e.dtype + "\",\"shape\":[" + shape + "],\"data_offsets\":[" +
                  std::to_string(e.begin) + "," + std::to_string(e.end) + "]}";
    }
    header += "}";
    std::ofstream out(path, std::ios::binary);
    std::uint64_t length = header.size();
    for (int i = 0; i < 8; ++i)
        out.put(char((length >> (8 * i)) & 0xff));
    out << header << data;
}

// Every tensor of the 2-layer model; the final norm is BF16 and layer 1's input norm F16.
std::vector<Entry> llamaEntries() {
    std::vector<Entry> entries;
    int seed = 0;
    const auto add = [&](const std::string& name, std::vector<std::int64_t> shape,
                         const std::string& dtype = "F32") {
        entries.push_back({name, dtype, shape, pattern(shape, seed++)});
    };
    add("model.embed_tokens.weight", {32, 64});
    for (int layer = 0; layer < 2; ++layer) {
        const std::string p = "model.layers." + std::to_string(layer) + ".";
        add(p + "input_layernorm.weight", {64}, layer == 1 ? "F16" : "F32");
        add(p + "post_attention_layernorm.weight", {64});
        add(p + "self_attn.q_proj.weight", {64, 64});
        add(p + "self_attn.k_proj.weight", {32, 64});
        add(p + "self_attn.v_proj.weight", {32, 64});
        add(p + "self_attn.o_proj.weight", {64, 64});
        add(p + "mlp.gate_proj.weight", {128, 64});
        add(p + "mlp.up_proj.weight", {128, 64});
        add(p + "mlp.down_proj.weight", {64, 128});
    }
    add("model.norm.weight", {64}, "BF16");
    entries.back().values = torch::arange(64, torch::kFloat32) * 0.25 - 8; // exact in BF16
    add("lm_head.weight", {32, 64});
    return entries;
}

Entry& entry(std::vector<Entry>& entries, const std::string& name) {
    for (auto& e : entries)
        if (e.name == name)
            return e;
    throw std::logic_error("no entry " + name);
}

torch::Tensor parameter(Decoder& model, const std::string& name) {
    return model.named_parameters()[name];
}

struct Folder {
    QTemporaryDir temp;
    std::string dir() const { return temp.path().toStdString(); }
    std::string file(const std::string& name) const { return dir() + "/" + name; }
    void writeConfig() const { std::ofstream(file("config.json")) << kConfig; }
};

DecoderConfig decoderConfig(const std::string& dir, int layers = 0) {
    DecoderConfig dc;
    dc.arch = importHfConfig(dir + "/config.json");
    if (layers)
        dc.arch.layers = layers;
    dc.max_sequence_length = 8;
    return dc;
}

// The first diagnostic of the InputError the load throws, as "file|message".
QString refusal(Decoder& model, const std::string& dir) {
    try {
        loadSafetensorsWeights(model, dir);
    } catch (const InputError& e) {
        const Diagnostic& d = e.diagnostics().front();
        return QString::fromStdString(d.file + "|" + d.message);
    }
    return "loaded";
}

} // namespace

class TestSafetensorsWeights : public QObject {
    Q_OBJECT
private slots:
    void loadsEveryTensorExactly() {
        Folder folder;
        folder.writeConfig();
        auto entries = llamaEntries();
        // Two shards: the head in the second.
        std::vector<Entry> second{entries.back()};
        entries.pop_back();
        writeSafetensors(folder.file("model-00001-of-00002.safetensors"), entries);
        writeSafetensors(folder.file("model-00002-of-00002.safetensors"), second);

        Decoder model(decoderConfig(folder.dir()));
        const LoadedWeights loaded = loadSafetensorsWeights(model, folder.dir());
        QCOMPARE(loaded.tensors, 21);
        QCOMPARE(QString::fromStdString(loaded.index_file), "config.json");
        const std::string sha = sha256File(folder.file("config.json"));
        QCOMPARE(QString::fromStdString(loaded.index_sha256), QString::fromStdString(sha));
        QCOMPARE(QString::fromStdString(loaded.describe()),
                 QString::fromStdString("loaded from " + folder.dir() +
                                        " (21 tensors, SHA-256 of config.json " + sha + ")"));

        // seed + j / 1024 at flat index j; seeds in llamaEntries order.
        QCOMPARE(parameter(model, "embedding")[3][5].item<float>(), 0.0f + (3 * 64 + 5) / 1024.0f);
        QCOMPARE(parameter(model, "layer0_attn_norm")[10].item<float>(), 1.0f + 10 / 1024.0f);
        QCOMPARE(parameter(model, "layer0_q")[7][9].item<float>(), 3.0f + (7 * 64 + 9) / 1024.0f);
        QCOMPARE(parameter(model, "layer0_down")[1][100].item<float>(),
                 9.0f + (128 + 100) / 1024.0f);
        // F16 spaces values near 10 by 8/1024: element 8 is exact, the tensor rounds as a cast.
        QCOMPARE(parameter(model, "layer1_attn_norm")[8].item<float>(), 10.0078125f);
        QVERIFY(torch::equal(parameter(model, "layer1_attn_norm"),
                             pattern({64}, 10).to(torch::kFloat16).to(torch::kFloat32)));
        QCOMPARE(parameter(model, "layer1_k")[31][63].item<float>(),
                 13.0f + (31 * 64 + 63) / 1024.0f);
        QCOMPARE(parameter(model, "final_norm")[8].item<float>(), -6.0f); // BF16
        QCOMPARE(parameter(model, "final_norm")[63].item<float>(), 7.75f);
        QCOMPARE(parameter(model, "lm_head")[31][0].item<float>(), 20.0f + 31 * 64 / 1024.0f);
    }

    // Qwen3's q_norm and k_norm (head_dim each) load into the decoder's query and key norms.
    void loadsQueryAndKeyNorms() {
        Folder folder;
        std::string config = kConfig;
        config.replace(config.find("\"llama\""), 7, "\"qwen3\"");
        std::ofstream(folder.file("config.json")) << config;
        auto entries = llamaEntries();
        for (int layer = 0; layer < 2; ++layer) {
            const std::string p = "model.layers." + std::to_string(layer) + ".";
            entries.push_back({p + "self_attn.q_norm.weight", "F32", {16}, pattern({16}, 40)});
            entries.push_back({p + "self_attn.k_norm.weight", "F32", {16}, pattern({16}, 50)});
        }
        writeSafetensors(folder.file("model.safetensors"), entries);
        Decoder model(decoderConfig(folder.dir()));
        QCOMPARE(loadSafetensorsWeights(model, folder.dir()).tensors, 25);
        QCOMPARE(parameter(model, "layer1_q_norm")[3].item<float>(), 40.0f + 3 / 1024.0f);
        QCOMPARE(parameter(model, "layer0_k_norm")[15].item<float>(), 50.0f + 15 / 1024.0f);
    }

    void convertsToTheParameterDtype() {
        Folder folder;
        folder.writeConfig();
        auto entries = llamaEntries();
        writeSafetensors(folder.file("model.safetensors"), entries);
        DecoderConfig dc = decoderConfig(folder.dir());
        dc.param_dtype = dc.compute_dtype = torch::kBFloat16;
        Decoder model(dc);
        loadSafetensorsWeights(model, folder.dir());
        const torch::Tensor q = parameter(model, "layer1_q");
        QCOMPARE(q.scalar_type(), torch::kBFloat16);
        QVERIFY(torch::equal(
            q,
            entry(entries, "model.layers.1.self_attn.q_proj.weight").values.to(torch::kBFloat16)));
    }

    void tiesTheHeadWhenAbsent() {
        Folder folder;
        folder.writeConfig();
        auto entries = llamaEntries();
        entries.pop_back(); // no lm_head.weight
        writeSafetensors(folder.file("model.safetensors"), entries);
        Decoder model(decoderConfig(folder.dir()));
        QCOMPARE(loadSafetensorsWeights(model, folder.dir()).tensors, 20);
        QVERIFY(torch::equal(parameter(model, "lm_head"), parameter(model, "embedding")));
        QCOMPARE(parameter(model, "lm_head")[2][1].item<float>(), (2 * 64 + 1) / 1024.0f);
    }

    void proxyLoadsTheFirstBlocks() {
        Folder folder;
        folder.writeConfig();
        auto entries = llamaEntries();
        writeSafetensors(folder.file("model.safetensors"), entries);
        Decoder model(decoderConfig(folder.dir(), 1));
        QCOMPARE(loadSafetensorsWeights(model, folder.dir()).tensors, 12);
        QVERIFY(torch::equal(parameter(model, "layer0_up"),
                             entry(entries, "model.layers.0.mlp.up_proj.weight").values));
        QCOMPARE(parameter(model, "final_norm")[0].item<float>(), -8.0f);
    }

    void refusesAShapeMismatch() {
        Folder folder;
        folder.writeConfig();
        auto entries = llamaEntries();
        Entry& up = entry(entries, "model.layers.0.mlp.up_proj.weight");
        up.shape = {100, 64};
        up.values = pattern(up.shape, 0);
        writeSafetensors(folder.file("model.safetensors"), entries);
        Decoder model(decoderConfig(folder.dir()));
        QCOMPARE(refusal(model, folder.dir()),
                 QString::fromStdString(folder.file("model.safetensors")) +
                     "|tensor 'model.layers.0.mlp.up_proj.weight' has shape [100, 64], the "
                     "pilot's model needs [128, 64]");
    }

    void refusesATruncatedFile() {
        Folder folder;
        folder.writeConfig();
        auto entries = llamaEntries();
        const std::string path = folder.file("model.safetensors");
        writeSafetensors(path, entries);
        std::filesystem::resize_file(path, std::filesystem::file_size(path) - 4);
        const Entry& last = entries.back();
        Decoder model(decoderConfig(folder.dir()));
        QCOMPARE(refusal(model, folder.dir()),
                 QString::fromStdString(path + "|tensor 'lm_head.weight': data_offsets [" +
                                        std::to_string(last.begin) + ", " +
                                        std::to_string(last.end) + "] reach past the " +
                                        std::to_string(last.end - 4) +
                                        " data bytes in the file (truncated?)"));
    }

    void refusesAnUnsupportedDtype() {
        Folder folder;
        folder.writeConfig();
        auto entries = llamaEntries();
        entry(entries, "model.norm.weight").dtype = "I32";
        writeSafetensors(folder.file("model.safetensors"), entries);
        Decoder model(decoderConfig(folder.dir()));
        QCOMPARE(refusal(model, folder.dir()),
                 QString::fromStdString(folder.file("model.safetensors")) +
                     "|tensor 'model.norm.weight' has dtype I32; the pilot loads F32, F16 and "
                     "BF16");
    }

    void refusesAMissingTensor() {
        Folder folder;
        folder.writeConfig();
        auto entries = llamaEntries();
        entries.erase(entries.begin() + 18); // model.layers.1.mlp.down_proj.weight
        writeSafetensors(folder.file("model.safetensors"), entries);
        Decoder model(decoderConfig(folder.dir()));
        QCOMPARE(refusal(model, folder.dir()),
                 QString::fromStdString(folder.dir()) +
                     "|no tensor 'model.layers.1.mlp.down_proj.weight' in the *.safetensors files");
    }
};

QTEST_GUILESS_MAIN(TestSafetensorsWeights)
#include "test_safetensors_weights.moc"
