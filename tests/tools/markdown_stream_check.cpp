// markdown_stream_check: streams Markdown into a real TranscriptView and
// compares the rendered answer with the whole text read by readAnswerMarkdown
// (QTextDocument::setMarkdown, GitHub dialect, no HTML, its tables repaired),
// block by block: texts, block, list and
// character formats, list numbers, tables, links.
//
//   markdown_stream_check [--seed N] [--plain-reference | --intermediate] FILE...
//
// A FILE ending in .json holds an array of strings, each an input; any other
// file is one input. Each input is streamed in pieces of 1, 3 and 7
// characters and in pieces of random sizes (the seed is printed). Prints the
// first difference of each input and scheme. Exit status: 0 when every input
// renders as its whole, 1 when one differs, 2 on bad arguments or an
// unreadable file. --plain-reference compares with the whole shown as plain
// text instead, which must differ wherever there is markup: it shows that the
// comparison can fail.

#include "support/MarkdownCompare.h"

#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

using namespace Qt::StringLiterals;

namespace {

struct Input {
    QString name;
    QString markdown;
};

// The inputs of `path`, or the reason it has none.
std::variant<QList<Input>, QString> readInputs(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return file.errorString();
    const QByteArray bytes = file.readAll();
    if (!path.endsWith(u".json"_s))
        return QList<Input> {{QFileInfo(path).fileName(), QString::fromUtf8(bytes)}};
    QJsonParseError error;
    const QJsonDocument json = QJsonDocument::fromJson(bytes, &error);
    if (!json.isArray())
        return error.error != QJsonParseError::NoError ? error.errorString() : u"not an array of strings"_s;
    QList<Input> inputs;
    const QJsonArray array = json.array();
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (!array.at(i).isString())
            return u"item %1 is not a string"_s.arg(i);
        inputs.append({u"%1[%2]"_s.arg(QFileInfo(path).fileName()).arg(i), array.at(i).toString()});
    }
    return inputs;
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTextStream out(stdout);
    QTextStream err(stderr);

    QStringList args = QCoreApplication::arguments().mid(1);
    quint32 seed = 20261125;
    if (args.size() >= 2 && args.first() == "--seed"_L1) {
        bool ok = false;
        seed = args.at(1).toUInt(&ok);
        if (!ok) {
            err << "markdown_stream_check: --seed takes a number, not " << args.at(1) << '\n';
            return 2;
        }
        args = args.mid(2);
    }
    auto reference = baton::test::Reference::Markdown;
    bool intermediate = false;
    if (!args.isEmpty() && args.first() == "--plain-reference"_L1) {
        reference = baton::test::Reference::PlainText;
        args.removeFirst();
    } else if (!args.isEmpty() && args.first() == "--intermediate"_L1) {
        intermediate = true;
        args.removeFirst();
    }
    if (args.isEmpty()) {
        err << "usage: markdown_stream_check [--seed N] [--plain-reference | --intermediate] FILE...\n";
        return 2;
    }
    QList<Input> inputs;
    for (const QString &path : std::as_const(args)) {
        const auto read = readInputs(path);
        if (const QString *reason = std::get_if<QString>(&read)) {
            err << "markdown_stream_check: " << path << ": " << *reason << '\n';
            return 2;
        }
        inputs += std::get<QList<Input>>(read);
    }

    const QList<baton::test::PieceScheme> schemes = baton::test::pieceSchemes(seed);
    out << "seed " << seed << '\n';
    int differing = 0;
    for (const Input &input : std::as_const(inputs)) {
        for (const baton::test::PieceScheme &scheme : schemes) {
            const QStringList pieces = scheme.cut(input.markdown);
            const QString difference = intermediate
                ? baton::test::intermediateDifference(input.markdown, pieces)
                : baton::test::streamedDifference(input.markdown, pieces, reference);
            if (!difference.isEmpty()) {
                ++differing;
                out << "DIFFERS " << input.name << ", " << scheme.name << ": " << difference << '\n';
            }
        }
    }
    out << inputs.size() << " inputs × " << schemes.size() << " schemes: " << differing << " differ\n";
    return differing > 0 ? 1 : 0;
}
