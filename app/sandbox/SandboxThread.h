#pragma once

#include "sandbox/ServerConfig.h"
#include "sandbox/Token.h"

#include <QHostAddress>
#include <QList>
#include <QMutex>
#include <QString>
#include <QThread>
#include <QUrl>
#include <QWaitCondition>

namespace baton::sandbox {

// Runs a Server on a thread of its own inside another process (the console's
// `baton --sandbox`). The server is created, listens and is destroyed on that
// thread; the base URL and the tokens are published under a mutex.
class SandboxThread final : public QThread
{
    Q_OBJECT

public:
    explicit SandboxThread(ServerConfig config, QHostAddress host = QHostAddress(QHostAddress::LocalHost),
                           quint16 port = 0, QObject *parent = nullptr);
    ~SandboxThread() override; // stops the server and waits for the thread

    // Starts the thread and waits until the server listens or failed.
    // False with errorString() when it could not start.
    bool startAndWait();
    // After the first start(): waits until the server listens or failed, as
    // startAndWait() does, so that the caller can do other work meanwhile.
    bool waitUntilStarted();
    // Stops the server (its data file is already saved) and ends the thread.
    void stopAndWait();

    [[nodiscard]] QUrl baseUrl() const;
    [[nodiscard]] QList<Token> tokens() const;
    [[nodiscard]] QString errorString() const;

Q_SIGNALS:
    // From the sandbox's thread, once it listens.
    void serverStarted(const QUrl &baseUrl);

protected:
    void run() override;

private:
    const ServerConfig m_config;
    const QHostAddress m_host;
    const quint16 m_port;
    mutable QMutex m_mutex;
    QWaitCondition m_startedCondition;
    bool m_settled = false;
    QUrl m_baseUrl;
    QList<Token> m_tokens;
    QString m_error;
};

} // namespace baton::sandbox
