#pragma once

#include "core/api/RequestLog.h"

#include <QString>

namespace baton {

// "Copy as cURL": a logged request as a runnable bash command. It is built from
// the redacted log entry, so it holds no credential. The token is read from
// $BATON_TOKEN when the command runs, and the value of a secret being created
// or rotated from $BATON_SECRET_VALUE (inserted into the JSON text as it is: a
// value holding `"` or `\` must be JSON-escaped by hand). An upload reads the
// file from the working directory under its uploaded name.
class CurlCommand final
{
public:
    static constexpr QLatin1StringView TokenVariable {"BATON_TOKEN"};
    static constexpr QLatin1StringView SecretValueVariable {"BATON_SECRET_VALUE"};

    // Empty when the log kept only the start of the body
    // (RequestLog::Entry::requestBodyCut): a command would send another body.
    [[nodiscard]] static QString fromEntry(const RequestLog::Entry &entry);
    // One argument for bash, single-quoted.
    [[nodiscard]] static QString shellQuote(const QString &text);
};

} // namespace baton
