#include "ui/report/pdf_report.h"

#include "ui/common/enum_names.h"
#include "ui/common/formatting.h"
#include "ui/report/checklist.h"
#include "ui/report/report_charts.h"
#include "ui/report/report_export.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QMap>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextObjectInterface>
#include <QTextTable>
#include <algorithm>

namespace runcard::ui {
namespace {

constexpr int kResolution = 300; // device pixels per inch of the PDF's coordinate system
constexpr double kMm = kResolution / 25.4;
constexpr double kMarginSide = 18 * kMm;
constexpr double kMarginTop = 24 * kMm;
constexpr double kMarginBottom = 20 * kMm;
// Charts are recorded at this logical size (screen pixels) and scaled to the text width.
constexpr int kChartWidth = 720;

const QString kFontFamily = QStringLiteral("DejaVu Sans"); // has every Turkish glyph

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

// A range never breaks inside: "39.88 USD (23.90–59.86)" may wrap only before its parenthesis,
// each part stays whole; minus signs and hyphens in numbers do not break either.
QString unbreakable(const QString& text) {
    const QString joinedDash = QString(QChar(0x2060)) + QChar(0x2013) + QChar(0x2060);
    QStringList parts = text.split(QStringLiteral(" ("));
    if (parts.size() == 1)
        return QString(text)
            .replace(QLatin1Char('-'), QChar(0x2011))
            .replace(QChar(0x2013), joinedDash);
    for (QString& part : parts)
        part.replace(QLatin1Char(' '), QChar(0x00A0))
            .replace(QLatin1Char('-'), QChar(0x2011))
            .replace(QChar(0x2013), joinedDash);
    return parts.join(QStringLiteral(" ("));
}

// A chart inside the text flow: a QPicture played back scaled, so it stays vector in the PDF.
class ChartObject : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    static constexpr int kFormatType = QTextFormat::UserObject + 1;
    enum Property { Picture = 1, Size = 2, RecordedSize = 3 };

    QSizeF intrinsicSize(QTextDocument*, int, const QTextFormat& format) override {
        return format.property(Size).toSizeF();
    }
    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int,
                    const QTextFormat& format) override {
        const QPicture picture = format.property(Picture).value<QPicture>();
        const QSizeF recorded = format.property(RecordedSize).toSizeF();
        // QPicture replays in its own resolution-independent units: on a device with another
        // DPI it is scaled by device DPI / picture DPI, which the target scale must undo.
        const double dpiRatio = double(painter->device()->logicalDpiX()) / picture.logicalDpiX();
        painter->save();
        painter->translate(rect.topLeft());
        painter->scale(rect.width() / recorded.width() / dpiRatio,
                       rect.height() / recorded.height() / dpiRatio);
        painter->drawPicture(0, 0, picture);
        painter->restore();
    }
};

class PdfBuilder {
    Q_DECLARE_TR_FUNCTIONS(Report)
public:
    PdfBuilder(const ReportModel& model, QTextDocument& document, double textWidth,
               const QMap<QString, QList<int>>& splits)
        : m_(model), doc_(document), cursor_(&document), textWidth_(textWidth), splits_(splits) {}

    void build();
    // After layout: the first table row that straddles a page boundary, added to `splits` as the
    // row its table must be cut before. False when every row sits on one page.
    bool findRowSplit(double pageHeight, QMap<QString, QList<int>>& splits) const;

private:
    void heading(const QString& text, int level, bool newPage);
    void paragraph(const QString& text, bool small = false, bool italic = false);
    // One box style for every verdict and warning of the report, in three tones.
    enum class Tone { Good, Pending, Blocking };
    void statement(const QString& text, Tone tone);
    void table(const QString& id, const QList<double>& columnPercents = {});
    void tablePiece(const ReportTable& table, const QTextTableFormat& format, int firstRow,
                    int endRow);
    void chart(ReportChart chart, double heightRatio);
    // Column widths (percent) of a table with a label column and one column per compared GPU.
    QList<double> perGpuColumns() const;

