#include "chat/ApprovalDialog.h"

#include "chat/ToolArguments.h"
#include "models/ResourceListModel.h"
#include "resources/ResourceKind.h"
#include "widgets/AccessibleNames.h"
#include "widgets/CountedTextEdit.h"
#include "widgets/Icons.h"
#include "widgets/StatusColors.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFrame>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

// "host:port/path" of a tool's urlTemplate, placeholders kept as written.
QString endpointOf(const QString &urlTemplate)
{
    const QUrl url(urlTemplate, QUrl::TolerantMode);
    if (!url.isValid() || url.host().isEmpty())
        return urlTemplate;
    QString endpoint = url.host();
    if (url.port() > 0)
        endpoint += u':' + QString::number(url.port());
    return endpoint + url.path(QUrl::FullyDecoded);
}

} // namespace

// The widgets of one tool call.
struct ApprovalDialog::Row {
    ChatToolCall call;
    QFrame *frame = nullptr;
    QLabel *endpoint = nullptr;
    QLabel *risk = nullptr;
    QPlainTextEdit *arguments = nullptr;
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
    for (qsizetype i = 0; i < approval.toolCalls.size(); ++i)
        buildRow(i, approval.toolCalls.at(i), calls);
    callsLayout->addStretch();
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(u"toolCallsScroll"_s);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setWidget(calls);
    // As wide as a tool call needs; the height scrolls, down to one call.
    scroll->setMinimumSize(calls->minimumSizeHint().width() + scroll->verticalScrollBar()->sizeHint().width(),
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
    layout->addWidget(scroll, 1);
    layout->addLayout(bulk);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    resize(640, 520);

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
    m_tools->setPageSize(ResourceKind::MaxPageSize);
    m_tools->fetchMore({});

    updateSubmit();
    if (!m_rows.empty())
        m_rows.front()->approve->setFocus();
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
    QFont bold = name->font();
    bold.setBold(true);
    name->setFont(bold);
    name->setTextInteractionFlags(Qt::TextSelectableByMouse);
    row->risk = new QLabel(tr("Risk: checking…"), row->frame);
    row->risk->setObjectName(u"risk"_s);
    row->endpoint = new QLabel(tr("Looking up the tool…"), row->frame);
    row->endpoint->setObjectName(u"endpoint"_s);
    row->endpoint->setWordWrap(true);
    row->endpoint->setTextInteractionFlags(Qt::TextSelectableByMouse);

    bool anyMasked = false;
    row->maskedText = ToolArguments::masked(call.arguments, ToolArguments::Layout::Indented, &anyMasked);
    row->arguments = new QPlainTextEdit(row->maskedText, row->frame);
    row->arguments->setObjectName(u"arguments"_s);
    row->arguments->setReadOnly(true);
    row->arguments->setTabChangesFocus(true);
    row->arguments->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    row->arguments->setMaximumHeight(140);
    row->arguments->setAccessibleName(tr("Arguments of %1").arg(call.name));
    row->reveal = new QCheckBox(tr("Show &secret values"), row->frame);
    row->reveal->setObjectName(u"revealSecrets"_s);
    row->reveal->setVisible(anyMasked);
    Row *raw = row.get();
    connect(row->reveal, &QCheckBox::toggled, this, [raw](bool shown) {
        const QJsonDocument document = QJsonDocument::fromJson(raw->call.arguments.toUtf8());
        const QString plain = document.isNull() ? raw->call.arguments
                                                : QString::fromUtf8(document.toJson(QJsonDocument::Indented));
        raw->arguments->setPlainText(shown ? plain.trimmed() : raw->maskedText);
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
    row->reason->setPlaceholderText(tr("Why the call is denied (optional; the model reads it)"));
    row->reason->setVisibleLines(2);
    nameAfterLabel(row->reason, tr("Reason for denying %1").arg(call.name));
    row->reason->hide();
    connect(row->deny, &QRadioButton::toggled, this, [this, raw](bool denied) {
        raw->reason->setVisible(denied);
        updateSubmit();
    });
    connect(row->approve, &QRadioButton::toggled, this, &ApprovalDialog::updateSubmit);
    connect(row->reason, &CountedTextEdit::textChanged, this, &ApprovalDialog::updateSubmit);

    auto *header = new QHBoxLayout;
    header->addWidget(name);
    header->addStretch();
    header->addWidget(row->risk);
    auto *choice = new QHBoxLayout;
    choice->addWidget(row->approve);
    choice->addWidget(row->deny);
    choice->addStretch();
    choice->addWidget(row->reveal);
    auto *layout = new QVBoxLayout(row->frame);
    layout->addLayout(header);
    layout->addWidget(row->endpoint);
    layout->addWidget(row->arguments);
    layout->addLayout(choice);
    layout->addWidget(row->reason);
    parent->layout()->addWidget(row->frame);
    m_rows.push_back(std::move(row));
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
    return decisions;
}

void ApprovalDialog::approveAll()
{
    for (const std::unique_ptr<Row> &row : m_rows)
        row->approve->setChecked(true);
}

void ApprovalDialog::denyAll()
{
    for (const std::unique_ptr<Row> &row : m_rows)
        row->deny->setChecked(true);
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
    // Read on until every called tool is found or the list ends.
    QStringList missing;
    for (const std::unique_ptr<Row> &row : m_rows) {
        bool found = false;
        for (int i = 0; i < m_tools->rowCount() && !found; ++i)
            found = m_tools->objectAt(i).value("name"_L1).toString().compare(row->call.name, Qt::CaseInsensitive) == 0;
        if (!found)
            missing.append(row->call.name);
    }
    if (!missing.isEmpty() && !m_tools->error() && m_tools->canFetchMore({})) {
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
    } else {
        m_toolsStatus->hide();
    }
    const bool readable = !m_tools->error();
    for (const std::unique_ptr<Row> &row : m_rows) {
        std::optional<QJsonObject> tool;
        for (int i = 0; i < m_tools->rowCount() && !tool; ++i) {
            const QJsonObject object = m_tools->objectAt(i);
            if (object.value("name"_L1).toString().compare(row->call.name, Qt::CaseInsensitive) == 0)
                tool = object;
        }
        showTool(*row, tool ? &*tool : nullptr);
        if (!tool)
            row->endpoint->setText(readable ? tr("Not in the tools list this token can read: what it does is unknown.")
                                            : tr("Method and address unknown."));
    }
}

void ApprovalDialog::showTool(Row &row, const QJsonObject *tool)
{
    const QString method = tool ? tool->value("method"_L1).toString().toUpper() : QString();
    QString risk;
    Status level = Status::Muted;
    if (method == "DELETE"_L1) {
        risk = tr("High risk");
        level = Status::Error;
    } else if (method == "POST"_L1 || method == "PUT"_L1 || method == "PATCH"_L1) {
        risk = tr("Medium risk");
        level = Status::Warning;
    } else if (method == "GET"_L1) {
        risk = tr("Low risk");
        level = Status::Success;
    } else {
        risk = tr("Unknown risk");
    }
    row.risk->setText(risk);
    setStatusStyle(row.risk, level, StatusLook::Badge);
    row.risk->setProperty("level", method);
    if (tool)
        row.endpoint->setText(tr("%1 %2", "method, then host and path")
                                  .arg(method, endpointOf(tool->value("urlTemplate"_L1).toString())));
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
    m_countdown->setText(
        tr("Expires in %1 (at %2).").arg(timeLeftText(left), QLocale().toString(at, QLocale::ShortFormat)));
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
    m_problem->setText(problems.join(u'\n'));
    m_problem->setVisible(!problems.isEmpty());
    m_submit->setEnabled(!m_expired && undecided == 0 && problems.isEmpty() && !m_rows.empty());
    m_submit->setToolTip(m_expired         ? tr("The approval expired by the service's clock, as far as Baton can tell.")
                             : undecided > 0 ? tr("Approve or deny %n more call(s) first.", nullptr, int(undecided))
                                             : QString());
}

} // namespace baton
