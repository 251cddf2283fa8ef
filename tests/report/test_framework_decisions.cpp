// The decision under each training framework (ReportBuilder::frameworkDecisionsTable,
// CardPlanner::frameworkDecisions): the card's own decision first, then the same rule for the card
// under each other framework, each row the planner's decision for that changed card.
#include "planner/resources.h"
#include "planner/run_card_yaml.h"
#include "ui/common/formatting.h"
#include "ui/report/decision_text.h"
#include "ui/report/report_model.h"

#include <QtTest>

using namespace runcard;
using namespace runcard::ui;

class TestFrameworkDecisions : public QObject {
    Q_OBJECT
private slots:
    void eachRowIsThatFrameworksDecision();
};

void TestFrameworkDecisions::eachRowIsThatFrameworksDecision() {
    const PresetLibrary presets = PresetLibrary::bundled();
    const GpuCatalog gpus = GpuCatalog::bundled();
    const QString cardPath = QString::fromStdString(resourcePath("examples/default.yaml"));
    const CardPlanner planner(loadRunCardOrThrow(cardPath.toStdString()), presets, gpus);
    const ReportModel m =
        buildReportModel(planner, {cardPath, QString(), QString()}, "en", QLocale::c());
    const ReportTable* table = m.table("decision_by_framework");
    QVERIFY(table);
    QCOMPARE(table->rows.size(), 1 + int(m.framework_decisions.size()));
    QVERIFY(m.framework_decisions.size() >= 5);

    // The card's own decision first, as the decision section states it.
    const QList<ReportCell>& own = table->rows.front();
    QVERIFY(own[0].display.startsWith("Hugging Face Transformers"));
    QCOMPARE(own[1].value.toString(),
             QString::fromStdString(m.comparison[std::size_t(m.decision.index)].gpu->id));
    QCOMPARE(own[2].value.toDouble(), m.decision.cost->total->expected);

    double previous = 0;
    for (std::size_t i = 0; i < m.framework_decisions.size(); ++i) {
        const FrameworkDecision& d = m.framework_decisions[i];
        const QList<ReportCell>& row = table->rows[int(i) + 1];
        QCOMPARE(row[0].value.toString(), QString::fromStdString(setArguments(d.lever)));
        // The rule itself, run on the changed card.
        const RentalDecision again = CardPlanner(d.lever.card, presets, gpus).decision(m.prices);
        QCOMPARE(d.decision.index, again.index);
        QCOMPARE(d.decision.count, again.count);
        QCOMPARE(row[1].value.toString(),
                 QString::fromStdString(d.comparison[std::size_t(again.index)].gpu->id));
        QCOMPARE(row[2].value.toDouble(), again.cost->total->expected);
        QVERIFY(row[2].value.toDouble() >= previous); // the cheapest first (no waiting cost)
        previous = row[2].value.toDouble();
    }
    // Megatron with Transformer Engine finishes the bundled LoRA run sooner than the Trainer on
    // the same GPU, so its completed run costs less.
    const FrameworkDecision& cheapest = m.framework_decisions.front();
    QVERIFY(cheapest.lever.card.training.framework == FrameworkProfile::Megatron);
    QVERIFY(cheapest.decision.cost->total->expected < m.decision.cost->total->expected);
    // The banners and the PDF say so in one sentence, with its cost; where the card's own
    // framework is already the cheapest, they say nothing.
    const QString sentence =
        frameworkDecisionSentence(m.decision, m.framework_decisions, 0, "USD", QLocale::c());
    QVERIFY2(sentence.startsWith("Under Megatron-LM the same run would rent"),
             qPrintable(sentence));
    QVERIFY(sentence.contains(
        formatMoney(cheapest.decision.cost->total->expected, "USD", QLocale::c())));
    QVERIFY(
        frameworkDecisionSentence(cheapest.decision, m.framework_decisions, 0, "USD", QLocale::c())
            .isEmpty());
}

QTEST_MAIN(TestFrameworkDecisions)
#include "test_framework_decisions.moc"
