#include "ui/app/main_window.h"

#include "planner/resources.h"
#include "planner/run_card_schema.h"
#include "ui/app/about_dialog.h"
#include "ui/app/compare_view.h"
#include "ui/app/memory_budget_view.h"
#include "ui/app/preferences_dialog.h"
#include "ui/app/run_definition_view.h"
#include "ui/app/scaling_view.h"
#include "ui/app/stage_page.h"
#include "ui/app/undo_text.h"
#include "ui/common/enum_names.h"
#include "ui/common/formatting.h"
#include "ui/common/language_manager.h"
#include "ui/common/memory_palette.h"
#include "ui/common/prompt.h"
#include "ui/common/settings.h"
#include "ui/common/style.h"
#include "ui/pilot/pilot_view.h"
#include "ui/report/cost_view.h"
#include "ui/report/report_page.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace runcard::ui {

namespace {

const char* stageTitle(MainWindow::Stage stage) {
    switch (stage) {
    case MainWindow::Stage::Run:
        return QT_TRANSLATE_NOOP("MainWindow", "Run card");
    case MainWindow::Stage::Budget:
        return QT_TRANSLATE_NOOP("MainWindow", "Memory budget");
    case MainWindow::Stage::Compare:
        return QT_TRANSLATE_NOOP("MainWindow", "Compare GPUs");
    case MainWindow::Stage::Pilot:
        return QT_TRANSLATE_NOOP("MainWindow", "Pilot run");
    case MainWindow::Stage::Scaling:
        return QT_TRANSLATE_NOOP("MainWindow", "Scaling");
    case MainWindow::Stage::Cost:
        return QT_TRANSLATE_NOOP("MainWindow", "Cost");
    case MainWindow::Stage::Report:
        return QT_TRANSLATE_NOOP("MainWindow", "Report");
    }
    return "";
}

// The one chosen in Preferences, else runcard-pilot beside the app (installed layout), else in the
// build tree, else on PATH.
QString pilotExecutable() {
    const QString chosen = Settings::instance().value(Settings::Key::PilotExecutable).toString();
    if (!chosen.isEmpty() && QFileInfo(chosen).isExecutable())
        return chosen;
    const QDir here(QCoreApplication::applicationDirPath());
    for (const QString& candidate :
         {here.filePath("runcard-pilot"), here.filePath("../pilot/runcard-pilot")})
        if (QFileInfo(candidate).isExecutable())
            return QFileInfo(candidate).canonicalFilePath();
    const QString onPath = QStandardPaths::findExecutable("runcard-pilot");
    return onPath.isEmpty() ? here.filePath("runcard-pilot") : onPath;
}

QString defaultCardPath() {
    return QString::fromStdString(resourcePath("examples/default.yaml"));
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), document_(new RunCardDocument(this)),
      session_(new PlanSession(document_, this)),
      runView_(new RunDefinitionView(document_, session_)),
      budgetView_(new MemoryBudgetView(session_)), compareView_(new CompareView(session_)),
      pilotView_(new PilotView(pilotExecutable())), scalingView_(new ScalingView(session_)),
      costView_(new CostView), reportPage_(new ReportPage) {
    setObjectName("MainWindow");
    setWindowIcon(applicationIcon());
    // The pilot runs the card as saved: unsaved edits are saved first (or the start is dropped).
    // An untitled card (first launch: the bundled template) is saved first too: the pilot writes
    // its results beside the card.
    pilotView_->setBeforeStart(
        [this] { return (!document_->isModified() && !document_->path().isEmpty()) || save(); });
    connect(document_, &RunCardDocument::cardChanged, this, &MainWindow::updateDecisionPages);
    connect(document_, &RunCardDocument::pathChanged, this, &MainWindow::updateDecisionPages);
    connect(pilotView_, &PilotView::finished, this, &MainWindow::updateDecisionPages);
    // The cost and report pages plan nothing themselves: they read the session's planner.
    connect(session_, &PlanSession::changed, this, &MainWindow::updatePlanningPages);
    // Rental settings edited on the cost page go into the card as one undoable change.
    connect(costView_, &CostView::rentalEdited, this,
            [this](const RentalSection& rental, int gpusPerNode, int nodes) {
                RunCard card = document_->card();
                card.rental = rental;
                // The page shows the planned GPU count (a what-if's, if any): only a count the
                // user changed there goes into the card, and it replaces the what-if's.
                const RunCard planned = session_->valid() ? session_->planner()->card() : card;
                if (gpusPerNode != planned.hardware.gpus_per_node ||
                    nodes != planned.hardware.nodes) {
                    card.hardware.gpus_per_node = gpusPerNode;
                    card.hardware.nodes = nodes;
                    if (nodes * gpusPerNode > 1 && card.hardware.parallelism == Parallelism::Single)
                        card.hardware.parallelism = Parallelism::Ddp;
                    WhatIf whatIf = session_->whatIf();
                    whatIf.gpu_count.reset();
                    whatIf.parallelism.reset();
                    session_->setWhatIf(whatIf);
                }
                document_->setCard(card, "rental");
            });
    buildNavigation();
    buildMenus();
    statusFit_ = new QLabel(this);
    statusFit_->setObjectName("statusFit");
    statusFit_->setProperty("runcard_dynamic", true);
    statusFit_->setTextFormat(Qt::RichText);
    connect(statusFit_, &QLabel::linkActivated, this,
            [this](const QString& link) { showField(link.mid(QString("field:").size())); });
    statusBar()->addPermanentWidget(statusFit_);

    connect(document_, &RunCardDocument::pathChanged, this, &MainWindow::updateTitle);
    connect(document_, &RunCardDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(document_, &RunCardDocument::cardChanged, this, &MainWindow::updateTitle);
    connect(session_, &PlanSession::changed, this, &MainWindow::updateStatus);
    connect(&LanguageManager::instance(), &LanguageManager::languageChanged, this, [this] {
        // The language menu's check marks follow a change made elsewhere too.
        for (QAction* action : languageGroup_->actions())
            action->setChecked(action->data().toString() ==
                               LanguageManager::instance().preference());
    });

    updatePlanningPages();

    const QByteArray geometry =
        Settings::instance().value(Settings::Key::WindowGeometry).toByteArray();
    // The first window follows the screen: at most 1360×860, never more than the space a
    // laptop leaves (1280×720 at 100 %, 1920×1080 at 150 %: the same 1280×720 logical pixels).
    const QSize available = screen() ? screen()->availableGeometry().size() : QSize(1280, 720);
    if (geometry.isEmpty() || !restoreGeometry(geometry))
        resize(QSize(1360, 860).boundedTo(available));
    else if (!available.isEmpty())
        resize(size().boundedTo(available)); // saved on a larger screen
    // The page the last closed window showed.
    showStage(Stage(std::clamp(Settings::instance().value(Settings::Key::LastStage).toInt(), 0,
                               stageCount - 1)));
    retranslateUi();
}

void MainWindow::buildNavigation() {
    navigation_ = new QListWidget(this);
    navigation_->setObjectName("stageNavigation");
    navigation_->setFixedWidth(205);
    navigation_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    navigation_->setSpacing(2);
    navigation_->setStyleSheet(
        "QListWidget { border: none; background: palette(window); font-size: 10.5pt; }"
        "QListWidget::item { padding: 8px 6px; border-radius: 4px; }"
        "QListWidget::item:selected { background: #1b4f8a; color: white; }");
    pages_ = new QStackedWidget(this);
    const std::array<QWidget*, stageCount> views{
        runView_, budgetView_, compareView_, pilotView_, scalingView_, costView_, reportPage_};
    for (int i = 0; i < stageCount; ++i) {
        navigation_->addItem(QString());
        // The run card's form scrolls itself; every other page scrolls in its stage.
        auto* stage = new StagePage(views[std::size_t(i)], Stage(i) != Stage::Run, pages_);
        connect(stage, &StagePage::fieldRequested, this, &MainWindow::showField);
        stages_[std::size_t(i)] = stage;
        pages_->addWidget(stage);
    }
    connect(navigation_, &QListWidget::currentRowChanged, pages_, &QStackedWidget::setCurrentIndex);
    navigation_->setCurrentRow(0);

    // A file that cannot be opened says why here, in the window, and the open card stays.
    openError_ = new QLabel(this);
    openError_->setObjectName("openError");
    openError_->setProperty("runcard_dynamic", true);
    openError_->setWordWrap(true);
    openError_->setTextFormat(Qt::RichText);
    openError_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse);
    openError_->setStyleSheet("QLabel { background: #FDECEA; border: 1px solid #D55E00; "
                              "border-radius: 4px; padding: 6px; }");
    openError_->hide();
    connect(openError_, &QLabel::linkActivated, openError_, &QLabel::hide);

    auto* central = new QWidget(this);
    auto* outer = new QVBoxLayout(central);
    outer->setContentsMargins(4, 4, 4, 4);
    outer->addWidget(openError_);
    auto* layout = new QHBoxLayout;
    layout->addWidget(navigation_);
    layout->addWidget(pages_, 1);
    outer->addLayout(layout, 1);
    setCentralWidget(central);
    setAcceptDrops(true);
}

void MainWindow::updateDecisionPages() {
    pilotView_->setCardPath(document_->path());
    // The evidence on file is the pilot's results beside the saved card; a finished pilot
    // calibrates the plan (the session replans when its summary changed).
    const QString pilot = pilotView_->resultsDirectory();
    session_->setPilotDirectory(QDir(pilot).exists() ? pilot : QString());
    updatePlanningPages(); // scaling.json or reservation.json may have changed
}

void MainWindow::updatePlanningPages() {
    costView_->setPlanning(session_->planner(), session_->pilotDirectory());
    reportPage_->setPlanning(session_->planner(), session_->pilotDirectory());
}

void MainWindow::showStage(Stage stage) {
    navigation_->setCurrentRow(int(stage));
}

void MainWindow::showField(const QString& field) {
    showStage(Stage::Run);
    runView_->focusField(field);
}

MainWindow::Stage MainWindow::currentStage() const {
    return Stage(navigation_->currentRow());
}

void MainWindow::buildMenus() {
    fileMenu_ = menuBar()->addMenu(QString());
    newAction_ = fileMenu_->addAction(QString(), this, &MainWindow::newCard);
    newAction_->setShortcut(QKeySequence::New);
    openAction_ = fileMenu_->addAction(QString(), this, [this] {
        if (!maybeSave())
            return;
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Open run card"),
            Settings::instance().value(Settings::Key::LastDirectory).toString(),
            tr("Run cards (*.yaml *.yml)"));
        if (!path.isEmpty())
            openCard(path);
    });
    openAction_->setShortcut(QKeySequence::Open);
    recentMenu_ = fileMenu_->addMenu(QString());
    connect(recentMenu_, &QMenu::aboutToShow, this, &MainWindow::updateRecentMenu);
    fileMenu_->addSeparator();
    saveAction_ = fileMenu_->addAction(QString(), this, &MainWindow::save);
    saveAction_->setShortcut(QKeySequence::Save);
    saveAsAction_ = fileMenu_->addAction(QString(), this, [this] { saveAs(QString()); });
    saveAsAction_->setShortcut(QKeySequence::SaveAs);
    fileMenu_->addSeparator();
    exportPdfAction_ = fileMenu_->addAction(QString(), this, [this] {
        const QString folder =
            Settings::instance().value(Settings::Key::ReportDirectory).toString();
        const std::string name = document_->card().name;
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export PDF report"),
            QDir(folder).filePath(QString::fromStdString(name.empty() ? "runcard" : name) + ".pdf"),
            tr("PDF (*.pdf)"));
        if (!path.isEmpty())
            exportReport(path);
    });
    exportPdfAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    fileMenu_->addSeparator();
    quitAction_ = fileMenu_->addAction(QString(), this, &QWidget::close);
    quitAction_->setShortcut(QKeySequence::Quit);

    editMenu_ = menuBar()->addMenu(QString());
    // Own actions rather than QUndoStack::createUndoAction, whose "Undo %1" text is Qt's.
    QUndoStack* stack = document_->undoStack();
    undoAction_ = new QAction(this);
    undoAction_->setShortcut(QKeySequence::Undo);
    undoAction_->setEnabled(false);
    connect(undoAction_, &QAction::triggered, stack, &QUndoStack::undo);
    connect(stack, &QUndoStack::canUndoChanged, undoAction_, &QAction::setEnabled);
    redoAction_ = new QAction(this);
    redoAction_->setShortcut(QKeySequence::Redo);
    redoAction_->setEnabled(false);
    connect(redoAction_, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canRedoChanged, redoAction_, &QAction::setEnabled);
    // "Undo micro-batch change": the texts name the field of the change.
    connect(stack, &QUndoStack::undoTextChanged, undoAction_,
            [this](const QString& field) { undoAction_->setText(undoActionText(field)); });
    connect(stack, &QUndoStack::redoTextChanged, redoAction_,
            [this](const QString& field) { redoAction_->setText(redoActionText(field)); });
    editMenu_->addAction(undoAction_);
    editMenu_->addAction(redoAction_);
    editMenu_->addSeparator();
    preferencesAction_ = editMenu_->addAction(QString(), this, [this] {
        PreferencesDialog dialog(
            [this](const QString& path) { return costView_->setUserPriceFile(path); }, this);
        dialog.exec();
    });
    preferencesAction_->setShortcut(QKeySequence::Preferences);
    preferencesAction_->setMenuRole(QAction::PreferencesRole);

    viewMenu_ = menuBar()->addMenu(QString());
    for (int i = 0; i < stageCount; ++i) {
        stageActions_[std::size_t(i)] =
            viewMenu_->addAction(QString(), this, [this, i] { showStage(Stage(i)); });
        stageActions_[std::size_t(i)]->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
    }
    viewMenu_->addSeparator();
    languageMenu_ = viewMenu_->addMenu(QString());
    languageGroup_ = new QActionGroup(this);
    systemLanguageAction_ = languageMenu_->addAction(QString());
    systemLanguageAction_->setData(QString());
    languageGroup_->addAction(systemLanguageAction_);
    for (const QString& code : LanguageManager::availableLanguages()) {
        QAction* action = languageMenu_->addAction(LanguageManager::nativeName(code));
        action->setData(code);
        languageGroup_->addAction(action);
    }
    for (QAction* action : languageGroup_->actions()) {
        action->setCheckable(true);
        action->setChecked(action->data().toString() == LanguageManager::instance().preference());
    }
    connect(languageGroup_, &QActionGroup::triggered, this, [](QAction* action) {
        LanguageManager::instance().setPreference(action->data().toString());
    });

    helpMenu_ = menuBar()->addMenu(QString());
    aboutAction_ = helpMenu_->addAction(QString(), this, [this] {
        AboutDialog dialog(this);
        dialog.exec();
    });
    aboutAction_->setMenuRole(QAction::AboutRole);
    aboutQtAction_ = helpMenu_->addAction(QString(), qApp, &QApplication::aboutQt);
    aboutQtAction_->setMenuRole(QAction::AboutQtRole);

    startPilotAction_ = new QAction(this);
    connect(startPilotAction_, &QAction::triggered, this, &MainWindow::startPilot);
    buildToolBar();
}

