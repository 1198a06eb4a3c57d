#include "core/api/CurlCommand.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

// curl's -F syntax: a double-quoted file name with `\` and `"` escaped.
QString curlFormFileName(const QString &fileName)
{
    QString escaped = fileName;
    escaped.replace(u'\\', u"\\\\"_s).replace(u'"', u"\\\""_s);
    return u'"' + escaped + u'"';
}

} // namespace

QString CurlCommand::shellQuote(const QString &text)
{
    QString quoted = text;
    quoted.replace(u'\'', u"'\\''"_s);
    return u'\'' + quoted + u'\'';
}

QString CurlCommand::fromEntry(const RequestLog::Entry &entry)
{
    if (entry.requestBodyCut)
        return {};
    QStringList args {u"curl"_s, u"-sS"_s};
    if (entry.streaming)
        args << u"-N"_s;
    args << u"-X"_s << QString::fromLatin1(entry.method) << shellQuote(entry.url);

    for (const auto &[name, value] : entry.requestHeaders) {
        const QByteArray lower = name.toLower();
        if (lower == "authorization") {
            const qsizetype space = value.indexOf(' ');
            const QString scheme = QString::fromLatin1(space > 0 ? value.left(space) : QByteArray("Bearer"));
            args << u"-H"_s << u"\"Authorization: %1 $%2\""_s.arg(scheme, TokenVariable);
            continue;
        }
        // curl writes its own multipart Content-Type, with its own boundary.
        if (lower == "content-length" || (entry.formFile && lower == "content-type"))
            continue;
        args << u"-H"_s << shellQuote(QString::fromLatin1(name) + u": "_s + QString::fromUtf8(value));
    }

    const QString body = QString::fromUtf8(entry.requestBody);
    if (entry.formFile) {
        args << u"--form-string"_s << shellQuote(u"metadata="_s + body);
        QString file = u"file=@"_s + curlFormFileName(entry.formFile->fileName);
        if (!entry.formFile->mimeType.isEmpty())
            file += u";type="_s + entry.formFile->mimeType;
        args << u"-F"_s << shellQuote(file);
    } else if (!body.isEmpty()) {
        // The log stores a secrets body compact, with the value replaced by the mask.
        const QString maskedValue = u"\"value\":\""_s + RequestLog::SecretValueMask + u'"';
        const qsizetype at = RequestLog::isSecretsUrl(QUrl(entry.url)) ? body.indexOf(maskedValue) : -1;
        QString data;
        if (at < 0) {
            data = shellQuote(body);
        } else {
            data = shellQuote(body.left(at) + u"\"value\":\""_s) + u"\"$"_s + SecretValueVariable + u'"'
                + shellQuote(u'"' + body.mid(at + maskedValue.size()));
        }
        args << u"--data-binary"_s << data;
    }
    return args.join(u' ');
}

} // namespace baton
