#pragma once

#include <QJsonArray>
#include <QWidget>

namespace baton {

class ApiClient;
class NameBook;
class RowList;

// Share scopes: rows of a scope type (team, custom model, group model) and
// what it shares with, chosen the way its type needs: a team among the teams
// seen, by label (TeamPicker), a custom or group model from its list, by name
// (ObjectPicker); an id can be typed in each.
class ScopeListEditor final : public QWidget
{
    Q_OBJECT

public:
    explicit ScopeListEditor(ApiClient &client, QWidget *parent = nullptr);

    // Offers the teams of `names`, by label; `names` must outlive the editor.
    void setNames(const NameBook &names);

    // [{type, id}] in row order; rows without an id are kept so that
    // validation can say it is missing.
    [[nodiscard]] QJsonArray scopes() const;
    void setScopes(const QJsonArray &scopes);

Q_SIGNALS:
    void scopesChanged();

private:
    ApiClient &m_client;
    const NameBook *m_names = nullptr;
    RowList *m_rows;

    void addRow(const QString &type, const QString &id);
};

} // namespace baton
