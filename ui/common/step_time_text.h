// Where one optimizer step's time goes, in words for the budget view and the report: the kernel
// classes of the compute, the exposed and total communication, the copies around collectives
// (DDP's buckets, FSDP2's gather and reduce buffers), the optimizer step and offloading, each
// only where it takes time.
#pragma once

#include "planner/plan.h"

#include <QLocale>
#include <QString>

namespace runcard::ui {

// "Compute 412 ms (GEMMs 300 ms, attention 80 ms, …) · communication 20 ms exposed of 150 ms ·
// optimizer 12 ms". A compute time measured by a pilot is not split into kernel classes.
QString stepTimeParts(const ComputeEstimate& compute, const QLocale& locale = QLocale());

} // namespace runcard::ui
