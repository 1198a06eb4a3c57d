#pragma once

#include "core/api/ApiError.h"
#include "core/relations/RelationIndex.h"
#include "core/resources/ResourceKind.h"

#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>

#include <array>
#include <memory>
#include <optional>

namespace baton {

class ApiClient;
struct ApiResult;
class Pager;

// The objects of the six managed kinds as the console has read them, by kind
// and id: the name of each, for every label a person reads, and the
// RelationIndex of their references.
//
// load() reads every list whole, the six kinds side by side; afterwards each
// create, update or delete the client reports is applied as the service
// answered it (ApiClient::objectChanged), and one it knows only by its kind
// (ApiClient::objectsChanged) makes the book read that kind's list again, as
// reload() does. A kind's objects are replaced in the
// index only once its list has been read to the end, so labels never go
// missing half way; a kind the token may not read (or that failed) keeps what
// it had and its error says why. A list that ended early (the Pager's
// Incomplete or Unreadable end) adds the objects it did read, and its kind is
// Partial or Failed, never Complete: what uses an object is known only from
// the kinds that are Complete (unknownUsers()).
//
// The lists are read by the book itself rather than taken from the pages'
// tables: a page is built when first shown, and its filter may hide objects
// that others still refer to.
class NameBook final : public QObject
{
    Q_OBJECT

public:
    using Kind = RelationIndex::Kind;

    // What the book knows of a kind's list, as its latest read ended; a read
    // under way leaves it as it was until it ends.
    enum class ListState : quint8 {
        NotRead, // not read to an end since load()
        Complete, // read to its last page
        Partial, // paging stopped before the end the server announced; reason() says why
        Failed, // an error answer (error()) or a page with no list of items; reason() says why
    };

    explicit NameBook(ApiClient &client, QObject *parent = nullptr);
    ~NameBook() override;

    // Forgets everything and reads every kind's list again (after the
    // connection changed).
    void load();
    // Reads one kind's list again; a read under way starts over when it ends.
    void reload(ResourceKind::Id kind);
    // Forgets everything and reads nothing (no connection).
    void clear();

    [[nodiscard]] const RelationIndex &index() const { return m_index; }

    [[nodiscard]] ListState state(ResourceKind::Id kind) const;
    // Whether the kind's latest read reached the end of its list (Complete).
    [[nodiscard]] bool isLoaded(ResourceKind::Id kind) const;
    // Whether any list is being read.
    [[nodiscard]] bool isLoading() const;
    // Whether the kind's list is being read.
    [[nodiscard]] bool isLoading(ResourceKind::Id kind) const;
    // The error answer that ended the kind's latest read; nothing when none did.
    [[nodiscard]] std::optional<ApiError> error(ResourceKind::Id kind) const;
    // Why the kind is Partial or Failed, in words for a person: the service's
    // error, or what its list stopped on and how the answer began. Empty otherwise.
    [[nodiscard]] QString reason(ResourceKind::Id kind) const;
    // The objects of the kind the book knows now: those its list gave, with
    // the client's changes since.
    [[nodiscard]] qsizetype count(ResourceKind::Id kind) const;
    // How many objects the kind's list said it holds (the page family's
    // `total`), as its latest read ended; nothing when the list gives no
    // total or the read ended on an error answer.
    [[nodiscard]] std::optional<qint64> total(ResourceKind::Id kind) const;
    // A sentence for a kind that is not Complete: "The tools could not be
    // read: …", "The tools were read only in part: …", "The tools are still
    // being read." or "The tools have not been read."; empty when Complete.
    [[nodiscard]] QString gap(ResourceKind::Id kind) const;
    // The kinds whose objects may use an object of `kind`
    // (RelationIndex::userKinds) and that are not Complete: while there is
    // one, what uses the object is not known whole.
    [[nodiscard]] QList<ResourceKind::Id> unknownUsers(Kind kind) const;

    // The object's name; empty when it is not known or has none.
    [[nodiscard]] QString name(Kind kind, const QString &id) const { return m_index.name(kind, id); }

    // What a person reads for the object: its name; a team's label (or
    // "Team 1a2b3c4d"); for an object the book does not know, that its list
    // is still being read or that it is not visible, with the start of its
    // id. Never empty for a non-empty id.
    [[nodiscard]] QString label(Kind kind, const QString &id) const;
    // The kind as a word in a sentence: "custom model", "tool", …
    [[nodiscard]] static QString kindName(Kind kind);
    // The kind as a heading: "Custom model", "Tool", …
    [[nodiscard]] static QString kindTitle(Kind kind);
    // The managed kind of a relation end; nothing for teams and unknown ends.
    [[nodiscard]] static std::optional<ResourceKind::Id> resourceKind(Kind kind);

    // The teams seen in what was read (objects' `teamId` and `teamIds`,
    // team share scopes), the token's own team first: the team that holds the
    // most of the objects read, since the token manages objects in its own team.
    [[nodiscard]] QStringList teams() const;
    // Labels a person gave team ids (kept in the profile); every kind is
    // reported changed, since any may name a team.
    void setTeamLabels(const QHash<QString, QString> &labels);
    [[nodiscard]] const QHash<QString, QString> &teamLabels() const { return m_teamLabels; }

Q_SIGNALS:
    // The objects of this kind in the index changed (a list was read).
    void changed(baton::ResourceKind::Id kind);
    // A list could not be read whole: the kind is Partial or Failed, and
    // reason() says why.
    void failed(baton::ResourceKind::Id kind);

private:
    struct Reading;

    void start(ResourceKind::Id kind);
    void requestPage(ResourceKind::Id kind);
    void onPage(ResourceKind::Id kind, int generation, const ApiResult &result);
    [[nodiscard]] static int slot(ResourceKind::Id kind);
    [[nodiscard]] QStringList readTeams() const;

    ApiClient &m_client;
    RelationIndex m_index;
    QHash<QString, QString> m_teamLabels;
    // Per managed kind, in ResourceKind::managed() order.
    std::array<std::unique_ptr<Reading>, 6> m_readings;
    int m_generation = 0;
    bool m_loaded = false; // load() was called, clear() not since
    // The kind of the change objectChanged() just applied, until the
    // objectsChanged() that follows it.
    std::optional<ResourceKind::Id> m_applied;
    // teams() as last read from the index; reset whenever the index changes.
    mutable std::optional<QStringList> m_teams;
};

} // namespace baton