    void cover();
    // Page 1: the decision — what to rent, why, what it costs and when it is done, the risks and
    // what is still unmeasured — before any evidence.
    void decisionSection();
    // A labelled line of the decision page: "Label: text".
    void fact(const QString& label, const QString& text);
    void runCardSection();
    void memorySection();
    void pilotSection();
    void scalingSection();
    void comparisonSection();
    void costSection();
    void checklistSection();
    void sourcesSection();

    const ReportModel& m_;
    QTextDocument& doc_;
    QTextCursor cursor_;
    double textWidth_;
    const QMap<QString, QList<int>>& splits_;
    struct TablePiece {
        QString id;
        int first_row = 0; // the table's data row in the piece's second row
        QTextTable* table = nullptr;
        QTextBlock heading; // the heading right above the table, when there is one
    };
    QList<TablePiece> pieces_;
    QList<QPair<QString, QTextBlock>> notes_; // each table's note, to keep it on one page
    QTextBlock lastHeading_;
    bool firstBlock_ = true;
};

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

void PdfBuilder::table(const QString& id, const QList<double>& columnPercents) {
    const ReportTable* t = m_.table(id);
    if (!t)
        return;
    QTextTableFormat format;
    format.setBorder(1);
    format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
    format.setBorderBrush(QColor(0xbb, 0xbb, 0xbb));
    format.setBorderCollapse(true);
    format.setCellPadding(6);
    format.setCellSpacing(0);
    format.setHeaderRowCount(1);
    format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
    format.setTopMargin(4);
    format.setBottomMargin(4);
    if (!columnPercents.isEmpty()) {
        QList<QTextLength> widths;
        for (double percent : columnPercents)
            widths << QTextLength(QTextLength::PercentageLength, percent);
        format.setColumnWidthConstraints(widths);
    }
    // The table is cut where a row would straddle a page; each piece after the first starts a new
    // page and repeats the header row.
    // A split at 0 moves the whole table, with the heading above it, to the next page.
    const QList<int> splits = splits_.value(id);
    if (splits.contains(0)) {
        if (cursor_.block() == lastHeading_) {
            QTextBlockFormat format = lastHeading_.blockFormat();
            format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            cursor_.setBlockFormat(format);
        } else {
            QTextBlockFormat pageBreak;
            pageBreak.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            cursor_.insertBlock(pageBreak);
        }
    }
    QList<int> starts{0};
    for (int split : splits)
        if (split > starts.back() && split < t->rows.size())
            starts << split;
    starts << int(t->rows.size());
    for (int piece = 0; piece + 1 < starts.size(); ++piece) {
        if (piece > 0) {
            QTextBlockFormat pageBreak;
            pageBreak.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            cursor_.insertBlock(pageBreak);
        }
        tablePiece(*t, format, starts[piece], starts[piece + 1]);
    }
    if (!t->note.isEmpty()) {
        // A note cut by a page boundary moves to the next page ("note:" + id split at 0).
        if (splits_.value("note:" + id).contains(0)) {
            QTextBlockFormat pageBreak;
            pageBreak.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            cursor_.insertBlock(pageBreak);
        }
        paragraph(t->note, true, true);
        notes_.append({id, cursor_.block()});
    }
}

