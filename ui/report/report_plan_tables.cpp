// The report's tables of the plan: run card, revisions, memory budget, ways to fit, side by side,
// fewest GPUs.
#include "ui/common/enum_names.h"
#include "ui/common/fit_lever_text.h"
#include "ui/common/memory_palette.h"
#include "ui/common/planner_messages.h"
#include "ui/report/report_builder.h"
#include "ui/report/scaling_summary.h"

#include <QFileInfo>

namespace runcard::ui::report_tables {

ReportCell ReportBuilder::rowsCell(const RunCard& c) const {
    const TrainingSection& t = c.training;
    const QString mean = c.data.mean_tokens > 0
                             ? tr("%1 tokens").arg(formatNumber(c.data.mean_tokens, 0, l_))
                             : tr("measured from the data file");
    if (!t.packed)
        return {tr("unpacked, padded: %1; mean length %2").arg(displayName(t.padding), mean),
                QStringLiteral("unpacked;") + qs(std::string(toString(t.padding)))};
    if (t.packed_attention == PackedAttention::Document)
        return {tr("packed; each document attends within itself, mean length %1").arg(mean),
                QStringLiteral("packed;document")};
    return {tr("packed; every row attends across its whole length"), QStringLiteral("packed;row")};
}

std::optional<ReportCell> ReportBuilder::modelParallelCell(const HardwareSection& h) const {
    QStringList parts, keys;
    auto add = [&](const QString& shown, const char* key, int degree) {
        parts << shown;
        keys << QStringLiteral("%1=%2").arg(QLatin1String(key)).arg(degree);
    };
    const int tp = h.tensor_parallel, pp = h.pipeline_parallel, cp = h.context_parallel;
    if (tp > 1)
        add(h.sequence_parallel ? tr("TP %1 with sequence parallelism").arg(tp)
                                : QStringLiteral("TP %1").arg(tp),
            "tp", tp);
    if (pp > 1)
        add(h.virtual_stages > 1 ? tr("PP %1, %2, %3 virtual stages")
                                       .arg(pp)
                                       .arg(displayName(h.pipeline_schedule))
                                       .arg(h.virtual_stages)
                                 : tr("PP %1, %2").arg(pp).arg(displayName(h.pipeline_schedule)),
            "pp", pp);
    if (pp > 1 && h.virtual_stages > 1)
        keys << QStringLiteral("vp=%1").arg(h.virtual_stages);
    if (cp > 1)
        add(contextParallelName(cp, h.context_parallel_comm),
            h.context_parallel_comm == ContextParallelComm::AllToAll ? "cp_all_to_all" : "cp", cp);
    if (h.expert_parallel > 1)
        add(QStringLiteral("EP %1").arg(h.expert_parallel), "ep", h.expert_parallel);
    if (parts.isEmpty())
        return std::nullopt;
    return ReportCell{parts.join(QStringLiteral(" × ")), keys.join(QLatin1Char(';'))};
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
                          : !c.model.hf_config.empty() ? qs(c.model.hf_config)
                                                       : tr("the card's own architecture");
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
    if (c.training.method != TrainingMethod::Full) {
        method += tr(", rank %1").arg(c.training.lora.rank);
        // PEFT's full copies change the trainable count by an order of magnitude: say which.
        QStringList saved;
        for (LoraSavedModule module : c.training.lora.modules_to_save)
            saved << displayName(module);
        if (!saved.isEmpty())
            method += tr("; trained whole: %1").arg(saved.join(", "));
    }
    row("method", tr("Method"), {method, qs(std::string(toString(c.training.method)))});
    row("optimizer", tr("Optimizer"),
        {displayName(c.training.optimizer), qs(std::string(toString(c.training.optimizer)))});
    row("precision", tr("Precision"),
        {displayName(c.training.precision), qs(std::string(toString(c.training.precision)))});
    row("sequence_length", tr("Maximum sequence length"), number(c.training.sequence_length));
    row("rows", tr("Rows"), rowsCell(c));
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
    if (const auto split = modelParallelCell(c.hardware))
        row("model_parallelism", tr("Model parallelism"), *split);
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
    ReportTable t =
        perGpuTable("memory_budget", tr("Memory budget per GPU"), "item", tr("Per GPU"));
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
        if (plan.memory.fits_by_releasing_cache)
            return ReportCell{tr("at the limit (allocator retries)"), "at-the-limit"};
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

void ReportBuilder::leversTable(const std::vector<FitLever>& levers, bool faster) {
    const Plan* cardPlan = m_.cardPlan();
    if (levers.empty() || !cardPlan)
        return;
    const QString gpus = l_.toString(m_.card.hardware.gpuCount());
    const QString gpu = shortGpuName(*m_.comparison[std::size_t(m_.card_gpu_index)].gpu);
    ReportTable t{faster ? "faster_within_margin" : "ways_to_fit",
                  faster ? tr("Faster within the margin on %1 × %2").arg(gpus, gpu)
                         : tr("Ways to fit on %1 × %2").arg(gpus, gpu),
                  {"change", "gpus", "peak_bytes", "share_of_device", "margin", "step_s", "wall_s"},
                  {tr("Change"), tr("GPUs"), tr("At the peak"), tr("Of device"), tr("Margin"),
                   tr("Step time"), tr("Wall time")},
                  {},
                  {}};
    const double usable = double(cardPlan->memory.usable_bytes);
    bool changesTraining = false;
    for (const FitLever& lever : levers) {
        const MemoryEstimate& memory = lever.plan.memory;
        changesTraining = changesTraining || lever.changes_training;
        const double share = usable > 0 ? double(memory.deciding_total_bytes) / usable : 0;
        // The change as the report's language says it; as `--set` arguments in CSV and JSON.
        t.rows.append(
            {ReportCell{FitLeverText::change(lever, l_) +
                            (lever.changes_training ? QStringLiteral(" *") : QString()),
                        qs(setArguments(lever))},
             number(lever.card.hardware.gpuCount()), bytes(double(memory.deciding_total_bytes)),
             ReportCell{formatPercent(share, 0, l_), share},
             ReportCell{FitLeverText::margin(memory), memory.margin_ok ? "kept"
                                                      : memory.fits    ? "fits"
                                                                       : "does-not-fit"},
             seconds(lever.plan.compute.step_time_s), seconds(lever.plan.run.wall_time_s)});
    }
    t.note = faster ? tr("The card keeps its memory margin here. Each row is one change that "
                         "finishes the run sooner and still keeps it, planned in full on the same "
                         "GPU.")
                    : tr("The card misses its memory margin here. Each row is one change its "
                         "framework offers, planned in full on the same GPU; those that keep the "
                         "margin come first.");
    if (!faster && levers.front().kind == LeverKind::Combined)
        t.note += QLatin1Char(' ') + tr("No single change keeps the margin: the first row "
                                        "combines those that do together.");
    if (changesTraining)
        t.note += QLatin1Char(' ') + FitLeverText::changesTrainingNote();
    m_.tables.append(t);
}

void ReportBuilder::frameworksTable() {
    const Plan* cardPlan = m_.cardPlan();
    const FrameworkLevers& frameworks = m_.framework_levers;
    if (!cardPlan || (frameworks.levers.empty() && frameworks.refused.empty()))
        return;
    const QString gpus = l_.toString(m_.card.hardware.gpuCount());
    const QString gpu = shortGpuName(*m_.comparison[std::size_t(m_.card_gpu_index)].gpu);
    ReportTable t{"other_frameworks",
                  tr("Other training frameworks on %1 × %2").arg(gpus, gpu),
                  {"framework", "peak_bytes", "margin", "step_s", "tokens_per_s_per_gpu", "wall_s"},
                  {tr("Framework"), tr("At the peak"), tr("Margin"), tr("Step time"),
                   tr("Tokens/s per GPU"), tr("Wall time")},
                  {},
                  {}};
    bool changesTraining = false;
    for (const FitLever& lever : frameworks.levers) {
        const MemoryEstimate& memory = lever.plan.memory;
        changesTraining = changesTraining || lever.changes_training;
        t.rows.append(
            {ReportCell{FitLeverText::change(lever, l_) +
                            (lever.changes_training ? QStringLiteral(" *") : QString()),
                        qs(setArguments(lever))},
             bytes(double(memory.deciding_total_bytes)),
             ReportCell{FitLeverText::margin(memory), memory.margin_ok ? "kept"
                                                      : memory.fits    ? "fits"
                                                                       : "does-not-fit"},
             seconds(lever.plan.compute.step_time_s),
             ReportCell{formatTokensPerSecond(lever.plan.compute.tokens_per_s_per_gpu, l_),
                        lever.plan.compute.tokens_per_s_per_gpu},
             seconds(lever.plan.run.wall_time_s)});
    }
    t.note = tr("The card under %1 takes %2 a step and %3 in all. Each row is the same card under "
                "another framework, at that stack's priors and without a pilot's calibration; a "
                "field the framework does not offer is set to what it offers.")
                 .arg(displayName(m_.card.training.framework),
                      formatDuration(cardPlan->compute.step_time_s, l_),
                      formatDuration(cardPlan->run.wall_time_s, l_));
    if (changesTraining)
        t.note += QLatin1Char(' ') + FitLeverText::changesTrainingNote();
    QStringList refused;
    for (const FrameworkRefusal& refusal : frameworks.refused)
        refused << tr("%1 (%2: %3)")
                       .arg(displayName(refusal.framework), qs(refusal.reason.field),
                            diagnosticMessage(refusal.reason));
    if (!refused.isEmpty())
        t.note += QLatin1Char(' ') + tr("Cannot run this card: %1.").arg(refused.join("; "));
    m_.tables.append(t);
}

void ReportBuilder::stepTimeTable() {
    ReportTable t = perGpuTable("step_time", tr("Where the step's time goes, per GPU"), "item",
                                tr("Per optimizer step"));
    auto row = [&](const QString& key, const QString& label, auto get) {
        QList<ReportCell> cells{ReportCell{label, key}};
        bool any = false;
        for (const GpuComparison& gpu : m_.comparison) {
            // A GPU without the card's precision has no step, not a step of 0 ms.
            if (!gpu.plan.unsupported.empty()) {
                cells.append(ReportCell{QStringLiteral("—"), QVariant()});
                continue;
            }
            const double value = get(gpu.plan.compute);
            any = any || value > 0;
            cells.append(seconds(value));
        }
        if (any) // a part no card spends time on is left out
            t.rows.append(cells);
    };
    // A pilot-calibrated compute is one measured figure; its kernel split would not add up.
    auto kernel = [](double StepTimeBreakdown::*part) {
        return [part](const ComputeEstimate& c) {
            return c.utilisation_measured ? 0.0 : c.breakdown.*part;
        };
    };
    row("compute", tr("Compute"), [](const ComputeEstimate& c) { return c.compute_time_s; });
    row("gemm", tr("Compute: GEMMs"), kernel(&StepTimeBreakdown::matmul_s));
    row("attention", tr("Compute: attention"), kernel(&StepTimeBreakdown::attention_s));
    row("memory_bound", tr("Compute: memory-bound ops"),
        kernel(&StepTimeBreakdown::memory_bound_s));
    row("launch", tr("Compute: host time the GPU waits for"),
        kernel(&StepTimeBreakdown::launch_overhead_s));
    row("pipeline_bubble", tr("Compute: pipeline bubble"),
        kernel(&StepTimeBreakdown::pipeline_bubble_s));
    row("communication_exposed", tr("Communication, exposed"),
        [](const ComputeEstimate& c) { return exposedCollectivesSeconds(c); });
    row("communication_total", tr("Communication, hidden or not"),
        [](const ComputeEstimate& c) { return c.breakdown.total_communication_s; });
    row("bucket_copies", tr("Collective buffer copies"),
        [](const ComputeEstimate& c) { return c.breakdown.bucket_copies_s; });
    row("optimizer", tr("Optimizer step"),
        [](const ComputeEstimate& c) { return c.optimizer_time_s; });
    row("offload", tr("Offloading"), [](const ComputeEstimate& c) { return c.offload_time_s; });
    row("step", tr("Step time"), [](const ComputeEstimate& c) { return c.step_time_s; });
    t.note = tr("Planner prediction: the step is compute + exposed communication + collective "
                "buffer copies + optimizer + offloading; the hidden communication runs under the "
                "compute. — = the GPU does not support the card's precision.");
    m_.tables.append(t);
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
        if (m_.decision.index == int(i))
            marks << tr("recommended"), keys << "recommended";
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
            cells << (f.count > 0  ? ReportCell{formatNumber(f.count, 0, l_), f.count}
                      : !f.offered ? ReportCell{QStringLiteral("—"), QStringLiteral("not-offered")}
                      : f.parallelism == Parallelism::Single
                          ? ReportCell{tr("no"), QVariant()}
                          : ReportCell{tr("> %1").arg(triedGpuCounts.back()), QVariant()});
        t.rows.append(cells);
    }
    t.note = tr("Micro-batch and activation checkpointing as on the card; %1 to %2 GPUs tried; "
                "— = a layout the card's framework does not run.")
                 .arg(triedGpuCounts.front())
                 .arg(triedGpuCounts.back());
    m_.tables.append(t);
}

} // namespace runcard::ui::report_tables
