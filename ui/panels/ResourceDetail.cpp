#include "ui/panels/ResourceDetail.h"

#include "core/api/Credentials.h"
#include "core/models/ResourceListModel.h"
#include "core/relations/NameBook.h"
#include "ui/panels/FieldLabels.h"
#include "ui/relations/ModelToolsSection.h"
#include "ui/relations/RelationsSection.h"
#include "ui/widgets/StatusColors.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QMimeData>
#include <QScrollBar>
#include <QTextDocumentFragment>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

// Where a long token may break: an id, a URL, a path.
constexpr QChar BreakHere = QChar(0x200B); // ZERO WIDTH SPACE
// A token at least this long may break after its punctuation, and at the
// latest after this many characters; a shorter one (a JSON key) never does.
constexpr qsizetype LongToken = 24;

// `text` with break opportunities inside its long tokens: the pane breaks
// between words only ("propertie s" in JSON otherwise), and one token wider
// than the pane widened the whole table, so that its prose was cut at the
// pane's edge.
QString breakable(const QString &text)
{
    QString out;
    out.reserve(text.size() + text.size() / 8);
    qsizetype start = 0;
    const auto token = [&](qsizetype end) {
        const QStringView word = QStringView(text).mid(start, end - start);
        if (word.size() < LongToken) {
            out += word;
            return;
        }
        qsizetype sinceBreak = 0;
        for (const QChar c : word) {
            out += c;
            if (++sinceBreak >= LongToken || u"-/_.?&=,:;"_s.contains(c)) {
                out += BreakHere;
                sinceBreak = 0;
            }
        }
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i).isSpace()) {
            token(i);
            out += text.at(i);
            start = i + 1;
        }
    }
    token(text.size());
    return out;
}

QString htmlPre(const QString &text)
{
    return u"<pre style=\"white-space: pre-wrap; margin: 0\">"_s + breakable(text).toHtmlEscaped() + u"</pre>"_s;
}

bool holdsObjects(const QJsonArray &array)
{
    return std::any_of(array.begin(), array.end(), [](const QJsonValue &v) { return v.isObject() || v.isArray(); });
}

} // namespace

ResourceDetail::ResourceDetail(const ResourceKind &kind, const NameBook &names, QWidget *parent)
    : QTextBrowser(parent)
    , m_kind(kind)
    , m_names(names)
{
    setObjectName(u"detailView"_s);
    setOpenLinks(false);
    // JSON and identifiers break between words, never inside one ("propertie
    // s"); a token longer than the pane scrolls sideways instead.
    setWordWrapMode(QTextOption::WordWrap);
    //: The pane that shows every field of the chosen object.
    setAccessibleName(tr("Details"));
    setPlaceholderText(kind.id == ResourceKind::Id::Secret
                           ? tr("Select a secret to see its fields. Its value is never shown.")
                           : tr("Select a row to see every field of the object."));
    // A reference opens its object in its own page.
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (const auto target = RelationsSection::objectOfLink(url))
            Q_EMIT openObjectRequested(target->first, target->second);
    });
}

QMimeData *ResourceDetail::createMimeDataFromSelection() const
{
    // Copied, a token reads as it is, without the breaks the pane put in it.
    auto *data = new QMimeData;
    data->setText(textCursor().selection().toPlainText().remove(BreakHere));
    return data;
}

void ResourceDetail::showObject(const QJsonObject &object)
{
    m_object = object;
    if (object.isEmpty()) {
        clear();
        m_shownId.clear();
        return;
    }
    const QString id = object.value(u"id"_s).toString();
    const bool same = !id.isEmpty() && id == m_shownId;
    const int scrolled = verticalScrollBar()->value();
    // Static headers saved elsewhere may hold a credential in plain text.
    setHtml(html(Credentials::withHeadersMasked(object).toObject()));
    m_shownId = id;
    if (same)
        verticalScrollBar()->setValue(scrolled);
}

void ResourceDetail::changeEvent(QEvent *event)
{
    QTextBrowser::changeEvent(event);
    // The colours are written into the text from the pane's own palette,
    // which a parent's palette change may not have reached yet.
    if (event->type() == QEvent::PaletteChange && !m_object.isEmpty())
        showObject(m_object);
}

