#include "fit_levers_output.h"

#include "table_printer.h"

namespace runcard {

void printFitLevers(std::ostream& out, const std::vector<FitLever>& levers,
                    const double usableBytes, const bool faster) {
    if (levers.empty())
        return;
    if (faster)
        out << "\nFaster within the margin, one change each (try one with its --set "
               "arguments):\n";
    else
        out << "\nWays to fit (try one with its --set arguments; `sweep` "
               "combines layouts, micro-batches, checkpointing and offloading):\n";
    TablePrinter table({"change", "GPUs", "device total", "margin kept", "step", "wall time"});
    bool changesTraining = false;
    for (const FitLever& lever : levers) {
        const MemoryEstimate& m = lever.plan.memory;
        changesTraining = changesTraining || lever.changes_training;
        table.addRow(
            {setArguments(lever) + (lever.changes_training ? " *" : ""),
             std::to_string(lever.card.hardware.gpuCount()),
             formatPercent(usableBytes > 0 ? double(m.deciding_total_bytes) / usableBytes : 0),
             m.margin_ok ? "yes" : (m.fits ? "fits, no margin" : "no"),
             formatDuration(lever.plan.compute.step_time_s),
             formatDuration(lever.plan.run.wall_time_s)});
    }
    table.print(out);
    if (levers.front().kind == LeverKind::Combined)
        out << "No single change keeps the margin: the first row combines those that do "
               "together.\n";
    if (changesTraining)
        out << "* changes what is trained: another optimizer state, or a batch the GPU count "
               "cannot keep\n";
}

void printOtherFrameworks(std::ostream& out, const FrameworkLevers& frameworks,
                          const double usableBytes) {
    if (frameworks.levers.empty() && frameworks.refused.empty())
        return;
    out << "\nOther training frameworks on this GPU and layout, at each stack's priors (no "
           "pilot calibration):\n";
    TablePrinter table(
        {"--set", "device total", "margin kept", "step", "tokens/s/GPU", "wall time"});
    bool changesTraining = false;
    for (const FitLever& lever : frameworks.levers) {
        const MemoryEstimate& m = lever.plan.memory;
        changesTraining = changesTraining || lever.changes_training;
        table.addRow(
            {setArguments(lever) + (lever.changes_training ? " *" : ""),
             formatPercent(usableBytes > 0 ? double(m.deciding_total_bytes) / usableBytes : 0),
             m.margin_ok ? "yes" : (m.fits ? "fits, no margin" : "no"),
             formatDuration(lever.plan.compute.step_time_s),
             formatFixed(lever.plan.compute.tokens_per_s_per_gpu, 0),
             formatDuration(lever.plan.run.wall_time_s)});
    }
    if (!frameworks.levers.empty())
        table.print(out);
    if (changesTraining)
        out << "* changes what is trained: a setting the framework does not offer (LoRA dropout, "
               "clipping, a stored dtype)\n";
    for (const FrameworkRefusal& refusal : frameworks.refused)
        out << "cannot run this card: " << toString(refusal.framework) << ": "
            << refusal.reason.field << ": " << refusal.reason.message << "\n";
}

} // namespace runcard
