#include "editors/EditorFactory.h"

#include "editors/ResourceEditor.h"

namespace baton {

ResourceEditor *createEditor(ApiClient &client, const ResourceKind &kind, QWidget *parent)
{
    Q_UNUSED(client)
    Q_UNUSED(parent)
    switch (kind.id) {
    case ResourceKind::Id::Secret:
    case ResourceKind::Id::Tool:
    case ResourceKind::Id::ApiResource:
    case ResourceKind::Id::CustomModel:
    case ResourceKind::Id::GroupModel:
    case ResourceKind::Id::File:
    case ResourceKind::Id::ChatCompletion:
    case ResourceKind::Id::ChatResume:
        break;
    }
    return nullptr;
}

} // namespace baton
