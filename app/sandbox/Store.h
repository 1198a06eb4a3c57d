#pragma once

#include "core/resources/ResourceKind.h"
#include "sandbox/Authenticator.h"
#include "sandbox/ChatWorld.h"
#include "sandbox/ListQuery.h"
#include "sandbox/Record.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QString>

#include <array>
#include <functional>
#include <memory>
#include <vector>

class QTimer;

namespace baton::sandbox {

// The sandbox's objects: secrets, tools, API resources, files, custom models
// and group models, in memory, optionally saved to a JSON file after each
// change. Owns the records, the visibility rules, the list engine and the
// file processing timers; the chat side reads it through ChatWorld.
//
// Visibility (the sandbox's decisions):
//  - secret: scope `user` → its owner only; scope `team` → every token of its team;
//  - tool, API resource, file: its owner, and every token of a team named by
//    one of its `team` share scopes;
//  - custom and group model: its owner, every token of a team in `teamIds`,
//    and everyone when `isPublic`.
// Changing or deleting needs the same, except that `isPublic` alone gives
// read access only (see canChange).
class Store final : public QObject, public ChatWorld
{
    Q_OBJECT

public:
    struct Page {
        QList<const Record *> items;
        QString nextCursor; // cursor family; empty at the end
        qsizetype total = 0; // page family
    };

    Store(const Authenticator &auth, int fileStepMs, QObject *parent = nullptr);
    ~Store() override;

    // Loads `path` when it exists, and from then on saves to it after every
    // change (atomically). False with a message when the file cannot be read.
    bool open(const QString &path, QString *error);
    [[nodiscard]] QString dataFile() const { return m_path; }

    [[nodiscard]] Record *find(ResourceKind::Id kind, const QString &id);
    [[nodiscard]] const Record *find(ResourceKind::Id kind, const QString &id) const;
    // The record when it exists and `token` may see it.
    [[nodiscard]] Record *findVisible(ResourceKind::Id kind, const QString &id, const Token &token);
    [[nodiscard]] bool canSee(const Record &record, const Token &token) const;
    [[nodiscard]] bool canChange(const Record &record, const Token &token) const;
    [[nodiscard]] qsizetype count(ResourceKind::Id kind) const;
    [[nodiscard]] bool isEmpty() const;

    // `fields` is a validated create body; the store adds id, timestamps,
    // owner, team and the kind's defaults. A secret's `value` is taken out of it.
    Record &create(ResourceKind::Id kind, QJsonObject fields, const Token &owner);
    // `changes` is a validated update body. A secret's `value` rotates it.
    void update(Record &record, const QJsonObject &changes);
    void remove(Record &record);
    // Runs `changes` and saves once at the end.
    void batch(const std::function<void()> &changes);

    // A readable description of an object that uses the secret (a tool's
    // authFields, a BYOK custom model), or empty when nothing does.
    [[nodiscard]] QString secretUser(const QString &secretId) const;
    // The id of the secret whose value `headerValue` is ("<value>" or
    // "<scheme> <value>"), or empty.
    [[nodiscard]] QString secretIdForHeaderValue(const QString &headerValue) const;

    [[nodiscard]] Page list(const ListQuery &query, const Token &token) const;

    // Files: pending → vectorizing → ready on a timer of fileStepMs per step;
    // pending → failed with `failure` when it is not empty.
    void startProcessing(Record &file, const QString &failure);

    // ChatWorld
    [[nodiscard]] std::optional<ChatTarget> findTarget(const QString &model, const QString &tokenName) const override;
    [[nodiscard]] QList<ChatTool> toolsFor(const ChatTarget &target) const override;
    [[nodiscard]] QList<ChatApiResource> apiResourcesFor(const ChatTarget &target) const override;
    [[nodiscard]] std::optional<QString> secretValue(const QString &secretId) const override;

    [[nodiscard]] static QString now();
    // A group model body without the `resolved` objects a read added to its
    // references (null ones included), as a client sends back what it read.
    [[nodiscard]] static QJsonObject withoutResolvedRefs(QJsonObject group);

Q_SIGNALS:
    void fileStatusChanged(const QString &id, const QString &status);

private:
    using Records = std::vector<std::unique_ptr<Record>>; // creation order

    const Authenticator &m_auth;
    int m_fileStepMs;
    QString m_path;
    int m_batchDepth = 0;
    quint64 m_seq = 0;
    std::array<Records, 6> m_records; // by ResourceKind::Id, Secret … GroupModel
    QHash<QString, Record *> m_byId;
    QHash<QString, int> m_interned;
    QHash<QString, QTimer *> m_fileTimers;
    // Ordered matches of recent list queries, valid while m_generation stays
    // the same: walking the pages of one query costs one scan, then
    // O(log n + page) per page.
    struct CachedList {
        QString key;
        quint64 generation = 0;
        QList<const Record *> items;
    };
    quint64 m_generation = 0;
    mutable QList<CachedList> m_listCache;

    [[nodiscard]] Records &records(ResourceKind::Id kind) { return m_records.at(size_t(kind)); }
    [[nodiscard]] const Records &records(ResourceKind::Id kind) const { return m_records.at(size_t(kind)); }
    [[nodiscard]] int intern(const QString &text);
    [[nodiscard]] int internedOrNone(const QString &text) const;
    void reindex(Record &record);
    void touch(Record &record);
    void changed();
    void save() const;
    void advanceFile(const QString &id);
    void stopProcessing(const QString &id);
    // The name of a model reference as `token` may read it: empty when the
    // model is gone or `token` cannot see it.
    [[nodiscard]] QString refName(const QJsonObject &ref, const Token &token) const;
    [[nodiscard]] bool sharedWith(const Record &record, const ChatTarget &target) const;
    [[nodiscard]] static bool visible(const Record &record, int user, int team);
    [[nodiscard]] const QList<const Record *> &matching(const ListQuery &query, const Token &token) const;
};

} // namespace baton::sandbox
