// The strict JSON reader: what RFC 8259 allows is read (escapes decoded, numbers kept as written),
// what it does not is refused at the right line and column, and numbers convert only when they fit.
#include "planner/json_reader.h"

#include <QtTest>

using namespace runcard;

namespace {

// "line:column: message" of the refusal, or "accepted".
QString refusal(const std::string& text) {
    try {
        parseJson(text);
    } catch (const JsonSyntaxError& e) {
        return QString("%1:%2: %3").arg(e.line).arg(e.column).arg(e.what());
    }
    return "accepted";
}

} // namespace

class TestJsonReader : public QObject {
    Q_OBJECT

private slots:
    void readsValues() {
        const JsonValue root = parseJson(" {\"a\": [1, -2.5e3, true, null], \"b\": {\"c\": "
                                         "\"x\\\"\\u00e9\\ud83d\\ude00\\n\"}} ");
        QVERIFY(root.isObject());
        QCOMPARE(root.members.size(), std::size_t(2));
        const JsonValue* a = root.find("a");
        QVERIFY(a && a->isArray());
        QCOMPARE(a->items.size(), std::size_t(4));
        QCOMPARE(a->items[0].toInt64(), std::optional<std::int64_t>(1));
        QCOMPARE(a->items[1].text, std::string("-2.5e3"));
        QCOMPARE(a->items[1].toDouble(), std::optional<double>(-2500.0));
        QVERIFY(!a->items[1].toInt64()); // an exponent is not an integer
        QVERIFY(a->items[2].isBool() && a->items[2].boolean);
        QVERIFY(a->items[3].isNull());
        QCOMPARE(root.find("b")->find("c")->text, std::string("x\"\xC3\xA9\xF0\x9F\x98\x80\n"));
        QCOMPARE(root.find("b")->line, 1);
        QCOMPARE(root.find("b")->column, 38);
        QVERIFY(root.find("missing") == nullptr);
    }

    void integersConvertOnlyWhenTheyFit() {
        QCOMPARE(parseJson("9223372036854775807").toInt64(),
                 std::optional<std::int64_t>(INT64_MAX));
        QVERIFY(!parseJson("9223372036854775808").toInt64());
        QCOMPARE(parseJson("18446744073709551615").toUint64(),
                 std::optional<std::uint64_t>(UINT64_MAX));
        QVERIFY(!parseJson("18446744073709551616").toUint64());
        QVERIFY(!parseJson("-1").toUint64());
        QVERIFY(!parseJson("1e400").toDouble()); // does not fit a double
        QCOMPARE(parseJson("0.5").toDouble(), std::optional<double>(0.5));
    }

    void refusesWhatJsonIsNot_data() {
        QTest::addColumn<QByteArray>("text"); // bytes: invalid UTF-8 must survive
        QTest::addColumn<QString>("message");
        QTest::newRow("empty") << QByteArray("  ") << "1:3: no JSON value (the text is empty)";
        QTest::newRow("comment") << QByteArray("{\"a\": 1 // note\n}")
                                 << "1:9: expected ',' or '}', found '/'";
        QTest::newRow("trailing comma")
            << QByteArray("[1, 2,]") << "1:7: expected a JSON value, found ']'";
        QTest::newRow("single quotes")
            << QByteArray("{'a': 1}") << "1:2: expected a key in double quotes, found '''";
        QTest::newRow("bare word")
            << QByteArray("{\"a\": yes}") << "1:7: expected a JSON value, found 'y'";
        QTest::newRow("NaN") << QByteArray("[NaN]") << "1:2: NaN and Infinity are not JSON numbers";
        QTest::newRow("yaml .nan")
            << QByteArray("[.nan]") << "1:2: expected a JSON value, found '.'";
        QTest::newRow("leading zero")
            << QByteArray("[01]") << "1:3: a JSON number has no leading zeros";
        QTest::newRow("bare exponent") << QByteArray("[1e]") << "1:4: expected a digit, found ']'";
        QTest::newRow("duplicate key") << QByteArray("{\"a\": 1,\n \"b\": 2,\n \"a\": 3}")
                                       << "3:7: duplicate key \"a\" (first at line 1)";
        QTest::newRow("text after")
            << QByteArray("{} {}") << "1:4: unexpected text after the JSON value";
        QTest::newRow("unterminated")
            << QByteArray("[\"abc") << "1:6: the text ends inside a string";
        QTest::newRow("control character") << QByteArray("[\"a\tb\"]")
                                           << "1:4: a control character in a string must be "
                                              "written as an escape";
        QTest::newRow("unknown escape") << QByteArray("[\"\\x41\"]")
                                        << "1:4: unknown escape in a string (JSON has \\\" \\\\ "
                                           "\\/ \\b \\f \\n \\r \\t \\uXXXX)";
        QTest::newRow("lone surrogate")
            << QByteArray("[\"\\udc00\"]")
            << "1:9: a lone low surrogate \\u escape is not a character";
        QTest::newRow("invalid UTF-8")
            << QByteArray("[\"\xC0\xAF\"]") << "1:3: invalid UTF-8 in a string";
        QTest::newRow("byte-order mark")
            << QByteArray("\xEF\xBB\xBF{}")
            << "1:1: starts with a byte-order mark, which JSON text must not "
               "(RFC 8259, 8.1)";
        QTest::newRow("too deep") << QByteArray(65, '[') + QByteArray(65, ']')
                                  << "1:65: nested more than 64 levels deep";
    }
    void refusesWhatJsonIsNot() {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        QCOMPARE(refusal(text.toStdString()), message);
    }

    void deepButAllowedNesting() {
        const std::string text = std::string(64, '[') + std::string(64, ']');
        QCOMPARE(refusal(text), QString("accepted"));
    }

    void aFileNamesItselfInTheError() {
        try {
            parseJsonFile("{\n  \"a\": 1,\n}", "config.json");
            QFAIL("a trailing comma was accepted");
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.diagnostics().front().toString()),
                     QString("config.json:3:1: malformed JSON: expected a key in double quotes, "
                             "found '}'"));
        }
        try {
            parseJsonFile("\n \n", "config.json");
            QFAIL("an empty file was accepted");
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.diagnostics().front().toString()),
                     QString("config.json: the file is empty"));
        }
    }
};

QTEST_GUILESS_MAIN(TestJsonReader)
#include "test_json_reader.moc"
