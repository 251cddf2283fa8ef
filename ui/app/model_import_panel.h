// The run form's import panel: point the card at a Hugging Face config.json or a local model
// folder after checking that it loads, and say what was found (or why it failed).
#pragma once

#include "ui/app/run_card_document.h"

#include <QWidget>
#include <functional>
#include <string>

class QLabel;
class QPushButton;

namespace runcard::ui {

class ModelImportPanel : public QWidget {
    Q_OBJECT
public:
    explicit ModelImportPanel(RunCardDocument* document, QWidget* parent = nullptr);

    bool importHfConfigFile(const QString& path);
    bool importModelFolder(const QString& directory);
    // The outcome of the last import, shown under the buttons.
    QLabel* resultLabel() const { return result_; }
    void retranslateUi();

private:
    QString relativeToCard(const QString& path) const;
    // Runs `load` (which checks the model and says what it found); on success points the card's
    // `source` at `path` instead of any other model source.
    bool import(const std::function<QString()>& load, const QString& path,
                std::string ModelSection::*source, const QString& lastDirectory);

    RunCardDocument* document_;
    QPushButton* configButton_;
    QPushButton* folderButton_;
    QLabel* result_;
};

} // namespace runcard::ui
