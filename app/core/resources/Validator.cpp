#include "core/resources/Validator.h"

#include "core/resources/ChatTarget.h"

#include <QJsonArray>
#include <QLocale>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>

namespace baton {

namespace {

using namespace Qt::StringLiterals;

QString childPath(const QString &parent, const QString &name)
{
    return parent.isEmpty() ? name : parent + u'.' + name;
}

QString indexPath(const QString &parent, qsizetype index)
{
    return parent + u'[' + QString::number(index) + u']';
}

QString formatNumber(double value)
{
    return QString::number(value, 'g', 15);
}

// Beyond the 32-bit range a whole number is out of range rather than not whole.
bool isWholeNumber(double value)
{
    return std::isfinite(value) && std::trunc(value) == value;
}

// The bounds of a whole number: the table's, within the 32-bit range.
struct Bounds {
    double minimum;
    double maximum;
};

Bounds integerBounds(std::optional<double> minimum, std::optional<double> maximum)
{
    constexpr double lowest = std::numeric_limits<qint32>::min();
    constexpr double highest = std::numeric_limits<qint32>::max();
    return {std::max(minimum.value_or(lowest), lowest), std::min(maximum.value_or(highest), highest)};
}

QString rangeMessage(std::optional<double> minimum, std::optional<double> maximum)
{
    if (minimum && maximum)
        return Validator::tr("Must be between %1 and %2.").arg(formatNumber(*minimum), formatNumber(*maximum));
    if (minimum)
        return Validator::tr("Must be %1 or greater.").arg(formatNumber(*minimum));
    return Validator::tr("Must be %1 or less.").arg(formatNumber(*maximum));
}

// A query value is sent as typed, so a whole number there is plain digits
// with an optional minus sign (QString::toLongLong would also take " 5", "+5").
bool isIntegerText(QStringView text)
{
    const QStringView digits = text.sliced(text.startsWith(u'-') ? 1 : 0);
    return !digits.isEmpty()
        && std::all_of(digits.cbegin(), digits.cend(), [](QChar c) { return c >= u'0' && c <= u'9'; });
}

// Sizes are written in binary units (KiB, MiB) everywhere in the console, as
// QLocale::formattedDataSize gives them by default, so that a limit and the
// size it is compared with never read in two systems in one sentence.
// Just over a limit, a rounded size reads as the limit itself; the exact byte
// count says what is wrong.
QString sizeText(qint64 bytes, qint64 limit)
{
    const QLocale locale;
    const QString rounded = locale.formattedDataSize(bytes, 1);
    if (rounded != locale.formattedDataSize(limit, 1))
        return rounded;
    return Validator::tr("%1 bytes").arg(locale.toString(bytes));
}

QString limitText(qint64 limit)
{
    return QLocale().formattedDataSize(limit, 0);
}

// The problems found, one per field: listed up to Validator::MaxErrors
// fields, counted after that. Where a field can come again (a repeated query
// field), it is neither listed nor counted twice.
class ErrorList
{
public:
    enum class Fields {
        Unique, // a body: each path is checked once
        MayRepeat, // a query
    };

    explicit ErrorList(Fields fields)
        : m_fields(fields)
    { }

    // Once full, further problems are only counted: their paths are not needed.
    [[nodiscard]] bool isFull() const { return m_errors.size() >= Validator::MaxErrors; }

    void add(const QString &path, const QString &message)
    {
        if (m_fields == Fields::MayRepeat) {
            if (m_seen.contains(path))
                return;
            m_seen.insert(path);
        }
        if (isFull())
            ++m_more;
        else
            m_errors.append({path, message});
    }

    [[nodiscard]] QList<FieldError> take()
    {
        if (m_more > 0)
            m_errors.append(Validator::moreErrors(m_more));
        return std::move(m_errors);
    }

private:
    Fields m_fields;
    QList<FieldError> m_errors;
    QSet<QString> m_seen;
    qsizetype m_more = 0;
};

class Checker
{
public:
    Checker(Operation op, Validator::UnknownFields unknown)
        : m_operation(op)
        , m_unknown(unknown)
    { }

    ErrorList errors {ErrorList::Fields::Unique};

