// Installs the translators of the chosen UI language and switches it at run time.
//
// The language follows the system locale until the user picks one; the choice is remembered in
// Settings. Switching installs new QTranslators (Qt then sends QEvent::LanguageChange to every
// widget, whose changeEvent re-runs its retranslateUi) and makes the language's QLocale the default
// and every top-level window's locale, so spin boxes and formatted numbers follow (decimal comma in
// Turkish). Machine formats never use this locale.
#pragma once

#include <QLocale>
#include <QObject>
#include <QStringList>
#include <QTranslator>
#include <functional>
#include <memory>

namespace runcard::ui {

class LanguageManager : public QObject {
    Q_OBJECT
public:
    static LanguageManager& instance();

    // Languages with an embedded translation (":/i18n/runcard_<code>.qm"), e.g. {"en", "tr"}.
    static QStringList availableLanguages();
    // The language's own name ("English", "Türkçe"), for menus.
    static QString nativeName(const QString& code);

    // Reads the remembered choice from Settings and applies it (call once at start-up).
    void restore();
    // "" follows the system locale; otherwise one of availableLanguages(). Remembered in Settings.
    void setPreference(const QString& code);
    QString preference() const { return preference_; }
    // The language in effect ("en" or "tr").
    QString language() const { return language_; }
    QLocale locale() const { return QLocale(language_); }
    // Runs `work` with the translations and locale of `code` in effect (a report in its own
    // language), then returns to the language before; the remembered choice is not touched. An
    // empty or unknown code runs `work` in the current language.
    void runInLanguage(const QString& code, const std::function<void()>& work);

signals:
    void languageChanged(const QString& code);

private:
    LanguageManager() = default;
    void apply(const QString& code);

    QString preference_;
    QString language_;
    std::unique_ptr<QTranslator> appTranslator_;
    std::unique_ptr<QTranslator> qtTranslator_;
};

} // namespace runcard::ui
