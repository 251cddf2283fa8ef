#include "ui/report/cost_view.h"

#include "planner/resources.h"
#include "ui/common/catalog_texts.h"
#include "ui/common/enum_names.h"
#include "ui/common/formatting.h"
#include "ui/common/language_manager.h"
#include "ui/common/memory_palette.h"
#include "ui/common/planner_messages.h"
#include "ui/common/settings.h"
#include "ui/report/decision_banner.h"
#include "ui/report/decision_text.h"
#include "ui/report/price_file.h"
#include "ui/report/report_chart_view.h"
#include "ui/report/report_charts.h"

#include <QComboBox>
#include <QDesktopServices>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTimer>
#include <QUrl>
#include <QVBoxLayout>
#include <algorithm>

namespace runcard::ui {
namespace {

const int kGpuCounts[] = {1, 2, 4, 8, 16, 32};
// The charts' height when few GPUs are compared (the rental chart grows with their number).
constexpr int kMinimumChartHeight = 220;

QLabel* sectionTitle(QWidget* parent) {
    auto* label = new QLabel(parent);
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    return label;
}

} // namespace

CostView::CostView(QWidget* parent) : QWidget(parent) {
    gpuCount_ = new QComboBox(this);
    gpuCount_->setObjectName("gpuCount");
    for (int count : kGpuCounts)
        gpuCount_->addItem(QString::number(count), count);
    period_ = new QComboBox(this);
    period_->setObjectName("billingPeriod");
    pricing_ = new QComboBox(this);
    pricing_->setObjectName("pricingKind");
    waiting_ = new QDoubleSpinBox(this);
    waiting_->setObjectName("waitingCostPerDay");
    waiting_->setRange(0, 1e7);
    waiting_->setDecimals(0);
    waiting_->setSingleStep(100);
    options_ = new QListWidget(this);
    options_->setObjectName("rentalOptions");
    // Option names come from the price file (data, not interface text), as written there.
    options_->setProperty("runcard_dynamic", true);
    options_->setMaximumHeight(130);
    options_->setWordWrap(true);

    auto* controls = new QFormLayout;
    gpuCountLabel_ = new QLabel(this);
    periodLabel_ = new QLabel(this);
    pricingLabel_ = new QLabel(this);
    waitingLabel_ = new QLabel(this);
    optionsLabel_ = new QLabel(this);
    controls->addRow(gpuCountLabel_, gpuCount_);
    controls->addRow(periodLabel_, period_);
    controls->addRow(pricingLabel_, pricing_);
    controls->addRow(waitingLabel_, waiting_);
    controls->addRow(optionsLabel_, options_);

    windowTitle_ = sectionTitle(this);
    windowChart_ = new ReportChartView(ReportChart::RentalWindow, this);
    windowChart_->setObjectName("rentalWindowChart");
    windowChart_->setMinimumHeight(kMinimumChartHeight);
    costTitle_ = sectionTitle(this);
    costChart_ = new ReportChartView(ReportChart::CostPerOutput, this);
    costChart_->setObjectName("costPerOutputChart");
    costChart_->setMinimumHeight(kMinimumChartHeight);
    table_ = new QTableWidget(this);
    table_->setObjectName("costComparison");
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->setVisible(false);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    pricesNote_ = new QLabel(this);
    pricesNote_->setWordWrap(true);
    pricesNote_->setObjectName("pricesNote");

    auto* charts = new QHBoxLayout;
    auto* windowBox = new QVBoxLayout;
    windowBox->addWidget(windowTitle_);
    windowBox->addWidget(windowChart_, 1);
    auto* costBox = new QVBoxLayout;
    costBox->addWidget(costTitle_);
    costBox->addWidget(costChart_, 1);
    charts->addLayout(windowBox, 1);
    charts->addLayout(costBox, 1);

    // The charts share the width evenly whatever their legends ask for.
    for (ReportChartView* chart : {windowChart_, costChart_})
        chart->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Expanding);
    charts->setStretch(0, 1);
    charts->setStretch(1, 1);
    auto* controlsPanel = new QWidget(this);
    controlsPanel->setLayout(controls);
    // At least 330 px, wider where a language's labels need it (never a fixed width).
    controlsPanel->setMinimumWidth(330);
    controlsPanel->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Preferred);
    auto* top = new QHBoxLayout;
    top->addWidget(controlsPanel, 0, Qt::AlignTop); // beside a tall chart the form stays compact
    top->addLayout(charts, 1);
    status_ = new QLabel(this);
    status_->setObjectName("costStatus");
    status_->setWordWrap(true);
    status_->setProperty("runcard_dynamic", true);
    status_->setStyleSheet(QString("color: %1;").arg(overColor().name()));
    status_->hide();
    decision_ = new QLabel(this);
    decision_->setObjectName("costDecision");
    decision_->setWordWrap(true);
    decision_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    decision_->setProperty("runcard_dynamic", true); // data: names, costs, times
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(status_);
    layout->addWidget(decision_);
    layout->addLayout(top, 1);
    layout->addWidget(table_, 1);
    priceFileButton_ = new QPushButton(this);
    priceFileButton_->setObjectName("priceFile");
    editPricesButton_ = new QPushButton(this);
    editPricesButton_->setObjectName("editPrices");
    bundledPricesButton_ = new QPushButton(this);
    bundledPricesButton_->setObjectName("bundledPrices");
    connect(priceFileButton_, &QPushButton::clicked, this, &CostView::choosePriceFile);
    connect(editPricesButton_, &QPushButton::clicked, this, &CostView::editPriceFile);
    connect(bundledPricesButton_, &QPushButton::clicked, this,
            [this] { setUserPriceFile(QString()); });
    // An edited price file is re-read as soon as it is saved.
    priceWatcher_ = new QFileSystemWatcher(this);
    connect(priceWatcher_, &QFileSystemWatcher::fileChanged, this, [this] {
        watchPriceFile();
        loadControlsFromCard();
        scheduleRecompute();
    });
    auto* prices = new QHBoxLayout;
    prices->addWidget(pricesNote_, 1);
    prices->addWidget(priceFileButton_);
    prices->addWidget(editPricesButton_);
    prices->addWidget(bundledPricesButton_);
    layout->addLayout(prices);
    watchPriceFile();

    // Edits are coalesced: one recomputation after the user stops changing things.
    recomputeTimer_ = new QTimer(this);
    recomputeTimer_->setSingleShot(true);
    recomputeTimer_->setInterval(60);
    connect(recomputeTimer_, &QTimer::timeout, this, &CostView::recompute);
    auto edited = [this] {
        if (loading_)
            return;
        readControlsIntoCard();
        emit rentalEdited(card_.rental, card_.hardware.gpus_per_node, card_.hardware.nodes);
        scheduleRecompute();
    };
    connect(gpuCount_, &QComboBox::currentIndexChanged, this, edited);
    connect(period_, &QComboBox::currentIndexChanged, this, edited);
    connect(pricing_, &QComboBox::currentIndexChanged, this, edited);
    connect(waiting_, &QDoubleSpinBox::valueChanged, this, edited);
    connect(options_, &QListWidget::itemChanged, this, edited);

    retranslateUi();
}

