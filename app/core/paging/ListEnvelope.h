#pragma once

#include "core/resources/ResourceKind.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>

namespace baton {

// One list response, read whatever envelope the server chose (contract §3):
// its items, whether another page follows, and, for the request log, what
// could not be read. Reading never fails: a shape it cannot read gives no
// items, no next page and a warning.
struct ListEnvelope {
    Q_DECLARE_TR_FUNCTIONS(baton::ListEnvelope)

public:
    QJsonArray items;
    bool hasMore = false;
    QString nextCursor; // cursor family: what to send as `cursor` next
    // As the server reported them, when it did.
    std::optional<qint64> page;
    std::optional<qint64> pageSize;
    std::optional<qint64> total; // items in the whole list
    std::optional<qint64> totalPages;
    QStringList warnings;
    // False when the body holds no list of items at all (not an object or an
    // array, or no array where the items belong): an answer Baton cannot read,
    // not an empty list.
    bool readable = true;
    // The warning of a response that says more items follow but names no way
    // to them (a cursor that is not a string, `hasMore` without a cursor):
    // the list ends there, short of what the server announced. Empty otherwise.
    QString cutShort;

    // `requestedPage` and `requestedPageSize` are what the request asked for;
    // the page family needs them when the server does not repeat them.
    [[nodiscard]] static ListEnvelope parse(const QJsonValue &body, PagingFamily family, int requestedPageSize,
                                            qint64 requestedPage = 1);
};

} // namespace baton
