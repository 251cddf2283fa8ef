#include "ui/report/report_chart_view.h"

#include <QPainter>

namespace runcard::ui {

ReportChartView::ReportChartView(ReportChart chart, QWidget* parent)
    : QWidget(parent), chart_(chart) {
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void ReportChartView::setModel(const ReportModel* model) {
    model_ = model;
    update();
}

void ReportChartView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.fillRect(rect(), Qt::white);
    if (model_)
        paintReportChart(painter, QRectF(rect()).adjusted(4, 4, -4, -4), *model_, chart_);
}

} // namespace runcard::ui
