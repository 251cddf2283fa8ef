// Help → About Runcard: what the program is, its version, the licences of Runcard and of the
// libraries it ships with (with links), and Qt's own About box.
#pragma once

#include <QDialog>

namespace runcard::ui {

class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(QWidget* parent = nullptr);
};

// The application icon in every size the packaging ships (:/icons/runcard-N.png).
QIcon applicationIcon();

} // namespace runcard::ui
