// GPU rental prices: the bundled resources/prices/prices.yaml, optionally replaced or overridden by
// the user's provider file. Format and lookup rules: docs/cost-model.md.
//
// A price that the catalog does not hold is missing (std::nullopt), never zero.
#pragma once

#include "planner/diagnostics.h"
#include "planner/enums.h"
#include "planner/localized_text.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace runcard {

// One price per GPU-hour with its spread; low <= price <= high.
struct PriceQuote {
    double price = 0;
    double low = 0;
    double high = 0;
    bool range_given = false; // false: low == high == price; the catalog's uncertainty applies
    std::string source;       // key into PriceCatalog::sources
    LocalizedText note;
};

// Machine shapes a provider rents: 1, 2, 4 or 8 GPUs, or whole 8-GPU nodes on a fabric.
enum class CardCountTier { One, Two, Four, Eight, Nodes };
constexpr std::array<CardCountTier, 5> kCardCountTiers{CardCountTier::One, CardCountTier::Two,
                                                       CardCountTier::Four, CardCountTier::Eight,
                                                       CardCountTier::Nodes};
std::string toString(CardCountTier tier); // "1", "2", "4", "8", "nodes"
// The tier that rents `gpuCount` GPUs: 3 GPUs need a 4-GPU machine, 12 need two 8-GPU nodes.
CardCountTier tierForGpuCount(int gpuCount);
// GPUs paid for when `gpuCount` are needed: the machine shape, or whole nodes above 8.
int billedGpus(int gpuCount);

struct PriceRow {
    std::string gpu; // card id in the GPU catalog
    CardCountTier tier = CardCountTier::One;
    BillingPeriod period = BillingPeriod::Hour;
    std::array<std::optional<PriceQuote>, 3> quotes; // indexed by PricingKind
    std::string origin;                              // "file:line" it was read from
    const std::optional<PriceQuote>& quote(PricingKind kind) const {
        return quotes[static_cast<std::size_t>(kind)];
    }
};

enum class OptionUnit { GbMonth, Gb, GpuHour, Hour, ComputeFraction, Once };
std::string toString(OptionUnit unit); // "gb-month", "gb", "gpu-hour", "hour", ...

struct PriceOption {
    std::string id;
    LocalizedText name;
    OptionUnit unit = OptionUnit::Once;
    std::optional<PriceQuote> price; // missing when the catalog has no figure
    LocalizedText note;              // why, or what the figure covers
};

struct PriceSource {
    std::string id;
    LocalizedText title;
    std::string url;
    LocalizedText date; // as the source gives it: "2026-05", "early 2026"
};

// Which row answered a lookup and how far it is from what was asked.
struct PriceLookup {
    std::optional<PriceQuote> quote; // nullopt: no price for this card and pricing kind
    CardCountTier requested_tier = CardCountTier::One;
    CardCountTier tier = CardCountTier::One; // the row used
    BillingPeriod requested_period = BillingPeriod::Hour;
    BillingPeriod period = BillingPeriod::Hour; // the row used
    int billed_gpus = 1;
    bool tierFallback() const { return quote && tier != requested_tier; }
    bool periodFallback() const { return quote && period != requested_period; }
};

class PriceCatalog {
public:
    enum class MergeMode { Override, Replace };

    std::string as_of;               // date of the figures, shown beside every price
    std::string currency;            // e.g. "USD"
    double price_uncertainty = 0.20; // +- fraction where a quote has no low/high
    std::vector<PriceSource> sources;
    std::vector<PriceRow> rows;
    std::vector<PriceOption> options;
    std::vector<std::string> files; // where the figures came from, bundled first

    // Parses and validates; throws InputError with every problem (file:line:column, field, and the
    // closest valid key or value). `mode` is read from the file's optional `mode:` key.
    static PriceCatalog parse(const std::string& yamlText, const std::string& displayName,
                              MergeMode* mode = nullptr);
    static PriceCatalog load(const std::string& path, MergeMode* mode = nullptr);
    static PriceCatalog bundled();
    // The bundled catalog with the user's file applied (empty path = bundled only). A user file
    // with `mode: replace` replaces the bundled one; otherwise its rows override rows of the same
    // card, count and period, its options override options of the same id, and the rest is added.
    static PriceCatalog withUserFile(const std::string& userPath);
    void overrideWith(const PriceCatalog& user);

    // Lookup rules (docs/cost-model.md): the requested period first, then shorter periods (a
    // shorter commitment's rate is what a longer rental pays without a discount); within each
    // period the machine shape for `gpuCount`, then smaller shapes (largest first), then larger.
    // The pricing kind never falls back: no spot price means no spot price.
    PriceLookup lookup(const std::string& gpu, int gpuCount, BillingPeriod period,
                       PricingKind kind) const;
    const PriceOption* option(const std::string& id) const;
    const PriceSource* source(const std::string& id) const;
    std::vector<std::string> gpuIds() const;
    std::vector<std::string> optionIds() const;
};

} // namespace runcard
