#pragma once

#include "core/resources/ResourceKind.h"

#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>

namespace baton::sandbox {

// One stored object. `object` is exactly what the API answers; the other
// members are what the store keeps beside it (the secret's value, the order
// keys) or derives from it once per change so that filtering 100 000 objects
// compares integers rather than JSON (see Store::reindex).
struct Record {
    ResourceKind::Id kind = ResourceKind::Id::Secret;
    QString id;
    QJsonObject object;
    quint64 createdSeq = 0; // creation order, unique across the store
    quint64 updatedSeq = 0; // order of the last change, unique across the store
    QString ownerName; // the creating token's name: the "author" sort key
    QString secretValue; // secrets only; never part of `object`
    QString fileError; // files: the planned failure; empty when the file will become ready
    int progress = 0; // files: vectorizing progress in percent

    // Derived from `object` by Store::reindex.
    int owner = -1; // interned ownerId
    int team = -1; // interned teamId; -1 when the object has none
    QList<int> sharedTeams; // teams named by `team` share scopes or by `teamIds`
    QList<QPair<QString, QString>> scopes; // share scopes: type, id
    QList<QPair<int, int>> scopeRefs; // the same: index in ResourceKind::scopeTypes(), interned id
    bool isPublic = false;
    bool userScoped = false; // a secret of scope `user`
    QString nameKey; // case-folded name (fileName for files)
    QString descriptionKey; // case-folded description
    QString ownerKey; // case-folded ownerName
};

} // namespace baton::sandbox