    void checkObjectMembers(const std::vector<FieldSpec> &specs, const QJsonObject &object, const QString &path,
                            bool topLevel)
    {
        for (const FieldSpec &spec : specs) {
            const QString fieldPath = child(path, spec.name);
            const auto it = object.constFind(spec.name);
            if (it == object.constEnd()) {
                if (isRequired(spec, object, topLevel))
                    add(fieldPath, Validator::tr("This field is required."));
                continue;
            }
            if (topLevel && spec.createOnly && m_operation == Operation::Update) {
                add(fieldPath, Validator::tr("This field can only be set when the object is created."));
                continue;
            }
            checkValue(spec, it.value(), fieldPath);
        }
        if (m_unknown == Validator::UnknownFields::Reject) {
            for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
                const bool known
                    = std::any_of(specs.cbegin(), specs.cend(), [&](const FieldSpec &s) { return s.name == it.key(); });
                if (!known)
                    addLazily(child(path, it.key()),
                              [] { return Validator::tr("This field is not part of the interface."); });
            }
        }
    }

    void checkValue(const FieldSpec &spec, const QJsonValue &value, const QString &path)
    {
        switch (spec.type) {
        case FieldType::String:
            return checkString(spec, value, path);
        case FieldType::Integer:
        case FieldType::Number:
            return checkNumber(spec, value, path);
        case FieldType::Boolean:
            if (!value.isBool())
                addLazily(path, [] { return Validator::tr("Must be true or false."); });
            return;
        case FieldType::Object:
            if (!value.isObject())
                return addLazily(path, [] { return Validator::tr("Must be a JSON object."); });
            if (!spec.fields.empty())
                checkObjectMembers(spec.fields, value.toObject(), path, false);
            return;
        case FieldType::StringMap:
            return checkStringMap(value, path);
        case FieldType::Array:
            return checkArray(spec, value, path);
        case FieldType::ModelRef:
            return checkModelRef(value, path);
        case FieldType::MessageContent:
            return checkContent(value, path);
        }
    }

private:
    Operation m_operation;
    Validator::UnknownFields m_unknown;

    void add(const QString &path, const QString &message) { errors.add(path, message); }
    // The same for the problems a hostile body repeats by the thousand: past
    // the listed ones, the message is not even made.
    template<typename Message> void addLazily(const QString &path, Message message)
    {
        errors.add(path, errors.isFull() ? QString() : message());
    }

    // Paths are built only while problems are still listed: a body of
    // 500 000 bad items costs a count past the first hundred, not 500 000 paths.
    QString child(const QString &parent, const QString &name) const
    {
        return errors.isFull() ? QString() : childPath(parent, name);
    }
    QString item(const QString &parent, qsizetype index) const
    {
        return errors.isFull() ? QString() : indexPath(parent, index);
    }

    bool isRequired(const FieldSpec &spec, const QJsonObject &object, bool topLevel) const
    {
        // An update is partial and the stored object may already hold what a
        // rule asks for (a BYOK secret id), so it requires nothing at the top
        // level; members of a nested object sent whole (an agent, a scope) are
        // checked as on create.
        if (topLevel && m_operation == Operation::Update)
            return false;
        if (spec.required)
            return true;
        return !spec.requiredWhenField.isEmpty()
            && object.value(spec.requiredWhenField).toString() == spec.requiredWhenValue;
    }

    // Counted messages: English has a singular that "%n characters" cannot
    // give without a loaded translation, so a count of 1 has its own source
    // text; the %n texts stay open to every language's plural forms.
    void checkString(const FieldSpec &spec, const QJsonValue &value, const QString &path)
    {
        if (!value.isString())
            return addLazily(path, [] { return Validator::tr("Must be a string."); });
        const QString s = value.toString();
        const qint64 length = Validator::characterCount(s);
        if (spec.minLength && length < *spec.minLength) {
            if (*spec.minLength == 1)
                return add(path, Validator::tr("Must not be empty."));
            return add(path,
                       Validator::tr("Must have at least %n characters; this has %1.", nullptr, int(*spec.minLength))
                           .arg(length));
        }
        if (spec.maxLength && length > *spec.maxLength) {
            if (*spec.maxLength == 1)
                return add(path, Validator::tr("Must have at most 1 character; this has %1.").arg(length));
            return add(path,
                       Validator::tr("Must have at most %n characters; this has %1.", nullptr, int(*spec.maxLength))
                           .arg(length));
        }
        if (!spec.enumValues.isEmpty() && !spec.enumValues.contains(s))
            return add(path, Validator::tr("Must be one of: %1.").arg(spec.enumValues.join(u", "_s)));
        switch (spec.format) {
        case StringFormat::None:
            break;
        case StringFormat::Uuid:
            if (!Validator::isUuid(s))
                add(path, Validator::tr("Must be a UUID (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx)."));
            break;
        case StringFormat::ModelTarget:
            if (!Validator::isModelTarget(s))
                add(path, Validator::tr("Must be group:<uuid> or custom:<uuid>."));
            break;
        }
    }

