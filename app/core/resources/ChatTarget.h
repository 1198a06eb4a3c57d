#pragma once

#include "core/resources/ResourceKind.h"

#include <QString>
#include <QStringView>

#include <optional>

namespace baton {

// A chat's target as the service names it in a request's `model`:
// "group:<id>" or "custom:<id>", the prefix in lower case as the interface
// writes it. The one reading of that text (the validator, the session, the
// request body, the approval's tools, the chat's picker, and the sandbox).
struct ChatTarget {
    enum class Kind : quint8 { None, GroupModel, CustomModel };

    Kind kind = Kind::None;
    QString id; // as written after the colon; empty for None

    // The target `text` names; Kind::None, with no id, for any other text
    // (another prefix, none, or nothing after the colon).
    [[nodiscard]] static ChatTarget parse(QStringView text);
    // "group:<id>" or "custom:<id>"; empty for None.
    [[nodiscard]] static QString text(Kind kind, const QString &id);

    [[nodiscard]] bool isValid() const { return kind != Kind::None; }
    [[nodiscard]] bool isGroup() const { return kind == Kind::GroupModel; }
    [[nodiscard]] QString text() const { return text(kind, id); }
    // The kind of object the target is; nothing for None.
    [[nodiscard]] std::optional<ResourceKind::Id> resourceKind() const;
    // The share scope type that names it ("groupModel", "customModel"); empty for None.
    [[nodiscard]] QString scopeType() const;
};

} // namespace baton
