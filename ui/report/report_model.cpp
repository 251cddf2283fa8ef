#include "ui/report/report_model.h"

#include "ui/common/catalog_texts.h"
#include "ui/common/enum_names.h"
#include "ui/common/formatting.h"
#include "ui/common/memory_palette.h"

#include <QDir>
#include <QFileInfo>
#include <algorithm>
#include <cmath>

namespace runcard::ui {

bool ReportCell::numeric() const {
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Double:
        return true;
    default:
        return false;
    }
}

namespace {

QString qs(const std::string& text) {
    return QString::fromStdString(text);
}

ReportCell text(const QString& value) {
    return {value, value};
}
ReportCell missing() {
    return {QCoreApplication::translate("Report", "missing"), QVariant()};
}

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

// Builds every table and series; tr() strings live in the "Report" context.
class ReportBuilder {
    Q_DECLARE_TR_FUNCTIONS(Report)
public:
    explicit ReportBuilder(ReportModel& m) : m_(m), l_(m.locale) {}
    void build();

private:
    ReportCell bytes(double value) const { return {formatGiB(std::int64_t(value), 1, l_), value}; }
    ReportCell seconds(double value) const { return {formatDuration(value, l_), value}; }
    ReportCell hours(double value) const {
        return {tr("%1 h").arg(formatNumber(value, value < 10 ? 2 : 1, l_)), value};
    }
    ReportCell number(double value, int decimals = 0) const {
        return {formatNumber(value, decimals, l_), value};
    }
    ReportCell money(const std::optional<CostRange>& range) const {
        if (!range)
            return missing();
        return {formatMoneyRange(range, qs(m_.prices.currency), l_), range->expected};
    }
    QString currency() const { return qs(m_.prices.currency); }
    QStringList gpuHeaders() const {
        QStringList headers;
        for (const GpuComparison& row : m_.comparison)
            headers << shortGpuName(*row.gpu);
        return headers;
    }
    QStringList gpuKeys() const {
        QStringList keys;
        for (const GpuComparison& row : m_.comparison)
            keys << qs(row.gpu->id);
        return keys;
    }

    void runCardTable();
    void revisionsTable();
    void memoryTable();
    void pilotTables();
    void comparisonTable();
    void fewestGpusTable();
    void costTable();
    void windowTable();
    void optionsTable();
    void scalingTable();
    void checklistTable();
    void sourcesTable();
    void assumptionsTable();

