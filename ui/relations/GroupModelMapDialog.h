#pragma once

#include "core/resources/ResourceKind.h"
#include "ui/relations/GroupMapPngExport.h"

#include <QDialog>

#include <functional>

class QAction;
class QLabel;
class QProgressDialog;

namespace baton {

class GroupModelMap;
class NameBook;

// A window with the map of one group model (GroupModelMap) and a toolbar:
// Zoom in, Zoom out, Fit, Export PNG…, Export SVG…. Not modal: the console
// stays usable beside it, and the map is laid out again whenever the names
// book changes, so it follows edits made meanwhile. A PNG is drawn and
// written on a thread of its own, with its progress in a dialog that can
// cancel it; a line under the map then says where the file was written, or
// why it could not be.
class GroupModelMapDialog final : public QDialog
{
    Q_OBJECT

public:
    // Asks where to save an export; an empty answer cancels.
    using SavePathChooser = std::function<QString(QWidget *parent, const QString &caption, const QString &suggestedPath,
                                                  const QString &filter)>;

    // `names` must outlive the dialog.
    GroupModelMapDialog(const NameBook &names, const QString &groupId, QWidget *parent = nullptr);

    ~GroupModelMapDialog() override;

    [[nodiscard]] GroupModelMap *map() const { return m_map; }
    // The PNG being written; null when none.
    [[nodiscard]] GroupMapPngExport *pngExport() const { return m_pngExport; }
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
    // Under the map: the file written, or why it was not.
    void showWritten(const QString &path);
    void showFailure(const QString &path, const QString &reason);
    void pngFinished(GroupMapPngExport::Outcome outcome, const QString &reason);

    GroupModelMap *m_map;
    QLabel *m_status;
    QAction *m_exportPng;
    SavePathChooser m_choosePath;
    GroupMapPngExport *m_pngExport = nullptr;
    QProgressDialog *m_progress = nullptr;
};

} // namespace baton