    void checkNumber(const FieldSpec &spec, const QJsonValue &value, const QString &path)
    {
        const bool wantInteger = spec.type == FieldType::Integer;
        if (!value.isDouble() || (wantInteger && !isWholeNumber(value.toDouble())))
            return addLazily(path, [wantInteger] {
                return wantInteger ? Validator::tr("Must be a whole number.") : Validator::tr("Must be a number.");
            });
        const double v = value.toDouble();
        if (wantInteger) {
            const Bounds bounds = integerBounds(spec.minimum, spec.maximum);
            if (v < bounds.minimum || v > bounds.maximum)
                add(path, rangeMessage(bounds.minimum, bounds.maximum));
            return;
        }
        const bool low = spec.minimum && v < *spec.minimum;
        const bool high = spec.maximum && v > *spec.maximum;
        if (!low && !high)
            return;
        add(path, rangeMessage(spec.minimum, spec.maximum));
    }

    void checkStringMap(const QJsonValue &value, const QString &path)
    {
        if (!value.isObject())
            return add(path, Validator::tr("Must be a JSON object of names and text values."));
        const QJsonObject object = value.toObject();
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            if (it.key().trimmed().isEmpty())
                return add(path, Validator::tr("A name must not be empty."));
            if (!it.value().isString())
                return addLazily(child(path, it.key()), [] { return Validator::tr("Must be a string."); });
        }
    }

    void checkArray(const FieldSpec &spec, const QJsonValue &value, const QString &path)
    {
        if (!value.isArray())
            return addLazily(path, [] { return Validator::tr("Must be a JSON array."); });
        const QJsonArray array = value.toArray();
        if (spec.minLength && array.size() < *spec.minLength) {
            if (*spec.minLength == 1)
                return add(path, Validator::tr("Must have at least 1 item."));
            return add(path,
                       Validator::tr("Must have at least %n items; this has %1.", nullptr, int(*spec.minLength))
                           .arg(array.size()));
        }
        if (spec.maxLength && array.size() > *spec.maxLength) {
            if (*spec.maxLength == 1)
                return add(path, Validator::tr("Must have at most 1 item; this has %1.").arg(array.size()));
            return add(path,
                       Validator::tr("Must have at most %n items; this has %1.", nullptr, int(*spec.maxLength))
                           .arg(array.size()));
        }
        if (!spec.item)
            return;
        for (qsizetype i = 0; i < array.size(); ++i)
            checkValue(*spec.item, array.at(i), item(path, i));
    }

    void checkModelRef(const QJsonValue &value, const QString &path)
    {
        if (!value.isObject())
            return addLazily(path, [] { return Validator::tr("Must be a model reference object."); });
        QJsonObject ref = value.toObject();
        // `resolved` is what the service adds on read (an object, or null when
        // the token cannot see the target); a client that sends an object back
        // as it was read must not be refused for it.
        ref.remove(u"resolved"_s);
        if (!ref.contains(u"type"_s))
            return add(child(path, u"type"_s), Validator::tr("This field is required."));
        const QString type = ref.value(u"type"_s).toString();
        FieldSpec idField;
        if (type == u"llm"_s) {
            idField.name = u"llmModelName"_s;
            idField.minLength = 1;
        } else if (type == u"custom"_s) {
            idField.name = u"customModelId"_s;
            idField.format = StringFormat::Uuid;
        } else if (type == u"group"_s) {
            idField.name = u"groupModelId"_s;
            idField.format = StringFormat::Uuid;
        } else {
            return add(child(path, u"type"_s), Validator::tr("Must be one of: llm, custom, group."));
        }
        idField.required = true;
        FieldSpec typeField;
        typeField.name = u"type"_s;
        typeField.required = true;
        checkObjectMembers({typeField, idField}, ref, path, false);
    }

