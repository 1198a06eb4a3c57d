#include "ui/chat/ApprovalDialog.h"

#include "core/api/ToolArguments.h"
#include "core/chat/CallTool.h"
#include "core/chat/ToolRequest.h"
#include "core/models/ResourceListModel.h"
#include "core/resources/ResourceKind.h"
#include "ui/widgets/AccessibleNames.h"
#include "ui/widgets/CountedTextEdit.h"
#include "ui/widgets/Icons.h"
#include "ui/widgets/StatusColors.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFrame>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStringListModel>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <optional>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

// The height of a read-only text that shows `lines` lines without scrolling.
int heightForLines(const QPlainTextEdit *edit, int lines)
{
    // Half a line more than the lines: the text's last line is laid out with
    // its leading, which a bare count of line spacings leaves out.
    const int lineSpacing = edit->fontMetrics().lineSpacing();
    return lineSpacing * lines + lineSpacing / 2 + 2 * int(edit->document()->documentMargin()) + 2 * edit->frameWidth();
}

// A scroll area that asks for the whole of its widget, with room for a
// vertical scroll bar: the dialog grows to its calls and scrolls only once
// the screen sets a limit (QScrollArea's own hint stops at 24 lines).
class CallsArea final : public QScrollArea
{
public:
    using QScrollArea::QScrollArea;

    [[nodiscard]] QSize sizeHint() const override
    {
        const int frame = 2 * frameWidth();
        const QSize content = widget() ? widget()->sizeHint() : QSize();
        return {content.width() + frame + verticalScrollBar()->sizeHint().width(), content.height() + frame};
    }
};

} // namespace

// The widgets of one tool call.
struct ApprovalDialog::Row {
    ChatToolCall call;
    QJsonObject arguments;
    QFrame *frame = nullptr;
    QLabel *endpoint = nullptr;
    QLabel *notEncrypted = nullptr;
    // Which tool the call runs, once the tools shared with the chat's target are read.
    std::optional<CallTool> tool;
    QLabel *risk = nullptr;
    QPlainTextEdit *argumentsEdit = nullptr;
    QCheckBox *reveal = nullptr;
    QRadioButton *approve = nullptr;
    QRadioButton *deny = nullptr;
    CountedTextEdit *reason = nullptr;
    QString maskedText;
};

