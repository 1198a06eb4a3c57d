#pragma once

class QWidget;

namespace baton {

class ApiClient;
class ResourceEditor;
class ResourceKind;

// The form for a kind's objects; null for a kind that has none (files are
// uploaded, not edited).
[[nodiscard]] ResourceEditor *createEditor(ApiClient &client, const ResourceKind &kind, QWidget *parent = nullptr);

} // namespace baton
