#pragma once

#include "cli/ExitCodes.h"
#include "core/relations/NameBook.h"

#include <QObject>
#include <QString>

class QCommandLineParser;

namespace baton {
class ApiClient;
} // namespace baton

namespace baton::cli {

class Console;

// `baton-cli refs <kind> <id>`: reads every list the token may read (a
// NameBook), then prints what the object uses and what uses it, one JSON
// object per line:
//
//   {"direction":"uses"|"usedBy","relation":"authField"|"byokSecret"|"brain"|
//    "agent"|"sharedWith","kind":"<kind key>"|"team"|"unknown","id":…,
//    "name":…,"detail":…}
//
// `name` is absent for what the token cannot see, `detail` when the relation
// has none (the header of an auth field, an agent's role, a credential mode).
// A list that was not read whole is named on stderr with why, and the exit
// status is not 0: its error's for an error answer, ApiFailure for a list
// that could not be read or ended early. What refers to the object from
// there is missing, so no line, or none, never means "nothing uses it".
class RefsCommand final : public QObject
{
    Q_OBJECT

public:
    RefsCommand(ApiClient &client, Console &console, QObject *parent = nullptr);

    // Prints what is wrong and returns ExitCode::Usage, or Ok.
    [[nodiscard]] ExitCode configure(const QCommandLineParser &parser);
    void start();

Q_SIGNALS:
    void done(int exitCode);

private:
    void onListRead();
    void print();

    Console &m_console;
    NameBook m_names;
    const ResourceKind *m_kind = nullptr;
    QString m_id;
    bool m_reading = false;
    bool m_printed = false;
};

} // namespace baton::cli
