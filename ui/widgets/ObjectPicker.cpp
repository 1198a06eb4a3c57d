#include "ui/widgets/ObjectPicker.h"

#include "core/models/ResourceListModel.h"
#include "core/resources/Validator.h"

#include <QLineEdit>

namespace baton {

ObjectPicker::ObjectPicker(ApiClient &client, const ResourceKind &kind, QWidget *parent)
    : QComboBox(parent)
    , m_model(new ResourceListModel(client, kind, this))
{
    setEditable(true);
    setInsertPolicy(QComboBox::NoInsert);
    setModel(m_model);
    setModelColumn(0);
    setCurrentIndex(-1);
    lineEdit()->setPlaceholderText(tr("Choose, or type an id"));
    // With a placeholder, the first rows to arrive do not select themselves:
    // nothing is chosen until the user chooses.
    setPlaceholderText(lineEdit()->placeholderText());
    // Rows arrive while the page is still loading; only once it has finished
    // can the next page be asked for.
    connect(m_model, &ResourceListModel::loadingChanged, this, [this](bool loading) {
        if (loading)
            return;
        selectPending();
        if (std::exchange(m_popupPending, false) && count() > 0)
            QComboBox::showPopup();
    });
    connect(this, &QComboBox::currentIndexChanged, this, [this] { Q_EMIT currentIdChanged(currentId()); });
    connect(this, &QComboBox::editTextChanged, this, [this] { Q_EMIT currentIdChanged(currentId()); });
}

QString ObjectPicker::currentId() const
{
    const QString typed = currentText().trimmed();
    if (currentIndex() >= 0 && itemText(currentIndex()) == currentText())
        return m_model->data(m_model->index(currentIndex(), 0), ResourceListModel::IdRole).toString();
    return Validator::isUuid(typed) ? typed : QString();
}

void ObjectPicker::setCurrentId(const QString &id)
{
    m_pendingId = id;
    const int row = id.isEmpty() ? -1 : m_model->rowOfId(id);
    if (row >= 0 || id.isEmpty()) {
        m_pendingId.clear();
        setCurrentIndex(row);
        if (row < 0)
            setEditText(QString());
        return;
    }
    setCurrentIndex(-1);
    setEditText(id);
    if (m_model->canFetchMore({}))
        m_model->fetchMore({});
}

void ObjectPicker::showPopup()
{
    // QComboBox shows no popup while the list is empty: read the first page,
    // then open it.
    if (m_model->rowCount() == 0 && (m_model->loading() || m_model->canFetchMore({}))) {
        m_popupPending = true;
        m_model->fetchMore({});
        return;
    }
    QComboBox::showPopup();
}

void ObjectPicker::selectPending()
{
    if (m_pendingId.isEmpty())
        return;
    const int row = m_model->rowOfId(m_pendingId);
    if (row >= 0) {
        m_pendingId.clear();
        setCurrentIndex(row);
    } else if (m_model->canFetchMore({})) {
        m_model->fetchMore({});
    }
}

} // namespace baton
