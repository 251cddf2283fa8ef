#include "ui/report/decision_checklist.h"

#include "ui/common/memory_palette.h"

#include <QDesktopServices>
#include <QEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace runcard::ui {

DecisionChecklist::DecisionChecklist(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    banner_ = new QLabel(this);
    banner_->setObjectName("readyBanner");
    banner_->setWordWrap(true);
    stages_ = new QTreeWidget(this);
    stages_->setObjectName("checklistStages");
    stages_->setRootIsDecorated(false);
    stages_->setColumnCount(4);
    stages_->setWordWrap(true);
    stages_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    stages_->header()->setSectionResizeMode(3, QHeaderView::Stretch); // the detail wraps
    stages_->header()->setStretchLastSection(true);
    layout->addWidget(banner_);
    layout->addWidget(stages_, 1);
    // Double-clicking a stage opens the file its state comes from.
    connect(stages_, &QTreeWidget::itemActivated, this, [](QTreeWidgetItem* item) {
        const QString path = item->data(2, Qt::UserRole).toString();
        if (QFileInfo::exists(path))
            QDesktopServices::openUrl(QUrl::fromLocalFile(path));
    });
    refresh();
}

void DecisionChecklist::setEvidence(const DecisionEvidence& evidence) {
    evidence_ = evidence;
    refresh();
}

void DecisionChecklist::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

void DecisionChecklist::refresh() {
    verdicts_ = evaluateChecklist(evidence_);
    stages_->setHeaderLabels({tr("Stage"), tr("State"), tr("Evidence"), tr("Detail")});
    stages_->clear();
    for (const StageVerdict& v : verdicts_.stages) {
        auto* item = new QTreeWidgetItem(stages_);
        item->setText(0, stageName(v.stage));
        item->setText(1, stateName(v.state));
        item->setText(2, v.evidence.isEmpty() ? tr("nothing on file")
                                              : QFileInfo(v.evidence).fileName());
        item->setData(2, Qt::UserRole, v.evidence);
        item->setToolTip(2, v.evidence);
        item->setText(3, v.detail);
        item->setForeground(1, v.state == StageState::Done     ? fitColor()
                               : v.state == StageState::Failed ? overColor()
                                                               : tightColor());
    }
    const bool ready = verdicts_.readyToReserve();
    banner_->setText(ready ? tr("Ready to reserve: memory budget, scaling step and restore are "
                                "proven.")
                           : tr("Not ready to reserve yet: finish the pending stages first."));
    banner_->setStyleSheet(QStringLiteral("QLabel { padding: 6px; border-radius: 4px; "
                                          "background: %1; color: white; font-weight: bold; }")
                               .arg((ready ? fitColor() : tightColor()).name()));
}

} // namespace runcard::ui
