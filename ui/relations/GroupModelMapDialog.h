#pragma once

#include "core/resources/ResourceKind.h"

#include <QDialog>

#include <functional>

class QAction;

namespace baton {

class GroupModelMap;
class NameBook;

// A window with the map of one group model (GroupModelMap) and a toolbar:
// Zoom in, Zoom out, Fit, Export PNG…, Export SVG…. Not modal: the console
// stays usable beside it, and the map is laid out again whenever the names
// book changes, so it follows edits made meanwhile.
class GroupModelMapDialog final : public QDialog
{
    Q_OBJECT

public:
    // Asks where to save an export; an empty answer cancels.
    using SavePathChooser = std::function<QString(QWidget *parent, const QString &caption, const QString &suggestedPath,
                                                  const QString &filter)>;

    // `names` must outlive the dialog.
    GroupModelMapDialog(const NameBook &names, const QString &groupId, QWidget *parent = nullptr);

    [[nodiscard]] GroupModelMap *map() const { return m_map; }
    void setSavePathChooser(SavePathChooser chooser) { m_choosePath = std::move(chooser); }

public Q_SLOTS:
    void exportPng();
    void exportSvg();

Q_SIGNALS:
    // An object of the map was opened (double-click, or Enter on it).
    void openObjectRequested(baton::ResourceKind::Id kind, const QString &id);

private:
    void updateTitle();
    // The path chosen for an export with this extension; empty when cancelled.
    [[nodiscard]] QString choosePath(const QString &caption, const QString &extension, const QString &filter);
    void reportFailure(const QString &path);

    GroupModelMap *m_map;
    SavePathChooser m_choosePath;
};

} // namespace baton
