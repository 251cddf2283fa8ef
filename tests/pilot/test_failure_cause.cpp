// The launcher's choice of the rank that caused a multi-rank failure (no processes: waitpid
// statuses built with W_EXITCODE).
#include "pilot/distributed/failure_cause.h"
#include "pilot/pilot_options.h"

#include <QtTest>
#include <csignal>
#include <sys/wait.h>

using namespace runcard::pilot;
using Clock = FailureCause::Clock;

namespace {

constexpr auto kGrace = std::chrono::seconds(5);
const int kKilled = W_EXITCODE(0, SIGKILL);
const int kLostPeer = W_EXITCODE(kExitRankFailed, 0);
const int kOutOfMemory = W_EXITCODE(kExitOutOfMemory, 0);
const int kTerminated = W_EXITCODE(0, SIGTERM);

} // namespace

class TestFailureCause : public QObject {
    Q_OBJECT

private slots:
    void cleanExitsAreNoFailure() {
        FailureCause cause(kGrace);
        const auto t = Clock::now();
        cause.rankExited(0, W_EXITCODE(0, 0), false, t);
        cause.rankExited(1, W_EXITCODE(0, 0), false, t);
        QVERIFY(!cause.anyFailed());
        QCOMPARE(cause.rank(), -1);
        QVERIFY(!cause.settled(true, t));
    }

    // The CI failure of 2026-12-02: rank 1 was SIGKILLed, rank 0 lost its peer and exited 7, and
    // one waitpid sweep (ranks in order) reaped both; rank 0 was named.
    void aKilledRankOutranksThePeerThatFollowedIt() {
        FailureCause cause(kGrace);
        const auto t = Clock::now();
        cause.rankExited(0, kLostPeer, false, t);
        QVERIFY(!cause.settled(false, t));
        cause.rankExited(1, kKilled, false, t);
        QCOMPARE(cause.rank(), 1);
        QCOMPARE(cause.status(), kKilled);
        QVERIFY(cause.settled(false, t));
        QCOMPARE(cause.firstFailureAt(), t); // the grace period still runs from the first exit
    }

    void aFailureOfItsOwnIsSettledAtOnce() {
        FailureCause cause(kGrace);
        const auto t = Clock::now();
        cause.rankExited(2, kOutOfMemory, false, t);
        QVERIFY(cause.settled(false, t));
        cause.rankExited(0, kKilled, false, t + std::chrono::milliseconds(10));
        QCOMPARE(cause.rank(), 2);
    }

    void lostPeersAloneNameTheFirstOnceTheGraceEnds() {
        FailureCause cause(kGrace);
        const auto t = Clock::now();
        cause.rankExited(1, kLostPeer, false, t);
        cause.rankExited(0, kLostPeer, false, t + std::chrono::seconds(1));
        QCOMPARE(cause.rank(), 1);
        QVERIFY(!cause.settled(false, t + std::chrono::seconds(4)));
        QVERIFY(cause.settled(false, t + std::chrono::seconds(6)));
        QVERIFY(cause.settled(true, t + std::chrono::seconds(1)));
    }

    void theLaunchersOwnSignalsAreNotTheCause() {
        FailureCause cause(kGrace);
        const auto t = Clock::now();
        cause.rankExited(0, kLostPeer, false, t);
        cause.rankExited(1, kTerminated, true, t + std::chrono::seconds(6));
        QCOMPARE(cause.rank(), 0);
        QCOMPARE(cause.status(), kLostPeer);
    }
};

QTEST_GUILESS_MAIN(TestFailureCause)
#include "test_failure_cause.moc"