QString ResourceDetail::html(const QJsonObject &object) const
{
    // The id first, then the kind's fields in the table's order, then what
    // the service adds (timestamps, owner, status, ...) by name.
    QStringList members {u"id"_s};
    for (const FieldSpec &field : m_kind.fields)
        members << field.name;
    QStringList others = object.keys();
    others.removeIf([&members](const QString &key) { return members.contains(key); });
    members << others;

    const RelationsSection relations(m_names);
    const QString memberColour = statusColor(Status::Muted, palette(), QPalette::Base).name();
    // What it uses and what uses it first: the fields of a tool (a schema,
    // headers) can be long.
    // A model's shares are what it can use, in a section of their own.
    const bool model = m_kind.id == ResourceKind::Id::CustomModel || m_kind.id == ResourceKind::Id::GroupModel;
    QString html = u"<h3>"_s + objectLabel(m_kind, object).toHtmlEscaped() + u"</h3>"_s;
    if (const QString id = object.value(u"id"_s).toString(); !id.isEmpty()) {
        if (model)
            html += ModelToolsSection::html(m_names, m_kind.id, id);
        html += relations.usesAndUsedBy(m_kind.id, id,
                                        model ? RelationsSection::Shares::Omitted : RelationsSection::Shares::Listed);
    }
    html += u"<table cellspacing=\"0\" cellpadding=\"3\">"_s;
    for (const QString &member : std::as_const(members)) {
        const FieldSpec *field = m_kind.field(member);
        // A secret's value never reaches a widget, whatever an answer held.
        if ((field && field->writeOnly) || !object.contains(member))
            continue;
        const QJsonValue value = object.value(member);
        QString shown;
        if (value.isNull()) {
            //: A member of an object without a value, in the detail pane.
            shown = u"<i>"_s + tr("none").toHtmlEscaped() + u"</i>"_s;
        } else if (const QStringList lines = relations.memberLines(m_kind.id, member, value); !lines.isEmpty()) {
            shown = lines.join(u"<br>"_s);
        } else if (value.isObject() || (value.isArray() && holdsObjects(value.toArray()))) {
            const QByteArray json = value.isObject() ? QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented)
                                                     : QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented);
            shown = htmlPre(QString::fromUtf8(json).trimmed());
        } else if (value.isArray() && value.toArray().isEmpty()) {
            //: A member of an object without a value, in the detail pane.
            shown = u"<i>"_s + tr("none").toHtmlEscaped() + u"</i>"_s;
        } else {
            ColumnFormat format = ColumnFormat::Text;
            if (member.endsWith(u"At"_s))
                format = ColumnFormat::Timestamp;
            else if (member == u"sizeBytes"_s)
                format = ColumnFormat::ByteSize;
            shown = htmlPre(ResourceListModel::displayText(value, format, field));
            if (m_kind.id == ResourceKind::Id::File)
                shown = fileDetail(object, member, shown);
        }
        // The label, and the member's name in the interface for those who
        // script against it.
        html += u"<tr><td valign=\"top\"><b>"_s + fieldLabel(m_kind, member).toHtmlEscaped()
            + u"</b><br><small style=\"color: "_s + memberColour + u"\">"_s + member.toHtmlEscaped()
            + u"</small></td><td width=\"100%\">"_s + shown + u"</td></tr>"_s;
    }
    return html + u"</table>"_s;
}

QString ResourceDetail::fileDetail(const QJsonObject &file, const QString &member, const QString &shown) const
{
    const bool failed = file.value(u"status"_s).toString() == u"failed"_s;
    if (failed && (member == u"status"_s || member == u"error"_s)) {
        const QString colour = statusColor(Status::Error, palette(), QPalette::Base).name();
        return u"<span style=\"color: "_s + colour + u"; font-weight: bold\">"_s + shown + u"</span>"_s;
    }
    const QJsonValue progress = file.value(u"progress"_s);
    if (member != u"progress"_s || !progress.isDouble())
        return shown;
    // A bar drawn with a two-cell table, the only shape a rich text pane
    // offers, with the figure beside it.
    const int percent = std::clamp(int(progress.toDouble()), 0, 100);
    QString bar = u"<table cellspacing=\"0\" cellpadding=\"0\" width=\"160\" style=\"border: 1px solid "_s
        + palette().color(QPalette::Mid).name() + u"\"><tr>"_s;
    if (percent > 0)
        bar += u"<td width=\"%1%\" bgcolor=\"%2\">&nbsp;</td>"_s.arg(percent).arg(
            palette().color(QPalette::Highlight).name());
    if (percent < 100)
        bar += u"<td width=\"%1%\">&nbsp;</td>"_s.arg(100 - percent);
    //: A file's processing progress in percent, beside its bar.
    return bar + u"</tr></table>"_s + tr("%1 %").arg(QLocale().toString(percent)).toHtmlEscaped();
}

} // namespace baton
