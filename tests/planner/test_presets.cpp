// The bundled model presets: every one loads, its shape gives the Hub's exact parameter total, the
// parts and LoRA counts match hand computation, and bad preset files are refused with positions.
#include "planner/presets.h"

#include <QTemporaryDir>
#include <QtTest>
#include <fstream>

using namespace runcard;

namespace {

const PresetLibrary& library() {
    static const PresetLibrary presets = PresetLibrary::bundled();
    return presets;
}

const ModelPreset& preset(const char* id) {
    const ModelPreset* found = library().find(id);
    if (!found)
        throw std::runtime_error(std::string("no preset ") + id);
    return *found;
}

std::int64_t loraParameters(const ModelArchitecture& arch, int rank,
                            const std::vector<LoraTarget>& targets) {
    std::int64_t perLayer = 0;
    for (const LoraTarget target : targets) {
        const LinearShape shape = linearShape(arch, target);
        perLayer += std::int64_t(rank) * (shape.in + shape.out); // A: r x in, B: out x r
    }
    return perLayer * arch.layers;
}

} // namespace

class TestPresets : public QObject {
    Q_OBJECT

private slots:
    // Every model issue 2 asks for, plus the two litgpt calibration models, exists and is complete.
    void requiredPresetsExist_data() {
        QTest::addColumn<QString>("id");
        for (const char* id :
             {"llama-3.2-1b", "llama-3.2-3b", "llama-3.1-8b", "llama-3.1-70b", "llama-2-7b",
              "llama-2-13b", "llama-2-70b", "mistral-7b", "mistral-7b-v0.3", "qwen2.5-7b",
              "qwen2.5-14b", "qwen2.5-32b", "qwen2.5-72b", "gemma-2-9b", "gemma-2-27b",
              "phi-3-mini", "tinyllama-1.1b", "phi-1.5", "stablelm-base-alpha-3b"})
            QTest::newRow(id) << QString(id);
    }
    void requiredPresetsExist() {
        QFETCH(QString, id);
        const ModelPreset* p = library().find(id.toStdString());
        QVERIFY2(p, qPrintable("missing preset " + id));
        QVERIFY(!p->name.empty());
        QVERIFY(!p->revision.empty());
        QVERIFY2(p->source.rfind("https://huggingface.co/" + p->hf_repo + "/", 0) == 0,
                 p->source.c_str());
        QVERIFY(p->architecture.layers > 0);
        QVERIFY(p->architecture.attention_heads % p->architecture.kv_heads == 0);
    }

