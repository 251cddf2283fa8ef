// The PDF's tables: column widths, cell styles, and cuts that keep each row whole on one page.
#include "ui/report/column_groups.h"
#include "ui/report/pdf_builder.h"

#include <QAbstractTextDocumentLayout>
#include <algorithm>

namespace runcard::ui::pdf {
namespace {

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

} // namespace

void PdfBuilder::table(const QString& id, const QList<double>& columnPercents) {
    if (const ReportTable* t = m_.table(id))
        table(*t, columnPercents);
}

void PdfBuilder::perGpuTable(const QString& id) {
    const ReportTable* whole = m_.table(id);
    if (!whole)
        return;
    constexpr int kGpusPerTable = 6;
    const int gpus = int(whole->headers.size()) - 1;
    if (gpus <= kGpusPerTable) {
        table(*whole, perGpuColumns(gpus));
        return;
    }
    const QList<QPair<int, int>> groups = evenColumnGroups(gpus, kGpusPerTable);
    for (int group = 0; group < groups.size(); ++group) {
        const auto [first, count] = groups[group];
        ReportTable part = *whole;
        part.id = whole->id + QStringLiteral("/%1").arg(group + 1);
        part.keys = whole->keys.mid(0, 1) + whole->keys.mid(1 + first, count);
        part.headers = whole->headers.mid(0, 1) + whole->headers.mid(1 + first, count);
        for (QList<ReportCell>& row : part.rows)
            row = row.mid(0, 1) + row.mid(1 + first, count);
        if (group + 1 < groups.size())
            part.note.clear(); // said once, under the last group
        columnGroups_.push_back(std::move(part));
        table(columnGroups_.back(), perGpuColumns(count));
    }
}

void PdfBuilder::table(const ReportTable& source, const QList<double>& columnPercents) {
    const ReportTable* t = &source;
    const QString& id = source.id;
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

QList<double> PdfBuilder::perGpuColumns(int gpus) {
    QList<double> widths{gpus > 4 ? 25.0 : 28.0};
    for (int i = 0; i < gpus; ++i)
        widths << (100 - widths.front()) / gpus;
    return widths;
}

} // namespace runcard::ui::pdf
