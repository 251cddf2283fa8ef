#include "ui/app/run_definition_view.h"

#include "ui/app/model_import_panel.h"
#include "ui/app/run_form_groups.h"
#include "ui/common/formatting.h"
#include "ui/common/planner_messages.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QVBoxLayout>
#include <algorithm>
#include <memory>

namespace runcard::ui {

namespace {

// A diagnostic belongs to a row when its field is one the row shows or lies inside one.
bool belongsTo(const std::string& diagnosticField, const QStringList& rowFields) {
    const QString d = QString::fromStdString(diagnosticField);
    for (const QString& field : rowFields)
        if (d == field || d.startsWith(field + '.') || d.startsWith(field + '['))
            return true;
    return false;
}

QFormLayout* formOf(QGroupBox* group) {
    return static_cast<QFormLayout*>(group->layout());
}

} // namespace

RunDefinitionView::RunDefinitionView(RunCardDocument* document, PlanSession* session,
                                     QWidget* parent)
    : QWidget(parent), document_(document), session_(session) {
    build();
    connect(document_, &RunCardDocument::cardChanged, this, &RunDefinitionView::refresh);
    connect(session_, &PlanSession::changed, this, [this] {
        // What-if steps on the budget page change only the summary; catch up when shown. The
        // resolved model decides the expert fields.
        if (window()->isVisible() && !isVisible()) {
            stale_ = true;
        } else {
            showApplicability();
            showDiagnostics();
        }
    });
    retranslateUi();
    refresh();
}

void RunDefinitionView::build() {
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    banner_ = new QLabel(this);
    banner_->setObjectName("diagnosticsBanner");
    banner_->setWordWrap(true);
    banner_->setStyleSheet("QLabel { background: #fdecea; color: #8a1420; padding: 6px; "
                           "border-radius: 4px; }");
    banner_->setProperty("runcard_dynamic", true);
    banner_->hide();
    summary_ = new QLabel(this);
    summary_->setObjectName("modelSummary");
    summary_->setWordWrap(true);
    summary_->setProperty("runcard_dynamic", true);
    summary_->setStyleSheet("QLabel { padding: 4px 2px; }");

    scroll_ = new QScrollArea(this);
    scroll_->setObjectName("runFormScroll");
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    scroll_->installEventFilter(this); // the groups reflow when the width changes
    auto* content = new QWidget;
    columns_ = new QHBoxLayout(content);
    columns_->setContentsMargins(4, 4, 4, 4);
    scroll_->setWidget(content);
    outer->addWidget(summary_);
    outer->addWidget(banner_);
    outer->addWidget(scroll_, 1);

    for (std::size_t i = 0; i < runFormGroups().size(); ++i) {
        auto* group = new QGroupBox(content);
        auto* form = new QFormLayout(group);
        form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        form->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
        form->setHorizontalSpacing(6);
        groups_.push_back(group);
    }
    // Every field of the schema in its order; a group of alternatives (the budget) as one row
    // where its first field is.
    for (const FieldSpec& field : runCardFields()) {
        if (field.fixed)
            continue;
        const std::size_t group = formGroupOf(field.path);
        if (!field.oneOf.empty()) {
            if (oneOfMembers(field.oneOf).front() == &field) {
                const QString path =
                    QString::fromLatin1(field.oneOf.data(), int(field.oneOf.size()));
                addRow(bindOneOfGroup(*findOneOfGroup(field.oneOf), [this, path] { commit(path); }),
                       group);
            }
            continue;
        }
        const QString path = QString::fromStdString(field.path);
        addRow(bindField(field, [this, path] { commit(path); }), group);
        if (field.path == "model.local_dir") { // the import buttons belong with the model sources
            importPanel_ = new ModelImportPanel(document_, groups_[group]);
            formOf(groups_[group])->addRow(QString(), importPanel_);
            formOf(groups_[group])->addRow(QString(), importPanel_->resultLabel());
        }
    }
}

int RunDefinitionView::columnsFor(int width) const {
    int widest = 1;
    for (const QGroupBox* group : groups_)
        widest = std::max(widest, group->minimumSizeHint().width());
    const QMargins margins = columns_->contentsMargins();
    const int spacing = std::max(0, columns_->spacing());
    const int fit = (width - margins.left() - margins.right() + spacing) / (widest + spacing);
    return std::clamp(fit, 1, int(groups_.size()));
}

void RunDefinitionView::reflow(bool force) {
    // The width the groups may take: the scroll area's, less a vertical scroll bar whether shown
    // or not (reserving it keeps the column count from flipping as the bar comes and goes).
    const int width = scroll_->width() - scroll_->verticalScrollBar()->sizeHint().width();
    const int columns = columnsFor(width);
    if (columns == columnCount_ && !force)
        return;
    columnCount_ = columns;
    while (QLayoutItem* item = columns_->takeAt(0))
        delete item; // the column layouts; the groups stay children of the content widget
    std::vector<int> heights;
    for (const QGroupBox* group : groups_)
        heights.push_back(group->sizeHint().height());
    std::vector<std::size_t> starts = balancedColumns(heights, columns);
    starts.push_back(groups_.size());
    for (std::size_t run = 0; run + 1 < starts.size(); ++run) {
        auto* column = new QVBoxLayout;
        for (std::size_t i = starts[run]; i < starts[run + 1]; ++i)
            column->addWidget(groups_[i]);
        column->addStretch(1);
        columns_->addLayout(column, 1);
    }
    // Fewer runs than columns (a tall group): keep the columns as wide as they would be.
    for (std::size_t run = starts.size() - 1; run < std::size_t(columns); ++run)
        columns_->addStretch(1);
}

bool RunDefinitionView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == scroll_ && event->type() == QEvent::Resize)
        reflow(false);
    return QWidget::eventFilter(watched, event);
}

