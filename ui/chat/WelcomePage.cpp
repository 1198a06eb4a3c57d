#include "ui/chat/WelcomePage.h"

#include "core/relations/NameBook.h"
#include "ui/widgets/Icons.h"
#include "ui/widgets/StatusColors.h"

#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QShowEvent>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

QLabel *wrappedLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    return label;
}

QLabel *heading(const QString &text, QWidget *parent, qreal scale)
{
    QLabel *label = wrappedLabel(text, parent);
    QFont font = label->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * scale);
    label->setFont(font);
    return label;
}

} // namespace

struct WelcomePage::Count {
    const ResourceKind *kind = nullptr;
    QPushButton *link = nullptr;
};

WelcomePage::WelcomePage(NameBook &names, QWidget *parent)
    : QWidget(parent)
    , m_names(names)
{
    setObjectName(u"welcomePage"_s);

    // The page scrolls rather than squeezing its text at the window's smallest size.
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(u"welcomeScroll"_s);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus);
    auto *content = new QWidget(scroll);
    content->setObjectName(u"welcomeContent"_s);

    auto *title = heading(tr("Welcome to Baton"), content, 1.5);
    title->setObjectName(u"welcomeTitle"_s);
    QWidget *connection = buildConnection(content);
    m_recent = new QWidget(content);
    m_recent->setObjectName(u"welcomeRecent"_s);
    auto *recentLayout = new QVBoxLayout(m_recent);
    recentLayout->setContentsMargins(0, 0, 0, 0);
    recentLayout->addWidget(heading(tr("Latest conversations"), m_recent, 1.15));
    m_recentGrid = new QGridLayout;
    m_recentGrid->setColumnStretch(1, 1);
    recentLayout->addLayout(m_recentGrid);
    m_recent->hide();
    m_examples = buildExamples(content);
    m_pages = buildPages(content);

    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(12, 12, 12, 12);
    layout->setSpacing(18);
    layout->addWidget(title);
    layout->addWidget(connection);
    layout->addWidget(m_recent);
    layout->addWidget(m_examples);
    layout->addWidget(m_pages);
    layout->addStretch(1);
    scroll->setWidget(content);

    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);

    updateConnection();

    // The book applies every object the console makes or deletes, and reads
    // a list again when only its kind is known: a count follows either way.
    const auto update = [this](ResourceKind::Id kind) {
        for (const auto &count : m_counts) {
            if (count->kind->id == kind)
                updateCount(*count);
        }
    };
    connect(&m_names, &NameBook::changed, this, update);
    connect(&m_names, &NameBook::failed, this, update);
    for (const auto &count : m_counts)
        updateCount(*count);
}

WelcomePage::~WelcomePage() = default;

QWidget *WelcomePage::buildConnection(QWidget *parent)
{
    auto *box = new QWidget(parent);
    box->setObjectName(u"welcomeConnection"_s);
    m_stateTitle = heading(QString(), box, 1.15);
    m_stateTitle->setObjectName(u"welcomeState"_s);
    m_profileRows = new QWidget(box);
    m_profileLabel = wrappedLabel(QString(), m_profileRows);
    m_profileLabel->setObjectName(u"welcomeProfile"_s);
    m_profileLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_addressLabel = wrappedLabel(QString(), m_profileRows);
    m_addressLabel->setObjectName(u"welcomeAddress"_s);
    m_addressLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // The service's words as they are, never as rich text.
    m_detail = wrappedLabel(QString(), box);
    m_detail->setObjectName(u"welcomeDetail"_s);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_editProfile = new QPushButton(icons::icon(icons::Icon::Edit), QString(), box);
    m_editProfile->setObjectName(u"welcomeEditProfile"_s);
    m_retry = new QPushButton(icons::icon(icons::Icon::Refresh), tr("Retry"), box);
    m_retry->setObjectName(u"welcomeRetry"_s);
    m_retry->setToolTip(tr("Check the connection again"));
    m_openSandbox = new QPushButton(icons::icon(icons::Icon::Sandbox), tr("Open the sandbox"), box);
    m_openSandbox->setObjectName(u"welcomeOpenSandbox"_s);
    m_openSandbox->setToolTip(tr("Start the local sandbox with demo data and connect to it: no account needed"));
    connect(m_editProfile, &QPushButton::clicked, this, &WelcomePage::editProfileRequested);
    connect(m_retry, &QPushButton::clicked, this, &WelcomePage::retryRequested);
    connect(m_openSandbox, &QPushButton::clicked, this, &WelcomePage::sandboxRequested);

    auto *form = new QFormLayout(m_profileRows);
    form->setContentsMargins(0, 0, 0, 0);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(tr("Profile:"), m_profileLabel);
    form->addRow(tr("Address:"), m_addressLabel);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_editProfile);
    buttons->addWidget(m_retry);
    buttons->addWidget(m_openSandbox);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stateTitle);
    layout->addWidget(m_profileRows);
    layout->addWidget(m_detail);
    layout->addLayout(buttons);
    return box;
}

