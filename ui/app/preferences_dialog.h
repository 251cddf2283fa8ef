// Edit → Preferences (KeePassXC's and qBittorrent's place for them): the settings a user may
// change, kept in the typed Settings: the price file, the pilot executable, the autosave delay and
// the language of exported reports.
#pragma once

#include <QDialog>
#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace runcard::ui {

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    // `usePriceFile` puts a price file in use and returns the problem with it ("" = in use).
    explicit PreferencesDialog(std::function<QString(const QString&)> usePriceFile,
                               QWidget* parent = nullptr);

    // Checks the values and stores them in Settings; false, with the reason shown, when one is
    // refused (then nothing is stored).
    bool apply();
    void accept() override;

private:
    QLineEdit* addPathRow(const QString& objectName, const QString& label,
                          std::function<QString(QWidget*)> browse);

    std::function<QString(const QString&)> usePriceFile_;
    QLineEdit* priceFile_ = nullptr;
    QLineEdit* pilotExecutable_ = nullptr;
    QSpinBox* autosaveSeconds_ = nullptr;
    QComboBox* reportLanguage_ = nullptr;
    QLabel* problem_ = nullptr;
};

} // namespace runcard::ui
