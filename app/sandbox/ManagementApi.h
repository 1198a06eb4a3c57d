#pragma once

#include "core/resources/ResourceKind.h"
#include "sandbox/Reply.h"
#include "sandbox/Router.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QSet>

#include <optional>
#include <variant>

class QHttpServerResponder;

namespace baton::sandbox {

class Authenticator;
class Store;
struct Record;

// The management endpoints of the six resource types (secrets, tools, API
// resources, files, custom models, group models): request checks through the
// shared ResourceKind table and Validator, the referential checks, and the
// answers of contract §2, §3, §7 and §8. Holds no state of its own.
class ManagementApi
{
    Q_DECLARE_TR_FUNCTIONS(baton::sandbox::ManagementApi)

public:
    using Context = Router::Context;

    ManagementApi(Store &store, const Authenticator &auth);

    void addRoutes(Router &router);

    // A body that must be a JSON object, or the 400 invalid_json to answer.
    [[nodiscard]] static std::variant<QJsonObject, SandboxError> parseObject(const QByteArray &body);

private:
    Store &m_store;
    const Authenticator &m_auth;

    void create(const ResourceKind &kind, const Context &ctx, QHttpServerResponder &responder);
    void list(const ResourceKind &kind, const Context &ctx, QHttpServerResponder &responder);
    void read(const ResourceKind &kind, const Context &ctx, QHttpServerResponder &responder);
    void update(const ResourceKind &kind, const Context &ctx, QHttpServerResponder &responder);
    void remove(const ResourceKind &kind, const Context &ctx, QHttpServerResponder &responder);
    void upload(const Context &ctx, QHttpServerResponder &responder);
    void fileStatus(const Context &ctx, QHttpServerResponder &responder);

    // The record for ctx.params[0], or the 404 (or 403 when `forChange` and
    // the token may only read it) to answer.
    [[nodiscard]] std::variant<Record *, SandboxError> target(const ResourceKind &kind, const Context &ctx,
                                                              bool forChange);
    // 400 validation_failed, 403 scope_not_allowed, or nothing. `current` is
    // the object an update changes.
    [[nodiscard]] std::optional<SandboxError> check(const ResourceKind &kind, const QJsonObject &body,
                                                    Operation operation, const Token &token,
                                                    const Record *current = nullptr);
    // The model references of a group body that name a custom or group model
    // `token` cannot see, as details; references `current` already holds are kept.
    void checkModelRefs(const QJsonObject &body, const Token &token, const Record *current,
                        QList<QPair<QString, QString>> &details) const;
    // One read's resolution: each group is expanded once, at its first
    // occurrence, and `refs` counts the references resolved.
    struct Resolution {
        const Token &token;
        bool deep;
        QSet<QString> expanded; // the read group and every group expanded so far
        int refs;
    };
    // The `resolved` object of a reference met `depth` groups below the read one.
    [[nodiscard]] QJsonObject resolved(const QJsonObject &ref, Resolution &run, int depth) const;
    [[nodiscard]] QJsonObject withResolvedRefs(QJsonObject group, Resolution &run, int depth) const;
    [[nodiscard]] bool isKnownTeam(const QString &teamId) const;
};

} // namespace baton::sandbox
