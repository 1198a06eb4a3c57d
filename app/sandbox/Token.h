#pragma once

#include "core/resources/ResourceKind.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace baton::sandbox {

// One API token of the sandbox: who it is (user and team), what it may do
// (capabilities, allowed share scope types) and how often (requests per minute).
// The value is the sandbox's own test credential.
struct Token {
    QString name;
    QString value;
    QString userId; // derived from the name, so that ownership survives a restart
    QString teamId;
    QStringList capabilities;
    // The scope policy: which share scope types requests may carry. Every type by default.
    QStringList allowedScopeTypes = ResourceKind::scopeTypes();
    bool active = true;
    std::optional<int> rateLimitPerMinute;

    [[nodiscard]] bool hasCapability(const QString &capability) const { return capabilities.contains(capability); }
    [[nodiscard]] bool allowsScopeType(const QString &type) const { return allowedScopeTypes.contains(type); }
};

} // namespace baton::sandbox
