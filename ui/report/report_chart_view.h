// A report chart on screen: the cost page paints the same QPainter chart the PDF records
// (report_charts.h), so the two cannot drift apart.
#pragma once

#include "ui/report/report_charts.h"

#include <QWidget>

namespace runcard::ui {

class ReportChartView : public QWidget {
    Q_OBJECT
public:
    explicit ReportChartView(ReportChart chart, QWidget* parent = nullptr);
    // The model must outlive the view or be replaced before it goes (null = nothing to draw).
    void setModel(const ReportModel* model);
    ReportChart chart() const { return chart_; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    ReportChart chart_;
    const ReportModel* model_ = nullptr;
};

} // namespace runcard::ui
