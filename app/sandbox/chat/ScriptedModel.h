#pragma once

#include "sandbox/ChatWorld.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace baton::sandbox {

// A tool call the model decided to make.
struct PlannedCall {
    ChatTool tool;
    QJsonObject arguments;
};

// What one tool call came to, as the answer reports it.
struct ToolReport {
    enum class State {
        Answered, // the target answered over HTTP (any status)
        Failed, // no HTTP answer: network error, timeout, missing secret, bad URL
        Denied, // the user denied the call
        NotCalled, // the model could not make the call (unknown tool, bad arguments)
    };
    QString callId; // empty for NotCalled
    QString toolName;
    State state = State::NotCalled;
    int httpStatus = 0;
    QString text; // body excerpt, error, denial reason or why it was not called
    QJsonObject members; // the body's members when it is a JSON object
};

// An API resource fetched for the answer.
struct Citation {
    QString name;
    QString url;
    int httpStatus = 0; // 0: no HTTP answer, `text` says why
    QString text;
    QJsonObject members; // the body's members when it is a JSON object
};

// What the model does with one user message.
struct ModelPlan {
    QList<PlannedCall> calls;
    QList<ToolReport> notCalled; // `/tool` commands it could not follow
    std::optional<int> longWords; // `/long N`
    bool fail = false; // `/fail`
};

// Everything the answer text is built from.
struct AnswerInput {
    ChatTarget target;
    QString mode; // group models: the effective mode
    QString userText;
    QList<ToolReport> reports;
    QList<Citation> citations;
    std::optional<int> longWords;
};

// The sandbox's deterministic stand-in for an LLM. Pure functions: the same
// input always gives the same plan and the same text.
//
// Commands, read in the text given to plan():
// - `/tool <name> <json-object>`: calls the available tool whose name the text
//   continues with (case-insensitive; the longest such name, followed by
//   white space, `{` or the end). The arguments are the JSON object that
//   follows, `{}` when neither `{` nor `[` follows. Each command is one call, so a message can
//   call several tools, or one tool several times. An unknown name or
//   arguments that are not a JSON object make no call; the answer says why.
// - naming a tool: when the text has no `/tool` command, every available
//   tool whose name appears as a whole word (case-insensitive) is called once
//   with `{}`, in order of first appearance (ToolNaming::CommandsOrNames).
// - `/long N`: the answer grows to about N words (1 to MaxLongWords).
// - `/fail`: the answer breaks off half way (the endpoint decides how).
class ScriptedModel
{
    Q_DECLARE_TR_FUNCTIONS(baton::sandbox::ScriptedModel)

public:
    enum class ToolNaming {
        CommandsOrNames, // a first request: `/tool` commands, else tool names
        CommandsOnly, // a resume: only `/tool` commands open another round
    };

    static constexpr int MaxLongWords = 20000;

    [[nodiscard]] static ModelPlan plan(const QString &text, const QList<ChatTool> &tools,
                                        ToolNaming naming = ToolNaming::CommandsOrNames);

    // The Markdown answer: a heading, a list, a fenced code block and a table,
    // then the tool reports and the cited resources, then /long padding.
    [[nodiscard]] static QString answer(const AnswerInput &input);

    // The answer cut into the pieces a stream sends: each word with the white
    // space after it (leading white space goes with the first word). The
    // pieces concatenate to the text; their count is the completion's tokens.
    [[nodiscard]] static QStringList tokens(const QString &text);

    // Words of a prompt, as usage counts them.
    [[nodiscard]] static int wordCount(const QString &text);
};

} // namespace baton::sandbox
