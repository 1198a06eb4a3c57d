#pragma once

#include <QString>
#include <QStringList>

class QCoreApplication;
class QSettings;

namespace baton {

// Which language Baton speaks: the system's unless the user chose one. The
// choice is kept in the settings; English is the language of the sources.
namespace translations {

// The languages with a translation built in, besides English ("de", "fr").
QStringList shipped();

// The language the user chose ("en", "fr", …), or an empty string to follow the system.
QString chosen(const QSettings &settings);
void choose(QSettings &settings, const QString &language);

// Installs Baton's translation and Qt's own for `language` (empty: the
// system's UI languages) and returns the language now spoken. English, the
// language of the sources, still installs its plural forms ("1 tool call"). A chosen language becomes QLocale's default
// too.
QString install(QCoreApplication &application, const QString &language);

} // namespace translations
} // namespace baton
