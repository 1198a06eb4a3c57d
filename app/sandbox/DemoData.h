#pragma once

#include <QCoreApplication>
#include <QUrl>

namespace baton::sandbox {

class Authenticator;
class Store;

// The --demo sample objects: two secrets, two tools (one needing approval that
// calls the echo endpoint with a secret auth header), an API resource, two
// custom models (one BYOK) and a group model with a brain and two agents, all
// shared with the team and with the models so that a chat can use them.
class DemoData
{
    Q_DECLARE_TR_FUNCTIONS(baton::sandbox::DemoData)

public:
    // Owned by the first token holding every capability (else the first token).
    static void load(Store &store, const Authenticator &auth, const QUrl &baseUrl);
};

} // namespace baton::sandbox