QWidget *WelcomePage::buildExamples(QWidget *parent)
{
    auto *box = new QWidget(parent);
    box->setObjectName(u"welcomeExamples"_s);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(heading(tr("Try it"), box, 1.15));
    layout->addWidget(wrappedLabel(tr("The sandbox answers with a scripted model. An example is sent as your "
                                      "message to the chosen target, or to the first model listed when none is "
                                      "chosen."),
                                   box));
    auto *grid = new QGridLayout;
    grid->setColumnStretch(1, 1);
    const struct {
        QString name;
        QString text;
        QString prompt;
        QString what;
    } examples[] = {
        {u"welcomeExamplePlain"_s, tr("Ask a question"), plainPrompt(), tr("A plain answer in Markdown.")},
        {u"welcomeExampleTool"_s, tr("Create a ticket"), toolPrompt(),
         tr("Calls the demo's create_ticket tool, which waits for your approval.")},
        {u"welcomeExampleLong"_s, tr("Write at length"), longPrompt(),
         tr("A long answer, streamed word by word: try Stop, then Retry.")},
    };
    int row = 0;
    for (const auto &example : examples) {
        auto *button = new QPushButton(example.text, box);
        button->setObjectName(example.name);
        button->setToolTip(example.prompt);
        button->setAccessibleDescription(example.what);
        QLabel *what = wrappedLabel(example.what, box);
        QLabel *prompt = wrappedLabel(example.prompt, box);
        prompt->setObjectName(example.name + u"Prompt"_s);
        prompt->setTextInteractionFlags(Qt::TextSelectableByMouse);
        setStatusStyle(prompt, Status::Muted);
        auto *texts = new QVBoxLayout;
        texts->setSpacing(2);
        texts->addWidget(what);
        texts->addWidget(prompt);
        grid->addWidget(button, row, 0, Qt::AlignTop);
        grid->addLayout(texts, row, 1);
        ++row;
        connect(button, &QPushButton::clicked, this, [this, prompt = example.prompt] { Q_EMIT exampleChosen(prompt); });
    }
    layout->addLayout(grid);
    return box;
}

QWidget *WelcomePage::buildPages(QWidget *parent)
{
    auto *box = new QWidget(parent);
    box->setObjectName(u"welcomePages"_s);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(heading(tr("What this token may see"), box, 1.15));
    layout->addWidget(wrappedLabel(tr("Each page with the number of its objects. A page the token may not read "
                                      "names the capability it lacks."),
                                   box));
    // The links fill cells of one width, the widest link's (alignLinks), so
    // that they stand in even columns whatever the language and the counts;
    // the room left on the right stays empty.
    m_linkGrid = new QGridLayout;
    int index = 0;
    for (const ResourceKind *kind : ResourceKind::managed()) {
        auto count = std::make_unique<Count>();
        count->kind = kind;
        count->link = new QPushButton(kind->pluralName(), box);
        count->link->setObjectName(u"welcomeLink_"_s + kind->key);
        connect(count->link, &QPushButton::clicked, this, [this, id = kind->id] { Q_EMIT pageRequested(id); });
        m_linkGrid->addWidget(count->link, index / LinkColumns, index % LinkColumns);
        m_counts.push_back(std::move(count));
        ++index;
    }
    m_linkGrid->setColumnStretch(LinkColumns, 1);
    layout->addLayout(m_linkGrid);
    alignLinks();
    return box;
}