ApprovalDialog::ApprovalDialog(ApiClient &client, const ChatApproval &approval, QWidget *parent)
    : QDialog(parent)
    , m_approval(approval)
    , m_tools(new ResourceListModel(client, ResourceKind::get(ResourceKind::Id::Tool), this))
    , m_toolsStatus(new QLabel(this))
    , m_countdown(new QLabel(this))
    , m_problem(new QLabel(this))
    , m_tick(new QTimer(this))
{
    setObjectName(u"approvalDialog"_s);
    setWindowTitle(tr("Approve tool calls"));

    auto *summary = new QLabel(tr("The answer asks to run %n tool call(s). Approve or deny each one; the "
                                  "conversation goes on with your decisions.",
                                  nullptr, int(approval.toolCalls.size())),
                               this);
    summary->setObjectName(u"summary"_s);
    summary->setWordWrap(true);

    m_countdown->setObjectName(u"countdown"_s);
    m_countdown->setWordWrap(true);
    // A fixed name, the time left as the description: a name that changed
    // every second would be read out every second.
    m_countdown->setAccessibleName(tr("Time left"));
    m_toolsStatus->setObjectName(u"toolsStatus"_s);
    m_toolsStatus->setWordWrap(true);
    m_toolsStatus->setTextFormat(Qt::PlainText); // the service's words as they are, never as rich text
    m_toolsStatus->setText(tr("Looking up the tools…"));
    m_problem->setObjectName(u"problem"_s);
    m_problem->setWordWrap(true);
    setStatusStyle(m_problem, Status::Error);
    m_problem->hide();

    auto *calls = new QWidget;
    calls->setObjectName(u"toolCalls"_s);
    auto *callsLayout = new QVBoxLayout(calls);
    for (qsizetype i = 0; i < std::min(approval.toolCalls.size(), MaxRows); ++i)
        buildRow(i, approval.toolCalls.at(i), calls);
    if (approval.toolCalls.size() > MaxRows)
        callsLayout->addWidget(buildRest());
    callsLayout->addStretch();
    m_scroll = new CallsArea(this);
    m_scroll->setObjectName(u"toolCallsScroll"_s);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setFocusPolicy(Qt::NoFocus);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setWidget(calls);
    // As wide as a tool call needs; the height scrolls, down to one call.
    m_scroll->setMinimumSize(calls->minimumSizeHint().width() + m_scroll->verticalScrollBar()->sizeHint().width(),
                             fontMetrics().lineSpacing() * 10);

    auto *approveAllButton = new QPushButton(icons::icon(icons::Icon::Approve), tr("&Approve all"), this);
    approveAllButton->setObjectName(u"approveAll"_s);
    approveAllButton->setAutoDefault(false);
    auto *denyAllButton = new QPushButton(icons::icon(icons::Icon::Deny), tr("&Deny all"), this);
    denyAllButton->setObjectName(u"denyAll"_s);
    denyAllButton->setAutoDefault(false);
    connect(approveAllButton, &QPushButton::clicked, this, &ApprovalDialog::approveAll);
    connect(denyAllButton, &QPushButton::clicked, this, &ApprovalDialog::denyAll);

    auto *buttons = new QDialogButtonBox(this);
    buttons->setObjectName(u"buttons"_s);
    m_submit = buttons->addButton(tr("&Submit decisions"), QDialogButtonBox::AcceptRole);
    m_submit->setObjectName(u"submitButton"_s);
    QPushButton *later = buttons->addButton(tr("Decide &later"), QDialogButtonBox::RejectRole);
    later->setObjectName(u"laterButton"_s);
    later->setToolTip(tr("Close; the tool calls keep waiting for a decision until the approval expires."));
    later->setAutoDefault(false);
    connect(m_submit, &QPushButton::clicked, this, &ApprovalDialog::submit);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *bulk = new QHBoxLayout;
    bulk->addWidget(approveAllButton);
    bulk->addWidget(denyAllButton);
    bulk->addStretch();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(summary);
    layout->addWidget(m_countdown);
    layout->addWidget(m_toolsStatus);
    layout->addWidget(m_scroll, 1);
    layout->addLayout(bulk);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    fitToContent();

    // The countdown ticks every second; expiry comes with the tick, up to a
    // second late, which is the safe side. An approval past its time when
    // the dialog opens expires once the caller could connect to expired().
    m_tick->setInterval(1000);
    connect(m_tick, &QTimer::timeout, this, &ApprovalDialog::tick);
    if (approval.expiresAt.isValid()) {
        m_tick->start();
        updateCountdown();
        QTimer::singleShot(0, this, &ApprovalDialog::tick);
    } else {
        m_countdown->hide();
    }

    connect(m_tools, &ResourceListModel::loadingChanged, this, [this](bool loading) {
        if (!loading)
            onToolsLoaded();
    });
    // Only the tools shared with the chat's target can run in it (CallTool).
    m_tools->setPageSize(ResourceKind::MaxPageSize);
    const Pager::Query shared = CallTool::sharedWithQuery(approval.model);
    if (shared.isEmpty()) {
        QTimer::singleShot(0, this, [this] {
            for (const std::unique_ptr<Row> &row : m_rows) {
                row->tool = CallTool::resolve(m_approval.model, row->call.name, {}, false);
                showTool(*row);
            }
            m_toolsStatus->setText(tr("The chat's target is not a model this console can name (%1): which tool "
                                      "each call runs is not proved.")
                                       .arg(m_approval.model));
            setStatusStyle(m_toolsStatus, Status::Warning);
        });
    } else {
        m_tools->setQuery(shared);
        m_tools->fetchMore({});
    }

    updateSubmit();
    // What there is to read first, named after its call; Tab goes on to the decision.
    if (!m_rows.empty())
        m_rows.front()->argumentsEdit->setFocus();
}

ApprovalDialog::~ApprovalDialog() = default;

