#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace baton::sandbox {

// A multipart/form-data body (RFC 7578), parsed by hand because QtHttpServer
// has no parser. Small and strict on purpose: CRLF line ends, every part with
// a Content-Disposition of `form-data` and a quoted name, no nested multipart,
// a closing boundary. Anything else is refused rather than guessed at.
class MultipartForm
{
public:
    struct Part {
        QString name;
        QString fileName; // empty for a plain field
        QByteArray contentType;
        QByteArray data;
    };

    // nullopt when `contentType` is not multipart/form-data with a boundary,
    // or when `body` does not follow it.
    [[nodiscard]] static std::optional<MultipartForm> parse(const QByteArray &contentType, const QByteArray &body);

    [[nodiscard]] const QList<Part> &parts() const { return m_parts; }
    [[nodiscard]] qsizetype count(const QString &name) const;
    [[nodiscard]] const Part *part(const QString &name) const;

private:
    QList<Part> m_parts;
};

} // namespace baton::sandbox
