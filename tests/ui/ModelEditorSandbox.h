#pragma once

#include "core/api/ApiClient.h"
#include "core/api/RequestLog.h"
#include "sandbox/Server.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>

#include <memory>

// An in-process sandbox (demo objects loaded) on an ephemeral loopback port,
// and a real ApiClient connected to it with the all-capabilities token.
class ModelEditorSandbox
{
public:
    ModelEditorSandbox()
    {
        baton::sandbox::ServerConfig config;
        config.demo = true;
        server = std::make_unique<baton::sandbox::Server>(config);
        client = std::make_unique<baton::ApiClient>(network, log);
    }

    [[nodiscard]] bool start()
    {
        using namespace Qt::StringLiterals;
        if (server->listen() == 0)
            return false;
        client->setConnection(baton::Profile {u"sandbox"_s, server->baseUrl(), false, {}},
                              server->token(u"admin"_s)->value);
        return true;
    }

    // Runs a job to its end.
    [[nodiscard]] static baton::ApiResult wait(baton::ApiJob *job)
    {
        baton::ApiResult result;
        bool done = false;
        QObject::connect(job, &baton::ApiJob::finished, job, [&](const baton::ApiResult &r) {
            result = r;
            done = true;
        });
        if (!QTest::qWaitFor([&] { return done; }, 20000))
            result.httpStatus = -1;
        return result;
    }

    // The answer object of a GET (empty on failure).
    [[nodiscard]] QJsonObject read(const QString &path, const QUrlQuery &query = {})
    {
        const baton::ApiResult result = wait(client->get(path, query));
        return result.ok() ? result.object : QJsonObject();
    }

    // The id of the object named `name` in a collection's first page.
    [[nodiscard]] QString idOf(const QString &collection, const QString &name)
    {
        using namespace Qt::StringLiterals;
        const QJsonObject list = read(collection, QUrlQuery {{u"limit"_s, u"100"_s}});
        for (const QJsonValue &item : list.value(u"data"_s).toArray()) {
            if (item.toObject().value(u"name"_s).toString() == name)
                return item.toObject().value(u"id"_s).toString();
        }
        return {};
    }

    // Opens a combo box's popup and clicks the row with this text, as a user
    // would; an object picker reads its rows when the popup is first asked for.
    [[nodiscard]] static bool pickFromPopup(QComboBox *combo, const QString &text)
    {
        combo->showPopup();
        if (!QTest::qWaitFor([&] { return combo->findText(text) >= 0; }, 20000))
            return false;
        QAbstractItemView *view = combo->view();
        // A combo box opens no popup while it has no rows: open it again once they are read.
        if (!view->isVisible())
            combo->showPopup();
        if (!QTest::qWaitForWindowExposed(view->window()))
            return false;
        const QModelIndex index = view->model()->index(combo->findText(text), combo->modelColumn());
        view->scrollTo(index);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
        return QTest::qWaitFor([&] { return combo->currentText() == text && !view->isVisible(); }, 5000);
    }

    // The last request of `method` whose path starts with `path`, as logged.
    [[nodiscard]] const baton::RequestLog::Entry *lastRequest(const QByteArray &method, const QString &path) const
    {
        for (qsizetype i = log.count() - 1; i >= 0; --i) {
            if (log.at(i).method == method && log.at(i).path.startsWith(path))
                return &log.at(i);
        }
        return nullptr;
    }

    std::unique_ptr<baton::sandbox::Server> server;
    QNetworkAccessManager network;
    baton::RequestLog log;
    std::unique_ptr<baton::ApiClient> client;
};
