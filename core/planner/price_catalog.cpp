#include "planner/price_catalog.h"

#include "planner/resources.h"
#include "planner/translatable.h"
#include "planner/yaml_fields.h"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <locale>
#include <map>
#include <set>
#include <sstream>
#include <yaml-cpp/yaml.h>

namespace runcard {

std::string toString(CardCountTier tier) {
    switch (tier) {
    case CardCountTier::One:
        return "1";
    case CardCountTier::Two:
        return "2";
    case CardCountTier::Four:
        return "4";
    case CardCountTier::Eight:
        return "8";
    case CardCountTier::Nodes:
        return "nodes";
    }
    return {};
}

CardCountTier tierForGpuCount(int gpuCount) {
    if (gpuCount <= 1)
        return CardCountTier::One;
    if (gpuCount == 2)
        return CardCountTier::Two;
    if (gpuCount <= 4)
        return CardCountTier::Four;
    if (gpuCount <= 8)
        return CardCountTier::Eight;
    return CardCountTier::Nodes;
}

int billedGpus(int gpuCount) {
    switch (tierForGpuCount(gpuCount)) {
    case CardCountTier::One:
        return 1;
    case CardCountTier::Two:
        return 2;
    case CardCountTier::Four:
        return 4;
    case CardCountTier::Eight:
        return 8;
    case CardCountTier::Nodes:
        return (gpuCount + 7) / 8 * 8;
    }
    return gpuCount;
}

std::string toString(OptionUnit unit) {
    switch (unit) {
    case OptionUnit::GbMonth:
        return "gb-month";
    case OptionUnit::Gb:
        return "gb";
    case OptionUnit::GpuHour:
        return "gpu-hour";
    case OptionUnit::Hour:
        return "hour";
    case OptionUnit::ComputeFraction:
        return "compute-fraction";
    case OptionUnit::Once:
        return "once";
    }
    return {};
}

namespace {

const std::vector<std::string> kTopKeys{"price_catalog", "as_of",   "currency", "price_uncertainty",
                                        "mode",          "sources", "gpus",     "options"};
const std::vector<std::string> kSourceKeys{"title", "url", "date"};
const std::vector<std::string> kRowKeys{"gpus", "period", "on_demand", "reserved", "spot"};
const std::vector<std::string> kQuoteKeys{"price", "low", "high", "source", "note"};
const std::vector<std::string> kOptionKeys{"name", "unit",   "price", "low",
                                           "high", "source", "note"};
const std::vector<std::string> kTierNames{"1", "2", "4", "8", "nodes"};
const std::vector<std::string> kUnitNames{"gb-month",         "gb",  "gpu-hour", "hour",
                                          "compute-fraction", "once"};
const std::vector<std::string> kModeNames{"override", "replace"};

// No GPU-hour, storage or transfer price comes near a million in any currency Runcard is used with;
// a larger figure is a typo (or a hostile file) and would make every cost meaningless.
constexpr double kMaxPrice = 1e6;
// A price file holds a few hundred rows (the bundled one is about 8 KiB).
constexpr std::uint64_t kMaxPriceCatalogBytes = 4 * kMiB;

std::string formatPrice(double value) {
    std::ostringstream text;
    text.imbue(std::locale::classic());
    text << std::fixed << std::setprecision(0) << value;
    return text.str();
}

// Walks the YAML tree, collecting every problem with its position before giving up.
class CatalogReader {
public:
    explicit CatalogReader(std::string file) : file_(std::move(file)) {}

