// The bundled catalogs' prose in the UI language: price option names and GPU interconnect and
// software-stack lines. The catalog files stay English data (other tools read them); the exact
// English texts are translation keys here (context "CatalogText"), so a text a catalog adds or
// changes shows in English until it gets a key, never wrongly.
#pragma once

#include <QString>
#include <QStringList>
#include <string>

namespace runcard::ui {

QString catalogText(const std::string& english);
// The English texts that have keys (tests check each has a translation).
QStringList catalogTextKeys();

} // namespace runcard::ui