void RunDefinitionView::addRow(BoundField field, std::size_t group) {
    QWidget* editor = field.editor;
    // Long translated items must not widen the whole form; the popup still shows them in full.
    QList<QComboBox*> combos = editor->findChildren<QComboBox*>();
    if (auto* combo = qobject_cast<QComboBox*>(editor))
        combos << combo;
    for (QComboBox* combo : combos) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(8);
    }
    // Spin boxes size themselves for their largest value (1e15 tokens); let the form shrink them.
    QList<QAbstractSpinBox*> spins = editor->findChildren<QAbstractSpinBox*>();
    if (auto* spin = qobject_cast<QAbstractSpinBox*>(editor))
        spins << spin;
    for (QAbstractSpinBox* spin : spins)
        spin->setMinimumWidth(std::max(spin->minimumWidth(), 90));
    editor->setObjectName(field.path);

    QGroupBox* box = groups_[group];
    Row row;
    row.label = new QLabel(box);
    row.label->setBuddy(editor);
    row.message = new QLabel(box);
    row.message->setObjectName("fieldMessage");
    row.message->setWordWrap(true);
    row.message->setStyleSheet("color: #c01c28;");
    row.message->hide();
    row.message->setProperty("runcard_dynamic", true);
    auto* cell = new QWidget(box);
    auto* cellLayout = new QVBoxLayout(cell);
    cellLayout->setContentsMargins(0, 0, 0, 0);
    cellLayout->setSpacing(1);
    cellLayout->addWidget(editor);
    cellLayout->addWidget(row.message);
    formOf(box)->addRow(row.label, cell);
    row.field = std::move(field);
    rows_.push_back(std::move(row));
}

void RunDefinitionView::commit(const QString& path) {
    if (refreshing_)
        return;
    for (const Row& row : rows_)
        if (row.field.path == path) {
            RunCard card = document_->card();
            row.field.write(card);
            document_->setCard(card, path);
            return;
        }
}

void RunDefinitionView::refresh() {
    refreshing_ = true;
    for (const Row& row : rows_) {
        const QSignalBlocker blockEditor(row.field.editor);
        std::vector<std::unique_ptr<QSignalBlocker>> blockers;
        for (QWidget* child : row.field.editor->findChildren<QWidget*>())
            blockers.push_back(std::make_unique<QSignalBlocker>(child));
        row.field.read(document_->card());
    }
    refreshing_ = false;
    showApplicability();
    showDiagnostics();
}

void RunDefinitionView::showApplicability() {
    const RunCard& card = document_->card();
    static const RunCard defaults;
    // Whether the model is a mixture of experts or has a learned position table is the resolved
    // model's to say; unresolved, those fields stay as they are.
    const ModelArchitecture* model = session_->valid() ? &session_->scenario().arch : nullptr;
    const QString unusedNote =
        QString("<p><i>%1</i></p>")
            .arg(QCoreApplication::translate(
                "RunDefinitionView",
                "Not used by this card's model, method, framework or layout."));
    for (Row& row : rows_) {
        const FieldSpec* spec = row.field.spec;
        const bool unused =
            spec && (!spec->appliesTo(card) || (model && !spec->appliesToModel(*model)));
        const bool greyed = unused && spec->get(card) == spec->get(defaults);
        row.field.editor->setEnabled(!greyed);
        row.label->setEnabled(!greyed);
        const QString tip = unused ? row.tip + unusedNote : row.tip;
        row.label->setToolTip(tip);
        row.field.editor->setToolTip(tip);
    }
}

void RunDefinitionView::markInvalid(const Row& row, bool invalid) {
    QWidget* editor = row.field.editor;
    // A tinted field, not a style sheet: style sheets redraw spin-box arrows and combo frames.
    if (editor->property("runcard_invalid").toBool() == invalid)
        return;
    editor->setProperty("runcard_invalid", invalid);
    QPalette palette;
    if (invalid)
        palette.setColor(QPalette::Base, QColor(0xFD, 0xEC, 0xEA));
    QList<QWidget*> parts = editor->findChildren<QWidget*>();
    parts << editor;
    for (QWidget* w : parts)
        w->setPalette(palette);
}

