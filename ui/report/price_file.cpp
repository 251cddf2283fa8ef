#include "ui/report/price_file.h"

#include "planner/plan.h"
#include "ui/common/settings.h"

namespace runcard::ui {

QString priceFileFor(const RunCard& card) {
    if (!card.rental.price_catalog.empty())
        return QString::fromStdString(cardRelativePath(card, card.rental.price_catalog));
    return Settings::instance().value(Settings::Key::UserPriceCatalog).toString();
}

} // namespace runcard::ui