void PdfBuilder::tablePiece(const ReportTable& t, const QTextTableFormat& format, int firstRow,
                            int endRow) {
    const int columns = int(t.headers.size());
    const QTextBlock heading = cursor_.block() == lastHeading_ ? lastHeading_ : QTextBlock();
    QTextTable* table = cursor_.insertTable(endRow - firstRow + 1, columns, format);
    pieces_.append({t.id, firstRow, table, heading});
    QTextCharFormat headerChars;
    headerChars.setFont(QFont(kFontFamily, 7, QFont::Bold));
    QTextCharFormat cellChars;
    cellChars.setFont(QFont(kFontFamily, 7));
    QTextCharFormat labelChars = cellChars;
    labelChars.setFontWeight(QFont::DemiBold);
    // Numbers are right-aligned (their column header too), and never broken inside: a value with
    // its unit or a low–high range stays on one line.
    QList<bool> numeric(columns, false);
    for (const QList<ReportCell>& row : t.rows)
        for (int c = 0; c < columns && c < row.size(); ++c)
            numeric[c] = numeric[c] || row[c].numeric();
    const auto insert = [](QTextTableCell cell, const QString& text, const QTextCharFormat& chars,
                           bool right) {
        QTextCursor cursor = cell.firstCursorPosition();
        if (right) {
            QTextBlockFormat block = cursor.blockFormat();
            block.setAlignment(Qt::AlignRight);
            cursor.setBlockFormat(block);
        }
        cursor.insertText(text, chars);
    };
    for (int c = 0; c < columns; ++c) {
        QTextTableCell cell = table->cellAt(0, c);
        QTextCharFormat background = cell.format();
        background.setBackground(QColor(0xe8, 0xee, 0xf4));
        cell.setFormat(background);
        insert(cell, t.headers[c], headerChars, numeric[c]);
    }
    for (int r = firstRow; r < endRow; ++r) {
        for (int c = 0; c < columns && c < t.rows[r].size(); ++c) {
            const ReportCell& value = t.rows[r][c];
            QTextCharFormat chars = c == 0 && columns > 1 ? labelChars : cellChars;
            if (!value.value.isValid() && c > 0)
                chars.setForeground(QColor(0xa0, 0x30, 0x30)); // missing stands out
            QTextTableCell cell = table->cellAt(r - firstRow + 1, c);
            if (r % 2 == 1) {
                QTextCharFormat background = cell.format();
                background.setBackground(QColor(0xf7, 0xf7, 0xf7));
                cell.setFormat(background);
            }
            const bool number = value.numeric();
            insert(cell, number ? unbreakable(value.display) : value.display, chars, number);
        }
    }
    cursor_.movePosition(QTextCursor::End);
}

bool PdfBuilder::findRowSplit(double pageHeight, QMap<QString, QList<int>>& splits) const {
    auto page = [&](double y) { return int(y / pageHeight); };
    auto rowSpan = [&](const QTextTable* table, int row) {
        double top = 1e300, bottom = -1e300;
        for (int c = 0; c < table->columns(); ++c) {
            const QRectF rect = doc_.documentLayout()->blockBoundingRect(
                table->cellAt(row, c).firstCursorPosition().block());
            top = std::min(top, rect.top());
            bottom = std::max(bottom, rect.bottom());
        }
        return std::pair{top, bottom};
    };
    auto split = [&](const QString& id, int row) {
        if (splits[id].contains(row))
            return false; // already cut there: the row is taller than a page
        splits[id].append(row);
        std::sort(splits[id].begin(), splits[id].end());
        return true;
    };
    for (const auto& [id, note] : notes_) {
        const QRectF rect = doc_.documentLayout()->blockBoundingRect(note);
        if (page(rect.top()) != page(rect.bottom() - 1) && split("note:" + id, 0))
            return true;
    }
    for (const TablePiece& piece : pieces_) {
        const bool whole = piece.first_row == 0;
        // A heading left alone at the foot of a page goes with its table.
        if (whole && piece.heading.isValid()) {
            const QRectF heading = doc_.documentLayout()->blockBoundingRect(piece.heading);
            if (page(heading.top()) != page(rowSpan(piece.table, 0).first) && split(piece.id, 0))
                return true;
        }
        const int firstPage = page(rowSpan(piece.table, 0).first);
        for (int row = 1; row < piece.table->rows(); ++row) {
            const auto [top, bottom] = rowSpan(piece.table, row);
            if (page(top) == page(bottom - 1) &&
                (page(top) == firstPage || !whole || piece.table->rows() > 9))
                continue; // on one page, or a long table that Qt continued between rows
            // Short tables move whole; longer ones are cut before the row (never before the
            // piece's first row, which would leave only a header behind).
            if (whole && piece.table->rows() <= 9 && split(piece.id, 0))
                return true;
            if (row >= 2 && split(piece.id, piece.first_row + row - 1))
                return true;
        }
    }
    return false;
}

