#include "ui/widgets/JsonEditor.h"

#include "ui/widgets/StatusColors.h"

#include <QEvent>
#include <QFontDatabase>
#include <QJsonDocument>
#include <QJsonParseError>

namespace baton {

using namespace Qt::StringLiterals;

JsonEditor::JsonEditor(QWidget *parent)
    : QPlainTextEdit(parent)
{
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setTabChangesFocus(true);
    setPlaceholderText(u"{\n  \"type\": \"object\",\n  \"properties\": {}\n}"_s);
    connect(this, &QPlainTextEdit::textChanged, this, &JsonEditor::markError);
}

std::optional<qsizetype> JsonEditor::errorOffset(QString *error) const
{
    const QString text = toPlainText();
    if (text.trimmed().isEmpty())
        return std::nullopt;
    QJsonParseError parseError;
    const QByteArray utf8 = text.toUtf8();
    QJsonDocument::fromJson(utf8, &parseError);
    if (parseError.error == QJsonParseError::NoError)
        return std::nullopt;
    // The parser's offset counts UTF-8 bytes; the user counts characters.
    const qsizetype offset = QString::fromUtf8(utf8.left(parseError.offset)).size();
    if (error) {
        const auto [line, column] = lineAndColumn(text, offset);
        *error = tr("Line %1, column %2: %3")
                     .arg(QString::number(line), QString::number(column), parseError.errorString());
    }
    return offset;
}

std::optional<QJsonObject> JsonEditor::object(QString *error) const
{
    const QString text = toPlainText();
    if (text.trimmed().isEmpty())
        return QJsonObject();
    if (errorOffset(error))
        return std::nullopt;
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8());
    if (!document.isObject()) {
        if (error)
            *error = tr("Must be a JSON object ({ … }).");
        return std::nullopt;
    }
    return document.object();
}

void JsonEditor::markError()
{
    QList<QTextEdit::ExtraSelection> marks;
    if (const std::optional<qsizetype> offset = errorOffset(nullptr)) {
        // The character the parser stopped on; at a line's end (or the
        // text's), the one before it, so that the mark is on something seen.
        QTextCursor at(document());
        at.setPosition(int(*offset));
        if (at.atBlockEnd() && !at.atBlockStart())
            at.movePosition(QTextCursor::PreviousCharacter);
        at.movePosition(QTextCursor::NextCharacter, QTextCursor::KeepAnchor);
        QTextEdit::ExtraSelection line;
        // The whole line is tinted only from a cursor without a selection.
        line.cursor = at;
        line.cursor.clearSelection();
        line.format.setBackground(statusTint(Status::Error, palette(), QPalette::Base));
        line.format.setProperty(QTextFormat::FullWidthSelection, true);
        QTextEdit::ExtraSelection character;
        character.cursor = at;
        character.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        character.format.setUnderlineColor(statusColor(Status::Error, palette(), QPalette::Base));
        marks << line << character;
    }
    setExtraSelections(marks);
}

void JsonEditor::changeEvent(QEvent *event)
{
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        markError();
}

void JsonEditor::setObject(const QJsonObject &object)
{
    setPlainText(object.isEmpty() ? QString()
                                  : QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented)));
}

std::pair<int, int> JsonEditor::lineAndColumn(const QString &text, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    const QStringView before = QStringView(text).left(offset);
    const int line = int(before.count(u'\n')) + 1;
    const qsizetype lineStart = before.lastIndexOf(u'\n') + 1;
    return {line, int(offset - lineStart) + 1};
}

} // namespace baton