    ReportModel& m_;
    const QLocale& l_;
};

void ReportBuilder::build() {
    runCardTable();
    revisionsTable();
    memoryTable();
    pilotTables();
    comparisonTable();
    fewestGpusTable();
    costTable();
    windowTable();
    optionsTable();
    scalingTable();
    checklistTable();
    sourcesTable();
    assumptionsTable();
}

// The recommended layout per GPU count on the scaling study's GPU, with its efficiency spelled out.
void ReportBuilder::scalingTable() {
    if (!m_.scaling_study)
        return;
    const ScalingStudy& s = *m_.scaling_study;
    ReportTable t{
        "scaling",
        tr("Predicted scaling on %1").arg(qs(s.gpu->name)),
        {"gpus", "layout", "tokens_per_s", "memory_per_gpu_bytes", "efficiency", "reason"},
        {tr("GPUs"), tr("Recommended layout"), tr("Tokens/s"), tr("Memory per GPU"),
         tr("Efficiency"), tr("Why")},
        {},
        tr("Throughput at the run card's effective batch of %n sequence(s) per step; "
           "efficiency against one GPU at that batch.",
           nullptr, int(s.analysis.sequences_per_step))};
    for (const ScalingRecommendation& r : s.analysis.recommended) {
        const ScalingPoint* p = s.point(r);
        if (!p) {
            t.rows.append({number(r.gpus),
                           {tr("nothing fits"), QVariant()},
                           missing(),
                           missing(),
                           missing(),
                           missing()});
            continue;
        }
        const ScalingLayout& layout = s.analysis.curves[std::size_t(r.curve)].layout;
        t.rows.append(
            {number(r.gpus),
             {recommendedLayoutName(s, r), qs(r.gpus == 1 ? "single" : layout.id)},
             {formatTokensPerSecond(p->tokens_per_s, l_), p->tokens_per_s},
             bytes(double(p->per_gpu_memory_bytes)),
             {efficiencyText(*p, l_), p->efficiency},
             r.gpus == 1 ? ReportCell{QStringLiteral("—"), QVariant()}
                         : ReportCell{recommendationReasonWord(r.reason), qs(toString(r.reason))}});
    }
    m_.tables.append(t);
}

void ReportBuilder::runCardTable() {
    const RunCard& c = m_.card;
    ReportTable t{"run_card", tr("Run card"), {"field", "value"}, {tr("Field"), tr("Value")}, {},
                  {}};
    auto row = [&](const QString& key, const QString& label, const ReportCell& value) {
        t.rows.append({ReportCell{label, key}, value});
    };
    row("name", tr("Name"), text(qs(c.name)));
    const QString model = !c.model.preset.empty()      ? qs(c.model.preset)
                          : !c.model.local_dir.empty() ? qs(c.model.local_dir)
                                                       : qs(c.model.hf_config);
    row("model", tr("Model"), text(model));
    if (const Plan* own = m_.cardPlan()) {
        const Plan& plan = *own;
        row("parameters", tr("Parameters"),
            {formatCount(double(plan.parameters), l_), qlonglong(plan.parameters)});
        row("trainable_parameters", tr("Trainable parameters"),
            {formatCount(double(plan.trainable_parameters), l_),
             qlonglong(plan.trainable_parameters)});
    }
    QString method = displayName(c.training.method);
    if (c.training.method != TrainingMethod::Full)
        method += tr(", rank %1").arg(c.training.lora.rank);
    row("method", tr("Method"), {method, qs(std::string(toString(c.training.method)))});
    row("optimizer", tr("Optimizer"),
        {displayName(c.training.optimizer), qs(std::string(toString(c.training.optimizer)))});
    row("precision", tr("Precision"),
        {displayName(c.training.precision), qs(std::string(toString(c.training.precision)))});
    row("sequence_length", tr("Maximum sequence length"), number(c.training.sequence_length));
    row("micro_batch", tr("Micro-batch x gradient accumulation"),
        {QStringLiteral("%1 x %2")
             .arg(c.training.micro_batch)
             .arg(c.training.gradient_accumulation),
         QStringLiteral("%1x%2")
             .arg(c.training.micro_batch)
             .arg(c.training.gradient_accumulation)});
    row("activation_checkpointing", tr("Activation checkpointing"),
        {displayName(c.training.activation_checkpointing),
         qs(std::string(toString(c.training.activation_checkpointing)))});
    row("budget", tr("Training budget"),
        {QStringLiteral("%1 %2").arg(formatCount(c.training.budget.value, l_),
                                     displayName(c.training.budget.kind)),
         c.training.budget.value});
    if (c.data.tokens > 0)
        row("data_tokens", tr("Tokens per epoch"), {formatCount(c.data.tokens, l_), c.data.tokens});
    row("validation", tr("Validation"),
        c.validation.every_steps > 0 ? ReportCell{tr("every %1 steps, %2 tokens")
                                                      .arg(c.validation.every_steps)
                                                      .arg(formatCount(c.validation.tokens, l_)),
                                                  c.validation.every_steps}
                                     : ReportCell{tr("none"), 0});
    row("checkpoint", tr("Checkpoints"),
        c.checkpoint.every_steps > 0 ? ReportCell{tr("every %1 steps, keep %2")
                                                      .arg(c.checkpoint.every_steps)
                                                      .arg(c.checkpoint.keep),
                                                  c.checkpoint.every_steps}
                                     : ReportCell{tr("at the end only"), 0});
    const GpuSpec* own =
        m_.card_gpu_index >= 0 ? m_.comparison[std::size_t(m_.card_gpu_index)].gpu : nullptr;
    row("gpu", tr("GPU"), {own ? shortGpuName(*own) : qs(c.hardware.gpu), qs(c.hardware.gpu)});
    row("gpus", tr("GPUs"),
        {tr("%1 per node × %n node(s)", nullptr, c.hardware.nodes).arg(c.hardware.gpus_per_node),
         c.hardware.gpuCount()});
    row("parallelism", tr("Parallelism"),
        {displayName(c.hardware.parallelism), qs(std::string(toString(c.hardware.parallelism)))});
    row("memory_margin", tr("Memory margin"),
        {formatPercent(c.hardware.memory_margin, 0, l_), c.hardware.memory_margin});
    row("pricing", tr("Pricing"),
        {displayName(c.rental.pricing), qs(std::string(toString(c.rental.pricing)))});
    row("period", tr("Billing period"),
        {displayName(c.rental.period), qs(std::string(toString(c.rental.period)))});
    row("setup_hours", tr("Setup and model loading"), hours(c.rental.setup_hours));
    row("safety_buffer", tr("Safety buffer"),
        {formatPercent(c.rental.safety_buffer, 0, l_), c.rental.safety_buffer});
    row("waiting_cost_per_day", tr("Value of a day earlier"),
        {formatMoney(c.rental.waiting_cost_per_day, currency(), l_),
         c.rental.waiting_cost_per_day});
    QStringList options;
    for (const auto& id : c.rental.options)
        options << qs(id);
    row("options", tr("Options"),
        {options.isEmpty() ? tr("none") : options.join(", "), options.join(";")});
    m_.tables.append(t);
}

void ReportBuilder::revisionsTable() {
    ReportTable t{
        "revisions", tr("Revisions"), {"item", "revision"}, {tr("Item"), tr("Revision")}, {}, {}};
    auto row = [&](const QString& key, const QString& label, const QString& value) {
        t.rows.append({ReportCell{label, key},
                       value.isEmpty() ? ReportCell{tr("not recorded"), QVariant()} : text(value)});
    };
    row("card_file", tr("Run card file"), m_.card_path);
    row("model_revision", tr("Model revision"), qs(m_.card.model.revision));
    row("data_revision", tr("Data revision"), qs(m_.card.data.revision));
    row("price_catalog", tr("Price catalog"),
        tr("as of %1 (%2)")
            .arg(formatDate(m_.prices.as_of, l_),
                 m_.prices.files.empty() ? QString()
                                         : QFileInfo(qs(m_.prices.files.back())).fileName()));
    for (const auto& [key, value] : m_.pilot.revisions)
        row("pilot." + key, tr("Pilot: %1").arg(key), value);
    m_.tables.append(t);
}

void ReportBuilder::memoryTable() {
    ReportTable t{"memory_budget",
                  tr("Memory budget per GPU"),
                  QStringList{"item"} + gpuKeys(),
                  QStringList{tr("Per GPU")} + gpuHeaders(),
                  {},
                  {}};
    auto row = [&](const QString& key, const QString& label, auto get) {
        QList<ReportCell> cells{ReportCell{label, key}};
        for (const GpuComparison& gpu : m_.comparison)
            cells.append(get(gpu.plan));
        t.rows.append(cells);
    };
    for (const MemoryComponent component : allMemoryComponents)
        row(componentKey(component), componentName(component), [&](const Plan& plan) {
            return bytes(double(componentBytes(plan.memory, component)));
        });
    row("peak_allocated", tr("Peak allocated (tensors)"),
        [&](const Plan& plan) { return bytes(double(plan.memory.peak_allocated_bytes)); });
    row("device_total", tr("Device total"),
        [&](const Plan& plan) { return bytes(double(plan.memory.device_total_bytes)); });
    row("usable", tr("Usable on the card"),
        [&](const Plan& plan) { return bytes(double(plan.memory.usable_bytes)); });
    row("headroom", tr("Headroom"), [&](const Plan& plan) {
        return ReportCell{formatSignedGiB(plan.memory.headroom_bytes, 1, l_),
                          qlonglong(plan.memory.headroom_bytes)};
    });
    row("verdict", tr("Verdict"), [&](const Plan& plan) {
        if (!plan.unsupported.empty())
            return ReportCell{tr("unsupported"), "unsupported"};
        if (!plan.memory.fits)
            return ReportCell{tr("does not fit"), "does-not-fit"};
        if (!plan.memory.margin_ok)
            return ReportCell{tr("fits, below margin"), "below-margin"};
        return ReportCell{tr("fits with margin"), "fits"};
    });
    t.note = tr("Planner prediction for %1 GPU(s) per job, %2; device total is what nvidia-smi or "
                "amd-smi would show.")
                 .arg(m_.card.hardware.gpuCount())
                 .arg(displayName(m_.card.hardware.parallelism));
    m_.tables.append(t);
}

void ReportBuilder::pilotTables() {
    const PilotResults& p = m_.pilot;
    if (!p.present)
        return;
    ReportTable t{"pilot_summary",
                  tr("Pilot: predicted and measured"),
                  {"quantity", "predicted", "measured", "difference"},
                  {tr("Quantity"), tr("Predicted"), tr("Measured"), tr("Difference")},
                  {},
                  {}};
    auto row = [&](const QString& key, const QString& label, std::optional<double> predicted,
                   std::optional<double> measured, auto format) {
        QList<ReportCell> cells{ReportCell{label, key}};
        cells.append(predicted ? format(*predicted) : ReportCell{tr("not predicted"), QVariant()});
        cells.append(measured ? format(*measured) : ReportCell{tr("not measured"), QVariant()});
        if (predicted && measured && *predicted != 0) {
            const double difference = *measured / *predicted - 1;
            cells.append(
                {(difference >= 0 ? "+" : "") + formatPercent(difference, 0, l_), difference});
        } else {
            cells.append(ReportCell{QStringLiteral("–"), QVariant()});
        }
        t.rows.append(cells);
    };
    auto asBytes = [&](double v) { return bytes(v); };
    auto asSeconds = [&](double v) { return seconds(v); };
    auto asRate = [&](double v) { return ReportCell{formatTokensPerSecond(v, l_), v}; };
    row("tokens_per_s", tr("Throughput"), p.predicted_tokens_per_s, p.tokens_per_s, asRate);
    row("step_time_s", tr("Step time (median)"), p.predicted_step_time_s, p.step_time_s, asSeconds);
    row("peak_allocated_bytes", tr("Peak allocated tensor memory"),
        p.predicted_peak_allocated_bytes, p.peak_allocated_bytes, asBytes);
    row("device_total_bytes", tr("Total usage (CPU process or GPU device)"),
        p.predicted_device_total_bytes, p.device_total_bytes, asBytes);
    if (p.step_time_spread)
        row("step_time_spread", tr("Step-time variation"), std::nullopt, p.step_time_spread,
            [&](double v) {
                return ReportCell{formatPercent(v, 1, l_), v};
            });
    if (p.data_stall_fraction)
        row("data_stall_fraction", tr("Data-loading stalls"), std::nullopt, p.data_stall_fraction,
            [&](double v) {
                return ReportCell{formatPercent(v, 1, l_), v};
            });
    if (p.validation_time_s)
        row("validation_time_s", tr("Validation time"), std::nullopt, p.validation_time_s,
            asSeconds);
    if (p.checkpoint_time_s)
        row("checkpoint_time_s", tr("Checkpoint write time"), std::nullopt, p.checkpoint_time_s,
            asSeconds);
    t.note = tr("Device: %1. Outcome: %2. Measured steps: %3. Scale: %4.")
                 .arg(p.device.isEmpty() ? tr("not recorded") : p.device,
                      p.status.isEmpty() ? tr("not recorded") : p.status)
                 .arg(p.measured_steps)
                 .arg(p.scale == "proxy"
                          ? tr("proxy, %1 of %2 decoder blocks").arg(p.layers).arg(p.full_layers)
                          : tr("full model"));
    for (const QString& note : p.notes)
        t.note += " " + note;
    m_.tables.append(t);

    ReportSeries stepTime{"pilot_step_time", tr("Pilot step time"), "step", "step_time_s",
                          tr("Step"),        tr("Step time (s)"),   {},     {}};
    ReportSeries loss{"pilot_loss", tr("Pilot loss"), "step", "loss",
                      tr("Step"),   tr("Loss"),       {},     {}};
    ReportSeries memory{"pilot_peak_allocated",
                        tr("Pilot peak allocated memory"),
                        "step",
                        "peak_allocated_gib",
                        tr("Step"),
                        tr("Peak allocated (GiB)"),
                        {},
                        {}};
    for (const PilotStepSample& s : p.steps) {
        stepTime.x.append(s.step);
        stepTime.y.append(s.step_time_s);
        if (s.loss) {
            loss.x.append(s.step);
            loss.y.append(*s.loss);
        }
        if (s.peak_allocated_bytes) {
            memory.x.append(s.step);
            memory.y.append(*s.peak_allocated_bytes / bytesPerGiB);
        }
    }
    for (const ReportSeries& s : {stepTime, loss, memory})
        if (!s.x.isEmpty())
            m_.series.append(s);
}

void ReportBuilder::comparisonTable() {
    ReportTable t{
        "comparison",
        tr("Side by side"),
        {"gpu", "verdict", "step_time_s", "tokens_per_s", "throughput_source", "finish_s", "marks"},
        {tr("GPU"), tr("Memory"), tr("Step time"), tr("Throughput"), tr("From"), tr("Finish after"),
         tr("Marks")},
        {},
        {}};
    for (std::size_t i = 0; i < m_.comparison.size(); ++i) {
        const GpuComparison& row = m_.comparison[i];
        const CostEstimate& e = m_.costs.rows[i];
        QList<ReportCell> cells{ReportCell{shortGpuName(*row.gpu), qs(row.gpu->id)}};
        cells << (e.fits ? ReportCell{tr("fits"), "fits"}
                         : ReportCell{row.plan.unsupported.empty() ? tr("does not fit")
                                                                   : tr("unsupported"),
                                      "no"});
        cells << seconds(row.plan.compute.step_time_s);
        cells << ReportCell{formatTokensPerSecond(e.tokens_per_s, l_), e.tokens_per_s};
        cells << ReportCell{throughputSourceName(e.throughput_source),
                            e.throughput_source == ThroughputSource::Planner ? "planner"
                                                                             : "pilot-calibrated"};
        cells << (e.tokens_per_s > 0 ? seconds(e.window.total_s()) : missing());
        QStringList marks, keys;
        if (m_.recommendation.index == int(i))
            marks << tr("smallest fit"), keys << "smallest-fit";
        if (m_.costs.cheapest == int(i))
            marks << tr("cheapest"), keys << "cheapest";
        if (m_.costs.earliest == int(i))
            marks << tr("earliest"), keys << "earliest";
        if (m_.costs.best == int(i) && m_.card.rental.waiting_cost_per_day > 0)
            marks << tr("best with waiting cost"), keys << "best";
        cells << ReportCell{marks.join(", "), keys.join(";")};
        t.rows.append(cells);
    }
    t.note = tr("Same run card, layout and budget on every card. Finish = the whole rental window, "
                "not only training.");
    m_.tables.append(t);
}

void ReportBuilder::fewestGpusTable() {
    QStringList keys{"gpu"}, headers{tr("GPU")};
    for (Parallelism p : fewestGpuLayouts) {
        keys << qs(std::string(toString(p)));
        headers << displayName(p);
    }
    ReportTable t{"fewest_gpus", tr("Fewest GPUs that fit with the margin"), keys, headers, {}, {}};
    for (const GpuComparison& row : m_.comparison) {
        QList<ReportCell> cells{ReportCell{shortGpuName(*row.gpu), qs(row.gpu->id)}};
        for (const FewestGpus& f : row.fewest)
            cells << (f.count > 0 ? ReportCell{formatNumber(f.count, 0, l_), f.count}
                      : f.parallelism == Parallelism::Single
                          ? ReportCell{tr("no"), QVariant()}
                          : ReportCell{tr("> %1").arg(triedGpuCounts.back()), QVariant()});
        t.rows.append(cells);
    }
    t.note = tr("Micro-batch and activation checkpointing as on the card; %1 to %2 GPUs tried.")
                 .arg(triedGpuCounts.front())
                 .arg(triedGpuCounts.back());
    m_.tables.append(t);
}

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

void ReportBuilder::windowTable() {
    ReportTable t{"rental_window",
                  tr("Rental window"),
                  QStringList{"part"} + gpuKeys(),
                  QStringList{tr("Part")} + gpuHeaders(),
                  {},
                  {}};
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

void ReportBuilder::checklistTable() {
    ReportTable t{"checklist",
                  tr("Decision checklist"),
                  {"stage", "state", "detail", "evidence"},
                  {tr("Stage"), tr("State"), tr("Detail"), tr("Evidence")},
                  {},
                  {}};
    for (const StageVerdict& v : m_.checklist.stages)
        t.rows.append({ReportCell{stageName(v.stage), stageKey(v.stage)},
                       ReportCell{stateName(v.state), stateKey(v.state)}, text(v.detail),
                       v.evidence.isEmpty() ? ReportCell{tr("nothing on file"), QVariant()}
                                            : text(v.evidence)});
    t.note = m_.checklist.readyToReserve()
                 ? tr("Ready to reserve: memory budget, scaling step and restore are proven.")
                 : tr("Not ready to reserve: reserve the period only after the first three stages "
                      "pass.");
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
    add(tr("Planner throughput carries a +-20% range (measured MFU priors span 0.40-0.60); a "
           "pilot's throughput carries its own step-time variation, at least +-5%."));
    add(tr("Prices without a published range carry +-%1. A card count without its own price row "
           "uses the nearest smaller machine's row, then larger; a longer period without its own "
           "rate uses the next shorter one. Both are flagged in the tables.")
            .arg(formatPercent(m_.prices.price_uncertainty, 0, l_)));
    add(tr("The export is %1; checkpoints hold fp32 trained weights and optimizer state; the base "
           "model is re-read from its revision.")
            .arg(m_.card.rental.export_gb > 0
                     ? tr("%1 GB").arg(formatNumber(m_.card.rental.export_gb, 1, l_))
                     : tr("the trained weights in bf16")));
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

} // namespace

const ReportTable* ReportModel::table(const QString& id) const {
    for (const ReportTable& t : tables)
        if (t.id == id)
            return &t;
    return nullptr;
}

const Plan* ReportModel::cardPlan() const {
    return card_gpu_index >= 0 ? &comparison[std::size_t(card_gpu_index)].plan : nullptr;
}

const ReportSeries* ReportModel::seriesById(const QString& id) const {
    for (const ReportSeries& s : series)
        if (s.id == id)
            return &s;
    return nullptr;
}

QString formatMoney(double amount, const QString& currency, const QLocale& locale) {
    const int decimals = amount == 0               ? 0
                         : std::abs(amount) < 1    ? 3
                         : std::abs(amount) < 1000 ? 2
                                                   : 0;
    return QStringLiteral("%1 %2").arg(locale.toString(amount, 'f', decimals), currency);
}

QString formatMoneyRange(const std::optional<CostRange>& range, const QString& currency,
                         const QLocale& locale) {
    if (!range)
        return QCoreApplication::translate("Report", "missing");
    return QCoreApplication::translate("Report", "%1 (%2–%3)")
        .arg(formatMoney(range->expected, currency, locale),
             formatNumber(range->low,
                          std::abs(range->low) < 1      ? 3
                          : std::abs(range->low) < 1000 ? 2
                                                        : 0,
                          locale),
             formatNumber(range->high,
                          std::abs(range->high) < 1      ? 3
                          : std::abs(range->high) < 1000 ? 2
                                                         : 0,
                          locale));
}

QString throughputSourceName(ThroughputSource source) {
    switch (source) {
    case ThroughputSource::Planner:
        return QCoreApplication::translate("Report", "planner");
    case ThroughputSource::PilotCalibrated:
        return QCoreApplication::translate("Report", "planner, pilot-calibrated");
    }
    return {};
}

ReportModel buildReportModel(const CardPlanner& planner, const ReportFiles& files,
                             const QString& language, const QLocale& locale) {
    ReportModel m;
    m.card = planner.card();
    m.what_if = planner.whatIf().any();
    m.card_path = files.card;
    m.language = language;
    m.locale = locale;
    m.generated = QDateTime::currentDateTimeUtc();

    m.comparison = planner.comparison();
    m.recommendation = planner.recommendation();
    m.card_gpu_index = planner.cardGpuIndex();
    m.calibration = planner.calibration();
    try {
        m.prices = PriceCatalog::withUserFile(files.price_file.toStdString());
    } catch (const std::exception& error) {
        m.prices_error = QString::fromStdString(error.what());
    }
    m.pilot = readPilotResults(files.pilot_directory);
    // A full-scale pilot of this layout on a catalog card: the planner's uncalibrated figures for
    // that card are the predictions its measurements are compared with.
    if (const GpuSpec* pilotGpu = planner.catalog().find(m.pilot.gpu_id.toStdString());
        pilotGpu && m.pilot.gpus == m.card.hardware.gpuCount()) {
        const Plan predicted = planner.predictionOn(*pilotGpu);
        if (!m.pilot.predicted_tokens_per_s)
            m.pilot.predicted_tokens_per_s = predicted.compute.tokens_per_s;
        if (!m.pilot.predicted_step_time_s)
            m.pilot.predicted_step_time_s = predicted.compute.step_time_s;
        if (!m.pilot.predicted_device_total_bytes)
            m.pilot.predicted_device_total_bytes = double(predicted.memory.device_total_bytes);
    }
    m.scaling = readScalingResult(files.pilot_directory);
    const GpuSpec* scalingGpu = m.recommendation.index >= 0
                                    ? m.comparison[std::size_t(m.recommendation.index)].gpu
                                    : planner.scenario().gpu;
    m.scaling_study =
        studyScaling(planner, *scalingGpu, readPilotCollectives(files.pilot_directory));
    m.reservation = readReservation(files.pilot_directory);
    m.costs = planner.costs(m.prices);

    DecisionEvidence evidence;
    if (const Plan* own = m.cardPlan())
        evidence.plan = *own;
    evidence.gpu_id = qs(m.card.hardware.gpu);
    evidence.memory_margin = m.card.hardware.memory_margin;
    evidence.pilot = m.pilot;
    evidence.scaling = m.scaling;
    evidence.reservation = m.reservation;
    m.checklist = evaluateChecklist(evidence);

    ReportBuilder(m).build();
    return m;
}

} // namespace runcard::ui
