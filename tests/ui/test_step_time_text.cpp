// Where the step's time goes, as the budget view writes it: each kernel class with time, the
// exposed and total communication, the collective buffer copies apart from it, the optimizer step;
// a pilot-calibrated compute is not split; both languages with their number formats.
#include "ui/common/language_manager.h"
#include "ui/common/step_time_text.h"
#include "ui_test_support.h"

#include <QTest>

using namespace runcard;
using namespace runcard::ui;

namespace {

ComputeEstimate ddpStep() {
    ComputeEstimate c;
    c.breakdown.matmul_s = 0.300;
    c.breakdown.attention_s = 0.080;
    c.breakdown.memory_bound_s = 0.050;
    c.compute_time_s = 0.430;
    c.breakdown.data_parallel_s = 0.020;
    c.breakdown.bucket_copies_s = 0.005;
    c.breakdown.total_communication_s = 0.150;
    c.communication_time_s = 0.025;
    c.optimizer_time_s = 0.012;
    c.step_time_s = 0.467;
    return c;
}

} // namespace

class TestStepTimeText : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::initGuiTest(); }

    void namesEveryPartThatTakesTime() {
        LanguageManager::instance().setPreference("en");
        QCOMPARE(
            stepTimeParts(ddpStep(), QLocale("en_US")),
            QString("Compute 430 ms (GEMMs 300 ms, attention 80 ms, memory-bound ops 50 ms) "
                    "· communication 20 ms exposed of 150 ms · collective buffer copies 5 ms · "
                    "optimizer 12 ms"));
    }

    void turkishWithItsOwnWords() {
        LanguageManager::instance().setPreference("tr");
        ComputeEstimate c = ddpStep();
        c.compute_time_s = c.breakdown.matmul_s = 1.25;
        c.breakdown.attention_s = c.breakdown.memory_bound_s = 0;
        c.breakdown.bucket_copies_s = 0;
        c.communication_time_s = 0.020;
        QCOMPARE(stepTimeParts(c, QLocale("tr_TR")),
                 QString::fromUtf8("Hesaplama 1,25 sn (GEMM'ler 1,25 sn) · iletişim 20 ms açıkta "
                                   "(toplam 150 ms) · optimize edici 12 ms"));
        LanguageManager::instance().setPreference("en");
    }

    void paddingOfUnpackedSequencesIsNamed() {
        ComputeEstimate c = ddpStep();
        c.padded_sequence_tokens = 2500;
        c.real_sequence_tokens = 2000;
        LanguageManager::instance().setPreference("en");
        QVERIFY2(stepTimeParts(c, QLocale("en_US"))
                     .endsWith(" · optimizer 12 ms · sequences padded to 2,500 tokens, 2,000 of "
                               "them real"),
                 qPrintable(stepTimeParts(c, QLocale("en_US"))));
        LanguageManager::instance().setPreference("tr");
        QVERIFY2(stepTimeParts(c, QLocale("tr_TR"))
                     .endsWith(QString::fromUtf8(" · diziler 2.500 tokene dolduruldu, 2.000 "
                                                 "tanesi gerçek")),
                 qPrintable(stepTimeParts(c, QLocale("tr_TR"))));
        LanguageManager::instance().setPreference("en");
        // Packed (or no padding): nothing to say.
        c.padded_sequence_tokens = c.real_sequence_tokens = 4096;
        QVERIFY(!stepTimeParts(c, QLocale("en_US")).contains("padded"));
    }

    void measuredComputeIsNotSplit() {
        LanguageManager::instance().setPreference("en");
        ComputeEstimate c = ddpStep();
        c.utilisation_measured = true;
        QVERIFY(stepTimeParts(c, QLocale("en_US"))
                    .startsWith("Compute 430 ms (at the utilisation the pilot measured) · "));
        QCOMPARE(stepTimeParts(ComputeEstimate{}, QLocale("en_US")), QString());
    }
};

QTEST_MAIN(TestStepTimeText)
#include "test_step_time_text.moc"
