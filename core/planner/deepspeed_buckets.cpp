#include "planner/deepspeed_buckets.h"

#include "planner/model_state.h"
#include "planner/plan.h"
#include "planner/stack_priors.h"

namespace runcard {

// ZeRO-3 allocates one bucket per communication dtype when its optimizer is built and keeps it
// (deepspeed/runtime/zero/stage3.py: `bucket.buffer = torch.empty(self.reduce_bucket_size, ...)`
// under contiguous_gradients, the default). ZeRO-1 and 2 allocate theirs as the first gradient
// of a backward arrives, a second one for overlap_comm's double buffering, and free them when
// backward ends (stage_1_and_2.py: setup_buckets, _release_ipg_buffers). Each is as large as
// reduce_bucket_size whatever the number of trainable parameters, in the dtype DeepSpeed trains
// in: fp16 or bf16 under mixed precision (engine.py, communication_data_type), else fp32.
DeepSpeedBuckets deepSpeedBuckets(const Scenario& s) {
    DeepSpeedBuckets b;
    const Parallelism par = s.layout.parallelism;
    if (!runsDeepSpeedZero(s.assumptions.stack, par))
        return b;
    const double bucket = s.layout.zero_reduce_bucket * bytesPerElement(s.shape.precision);
    if (par == Parallelism::Zero3)
        b.every_phase = bucket;
    else
        b.backward = bucket * (s.shape.overlap_grad_reduce ? 2 : 1);
    return b;
}

} // namespace runcard
