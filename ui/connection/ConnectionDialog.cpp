#include "ui/connection/ConnectionDialog.h"

#include "core/auth/ProfileStore.h"
#include "core/auth/TokenStore.h"
#include "ui/widgets/AccessibleNames.h"
#include "ui/widgets/Icons.h"
#include "ui/widgets/MessageBox.h"
#include "ui/widgets/StatusColors.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

const auto nameField = u"name"_s;
const auto baseUrlField = u"baseUrl"_s;
const auto tokenField = u"token"_s;
const auto serviceKeyField = u"serviceObjectKey"_s;

// Plain http to a host other than loopback: allowed only with the profile's opt-in.
bool needsInsecureOptIn(const QUrl &url)
{
    return url.scheme() == u"http"_s && !url.host().isEmpty() && !Profile::isLoopbackHost(url.host());
}

QLabel *messageLine(const QString &objectName, std::optional<Status> status, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    setStatusStyle(label, status);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->hide();
    return label;
}

// Where a token goes: scheme, host and port (the scheme's default when none is written).
QString originOf(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    const int port = url.port(scheme == u"https"_s ? 443 : scheme == u"http"_s ? 80 : -1);
    return scheme + u"://"_s + url.host().toLower() + u':' + QString::number(port);
}

void setMessage(QLabel *label, const QString &text)
{
    label->setText(text);
    label->setVisible(!text.isEmpty());
}

} // namespace

ConnectionDialog::ConnectionDialog(const ConnectionServices &services, QWidget *parent)
    : QDialog(parent)
    , m_services(services)
    , m_check(services.network, services.log)
{
    setObjectName(u"connectionDialog"_s);
    setWindowTitle(tr("Connect to a service"));
    buildUi();

    connect(&m_check, &ConnectionCheck::finished, this, &ConnectionDialog::onTestFinished);
    connect(&m_services.tokens, &TokenStore::keychainAvailableChanged, this, &ConnectionDialog::updateTokenNote);
    updateTokenNote();
    reloadList(m_services.profiles.lastUsed());
    // Learns whether a keychain answers, so that the note is right before anything is stored.
    if (m_editing.isEmpty())
        m_services.tokens.readToken(Profile(), this, [](const TokenResult &) {});
}

