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
        out << "\nWays to fit, one change each (try one with its --set arguments; `sweep` "
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
    if (changesTraining)
        out << "* changes what is trained: another optimizer state, or a batch the GPU count "
               "cannot keep\n";
}

} // namespace runcard
