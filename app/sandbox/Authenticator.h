#pragma once

#include "sandbox/Reply.h"
#include "sandbox/Token.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QString>

#include <deque>
#include <optional>

namespace baton::sandbox {

// The sandbox's tokens and the per-token request windows of the rate limit.
// Answers "which token is this, and may it go on" for an Authorization header
// (contract §4 and §9).
class Authenticator
{
    Q_DECLARE_TR_FUNCTIONS(baton::sandbox::Authenticator)

public:
    // Either the token, or the error to answer with (401 or 429).
    struct Result {
        const Token *token = nullptr;
        std::optional<SandboxError> error;
    };

    // Completes every token (value, user id, team) as ServerConfig describes.
    explicit Authenticator(QList<Token> tokens);

    [[nodiscard]] Result authenticate(const QByteArray &authorizationHeader);
    // authenticate() without the rate limit, which it leaves as it is: for a
    // request's head, before its body is read (the request counts once, when
    // it is handled).
    [[nodiscard]] Result identify(const QByteArray &authorizationHeader) const;

    [[nodiscard]] const QList<Token> &tokens() const { return m_tokens; }
    [[nodiscard]] const Token *byName(const QString &name) const;
    [[nodiscard]] QStringList teamIds() const;

    // The one team the sandbox starts with, and the user id that owns a token's objects.
    [[nodiscard]] static QString defaultTeamId();
    [[nodiscard]] static QString userIdFor(const QString &tokenName);
    // admin (every capability) and chat (none).
    [[nodiscard]] static QList<Token> defaultTokens();
    [[nodiscard]] static QString randomTokenValue();

private:
    QList<Token> m_tokens;
    QHash<QByteArray, qsizetype> m_byValue;
    QHash<QString, std::deque<qint64>> m_windows; // token name → request times (ms) in the last minute
    QElapsedTimer m_clock;

    [[nodiscard]] std::optional<int> retryAfter(const Token &token);
};

} // namespace baton::sandbox