void ConnectionDialog::buildUi()
{
    // Profiles, on the left.
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    auto *listLabel = new QLabel(tr("&Profiles"), left);
    m_list = new QListWidget(left);
    m_list->setObjectName(u"profileList"_s);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    listLabel->setBuddy(m_list);
    nameAfterLabel(m_list, listLabel->text());
    m_add = new QPushButton(icons::icon(icons::Icon::Add), tr("&Add"), left);
    m_add->setObjectName(u"addProfileButton"_s);
    m_remove = new QPushButton(icons::icon(icons::Icon::Remove), tr("&Remove…"), left);
    m_remove->setObjectName(u"removeProfileButton"_s);
    auto *listButtons = new QHBoxLayout;
    listButtons->addWidget(m_add);
    listButtons->addWidget(m_remove);
    leftLayout->addWidget(listLabel);
    leftLayout->addWidget(m_list);
    leftLayout->addLayout(listButtons);

    // The form of one profile, on the right.
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    m_general = messageLine(u"generalMessage"_s, std::nullopt, right);
    rightLayout->addWidget(m_general);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    rightLayout->addLayout(form);

    // Each field with its message line under it.
    const auto addRow = [this, form, right](const QString &field, const QString &label, QWidget *editor,
                                            QLayout *extra = nullptr, QWidget *buddy = nullptr) {
        auto *column = new QVBoxLayout;
        column->setSpacing(2);
        column->addWidget(editor);
        if (extra)
            column->addLayout(extra);
        QLabel *error = messageLine(u"error_"_s + field, Status::Error, right);
        column->addWidget(error);
        m_errors.insert(field, error);
        auto *labelWidget = new QLabel(label, right);
        labelWidget->setBuddy(buddy ? buddy : editor);
        nameAfterLabel(editor, label);
        form->addRow(labelWidget, column);
        return column;
    };

    m_name = new QLineEdit(right);
    m_name->setObjectName(u"profileName"_s);
    m_name->setPlaceholderText(tr("e.g. Production"));
    addRow(nameField, tr("&Name:"), m_name);

    m_url = new QLineEdit(right);
    m_url->setObjectName(u"baseUrl"_s);
    m_url->setPlaceholderText(tr("https://chat.example.com"));
    m_allowHttp = new QCheckBox(tr("Allow plain &http to this host"), right);
    m_allowHttp->setObjectName(u"allowInsecureHttp"_s);
    m_httpWarning = messageLine(u"insecureHttpWarning"_s, Status::Warning, right);
    m_httpWarning->setText(tr("Plain http sends the token and everything else unencrypted. Allow it only on a "
                              "network you trust; use https wherever you can."));
    auto *httpOption = new QVBoxLayout;
    httpOption->setSpacing(2);
    httpOption->addWidget(m_allowHttp);
    httpOption->addWidget(m_httpWarning);
    m_allowHttp->hide();
    addRow(baseUrlField, tr("Base &URL:"), m_url, httpOption);

    m_token = new QLineEdit(right);
    m_token->setObjectName(u"token"_s);
    m_token->setEchoMode(QLineEdit::Password);
    m_token->setPlaceholderText(tr("API token"));
    m_showToken = new QToolButton(right);
    m_showToken->setObjectName(u"showTokenButton"_s);
    m_showToken->setCheckable(true);
    m_showToken->setText(tr("Show"));
    m_showToken->setAccessibleName(tr("Show the token"));
    auto *tokenRow = new QWidget(right);
    auto *tokenLayout = new QHBoxLayout(tokenRow);
    tokenLayout->setContentsMargins(0, 0, 0, 0);
    tokenLayout->addWidget(m_token);
    tokenLayout->addWidget(m_showToken);
    m_tokenNote = messageLine(u"tokenNote"_s, std::nullopt, right);
    m_retryToken = new QPushButton(icons::icon(icons::Icon::Refresh), tr("Read the token a&gain"), right);
    m_retryToken->setObjectName(u"retryTokenButton"_s);
    m_retryToken->setToolTip(tr("Ask the keychain again, for example after unlocking it."));
    m_retryToken->hide();
    auto *noteLayout = new QVBoxLayout;
    noteLayout->addWidget(m_tokenNote);
    noteLayout->addWidget(m_retryToken, 0, Qt::AlignLeft);
    addRow(tokenField, tr("&Token:"), tokenRow, noteLayout, m_token);

    m_serviceKey = new QLineEdit(right);
    m_serviceKey->setObjectName(u"serviceObjectKey"_s);
    m_serviceKey->setPlaceholderText(tr("Optional: found by its fields when empty"));
    m_serviceKey->setToolTip(tr("The key of the service's own object in chat answers, when you know it."));
    addRow(serviceKeyField, tr("Service object &key:"), m_serviceKey);

    m_test = new QPushButton(icons::icon(icons::Icon::Connect), tr("&Test connection"), right);
    m_test->setObjectName(u"testConnectionButton"_s);
    m_testResult = new QLabel(right);
    m_testResult->setObjectName(u"testResult"_s);
    m_testResult->setWordWrap(true);
    m_testResult->setTextFormat(Qt::PlainText); // the service's words as they are, never as rich text
    m_testResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *testRow = new QHBoxLayout;
    testRow->addWidget(m_test, 0, Qt::AlignTop);
    testRow->addWidget(m_testResult, 1);
    rightLayout->addLayout(testRow);
    rightLayout->addStretch(1);

    auto *splitter = new QSplitter(this);
    splitter->setObjectName(u"connectionSplitter"_s);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({200, 520});

    m_sandbox = new QPushButton(icons::icon(icons::Icon::Sandbox), tr("Use the &local sandbox"), this);
    m_sandbox->setObjectName(u"useSandboxButton"_s);
    m_sandbox->setToolTip(tr("Start the embedded sandbox with demo data and connect to it. Nothing is stored."));
    // Plain buttons in a row rather than a QDialogButtonBox: the box orders
    // its buttons' Tab chain by the platform's layout when it is shown, which
    // cut the profile list and Add out of the dialog's chain.
    m_save = new QPushButton(tr("&Save"), this);
    m_save->setObjectName(u"saveButton"_s);
    m_connect = new QPushButton(tr("&Connect"), this);
    m_connect->setObjectName(u"connectButton"_s);
    auto *close = new QPushButton(icons::icon(icons::Icon::Close), tr("Close"), this);
    close->setObjectName(u"closeButton"_s);
    m_connect->setDefault(true);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_sandbox);
    bottom->addStretch(1);
    bottom->addWidget(m_save);
    bottom->addWidget(m_connect);
    bottom->addWidget(close);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addLayout(bottom);
    // The splitter hides the form's wrapped notes, which grow taller as they
    // narrow, from the dialog's own minimum: it is the size they were made
    // for, so that shrinking the dialog never squeezes a field or a note.
    setMinimumSize(sizeHint());
    resize(760, 440);

    setTabOrder(m_list, m_add);
    setTabOrder(m_add, m_remove);
    setTabOrder(m_remove, m_name);
    setTabOrder(m_name, m_url);
    setTabOrder(m_url, m_allowHttp);
    setTabOrder(m_allowHttp, m_token);
    setTabOrder(m_token, m_showToken);
    setTabOrder(m_showToken, m_retryToken);
    setTabOrder(m_retryToken, m_serviceKey);
    setTabOrder(m_serviceKey, m_test);
    setTabOrder(m_test, m_sandbox);
    setTabOrder(m_sandbox, m_save);
    setTabOrder(m_save, m_connect);
    setTabOrder(m_connect, close);

    connect(m_list, &QListWidget::itemSelectionChanged, this, &ConnectionDialog::onSelectionChanged);
    connect(m_list, &QListWidget::itemActivated, this, &ConnectionDialog::connectSelected);
    connect(m_add, &QPushButton::clicked, this, &ConnectionDialog::startNewProfile);
    connect(m_remove, &QPushButton::clicked, this, &ConnectionDialog::removeSelected);
    connect(m_test, &QPushButton::clicked, this, &ConnectionDialog::testConnection);
    connect(m_sandbox, &QPushButton::clicked, this, &ConnectionDialog::useSandbox);
    connect(m_save, &QPushButton::clicked, this, [this] {
        saveForm([this](const Profile &saved) { showGeneral(tr("Saved “%1”.").arg(saved.name), false); });
    });
    connect(m_connect, &QPushButton::clicked, this, &ConnectionDialog::connectSelected);
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_showToken, &QToolButton::toggled, this, [this](bool shown) {
        m_token->setEchoMode(shown ? QLineEdit::Normal : QLineEdit::Password);
        m_showToken->setText(shown ? tr("Hide") : tr("Show"));
        m_showToken->setAccessibleName(shown ? tr("Hide the token") : tr("Show the token"));
    });

    const std::pair<QLineEdit *, QString> edits[]
        = {{m_name, nameField}, {m_url, baseUrlField}, {m_token, tokenField}, {m_serviceKey, serviceKeyField}};
    for (const auto &[edit, field] : edits) {
        connect(edit, &QLineEdit::textChanged, this, [this, field = field] {
            if (m_loading)
                return;
            setMessage(m_errors.value(field), QString());
            setModified();
        });
    }
    connect(m_url, &QLineEdit::textChanged, this, &ConnectionDialog::updateInsecureOption);
    connect(m_url, &QLineEdit::textChanged, this, &ConnectionDialog::onUrlEdited);
    connect(m_retryToken, &QPushButton::clicked, this, [this] {
        if (const std::optional<Profile> profile = m_services.profiles.find(m_editing))
            readStoredToken(*profile);
    });
    connect(m_allowHttp, &QCheckBox::toggled, this, [this] {
        setMessage(m_errors.value(baseUrlField), QString());
        setModified();
    });
}

