// The scaling model against hand-computed cases: communication volume per data-parallel layout
// (Rajbhandari et al. 2020, ZeRO §7: DDP and ZeRO-1/2 2Ψ, ZeRO-3/FSDP 3Ψ, LoRA only the
// adapters' gradients), intra- vs inter-node bus bandwidth, a measured collectives table,
// tensor/pipeline/context-parallel memory splits, the efficiency curve from 1 to 64 × 8 GPUs, and
// the shape effects of the step-time model (micro-batch, checkpointing).
#include "planner/communication.h"
#include "planner/comparison.h"
#include "planner/kernel_model.h"
#include "planner/scaling.h"
#include "planner/stack_priors.h"
#include "planner/step_time_parts.h"
#include "scenario_helpers.h"

#include <fstream>

using namespace runcard;
using runcard::test::scenario;

namespace {

bool near(double a, double b, double relative = 1e-9) {
    return std::abs(a - b) <= relative * std::max(std::abs(a), std::abs(b));
}

// A measured table with the same bus bandwidth for every collective and size: collective times
// are then exactly factor × bytes / busbw (no latency, no size correction).
std::shared_ptr<const MeasuredCollectives> flatTable(double busbw) {
    auto m = std::make_shared<MeasuredCollectives>();
    for (Collective c : {Collective::AllReduce, Collective::AllGather, Collective::ReduceScatter})
        for (double bytes : {1.0, 1e13})
            m->rows.push_back({c, bytes, busbw});
    m->ranks = 8;
    return m;
}

Scenario eightGpus(const std::string& method, const std::string& parallelism) {
    Scenario s = scenario("llama-3.2-1b", {{"training.method", method},
                                           {"training.precision", "fp32"},
                                           {"training.sequence_length", "512"},
                                           {"training.micro_batch", "1"},
                                           {"training.gradient_accumulation", "1"},
                                           {"hardware.gpus_per_node", "8"},
                                           {"hardware.parallelism", parallelism}});
    s.assumptions.measured_collectives = flatTable(100e9);
    return s;
}

const ScalingCurve* curve(const ScalingAnalysis& a, const std::string& id) {
    for (const ScalingCurve& c : a.curves)
        if (c.layout.id == id)
            return &c;
    return nullptr;
}

const ScalingPoint* at(const ScalingCurve& c, int gpus) {
    for (const ScalingPoint& p : c.points)
        if (p.gpus == gpus)
            return &p;
    return nullptr;
}

} // namespace

class TestScaling : public QObject {
    Q_OBJECT
private slots:
    void dataParallelVolume_data();
    void dataParallelVolume();
    void measuredTableReadsThePilotsCollectivesJson();
    void badCollectivesJsonNamesTheField();
    void interNodeLinksAreSlowerThanIntraNode();
    void fourGpuBoardPairsShareAThirdOfTheLinks();
    void smallMessagesPayLatencyGrowingWithNodes();
    void tensorPipelineContextSplitMemory();
    void dtensorPlansWithoutVocabularySplit();
    void efficiencyFromOneToSixtyFourNodes();
    void everyCatalogCardScalesToSixtyFourNodes();
    void studyComparesTheLayoutsTheFrameworkRuns();
    void largerMicroBatchRaisesUtilisation();
    void checkpointingCostsTenToThirtyPercent();
    void hiddenCollectivesSlowTheComputeUnderThem();
    void megatronDdpReducesInPlace();
    void fsdpMovesItsMixedPrecisionDtypes();
    void accumulationWithoutSyncReducesOnce();
    void hybridShardingAllReducesUnderBackward();
    void fsdpCopiesByImplementation();
    void backwardPostPrefetchWaitsForEachGather();
    void qloraGathersItsPackedCodes();
    void ringAttentionMergesItsSteps();
    void allToAllContextExchangesHeads();
    void contextRanksShardInTheScalingStudy();
};

void TestScaling::dataParallelVolume_data() {
    QTest::addColumn<QString>("method");
    QTest::addColumn<QString>("parallelism");
    QTest::addColumn<double>("weightPasses");   // Ψ of the weights moved per step
    QTest::addColumn<double>("gradientPasses"); // Ψ of the trainable gradients moved per step
    // all-reduce = reduce-scatter + all-gather: 2Ψ of gradients.
    QTest::newRow("ddp") << "full"
                         << "ddp" << 0.0 << 2.0;
    // reduce-scatter of gradients + all-gather of the updated parameters: 2Ψ.
    QTest::newRow("zero1") << "full"
                           << "zero1" << 0.0 << 2.0;
    QTest::newRow("zero2") << "full"
                           << "zero2" << 0.0 << 2.0;
    // parameters gathered for forward and again for backward, gradients reduce-scattered: 3Ψ.
    QTest::newRow("zero3") << "full"
                           << "zero3" << 2.0 << 1.0;
    QTest::newRow("fsdp-full") << "full"
                               << "fsdp-full" << 2.0 << 1.0;
    // LoRA: only the adapters' gradients are reduced; a sharded frozen base is still gathered.
    QTest::newRow("lora ddp") << "lora"
                              << "ddp" << 0.0 << 2.0;
    QTest::newRow("lora fsdp-full") << "lora"
                                    << "fsdp-full" << 2.0 << 1.0;
}

void TestScaling::dataParallelVolume() {
    QFETCH(QString, method);
    QFETCH(QString, parallelism);
    QFETCH(double, weightPasses);
    QFETCH(double, gradientPasses);
    const Scenario s = eightGpus(method.toStdString(), parallelism.toStdString());
    const ComputeEstimate c = estimateCompute(s);
    const double weights = 4.0 * double(s.parameters); // fp32
    const double gradients = 4.0 * double(trainableParameters(s));
    if (method == "lora")
        QVERIFY(gradients < 0.02 * weights);
    // nccl-tests: every rank moves (n−1)/n of the buffer per pass.
    const double expected =
        7.0 / 8.0 * (weightPasses * weights + gradientPasses * gradients) / 100e9;
    QVERIFY2(
        near(c.breakdown.total_communication_s, expected, 1e-6),
        qPrintable(
            QString("%1 s, expected %2 s").arg(c.breakdown.total_communication_s).arg(expected)));
    // torch DDP divides each gradient into its bucket and copies the bucket back: two passes
    // that read and write the gradients, at the GPU's streaming rate. FSDP1 (this profile's)
    // builds the flat gradient from the parameters' gradients, one read and one write; ZeRO
    // reduces from its own flat buffers.
    const double rate = s.gpu->memory_bandwidth * s.gpu->memory_bandwidth_efficiency;
    const double copies = parallelism == "ddp"         ? 4.0 * gradients / rate
                          : parallelism == "fsdp-full" ? 2.0 * gradients / rate
                                                       : 0.0;
    QVERIFY2(
        near(c.breakdown.bucket_copies_s, copies, 1e-9),
        qPrintable(
            QString("copies %1 s, expected %2 s").arg(c.breakdown.bucket_copies_s).arg(copies)));
    QVERIFY(c.communication_time_s - c.breakdown.bucket_copies_s <=
            c.breakdown.total_communication_s + 1e-12);
}

void TestScaling::megatronDdpReducesInPlace() {
    // Megatron-Core's DDP accumulates gradients in the buffer its buckets view
    // (param_and_grad_buffer.py), so nothing is copied; torch's DDP copies them.
    auto copies = [](const char* framework) {
        return estimateCompute(scenario("llama-3.2-1b", {{"training.method", "full"},
                                                         {"training.framework", framework},
                                                         {"hardware.gpus_per_node", "8"},
                                                         {"hardware.parallelism", "ddp"}}))
            .breakdown.bucket_copies_s;
    };
    QVERIFY(copies("hf-transformers") > 0);
    QCOMPARE(copies("megatron"), 0.0);
}

