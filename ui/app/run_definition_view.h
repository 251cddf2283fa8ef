// Stage 1, "Define the run before the card": every field of the run card with units, ranges and a
// tooltip saying why it matters for memory or time. The editors come from the schema table
// (run_field_binder.h), their places from run_form_groups.h. Edits go to the RunCardDocument
// (undoable); invalid values stay in the form and are marked in place with the planner's message.
#pragma once

#include "ui/app/plan_session.h"
#include "ui/app/run_card_document.h"
#include "ui/app/run_field_binder.h"

#include <QWidget>
#include <vector>

class QGroupBox;
class QHBoxLayout;
class QLabel;
class QScrollArea;

namespace runcard::ui {

class ModelImportPanel;

class RunDefinitionView : public QWidget {
    Q_OBJECT
public:
    RunDefinitionView(RunCardDocument* document, PlanSession* session, QWidget* parent = nullptr);

    // The editor of a dotted card field ("training.micro_batch") or group ("training.budget").
    QWidget* editorFor(const QString& field) const;
    // Scrolls to the editor showing `field` (or a group containing it) and focuses it; returns
    // it, or null when no row shows the field.
    QWidget* focusField(const QString& field);
    // The message shown under a field ("" when the field is valid).
    QString messageFor(const QString& field) const;
    QStringList fieldPaths() const;
    // The whole form inside its scroll area (for a screenshot of every field).
    QWidget* form() const;

public slots:
    // Point the card at a Hugging Face config.json / a local model folder after checking it loads.
    bool importHfConfigFile(const QString& path);
    bool importModelFolder(const QString& directory);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    struct Row {
        BoundField field;
        QLabel* label = nullptr;
        QLabel* message = nullptr;
        QString tip; // the field's tooltip in the current language
    };

    void build();
    void addRow(BoundField field, std::size_t group);
    // Flows the groups into as many columns as the scroll area's width fits (at least one), in
    // reading order, balanced by height; `force` redoes it when the count is unchanged.
    void reflow(bool force);
    int columnsFor(int width) const;
    void commit(const QString& path);
    void refresh();
    void showDiagnostics();
    void markInvalid(const Row& row, bool invalid);
    // Greys a field the card's method, framework or layout does not use (FieldSpec::applies), or
    // one the resolved model has no use for (FieldSpec::forModels), while it holds its default;
    // one set to something else stays editable, so it can be reset.
    void showApplicability();
    void retranslateUi();

    RunCardDocument* document_;
    PlanSession* session_;
    std::vector<QGroupBox*> groups_;
    std::vector<Row> rows_;
    QLabel* summary_ = nullptr;
    QLabel* banner_ = nullptr;
    QScrollArea* scroll_ = nullptr;
    QHBoxLayout* columns_ = nullptr; // one QVBoxLayout of groups per column
    int columnCount_ = 0;
    ModelImportPanel* importPanel_ = nullptr;
    bool refreshing_ = false;
    bool stale_ = false; // what-if steps on another page changed the plan summary
};

} // namespace runcard::ui
