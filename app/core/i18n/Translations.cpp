#include "core/i18n/Translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace baton::translations {

namespace {

const QString LanguageKey = u"ui/language"_s;

// The translations are built into the binary (qt_add_translations, see
// translations/CMakeLists.txt) under this resource folder.
const QString BuiltIn = u":/i18n"_s;

} // namespace

QStringList shipped()
{
    QStringList languages;
    const QStringList files = QDir(BuiltIn).entryList({u"baton_*.qm"_s}, QDir::Files, QDir::Name);
    for (const QString &file : files)
        languages.append(file.mid(6, file.size() - 9));
    languages.removeOne(u"en"_s); // the plural forms of the sources' own language
    return languages;
}

QString chosen(const QSettings &settings)
{
    return settings.value(LanguageKey).toString();
}

void choose(QSettings &settings, const QString &language)
{
    if (language.isEmpty())
        settings.remove(LanguageKey);
    else
        settings.setValue(LanguageKey, language);
}

QString install(QCoreApplication &application, const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    // A chosen language also formats numbers and dates, so that "65,5 tokens/s"
    // does not sit in a French sentence as "65.5".
    if (!language.isEmpty())
        QLocale::setDefault(locale);
    auto *baton = new QTranslator(&application);
    // Without a translation for the locale, English with its plural forms.
    if (!baton->load(locale, u"baton"_s, u"_"_s, BuiltIn) && !baton->load(u"baton_en"_s, BuiltIn)) {
        delete baton;
        return u"en"_s;
    }
    QCoreApplication::installTranslator(baton);
    // Qt's own strings (standard buttons, context menus) when the system has them.
    auto *qt = new QTranslator(&application);
    if (qt->load(locale, u"qtbase"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return baton->language().section(u'_', 0, 0);
}

} // namespace baton::translations