void TestScaling::measuredTableReadsThePilotsCollectivesJson() {
    QTemporaryDir dir;
    const std::string file = dir.path().toStdString() + "/collectives.json";
    // What the distributed pilot writes (docs/pilot-protocol.md, "collective").
    std::ofstream(file) << R"({"ranks": 2, "backend": "gloo", "backend_version": "2.x",
  "definition": "nccl-tests doc/PERFORMANCE.md",
  "rows": [
    {"collective": "all_reduce", "bytes": 1048576, "iterations": 20, "seconds": 0.001,
     "algbw_gb_s": 1.0, "busbw_gb_s": 1.0, "ranks": 2, "backend": "gloo"},
    {"collective": "all_reduce", "bytes": 16777216, "iterations": 5, "seconds": 0.004,
     "algbw_gb_s": 4.0, "busbw_gb_s": 4.0, "ranks": 2, "backend": "gloo"},
    {"collective": "all_gather", "bytes": 1048576, "iterations": 20, "seconds": 0.002,
     "algbw_gb_s": 1.0, "busbw_gb_s": 0.5, "ranks": 2, "backend": "gloo"}]})";
    const MeasuredCollectives m = MeasuredCollectives::load(file);
    QCOMPARE(m.ranks, 2);
    QCOMPARE(m.backend, std::string("gloo"));
    QCOMPARE(int(m.rows.size()), 3);
    QCOMPARE(m.busbw(Collective::AllReduce, 1048576), 1e9);
    QCOMPARE(m.busbw(Collective::AllReduce, 16777216), 4e9);
    // Half-way in log size (4 MiB between 1 and 16 MiB): half-way in bus bandwidth.
    QVERIFY(near(m.busbw(Collective::AllReduce, 4194304), 2.5e9));
    QCOMPARE(m.busbw(Collective::AllReduce, 1e9), 4e9);           // the largest size's figure
    QVERIFY(near(m.busbw(Collective::AllReduce, 524288), 0.5e9)); // latency-bound below
    QCOMPARE(m.busbw(Collective::ReduceScatter, 1048576), 0.0);   // not measured
    // Intra-node collectives take the measured figure instead of the catalog's.
    const GpuSpec& h100 = *test::catalog().find("h100-sxm-80gb");
    const CollectiveGroup pair{2, 2, 2};
    QVERIFY(near(collectiveSeconds(h100, &m, Collective::AllReduce, 16777216, pair),
                 2.0 * 1 / 2 * 16777216 / 4e9));
    QVERIFY(collectiveSeconds(h100, nullptr, Collective::AllReduce, 16777216, pair) < 1e-3);
}

void TestScaling::badCollectivesJsonNamesTheField() {
    QTemporaryDir dir;
    const std::string file = dir.path().toStdString() + "/collectives.json";
    std::ofstream(file) << "{\"ranks\": 2,\n \"rows\": [{\"collective\": \"broadcast\", "
                           "\"bytes\": 1024, \"busbw_gb_s\": 1}]}\n";
    try {
        MeasuredCollectives::load(file);
        QFAIL("a broadcast row was accepted");
    } catch (const InputError& e) {
        const std::string message = e.diagnostics().front().toString();
        QVERIFY2(message.rfind(file + ":2:", 0) == 0, message.c_str());
        QVERIFY2(message.find("rows[0].collective: unknown collective 'broadcast'") !=
                     std::string::npos,
                 message.c_str());
    }
}

void TestScaling::interNodeLinksAreSlowerThanIntraNode() {
    const GpuCatalog& gpus = test::catalog();
    const GpuSpec& h100 = *gpus.find("h100-sxm-80gb");
    const double S = 1024.0 * 1024 * 1024;
    const double size = S / (S + 16.0 * 1024 * 1024); // half the bus bandwidth at 16 MiB
    // One node, 8 GPUs over NVSwitch: the catalog's nccl-tests figure.
    QVERIFY(near(collectiveBusBandwidth(h100, nullptr, Collective::AllReduce, S, {8, 8, 8}),
                 h100.allreduce_busbw * size));
    // Two nodes: the ring leaves each node through its NICs.
    QVERIFY(near(collectiveBusBandwidth(h100, nullptr, Collective::AllReduce, S, {16, 8, 8}),
                 h100.internode_busbw * size));
    QVERIFY(h100.internode_busbw < 0.6 * h100.allreduce_busbw);
    // A group with 4 of each node's 8 GPUs uses half the node's NICs.
    QVERIFY(near(collectiveBusBandwidth(h100, nullptr, Collective::AllReduce, S, {16, 4, 8}),
                 h100.internode_busbw / 2 * size));
    // MI300X's xGMI mesh: 4 of 8 GPUs drive 3 of each GPU's 7 links (ROCm/rccl README).
    const GpuSpec& mi300x = *gpus.find("mi300x-192gb");
    QVERIFY(near(collectiveBusBandwidth(mi300x, nullptr, Collective::AllReduce, S, {4, 4, 8}),
                 mi300x.allreduce_busbw * 3 / 7 * size));
    QVERIFY(near(collectiveBusBandwidth(mi300x, nullptr, Collective::AllReduce, S, {8, 8, 8}),
                 mi300x.allreduce_busbw * size));
    // The same DDP job is slower across two nodes than inside one.
    const Scenario one = scenario("llama-3.2-1b", {{"training.method", "full"},
                                                   {"hardware.parallelism", "ddp"},
                                                   {"hardware.gpus_per_node", "8"}});
    const Scenario two = scenario("llama-3.2-1b", {{"training.method", "full"},
                                                   {"hardware.parallelism", "ddp"},
                                                   {"hardware.gpus_per_node", "4"},
                                                   {"hardware.nodes", "2"}});
    QVERIFY(estimateCompute(two).breakdown.total_communication_s >
            1.5 * estimateCompute(one).breakdown.total_communication_s);
}

// The H200 on a 4-GPU HGX board has no NVSwitch: its GPUs are linked directly, so two of them
// drive 1 of each GPU's 3 peer links, four drive all 3; on the 8-GPU board any pair gets it all.
void TestScaling::fourGpuBoardPairsShareAThirdOfTheLinks() {
    const GpuCatalog& gpus = test::catalog();
    const GpuSpec& board4 = *gpus.find("h200-sxm-141gb-x4");
    const GpuSpec& board8 = *gpus.find("h200-sxm-141gb");
    QVERIFY(board4.topology == IntraNodeTopology::Mesh);
    QCOMPARE(board4.max_gpus_per_node, 4);
    const double S = 1024.0 * 1024 * 1024;
    const auto busbw = [&](const GpuSpec& g, CollectiveGroup group) {
        return collectiveBusBandwidth(g, nullptr, Collective::AllGather, S, group);
    };
    QVERIFY(near(busbw(board4, {2, 2, 4}), busbw(board4, {4, 4, 4}) / 3));
    QVERIFY(near(busbw(board8, {2, 2, 8}), busbw(board8, {8, 8, 8})));
    // A point-to-point send (ring attention, pipeline stages) between two GPUs of a mesh has one
    // of the N − 1 peer links: a third of the 4-GPU board's links, a seventh of an MI300X node's;
    // through NVSwitch it has the whole rate.
    const GpuSpec& mi300x = *gpus.find("mi300x-192gb");
    const auto sendSeconds = [](const GpuSpec& g) {
        return pointToPointSeconds(g, 1e9, 1, 8) - g.collective_latency_s;
    };
    QVERIFY(near(sendSeconds(board4), 3 * 1e9 / board4.allgather_busbw));
    QVERIFY(near(sendSeconds(mi300x), 7 * 1e9 / mi300x.allgather_busbw));
    QVERIFY(near(sendSeconds(board8), 1e9 / board8.allgather_busbw));
    // Across nodes a board of 4 has the NICs of 4 GPUs: what 4 GPUs of an 8-GPU node are given.
    QVERIFY(near(busbw(board4, {8, 4, 4}), busbw(board8, {8, 4, 8})));
    // So tensor parallelism over 2 GPUs of the board is slower than on the 8-GPU board; over all 4
    // the two boards differ only by the all-reduce's NVLS, which KempnerForge's TP does not use.
    const auto tpStep = [](const char* gpu, const char* tp) {
        return estimateCompute(scenario("llama-3.1-8b", {{"training.method", "full"},
                                                         {"training.framework", "kempnerforge"},
                                                         {"hardware.gpu", gpu},
                                                         {"hardware.parallelism", "fsdp-full"},
                                                         {"hardware.tensor_parallel", tp},
                                                         {"hardware.gpus_per_node", tp}}))
            .breakdown.tensor_parallel_s;
    };
    // (Not 3 times: each collective's fixed latency is the same on both boards.)
    QVERIFY(tpStep("h200-sxm-141gb-x4", "2") > 2.0 * tpStep("h200-sxm-141gb", "2"));
    QVERIFY(tpStep("h200-sxm-141gb-x4", "4") < 1.2 * tpStep("h200-sxm-141gb", "4"));
    // A node of that board holds 4 GPUs: a card that puts 8 in each is refused at the field,
    // where the 8-GPU board takes it.
    const auto eightPerNode = [](const char* gpu) {
        return scenario("llama-3.1-8b", {{"hardware.gpu", gpu},
                                         {"hardware.parallelism", "fsdp-full"},
                                         {"hardware.gpus_per_node", "8"}});
    };
    QCOMPARE(eightPerNode("h200-sxm-141gb").layout.gpus_per_node, 8);
    try {
        eightPerNode("h200-sxm-141gb-x4");
        QFAIL("8 GPUs were put in a node of a 4-GPU board");
    } catch (const InputError& e) {
        const Diagnostic& d = e.diagnostics().front();
        QVERIFY(d.code == DiagnosticCode::GpusPerNodeAboveMachine);
        QCOMPARE(d.field, std::string("hardware.gpus_per_node"));
        QCOMPARE(d.message, std::string("NVIDIA H200 SXM 141GB (HGX 4-GPU) comes in machines of at "
                                        "most 4 GPUs; the card puts 8 in each: use more nodes"));
    }
    // Compared on another GPU, a layout keeps its nodes where resolve() would take them and is
    // re-spread where it would not: 8 per node become two boards of 4; an NVL72 domain keeps 64.
    const ParallelLayout eight = eightPerNode("h200-sxm-141gb").layout;
    const ParallelLayout onBoard4 = layoutOn(board4, eight);
    QCOMPARE(onBoard4.gpus_per_node, 4);
    QCOMPARE(onBoard4.nodes, 2);
    ParallelLayout rack = eight;
    rack.gpus_per_node = 64;
    QCOMPARE(layoutOn(*gpus.find("gb200-186gb"), rack).gpus_per_node, 64);
}

