#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>

class QJsonObject;
class QTableView;
class QWidget;

namespace baton {

class ApiClient;
class FileStatusPoller;
class FileUploadDialog;
class MessageBar;
class NameBook;
class ResourceListModel;

// What only the files page does: an upload dialog for each local file chosen
// or dropped, one after another, and every file of the list that is still
// being processed followed until it is ready or failed, its row updated as
// its status changes and removed when it is gone.
class FileUploads final : public QObject
{
    Q_OBJECT

public:
    // `page` is the files page, the dialogs' parent; `model` its list and
    // `messages` its message bar. `names` must outlive this.
    FileUploads(ApiClient &client, const NameBook &names, ResourceListModel &model, MessageBar &messages,
                QWidget *page);

    // Opens an upload dialog for each path in turn; without a path, one where
    // the user chooses the file. An open dialog comes to the front instead,
    // the paths waiting their turn.
    void upload(const QStringList &paths);
    [[nodiscard]] bool isOpen() const;
    [[nodiscard]] bool isUploading() const;

    // Draws the status column of a files table in its status's colour, or as
    // a progress bar while the file is processed.
    static void showStatusIn(QTableView *table);

Q_SIGNALS:
    void uploaded(const QJsonObject &file);
    // The last dialog closed: the page is free again.
    void done();

private:
    void openNext();
    void watchUnfinished(int first, int last);
    void onStatus(const QString &fileId, const QJsonObject &entry);

    ApiClient &m_client;
    const NameBook &m_names;
    ResourceListModel &m_model;
    MessageBar &m_messages;
    QWidget *m_page;
    FileStatusPoller *m_status = nullptr;
    QPointer<FileUploadDialog> m_dialog;
    QStringList m_pending; // dropped together, waiting for their dialog
};

} // namespace baton
