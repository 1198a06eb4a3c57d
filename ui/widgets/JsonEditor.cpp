#include "ui/widgets/JsonEditor.h"

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
}

std::optional<QJsonObject> JsonEditor::object(QString *error) const
{
    const QString text = toPlainText();
    if (text.trimmed().isEmpty())
        return QJsonObject();
    QJsonParseError parseError;
    const QByteArray utf8 = text.toUtf8();
    const QJsonDocument document = QJsonDocument::fromJson(utf8, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        if (error) {
            // The parser's offset counts UTF-8 bytes; the user counts characters.
            const qsizetype offset = QString::fromUtf8(utf8.left(parseError.offset)).size();
            const auto [line, column] = lineAndColumn(text, offset);
            *error = tr("Line %1, column %2: %3").arg(line).arg(column).arg(parseError.errorString());
        }
        return std::nullopt;
    }
    if (!document.isObject()) {
        if (error)
            *error = tr("Must be a JSON object ({ … }).");
        return std::nullopt;
    }
    return document.object();
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
