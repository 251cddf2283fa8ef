// A page that follows every planning change (budget, compare, cost, report) skips the work while
// another page of a shown window is in front and catches up when it is shown again: typing in the
// run form or dragging a what-if then recomputes only the page in view.
#pragma once

#include <QWidget>

namespace runcard::ui {

class StaleWhenHidden {
public:
    // True when `page` should update now; false when it is hidden behind another page of a shown
    // window, in which case it is remembered as stale.
    bool updateNow(const QWidget* page) {
        stale_ = page->window()->isVisible() && !page->isVisible();
        return !stale_;
    }
    // Whether a change was skipped since the page was last updated (check it in showEvent).
    bool stale() const { return stale_; }

private:
    bool stale_ = false;
};

} // namespace runcard::ui
