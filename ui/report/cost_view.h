// The cost page: card count, billing period, pricing and options for the run card; the rental
// window's parts as a chart; every GPU of the comparison side by side on cost per output, total
// cost and finish time, with the cheapest and earliest marked. Everything comes from the same
// ReportModel the PDF uses, built from the app's one planner (what-ifs and calibration included).
#pragma once

#include "ui/common/stale_when_hidden.h"
#include "ui/report/report_model.h"

#include <QWidget>
#include <memory>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QFileSystemWatcher;
class QPushButton;
class QTableWidget;
class QTimer;

namespace runcard::ui {

class ReportChartView;

class CostView : public QWidget {
    Q_OBJECT
public:
    explicit CostView(QWidget* parent = nullptr);

    // The card as planned (null when the card cannot be planned) and its pilot results folder.
    // Edits made here leave as rentalEdited; the owner plans the edited card and sets it again.
    void setPlanning(std::shared_ptr<const CardPlanner> planner, const QString& pilotDirectory);
    const ReportModel& model() const { return model_; }
    const RunCard& card() const { return card_; }
    // The price file in use (price_file.h): the card's rental.price_catalog, else the one chosen
    // here (kept in Settings), else the bundled catalog (empty).
    QString priceFile() const;
    // The decision banner's text ("" while the card cannot be planned).
    QString decisionText() const;
    // Uses `path` (validated first) as the user's price file; empty = the bundled one. Returns the
    // problem when the file is not a valid price catalog.
    QString setUserPriceFile(const QString& path);

signals:
    // The user changed the card count or a rental setting here; the document should take them.
    void rentalEdited(const runcard::RentalSection& rental, int gpusPerNode, int nodes);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void retranslateUi();
    void loadControlsFromCard();
    void readControlsIntoCard();
    void scheduleRecompute();
    // Rebuilds the model, charts and table now, unless another page is in front (then on show).
    void recompute();
    void rebuild();
    void fillTable();
    void choosePriceFile();
    void editPriceFile();
    void watchPriceFile();

    std::shared_ptr<const CardPlanner> planner_;
    RunCard card_; // the planned card, with this page's edits until the owner plans them
    QString pilotDirectory_;
    ReportModel model_;
    bool loading_ = false;
    StaleWhenHidden updates_;

    QLabel* gpuCountLabel_ = nullptr;
    QComboBox* gpuCount_ = nullptr;
    QLabel* periodLabel_ = nullptr;
    QComboBox* period_ = nullptr;
    QLabel* pricingLabel_ = nullptr;
    QComboBox* pricing_ = nullptr;
    QLabel* waitingLabel_ = nullptr;
    QDoubleSpinBox* waiting_ = nullptr;
    QLabel* optionsLabel_ = nullptr;
    QListWidget* options_ = nullptr;
    QLabel* windowTitle_ = nullptr;
    ReportChartView* windowChart_ = nullptr;
    QLabel* costTitle_ = nullptr;
    ReportChartView* costChart_ = nullptr;
    QLabel* status_ = nullptr;   // why nothing is priced (the card cannot be planned)
    QLabel* decision_ = nullptr; // the recommendation and why, as the compare page says it
    QTableWidget* table_ = nullptr;
    QLabel* pricesNote_ = nullptr;
    QPushButton* priceFileButton_ = nullptr;
    QPushButton* editPricesButton_ = nullptr;
    QPushButton* bundledPricesButton_ = nullptr;
    QFileSystemWatcher* priceWatcher_ = nullptr;
    QString priceFileError_;
    QTimer* recomputeTimer_ = nullptr;
};

} // namespace runcard::ui
