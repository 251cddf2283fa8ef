#include "pilot/distributed/failure_cause.h"

#include "pilot/pilot_options.h"

#include <sys/wait.h>

namespace runcard::pilot {
namespace {

// distributed_rank.cpp's reportRankFailure: the rank's training step failed, in nearly every case
// because a collective lost a dead peer.
bool followedAPeer(int status) {
    return WIFEXITED(status) && WEXITSTATUS(status) == kExitRankFailed;
}

} // namespace

bool failedStatus(int status) {
    return WIFSIGNALED(status) || WEXITSTATUS(status) != 0;
}

void FailureCause::rankExited(int rank, int status, bool launcherStopping, Clock::time_point now) {
    if (!failedStatus(status))
        return;
    if (rank_ < 0) {
        rank_ = rank;
        status_ = status;
        ownFailure_ = !followedAPeer(status);
        firstFailureAt_ = now;
    } else if (!ownFailure_ && !launcherStopping && !followedAPeer(status)) {
        rank_ = rank;
        status_ = status;
        ownFailure_ = true;
    }
}

bool FailureCause::settled(bool allExited, Clock::time_point now) const {
    return rank_ >= 0 && (ownFailure_ || allExited || now - firstFailureAt_ > gracePeriod_);
}

} // namespace runcard::pilot