void PdfBuilder::chart(ReportChart which, double heightRatio) {
    if (!hasReportChart(m_, which))
        return;
    const int height = int(kChartWidth * heightRatio);
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

QList<double> PdfBuilder::perGpuColumns() const {
    const int gpus = int(m_.comparison.size());
    QList<double> widths{gpus > 4 ? 20.0 : 28.0};
    for (int i = 0; i < gpus; ++i)
        widths << (100 - widths.front()) / gpus;
    return widths;
}

void PdfBuilder::cover() {
    heading(tr("Runcard report"), 0, false);
    paragraph(QString::fromStdString(m_.card.name.empty() ? "—" : m_.card.name));
    paragraph(tr("Fine-tuning workload on rented GPUs: memory budget, pilot, restore and cost per "
                 "successful output. Generated %1.")
                  .arg(m_.locale.toString(m_.generated.toLocalTime(), QLocale::LongFormat)),
              true);
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

void PdfBuilder::decisionSection() {
    heading(tr("Decision"), 1, false);
    const Recommendation& best = m_.recommendation;
    if (best.index < 0) {
        statement(tr("No GPU in the catalog fits this run card with its memory margin on up to %1 "
                     "GPUs: rent nothing yet.")
                      .arg(m_.locale.toString(triedGpuCounts.back())),
                  Tone::Blocking);
    } else {
        const GpuComparison& row = m_.comparison[std::size_t(best.index)];
        const FewestGpus* fewest = row.fewestFor(best.parallelism);
        statement(tr("Recommendation: %1 × %2, %3.")
                      .arg(m_.locale.toString(best.count), QString::fromStdString(row.gpu->name),
                           displayName(best.parallelism)),
                  Tone::Good);
        if (fewest)
            fact(tr("Why"),
                 tr("the fewest GPUs that keep the %1 memory margin (%2 of %3 per GPU at the "
                    "peak); among GPUs needing as few it finishes first.")
                     .arg(formatPercent(m_.card.hardware.memory_margin, 0, m_.locale),
                          formatGiB(fewest->plan.memory.device_total_bytes, 1, m_.locale),
                          formatGiB(fewest->plan.memory.usable_bytes, 1, m_.locale)));
        // The cost rows price each GPU at the run card's own layout.
        const CostEstimate* cost = std::size_t(best.index) < m_.costs.rows.size()
                                       ? &m_.costs.rows[std::size_t(best.index)]
                                       : nullptr;
        const bool cardLayout = best.count == m_.card.hardware.gpuCount() &&
                                best.parallelism == m_.card.hardware.parallelism;
        const QString currency = QString::fromStdString(m_.prices.currency);
        if (cost && cost->fits && cost->total) {
            fact(tr("Cost per run"), formatMoneyRange(cost->total, currency, m_.locale));
            fact(tr("Cost per 1M trained tokens"),
                 formatMoneyRange(cost->per_million_tokens, currency, m_.locale));
            fact(tr("Time to result"),
                 tr("%1 of rental (loading, training, validation, checkpoints and export)")
                     .arg(formatDuration(cost->finish_days * 86400.0, m_.locale)));
            if (!cardLayout)
                paragraph(tr("Priced at the run card's layout, %n GPU(s) with %1; set the "
                             "recommended layout on the run card to price it.",
                             nullptr, m_.card.hardware.gpuCount())
                              .arg(displayName(m_.card.hardware.parallelism)),
                          true);
        } else {
            fact(tr("Cost per run"), tr("no price for this GPU at the run card's layout"));
            if (fewest)
                fact(tr("Time to result"),
                     tr("%1 of training")
                         .arg(formatDuration(fewest->plan.run.train_time_s, m_.locale)));
        }
    }
    // Risks: every stage of the checklist that has not passed, in its own words.
    QStringList risks;
    for (const StageVerdict& v : m_.checklist.stages)
        if (v.state == StageState::Failed)
            risks << stageName(v.stage) + QStringLiteral(": ") + v.detail;
    fact(tr("Risks"), risks.isEmpty() ? tr("none found by the checks on file")
                                      : risks.join(QStringLiteral("; ")));
    QStringList unmeasured; // each pending stage in its own words ("Pending: no scaling result")
    for (const StageVerdict& v : m_.checklist.stages)
        if (v.state == StageState::Pending)
            unmeasured << v.detail;
    if (!m_.pilot.present)
        unmeasured.prepend(tr("No pilot has run, so every figure is a planner prediction."));
    fact(tr("Still unmeasured"),
         unmeasured.isEmpty() ? tr("nothing") : unmeasured.join(QStringLiteral(" ")));
    if (m_.checklist.readyToReserve())
        statement(tr("Ready to reserve"), Tone::Good);
    else
        statement(tr("Not ready to reserve"), Tone::Blocking);
}

void PdfBuilder::runCardSection() {
    heading(tr("Run card"), 1, true);
    table("run_card", {42, 58});
    heading(tr("Revisions"), 2, false);
    table("revisions", {42, 58});
}

void PdfBuilder::memorySection() {
    heading(tr("Memory budget"), 1, true);
    paragraph(tr("Per-GPU memory predicted by the planner on each GPU, stacked by part; the black "
                 "mark is the memory the GPU offers."),
              true);
    chart(ReportChart::MemoryBudget, 0.56);
    table("memory_budget", perGpuColumns());
}

void PdfBuilder::pilotSection() {
    heading(tr("Pilot"), 1, true);
    if (!m_.pilot.present) {
        statement(m_.pilot.error.isEmpty()
                      ? tr("No pilot results: no pilot has been run for this run card, so every "
                           "figure in this report is a planner prediction.")
                      : tr("The pilot's results cannot be read (corrupt, or from another run), so "
                           "every figure in this report is a planner prediction."),
                  Tone::Pending);
        if (!m_.pilot.error.isEmpty())
            paragraph(m_.pilot.error, true, true);
        return;
    }
    paragraph(tr("Results from %1.").arg(m_.pilot.directory), true);
    if (const ReportTable* summary = m_.table("pilot_summary"))
        heading(summary->title, 2, false);
    table("pilot_summary", {34, 22, 22, 22});
    if (m_.seriesById("pilot_step_time")) {
        heading(tr("Step time per measured step"), 2, false);
        chart(ReportChart::PilotStepTime, 0.36);
    }
    if (m_.seriesById("pilot_loss")) {
        heading(tr("Loss per measured step"), 2, false);
        chart(ReportChart::PilotLoss, 0.36);
    }
}

void PdfBuilder::scalingSection() {
    heading(tr("Scaling step"), 1, true);
    if (m_.scaling_study) {
        const ScalingStudy& s = *m_.scaling_study;
        paragraph(tr("Predicted by the planner's scaling model on %1: throughput of the whole job "
                     "and memory per GPU from 1 to %2 GPUs for every layout the run card can use, "
                     "at the run card's effective batch.")
                      .arg(QString::fromStdString(s.gpu->name),
                           m_.locale.toString(s.analysis.gpu_counts.back())),
                  true);
        // At the recommended count, and on one node of 8 where that is more.
        QStringList sentences;
        const int count = nearestCurveCount(s.analysis, std::max(1, m_.recommendation.count));
        for (int n : {count, std::max(count, 8)}) {
            if (!sentences.isEmpty() && n == count)
                break;
            if (const ScalingRecommendation* r = s.recommendedAt(n))
                sentences << recommendationSentence(s, *r) + QLatin1Char(' ') +
                                 efficiencySentence(*s.point(*r), m_.locale) + QLatin1Char('.');
        }
        if (!sentences.isEmpty())
            statement(sentences.join(QLatin1Char(' ')), Tone::Good);
        heading(tr("Throughput of the whole job"), 2, false);
        chart(ReportChart::ScalingThroughput, 0.46);
        heading(tr("Memory per GPU"), 2, false);
        chart(ReportChart::ScalingMemory, 0.46);
        QStringList fits;
        for (const ScalingCurve& curve : s.analysis.curves)
            fits << scalingLayoutName(curve.layout) + QStringLiteral(": ") +
                        fitSentence(curve, m_.locale);
        paragraph(tr("Where memory stops fitting (with the margin): %1.")
                      .arg(fits.join(QStringLiteral("; "))),
                  true);
        if (const ReportTable* t = m_.table("scaling"))
            heading(t->title, 2, false);
        table("scaling", {8, 26, 16, 14, 24, 12});
        if (s.measured_links)
            paragraph(tr("Links inside a node use the bus bandwidth the pilot measured."), true);
    }
    heading(tr("Measured scaling"), 2, false);
    const StageVerdict& scaling = m_.checklist.stages[1];
    if (scaling.state == StageState::Pending)
        statement(tr("Pending: no scaling result on file. Run the card on several ranks against "
                     "the single-process pilot's folder (%1); it compares them at equal "
                     "effective batch and writes scaling.json beside the pilot results.")
                      .arg(QStringLiteral("runcard-pilot --nproc N --baseline BASE")),
                  Tone::Pending);
    else
        paragraph(scaling.detail);
}

void PdfBuilder::comparisonSection() {
    heading(tr("Every GPU side by side"), 1, true);
    const Recommendation& best = m_.recommendation;
    if (best.index >= 0) {
        const GpuComparison& row = m_.comparison[std::size_t(best.index)];
        statement(tr("Smallest configuration that fits: %1 × %2 with %3.")
                      .arg(m_.locale.toString(best.count), QString::fromStdString(row.gpu->name),
                           displayName(best.parallelism)),
                  Tone::Good);
    } else {
        statement(tr("No GPU in the catalog fits this run card with its memory margin on up to %1 "
                     "GPUs.")
                      .arg(m_.locale.toString(triedGpuCounts.back())),
                  Tone::Blocking);
    }
    paragraph(tr("Cost per 1M trained tokens over the whole rental window, with its low-high "
                 "range."),
              true);
    chart(ReportChart::CostPerOutput, 0.42);
    table("comparison", {20, 13, 12, 15, 14, 13, 13});
    if (const ReportTable* fewest = m_.table("fewest_gpus")) {
        heading(fewest->title, 2, false);
        QList<double> widths{28};
        for (std::size_t i = 0; i < fewestGpuLayouts.size(); ++i)
            widths << 72.0 / double(fewestGpuLayouts.size());
        table("fewest_gpus", widths);
    }
}

void PdfBuilder::costSection() {
    heading(tr("Rental window and cost per output"), 1, true);
    chart(ReportChart::RentalWindow, 0.5);
    table("rental_window", perGpuColumns());
    heading(tr("Cost per successful output"), 2, false);
    table("cost_per_output", {16, 17, 12, 17, 14, 12, 12});
    if (m_.table("options")) {
        heading(m_.table("options")->title, 2, false);
        table("options", {40, 16, 20, 24});
    }
}

void PdfBuilder::checklistSection() {
    heading(tr("Decision checklist"), 1, true);
    if (m_.checklist.readyToReserve())
        statement(tr("Ready to reserve"), Tone::Good);
    else
        statement(tr("Not ready to reserve"), Tone::Blocking);
    table("checklist", {22, 11, 42, 25});
}

void PdfBuilder::sourcesSection() {
    heading(tr("Assumptions and sources"), 1, false);
    table("assumptions");
    table("sources", {14, 40, 34, 12});
}

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

// Running header and footer around each page's slice of the document.
void paintPage(QPainter& painter, const ReportModel& model, QTextDocument& document, int page,
               int pageCount, const QSizeF& pageSize, const QSizeF& body) {
    const QFont small(kFontFamily, 7);
    painter.setFont(small);
    painter.setPen(QColor(0x55, 0x55, 0x55));
    const QRectF header(kMarginSide, 10 * kMm, pageSize.width() - 2 * kMarginSide, 6 * kMm);
    painter.drawText(header, Qt::AlignLeft | Qt::AlignVCenter,
                     QCoreApplication::translate("Report", "Runcard report — %1")
                         .arg(QString::fromStdString(model.card.name)));
    painter.drawText(header, Qt::AlignRight | Qt::AlignVCenter,
                     formatDate(model.generated.toLocalTime().date(), model.locale));
    painter.setPen(QPen(QColor(0xbb, 0xbb, 0xbb), 2));
    painter.drawLine(QPointF(header.left(), header.bottom() + 1 * kMm),
                     QPointF(header.right(), header.bottom() + 1 * kMm));
    const QRectF footer(kMarginSide, pageSize.height() - 14 * kMm,
                        pageSize.width() - 2 * kMarginSide, 6 * kMm);
    painter.setPen(QColor(0x55, 0x55, 0x55));
    painter.drawText(
        footer, Qt::AlignHCenter | Qt::AlignVCenter,
        QCoreApplication::translate("Report", "Page %1 of %2").arg(page + 1).arg(pageCount));
    painter.drawText(footer, Qt::AlignLeft | Qt::AlignVCenter,
                     QCoreApplication::translate("Report", "Prices as of %1")
                         .arg(formatDate(model.prices.as_of, model.locale)));

    painter.save();
    painter.translate(kMarginSide, kMarginTop - page * body.height());
    const QRectF slice(0, page * body.height(), body.width(), body.height());
    painter.setClipRect(slice);
    QAbstractTextDocumentLayout::PaintContext context;
    context.clip = slice;
    context.palette.setColor(QPalette::Text, QColor(0x22, 0x22, 0x22));
    document.documentLayout()->draw(&painter, context);
    painter.restore();
}

} // namespace

bool writePdfReport(const ReportModel& model, const QString& path, QString* error) {
    // Rendered in memory, then written durably in one piece: a kill or a full disk while writing
    // leaves the previous report whole.
    QBuffer pdf;
    pdf.open(QIODevice::WriteOnly);
    QPdfWriter writer(&pdf);
    writer.setResolution(kResolution);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    writer.setCreator(QStringLiteral("Runcard"));
    writer.setTitle(QCoreApplication::translate("Report", "Runcard report — %1")
                        .arg(QString::fromStdString(model.card.name)));
    const QSizeF pageSize(writer.width(), writer.height());
    const QSizeF body(pageSize.width() - 2 * kMarginSide,
                      pageSize.height() - kMarginTop - kMarginBottom);

    // Lay out, find a table row cut by a page boundary, rebuild with that table split before it;
    // repeat until every row sits on one page.
    QTextDocument document;
    ChartObject charts;
    QMap<QString, QList<int>> splits;
    for (int attempt = 0; attempt < 40; ++attempt) {
        document.clear();
        document.documentLayout()->setPaintDevice(&writer);
        document.setDocumentMargin(0);
        document.documentLayout()->registerHandler(ChartObject::kFormatType, &charts);
        document.setPageSize(body);
        PdfBuilder builder(model, document, body.width(), splits);
        builder.build();
        document.documentLayout()->documentSize(); // forces the layout
        if (!builder.findRowSplit(body.height(), splits))
            break;
    }

    QPainter painter;
    if (!painter.begin(&writer)) {
        if (error)
            *error = QCoreApplication::translate("Report", "cannot write %1").arg(path);
        return false;
    }
    const int pageCount = document.pageCount();
    for (int page = 0; page < pageCount; ++page) {
        if (page > 0)
            writer.newPage();
        paintPage(painter, model, document, page, pageCount, pageSize, body);
    }
    painter.end();
    if (pdf.data().isEmpty()) {
        if (error)
            *error = QCoreApplication::translate("Report", "cannot write %1").arg(path);
        return false;
    }
    return writeFileDurably(path, pdf.data(), error);
}

} // namespace runcard::ui

#include "pdf_report.moc"
