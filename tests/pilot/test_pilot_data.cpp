// The pilot's streamed data (core/pilot/text_data.h): the loader thread reads and tokenizes the
// file as training consumes it, so a slow reader shows up as the loop's data wait (a throttled
// source is measured here); batches are a pure function of the file and the position (a restore
// from position p sees batch p); every 20th document is held out for validation; a malformed line
// deep in the file stops the run naming file:line, from the loader thread.
#include "pilot/text_data.h"

#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <chrono>
#include <fstream>
#include <thread>

using namespace runcard::pilot;

namespace {

// JSONL documents "doc N: ..." of a few dozen bytes each.
std::string jsonLines(int documents) {
    std::string text;
    for (int i = 0; i < documents; ++i)
        text += "{\"text\": \"doc " + std::to_string(i) + ": the pilot reads this line.\"}\n";
    return text;
}

// Reads the file in 64-byte pieces, sleeping before each: a slow disk.
class ThrottledSource final : public ByteSource {
public:
    ThrottledSource(const std::string& path, std::chrono::milliseconds delay)
        : in_(path, std::ios::binary), delay_(delay) {}
    std::size_t read(char* buffer, std::size_t size) override {
        std::this_thread::sleep_for(delay_);
        in_.read(buffer, std::streamsize(std::min<std::size_t>(size, 64)));
        return std::size_t(in_.gcount());
    }

private:
    std::ifstream in_;
    std::chrono::milliseconds delay_;
};

double waitOverBatches(const DataFile& data, int batches) {
    BatchLoader loader(data, {32, 2, true}, 0);
    double total = 0;
    for (int i = 0; i < batches; ++i) {
        double wait = 0;
        loader.next(&wait);
        total += wait;
    }
    return total;
}

} // namespace

