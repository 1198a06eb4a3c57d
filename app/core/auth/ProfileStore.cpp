#include "core/auth/ProfileStore.h"

#include <QSettings>
#include <QVariantMap>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

const auto profilesArray = u"profiles"_s;
const auto lastUsedKey = u"lastUsedProfile"_s;
const auto nameKey = u"name"_s;
const auto baseUrlKey = u"baseUrl"_s;
const auto insecureKey = u"allowInsecureHttp"_s;
const auto serviceObjectKeyKey = u"serviceObjectKey"_s;
// The names given teams, as one map value: a team id is the service's text
// and may hold a `/` or a backslash, which QSettings would take for a group path.
const auto teamNamesKey = u"teamNames"_s;
// Where profiles written before teamNamesKey kept them, one key per team.
const auto teamLabelsGroup = u"teamLabels"_s;

bool hasSurroundingSpace(const QString &text)
{
    return !text.isEmpty() && (text.front().isSpace() || text.back().isSpace());
}

qsizetype indexOf(const QList<Profile> &profiles, const QString &name)
{
    if (name.isEmpty())
        return -1;
    const auto it = std::find_if(profiles.cbegin(), profiles.cend(),
                                 [&](const Profile &profile) { return profile.name == name; });
    return it == profiles.cend() ? -1 : std::distance(profiles.cbegin(), it);
}

} // namespace

ProfileStore::ProfileStore(QSettings &settings, QObject *parent)
    : QObject(parent)
    , m_settings(settings)
{ }

QList<Profile> ProfileStore::profiles() const
{
    QList<Profile> result;
    const int size = m_settings.beginReadArray(profilesArray);
    result.reserve(size);
    for (int i = 0; i < size; ++i) {
        m_settings.setArrayIndex(i);
        Profile profile;
        profile.name = m_settings.value(nameKey).toString();
        profile.baseUrl = QUrl(m_settings.value(baseUrlKey).toString(), QUrl::StrictMode);
        profile.allowInsecureHttp = m_settings.value(insecureKey, false).toBool();
        profile.serviceObjectKey = m_settings.value(serviceObjectKeyKey).toString();
        const QVariantMap teamNames = m_settings.value(teamNamesKey).toMap();
        for (auto it = teamNames.cbegin(); it != teamNames.cend(); ++it)
            profile.teamLabels.insert(it.key(), it.value().toString());
        m_settings.beginGroup(teamLabelsGroup);
        for (const QString &team : m_settings.childKeys())
            profile.teamLabels.insert(team, m_settings.value(team).toString());
        m_settings.endGroup();
        if (!profile.name.isEmpty())
            result.append(profile);
    }
    m_settings.endArray();
    return result;
}

std::optional<Profile> ProfileStore::find(const QString &name) const
{
    const QList<Profile> all = profiles();
    const qsizetype index = indexOf(all, name);
    if (index < 0)
        return std::nullopt;
    return all.at(index);
}

QList<FieldError> ProfileStore::validate(const Profile &profile, const QString &replacing) const
{
    QList<FieldError> errors;

    if (profile.name.trimmed().isEmpty()) {
        errors.append({nameKey, tr("Enter a name for the profile.")});
    } else if (hasSurroundingSpace(profile.name)) {
        errors.append({nameKey, tr("The name cannot start or end with a space.")});
    } else {
        // Case-insensitive, so that "Prod" and "prod" cannot both exist.
        const QList<Profile> all = profiles();
        const bool taken = std::any_of(all.cbegin(), all.cend(), [&](const Profile &other) {
            return other.name != replacing && other.name.compare(profile.name, Qt::CaseInsensitive) == 0;
        });
        if (taken)
            errors.append({nameKey, tr("A profile named “%1” already exists.").arg(profile.name)});
    }

    const QUrl &url = profile.baseUrl;
    const QString scheme = url.scheme();
    if (url.isEmpty()) {
        errors.append({baseUrlKey, tr("Enter the base URL of the service.")});
    } else if (!url.isValid() || url.isRelative()) {
        errors.append({baseUrlKey, tr("Enter a complete URL, such as https://chat.example.com.")});
    } else if (scheme != u"https"_s && scheme != u"http"_s) {
        errors.append({baseUrlKey, tr("The URL must start with https:// or http://.")});
    } else if (url.host().isEmpty()) {
        errors.append({baseUrlKey, tr("The URL has no host name.")});
    } else if (!url.userInfo().isEmpty()) {
        errors.append({baseUrlKey,
                       tr("The URL cannot contain a user name or password; "
                          "the token is entered separately.")});
    } else if (url.hasQuery() || url.hasFragment()) {
        errors.append({baseUrlKey, tr("The base URL cannot contain a query (?…) or a fragment (#…).")});
    } else if (!profile.transportAllowed()) {
        errors.append({baseUrlKey,
                       tr("Plain http:// would send the token unencrypted to “%1”. "
                          "Use https://, or allow insecure HTTP for this profile.")
                           .arg(url.host())});
    }

    if (hasSurroundingSpace(profile.serviceObjectKey))
        errors.append({serviceObjectKeyKey, tr("The key cannot start or end with a space.")});

    return errors;
}