void RunDefinitionView::showDiagnostics() {
    const Diagnostics& diagnostics = document_->diagnostics();
    QStringList unplaced;
    std::vector<QStringList> messages(rows_.size());
    auto place = [&](const std::string& field, const QString& message) {
        for (std::size_t i = 0; i < rows_.size(); ++i)
            if (!field.empty() && belongsTo(field, rows_[i].field.covers)) {
                messages[i] << message;
                return;
            }
        unplaced << (field.empty() ? message : QString::fromStdString(field) + ": " + message);
    };
    for (const Diagnostic& d : diagnostics)
        place(d.field, diagnosticMessage(d));
    // A card that validates can still fail to resolve (unknown preset, unreadable config.json).
    if (diagnostics.empty() && !session_->valid() && !session_->error().isEmpty()) {
        const std::string field = session_->errorField().toStdString();
        bool placed = false;
        for (std::size_t i = 0; i < rows_.size() && !placed; ++i)
            if (!field.empty() && belongsTo(field, rows_[i].field.covers)) {
                messages[i] << session_->error();
                placed = true;
            }
        if (!placed)
            unplaced << session_->error();
    }
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        const bool invalid = !messages[i].isEmpty();
        rows_[i].message->setText(messages[i].join('\n'));
        rows_[i].message->setVisible(invalid);
        markInvalid(rows_[i], invalid);
    }
    banner_->setVisible(!unplaced.isEmpty());
    banner_->setText(unplaced.join('\n'));

    if (session_->valid()) {
        const Plan& plan = session_->plan();
        const Scenario& s = session_->scenario();
        const double trainableShare =
            plan.parameters > 0 ? double(plan.trainable_parameters) / double(plan.parameters) : 0.0;
        // One multi-argument arg(): a Turkish percentage ("%0,52") must not be read as a marker.
        summary_->setText(
            QCoreApplication::translate(
                "RunDefinitionView",
                "%1 parameters, %2 trainable (%3) · %4 layers, hidden size %5, vocabulary %6")
                .arg(formatCount(double(plan.parameters)),
                     formatCount(double(plan.trainable_parameters)),
                     formatPercent(trainableShare, trainableShare < 0.01 ? 2 : 0),
                     QLocale().toString(s.arch.layers),
                     QLocale().toString(qlonglong(s.arch.hidden_size)),
                     QLocale().toString(qlonglong(s.arch.vocab_size))));
    } else if (!diagnostics.empty()) { // the planner refuses a card out of its ranges
        summary_->setText(QCoreApplication::translate(
            "RunDefinitionView", "Correct the marked fields to see the model and the plan."));
    } else {
        summary_->setText(QCoreApplication::translate(
            "RunDefinitionView", "The model cannot be resolved yet; see the marked fields."));
    }
}

bool RunDefinitionView::importHfConfigFile(const QString& path) {
    return importPanel_->importHfConfigFile(path);
}

bool RunDefinitionView::importModelFolder(const QString& directory) {
    return importPanel_->importModelFolder(directory);
}

QWidget* RunDefinitionView::editorFor(const QString& field) const {
    for (const Row& row : rows_)
        if (row.field.path == field)
            return row.field.editor;
    return nullptr;
}

QWidget* RunDefinitionView::focusField(const QString& field) {
    for (const Row& row : rows_)
        if (belongsTo(field.toStdString(), row.field.covers)) {
            scroll_->ensureWidgetVisible(row.field.editor);
            row.field.editor->setFocus(Qt::OtherFocusReason);
            return row.field.editor;
        }
    return nullptr;
}

QString RunDefinitionView::messageFor(const QString& field) const {
    for (const Row& row : rows_)
        if (row.field.path == field)
            return row.message->isHidden() ? QString() : row.message->text();
    return {};
}

QWidget* RunDefinitionView::form() const {
    return scroll_->widget();
}

QStringList RunDefinitionView::fieldPaths() const {
    QStringList paths;
    for (const Row& row : rows_)
        paths << row.field.path;
    return paths;
}

void RunDefinitionView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (stale_) {
        stale_ = false;
        showApplicability();
        showDiagnostics();
    }
}

void RunDefinitionView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void RunDefinitionView::retranslateUi() {
    for (std::size_t i = 0; i < groups_.size(); ++i)
        groups_[i]->setTitle(
            QCoreApplication::translate("RunDefinitionView", runFormGroups()[i].title));
    for (Row& row : rows_) {
        const QString label = QCoreApplication::translate("RunCardSchema", row.field.label);
        row.label->setText(label);
        QString tip = QString("<p><b>%1</b> <code>%2</code></p><p>%3</p>")
                          .arg(label.toHtmlEscaped(), row.field.path,
                               QCoreApplication::translate("RunCardSchema", row.field.help));
        if (row.field.spec)
            if (const QString allowed = allowedValues(*row.field.spec); !allowed.isEmpty())
                tip += QString("<p>%1</p>")
                           .arg(QCoreApplication::translate("RunDefinitionView", "Allowed: %1")
                                    .arg(allowed.toHtmlEscaped()));
        row.tip = tip;
        if (row.field.retranslate)
            row.field.retranslate();
    }
    importPanel_->retranslateUi();
    showApplicability();
    showDiagnostics();
    reflow(true); // the other language's labels have other widths
}

} // namespace runcard::ui