void TestScaling::smallMessagesPayLatencyGrowingWithNodes() {
    const GpuSpec& h100 = *test::catalog().find("h100-sxm-80gb");
    const double halfBandwidth = 16.0 * 1024 * 1024;
    // latency + 2(n−1)/n · S / (busbw · S / (S + 16 MiB)): below a few MiB the time hardly
    // depends on the size any more (latency-bound).
    auto expected = [&](double bytes, double busbw, double latencies) {
        return latencies * h100.collective_latency_s +
               2.0 * 7 / 8 * (bytes + halfBandwidth) / busbw;
    };
    const double tiny = 1024;
    QVERIFY(near(collectiveSeconds(h100, nullptr, Collective::AllReduce, tiny, {8, 8, 8}),
                 expected(tiny, h100.allreduce_busbw, 1)));
    QVERIFY(near(collectiveSeconds(h100, nullptr, Collective::AllReduce, 2 * tiny, {8, 8, 8}),
                 collectiveSeconds(h100, nullptr, Collective::AllReduce, tiny, {8, 8, 8}), 1e-3));
    // Across nodes: twice the latency plus one more per doubling of the nodes (NCCL's trees for
    // large jobs), at the NICs' bus bandwidth.
    const double twoNodes =
        collectiveSeconds(h100, nullptr, Collective::AllReduce, tiny, {16, 8, 8});
    const double sixteenNodes =
        collectiveSeconds(h100, nullptr, Collective::AllReduce, tiny, {128, 8, 8});
    QVERIFY(near(twoNodes, h100.collective_latency_s * 3 +
                               2.0 * 15 / 16 * (tiny + halfBandwidth) / h100.internode_busbw));
    QVERIFY(
        near(sixteenNodes, h100.collective_latency_s * 6 +
                               2.0 * 127 / 128 * (tiny + halfBandwidth) / h100.internode_busbw));
    QVERIFY(sixteenNodes > twoNodes);

    // An all-gather or reduce-scatter has no tree: NCCL's ring pays a hop per rank (its tuning
    // model, src/graph/tuning.cc). At tiny sizes LL128 is quicker: 14 µs, 1.9 µs a hop inside a
    // node, 4 µs a hop across. From 32 to 64 nodes of 8: 224 more hops inside, 32 across.
    const auto gather = [&](int ranks) {
        return collectiveSeconds(h100, nullptr, Collective::AllGather, tiny, {ranks, 8, 8});
    };
    const auto transfer = [&](int ranks) { // the bandwidth term, at LL128's 0.92
        return (ranks - 1.0) / ranks * (tiny + halfBandwidth) / h100.internode_busbw / 0.92;
    };
    QVERIFY(near(gather(512) - transfer(512), 14e-6 + 448 * 1.9e-6 + 63 * 4e-6, 1e-6));
    QVERIFY(near(gather(512) - gather(256),
                 224 * 1.9e-6 + 32 * 4e-6 + transfer(512) - transfer(256), 1e-6));
    // An all-reduce there stays logarithmic (one latency more per doubling of the nodes).
    QVERIFY(near(collectiveSeconds(h100, nullptr, Collective::AllReduce, tiny, {512, 8, 8}) -
                     collectiveSeconds(h100, nullptr, Collective::AllReduce, tiny, {256, 8, 8}),
                 h100.collective_latency_s + 2 * (511.0 / 512 - 255.0 / 256) *
                                                 (tiny + halfBandwidth) / h100.internode_busbw,
                 1e-6));
}

void TestScaling::tensorPipelineContextSplitMemory() {
    const std::vector<FieldOverride> base{{"training.method", "full"},
                                          {"training.sequence_length", "4096"},
                                          {"training.micro_batch", "1"},
                                          {"training.gradient_accumulation", "1"},
                                          {"training.activation_checkpointing", "none"},
                                          // No foreach transient: the peak is in backward,
                                          // where the activations are.
                                          {"training.optimizer_implementation", "fused"},
                                          // Megatron-style vocabulary split: torchtitan shards
                                          // the embedding and keeps the loss parallel.
                                          {"training.framework", "torchtitan"},
                                          {"hardware.gpu", "h200-sxm-141gb"}};
    auto with = [&](std::vector<FieldOverride> more) {
        std::vector<FieldOverride> sets = base;
        sets.insert(sets.end(), more.begin(), more.end());
        return scenario("llama-3.1-8b", sets);
    };
    const Scenario single = with({});
    const MemoryEstimate oneEstimate = evaluate(single).memory;
    QCOMPARE(int(oneEstimate.peak_phase), int(StepPhase::Backward));
    const MemoryBreakdown one = oneEstimate.breakdown;
    QVERIFY(one.activations > 0);
    const MemoryBreakdown tp2 =
        evaluate(with({{"hardware.gpus_per_node", "2"}, {"hardware.tensor_parallel", "2"}}))
            .memory.breakdown;
    // Tensor parallelism splits every matrix.
    QVERIFY(std::abs(double(tp2.weights) - double(one.weights) / 2) <= 1);
    QVERIFY(std::abs(double(tp2.optimizer) - double(one.optimizer) / 2) <= 1);
    // With sequence parallelism it splits every activation too, on a stack that does not keep
    // the gathered block inputs (transformers' tp_plan; torchtitan's DTensor plan keeps them,
    // test dtensorPlansWithoutVocabularySplit). Without it the norms' and dropouts' 10 of
    // 34·s·b·h stay whole (Korthikanti et al. 2022, Table 2).
    auto hfActivations = [&](std::vector<FieldOverride> more) {
        more.push_back({"training.framework", "hf-transformers"});
        return double(evaluate(with(more)).memory.breakdown.activations);
    };
    const double hfOne = hfActivations({});
    QVERIFY(hfOne > 0);
    QVERIFY(
        near(hfActivations({{"hardware.gpus_per_node", "2"}, {"hardware.tensor_parallel", "2"}}),
             hfOne / 2, 1e-6));
    QVERIFY(near(hfActivations({{"hardware.gpus_per_node", "2"},
                                {"hardware.tensor_parallel", "2"},
                                {"hardware.sequence_parallel", "false"}}),
                 hfOne * (10.0 + 12.0) / 34.0, 1e-6));
    QVERIFY(tp2.activations > one.activations / 2); // torchtitan's gathered inputs
    // Pipeline: with one micro-batch the last stage (16 blocks, head, final norm, the logits) is
    // the heaviest.
    const MemoryBreakdown pp2 =
        evaluate(with({{"hardware.gpus_per_node", "2"}, {"hardware.pipeline_parallel", "2"}}))
            .memory.breakdown;
    const ParameterCounts& n = single.counts;
    const double lastStage = double(16 * n.perLayer() + n.lm_head + n.final_norm);
    QVERIFY(std::abs(double(pp2.weights) - double(one.weights) * lastStage / single.parameters) <=
            1);
    QVERIFY(near(double(pp2.activations), double(one.activations) / 2, 1e-6));
    QCOMPARE(pp2.logits, one.logits);
    // Context parallelism: every rank holds all weights (DDP over the context-parallel ranks,
    // which reduce their gradients) and a 1/cp share of each sequence.
    const MemoryBreakdown cp2 = evaluate(with({{"hardware.gpus_per_node", "2"},
                                               {"hardware.parallelism", "ddp"},
                                               {"hardware.context_parallel", "2"}}))
                                    .memory.breakdown;
    QCOMPARE(cp2.weights, one.weights);
    QVERIFY(near(double(cp2.activations), double(one.activations) / 2, 1e-6));
}

