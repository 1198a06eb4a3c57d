#include "chat/ToolArguments.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

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
        // secret-looking name and `:` or `=`.
        static const QRegularExpression pair(u"([\\w.\\-]+)([\"']?\\s*[:=]\\s*)(\"[^\"]*\"|'[^']*'|[^\\s,;&}]+)"_s);
        text = arguments;
        qsizetype offset = 0;
        QRegularExpressionMatch match;
        while ((match = pair.match(text, offset)).hasMatch()) {
            offset = match.capturedEnd(3);
            if (!Credentials::isSecretName(match.captured(1)))
                continue;
            text.replace(match.capturedStart(3), match.capturedLength(3), Mask.toString());
            offset = match.capturedStart(3) + Mask.size();
            any = true;
        }
    }
    if (maskedAny)
        *maskedAny = any;
    return text;
}

} // namespace baton
