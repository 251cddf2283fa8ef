// Internal to the PDF report (pdf_*.cpp): the document builder, its chart objects and the font.
#pragma once

#include "ui/report/report_charts.h"
#include "ui/report/report_model.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QPainter>
#include <QPair>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextObjectInterface>
#include <QTextTable>
#include <deque>

namespace runcard::ui::pdf {

inline const QString kFontFamily = QStringLiteral("DejaVu Sans"); // has every Turkish glyph

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
    void table(const ReportTable& source, const QList<double>& columnPercents);
    // A table with a label column and one column per compared GPU; beyond kGpusPerTable GPUs it
    // is set as several tables of at most that many GPU columns each, the labels repeated, so
    // that numbers and GPU names stay legible (20 columns broke every value into letters).
    void perGpuTable(const QString& id);
    void tablePiece(const ReportTable& table, const QTextTableFormat& format, int firstRow,
                    int endRow);
    void chart(ReportChart chart, double heightRatio);
    // Column widths (percent) of a table with a label column and `gpus` GPU columns.
    static QList<double> perGpuColumns(int gpus);

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
    std::deque<ReportTable> columnGroups_;    // the GPU column groups of perGpuTable
    QList<QPair<QString, QTextBlock>> notes_; // each table's note, to keep it on one page
    QTextBlock lastHeading_;
    bool firstBlock_ = true;
};

} // namespace runcard::ui::pdf
