// The ways to fit (planner/fit_levers.h) in the UI language, for the memory budget page and the
// report: what a way changes, why it lowers the memory, and its margin.
#pragma once

#include "planner/fit_levers.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace runcard::ui {

class FitLeverText {
    Q_DECLARE_TR_FUNCTIONS(FitLeverText)
public:
    // "Loss computation: Fused linear (Liger)", "4 GPUs under FSDP (full shard), accumulation 2".
    static QString change(const FitLever& lever, const QLocale& locale = QLocale());
    static QString reason(LeverKind kind);
    // "kept", "fits, no margin" or "does not fit".
    static QString margin(const MemoryEstimate& memory);
    // The footnote for a way marked * (changes_training).
    static QString changesTrainingNote();
};

} // namespace runcard::ui
