#include "core/i18n/Translations.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace {

struct Entry {
    QString context;
    QString source;
    QString comment;
    QStringList translations; // one, or one per plural form
};

// Every message of a .ts file, read with QXmlStreamReader.
QList<Entry> readTs(const QString &path, QString *language)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<Entry> entries;
    QString context;
    QXmlStreamReader xml(&file);
    while (xml.readNextStartElement() || !xml.atEnd()) {
        if (!xml.isStartElement())
            continue;
        if (xml.name() == u"TS") {
            *language = xml.attributes().value(u"language"_s).toString();
        } else if (xml.name() == u"name") {
            context = xml.readElementText();
        } else if (xml.name() == u"message") {
            Entry entry {context, {}, {}, {}};
            while (xml.readNextStartElement()) {
                if (xml.name() == u"source") {
                    entry.source = xml.readElementText();
                } else if (xml.name() == u"comment") {
                    entry.comment = xml.readElementText();
                } else if (xml.name() == u"translation") {
                    if (xml.attributes().value(u"type"_s) == u"unfinished")
                        entry.translations.append(QString());
                    QString text;
                    while (xml.readNext() != QXmlStreamReader::EndElement || xml.name() != u"translation") {
                        if (xml.isStartElement() && xml.name() == u"numerusform")
                            text.clear(); // drop the indentation before it
                        else if (xml.isCharacters())
                            text += xml.text();
                        else if (xml.isEndElement() && xml.name() == u"numerusform")
                            entry.translations.append(std::exchange(text, QString()));
                    }
                    if (entry.translations.isEmpty())
                        entry.translations.append(text);
                } else {
                    xml.skipCurrentElement();
                }
            }
            entries.append(entry);
        }
    }
    return entries;
}

QStringList tsFiles()
{
    return QString::fromUtf8(BATON_TS_FILES).split(u',', Qt::SkipEmptyParts);
}

QStringList placeholders(const QString &text)
{
    static const QRegularExpression placeholder(u"%(\\d|n|L\\d)"_s);
    QStringList found;
    for (auto it = placeholder.globalMatch(text); it.hasNext();)
        found.append(it.next().captured());
    found.sort();
    found.removeDuplicates();
    return found;
}

// An accelerator is an "&" before a character other than "&" or a space.
bool hasAccelerator(const QString &text)
{
    static const QRegularExpression accelerator(u"(^|[^&])&[^& ]"_s);
    return accelerator.match(text).hasMatch();
}

void removeTranslators()
{
    for (QTranslator *translator : qApp->findChildren<QTranslator *>()) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { removeTranslators(); }

    // No translation matches the C locale: the sources' English, with its plural forms.
    void theCLocaleSpeaksEnglish()
    {
        QCOMPARE(baton::translations::install(*qApp, QString()), u"en"_s);
        QCOMPARE(QCoreApplication::translate("baton::MainWindow", "&File"), u"&File"_s);
        QCOMPARE(QCoreApplication::translate("baton::EventInspector", "%n event(s)", nullptr, 1), u"1 event"_s);
        QCOMPARE(QCoreApplication::translate("baton::EventInspector", "%n event(s)", nullptr, 3), u"3 events"_s);
    }

    // The English file holds the plural forms of every %n message and nothing else.
    void englishHasEveryPluralForm()
    {
        QString language;
        const QList<Entry> entries = readTs(QString::fromUtf8(BATON_PLURALS_TS), &language);
        QCOMPARE(language, u"en"_s);
        QVERIFY(entries.size() > 10);
        for (const Entry &entry : entries) {
            QVERIFY2(entry.source.contains(u"%n"_s), qPrintable(entry.source));
            QCOMPARE(entry.translations.size(), 2);
            for (const QString &form : entry.translations) {
                QVERIFY2(!form.contains(u"(s)"_s), qPrintable(form));
                QCOMPARE(placeholders(form), placeholders(entry.source));
            }
        }
    }

    void shipsFrenchAndGerman() { QCOMPARE(baton::translations::shipped(), (QStringList {u"de"_s, u"fr"_s})); }

    void theChoiceIsKept()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(u"baton.ini"_s), QSettings::IniFormat);
        QCOMPARE(baton::translations::chosen(settings), QString());
        baton::translations::choose(settings, u"de"_s);
        QCOMPARE(QSettings(dir.filePath(u"baton.ini"_s), QSettings::IniFormat).value(u"ui/language"_s), u"de"_s);
        QCOMPARE(baton::translations::chosen(settings), u"de"_s);
        baton::translations::choose(settings, QString());
        QCOMPARE(baton::translations::chosen(settings), QString());
    }

    void eachTranslationKeepsWhatTheCodeNeeds_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &file : tsFiles())
            QTest::newRow(qPrintable(file.section(u'/', -1))) << file;
    }

    // %1 and %n are filled in by the code and accelerators and ellipses are
    // conventions of menus and buttons: a translation that drops one is wrong.
    void eachTranslationKeepsWhatTheCodeNeeds()
    {
        QFETCH(QString, file);
        QString language;
        const QList<Entry> entries = readTs(file, &language);
        QVERIFY2(entries.size() > 500, qPrintable(u"%1 entries in %2"_s.arg(entries.size()).arg(file)));
        QStringList wrong;
        for (const Entry &entry : entries) {
            for (const QString &translation : entry.translations) {
                const QString where = u"%1 “%2” → “%3”: "_s.arg(entry.context, entry.source, translation);
                if (translation.isEmpty())
                    wrong.append(where + u"not translated"_s);
                else if (placeholders(translation) != placeholders(entry.source))
                    wrong.append(where + u"placeholders differ"_s);
                else if (hasAccelerator(translation) != hasAccelerator(entry.source))
                    wrong.append(where + u"accelerator differs"_s);
                else if (translation.endsWith(u'…') != entry.source.endsWith(u'…'))
                    wrong.append(where + u"ellipsis differs"_s);
            }
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.mid(0, 20).join(u'\n')));
    }

    void theBuiltInTranslationSaysWhatTheTsFileSays_data() { eachTranslationKeepsWhatTheCodeNeeds_data(); }

    // The .qm built into the binary answers every source text with the
    // translation its .ts file holds, once the language is installed.
    void theBuiltInTranslationSaysWhatTheTsFileSays()
    {
        QFETCH(QString, file);
        QString language;
        const QList<Entry> entries = readTs(file, &language);
        QCOMPARE(baton::translations::install(*qApp, language), language);
        QCOMPARE(QLocale().language(), QLocale(language).language());
        int checked = 0;
        for (const Entry &entry : entries) {
            const QByteArray context = entry.context.toUtf8();
            const QByteArray source = entry.source.toUtf8();
            const QByteArray comment = entry.comment.toUtf8();
            const char *disambiguation = comment.isEmpty() ? nullptr : comment.constData();
            if (entry.translations.size() == 2) { // French and German: one form for 1, another for 2 and more
                QCOMPARE(QCoreApplication::translate(context.constData(), source.constData(), disambiguation, 1),
                         QString(entry.translations.at(0)).replace(u"%n"_s, u"1"_s));
                QCOMPARE(QCoreApplication::translate(context.constData(), source.constData(), disambiguation, 7),
                         QString(entry.translations.at(1)).replace(u"%n"_s, u"7"_s));
            } else {
                QCOMPARE(QCoreApplication::translate(context.constData(), source.constData(), disambiguation),
                         entry.translations.constFirst());
            }
            ++checked;
        }
        QVERIFY(checked > 500);
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
