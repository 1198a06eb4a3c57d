#pragma once

#include "core/relations/RelationIndex.h"
#include "core/resources/ResourceKind.h"

#include <QGroupBox>
#include <QList>
#include <QPointer>
#include <QString>

class QLabel;
class QPushButton;

namespace baton {

class ApiClient;
class NameBook;

// What a chat target can use: the tools, API resources and files shared with
// a custom model or a group model (a share scope naming it), tools marked
// when they ask for approval. A chat can use only what is shared with its
// target itself (the service's rule): for a group model, what is shared with
// its brain and its agents is listed apart, under a note that the group's
// chats can use only what is listed above. A tool shared only with a team is not available to a
// model, and the text says so when none is shared.
//
// The section of a model's editor: the list, and "Share a tool with this
// model…", which opens the ShareDialog. It shows nothing until it has a
// NameBook and a saved model; it follows the book's changes.
class ModelToolsSection final : public QGroupBox
{
    Q_OBJECT

public:
    // One object a model can use.
    struct Use {
        RelationIndex::Kind kind = RelationIndex::Kind::Tool; // Tool, ApiResource or File
        QString id;
        bool needsApproval = false; // a tool whose `needUserValidation` is not false
    };
    // What is shared with one model: the model itself, or a member of a group.
    struct Holder {
        RelationIndex::Relation relation = RelationIndex::Relation::SharedWith; // SharedWith: the model itself
        RelationIndex::Kind kind = RelationIndex::Kind::CustomModel;
        QString id;
        QString role; // an agent's role
        QList<Use> uses;
    };

    // The model itself first, then (a group model) its brain and its agents
    // in the order of its members. Each holder's uses sorted by kind, then name.
    [[nodiscard]] static QList<Holder> holders(const NameBook &names, ResourceKind::Id modelKind, const QString &id);
    // The same as HTML for the detail pane: a heading and a table per holder.
    [[nodiscard]] static QString html(const NameBook &names, ResourceKind::Id modelKind, const QString &id);
    // "For the brain's and agents' own chats: …", before a group's members.
    [[nodiscard]] static QString membersNoteText();
    // "No tools are shared with this model, so it cannot call any." and the way out.
    [[nodiscard]] static QString noToolsText();

    ModelToolsSection(ApiClient &client, ResourceKind::Id modelKind, QWidget *parent = nullptr);

    // The book that names the objects; it must outlive the section.
    void setNames(const NameBook &names);
    // The model shown; an empty id (a model not saved yet) hides the section.
    void setModelId(const QString &id);

private:
    void refresh();
    void share();

    ApiClient &m_client;
    ResourceKind::Id m_modelKind;
    QPointer<const NameBook> m_names;
    QString m_id;
    QLabel *m_text;
    QPushButton *m_share;
};

} // namespace baton
