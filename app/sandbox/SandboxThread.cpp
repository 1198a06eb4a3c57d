#include "sandbox/SandboxThread.h"

#include "sandbox/Server.h"

#include <QMutexLocker>

namespace baton::sandbox {

SandboxThread::SandboxThread(ServerConfig config, QHostAddress host, quint16 port, QObject *parent)
    : QThread(parent)
    , m_config(std::move(config))
    , m_host(std::move(host))
    , m_port(port)
{ }

SandboxThread::~SandboxThread()
{
    stopAndWait();
}

bool SandboxThread::startAndWait()
{
    {
        QMutexLocker lock(&m_mutex);
        m_settled = false;
    }
    start();
    return waitUntilStarted();
}

bool SandboxThread::waitUntilStarted()
{
    QMutexLocker lock(&m_mutex);
    while (!m_settled)
        m_startedCondition.wait(&m_mutex);
    return m_baseUrl.isValid();
}

void SandboxThread::stopAndWait()
{
    quit();
    wait();
}

void SandboxThread::run()
{
    QUrl url;
    {
        Server server(m_config);
        const bool listening = server.listen(m_host, m_port) != 0;
        url = server.baseUrl();
        {
            QMutexLocker lock(&m_mutex);
            m_baseUrl = url;
            m_tokens = server.tokens();
            m_error = server.errorString();
            m_settled = true;
            m_startedCondition.wakeAll();
        }
        if (listening) {
            Q_EMIT serverStarted(url);
            exec();
        }
    }
    QMutexLocker lock(&m_mutex);
    m_baseUrl.clear();
}

QUrl SandboxThread::baseUrl() const
{
    QMutexLocker lock(&m_mutex);
    return m_baseUrl;
}

QList<Token> SandboxThread::tokens() const
{
    QMutexLocker lock(&m_mutex);
    return m_tokens;
}

QString SandboxThread::errorString() const
{
    QMutexLocker lock(&m_mutex);
    return m_error;
}

} // namespace baton::sandbox
