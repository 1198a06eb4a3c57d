#pragma once

#include "core/api/Credentials.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <utility>

namespace baton {

// A tool call's `arguments` as every place that shows or writes them has
// them: the approval dialog, the transcript, the exports and baton-cli. Every
// value under a secret-looking member name (Credentials::isSecretName)
// is replaced by Mask, at any depth; text that is not JSON has the value
// after such a name and `:` or `=` replaced. Only the approval dialog can
// show the arguments as they came, on the user's request. The values masked
// are masked wherever else the chat shows or writes them (maskedValues()).
class ToolArguments
{
public:
    ToolArguments() = delete;

    static constexpr QStringView Mask = Credentials::Mask;

    enum class Layout {
        Indented, // JSON over several lines, for reading
        Compact, // JSON on one line, for exports and the command line
    };

    // The arguments with secret-looking values masked, as JSON in `layout`
    // when they are a JSON object or array, else as the text itself.
    // `maskedAny` tells whether anything was masked.
    [[nodiscard]] static QString masked(const QString &arguments, Layout layout, bool *maskedAny = nullptr);

    // The values masked() masks in `arguments`, as they are written there (a
    // string's text, a number's digits), for the places that show the same
    // value elsewhere (the message that gave it, an answer that repeats it)
    // to mask it too. Values shorter than MinimumFoundLength are left out:
    // found in other text, they would mask ordinary words and numbers.
    [[nodiscard]] static QStringList maskedValues(const QString &arguments);
    static constexpr qsizetype MinimumFoundLength = 4;
    // Where each of `values` stands alone in `text` (no letter or digit
    // right before or after it), as start and length, in order; a value
    // found inside a longer one is not counted again.
    [[nodiscard]] static QList<std::pair<qsizetype, qsizetype>> valuesIn(QStringView text, const QStringList &values);
    // `text` with each of valuesIn() replaced by Mask.
    [[nodiscard]] static QString maskValues(const QString &text, const QStringList &values);
};

} // namespace baton
