#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

class QPlainTextEdit;
class QSpinBox;
class QWidget;

namespace baton {

// The small widgets the resource forms share, built the same way everywhere,
// and the rules for putting their values into a body.
class FormWidgets
{
    Q_DECLARE_TR_FUNCTIONS(baton::FormWidgets)

public:
    // A multi-line description, a few lines high, that Tab leaves.
    [[nodiscard]] static QPlainTextEdit *description(QWidget *parent);
    // An optional non-negative number: "Default" (nothing sent) below 0. The
    // upper end is left to validation, so that a number over the interface's
    // bound is kept and explained rather than silently refused.
    [[nodiscard]] static QSpinBox *optionalNumber(const QString &objectName, const QString &suffix, QWidget *parent);

    // Puts `text` under `key` unless it is empty: an unset field is not sent.
    static void insertText(QJsonObject &body, const QString &key, const QString &text);
    // Puts `values` under `key` as an array of strings unless there are none.
    static void insertList(QJsonObject &body, const QString &key, const QStringList &values);
    // Puts the spin box's value under `key` unless it shows "Default".
    static void insertNumber(QJsonObject &body, const QString &key, const QSpinBox *spinBox);
    // Shows `value` in an optionalNumber(); "Default" when it is not a
    // number. Without `canUnset`, "Default" is no longer offered: an update
    // can change a number but not take it away.
    static void setNumber(QSpinBox *spinBox, const QJsonValue &value, bool canUnset);
    // Why the service could never request `urlTemplate` (a tool's or an API
    // resource's), its placeholders filled: not an absolute http:// or
    // https:// address with a host, or a space in it. Empty when it could,
    // or when it is empty (a required field says so itself).
    [[nodiscard]] static QString urlTemplateProblem(const QString &urlTemplate);
};

} // namespace baton
