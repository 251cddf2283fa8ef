// Which rank caused a multi-rank pilot's failure. When one rank dies, its peers' collectives fail
// and they exit with kExitRankFailed a moment later; the launcher may reap them in the same sweep
// as the dead rank, or before it. Such a "followed a peer" exit names the cause only when no other
// rank fails differently before the grace period ends. No LibTorch.
#pragma once

#include <chrono>

namespace runcard::pilot {

class FailureCause {
public:
    using Clock = std::chrono::steady_clock;

    explicit FailureCause(Clock::duration gracePeriod) : gracePeriod_(gracePeriod) {}

    // A rank was reaped with waitpid `status`. `launcherStopping`: the launcher has already
    // signalled the survivors, so their deaths are its own doing.
    void rankExited(int rank, int status, bool launcherStopping, Clock::time_point now);

    bool anyFailed() const { return rank_ >= 0; }
    int rank() const { return rank_; } // -1 while no rank failed
    int status() const { return status_; }
    Clock::time_point firstFailureAt() const { return firstFailureAt_; }
    // Whether rank() is final: a failure of its own, every rank reaped, or the grace period over.
    bool settled(bool allExited, Clock::time_point now) const;

private:
    Clock::duration gracePeriod_;
    int rank_ = -1;
    int status_ = 0;
    bool ownFailure_ = false;
    Clock::time_point firstFailureAt_;
};

// A waitpid status that is not a clean exit.
bool failedStatus(int status);

} // namespace runcard::pilot
