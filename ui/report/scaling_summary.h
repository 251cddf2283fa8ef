// The scaling step as the app's scaling page and the report show it: the planner's curves
// (core/planner/scaling.h) of the run card on one GPU, planned through the card's CardPlanner (its
// what-ifs and the calibration from its pilot), with the pilot's collective benchmark where it ran
// on that GPU, and the translated sentences that read the curves out. Qt Gui only.
#pragma once

#include "planner/card_planner.h"
#include "planner/communication.h"
#include "planner/scaling.h"

#include <QColor>
#include <QLocale>
#include <QString>
#include <memory>

namespace runcard::ui {

struct ScalingStudy {
    const GpuSpec* gpu = nullptr;
    ScalingAnalysis analysis;
    // The pilot's collectives.json set the intra-node bus bandwidth (it ran on this GPU).
    bool measured_links = false;

    // The recommendation at `gpus` (nullptr when the count is not on the curve or nothing fits).
    const ScalingRecommendation* recommendedAt(int gpus) const;
    const ScalingPoint* point(const ScalingRecommendation& r) const;
};

// A pilot's collective benchmark (DIR/collectives.json, docs/pilot-protocol.md) and the catalog
// GPU it ran on ("" on the CPU or a GPU the catalog does not hold).
struct PilotCollectives {
    std::shared_ptr<const MeasuredCollectives> table; // null when absent or unreadable
    std::string gpu_id;
    QString error; // file:line:column: field: why it cannot be read
};
PilotCollectives readPilotCollectives(const QString& pilotDirectory);

// The run card of `planner` on `gpu` (its comparison row's scenario: what-ifs and calibration
// as the comparison has them), from 1 to `maxGpus` GPUs. A pilot's benchmark sets the links only
// on the GPU it ran on.
ScalingStudy studyScaling(const CardPlanner& planner, const GpuSpec& gpu,
                          const PilotCollectives& collectives = {}, int maxGpus = 512);

// The largest curve GPU count not above `gpus` (the card's count on the power-of-two curve).
int nearestCurveCount(const ScalingAnalysis& analysis, int gpus);

// "ZeRO-2", "FSDP (full shard) + TP 8", "Run card's layout (TP 4 × PP 2)".
QString scalingLayoutName(const ScalingLayout& layout);
// "CP 8", or "CP 8 all-to-all" for an all-to-all exchange (the frameworks' own name for it).
QString contextParallelName(int degree, ContextParallelComm comm);
// The layout recommended by `r`: its name, "one GPU (no data parallelism)" at 1 GPU (every layout
// is the plain one there), "nothing fits" when none does.
QString recommendedLayoutName(const ScalingStudy& study, const ScalingRecommendation& r);
// Okabe–Ito colour of the curve at `index`, the same in the app and the report.
QColor scalingCurveColor(int index);

// The sequences a point trains per step: "16", or "32 *" where the card's batch does not divide
// among its data-parallel replicas (batchNote says what the mark means).
QString batchText(const ScalingPoint& point, const QLocale& locale);
// "8 data-parallel replicas × micro-batch 2 × accumulation 1" (the split behind batchText).
QString batchSplitText(const ScalingPoint& point, const QLocale& locale);
// The footnote of the rows batchText marks, for the recommended rows of `study`; empty when
// every one of them keeps the card's batch.
QString batchNote(const ScalingStudy& study);

// "3.1× the throughput of 1, 78 %" (for a table row of 4 GPUs).
QString efficiencyText(const ScalingPoint& point, const QLocale& locale);
// "4 GPUs: 3.1× the throughput of 1, 78 %".
QString efficiencySentence(const ScalingPoint& point, const QLocale& locale);
// Why the layout is recommended: "memory: a faster layout does not fit with the margin", ...
QString recommendationReasonText(RecommendationReason reason);
// The reason in a word or two, for tables: "memory", "throughput", "memory and throughput".
QString recommendationReasonWord(RecommendationReason reason);
// "8 GPUs: FSDP (full shard), because of throughput: …" or "8 GPUs: no layout fits …".
QString recommendationSentence(const ScalingStudy& study, const ScalingRecommendation& r);

// Where memory stops fitting on a curve: the smallest GPU count from which every larger count
// fits with the margin (0 when its largest count does not fit) ...
int fitsFromGpus(const ScalingCurve& curve);
// ... and, for a layout whose memory grows with the count (DDP's buffers beside one GPU's plain
// run), the largest count up to which every smaller one fits (0 when its first does not fit).
int fitsUpToGpus(const ScalingCurve& curve);
// "fits on every count", "fits from 4 GPUs", "fits up to 1 GPU only", "does not fit on any count
// up to 512 GPUs".
QString fitSentence(const ScalingCurve& curve, const QLocale& locale);

} // namespace runcard::ui
