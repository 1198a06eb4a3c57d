#pragma once

#include <QJsonObject>
#include <QString>

namespace baton {

// What a tool call requests when the service runs it: the tool's method and
// its urlTemplate with each {name} placeholder filled from the call's
// arguments, URL-encoded as the service encodes them (a string as itself,
// anything else as compact JSON), so that no value can add a path segment, a
// query, a fragment or another placeholder of its own. A placeholder whose
// argument is missing or null stays as written, so that the reader sees what
// the call leaves out. With Secrets::Masked, a value under a secret-looking
// name (Credentials::isSecretName) is the mask, and an object or array is
// masked inside as ToolArguments masks it. The approval dialog shows it; it
// needs no widget, so that anything headless can say what a call will reach.
class ToolRequest final
{
public:
    enum class Secrets {
        Masked,
        Shown,
    };

    // `tool` as the tools list gives it; only its method and urlTemplate are read.
    ToolRequest(const QJsonObject &tool, const QJsonObject &arguments, Secrets secrets);

    // In upper case; empty when the tool names none.
    [[nodiscard]] const QString &method() const { return m_method; }
    // Empty when the tool has no urlTemplate.
    [[nodiscard]] const QString &url() const { return m_url; }
    // Plain http: the call's arguments and headers can be read and changed on the way.
    [[nodiscard]] bool isPlainHttp() const;

private:
    QString m_method;
    QString m_url;
};

} // namespace baton