void MainWindow::buildToolBar() {
    // The main actions, as KeePassXC and qBittorrent show them: icons from the theme, else the
    // style's own; the texts are the tooltips.
    const auto icon = [this](const char* theme, QStyle::StandardPixmap fallback) {
        return QIcon::fromTheme(theme, style()->standardIcon(fallback));
    };
    newAction_->setIcon(icon("document-new", QStyle::SP_FileIcon));
    openAction_->setIcon(icon("document-open", QStyle::SP_DialogOpenButton));
    saveAction_->setIcon(icon("document-save", QStyle::SP_DialogSaveButton));
    undoAction_->setIcon(icon("edit-undo", QStyle::SP_ArrowBack));
    redoAction_->setIcon(icon("edit-redo", QStyle::SP_ArrowForward));
    startPilotAction_->setIcon(icon("media-playback-start", QStyle::SP_MediaPlay));
    exportPdfAction_->setIcon(icon("document-export", QStyle::SP_FileDialogDetailedView));
    toolBar_ = addToolBar(QString());
    toolBar_->setObjectName("mainToolBar");
    toolBar_->setMovable(false);
    toolBar_->addActions({newAction_, openAction_, saveAction_});
    toolBar_->addSeparator();
    toolBar_->addActions({undoAction_, redoAction_});
    toolBar_->addSeparator();
    toolBar_->addActions({startPilotAction_, exportPdfAction_});
    // Undo and redo name the last change: data, like a file name, not a fixed text.
    for (QAction* action : {undoAction_, redoAction_})
        toolBar_->widgetForAction(action)->setProperty("runcard_dynamic", true);
    // The two actions of the later stages also say what they do.
    for (QAction* action : {startPilotAction_, exportPdfAction_})
        if (auto* button = qobject_cast<QToolButton*>(toolBar_->widgetForAction(action)))
            button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
}