void WelcomePage::alignLinks()
{
    int widest = 0;
    for (const auto &count : m_counts)
        widest = std::max(widest, count->link->sizeHint().width());
    for (int column = 0; column < LinkColumns; ++column)
        m_linkGrid->setColumnMinimumWidth(column, widest);
}

QString WelcomePage::plainPrompt()
{
    //: An example message for the sandbox's scripted model; it must not name a tool.
    return tr("What can you help me with?");
}

QString WelcomePage::toolPrompt()
{
    // The title is written as a JSON string, whatever a translation holds.
    //: The title of a support ticket in an example message.
    const QString title
        = QString::fromUtf8(QJsonDocument(QJsonArray {tr("Printer on fire")}).toJson(QJsonDocument::Compact));
    //: An example message for the sandbox's scripted model. Keep /tool, create_ticket, "title", "priority" and
    //: "high" as they are: the sandbox reads them. %1 is the ticket's title, already in quotes.
    return tr("/tool create_ticket {\"title\": %1, \"priority\": \"high\"}").arg(title.mid(1, title.size() - 2));
}

QString WelcomePage::longPrompt()
{
    //: An example message for the sandbox's scripted model; it must not name a tool.
    return tr("Tell me everything about support tickets.") + u" /long 600"_s;
}

void WelcomePage::setProfile(const QString &name, const QUrl &baseUrl, bool sandbox)
{
    m_profileName = name;
    m_baseUrl = baseUrl;
    m_sandbox = sandbox;
    updateConnection();
}

void WelcomePage::setConnectionState(Connection state, const QString &message)
{
    m_state = state;
    m_message = message;
    updateConnection();
}

void WelcomePage::updateConnection()
{
    const bool hasProfile = !m_profileName.isEmpty();
    m_profileLabel->setText(m_profileName);
    m_addressLabel->setText(m_baseUrl.toDisplayString());
    m_profileRows->setVisible(hasProfile);

    QString title;
    QString detail = m_message;
    switch (m_state) {
    case Connection::None:
        title = tr("Not connected");
        detail = tr("Connect to your service with a profile, or open the local sandbox to try Baton with demo data "
                    "and no account.");
        break;
    case Connection::Checking:
        title = tr("Checking the connection…");
        break;
    case Connection::Connected:
        title = m_sandbox ? tr("Connected to the local sandbox") : tr("Connected");
        if (m_sandbox)
            detail = tr("Demo data on this computer: nothing done here reaches a real service.");
        break;
    case Connection::Failed:
        title = tr("The connection failed");
        break;
    }
    m_stateTitle->setText(title);
    m_detail->setText(detail);
    m_detail->setVisible(!detail.isEmpty());
    setStatusStyle(m_detail, m_state == Connection::Failed ? std::optional(Status::Error) : std::nullopt);

    const bool failed = m_state == Connection::Failed;
    m_editProfile->setText(hasProfile && !m_sandbox ? tr("Edit profile…") : tr("Connect…"));
    m_editProfile->setToolTip(tr("Open the connection dialog"));
    m_editProfile->setVisible(failed || m_state == Connection::None);
    m_retry->setVisible(failed);
    m_openSandbox->setVisible(failed || m_state == Connection::None);

    m_examples->setVisible(m_sandbox && m_state == Connection::Connected);
    m_pages->setVisible(m_state == Connection::Connected);
}

