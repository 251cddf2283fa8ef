// The planner's diagnostics and the schema's texts in both languages: every diagnostic code,
// field label, help text, unit and enum name has a Turkish translation; the English rendering in
// the app is the CLI's sentence; numbers in a message follow the user's locale.
#include "planner/run_card_schema.h"
#include "ui/common/language_manager.h"
#include "ui/common/planner_messages.h"
#include "ui_test_support.h"

#include <QTest>
#include <QTranslator>

using namespace runcard;
using namespace runcard::ui;

class TestPlannerMessages : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        test::initGuiTest();
        QVERIFY(turkish_.load(":/i18n/runcard_tr.qm"));
    }

    void everyCodeReadsInEnglishAsTheCliWritesIt() {
        LanguageManager::instance().setPreference("en");
        for (DiagnosticCode code : allDiagnosticCodes()) {
            const Diagnostic d = Diagnostic::coded(code, "training.micro_batch", {"a", "b", "c"});
            QCOMPARE(diagnosticMessage(d), QString::fromStdString(d.message));
        }
        const Diagnostic free{"card.yaml", 3, 7, "model", "a message without a code"};
        QCOMPARE(diagnosticLine(free), QString("card.yaml:3:7: model: a message without a code"));
    }

    // The pilot's notes: every code has a Turkish sentence with the same arguments, and a note
    // reads in the UI's language with its arguments filled in.
    void everyPilotNoteHasATurkishSentence() {
        for (PilotNoteCode code : allPilotNoteCodes()) {
            const std::string_view english = pilotNoteEnglish(code);
            const QString tr = turkish_.translate("PilotNotes", english.data());
            QVERIFY2(!tr.isEmpty() && tr != QLatin1String(english.data()), english.data());
            for (const char* marker : {"%1", "%2"})
                QCOMPARE(tr.contains(marker), english.find(marker) != std::string_view::npos);
        }
        const PilotNote norms{PilotNoteCode::TwoRmsNorms, {"4", "rmsnorm"}};
        LanguageManager::instance().setPreference("en");
        QCOMPARE(pilotNoteText(norms), QString::fromStdString(renderPilotNote(norms)));
        QCOMPARE(pilotNoteText(norms),
                 QString("the pilot runs two RMSNorms per block; the model has 4 rmsnorm"));
        LanguageManager::instance().setPreference("tr");
        QCOMPARE(
            pilotNoteText(norms),
            QString::fromUtf8("pilot blok başına iki RMSNorm çalıştırır; modelde 4 rmsnorm var"));
        LanguageManager::instance().setPreference("en");
    }

    void everyCodeHasATurkishSentence() {
        for (DiagnosticCode code : allDiagnosticCodes()) {
            if (code == DiagnosticCode::Text)
                continue;
            const std::string_view english = englishText(code);
            const QString tr = turkish_.translate("Diagnostics", english.data());
            QVERIFY2(!tr.isEmpty() && tr != QLatin1String(english.data()), english.data());
            // The same arguments in the same places.
            for (const char* marker : {"%1", "%2", "%3"})
                QCOMPARE(tr.contains(marker), english.find(marker) != std::string_view::npos);
        }
    }

    void everySchemaTextHasATurkishTranslation() {
        auto check = [this](const char* context, std::string_view text, const std::string& where) {
            if (!text.empty())
                QVERIFY2(!turkish_.translate(context, text.data()).isEmpty(),
                         (where + ": " + std::string(text)).c_str());
        };
        for (const FieldSpec& field : runCardFields()) {
            if (field.fixed)
                continue; // not shown in the form
            for (std::string_view text : {field.label, field.help, field.unit, field.unitOne,
                                          field.placeholder, field.trueLabel, field.falseLabel})
                check("RunCardSchema", text, field.path);
            for (const FieldChoice& choice : field.choices)
                check("EnumNames", choice.label, field.path);
        }
        for (const SectionSpec& section : runCardSections())
            check("RunCardSchema", section.unsetText, section.path);
        for (const OneOfGroup& group : runCardOneOfGroups()) {
            check("RunCardSchema", group.label, group.path);
            check("RunCardSchema", group.help, group.path);
        }
    }

    void messagesAreTranslatedWithLocalNumbers() {
        LanguageManager::instance().setPreference("tr");
        const Diagnostic d = Diagnostic::coded(DiagnosticCode::AtMost, "training.micro_batch",
                                               {DiagnosticArg::of(65536)});
        QCOMPARE(diagnosticMessage(d), QString::fromUtf8("en fazla 65.536 olmalı"));
        const Diagnostic key =
            Diagnostic::coded(DiagnosticCode::UnknownKeySuggest, "training.micro_btach",
                              {"micro_btach", "micro_batch"})
                .at("card.yaml", 7, 3);
        QCOMPARE(diagnosticLine(key),
                 QString::fromUtf8("card.yaml:7:3: training.micro_btach: bilinmeyen anahtar "
                                   "'micro_btach'; 'micro_batch' mi demek istediniz?"));
        LanguageManager::instance().setPreference("en");
        QCOMPARE(diagnosticMessage(d), QString("must be at most 65,536"));
    }

    void fileAndPilotMessagesAreTranslatedWithTheirPhrases() {
        // What kind of file it is comes from the program, not the user, and is translated too.
        const Diagnostic tooLarge =
            Diagnostic::coded(DiagnosticCode::FileTooLarge, "",
                              {"5.0 MiB", DiagnosticArg::ofPhrase("a GPU catalog"), "4.0 MiB"})
                .at("gpus.yaml");
        const Diagnostic running =
            Diagnostic::coded(DiagnosticCode::PilotStillRunning, "outcome").at("summary.json");
        LanguageManager::instance().setPreference("tr");
        QCOMPARE(diagnosticLine(tooLarge),
                 QString::fromUtf8("gpus.yaml: dosya 5.0 MiB; bir GPU kataloğu en fazla 4.0 MiB "
                                   "olabilir"));
        QCOMPARE(diagnosticLine(running),
                 QString::fromUtf8("summary.json: outcome: çalışıyor: pilot tamamlanmadı "
                                   "(durduruldu, çöktü ya da hâlâ çalışıyor)"));
        LanguageManager::instance().setPreference("en");
        QCOMPARE(diagnosticLine(tooLarge),
                 QString("gpus.yaml: the file is 5.0 MiB; a GPU catalog is at most 4.0 MiB"));
        QCOMPARE(diagnosticLine(tooLarge), QString::fromStdString(tooLarge.toString()));
    }

    void importMessagesNameBothKindsInTurkish() {
        // config.json's "expected a string, got a number": both kinds are the program's words.
        const Diagnostic kind = Diagnostic::coded(
            DiagnosticCode::ExpectedKind, "model_type",
            {DiagnosticArg::ofPhrase("a string"), DiagnosticArg::ofPhrase("a number")});
        const Diagnostic preset = Diagnostic::coded(DiagnosticCode::UnknownPresetSuggest,
                                                    "model.preset", {"lama-3", "llama-3"});
        LanguageManager::instance().setPreference("tr");
        QCOMPARE(diagnosticMessage(kind),
                 QString::fromUtf8("bir metin bekleniyordu, bir sayı geldi"));
        QCOMPARE(diagnosticMessage(preset),
                 QString::fromUtf8("bilinmeyen ön ayar 'lama-3'; 'llama-3' mi demek istediniz? "
                                   "(ön ayarları runcard-cli models listeler)"));
        LanguageManager::instance().setPreference("en");
        QCOMPARE(diagnosticMessage(kind), QString("expected a string, got a number"));
    }

private:
    QTranslator turkish_;
};

QTEST_MAIN(TestPlannerMessages)
#include "test_planner_messages.moc"
