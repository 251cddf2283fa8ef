#include "planner/gelu_new_traffic.h"

#include "planner/model_state.h"

namespace runcard::step_time {

GeluNewTraffic geluNewTraffic(const StepContext& c) {
    if (!runsGeluNew(c.s))
        return {};
    const double e = c.dtypes.activation;
    if (!isMixedPrecision(c.s.shape.precision))
        return {18 * e, 28 * e, 0, 0, 0, 0};
    // Forward: the cast (2 + 4), pow (8), 0.044715·p (8), x + q (2 + 4 + 4), c·s (8), tanh (8),
    // 1 + t (8), 0.5·x (2 + 2), a·b (2 + 4 + 4), y cast to 16 bit (4 + 2): 76 bytes.
    return {76, 118, 6 + 10 + 10, 3, 6 + 10, 2};
}

} // namespace runcard::step_time
