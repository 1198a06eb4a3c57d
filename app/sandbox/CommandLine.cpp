#include "sandbox/CommandLine.h"

#include "sandbox/Authenticator.h"

#include <QCommandLineParser>

namespace baton::sandbox {

using namespace Qt::StringLiterals;

namespace {

// "NAME=VALUE" split in two; false when there is no name or no '='.
bool splitAssignment(const QString &text, QString *name, QString *value)
{
    const qsizetype eq = text.indexOf(u'=');
    if (eq <= 0)
        return false;
    *name = text.left(eq).trimmed();
    *value = text.mid(eq + 1).trimmed();
    return !name->isEmpty();
}

QStringList commaList(const QString &value)
{
    QStringList items;
    for (const QString &item : value.split(u',', Qt::SkipEmptyParts)) {
        if (!item.trimmed().isEmpty())
            items.append(item.trimmed());
    }
    return items;
}

bool positiveNumber(const QString &text, int minimum, int *out)
{
    bool ok = false;
    *out = text.toInt(&ok);
    return ok && *out >= minimum;
}

} // namespace

void CommandLine::declare(QCommandLineParser &parser)
{
    parser.setApplicationDescription(
        tr("The reference implementation of the service's HTTP API, for trying and testing Baton.\n"
           "Token values are the sandbox's own test credentials and are printed at start."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions({
        {u"port"_s, tr("Port to listen on; 0 (the default) picks a free one and prints it."), tr("port"), u"0"_s},
        {u"host"_s, tr("Address to listen on (default 127.0.0.1). Anything but loopback exposes the sandbox."),
         tr("address"), u"127.0.0.1"_s},
        {u"token"_s,
         tr("A token NAME with capabilities CAPS: comma-separated among %1, or all, or none. Repeatable. "
            "Without it: admin=all and chat=none.")
             .arg(ResourceKind::capabilities().join(u", "_s)),
         tr("NAME=CAPS")},
        {u"scope-policy"_s,
         tr("The share scope types token NAME may use: comma-separated among %1 (default: all).")
             .arg(ResourceKind::scopeTypes().join(u", "_s)),
         tr("NAME=TYPES")},
        {u"rate-limit"_s, tr("At most N requests per minute for token NAME."), tr("NAME=N")},
        {u"inactive"_s, tr("Mark token NAME as inactive (its requests answer 401 token_inactive)."), tr("NAME")},
        {u"service-name"_s, tr("Name of the service object in chat answers (default sandbox)."), tr("name"),
         u"sandbox"_s},
        {u"token-delay-ms"_s, tr("Milliseconds between streamed chat chunks (default 15)."), tr("ms"), u"15"_s},
        {u"approval-ttl"_s, tr("Seconds a tool approval stays open (default 600)."), tr("seconds"), u"600"_s},
        {u"file-step-ms"_s, tr("Milliseconds per step of a file's pending → vectorizing → ready (default 1000)."),
         tr("ms"), u"1000"_s},
        {u"data"_s,
         tr("Keep the objects in FILE across restarts (written after every change). The file holds secret "
            "values in plain text and is readable by its owner only. Without it everything lives in memory."),
         tr("FILE")},
        {u"demo"_s, tr("Start with sample secrets, tools, an API resource, custom models and a group model.")},
    });
}

std::variant<CommandLine::Options, QString> CommandLine::read(const QCommandLineParser &parser)
{
    Options options;
    ServerConfig &config = options.config;

    int port = 0;
    if (!positiveNumber(parser.value(u"port"_s), 0, &port) || port > 65535)
        return tr("--port must be a number from 0 to 65535.");
    options.port = quint16(port);
    const QString host = parser.value(u"host"_s);
    options.host = host == u"localhost"_s ? QHostAddress(QHostAddress::LocalHost) : QHostAddress(host);
    if (options.host.isNull())
        return tr("--host must be an IP address.");
    if (!options.host.isLoopback())
        options.warnings.append(
            tr("Listening on %1: other machines can reach the sandbox and its test tokens.").arg(host));

    for (const QString &spec : parser.values(u"token"_s)) {
        Token token;
        QString caps;
        if (!splitAssignment(spec, &token.name, &caps))
            return tr("--token takes NAME=CAPS, not “%1”.").arg(spec);
        if (caps == u"all"_s) {
            token.capabilities = ResourceKind::capabilities();
        } else if (caps != u"none"_s) {
            for (const QString &cap : commaList(caps)) {
                if (!ResourceKind::capabilities().contains(cap))
                    return tr("Unknown capability “%1”; use %2, all or none.")
                        .arg(cap, ResourceKind::capabilities().join(u", "_s));
                token.capabilities.append(cap);
            }
        }
        for (const Token &other : std::as_const(config.tokens)) {
            if (other.name == token.name)
                return tr("The token %1 is given twice.").arg(token.name);
        }
        config.tokens.append(token);
    }
    if (config.tokens.isEmpty())
        config.tokens = Authenticator::defaultTokens();

    auto tokenNamed = [&](const QString &name) -> Token * {
        for (Token &t : config.tokens) {
            if (t.name == name)
                return &t;
        }
        return nullptr;
    };
    for (const QString &spec : parser.values(u"scope-policy"_s)) {
        QString name, types;
        if (!splitAssignment(spec, &name, &types))
            return tr("--scope-policy takes NAME=TYPES, not “%1”.").arg(spec);
        Token *token = tokenNamed(name);
        if (!token)
            return tr("--scope-policy names an unknown token %1.").arg(name);
        token->allowedScopeTypes.clear();
        for (const QString &type : commaList(types)) {
            if (!ResourceKind::scopeTypes().contains(type))
                return tr("Unknown scope type “%1”; use %2.").arg(type, ResourceKind::scopeTypes().join(u", "_s));
            token->allowedScopeTypes.append(type);
        }
    }
    for (const QString &spec : parser.values(u"rate-limit"_s)) {
        QString name, value;
        int perMinute = 0;
        if (!splitAssignment(spec, &name, &value) || !positiveNumber(value, 1, &perMinute))
            return tr("--rate-limit takes NAME=N with N of 1 or more, not “%1”.").arg(spec);
        Token *token = tokenNamed(name);
        if (!token)
            return tr("--rate-limit names an unknown token %1.").arg(name);
        token->rateLimitPerMinute = perMinute;
    }
    for (const QString &name : parser.values(u"inactive"_s)) {
        Token *token = tokenNamed(name);
        if (!token)
            return tr("--inactive names an unknown token %1.").arg(name);
        token->active = false;
    }

    config.chat.serviceName = parser.value(u"service-name"_s);
    if (config.chat.serviceName.isEmpty())
        return tr("--service-name must not be empty.");
    if (!positiveNumber(parser.value(u"token-delay-ms"_s), 0, &config.chat.tokenDelayMs))
        return tr("--token-delay-ms must be 0 or more.");
    int approvalTtlSeconds = 0;
    if (!positiveNumber(parser.value(u"approval-ttl"_s), 1, &approvalTtlSeconds))
        return tr("--approval-ttl must be 1 or more.");
    config.chat.approvalTtl = std::chrono::seconds(approvalTtlSeconds);
    if (!positiveNumber(parser.value(u"file-step-ms"_s), 1, &config.fileStepMs))
        return tr("--file-step-ms must be 1 or more.");
    config.dataFile = parser.value(u"data"_s);
    config.demo = parser.isSet(u"demo"_s);
    return options;
}

} // namespace baton::sandbox