    // Exact totals as the Hugging Face Hub reports them (safetensors metadata), each also quoted in
    // public code that cites the Hub: the shape must reproduce them to the parameter.
    void exactParameterCounts_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<qint64>("total");
        QTest::newRow("llama-3.2-1b") << "llama-3.2-1b" << qint64(1'235'814'400);
        QTest::newRow("llama-3.2-3b") << "llama-3.2-3b" << qint64(3'212'749'824);
        QTest::newRow("llama-3.1-8b") << "llama-3.1-8b" << qint64(8'030'261'248);
        QTest::newRow("llama-3.1-70b") << "llama-3.1-70b" << qint64(70'553'706'496);
        QTest::newRow("llama-2-7b") << "llama-2-7b" << qint64(6'738'415'616);
        QTest::newRow("llama-2-13b") << "llama-2-13b" << qint64(13'015'864'320);
        QTest::newRow("llama-2-70b") << "llama-2-70b" << qint64(68'976'648'192);
        QTest::newRow("mistral-7b v0.1") << "mistral-7b" << qint64(7'241'732'096);
        QTest::newRow("mistral-7b v0.2") << "mistral-7b-v0.2" << qint64(7'241'732'096);
        QTest::newRow("mistral-7b v0.3") << "mistral-7b-v0.3" << qint64(7'248'023'552);
        QTest::newRow("qwen2.5-7b") << "qwen2.5-7b" << qint64(7'615'616'512);
        QTest::newRow("qwen2.5-14b") << "qwen2.5-14b" << qint64(14'770'033'664);
        QTest::newRow("qwen2.5-32b") << "qwen2.5-32b" << qint64(32'763'876'352);
        QTest::newRow("qwen2.5-72b") << "qwen2.5-72b" << qint64(72'706'203'648);
        QTest::newRow("gemma-2-9b") << "gemma-2-9b" << qint64(9'241'705'984);
        QTest::newRow("gemma-2-27b") << "gemma-2-27b" << qint64(27'227'128'320);
        QTest::newRow("phi-3-mini") << "phi-3-mini" << qint64(3'821'079'552);
        QTest::newRow("tinyllama-1.1b") << "tinyllama-1.1b" << qint64(1'100'048'384);
        QTest::newRow("phi-1.5") << "phi-1.5" << qint64(1'418'270'720);
        QTest::newRow("stablelm-base-alpha-3b")
            << "stablelm-base-alpha-3b" << qint64(3'637'321'728);
        // Learned position tables: keras-hub gpt2_base_en and gpt2_extra_large_en; OPT-1.3B is
        // keras-hub's opt_1.3b_en (1,315,753,984) with the 2 × 2,048 of the offset rows its port
        // leaves out, transformers' total.
        QTest::newRow("gpt2") << "gpt2" << qint64(124'439'808);
        QTest::newRow("gpt2-xl") << "gpt2-xl" << qint64(1'557'611'200);
        QTest::newRow("opt-1.3b") << "opt-1.3b" << qint64(1'315'758'080);
        // 2025 families (tests/data/hf-configs/README.md gives each total's source).
        QTest::newRow("olmo-2-7b") << "olmo-2-7b" << qint64(7'298'617'344);
        QTest::newRow("olmo-2-13b") << "olmo-2-13b" << qint64(13'716'198'400);
        QTest::newRow("olmoe-1b-7b") << "olmoe-1b-7b" << qint64(6'919'161'856);
        QTest::newRow("granite-3.3-8b") << "granite-3.3-8b" << qint64(8'170'864'640);
        QTest::newRow("smollm3-3b") << "smollm3-3b" << qint64(3'075'098'624);
        QTest::newRow("glm-4-9b") << "glm-4-9b" << qint64(9'400'279'040);
        QTest::newRow("starcoder2-15b") << "starcoder2-15b" << qint64(15'957'889'024);
        // Seventh session of 2026-12-07 (each source in the preset's published_parameters line):
        // keras-hub qwen2.5_3b_en, qwen3_1.7b_en, qwen3_4b_en, qwen3_14b_en, gemma3_4b_text,
        // gemma3_12b_text; the others as public inventories and GGUF metadata quote the Hub.
        QTest::newRow("qwen2.5-0.5b") << "qwen2.5-0.5b" << qint64(494'032'768);
        QTest::newRow("qwen2.5-1.5b") << "qwen2.5-1.5b" << qint64(1'543'714'304);
        QTest::newRow("qwen2.5-3b") << "qwen2.5-3b" << qint64(3'085'938'688);
        QTest::newRow("qwen3-1.7b") << "qwen3-1.7b" << qint64(1'720'574'976);
        QTest::newRow("qwen3-4b") << "qwen3-4b" << qint64(4'022'468'096);
        QTest::newRow("qwen3-14b") << "qwen3-14b" << qint64(14'768'307'200);
        QTest::newRow("gemma-2-2b") << "gemma-2-2b" << qint64(2'614'341'888);
        QTest::newRow("gemma-3-4b") << "gemma-3-4b" << qint64(3'880'099'328);
        QTest::newRow("gemma-3-12b") << "gemma-3-12b" << qint64(11'765'788'416);
        QTest::newRow("mistral-nemo-12b") << "mistral-nemo-12b" << qint64(12'247'782'400);
    }
    void exactParameterCounts() {
        QFETCH(QString, id);
        QFETCH(qint64, total);
        const ModelPreset& p = preset(id.toStdString().c_str());
        QCOMPARE(totalParameters(p.architecture), std::int64_t(total));
        QCOMPARE(p.published_parameters, std::int64_t(total));
    }

    // Any preset added later must still agree with its published total within 1%.
    void everyPresetWithinOnePercent() {
        QVERIFY(library().presets.size() >= 19);
        for (const auto& p : library().presets) {
            const double computed = double(totalParameters(p.architecture));
            const double published = double(p.published_parameters);
            QVERIFY2(std::abs(computed - published) <= 0.01 * published, p.id.c_str());
        }
    }

    // Parts by hand: h = hidden, q = heads x head_dim, k = kv_heads x head_dim, i = intermediate.
    void parameterParts_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<qint64>("attention");
        QTest::addColumn<qint64>("mlp");
        QTest::addColumn<qint64>("norms");
        QTest::addColumn<qint64>("lmHead");
        // 2*4096*4096 + 2*4096*1024; 3*4096*14336; 2*4096; 128256*4096
        QTest::newRow("llama-3.1-8b (GQA)")
            << "llama-3.1-8b" << qint64(41'943'040) << qint64(176'160'768) << qint64(8'192)
            << qint64(525'336'576);
        // q and o are 3584x4096 (16 heads x 256 > hidden): 2*3584*4096 + 2*3584*2048; 4 norms; tied
        QTest::newRow("gemma-2-9b (wide query, 4 norms, tied)")
            << "gemma-2-9b" << qint64(44'040'192) << qint64(154'140'672) << qint64(14'336)
            << qint64(0);
        // 2*3584^2 + 2*3584*512 + biases 3584 + 512 + 512
        QTest::newRow("qwen2.5-7b (qkv bias)")
            << "qwen2.5-7b" << qint64(29'364'736) << qint64(203'685'888) << qint64(7'168)
            << qint64(544'997'376);
        // 4*(2048^2 + 2048); 2*2048*8192 + 8192 + 2048; one LayerNorm (w + b); head 51200*2048 +
        // 51200
        QTest::newRow("phi-1.5 (GeLU, biases, head bias)")
            << "phi-1.5" << qint64(16'785'408) << qint64(33'564'672) << qint64(4'096)
            << qint64(104'908'800);
        // 4*(4096^2 + 4096); 2*4096*16384 + 16384 + 4096; two LayerNorms (w + b)
        QTest::newRow("stablelm-base-alpha-3b (NeoX)")
            << "stablelm-base-alpha-3b" << qint64(67'125'248) << qint64(134'238'208)
            << qint64(16'384) << qint64(207'618'048);
    }
    void parameterParts() {
        QFETCH(QString, id);
        QFETCH(qint64, attention);
        QFETCH(qint64, mlp);
        QFETCH(qint64, norms);
        QFETCH(qint64, lmHead);
        const ParameterCounts c = countParameters(preset(id.toStdString().c_str()).architecture);
        QCOMPARE(c.attention_per_layer, std::int64_t(attention));
        QCOMPARE(c.mlp_per_layer, std::int64_t(mlp));
        QCOMPARE(c.norms_per_layer, std::int64_t(norms));
        QCOMPARE(c.lm_head, std::int64_t(lmHead));
    }

    // LoRA adapter parameters: r x (in + out) per targeted linear per layer.
    void loraCounts_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("rank");
        QTest::addColumn<QString>("targets");
        QTest::addColumn<qint64>("parameters");
        // 32 x 8 x ((4096 + 4096) + (4096 + 4096))
        QTest::newRow("llama-2-7b r8 q,v") << "llama-2-7b" << 8 << "qv" << qint64(4'194'304);
        // 32 x 16 x (8192 + 5120 + 5120 + 8192 + 3 x 18432)
        QTest::newRow("llama-3.1-8b r16 all")
            << "llama-3.1-8b" << 16 << "qkvogud" << qint64(41'943'040);
        // 42 x 8 x ((3584 + 4096) + 2 x (3584 + 2048) + (4096 + 3584))
        QTest::newRow("gemma-2-9b r8 q,k,v,o") << "gemma-2-9b" << 8 << "qkvo" << qint64(8'945'664);
        // phi-1.5 has no gate: 24 x 8 x ((2048 + 8192) + (8192 + 2048))
        QTest::newRow("phi-1.5 r8 up,down") << "phi-1.5" << 8 << "ud" << qint64(3'932'160);
    }
    void loraCounts() {
        QFETCH(QString, id);
        QFETCH(int, rank);
        QFETCH(QString, targets);
        QFETCH(qint64, parameters);
        std::vector<LoraTarget> list;
        for (const QChar c : targets) {
            const char letter = c.toLatin1();
            list.push_back(letter == 'q'   ? LoraTarget::Q
                           : letter == 'k' ? LoraTarget::K
                           : letter == 'v' ? LoraTarget::V
                           : letter == 'o' ? LoraTarget::O
                           : letter == 'g' ? LoraTarget::Gate
                           : letter == 'u' ? LoraTarget::Up
                                           : LoraTarget::Down);
        }
        QCOMPARE(loraParameters(preset(id.toStdString().c_str()).architecture, rank, list),
                 std::int64_t(parameters));
    }

    // Numbers compare as numbers: 9b before 27b, 2-7b before 2-13b.
    void idsInNaturalOrder() {
        const std::vector<std::string> ids = library().ids();
        const auto position = [&](const char* id) {
            return std::find(ids.begin(), ids.end(), id) - ids.begin();
        };
        QVERIFY(position("gemma-2-9b") < position("gemma-2-27b"));
        QVERIFY(position("llama-2-7b") < position("llama-2-13b"));
        QVERIFY(position("llama-2-13b") < position("llama-2-70b"));
        QVERIFY(position("qwen2.5-7b") < position("qwen2.5-14b"));
        QVERIFY(library().find("no-such-model") == nullptr);
    }

    // A bad preset file: the message names file, line, column, key and, for typos, the fix.
    void badPresetFiles_data() {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("message");
        const QString head = "id: tiny\nname: Tiny\nhf_repo: x/tiny\nsource: here\n"
                             "published_parameters: 100\n";
        const QString arch = "architecture:\n  layers: 2\n  hidden_size: 64\n"
                             "  intermediate_size: 128\n  attention_heads: 4\n  vocab_size: 100\n";
        QTest::newRow("typo in architecture key")
            << head + arch + "  hiden_size: 64\n"
            << "tiny.yaml:12:3: architecture.hiden_size: unknown key 'hiden_size'; did you mean "
               "'hidden_size'?";
        QTest::newRow("unknown top-level key, no suggestion")
            << head + "colour: blue\n" + arch << "tiny.yaml:6:1: colour: unknown key 'colour'";
        QTest::newRow("kv_heads does not divide")
            << head + arch + "  kv_heads: 3\n"
            << "tiny.yaml:12:13: architecture.kv_heads: must divide attention_heads (4)";
        QTest::newRow("wrong type") << head + arch + "  tied_embeddings: sometimes\n"
                                    << "tiny.yaml:12:20: architecture.tied_embeddings: expected "
                                       "true or false, got 'sometimes'";
        QTest::newRow("bad enum") << head + arch + "  mlp: relu\n"
                                  << "tiny.yaml:12:8: architecture.mlp: unknown value 'relu'; did "
                                     "you mean 'gelu'? (one of: swiglu, gelu)";
        QTest::newRow("zero layers")
            << QString(head + arch).replace("layers: 2", "layers: 0")
            << "tiny.yaml:7:11: architecture.layers: must be greater than 0";
        QTest::newRow("sliding window and chunks")
            << head + arch + "  sliding_window: 512\n  attention_chunk: 1024\n"
            << "tiny.yaml:13:20: architecture.attention_chunk: give only one of sliding_window, "
               "attention_chunk";
        QTest::newRow("missing architecture") << head << "tiny.yaml:1:1: architecture: missing";
        QTest::newRow("id differs from file name")
            << QString(head + arch).replace("id: tiny", "id: small")
            << "tiny.yaml:1:5: id: must match the file name ('tiny')";
        QTest::newRow("YAML syntax error")
            << head + arch + "  layers: [2\n"
            << "tiny.yaml:13:1: YAML syntax error: end of sequence flow not found";
    }
    void badPresetFiles() {
        QFETCH(QString, body);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = (dir.path() + "/tiny.yaml").toStdString();
        std::ofstream(path) << body.toStdString();
        try {
            PresetLibrary::load(dir.path().toStdString());
            QFAIL("the bad preset was accepted");
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.diagnostics().front().toString()),
                     dir.path() + "/" + message);
        }
    }

    void missingDirectoryIsRefused() {
        QVERIFY_THROWS_EXCEPTION(InputError, PresetLibrary::load("/no/such/presets"));
    }
};

QTEST_GUILESS_MAIN(TestPresets)
#include "test_presets.moc"
