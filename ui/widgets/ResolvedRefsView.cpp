#include "ui/widgets/ResolvedRefsView.h"

#include "core/api/ApiClient.h"
#include "core/resources/ResourceKind.h"
#include "ui/widgets/Icons.h"
#include "ui/widgets/ModelRefPicker.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTime>
#include <QTreeWidget>
#include <QUrlQuery>
#include <QVBoxLayout>

namespace baton {

using namespace Qt::StringLiterals;

ResolvedRefsView::ResolvedRefsView(ApiClient &client, QWidget *parent)
    : QWidget(parent)
    , m_client(client)
    , m_status(new QLabel(this))
    , m_refresh(new QPushButton(icons::icon(icons::Icon::Refresh), tr("Refresh"), this))
    , m_tree(new QTreeWidget(this))
{
    m_status->setObjectName(u"resolvedStatus"_s);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText); // the service's words as they are, never as rich text
    m_refresh->setObjectName(u"refreshResolved"_s);
    m_refresh->setToolTip(tr("Read the group model again and resolve its references"));
    m_tree->setObjectName(u"resolvedTree"_s);
    m_tree->setAccessibleName(tr("Resolved references"));
    m_tree->setColumnCount(ColumnCount);
    m_tree->setHeaderLabels({tr("Part"), tr("Resolves to"), tr("Kind")});
    m_tree->setAlternatingRowColors(true);
    m_tree->setUniformRowHeights(true);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(PartColumn, QHeaderView::Interactive);
    m_tree->header()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(KindColumn, QHeaderView::ResizeToContents);
    m_tree->header()->resizeSection(PartColumn, 200);
    m_tree->setMinimumHeight(180);

    auto *top = new QHBoxLayout;
    top->addWidget(m_status, 1);
    top->addWidget(m_refresh);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_tree);

    connect(m_refresh, &QPushButton::clicked, this, &ResolvedRefsView::refresh);
    m_status->setText(tr("Saved group models show here what their references point to."));
    m_refresh->setEnabled(false);
}

void ResolvedRefsView::setGroupModelId(const QString &id)
{
    if (id == m_id)
        return;
    m_id = id;
    m_tree->clear();
    m_refresh->setEnabled(!id.isEmpty());
}

void ResolvedRefsView::refresh()
{
    if (m_id.isEmpty())
        return;
    if (m_job)
        m_job->cancel();
    QUrlQuery query;
    query.addQueryItem(u"resolve"_s, u"deep"_s);
    m_job = m_client.get(ResourceKind::get(ResourceKind::Id::GroupModel).itemPath(m_id), query);
    m_status->setText(tr("Resolving…"));
    m_refresh->setEnabled(false);
    ApiJob *job = m_job;
    connect(job, &ApiJob::finished, this, [this, job](const ApiResult &result) {
        if (job != m_job)
            return;
        m_job = nullptr;
        m_refresh->setEnabled(!m_id.isEmpty());
        if (!result.ok()) {
            if (result.error->kind() != ApiError::Kind::Canceled)
                m_status->setText(tr("Could not resolve: %1").arg(result.error->userMessage()));
            return;
        }
        fill(m_tree, result.object);
        m_status->setText(tr("As this token sees them, resolved at %1.")
                              .arg(QLocale().toString(QTime::currentTime(), QLocale::ShortFormat)));
    });
}

void ResolvedRefsView::fill(QTreeWidget *tree, const QJsonObject &group)
{
    tree->clear();
    addParts(nullptr, tree, group);
    tree->expandAll();
}

void ResolvedRefsView::addParts(QTreeWidgetItem *parent, QTreeWidget *tree, const QJsonObject &group)
{
    const auto add = [&](const QString &part, const QJsonObject &ref) {
        QTreeWidgetItem *item = refItem(part, ref);
        if (parent)
            parent->addChild(item);
        else
            tree->addTopLevelItem(item);
        // A group model resolved deep carries its own brain and agents.
        const QJsonObject resolved = ref.value(u"resolved"_s).toObject();
        if (resolved.contains(u"brain"_s) || resolved.contains(u"agents"_s))
            addParts(item, tree, resolved);
    };
    if (group.contains(u"brain"_s))
        add(tr("Brain"), group.value(u"brain"_s).toObject());
    const QJsonArray agents = group.value(u"agents"_s).toArray();
    for (qsizetype i = 0; i < agents.size(); ++i) {
        const QJsonObject agent = agents.at(i).toObject();
        const QString role = agent.value(u"role"_s).toString();
        const QString part = role.isEmpty() ? tr("Agent %1").arg(i + 1) : tr("Agent %1: %2").arg(i + 1).arg(role);
        add(part, agent.value(u"ref"_s).toObject());
    }
}

QTreeWidgetItem *ResolvedRefsView::refItem(const QString &part, const QJsonObject &ref)
{
    auto *item = new QTreeWidgetItem;
    item->setText(PartColumn, part);
    item->setToolTip(PartColumn, part);
    const QString type = ref.value(u"type"_s).toString();
    const QJsonValue resolved = ref.value(u"resolved"_s);
    const QString target = ref.value(type == u"custom"_s      ? u"customModelId"_s
                                         : type == u"group"_s ? u"groupModelId"_s
                                                              : u"llmModelName"_s)
                               .toString();
    if (resolved.isObject()) {
        const QJsonObject r = resolved.toObject();
        item->setText(NameColumn, r.value(u"name"_s).toString());
        item->setText(KindColumn, ModelRefPicker::kindLabel(r.value(u"kind"_s).toString(type)));
    } else {
        item->setText(NameColumn, resolved.isNull() ? tr("not visible to this token") : tr("not resolved"));
        item->setText(KindColumn, ModelRefPicker::kindLabel(type));
        QFont font = item->font(NameColumn);
        font.setItalic(true);
        item->setFont(NameColumn, font);
    }
    item->setToolTip(NameColumn, target.isEmpty() ? item->text(NameColumn) : item->text(NameColumn) + u"\n"_s + target);
    return item;
}

} // namespace baton
