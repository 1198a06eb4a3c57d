#pragma once

#include "core/api/ApiJob.h"

#include <QDialog>
#include <QJsonObject>
#include <QPointer>

class QDialogButtonBox;
class QLabel;
class QProgressBar;
class QPushButton;

namespace baton {

class ApiClient;
class FileMetadataEditor;

// Uploads one local file with its metadata: the file comes from a chooser or
// is dropped on the dialog; the form is checked before anything is sent (the
// limits included); the file is streamed from disk as multipart form data with
// a progress bar and a Cancel that aborts the request and keeps the form. The
// service's field errors go to their fields and a failed upload keeps every
// input. On success it emits uploaded() and closes; following the file's
// processing is left to a FileStatusPoller.
class FileUploadDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit FileUploadDialog(ApiClient &client, QWidget *parent = nullptr);
    ~FileUploadDialog() override;

    void setFilePath(const QString &path);
    [[nodiscard]] FileMetadataEditor *editor() const { return m_editor; }
    [[nodiscard]] bool isUploading() const { return m_job != nullptr; }

    void done(int result) override;

public Q_SLOTS:
    void upload();
    // Aborts the upload in flight; the form stays as it was.
    void cancelUpload();

Q_SIGNALS:
    // The file object as the service answered it (status `pending` as a rule).
    void uploaded(const QJsonObject &file);

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    ApiClient &m_client;
    FileMetadataEditor *m_editor;
    QWidget *m_progressRow;
    QProgressBar *m_progress;
    QPushButton *m_cancelUpload;
    QLabel *m_status;
    QDialogButtonBox *m_buttons;
    QPushButton *m_upload;
    QPointer<ApiJob> m_job;
    bool m_sentAll = false; // every byte of the upload in flight has left

    void onFinished(const ApiResult &result);
    void setUploading(bool uploading);
    // The one local file a drag carries, or empty.
    [[nodiscard]] static QString droppedFile(const QDropEvent *event);
};

} // namespace baton
