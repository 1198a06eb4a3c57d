#pragma once

#include "core/resources/ResourceKind.h"

#include <QJsonObject>
#include <QTextBrowser>

namespace baton {

class NameBook;

// The detail pane of a resource page: every member of one object. First what
// it uses and what uses it (for a model, what it can use), then the id, the
// kind's fields in the table's order and the members the service adds, each
// by its label with its name in the interface under it; timestamps in local
// time, nested values as indented JSON, a file's failure in the error colour
// and its processing progress as a bar. Every reference is a link that opens
// its object. A write-only field (a secret's value) is never shown, whatever
// an answer held, nor a credential in static headers.
class ResourceDetail final : public QTextBrowser
{
    Q_OBJECT

public:
    // `names` gives every reference a name; it must outlive the pane.
    ResourceDetail(const ResourceKind &kind, const NameBook &names, QWidget *parent = nullptr);

    // Shows `object`, or nothing when it is empty. The same object shown
    // again (its names changed) keeps its scroll position. A new palette
    // shows it again in the palette's colours.
    void showObject(const QJsonObject &object);

protected:
    void changeEvent(QEvent *event) override;
    [[nodiscard]] QMimeData *createMimeDataFromSelection() const override;

Q_SIGNALS:
    // A reference was followed.
    void openObjectRequested(baton::ResourceKind::Id kind, const QString &id);

private:
    [[nodiscard]] QString html(const QJsonObject &object) const;
    // A file's member as shown: a failure in the error colour, the
    // processing progress as a bar.
    [[nodiscard]] QString fileDetail(const QJsonObject &file, const QString &member, const QString &shown) const;

    const ResourceKind &m_kind;
    const NameBook &m_names;
    QString m_shownId;
    QJsonObject m_object; // what is shown
};

} // namespace baton
