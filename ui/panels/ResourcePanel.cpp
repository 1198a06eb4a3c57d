#include "panels/ResourcePanel.h"

#include "api/ApiClient.h"
#include "resources/ResourceKind.h"

namespace baton {

ResourcePanel::ResourcePanel(ApiClient &client, const ResourceKind &kind, QWidget *parent)
    : QWidget(parent)
    , m_client(client)
    , m_kind(kind)
{
    setObjectName(QStringLiteral("panel_") + kind.key);
}

void ResourcePanel::refresh()
{
}

void ResourcePanel::newObject()
{
}

void ResourcePanel::editCurrent()
{
}

void ResourcePanel::duplicateCurrent()
{
}

void ResourcePanel::deleteCurrent()
{
}

void ResourcePanel::focusFilter()
{
}

} // namespace baton
