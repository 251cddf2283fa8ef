// SentencePiece tokenization (data.tokenizer): a tiny model trained here gives the same ids through
// the pilot's Tokenizer and corpus reader as through SentencePiece itself; missing, corrupt and
// too-large models are refused naming the file; runcard-pilot records the tokenizer in its start
// event and still proves the restore. Skipped when the build has no SentencePiece.
#include "pilot/sha256.h"
#include "pilot/text_data.h"
#include "pilot/tokenizer.h"
#include "pilot_test_support.h"

#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <fstream>
#include <functional>
#include <stdexcept>
#include <string>

using namespace runcard::pilot;

#ifdef RUNCARD_PILOT_SENTENCEPIECE
#include <sentencepiece_processor.h>
#include <sentencepiece_trainer.h>

namespace {

// A few KB of varied English sentences, deterministic, documents separated by blank lines.
std::string corpusText() {
    const char* subjects[] = {"The pilot",  "A researcher", "The team lead",
                              "Every card", "The planner",  "A rented machine"};
    const char* verbs[] = {"measures", "predicts", "compares", "records", "restores", "charts"};
    const char* objects[] = {"peak memory",     "step time",        "data stalls",
                             "validation loss", "checkpoint bytes", "the cost per output"};
    std::string text;
    for (int i = 0; i < 120; ++i) {
        text += std::string(subjects[i % 6]) + " " + verbs[(i / 6) % 6] + " " +
                objects[(i * 5 + i / 7) % 6] + " at step " + std::to_string(i * 37 % 101) + ".\n";
        if (i % 4 == 3)
            text += "\n";
    }
    return text;
}

std::string messageOf(const std::function<void()>& action) {
    try {
        action();
    } catch (const std::runtime_error& error) {
        return error.what();
    }
    return "(no error)";
}

} // namespace
#endif

class TestSentencePieceTokenizer : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;
    std::string model_;
    std::string corpus_;

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
#ifdef RUNCARD_PILOT_SENTENCEPIECE
        corpus_ = dir_.filePath("corpus.txt").toStdString();
        std::ofstream(corpus_) << corpusText();
        const std::string prefix = dir_.filePath("tiny").toStdString();
        const auto status = sentencepiece::SentencePieceTrainer::Train(
            "--input=" + corpus_ + " --model_prefix=" + prefix +
            " --vocab_size=100 --model_type=bpe --character_coverage=1.0 --minloglevel=2");
        QVERIFY2(status.ok(), status.ToString().c_str());
        model_ = prefix + ".model";
#endif
    }

    void idsMatchTheProcessor() {
#ifdef RUNCARD_PILOT_SENTENCEPIECE
        sentencepiece::SentencePieceProcessor processor;
        QVERIFY(processor.Load(model_).ok());
        const Tokenizer tokenizer = Tokenizer::sentencePiece(model_, 512);
        QCOMPARE(tokenizer.vocabularySize(), std::int64_t(100));
        QCOMPARE(tokenizer.separator(), std::int64_t(processor.eos_id()));
        QCOMPARE(tokenizer.description(),
                 "sentencepiece " + model_ + " (vocab 100, SHA-256 " + sha256File(model_) + ")");
        for (const std::string sample :
             {"The pilot measures peak memory at step 42.", "Unseen words: zebra quartz!", ""}) {
            const std::vector<int> expected = processor.EncodeAsIds(sample);
            QCOMPARE(tokenizer.encode(sample),
                     std::vector<std::int64_t>(expected.begin(), expected.end()));
        }
        // BPE merges make tokens fewer than bytes.
        const std::string sentence = "The planner predicts step time at step 5.";
        QVERIFY(tokenizer.encode(sentence).size() < sentence.size() / 2);

        // The data reader tokenizes each document with it as it streams the file.
        const DataFile data = openDataFile(corpus_, "text", tokenizer);
        QVERIFY(!data.json_lines);
        QCOMPARE(data.tokenizer->description(), tokenizer.description());
        QCOMPARE(data.tokenizer->separator(), std::int64_t(processor.eos_id()));
        DocumentStream documents(data, Split::Train);
        const std::string first = corpusText().substr(0, corpusText().find("\n\n") + 1);
        const std::vector<int> firstIds = processor.EncodeAsIds(first);
        const std::vector<std::int64_t> firstTokens = documents.next();
        QCOMPARE(firstTokens, std::vector<std::int64_t>(firstIds.begin(), firstIds.end()));
        // Packed samples join documents with the model's end-of-sentence id: consecutive
        // batches' inputs are the token stream.
        SampleStream samples(data, Split::Train, {8, 1, true});
        const std::size_t boundary = firstTokens.size();
        std::vector<std::int64_t> stream;
        while (stream.size() <= boundary) {
            const Batch batch = samples.next();
            stream.insert(stream.end(), batch.inputs.begin(), batch.inputs.end());
        }
        QCOMPARE(stream[boundary], std::int64_t(processor.eos_id()));
#else
        QSKIP("built without SentencePiece");
#endif
    }

    void badModelsAreRefused_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("create");
        QTest::addColumn<QString>("expected");
        QTest::newRow("missing") << QByteArray() << false
                                 << ": data.tokenizer: cannot open the SentencePiece model file";
        QTest::newRow("garbage") << QByteArray("not a protobuf \x01\x02\xff\xfe", 19) << true
                                 << ": data.tokenizer: not a valid SentencePiece model file";
        QTest::newRow("empty") << QByteArray() << true
                               << ": data.tokenizer: not a valid SentencePiece model file";
    }

    void badModelsAreRefused() {
#ifdef RUNCARD_PILOT_SENTENCEPIECE
        QFETCH(QByteArray, bytes);
        QFETCH(bool, create);
        QFETCH(QString, expected);
        const QString path = dir_.filePath(QString("bad-%1.model").arg(QTest::currentDataTag()));
        if (create) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(bytes);
        }
        QCOMPARE(QString::fromStdString(
                     messageOf([&] { Tokenizer::sentencePiece(path.toStdString(), 512); })),
                 path + expected);
