#include "ui/common/step_time_text.h"

#include "ui/common/formatting.h"

#include <QCoreApplication>
#include <QStringList>

namespace runcard::ui {

QString stepTimeParts(const ComputeEstimate& c, const QLocale& locale) {
    if (!(c.step_time_s > 0))
        return QString();
    const StepTimeBreakdown& b = c.breakdown;
    auto duration = [&](double seconds) { return formatDuration(seconds, locale); };
    auto text = [](const char* source) {
        return QCoreApplication::translate("StepTimeText", source);
    };
    QStringList parts;
    if (c.utilisation_measured) {
        parts << QCoreApplication::translate("StepTimeText",
                                             "Compute %1 (at the utilisation the pilot measured)")
                     .arg(duration(c.compute_time_s));
    } else {
        QStringList kernels;
        const std::pair<double, const char*> classes[] = {
            {b.matmul_s, QT_TRANSLATE_NOOP("StepTimeText", "GEMMs %1")},
            {b.attention_s, QT_TRANSLATE_NOOP("StepTimeText", "attention %1")},
            {b.memory_bound_s, QT_TRANSLATE_NOOP("StepTimeText", "memory-bound ops %1")},
            {b.launch_overhead_s,
             QT_TRANSLATE_NOOP("StepTimeText", "host time the GPU waits for %1")},
            {b.pipeline_bubble_s, QT_TRANSLATE_NOOP("StepTimeText", "pipeline bubble %1")}};
        for (const auto& [seconds, label] : classes)
            if (seconds > 0)
                kernels << text(label).arg(duration(seconds));
        parts << QCoreApplication::translate("StepTimeText", "Compute %1 (%2)")
                     .arg(duration(c.compute_time_s),
                          kernels.join(QCoreApplication::translate("StepTimeText", ", ")));
    }
    if (b.total_communication_s > 0)
        parts << QCoreApplication::translate("StepTimeText", "communication %1 exposed of %2")
                     .arg(duration(exposedCollectivesSeconds(c)),
                          duration(b.total_communication_s));
    if (b.bucket_copies_s > 0)
        parts << QCoreApplication::translate("StepTimeText", "collective buffer copies %1")
                     .arg(duration(b.bucket_copies_s));
    if (c.optimizer_time_s > 0)
        parts << QCoreApplication::translate("StepTimeText", "optimizer %1")
                     .arg(duration(c.optimizer_time_s));
    if (c.offload_time_s > 0)
        parts << QCoreApplication::translate("StepTimeText", "offloading %1")
                     .arg(duration(c.offload_time_s));
    // Unpacked data: the kernels also ran over the padding.
    if (c.padded_sequence_tokens >= c.real_sequence_tokens + 1 && c.real_sequence_tokens > 0)
        parts << QCoreApplication::translate("StepTimeText",
                                             "sequences padded to %1 tokens, %2 of them real")
                     .arg(locale.toString(c.padded_sequence_tokens, 'f', 0),
                          locale.toString(c.real_sequence_tokens, 'f', 0));
    return parts.join(QStringLiteral(" · "));
}

} // namespace runcard::ui
