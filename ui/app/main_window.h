// The main window. Navigation follows the article's staged pilot: define the run, memory budget,
// compare GPUs, then pilot, cost and report.
#pragma once

#include "ui/app/plan_session.h"
#include "ui/app/run_card_document.h"

#include <QMainWindow>
#include <array>

class QActionGroup;
class QLabel;
class QListWidget;
class QMenu;
class QToolBar;
class QStackedWidget;

namespace runcard::ui {

class CompareView;
class CostView;
class MemoryBudgetView;
class PilotView;
class ReportPage;
class RunDefinitionView;
class ScalingView;
class StagePage;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    enum class Stage { Run, Budget, Compare, Pilot, Scaling, Cost, Report };
    static constexpr int stageCount = 7;

    explicit MainWindow(QWidget* parent = nullptr);

    RunCardDocument* document() const { return document_; }
    PlanSession* session() const { return session_; }
    RunDefinitionView* runView() const { return runView_; }
    MemoryBudgetView* budgetView() const { return budgetView_; }
    CompareView* compareView() const { return compareView_; }
    PilotView* pilotView() const { return pilotView_; }
    ScalingView* scalingView() const { return scalingView_; }
    CostView* costView() const { return costView_; }
    ReportPage* reportPage() const { return reportPage_; }

    void showStage(Stage stage);
    Stage currentStage() const;
    // The stage's page with the notice that replaces it while the card cannot be planned.
    StagePage* stagePage(Stage stage) const { return stages_[std::size_t(stage)]; }
    // Shows the run card with the editor of `field` ("training.micro_batch") in view and focused.
    void showField(const QString& field);

    // Start-up: offers every orphaned autosave (of a window that crashed), the one of `path`
    // first; else opens `path`, else the bundled default card. Returns false only when nothing
    // could be loaded.
    bool startup(const QString& path);
    bool openCard(const QString& path);
    bool save();
    bool saveAs(const QString& path);
    // Asks about unsaved changes (scriptable through prompt::setNextAnswer); true = go ahead.
    bool maybeSave();
    void newCard();
    // Shows the pilot page and starts the pilot on the card as saved (saving it first).
    void startPilot();
    // Writes the PDF report in the language chosen in Preferences; false (and says why) when not.
    bool exportReport(const QString& path);

    // The error of the last file that could not be opened, shown above the pages ("" = none).
    QString openError() const;

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // Restores, discards or keeps each orphaned autosave as the user answers; true when this
    // window now holds a restored card (further ones open in new windows).
    bool offerRecovery(const QString& path);
    void buildMenus();
    void buildToolBar();
    void buildNavigation();
    void updateTitle();
    void updateRecentMenu();
    void updateStatus();
    // The notice of a page that needs a plan: what to fix, each problem linked to its field.
    QString noPlanNotice(Stage stage) const;
    void retranslateUi();
    // Gives the pilot page the card's path and the session the pilot evidence on file.
    void updateDecisionPages();
    // Gives the cost and report pages the session's planner (what-ifs and calibration included).
    void updatePlanningPages();

    RunCardDocument* document_;
    PlanSession* session_;
    RunDefinitionView* runView_;
    MemoryBudgetView* budgetView_;
    CompareView* compareView_;
    PilotView* pilotView_;
    ScalingView* scalingView_;
    CostView* costView_;
    ReportPage* reportPage_;
    QListWidget* navigation_ = nullptr;
    QStackedWidget* pages_ = nullptr;
    std::array<StagePage*, stageCount> stages_{};
    QLabel* statusFit_ = nullptr;
    QLabel* openError_ = nullptr;

    QMenu* fileMenu_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    QMenu* editMenu_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    QMenu* languageMenu_ = nullptr;
    QMenu* helpMenu_ = nullptr;
    QAction* newAction_ = nullptr;
    QAction* openAction_ = nullptr;
    QAction* saveAction_ = nullptr;
    QAction* saveAsAction_ = nullptr;
    QAction* quitAction_ = nullptr;
    QAction* undoAction_ = nullptr;
    QAction* redoAction_ = nullptr;
    QAction* aboutAction_ = nullptr;
    QAction* aboutQtAction_ = nullptr;
    QAction* exportPdfAction_ = nullptr;
    QAction* preferencesAction_ = nullptr;
    QAction* startPilotAction_ = nullptr;
    QToolBar* toolBar_ = nullptr;
    QAction* systemLanguageAction_ = nullptr;
    QActionGroup* languageGroup_ = nullptr;
    std::array<QAction*, stageCount> stageActions_{};
};

} // namespace runcard::ui
