#pragma once

#include <QString>

#include <chrono>

namespace baton::sandbox {

// The chat side's settings, filled from the sandbox's command line
// (--service-name, --token-delay-ms, --approval-ttl).
struct ChatConfig {
    QString serviceName = QStringLiteral("sandbox"); // key of the service object in answers
    int tokenDelayMs = 15; // pause between two streamed chunks
    std::chrono::seconds approvalTtl {600}; // how long an approval can be resumed
    int toolDefaultTimeoutMs = 30000; // for tools and API resources with timeoutMs 0
    int keepAliveMs = 5000; // `: keep-alive` period while a stream waits
};

} // namespace baton::sandbox