void CostView::setPlanning(std::shared_ptr<const CardPlanner> planner,
                           const QString& pilotDirectory) {
    planner_ = std::move(planner);
    pilotDirectory_ = pilotDirectory;
    if (planner_)
        card_ = planner_->card();
    loadControlsFromCard();
    scheduleRecompute();
}

void CostView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        loadControlsFromCard(); // the option names and notes in the new language
        rebuild(); // charts and table carry translated labels: redo them now, shown or not
    }
    QWidget::changeEvent(event);
}

void CostView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (updates_.stale())
        recompute();
}

void CostView::retranslateUi() {
    loading_ = true;
    gpuCountLabel_->setText(tr("GPUs"));
    periodLabel_->setText(tr("Billing period"));
    pricingLabel_->setText(tr("Pricing"));
    waitingLabel_->setText(tr("Value of a day earlier"));
    waiting_->setToolTip(tr("What finishing a day earlier is worth to you; it is added to each "
                            "GPU's cost for the comparison."));
    optionsLabel_->setText(tr("Options"));
    priceFileButton_->setText(tr("Price file…"));
    priceFileButton_->setToolTip(tr("Use your provider's price file (YAML, docs/cost-model.md)."));
    editPricesButton_->setText(tr("Edit prices…"));
    editPricesButton_->setToolTip(tr("Opens your price file in the text editor; a copy of the "
                                     "bundled prices is made first if you have none."));
    bundledPricesButton_->setText(tr("Bundled prices"));
    windowTitle_->setText(tr("Rental window"));
    costTitle_->setText(tr("Cost per 1M trained tokens"));
    const int period = period_->currentIndex();
    period_->clear();
    for (const BillingPeriod p :
         {BillingPeriod::Hour, BillingPeriod::Day, BillingPeriod::Week, BillingPeriod::Month})
        period_->addItem(displayName(p), int(p));
    period_->setCurrentIndex(qMax(0, period));
    const int pricing = pricing_->currentIndex();
    pricing_->clear();
    for (const PricingKind k : {PricingKind::OnDemand, PricingKind::Reserved, PricingKind::Spot})
        pricing_->addItem(displayName(k), int(k));
    pricing_->setCurrentIndex(qMax(0, pricing));
    loading_ = false;
}

