// The report's cost tables: cost per output, rental window, options, assumptions and sources.
#include "ui/common/catalog_texts.h"
#include "ui/common/enum_names.h"
#include "ui/common/fit_lever_text.h"
#include "ui/report/decision_text.h"
#include "ui/report/report_builder.h"

#include <algorithm>

namespace runcard::ui::report_tables {
namespace {

// A price option's unit in words ("per GB and month"), never its file id ("gb-month").
QString unitName(OptionUnit unit) {
    switch (unit) {
    case OptionUnit::GbMonth:
        return QCoreApplication::translate("Report", "per GB and month");
    case OptionUnit::Gb:
        return QCoreApplication::translate("Report", "per GB");
    case OptionUnit::GpuHour:
        return QCoreApplication::translate("Report", "per GPU-hour");
    case OptionUnit::Hour:
        return QCoreApplication::translate("Report", "per hour");
    case OptionUnit::ComputeFraction:
        return QCoreApplication::translate("Report", "share of the compute cost");
    case OptionUnit::Once:
        return QCoreApplication::translate("Report", "once");
    }
    return {};
}

} // namespace

void ReportBuilder::costTable() {
    ReportTable t{"cost_per_output",
                  tr("Cost per successful output"),
                  {"gpu", "price_per_gpu_hour", "billed", "total_cost", "per_million_tokens",
                   "per_epoch", "training_only_per_million_tokens"},
                  {tr("GPU"), tr("Price per GPU-hour"), tr("Billed"), tr("Total cost"),
                   tr("Per 1M tokens"), tr("Per epoch"), tr("Training only, per 1M")},
                  {},
                  {}};
    for (std::size_t i = 0; i < m_.comparison.size(); ++i) {
        const CostEstimate& e = m_.costs.rows[i];
        QList<ReportCell> cells{ReportCell{shortGpuName(*m_.comparison[i].gpu), qs(e.gpu)}};
        if (e.price.quote) {
            QString price = formatMoney(e.price.quote->price, currency(), l_);
            if (e.price.tierFallback())
                price += " " + tr("(%1-GPU row)").arg(qs(toString(e.price.tier)));
            if (e.price.periodFallback())
                price += " " + tr("(%1 rate)").arg(displayName(e.price.period));
            cells << ReportCell{price, e.price.quote->price};
        } else {
            cells << missing();
        }
        cells << (e.tokens_per_s > 0 ? ReportCell{tr("%1 GPU x %2 h")
                                                      .arg(e.billed_gpus)
                                                      .arg(formatNumber(e.billed_hours, 0, l_)),
                                                  e.billed_gpus * e.billed_hours}
                                     : missing());
        if (!e.fits) {
            // A configuration that does not fit has no cost to total: it would not finish.
            const ReportCell notFit{m_.comparison[i].plan.unsupported.empty() ? tr("does not fit")
                                                                              : tr("unsupported"),
                                    QVariant()};
            cells << notFit << notFit << notFit << notFit;
            t.rows.append(cells);
            continue;
        }
        cells << money(e.total) << money(e.per_million_tokens) << money(e.per_epoch);
        cells << (e.training_only_per_million_tokens
                      ? ReportCell{formatMoney(*e.training_only_per_million_tokens, currency(), l_),
                                   *e.training_only_per_million_tokens}
                      : missing());
        t.rows.append(cells);
    }
    t.note = tr("%1 %2 prices as of %3; ranges combine price spread and throughput uncertainty. "
                "Missing prices are shown as missing, never as zero.")
                 .arg(displayName(m_.card.rental.pricing), qs(m_.prices.currency),
                      formatDate(m_.prices.as_of, l_));
    m_.tables.append(t);
}

// The decision of this card, then the same under each other framework that runs it: what the
// stack is worth in the currency of the rental.
void ReportBuilder::frameworkDecisionsTable() {
    if (m_.framework_decisions.empty())
        return;
    ReportTable t{"decision_by_framework",
                  tr("The decision under each training framework"),
                  {"framework", "rent", "total_cost", "time_to_result_s"},
                  {tr("Framework"), tr("Rent"), tr("Cost per run"), tr("Time to result")},
                  {},
                  {}};
    auto row = [&](const QString& framework, const QString& set, const RentalDecision& d,
                   const std::vector<GpuComparison>& comparison) {
        QList<ReportCell> cells{ReportCell{framework, set}};
        if (d.index < 0) {
            const ReportCell none{tr("nothing fits"), QVariant()};
            t.rows.append(cells << none << none << none);
            return;
        }
        cells << ReportCell{decisionConfiguration(d, comparison, l_),
                            qs(comparison[std::size_t(d.index)].gpu->id)};
        cells << (d.cost && d.cost->total ? money(d.cost->total) : missing());
        cells << (d.cost ? ReportCell{formatDuration(d.cost->finish_days * 86400.0, l_),
                                      d.cost->finish_days * 86400.0}
                         : missing());
        t.rows.append(cells);
    };
    row(tr("%1 (this card)").arg(displayName(m_.card.training.framework)), QString(), m_.decision,
        m_.comparison);
    bool changesTraining = false;
    for (const FrameworkDecision& d : m_.framework_decisions) {
        changesTraining = changesTraining || d.lever.changes_training;
        row(FitLeverText::change(d.lever, l_) +
                (d.lever.changes_training ? QStringLiteral(" *") : QString()),
            qs(setArguments(d.lever)), d.decision, d.comparison);
    }
    t.note = tr("Each row decides by the same rule as above, for the card under that framework at "
                "its stack's priors and without a pilot's calibration. On the published runs the "
                "planner has been more optimistic about the tuned stacks (Megatron, torchtitan, "
                "llm-foundry) than about the eager ones (docs/memory-model.md): run the pilot "
                "under the framework you choose before reserving.");
    if (changesTraining)
        t.note += QLatin1Char(' ') + FitLeverText::changesTrainingNote();
    m_.tables.append(t);
}

void ReportBuilder::windowTable() {
    ReportTable t = perGpuTable("rental_window", tr("Rental window"), "part", tr("Part"));
    auto row = [&](const QString& key, const QString& label, auto get) {
        QList<ReportCell> cells{ReportCell{label, key}};
        for (const CostEstimate& e : m_.costs.rows)
            cells.append(e.tokens_per_s > 0 ? ReportCell{formatDuration(get(e), l_), get(e) / 3600}
                                            : missing());
        t.rows.append(cells);
    };
    row("setup", tr("Setup and model loading"),
        [](const CostEstimate& e) { return e.window.setup_s; });
    row("training", tr("Training"), [](const CostEstimate& e) { return e.window.training_s; });
    row("validation", tr("Validation"),
        [](const CostEstimate& e) { return e.window.validation_s; });
    row("checkpoints", tr("Checkpoint writes"),
        [](const CostEstimate& e) { return e.window.checkpoint_s; });
    row("restore_check", tr("Restore check"),
        [](const CostEstimate& e) { return e.window.restore_s; });
    row("export", tr("Export off the machine"),
        [](const CostEstimate& e) { return e.window.export_s; });
    row("safety_buffer", tr("Safety buffer"),
        [](const CostEstimate& e) { return e.window.buffer_s; });
    row("window", tr("Window"), [](const CostEstimate& e) { return e.window.total_s(); });
    row("billed", tr("Billed (rounded to the period)"),
        [](const CostEstimate& e) { return e.billed_hours * 3600; });
    t.note =
        tr("Billing period: %1. Exported values are in hours. Local NVMe is scratch: artifacts "
           "leave the machine before the window ends.")
            .arg(displayName(m_.card.rental.period));
    m_.tables.append(t);
}

void ReportBuilder::optionsTable() {
    if (m_.card_gpu_index < 0)
        return;
    const CostEstimate& e = m_.costs.rows[std::size_t(m_.card_gpu_index)];
    if (e.options.empty())
        return;
    ReportTable t{
        "options",
        tr("Options on %1").arg(shortGpuName(*m_.comparison[std::size_t(m_.card_gpu_index)].gpu)),
        {"option", "unit", "quantity", "cost"},
        {tr("Option"), tr("Unit"), tr("Quantity"), tr("Cost")},
        {},
        {}};
    for (const OptionCharge& o : e.options) {
        t.rows.append({ReportCell{catalogText(o.name, m_.language), qs(o.id)},
                       o.unknown ? ReportCell{tr("not in the price catalog"), QVariant()}
                                 : ReportCell{unitName(o.unit), qs(toString(o.unit))},
                       o.unknown ? missing() : number(o.quantity, 3), money(o.cost)});
    }
    m_.tables.append(t);
}

void ReportBuilder::sourcesTable() {
    ReportTable t{"sources",
                  tr("Sources"),
                  {"id", "title", "url", "date"},
                  {tr("Key"), tr("Source"), tr("Address"), tr("Date")},
                  {},
                  {}};
    for (const PriceSource& s : m_.prices.sources)
        t.rows.append({text(qs(s.id)), text(catalogText(s.title, m_.language)), text(qs(s.url)),
                       // "2026-05" reads the same in every language: never marked as English.
                       text(qs(s.date.in(m_.language.toStdString())))});
    t.rows.append({text("R1"), text(tr("Runcard research notes: hardware, scaling and cost")),
                   text("hardware-and-cost.md"), text("2026")});
    t.rows.append({text("R2"), text(tr("Runcard research notes: memory and step time")),
                   text("memory-and-step-time.md"), text("2026")});
    m_.tables.append(t);
}

void ReportBuilder::assumptionsTable() {
    ReportTable t{"assumptions", tr("Assumptions"), {"assumption"}, {tr("Assumption")}, {}, {}};
    auto add = [&](const QString& line) { t.rows.append({text(line)}); };
    add(tr("Costs divide the whole rental window by the tokens the run trains, never by a "
           "theoretical peak."));
    add(tr("The window counts setup and model loading, training, validation, checkpoint writes, "
           "one restore check, export off the machine and a %1 safety buffer; it is rounded up to "
           "whole billing periods (a month is 730 hours).")
            .arg(formatPercent(m_.card.rental.safety_buffer, 0, l_)));
    add(tr("A planner throughput carries the range its validation measured for its class of "
           "model: published runs of dense models took %1 to %2 times the predicted time, of "
           "mixture-of-experts models %3 to %4 (10th to 90th percentile); a pilot's throughput "
           "carries its own step-time variation, at least +-5%.")
            .arg(formatNumber(kPlannerSpreadDense.low, 2, l_),
                 formatNumber(kPlannerSpreadDense.high, 2, l_),
                 formatNumber(kPlannerSpreadMixtureOfExperts.low, 2, l_),
                 formatNumber(kPlannerSpreadMixtureOfExperts.high, 2, l_)));
    add(tr("Prices without a published range carry +-%1. A card count without its own price row "
           "uses the nearest smaller machine's row, then larger; a longer period without its own "
           "rate uses the next shorter one. Both are flagged in the tables.")
            .arg(formatPercent(m_.prices.price_uncertainty, 0, l_)));
    // What a checkpoint holds follows the card: trained weights and optimizer state in the
    // dtypes training keeps them (checkpointBytes), not always fp32.
    const Plan* own = m_.cardPlan();
    if (!own && !m_.comparison.empty())
        own = &m_.comparison.front().plan; // the checkpoint does not depend on the GPU
    add(tr("The export is %1; each checkpoint holds the trained weights and the optimizer state "
           "in the dtypes training keeps them (%2); the base model is re-read from its revision.")
            .arg(m_.card.rental.export_gb > 0
                     ? tr("%1 GB").arg(formatNumber(m_.card.rental.export_gb, 1, l_))
                     : tr("the trained weights in bf16"),
                 own ? formatGiB(std::int64_t(own->run.checkpoint_bytes), 1, l_)
                     : QStringLiteral("—")));
    const auto calibrated =
        std::find_if(m_.comparison.begin(), m_.comparison.end(), [](const GpuComparison& row) {
            return row.plan.compute.utilisation_measured;
        });
    if (calibrated != m_.comparison.end())
        add(tr("Throughput on %1 uses the utilisation the pilot measured there (%2); every other "
               "card uses the planner's prior.")
                .arg(shortGpuName(*calibrated->gpu),
                     formatPercent(calibrated->plan.compute.utilisation, 0, l_)));
    else if (m_.pilot.present)
        add(tr("The pilot ran on %1, not on a catalog GPU: its throughput does not price any "
               "card; it validates the planner's memory and step model.")
                .arg(m_.pilot.device.isEmpty() ? tr("an unrecorded device") : m_.pilot.device));
    if (!m_.prices_error.isEmpty())
        add(tr("The price catalog could not be read: %1").arg(m_.prices_error));
    if (m_.what_if)
        add(tr(
            "What-if values from the memory budget are in effect: the run card above shows them; "
            "the saved card differs."));
    add(tr("Runcard models allocation and billing locally; it claims no measurement of any "
           "provider's infrastructure."));
    m_.tables.append(t);
}

} // namespace runcard::ui::report_tables
