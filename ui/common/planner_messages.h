// The planner (no Qt) writes its diagnostics in English; the UI shows the common ones in the UI
// language. Messages without a translation are shown as the planner wrote them.
#pragma once

#include <QString>
#include <string>

namespace runcard::ui {

QString translatePlannerMessage(const std::string& message);

} // namespace runcard::ui
