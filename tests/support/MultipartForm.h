#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>

#include <optional>

namespace baton::test {

// A multipart/form-data body read back into its parts, for servers in tests.
struct MultipartForm {
    struct Part {
        QList<QPair<QByteArray, QByteArray>> headers;
        QByteArray name; // from Content-Disposition
        std::optional<QByteArray> fileName; // set only when the part is a file
        QByteArray contentType;
        QByteArray body;
    };

    QList<Part> parts;

    // Nothing when the content type has no boundary or the body is malformed.
    [[nodiscard]] static std::optional<MultipartForm> parse(const QByteArray &contentType, const QByteArray &body);
    [[nodiscard]] QList<Part> named(const QByteArray &name) const;
};

} // namespace baton::test
