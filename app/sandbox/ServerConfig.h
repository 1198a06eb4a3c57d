#pragma once

#include "Token.h"
#include "chat/ChatConfig.h"

#include <QList>
#include <QString>

namespace baton::sandbox {

// Everything a Server is started with. Tokens with an empty value get a random
// one, with an empty team the default team, with an empty user id one derived
// from the name. No tokens at all means the default pair (see defaultTokens()).
struct ServerConfig {
    QList<Token> tokens;
    ChatConfig chat;                                 // service name, token delay, approval lifetime
    QString dataFile;                                // empty: the store lives in memory only
    bool demo = false;                               // load the sample objects into an empty store
    int fileStepMs = 1000;                           // one step of a file's pending → vectorizing → ready
};

} // namespace baton::sandbox
