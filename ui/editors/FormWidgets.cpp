#include "ui/editors/FormWidgets.h"

#include <QFontMetrics>
#include <QJsonArray>
#include <QJsonValue>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSpinBox>
#include <QUrl>

#include <limits>

namespace baton {

using namespace Qt::StringLiterals;

namespace {

constexpr int DescriptionLines = 4;
constexpr int Unset = -1;

} // namespace

QPlainTextEdit *FormWidgets::description(QWidget *parent)
{
    auto *edit = new QPlainTextEdit(parent);
    edit->setObjectName(u"description"_s);
    edit->setTabChangesFocus(true);
    const QFontMetrics metrics(edit->font());
    const int frame = 2 * edit->frameWidth() + int(2 * edit->document()->documentMargin());
    edit->setMinimumHeight(2 * metrics.lineSpacing() + frame);
    edit->setFixedHeight(DescriptionLines * metrics.lineSpacing() + frame);
    // Fixed, or a form would hand it spare height and float it in the middle of its row.
    edit->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    return edit;
}

QSpinBox *FormWidgets::optionalNumber(const QString &objectName, const QString &suffix, QWidget *parent)
{
    auto *spinBox = new QSpinBox(parent);
    spinBox->setObjectName(objectName);
    spinBox->setRange(Unset, std::numeric_limits<int>::max());
    //: Shown in a number field left empty: the service chooses the value.
    spinBox->setSpecialValueText(tr("Default"));
    spinBox->setSuffix(suffix);
    spinBox->setValue(Unset);
    // Room for every int and a short unit, the same for every such box.
    spinBox->setMinimumWidth(spinBox->fontMetrics().horizontalAdvance(u"0000000000 ms"_s) + 40);
    spinBox->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    return spinBox;
}

void FormWidgets::insertText(QJsonObject &body, const QString &key, const QString &text)
{
    if (!text.isEmpty())
        body.insert(key, text);
}

void FormWidgets::insertList(QJsonObject &body, const QString &key, const QStringList &values)
{
    if (!values.isEmpty())
        body.insert(key, QJsonArray::fromStringList(values));
}

void FormWidgets::insertNumber(QJsonObject &body, const QString &key, const QSpinBox *spinBox)
{
    if (spinBox->value() > Unset)
        body.insert(key, spinBox->value());
}

void FormWidgets::setNumber(QSpinBox *spinBox, const QJsonValue &value, bool canUnset)
{
    const int number = value.isDouble() ? value.toInt(Unset) : Unset;
    spinBox->setMinimum(canUnset || number == Unset ? Unset : 0);
    spinBox->setValue(number);
}

QString FormWidgets::urlTemplateProblem(const QString &urlTemplate)
{
    const QString text = urlTemplate.trimmed();
    if (text.isEmpty())
        return {};
    // A placeholder stands for what an argument fills in.
    static const QRegularExpression placeholder(u"\\{[^{}]*\\}"_s);
    static const QRegularExpression space(u"\\s"_s);
    QString filled = text;
    filled.replace(placeholder, u"x"_s);
    const QUrl url(filled, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    if (!filled.contains(space) && url.isValid() && (scheme == u"http"_s || scheme == u"https"_s)
        && !url.host().isEmpty())
        return {};
    //: %1 is an example of a URL template.
    return tr("The service cannot request this address: write an absolute http:// or https:// URL, such as %1.")
        .arg(u"https://api.example.com/weather?city={city}"_s);
}

} // namespace baton
