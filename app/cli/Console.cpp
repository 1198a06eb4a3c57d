#include "Console.h"

#include <QJsonDocument>

#include <cstdio>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace baton::cli {

Console::Console()
{
    m_out.open(stdout, QIODevice::WriteOnly | QIODevice::Unbuffered);
    m_err.open(stderr, QIODevice::WriteOnly | QIODevice::Unbuffered);
    m_in.open(stdin, QIODevice::ReadOnly | QIODevice::Unbuffered);
}

void Console::out(const QString &text)
{
    outBytes(text.toUtf8());
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
    outBytes(QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n');
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
    m_err.write(text.toUtf8());
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
