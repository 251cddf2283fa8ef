// The report's tables of the evidence: the pilot's figures and series, scaling, the checklist.
#include "ui/report/report_builder.h"

namespace runcard::ui::report_tables {

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
                      p.status.isEmpty() ? tr("not recorded") : pilotStatusText(p.status))
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

// The recommended layout per GPU count on the scaling study's GPU, with its efficiency spelled out.
void ReportBuilder::scalingTable() {
    if (!m_.scaling_study)
        return;
    const ScalingStudy& s = *m_.scaling_study;
    ReportTable t{"scaling",
                  tr("Predicted scaling on %1").arg(qs(s.gpu->name)),
                  {"gpus", "layout", "sequences_per_step", "tokens_per_s", "memory_per_gpu_bytes",
                   "efficiency", "reason"},
                  {tr("GPUs"), tr("Recommended layout"), tr("Sequences per step"), tr("Tokens/s"),
                   tr("Memory per GPU"), tr("Efficiency"), tr("Why")},
                  {},
                  tr("Throughput at the run card's effective batch of %n sequence(s) per step; "
                     "efficiency against one GPU at that batch.",
                     nullptr, int(s.analysis.sequences_per_step))};
    if (const QString batch = batchNote(s); !batch.isEmpty())
        t.note += QLatin1Char(' ') + batch;
    for (const ScalingRecommendation& r : s.analysis.recommended) {
        const ScalingPoint* p = s.point(r);
        if (!p) {
            t.rows.append({number(r.gpus),
                           {tr("nothing fits"), QVariant()},
                           missing(),
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
             {batchText(*p, l_), qlonglong(p->sequences_per_step)},
             {formatTokensPerSecond(p->tokens_per_s, l_), p->tokens_per_s},
             bytes(double(p->per_gpu_memory_bytes)),
             {efficiencyText(*p, l_), p->efficiency},
             r.gpus == 1 ? ReportCell{QStringLiteral("—"), QVariant()}
                         : ReportCell{recommendationReasonWord(r.reason), qs(toString(r.reason))}});
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

} // namespace runcard::ui::report_tables
