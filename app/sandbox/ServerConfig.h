#pragma once

#include "core/resources/ResourceKind.h"
#include "sandbox/Token.h"
#include "sandbox/chat/ChatConfig.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <chrono>
#include <functional>

namespace baton::sandbox {

// Everything a Server is started with. Tokens with an empty value get a random
// one, with an empty team the default team, with an empty user id one derived
// from the name. No tokens at all means the default pair (see defaultTokens()).
struct ServerConfig {
    QList<Token> tokens;
    ChatConfig chat; // service name, token delay, approval lifetime
    // The chat's clock: approvals' expiry and the Date of chat answers. Tests
    // set it apart from the client's; empty: the system clock.
    std::function<QDateTime()> clock;
    QString dataFile; // empty: the store lives in memory only
    bool demo = false; // load the sample objects into an empty store
    int fileStepMs = 1000; // one step of a file's pending → vectorizing → ready

    // What a connection may send, checked on each request's head before any
    // byte of its body is stored (docs/sandbox.md, "Connections").
    qint64 maxHeadBytes = 512 * 1024; // request line and header fields
    // The request line's target (path and query): Qt's URL parsing costs about
    // 1 ms of CPU per 8 KB of query, so a longer one is refused before it is parsed.
    qint64 maxTargetBytes = 256 * 1024;
    // Every request but the upload. Qt parses 1 MB of JSON holding 80 000
    // members in 60 to 100 ms of CPU here: half of that is the most one request
    // may cost (docs/performance.md, bench_sandbox_hostile).
    qint64 maxBodyBytes = 512 * 1024;
    // POST /v1/files: the file, the metadata and room for the multipart framing.
    qint64 maxUploadBodyBytes = ResourceKind::MaxUploadBytes + ResourceKind::MaxMetadataBytes + 64 * 1024;
    // A request, head and body, must arrive whole within this from its first
    // byte; an idle connection is closed after it too. 5 MiB in 10 s is 4 Mbit/s.
    std::chrono::milliseconds requestTimeout {10000};
    // Connections open at once from one client address (every local client
    // shares 127.0.0.1; Qt's network access opens at most 6 per server). Each
    // may hold a body of up to maxUploadBodyBytes, about twice over, while it
    // is read.
    int maxConnectionsPerAddress = 32;
    // Opens the /_sandbox control routes as the admin token does; empty: a random one.
    QString controlSecret;
};

} // namespace baton::sandbox
