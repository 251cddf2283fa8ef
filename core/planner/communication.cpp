#include "planner/communication.h"

#include "planner/resources.h"
#include "planner/translatable.h"
#include "planner/yaml_fields.h"

#include <algorithm>
#include <cmath>

namespace runcard {
namespace {

// Collectives reach their asymptotic bus bandwidth only for large messages: half of it at about
// 16 MiB (Azure AI-benchmarking-guide all-reduce: H100 x8 234 of 479 GB/s at 16 MiB, MI300X x8
// 171 of 317). Modelled as S / (S + 16 MiB), on top of the fixed latency.
constexpr double kHalfBandwidthBytes = 16.0 * 1024 * 1024;
// A collective whose ring crosses nodes pays the network's latency too: twice the intra-node
// figure per call, and one more per doubling of the nodes (NCCL's trees for large jobs; a
// planning assumption).
constexpr double kCrossNodeLatencyFactor = 2.0;
// What RDMA reaches of a NIC's line rate in an exchange between nodes: DeepEP's normal kernels
// moved 43 to 46 GB/s through CX7 400 Gb/s NICs (~50 GB/s) at 16 to 64 ranks (deepseek-ai/DeepEP
// README.md @ebfe47e, "Internode" rows), 46 / 50.
constexpr double kRdmaLineRateShare = 0.92;

// NCCL's own cost model of a ring all-gather or reduce-scatter (src/graph/tuning.cc,
// ncclTopoTuneModel, NVIDIA/nccl @5067397): a base latency plus one hop per ring step, n − 1
// steps of which nNodes − 1 cross the network; a step inside a node costs at least the network's
// per-step overhead (1 µs on Intel hosts, three times that for Simple). NCCL runs whichever
// protocol is quicker: Simple, or LL128 at 0.92 of its bandwidth (LL's half bandwidth never wins
// at these sizes). Figures in seconds: base, NVLink hop, PCIe hop, network overhead, network hop.
// Not read: the topology search's extra network latency (graph->latencyInter), and RCCL's own
// constants (an xGMI mesh takes the PCIe figures).
struct RingProtocol {
    double base, nvlinkHop, pcieHop, netOverhead, netHop, bandwidthShare;
};
constexpr RingProtocol kRingSimple{8.4e-6, 3.4e-6, 5.7e-6, 3.0e-6, 14.0e-6, 1.0};
constexpr RingProtocol kRingLl128{14.0e-6, 1.9e-6, 2.5e-6, 1.0e-6, 4.0e-6, 0.92};

double ringAcrossNodes(const RingProtocol& p, bool nvlink, int ranks, int nodes, double transfer) {
    const double steps = ranks - 1;
    const double networkSteps = nodes - 1;
    const double hop = std::max(nvlink ? p.nvlinkHop : p.pcieHop, p.netOverhead);
    return p.base + (steps - networkSteps) * hop + networkSteps * p.netHop +
           transfer / p.bandwidthShare;
}

double factor(Collective c, int n) {
    const double ranks = std::max(n, 1);
    return c == Collective::AllReduce ? 2.0 * (ranks - 1) / ranks : (ranks - 1) / ranks;
}

double catalogBusbw(const GpuSpec& gpu, Collective c) {
    const double allGather = gpu.allgather_busbw > 0 ? gpu.allgather_busbw : gpu.allreduce_busbw;
    switch (c) {
    case Collective::AllReduce:
        return gpu.allreduce_busbw;
    case Collective::AllGather:
        return allGather;
    case Collective::ReduceScatter:
        return gpu.reducescatter_busbw > 0 ? gpu.reducescatter_busbw : allGather;
    }
    return gpu.allreduce_busbw;
}

std::optional<Collective> parseCollective(const std::string& name) {
    if (name == "all_reduce")
        return Collective::AllReduce;
    if (name == "all_gather")
        return Collective::AllGather;
    if (name == "reduce_scatter")
        return Collective::ReduceScatter;
    return std::nullopt;
}

// Point-to-point links (AMD xGMI, NVLink on a 4-GPU HGX board without NVSwitch): `k` of the node's
// N GPUs drive k−1 of its N−1 peer links ("When using less than 8 GPUs, one can only achieve a
// fraction of the potential bandwidth", ROCm/rccl README); through a switch every group has all.
double meshLinkShare(const GpuSpec& gpu, int k) {
    if (gpu.topology != IntraNodeTopology::Mesh || gpu.max_gpus_per_node <= 1)
        return 1.0;
    k = std::min(k, gpu.max_gpus_per_node);
    return double(std::max(k - 1, 1)) / (gpu.max_gpus_per_node - 1);
}

// One GPU's rate across nodes, sending through its own NIC (rail-optimised nodes: a NIC per GPU),
// or where the catalog gives no NIC its share of the node's all-reduce figure.
double perGpuNodeExit(const GpuSpec& gpu) {
    return gpu.nic_bandwidth > 0 ? gpu.nic_bandwidth * kRdmaLineRateShare
                                 : gpu.internode_busbw / std::max(gpu.max_gpus_per_node, 1);
}

} // namespace

double MeasuredCollectives::busbw(Collective collective, double bytes) const {
    const Row* below = nullptr;
    const Row* above = nullptr;
    for (const Row& r : rows) {
        if (r.collective != collective || r.busbw <= 0)
            continue;
        if (r.bytes <= bytes && (!below || r.bytes > below->bytes))
            below = &r;
        if (r.bytes >= bytes && (!above || r.bytes < above->bytes))
            above = &r;
    }
    if (!below && !above)
        return 0;
    if (!above)
        return below->busbw;
    if (!below)
        return above->busbw * bytes / above->bytes; // latency-bound below the smallest size
    if (above->bytes == below->bytes)
        return below->busbw;
    const double t = std::log(bytes / below->bytes) / std::log(above->bytes / below->bytes);
    return below->busbw + t * (above->busbw - below->busbw);
}

// A collectives.json holds one row per collective and message size: a few kilobytes.
constexpr std::uint64_t kMaxCollectivesBytes = 16 * kMiB;

MeasuredCollectives MeasuredCollectives::load(const std::string& file) {
    MeasuredCollectives m;
    m.source = file;
    Diagnostics problems;
    try {
        const YAML::Node root =
            loadYaml(readRegularFile(file, kMaxCollectivesBytes,
                                     RUNCARD_TR("Diagnostics", "a collectives table")),
                     file);
        if (!root.IsMap())
            throw InputError(
                located(Diagnostic::coded(DiagnosticCode::NotCollectivesJson, ""), file, root));
        FieldReader top(file, root, "", problems);
        top.readPositive("ranks", m.ranks, true);
        top.read("backend", m.backend, false);
        const YAML::Node rows = root["rows"];
        if (!rows.IsDefined() || !rows.IsSequence())
            top.report("rows", DiagnosticCode::ExpectedMeasurements);
        for (std::size_t i = 0; rows.IsSequence() && i < rows.size(); ++i) {
            const std::string path = "rows[" + std::to_string(i) + "]";
            if (!rows[i].IsMap()) {
                problems.push_back(located(
                    Diagnostic::coded(DiagnosticCode::ExpectedMeasurement, path), file, rows[i]));
                continue;
            }
            FieldReader row(file, rows[i], path, problems);
            std::string name;
            Row r;
            double busbwGb = 0;
            if (!row.read("collective", name, true) || !row.readPositive("bytes", r.bytes, true) ||
                !row.readNonNegative("busbw_gb_s", busbwGb))
                continue;
            const auto collective = parseCollective(name);
            if (!collective) {
                row.report("collective", DiagnosticCode::UnknownNamed,
                           {DiagnosticArg::ofPhrase(RUNCARD_TR("Diagnostics", "collective")), name,
                            "all_reduce, all_gather, reduce_scatter"});
                continue;
            }
            r.collective = *collective;
            r.busbw = busbwGb * 1e9;
            m.rows.push_back(r);
        }
    } catch (const YAML::ParserException& e) {
        problems.push_back(parseError(file, e, DiagnosticCode::MalformedJson, {e.msg}));
    } catch (const YAML::Exception& e) {
        problems.push_back(parseError(file, e, DiagnosticCode::CannotReadBecause, {e.msg}));
    }
    if (!problems.empty())
        throw InputError(std::move(problems));
    return m;
}

double collectiveBusBandwidth(const GpuSpec& gpu, const MeasuredCollectives* measured,
                              Collective collective, double bytes, const CollectiveGroup& group) {
    if (measured && !group.crossesNodes())
        if (const double b = measured->busbw(collective, bytes); b > 0)
            return b; // measured at this size on this machine: no size correction on top
    double busbw = catalogBusbw(gpu, collective);
    busbw *= meshLinkShare(gpu, group.per_node);
    if (group.crossesNodes() && gpu.internode_busbw > 0) {
        // The ring leaves each node through the NICs of the group's GPUs there: the node's figure
        // scaled by the share of its GPUs in this group.
        const double nics = double(std::min(group.per_node, gpu.max_gpus_per_node)) /
                            std::max(gpu.max_gpus_per_node, 1);
        busbw = std::min(busbw, gpu.internode_busbw * nics);
    }
    return busbw * bytes / (bytes + kHalfBandwidthBytes);
}

double collectiveSeconds(const GpuSpec& gpu, const MeasuredCollectives* measured,
                         Collective collective, double bytes, const CollectiveGroup& group) {
    if (group.ranks <= 1 || bytes <= 0)
        return 0;
    if (measured && !group.crossesNodes())
        if (const double b = measured->busbw(collective, bytes); b > 0)
            return factor(collective, group.ranks) * bytes / b; // its latency is in the figure
    const double busbw = collectiveBusBandwidth(gpu, nullptr, collective, bytes, group);
    if (busbw <= 0)
        return 0;
    const double transfer = factor(collective, group.ranks) * bytes / busbw;
    if (!group.crossesNodes())
        return gpu.collective_latency_s + transfer;
    const int nodes = int(std::ceil(double(group.ranks) / std::max(group.per_node, 1)));
    if (collective != Collective::AllReduce) {
        const bool nvlink = gpu.topology == IntraNodeTopology::Switch;
        return std::min(ringAcrossNodes(kRingSimple, nvlink, group.ranks, nodes, transfer),
                        ringAcrossNodes(kRingLl128, nvlink, group.ranks, nodes, transfer));
    }
    return gpu.collective_latency_s * (kCrossNodeLatencyFactor + std::log2(double(nodes))) +
           transfer;
}

double allToAllSeconds(const GpuSpec& gpu, const MeasuredCollectives* measured, double bytes,
                       double onNodeBytes, double offNodeBytes, const CollectiveGroup& group) {
    if (group.ranks <= 1 || bytes <= 0)
        return 0;
    if (!group.crossesNodes()) {
        // An all-gather's bus bandwidth (nccl-tests rate both by (n − 1)/n), measured or the
        // catalog's; a measured figure holds its latency.
        const bool isMeasured = measured && measured->busbw(Collective::AllGather, bytes) > 0;
        const double busbw =
            collectiveBusBandwidth(gpu, measured, Collective::AllGather, bytes, group);
        if (busbw <= 0)
            return 0;
        return (isMeasured ? 0 : gpu.collective_latency_s) + onNodeBytes / busbw;
    }
    CollectiveGroup node = group;
    node.ranks = group.per_node;
    const double intraNode =
        node.ranks > 1 ? collectiveBusBandwidth(gpu, nullptr, Collective::AllGather, bytes, node)
                       : 0;
    // Each GPU sends what leaves the node through its own NIC.
    const double nic = perGpuNodeExit(gpu) * bytes / (bytes + kHalfBandwidthBytes);
    const double onNode = intraNode > 0 ? onNodeBytes / intraNode : 0;
    const double offNode = nic > 0 ? offNodeBytes / nic : 0;
    const double nodes = std::ceil(double(group.ranks) / std::max(group.per_node, 1));
    const double latency = gpu.collective_latency_s * (kCrossNodeLatencyFactor + std::log2(nodes));
    return latency + std::max(onNode, offNode);
}

double pointToPointSeconds(const GpuSpec& gpu, double bytes, int stride, int gpusPerNode) {
    if (bytes <= 0)
        return 0;
    // Neighbouring stages inside a node use the intra-node links (an all-gather's per-GPU rate);
    // across nodes one GPU's NIC.
    const bool crosses = stride >= gpusPerNode;
    // Inside a node a send goes to one peer: on a mesh over that pair's one link.
    const double perGpu =
        crosses ? perGpuNodeExit(gpu)
                : (gpu.allgather_busbw > 0 ? gpu.allgather_busbw : gpu.allreduce_busbw) *
                      meshLinkShare(gpu, 2);
    if (perGpu <= 0)
        return 0;
    return gpu.collective_latency_s + bytes / perGpu;
}

} // namespace runcard
