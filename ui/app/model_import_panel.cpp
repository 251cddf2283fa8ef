#include "ui/app/model_import_panel.h"

#include "planner/hf_config_import.h"
#include "ui/common/formatting.h"
#include "ui/common/planner_messages.h"
#include "ui/common/settings.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace runcard::ui {

ModelImportPanel::ModelImportPanel(RunCardDocument* document, QWidget* parent)
    : QWidget(parent), document_(document) {
    auto* layout = new QVBoxLayout(this); // stacked: translated button texts stay whole
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    configButton_ = new QPushButton(this);
    configButton_->setObjectName("importConfigButton");
    folderButton_ = new QPushButton(this);
    folderButton_->setObjectName("importFolderButton");
    result_ = new QLabel;
    result_->setObjectName("importResult");
    result_->setWordWrap(true);
    result_->setProperty("runcard_dynamic", true);
    layout->addWidget(configButton_);
    layout->addWidget(folderButton_);

    connect(configButton_, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Import a Hugging Face config.json"),
            Settings::instance().value(Settings::Key::LastDirectory).toString(),
            tr("Model configuration (config.json *.json)"));
        if (!path.isEmpty())
            importHfConfigFile(path);
    });
    connect(folderButton_, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(
            this, tr("Import a local model folder"),
            Settings::instance().value(Settings::Key::LastDirectory).toString());
        if (!dir.isEmpty())
            importModelFolder(dir);
    });
}

void ModelImportPanel::retranslateUi() {
    configButton_->setText(tr("Import config.json…"));
    folderButton_->setText(tr("Import model folder…"));
}

QString ModelImportPanel::relativeToCard(const QString& path) const {
    // Relative to the card when it lies near it (the card and its model travel together);
    // absolute for an unsaved card or a file far away.
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (document_->path().isEmpty())
        return absolute;
    const QString relative = QFileInfo(document_->path()).dir().relativeFilePath(absolute);
    return relative.startsWith("../..") ? absolute : relative;
}

bool ModelImportPanel::import(const std::function<QString()>& load, const QString& path,
                              std::string ModelSection::*source, const QString& lastDirectory) {
    QString summary;
    try {
        summary = load();
    } catch (const std::exception& e) {
        result_->setText(errorMessage(e));
        return false;
    }
    Settings::instance().setValue(Settings::Key::LastDirectory, lastDirectory);
    RunCard card = document_->card();
    card.model.preset.clear(); // the model has one source
    card.model.hf_config.clear();
    card.model.local_dir.clear();
    card.model.*source = relativeToCard(path).toStdString();
    document_->setCard(card,
                       source == &ModelSection::hf_config ? "model.hf_config" : "model.local_dir");
    result_->setText(summary);
    return true;
}

bool ModelImportPanel::importHfConfigFile(const QString& path) {
    return import(
        [&path] {
            const ModelArchitecture arch = importHfConfig(QFile::encodeName(path).toStdString());
            return tr("Imported %1: %2 layers, hidden size %3, %4 parameters.")
                .arg(QFileInfo(path).fileName())
                .arg(arch.layers)
                .arg(QLocale().toString(qlonglong(arch.hidden_size)))
                .arg(formatCount(double(totalParameters(arch))));
        },
        path, &ModelSection::hf_config, QFileInfo(path).absolutePath());
}

bool ModelImportPanel::importModelFolder(const QString& directory) {
    return import(
        [&directory] {
            const LocalModel model = importLocalModel(QFile::encodeName(directory).toStdString());
            return tr("Imported %1: %2 layers, hidden size %3, %4 parameters counted in %5 "
                      "safetensors headers.")
                .arg(QFileInfo(directory).fileName())
                .arg(model.architecture.layers)
                .arg(QLocale().toString(qlonglong(model.architecture.hidden_size)))
                .arg(formatCount(double(model.parameters_from_headers)))
                .arg(model.files.size());
        },
        directory, &ModelSection::local_dir, directory);
}

} // namespace runcard::ui