void ApprovalDialog::buildRow(qsizetype index, const ChatToolCall &call, QWidget *parent)
{
    auto row = std::make_unique<Row>();
    row->call = call;
    row->frame = new QFrame(parent);
    row->frame->setObjectName(u"toolCall%1"_s.arg(index));
    row->frame->setFrameShape(QFrame::StyledPanel);

    auto *name = new QLabel(call.name.isEmpty() ? tr("(unnamed tool)") : call.name, row->frame);
    name->setObjectName(u"toolName"_s);
    name->setTextFormat(Qt::PlainText); // a tool's name as the service has it, never as rich text
    QFont bold = name->font();
    bold.setBold(true);
    name->setFont(bold);
    name->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // The call's id tells two calls of one tool apart, and finds the call in
    // the service's logs.
    auto *callId = new QLabel(tr("Call %1").arg(call.id), row->frame);
    callId->setObjectName(u"callId"_s);
    callId->setTextFormat(Qt::PlainText);
    callId->setTextInteractionFlags(Qt::TextSelectableByMouse);
    setStatusStyle(callId, Status::Muted);
    row->risk = new QLabel(tr("Risk: checking…"), row->frame);
    row->risk->setObjectName(u"risk"_s);
    row->endpoint = new QLabel(tr("Looking up the tool…"), row->frame);
    row->endpoint->setObjectName(u"endpoint"_s);
    row->endpoint->setWordWrap(true);
    row->endpoint->setTextFormat(Qt::PlainText);
    row->endpoint->setTextInteractionFlags(Qt::TextSelectableByMouse);
    row->notEncrypted = new QLabel(tr("Not encrypted (http)"), row->frame);
    row->notEncrypted->setObjectName(u"notEncrypted"_s);
    row->notEncrypted->setToolTip(
        tr("The call goes over plain http: its arguments and headers can be read and changed on the way."));
    setStatusStyle(row->notEncrypted, Status::Warning, StatusLook::Badge);
    row->notEncrypted->hide();
    row->arguments = QJsonDocument::fromJson(call.arguments.toUtf8()).object();

    bool anyMasked = false;
    row->maskedText = ToolArguments::masked(call.arguments, ToolArguments::Layout::Indented, &anyMasked);
    row->argumentsEdit = new QPlainTextEdit(row->maskedText, row->frame);
    row->argumentsEdit->setObjectName(u"arguments"_s);
    row->argumentsEdit->setReadOnly(true);
    row->argumentsEdit->setTabChangesFocus(true);
    row->argumentsEdit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    // As high as the arguments, up to eight lines: short arguments leave room
    // for the other calls, long ones scroll in their box.
    row->argumentsEdit->setFixedHeight(
        heightForLines(row->argumentsEdit, int(std::clamp<qsizetype>(row->maskedText.count(u'\n') + 1, 1, 8))));
    row->argumentsEdit->setAccessibleName(tr("Arguments of %1").arg(call.name));
    row->reveal = new QCheckBox(tr("Show &secret values"), row->frame);
    row->reveal->setObjectName(u"revealSecrets"_s);
    row->reveal->setVisible(anyMasked);
    Row *raw = row.get();
    connect(row->reveal, &QCheckBox::toggled, this, [this, raw](bool shown) {
        const QJsonDocument document = QJsonDocument::fromJson(raw->call.arguments.toUtf8());
        const QString plain
            = document.isNull() ? raw->call.arguments : QString::fromUtf8(document.toJson(QJsonDocument::Indented));
        raw->argumentsEdit->setPlainText(shown ? plain.trimmed() : raw->maskedText);
        showEndpoint(*raw);
    });

    row->approve = new QRadioButton(tr("Approve"), row->frame);
    row->approve->setObjectName(u"approve"_s);
    row->deny = new QRadioButton(tr("Deny"), row->frame);
    row->deny->setObjectName(u"deny"_s);
    auto *group = new QButtonGroup(row->frame);
    group->addButton(row->approve);
    group->addButton(row->deny);
    row->reason = new CountedTextEdit(ResourceKind::MaxDenialReason, row->frame);
    row->reason->setObjectName(u"reason"_s);
    // The reason is optional (contract §6: `reason` is optional, at most 2000
    // characters), so Submit does not wait for one: the box says so, and only
    // a reason over the limit holds Submit back.
    row->reason->setPlaceholderText(tr("Why the call is denied (optional; the model reads it)"));
    row->reason->setVisibleLines(2);
    nameAfterLabel(row->reason, tr("Reason for denying %1 (optional)").arg(call.name));
    row->reason->hide();
    connect(row->deny, &QRadioButton::toggled, this, [this, raw](bool denied) {
        raw->reason->setVisible(denied);
        updateSubmit();
        fitToContent();
    });
    // Choosing Deny on one call (not Deny all) leads on to its reason.
    connect(row->deny, &QRadioButton::clicked, this, [this, raw] { showReason(*raw); });
    connect(row->approve, &QRadioButton::toggled, this, &ApprovalDialog::updateSubmit);
    connect(row->reason, &CountedTextEdit::textChanged, this, &ApprovalDialog::updateSubmit);

    auto *header = new QHBoxLayout;
    header->addWidget(name);
    header->addWidget(callId);
    header->addStretch();
    header->addWidget(row->risk);
    auto *target = new QHBoxLayout;
    target->addWidget(row->endpoint, 1);
    target->addWidget(row->notEncrypted);
    // Each call's pair is a group named after the call, so that a screen
    // reader says which call an "Approve" decides.
    auto *decision = new QGroupBox(row->frame);
    decision->setObjectName(u"decision"_s);
    decision->setFlat(true);
    decision->setAccessibleName(tr("Decision on %1, call %2").arg(call.name, call.id));
    auto *pair = new QHBoxLayout(decision);
    pair->setContentsMargins(0, 0, 0, 0);
    pair->addWidget(row->approve);
    pair->addWidget(row->deny);
    auto *choice = new QHBoxLayout;
    choice->addWidget(decision);
    choice->addStretch();
    choice->addWidget(row->reveal);
    auto *layout = new QVBoxLayout(row->frame);
    layout->addLayout(header);
    layout->addLayout(target);
    layout->addWidget(row->argumentsEdit);
    layout->addLayout(choice);
    layout->addWidget(row->reason);
    parent->layout()->addWidget(row->frame);
    m_rows.push_back(std::move(row));
}