void ConnectionDialog::selectProfile(const QString &name)
{
    reloadList(name);
}

void ConnectionDialog::showMessage(const QString &message)
{
    showGeneral(message, false);
}

QString ConnectionDialog::errorShownFor(const QString &field) const
{
    const QLabel *label = m_errors.value(field);
    return label && !label->isHidden() ? label->text() : QString();
}

void ConnectionDialog::reloadList(const QString &select, bool loadSelected)
{
    m_loading = true;
    m_list->clear();
    QListWidgetItem *selected = nullptr;
    for (const Profile &profile : m_services.profiles.profiles()) {
        auto *item = new QListWidgetItem(profile.name, m_list);
        item->setToolTip(profile.baseUrl.toDisplayString());
        if (profile.name == select)
            selected = item;
    }
    if (selected)
        m_list->setCurrentItem(selected);
    m_loading = false;
    if (loadSelected)
        onSelectionChanged();
}

void ConnectionDialog::onSelectionChanged()
{
    if (m_loading)
        return;
    const QList<QListWidgetItem *> selected = m_list->selectedItems();
    const std::optional<Profile> profile
        = selected.isEmpty() ? std::nullopt : m_services.profiles.find(selected.constFirst()->text());
    if (profile)
        loadProfile(*profile);
    else
        startNewProfile();
}

