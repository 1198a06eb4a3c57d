#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// Each library's include root: the name an include starts with, and the
// folder it names (cmake/BatonConfig.cmake, baton_include_root).
const QList<std::pair<QString, QString>> &roots()
{
    static const QList<std::pair<QString, QString>> list {
        {u"core"_s, u"app/core"_s}, {u"sandbox"_s, u"app/sandbox"_s},   {u"cli"_s, u"app/cli"_s},
        {u"ui"_s, u"ui"_s},         {u"support"_s, u"tests/support"_s},
    };
    return list;
}

// Which roots the code of a folder may include, the layers pointing one way:
// the sandbox and the command line stand on the core, the window on the core
// (and, in the console's main, on the sandbox it embeds).
const QList<std::pair<QString, QStringList>> &allowed()
{
    static const QList<std::pair<QString, QStringList>> list {
        {u"app/core/"_s, {u"core"_s}},
        {u"app/sandbox/"_s, {u"core"_s, u"sandbox"_s}},
        {u"app/cli/"_s, {u"core"_s, u"cli"_s}},
        {u"app/main.cpp"_s, {u"core"_s, u"sandbox"_s, u"ui"_s}},
        {u"ui/"_s, {u"core"_s, u"ui"_s}},
        // The fixtures tests share: MarkdownCompare drives a TranscriptView.
        {u"tests/support/"_s, {u"core"_s, u"sandbox"_s, u"ui"_s, u"support"_s}},
    };
    return list;
}

// Include folders that tests add besides the roots (tests/e2e reads the
// widget tests' fixtures).
const QStringList testFolders {u"tests/ui"_s};

constexpr int MaxLines = 800;

QString sourceDir()
{
    return QStringLiteral(BATON_SOURCE_DIR);
}

QStringList sources(const QStringList &folders)
{
    QStringList files;
    for (const QString &folder : folders) {
        QDirIterator it(sourceDir() + u'/' + folder, {u"*.h"_s, u"*.cpp"_s}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            files.append(QDir(sourceDir()).relativeFilePath(it.next()));
    }
    files.sort();
    return files;
}

struct Include {
    int line = 0;
    QString path;
};

QList<Include> includes(const QString &file)
{
    static const QRegularExpression quoted(uR"re(^\s*#\s*include\s*"([^"]+)")re"_s);
    QFile source(sourceDir() + u'/' + file);
    if (!source.open(QIODevice::ReadOnly))
        return {};
    QList<Include> found;
    int line = 0;
    while (!source.atEnd()) {
        ++line;
        const QRegularExpressionMatch match = quoted.match(QString::fromUtf8(source.readLine()));
        if (!match.hasMatch())
            continue;
        const QString path = match.captured(1);
        // What moc and uic generate lives in the build tree.
        if (path.endsWith(u".moc"_s) || path.startsWith(u"moc_"_s) || path.startsWith(u"ui_"_s))
            continue;
        found.append({line, path});
    }
    return found;
}

bool exists(const QString &relative)
{
    return QFileInfo(sourceDir() + u'/' + relative).isFile();
}

// Every file an include of `file` resolves to, each with the place that
// finds it: the including file's own folder (quoted includes look there
// first), each library's root, and for a test the folders tests add. One file
// found in two places (app/main.cpp's own folder holds core/) is one place.
QStringList resolutions(const QString &file, const QString &path)
{
    QHash<QString, QString> places;
    const auto add = [&places](const QString &relative, const QString &place) {
        const QString found = QFileInfo(sourceDir() + u'/' + relative).canonicalFilePath();
        if (!found.isEmpty() && QFileInfo(found).isFile() && !places.contains(found))
            places.insert(found, place);
    };
    for (const auto &[name, folder] : roots()) {
        if (path.startsWith(name + u'/'))
            add(folder + path.mid(name.size()), name + u"/ (" + folder + u')');
    }
    const QString here = QFileInfo(file).path();
    add(QDir::cleanPath(here + u'/' + path), here + u"/ (the file's own folder)"_s);
    if (file.startsWith(u"tests/"_s)) {
        for (const QString &folder : testFolders)
            add(folder + u'/' + path, folder);
    }
    QStringList list = places.values();
    list.sort();
    return list;
}

QString where(const QString &file, int line)
{
    return file + u':' + QString::number(line);
}

} // namespace

// The layout's rules, read from the sources: an include names its layer and
// resolves in one place, the layers point one way, and no file grows past
// what a reader takes in.
class tst_Layout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(exists(u"app/core/api/ApiClient.h"_s), qPrintable(sourceDir()));
        QVERIFY(sources({u"app"_s, u"ui"_s}).size() > 200);
    }

    void everyIncludeResolvesInOnePlace()
    {
        QStringList wrong;
        for (const QString &file : sources({u"app"_s, u"ui"_s, u"tests"_s})) {
            const bool project = !file.startsWith(u"tests/"_s) || file.startsWith(u"tests/support/"_s);
            for (const Include &include : includes(file)) {
                const QStringList places = resolutions(file, include.path);
                if (places.size() != 1)
                    wrong.append(where(file, include.line) + u": \"" + include.path + u"\" resolves in "
                                 + (places.isEmpty() ? u"no place"_s : places.join(u" and "_s)));
                else if (project && places.constFirst().endsWith(u"(the file's own folder)"_s))
                    wrong.append(where(file, include.line) + u": \"" + include.path
                                 + u"\" is not written from its library's root");
            }
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
    }

    void layersPointOneWay()
    {
        QStringList wrong;
        int checked = 0;
        for (const QString &file : sources({u"app"_s, u"ui"_s, u"tests/support"_s})) {
            QStringList may;
            for (const auto &[prefix, names] : allowed()) {
                if (file.startsWith(prefix))
                    may = names;
            }
            QVERIFY2(!may.isEmpty(), qPrintable(file + u" lies in no layer"_s));
            for (const Include &include : includes(file)) {
                ++checked;
                const QString layer = include.path.section(u'/', 0, 0);
                if (!may.contains(layer))
                    wrong.append(where(file, include.line) + u": \"" + include.path + u"\": "
                                 + file.section(u'/', 0, -2) + u" may include " + may.join(u", "_s) + u" only");
            }
        }
        QVERIFY(checked > 500);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
    }

    void eachRootHoldsOneLibrary()
    {
        // What baton_include_root made: one folder per target, one link in each.
        QDir built(QStringLiteral(BATON_BINARY_DIR) + u"/include-roots"_s);
        const QStringList targets = built.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QVERIFY(targets.contains(u"baton_core"_s));
        QVERIFY(targets.contains(u"baton_ui"_s));
        for (const QString &target : targets) {
            const QStringList inside
                = QDir(built.filePath(target)).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System);
            QVERIFY2(inside.size() == 1, qPrintable(target + u": "_s + inside.join(u", "_s)));
        }
    }

    void noFileIsTooLong()
    {
        QStringList wrong;
        for (const QString &file : sources({u"app"_s, u"ui"_s})) {
            QFile source(sourceDir() + u'/' + file);
            QVERIFY(source.open(QIODevice::ReadOnly));
            const qsizetype lines = source.readAll().count('\n');
            if (lines > MaxLines)
                wrong.append(u"%1: %2 lines, more than %3"_s.arg(file).arg(lines).arg(MaxLines));
        }
        QVERIFY2(wrong.isEmpty(),
                 qPrintable(u"Split by concern, to at most %1 lines:\n"_s.arg(MaxLines) + wrong.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(tst_Layout)
#include "tst_layout.moc"