// A demanding admin reads every call before deciding, but thousands of rows
// of widgets (each with its arguments box) take seconds to build and lay out,
// and a decision per call cannot be made by hand anyway. The first MaxRows
// calls keep their rows; the others are listed, one line each (name and call
// id, drawn only as they scroll into view), with one decision and one reason
// for all of them. Approve all and Deny all decide them too.
QWidget *ApprovalDialog::buildRest()
{
    const QList<ChatToolCall> &calls = m_approval.toolCalls;
    const qsizetype rest = calls.size() - MaxRows;
    auto *frame = new QFrame;
    frame->setObjectName(u"otherToolCalls"_s);
    frame->setFrameShape(QFrame::StyledPanel);
    auto *heading = new QLabel(
        tr("%n more tool call(s), decided together:", nullptr, int(std::min<qsizetype>(rest, INT_MAX))), frame);
    QFont bold = heading->font();
    bold.setBold(true);
    heading->setFont(bold);
    QStringList lines;
    lines.reserve(rest);
    for (qsizetype i = MaxRows; i < calls.size(); ++i)
        lines.append(tr("%1 (call %2)", "a tool call's name, then its id")
                         .arg(calls.at(i).name.isEmpty() ? tr("(unnamed tool)") : calls.at(i).name, calls.at(i).id));
    auto *list = new QListView(frame);
    list->setObjectName(u"otherToolCallsList"_s);
    list->setModel(new QStringListModel(lines, list));
    list->setUniformItemSizes(true);
    list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    list->setFixedHeight(list->fontMetrics().lineSpacing() * 8 + 2 * list->frameWidth());
    list->setAccessibleName(tr("The other tool calls"));

    m_approveRest = new QRadioButton(tr("Approve these"), frame);
    m_approveRest->setObjectName(u"approveRest"_s);
    m_denyRest = new QRadioButton(tr("Deny these"), frame);
    m_denyRest->setObjectName(u"denyRest"_s);
    auto *group = new QButtonGroup(frame);
    group->addButton(m_approveRest);
    group->addButton(m_denyRest);
    m_restReason = new CountedTextEdit(ResourceKind::MaxDenialReason, frame);
    m_restReason->setObjectName(u"restReason"_s);
    m_restReason->setPlaceholderText(tr("Why these calls are denied (optional; the model reads it)"));
    m_restReason->setVisibleLines(2);
    nameAfterLabel(m_restReason, tr("Reason for denying the other tool calls (optional)"));
    m_restReason->hide();
    connect(m_denyRest, &QRadioButton::toggled, this, [this](bool denied) {
        m_restReason->setVisible(denied);
        updateSubmit();
        fitToContent();
    });
    connect(m_approveRest, &QRadioButton::toggled, this, &ApprovalDialog::updateSubmit);
    connect(m_restReason, &CountedTextEdit::textChanged, this, &ApprovalDialog::updateSubmit);

    auto *choice = new QHBoxLayout;
    choice->addWidget(m_approveRest);
    choice->addWidget(m_denyRest);
    choice->addStretch();
    auto *layout = new QVBoxLayout(frame);
    layout->addWidget(heading);
    layout->addWidget(list);
    layout->addLayout(choice);
    layout->addWidget(m_restReason);
    return frame;
}

