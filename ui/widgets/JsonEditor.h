#pragma once

#include <QJsonObject>
#include <QPlainTextEdit>

#include <optional>

namespace baton {

// A JSON object typed as text, in a monospace font, that says where a syntax
// error is (line:column) instead of just "invalid".
class JsonEditor final : public QPlainTextEdit
{
    Q_OBJECT

public:
    explicit JsonEditor(QWidget *parent = nullptr);

    // The object typed; nullopt when the text is not a JSON object, with the
    // reason (translated, with line and column) in `error`. Empty text is an
    // empty object.
    [[nodiscard]] std::optional<QJsonObject> object(QString *error = nullptr) const;
    void setObject(const QJsonObject &object);

    // Line and column (from 1) of a character offset into `text`.
    [[nodiscard]] static std::pair<int, int> lineAndColumn(const QString &text, qsizetype offset);
};

} // namespace baton
