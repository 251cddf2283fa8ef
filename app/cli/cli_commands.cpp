#include "cli_commands.h"

#include "fit_levers_output.h"
#include "planner/card_planner.h"
#include "planner/communication.h"
#include "planner/diagnostics.h"
#include "planner/json_writer.h"
#include "planner/plan_json.h"
#include "planner/presets.h"
#include "planner/price_catalog.h"
#include "planner/run_card_yaml.h"
#include "planner/scaling.h"
#include "planner/search.h"
#include "scaling_output.h"
#include "table_printer.h"

#include <filesystem>
#include <map>
#include <optional>

namespace runcard {
namespace {

struct Options {
    std::string command;
    std::vector<std::string> positional;
    std::vector<FieldOverride> overrides;
    std::vector<std::string> catalogs; // user GPU catalog files
    std::string gpu;
    std::string pilot;       // a pilot's results folder: its summary.json calibrates the plans
    std::string collectives; // a collective micro-benchmark (collectives.json) of this machine
    int max_gpus = 512;
    std::string goal = "fewest-gpus";
    bool json = false;
};

class UsageError : public std::runtime_error {
    using std::runtime_error::runtime_error;
};

Options parseOptions(const std::vector<std::string>& args) {
    Options o;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        auto value = [&](const char* name) {
            if (i + 1 >= args.size())
                throw UsageError(std::string(name) + " needs a value");
            return args[++i];
        };
        if (a == "--json")
            o.json = true;
        else if (a == "--set")
            o.overrides.push_back(parseFieldOverride(value("--set")));
        else if (a.rfind("--set=", 0) == 0)
            o.overrides.push_back(parseFieldOverride(a.substr(6)));
        else if (a == "--gpu")
            o.gpu = value("--gpu");
        else if (a == "--catalog")
            o.catalogs.push_back(value("--catalog"));
        else if (a == "--goal")
            o.goal = value("--goal");
        else if (a == "--pilot")
            o.pilot = value("--pilot");
        else if (a == "--collectives")
            o.collectives = value("--collectives");
        else if (a == "--max-gpus") {
            const std::string text = value("--max-gpus");
            try {
                o.max_gpus = std::stoi(text);
            } catch (const std::exception&) {
                o.max_gpus = 0;
            }
            if (o.max_gpus < 1 || o.max_gpus > 65536)
                throw UsageError("--max-gpus needs a whole number from 1 to 65536, got '" + text +
                                 "'");
        } else if (a.size() > 1 && a[0] == '-')
            throw UsageError("unknown option '" + a + "'");
        else if (o.command.empty())
            o.command = a;
        else
            o.positional.push_back(a);
    }
    return o;
}

// The card planned once: every command reads its numbers from this planner.
CardPlanner loadPlanner(const Options& o, const PresetLibrary& presets, const GpuCatalog& gpus) {
    if (o.positional.size() != 1)
        throw UsageError("'" + o.command + "' needs exactly one run card: runcard-cli " +
                         o.command + " CARD.yaml");
    std::vector<FieldOverride> overrides = o.overrides;
    if (!o.gpu.empty())
        overrides.push_back({"hardware.gpu", o.gpu});
    std::string summary;
    if (!o.pilot.empty()) {
        summary = (std::filesystem::path(o.pilot) / "summary.json").string();
        if (!std::filesystem::exists(summary))
            throw UsageError(o.pilot + ": no summary.json in this pilot results folder");
    }
    return CardPlanner(loadRunCardOrThrow(o.positional[0], overrides), presets, gpus, summary);
}

// Says on stderr when the pilot's results could not calibrate the plan.
void warnIfUncalibrated(const CardPlanner& planner, std::ostream& err) {
    if (!planner.calibrationError().empty())
        err << "runcard-cli: warning: not calibrated: " << planner.calibrationError() << "\n";
}

// The card's price file (relative to the card) over the bundled catalog.
PriceCatalog pricesFor(const RunCard& card) {
    return PriceCatalog::withUserFile(cardRelativePath(card, card.rental.price_catalog));
}

std::string money(const PriceCatalog& prices, double amount) {
    return formatFixed(amount, amount < 100 ? 2 : 0) + " " + prices.currency;
}

std::string yesNo(bool v) {
    return v ? "yes" : "no";
}

void printPlan(std::ostream& out, const RunCard& card, const Scenario& s, const Plan& p) {
    const MemoryEstimate& m = p.memory;
    const double usable = double(m.usable_bytes);
    out << "Run card  " << card.name << "\n";
    out << "Model     " << formatCount(double(p.parameters)) << " parameters, "
        << formatCount(double(p.trainable_parameters)) << " trainable ("
        << toString(card.training.method) << ", " << toString(card.training.precision) << ", "
        << toString(card.training.optimizer) << ")\n";
    out << "GPU       " << s.gpu->name << " × " << s.layout.gpuCount() << " ("
        << toString(s.layout.parallelism) << "), usable " << formatGiB(usable) << "\n\n";
    if (!p.unsupported.empty())
        out << "Not runnable: " << p.unsupported << "\n\n";

    TablePrinter table({"Memory per GPU", "GiB", "% of device"});
    auto row = [&](const std::string& name, double bytes) {
        table.addRow({name, formatFixed(bytes / (1024.0 * 1024 * 1024), 2),
                      formatPercent(usable > 0 ? bytes / usable : 0)});
    };
    const MemoryBreakdown& b = m.breakdown;
    row("weights", double(b.weights));
    row("gradients", double(b.gradients));
    row("optimizer state", double(b.optimizer));
    row("adapters", double(b.adapters));
    row("activations", double(b.activations));
    row("logits and loss", double(b.logits));
    row("buffers", double(b.buffers));
    row("= peak allocated", double(m.peak_allocated_bytes));
    row("allocator reserve", double(m.reserved_bytes - m.peak_allocated_bytes));
    row("runtime (context, libraries)", double(m.runtime_bytes));
    row("= device total", double(m.device_total_bytes));
    row("loading the model (device total)", double(m.load_device_total_bytes));
    row("headroom", double(m.headroom_bytes));
    table.print(out);
    out << "\nFits: "
        << (m.fits_by_releasing_cache ? "only if the allocator releases its cache" : yesNo(m.fits))
        << "; margin of " << formatPercent(card.hardware.memory_margin)
        << " kept: " << yesNo(m.margin_ok) << "; peak in the "
        << (m.load_sets_peak                       ? "model load, before the first step"
            : m.peak_phase == StepPhase::Optimizer ? "optimizer step"
                                                   : "backward pass")
        << "\n";
    if (m.host_bytes > 0)
        out << "Host memory for offloading: " << formatGiB(double(m.host_bytes)) << "\n";
    if (m.paged_on_host_bytes > 0)
        out << "  of which paged optimizer state the device has no room for (migrated each step): "
            << formatGiB(double(m.paged_on_host_bytes)) << "\n";
    const ComputeEstimate& c = p.compute;
    if (c.step_time_s > 0) {
        const StepTimeBreakdown& b = c.breakdown;
        out << "\nStep      " << formatDuration(c.step_time_s) << " (compute "
            << formatDuration(c.compute_time_s) << ", exposed communication "
            << formatDuration(exposedCollectivesSeconds(c));
        if (b.bucket_copies_s > 0)
            out << ", collective buffer copies " << formatDuration(b.bucket_copies_s);
        out << ", optimizer " << formatDuration(c.optimizer_time_s);
        if (c.offload_time_s > 0)
            out << ", offloading " << formatDuration(c.offload_time_s);
        out << ")\n";
        // Where the compute goes, unless a pilot measured it as one figure.
        if (!c.utilisation_measured) {
            out << "Compute   GEMMs " << formatDuration(b.matmul_s) << ", attention "
                << formatDuration(b.attention_s) << ", memory-bound ops "
                << formatDuration(b.memory_bound_s);
            if (b.launch_overhead_s > 0)
                out << ", host time the GPU waits for " << formatDuration(b.launch_overhead_s);
            if (b.pipeline_bubble_s > 0)
                out << ", pipeline bubble " << formatDuration(b.pipeline_bubble_s);
            out << "\n";
        }
        out << "Tokens/s  " << formatFixed(c.tokens_per_s, 0) << " ("
            << formatFixed(c.tokens_per_s_per_gpu, 0) << " per GPU), MFU " << formatPercent(c.mfu)
            << " at an assumed utilisation of " << formatPercent(c.utilisation) << "\n";
        out << "Run       " << p.run.steps << " steps: training "
            << formatDuration(p.run.train_time_s) << ", validation "
            << formatDuration(p.run.validation_time_s) << ", checkpoints "
            << formatDuration(p.run.checkpoint_time_s) << ", setup "
            << formatDuration(p.run.setup_time_s) << "; wall time "
            << formatDuration(p.run.wall_time_s) << "\n";
    }
}

int commandPlan(const Options& o, const PresetLibrary& presets, const GpuCatalog& gpus,
                std::ostream& out, std::ostream& err) {
    const CardPlanner planner = loadPlanner(o, presets, gpus);
    warnIfUncalibrated(planner, err);
    // A precision the card's own GPU cannot run is refused at the card's field.
    if (const Plan& plan = planner.plan(); plan.unsupported_reason.code != DiagnosticCode::Text)
        throw InputError(positioned(planner.card(), plan.unsupported_reason));
    const std::vector<FitLever> toFit = planner.fitLevers();
    const std::vector<FitLever> faster = planner.fasterLevers();
    const FrameworkLevers frameworks = planner.frameworkLevers();
    if (o.json) {
        out << planJson(planner.card(), planner.scenario(), planner.plan(), toFit, faster,
                        frameworks)
            << "\n";
    } else {
        printPlan(out, planner.card(), planner.scenario(), planner.plan());
        const double usable = double(planner.plan().memory.usable_bytes);
        printFitLevers(out, toFit, usable, false);
        printFitLevers(out, faster, usable, true);
        printOtherFrameworks(out, frameworks, usable);
    }
    return 0;
}

int commandCompare(const Options& o, const PresetLibrary& presets, const GpuCatalog& gpus,
                   std::ostream& out, std::ostream& err) {
    const CardPlanner planner = loadPlanner(o, presets, gpus);
    warnIfUncalibrated(planner, err);
    const RunCard card = planner.card();
    const std::vector<GpuComparison>& rows = planner.comparison();
    JsonWriter json;
    json.beginObject().key("card");
    writeCardJson(json, card);
    json.key("gpus").beginArray();
    std::vector<std::string> headers{"GPU", "fits", "memory/GPU", "headroom", "device total"};
    for (Parallelism p : fewestGpuLayouts)
        headers.push_back("min " + std::string(toString(p)));
    for (const char* h : {"step", "tokens/s", "wall time", "cost/run", "per 1M tokens", "stack"})
        headers.push_back(h);
    TablePrinter table(headers);
    std::vector<std::string> notes;
    const PriceCatalog prices = pricesFor(card);
    const CostComparison costs = planner.costs(prices);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const GpuSpec* gpu = rows[i].gpu;
        const Plan& plan = rows[i].plan;
        const CostEstimate& cost = costs.rows[i];
        const MemoryEstimate& m = plan.memory;
        json.beginObject();
        json.field("id", gpu->id).field("name", gpu->name);
        json.field("fits", m.fits).field("margin_ok", m.margin_ok);
        json.field("fits_by_releasing_cache", m.fits_by_releasing_cache);
        json.field("usable_bytes", m.usable_bytes);
        json.field("device_total_bytes", m.device_total_bytes);
        json.field("headroom_bytes", m.headroom_bytes);
        json.key("fewest_gpus").beginObject();
        std::vector<std::string> row{
            gpu->id,
            !plan.unsupported.empty()   ? "n/a"
            : m.margin_ok               ? "yes"
            : m.fits_by_releasing_cache ? "limit"
            : m.fits                    ? "tight"
                                        : "no",
            formatGiB(double(m.deciding_total_bytes)), formatGiB(double(m.headroom_bytes)),
            formatPercent(double(m.device_total_bytes) /
                          double(std::max<std::int64_t>(m.usable_bytes, 1)))};
        for (const FewestGpus& fewest : rows[i].fewest) {
            json.key(toString(fewest.parallelism));
            fewest.count > 0 ? json.value(fewest.count) : json.null();
            row.push_back(fewest.count > 0 ? std::to_string(fewest.count) : "—");
        }
        json.endObject();
        json.key("compute");
        writeComputeJson(json, plan.compute);
        json.key("run");
        writeRunJson(json, plan.run);
        json.field("software_stack", gpu->software_stack.en);
        json.field("kernel_priors_measured", gpu->kernel_priors_measured);
        json.key("caveats").beginArray();
        for (const auto& caveat : gpu->caveats)
            json.value(caveat.en);
        json.endArray();
        if (!plan.unsupported.empty())
            json.field("unsupported", plan.unsupported);
        json.key("cost").beginObject();
        json.field("currency", prices.currency).field("as_of", prices.as_of);
        json.field("billed_hours", cost.billed_hours);
        json.field("throughput_source", cost.throughput_source == ThroughputSource::Planner
                                            ? "planner"
                                            : "pilot-calibrated");
        auto range = [&json](const char* name, const std::optional<CostRange>& r) {
            json.key(name);
            if (!r) {
                json.null(); // missing, never zero
                return;
            }
            json.beginObject().field("low", r->low).field("expected", r->expected);
            json.field("high", r->high).endObject();
        };
        range("total", cost.total);
        range("per_million_tokens", cost.per_million_tokens);
        json.endObject();
        json.endObject();
        row.push_back(formatDuration(plan.compute.step_time_s));
        row.push_back(plan.compute.tokens_per_s > 0 ? formatFixed(plan.compute.tokens_per_s, 0)
                                                    : "—");
        row.push_back(formatDuration(plan.run.wall_time_s));
        row.push_back(cost.total && cost.fits ? money(prices, cost.total->expected) : "—");
        row.push_back(cost.per_million_tokens && cost.fits
                          ? money(prices, cost.per_million_tokens->expected)
                          : "—");
        row.push_back(gpu->architecture);
        table.addRow(row);
        if (!plan.unsupported.empty())
            notes.push_back(gpu->id + ": " + plan.unsupported);
        else if (!gpu->kernel_priors_measured)
            notes.push_back(gpu->id +
                            ": step time uncalibrated (no kernel measurement on this card)");
    }
    json.endArray();
    // The smallest configuration that fits with the margin, as the app and the report name it.
    const Recommendation best = planner.recommendation();
    json.key("smallest_fit");
    if (best.index >= 0) {
        json.beginObject().field("gpu", rows[std::size_t(best.index)].gpu->id);
        json.field("gpus", best.count).field("parallelism", toString(best.parallelism));
        json.endObject();
    } else {
        json.null();
    }
    // The GPU to rent: each at its smallest fit, the lowest cost of a completed run (plus the
    // value of finishing earlier), as the app's compare page and the report decide.
    const RentalDecision decision = planner.decision(prices);
    json.key("decision");
    writeDecisionJson(json, decision, rows);
    // The same decision under each other framework that runs the card.
    const std::vector<FrameworkDecision> byFramework = planner.frameworkDecisions(prices);
    json.key("decision_by_framework");
    writeFrameworkDecisionsJson(json, byFramework);
    json.endObject();
    if (o.json) {
        out << json.str() << "\n";
        return 0;
    }
    const Scenario& s = planner.scenario();
    out << "Run card " << card.name << " on " << s.layout.gpuCount() << " GPU(s), "
        << toString(s.layout.parallelism) << "; margin "
        << formatPercent(card.hardware.memory_margin)
        << ". 'min X' = fewest GPUs that fit with the margin under X.\n\n";
    table.print(out);
    for (const auto& note : notes)
        out << "note: " << note << "\n";
    if (best.index >= 0)
        out << "Smallest configuration that fits: " << best.count << " x "
            << rows[std::size_t(best.index)].gpu->id << " with " << toString(best.parallelism)
            << ".\n";
    if (decision.index >= 0 && decision.cost && decision.cost->total)
        out << "Recommended: " << decision.count << " x "
            << rows[std::size_t(decision.index)].gpu->id << " with "
            << toString(decision.parallelism) << ", "
            << money(prices, decision.cost->total->expected) << " a completed run ("
            << (decision.basis == DecisionBasis::CostAndWaiting
                    ? "the lowest cost plus the value of finishing earlier"
                    : "the lowest cost of a completed run")
            << " among the GPUs at their smallest fit"
            << (decision.unpriced > 0
                    ? "; " + std::to_string(decision.unpriced) + " that fit have no price"
                    : std::string())
            << ").\n";
    else if (decision.index >= 0)
        out << "Recommended: " << decision.count << " x "
            << rows[std::size_t(decision.index)].gpu->id << " with "
            << toString(decision.parallelism)
            << ", the smallest fit (no GPU that fits has a price, so cost cannot decide).\n";
    if (!byFramework.empty())
        out << "\nThe decision under each other training framework (each at its stack's priors, "
               "uncalibrated):\n";
    for (const FrameworkDecision& d : byFramework) {
        const RentalDecision& r = d.decision;
        out << "  " << setArguments(d.lever) << (d.lever.changes_training ? " *" : "") << ": ";
        if (r.index < 0)
            out << "nothing fits";
        else
            out << r.count << " x " << d.comparison[std::size_t(r.index)].gpu->id << " with "
                << toString(r.parallelism)
                << (r.cost && r.cost->total
                        ? ", " + money(prices, r.cost->total->expected) + " a completed run"
                        : std::string(", no price"))
                << (r.cost ? ", " + formatDuration(r.cost->finish_days * 86400.0) + " to the result"
                           : std::string());
        out << "\n";
    }
    if (planner.calibration() && planner.calibrationError().empty())
        out << "Calibrated from " << planner.calibration()->summary_path
            << " where it applies (memory scale: runcard-pilot profile; utilisation: "
            << (planner.calibration()->gpu_id.empty() ? "no catalog GPU"
                                                      : planner.calibration()->gpu_id)
            << " only).\n";
    out << "Costs: " << toString(card.rental.pricing) << " prices per "
        << toString(card.rental.period) << " as of " << prices.as_of
        << ", the whole rental window (setup, training, validation, checkpoints, restore check, "
           "export, buffer) on the card's layout; — = does not fit or no price.\n";
    return 0;
}

