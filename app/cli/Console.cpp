#include "cli/Console.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cstdio>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace baton::cli {

namespace {

// Whether a character is shown as an escape (see Console::escaped).
bool hidden(char32_t code, Console::Text kind)
{
    if (code < 0x20)
        return kind == Console::Text::Field || (code != u'\n' && code != u'\t');
    if (code >= 0x7f && code <= 0x9f) // DEL and the C1 controls, U+009B (CSI) among them
        return true;
    // Embeddings and overrides, isolates: they reorder the rest of a line.
    if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069))
        return true;
    if (kind == Console::Text::Lines)
        return false;
    const QChar::Category category = QChar::category(code);
    return category == QChar::Other_Format || category == QChar::Separator_Line
        || category == QChar::Separator_Paragraph;
}

QString escapeOf(char32_t code)
{
    switch (code) {
    case u'\n':
        return u"\\n"_s;
    case u'\r':
        return u"\\r"_s;
    case u'\t':
        return u"\\t"_s;
    default:
        break;
    }
    if (code <= 0xff)
        return u"\\x"_s + QString::number(code, 16).rightJustified(2, u'0');
    if (code <= 0xffff)
        return u"\\u"_s + QString::number(code, 16).rightJustified(4, u'0');
    return u"\\U"_s + QString::number(code, 16).rightJustified(8, u'0');
}

// Calls `each` with every character of `text` and the number of UTF-16
// units it takes; a lone surrogate is a character of its own.
template<typename Each> void forEachCharacter(QStringView text, Each each)
{
    for (qsizetype i = 0; i < text.size();) {
        const QChar ch = text.at(i);
        if (ch.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            each(QChar::surrogateToUcs4(ch, text.at(i + 1)), text.mid(i, 2));
            i += 2;
        } else {
            each(char32_t(ch.unicode()), text.mid(i, 1));
            ++i;
        }
    }
}

// Compact JSON as QJsonDocument writes it, with the characters it leaves as
// they are (DEL, C1 controls, bidi and format characters, line separators)
// written as \u escapes too: the same JSON to a reader, nothing for a
// terminal to act on. They can only stand in strings, where \u is theirs.
QByteArray jsonForTerminal(const QByteArray &json)
{
    const bool plain = std::all_of(json.begin(), json.end(), [](char byte) { return byte >= 0x20 && byte < 0x7f; });
    if (plain)
        return json;
    QString text;
    forEachCharacter(QString::fromUtf8(json), [&text](char32_t code, QStringView units) {
        if (!hidden(code, Console::Text::Field)) {
            text += units;
            return;
        }
        for (const QChar unit : units)
            text += u"\\u"_s + QString::number(unit.unicode(), 16).rightJustified(4, u'0');
    });
    return text.toUtf8();
}

} // namespace

QString Console::escaped(QStringView text, Text kind)
{
    QString shown;
    shown.reserve(text.size());
    forEachCharacter(text, [&shown, kind](char32_t code, QStringView units) {
        if (hidden(code, kind))
            shown += escapeOf(code);
        else
            shown += units;
    });
    return shown;
}

Console::Console()
{
    m_out.open(stdout, QIODevice::WriteOnly | QIODevice::Unbuffered);
    m_err.open(stderr, QIODevice::WriteOnly | QIODevice::Unbuffered);
    m_in.open(stdin, QIODevice::ReadOnly | QIODevice::Unbuffered);
}

void Console::out(const QString &text)
{
    outBytes(escaped(text).toUtf8());
}

void Console::outBytes(const QByteArray &bytes)
{
    if (bytes.isEmpty())
        return;
    m_out.write(bytes);
    m_out.flush();
    m_outLineOpen = !bytes.endsWith('\n');
}

void Console::outJson(const QJsonObject &object)
{
    endOutLine();
    outBytes(jsonForTerminal(QJsonDocument(object).toJson(QJsonDocument::Compact)) + '\n');
}

void Console::outJsonValue(const QJsonValue &value)
{
    if (value.isObject()) {
        outJson(value.toObject());
        return;
    }
    endOutLine();
    // A document holds only an object or an array: the value is written as
    // an array's one element, without the brackets.
    const QByteArray array = QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact);
    outBytes(jsonForTerminal(array.mid(1, array.size() - 2)) + '\n');
}

void Console::endOutLine()
{
    if (m_outLineOpen)
        outBytes("\n");
}

void Console::error(const QString &message)
{
    note(u"baton-cli: "_s + message + u'\n');
}

void Console::note(const QString &text)
{
    endOutLine();
    m_err.write(escaped(text).toUtf8());
    m_err.flush();
}

bool Console::stdinIsTerminal() const
{
    return ::isatty(STDIN_FILENO) == 1;
}

QByteArray Console::readAllInput()
{
    QByteArray all = m_in.readAll();
    // A terminal's Ctrl-D ends this read only: later prompts read on.
    std::clearerr(stdin);
    return all;
}

QByteArray Console::readInput(qint64 size)
{
    QByteArray piece;
    while (piece.size() < size) {
        const QByteArray more = m_in.read(size - piece.size());
        if (more.isEmpty())
            break;
        piece += more;
    }
    return piece;
}

std::optional<QString> Console::readLine()
{
    QByteArray line = m_in.readLine();
    if (line.isEmpty()) {
        std::clearerr(stdin);
        return std::nullopt;
    }
    while (line.endsWith('\n') || line.endsWith('\r'))
        line.chop(1);
    return QString::fromUtf8(line);
}

} // namespace baton::cli
