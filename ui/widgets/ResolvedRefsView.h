#pragma once

#include <QJsonObject>
#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace baton {

class ApiClient;
class ApiJob;

// The read-only view of a group model's references as the service resolves
// them (GET /v1/group-models/:id?resolve=deep): a tree of its brain and agents
// with the names and kinds they point to, nested group models expanded, and
// the references the token cannot see said so. Owns the request in flight.
class ResolvedRefsView final : public QWidget
{
    Q_OBJECT

public:
    enum Column { PartColumn, NameColumn, KindColumn, ColumnCount };

    explicit ResolvedRefsView(ApiClient &client, QWidget *parent = nullptr);

    void setGroupModelId(const QString &id);
    [[nodiscard]] const QString &groupModelId() const { return m_id; }

public Q_SLOTS:
    // Reads the group model again, resolved.
    void refresh();

private:
    ApiClient &m_client;
    QString m_id;
    QPointer<ApiJob> m_job;
    QLabel *m_status;
    QPushButton *m_refresh;
    QTreeWidget *m_tree;

    // Fills `tree` from a group model whose references carry `resolved`.
    static void fill(QTreeWidget *tree, const QJsonObject &group);
    static void addParts(QTreeWidgetItem *parent, QTreeWidget *tree, const QJsonObject &group);
    static QTreeWidgetItem *refItem(const QString &part, const QJsonObject &ref);
};

} // namespace baton
