#include "ui/editors/FileUploadDialog.h"

#include "core/api/ApiClient.h"
#include "ui/editors/FileMetadataEditor.h"

#include <QDialogButtonBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include <memory>

namespace baton {

using namespace Qt::StringLiterals;

FileUploadDialog::FileUploadDialog(ApiClient &client, QWidget *parent)
    : QDialog(parent)
    , m_client(client)
    , m_editor(new FileMetadataEditor(client, this))
{
    setObjectName(u"fileUploadDialog"_s);
    setWindowTitle(tr("Upload a File"));
    setAcceptDrops(true);
    m_editor->setOperation(Operation::Create);
    m_editor->setObject({});

    m_progressRow = new QWidget(this);
    auto *progressLine = new QHBoxLayout(m_progressRow);
    progressLine->setContentsMargins(0, 0, 0, 0);
    m_progress = new QProgressBar(m_progressRow);
    m_progress->setObjectName(u"uploadProgress"_s);
    m_progress->setRange(0, 100);
    progressLine->addWidget(m_progress, 1);
    m_cancelUpload = new QPushButton(tr("Cancel upload"), m_progressRow);
    m_cancelUpload->setObjectName(u"cancelUploadButton"_s);
    progressLine->addWidget(m_cancelUpload);
    m_progressRow->hide();

    m_status = new QLabel(this);
    m_status->setObjectName(u"uploadStatus"_s);
    m_status->setWordWrap(true);
    m_status->hide();

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_buttons->button(QDialogButtonBox::Close)->setObjectName(u"closeButton"_s);
    m_upload = m_buttons->addButton(tr("&Upload"), QDialogButtonBox::AcceptRole);
    m_upload->setObjectName(u"uploadButton"_s);
    m_upload->setDefault(true);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &FileUploadDialog::upload);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &FileUploadDialog::reject);
    connect(m_cancelUpload, &QPushButton::clicked, this, &FileUploadDialog::cancelUpload);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_editor);
    layout->addWidget(m_progressRow);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);

    connect(m_editor, &ResourceEditor::edited, m_status, &QLabel::hide);
    resize(600, 480);
    m_editor->focusFirstField();
}

FileUploadDialog::~FileUploadDialog()
{
    if (ApiJob *job = m_job.data()) {
        job->disconnect(this);
        job->cancel();
    }
}

void FileUploadDialog::setFilePath(const QString &path)
{
    m_editor->setFilePath(path);
}

void FileUploadDialog::upload()
{
    if (m_job)
        return;
    m_status->hide();
    if (!m_editor->validate().isEmpty()) {
        m_editor->focusFirstError();
        return;
    }
    auto file = std::make_unique<QFile>(m_editor->filePath());
    if (!file->open(QIODevice::ReadOnly)) {
        m_editor->showErrors({{u"file"_s, tr("This file cannot be read: %1").arg(file->errorString())}});
        return;
    }
    m_job = m_client.upload(ResourceKind::get(ResourceKind::Id::File).collectionPath, file.get(),
                            m_editor->partFileName(), m_editor->mimeType(), m_editor->body());
    // Qt may still read the body after the job finished (reads a cancel left
    // posted), so the file lives exactly as long as the job.
    file.release()->setParent(m_job);
    setUploading(true);
    connect(m_job, &ApiJob::uploadProgress, this, [this](qint64 sent, qint64 total) {
        if (total <= 0)
            return;
        m_sentAll = sent >= total;
        m_progress->setValue(int(sent * 100 / total));
        m_progress->setFormat(sent < total ? tr("%p%") : tr("Sent; the service is storing the file…"));
    });
    connect(m_job, &ApiJob::finished, this, &FileUploadDialog::onFinished);
}

void FileUploadDialog::cancelUpload()
{
    if (m_job)
        m_job->cancel();
}

void FileUploadDialog::onFinished(const ApiResult &result)
{
    m_job = nullptr;
    const bool sentAll = m_sentAll;
    setUploading(false);
    if (result.ok()) {
        Q_EMIT uploaded(result.object);
        accept();
        return;
    }
    const ApiError &error = *result.error;
    if (error.kind() == ApiError::Kind::Canceled) {
        // Once the whole body has left, the service may have stored it before the cancel.
        m_status->setText(sentAll ? tr("Upload canceled after the whole file was sent: the service may still have "
                                       "stored it. Check the list of files before uploading again.")
                                  : tr("Upload canceled. The form is kept; upload again when ready."));
        m_status->show();
        return;
    }
    QList<FieldError> fieldErrors = error.details();
    const bool aboutOneField = error.kind() == ApiError::Kind::ValidationFailed
        || error.kind() == ApiError::Kind::ScopeNotAllowed || error.kind() == ApiError::Kind::PayloadTooLarge;
    if (fieldErrors.isEmpty() && aboutOneField && !error.param().isEmpty())
        fieldErrors.append(FieldError {error.param(), error.message()});
    m_editor->showErrors(fieldErrors, error.userMessage(), ResourceEditor::Words::Service);
}

void FileUploadDialog::setUploading(bool uploading)
{
    m_editor->setEnabled(!uploading);
    m_upload->setEnabled(!uploading);
    m_progressRow->setVisible(uploading);
    m_sentAll = false;
    m_progress->setValue(0);
    m_progress->setFormat(tr("%p%"));
    if (uploading)
        m_cancelUpload->setFocus();
}

void FileUploadDialog::done(int result)
{
    cancelUpload();
    QDialog::done(result);
}

void FileUploadDialog::dragEnterEvent(QDragEnterEvent *event)
{
    if (!m_job && !droppedFile(event).isEmpty())
        event->acceptProposedAction();
}

void FileUploadDialog::dragMoveEvent(QDragMoveEvent *event)
{
    if (!m_job && !droppedFile(event).isEmpty())
        event->acceptProposedAction();
}

void FileUploadDialog::dropEvent(QDropEvent *event)
{
    const QString path = droppedFile(event);
    if (m_job || path.isEmpty())
        return;
    event->acceptProposedAction();
    setFilePath(path);
}

QString FileUploadDialog::droppedFile(const QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() != 1 || !urls.constFirst().isLocalFile())
        return {};
    const QString path = urls.constFirst().toLocalFile();
    return QFileInfo(path).isFile() ? path : QString();
}

} // namespace baton
