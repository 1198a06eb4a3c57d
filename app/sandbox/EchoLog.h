#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <deque>
#include <functional>

class QHttpServerRequest;

namespace baton::sandbox {

// What /_sandbox/echo/... received, for the answer and for tests that must
// prove a tool call arrived with its secret header. Secret-bearing header
// values never enter it: Authorization, Proxy-Authorization, Cookie, and any
// header whose value is a stored secret are kept as "•••", and such a header
// is recorded as {"header", "secretId"} when it matched a known secret, so
// nothing can print the value. Keeps the last `capacity` requests.
class EchoLog
{
public:
    // The secret id whose value a header value carries, or empty.
    using SecretMatcher = std::function<QString(const QString &headerValue)>;

    static constexpr qsizetype capacity = 200;
    static constexpr QStringView redacted = u"•••";

    // Records the request and returns its redacted description:
    // {"method", "path", "query", "headers", "body", "secretHeaders"}.
    QJsonObject receive(const QHttpServerRequest &request, const SecretMatcher &matcher);

    [[nodiscard]] QJsonArray entries() const;
    [[nodiscard]] qsizetype size() const { return qsizetype(m_entries.size()); }
    void clear() { m_entries.clear(); }

private:
    std::deque<QJsonObject> m_entries;
};

} // namespace baton::sandbox
