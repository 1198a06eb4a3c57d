#include "core/chat/ToolRequest.h"

#include "core/api/Credentials.h"
#include "core/api/JsonMembers.h"
#include "core/api/ToolArguments.h"

#include <QRegularExpression>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

QString filledUrl(const QString &urlTemplate, const QJsonObject &arguments, ToolRequest::Secrets secrets)
{
    static const QRegularExpression placeholder(u"\\{([^{}]*)\\}"_s);
    const bool masked = secrets == ToolRequest::Secrets::Masked;
    QString url;
    qsizetype copied = 0;
    // One pass over the template: a filled value is never read again, so a
    // value that looks like a placeholder stays a value.
    for (auto it = placeholder.globalMatch(urlTemplate); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        url += QStringView(urlTemplate).mid(copied, match.capturedStart() - copied);
        copied = match.capturedEnd();
        const QString name = match.captured(1);
        const QJsonValue value = arguments.value(name);
        if (value.isUndefined() || value.isNull()) {
            url += match.captured(0);
        } else if (masked && Credentials::isSecretName(name)) {
            url += ToolArguments::Mask;
        } else {
            const QString text = masked && (value.isObject() || value.isArray())
                ? ToolArguments::masked(compactText(value), ToolArguments::Layout::Compact)
                : compactText(value);
            url += QString::fromLatin1(QUrl::toPercentEncoding(text));
        }
    }
    return url + QStringView(urlTemplate).mid(copied);
}

} // namespace

ToolRequest::ToolRequest(const QJsonObject &tool, const QJsonObject &arguments, Secrets secrets)
    : m_method(tool.value("method"_L1).toString().toUpper())
    , m_url(filledUrl(tool.value("urlTemplate"_L1).toString(), arguments, secrets))
{ }

bool ToolRequest::isPlainHttp() const
{
    return QUrl(m_url).scheme().compare("http"_L1, Qt::CaseInsensitive) == 0;
}

} // namespace baton
