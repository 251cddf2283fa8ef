// The data-parallel layouts, tensor, pipeline and context parallelism each training framework
// runs, with the
// file that says so: one table for the run-card rule that refuses the others and for the scaling
// study, which compares only layouts the card's framework can run.
#pragma once

#include "planner/enums.h"

#include <string_view>

namespace runcard {

// Whether `framework` runs `layout` (Parallelism::Single always).
bool frameworkRunsLayout(FrameworkProfile framework, Parallelism layout);

// Whether `framework` splits layers across GPUs (tensor parallelism).
bool frameworkRunsTensorParallel(FrameworkProfile framework);

// Whether `framework` splits the blocks into pipeline stages.
bool frameworkRunsPipelineParallel(FrameworkProfile framework);

// Whether `framework` splits the sequence across GPUs (context parallelism) with `comm`, and
// under which data-parallel layouts: accelerate's ring (cp_size) needs an FSDP plugin, its
// all-to-all (sp_size, sp_backend "deepspeed") DeepSpeed.
enum class ContextOffer { No, Yes, UnderFsdp, UnderZero };
ContextOffer frameworkContextParallel(FrameworkProfile framework, ContextParallelComm comm);

// The file that defines the framework's distributed layouts, for the message that names it.
std::string_view frameworkLayoutsSource(FrameworkProfile framework);

} // namespace runcard
