#include "core/api/ToolArguments.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QRegularExpressionMatchIterator>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

// The same value with every scalar under a secret-looking member replaced;
// the scalars replaced are added to `values`, as written in JSON.
QJsonValue masked(const QJsonValue &value, bool secret, bool &any, QStringList &values)
{
    if (value.isObject()) {
        QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            it.value() = masked(it.value(), secret || Credentials::isSecretName(it.key()), any, values);
        return object;
    }
    if (value.isArray()) {
        QJsonArray array = value.toArray();
        for (auto it = array.begin(); it != array.end(); ++it)
            *it = masked(*it, secret, any, values);
        return array;
    }
    if (!secret || value.isNull() || value.isBool() || (value.isString() && value.toString().isEmpty()))
        return value;
    any = true;
    if (value.isString()) {
        values << value.toString();
    } else {
        const QByteArray written = QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact);
        values << QString::fromUtf8(written.mid(1, written.size() - 2));
    }
    return ToolArguments::Mask.toString();
}

// masked() of `arguments`, and the values it masked.
QString maskedWithValues(const QString &arguments, ToolArguments::Layout layout, bool &any, QStringList &values)
{
    QString text;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(arguments.toUtf8(), &error);
    if (error.error == QJsonParseError::NoError && (document.isObject() || document.isArray())) {
        const QJsonValue value = masked(
            document.isObject() ? QJsonValue(document.object()) : QJsonValue(document.array()), false, any, values);
        const QJsonDocument out = value.isObject() ? QJsonDocument(value.toObject()) : QJsonDocument(value.toArray());
        text = QString::fromUtf8(out.toJson(layout == ToolArguments::Layout::Indented ? QJsonDocument::Indented
                                                                                      : QJsonDocument::Compact))
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
                text += ToolArguments::Mask;
                any = true;
                QString value = match.captured(3);
                if (value.size() >= 2 && (value.front() == u'"' || value.front() == u'\'')
                    && value.back() == value.front())
                    value = value.sliced(1, value.size() - 2);
                values << value;
            }
            copied = match.capturedEnd(3);
        }
        text += QStringView(arguments).sliced(copied);
    }
    return text;
}

} // namespace

QString ToolArguments::masked(const QString &arguments, Layout layout, bool *maskedAny)
{
    bool any = false;
    QStringList values;
    const QString text = maskedWithValues(arguments, layout, any, values);
    if (maskedAny)
        *maskedAny = any;
    return text;
}

QStringList ToolArguments::maskedValues(const QString &arguments)
{
    bool any = false;
    QStringList values;
    maskedWithValues(arguments, Layout::Compact, any, values);
    values.removeIf([](const QString &value) { return value.size() < MinimumFoundLength; });
    values.removeDuplicates();
    return values;
}

QList<std::pair<qsizetype, qsizetype>> ToolArguments::valuesIn(QStringView text, const QStringList &values)
{
    // The longest first: a value that holds another is masked whole.
    QStringList longestFirst = values;
    std::sort(longestFirst.begin(), longestFirst.end(),
              [](const QString &a, const QString &b) { return a.size() > b.size(); });
    QList<std::pair<qsizetype, qsizetype>> found;
    const auto overlaps = [&found](qsizetype start, qsizetype end) {
        return std::any_of(found.cbegin(), found.cend(), [start, end](const auto &range) {
            return start < range.first + range.second && range.first < end;
        });
    };
    for (const QString &value : std::as_const(longestFirst)) {
        if (value.size() < MinimumFoundLength)
            continue;
        for (qsizetype at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1)) {
            const qsizetype end = at + value.size();
            const bool alone = (at == 0 || !text.at(at - 1).isLetterOrNumber())
                && (end == text.size() || !text.at(end).isLetterOrNumber());
            if (alone && !overlaps(at, end))
                found.append({at, value.size()});
        }
    }
    std::sort(found.begin(), found.end());
    return found;
}

QString ToolArguments::maskValues(const QString &text, const QStringList &values)
{
    QString result;
    qsizetype copied = 0;
    for (const auto &[start, length] : valuesIn(text, values)) {
        result += QStringView(text).sliced(copied, start - copied);
        result += Mask;
        copied = start + length;
    }
    result += QStringView(text).sliced(copied);
    return result;
}

} // namespace baton
