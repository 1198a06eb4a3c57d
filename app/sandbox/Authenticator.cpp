#include "sandbox/Authenticator.h"

#include "core/resources/ResourceKind.h"

#include <QRandomGenerator>
#include <QUuid>

namespace baton::sandbox {

using namespace Qt::StringLiterals;

namespace {

// Names the sandbox's deterministic ids (team, users), so that a store saved
// with --data keeps its owners across restarts.
const QUuid idNamespace(u"6f1c2a52-3d0e-4b8a-9a57-2f4d8c1e7b90"_s);

constexpr qint64 windowMs = 60 * 1000;

} // namespace

Authenticator::Authenticator(QList<Token> tokens)
    : m_tokens(tokens.isEmpty() ? defaultTokens() : std::move(tokens))
{
    for (qsizetype i = 0; i < m_tokens.size(); ++i) {
        Token &t = m_tokens[i];
        if (t.value.isEmpty())
            t.value = randomTokenValue();
        if (t.userId.isEmpty())
            t.userId = userIdFor(t.name);
        if (t.teamId.isEmpty())
            t.teamId = defaultTeamId();
        m_byValue.insert(t.value.toUtf8(), i);
    }
    m_clock.start();
}

Authenticator::Result Authenticator::authenticate(const QByteArray &authorizationHeader)
{
    Result result = identify(authorizationHeader);
    if (result.error)
        return result;
    if (const std::optional<int> seconds = retryAfter(*result.token))
        return {nullptr,
                SandboxError::rateLimited(
                    *seconds, tr("Too many requests for this token; retry in %n second(s).", nullptr, *seconds))};
    return result;
}

Authenticator::Result Authenticator::identify(const QByteArray &authorizationHeader) const
{
    const QByteArray header = authorizationHeader.trimmed();
    if (header.isEmpty())
        return {nullptr,
                SandboxError::unauthorized(u"authentication_error"_s,
                                           tr("Send the header Authorization: Bearer <token>."))};
    const qsizetype space = header.indexOf(' ');
    const QByteArray scheme = space < 0 ? header : header.left(space);
    const QByteArray credential = space < 0 ? QByteArray() : header.mid(space + 1).trimmed();
    if (scheme.compare("Bearer", Qt::CaseInsensitive) != 0)
        return {nullptr, SandboxError::unauthorized(u"invalid_token"_s, tr("Only Bearer tokens are accepted."))};
    if (credential.isEmpty())
        return {nullptr,
                SandboxError::unauthorized(u"authentication_error"_s,
                                           tr("Send the header Authorization: Bearer <token>."))};
    const auto it = m_byValue.constFind(credential);
    if (it == m_byValue.constEnd())
        return {nullptr, SandboxError::unauthorized(u"invalid_token"_s, tr("The API token is not valid."))};
    const Token &token = m_tokens.at(*it);
    if (!token.active)
        return {nullptr, SandboxError::unauthorized(u"token_inactive"_s, tr("The API token is not active."))};
    return {&token, std::nullopt};
}

std::optional<int> Authenticator::retryAfter(const Token &token)
{
    if (!token.rateLimitPerMinute)
        return std::nullopt;
    std::deque<qint64> &window = m_windows[token.name];
    const qint64 now = m_clock.elapsed();
    while (!window.empty() && window.front() <= now - windowMs)
        window.pop_front();
    if (qsizetype(window.size()) >= *token.rateLimitPerMinute) {
        const qint64 waitMs = window.empty() ? windowMs : window.front() + windowMs - now;
        return int(std::max<qint64>(1, (waitMs + 999) / 1000));
    }
    window.push_back(now);
    return std::nullopt;
}

const Token *Authenticator::byName(const QString &name) const
{
    for (const Token &t : m_tokens) {
        if (t.name == name)
            return &t;
    }
    return nullptr;
}

QStringList Authenticator::teamIds() const
{
    QStringList ids;
    for (const Token &t : m_tokens) {
        if (!ids.contains(t.teamId))
            ids.append(t.teamId);
    }
    return ids;
}

QString Authenticator::defaultTeamId()
{
    return QUuid::createUuidV5(idNamespace, u"team:default"_s).toString(QUuid::WithoutBraces);
}

QString Authenticator::userIdFor(const QString &tokenName)
{
    return QUuid::createUuidV5(idNamespace, u"user:"_s + tokenName).toString(QUuid::WithoutBraces);
}

QList<Token> Authenticator::defaultTokens()
{
    Token admin;
    admin.name = u"admin"_s;
    admin.capabilities = ResourceKind::capabilities();
    Token chat;
    chat.name = u"chat"_s;
    return {admin, chat};
}

QString Authenticator::randomTokenValue()
{
    quint32 words[6];
    QRandomGenerator::system()->fillRange(words);
    QByteArray bytes(reinterpret_cast<const char *>(words), sizeof(words));
    return u"sbx_"_s + QString::fromLatin1(bytes.toHex());
}

} // namespace baton::sandbox
