#pragma once

#include <QAbstractHttpServer>
#include <QByteArray>
#include <QHttpServerResponder>
#include <QList>
#include <QPair>
#include <QString>
#include <QUrl>
#include <QUrlQuery>

#include <functional>

namespace baton::test {

// An answer's event stream: one content delta ("Hi"), then an event of an
// unknown name, JSON of an unknown shape and data that is not JSON, then [DONE].
inline const QByteArray streamWithUnknownEvents
    = "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Hi\"}}]}\n\n"
      "event: ping\ndata: {\"at\": 1}\n\n"
      "data: {\"weather\": \"sunny\"}\n\n"
      "data: {not json\n\n"
      "data: [DONE]\n\n";

// One request as the server received it.
struct RecordedRequest {
    QByteArray method;
    QString path;
    QUrlQuery query;
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;

    // Empty when absent; names compare case-insensitively.
    [[nodiscard]] QByteArray header(const QByteArray &name) const;
    [[nodiscard]] bool hasHeader(const QByteArray &name) const;
};

// An HTTP server for tests on an ephemeral loopback port. It answers every
// method and path through one handler, which may answer at once or keep the
// responder to answer later (or never), and records every request.
class LoopbackServer final : public QAbstractHttpServer
{
    Q_OBJECT

public:
    using Headers = QList<QPair<QByteArray, QByteArray>>;
    using Handler = std::function<void(const RecordedRequest &, QHttpServerResponder &&)>;

    explicit LoopbackServer(QObject *parent = nullptr);

    void setHandler(Handler handler) { m_handler = std::move(handler); }
    // Answers every request with `events` as a whole text/event-stream body.
    void serveEventStream(const QByteArray &events);
    [[nodiscard]] quint16 port() const { return m_port; }
    [[nodiscard]] QUrl baseUrl() const;
    [[nodiscard]] const QList<RecordedRequest> &requests() const { return m_requests; }

    // A complete answer with Content-Length.
    static void reply(QHttpServerResponder &responder, int status, const QByteArray &body, const Headers &headers = {});

Q_SIGNALS:
    void requestReceived(int index);

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    quint16 m_port = 0;
    Handler m_handler;
    QList<RecordedRequest> m_requests;
};

} // namespace baton::test
