#pragma once

#include "core/api/Credentials.h"

#include <QString>
#include <QStringView>

namespace baton {

// A tool call's `arguments` as every place that shows or writes them has
// them: the approval dialog, the transcript, the exports and baton-cli. Every
// value under a secret-looking member name (Credentials::isSecretName)
// is replaced by Mask, at any depth; text that is not JSON has the value
// after such a name and `:` or `=` replaced. Only the approval dialog can
// show the arguments as they came, on the user's request.
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
};

} // namespace baton
