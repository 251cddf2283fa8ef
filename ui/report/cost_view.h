// The cost page: card count, billing period, pricing and options for the run card; the rental
// window's parts as a chart; A100/H100/H200/MI300X side by side on cost per output, total cost and
// finish time, with the cheapest and earliest marked. Everything comes from the same ReportModel
// the PDF uses.
#pragma once

#include "ui/report/report_model.h"

#include <QWidget>

class QComboBox;
class QCustomPlot;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QFileSystemWatcher;
class QPushButton;
class QTableWidget;
class QTimer;

namespace runcard::ui {

class CostView : public QWidget {
    Q_OBJECT
public:
    explicit CostView(QWidget* parent = nullptr);

    void setRunCard(const RunCard& card, const QString& cardPath);
    void setPilotDirectory(const QString& directory);
    const ReportModel& model() const { return model_; }
    const RunCard& card() const { return card_; }
    // The price file in use: the card's rental.price_catalog, else the one chosen here (kept in
    // Settings), else the bundled catalog (empty).
    QString priceFile() const;
    // Uses `path` (validated first) as the user's price file; empty = the bundled one. Returns the
    // problem when the file is not a valid price catalog.
    QString setUserPriceFile(const QString& path);

signals:
    // The user changed the card count or a rental setting here; the document should take them.
    void rentalEdited(const runcard::RentalSection& rental, int gpusPerNode, int nodes);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void loadControlsFromCard();
    void readControlsIntoCard();
    void scheduleRecompute();
    void recompute();
    void fillTable();
    void choosePriceFile();
    void editPriceFile();
    void watchPriceFile();

    RunCard card_;
    QString cardPath_;
    QString pilotDirectory_;
    ReportModel model_;
    bool loading_ = false;

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
    QCustomPlot* windowChart_ = nullptr;
    QLabel* costTitle_ = nullptr;
    QCustomPlot* costChart_ = nullptr;
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
