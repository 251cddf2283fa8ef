#include "ui/report/scaling_summary.h"

#include "ui/common/enum_names.h"
#include "ui/common/formatting.h"
#include "ui/common/planner_messages.h"
#include "ui/report/pilot_results.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <array>

namespace runcard::ui {

const ScalingRecommendation* ScalingStudy::recommendedAt(int gpus) const {
    for (const ScalingRecommendation& r : analysis.recommended)
        if (r.gpus == gpus)
            return r.curve >= 0 ? &r : nullptr;
    return nullptr;
}

const ScalingPoint* ScalingStudy::point(const ScalingRecommendation& r) const {
    if (r.curve < 0 || std::size_t(r.curve) >= analysis.curves.size())
        return nullptr;
    return &analysis.curves[std::size_t(r.curve)].points[std::size_t(r.point)];
}

PilotCollectives readPilotCollectives(const QString& pilotDirectory) {
    PilotCollectives c;
    const QString file =
        pilotDirectory.isEmpty() ? QString() : QDir(pilotDirectory).filePath("collectives.json");
    if (file.isEmpty() || !QFileInfo::exists(file))
        return c;
    try {
        c.table =
            std::make_shared<MeasuredCollectives>(MeasuredCollectives::load(file.toStdString()));
        c.gpu_id = readPilotResults(pilotDirectory).gpu_id.toStdString();
    } catch (const InputError& e) {
        c.error = errorMessage(e);
    }
    return c;
}

ScalingStudy studyScaling(const CardPlanner& planner, const GpuSpec& gpu,
                          const PilotCollectives& collectives, int maxGpus) {
    ScalingStudy study;
    study.gpu = &gpu;
    Scenario card = planner.scenario();
    for (const GpuComparison& row : planner.comparison())
        if (row.gpu->id == gpu.id)
            card = row.scenario;
    if (card.gpu->id != gpu.id) { // a GPU outside the comparison set: the card's own planning
        card.gpu = &gpu;
        card.layout = layoutOn(gpu, card.layout);
        card.assumptions = planner.assumptionsOn(gpu);
    }
    // A benchmark measures the links of the machine it ran on, never another GPU's.
    if (collectives.table && !collectives.gpu_id.empty() && collectives.gpu_id == gpu.id) {
        card.assumptions.measured_collectives = collectives.table;
        study.measured_links = true;
    }
    ScalingOptions options;
    options.max_gpus = maxGpus;
    study.analysis = scalingAnalysis(card, gpu, options);
    study.gpu = study.analysis.gpu;
    return study;
}

int nearestCurveCount(const ScalingAnalysis& analysis, int gpus) {
    int best = analysis.gpu_counts.empty() ? 1 : analysis.gpu_counts.front();
    for (int n : analysis.gpu_counts)
        if (n <= gpus)
            best = std::max(best, n);
    return best;
}

QString contextParallelName(int degree, ContextParallelComm comm) {
    return (comm == ContextParallelComm::AllToAll ? QStringLiteral("CP %1 all-to-all")
                                                  : QStringLiteral("CP %1"))
        .arg(degree);
}

QString scalingLayoutName(const ScalingLayout& layout) {
    if (layout.from_card) {
        QStringList parts;
        if (layout.tensor_parallel > 1)
            parts << QStringLiteral("TP %1").arg(layout.tensor_parallel);
        if (layout.pipeline_parallel > 1)
            parts << QStringLiteral("PP %1").arg(layout.pipeline_parallel);
        if (layout.context_parallel > 1)
            parts << contextParallelName(layout.context_parallel, layout.context_parallel_comm);
        return QCoreApplication::translate("Scaling", "Run card's layout (%1)")
            .arg(parts.join(QStringLiteral(" × ")));
    }
    const QString name = displayName(layout.parallelism);
    return layout.tensor_parallel > 1
               ? QStringLiteral("%1 + TP %2").arg(name).arg(layout.tensor_parallel)
               : name;
}

QString recommendedLayoutName(const ScalingStudy& study, const ScalingRecommendation& r) {
    if (r.curve < 0)
        return QCoreApplication::translate("Scaling", "nothing fits");
    if (r.gpus == 1)
        return QCoreApplication::translate("Scaling", "one GPU (no data parallelism)");
    return scalingLayoutName(study.analysis.curves[std::size_t(r.curve)].layout);
}

QColor scalingCurveColor(int index) {
    // Okabe & Ito, "Color Universal Design" (2008): distinguishable with every colour-vision type.
    static const std::array<QColor, 8> colors{QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00),
                                              QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7),
                                              QColor(0x56, 0xB4, 0xE9), QColor(0xD5, 0x5E, 0x00),
                                              QColor(0x00, 0x00, 0x00), QColor(0xF0, 0xE4, 0x42)};
    return colors[std::size_t(index) % colors.size()];
}

