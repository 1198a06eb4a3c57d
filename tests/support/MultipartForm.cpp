#include "MultipartForm.h"

#include <QRegularExpression>
#include <QString>

using namespace Qt::StringLiterals;

namespace baton::test {

namespace {

std::optional<QByteArray> parameter(const QByteArray &header, const QString &name)
{
    const QRegularExpression pattern(u"(?:^|;)\\s*"_s + name + u"=(?:\"([^\"]*)\"|([^;\\s]*))"_s);
    const QRegularExpressionMatch match = pattern.match(QString::fromUtf8(header));
    if (!match.hasMatch())
        return std::nullopt;
    const QString value = match.capturedStart(1) >= 0 ? match.captured(1) : match.captured(2);
    return value.toUtf8();
}

} // namespace

std::optional<MultipartForm> MultipartForm::parse(const QByteArray &contentType, const QByteArray &body)
{
    if (!contentType.trimmed().toLower().startsWith("multipart/form-data"))
        return std::nullopt;
    const auto boundary = parameter(contentType, u"boundary"_s);
    if (!boundary || boundary->isEmpty())
        return std::nullopt;
    const QByteArray delimiter = "--" + *boundary;

    MultipartForm form;
    qsizetype pos = body.indexOf(delimiter);
    if (pos < 0)
        return std::nullopt;
    pos += delimiter.size();
    while (true) {
        if (body.mid(pos, 2) == "--")
            return form;
        if (body.mid(pos, 2) != "\r\n")
            return std::nullopt;
        pos += 2;
        const qsizetype headerEnd = body.indexOf("\r\n\r\n", pos);
        if (headerEnd < 0)
            return std::nullopt;
        Part part;
        for (const QByteArray &line : body.mid(pos, headerEnd - pos).split('\n')) {
            const QByteArray trimmed = line.trimmed();
            const qsizetype colon = trimmed.indexOf(':');
            if (colon <= 0)
                return std::nullopt;
            const QByteArray name = trimmed.left(colon).trimmed();
            const QByteArray value = trimmed.mid(colon + 1).trimmed();
            part.headers.append({name, value});
            if (name.compare("Content-Disposition", Qt::CaseInsensitive) == 0) {
                part.name = parameter(value, u"name"_s).value_or(QByteArray());
                part.fileName = parameter(value, u"filename"_s);
            } else if (name.compare("Content-Type", Qt::CaseInsensitive) == 0) {
                part.contentType = value;
            }
        }
        const qsizetype contentStart = headerEnd + 4;
        const qsizetype next = body.indexOf(QByteArray("\r\n" + delimiter), contentStart);
        if (next < 0)
            return std::nullopt;
        part.body = body.mid(contentStart, next - contentStart);
        form.parts.append(part);
        pos = next + 2 + delimiter.size();
    }
}

QList<MultipartForm::Part> MultipartForm::named(const QByteArray &name) const
{
    QList<Part> found;
    for (const Part &part : parts)
        if (part.name == name)
            found.append(part);
    return found;
}

} // namespace baton::test