void MainWindow::startPilot() {
    showStage(Stage::Pilot);
    // The pilot runs the card as saved: an untitled or edited card is saved first.
    if ((document_->isModified() || document_->path().isEmpty()) && !save())
        return;
    pilotView_->start(document_->path());
}

bool MainWindow::exportReport(const QString& path) {
    showStage(Stage::Report);
    Settings& settings = Settings::instance();
    settings.setValue(Settings::Key::ReportDirectory, QFileInfo(path).absolutePath());
    // The report in the language chosen in Preferences: the interface switches for the export.
    QString error;
    bool written = false;
    LanguageManager::instance().runInLanguage(
        settings.value(Settings::Key::ReportLanguage).toString(),
        [&] { written = reportPage_->exportPdf(path, &error); });
    if (written)
        statusBar()->showMessage(tr("Report written: %1").arg(QDir::toNativeSeparators(path)),
                                 8000);
    else
        prompt::showError(this, tr("The report was not written"), error);
    return written;
}

void MainWindow::updateRecentMenu() {
    recentMenu_->clear();
    const QStringList files = Settings::instance().recentFiles();
    for (const QString& file : files) {
        QAction* action = recentMenu_->addAction(QFileInfo(file).fileName(), this, [this, file] {
            if (maybeSave())
                openCard(file);
        });
        action->setToolTip(file);
    }
    if (files.isEmpty())
        recentMenu_->addAction(tr("No recent cards"))->setEnabled(false);
}

