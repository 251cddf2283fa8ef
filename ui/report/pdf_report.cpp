// Writes the PDF: lays the document out until no row straddles a page, then paints the pages.
#include "ui/report/pdf_report.h"

#include "ui/common/formatting.h"
#include "ui/report/pdf_builder.h"
#include "ui/report/report_export.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QPdfWriter>

namespace runcard::ui {
namespace {

constexpr int kResolution = 300; // device pixels per inch of the PDF's coordinate system
constexpr double kMm = kResolution / 25.4;
constexpr double kMarginSide = 18 * kMm;
constexpr double kMarginTop = 24 * kMm;
constexpr double kMarginBottom = 20 * kMm;

// Running header and footer around each page's slice of the document.
void paintPage(QPainter& painter, const ReportModel& model, QTextDocument& document, int page,
               int pageCount, const QSizeF& pageSize, const QSizeF& body) {
    const QFont small(pdf::kFontFamily, 7);
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
    pdf::ChartObject charts;
    QMap<QString, QList<int>> splits;
    for (int attempt = 0; attempt < 40; ++attempt) {
        document.clear();
        document.documentLayout()->setPaintDevice(&writer);
        document.setDocumentMargin(0);
        document.documentLayout()->registerHandler(pdf::ChartObject::kFormatType, &charts);
        document.setPageSize(body);
        pdf::PdfBuilder builder(model, document, body.width(), splits);
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