QList<ToolDecision> ApprovalDialog::decisions() const
{
    QList<ToolDecision> decisions;
    for (const std::unique_ptr<Row> &row : m_rows) {
        if (row->approve->isChecked())
            decisions.append(ToolDecision::approve(row->call.id));
        else if (row->deny->isChecked())
            decisions.append(ToolDecision::deny(row->call.id, row->reason->text()));
    }
    if (m_approveRest && (m_approveRest->isChecked() || m_denyRest->isChecked())) {
        const QString reason = m_restReason->text();
        for (qsizetype i = MaxRows; i < m_approval.toolCalls.size(); ++i) {
            const QString &id = m_approval.toolCalls.at(i).id;
            decisions.append(m_approveRest->isChecked() ? ToolDecision::approve(id) : ToolDecision::deny(id, reason));
        }
    }
    return decisions;
}

void ApprovalDialog::preset(const QList<ToolDecision> &decisions)
{
    for (const ToolDecision &decision : decisions) {
        for (const std::unique_ptr<Row> &row : m_rows) {
            if (row->call.id != decision.toolCallId)
                continue;
            (decision.approved ? row->approve : row->deny)->setChecked(true);
            if (!decision.approved)
                row->reason->setText(decision.reason);
        }
    }
    updateSubmit();
}

void ApprovalDialog::approveAll()
{
    for (const std::unique_ptr<Row> &row : m_rows)
        row->approve->setChecked(true);
    if (m_approveRest)
        m_approveRest->setChecked(true);
}

void ApprovalDialog::denyAll()
{
    for (const std::unique_ptr<Row> &row : m_rows)
        row->deny->setChecked(true);
    if (m_denyRest)
        m_denyRest->setChecked(true);
}

void ApprovalDialog::submit()
{
    updateSubmit();
    if (!m_submit->isEnabled())
        return;
    const QList<ToolDecision> made = decisions();
    Q_EMIT decided(made);
    accept();
}

void ApprovalDialog::onToolsLoaded()
{
    // The whole list of the tools shared with the target: a call's tool is
    // proved only when no other of its name is.
    if (!m_tools->error() && m_tools->canFetchMore({})) {
        m_tools->fetchMore({});
        return;
    }

    if (m_tools->error()) {
        m_toolsStatus->setText(m_tools->missingCapability().isEmpty()
                                   ? tr("The tools list could not be read: %1").arg(m_tools->error()->userMessage())
                                   : tr("This token may not read the tools list (it lacks the “%1” capability): "
                                        "what each call does is unknown.")
                                         .arg(m_tools->missingCapability()));
        setStatusStyle(m_toolsStatus, Status::Error);
    } else if (m_tools->end() != Pager::End::Complete) {
        m_toolsStatus->setText(tr("The list of the tools shared with this chat's target ended early (%1): which "
                                  "tool each call runs is not proved.")
                                   .arg(m_tools->endReason()));
        setStatusStyle(m_toolsStatus, Status::Warning);
    } else {
        m_toolsStatus->hide();
    }
    const bool complete = !m_tools->error() && m_tools->end() == Pager::End::Complete;
    QList<QJsonObject> tools;
    tools.reserve(m_tools->rowCount());
    for (int i = 0; i < m_tools->rowCount(); ++i)
        tools.append(m_tools->objectAt(i));
    for (const std::unique_ptr<Row> &row : m_rows) {
        row->tool = CallTool::resolve(m_approval.model, row->call.name, tools, complete);
        showTool(*row);
    }
    fitToContent();
}

