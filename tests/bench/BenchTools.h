#pragma once

// The tools the benchmarks list: `count` of them, created straight in a
// sandbox store in one batch, owned by `owner`.

#include "Store.h"
#include "Token.h"
#include "resources/ResourceKind.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace benchtools {

// Every other tool (the even ones) gets `evenScopes` as its share scopes when
// it is not empty, so that a scope filter matches half the list.
inline void fillTools(baton::sandbox::Store &store, const baton::sandbox::Token &owner, int count,
                      const QJsonArray &evenScopes = {})
{
    using namespace Qt::StringLiterals;
    store.batch([&] {
        for (int i = 0; i < count; ++i) {
            QJsonObject tool {{u"name"_s, u"tool %1"_s.arg(i)},
                              {u"description"_s, u"Benchmark tool number %1"_s.arg(i)},
                              {u"method"_s, u"POST"_s},
                              {u"urlTemplate"_s, u"http://127.0.0.1:1/t/%1"_s.arg(i)},
                              {u"timeoutMs"_s, 1000}};
            if (i % 2 == 0 && !evenScopes.isEmpty())
                tool.insert(u"scopes"_s, evenScopes);
            store.create(baton::ResourceKind::Id::Tool, tool, owner);
        }
    });
}

} // namespace benchtools
