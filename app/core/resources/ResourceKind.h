#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace baton {

// The JSON shape a field takes. Composite shapes that the interface defines
// once and uses in several places (model references, message content) have a
// type of their own so that the table stays declarative.
enum class FieldType {
    String,
    Integer,
    Number,
    Boolean,
    Object, // `fields` lists the known members; none means free-form
    StringMap, // an object whose values are all strings (headers)
    Array, // `item` describes every element
    ModelRef, // {type: llm|custom|group, llmModelName|customModelId|groupModelId}
    MessageContent, // a string, or an array of parts ({type: "text", text})
};

enum class StringFormat {
    None,
    Uuid, // 8-4-4-4-12 hexadecimal, any case, no braces
    ModelTarget, // group:<uuid> or custom:<uuid>
};

enum class Operation { Create, Update };

enum class PagingFamily {
    None,
    Cursor, // limit + cursor
    Page, // page + pageSize
};

// One field of a request body, with every rule the interface gives for it.
struct FieldSpec {
    QString name;
    FieldType type = FieldType::String;
    bool required = false; // on create; an update (PATCH) never requires a field
    bool createOnly = false; // refused on update
    bool writeOnly = false; // sent, never read back (a secret's value): no copy of an object holds it
    StringFormat format = StringFormat::None;
    // String: length in characters (Unicode code points). Array: element count.
    std::optional<qint64> minLength;
    std::optional<qint64> maxLength;
    // Integer and Number: inclusive range.
    std::optional<double> minimum;
    std::optional<double> maximum;
    QStringList enumValues; // String: the closed set of values, when there is one
    // Required also on update-free bodies when the sibling `requiredWhenField`
    // holds `requiredWhenValue` (a team secret needs its teamId).
    QString requiredWhenField;
    QString requiredWhenValue;
    std::shared_ptr<const FieldSpec> item; // Array: the element
    std::vector<FieldSpec> fields; // Object: the known members
};

// A list query parameter of a collection, or a query of a single read.
struct QueryFieldSpec {
    QString name;
    FieldType type = FieldType::String; // String or Integer
    StringFormat format = StringFormat::None;
    QStringList enumValues;
    std::optional<double> minimum;
    std::optional<double> maximum;
};

// How a list shows the value of a column.
enum class ColumnFormat {
    Text, // as the value comes: text, number, yes/no, arrays joined, objects compact
    Timestamp, // an ISO 8601 date-time, shown in local time
    ByteSize, // a number of bytes, shown with its unit
    Label, // a value of a set the interface names (a file's status), shown by its label
    Address, // a URL (template): shown as text, wide, what tells two apart is often at its end
};

// One column of a resource list: the object member it shows and its header.
struct ListColumn {
    QString member;
    const char *title = nullptr; // untranslated, in the context "baton::ResourceKind"
    ColumnFormat format = ColumnFormat::Text;

    [[nodiscard]] QString translatedTitle() const;
};

// Everything the console and the sandbox need to know about one type of
// request body: where it lives, how its lists page, which capability it needs,
// its fields with their bounds, its query fields and the columns of its list.
// One instance per type, built once; see ResourceKind::get().
class ResourceKind
{
    Q_DECLARE_TR_FUNCTIONS(baton::ResourceKind)

public:
    enum class Id {
        Secret,
        Tool,
        ApiResource,
        File,
        CustomModel,
        GroupModel,
        ChatCompletion,
        ChatResume,
    };

    Id id;
    QString key; // stable identifier: "secrets", "tools", ... "chat", "resume"
    QString collectionPath; // "/v1/secrets"
    QString capability; // the token capability it needs; empty for chat
    PagingFamily paging = PagingFamily::None;
    bool canCreate = true;
    bool canReadOne = true;
    bool canUpdate = true;
    bool canDelete = true;
    bool multipartCreate = false; // files: `fields` describe the metadata JSON
    QList<FieldSpec> fields;
    QList<QueryFieldSpec> listQuery;
    QList<QueryFieldSpec> readQuery;
    // What a list of this type shows by default, in order: the name first,
    // then the members that tell objects apart, then the last change.
    QList<ListColumn> listColumns;

    [[nodiscard]] bool isManaged() const { return !capability.isEmpty(); }
    [[nodiscard]] const FieldSpec *field(QStringView name) const;
    [[nodiscard]] const QueryFieldSpec *listQueryField(QStringView name) const;
    [[nodiscard]] QString itemPath(const QString &id) const;
    [[nodiscard]] QString displayName() const; // "Secret"
    [[nodiscard]] QString pluralName() const; // "Secrets"
    // The plural name inside a sentence ("may not list secrets"): lower case
    // in English, as each language writes a noun there (German keeps its capital).
    [[nodiscard]] QString pluralNameInText() const; // "secrets"
    [[nodiscard]] QString pageSizeParameter() const; // "limit", "pageSize" or empty

    // Whole sentences about objects of a managed kind, one text per kind, so
    // that each language can make its articles and adjectives agree with the
    // kind's name ("Nouvelle ressource d’API", "Neues Secret").
    enum class Sentence {
        NewTitle, // "New tool"
        EditTitle, // "Edit tool — %1", %1 the object's name
        DeleteTitle, // "Delete tool"
        DeleteQuestion, // "Delete the tool “%1”? …", %1 the object's name
        NoneYet, // "No tools yet"
        UnsavedChanges, // "This tool has changes that are not saved. Discard them?"
    };
    [[nodiscard]] QString sentence(Sentence which) const;

    [[nodiscard]] static const ResourceKind &get(Id id);
    [[nodiscard]] static const ResourceKind *byKey(QStringView key);
    // The six managed resource types, in navigation order.
    [[nodiscard]] static QList<const ResourceKind *> managed();

    // Bounds shared by the whole interface.
    static constexpr int MinPageSize = 1;
    static constexpr int MaxPageSize = 100;
    // "5 MB" and "64 KB" read as 5 MiB and 64 KiB, the usual meaning of
    // upload limits on the service's side.
    static constexpr qint64 MaxUploadBytes = 5 * 1024 * 1024;
    static constexpr qint64 MaxMetadataBytes = 64 * 1024;
    static constexpr int MaxDenialReason = 2000;

    // Value sets the interface names.
    [[nodiscard]] static const QStringList &scopeTypes();
    [[nodiscard]] static const QStringList &groupIcons();
    [[nodiscard]] static const QStringList &groupModes();
    [[nodiscard]] static const QStringList &fileStatuses();
    [[nodiscard]] static const QStringList &capabilities();

    // The words a person reads for a value of one of those sets ("team" →
    // "Team", "orch" → "Orchestrate"); a value without a label as it is.
    [[nodiscard]] static QString valueLabel(const QString &value);
};

} // namespace baton