// DTensor TP plans that leave the vocabulary whole (docs/scaling-model.md): KempnerForge keeps the
// token embedding out of the plan (replicated) and gathers the head's logits to Replicate()
// (kempnerforge/distributed/tensor_parallel.py); torchtune gathers the logits but shards the
// embedding (torchtune/models/llama3/_parallelism.py); torchtitan splits both (loss_parallel).
void TestScaling::dtensorPlansWithoutVocabularySplit() {
    auto breakdown = [](const char* framework, const char* tp) {
        return evaluate(scenario("llama-3.1-8b", {{"training.method", "full"},
                                                  {"training.sequence_length", "4096"},
                                                  {"training.micro_batch", "4"},
                                                  {"training.gradient_accumulation", "1"},
                                                  {"training.activation_checkpointing", "none"},
                                                  {"training.framework", framework},
                                                  {"hardware.gpu", "h200-sxm-141gb"},
                                                  {"hardware.gpus_per_node", tp},
                                                  {"hardware.tensor_parallel", tp}}))
            .memory;
    };
    const MemoryEstimate kfOne = breakdown("kempnerforge", "1");
    const MemoryEstimate kfTp4 = breakdown("kempnerforge", "4");
    QVERIFY(kfTp4.peak_phase == StepPhase::Backward);
    QVERIFY(kfTp4.breakdown.activations > 0); // the start of backward, where the logits count
    const Scenario s = scenario("llama-3.1-8b", {});
    const double p = double(s.parameters), e = double(s.counts.embedding);
    // 128,256 × 4,096 embedding rows whole on each of the four ranks: 0.53 B of 2.40 B parameters.
    QVERIFY(std::abs(double(kfTp4.breakdown.weights) -
                     double(kfOne.breakdown.weights) * ((p - e) / 4 + e) / p) <= 1);
    QCOMPARE(kfTp4.breakdown.logits, kfOne.breakdown.logits);

    const MemoryEstimate ttOne = breakdown("torchtune", "1");
    const MemoryEstimate ttTp4 = breakdown("torchtune", "4");
    QVERIFY(std::abs(double(ttTp4.breakdown.weights) - double(ttOne.breakdown.weights) / 4) <= 1);
    QCOMPARE(ttTp4.breakdown.logits, ttOne.breakdown.logits);

    const MemoryEstimate titanOne = breakdown("torchtitan", "1");
    const MemoryEstimate titanTp4 = breakdown("torchtitan", "4");
    // Split by vocabulary, and under loss_parallel four fp32 tensors of the shard where the
    // plain cross-entropy holds three.
    QVERIFY(near(double(titanTp4.breakdown.logits), double(titanOne.breakdown.logits) / 4 * 4 / 3,
                 1e-6));

    // Communication on the same stack: torchtitan gathers a block's attention and MLP inputs
    // once each (2 all-gathers + 2 reduce-scatters per pass); KempnerForge's q, k, v, gate and up
    // gather their own (5 + 2), plus one all-gather of the full logits per micro-batch.
    auto tensorParallelSeconds = [](const char* framework) {
        const Scenario s = scenario("llama-3.1-8b", {{"training.method", "full"},
                                                     {"training.sequence_length", "4096"},
                                                     {"training.micro_batch", "4"},
                                                     {"training.gradient_accumulation", "1"},
                                                     {"training.activation_checkpointing", "none"},
                                                     {"training.framework", framework},
                                                     {"hardware.stack", "torchtitan"},
                                                     {"hardware.gpu", "h200-sxm-141gb"},
                                                     {"hardware.gpus_per_node", "4"},
                                                     {"hardware.tensor_parallel", "4"}});
        return std::pair{evaluate(s).compute.breakdown.tensor_parallel_s, s};
    };
    const auto [titan, titanScenario] = tensorParallelSeconds("torchtitan");
    const auto [kf, kfScenario] = tensorParallelSeconds("kempnerforge");
    const double logitsGather =
        collectiveSeconds(*kfScenario.gpu, nullptr, Collective::AllGather,
                          4.0 * 4096 * kfScenario.arch.vocab_size * 2, {4, 4, 4});
    QVERIFY(titan > 0);
    QVERIFY(near(kf, titan * 7 / 4 + logitsGather, 1e-9));

    // DTensor's decomposed loss_parallel moves 76 bytes per logit of the shard (a = 2: the
    // upcast, amax, shift, exp, sum and subtraction; zeros, exp, add, product and the cast back)
    // where ATen's log-softmax moves 32, plus 12 for re-reading the shard's rows (32,064 fp32
    // entries, beyond a block's shared memory: SoftMax.cu).
    Scenario plainLoss = titanScenario;
    plainLoss.assumptions.loss_parallel_decomposed = false;
    const double decomposedSeconds = evaluate(titanScenario).compute.breakdown.memory_bound_s;
    const double plainSeconds = evaluate(plainLoss).compute.breakdown.memory_bound_s;
    const double shardLogits = 4.0 * 4096 * titanScenario.arch.vocab_size / 4;
    const DeviceRates rates = deviceRates(*titanScenario.gpu, titanScenario.shape.precision);
    QVERIFY(near(decomposedSeconds - plainSeconds, memorySeconds(rates, shardLogits * (76 - 44)),
                 1e-6));
}

