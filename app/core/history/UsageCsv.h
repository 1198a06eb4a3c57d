#pragma once

#include "core/history/HistoryStore.h"

#include <QByteArray>
#include <QList>

namespace baton {

// The usage of the history (HistoryStore::usage()) as CSV (RFC 4180):
// day,target,target_name,answers,prompt_tokens,completion_tokens,credits,
// one line per day and target, UTF-8, CRLF line ends. A field with a comma,
// a quote or a line end is quoted; a name that a spreadsheet would read as
// a formula (it starts with =, +, -, @, a tab or a carriage return) is
// written after an apostrophe, since names come from the service.
class UsageCsv
{
public:
    UsageCsv() = delete;

    [[nodiscard]] static QByteArray write(const QList<UsageRow> &rows);
    // One field as write() writes it.
    [[nodiscard]] static QString field(const QString &text);
};

} // namespace baton
