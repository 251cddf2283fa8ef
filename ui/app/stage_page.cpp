#include "ui/app/stage_page.h"

#include <QFrame>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace runcard::ui {

StagePage::StagePage(QWidget* page, bool scrolls, QWidget* parent)
    : QWidget(parent), page_(page), notice_(new QLabel(this)) {
    notice_->setObjectName("noPlanNotice");
    notice_->setProperty("runcard_dynamic", true); // built from translated parts by MainWindow
    notice_->setWordWrap(true);
    notice_->setTextFormat(Qt::RichText);
    notice_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    notice_->setMargin(16);
    notice_->setStyleSheet("QLabel { background: #FDECEA; border: 1px solid #D55E00; "
                           "border-radius: 4px; }");
    notice_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    notice_->hide();
    connect(notice_, &QLabel::linkActivated, this, [this](const QString& link) {
        if (link.startsWith("field:"))
            emit fieldRequested(link.mid(6));
    });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(notice_);
    if (scrolls) {
        scroll_ = new QScrollArea(this);
        scroll_->setObjectName("stageScroll");
        scroll_->setFrameShape(QFrame::NoFrame);
        scroll_->setWidgetResizable(true);
        scroll_->setWidget(page_);
        layout->addWidget(scroll_, 1);
    } else {
        layout->addWidget(page_, 1);
    }
    layout->addStretch(0);
}

void StagePage::setBlocked(const QString& noticeHtml) {
    blocked_ = !noticeHtml.isEmpty();
    notice_->setText(noticeHtml);
    notice_->setVisible(blocked_);
    (scroll_ ? static_cast<QWidget*>(scroll_) : page_)->setVisible(!blocked_);
}

} // namespace runcard::ui
