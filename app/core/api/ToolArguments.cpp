#include "core/api/ToolArguments.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QRegularExpressionMatchIterator>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

// The same value with every scalar under a secret-looking member replaced.
QJsonValue masked(const QJsonValue &value, bool secret, bool &any)
{
    if (value.isObject()) {
        QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            it.value() = masked(it.value(), secret || Credentials::isSecretName(it.key()), any);
        return object;
    }
    if (value.isArray()) {
        QJsonArray array = value.toArray();
        for (auto it = array.begin(); it != array.end(); ++it)
            *it = masked(*it, secret, any);
        return array;
    }
    if (!secret || value.isNull() || value.isBool() || (value.isString() && value.toString().isEmpty()))
        return value;
    any = true;
    return ToolArguments::Mask.toString();
}

} // namespace

QString ToolArguments::masked(const QString &arguments, Layout layout, bool *maskedAny)
{
    bool any = false;
    QString text;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(arguments.toUtf8(), &error);
    if (error.error == QJsonParseError::NoError && (document.isObject() || document.isArray())) {
        const QJsonValue value = baton::masked(
            document.isObject() ? QJsonValue(document.object()) : QJsonValue(document.array()), false, any);
        const QJsonDocument out = value.isObject() ? QJsonDocument(value.toObject()) : QJsonDocument(value.toArray());
        text = QString::fromUtf8(
                   out.toJson(layout == Layout::Indented ? QJsonDocument::Indented : QJsonDocument::Compact))
                   .trimmed();
    } else {
        // Not JSON (or not yet, while it streams): mask the value after a
        // secret-looking name and `:` or `=`. A name starts where no name
        // character comes before it, so that a long run of them is tried once,
        // not from each of its characters; one global match checks the text
        // once, not at every match; and the text is built as it goes, not
        // edited in place, so that each mask costs its own length.
        static const QRegularExpression pair(
            u"(?<![\\w.\\-])([\\w.\\-]+)([\"']?\\s*[:=]\\s*)(\"[^\"]*\"|'[^']*'|[^\\s,;&}]+)"_s);
        qsizetype copied = 0;
        for (QRegularExpressionMatchIterator matches = pair.globalMatch(arguments); matches.hasNext();) {
            const QRegularExpressionMatch match = matches.next();
            if (!Credentials::isSecretName(match.captured(1))) {
                text += QStringView(arguments).sliced(copied, match.capturedEnd(3) - copied);
            } else {
                text += QStringView(arguments).sliced(copied, match.capturedStart(3) - copied);
                text += Mask;
                any = true;
            }
            copied = match.capturedEnd(3);
        }
        text += QStringView(arguments).sliced(copied);
    }
    if (maskedAny)
        *maskedAny = any;
    return text;
}

} // namespace baton