int commandSweep(const Options& o, const PresetLibrary& presets, const GpuCatalog& gpus,
                 std::ostream& out, std::ostream& err) {
    const CardPlanner planner = loadPlanner(o, presets, gpus);
    warnIfUncalibrated(planner, err);
    const RunCard card = planner.card();
    static const std::map<std::string, SearchGoal> goals{{"fewest-gpus", SearchGoal::FewestGpus},
                                                         {"earliest", SearchGoal::EarliestFinish},
                                                         {"cost", SearchGoal::LowestCost}};
    const auto goal = goals.find(o.goal);
    if (goal == goals.end())
        throw UsageError("unknown --goal '" + o.goal + "' (fewest-gpus, earliest, cost)");
    SearchSpace space;
    space.gpus = comparisonGpus(gpus);
    space.assumptions_on = [&planner](const GpuSpec& gpu) { return planner.assumptionsOn(gpu); };
    const PriceCatalog prices = pricesFor(card);
    // Price per GPU-hour of the machine shape that holds `count` GPUs, spread over the GPUs used.
    const PriceFunction price = [&](const GpuSpec& gpu, int count) {
        const PriceLookup found =
            prices.lookup(gpu.id, count, card.rental.period, card.rental.pricing);
        return found.quote ? found.quote->price * found.billed_gpus / count : 0.0;
    };
    const SearchResult result =
        searchConfigurations(planner.scenario(), space, goal->second, price, 15);
    JsonWriter json;
    json.beginObject().field("evaluated", result.evaluated).field("goal", o.goal);
    json.key("configurations").beginArray();
    TablePrinter table({"#", "GPU", "GPUs", "parallelism", "micro-batch", "accum.", "checkpointing",
                        "offload", "device total", "step", "wall time", "GPU cost"});
    int rank = 0;
    for (const Candidate& c : result.ranked) {
        const MemoryEstimate& m = c.plan.memory;
        json.beginObject();
        json.field("gpu", c.gpu->id).field("gpus", c.layout.gpuCount());
        json.field("nodes", c.layout.nodes).field("parallelism", toString(c.layout.parallelism));
        json.field("micro_batch", c.shape.micro_batch);
        json.field("gradient_accumulation", c.shape.gradient_accumulation);
        json.field("activation_checkpointing", toString(c.shape.checkpointing));
        json.field("cpu_offload", c.layout.cpu_offload);
        json.field("device_total_bytes", m.device_total_bytes);
        json.field("headroom_bytes", m.headroom_bytes);
        json.field("step_time_s", c.plan.compute.step_time_s);
        json.field("wall_time_s", c.plan.run.wall_time_s);
        c.cost > 0 ? json.field("gpu_cost", c.cost) : json.key("gpu_cost").null();
        json.endObject();
        table.addRow(
            {std::to_string(++rank), c.gpu->id, std::to_string(c.layout.gpuCount()),
             std::string(toString(c.layout.parallelism)), std::to_string(c.shape.micro_batch),
             std::to_string(c.shape.gradient_accumulation),
             std::string(toString(c.shape.checkpointing)), yesNo(c.layout.cpu_offload),
             formatPercent(double(m.device_total_bytes) / double(m.usable_bytes)),
             formatDuration(c.plan.compute.step_time_s), formatDuration(c.plan.run.wall_time_s),
             c.cost > 0 ? money(prices, c.cost) : "—"});
    }
    json.endArray().endObject();
    if (o.json) {
        out << json.str() << "\n";
        return 0;
    }
    if (result.ranked.empty()) {
        out << "No configuration of up to 64 GPUs fits with a margin of "
            << formatPercent(card.hardware.memory_margin) << " (" << result.evaluated
            << " evaluated).\n";
        return 0;
    }
    out << "Smallest configurations that complete a full step with a "
        << formatPercent(card.hardware.memory_margin) << " margin, ranked by " << o.goal << " ("
        << result.evaluated << " evaluated; effective batch kept):\n\n";
    table.print(out);
    return 0;
}

