#pragma once

#include "ui/editors/ResourceEditor.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace baton {

class ApiClient;
class ScopeListEditor;

// The form of a file upload: the local file to send and the `metadata` that
// goes with it (resource type, scope, conversation, share scopes, file name).
// The file name follows the chosen file until someone types another, and the
// resource type is guessed from the file's MIME type. Besides the table's
// rules it checks, before anything is sent, that a readable file is chosen
// and that the file and the metadata's JSON are within the upload limits.
class FileMetadataEditor final : public ResourceEditor
{
    Q_OBJECT

public:
    explicit FileMetadataEditor(ApiClient &client, QWidget *parent = nullptr);

    void setNames(const NameBook &names) override;

    void setFilePath(const QString &path);
    [[nodiscard]] const QString &filePath() const { return m_path; }
    // The name sent with the file part: the fileName field, else the local name.
    [[nodiscard]] QString partFileName() const;
    [[nodiscard]] QString mimeType() const;

    // The resource type a file of this MIME type is, or empty when there is no good guess.
    [[nodiscard]] static QString resourceTypeFor(const QString &mimeType);

protected:
    void load(const QJsonObject &object) override;
    [[nodiscard]] QJsonObject collect() const override;
    [[nodiscard]] QList<FieldError> extraChecks() const override;

private:
    QString m_path;
    QLineEdit *m_file;
    QPushButton *m_choose;
    QLabel *m_fileSize;
    QComboBox *m_resourceType;
    QComboBox *m_scope;
    QLineEdit *m_conversationId;
    ScopeListEditor *m_scopes;
    QLineEdit *m_fileName;

    void chooseFile();
    void updateConversationRow();
};

} // namespace baton
