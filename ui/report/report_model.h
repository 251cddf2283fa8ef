// Everything a report shows, built once from the run card and the evidence on file: tables with a
// display text (UI locale) and a machine value (C locale) per cell, and plotted series. The PDF,
// CSV and JSON writers all read this, so every table and series can be exported.
#pragma once

#include "planner/cost_model.h"
#include "ui/report/decision_checklist.h"
#include "ui/report/pilot_results.h"
#include "ui/report/report_planning.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVector>

namespace runcard::ui {

struct ReportCell {
    QString display; // as shown, in the report's language and locale
    QVariant value;  // for CSV/JSON: number, bool or text; invalid when missing
};

struct ReportTable {
    QString id;          // file name for CSV, key for JSON
    QString title;       // translated
    QStringList keys;    // machine column names
    QStringList headers; // translated column names
    QList<QList<ReportCell>> rows;
    QString note; // translated footnote, may be empty
};

struct ReportSeries {
    QString id;
    QString title;
    QString x_key, y_key;     // machine names
    QString x_label, y_label; // translated
    QVector<double> x, y;
};

struct ReportModel {
    RunCard card;
    QString card_path;
    QString language; // "en" or "tr"
    QLocale locale;
    QDateTime generated;

    std::vector<PlannedGpu> planned;
    int card_gpu_index = -1; // the card's own GPU in `planned`
    PriceCatalog prices;
    QString prices_error; // the price file could not be read: costs are missing
    std::optional<MeasuredThroughput> measured;
    CostComparison costs; // aligned with `planned`
    PilotResults pilot;
    ScalingResult scaling;
    ReservationRecord reservation;
    ChecklistVerdicts checklist;

    QList<ReportTable> tables;
    QList<ReportSeries> series;
    const ReportTable* table(const QString& id) const;
    const ReportSeries* seriesById(const QString& id) const;
};

// `pilotDirectory` may be empty (no pilot). The language's translator must already be installed;
// `locale` formats the display texts.
ReportModel buildReportModel(const RunCard& card, const QString& cardPath,
                             const QString& pilotDirectory, const QString& language,
                             const QLocale& locale);

// Display helpers shared by the views.
QString formatMoney(double amount, const QString& currency, const QLocale& locale);
QString formatMoneyRange(const std::optional<CostRange>& range, const QString& currency,
                         const QLocale& locale);
QString throughputSourceName(ThroughputSource source);

} // namespace runcard::ui
