#include "editors/EditorFactory.h"

#include "editors/ApiResourceEditor.h"
#include "editors/CustomModelEditor.h"
#include "editors/GroupModelEditor.h"
#include "editors/ResourceEditor.h"
#include "editors/SecretEditor.h"
#include "editors/ToolEditor.h"

namespace baton {

ResourceEditor *createEditor(ApiClient &client, const ResourceKind &kind, QWidget *parent)
{
    switch (kind.id) {
    case ResourceKind::Id::CustomModel:
        return new CustomModelEditor(client, parent);
    case ResourceKind::Id::GroupModel:
        return new GroupModelEditor(client, parent);
    case ResourceKind::Id::Secret:
        return new SecretEditor(parent);
    case ResourceKind::Id::Tool:
        return new ToolEditor(client, parent);
    case ResourceKind::Id::ApiResource:
        return new ApiResourceEditor(client, parent);
    case ResourceKind::Id::File:
    case ResourceKind::Id::ChatCompletion:
    case ResourceKind::Id::ChatResume:
        break;
    }
    return nullptr;
}

} // namespace baton
