#pragma once

#include "core/relations/RelationIndex.h"
#include "core/relations/Replace.h"
#include "core/resources/ResourceKind.h"

#include <QDialog>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QPushButton;

namespace baton {

class ApiClient;
class NameBook;
class ResourcePanel;

// Who a tool or an API resource is shared with, changed by re-creating it.
//
// Two ways in: "Share a tool with this model…" (a custom or group model's
// page and editor) picks, from a checkable list with a filter, the tools and
// API resources not yet shared with the model; "Change sharing…" (a tool's or
// an API resource's page) picks the teams, custom models and group models one
// object is shared with. Share scopes are set when an object is created and
// no update changes them, so each chosen object is replaced (Replace): after
// a confirmation that says its id will change and what refers to the old id,
// a copy with the new scopes is created and the original deleted. A failure
// is shown in the service's words and stops there. Files are never offered:
// the service cannot re-upload them.
class ShareDialog final : public QDialog
{
    Q_OBJECT

public:
    // Opens a dialog that shares tools and API resources with a model; it
    // deletes itself when closed.
    static ShareDialog *shareWithModel(ApiClient &client, const NameBook &names, ResourceKind::Id modelKind,
                                       const QString &modelId, QWidget *parent);
    // Opens a dialog that changes whom one tool or API resource is shared with.
    static ShareDialog *changeSharing(ApiClient &client, const NameBook &names, ResourceKind::Id kind,
                                      const QJsonObject &object, QWidget *parent);
    // The page commands: "Share a tool with this model…" on the custom and
    // group model pages, "Change sharing…" on the tool and API resource pages;
    // none on the other pages.
    static void addPageActions(ResourcePanel &panel, ApiClient &client, const NameBook &names);

    // The confirmation asked last, as it was worded.
    [[nodiscard]] const QString &confirmation() const { return m_confirmation; }

Q_SIGNALS:
    // An object was re-created with its new sharing.
    void replaced(baton::ResourceKind::Id kind, const QString &oldId, const QJsonObject &created);

protected:
    void reject() override;

private:
    enum class Mode { ShareWithModel, ChangeSharing };
    // One object to re-create, and its new scopes from its current ones.
    struct Step {
        ResourceKind::Id kind;
        QString id;
        QString name;
        Replace::Change change;
    };

    ShareDialog(ApiClient &client, const NameBook &names, Mode mode, QWidget *parent);
    void build(const QString &intro, const QString &listName, const QString &actionText);
    QListWidgetItem *addItem(const QString &text, const QString &type, const QString &id, bool checked);
    // Gives each wrapped text the height it needs at the narrowest width.
    void fitWrappedTexts();
    void applyFilter();
    void updateButtons();
    [[nodiscard]] QList<QListWidgetItem *> checkedItems() const;
    [[nodiscard]] QJsonArray chosenScopes() const;
    void planAndConfirm();
    [[nodiscard]] QString confirmationText() const;
    void runNext();
    void onReplaced();
    void setBusy(bool busy);

    ApiClient &m_client;
    const NameBook &m_names;
    Mode m_mode;
    ResourceKind::Id m_kind = ResourceKind::Id::Tool; // ChangeSharing: the object's kind; else the model's
    QString m_id; // the object or the model
    QJsonObject m_object; // ChangeSharing: the object as shown
    QJsonArray m_initialScopes; // ChangeSharing
    Replace m_replace;
    QList<Step> m_plan;
    qsizetype m_next = 0;
    bool m_copied = false; // Change sharing: the copy exists, the original could not be deleted
    QString m_confirmation;
    QLabel *m_intro = nullptr;
    QLineEdit *m_filter = nullptr;
    QListWidget *m_list = nullptr;
    QLabel *m_empty = nullptr;
    QLabel *m_status = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_action = nullptr;
};

} // namespace baton
