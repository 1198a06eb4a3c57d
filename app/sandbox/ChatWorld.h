#pragma once

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>

namespace baton::sandbox {

// What the scripted model needs to know about a chat target.
struct ChatTarget {
    enum class Kind { Custom, Group };
    Kind kind = Kind::Custom;
    QString id;
    QString name;
    QString systemInstruction; // custom model: defaultSystemInstruction
    QString llmModelName; // custom model
    QString defaultMode; // group model
    QString brainName; // group model: the brain's name; empty when the caller cannot see it
    QStringList agentRoles; // group model: agents[].role, in order
};

// A tool shared with a chat target (one of its scopes names the target).
struct ChatTool {
    QString id;
    QString name;
    QString description;
    QString method;
    QString urlTemplate;
    QJsonObject argsSchema;
    QMap<QString, QString> staticHeaders;
    QList<QPair<QString, QString>> authFields; // header name, secret id
    int timeoutMs = 0; // 0: the sandbox's default
    bool needUserValidation = true;
};

// An API resource shared with a chat target, fetched with GET and cited.
struct ChatApiResource {
    QString id;
    QString name;
    QString urlTemplate;
    QMap<QString, QString> staticHeaders;
    int timeoutMs = 0;
};

// The chat side's view of the sandbox's store. The store implements it; the
// chat endpoint reads through it and never sees the store itself.
class ChatWorld
{
public:
    virtual ~ChatWorld() = default;

    // The target of `model` ("custom:<uuid>" or "group:<uuid>") as the token
    // named `tokenName` sees it; nullopt when it does not exist or is not visible.
    [[nodiscard]] virtual std::optional<ChatTarget> findTarget(const QString &model,
                                                               const QString &tokenName) const = 0;
    [[nodiscard]] virtual QList<ChatTool> toolsFor(const ChatTarget &target) const = 0;
    [[nodiscard]] virtual QList<ChatApiResource> apiResourcesFor(const ChatTarget &target) const = 0;
    // A secret's value, for an authFields header; nullopt when it is gone.
    [[nodiscard]] virtual std::optional<QString> secretValue(const QString &secretId) const = 0;
};

} // namespace baton::sandbox
