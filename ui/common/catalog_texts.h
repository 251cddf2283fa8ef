// The catalogs' human-readable texts (GPU interconnect, software-stack and caveat lines, price
// option names and notes, price sources) in a display language. The catalog files carry each text
// in English and Turkish (docs/catalog.md, "Texts in two languages"); a user catalog may give only
// English, which is then shown marked as English.
#pragma once

#include "planner/localized_text.h"

#include <QString>

namespace runcard::ui {

// The text in `language` ("en", "tr"); English, marked "(in English)" in the translator's language,
// where the catalog gives none in `language`.
QString catalogText(const LocalizedText& text, const QString& language);

} // namespace runcard::ui
