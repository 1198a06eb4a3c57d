#pragma once

#include <QJsonObject>
#include <QPlainTextEdit>

#include <optional>

namespace baton {

// A JSON object typed as text, in a monospace font, that says where a syntax
// error is (line:column) instead of just "invalid", and marks that place in
// the text as it is typed (a wavy underline on the character, its line
// tinted), in the palette's error colours.
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

protected:
    void changeEvent(QEvent *event) override;

private:
    // Where the text stops being JSON (a character offset), or nothing.
    [[nodiscard]] std::optional<qsizetype> errorOffset(QString *error) const;
    void markError();
};

} // namespace baton