QString batchText(const ScalingPoint& point, const QLocale& locale) {
    const QString sequences = locale.toString(point.sequences_per_step);
    return point.batch_kept ? sequences : sequences + QStringLiteral(" *");
}

QString batchSplitText(const ScalingPoint& point, const QLocale& locale) {
    return QCoreApplication::translate("Scaling",
                                       "%n data-parallel replica(s) × micro-batch %1 × "
                                       "accumulation %2",
                                       nullptr, point.data_parallel)
        .arg(locale.toString(point.micro_batch), locale.toString(point.gradient_accumulation));
}

QString batchNote(const ScalingStudy& study) {
    for (const ScalingRecommendation& r : study.analysis.recommended)
        if (const ScalingPoint* p = study.point(r); p && !p->batch_kept)
            return QCoreApplication::translate(
                "Scaling",
                "* The card's %n sequence(s) per step do not divide among that many "
                "data-parallel replicas: the row trains the batch shown, at least one "
                "sequence per replica, and its efficiency compares its throughput per GPU "
                "with one GPU's.",
                nullptr, int(study.analysis.sequences_per_step));
    return {};
}

QString efficiencyText(const ScalingPoint& point, const QLocale& locale) {
    return QCoreApplication::translate("Scaling", "%1× the throughput of 1, %2")
        .arg(formatNumber(point.speedup, 1, locale), formatPercent(point.efficiency, 0, locale));
}

QString efficiencySentence(const ScalingPoint& point, const QLocale& locale) {
    return QCoreApplication::translate("Scaling", "%n GPU(s): %1", nullptr, point.gpus)
        .arg(efficiencyText(point, locale));
}

QString recommendationReasonWord(RecommendationReason reason) {
    switch (reason) {
    case RecommendationReason::Memory:
        return QCoreApplication::translate("Scaling", "memory");
    case RecommendationReason::Throughput:
        return QCoreApplication::translate("Scaling", "throughput");
    case RecommendationReason::Both:
        return QCoreApplication::translate("Scaling", "memory and throughput");
    case RecommendationReason::OnlyLayout:
        return QCoreApplication::translate("Scaling", "the framework");
    }
    return {};
}

QString recommendationReasonText(RecommendationReason reason) {
    switch (reason) {
    case RecommendationReason::Memory:
        return QCoreApplication::translate("Scaling",
                                           "memory: a faster layout does not fit with the margin");
    case RecommendationReason::Throughput:
        return QCoreApplication::translate("Scaling",
                                           "throughput: the fastest of the layouts that fit");
    case RecommendationReason::Both:
        return QCoreApplication::translate(
            "Scaling", "memory and throughput: the only layout that fits, and none is faster");
    case RecommendationReason::OnlyLayout:
        return QCoreApplication::translate(
            "Scaling", "the framework: the only layout the run card's framework runs here");
    }
    return {};
}

QString recommendationSentence(const ScalingStudy& study, const ScalingRecommendation& r) {
    if (r.curve < 0)
        return QCoreApplication::translate(
            "Scaling", "%n GPU(s): no layout fits with the memory margin.", nullptr, r.gpus);
    if (r.gpus == 1)
        return QCoreApplication::translate("Scaling", "1 GPU: the run card fits with the margin.");
    return QCoreApplication::translate("Scaling", "%n GPU(s): %1, because of %2.", nullptr, r.gpus)
        .arg(recommendedLayoutName(study, r), recommendationReasonText(r.reason));
}

int fitsFromGpus(const ScalingCurve& curve) {
    int from = 0;
    for (auto p = curve.points.rbegin(); p != curve.points.rend() && p->margin_ok; ++p)
        from = p->gpus;
    return from;
}

int fitsUpToGpus(const ScalingCurve& curve) {
    int upTo = 0;
    for (auto p = curve.points.begin(); p != curve.points.end() && p->margin_ok; ++p)
        upTo = p->gpus;
    return upTo;
}

QString fitSentence(const ScalingCurve& curve, const QLocale& locale) {
    if (curve.points.empty())
        return {};
    const int from = fitsFromGpus(curve);
    const int upTo = fitsUpToGpus(curve);
    if (from > 0 && from == curve.points.front().gpus)
        return QCoreApplication::translate("Scaling", "fits on every count");
    // Fits at the small counts and again at the large ones (where fewer micro-batches per GPU
    // leave no gradient held across them), not between.
    if (from > 0 && upTo > 0)
        return QCoreApplication::translate("Scaling", "fits up to %n GPU(s) and from %1 GPUs",
                                           nullptr, upTo)
            .arg(locale.toString(from));
    if (from > 0)
        return QCoreApplication::translate("Scaling", "fits from %1 GPUs")
            .arg(locale.toString(from));
    if (upTo > 0)
        return QCoreApplication::translate("Scaling", "fits up to %n GPU(s) only", nullptr, upTo);
    return QCoreApplication::translate("Scaling", "does not fit on any count up to %1 GPUs")
        .arg(locale.toString(curve.points.back().gpus));
}

} // namespace runcard::ui
