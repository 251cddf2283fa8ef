#include "pilot/distributed/distributed_rank.h"

#include "pilot/distributed/collective_benchmark.h"
#include "pilot/distributed/parallel_training.h"
#include "pilot/distributed/topology.h"
#include "planner/pilot_memory_profile.h"
#include "planner/run_card_yaml.h"

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>

namespace fs = std::filesystem;

namespace runcard::pilot {
namespace {

constexpr char kSeparator = '\x1f'; // between fields of the strings ranks exchange in the store

std::vector<std::string> splitFields(const std::string& text) {
    std::vector<std::string> fields;
    std::stringstream in(text);
    for (std::string field; std::getline(in, field, kSeparator);)
        fields.push_back(field);
    return fields;
}

std::string readText(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// `object` is one JSON object; `members` ("\"a\":1,...") go in before its closing brace.
std::string appendMembers(std::string object, const std::string& members) {
    const auto close = object.find_last_of('}');
    if (close == std::string::npos)
        return object;
    object.erase(close);
    return object + "," + members + "}\n";
}

void writeObject(const fs::path& path, const std::function<void(JsonWriter&)>& fill) {
    JsonWriter json;
    json.beginObject();
    fill(json);
    json.endObject();
    writeFileAtomically(path.string(), json.str() + "\n");
}

std::string firstLine(const std::string& text) {
    return text.substr(0, text.find('\n'));
}

} // namespace

void checkLayout(const PilotConfig& config, int ranks, int ranksPerNode) {
    RankEnvironment e;
    e.world_size = ranks;
    e.local_world_size = ranksPerNode;
    const std::string refusal = layoutRefusal(config.card.hardware.parallelism, e);
    if (!refusal.empty())
        throw InputError(fieldDiagnostic(config.card, "hardware.parallelism", refusal));
}

struct DistributedRank::Impl {
    PilotConfig config;
    PilotOptions options;
    RankEnvironment env;
    ProcessGroups groups;
    std::shared_ptr<ParallelTraining> training;
    std::int64_t predictedModelState = 0;
    // Sums over the measured (not warm-up) steps.
    int steps = 0;
    double seconds = 0, blocked = 0;
    std::int64_t bytes = 0, modelState = 0;
    int collectives = 0;
};

bool DistributedRank::requested(const PilotOptions& options, const RunCard& card) {
    return std::getenv("WORLD_SIZE") != nullptr ||
           (options.nproc == 1 && card.hardware.parallelism != Parallelism::Single);
}

DistributedRank::DistributedRank(const PilotConfig& config, const PilotOptions& options,
                                 EventStream& events)
    : impl_(std::make_unique<Impl>()) {
    Impl& m = *impl_;
    m.config = config;
    m.options = options;
    m.env = rankEnvironment();
    checkLayout(config, m.env.world_size, m.env.local_world_size);
    events.setRank(m.env.rank);
    const Parallelism layout = config.card.hardware.parallelism;
    try {
        m.groups = createProcessGroups(m.env, options.device,
                                       std::chrono::seconds(options.collective_timeout_s),
                                       layout == Parallelism::FsdpHybrid);
    } catch (const std::exception& error) {
        throw std::runtime_error("rank " + std::to_string(m.env.rank) +
                                 " could not join the job at " + m.env.master_addr + ":" +
                                 std::to_string(m.env.master_port) + ": " +
                                 firstLine(error.what()));
    }
    m.training = makeParallelTraining(layout, m.groups, m.env);
    Scenario scenario = config.scenario;
    scenario.layout.parallelism = layout;
    scenario.layout.gpus_per_node = m.env.local_world_size;
    scenario.layout.nodes = m.env.nodes();
    m.predictedModelState = pilotModelState(scenario).total();
}

DistributedRank::~DistributedRank() = default;

std::shared_ptr<TrainingHooks> DistributedRank::hooks() const {
    return impl_->training;
}

fs::path DistributedRank::rankDirectory(const fs::path& out) const {
    return out / ("rank-" + std::to_string(impl_->env.rank));
}

void DistributedRank::preflight(EventStream& events, const std::string& out) {
    Impl& m = *impl_;
    const RankPlacement placement = currentPlacement();
    std::string topology;
    if (m.env.local_rank == 0) { // one report per host
        for (const NumaNode& node : numaNodes())
            topology += std::to_string(node.id) + ":" + formatCpuList(node.cpus) + ":" +
                        std::to_string(node.memory_bytes) + ";";
        topology += kSeparator + commandOutput("nvidia-smi topo -m") + kSeparator +
                    commandOutput("rocm-smi --showtopo");
    }
    const std::string mine = placement.host + kSeparator + std::to_string(placement.pid) +
                             kSeparator + formatCpuList(placement.cpus) + kSeparator +
                             std::to_string(at::get_num_threads()) + kSeparator + topology;
    const auto all = gatherStrings(*m.groups.store, "preflight", m.env, mine);
    m.groups.world->barrier();

    if (m.env.rank == 0) {
        const auto fill = [&](JsonWriter& json) {
            json.field("ranks", m.env.world_size)
                .field("nodes", m.env.nodes())
                .field("ranks_per_node", m.env.local_world_size)
                .field("layout", toString(m.config.card.hardware.parallelism))
                .field("backend", m.groups.backend)
                .field("backend_version", m.groups.backend_version)
                .field("device", m.options.device)
                .field("master", m.env.master_addr + ":" + std::to_string(m.env.master_port));
            json.key("placement").beginArray();
            for (int r = 0; r < int(all.size()); ++r) {
                const auto f = splitFields(all[std::size_t(r)]);
                RankPlacement p;
                p.host = f.at(0);
                p.pid = std::stoll(f.at(1));
                p.cpus = parseCpuList(f.at(2));
                for (const NumaNode& node : numaNodes())
                    for (int c : p.cpus)
                        if (std::find(node.cpus.begin(), node.cpus.end(), c) != node.cpus.end()) {
                            p.numa_nodes.push_back(node.id);
                            break;
                        }
                json.beginObject().field("rank", r).field("local_rank", r % m.env.local_world_size);
                writePlacement(json, p);
                json.field("threads", std::stoi(f.at(3))).endObject();
            }
            json.endArray().key("hosts").beginArray();
            for (int r = 0; r < int(all.size()); r += m.env.local_world_size) {
                const auto f = splitFields(all[std::size_t(r)]);
                json.beginObject().field("host", f.at(0)).key("numa").beginArray();
                std::stringstream nodes(f.size() > 4 ? f[4] : "");
                for (std::string node; std::getline(nodes, node, ';');) {
                    const auto a = node.find(':'), b = node.rfind(':');
                    if (a == std::string::npos || a == b)
                        continue;
                    json.beginObject()
                        .field("node", std::stoi(node.substr(0, a)))
                        .field("cpus", node.substr(a + 1, b - a - 1))
                        .field("memory_bytes", std::int64_t(std::stoll(node.substr(b + 1))))
                        .endObject();
                }
                json.endArray()
                    .field("nvidia_topology", f.size() > 5 ? f[5] : "")
                    .field("rocm_topology", f.size() > 6 ? f[6] : "")
                    .endObject();
            }
            json.endArray();
        };
        events.emit("preflight", fill);
        if (!out.empty())
            writeObject(fs::path(out) / "preflight.json", fill);
        std::cerr << "runcard-pilot: pre-flight: " << m.env.world_size << " ranks on "
                  << m.env.nodes() << " node(s), " << toString(m.config.card.hardware.parallelism)
                  << " over " << m.groups.backend_version << '\n';
        for (int r = 0; r < int(all.size()); ++r) {
            const auto f = splitFields(all[std::size_t(r)]);
            std::cerr << "runcard-pilot:   rank " << r << ": " << f.at(0) << " pid " << f.at(1)
                      << ", CPUs " << f.at(2) << ", " << f.at(3) << " threads\n";
        }
    }

    if (m.options.collective_bench_bytes <= 0)
        return;
    const auto rows =
        benchmarkCollectives(*m.groups.world, m.options.collective_bench_bytes, m.options.device);
    if (m.env.rank != 0)
        return;
    const auto writeRow = [](JsonWriter& json, const CollectiveRow& row) {
        json.field("collective", row.collective)
            .field("bytes", row.bytes)
            .field("iterations", row.iterations)
            .field("seconds", row.seconds)
            .field("algbw_gb_s", row.algbw_gb_s)
            .field("busbw_gb_s", row.busbw_gb_s);
    };
    for (const CollectiveRow& row : rows)
        events.emit("collective", [&](JsonWriter& json) {
            json.field("ranks", m.env.world_size).field("backend", m.groups.backend);
            writeRow(json, row);
        });
    if (out.empty())
        return;
    writeObject(fs::path(out) / "collectives.json", [&](JsonWriter& json) {
        json.field("ranks", m.env.world_size)
            .field("backend", m.groups.backend)
            .field("backend_version", m.groups.backend_version)
            .field("definition", "nccl-tests doc/PERFORMANCE.md: algbw = bytes / seconds; "
                                 "busbw = algbw * 2(n-1)/n (all_reduce), (n-1)/n (all_gather, "
                                 "reduce_scatter)");
        if (m.groups.backend == "gloo")
            json.field("reduce_scatter", "c10d alltoall_base + local sum (LibTorch 1.13 Gloo "
                                         "has no reduce_scatter)");
        json.key("rows").beginArray();
        for (const CollectiveRow& row : rows) {
            json.beginObject();
            writeRow(json, row);
            json.endObject();
        }
        json.endArray();
    });
    writeFileAtomically((fs::path(out) / "collectives.csv").string(), collectivesCsv(rows));
}

void DistributedRank::describeStep(JsonWriter& json, const StepRecord& step) {
    Impl& m = *impl_;
    const RankStepFigures f = m.training->lastStep();
    json.field("local_loss", f.local_loss)
        .field("communication_s", f.blocked_s)
        .field("compute_s", step.seconds - f.blocked_s)
        .field("communication_bytes", f.bytes)
        .field("collectives", f.collectives)
        .field("model_state_bytes", f.model_state_bytes);
    if (step.warmup)
        return;
    ++m.steps;
    m.seconds += step.seconds;
    m.blocked += f.blocked_s;
    m.bytes += f.bytes;
    m.collectives += f.collectives;
    m.modelState = f.model_state_bytes;
}

void DistributedRank::finish(const std::string& out) {
    Impl& m = *impl_;
    const double steps = std::max(1, m.steps);
    JsonWriter figures;
    figures.beginObject()
        .field("rank", m.env.rank)
        .field("local_rank", m.env.local_rank)
        .field("world_size", m.env.world_size)
        .field("nodes", m.env.nodes())
        .field("layout", toString(m.config.card.hardware.parallelism))
        .field("backend", m.groups.backend)
        .field("host", currentPlacement().host)
        .field("pid", currentPlacement().pid)
        .field("model_state_bytes", m.modelState)
        .field("predicted_model_state_bytes", m.predictedModelState)
        .field("model_state_error",
               m.modelState > 0
                   ? double(m.predictedModelState - m.modelState) / double(m.modelState)
                   : 0.0)
        .field("step_s_mean", m.seconds / steps)
        .field("communication_s_mean", m.blocked / steps)
        .field("compute_s_mean", (m.seconds - m.blocked) / steps)
        .field("communication_bytes_per_step", std::int64_t(double(m.bytes) / steps))
        .field("collectives_per_step", double(m.collectives) / steps)
        .endObject();
    const std::string members = "\"distributed\":" + figures.str();
    std::string summary;
    if (!out.empty()) {
        const fs::path path = rankDirectory(out) / "summary.json";
        summary = appendMembers(readText(path), members);
        writeFileAtomically(path.string(), summary);
    }
    const auto all = gatherStrings(*m.groups.store, "summary", m.env,
                                   summary.empty() ? "{" + members + "}" : summary);
    if (m.env.rank != 0 || out.empty())
        return;
    std::string ranks = "\"ranks\":[";
    for (std::size_t r = 0; r < all.size(); ++r)
        ranks += (r ? "," : "") + firstLine(all[r]);
    writeFileAtomically((fs::path(out) / "summary.json").string(),
                        appendMembers(summary, ranks + "]"));
}

int DistributedRank::reportRankFailure(EventStream& events, const std::exception& error) {
    const std::string message =
        "rank " + std::to_string(impl_->env.rank) + " stopped training: " + firstLine(error.what());
    std::cerr << "runcard-pilot: " << message << '\n';
    events.emit("error", [&](JsonWriter& json) {
        json.field("kind", "rank_failed").field("message", message);
    });
    events.emit("end", [&](JsonWriter& json) {
        json.field("outcome", "rank_failed").field("exit_code", int(kExitRankFailed));
    });
    return kExitRankFailed;
}

} // namespace runcard::pilot
