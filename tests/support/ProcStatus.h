#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QFile>
#include <QString>

namespace baton::test {

// A "Vm...:   1234 kB" line of /proc/<pid>/status, of this process when `pid`
// is 0, in KiB; -1 when it cannot be read. The benchmarks and the sandbox's
// limit tests measure memory with it.
inline qint64 statusKiB(QByteArrayView field, qint64 pid = 0)
{
    QFile file(pid == 0 ? QStringLiteral("/proc/self/status") : QStringLiteral("/proc/%1/status").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.startsWith(field))
            return line.mid(field.size()).trimmed().split(' ').constFirst().toLongLong();
    }
    return -1;
}

} // namespace baton::test