    PriceCatalog read(const YAML::Node& root, PriceCatalog::MergeMode* mode);
    const Diagnostics& diagnostics() const { return diagnostics_; }

private:
    void error(const YAML::Node& node, const std::string& field, DiagnosticCode code,
               std::vector<DiagnosticArg> args = {}) {
        diagnostics_.push_back(
            located(Diagnostic::coded(code, field, std::move(args)), file_, node));
    }
    bool expectMap(const YAML::Node& node, const std::string& field) {
        if (node.IsMap())
            return true;
        error(node, field, DiagnosticCode::ExpectedMapping);
        return false;
    }
    void checkKeys(const YAML::Node& map, const std::string& field,
                   const std::vector<std::string>& allowed) {
        runcard::checkKeys(file_, map, field, allowed, diagnostics_);
    }
    std::optional<double> number(const YAML::Node& node, const std::string& field) {
        Diagnostic problem;
        const auto value = numberOf(node, field, DiagnosticCode::ExpectedNumber, &problem);
        if (!value)
            diagnostics_.push_back(located(std::move(problem), file_, node));
        return value;
    }
    // A price, or a bound of its range: finite, at least 0 and at most kMaxPrice.
    std::optional<double> priceFigure(const YAML::Node& node, const std::string& field) {
        const auto value = number(node, field);
        if (value && *value > kMaxPrice) {
            error(node, field, DiagnosticCode::AtMost, {formatPrice(kMaxPrice)});
            return std::nullopt;
        }
        return value;
    }
    std::string text(const YAML::Node& node, const std::string& field) {
        if (node.IsScalar())
            return node.Scalar();
        diagnostics_.push_back(
            located(Diagnostic::coded(DiagnosticCode::ExpectedText, field, {describeNode(node)}),
                    file_, node));
        return {};
    }
    LocalizedText localized(const YAML::Node& node, const std::string& field) {
        return localizedTextOf(file_, node, field, diagnostics_).value_or(LocalizedText{});
    }
    std::string choice(const YAML::Node& node, const std::string& field,
                       const std::vector<std::string>& allowed, const std::string& what) {
        const std::string value = node.IsScalar() ? node.Scalar() : std::string{};
        if (std::find(allowed.begin(), allowed.end(), value) != allowed.end())
            return value;
        if (const std::string suggestion = closestMatch(value, allowed); !suggestion.empty()) {
            error(node, field, DiagnosticCode::UnknownNamedSuggest,
                  {DiagnosticArg::ofPhrase(what), value, suggestion});
        } else {
            std::string names;
            for (const auto& name : allowed)
                names += (names.empty() ? "" : ", ") + name;
            error(node, field, DiagnosticCode::UnknownNamed,
                  {DiagnosticArg::ofPhrase(what), value, names});
        }
        return {};
    }
    void readSources(const YAML::Node& node, PriceCatalog& catalog);
    // A quote is a number or a map with price/low/high/source/note; `keys` = nullptr when the
    // caller has already checked the map's keys.
    std::optional<PriceQuote> readQuote(const YAML::Node& node, const std::string& field,
                                        const std::vector<std::string>* keys);
    void readRows(const YAML::Node& node, PriceCatalog& catalog);
    void readOptions(const YAML::Node& node, PriceCatalog& catalog);
    void checkSourceReferences(const PriceCatalog& catalog);