int commandScaling(const Options& o, const PresetLibrary& presets, const GpuCatalog& gpus,
                   std::ostream& out, std::ostream& err) {
    const CardPlanner planner = loadPlanner(o, presets, gpus);
    warnIfUncalibrated(planner, err);
    Scenario card = planner.scenario();
    if (!o.collectives.empty())
        card.assumptions.measured_collectives =
            std::make_shared<MeasuredCollectives>(MeasuredCollectives::load(o.collectives));
    ScalingOptions options;
    options.max_gpus = o.max_gpus;
    const ScalingAnalysis a = scalingAnalysis(card, *card.gpu, options);
    if (o.json) {
        JsonWriter json;
        writeScalingJson(json, a);
        out << json.str() << "\n";
        return 0;
    }
    printScaling(out, planner.card().name, a, o.collectives);
    return 0;
}

int commandModels(const Options& o, const PresetLibrary& presets, std::ostream& out) {
    JsonWriter json;
    json.beginArray();
    TablePrinter table({"preset", "name", "parameters", "active", "experts", "layers", "hidden",
                        "heads/kv", "vocab"});
    for (const ModelPreset& p : presets.presets) {
        const ModelArchitecture& a = p.architecture;
        const ParameterCounts counts = countParameters(a);
        const std::int64_t n = counts.total(a.layers);
        const std::int64_t active = counts.active(a.layers);
        json.beginObject().field("id", p.id).field("name", p.name).field("hf_repo", p.hf_repo);
        json.field("parameters", n).field("published_parameters", p.published_parameters);
        json.field("active_parameters", active).field("experts", a.experts);
        json.field("experts_per_token", a.experts_per_token);
        json.endObject();
        table.addRow(
            {p.id, p.name, formatCount(double(n)), a.isMoe() ? formatCount(double(active)) : "—",
             a.isMoe()
                 ? std::to_string(a.experts_per_token) + " of " + std::to_string(a.experts) +
                       (a.shared_experts ? " +" + std::to_string(a.shared_experts) : std::string())
                 : "—",
             std::to_string(a.layers), std::to_string(a.hidden_size),
             std::to_string(a.attention_heads) + "/" + std::to_string(a.kv_heads),
             std::to_string(a.vocab_size)});
    }
    json.endArray();
    if (o.json)
        out << json.str() << "\n";
    else
        table.print(out);
    return 0;
}

