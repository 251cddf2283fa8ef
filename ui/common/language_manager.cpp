#include "ui/common/language_manager.h"

#include "ui/common/settings.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QWidget>

namespace runcard::ui {
namespace {

// The supported language that best matches the system's UI languages; English otherwise.
QString systemLanguage() {
    const QStringList available = LanguageManager::availableLanguages();
    for (const QString& name : QLocale::system().uiLanguages()) {
        const QString code = QLocale(name).name().section('_', 0, 0);
        if (available.contains(code))
            return code;
    }
    return "en";
}

} // namespace

LanguageManager& LanguageManager::instance() {
    static LanguageManager manager;
    return manager;
}

QStringList LanguageManager::availableLanguages() {
    return {"en", "tr"};
}

QString LanguageManager::nativeName(const QString& code) {
    if (code == "tr")
        return QStringLiteral("Türkçe");
    return QStringLiteral("English");
}

void LanguageManager::restore() {
    preference_ = Settings::instance().language();
    if (!preference_.isEmpty() && !availableLanguages().contains(preference_))
        preference_.clear();
    apply(preference_.isEmpty() ? systemLanguage() : preference_);
}

void LanguageManager::setPreference(const QString& code) {
    preference_ = availableLanguages().contains(code) ? code : QString();
    Settings::instance().setLanguage(preference_);
    apply(preference_.isEmpty() ? systemLanguage() : preference_);
}

void LanguageManager::runInLanguage(const QString& code, const std::function<void()>& work) {
    const QString before = language_;
    const bool switching = availableLanguages().contains(code) && code != before;
    if (switching)
        apply(code);
    work();
    if (switching)
        apply(before);
}

void LanguageManager::apply(const QString& code) {
    if (code == language_ && appTranslator_)
        return;
    language_ = code;
    if (appTranslator_)
        QCoreApplication::removeTranslator(appTranslator_.get());
    if (qtTranslator_)
        QCoreApplication::removeTranslator(qtTranslator_.get());

    const QLocale locale(code);
    QLocale::setDefault(locale);
    // Qt's own strings (context menus of line edits, ...) when the distribution ships them.
    qtTranslator_ = std::make_unique<QTranslator>();
    if (qtTranslator_->load(locale, "qtbase", "_",
                            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator_.get());
    appTranslator_ = std::make_unique<QTranslator>();
    if (appTranslator_->load(":/i18n/runcard_" + code + ".qm"))
        QCoreApplication::installTranslator(appTranslator_.get());
    // Widgets without an explicit locale inherit it and receive QEvent::LocaleChange.
    if (qobject_cast<QApplication*>(QCoreApplication::instance()))
        for (QWidget* window : QApplication::topLevelWidgets())
            window->setLocale(locale);
    emit languageChanged(code);
}

} // namespace runcard::ui
