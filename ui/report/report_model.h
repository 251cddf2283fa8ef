// Everything a report shows, built once from the card's planner (planner/card_planner.h: the same
// what-ifs, calibration and comparison the app's pages show) and the evidence on file: tables with
// a display text (UI locale) and a machine value (C locale) per cell, and plotted series. The PDF,
// CSV and JSON writers and the cost page all read this, so every table and series can be exported.
// Qt Gui only: runcard-cli's report links it without Widgets.
#pragma once

#include "planner/card_planner.h"
#include "ui/report/checklist.h"
#include "ui/report/pilot_results.h"
#include "ui/report/scaling_summary.h"

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
    // A number (right-aligned in tables, never broken across lines).
    bool numeric() const;
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

// The files a report reads beside the plan.
struct ReportFiles {
    QString card;            // the run card's path (revisions table); may be empty
    QString pilot_directory; // the card's pilot results ("" = none): summary, scaling, reservation
    QString price_file;      // a user price file over the bundled catalog ("" = bundled only)
};

struct ReportModel {
    RunCard card;         // as planned: what-ifs in effect are written in
    bool what_if = false; // the numbers include what-ifs the saved card does not have
    QString card_path;
    QString language; // "en" or "tr"
    QLocale locale;
    QDateTime generated;

    std::vector<GpuComparison> comparison; // every GPU of the comparison set, in its order
    Recommendation recommendation;         // the smallest configuration that fits
    RentalDecision decision;               // the GPU to rent (the lowest cost of a completed run)
    int card_gpu_index = -1;               // the card's own GPU in `comparison`
    PriceCatalog prices;
    QString prices_error; // the price file could not be read: costs are missing
    CostComparison costs; // aligned with `comparison`
    std::optional<PilotCalibration> calibration;
    // The card's ways to fit on its own GPU (planner/fit_levers.h); none when it keeps its margin.
    std::vector<FitLever> fit_levers;
    // Where it keeps it: the changes that finish sooner and still keep it.
    std::vector<FitLever> faster_levers;
    // The card under each other training framework on its GPU (planner/framework_levers.h).
    FrameworkLevers framework_levers;
    // The decision under each of those frameworks (uncalibrated), the lowest score first.
    std::vector<FrameworkDecision> framework_decisions;
    PilotResults pilot;
    ScalingResult scaling;
    // The predicted scaling curves of the recommended GPU (else the run card's own).
    std::optional<ScalingStudy> scaling_study;
    ReservationRecord reservation;
    ChecklistVerdicts checklist;

    QList<ReportTable> tables;
    QList<ReportSeries> series;
    const ReportTable* table(const QString& id) const;
    const ReportSeries* seriesById(const QString& id) const;
    const Plan* cardPlan() const; // the card's own GPU and layout
};

// The language's translator must already be installed; `locale` formats the display texts.
ReportModel buildReportModel(const CardPlanner& planner, const ReportFiles& files,
                             const QString& language, const QLocale& locale);

// Display helpers shared by the views.
QString formatMoney(double amount, const QString& currency, const QLocale& locale);
QString formatMoneyRange(const std::optional<CostRange>& range, const QString& currency,
                         const QLocale& locale);
QString throughputSourceName(ThroughputSource source);

} // namespace runcard::ui