void ConnectionDialog::loadProfile(const Profile &profile)
{
    m_loading = true;
    m_editing = profile.name;
    m_name->setText(profile.name);
    m_url->setText(profile.baseUrl.toDisplayString());
    m_allowHttp->setChecked(profile.allowInsecureHttp);
    m_serviceKey->setText(profile.serviceObjectKey);
    m_token->clear();
    m_loadedToken.clear();
    m_tokenOrigin.clear();
    m_tokenHeld = false;
    m_loading = false;
    m_modified = false;
    m_remove->setEnabled(true);
    showErrors({});
    m_testResult->clear();
    updateInsecureOption();
    readStoredToken(profile);
}

void ConnectionDialog::readStoredToken(const Profile &profile)
{
    const int generation = ++m_tokenReads;
    m_retryToken->hide();
    setMessage(m_errors.value(tokenField), QString());
    m_services.tokens.readToken(profile, this, [this, generation, profile](const TokenResult &result) {
        if (generation != m_tokenReads)
            return;
        if (result.status == TokenResult::Status::Failed) {
            // A locked keychain, a cancelled unlock: its words, and another try.
            setMessage(m_errors.value(tokenField), result.message);
            m_retryToken->show();
            return;
        }
        // The URL may have moved to another server while the keychain answered.
        if (result.status != TokenResult::Status::Found
            || originOf(Profile::baseUrlFromText(m_url->text())) != originOf(profile.baseUrl))
            return;
        m_loading = true;
        m_token->setText(result.token);
        m_loading = false;
        m_loadedToken = result.token;
        m_tokenOrigin = originOf(profile.baseUrl);
    });
}

void ConnectionDialog::onUrlEdited()
{
    if (m_loading || m_tokenOrigin.isEmpty())
        return;
    const bool sameOrigin = originOf(Profile::baseUrlFromText(m_url->text())) == m_tokenOrigin;
    if (!sameOrigin && !m_tokenHeld && m_token->text() == m_loadedToken) {
        m_loading = true;
        m_token->clear();
        m_loading = false;
        m_tokenHeld = true;
        setMessage(m_errors.value(tokenField), heldTokenMessage());
    } else if (sameOrigin && m_tokenHeld && m_token->text().isEmpty()) {
        // Back on its server (e.g. the address retyped): the token returns.
        m_loading = true;
        m_token->setText(m_loadedToken);
        m_loading = false;
        m_tokenHeld = false;
        setMessage(m_errors.value(tokenField), QString());
    }
}

void ConnectionDialog::startNewProfile()
{
    ++m_tokenReads;
    m_loading = true;
    m_list->clearSelection();
    m_list->setCurrentItem(nullptr);
    m_editing.clear();
    m_name->clear();
    m_url->clear();
    m_allowHttp->setChecked(false);
    m_token->clear();
    m_serviceKey->clear();
    m_loadedToken.clear();
    m_tokenOrigin.clear();
    m_tokenHeld = false;
    m_retryToken->hide();
    m_loading = false;
    m_modified = false;
    m_remove->setEnabled(false);
    showErrors({});
    m_testResult->clear();
    updateInsecureOption();
    m_name->setFocus();
}

void ConnectionDialog::removeSelected()
{
    const std::optional<Profile> profile = m_services.profiles.find(m_editing);
    if (!profile)
        return;
    const auto answer = MessageBox::question(
        this, tr("Remove profile"),
        tr("Remove the profile “%1”? Its token is deleted from the keychain too.").arg(profile->name),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer != QMessageBox::Yes)
        return;

    const QList<FieldError> errors = m_services.profiles.remove(profile->name);
    m_services.tokens.removeToken(*profile, this, [this](const TokenChangeResult &result) {
        if (!result.ok)
            showGeneral(tr("The token could not be deleted from the keychain: %1").arg(result.message), true);
    });
    const QList<Profile> rest = m_services.profiles.profiles();
    reloadList(rest.isEmpty() ? QString() : rest.constFirst().name);
    if (!errors.isEmpty())
        showGeneral(errors.constFirst().message, true);
    else
        showGeneral(tr("Removed “%1”.").arg(profile->name), false);
}