void TestScaling::efficiencyFromOneToSixtyFourNodes() {
    // Full fine-tuning of an 8B model on H100s at 512 sequences of 4k tokens per step.
    const Scenario card = scenario("llama-3.1-8b", {{"training.method", "full"},
                                                    {"training.sequence_length", "4096"},
                                                    {"training.micro_batch", "2"},
                                                    {"training.gradient_accumulation", "256"},
                                                    {"training.activation_checkpointing", "full"}});
    const ScalingAnalysis a = scalingAnalysis(card, *card.gpu);
    QCOMPARE(a.sequences_per_step, 512LL);
    QCOMPARE(int(a.gpu_counts.size()), 10); // 1, 2, 4, ..., 512 = 64 nodes × 8
    QVERIFY(!a.baseline_fits);              // 16 bytes per parameter: 128 GB on one 80 GB GPU
    const ScalingCurve* fsdp = curve(a, "fsdp-full");
    const ScalingCurve* ddp = curve(a, "ddp");
    QVERIFY(fsdp && ddp);
    QCOMPARE(int(fsdp->points.size()), 10);
    for (const ScalingPoint& p : ddp->points)
        QVERIFY2(!p.fits, qPrintable(QString::number(p.gpus))); // DDP replicates 128 GB
    // One GPU runs the card's plain layout (fp32 weights under autocast, whose casts and fp32
    // gradient accumulation FSDP's 16-bit parameters avoid), and each GPU's share of the per
    // micro-batch re-gathers falls with its micro-batches: at 8k tokens per micro-batch every
    // block's gather hides behind its compute, even across nodes (ratio of gather to forward time
    // peak / (busbw · tokens) < 1), so FSDP scales linearly to 64 nodes.
    for (const ScalingPoint& p : fsdp->points) {
        qInfo("fsdp-full %3d GPUs: %.0f tokens/s/GPU, efficiency %.3f, exposed %.3f s, %.1f GiB",
              p.gpus, p.tokens_per_s_per_gpu, p.efficiency, p.exposed_communication_s,
              double(p.per_gpu_memory_bytes) / (1 << 30));
        QVERIFY(p.batch_kept);
        if (p.gpus >= 2)
            QVERIFY(p.per_gpu_memory_bytes < at(*fsdp, 1)->per_gpu_memory_bytes);
        QVERIFY(p.efficiency > 0.95 && p.efficiency < 1.12);
    }
    // At 1k tokens per micro-batch the gathers outlast the blocks' compute: leaving the node
    // (NICs at about half of NVLink's bus bandwidth) costs throughput, and more nodes never help.
    Scenario short1k = card;
    short1k.shape.sequence_length = 1024;
    short1k.shape.micro_batch = 1;
    short1k.shape.gradient_accumulation = 512;
    const ScalingAnalysis b = scalingAnalysis(short1k, *card.gpu);
    const ScalingCurve* shortFsdp = curve(b, "fsdp-full");
    QVERIFY(shortFsdp);
    for (const ScalingPoint& p : shortFsdp->points) {
        qInfo("1k tokens: fsdp-full %3d GPUs: efficiency %.3f, exposed %.3f s", p.gpus,
              p.efficiency, p.exposed_communication_s);
        if (p.gpus >= 32)
            QVERIFY(p.efficiency <= at(*shortFsdp, p.gpus / 2)->efficiency + 1e-3);
    }
    QVERIFY(at(*shortFsdp, 16)->efficiency < at(*shortFsdp, 8)->efficiency - 0.05);
    QVERIFY(at(*shortFsdp, 512)->efficiency > 0.3);
    QVERIFY(at(*fsdp, 8)->fits && at(*fsdp, 8)->margin_ok);
    // At 8 GPUs something fits, and the recommendation names why.
    for (const ScalingRecommendation& r : a.recommended)
        if (r.gpus == 8) {
            QVERIFY(r.curve >= 0);
            QVERIFY(a.curves[std::size_t(r.curve)].layout.id != "ddp");
            QVERIFY(r.reason == RecommendationReason::Memory ||
                    r.reason == RecommendationReason::Throughput);
        } else if (r.gpus == 1) {
            QCOMPARE(r.curve, -1); // nothing fits on one GPU
        }
}

void TestScaling::everyCatalogCardScalesToSixtyFourNodes() {
    // LoRA on an 8B model, 512 sequences of 2k tokens per step, on every GPU of the catalog.
    const Scenario card = scenario("llama-3.1-8b", {{"training.sequence_length", "2048"},
                                                    {"training.micro_batch", "2"},
                                                    {"training.gradient_accumulation", "256"}});
    const Scenario withoutAccumulation =
        scenario("llama-3.1-8b", {{"training.sequence_length", "2048"},
                                  {"training.micro_batch", "2"},
                                  {"training.gradient_accumulation", "1"}});
    for (const GpuSpec& gpu : test::catalog().gpus) {
        const ScalingAnalysis a = scalingAnalysis(card, gpu);
        const ScalingCurve* fsdp = curve(a, "fsdp-full");
        const ScalingCurve* ddp = curve(a, "ddp");
        QVERIFY2(fsdp && ddp, gpu.id.c_str());
        QCOMPARE(int(ddp->points.size()), 10); // 1 to 512 GPUs
        QVERIFY2(a.baseline_tokens_per_s > 0, gpu.id.c_str());
        for (const ScalingPoint& p : ddp->points) {
            // LoRA's DDP reduces only the adapters' gradients: efficiency stays high everywhere,
            // and DDP's memory per GPU does not fall with more GPUs (no sharding). At 512 GPUs
            // each holds one sequence: a GPU on a Grace host, which issues eager PyTorch's
            // kernels 2.75 times slower, then waits for its host.
            const bool hostBound = p.gpus == 512 && gpu.host_cpu == HostCpu::Grace;
            const double low = hostBound ? 0.4 : 0.8, high = hostBound ? 0.8 : 1.15;
            QVERIFY2(p.efficiency > low && p.efficiency < high,
                     qPrintable(QString("%1 at %2 GPUs: %3")
                                    .arg(gpu.id.c_str())
                                    .arg(p.gpus)
                                    .arg(p.efficiency)));
            QVERIFY(p.nodes == (p.gpus + gpu.max_gpus_per_node - 1) / gpu.max_gpus_per_node);
        }
        // Sharding lowers the memory per GPU where FSDP keeps no unsharded gradients: without
        // accumulation (under no_sync, FSDP1 accumulates every flat parameter's gradient
        // unsharded: docs/memory-model.md).
        const ScalingAnalysis single = scalingAnalysis(withoutAccumulation, gpu);
        QVERIFY2(at(*curve(single, "fsdp-full"), 8)->per_gpu_memory_bytes <
                     at(*curve(single, "ddp"), 8)->per_gpu_memory_bytes,
                 gpu.id.c_str());
    }
}

// The scaling study compares the layouts the card's framework runs (framework_layouts.cpp):
// everything under Hugging Face (DDP, DeepSpeed ZeRO, accelerate's FSDP, tp_plan), FSDP2's
// layouts without ZeRO under torchtitan, Fabric's full-shard FSDP alone under litgpt.
void TestScaling::studyComparesTheLayoutsTheFrameworkRuns() {
    const GpuSpec& h100 = *test::catalog().find("h100-sxm-80gb");
    auto ids = [&](const char* framework) {
        std::vector<std::string> out;
        for (const ScalingCurve& c :
             scalingAnalysis(scenario("llama-3.1-8b", {{"training.framework", framework}}), h100)
                 .curves)
            out.push_back(c.layout.id);
        return out;
    };
    using Ids = std::vector<std::string>;
    QCOMPARE(ids("hf-transformers"),
             (Ids{"ddp", "zero1", "zero2", "zero3", "fsdp-full", "fsdp-hybrid", "fsdp-full+tp8"}));
    QCOMPARE(ids("torchtitan"), (Ids{"ddp", "fsdp-full", "fsdp-hybrid", "fsdp-full+tp8"}));
    QCOMPARE(ids("litgpt"), (Ids{"fsdp-full"}));
    // With one layout to run, that is the reason it is recommended; with several, it is not.
    auto reasonAt = [&](const char* framework, int gpus) {
        const ScalingAnalysis a =
            scalingAnalysis(scenario("llama-3.1-8b", {{"training.framework", framework}}), h100);
        for (const ScalingRecommendation& r : a.recommended)
            if (r.gpus == gpus)
                return r.reason;
        return RecommendationReason::Memory;
    };
    QCOMPARE(int(reasonAt("litgpt", 8)), int(RecommendationReason::OnlyLayout));
    QVERIFY(reasonAt("hf-transformers", 8) != RecommendationReason::OnlyLayout);
    QCOMPARE(std::string(toString(RecommendationReason::OnlyLayout)), std::string("only-layout"));
}

void TestScaling::largerMicroBatchRaisesUtilisation() {
    auto at = [](const char* microBatch) {
        return estimateCompute(scenario("llama-3.2-1b", {{"training.method", "full"},
                                                         {"training.sequence_length", "512"},
                                                         {"training.micro_batch", microBatch}}));
    };
    const ComputeEstimate one = at("1"), eight = at("8");
    qInfo("utilisation at micro-batch 1: %.3f, at 8: %.3f", one.utilisation, eight.utilisation);
    // Short GEMMs (M = 512 tokens) fill fewer waves of tiles and amortise each kernel's fixed
    // cost over less work; the CPU's kernel issue can only be more exposed.
    QVERIFY(eight.utilisation > 1.5 * one.utilisation);
    QVERIFY(one.breakdown.matmul_s > 1.5 * eight.breakdown.matmul_s / 8);
    QVERIFY(one.breakdown.launch_overhead_s >= eight.breakdown.launch_overhead_s / 8);
    QVERIFY(eight.tokens_per_s > one.tokens_per_s);
}

