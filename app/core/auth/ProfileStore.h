#pragma once

#include "core/auth/Profile.h"
#include "core/resources/Validator.h"

#include <QList>
#include <QObject>
#include <QString>

#include <optional>

class QSettings;

namespace baton {

// The user's connection profiles, kept in the given QSettings under the
// "profiles" array and the "lastUsedProfile" key. It never stores a token:
// tokens belong to the TokenStore, which ProfileStore does not know. Whoever
// owns both connects profileRemoved to TokenStore::discardToken, and after an
// update() calls TokenStore::followProfile, so that no keychain entry outlives
// its profile.
class ProfileStore final : public QObject
{
    Q_OBJECT

public:
    explicit ProfileStore(QSettings &settings, QObject *parent = nullptr);

    // In the order they were added; a rename keeps the position.
    [[nodiscard]] QList<Profile> profiles() const;
    [[nodiscard]] std::optional<Profile> find(const QString &name) const;

    // One translated message per offending field ("name", "baseUrl",
    // "serviceObjectKey"). `replacing` names the profile being edited, which
    // may keep its own name; empty for a new profile.
    [[nodiscard]] QList<FieldError> validate(const Profile &profile, const QString &replacing = {}) const;

    // Each returns an empty list on success. add and update validate first
    // and change nothing when a field is wrong; an unknown name is reported on
    // "name". A failure to write the settings file is reported with an empty
    // field; the change then lasts until the console closes.
    [[nodiscard]] QList<FieldError> add(const Profile &profile);
    [[nodiscard]] QList<FieldError> update(const QString &name, const Profile &profile);
    [[nodiscard]] QList<FieldError> remove(const QString &name);
    // Keeps these team labels with the profile, replacing those it had; a
    // label of white space only is dropped. Emits profilesChanged (not
    // profileUpdated: the connection is the same).
    [[nodiscard]] QList<FieldError> setTeamLabels(const QString &name, const QHash<QString, QString> &labels);

    // The profile to open at start-up; empty when none was used or it is gone.
    // Follows renames and is cleared when that profile is removed.
    [[nodiscard]] QString lastUsed() const;
    // Returns false (and changes nothing) when no profile has that name.
    bool setLastUsed(const QString &name);

Q_SIGNALS:
    // After any change to the list: add, update, remove.
    void profilesChanged();
    void profileAdded(const baton::Profile &profile);
    void profileUpdated(const baton::Profile &before, const baton::Profile &after);
    void profileRemoved(const baton::Profile &profile);
    void lastUsedChanged(const QString &name);

private:
    [[nodiscard]] QList<FieldError> write(const QList<Profile> &profiles, const QString &lastUsed);
    [[nodiscard]] static FieldError unknownProfile(const QString &name);

    QSettings &m_settings;
};

} // namespace baton