Profile ConnectionDialog::formProfile() const
{
    Profile profile;
    profile.name = m_name->text();
    profile.baseUrl = Profile::baseUrlFromText(m_url->text());
    profile.allowInsecureHttp = needsInsecureOptIn(profile.baseUrl) && m_allowHttp->isChecked();
    profile.serviceObjectKey = m_serviceKey->text();
    // Not edited here: the labels given the teams stay with the profile.
    if (const std::optional<Profile> stored = m_services.profiles.find(m_editing))
        profile.teamLabels = stored->teamLabels;
    return profile;
}

bool ConnectionDialog::mayUseEnvironmentToken(QWidget *parent, const Profile &profile)
{
    const auto answer = MessageBox::question(
        parent, tr("Use BATON_TOKEN?"),
        tr("No token is stored for “%1” (%2). Use the token of the environment variable BATON_TOKEN for this "
           "connection? It is not stored.")
            .arg(profile.name, profile.baseUrl.toDisplayString()),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    return answer == QMessageBox::Yes;
}

void ConnectionDialog::withToken(const Profile &profile, const std::function<void(const QString &)> &use)
{
    if (!m_token->text().isEmpty()) {
        use(m_token->text());
        return;
    }
    if (!m_services.tokens.hasEnvironmentToken()) {
        use(QString());
        return;
    }
    m_services.tokens.readToken(profile, this, [this, profile, use](const TokenResult &result) {
        const bool offer = result.status == TokenResult::Status::NotStored && mayUseEnvironmentToken(this, profile);
        use(offer ? m_services.tokens.environmentToken() : QString());
    });
}

void ConnectionDialog::testConnection()
{
    const Profile profile = formProfile();
    // Only the address matters for a test: a name can wait until saving.
    QList<FieldError> errors = m_services.profiles.validate(profile, m_editing);
    errors.erase(std::remove_if(errors.begin(), errors.end(),
                                [](const FieldError &error) { return error.field != baseUrlField; }),
                 errors.end());
    showErrors(errors);
    if (!errors.isEmpty()) {
        m_testResult->clear();
        return;
    }
    withToken(profile, [this, profile](const QString &token) {
        m_test->setEnabled(false);
        m_testResult->setStyleSheet(QString());
        m_testResult->setText(tr("Testing %1…").arg(profile.baseUrl.toDisplayString()));
        m_check.start(profile, token);
    });
}

void ConnectionDialog::onTestFinished(const ConnectionCheck::Outcome &outcome)
{
    m_test->setEnabled(true);
    setStatusStyle(m_testResult, outcome.connected ? std::nullopt : std::optional(Status::Error));
    m_testResult->setText(outcome.message);
}

void ConnectionDialog::connectSelected()
{
    const Profile profile = formProfile();
    QList<FieldError> errors = m_services.profiles.validate(profile, m_editing);
    if (m_token->text().isEmpty() && !m_services.tokens.hasEnvironmentToken())
        errors.append({tokenField, tr("Enter the API token of this profile.")});
    if (!showErrors(errors))
        return;

    const auto proceed = [this](const Profile &saved) {
        withToken(saved, [this, saved](const QString &token) {
            if (token.isEmpty()) {
                setMessage(m_errors.value(tokenField), tr("Enter the API token of this profile."));
                return;
            }
            Q_EMIT connectRequested(saved, token, false);
            accept();
        });
    };
    const bool unchanged = !m_editing.isEmpty() && !m_modified && m_token->text() == m_loadedToken;
    if (unchanged)
        proceed(m_services.profiles.find(m_editing).value_or(profile));
    else
        saveForm(proceed);
}

void ConnectionDialog::useSandbox()
{
    if (!m_services.startSandbox)
        return;
    showGeneral(tr("Starting the local sandbox…"), false);
    const LocalSandbox sandbox = m_services.startSandbox();
    if (!sandbox.started()) {
        showGeneral(tr("The local sandbox could not start: %1").arg(sandbox.error), true);
        return;
    }
    showGeneral(QString(), false);
    Q_EMIT connectRequested(sandbox.profile(), sandbox.token, true);
    accept();
}

void ConnectionDialog::saveForm(const SaveDone &done)
{
    const Profile profile = formProfile();
    if (!showErrors(m_services.profiles.validate(profile, m_editing)))
        return;

    const std::optional<Profile> before = m_editing.isEmpty() ? std::nullopt : m_services.profiles.find(m_editing);
    const QList<FieldError> errors
        = before ? m_services.profiles.update(before->name, profile) : m_services.profiles.add(profile);
    const bool fieldError
        = std::any_of(errors.cbegin(), errors.cend(), [](const FieldError &error) { return !error.field.isEmpty(); });
    if (fieldError) {
        showErrors(errors);
        return;
    }
    // Only a failure to write the settings file is left: the change holds for this session.
    if (!errors.isEmpty())
        showGeneral(errors.constFirst().message, true);

    m_editing = profile.name;
    m_modified = false;
    m_remove->setEnabled(true);
    reloadList(profile.name, false);
    // The field shows the scheme Baton assumed for an address typed without one.
    if (!m_url->text().contains(u"://"_s)) {
        m_loading = true;
        m_url->setText(profile.baseUrl.toString());
        m_loading = false;
    }

    if (!before) {
        storeToken(profile, done);
        return;
    }
    m_services.tokens.followProfile(*before, profile, this, [this, profile, done](const TokenChangeResult &result) {
        if (!result.ok) {
            setMessage(m_errors.value(tokenField), result.message);
            return;
        }
        storeToken(profile, done);
    });
}

void ConnectionDialog::storeToken(const Profile &profile, const SaveDone &done)
{
    const QString token = m_token->text();
    if (token.isEmpty()) {
        if (m_tokenHeld) { // the held token was removed with the old address
            m_loadedToken.clear();
            m_tokenOrigin.clear();
            m_tokenHeld = false;
        }
        done(profile);
        return;
    }
    m_services.tokens.writeToken(profile, token, this, [this, profile, token, done](const TokenChangeResult &result) {
        if (!result.ok) {
            setMessage(m_errors.value(tokenField), result.message);
            return;
        }
        m_loadedToken = token;
        m_tokenOrigin = originOf(profile.baseUrl);
        m_tokenHeld = false;
        updateTokenNote();
        done(profile);
    });
}

void ConnectionDialog::updateInsecureOption()
{
    const bool applies = needsInsecureOptIn(Profile::baseUrlFromText(m_url->text()));
    m_allowHttp->setVisible(applies);
    m_httpWarning->setVisible(applies);
}

void ConnectionDialog::updateTokenNote()
{
    QStringList notes;
    if (!m_services.tokens.keychainAvailable())
        notes.append(TokenStore::keychainUnavailableMessage());
    else
        notes.append(tr("Kept in the system keychain, never in Baton's settings."));
    if (m_services.tokens.hasEnvironmentToken())
        notes.append(tr("BATON_TOKEN is set: it is offered, after asking, for a profile with no token stored."));
    setStatusStyle(m_tokenNote, m_services.tokens.keychainAvailable() ? std::nullopt : std::optional(Status::Warning));
    setMessage(m_tokenNote, notes.join(u' '));
}

void ConnectionDialog::setModified()
{
    if (!m_loading)
        m_modified = true;
}

QString ConnectionDialog::heldTokenMessage()
{
    return tr("The stored token was taken out of the field: it belongs to another server. Enter the token for "
              "the new address.");
}

bool ConnectionDialog::showErrors(const QList<FieldError> &errors)
{
    for (QLabel *label : std::as_const(m_errors))
        setMessage(label, QString());
    // Stays in sight until the address is back on the token's server.
    if (m_tokenHeld)
        setMessage(m_errors.value(tokenField), heldTokenMessage());
    QStringList general;
    for (const FieldError &error : errors) {
        QLabel *label = m_errors.value(error.field);
        if (!label) {
            general.append(error.message);
            continue;
        }
        setMessage(label, label->isHidden() ? error.message : label->text() + u'\n' + error.message);
    }
    if (!general.isEmpty())
        showGeneral(general.join(u'\n'), true);
    return errors.isEmpty();
}

void ConnectionDialog::showGeneral(const QString &message, bool isError)
{
    setStatusStyle(m_general, isError ? std::optional(Status::Error) : std::nullopt);
    setMessage(m_general, message);
}

} // namespace baton