int commandGpus(const Options& o, const GpuCatalog& gpus, std::ostream& out) {
    JsonWriter json;
    json.beginArray();
    TablePrinter table({"id", "name", "usable", "HBM", "bf16 dense", "fp8 dense", "all-reduce",
                        "arch", "kernel priors"});
    for (const GpuSpec* g : comparisonGpus(gpus)) {
        json.beginObject().field("id", g->id).field("name", g->name);
        json.field("usable_bytes", g->memory_bytes).field("memory_bandwidth", g->memory_bandwidth);
        json.field("peak_bf16", g->peak_bf16).field("peak_fp8", g->peak_fp8);
        json.field("allreduce_busbw", g->allreduce_busbw).field("architecture", g->architecture);
        json.field("software_stack", g->software_stack.en);
        json.field("kernel_priors_measured", g->kernel_priors_measured);
        json.endObject();
        table.addRow(
            {g->id, g->name, formatGiB(double(g->memory_bytes)),
             formatFixed(g->memory_bandwidth / 1e12, 2) + " TB/s",
             formatFixed(g->peak_bf16 / 1e12, 0) + " TF",
             g->peak_fp8 > 0 ? formatFixed(g->peak_fp8 / 1e12, 0) + " TF" : "—",
             g->allreduce_busbw > 0 ? formatFixed(g->allreduce_busbw / 1e9, 0) + " GB/s" : "—",
             g->architecture, g->kernel_priors_measured ? "measured" : "uncalibrated"});
    }
    json.endArray();
    if (o.json)
        out << json.str() << "\n";
    else
        table.print(out);
    return 0;
}

