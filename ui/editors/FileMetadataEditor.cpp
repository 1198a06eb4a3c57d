#include "ui/editors/FileMetadataEditor.h"

#include "ui/editors/FormWidgets.h"
#include "ui/widgets/ScopeListEditor.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMimeDatabase>
#include <QPushButton>

namespace baton {

using namespace Qt::StringLiterals;

FileMetadataEditor::FileMetadataEditor(ApiClient &client, QWidget *parent)
    : ResourceEditor(ResourceKind::get(ResourceKind::Id::File), parent)
{
    auto *fileRow = new QWidget(this);
    auto *fileLine = new QHBoxLayout(fileRow);
    fileLine->setContentsMargins(0, 0, 0, 0);
    m_file = new QLineEdit(fileRow);
    m_file->setObjectName(u"filePath"_s);
    m_file->setReadOnly(true);
    // Shown, and selectable with the mouse, but not a Tab stop: the row's
    // focus and its &File shortcut go to Choose, the control that changes it.
    m_file->setFocusPolicy(Qt::ClickFocus);
    m_file->setPlaceholderText(tr("Choose a file, or drop one on this window"));
    m_file->setMinimumWidth(m_file->fontMetrics().averageCharWidth() * 40);
    fileLine->addWidget(m_file, 1);
    m_fileSize = new QLabel(fileRow);
    m_fileSize->setObjectName(u"fileSize"_s);
    fileLine->addWidget(m_fileSize);
    m_choose = new QPushButton(tr("C&hoose…"), fileRow);
    m_choose->setObjectName(u"chooseFileButton"_s);
    fileLine->addWidget(m_choose);
    fileRow->setFocusProxy(m_choose);
    addField(form(), u"file"_s, tr("&File"), fileRow);

    m_resourceType = new QComboBox(this);
    m_resourceType->setObjectName(u"resourceType"_s);
    m_resourceType->addItem(tr("Choose a type"), QString());
    m_resourceType->addItem(tr("Text"), u"text"_s);
    m_resourceType->addItem(tr("Image"), u"image"_s);
    m_resourceType->addItem(tr("Audio"), u"audio"_s);
    m_resourceType->addItem(tr("Video"), u"video"_s);
    m_resourceType->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    addField(form(), u"resourceType"_s, tr("Resource &type"), m_resourceType);

    m_scope = new QComboBox(this);
    m_scope->setObjectName(u"scope"_s);
    m_scope->addItem(tr("Service default"), QString());
    m_scope->addItem(tr("Personal (only this token's user)"), u"user"_s);
    m_scope->addItem(tr("One conversation"), u"conversation"_s);
    m_scope->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    //: Who may see the file: the user, a team, a model.
    addField(form(), u"scope"_s, tr("&Scope"), m_scope);

    m_conversationId = new QLineEdit(this);
    m_conversationId->setObjectName(u"conversationId"_s);
    m_conversationId->setPlaceholderText(tr("UUID of the conversation"));
    addField(form(), u"conversationId"_s, tr("&Conversation id"), m_conversationId);

    m_scopes = new ScopeListEditor(client, this);
    m_scopes->setObjectName(u"scopes"_s);
    addField(form(), u"scopes"_s, tr("Shared with"), m_scopes);

    m_fileName = new QLineEdit(this);
    m_fileName->setObjectName(u"fileName"_s);
    m_fileName->setToolTip(tr("The name the service shows; the chosen file's name unless you type another."));
    addField(form(), u"fileName"_s, tr("File &name"), m_fileName);
    sectionLayout()->addStretch();

    connect(m_choose, &QPushButton::clicked, this, &FileMetadataEditor::chooseFile);
    connect(m_resourceType, &QComboBox::currentIndexChanged, this, &FileMetadataEditor::markEdited);
    connect(m_scope, &QComboBox::currentIndexChanged, this, [this] {
        updateConversationRow();
        markEdited();
    });
    connect(m_conversationId, &QLineEdit::textChanged, this, &FileMetadataEditor::markEdited);
    connect(m_scopes, &ScopeListEditor::scopesChanged, this, &FileMetadataEditor::markEdited);
    connect(m_fileName, &QLineEdit::textChanged, this, &FileMetadataEditor::markEdited);

    updateConversationRow();
}

void FileMetadataEditor::setNames(const NameBook &names)
{
    ResourceEditor::setNames(names);
    m_scopes->setNames(names);
}

void FileMetadataEditor::setFilePath(const QString &path)
{
    const QFileInfo previous(m_path);
    const QFileInfo info(path);
    // The name follows the file unless someone typed another.
    if (m_fileName->text().isEmpty() || m_fileName->text() == previous.fileName())
        m_fileName->setText(info.fileName());
    m_path = path;
    m_file->setText(QDir::toNativeSeparators(path));
    m_file->setToolTip(m_file->text());
    m_fileSize->setText(info.isFile() ? QLocale().formattedDataSize(info.size()) : QString());
    if (m_resourceType->currentData().toString().isEmpty()) {
        const int guessed = m_resourceType->findData(resourceTypeFor(mimeType()));
        if (guessed > 0)
            m_resourceType->setCurrentIndex(guessed);
    }
    // Choosing is an answer of its own: what is wrong with the file is said at once.
    reveal(u"file"_s);
    markEdited();
}

QString FileMetadataEditor::partFileName() const
{
    return m_fileName->text().isEmpty() ? QFileInfo(m_path).fileName() : m_fileName->text();
}

QString FileMetadataEditor::mimeType() const
{
    return m_path.isEmpty() ? QString() : QMimeDatabase().mimeTypeForFile(m_path).name();
}

QString FileMetadataEditor::resourceTypeFor(const QString &mimeType)
{
    const QMimeType type = QMimeDatabase().mimeTypeForName(mimeType);
    for (const QString &media : {u"image"_s, u"audio"_s, u"video"_s}) {
        if (mimeType.startsWith(media + u'/'))
            return media;
    }
    if (type.inherits(u"text/plain"_s) || mimeType == u"application/pdf"_s)
        return u"text"_s;
    return {};
}

void FileMetadataEditor::load(const QJsonObject &object)
{
    m_resourceType->setCurrentIndex(std::max(m_resourceType->findData(object.value(u"resourceType"_s).toString()), 0));
    m_scope->setCurrentIndex(std::max(m_scope->findData(object.value(u"scope"_s).toString()), 0));
    m_conversationId->setText(object.value(u"conversationId"_s).toString());
    m_scopes->setScopes(object.value(u"scopes"_s).toArray());
    m_fileName->setText(object.value(u"fileName"_s).toString());
    updateConversationRow();
}

QJsonObject FileMetadataEditor::collect() const
{
    QJsonObject body;
    FormWidgets::insertText(body, u"resourceType"_s, m_resourceType->currentData().toString());
    const QString scope = m_scope->currentData().toString();
    FormWidgets::insertText(body, u"scope"_s, scope);
    if (scope == u"conversation"_s)
        FormWidgets::insertText(body, u"conversationId"_s, m_conversationId->text().trimmed());
    if (const QJsonArray scopes = m_scopes->scopes(); !scopes.isEmpty())
        body.insert(u"scopes"_s, scopes);
    FormWidgets::insertText(body, u"fileName"_s, m_fileName->text());
    return body;
}

QList<FieldError> FileMetadataEditor::extraChecks() const
{
    if (m_path.isEmpty())
        return {{u"file"_s, tr("Choose a file to upload.")}};
    const QFileInfo info(m_path);
    if (!info.isFile() || !info.isReadable())
        return {{u"file"_s, tr("This file cannot be read.")}};
    // An empty file has nothing for the service to index: it would be stored
    // and then fail. Saying so before sending saves the round trip.
    if (info.size() == 0)
        return {{u"file"_s, tr("This file is empty (0 bytes); choose a file with content.")}};
    // The metadata is measured as it will be sent: compact JSON.
    const qint64 metadataBytes = QJsonDocument(collect()).toJson(QJsonDocument::Compact).size();
    return Validator::validateUploadSize(info.size(), metadataBytes);
}

void FileMetadataEditor::chooseFile()
{
    const QString start = m_path.isEmpty() ? QString() : QFileInfo(m_path).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose a file to upload"), start);
    if (!path.isEmpty())
        setFilePath(path);
}

void FileMetadataEditor::updateConversationRow()
{
    setFieldVisible(u"conversationId"_s, m_scope->currentData().toString() == u"conversation"_s);
}

} // namespace baton
