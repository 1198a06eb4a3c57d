#pragma once

#include <QByteArray>
#include <QFile>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringView>

#include <optional>

namespace baton::cli {

// baton-cli's standard streams: the answer and JSON on stdout, messages and
// prompts on stderr, the message and the answers to prompts on stdin. Every
// write is flushed at once, so that a streamed answer shows as it arrives.
//
// Nothing reaches a terminal that could drive it: every text written passes
// through escaped(), and JSON through its own \u escapes, so that a server's
// words can neither move the cursor, erase the screen, ring, nor reorder what
// is shown.
class Console final
{
public:
    // What else escaped() shows as escapes, beyond what it always does.
    enum class Text {
        // Lines of text (an answer, a message): line ends and tabs are kept.
        Lines,
        // One field shown within a line (a name, an id, arguments): line
        // ends, tabs and every invisible formatting character are escaped
        // too, so that it reads as what it is and cannot start a line of its
        // own.
        Field,
    };

    Console();

    // `text` with every character that could control a terminal or hide
    // what is shown written as a visible escape: C0 controls (\r, \n and \t
    // by name, others as \x1b), DEL, C1 controls (\x9b) and the bidi
    // embeddings, overrides and isolates (\u202e) always; Text::Field also
    // line ends, tabs, U+2028/U+2029 and the other format characters (zero
    // widths, marks, tags; \u200b, \U000e0041). A backslash stays as it is.
    [[nodiscard]] static QString escaped(QStringView text, Text kind = Text::Lines);

    void out(const QString &text);
    // One compact JSON object and a line end.
    void outJson(const QJsonObject &object);
    // One compact JSON value of any type and a line end.
    void outJsonValue(const QJsonValue &value);
    // Ends the current stdout line, when something was written on it.
    void endOutLine();
    // A line on stderr, prefixed with the program name.
    void error(const QString &message);
    // Text on stderr (notices, prompts).
    void note(const QString &text);

    [[nodiscard]] bool stdinIsTerminal() const;
    [[nodiscard]] QByteArray readAllInput();
    // Up to `size` bytes; fewer only at the end of the input. Empty at the end.
    [[nodiscard]] QByteArray readInput(qint64 size);
    // A line from stdin without its line end; nullopt at the end of the input.
    [[nodiscard]] std::optional<QString> readLine();

private:
    void outBytes(const QByteArray &bytes);

    QFile m_out;
    QFile m_err;
    QFile m_in;
    bool m_outLineOpen = false;
};

} // namespace baton::cli
