#include "ui/common/catalog_texts.h"

#include <QCoreApplication>

namespace runcard::ui {

QString catalogText(const LocalizedText& text, const QString& language) {
    const std::string code = language.toStdString();
    const QString shown = QString::fromStdString(text.in(code));
    if (text.hasLanguage(code) || text.empty())
        return shown;
    return QCoreApplication::translate("CatalogText", "%1 (in English)").arg(shown);
}

} // namespace runcard::ui