void TestScaling::checkpointingCostsTenToThirtyPercent() {
    for (const char* method : {"full", "lora"}) {
        auto step = [&](const char* policy, const char* framework = "hf-transformers") {
            return estimateCompute(
                       scenario("llama-3.1-8b", {{"training.method", method},
                                                 {"training.framework", framework},
                                                 {"training.sequence_length", "4096"},
                                                 {"training.activation_checkpointing", policy}}))
                .step_time_s;
        };
        const double none = step("none");
        const double full = step("full");
        // Selective (the attention core only) is Megatron's policy: compared on Megatron.
        const double megatronNone = step("none", "megatron");
        const double selective = step("selective", "megatron");
        qInfo("%s: full checkpointing +%.1f %%, selective (Megatron) +%.1f %%", method,
              (full / none - 1) * 100, (selective / megatronNone - 1) * 100);
        // One more forward of the blocks. Full fine-tuning: a forward is about a third of a step,
        // less the head, the optimizer and the loss, so 10-30 %. LoRA skips the weight gradients,
        // so the forward is half of the blocks' work and recomputing it costs more (below 50 %).
        if (std::string(method) == "full")
            QVERIFY(full / none > 1.10 && full / none < 1.30);
        else
            QVERIFY(full / none > 1.25 && full / none < 1.50);
        // Megatron's selective recompute redoes the attention core only: a few percent.
        QVERIFY(selective > megatronNone && selective / megatronNone < 1.06);
    }
}

void TestScaling::hiddenCollectivesSlowTheComputeUnderThem() {
    // 8B on one node of 8 H100s at 2 × 4k tokens per micro-batch: every block's gathers and
    // reduce-scatters (FSDP) and every gradient bucket but the last (DDP) fit behind its
    // compute, so without contention only the first gather and the last reduction would be
    // exposed (a few percent of the collectives). The compute under a collective runs 18.9 %
    // slower (Lee et al. 2025, arXiv:2507.03114), so the step pays s / (1 + s) of what is hidden.
    const double contention =
        step_time::kOverlappedComputeSlowdown / (1 + step_time::kOverlappedComputeSlowdown);
    for (const char* parallelism : {"fsdp-full", "ddp"}) {
        const ComputeEstimate c =
            estimateCompute(scenario("llama-3.1-8b", {{"training.method", "full"},
                                                      {"training.framework", "torchtitan"},
                                                      {"training.sequence_length", "4096"},
                                                      {"training.micro_batch", "2"},
                                                      {"training.gradient_accumulation", "1"},
                                                      {"hardware.gpus_per_node", "8"},
                                                      {"hardware.parallelism", parallelism}}));
        const double total = c.breakdown.total_communication_s;
        const double exposed = c.breakdown.data_parallel_s;
        qInfo("%s: collectives %.4f s, exposed with contention %.4f s", parallelism, total,
              exposed);
        QVERIFY(total > 0);
        QVERIFY2(exposed >= contention * total - 1e-12, parallelism);
        QVERIFY2(exposed < contention * total + 0.1 * total, parallelism);
    }

    // Tensor parallelism alone (TP 8, no data parallelism): the stack hides its share of the
    // collectives and pays the same contention on it (userbuffers take SMs from the GEMMs).
    const Scenario tp = scenario("llama-3.1-70b", {{"training.method", "full"},
                                                   {"training.framework", "megatron"},
                                                   {"training.precision", "bf16-mixed"},
                                                   {"training.sequence_length", "8192"},
                                                   {"hardware.parallelism", "zero1"},
                                                   {"hardware.tensor_parallel", "8"},
                                                   {"hardware.sequence_parallel", "true"},
                                                   {"hardware.gpus_per_node", "8"}});
    const ComputeEstimate t = estimateCompute(tp);
    const double overlap = stackPrior(tp.assumptions.stack).tensor_parallel_overlap;
    const double collectives = t.breakdown.total_communication_s;
    QVERIFY(overlap > 0 && collectives > 0);
    QVERIFY(near(t.breakdown.tensor_parallel_s,
                 collectives * (1 - overlap) + contention * collectives * overlap));

    // Context parallelism at 16k tokens: the ring exchange fits behind the attention blocks, and
    // its hidden time still costs the step.
    const ComputeEstimate cp =
        estimateCompute(scenario("llama-3.1-8b", {{"training.method", "full"},
                                                  {"training.framework", "megatron"},
                                                  {"training.precision", "bf16-mixed"},
                                                  {"training.sequence_length", "16384"},
                                                  {"hardware.parallelism", "zero1"},
                                                  {"hardware.context_parallel", "2"},
                                                  {"hardware.gpus_per_node", "2"}}));
    QVERIFY(cp.breakdown.context_parallel_s > 0);
    QVERIFY(cp.breakdown.context_parallel_s <= contention * cp.breakdown.total_communication_s);
}

void TestScaling::fsdpMovesItsMixedPrecisionDtypes() {
    // FSDP gathers in MixedPrecision's param_dtype and reduce-scatters in its reduce_dtype: per
    // step two gathers of the weights and one reduction of the gradients, (n−1)/n of each buffer.
    auto volume = [](const char* param, const char* reduce) {
        Scenario s = scenario("llama-3.2-1b", {{"training.method", "full"},
                                               {"training.precision", "bf16-mixed"},
                                               {"training.fsdp_param_dtype", param},
                                               {"training.fsdp_reduce_dtype", reduce},
                                               {"training.gradient_accumulation", "1"},
                                               {"hardware.gpus_per_node", "8"},
                                               {"hardware.parallelism", "fsdp-full"}});
        s.assumptions.measured_collectives = flatTable(100e9);
        return std::pair(estimateCompute(s).breakdown.total_communication_s, double(s.parameters));
    };
    const auto [sixteen, parameters] = volume("bf16", "bf16");
    QVERIFY(near(sixteen, 7.0 / 8.0 * (2 * 2 + 2) * parameters / 100e9, 1e-6));
    QVERIFY(near(volume("fp32", "fp32").first, 2 * sixteen, 1e-6));
    QVERIFY(near(volume("bf16", "fp32").first, 7.0 / 8.0 * (2 * 2 + 4) * parameters / 100e9, 1e-6));
    // auto: the compute dtype for the gather, the gather's dtype for the reduction.
    QVERIFY(near(volume("auto", "auto").first, sixteen, 1e-9));

    // DeepSpeed ZeRO-3 gathers its 16-bit copy and reduces in its communication_data_type, the
    // 16-bit training dtype by default: the same bytes.
    Scenario zero = scenario("llama-3.2-1b", {{"training.method", "full"},
                                              {"training.precision", "bf16-mixed"},
                                              {"training.gradient_accumulation", "1"},
                                              {"hardware.gpus_per_node", "8"},
                                              {"hardware.parallelism", "zero3"}});
    zero.assumptions.measured_collectives = flatTable(100e9);
    QVERIFY(zero.assumptions.stack == SoftwareStack::DeepSpeed);
    QVERIFY(near(estimateCompute(zero).breakdown.total_communication_s, sixteen, 1e-9));
}

