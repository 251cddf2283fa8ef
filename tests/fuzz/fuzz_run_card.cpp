// A run card with --set overrides (the card, then one "key=value" per NUL-separated part) through
// parseRunCard; an accepted card must survive the canonical YAML round trip and be planned.
#include "fuzz_support.h"
#include "planner/plan.h"
#include "planner/run_card_yaml.h"

using namespace runcard;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const PresetLibrary presets = PresetLibrary::bundled();
    static const GpuCatalog gpus = GpuCatalog::bundled();
    const std::string_view text = fuzz::asText(data, size);
    const std::size_t end = text.find('\0');
    std::vector<FieldOverride> overrides;
    for (std::string_view rest = end == std::string_view::npos ? "" : text.substr(end + 1);
         !rest.empty();) {
        const std::size_t next = rest.find('\0');
        try {
            overrides.push_back(parseFieldOverride(std::string(rest.substr(0, next))));
        } catch (const InputError&) {
            return 0;
        }
        rest = next == std::string_view::npos ? "" : rest.substr(next + 1);
    }
    const LoadResult loaded =
        parseRunCard(std::string(text.substr(0, end)), "card.yaml", overrides);
    if (!loaded.ok())
        return 0;
    const LoadResult again = parseRunCard(toYaml(*loaded.card), "card.yaml");
    if (!again.ok() || !(*again.card == *loaded.card))
        std::abort(); // the canonical form does not read back as the same card
    try {
        evaluate(resolve(*loaded.card, presets, gpus));
    } catch (const InputError&) {
    }
    return 0;
}