void CostView::loadControlsFromCard() {
    loading_ = true;
    const int count = card_.hardware.gpuCount();
    int index = gpuCount_->findData(count);
    if (index < 0) {
        gpuCount_->addItem(QString::number(count), count);
        index = gpuCount_->count() - 1;
    }
    gpuCount_->setCurrentIndex(index);
    period_->setCurrentIndex(period_->findData(int(card_.rental.period)));
    pricing_->setCurrentIndex(pricing_->findData(int(card_.rental.pricing)));
    waiting_->setValue(card_.rental.waiting_cost_per_day);
    options_->clear();
    PriceCatalog prices;
    try {
        prices = PriceCatalog::withUserFile(priceFile().toStdString());
    } catch (const std::exception&) {
        // The error is shown by recompute() through the model's prices_error.
    }
    const QString language = LanguageManager::instance().language();
    for (const PriceOption& option : prices.options) {
        auto* item = new QListWidgetItem(catalogText(option.name, language), options_);
        item->setData(Qt::UserRole, QString::fromStdString(option.id));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        const bool chosen = std::find(card_.rental.options.begin(), card_.rental.options.end(),
                                      option.id) != card_.rental.options.end();
        item->setCheckState(chosen ? Qt::Checked : Qt::Unchecked);
        item->setToolTip(
            option.price
                ? catalogText(option.price->note, language)
                : tr("No price in the catalog: %1").arg(catalogText(option.note, language)));
    }
    loading_ = false;
}

void CostView::readControlsIntoCard() {
    const int count = gpuCount_->currentData().toInt();
    // Up to 8 GPUs share one node; more are whole 8-GPU nodes.
    card_.hardware.gpus_per_node = count <= 8 ? count : 8;
    card_.hardware.nodes = count <= 8 ? 1 : (count + 7) / 8;
    if (count > 1 && card_.hardware.parallelism == Parallelism::Single)
        card_.hardware.parallelism = Parallelism::Ddp;
    card_.rental.period = BillingPeriod(period_->currentData().toInt());
    card_.rental.pricing = PricingKind(pricing_->currentData().toInt());
    card_.rental.waiting_cost_per_day = waiting_->value();
    card_.rental.options.clear();
    for (int i = 0; i < options_->count(); ++i)
        if (options_->item(i)->checkState() == Qt::Checked)
            card_.rental.options.push_back(
                options_->item(i)->data(Qt::UserRole).toString().toStdString());
}

void CostView::scheduleRecompute() {
    recomputeTimer_->start();
}

QString CostView::priceFile() const {
    return priceFileFor(card_);
}

QString CostView::setUserPriceFile(const QString& path) {
    priceFileError_.clear();
    if (!path.isEmpty()) {
        try {
            PriceCatalog::load(path.toStdString());
        } catch (const std::exception& error) {
            priceFileError_ = errorMessage(error);
            scheduleRecompute();
            return priceFileError_;
        }
    }
    Settings::instance().setValue(Settings::Key::UserPriceCatalog, path);
    watchPriceFile();
    loadControlsFromCard();
    scheduleRecompute();
    return {};
}

void CostView::choosePriceFile() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Price file"), priceFile(),
                                                      tr("Price catalogs (*.yaml *.yml)"));
    if (!path.isEmpty())
        setUserPriceFile(path);
}

