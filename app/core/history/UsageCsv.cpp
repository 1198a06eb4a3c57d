#include "core/history/UsageCsv.h"

using namespace Qt::StringLiterals;

namespace baton {

QString UsageCsv::field(const QString &text)
{
    QString value = text;
    if (!value.isEmpty() && QStringView(u"=+-@\t\r").contains(value.front()))
        value.prepend(u'\'');
    if (value.contains(u',') || value.contains(u'"') || value.contains(u'\n') || value.contains(u'\r'))
        value = u'"' + value.replace(u'"', u"\"\""_s) + u'"';
    return value;
}

QByteArray UsageCsv::write(const QList<UsageRow> &rows)
{
    QString csv = u"day,target,target_name,answers,prompt_tokens,completion_tokens,credits\r\n"_s;
    for (const UsageRow &row : rows) {
        csv += QStringList {row.day.toString(Qt::ISODate),
                            field(row.target),
                            field(row.targetName),
                            QString::number(row.answers),
                            QString::number(row.promptTokens),
                            QString::number(row.completionTokens),
                            QString::number(row.credits, 'f', 4)}
                   .join(u',')
            + u"\r\n"_s;
    }
    return csv.toUtf8();
}

} // namespace baton
