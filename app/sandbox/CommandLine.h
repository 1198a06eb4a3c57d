#pragma once

#include "sandbox/ServerConfig.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QString>
#include <QStringList>

#include <variant>

class QCommandLineParser;

namespace baton::sandbox {

// baton-sandbox's command line: declares the options on a QCommandLineParser
// and turns the parsed values into a ServerConfig, host and port.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(baton::sandbox::CommandLine)

public:
    struct Options {
        ServerConfig config;
        QHostAddress host = QHostAddress(QHostAddress::LocalHost);
        quint16 port = 0;
        QStringList warnings;
    };

    static void declare(QCommandLineParser &parser);
    // The options, or the message of the first bad value.
    [[nodiscard]] static std::variant<Options, QString> read(const QCommandLineParser &parser);
};

} // namespace baton::sandbox