void CostView::editPriceFile() {
    QString path = priceFile();
    if (path.isEmpty()) {
        // Start from a copy of the bundled prices in the user's data folder.
        const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QDir().mkpath(folder);
        path = QDir(folder).filePath("prices.yaml");
        if (!QFileInfo::exists(path))
            QFile::copy(QString::fromStdString(resourcePath("prices/prices.yaml")), path);
        QFile(path).setPermissions(QFile::ReadOwner | QFile::WriteOwner);
        setUserPriceFile(path);
    }
    QDesktopServices::openUrl(QUrl::fromLocalFile(path));
}

void CostView::watchPriceFile() {
    if (!priceWatcher_->files().isEmpty())
        priceWatcher_->removePaths(priceWatcher_->files());
    const QString path = priceFile();
    if (!path.isEmpty() && QFileInfo::exists(path))
        priceWatcher_->addPath(path);
}

void CostView::recompute() {
    if (updates_.updateNow(this))
        rebuild();
}

void CostView::rebuild() {
    status_->setVisible(!planner_);
    decision_->setVisible(planner_ != nullptr);
    if (!planner_) {
        model_ = ReportModel{};
        status_->setText(tr("No costs: the run card cannot be planned; see the run card page."));
    } else {
        model_ = buildReportModel(
            *planner_, {QString::fromStdString(card_.source_path), pilotDirectory_, priceFile()},
            LanguageManager::instance().language(), locale());
        // The same decision as the compare and report pages, from these prices and controls.
        showDecisionBanner(decision_, model_.decision, model_.comparison,
                           model_.card.hardware.memory_margin,
                           model_.card.rental.waiting_cost_per_day,
                           QString::fromStdString(model_.prices.currency), model_.locale,
                           tr("No GPU in the catalog fits this run card with its memory margin on "
                              "up to %1 GPUs: rent nothing yet.")
                               .arg(model_.locale.toString(triedGpuCounts.back())),
                           frameworkDecisionSentence(model_.decision, model_.framework_decisions,
                                                     model_.card.rental.waiting_cost_per_day,
                                                     QString::fromStdString(model_.prices.currency),
                                                     model_.locale));
    }
    windowChart_->setModel(&model_);
    costChart_->setModel(&model_);
    // One line per GPU's label: with many GPUs the page scrolls instead of overprinting them.
    windowChart_->setMinimumHeight(
        std::max(kMinimumChartHeight, reportChartLegibleHeight(model_, ReportChart::RentalWindow)));
    costChart_->setMinimumHeight(std::max(
        kMinimumChartHeight, reportChartLegibleHeight(model_, ReportChart::CostPerOutput)));
    fillTable();
    QString note = tr("Prices as of %1 (%2). Missing prices are shown as missing, never as zero.")
                       .arg(formatDate(model_.prices.as_of, locale()),
                            QString::fromStdString(model_.prices.currency));
    if (model_.prices.files.size() > 1)
        note += " " + tr("Your file: %1").arg(QString::fromStdString(model_.prices.files.back()));
    if (!model_.prices_error.isEmpty())
        note = tr("The price catalog could not be read: %1").arg(model_.prices_error);
    if (!priceFileError_.isEmpty())
        note = tr("That price file was not used: %1").arg(priceFileError_);
    pricesNote_->setText(note);
}

QString CostView::decisionText() const {
    return decision_->isVisibleTo(this) ? decision_->text() : QString();
}

void CostView::fillTable() {
    const ReportTable* comparison = model_.table("comparison");
    const ReportTable* costs = model_.table("cost_per_output");
    if (!comparison || !costs)
        return;
    // GPU, then the comparison's columns, then the cost columns (without the repeated GPU).
    QStringList headers = comparison->headers;
    headers.append(costs->headers.mid(1));
    table_->clear();
    table_->setColumnCount(int(headers.size()));
    table_->setHorizontalHeaderLabels(headers);
    table_->setRowCount(int(comparison->rows.size()));
    for (int r = 0; r < comparison->rows.size(); ++r) {
        QList<ReportCell> cells = comparison->rows[r];
        cells.append(costs->rows[r].mid(1));
        const bool marked = model_.costs.cheapest == r || model_.costs.earliest == r;
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c].display);
            if (cells[c].numeric())
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (!cells[c].value.isValid() && c > 0)
                item->setForeground(overColor());
            if (marked) {
                QFont font = item->font();
                font.setBold(true);
                item->setFont(font);
            }
            table_->setItem(r, c, item);
        }
    }
}

} // namespace runcard::ui