#else
        QSKIP("built without SentencePiece");
#endif
    }

    void truncatedModelIsRefused() {
#ifdef RUNCARD_PILOT_SENTENCEPIECE
        std::ifstream in(model_, std::ios::binary);
        const std::string bytes((std::istreambuf_iterator<char>(in)), {});
        const std::string path = dir_.filePath("truncated.model").toStdString();
        std::ofstream(path, std::ios::binary) << bytes.substr(0, bytes.size() / 3);
        QCOMPARE(messageOf([&] { Tokenizer::sentencePiece(path, 512); }),
                 path + ": data.tokenizer: not a valid SentencePiece model file");
#else
        QSKIP("built without SentencePiece");
#endif
    }

    void vocabularyLargerThanTheArchitectureIsRefused_data() {
        QTest::addColumn<qint64>("vocabSize");
        QTest::addColumn<bool>("refused");
        QTest::newRow("64 < 100") << qint64(64) << true;
        QTest::newRow("99 < 100") << qint64(99) << true;
        QTest::newRow("100 = 100") << qint64(100) << false;
    }

    void vocabularyLargerThanTheArchitectureIsRefused() {
#ifdef RUNCARD_PILOT_SENTENCEPIECE
        QFETCH(qint64, vocabSize);
        QFETCH(bool, refused);
        const std::string message = messageOf([&] { Tokenizer::sentencePiece(model_, vocabSize); });
        if (refused)
            QCOMPARE(message, model_ +
                                  ": data.tokenizer: the SentencePiece vocabulary has 100 pieces, "
                                  "more than the architecture's vocab_size " +
                                  std::to_string(vocabSize));
        else
            QCOMPARE(message, std::string("(no error)"));
#else
        QSKIP("built without SentencePiece");
#endif
    }

    void pilotRunsWithTheModel() {
#ifdef RUNCARD_PILOT_SENTENCEPIECE
        // The card names the model relative to itself; the restore reads it from the checkpoint.
        const QString card = tinyCard(dir_.path(), "sp",
                                      "  method: full\n  optimizer: adamw\n  precision: fp32\n"
                                      "data:\n  path: corpus.txt\n  tokenizer: tiny.model\n");
        const QString out = dir_.filePath("sp-out");
        const PilotRun run = runPilot({card, "--steps", "2", "--warmup", "1", "--out", out});
        QVERIFY2(!run.crashed, qPrintable(run.errorText));
        QCOMPARE(run.exitCode, 0);
        const QJsonObject start = run.first("start");
        QCOMPARE(start.value("tokenizer").toString(),
                 QString::fromStdString("sentencepiece " + model_ + " (vocab 100, SHA-256 " +
                                        sha256File(model_) + ")"));
        QCOMPARE(start.value("data_bytes").toInteger(), qint64(corpusText().size()));
        QVERIFY(run.first("restore").value("ok").toBool());
        QVERIFY(run.first("restore").value("loss_match").toBool());

        // A model with more pieces than the architecture's embedding rows is refused.
        const QString smallVocab = tinyCard(dir_.path(), "sp-small",
                                            "data:\n  path: corpus.txt\n  tokenizer: tiny.model\n",
                                            "    layers: 1\n    hidden_size: 32\n"
                                            "    intermediate_size: 64\n    attention_heads: 2\n"
                                            "    kv_heads: 2\n    vocab_size: 64\n");
        const PilotRun refused = runPilot({smallVocab, "--steps", "1", "--warmup", "0"});
        QVERIFY(refused.exitCode != 0);
        QCOMPARE(refused.first("error").value("message").toString(),
                 QString::fromStdString(model_ +
                                        ": data.tokenizer: the SentencePiece vocabulary has 100 "
                                        "pieces, more than the architecture's vocab_size 64"));
#else
        QSKIP("built without SentencePiece");
#endif
    }

    void pilotWithoutSentencePieceRefusesTheCard() {
        if (Tokenizer::sentencePieceAvailable())
            QSKIP("this build has SentencePiece");
        const QString card = tinyCard(dir_.path(), "sp-none", "data:\n  tokenizer: tiny.model\n");
        const PilotRun run = runPilot({card, "--steps", "1", "--warmup", "0"});
        QVERIFY(run.exitCode != 0);
        QVERIFY2(run.errorText.contains("data.tokenizer") &&
                     run.errorText.contains("built without SentencePiece"),
                 qPrintable(run.errorText));
    }
};

QTEST_GUILESS_MAIN(TestSentencePieceTokenizer)
#include "test_sentencepiece_tokenizer.moc"
