#pragma once

#include <QByteArray>
#include <QFile>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace baton::cli {

// baton-cli's standard streams: the answer and JSON on stdout, messages and
// prompts on stderr, the message and the answers to prompts on stdin. Every
// write is flushed at once, so that a streamed answer shows as it arrives.
class Console final
{
public:
    Console();

    void out(const QString &text);
    void outBytes(const QByteArray &bytes);
    // One compact JSON object and a line end.
    void outJson(const QJsonObject &object);
    // Ends the current stdout line, when something was written on it.
    void endOutLine();
    // A line on stderr, prefixed with the program name.
    void error(const QString &message);
    // Text on stderr as it is (notices, prompts).
    void note(const QString &text);

    [[nodiscard]] bool stdinIsTerminal() const;
    [[nodiscard]] QByteArray readAllInput();
    // Up to `size` bytes; fewer only at the end of the input. Empty at the end.
    [[nodiscard]] QByteArray readInput(qint64 size);
    // A line from stdin without its line end; nullopt at the end of the input.
    [[nodiscard]] std::optional<QString> readLine();

private:
    QFile m_out;
    QFile m_err;
    QFile m_in;
    bool m_outLineOpen = false;
};

} // namespace baton::cli
