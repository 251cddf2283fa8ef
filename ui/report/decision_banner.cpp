#include "ui/report/decision_banner.h"

#include "ui/common/style.h"
#include "ui/report/decision_text.h"

#include <QCoreApplication>
#include <QLabel>

namespace runcard::ui {

void showDecisionBanner(QLabel* banner, const RentalDecision& decision,
                        const std::vector<GpuComparison>& rows, double memoryMargin,
                        double waitingCostPerDay, const QString& currency, const QLocale& locale,
                        const QString& nothingFits, const QString& afterward) {
    if (decision.index < 0) {
        banner->setText(nothingFits);
        setStyleSheetIfChanged(banner, "QLabel { background: #fdecea; border-left: 4px solid "
                                       "#c01c28; padding: 6px; }");
        return;
    }
    QString text =
        QCoreApplication::translate("Decision", "<b>Recommendation: %1.</b> Why: %2")
            .arg(decisionConfiguration(decision, rows, locale),
                 decisionReason(decision, rows, memoryMargin, waitingCostPerDay, currency, locale));
    if (!afterward.isEmpty())
        text += QLatin1Char(' ') + afterward.toHtmlEscaped();
    banner->setText(text);
    setStyleSheetIfChanged(banner, "QLabel { background: #dff2e3; border-left: 4px solid "
                                   "#1b7f3b; padding: 6px; }");
}

} // namespace runcard::ui
