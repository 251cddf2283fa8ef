// One stage of the main window: its page in a scroll area (so every page fits a laptop screen
// and scrolls instead of clipping), under a notice that takes the page's place while the run card
// cannot be planned — an invalid card shows no plan anywhere, only what to fix, with links to the
// fields.
#pragma once

#include <QWidget>

class QLabel;
class QScrollArea;

namespace runcard::ui {

class StagePage : public QWidget {
    Q_OBJECT
public:
    // `scrolls`: false for a page that scrolls itself (the run card's form).
    StagePage(QWidget* page, bool scrolls, QWidget* parent = nullptr);

    QWidget* page() const { return page_; }
    QLabel* notice() const { return notice_; }
    bool blocked() const { return blocked_; }
    // Rich text with links "field:training.micro_batch"; empty shows the page again.
    void setBlocked(const QString& noticeHtml);

signals:
    void fieldRequested(const QString& field);

private:
    QWidget* page_;
    QScrollArea* scroll_ = nullptr;
    QLabel* notice_;
    bool blocked_ = false;
};

} // namespace runcard::ui
