#include "planner/cost_model.h"

#include <algorithm>
#include <cmath>

namespace runcard {
namespace {

// A pilot's measured throughput is never taken as exact: at least +-5 %, more when its step times
// varied more (relative standard deviation from the pilot summary).
constexpr double kMinimumMeasuredSpread = 0.05;
// Exported weights are written in bf16: 2 bytes per trained parameter (adapter for LoRA/QLoRA,
// the whole model for full fine-tuning).
constexpr double kExportBytesPerParameter = 2;
constexpr double kBytesPerGb = 1e9;
constexpr double kSecondsPerHour = 3600;
constexpr double kSecondsPerDay = 86400;

// Billing rounds the window up to whole periods (the providers' billing granularity,
// docs/cost-model.md, "The rental window"); at least one period is always paid.
double billedHours(double windowSeconds, BillingPeriod period) {
    const double hours = periodHours(period);
    const double periods = std::ceil(windowSeconds / kSecondsPerHour / hours - 1e-9);
    return std::max(1.0, periods) * hours;
}

CostRange priceRange(const PriceQuote& quote, double uncertainty) {
    if (quote.range_given)
        return {quote.low, quote.price, quote.high};
    return {quote.price * (1 - uncertainty), quote.price, quote.price * (1 + uncertainty)};
}

// The window's parts for a given job throughput; training and validation scale with it,
// checkpoint I/O, setup and export do not.
RentalWindow windowAt(const RunCard& card, const Plan& plan, double trainingTokens,
                      double tokensPerS, double restoreS, double exportS) {
    RentalWindow w;
    w.setup_s = card.rental.setup_hours * kSecondsPerHour;
    w.training_s = tokensPerS > 0 ? trainingTokens / tokensPerS : 0;
    // Validation is forward-only work predicted by the planner at its own throughput; it speeds up
    // or slows down with the throughput actually used.
    const double predicted = plan.compute.tokens_per_s;
    w.validation_s =
        predicted > 0 && tokensPerS > 0 ? plan.run.validation_time_s * predicted / tokensPerS : 0;
    w.checkpoint_s = plan.run.checkpoint_time_s;
    w.restore_s = restoreS;
    w.export_s = exportS;
    w.buffer_s = card.rental.safety_buffer * w.total_s();
    return w;
}

} // namespace

double periodHours(BillingPeriod period) {
    switch (period) {
    case BillingPeriod::Hour:
        return 1;
    case BillingPeriod::Day:
        return 24;
    case BillingPeriod::Week:
        return 168;
    case BillingPeriod::Month:
        return 730;
    }
    return 1;
}

CostEstimate estimateCost(const RunCard& card, const GpuSpec& gpu, const Plan& plan,
                          const PriceCatalog& prices, double pilotStepTimeSpread) {
    CostEstimate e;
    e.gpu = gpu.id;
    e.gpu_name = gpu.name;
    e.gpus = std::max(1, card.hardware.gpuCount());
    e.unsupported = plan.unsupported;
    e.fits = plan.unsupported.empty() && plan.memory.fits && plan.memory.margin_ok;
    e.period = card.rental.period;

    // Throughput: the plan's, which carries a pilot's measured utilisation on the GPU it ran on
    // (one calibration for the budget, the comparison and the cost; calibration.h).
    e.tokens_per_s = plan.compute.tokens_per_s;
    const StepTimeSpread planner = plannerStepTimeSpread(plan.mixture_of_experts);
    e.throughput_low = 1 / planner.high;
    e.throughput_high = 1 / planner.low;
    if (plan.compute.utilisation_measured) {
        e.throughput_source = ThroughputSource::PilotCalibrated;
        const double spread = std::max(kMinimumMeasuredSpread, pilotStepTimeSpread);
        e.throughput_low = 1 - spread;
        e.throughput_high = 1 + spread;
    }

    // Training output: the optimizer steps the plan runs, in tokens.
    e.training_tokens = double(plan.run.steps) * plan.compute.tokens_per_step;
    if (card.data.tokens > 0)
        e.epochs = e.training_tokens / card.data.tokens;

    // Artifacts: one restore check reads one checkpoint, which takes about as long as writing it;
    // without a planner figure it is read over the same link the export uses.
    e.checkpoint_bytes = plan.run.checkpoint_bytes;
    const double linkBytesPerS = card.rental.export_gb_per_s * kBytesPerGb;
    const double checkpointCount =
        card.checkpoint.every_steps > 0
            ? std::max(1.0, std::floor(double(plan.run.steps) / card.checkpoint.every_steps))
            : 1.0;
    double restoreS = plan.run.checkpoint_time_s / checkpointCount;
    if (restoreS <= 0 && linkBytesPerS > 0)
        restoreS = e.checkpoint_bytes / linkBytesPerS;
    e.export_bytes = card.rental.export_gb > 0
                         ? card.rental.export_gb * kBytesPerGb
                         : double(plan.trainable_parameters) * kExportBytesPerParameter;
    const double exportS = linkBytesPerS > 0 ? e.export_bytes / linkBytesPerS : 0;
    // Network storage holds the base model (bf16), the kept checkpoints and the export.
    e.storage_bytes = double(plan.parameters) * 2 +
                      e.checkpoint_bytes * std::max(1, card.checkpoint.keep) + e.export_bytes;

    if (e.tokens_per_s <= 0 || e.training_tokens <= 0)
        return e; // nothing to price: the plan has no throughput or no training

    const double fast = e.tokens_per_s * e.throughput_high;
    const double slow = e.tokens_per_s * e.throughput_low;
    e.window = windowAt(card, plan, e.training_tokens, e.tokens_per_s, restoreS, exportS);
    e.window_low_s = windowAt(card, plan, e.training_tokens, fast, restoreS, exportS).total_s();
    e.window_high_s = windowAt(card, plan, e.training_tokens, slow, restoreS, exportS).total_s();
    e.billed_hours = billedHours(e.window.total_s(), e.period);
    e.billed_hours_low = billedHours(e.window_low_s, e.period);
    e.billed_hours_high = billedHours(e.window_high_s, e.period);
    e.finish_days = e.window.total_s() / kSecondsPerDay;

    e.price = prices.lookup(gpu.id, e.gpus, e.period, card.rental.pricing);
    e.billed_gpus = e.price.billed_gpus;
    // Cost per run = price per GPU-hour x GPU-hours billed (docs/cost-model.md).
    if (e.price.quote) {
        const CostRange p = priceRange(*e.price.quote, prices.price_uncertainty);
        e.compute = CostRange{p.low * e.billed_gpus * e.billed_hours_low,
                              p.expected * e.billed_gpus * e.billed_hours,
                              p.high * e.billed_gpus * e.billed_hours_high};
        // Marginal training rate, §5.2: price x 1e6 / (3600 x tokens/s per GPU), for the job.
        e.training_only_per_million_tokens =
            p.expected * e.billed_gpus * 1e6 / (kSecondsPerHour * e.tokens_per_s);
    }

    // Options, each priced on the quantity its unit names.
    const double months[3] = {e.billed_hours_low / periodHours(BillingPeriod::Month),
                              e.billed_hours / periodHours(BillingPeriod::Month),
                              e.billed_hours_high / periodHours(BillingPeriod::Month)};
    const double hours[3] = {e.billed_hours_low, e.billed_hours, e.billed_hours_high};
    CostRange optionsTotal;
    for (const std::string& id : card.rental.options) {
        OptionCharge charge;
        charge.id = id;
        const PriceOption* option = prices.option(id);
        if (!option) {
            charge.unknown = true;
            charge.name = LocalizedText{id, {}};
            e.options.push_back(charge);
            continue;
        }
        charge.name = option->name;
        charge.unit = option->unit;
        double quantity[3] = {1, 1, 1};
        for (int i = 0; i < 3; ++i) {
            switch (option->unit) {
            case OptionUnit::GbMonth:
                quantity[i] = e.storage_bytes / kBytesPerGb * months[i];
                break;
            case OptionUnit::Gb:
                quantity[i] = e.export_bytes / kBytesPerGb;
                break;
            case OptionUnit::GpuHour:
                quantity[i] = e.billed_gpus * hours[i];
                break;
            case OptionUnit::Hour:
                quantity[i] = hours[i];
                break;
            case OptionUnit::ComputeFraction:
                quantity[i] = 1;
                break;
            case OptionUnit::Once:
                quantity[i] = 1;
                break;
            }
        }
        charge.quantity = option->unit == OptionUnit::ComputeFraction
                              ? (option->price ? option->price->price : 0)
                              : quantity[1];
        if (option->price) {
            const CostRange p = priceRange(*option->price, prices.price_uncertainty);
            if (option->unit == OptionUnit::ComputeFraction) {
                // A share of the GPU bill: missing when the GPU price is.
                if (e.compute)
                    charge.cost =
                        CostRange{p.low * e.compute->low, p.expected * e.compute->expected,
                                  p.high * e.compute->high};
            } else {
                charge.cost =
                    CostRange{p.low * quantity[0], p.expected * quantity[1], p.high * quantity[2]};
            }
        }
        if (charge.cost) {
            optionsTotal.low += charge.cost->low;
            optionsTotal.expected += charge.cost->expected;
            optionsTotal.high += charge.cost->high;
        }
        e.options.push_back(charge);
    }

    // No total for a configuration that does not fit with the margin (it would not finish) or has
    // no GPU price: the CLI, the app and the report all show it as missing, never as a cost.
    if (!e.compute || !e.fits)
        return e;
    e.total =
        CostRange{e.compute->low + optionsTotal.low, e.compute->expected + optionsTotal.expected,
                  e.compute->high + optionsTotal.high};
    // Divide the whole window's cost by the successful training output, never by a theoretical
    // peak (docs/cost-model.md, "Cost and cost per output").
    const double millions = e.training_tokens / 1e6;
    e.per_million_tokens =
        CostRange{e.total->low / millions, e.total->expected / millions, e.total->high / millions};
    if (e.epochs > 0)
        e.per_epoch = CostRange{e.total->low / e.epochs, e.total->expected / e.epochs,
                                e.total->high / e.epochs};
    // Finishing earlier is worth the user's waiting cost per day (docs/cost-model.md, "Cost and
    // cost per output").
    e.score = e.total->expected + card.rental.waiting_cost_per_day * e.finish_days;
    return e;
}

CostComparison compareCosts(std::vector<CostEstimate> rows) {
    CostComparison comparison;
    comparison.rows = std::move(rows);
    for (int i = 0; i < int(comparison.rows.size()); ++i) {
        const CostEstimate& row = comparison.rows[std::size_t(i)];
        if (!row.fits || row.tokens_per_s <= 0)
            continue;
        auto better = [&](int current, double value, auto get) {
            return current < 0 || value < get(comparison.rows[std::size_t(current)]);
        };
        if (better(comparison.earliest, row.finish_days,
                   [](const CostEstimate& r) { return r.finish_days; }))
            comparison.earliest = i;
        if (!row.total)
            continue;
        if (better(comparison.cheapest, row.total->expected,
                   [](const CostEstimate& r) { return r.total->expected; }))
            comparison.cheapest = i;
        if (better(comparison.best, *row.score, [](const CostEstimate& r) { return *r.score; }))
            comparison.best = i;
    }
    return comparison;
}

} // namespace runcard
