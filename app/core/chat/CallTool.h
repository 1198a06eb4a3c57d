#pragma once

#include "core/paging/Pager.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace baton {

// How much harm a tool's call can do, by its HTTP method: DELETE high; POST,
// PUT and PATCH medium; GET low; anything else unknown.
enum class ToolRisk { Unknown, Low, Medium, High };
[[nodiscard]] ToolRisk toolRisk(const QString &method);

// Which tool a chat's tool call runs, as far as the console can prove it.
//
// A call names its tool by name only, and tool names are not unique. The
// service offers a chat target only the tools one of whose share scopes names
// that target itself (a custom model or a group model: not the tools shared
// with a group's brain or agents), and finds the called one by its name
// without regard to case (contract §10). So a call's tool is proved when the
// whole list of the tools shared with the target holds exactly one of that
// name. A tool whose scopes do not name the target is never a candidate,
// whatever list it came in (a server may ignore the list's scope filter).
class CallTool final
{
public:
    enum class Status {
        Proved, // exactly one tool shared with the target has the name: `candidates` holds it
        Ambiguous, // several have it: the service may run any of them, all in `candidates`
        Unproved, // the list could not be read whole: `candidates` holds those of the name that were read
        NotShared, // the whole list holds none of the name: what the call does is unknown
    };

    // The call of `name` in a chat with `target` (group:<uuid> or custom:<uuid>),
    // among `tools`: the list of the tools shared with it (sharedWithQuery()),
    // read whole when `complete`.
    [[nodiscard]] static CallTool resolve(const QString &target, const QString &name, const QList<QJsonObject> &tools,
                                          bool complete);
    // The tools list query for the tools shared with `target`: scopeType and
    // scopeId; empty when `target` is neither group:<id> nor custom:<id>.
    [[nodiscard]] static Pager::Query sharedWithQuery(const QString &target);
    // Whether one of the share scopes of `tool` names `target`.
    [[nodiscard]] static bool isSharedWith(const QJsonObject &tool, const QString &target);

    [[nodiscard]] Status status() const { return m_status; }
    [[nodiscard]] const QList<QJsonObject> &candidates() const { return m_candidates; }
    // The highest risk among the candidates, a method of no known risk
    // counting above Medium; Unknown without any candidate.
    [[nodiscard]] ToolRisk risk() const;

private:
    Status m_status = Status::NotShared;
    QList<QJsonObject> m_candidates;
};

} // namespace baton