void TestScaling::accumulationWithoutSyncReducesOnce() {
    // Four micro-batches per step. transformers' Trainer (accelerate no_sync) and KempnerForge
    // (set_requires_gradient_sync(False)) reduce the gradients once, on the last micro-batch;
    // torchtune reduce-scatters after every one. All gather the weights twice per micro-batch.
    auto volume = [](const char* framework, const char* parallelism = "fsdp-full") {
        Scenario s = scenario("llama-3.2-1b", {{"training.method", "full"},
                                               {"training.precision", "fp32"},
                                               {"training.framework", framework},
                                               {"training.gradient_accumulation", "4"},
                                               {"hardware.gpus_per_node", "8"},
                                               {"hardware.parallelism", parallelism}});
        s.assumptions.measured_collectives = flatTable(100e9);
        return std::pair(estimateCompute(s).breakdown.total_communication_s, double(s.parameters));
    };
    const auto [once, parameters] = volume("hf-transformers");
    QVERIFY(near(once, 7.0 / 8.0 * (4 * 2 * 4 + 4) * parameters / 100e9, 1e-6));
    QVERIFY(near(volume("kempnerforge").first, once, 1e-9));
    QVERIFY(near(volume("torchtune").first, 7.0 / 8.0 * (4 * 3 * 4) * parameters / 100e9, 1e-6));
    // DeepSpeed refuses no_sync under ZeRO-3: the Trainer's accumulation reduces every time.
    QVERIFY(near(volume("hf-transformers", "zero3").first, volume("torchtune").first, 1e-9));

    // accelerate's sync_each_batch reduces after every micro-batch: FSDP reduce-scatters four
    // times and holds only its shard of the gradients; DDP all-reduces four times.
    auto card = [](const char* parallelism, bool everyMicroBatch) {
        return scenario("llama-3.2-1b",
                        {{"training.method", "full"},
                         {"training.precision", "fp32"},
                         {"training.gradient_accumulation", "4"},
                         {"training.reduce_every_micro_batch", everyMicroBatch ? "true" : "false"},
                         {"hardware.gpus_per_node", "8"},
                         {"hardware.parallelism", parallelism}});
    };
    auto communication = [](Scenario s) {
        s.assumptions.measured_collectives = flatTable(100e9);
        return estimateCompute(s).breakdown.total_communication_s;
    };
    QVERIFY(near(communication(card("fsdp-full", true)),
                 7.0 / 8.0 * (4 * 3 * 4) * parameters / 100e9, 1e-6));
    QVERIFY(near(communication(card("ddp", true)), 4 * communication(card("ddp", false)), 1e-9));
    // FSDP holds its eighth of the fp32 gradients, not all of them as it does accumulating
    // without sync; the peak falls by less, as one unit's unsharded gradients wait for their
    // reduce-scatter.
    const MemoryEstimate whole = estimateMemory(card("fsdp-full", false));
    const MemoryEstimate sharded = estimateMemory(card("fsdp-full", true));
    QVERIFY(near(double(whole.breakdown.gradients), 4.0 * parameters, 1e-3));
    QVERIFY(near(double(sharded.breakdown.gradients), 4.0 * parameters / 8, 1e-3));
    QVERIFY(sharded.peak_allocated_bytes < whole.peak_allocated_bytes);
}

void TestScaling::hybridShardingAllReducesUnderBackward() {
    // HSDP on 4 nodes: each block's gradient shard is all-reduced across the nodes right after
    // its reduce-scatter (FSDP1 _reduce_grad on _all_reduce_stream), while the next blocks'
    // backward runs. On the catalog's network it hides behind backward; on a network eight
    // times slower it outlasts backward and the step waits for the difference.
    Scenario s = scenario("llama-3.1-8b", {{"training.method", "full"},
                                           {"training.framework", "torchtitan"},
                                           {"training.precision", "bf16-mixed"},
                                           {"training.sequence_length", "4096"},
                                           {"training.micro_batch", "2"},
                                           {"training.gradient_accumulation", "1"},
                                           {"hardware.gpus_per_node", "8"},
                                           {"hardware.nodes", "4"},
                                           {"hardware.parallelism", "fsdp-hybrid"}});
    const ComputeEstimate fast = estimateCompute(s);
    CollectiveGroup replicas;
    replicas.ranks = 4;
    replicas.per_node = 1;
    replicas.gpus_per_node = 8;
    // torchtitan reduces in fp32 (mixed_precision_reduce); 8-way shards.
    const double shardBytes = 4.0 * double(s.parameters) / 8;
    const double wholeAllReduce =
        collectiveSeconds(*s.gpu, nullptr, Collective::AllReduce, shardBytes, replicas);
    qInfo("replicas' all-reduce %.3f s, exposed data-parallel time %.3f s", wholeAllReduce,
          fast.breakdown.data_parallel_s);
    QVERIFY(wholeAllReduce > 0.02);
    QVERIFY(fast.breakdown.data_parallel_s < 0.5 * wholeAllReduce);

    GpuSpec slowNetwork = *s.gpu;
    slowNetwork.internode_busbw /= 8;
    s.gpu = &slowNetwork;
    const ComputeEstimate slow = estimateCompute(s);
    const double slowAllReduce =
        collectiveSeconds(slowNetwork, nullptr, Collective::AllReduce, shardBytes, replicas);
    const double backward = 2.0 / 3.0 * slow.compute_time_s;
    qInfo("slow network: all-reduce %.3f s, backward %.3f s, exposed %.3f s", slowAllReduce,
          backward, slow.breakdown.data_parallel_s);
    QVERIFY(slowAllReduce > backward);
    QVERIFY(slow.breakdown.data_parallel_s > slowAllReduce - backward);
    QVERIFY(slow.breakdown.data_parallel_s < slowAllReduce);
}

void TestScaling::fsdpCopiesByImplementation() {
    // FSDP2 (torchtune, torchtitan, KempnerForge) copies each gathered unit out of the
    // all-gather buffer (read and write, forward and backward) and the unsharded gradients into
    // the reduce-scatter buffer (read, write) on the compute stream: at fp32, 2 · 2 · 4 + (4 + 4)
    // = 24 bytes per parameter per step. FSDP1 (transformers, litgpt, llm-foundry) gathers into
    // its flat parameters, but autograd concatenates the parameters' gradients into the flat
    // gradient (read, write: 8 bytes at fp32) and, when the reduction runs in fp32 on 16-bit
    // gradients, FSDP1 casts it (read 2, write 4).
    auto copies = [](const char* framework) {
        const Scenario s = scenario("llama-3.2-1b", {{"training.method", "full"},
                                                     {"training.precision", "fp32"},
                                                     {"training.framework", framework},
                                                     {"training.gradient_accumulation", "1"},
                                                     {"hardware.gpus_per_node", "8"},
                                                     {"hardware.parallelism", "fsdp-full"}});
        const double rate = deviceRates(*s.gpu, Precision::Fp32).memory_bytes_per_s;
        return std::pair(estimateCompute(s).breakdown.bucket_copies_s,
                         24.0 * double(s.parameters) / rate);
    };
    for (const char* fsdp2 : {"torchtune", "torchtitan", "kempnerforge"}) {
        const auto [seconds, expected] = copies(fsdp2);
        QVERIFY2(near(seconds, expected, 1e-6), fsdp2);
    }
    for (const char* fsdp1 : {"hf-transformers", "litgpt", "llm-foundry"}) {
        const auto [seconds, fsdp2Bytes] = copies(fsdp1);
        QVERIFY2(near(seconds, fsdp2Bytes * 8.0 / 24.0, 1e-6), fsdp1);
    }
    const Scenario castToFp32 = scenario("llama-3.2-1b", {{"training.method", "full"},
                                                          {"training.precision", "bf16-mixed"},
                                                          {"training.weights_dtype", "fp32"},
                                                          {"training.fsdp_param_dtype", "bf16"},
                                                          {"training.fsdp_reduce_dtype", "fp32"},
                                                          {"training.framework", "llm-foundry"},
                                                          {"training.gradient_accumulation", "1"},
                                                          {"hardware.gpus_per_node", "8"},
                                                          {"hardware.parallelism", "fsdp-full"}});
    const double rate = deviceRates(*castToFp32.gpu, Precision::Bf16).memory_bytes_per_s;
    QVERIFY(near(estimateCompute(castToFp32).breakdown.bucket_copies_s,
                 (2.0 * 2 + 2 + 4) * double(castToFp32.parameters) / rate, 1e-6));
}

void TestScaling::backwardPostPrefetchWaitsForEachGather() {
    // Composer's FSDP1 default, BACKWARD_POST, issues a unit's backward gather only when the
    // unit after it has its gradients: every gather but the first stands between two units'
    // backward, where BACKWARD_PRE hides it under compute. Llama 3.2 1B at 8,192 tokens hides
    // every collective under BACKWARD_PRE, so the exposed time grows by the 15 gathers alone,
    // less the compute slowdown the overlap no longer causes (s = 0.189 of the hidden time, i.e.
    // the step loses 0.841 of each gather).
    Scenario s = scenario("llama-3.2-1b", {{"training.method", "full"},
                                           {"training.precision", "bf16"},
                                           {"training.sequence_length", "8192"},
                                           {"training.micro_batch", "1"},
                                           {"training.gradient_accumulation", "1"},
                                           {"training.framework", "llm-foundry"},
                                           {"hardware.gpus_per_node", "8"},
                                           {"hardware.parallelism", "fsdp-full"}});
    s.assumptions.measured_collectives = flatTable(100e9);
    QVERIFY(s.assumptions.fsdp_prefetches_after_backward);
    const double post = estimateCompute(s).breakdown.data_parallel_s;
    s.assumptions.fsdp_prefetches_after_backward = false;
    const double pre = estimateCompute(s).breakdown.data_parallel_s;
    const double layers = s.arch.layers;
    const double gather = 7.0 / 8.0 * 2.0 * double(s.parameters) / layers / 100e9;
    QVERIFY2(
        near(post - pre, (layers - 1) * gather / (1 + step_time::kOverlappedComputeSlowdown), 1e-3),
        qPrintable(QString("%1 s more, expected %2 s")
                       .arg(post - pre)
                       .arg((layers - 1) * gather / (1 + step_time::kOverlappedComputeSlowdown))));
    QVERIFY(!scenario("llama-3.2-1b", {{"training.framework", "hf-transformers"}})
                 .assumptions.fsdp_prefetches_after_backward);
}

