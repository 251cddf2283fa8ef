// Stage 1, "Define the run before the card": every field of the run card with units, ranges and a
// tooltip saying why it matters for memory or time. Edits go to the RunCardDocument (undoable);
// invalid values stay in the form and are marked in place with the planner's message.
#pragma once

#include "ui/app/plan_session.h"
#include "ui/app/run_card_document.h"

#include <QWidget>
#include <functional>
#include <vector>

class QComboBox;
class QGridLayout;
class QGroupBox;
class QLabel;
class QPushButton;

namespace runcard::ui {

class RunDefinitionView : public QWidget {
    Q_OBJECT
public:
    RunDefinitionView(RunCardDocument* document, PlanSession* session, QWidget* parent = nullptr);

    // The editor of a dotted card field ("training.micro_batch"), for tests and focus.
    QWidget* editorFor(const QString& field) const;
    // The message shown under a field ("" when the field is valid).
    QString messageFor(const QString& field) const;
    QStringList fieldPaths() const;

public slots:
    // Point the card at a Hugging Face config.json / a local model folder after checking it loads.
    bool importHfConfigFile(const QString& path);
    bool importModelFolder(const QString& directory);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    struct Field {
        QString path;
        QLabel* label = nullptr;
        QWidget* editor = nullptr;
        QLabel* message = nullptr;
        const char* text = "";
        const char* tooltip = "";
        std::function<void(RunCard&)> write;      // editor -> card
        std::function<void(const RunCard&)> read; // card -> editor (signals blocked)
        std::function<void()> retranslate;        // units, combo items
    };

    void build();
    QGroupBox* addGroup(const char* title, int row, int column, int rowSpan = 1);
    Field& addRow(QWidget* editor, const QString& path, const char* text, const char* tooltip);
    void addInt(const QString& path, const char* text, const char* tooltip, int min, int max,
                std::function<int&(RunCard&)> access, const char* unit = nullptr);
    void addOptionalInt(const QString& path, const char* text, const char* tooltip, int max,
                        std::function<std::optional<std::int64_t>(const RunCard&)> get,
                        std::function<void(RunCard&, std::optional<std::int64_t>)> set);
    void addDouble(const QString& path, const char* text, const char* tooltip, double min,
                   double max, int decimals, double step, std::function<double&(RunCard&)> access,
                   const char* unit = nullptr, double displayScale = 1.0);
    void addBool(const QString& path, const char* text, const char* tooltip,
                 std::function<bool&(RunCard&)> access);
    void addText(const QString& path, const char* text, const char* tooltip,
                 std::function<std::string&(RunCard&)> access, const char* placeholder = nullptr);
    template <class E>
    void addEnum(const QString& path, const char* text, const char* tooltip,
                 std::function<E&(RunCard&)> access);
    // A combo whose first item means "not set" (the value comes from the model).
    void addOptionalChoice(const QString& path, const char* text, const char* tooltip,
                           std::vector<std::pair<int, const char*>> choices,
                           std::function<std::optional<int>(const RunCard&)> get,
                           std::function<void(RunCard&, std::optional<int>)> set);
    void addTextList(const QString& path, const char* text, const char* tooltip,
                     std::function<std::vector<std::string>&(RunCard&)> access);
    void addPresetPicker();
    void addGpuPicker();
    void addLoraTargets();
    void addBudget();
    void addImportButtons();

    void commit(const Field& field);
    void refresh();
    void showDiagnostics();
    void retranslateUi();
    QString relativeToCard(const QString& path) const;

    RunCardDocument* document_;
    PlanSession* session_;
    QGridLayout* grid_ = nullptr;
    QGroupBox* currentGroup_ = nullptr;
    std::vector<QGroupBox*> groups_;
    std::vector<const char*> groupTitles_;
    std::vector<Field> fields_;
    QLabel* summary_ = nullptr;
    QLabel* banner_ = nullptr;
    QLabel* importResult_ = nullptr;
    QPushButton* importConfigButton_ = nullptr;
    QPushButton* importFolderButton_ = nullptr;
    QString importSummary_;
    bool refreshing_ = false;
    bool stale_ = false; // what-if steps on another page changed the plan summary
};

} // namespace runcard::ui