class TestPilotData : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;
    std::string path_;

    DataFile data() const { return openDataFile(path_, "text", Tokenizer::byteLevel(256)); }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        path_ = dir_.filePath("corpus.jsonl").toStdString();
        std::ofstream(path_) << jsonLines(100);
    }

    void slowReaderIsSeenAsDataWait() {
        // 8 batches of 2 x 33 tokens need about 8 x 66 / 64 ≈ 9 reads of the 64-byte source.
        const DataFile fast = data();
        DataFile slow = data();
        const std::string path = path_;
        slow.open = [path] {
            return std::make_unique<ThrottledSource>(path, std::chrono::milliseconds(40));
        };
        const double fastWait = waitOverBatches(fast, 8);
        const double slowWait = waitOverBatches(slow, 8);
        qInfo("data wait over 8 batches: %.4f s unthrottled, %.4f s throttled", fastWait, slowWait);
        QVERIFY2(slowWait > 0.25, qPrintable(QString::number(slowWait)));
        QVERIFY2(slowWait > 10 * fastWait, qPrintable(QString::number(fastWait)));
    }

    void restoredPositionSeesTheSameBatches() {
        for (const SampleLayout layout : {SampleLayout{16, 3, true}, SampleLayout{16, 3, false},
                                          SampleLayout{64, 3, false, true}}) {
            SampleStream fromStart(data(), Split::Train, layout);
            std::vector<Batch> batches;
            for (int i = 0; i < 60; ++i) // past the end of the file: the second pass too
                batches.push_back(fromStart.next());
            for (const int position : {1, 7, 40}) {
                SampleStream restored(data(), Split::Train, layout, position);
                const Batch batch = restored.next();
                QCOMPARE(batch.position, std::int64_t(position));
                QCOMPARE(batch.inputs, batches[std::size_t(position)].inputs);
                QCOMPARE(batch.targets, batches[std::size_t(position)].targets);
            }
        }
    }

    void unpackedRowsArePaddedToTheLongestOrToTheSequenceLength() {
        // Documents "doc 9: ..." and "doc 10: ..." differ by a byte: a batch holding both is
        // padded to the longer one's inputs, and the real tokens are the same either way.
        DocumentStream documents(data(), Split::Train);
        std::vector<std::int64_t> lengths;
        for (int i = 0; i < 12; ++i)
            lengths.push_back(std::int64_t(documents.next().size()));
        SampleStream toLongest(data(), Split::Train, {64, 3, false, true}, 3);
        SampleStream toSequence(data(), Split::Train, {64, 3, false, false}, 3);
        const Batch longest = toLongest.next(), full = toSequence.next();
        QCOMPARE(longest.columns, std::max({lengths[9], lengths[10], lengths[11]}) - 1);
        QVERIFY(lengths[9] < lengths[10]);
        QCOMPARE(full.columns, std::int64_t(64));
        QCOMPARE(longest.inputs.size(), std::size_t(3 * longest.columns));
        QCOMPARE(longest.real_tokens, full.real_tokens);
        QCOMPARE(longest.real_tokens, lengths[9] + lengths[10] + lengths[11] - 3);
        for (std::int64_t row = 0; row < 3; ++row)
            for (std::int64_t t = 0; t < longest.columns; ++t) {
                QCOMPARE(longest.inputs[std::size_t(row * longest.columns + t)],
                         full.inputs[std::size_t(row * 64 + t)]);
                QCOMPARE(longest.targets[std::size_t(row * longest.columns + t)],
                         full.targets[std::size_t(row * 64 + t)]);
            }
        // A document longer than the sequence is cut to it: the batch is then sequence-wide.
        SampleStream cut(data(), Split::Train, {16, 3, false, true});
        QCOMPARE(cut.next().columns, std::int64_t(16));
    }

    void everyTwentiethDocumentIsHeldOut() {
        const DataFile file = data();
        DocumentStream train(file, Split::Train);
        DocumentStream held(file, Split::Validation);
        const auto text = [](const std::vector<std::int64_t>& tokens) {
            return std::string(tokens.begin(), tokens.end());
        };
        QCOMPARE(QString::fromStdString(text(held.next())).left(7), QString("doc 19:"));
        QCOMPARE(QString::fromStdString(text(held.next())).left(7), QString("doc 39:"));
        for (int i = 0; i < 95; ++i)
            QVERIFY(text(train.next()).rfind("doc 19:", 0) != 0);
        QCOMPARE(QString::fromStdString(text(train.next())).left(6), QString("doc 0:"));
        QCOMPARE(train.passes(), std::int64_t(1));
    }

    void malformedLineDeepInTheFileNamesIt() {
        const std::string path = dir_.filePath("bad.jsonl").toStdString();
        std::ofstream(path) << jsonLines(40) << "{\"text\": \"cut\n" << jsonLines(3);
        const DataFile file = openDataFile(path, "text", Tokenizer::byteLevel(256));
        BatchLoader loader(file, {32, 2, true}, 0);
        try {
            for (int i = 0; i < 1000; ++i)
                loader.next(nullptr);
            QFAIL("the malformed line was accepted");
        } catch (const DataError& error) {
            QVERIFY2(QString(error.what()).contains("bad.jsonl:41:"), error.what());
            QVERIFY2(QString(error.what()).contains("data.path"), error.what());
        }
    }

    void unusableFilesAreRefused() {
        QVERIFY_THROWS_EXCEPTION(DataError,
                                 openDataFile("/dev/zero", "text", Tokenizer::byteLevel(256)));
        const std::string empty = dir_.filePath("empty.txt").toStdString();
        std::ofstream(empty).flush();
        QVERIFY_THROWS_EXCEPTION(DataError, openDataFile(empty, "text", Tokenizer::byteLevel(256)));
        const std::string blank = dir_.filePath("blank.txt").toStdString();
        std::ofstream(blank) << "\n\n   \n";
        const DataFile file = openDataFile(blank, "text", Tokenizer::byteLevel(256));
        DocumentStream documents(file, Split::Train);
        QVERIFY_THROWS_EXCEPTION(DataError, documents.next());
    }
};

QTEST_GUILESS_MAIN(TestPilotData)
#include "test_pilot_data.moc"
