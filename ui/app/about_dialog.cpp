#include "ui/app/about_dialog.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace runcard::ui {

QIcon applicationIcon() {
    QIcon icon;
    for (const int size : {16, 22, 24, 32, 48, 64, 128, 256})
        icon.addFile(QString(":/icons/runcard-%1.png").arg(size), QSize(size, size));
    return icon;
}

namespace {
struct Component {
    const char* name;
    const char* use;     // QT_TRANSLATE_NOOP("runcard::ui::AboutDialog", ...)
    const char* licence; // a name; only "or later" is translated
    const char* url;
};
// What Runcard is built from and ships with, and each part's licence.
constexpr Component components[] = {
    {"Runcard", QT_TRANSLATE_NOOP("runcard::ui::AboutDialog", "this program"),
     QT_TRANSLATE_NOOP("runcard::ui::AboutDialog", "GNU GPL 3.0 or later"),
     "https://www.gnu.org/licenses/gpl-3.0.html"},
    {"QCustomPlot", QT_TRANSLATE_NOOP("runcard::ui::AboutDialog", "charts"), "GNU GPL 3.0",
     "https://www.qcustomplot.com/"},
    {"Qt 6", QT_TRANSLATE_NOOP("runcard::ui::AboutDialog", "user interface"), "GNU LGPL 3.0",
     "https://www.qt.io/licensing/open-source-lgpl-obligations"},
    {"LibTorch", QT_TRANSLATE_NOOP("runcard::ui::AboutDialog", "the pilot (runcard-pilot)"),
     "BSD 3-Clause", "https://github.com/pytorch/pytorch/blob/main/LICENSE"},
    {"yaml-cpp", QT_TRANSLATE_NOOP("runcard::ui::AboutDialog", "run cards and catalogs"), "MIT",
     "https://github.com/jbeder/yaml-cpp/blob/master/LICENSE"},
};
} // namespace

AboutDialog::AboutDialog(QWidget* parent) : QDialog(parent) {
    setObjectName("aboutDialog");
    setWindowTitle(tr("About Runcard"));
    auto* icon = new QLabel(this);
    icon->setPixmap(applicationIcon().pixmap(64, 64));
    icon->setAlignment(Qt::AlignTop);

    QString licences;
    for (const Component& c : components)
        licences += QString("<tr><td><b>%1</b></td><td>%2</td><td><a href=\"%3\">%4</a></td></tr>")
                        .arg(QString::fromLatin1(c.name), tr(c.use).toHtmlEscaped(),
                             QString::fromLatin1(c.url), tr(c.licence).toHtmlEscaped());
    auto* text = new QLabel(this);
    text->setObjectName("aboutText");
    text->setTextFormat(Qt::RichText);
    text->setWordWrap(true);
    text->setOpenExternalLinks(true);
    text->setTextInteractionFlags(Qt::TextBrowserInteraction);
    text->setFixedWidth(460); // a known width, so the wrapped text's height is known too
    text->setText(
        QString("<h3>Runcard %1</h3><p>%2</p><p>%3</p><table cellspacing=\"4\">%4</table><p>%5</p>")
            .arg(QApplication::applicationVersion().toHtmlEscaped(),
                 tr("A workload advisor for fine-tuning language models on rented GPUs: define the "
                    "run, budget memory, compare GPUs, pilot, then decide on the cost per "
                    "successful run.")
                     .toHtmlEscaped(),
                 tr("Licences:").toHtmlEscaped(), licences,
                 tr("Runcard comes with ABSOLUTELY NO WARRANTY; see the GNU GPL for details.")
                     .toHtmlEscaped()));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setText(tr("Close")); // Qt's .qm may be missing
    QPushButton* aboutQt = buttons->addButton(tr("About Qt"), QDialogButtonBox::ActionRole);
    aboutQt->setObjectName("aboutQt");
    connect(aboutQt, &QPushButton::clicked, qApp, &QApplication::aboutQt);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* row = new QHBoxLayout;
    row->addWidget(icon);
    row->addWidget(text, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(buttons);
}

} // namespace runcard::ui