    void checkContent(const QJsonValue &value, const QString &path)
    {
        if (value.isString())
            return;
        if (!value.isArray())
            return addLazily(path, [] { return Validator::tr("Must be a string or an array of content parts."); });
        const QJsonArray parts = value.toArray();
        for (qsizetype i = 0; i < parts.size(); ++i) {
            const QString partPath = item(path, i);
            const QJsonObject part = parts.at(i).toObject();
            if (!parts.at(i).isObject() || !part.value(u"type"_s).isString())
                return add(partPath, Validator::tr("A content part must be an object with a type."));
            if (part.value(u"type"_s).toString() == u"text"_s && !part.value(u"text"_s).isString())
                return add(child(partPath, u"text"_s), Validator::tr("A text part needs its text."));
        }
    }
};

} // namespace

QList<FieldError> Validator::validate(const ResourceKind &kind, const QJsonObject &body, Operation operation,
                                      UnknownFields unknown)
{
    Checker checker(operation, unknown);
    checker.checkObjectMembers(std::vector<FieldSpec>(kind.fields.cbegin(), kind.fields.cend()), body, QString(), true);
    return checker.errors.take();
}

QList<FieldError> Validator::validateQuery(const ResourceKind &kind, const QList<QPair<QString, QString>> &query,
                                           UnknownFields unknown)
{
    ErrorList errors(ErrorList::Fields::MayRepeat);
    const auto add = [&errors](const QString &name, const QString &message) { errors.add(name, message); };
    for (const auto &[name, value] : query) {
        const QueryFieldSpec *spec = kind.listQueryField(name);
        if (!spec) {
            // Past the listed problems the message is not made (a query of 100 000 unknown fields).
            if (unknown == UnknownFields::Reject)
                add(name, errors.isFull() ? QString() : tr("This query field is not part of the interface."));
            continue;
        }
        if (spec->type == FieldType::Integer) {
            bool fits = false;
            const qlonglong number = value.toLongLong(&fits);
            const Bounds bounds = integerBounds(spec->minimum, spec->maximum);
            if (!isIntegerText(value))
                add(name, tr("Must be a whole number."));
            else if (!fits || double(number) < bounds.minimum || double(number) > bounds.maximum)
                add(name, rangeMessage(bounds.minimum, bounds.maximum));
        } else if (!spec->enumValues.isEmpty() && !spec->enumValues.contains(value)) {
            add(name, tr("Must be one of: %1.").arg(spec->enumValues.join(u", "_s)));
        } else if (spec->format == StringFormat::Uuid && !isUuid(value)) {
            add(name, tr("Must be a UUID (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx)."));
        }
    }
    return errors.take();
}

FieldError Validator::moreErrors(qsizetype count)
{
    // English has a singular that "%n fields" cannot give without a loaded translation.
    if (count == 1)
        return {QString(), tr("And 1 more field has a problem.")};
    return {QString(), tr("And %n more fields have problems.", nullptr, int(count))};
}

QList<FieldError> Validator::validateUploadSize(qint64 fileBytes, qint64 metadataBytes)
{
    QList<FieldError> errors;
    if (fileBytes > ResourceKind::MaxUploadBytes)
        errors.append(
            {u"file"_s,
             tr("Must be at most %1; this file is %2.")
                 .arg(limitText(ResourceKind::MaxUploadBytes), sizeText(fileBytes, ResourceKind::MaxUploadBytes))});
    if (metadataBytes > ResourceKind::MaxMetadataBytes)
        errors.append({u"metadata"_s,
                       tr("Must be at most %1; this is %2.")
                           .arg(limitText(ResourceKind::MaxMetadataBytes),
                                sizeText(metadataBytes, ResourceKind::MaxMetadataBytes))});
    return errors;
}

bool Validator::isUuid(QStringView text)
{
    if (text.size() != 36)
        return false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (i == 8 || i == 13 || i == 18 || i == 23) {
            if (c != u'-')
                return false;
        } else if (!((c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F'))) {
            return false;
        }
    }
    return true;
}

bool Validator::isModelTarget(QStringView text)
{
    const ChatTarget target = ChatTarget::parse(text);
    return target.isValid() && isUuid(target.id);
}

qint64 Validator::characterCount(QStringView text)
{
    qint64 count = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (!(text.at(i).isLowSurrogate() && i > 0 && text.at(i - 1).isHighSurrogate()))
            ++count;
    }
    return count;
}

} // namespace baton
