#include "editors/EditorFactory.h"

#include "editors/CustomModelEditor.h"
#include "editors/GroupModelEditor.h"
#include "editors/ResourceEditor.h"

namespace baton {

ResourceEditor *createEditor(ApiClient &client, const ResourceKind &kind, QWidget *parent)
{
    switch (kind.id) {
    case ResourceKind::Id::CustomModel:
        return new CustomModelEditor(client, parent);
    case ResourceKind::Id::GroupModel:
        return new GroupModelEditor(client, parent);
    case ResourceKind::Id::Secret:
    case ResourceKind::Id::Tool:
    case ResourceKind::Id::ApiResource:
    case ResourceKind::Id::File:
    case ResourceKind::Id::ChatCompletion:
    case ResourceKind::Id::ChatResume:
        break;
    }
    return nullptr;
}

} // namespace baton
