#include "ui/panels/FileUploads.h"

#include "core/models/FileStatusPoller.h"
#include "core/models/ResourceListModel.h"
#include "core/resources/ResourceKind.h"
#include "ui/editors/FileMetadataEditor.h"
#include "ui/editors/FileUploadDialog.h"
#include "ui/panels/MessageBar.h"
#include "ui/panels/StatusCellDelegate.h"

#include <QTableView>
#include <QTimer>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace baton {

FileUploads::FileUploads(ApiClient &client, const NameBook &names, ResourceListModel &model, MessageBar &messages,
                         QWidget *page)
    : QObject(page)
    , m_client(client)
    , m_names(names)
    , m_model(model)
    , m_messages(messages)
    , m_page(page)
{
    m_status = new FileStatusPoller(client, this);
    m_status->setObjectName(u"fileStatus"_s);
    connect(m_status, &FileStatusPoller::statusChanged, this,
            [this](const QString &fileId, const QString &, const QJsonObject &entry) { onStatus(fileId, entry); });
    connect(m_status, &FileStatusPoller::fileGone, this, [this](const QString &fileId) { m_model.removeById(fileId); });
    connect(m_status, &FileStatusPoller::stopped, this, [this](const QString &message) {
        m_messages.showError(tr("The status of uploaded files is no longer followed. %1").arg(message), false);
    });
    connect(&m_model, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &, int first, int last) { watchUnfinished(first, last); });
    connect(&m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        for (const QString &fileId : m_status->watched())
            m_status->forget(fileId);
    });
}

void FileUploads::showStatusIn(QTableView *table)
{
    const QList<ListColumn> &columns = ResourceKind::get(ResourceKind::Id::File).listColumns;
    const int statusColumn = int(std::find_if(columns.cbegin(), columns.cend(),
                                              [](const ListColumn &column) { return column.member == u"status"_s; })
                                 - columns.cbegin());
    table->setItemDelegateForColumn(
        statusColumn,
        new StatusCellDelegate(
            [](const QModelIndex &index) -> std::optional<Status> {
                const QString status
                    = index.data(ResourceListModel::ObjectRole).toJsonObject().value(u"status"_s).toString();
                if (status == u"failed"_s)
                    return Status::Error;
                if (status == u"ready"_s)
                    return Status::Success;
                return std::nullopt;
            },
            [](const QModelIndex &index) -> std::optional<int> {
                const QJsonObject file = index.data(ResourceListModel::ObjectRole).toJsonObject();
                const QJsonValue progress = file.value(u"progress"_s);
                if (!progress.isDouble() || FileStatusPoller::isFinal(file.value(u"status"_s).toString()))
                    return std::nullopt;
                return int(progress.toDouble());
            },
            table));
}

bool FileUploads::isOpen() const
{
    // A dialog that has finished is hidden until it is deleted.
    return m_dialog && m_dialog->isVisible();
}

bool FileUploads::isUploading() const
{
    return m_dialog && m_dialog->isUploading();
}

void FileUploads::upload(const QStringList &paths)
{
    m_pending << paths;
    if (m_dialog) {
        m_dialog->raise();
        m_dialog->activateWindow();
        return;
    }
    openNext();
}

void FileUploads::openNext()
{
    auto *dialog = new FileUploadDialog(m_client, m_page);
    dialog->editor()->setNames(m_names);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog = dialog;
    if (!m_pending.isEmpty())
        dialog->setFilePath(m_pending.takeFirst());
    connect(dialog, &FileUploadDialog::uploaded, this, &FileUploads::uploaded);
    // The next dropped file's dialog follows an upload; closing a dialog
    // without uploading gives up the files still waiting.
    connect(dialog, &QDialog::finished, this, [this](int result) {
        if (result != QDialog::Accepted)
            m_pending.clear();
        if (!m_pending.isEmpty())
            QTimer::singleShot(0, this, &FileUploads::openNext);
        else
            Q_EMIT done();
    });
    dialog->open();
}

void FileUploads::watchUnfinished(int first, int last)
{
    for (int row = first; row <= last; ++row) {
        const QJsonObject file = m_model.objectAt(row);
        if (!FileStatusPoller::isFinal(file.value(u"status"_s).toString()))
            m_status->watch(file.value(u"id"_s).toString());
    }
}

void FileUploads::onStatus(const QString &fileId, const QJsonObject &entry)
{
    const int row = m_model.rowOfId(fileId);
    if (row < 0) {
        m_status->forget(fileId);
        return;
    }
    QJsonObject file = m_model.objectAt(row);
    for (auto it = entry.constBegin(); it != entry.constEnd(); ++it) {
        if (it.key() != u"id"_s)
            file.insert(it.key(), it.value());
    }
    m_model.upsert(file);
}

} // namespace baton
