#pragma once

#include <QJsonArray>
#include <QWidget>

namespace baton {

class RowList;

// Share scopes: rows of a scope type (team, custom model, group model) and the
// id of that team or model.
class ScopeListEditor final : public QWidget
{
    Q_OBJECT

public:
    explicit ScopeListEditor(QWidget *parent = nullptr);

    // [{type, id}] in row order; rows without an id are kept so that
    // validation can say it is missing.
    [[nodiscard]] QJsonArray scopes() const;
    void setScopes(const QJsonArray &scopes);

Q_SIGNALS:
    void scopesChanged();

private:
    RowList *m_rows;

    void addRow(const QString &type, const QString &id);
};

} // namespace baton
