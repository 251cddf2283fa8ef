// The PDF document's section order and its text blocks: headings, paragraphs, boxes, facts, charts.
#include "ui/report/pdf_builder.h"

#include <QRegularExpression>
#include <algorithm>

namespace runcard::ui::pdf {
namespace {

// Charts are recorded at this logical size (screen pixels) and scaled to the text width.
constexpr int kChartWidth = 720;

// A command named in a sentence ("runcard-pilot --nproc N --baseline BASE") never wraps inside: in
// the PDF only, its spaces and hyphens become no-break ones (U+00A0, U+2011), which Qt's line
// breaker keeps together; the app, the CSV and the JSON keep the ASCII command.
QString keepCommandsWhole(const QString& text) {
    static const QRegularExpression command(
        QStringLiteral("runcard-[a-z]+(?: --?[a-z][a-z-]*(?: [A-Z]+)?)*"));
    QString out;
    qsizetype last = 0;
    for (auto it = command.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        out += text.mid(last, match.capturedStart() - last);
        out += match.captured()
                   .replace(QLatin1Char(' '), QChar(0x00A0))
                   .replace(QLatin1Char('-'), QChar(0x2011));
        last = match.capturedEnd();
    }
    return out + text.mid(last);
}

} // namespace

void PdfBuilder::build() {
    QFont base(kFontFamily, 9);
    doc_.setDefaultFont(base);
    // One edit block: the document is laid out once at the end, not after every inserted cell.
    cursor_.beginEditBlock();
    // The decision first, then the comparison it rests on, then the evidence, the run card last.
    cover();
    decisionSection();
    comparisonSection();
    memorySection();
    pilotSection();
    scalingSection();
    costSection();
    checklistSection();
    runCardSection();
    sourcesSection();
    cursor_.endEditBlock();
}

void PdfBuilder::heading(const QString& text, int level, bool newPage) {
    QTextBlockFormat block;
    block.setTopMargin(level == 1 ? 0 : 14);
    block.setBottomMargin(6);
    if (newPage)
        block.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
    QTextCharFormat chars;
    chars.setFont(QFont(kFontFamily, level == 0 ? 20 : level == 1 ? 15 : 11, QFont::Bold));
    chars.setForeground(level == 0 ? QColor(0x1f, 0x3a, 0x5f) : QColor(0x22, 0x22, 0x22));
    if (firstBlock_) {
        cursor_.setBlockFormat(block);
        cursor_.setBlockCharFormat(chars);
        firstBlock_ = false;
    } else {
        cursor_.insertBlock(block, chars);
    }
    cursor_.insertText(text, chars);
    lastHeading_ = cursor_.block();
}

void PdfBuilder::paragraph(const QString& text, bool small, bool italic) {
    QTextBlockFormat block;
    block.setBottomMargin(4);
    QTextCharFormat chars;
    QFont font(kFontFamily, small ? 7 : 9);
    font.setItalic(italic);
    chars.setFont(font);
    chars.setForeground(small ? QColor(0x55, 0x55, 0x55) : QColor(0x22, 0x22, 0x22));
    cursor_.insertBlock(block, chars);
    cursor_.insertText(keepCommandsWhole(text), chars);
}

void PdfBuilder::statement(const QString& text, Tone tone) {
    // Background and text colours of the app's verdict boxes (the Okabe-Ito hues the charts use,
    // as pale fills with dark text), so a warning looks the same wherever it appears.
    struct Colours {
        QColor fill, text;
    };
    const Colours colours =
        tone == Tone::Good      ? Colours{QColor(0xdf, 0xf2, 0xe3), QColor(0x1b, 0x5e, 0x3b)}
        : tone == Tone::Pending ? Colours{QColor(0xfb, 0xef, 0xd2), QColor(0x7a, 0x52, 0x00)}
                                : Colours{QColor(0xfa, 0xe0, 0xd2), QColor(0x8a, 0x35, 0x00)};
    QTextBlockFormat block;
    block.setTopMargin(4);
    block.setBottomMargin(8);
    block.setBackground(colours.fill);
    block.setLeftMargin(0);
    QTextCharFormat chars;
    chars.setFont(QFont(kFontFamily, 10, QFont::Bold));
    chars.setForeground(colours.text);
    cursor_.insertBlock(block, chars);
    cursor_.insertText(QStringLiteral(" ") + keepCommandsWhole(text) + QStringLiteral(" "), chars);
}

void PdfBuilder::fact(const QString& label, const QString& text) {
    QTextBlockFormat block;
    block.setBottomMargin(5);
    QTextCharFormat bold;
    bold.setFont(QFont(kFontFamily, 10, QFont::Bold));
    bold.setForeground(QColor(0x22, 0x22, 0x22));
    QTextCharFormat plain = bold;
    plain.setFont(QFont(kFontFamily, 10));
    cursor_.insertBlock(block, plain);
    cursor_.insertText(label + QStringLiteral(": "), bold);
    cursor_.insertText(keepCommandsWhole(text), plain);
}

void PdfBuilder::chart(ReportChart which, double heightRatio) {
    if (!hasReportChart(m_, which))
        return;
    // Taller than the ratio where the chart needs a line per GPU (reportChartLegibleHeight).
    const int height =
        std::max(int(kChartWidth * heightRatio), reportChartLegibleHeight(m_, which));
    heightRatio = double(height) / kChartWidth;
    QTextCharFormat format;
    format.setObjectType(ChartObject::kFormatType);
    format.setProperty(ChartObject::Picture,
                       QVariant::fromValue(recordReportChart(m_, which, kChartWidth, height)));
    format.setProperty(ChartObject::RecordedSize, QSizeF(kChartWidth, height));
    format.setProperty(ChartObject::Size, QSizeF(textWidth_, textWidth_ * heightRatio));
    QTextBlockFormat block;
    block.setAlignment(Qt::AlignCenter);
    block.setTopMargin(4);
    block.setBottomMargin(4);
    cursor_.insertBlock(block);
    cursor_.insertText(QString(QChar::ObjectReplacementCharacter), format);
}

} // namespace runcard::ui::pdf
