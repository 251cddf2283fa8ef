// runcard-report: the PDF report of runcard-cli in its own program, so that runcard-cli itself
// links no Qt at all and `runcard-cli report` (which runs this) needs only Qt Gui.
#include "report_command.h"

int main(int argc, char** argv) {
    return runReportCommand(argc, argv);
}
