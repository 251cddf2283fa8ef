// Issue 10 item 5: models and GPUs are data. Every bundled file — each GPU of
// resources/catalog/gpus/, each model preset, each price file, each example card — loads on its
// own, validates, names its sources, carries every shown text in English and Turkish (issue 11
// item 7), and has an id that is unique and matches its file name. A malformed, unsourced or
// untranslated file dropped into resources/ fails here.
#include "planner/gpu_catalog.h"
#include "planner/presets.h"
#include "planner/price_catalog.h"
#include "planner/resources.h"
#include "planner/run_card_yaml.h"

#include <QTest>
#include <filesystem>
#include <fstream>
#include <set>

using namespace runcard;
namespace fs = std::filesystem;

namespace {

std::vector<fs::path> yamlFiles(const std::string& folder) {
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(resourcePath(folder)))
        if (entry.path().extension() == ".yaml")
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

void checkBothLanguages(const LocalizedText& text, const std::string& what,
                        std::vector<std::string>& problems) {
    if (text.en.empty())
        problems.push_back(what + ": no English text");
    if (!text.hasLanguage("tr"))
        problems.push_back(what + ": no Turkish text");
    else if (text.tr == text.en)
        problems.push_back(what + ": the Turkish text is the English one");
}

// What a bundled GPU file must satisfy beyond loading: its id is its file name, it has a list
// position and sources, and every shown text is in both languages.
std::vector<std::string> gpuFileProblems(const fs::path& file) {
    std::vector<std::string> problems;
    GpuCatalog catalog;
    try {
        catalog.merge(file.string());
    } catch (const InputError& error) {
        return {error.what()};
    }
    if (catalog.gpus.size() != 1)
        return {"holds " + std::to_string(catalog.gpus.size()) + " GPUs, not one"};
    const GpuSpec& gpu = catalog.gpus.front();
    if (gpu.id + ".yaml" != file.filename().string())
        problems.push_back("id '" + gpu.id + "' differs from the file name");
    if (gpu.order <= 0)
        problems.push_back("order: missing");
    if (gpu.source.size() < 20)
        problems.push_back("source: missing or too short to name where the numbers come from");
    if (gpu.architecture.empty())
        problems.push_back("architecture: missing");
    checkBothLanguages(gpu.interconnect, "interconnect", problems);
    checkBothLanguages(gpu.software_stack, "software_stack", problems);
    for (std::size_t i = 0; i < gpu.caveats.size(); ++i)
        checkBothLanguages(gpu.caveats[i], "caveats[" + std::to_string(i) + "]", problems);
    return problems;
}

std::vector<std::string> priceFileProblems(const fs::path& file) {
    std::vector<std::string> problems;
    PriceCatalog prices;
    try {
        prices = PriceCatalog::load(file.string());
    } catch (const InputError& error) {
        return {error.what()};
    }
    if (prices.sources.empty())
        problems.push_back("sources: none");
    std::set<std::string> used;
    for (const PriceRow& row : prices.rows)
        for (const auto& quote : row.quotes)
            if (quote) {
                if (quote->source.empty())
                    problems.push_back(row.origin + ": a price without a source");
                used.insert(quote->source);
            }
    for (const PriceSource& source : prices.sources) {
        checkBothLanguages(source.title, "sources." + source.id + ".title", problems);
        if (source.url.empty())
            problems.push_back("sources." + source.id + ".url: missing");
        // A date in words ("early 2026") is prose; "2026-05" reads the same in every language.
        const bool prose = std::any_of(source.date.en.begin(), source.date.en.end(),
                                       [](char c) { return std::isalpha(unsigned(c)); });
        if (prose)
            checkBothLanguages(source.date, "sources." + source.id + ".date", problems);
    }
    for (const PriceOption& option : prices.options) {
        checkBothLanguages(option.name, "options." + option.id + ".name", problems);
        checkBothLanguages(option.note, "options." + option.id + ".note", problems);
        if (option.price) {
            if (option.price->source.empty())
                problems.push_back("options." + option.id + ": a price without a source");
            used.insert(option.price->source);
        }
    }
    // Every price names a source that the file lists (the loader refuses an unknown one).
    for (const std::string& id : used)
        if (!prices.source(id))
            problems.push_back("source '" + id + "' is not listed");
    return problems;
}

std::string joined(const std::vector<std::string>& problems) {
    std::string text;
    for (const auto& p : problems)
        text += "\n  " + p;
    return text;
}

} // namespace

class TestBundledData : public QObject {
    Q_OBJECT
private slots:
    void everyGpuFileIsCompleteAndSourced() {
        const auto files = yamlFiles("catalog/gpus");
        QVERIFY(files.size() >= 20);
        QCOMPARE(GpuCatalog::bundledFiles().size(), files.size());
        std::set<int> orders;
        for (const fs::path& file : files) {
            const auto problems = gpuFileProblems(file);
            QVERIFY2(problems.empty(), (file.filename().string() + joined(problems)).c_str());
            GpuCatalog one;
            one.merge(file.string());
            QVERIFY2(orders.insert(one.gpus.front().order).second,
                     (file.filename().string() + ": order taken by another file").c_str());
        }
        // Every file is in the bundled catalog once, in `order`.
        const GpuCatalog bundled = GpuCatalog::bundled();
        QCOMPARE(bundled.gpus.size(), files.size());
        for (std::size_t i = 1; i < bundled.gpus.size(); ++i)
            QVERIFY(bundled.gpus[i - 1].order < bundled.gpus[i].order);
    }