bool MainWindow::offerRecovery(const QString& path) {
    auto orphans = claimOrphanedAutosaves(Settings::instance().recoveryDirectory());
    const QString requested = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    std::stable_partition(orphans.begin(), orphans.end(), [&](const auto& slot) {
        return !requested.isEmpty() && slot->source() == requested;
    });
    bool restoredHere = false;
    for (auto& slot : orphans) {
        const QString source = slot->source();
        const QString details =
            (source.isEmpty() ? tr("The card had not been saved yet.")
                              : tr("Card: %1").arg(source)) +
            '\n' + tr("Autosaved %1").arg(locale().toString(slot->savedAt(), QLocale::ShortFormat));
        const prompt::Answer answer = prompt::askRestoreRecovery(this, details);
        if (answer == prompt::Answer::No) {
            slot->discard();
        } else if (answer == prompt::Answer::Yes) {
            // The first restored card goes into this window, each further one into a new window.
            MainWindow* target = restoredHere ? new MainWindow : this;
            QString error;
            if (target->document_->restoreRecovery(std::move(slot), &error)) {
                target->statusBar()->showMessage(tr("Recovered the unsaved run card."), 8000);
                if (target != this) {
                    target->setAttribute(Qt::WA_DeleteOnClose);
                    target->show();
                }
                restoredHere = true;
            } else {
                prompt::showError(this, tr("Recovery failed"), error);
                if (target != this)
                    delete target;
            }
        } // else kept for the next start: the slot's lock is released here
    }
    return restoredHere;
}

