#include "scaling_output.h"

#include "table_printer.h"

namespace runcard {

void writeScalingJson(JsonWriter& json, const ScalingAnalysis& a) {
    json.beginObject();
    json.field("gpu", a.gpu->id);
    json.field("sequences_per_step", std::int64_t(a.sequences_per_step));
    json.field("baseline_tokens_per_s", a.baseline_tokens_per_s);
    json.field("baseline_fits", a.baseline_fits);
    json.key("curves").beginArray();
    for (const ScalingCurve& c : a.curves) {
        const ScalingLayout& l = c.layout;
        json.beginObject().field("layout", l.id).field("parallelism", toString(l.parallelism));
        json.field("tensor_parallel", l.tensor_parallel);
        json.field("pipeline_parallel", l.pipeline_parallel);
        json.field("pipeline_schedule", toString(l.schedule));
        json.field("virtual_stages", l.virtual_stages);
        json.field("context_parallel", l.context_parallel);
        json.key("points").beginArray();
        for (const ScalingPoint& p : c.points) {
            json.beginObject().field("gpus", p.gpus).field("nodes", p.nodes);
            json.field("gpus_per_node", p.gpus_per_node).field("data_parallel", p.data_parallel);
            json.field("micro_batch", p.micro_batch);
            json.field("gradient_accumulation", p.gradient_accumulation);
            json.field("batch_kept", p.batch_kept);
            json.field("sequences_per_step", std::int64_t(p.sequences_per_step));
            json.field("step_time_s", p.step_time_s);
            json.field("tokens_per_s", p.tokens_per_s);
            json.field("tokens_per_s_per_gpu", p.tokens_per_s_per_gpu);
            json.field("speedup", p.speedup).field("efficiency", p.efficiency);
            json.field("exposed_communication_s", p.exposed_communication_s);
            json.field("total_communication_s", p.total_communication_s);
            json.field("per_gpu_memory_bytes", p.per_gpu_memory_bytes);
            json.field("fits", p.fits).field("margin_ok", p.margin_ok);
            json.endObject();
        }
        json.endArray().endObject();
    }
    json.endArray();
    json.key("recommended").beginArray();
    for (const ScalingRecommendation& r : a.recommended) {
        json.beginObject().field("gpus", r.gpus);
        if (r.curve < 0) {
            json.key("layout").null();
        } else {
            json.field("layout", a.curves[std::size_t(r.curve)].layout.id);
            json.field("reason", toString(r.reason));
        }
        json.endObject();
    }
    json.endArray().endObject();
}

void printScaling(std::ostream& out, const std::string& cardName, const ScalingAnalysis& a,
                  const std::string& collectivesPath) {
    out << "Scaling of " << cardName << " on " << a.gpu->name << ": " << a.sequences_per_step
        << " sequences per step, kept where they divide among the replicas; 1 GPU: "
        << formatFixed(a.baseline_tokens_per_s, 0) << " tokens/s"
        << (a.baseline_fits ? "" : " (does not fit with the margin)") << ".\n";
    if (!collectivesPath.empty())
        out << "Intra-node collectives: bus bandwidth measured in " << collectivesPath << ".\n";
    for (const ScalingCurve& c : a.curves) {
        out << "\n" << c.layout.id << "\n";
        TablePrinter table({"GPUs", "nodes", "DP", "batch", "tokens/s", "per GPU", "efficiency",
                            "exposed comm.", "memory/GPU", "fits"});
        for (const ScalingPoint& p : c.points)
            table.addRow({std::to_string(p.gpus), std::to_string(p.nodes),
                          std::to_string(p.data_parallel),
                          std::to_string(p.micro_batch) + " × " +
                              std::to_string(p.gradient_accumulation) + (p.batch_kept ? "" : " *"),
                          formatFixed(p.tokens_per_s, 0), formatFixed(p.tokens_per_s_per_gpu, 0),
                          formatPercent(p.efficiency), formatDuration(p.exposed_communication_s),
                          formatGiB(double(p.per_gpu_memory_bytes)),
                          p.margin_ok ? "yes"
                          : p.fits    ? "tight"
                                      : "no"});
        table.print(out);
    }
    out << "\nRecommended layout per GPU count (the fastest that fits with the margin):\n";
    for (const ScalingRecommendation& r : a.recommended) {
        out << "  " << r.gpus << " GPU(s): ";
        if (r.curve < 0) {
            out << "nothing fits\n";
            continue;
        }
        const ScalingPoint& p = a.curves[std::size_t(r.curve)].points[std::size_t(r.point)];
        out << a.curves[std::size_t(r.curve)].layout.id << ", " << formatFixed(p.speedup, 1)
            << "× the throughput of 1 (" << formatPercent(p.efficiency) << "), "
            << (r.reason == RecommendationReason::OnlyLayout
                    ? std::string("the only layout the framework runs")
                    : "because of " + std::string(toString(r.reason)))
            << "\n";
    }
    bool batchChanged = false;
    for (const ScalingCurve& c : a.curves)
        for (const ScalingPoint& p : c.points)
            batchChanged = batchChanged || !p.batch_kept;
    if (batchChanged)
        out << "* the card's " << a.sequences_per_step
            << " sequences per step do not divide among this many replicas: the point trains "
               "DP × micro-batch × accumulation sequences, one per replica at the least.\n";
}

} // namespace runcard
