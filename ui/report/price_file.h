// Which price file prices a card in the app: the card's own rental.price_catalog (relative to the
// card), else the user's price file from Settings, else the bundled catalog alone (""). The cost
// page and the PDF export both ask here, so the PDF is priced as the screen is.
#pragma once

#include "planner/run_card.h"

#include <QString>

namespace runcard::ui {

QString priceFileFor(const RunCard& card);

} // namespace runcard::ui
