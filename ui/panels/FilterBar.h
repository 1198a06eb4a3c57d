#pragma once

#include "core/paging/Pager.h"

#include <QHash>
#include <QStringList>
#include <QTimer>
#include <QWidget>

class QAction;
class QLabel;

namespace baton {

struct FieldError;
class NameBook;
class ResourceKind;
struct QueryFieldSpec;

// The filters of a resource list: one control per list query field of the
// kind, paging fields left out, the search field first. A closed value set is
// a combo box (the file status, an open-ended set, an editable one), a team
// is picked by its name, what the objects are shared with by its name among
// the objects of the scope type chosen, anything else is typed (tags as comma-separated
// text). Typed text counts after a pause or at Return, a choice at once;
// changed() says when. Each error is marked inside its field.
class FilterBar final : public QWidget
{
    Q_OBJECT

public:
    // `names` gives the teams and the models shared with their names; it must outlive the bar.
    FilterBar(const ResourceKind &kind, const NameBook &names, QWidget *parent = nullptr);

    // The filter as set, in the kind's order of its query fields; empty values left out.
    [[nodiscard]] Pager::Query query() const;
    // Marks each error inside its field and clears the others' marks; returns
    // the messages of errors that concern no field of the bar.
    QStringList showErrors(const QList<FieldError> &errors);
    // Find: the search field, or the first filter of a kind without one.
    void focusSearch();

Q_SIGNALS:
    void changed();

private:
    // One filter control: the query field it sets, and the mark inside it
    // that shows its error (none for a choice among fixed values).
    struct Filter {
        QWidget *control = nullptr;
        QAction *error = nullptr;
        QLabel *label = nullptr;
    };

    [[nodiscard]] QWidget *control(const QueryFieldSpec &field, QWidget *parent);
    [[nodiscard]] QString value(const QString &name) const;
    void applyNow();
    // The object filter (scopeId) offers the objects of the scope type chosen.
    void followScopeType();
    static void showError(const Filter &filter, const QString &message);

    const ResourceKind &m_kind;
    const NameBook &m_names;
    QTimer m_delay;
    QHash<QString, Filter> m_filters; // by query field name
    QStringList m_order; // the kind's order
    QWidget *m_searchField = nullptr;
};

} // namespace baton
