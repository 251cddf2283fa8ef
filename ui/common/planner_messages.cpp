#include "ui/common/planner_messages.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace runcard::ui {

namespace {

// Fixed messages of core/planner/run_card_yaml.cpp, word for word.
constexpr const char* fixedMessages[] = {
    QT_TRANSLATE_NOOP("PlannerMessages", "must not be negative"),
    QT_TRANSLATE_NOOP("PlannerMessages", "must be greater than 0"),
    QT_TRANSLATE_NOOP("PlannerMessages", "must be at least 1"),
    QT_TRANSLATE_NOOP("PlannerMessages", "must be in [0, 1)"),
    QT_TRANSLATE_NOOP("PlannerMessages", "must be between 0 and 1"),
    QT_TRANSLATE_NOOP("PlannerMessages", "must be a fraction in [0, 0.9)"),
    QT_TRANSLATE_NOOP("PlannerMessages", "must be a fraction in [0, 5]"),
    QT_TRANSLATE_NOOP("PlannerMessages", "must be a finite number"),
    QT_TRANSLATE_NOOP("PlannerMessages", "is out of range"),
    QT_TRANSLATE_NOOP("PlannerMessages", "must divide hidden_size unless head_dim is given"),
    QT_TRANSLATE_NOOP("PlannerMessages", "cannot be combined with gradient_accumulation > 1"),
    QT_TRANSLATE_NOOP("PlannerMessages", "is larger than 10,000,000 tokens"),
};

} // namespace

QString translatePlannerMessage(const std::string& message) {
    const QString text = QString::fromStdString(message);
    for (const char* fixed : fixedMessages)
        if (text == QLatin1String(fixed))
            return QCoreApplication::translate("PlannerMessages", fixed);
    static const QRegularExpression between("^must be between (\\S+) and (\\S+)$");
    if (const auto match = between.match(text); match.hasMatch())
        return QCoreApplication::translate("PlannerMessages", "must be between %1 and %2")
            .arg(match.captured(1), match.captured(2));
    return text;
}

} // namespace runcard::ui