// One line for a script's log, every problem named (the contract asks for one line).
std::string oneLine(const Diagnostics& diagnostics) {
    std::string line = diagnostics.empty() ? "invalid input" : diagnostics.front().toString();
    for (std::size_t i = 1; i < diagnostics.size(); ++i)
        line += "; also " + diagnostics[i].toString();
    return line;
}

} // namespace

std::string cliUsage() {
    return "usage: runcard-cli COMMAND [ARGS] [--set KEY=VALUE]... [--json]\n"
           "  plan CARD.yaml [--gpu ID]     memory budget and step time on the card's GPU\n"
           "  compare CARD.yaml             every catalog GPU side by side\n"
           "  sweep CARD.yaml [--goal fewest-gpus|earliest|cost]\n"
           "                                smallest configurations that fit with the margin\n"
           "  scaling CARD.yaml [--gpu ID] [--max-gpus N] [--collectives FILE]\n"
           "                                throughput, efficiency and memory per GPU from 1 GPU\n"
           "                                to N (512) for each layout; FILE: a pilot's\n"
           "                                collectives.json measured on this machine\n"
           "  --pilot DIR                   plan, compare, sweep: calibrate from a pilot's "
           "results\n"
           "  report CARD.yaml [--pilot DIR] -o FILE.pdf [--lang tr|en]\n"
           "  models | gpus                 bundled presets and GPU catalog\n"
           "  --catalog FILE                add or override GPU catalog entries\n";
}