    void listOrderIsTheArticlesCardsThenTheRest() {
        const std::vector<std::string> ids = GpuCatalog::bundled().ids();
        const std::vector<std::string> head(ids.begin(), ids.begin() + 4);
        QCOMPARE(head, referenceGpuIds());
        QCOMPARE(ids[4], std::string("a100-sxm-40gb"));
        QCOMPARE(ids.back(), std::string("rtx6000-ada-48gb"));
    }

    // The checks above catch a file someone drops in without sources or Turkish text.
    void theChecksRefuseAnUnsourcedUntranslatedFile() {
        const fs::path dir = fs::temp_directory_path() / "runcard-bundled-data-test";
        fs::create_directories(dir);
        const fs::path file = dir / "my-card.yaml";
        std::ofstream(file) << "id: other-card\nname: A card\nmemory_mib: 1000\n"
                               "memory_bandwidth_gbps: 100\npeak_tflops: {bf16: 10}\n"
                               "interconnect: PCIe\ncaveats: [{en: Untested}]\n";
        const std::string problems = joined(gpuFileProblems(file));
        QVERIFY2(problems.find("differs from the file name") != std::string::npos,
                 problems.c_str());
        QVERIFY(problems.find("order: missing") != std::string::npos);
        QVERIFY(problems.find("source: missing") != std::string::npos);
        QVERIFY(problems.find("interconnect: no Turkish text") != std::string::npos);
        QVERIFY(problems.find("software_stack: no English text") != std::string::npos);
        QVERIFY(problems.find("caveats[0]: no Turkish text") != std::string::npos);
        // A malformed file: the loader's own message, with line and column.
        std::ofstream(file) << "id: my-card\ninterconnect: {en: PCIe, tr: [1]}\n";
        const std::string malformed = joined(gpuFileProblems(file));
        QVERIFY2(malformed.find("my-card.yaml:2:") != std::string::npos, malformed.c_str());
        QVERIFY2(malformed.find("interconnect.tr: expected a text") != std::string::npos,
                 malformed.c_str());
        fs::remove_all(dir);
    }

    void aSecondBundledFileWithAKnownIdIsRefused() {
        const fs::path dir = fs::temp_directory_path() / "runcard-bundled-duplicate";
        fs::create_directories(dir / "catalog/gpus");
        for (const char* name : {"a.yaml", "b.yaml"})
            std::ofstream(dir / "catalog/gpus" / name)
                << "id: same\nname: A\nmemory_mib: 1000\nmemory_bandwidth_gbps: 100\n"
                   "peak_tflops: {bf16: 10}\n";
        qputenv("RUNCARD_RESOURCES", QByteArray::fromStdString(dir.string()));
        try {
            GpuCatalog::bundled();
            QFAIL("a duplicate id was accepted");
        } catch (const InputError& error) {
            QVERIFY2(std::string(error.what()).find("b.yaml") != std::string::npos, error.what());
        }
        qunsetenv("RUNCARD_RESOURCES");
        fs::remove_all(dir);
    }

    void everyModelPresetIsSourcedAndNamedAfterItsId() {
        const auto files = yamlFiles("models");
        QVERIFY(files.size() >= 30);
        std::set<std::string> ids;
        for (const fs::path& file : files) {
            const ModelPreset preset = loadPreset(file.string());
            const std::string name = file.filename().string();
            QVERIFY2(preset.id + ".yaml" == name, name.c_str());
            QVERIFY2(ids.insert(preset.id).second, name.c_str());
            QVERIFY2(preset.source.rfind("https://", 0) == 0, name.c_str());
            QVERIFY2(!preset.hf_repo.empty() && preset.published_parameters > 0, name.c_str());
        }
        QCOMPARE(PresetLibrary::bundled().presets.size(), files.size());
    }

    void everyPriceFileIsSourcedAndInBothLanguages() {
        const auto files = yamlFiles("prices");
        QVERIFY(!files.empty());
        const GpuCatalog gpus = GpuCatalog::bundled();
        for (const fs::path& file : files) {
            const auto problems = priceFileProblems(file);
            QVERIFY2(problems.empty(), (file.filename().string() + joined(problems)).c_str());
            for (const std::string& gpu : PriceCatalog::load(file.string()).gpuIds())
                QVERIFY2(gpus.find(gpu), (file.filename().string() + ": " + gpu).c_str());
        }
    }

    void everyExampleCardValidatesAgainstTheBundledData() {
        const auto files = yamlFiles("examples");
        QVERIFY(files.size() >= 5);
        const PresetLibrary presets = PresetLibrary::bundled();
        const GpuCatalog gpus = GpuCatalog::bundled();
        for (const fs::path& file : files) {
            const LoadResult result = loadRunCard(file.string());
            std::string problems;
            for (const Diagnostic& d : result.diagnostics)
                problems += "\n  " + d.field + ": " + d.message;
            QVERIFY2(result.ok(), (file.filename().string() + problems).c_str());
            const RunCard& card = *result.card;
            QVERIFY2(card.model.preset.empty() || presets.find(card.model.preset),
                     file.filename().string().c_str());
            QVERIFY2(gpus.find(card.hardware.gpu), file.filename().string().c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestBundledData)
#include "test_bundled_data.moc"
