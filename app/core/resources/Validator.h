#pragma once

#include "core/resources/ResourceKind.h"

#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>

namespace baton {

// One problem with one field. `field` is a path into the body, as the service
// reports it in error.details[].field: "name", "agents[1].role", "brain.type".
struct FieldError {
    QString field;
    QString message;

    friend bool operator==(const FieldError &, const FieldError &) = default;
};

// Checks a request body or a list query against its ResourceKind: types,
// required fields, bounds, value sets, formats, create-only fields. Returns one
// translated message per offending field (the first problem found for it), in
// table order, so an editor can put each message beside its field. Past
// MaxErrors fields, the others are only counted, in one last entry with an
// empty field ("And 47900 more fields have problems."). Whole numbers are
// 32-bit: where the table gives no bound, the 32-bit range is the bound.
class Validator
{
    Q_DECLARE_TR_FUNCTIONS(baton::Validator)

public:
    static constexpr qsizetype MaxErrors = 100;

    enum class UnknownFields {
        Reject, // a member the table does not name is an error
        Allow, // ignored (chat bodies follow an open, OpenAI-compatible shape)
    };

    [[nodiscard]] static QList<FieldError> validate(const ResourceKind &kind, const QJsonObject &body,
                                                    Operation operation, UnknownFields unknown = UnknownFields::Reject);

    [[nodiscard]] static QList<FieldError> validateQuery(const ResourceKind &kind,
                                                         const QList<QPair<QString, QString>> &query,
                                                         UnknownFields unknown = UnknownFields::Reject);

    // The size limits of a file upload: the `file` part and the `metadata`
    // field (its JSON text, in bytes).
    [[nodiscard]] static QList<FieldError> validateUploadSize(qint64 fileBytes, qint64 metadataBytes);

    // The last entry of a list cut at MaxErrors: `count` fields more, with an empty field.
    [[nodiscard]] static FieldError moreErrors(qsizetype count);

    [[nodiscard]] static bool isUuid(QStringView text);
    [[nodiscard]] static bool isModelTarget(QStringView text);
    // Characters as a person counts them: Unicode code points.
    [[nodiscard]] static qint64 characterCount(QStringView text);
};

} // namespace baton
