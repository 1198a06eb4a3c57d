#include "sandbox/Router.h"

#include <QMetaEnum>

namespace baton::sandbox {

using namespace Qt::StringLiterals;

void Router::add(Method method, const QString &pattern, Access access, const QString &capability, Handler handler)
{
    m_routes.append({method, pattern.split(u'/', Qt::SkipEmptyParts), access, capability, std::move(handler)});
}

int Router::score(const Route &route, const QStringList &segments, QStringList *params)
{
    int literals = 0;
    QStringList found;
    for (qsizetype i = 0; i < route.segments.size(); ++i) {
        const QString &want = route.segments.at(i);
        if (want == u"*"_s) {
            found.append(segments.mid(i).join(u'/'));
            *params = found;
            return literals;
        }
        if (i >= segments.size())
            return -1;
        if (want.startsWith(u':')) {
            found.append(segments.at(i));
        } else if (want == segments.at(i)) {
            ++literals;
        } else {
            return -1;
        }
    }
    if (segments.size() != route.segments.size())
        return -1;
    *params = found;
    return literals;
}

Router::Match Router::match(Method method, const QString &path) const
{
    const QStringList segments = path.split(u'/', Qt::SkipEmptyParts);
    // The most literal pattern wins: /v1/files/vectorization-status before /v1/files/:id.
    int best = -1;
    for (const Route &route : m_routes) {
        QStringList ignored;
        best = std::max(best, score(route, segments, &ignored));
    }
    Match result;
    if (best < 0)
        return result;
    for (const Route &route : m_routes) {
        QStringList params;
        if (score(route, segments, &params) != best)
            continue;
        if (route.method == method && !result.route) {
            result.route = &route;
            result.params = params;
        }
        const QString name = methodName(route.method);
        if (!result.allowedMethods.contains(name))
            result.allowedMethods.append(name);
    }
    return result;
}

QString Router::methodName(Method method)
{
    return QString::fromLatin1(QMetaEnum::fromType<Method>().valueToKey(int(method))).toUpper();
}

} // namespace baton::sandbox
