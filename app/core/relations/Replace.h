#pragma once

#include "core/api/ApiError.h"
#include "core/resources/ResourceKind.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <functional>
#include <optional>

namespace baton {

class ApiClient;
class ApiJob;
struct ApiResult;

// Re-creates an object with changed create-time fields (a tool's share
// scopes, which no update may change): it reads the object as the service
// holds it now (a list's row may be a summary), posts its PortableCopy with
// the change made to that copy, then deletes the original. The copy never
// holds what the service adds (id, timestamps, owner, team) nor a secret's
// value: a tool keeps its auth fields' secret references.
//
// The new object has a new id. When the read or the create is refused (a 4xx)
// nothing changed; when the create gets no clear answer (a timeout, a broken
// connection, a 5xx) the copy may exist: createUncertain() says so, and the
// original is kept. When the delete is refused after the create, both objects
// exist and keptBoth() says so. A delete answered "not found" counts as done:
// the original is gone either way.
//
// Only kinds created from a JSON body: a file cannot be re-uploaded from what
// the service returns.
class Replace final : public QObject
{
    Q_OBJECT

public:
    enum class Step { Read, Create, Delete };
    // Makes the change to the copy's body (the current object's create fields).
    using Change = std::function<void(QJsonObject &body)>;
    Q_ENUM(Step)

    explicit Replace(ApiClient &client, QObject *parent = nullptr);
    ~Replace() override;

    // Whether objects of the kind can be replaced this way.
    [[nodiscard]] static bool canReplace(ResourceKind::Id kind);

    // Starts the replacement; one at a time per Replace.
    void start(ResourceKind::Id kind, const QString &id, Change change);
    [[nodiscard]] bool isRunning() const { return m_running; }

    [[nodiscard]] ResourceKind::Id kind() const { return m_kind; }
    [[nodiscard]] const QString &originalId() const { return m_originalId; }
    // The original as read; empty when the read failed.
    [[nodiscard]] const QJsonObject &original() const { return m_original; }
    // The new object as the service returned it; empty when the create failed.
    [[nodiscard]] const QJsonObject &created() const { return m_created; }
    // Why the step that failed failed, in the service's words; nothing on success.
    [[nodiscard]] const std::optional<ApiError> &error() const { return m_error; }
    [[nodiscard]] Step failedStep() const { return m_failedStep; }
    [[nodiscard]] bool succeeded() const
    {
        return !m_running && !m_error && m_refusal == Refusal::None && !m_created.isEmpty();
    }
    // The copy was created but the original could not be deleted: both exist.
    [[nodiscard]] bool keptBoth() const { return m_error && m_failedStep == Step::Delete; }
    // The create failed without the service refusing it (no answer, or a
    // 5xx): the copy may exist. The original was kept.
    [[nodiscard]] bool createUncertain() const;
    // What happened, for the user: nothing on success; else which step
    // failed, the service's words, for a refused delete that both exist now,
    // and for an uncertain create how to tell whether the copy exists.
    [[nodiscard]] QString failureMessage() const;

Q_SIGNALS:
    // A step is about to be sent.
    void stepStarted(baton::Replace::Step step);
    void finished();

private:
    void onRead(const ApiResult &result);
    void onCreated(const ApiResult &result);
    void onDeleted(const ApiResult &result);
    void finish();
    // The objects being re-created now, by any Replace: "<kind>/<lower-case id>".
    static QSet<QString> &inFlight();

    // Why the replace stopped without a service error.
    enum class Refusal {
        None,
        BusyElsewhere, // another Replace works on the same object
        CopyNotNamed, // the create's answer holds no id: the original is kept
    };

    ApiClient &m_client;
    ResourceKind::Id m_kind = ResourceKind::Id::Tool;
    QString m_originalId;
    Change m_change;
    QJsonObject m_original;
    QJsonObject m_created;
    std::optional<ApiError> m_error;
    Step m_failedStep = Step::Create;
    bool m_running = false;
    Refusal m_refusal = Refusal::None;
    QString m_key; // this replace's entry in inFlight()
};

} // namespace baton