int runCli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    try {
        const Options o = parseOptions(args);
        if (o.command.empty() || o.command == "help" ||
            std::find(args.begin(), args.end(), "--help") != args.end()) {
            (o.command.empty() ? err : out) << cliUsage();
            return o.command.empty() ? 2 : 0;
        }
        const PresetLibrary presets = PresetLibrary::bundled();
        const GpuCatalog gpus =
            o.catalogs.empty() ? GpuCatalog::bundled() : GpuCatalog::load(o.catalogs);
        if (o.command == "plan")
            return commandPlan(o, presets, gpus, out, err);
        if (o.command == "compare")
            return commandCompare(o, presets, gpus, out, err);
        if (o.command == "sweep")
            return commandSweep(o, presets, gpus, out, err);
        if (o.command == "scaling")
            return commandScaling(o, presets, gpus, out, err);
        if (o.command == "models")
            return commandModels(o, presets, out);
        if (o.command == "gpus")
            return commandGpus(o, gpus, out);
        if (o.command == "report") // runcard-cli's main runs runcard-report for it
            throw UsageError("the report is written by runcard-report (Qt Gui): run "
                             "runcard-cli report from the command line, or runcard-report");
        throw UsageError("unknown command '" + o.command + "'");
    } catch (const InputError& e) {
        err << "runcard-cli: error: " << oneLine(e.diagnostics()) << "\n";
        return 2;
    } catch (const UsageError& e) {
        err << "runcard-cli: " << e.what() << "\n" << cliUsage();
        return 2;
    } catch (const std::exception& e) {
        err << "runcard-cli: error: " << e.what() << "\n";
        return 1;
    }
}

} // namespace runcard
