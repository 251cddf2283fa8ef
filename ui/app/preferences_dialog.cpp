#include "ui/app/preferences_dialog.h"

#include "ui/common/language_manager.h"
#include "ui/common/settings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace runcard::ui {

PreferencesDialog::PreferencesDialog(std::function<QString(const QString&)> usePriceFile,
                                     QWidget* parent)
    : QDialog(parent), usePriceFile_(std::move(usePriceFile)) {
    setObjectName("preferencesDialog");
    setWindowTitle(tr("Preferences"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow); // paths grow, numbers do not
    layout->addLayout(form);
    setLayout(layout);
    const Settings& settings = Settings::instance();

    priceFile_ = addPathRow("priceFile", tr("Price file"), [this](QWidget* owner) {
        return QFileDialog::getOpenFileName(owner, tr("Price file"), priceFile_->text(),
                                            tr("Price catalogs (*.yaml *.yml)"));
    });
    priceFile_->setPlaceholderText(tr("Bundled prices"));
    priceFile_->setText(settings.value(Settings::Key::UserPriceCatalog).toString());
    pilotExecutable_ =
        addPathRow("pilotExecutable", tr("Pilot executable"), [this](QWidget* owner) {
            return QFileDialog::getOpenFileName(owner, tr("Pilot executable"),
                                                pilotExecutable_->text());
        });
    pilotExecutable_->setPlaceholderText(tr("runcard-pilot beside the app"));
    pilotExecutable_->setToolTip(tr("Used by windows opened after the change."));
    pilotExecutable_->setText(settings.value(Settings::Key::PilotExecutable).toString());

    autosaveSeconds_ = new QSpinBox(this);
    autosaveSeconds_->setObjectName("autosaveSeconds");
    autosaveSeconds_->setRange(1, 600);
    autosaveSeconds_->setSuffix(tr(" s"));
    autosaveSeconds_->setValue(settings.autosaveSeconds());
    autosaveSeconds_->setToolTip(
        tr("How soon an unsaved edit is written to the crash-recovery copy."));
    form->addRow(tr("Autosave after"), autosaveSeconds_);

    reportLanguage_ = new QComboBox(this);
    reportLanguage_->setObjectName("reportLanguage");
    reportLanguage_->addItem(tr("Same as the interface"), QString());
    for (const QString& code : LanguageManager::availableLanguages())
        reportLanguage_->addItem(LanguageManager::nativeName(code), code);
    reportLanguage_->setCurrentIndex(std::max(
        0, reportLanguage_->findData(settings.value(Settings::Key::ReportLanguage).toString())));
    form->addRow(tr("Report language"), reportLanguage_);

    problem_ = new QLabel(this);
    problem_->setObjectName("preferencesProblem");
    problem_->setWordWrap(true);
    problem_->setStyleSheet("color: #c01c28;");
    problem_->hide();
    layout->addWidget(problem_);
    // Own button texts: Qt's translations of "OK" and "Cancel" may not be installed.
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("OK"));
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    connect(buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PreferencesDialog::reject);
    layout->addWidget(buttons);
    resize(560, sizeHint().height());
}

QLineEdit* PreferencesDialog::addPathRow(const QString& objectName, const QString& label,
                                         std::function<QString(QWidget*)> browse) {
    auto* row = new QWidget(this);
    auto* rowLayout = new QHBoxLayout(row);
    rowLayout->setContentsMargins(0, 0, 0, 0);
    auto* edit = new QLineEdit(row);
    edit->setObjectName(objectName);
    edit->setClearButtonEnabled(true);
    auto* button = new QPushButton(tr("Browse…"), row);
    connect(button, &QPushButton::clicked, this, [this, edit, browse] {
        if (const QString path = browse(this); !path.isEmpty())
            edit->setText(path);
    });
    rowLayout->addWidget(edit, 1);
    rowLayout->addWidget(button);
    static_cast<QFormLayout*>(layout()->itemAt(0)->layout())->addRow(label, row);
    return edit;
}

bool PreferencesDialog::apply() {
    const QString pilot = pilotExecutable_->text().trimmed();
    QString problem;
    if (!pilot.isEmpty() && !QFileInfo(pilot).isExecutable())
        problem = tr("The pilot executable %1 is not an executable file.").arg(pilot);
    else if (const QString price = priceFile_->text().trimmed(); usePriceFile_)
        problem = usePriceFile_(price); // the price file is checked as the cost page checks it
    problem_->setText(problem);
    problem_->setVisible(!problem.isEmpty());
    if (!problem.isEmpty())
        return false;
    Settings& settings = Settings::instance();
    settings.setValue(Settings::Key::UserPriceCatalog, priceFile_->text().trimmed());
    settings.setValue(Settings::Key::PilotExecutable, pilot);
    settings.setValue(Settings::Key::AutosaveSeconds, autosaveSeconds_->value());
    settings.setValue(Settings::Key::ReportLanguage, reportLanguage_->currentData().toString());
    settings.sync();
    return true;
}

void PreferencesDialog::accept() {
    if (apply())
        QDialog::accept();
}

} // namespace runcard::ui