bool MainWindow::startup(const QString& path) {
    if (offerRecovery(path))
        return true;
    if (!path.isEmpty() && openCard(path))
        return true;
    // Nothing opened: a new card from the bundled template, titled as such, so a card that
    // could not be opened is never replaced by a believable one (its error stays in view).
    QString error;
    if (document_->newFromTemplate(defaultCardPath(), &error))
        return true;
    document_->reset(RunCard{}, QString());
    return false;
}

QString MainWindow::openError() const {
    return openError_->isHidden() ? QString() : openError_->text();
}

bool MainWindow::openCard(const QString& path) {
    QString error;
    if (!document_->open(path, &error)) {
        openError_->setText(QString("<b>%1</b><br>%2<br><a href=\"dismiss\">%3</a>")
                                .arg(tr("Cannot open %1; the open run card is unchanged.")
                                         .arg(QDir::toNativeSeparators(path))
                                         .toHtmlEscaped(),
                                     error.toHtmlEscaped().replace('\n', "<br>"),
                                     tr("Dismiss").toHtmlEscaped()));
        openError_->show();
        return false;
    }
    openError_->hide();
    Settings::instance().setValue(Settings::Key::LastDirectory, QFileInfo(path).absolutePath());
    statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

void MainWindow::newCard() {
    if (!maybeSave())
        return;
    QString error;
    openError_->hide();
    if (!document_->newFromTemplate(defaultCardPath(), &error))
        document_->reset(RunCard{}, QString());
}

namespace {
// The local .yaml/.yml file a drag carries, or "".
QString droppedCard(const QMimeData* mime) {
    if (!mime->hasUrls() || mime->urls().size() != 1 || !mime->urls().front().isLocalFile())
        return {};
    const QString path = mime->urls().front().toLocalFile();
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == "yaml" || suffix == "yml" ? path : QString();
}
} // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (!droppedCard(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QString path = droppedCard(event->mimeData());
    if (path.isEmpty())
        return;
    event->acceptProposedAction();
    if (maybeSave())
        openCard(path);
}

