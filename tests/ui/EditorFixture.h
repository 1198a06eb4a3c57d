#pragma once

// An in-process sandbox and a real ApiClient connected to it, for the editor
// tests: each test builds one, drives the widgets and reads the results back
// from the request log, the API and the sandbox's store.

#include "core/api/ApiClient.h"
#include "core/api/ApiJob.h"
#include "core/api/ApiResult.h"
#include "core/api/RequestLog.h"
#include "core/auth/Profile.h"
#include "sandbox/Server.h"
#include "ui/editors/EditorDialog.h"
#include "ui/editors/ResourceEditor.h"
#include "ui/widgets/TeamPicker.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <memory>

namespace editortest {

using namespace Qt::StringLiterals;

inline baton::sandbox::Token token(const QString &name, const QString &value)
{
    baton::sandbox::Token t;
    t.name = name;
    t.value = value;
    t.capabilities = baton::ResourceKind::capabilities();
    return t;
}

struct Fixture {
    std::unique_ptr<baton::sandbox::Server> server;
    QNetworkAccessManager network;
    baton::RequestLog log;
    baton::ApiClient client {network, log};

    // `fileStepMs`: one step of an uploaded file's lifecycle in the sandbox.
    explicit Fixture(int fileStepMs = baton::sandbox::ServerConfig {}.fileStepMs)
    {
        baton::sandbox::ServerConfig config;
        config.tokens = {token(u"admin"_s, u"t-admin"_s)};
        config.fileStepMs = fileStepMs;
        server = std::make_unique<baton::sandbox::Server>(config);
        server->listen();
        client.setConnection(baton::Profile {u"sandbox"_s, server->baseUrl(), false, {}}, u"t-admin"_s);
    }

    [[nodiscard]] const baton::sandbox::Token &admin() const { return *server->token(u"admin"_s); }
    [[nodiscard]] baton::sandbox::Store &store() const { return server->store(); }

    // Creates an object directly in the store, as the admin token.
    baton::sandbox::Record &create(baton::ResourceKind::Id kind, const QJsonObject &fields) const
    {
        return store().create(kind, fields, admin());
    }

    // Runs a request to the end and hands back its result.
    baton::ApiResult run(baton::ApiJob *job)
    {
        QSignalSpy finished(job, &baton::ApiJob::finished);
        if (!finished.wait(20000))
            return {};
        return finished.at(0).at(0).value<baton::ApiResult>();
    }

    // The entries of the log with this method, oldest first.
    [[nodiscard]] QList<baton::RequestLog::Entry> entries(const QByteArray &method) const
    {
        QList<baton::RequestLog::Entry> found;
        for (qsizetype i = 0; i < log.count(); ++i) {
            if (log.at(i).method == method)
                found << log.at(i);
        }
        return found;
    }

