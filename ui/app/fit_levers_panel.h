// "Ways to fit" on the memory budget page: for a card that misses its margin, the single changes
// its framework offers that lower the memory at the peak (core/planner/fit_levers.h); for one that
// keeps it, "Faster within the margin": the changes that finish sooner and still keep it. Each
// with the memory, step time and wall time it leads to; applying one writes it into the card as
// one undoable edit. "Other training frameworks": the same card under each framework the planner
// models (core/planner/framework_levers.h), with the frameworks that cannot run it named below.
#pragma once

#include "planner/fit_levers.h"
#include "planner/framework_levers.h"

#include <QGroupBox>
#include <vector>

class QLabel;
class QPushButton;
class QTableWidget;

namespace runcard::ui {

class FitLeversPanel : public QGroupBox {
    Q_OBJECT
public:
    explicit FitLeversPanel(QWidget* parent = nullptr);

    enum class Purpose { Fit, Faster, Frameworks };
    // Shows `levers` (hidden when there are none); `usableBytes` is the card's GPU's.
    void setLevers(std::vector<FitLever> levers, std::int64_t usableBytes, Purpose purpose);
    // Purpose::Frameworks: the frameworks that cannot run the card, named under the table.
    void setRefusals(std::vector<FrameworkRefusal> refused);
    const std::vector<FitLever>& levers() const { return levers_; }
    QTableWidget* table() const { return table_; }

signals:
    void applyRequested(const runcard::FitLever& lever);

protected:
    void changeEvent(QEvent* event) override;

private:
    void fill();
    void retranslateUi();
    void applySelected();

    std::vector<FitLever> levers_;
    std::vector<FrameworkRefusal> refused_;
    std::int64_t usableBytes_ = 0;
    Purpose purpose_ = Purpose::Fit;
    QTableWidget* table_ = nullptr;
    QLabel* note_ = nullptr;
    QPushButton* apply_ = nullptr;
};

} // namespace runcard::ui