QList<FieldError> ProfileStore::add(const Profile &profile)
{
    QList<FieldError> errors = validate(profile);
    if (!errors.isEmpty())
        return errors;
    QList<Profile> all = profiles();
    all.append(profile);
    errors = write(all, lastUsed());
    Q_EMIT profileAdded(profile);
    Q_EMIT profilesChanged();
    return errors;
}

QList<FieldError> ProfileStore::update(const QString &name, const Profile &profile)
{
    QList<Profile> all = profiles();
    const qsizetype index = indexOf(all, name);
    if (index < 0)
        return {unknownProfile(name)};
    QList<FieldError> errors = validate(profile, name);
    if (!errors.isEmpty())
        return errors;

    const Profile before = all.at(index);
    all[index] = profile;
    const QString previousLastUsed = lastUsed();
    const QString newLastUsed = previousLastUsed == name ? profile.name : previousLastUsed;
    errors = write(all, newLastUsed);
    Q_EMIT profileUpdated(before, profile);
    Q_EMIT profilesChanged();
    if (newLastUsed != previousLastUsed)
        Q_EMIT lastUsedChanged(newLastUsed);
    return errors;
}

QList<FieldError> ProfileStore::remove(const QString &name)
{
    QList<Profile> all = profiles();
    const qsizetype index = indexOf(all, name);
    if (index < 0)
        return {unknownProfile(name)};

    const Profile removed = all.takeAt(index);
    const QString previousLastUsed = lastUsed();
    const QString newLastUsed = previousLastUsed == name ? QString() : previousLastUsed;
    const QList<FieldError> errors = write(all, newLastUsed);
    Q_EMIT profileRemoved(removed);
    Q_EMIT profilesChanged();
    if (newLastUsed != previousLastUsed)
        Q_EMIT lastUsedChanged(newLastUsed);
    return errors;
}

QList<FieldError> ProfileStore::setTeamLabels(const QString &name, const QHash<QString, QString> &labels)
{
    QList<Profile> all = profiles();
    const qsizetype index = indexOf(all, name);
    if (index < 0)
        return {unknownProfile(name)};
    all[index].teamLabels = labels;
    const QList<FieldError> errors = write(all, lastUsed());
    Q_EMIT profilesChanged();
    return errors;
}

QString ProfileStore::lastUsed() const
{
    const QString name = m_settings.value(lastUsedKey).toString();
    return indexOf(profiles(), name) < 0 ? QString() : name;
}

bool ProfileStore::setLastUsed(const QString &name)
{
    if (indexOf(profiles(), name) < 0)
        return false;
    if (name == lastUsed())
        return true;
    m_settings.setValue(lastUsedKey, name);
    m_settings.sync();
    Q_EMIT lastUsedChanged(name);
    return true;
}

QList<FieldError> ProfileStore::write(const QList<Profile> &profiles, const QString &lastUsed)
{
    m_settings.remove(profilesArray);
    m_settings.beginWriteArray(profilesArray, int(profiles.size()));
    for (int i = 0; i < profiles.size(); ++i) {
        const Profile &profile = profiles.at(i);
        m_settings.setArrayIndex(i);
        m_settings.setValue(nameKey, profile.name);
        m_settings.setValue(baseUrlKey, profile.baseUrl.toString(QUrl::FullyEncoded));
        m_settings.setValue(insecureKey, profile.allowInsecureHttp);
        m_settings.setValue(serviceObjectKeyKey, profile.serviceObjectKey);
        QVariantMap teamNames;
        for (auto it = profile.teamLabels.cbegin(); it != profile.teamLabels.cend(); ++it) {
            if (!it.key().isEmpty() && !it.value().trimmed().isEmpty())
                teamNames.insert(it.key(), it.value().trimmed());
        }
        if (!teamNames.isEmpty())
            m_settings.setValue(teamNamesKey, teamNames);
    }
    m_settings.endArray();
    if (lastUsed.isEmpty())
        m_settings.remove(lastUsedKey);
    else
        m_settings.setValue(lastUsedKey, lastUsed);

    m_settings.sync();
    if (m_settings.status() != QSettings::NoError) {
        return {{QString(),
                 tr("The profiles could not be saved to %1; "
                    "the change is kept until the console is closed.")
                     .arg(m_settings.fileName())}};
    }
    return {};
}

FieldError ProfileStore::unknownProfile(const QString &name)
{
    return {nameKey, tr("There is no profile named “%1”.").arg(name)};
}

} // namespace baton