    std::string file_;
    Diagnostics diagnostics_;
    // Source references seen, checked once every source is known.
    std::vector<std::pair<YAML::Node, std::string>> sourceReferences_;
};

PriceCatalog CatalogReader::read(const YAML::Node& root, PriceCatalog::MergeMode* mode) {
    PriceCatalog catalog;
    catalog.files.push_back(file_);
    if (!root.IsMap()) {
        diagnostics_.push_back(
            Diagnostic::coded(DiagnosticCode::NotAPriceCatalog, "").at(file_, 1, 1));
        return catalog;
    }
    checkKeys(root, "", kTopKeys);
    if (const auto version = root["price_catalog"]; !version)
        error(root, "price_catalog", DiagnosticCode::MissingPriceCatalogVersion);
    else if (auto v = number(version, "price_catalog"); v && *v != 1)
        error(version, "price_catalog", DiagnosticCode::UnsupportedVersion,
              {DiagnosticArg::of(*v), DiagnosticArg::of(1)});
    if (const auto asOf = root["as_of"])
        catalog.as_of = text(asOf, "as_of");
    else
        error(root, "as_of", DiagnosticCode::MissingAsOf);
    catalog.currency = root["currency"] ? text(root["currency"], "currency") : "USD";
    if (const auto spread = root["price_uncertainty"]) {
        if (auto v = number(spread, "price_uncertainty")) {
            if (*v < 0 || *v >= 1)
                error(spread, "price_uncertainty", DiagnosticCode::FractionBelowOne);
            else
                catalog.price_uncertainty = *v;
        }
    }
    if (mode)
        *mode = PriceCatalog::MergeMode::Override;
    if (const auto m = root["mode"]) {
        if (choice(m, "mode", kModeNames, "mode") == "replace" && mode)
            *mode = PriceCatalog::MergeMode::Replace;
    }
    if (const auto sources = root["sources"])
        readSources(sources, catalog);
    if (const auto gpus = root["gpus"])
        readRows(gpus, catalog);
    if (const auto options = root["options"])
        readOptions(options, catalog);
    checkSourceReferences(catalog);
    return catalog;
}

void CatalogReader::readSources(const YAML::Node& node, PriceCatalog& catalog) {
    if (!expectMap(node, "sources"))
        return;
    for (const auto& entry : node) {
        const std::string id = entry.first.Scalar();
        const std::string field = "sources." + id;
        PriceSource source{id, {}, {}, {}};
        if (entry.second.IsScalar()) {
            source.title = LocalizedText{entry.second.Scalar(), {}};
        } else if (expectMap(entry.second, field)) {
            checkKeys(entry.second, field, kSourceKeys);
            if (const auto t = entry.second["title"])
                source.title = localized(t, field + ".title");
            if (const auto u = entry.second["url"])
                source.url = text(u, field + ".url");
            if (const auto d = entry.second["date"])
                source.date = localized(d, field + ".date");
        }
        catalog.sources.push_back(std::move(source));
    }
}

std::optional<PriceQuote> CatalogReader::readQuote(const YAML::Node& node, const std::string& field,
                                                   const std::vector<std::string>* keys) {
    PriceQuote quote;
    const YAML::Node priceNode = node.IsMap() ? node["price"] : node;
    if (node.IsMap()) {
        if (keys)
            checkKeys(node, field, *keys);
        if (!priceNode)
            return std::nullopt; // an entry without a price is a missing price
    }
    const auto price = priceFigure(priceNode, field + (node.IsMap() ? ".price" : ""));
    if (!price)
        return std::nullopt;
    if (*price < 0) {
        error(priceNode, field, DiagnosticCode::NegativePrice);
        return std::nullopt;
    }
    quote.price = quote.low = quote.high = *price;
    if (node.IsMap()) {
        if (const auto low = node["low"]) {
            if (auto v = priceFigure(low, field + ".low")) {
                quote.low = *v;
                quote.range_given = true;
                if (*v > *price || *v < 0)
                    error(low, field + ".low", DiagnosticCode::LowBoundOutside);
            }
        }
        if (const auto high = node["high"]) {
            if (auto v = priceFigure(high, field + ".high")) {
                quote.high = *v;
                quote.range_given = true;
                if (*v < *price)
                    error(high, field + ".high", DiagnosticCode::HighBoundBelow);
            }
        }
        if (const auto source = node["source"]) {
            quote.source = text(source, field + ".source");
            sourceReferences_.emplace_back(source, field + ".source");
        }
        if (const auto note = node["note"])
            quote.note = localized(note, field + ".note");
    }
    return quote;
}

void CatalogReader::readRows(const YAML::Node& node, PriceCatalog& catalog) {
    if (!expectMap(node, "gpus"))
        return;
    std::map<std::tuple<std::string, CardCountTier, BillingPeriod>, std::string> seen;
    for (const auto& entry : node) {
        const std::string gpu = entry.first.Scalar();
        const std::string gpuField = "gpus." + gpu;
        if (!entry.second.IsSequence()) {
            error(entry.second, gpuField, DiagnosticCode::ExpectedPriceRows);
            continue;
        }
        for (std::size_t i = 0; i < entry.second.size(); ++i) {
            const YAML::Node rowNode = entry.second[i];
            const std::string field = gpuField + "[" + std::to_string(i) + "]";
            if (!expectMap(rowNode, field))
                continue;
            checkKeys(rowNode, field, kRowKeys);
            PriceRow row;
            row.gpu = gpu;
            const YAML::Mark mark = rowNode.Mark();
            row.origin = file_ + ":" + std::to_string(mark.line + 1);
            if (const auto tier = rowNode["gpus"]) {
                const std::string name = choice(tier, field + ".gpus", kTierNames,
                                                RUNCARD_TR("Diagnostics", "card count"));
                if (name.empty())
                    continue;
                row.tier = kCardCountTiers[std::find(kTierNames.begin(), kTierNames.end(), name) -
                                           kTierNames.begin()];
            } else {
                error(rowNode, field + ".gpus", DiagnosticCode::MissingRowGpus);
                continue;
            }
            if (const auto period = rowNode["period"]) {
                const auto names = enumSpellings<BillingPeriod>();
                const std::string name = choice(
                    period, field + ".period", std::vector<std::string>(names.begin(), names.end()),
                    RUNCARD_TR("Diagnostics", "period"));
                if (name.empty())
                    continue;
                row.period = *parseEnum<BillingPeriod>(name);
            } else {
                error(rowNode, field + ".period", DiagnosticCode::MissingRowPeriod);
                continue;
            }
            bool any = false;
            const std::size_t problemsBefore = diagnostics_.size();
            for (const PricingKind kind :
                 {PricingKind::OnDemand, PricingKind::Reserved, PricingKind::Spot}) {
                std::string key(toString(kind));
                std::replace(key.begin(), key.end(), '-', '_');
                if (const auto quoteNode = rowNode[key]) {
                    row.quotes[static_cast<std::size_t>(kind)] =
                        readQuote(quoteNode, field + "." + key, &kQuoteKeys);
                    any = any || row.quotes[static_cast<std::size_t>(kind)].has_value();
                }
            }
            if (!any && diagnostics_.size() == problemsBefore) // a bad price is reported once
                error(rowNode, field, DiagnosticCode::RowWithoutPrice);
            const auto key = std::make_tuple(row.gpu, row.tier, row.period);
            if (const auto it = seen.find(key); it != seen.end()) {
                error(rowNode, field, DiagnosticCode::RepeatsRow,
                      {toString(row.tier), toString(row.period), it->second});
                continue;
            }
            seen.emplace(key, row.origin);
            catalog.rows.push_back(std::move(row));
        }
    }
}

void CatalogReader::readOptions(const YAML::Node& node, PriceCatalog& catalog) {
    if (!expectMap(node, "options"))
        return;
    for (const auto& entry : node) {
        const std::string id = entry.first.Scalar();
        const std::string field = "options." + id;
        if (!expectMap(entry.second, field))
            continue;
        checkKeys(entry.second, field, kOptionKeys);
        PriceOption option;
        option.id = id;
        option.name = entry.second["name"] ? localized(entry.second["name"], field + ".name")
                                           : LocalizedText{id, {}};
        if (const auto unit = entry.second["unit"]) {
            const std::string name =
                choice(unit, field + ".unit", kUnitNames, RUNCARD_TR("Diagnostics", "unit"));
            if (name.empty())
                continue;
            option.unit = static_cast<OptionUnit>(
                std::find(kUnitNames.begin(), kUnitNames.end(), name) - kUnitNames.begin());
        } else {
            error(entry.second, field + ".unit", DiagnosticCode::MissingOptionUnit);
            continue;
        }
        option.price = readQuote(entry.second, field, nullptr);
        if (const auto note = entry.second["note"])
            option.note = localized(note, field + ".note");
        if (!option.price) {
            // No price: keep the note and source so the missing figure can be explained.
            if (const auto source = entry.second["source"])
                sourceReferences_.emplace_back(source, field + ".source");
        }
        catalog.options.push_back(std::move(option));
    }
}

void CatalogReader::checkSourceReferences(const PriceCatalog& catalog) {
    std::vector<std::string> ids;
    for (const auto& source : catalog.sources)
        ids.push_back(source.id);
    for (const auto& [node, field] : sourceReferences_) {
        const std::string id = node.IsScalar() ? node.Scalar() : std::string{};
        if (std::find(ids.begin(), ids.end(), id) != ids.end())
            continue;
        if (const std::string suggestion = closestMatch(id, ids); !suggestion.empty())
            error(node, field, DiagnosticCode::UnknownSourceSuggest, {id, suggestion});
        else
            error(node, field, DiagnosticCode::UnknownSource, {id});
    }
}

// Smaller shapes, largest first, then larger shapes, smallest first.
std::vector<CardCountTier> tierSearchOrder(CardCountTier requested) {
    std::vector<CardCountTier> order{requested};
    const auto index = static_cast<int>(requested);
    for (int i = index - 1; i >= 0; --i)
        order.push_back(kCardCountTiers[static_cast<std::size_t>(i)]);
    for (int i = index + 1; i < static_cast<int>(kCardCountTiers.size()); ++i)
        order.push_back(kCardCountTiers[static_cast<std::size_t>(i)]);
    return order;
}

} // namespace

PriceCatalog PriceCatalog::parse(const std::string& yamlText, const std::string& displayName,
                                 MergeMode* mode) {
    const YAML::Node root = loadYaml(yamlText, displayName);
    CatalogReader reader(displayName);
    PriceCatalog catalog;
    try {
        catalog = reader.read(root, mode);
    } catch (const YAML::Exception& e) { // a shape of file the reader did not foresee
        throw InputError(parseError(displayName, e, DiagnosticCode::CannotReadBecause, {e.msg}));
    }
    if (!reader.diagnostics().empty())
        throw InputError(reader.diagnostics());
    return catalog;
}

PriceCatalog PriceCatalog::load(const std::string& path, MergeMode* mode) {
    return parse(
        readYamlFile(path, kMaxPriceCatalogBytes, RUNCARD_TR("Diagnostics", "a price catalog")),
        path, mode);
}

PriceCatalog PriceCatalog::bundled() {
    return load(resourcePath("prices/prices.yaml"));
}

PriceCatalog PriceCatalog::withUserFile(const std::string& userPath) {
    if (userPath.empty())
        return bundled();
    MergeMode mode = MergeMode::Override;
    PriceCatalog user = load(userPath, &mode);
    if (mode == MergeMode::Replace)
        return user;
    PriceCatalog catalog = bundled();
    catalog.overrideWith(user);
    return catalog;
}

void PriceCatalog::overrideWith(const PriceCatalog& user) {
    if (!user.as_of.empty())
        as_of = user.as_of;
    if (!user.currency.empty())
        currency = user.currency;
    price_uncertainty = user.price_uncertainty;
    for (const auto& source : user.sources) {
        auto it = std::find_if(sources.begin(), sources.end(),
                               [&](const PriceSource& s) { return s.id == source.id; });
        if (it != sources.end())
            *it = source;
        else
            sources.push_back(source);
    }
    for (const auto& row : user.rows) {
        auto it = std::find_if(rows.begin(), rows.end(), [&](const PriceRow& r) {
            return r.gpu == row.gpu && r.tier == row.tier && r.period == row.period;
        });
        if (it != rows.end())
            *it = row;
        else
            rows.push_back(row);
    }
    for (const auto& option : user.options) {
        auto it = std::find_if(options.begin(), options.end(),
                               [&](const PriceOption& o) { return o.id == option.id; });
        if (it != options.end())
            *it = option;
        else
            options.push_back(option);
    }
    files.insert(files.end(), user.files.begin(), user.files.end());
}

PriceLookup PriceCatalog::lookup(const std::string& gpu, int gpuCount, BillingPeriod period,
                                 PricingKind kind) const {
    PriceLookup result;
    result.requested_tier = result.tier = tierForGpuCount(gpuCount);
    result.requested_period = result.period = period;
    result.billed_gpus = billedGpus(gpuCount);
    for (int p = static_cast<int>(period); p >= 0; --p) {
        const auto candidatePeriod = static_cast<BillingPeriod>(p);
        for (const CardCountTier tier : tierSearchOrder(result.requested_tier)) {
            for (const auto& row : rows) {
                if (row.gpu != gpu || row.tier != tier || row.period != candidatePeriod)
                    continue;
                if (const auto& quote = row.quote(kind)) {
                    result.quote = quote;
                    result.tier = tier;
                    result.period = candidatePeriod;
                    return result;
                }
            }
        }
    }
    return result;
}

const PriceOption* PriceCatalog::option(const std::string& id) const {
    for (const auto& o : options)
        if (o.id == id)
            return &o;
    return nullptr;
}

const PriceSource* PriceCatalog::source(const std::string& id) const {
    for (const auto& s : sources)
        if (s.id == id)
            return &s;
    return nullptr;
}

std::vector<std::string> PriceCatalog::gpuIds() const {
    std::vector<std::string> ids;
    for (const auto& row : rows)
        if (std::find(ids.begin(), ids.end(), row.gpu) == ids.end())
            ids.push_back(row.gpu);
    return ids;
}

std::vector<std::string> PriceCatalog::optionIds() const {
    std::vector<std::string> ids;
    for (const auto& o : options)
        ids.push_back(o.id);
    return ids;
}

} // namespace runcard