    // Whether any stored field of any entry of the log holds `text`, raw.
    [[nodiscard]] bool logHolds(const QByteArray &text) const
    {
        for (qsizetype i = 0; i < log.count(); ++i) {
            const baton::RequestLog::Entry &entry = log.at(i);
            QList<QByteArray> fields {entry.url.toUtf8(), entry.requestBody, entry.responseExcerpt,
                                      entry.errorText.toUtf8(), entry.requestId.toUtf8()};
            for (const auto &header : entry.requestHeaders)
                fields << header.second;
            for (const QByteArray &field : std::as_const(fields)) {
                if (field.contains(text))
                    return true;
            }
        }
        return false;
    }
};

inline QJsonObject jsonOf(const QByteArray &body)
{
    return QJsonDocument::fromJson(body).object();
}

// The id of the object a POST created, from its answer (`data`, or the
// answer itself).
inline QString idCreatedBy(const baton::RequestLog::Entry &post)
{
    QJsonObject answer = jsonOf(post.responseExcerpt);
    if (answer.value(u"data"_s).isObject())
        answer = answer.value(u"data"_s).toObject();
    return answer.value(u"id"_s).toString();
}

// Adds the header `Authorization: Bearer abc123` as the first row of the
// form's static headers and moves it to a new secret with Move to a secret…,
// as a user does; false when a step did not come.
inline bool moveAuthorizationToASecret(QWidget &form)
{
    QTest::mouseClick(form.findChild<QPushButton *>(u"headersAdd"_s), Qt::LeftButton);
    QTest::keyClicks(form.findChild<QLineEdit *>(u"headerName_0"_s), u"Authorization"_s);
    QTest::keyClicks(form.findChild<QLineEdit *>(u"headerValue_0"_s), u"Bearer abc123"_s);
    QTest::mouseClick(form.findChild<QPushButton *>(u"moveToSecretButton"_s), Qt::LeftButton);
    QDialog *move = nullptr;
    if (!QTest::qWaitFor(
            [&] { return (move = form.findChild<QDialog *>(u"moveToSecretDialog"_s)) && move->isVisible(); }))
        return false;
    QTest::mouseClick(move->findChild<QPushButton *>(u"createSecretButton"_s), Qt::LeftButton);
    return QTest::qWaitFor([&] { return !form.findChild<QDialog *>(u"moveToSecretDialog"_s); });
}

// The line a share scope's team is typed in, in row `row` of a form's share
// scopes (a team row); null when there is none.
inline QLineEdit *scopeTeamLine(QWidget &form, int row)
{
    auto *target = form.findChild<QWidget *>(u"scopeId_%1"_s.arg(row));
    auto *picker = target ? target->findChild<baton::TeamPicker *>() : nullptr;
    return picker ? picker->lineEdit() : nullptr;
}

inline QPushButton *saveButton(baton::EditorDialog &dialog)
{
    return dialog.findChild<QPushButton *>(u"saveButton"_s);
}

inline QPushButton *cancelButton(baton::EditorDialog &dialog)
{
    return dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel);
}

// Types `text` into a widget; a line break is typed as Return.
inline void type(QWidget *edit, const QString &text)
{
    const QStringList lines = text.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (i > 0)
            QTest::keyClick(edit, Qt::Key_Return);
        QTest::keyClicks(edit, lines.at(i));
    }
}

// Replaces the whole text of a line or text edit, by keyboard.
inline void retype(QWidget *edit, const QString &text)
{
    edit->setFocus();
    QTest::keySequence(edit, QKeySequence::SelectAll);
    QTest::keyClick(edit, Qt::Key_Delete);
    type(edit, text);
}

// Moves a combo box to the item whose data is `data`, with the arrow keys.
inline bool choose(QComboBox *combo, const QString &data)
{
    const int target = combo->findData(data);
    if (target < 0)
        return false;
    combo->setFocus();
    while (combo->currentIndex() != target) {
        const int before = combo->currentIndex();
        QTest::keyClick(combo, combo->currentIndex() < target ? Qt::Key_Down : Qt::Key_Up);
        if (combo->currentIndex() == before)
            return false;
    }
    return true;
}

// What a message box said, and what it offered first.
struct BoxSeen {
    QString text;
    QString defaultButton;
    QStringList buttons;
};

// Clicks the button called `button` in the next message box shown modally
// (a real QMessageBox, run by exec()), once it is up, during the test
// function that asked: a box that has not come when that function ends is
// never answered (a later function's box is its own, and `seen` is gone).
inline void clickInNextMessageBox(const QString &button, BoxSeen *seen)
{
    // The application owns the timer, so that it is freed even when the test
    // ends before an event loop runs the deleteLater below.
    auto *timer = new QTimer(QCoreApplication::instance());
    const QByteArray asker = QTest::currentTestFunction();
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, asker, button, seen] {
        if (asker != QTest::currentTestFunction()) {
            timer->stop();
            timer->deleteLater();
            return;
        }
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || !box->isVisible())
            return;
        timer->stop();
        timer->deleteLater();
        seen->text = box->text();
        seen->defaultButton = box->defaultButton() ? box->defaultButton()->text() : QString();
        for (QAbstractButton *offered : box->buttons())
            seen->buttons << offered->text();
        for (QAbstractButton *offered : box->buttons()) {
            if (offered->text() == button) {
                QTest::mouseClick(offered, Qt::LeftButton);
                return;
            }
        }
        box->reject();
    });
    timer->start();
}

} // namespace editortest
