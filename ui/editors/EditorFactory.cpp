#include "ui/editors/EditorFactory.h"

#include "ui/editors/ApiResourceEditor.h"
#include "ui/editors/CustomModelEditor.h"
#include "ui/editors/GroupModelEditor.h"
#include "ui/editors/ResourceEditor.h"
#include "ui/editors/SecretEditor.h"
#include "ui/editors/ToolEditor.h"

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
