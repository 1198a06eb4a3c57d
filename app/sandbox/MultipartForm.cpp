#include "sandbox/MultipartForm.h"

namespace baton::sandbox {

namespace {

// The value of `key` in a header's parameters: name="file"; filename="a.txt".
std::optional<QByteArray> parameter(const QByteArray &header, const QByteArray &key)
{
    const QList<QByteArray> pieces = header.split(';');
    for (qsizetype i = 1; i < pieces.size(); ++i) {
        const QByteArray piece = pieces.at(i).trimmed();
        const qsizetype eq = piece.indexOf('=');
        if (eq < 0 || piece.left(eq).trimmed().toLower() != key)
            continue;
        QByteArray value = piece.mid(eq + 1).trimmed();
        if (value.size() >= 2 && value.startsWith('"') && value.endsWith('"'))
            value = value.mid(1, value.size() - 2);
        return value;
    }
    return std::nullopt;
}

} // namespace

std::optional<MultipartForm> MultipartForm::parse(const QByteArray &contentType, const QByteArray &body)
{
    if (!contentType.trimmed().toLower().startsWith("multipart/form-data"))
        return std::nullopt;
    const std::optional<QByteArray> boundary = parameter(contentType, "boundary");
    if (!boundary || boundary->isEmpty() || boundary->size() > 70)
        return std::nullopt;
    const QByteArray delimiter = "--" + *boundary;

    MultipartForm form;
    if (!body.startsWith(QByteArray(delimiter + "\r\n")))
        return std::nullopt;
    qsizetype pos = delimiter.size() + 2;
    const QByteArray next = QByteArray("\r\n") + delimiter;
    while (true) {
        const qsizetype headersEnd = body.indexOf("\r\n\r\n", pos);
        if (headersEnd < 0)
            return std::nullopt;
        Part part;
        bool formData = false;
        for (const QByteArray &line : body.mid(pos, headersEnd - pos).split('\n')) {
            const QByteArray header = line.endsWith('\r') ? line.chopped(1) : line;
            const qsizetype colon = header.indexOf(':');
            if (colon <= 0)
                return std::nullopt;
            const QByteArray name = header.left(colon).trimmed().toLower();
            const QByteArray value = header.mid(colon + 1).trimmed();
            if (name == "content-disposition") {
                if (!value.toLower().startsWith("form-data"))
                    return std::nullopt;
                const std::optional<QByteArray> fieldName = parameter(value, "name");
                if (!fieldName || fieldName->isEmpty())
                    return std::nullopt;
                formData = true;
                part.name = QString::fromUtf8(*fieldName);
                part.fileName = QString::fromUtf8(parameter(value, "filename").value_or(QByteArray()));
            } else if (name == "content-type") {
                part.contentType = value;
            }
        }
        if (!formData || part.contentType.toLower().startsWith("multipart/"))
            return std::nullopt;
        const qsizetype dataStart = headersEnd + 4;
        const qsizetype dataEnd = body.indexOf(next, dataStart);
        if (dataEnd < 0)
            return std::nullopt;
        part.data = body.mid(dataStart, dataEnd - dataStart);
        form.m_parts.append(part);
        pos = dataEnd + next.size();
        if (body.mid(pos, 2) == "--") {
            const QByteArray rest = body.mid(pos + 2);
            return rest.isEmpty() || rest == "\r\n" ? std::optional<MultipartForm>(form) : std::nullopt;
        }
        if (body.mid(pos, 2) != "\r\n")
            return std::nullopt;
        pos += 2;
    }
}

qsizetype MultipartForm::count(const QString &name) const
{
    return std::count_if(m_parts.cbegin(), m_parts.cend(), [&](const Part &p) { return p.name == name; });
}

const MultipartForm::Part *MultipartForm::part(const QString &name) const
{
    for (const Part &p : m_parts) {
        if (p.name == name)
            return &p;
    }
    return nullptr;
}

} // namespace baton::sandbox
