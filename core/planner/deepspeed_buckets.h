// DeepSpeed ZeRO's gradient buckets: device buffers of reduce_bucket_size elements that the
// planner's other terms do not hold (docs/memory-model.md, "DeepSpeed's buckets").
#pragma once

namespace runcard {

struct Scenario;

struct DeepSpeedBuckets {
    double every_phase = 0; // bytes kept from the optimizer's construction on (ZeRO-3)
    double backward = 0;    // bytes held while backward runs (ZeRO-1 and 2)
};

// Zero for a run that is not on DeepSpeed's ZeRO (runsDeepSpeedZero).
DeepSpeedBuckets deepSpeedBuckets(const Scenario& s);

} // namespace runcard
