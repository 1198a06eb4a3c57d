#pragma once

#include "core/resources/ResourceKind.h"
#include "sandbox/ChatWorld.h"
#include "sandbox/chat/ApprovalBook.h"
#include "sandbox/chat/ChatConfig.h"
#include "sandbox/chat/ChatRun.h"
#include "sandbox/chat/ToolRunner.h"

#include <QByteArray>
#include <QJsonObject>
#include <QObject>
#include <QSet>
#include <QString>

#include <optional>

class QHttpServerResponder;
class QNetworkAccessManager;

namespace baton::sandbox {

// POST /v1/chat/completions and POST /v1/chat/resume, behind authentication:
// validates the body, finds the target through the ChatWorld, and hands the
// request to a ChatRun that answers it (contract §5, §6, §10). Owns the
// approval book, the tool runner and the runs in flight.
class ChatEndpoint final : public QObject
{
    Q_OBJECT

public:
    using Clock = ApprovalBook::Clock;

    // `network` runs the tools and must outlive the endpoint. An empty clock
    // means the system clock.
    ChatEndpoint(const ChatWorld &world, QNetworkAccessManager &network, ChatConfig config, Clock clock = {},
                 QObject *parent = nullptr);
    ~ChatEndpoint() override;

    void handleCompletion(const QByteArray &body, const QString &tokenName, const QString &requestId,
                          QHttpServerResponder &&responder);
    void handleResume(const QByteArray &body, const QString &tokenName, const QString &requestId,
                      QHttpServerResponder &&responder);

    [[nodiscard]] const ChatConfig &config() const { return m_config; }
    [[nodiscard]] const ApprovalBook &approvals() const { return m_book; }
    // Requests still being answered, and those of them answered as a stream.
    [[nodiscard]] int activeRequests() const { return int(m_runs.size()); }
    [[nodiscard]] int activeStreams() const;

private:
    [[nodiscard]] std::optional<QJsonObject> readBody(const QByteArray &body, ResourceKind::Id kind,
                                                      QHttpServerResponder &responder, const QString &requestId) const;
    [[nodiscard]] std::optional<ChatTarget> findTarget(const QJsonObject &request, const QString &tokenName,
                                                       QHttpServerResponder &responder, const QString &requestId) const;
    [[nodiscard]] ChatRun::Setup commonSetup(const QJsonObject &request, const ChatTarget &target,
                                             const QString &tokenName, const QString &requestId) const;
    void start(ChatRun::Setup setup, QHttpServerResponder &&responder);
    [[nodiscard]] QDateTime now() const;

    const ChatWorld &m_world;
    ChatConfig m_config;
    Clock m_clock;
    ApprovalBook m_book;
    ToolRunner m_runner;
    QSet<ChatRun *> m_runs;
};

} // namespace baton::sandbox