void WelcomePage::setRecentConversations(const QList<ConversationSummary> &recent)
{
    while (QLayoutItem *item = m_recentGrid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    int row = 0;
    for (const ConversationSummary &conversation : recent.mid(0, RecentCount)) {
        const QString title = conversation.title.isEmpty() ? tr("(no message)") : conversation.title;
        auto *link = new QPushButton(
            fontMetrics().elidedText(title, Qt::ElideRight, 40 * fontMetrics().averageCharWidth()), m_recent);
        link->setObjectName(u"welcomeRecent_%1"_s.arg(row));
        link->setToolTip(tr("Continue this conversation in the chat"));
        link->setAccessibleName(title);
        //: Where a conversation of the history was held, and when it last changed: "Support desk · 29 Nov 2026 17:30"
        QLabel *where = wrappedLabel(
            tr("%1 · %2").arg(conversation.targetName.isEmpty() ? conversation.target : conversation.targetName,
                              QLocale().toString(conversation.updatedAt.toLocalTime(), QLocale::ShortFormat)),
            m_recent);
        setStatusStyle(where, Status::Muted);
        link->setAccessibleDescription(where->text());
        m_recentGrid->addWidget(link, row, 0, Qt::AlignTop);
        m_recentGrid->addWidget(where, row, 1);
        // Now, not from the event loop as a layout would: the page may be showing already.
        link->show();
        where->show();
        connect(link, &QPushButton::clicked, this, [this, id = conversation.id] { Q_EMIT conversationChosen(id); });
        ++row;
    }
    m_recent->setVisible(row > 0);
}

void WelcomePage::showEvent(QShowEvent *event)
{
    if (!event->spontaneous())
        Q_EMIT aboutToShow();
    QWidget::showEvent(event);
    // Shown again, it starts at its top, where it says what it is.
    if (!event->spontaneous())
        findChild<QScrollArea *>(u"welcomeScroll"_s)->verticalScrollBar()->setValue(0);
    // Shown again (a new chat, back from another page): others may have changed the lists since.
    if (!event->spontaneous() && m_state == Connection::Connected)
        refreshCounts();
}

void WelcomePage::refreshCounts()
{
    // A list being read gives its count as that read ends.
    for (const auto &count : m_counts) {
        if (!m_names.isLoading(count->kind->id))
            m_names.reload(count->kind->id);
    }
}

void WelcomePage::updateCount(Count &count)
{
    const ResourceKind::Id kind = count.kind->id;
    const QLocale locale;
    const qsizetype objects = m_names.count(kind);
    const std::optional<qint64> total = m_names.total(kind);
    switch (m_names.state(kind)) {
    case NameBook::ListState::NotRead:
        //: Shown after a page's name while its objects are being counted.
        showCount(count, tr("…"), tr("Counting…"));
        return;
    case NameBook::ListState::Failed:
        if (const std::optional<ApiError> error = m_names.error(kind);
            error && error->kind() == ApiError::Kind::MissingCapability) {
            const QString capability = error->param().isEmpty() ? count.kind->capability : error->param();
            //: After a page's name: the capability the token lacks to read it.
            showCount(count, tr("needs “%1”").arg(capability),
                      tr("The token lacks the capability “%1”, so it may not read this page.").arg(capability));
        } else {
            // An error answer, or a page with no list in it (a proxy's sign-in
            // page): that counts nothing, it is not an empty list.
            //: After a page's name when its objects could not be counted; the tooltip says why.
            showCount(count, tr("not counted"), m_names.reason(kind));
        }
        return;
    case NameBook::ListState::Partial:
    case NameBook::ListState::Complete:
        break;
    }
    // A list that gives its total shows it whole; one without shows at most
    // CountCap, past which it reads "50+".
    const bool partial = m_names.state(kind) == NameBook::ListState::Partial;
    if (partial && total) {
        showCount(count, locale.toString(*total), QString());
    } else if (!total && objects > CountCap) {
        //: More objects than %1, which is the most a page's line counts.
        showCount(count, tr("%1+").arg(locale.toString(CountCap)), tr("More than %1").arg(CountCap));
    } else if (partial) {
        //: A count that stopped early: %1 the objects counted, %2 why paging stopped.
        showCount(count, tr("%1+").arg(locale.toString(objects)),
                  tr("At least %1: %2").arg(locale.toString(objects), m_names.reason(kind)));
    } else {
        showCount(count, locale.toString(objects), QString());
    }
}

void WelcomePage::showCount(Count &count, const QString &value, const QString &toolTip)
{
    //: A link to a page: %1 the page's name (Secrets, Tools, …), %2 its number of objects or why there is none.
    count.link->setText(tr("%1 — %2").arg(count.kind->pluralName(), value));
    count.link->setToolTip(toolTip.isEmpty() ? tr("Open the page") : toolTip);
    alignLinks();
}

} // namespace baton