bool MainWindow::save() {
    if (document_->path().isEmpty())
        return saveAs(QString());
    return saveAs(document_->path());
}

bool MainWindow::saveAs(const QString& requested) {
    QString path = requested;
    if (path.isEmpty()) {
        const QString suggestion =
            QDir(Settings::instance().value(Settings::Key::LastDirectory).toString())
                .filePath((document_->card().name.empty()
                               ? QString("runcard")
                               : QString::fromStdString(document_->card().name)) +
                          ".yaml");
        path = QFileDialog::getSaveFileName(this, tr("Save run card"), suggestion,
                                            tr("Run cards (*.yaml *.yml)"));
        if (path.isEmpty())
            return false;
    }
    QString error;
    if (!document_->saveAs(path, &error)) {
        prompt::showError(this, tr("Cannot save the run card"), error);
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

bool MainWindow::maybeSave() {
    if (!document_->isModified())
        return true;
    switch (prompt::askUnsavedChanges(this, document_->displayName())) {
    case prompt::Answer::Save:
        return save();
    case prompt::Answer::Discard:
        return true;
    default:
        return false;
    }
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    // A clean close removes this card's autosave only; other windows keep theirs.
    document_->discardRecovery();
    Settings::instance().setValue(Settings::Key::WindowGeometry, saveGeometry());
    Settings::instance().setValue(Settings::Key::LastStage, int(currentStage()));
    event->accept();
}

void MainWindow::updateTitle() {
    setWindowTitle(tr("%1[*] — Runcard").arg(document_->displayName()));
    setWindowModified(document_->isModified());
}

QString MainWindow::noPlanNotice(Stage stage) const {
    QStringList items;
    for (const PlanSession::Problem& problem : session_->problems()) {
        const FieldSpec* spec =
            problem.field.isEmpty() ? nullptr : findField(problem.field.toStdString());
        const QString name =
            spec ? QCoreApplication::translate("RunCardSchema", std::string(spec->label).c_str())
                 : problem.field;
        items << (name.isEmpty() ? problem.message.toHtmlEscaped()
                                 : QString("<a href=\"field:%1\">%2</a>: %3")
                                       .arg(problem.field, name.toHtmlEscaped(),
                                            problem.message.toHtmlEscaped()));
    }
    QString html =
        QString("<p><b>%1</b></p><p>%2</p><ul><li>%3</li></ul>")
            .arg(tr("The run card has errors, so there is no plan.").toHtmlEscaped(),
                 tr("Fix them on the Run card (Ctrl+1):").toHtmlEscaped(), items.join("</li><li>"));
    if (stage == Stage::Report)
        html += QString("<p>%1</p>")
                    .arg(tr("PDF and table export are disabled until the run card is fixed.")
                             .toHtmlEscaped());
    return html;
}

void MainWindow::updateStatus() {
    const bool planned = session_->valid();
    exportPdfAction_->setEnabled(planned);
    exportPdfAction_->setToolTip(planned ? exportPdfAction_->text().remove('&')
                                         : tr("The run card has errors, so there is no plan."));
    for (const Stage stage :
         {Stage::Budget, Stage::Compare, Stage::Scaling, Stage::Cost, Stage::Report})
        stages_[std::size_t(stage)]->setBlocked(planned ? QString() : noPlanNotice(stage));
    // The run card's entry in the navigation is marked while it keeps the plan from being made.
    navigation_->item(int(Stage::Run))
        ->setForeground(planned ? palette().text() : QBrush(overColor()));
    if (!planned) {
        const QList<PlanSession::Problem>& problems = session_->problems();
        const QString field = problems.isEmpty() ? QString() : problems.front().field;
        statusFit_->setText(
            QString("<a href=\"field:%1\" style=\"color: %2;\">%3</a>")
                .arg(field, overColor().name(),
                     tr("Run card has errors (%n): no plan", "", int(problems.size()))
                         .toHtmlEscaped()));
        setStyleSheetIfChanged(statusFit_,
                               QString("color: %1; font-weight: bold;").arg(overColor().name()));
        return;
    }
    const MemoryEstimate& m = session_->plan().memory;
    const QColor colour = m.margin_ok ? fitColor() : m.fits ? tightColor() : overColor();
    statusFit_->setText(tr("%1 of %2 per GPU on %3")
                            .arg(formatGiB(m.deciding_total_bytes), formatGiB(m.usable_bytes),
                                 QString::fromStdString(session_->scenario().gpu->name))
                            .toHtmlEscaped());
    setStyleSheetIfChanged(statusFit_, QString("color: %1; font-weight: bold;").arg(colour.name()));
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslateUi() {
    // A transient status message ("Opened …") was written in the old language; it goes.
    statusBar()->clearMessage();
    for (int i = 0; i < stageCount; ++i) {
        const QString title = QCoreApplication::translate("MainWindow", stageTitle(Stage(i)));
        navigation_->item(i)->setText(QString("%1   %2").arg(i + 1).arg(title));
        stageActions_[std::size_t(i)]->setText(title);
    }
    fileMenu_->setTitle(tr("&File"));
    newAction_->setText(tr("&New run card"));
    openAction_->setText(tr("&Open…"));
    recentMenu_->setTitle(tr("Open &recent"));
    saveAction_->setText(tr("&Save"));
    saveAsAction_->setText(tr("Save &as…"));
    exportPdfAction_->setText(tr("&Export PDF report…"));
    quitAction_->setText(tr("&Quit"));
    editMenu_->setTitle(tr("&Edit"));
    undoAction_->setText(undoActionText(document_->undoStack()->undoText()));
    redoAction_->setText(redoActionText(document_->undoStack()->redoText()));
    preferencesAction_->setText(tr("&Preferences…"));
    startPilotAction_->setText(tr("Start pilot"));
    exportPdfAction_->setIconText(tr("Export PDF"));
    toolBar_->setWindowTitle(tr("Main toolbar"));
    viewMenu_->setTitle(tr("&View"));
    languageMenu_->setTitle(tr("&Language"));
    systemLanguageAction_->setText(tr("System language"));
    helpMenu_->setTitle(tr("&Help"));
    aboutAction_->setText(tr("&About Runcard"));
    aboutQtAction_->setText(tr("About &Qt"));
    updateTitle();
    updateStatus();
}

} // namespace runcard::ui
