// The ways to fit and the other frameworks on every published run's card (tests/validation/cards),
// and the ways to fit of each card moved to an A100 40GB, where few fit: whatever the card, each
// way is a card its rules accept, what defines the run stays as it was, and a combined way appears
// only where no single change keeps the margin.
#include "planner/card_planner.h"
#include "planner/run_card_yaml.h"
#include "scenario_helpers.h"

#include <QtTest>
#include <filesystem>

using namespace runcard;

namespace {

// Checks the ways to fit of `planner`, counting the combined ones (QVERIFY returns from here;
// the caller stops on QTest::currentTestFailed()).
void checkWaysToFit(const CardPlanner& planner, const std::string& path, int& combined) {
    const std::vector<FitLever> levers = planner.fitLevers();
    bool singleKeeps = false, anyCombined = false;
    for (std::size_t i = 0; i < levers.size(); ++i) {
        const FitLever& lever = levers[i];
        const std::string where = path + ": " + setArguments(lever);
        QVERIFY2(validateRunCard(lever.card).empty(), where.c_str());
        QVERIFY2(lever.plan.run.wall_time_s > 0, where.c_str());
        if (lever.kind == LeverKind::Combined) {
            ++combined;
            anyCombined = true;
            QVERIFY2(i == 0 && lever.keepsMargin() && lever.parts.size() >= 2, where.c_str());
        } else {
            singleKeeps = singleKeeps || lever.keepsMargin();
        }
    }
    QVERIFY2(!(singleKeeps && anyCombined), path.c_str());
}

void checkSameRun(const RunCard& card, const FitLever& lever) {
    const TrainingSection& t = lever.card.training;
    QVERIFY(lever.card.model.preset == card.model.preset);
    QVERIFY(t.method == card.training.method);
    QVERIFY(t.precision == card.training.precision);
    QCOMPARE(t.sequence_length, card.training.sequence_length);
    QVERIFY(lever.card.hardware.gpu == card.hardware.gpu);
}

} // namespace

class TestLeversOnPublishedCards : public QObject {
    Q_OBJECT
private slots:
    void everyWayIsACardItsRulesAccept();
};

void TestLeversOnPublishedCards::everyWayIsACardItsRulesAccept() {
    int cards = 0, squeezed = 0, combined = 0, frameworkLevers = 0;
    for (const auto& entry :
         std::filesystem::directory_iterator(RUNCARD_TESTS_DIR "/validation/cards")) {
        const std::string path = entry.path().string();
        std::optional<CardPlanner> planner;
        try {
            planner.emplace(loadRunCardOrThrow(path), test::presets(), test::catalog());
        } catch (const InputError&) {
            continue; // a card the published-runs test plans with its own assumptions
        }
        ++cards;
        const RunCard& card = planner->card();
        checkWaysToFit(*planner, path, combined);
        if (QTest::currentTestFailed())
            return;
        RunCard smaller = card;
        smaller.hardware.gpu = "a100-sxm-40gb";
        try {
            const CardPlanner onSmaller(smaller, test::presets(), test::catalog());
            if (onSmaller.plan().unsupported.empty()) {
                ++squeezed;
                checkWaysToFit(onSmaller, path + " on a100-sxm-40gb", combined);
                if (QTest::currentTestFailed())
                    return;
            }
        } catch (const InputError&) {
            // a layout the smaller GPU's machines cannot hold
        }
        const FrameworkLevers others = planner->frameworkLevers();
        const std::size_t expected = enumCount<FrameworkProfile>() - 1 -
                                     (card.training.framework != FrameworkProfile::RuncardPilot);
        QCOMPARE(others.levers.size() + others.refused.size(), expected);
        for (const FitLever& lever : others.levers) {
            ++frameworkLevers;
            QVERIFY2(validateRunCard(lever.card).empty(), path.c_str());
            QVERIFY2(lever.card.training.framework != card.training.framework, path.c_str());
            QVERIFY2(lever.plan.compute.step_time_s > 0, path.c_str());
            checkSameRun(card, lever);
        }
        for (const FrameworkRefusal& refusal : others.refused)
            QVERIFY2(!refusal.reason.message.empty(), path.c_str());
    }
    qInfo("%d cards (%d on an A100 40GB), %d combined ways, %d cards under another framework",
          cards, squeezed, combined, frameworkLevers);
    QVERIFY(cards > 500);
    QVERIFY(combined > 0);
}

QTEST_GUILESS_MAIN(TestLeversOnPublishedCards)
#include "test_levers_on_published_cards.moc"