void TestScaling::qloraGathersItsPackedCodes() {
    // FSDP gathers a QLoRA base as the memory model shards it: bitsandbytes' packed 4-bit codes
    // (0.5 byte; the constants stay on every rank), torchao's NF4Tensor with its scalers; the
    // embeddings, head and norms in the gather dtype. Against LoRA on the same base, the two
    // gathers per step move (2 − 0.5) bytes less per linear weight.
    auto volume = [](const char* method, const char* framework) {
        Scenario s = scenario("llama-3.2-1b", {{"training.method", method},
                                               {"training.precision", "bf16"},
                                               {"training.framework", framework},
                                               {"training.gradient_accumulation", "1"},
                                               {"hardware.gpus_per_node", "8"},
                                               {"hardware.parallelism", "fsdp-full"}});
        s.assumptions.measured_collectives = flatTable(100e9);
        return std::pair(estimateCompute(s).breakdown.total_communication_s,
                         double(s.counts.linearWeights(s.arch.layers)));
    };
    const auto [lora, linear] = volume("lora", "hf-transformers");
    const double bitsandbytes = volume("qlora", "hf-transformers").first;
    QVERIFY(near(lora - bitsandbytes, 7.0 / 8.0 * 2 * linear * (2 - 0.5) / 100e9, 1e-6));
    // torchao's NF4Tensor (torchtune) carries its scalers: double-quantized 4.127 bits.
    const double torchao = volume("qlora", "torchtune").first;
    const double nf4 = (4.0 + 8.0 / 64 + 32.0 / (64 * 256)) / 8;
    QVERIFY(near(volume("lora", "torchtune").first - torchao,
                 7.0 / 8.0 * 2 * linear * (2 - nf4) / 100e9, 1e-6));
}

// The all-to-all exchange (DeepSpeed-Ulysses, Megatron cp_comm_type a2a), per layer: the queries
// and the output, the keys and the values, each a rank's tokens/cp at its width, (cp − 1)/cp of
// it sent, in forward and again for the gradients in backward, none of it hidden. Where the ranks
// outnumber the key/value heads, the keys and values travel at one head per rank
// (ulysses_sp.py's kv_replication_factor). No ring merges, and the attention kernel runs over
// the whole sequence.
void TestScaling::allToAllContextExchangesHeads() {
    auto run = [](const char* model, const char* comm) {
        Scenario s = scenario(model, {{"training.method", "lora"},
                                      {"training.framework", "megatron"},
                                      {"training.precision", "bf16-mixed"},
                                      {"training.sequence_length", "65536"},
                                      {"training.micro_batch", "1"},
                                      {"training.gradient_accumulation", "1"},
                                      {"training.activation_checkpointing", "none"},
                                      {"hardware.gpu", "h100-sxm-80gb"},
                                      {"hardware.parallelism", "zero1"},
                                      {"hardware.gpus_per_node", "8"},
                                      {"hardware.context_parallel", "8"},
                                      {"hardware.context_parallel_comm", comm}});
        s.assumptions.measured_collectives = flatTable(100e9);
        return estimateCompute(s).breakdown;
    };
    const double tokens = 65536.0 / 8, a = 2, sent = 7.0 / 8, busbw = 100e9;
    // Llama 3.1 8B: 32 layers, 32 query heads and 8 key/value heads of 128.
    const double llama = 32 * 2 * (2 * 32 + 2 * 8) * 128 * tokens * a * sent / busbw;
    QVERIFY(near(run("llama-3.1-8b", "all-to-all").context_parallel_s, llama, 1e-9));
    // TinyLlama: 22 layers, 32 heads of 64 and 4 key/value heads, repeated to 8.
    const double tiny = 22 * 2 * (2 * 32 + 2 * 8) * 64 * tokens * a * sent / busbw;
    QVERIFY(near(run("tinyllama-1.1b", "all-to-all").context_parallel_s, tiny, 1e-9));
    // The ring's blocks are 1/8 of the sequence and it merges their outputs: the all-to-all's
    // one kernel over the whole sequence is faster, and it copies less memory.
    const StepTimeBreakdown ring = run("llama-3.1-8b", "ring");
    const StepTimeBreakdown heads = run("llama-3.1-8b", "all-to-all");
    QVERIFY(heads.attention_s < ring.attention_s);
    QVERIFY(heads.memory_bound_s < ring.memory_bound_s);
}

// A card whose context-parallel ranks fill its GPUs keeps its ZeRO-3 sharding over them in the
// scaling study: its point at the card's GPU count is the card's own plan.
void TestScaling::contextRanksShardInTheScalingStudy() {
    const Scenario card =
        scenario("llama-3.1-8b", {{"training.method", "full"},
                                  {"training.sequence_length", "65536"},
                                  {"training.micro_batch", "1"},
                                  {"training.gradient_accumulation", "8"},
                                  {"hardware.gpu", "h100-sxm-80gb"},
                                  {"hardware.parallelism", "zero3"},
                                  {"hardware.gpus_per_node", "8"},
                                  {"hardware.context_parallel", "8"},
                                  {"hardware.context_parallel_comm", "all-to-all"}});
    ScalingLayout own;
    own.id = "card";
    own.from_card = true;
    own.parallelism = Parallelism::Zero3;
    own.context_parallel = 8;
    own.context_parallel_comm = ContextParallelComm::AllToAll;
    bool kept = false;
    const Scenario point = scalingScenario(card, *card.gpu, own, 8, kept);
    QVERIFY(point.layout.parallelism == Parallelism::Zero3);
    QCOMPARE(evaluate(point).memory.peak_allocated_bytes,
             evaluate(card).memory.peak_allocated_bytes);
}

QTEST_GUILESS_MAIN(TestScaling)

// Ring attention merges each rank's cp partial outputs in fp32 and accumulates dq, dk and dv over
// the steps (Transformer Engine context_parallel.py, AttnFuncWithCPAndKVP2P): memory traffic no
// single-rank layer has. Per token and layer, with q the query width, kv the keys' and values'
// widths and a = 2 bytes, going from cp 2 to cp 4 adds 1.5 later steps on average, each
// (8 + a)·q in forward and (3a + 2a)·q in backward, plus two more dk, dv additions (3a·kv each).
void TestScaling::ringAttentionMergesItsSteps() {
    auto memoryTimesCp = [](int cp) {
        const Scenario s =
            scenario("llama-3.1-8b", {{"training.method", "lora"},
                                      {"training.framework", "megatron"},
                                      {"training.precision", "bf16-mixed"},
                                      {"training.sequence_length", "16384"},
                                      {"training.micro_batch", "1"},
                                      {"training.gradient_accumulation", "1"},
                                      {"training.activation_checkpointing", "none"},
                                      {"hardware.gpu", "h100-sxm-80gb"},
                                      {"hardware.parallelism", "zero1"},
                                      {"hardware.gpus_per_node", "4"},
                                      {"hardware.context_parallel", std::to_string(cp)}});
        return cp * estimateCompute(s).breakdown.memory_bound_s;
    };
    const GpuSpec& h100 = *test::catalog().find("h100-sxm-80gb");
    const double rate = h100.memory_bandwidth * h100.memory_bandwidth_efficiency;
    const double q = 32 * 128, kv = 2 * 8 * 128, a = 2, layers = 32, tokens = 16384;
    const double perToken = 1.5 * (8 + a) * q + 1.5 * 5 * a * q + 2 * 3 * a * kv;
    QVERIFY(near(memoryTimesCp(4) - memoryTimesCp(2), layers * tokens * perToken / rate, 1e-6));
}

#include "test_scaling.moc"
