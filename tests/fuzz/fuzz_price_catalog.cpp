// A price file through PriceCatalog::parse. Every accepted price is finite and in range.
#include "fuzz_support.h"
#include "planner/price_catalog.h"

#include <cmath>

using namespace runcard;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    PriceCatalog catalog;
    try {
        catalog = PriceCatalog::parse(std::string(fuzz::asText(data, size)), "prices.yaml");
    } catch (const InputError&) {
        return 0;
    }
    const auto check = [](const PriceQuote& quote) {
        for (const double figure : {quote.price, quote.low, quote.high})
            if (!std::isfinite(figure) || figure < 0 || figure > 1e6)
                std::abort();
    };
    for (const PriceRow& row : catalog.rows)
        for (const auto& quote : row.quotes)
            if (quote)
                check(*quote);
    for (const PriceOption& option : catalog.options)
        if (option.price)
            check(*option.price);
    for (const std::string& gpu : catalog.gpuIds())
        catalog.lookup(gpu, 12, BillingPeriod::Month, PricingKind::Spot);
    return 0;
}