void ApprovalDialog::showTool(Row &row)
{
    const CallTool &tool = *row.tool;
    // An unproved tool's risk is not shown: it may belong to another tool.
    const ToolRisk risk = tool.status() == CallTool::Status::Unproved ? ToolRisk::Unknown : tool.risk();
    QString text;
    Status level = Status::Muted;
    switch (risk) {
    case ToolRisk::High:
        text = tr("High risk");
        level = Status::Error;
        break;
    case ToolRisk::Medium:
        text = tr("Medium risk");
        level = Status::Warning;
        break;
    case ToolRisk::Low:
        text = tr("Low risk");
        level = Status::Success;
        break;
    case ToolRisk::Unknown:
        text = tr("Unknown risk");
        break;
    }
    if (tool.status() == CallTool::Status::Ambiguous)
        //: The highest risk among the tools a call may run, when several share its name.
        text = tr("%1 (the highest of %n tools)", nullptr, int(tool.candidates().size())).arg(text);
    row.risk->setText(text);
    setStatusStyle(row.risk, level, StatusLook::Badge);
    row.risk->setProperty("level",
                          tool.status() == CallTool::Status::Proved
                              ? tool.candidates().constFirst().value("method"_L1).toString().toUpper()
                              : QString());
    showEndpoint(row);
}

void ApprovalDialog::showEndpoint(Row &row)
{
    if (!row.tool)
        return;
    const ToolRequest::Secrets secrets
        = row.reveal->isChecked() ? ToolRequest::Secrets::Shown : ToolRequest::Secrets::Masked;
    QStringList endpoints;
    bool plainHttp = false;
    for (const QJsonObject &candidate : row.tool->candidates()) {
        const ToolRequest request(candidate, row.arguments, secrets);
        endpoints.append(tr("%1 %2", "method, then the address the call reaches").arg(request.method(), request.url()));
        plainHttp = plainHttp || request.isPlainHttp();
    }
    const QString name = row.call.name;
    switch (row.tool->status()) {
    case CallTool::Status::Proved:
        row.endpoint->setText(endpoints.constFirst());
        break;
    case CallTool::Status::Ambiguous:
        row.endpoint->setText(tr("Ambiguous: %n tools named “%1” are shared with this chat's target, and the "
                                 "service may run any of them:",
                                 nullptr, int(endpoints.size()))
                                  .arg(name)
                              + u'\n' + endpoints.join(u'\n'));
        break;
    case CallTool::Status::Unproved:
        row.endpoint->setText(
            endpoints.isEmpty()
                ? tr("Method and address unknown: the tools shared with this chat's target could not be read "
                     "whole, and none named “%1” was among those read.")
                      .arg(name)
                : tr("Not proved: the tools read that are named “%1”, of a list that could not be read whole:")
                        .arg(name)
                    + u'\n' + endpoints.join(u'\n'));
        break;
    case CallTool::Status::NotShared:
        row.endpoint->setText(
            tr("No tool named “%1” is shared with this chat's target: what the call does is unknown.").arg(name));
        break;
    }
    row.notEncrypted->setVisible(plainHttp);
}

void ApprovalDialog::showReason(Row &row)
{
    // The reason box was just shown: lay it out now, so that the area knows
    // where it is before scrolling to it.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    m_scroll->ensureWidgetVisible(row.reason);
    row.reason->editor()->setFocus(Qt::OtherFocusReason);
}

void ApprovalDialog::fitToContent()
{
    // As large as the calls need, up to 80 % of the screen's free area; the
    // calls scroll beyond that. Grows only: a size the user chose stays.
    const QScreen *screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
    const QRect available = screen->availableGeometry();
    const QSize cap(available.width() * 4 / 5, available.height() * 4 / 5);
    const QSize frame = frameGeometry().size() - geometry().size();
    // The calls' layout does not tell the dialog's of a change: ask again.
    m_scroll->updateGeometry();
    // Wide enough for an address and its arguments on one line each, mostly.
    QSize wanted = sizeHint().expandedTo(QSize(fontMetrics().averageCharWidth() * 110, 0));
    wanted = wanted.boundedTo(cap - frame).expandedTo(minimumSizeHint());
    const QSize grown = isVisible() ? size().expandedTo(wanted).boundedTo(cap - frame) : wanted;
    if (grown == size())
        return;
    resize(grown);
    if (!isVisible())
        return;
    // Grown past the screen's edge: back inside it.
    QRect placed = frameGeometry();
    placed.moveBottom(std::min(placed.bottom(), available.bottom()));
    placed.moveRight(std::min(placed.right(), available.right()));
    placed.moveTop(std::max(placed.top(), available.top()));
    placed.moveLeft(std::max(placed.left(), available.left()));
    move(placed.topLeft());
}

void ApprovalDialog::setClock(Clock clock)
{
    m_clock = std::move(clock);
    if (m_approval.expiresAt.isValid())
        tick();
}

QDateTime ApprovalDialog::now() const
{
    return m_clock ? m_clock().toUTC() : QDateTime::currentDateTimeUtc();
}

void ApprovalDialog::tick()
{
    if (m_expired || !m_approval.expiresAt.isValid())
        return;
    if (now() >= m_approval.expiresAt)
        expire();
    else
        updateCountdown();
}

void ApprovalDialog::updateCountdown()
{
    const qint64 left = std::max<qint64>(0, now().secsTo(m_approval.expiresAt));
    // expires_at is the service's time; the user reads this machine's clock.
    const QTime at = QDateTime::currentDateTime().addSecs(left).time();
    // Read once: this machine's clock moving under it would change the minute.
    if (m_expiresAtText.isEmpty())
        m_expiresAtText = QLocale().toString(at, QLocale::ShortFormat);
    m_countdown->setText(tr("Expires in %1 (at %2).").arg(timeLeftText(left), m_expiresAtText));
    // A screen reader hears the time it expires at, then that a minute is
    // left, then that it expired: not a new description every second.
    const QString description = left < 60 ? tr("Less than a minute left: expires at %1.").arg(m_expiresAtText)
                                          : tr("Expires at %1.").arg(m_expiresAtText);
    if (m_countdown->accessibleDescription() != description)
        m_countdown->setAccessibleDescription(description);
    setStatusStyle(m_countdown, left < 60 ? std::optional(Status::Error) : std::nullopt);
}

QString ApprovalDialog::timeLeftText(qint64 seconds)
{
    return seconds >= 3600 ? u"%1:%2:%3"_s.arg(seconds / 3600)
                                 .arg(seconds / 60 % 60, 2, 10, QChar(u'0'))
                                 .arg(seconds % 60, 2, 10, QChar(u'0'))
                           : u"%1:%2"_s.arg(seconds / 60).arg(seconds % 60, 2, 10, QChar(u'0'));
}

void ApprovalDialog::expire()
{
    m_expired = true;
    m_tick->stop();
    m_countdown->setText(tr("This approval expired by the service's clock, as far as Baton can tell: the tool calls "
                            "will not run. The conversation is kept; send a new message to ask again."));
    m_countdown->setAccessibleDescription(m_countdown->text());
    setStatusStyle(m_countdown, Status::Error, StatusLook::Banner);
    updateSubmit();
    Q_EMIT expired();
}

void ApprovalDialog::updateSubmit()
{
    QStringList problems;
    qsizetype undecided = 0;
    for (const std::unique_ptr<Row> &row : m_rows) {
        if (!row->approve->isChecked() && !row->deny->isChecked())
            ++undecided;
        else if (row->deny->isChecked() && row->reason->isOverLimit())
            problems.append(tr("The reason for denying %1 has %2 characters; at most %3 are allowed.")
                                .arg(row->call.name, QLocale().toString(row->reason->count()),
                                     QLocale().toString(ResourceKind::MaxDenialReason)));
    }
    if (m_approveRest) {
        if (!m_approveRest->isChecked() && !m_denyRest->isChecked())
            undecided += m_approval.toolCalls.size() - MaxRows;
        else if (m_denyRest->isChecked() && m_restReason->isOverLimit())
            problems.append(
                tr("The reason for denying the other calls has %1 characters; at most %2 are allowed.")
                    .arg(QLocale().toString(m_restReason->count()), QLocale().toString(ResourceKind::MaxDenialReason)));
    }
    m_problem->setText(problems.join(u'\n'));
    m_problem->setVisible(!problems.isEmpty());
    m_submit->setEnabled(!m_expired && undecided == 0 && problems.isEmpty() && !m_rows.empty());
    m_submit->setToolTip(m_expired ? tr("The approval expired by the service's clock, as far as Baton can tell.")
                             : undecided > 0 ? tr("Approve or deny %n more call(s) first.", nullptr, int(undecided))
                                             : QString());
}

} // namespace baton
