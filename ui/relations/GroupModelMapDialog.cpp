#include "ui/relations/GroupModelMapDialog.h"

#include "core/relations/NameBook.h"
#include "ui/relations/GroupModelMap.h"
#include "ui/widgets/Icons.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QToolBar>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace baton {

GroupModelMapDialog::GroupModelMapDialog(const NameBook &names, const QString &groupId, QWidget *parent)
    : QDialog(parent)
    , m_map(new GroupModelMap(names, this))
    , m_choosePath(
          [](QWidget *parentWidget, const QString &caption, const QString &suggestedPath, const QString &filter) {
              return QFileDialog::getSaveFileName(parentWidget, caption, suggestedPath, filter);
          })
{
    setObjectName(u"groupModelMapDialog"_s);
    setModal(false);
    // A window of its own, not a dialog kept above the console: an object
    // opened from the map comes to the front in the console.
    setWindowFlags(Qt::Window);
    setSizeGripEnabled(true);

    auto *toolbar = new QToolBar(this);
    toolbar->setObjectName(u"groupModelMapToolbar"_s);
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolbar->addActions(m_map->viewActions());
    toolbar->addSeparator();
    auto *png = toolbar->addAction(icons::icon(icons::Icon::Export), tr("Export PNG…"), this,
                                   &GroupModelMapDialog::exportPng);
    png->setObjectName(u"actionMapExportPng"_s);
    auto *svg = toolbar->addAction(icons::icon(icons::Icon::Export), tr("Export SVG…"), this,
                                   &GroupModelMapDialog::exportSvg);
    svg->setObjectName(u"actionMapExportSvg"_s);
    // Every command in sight, never behind the toolbar's overflow button.
    toolbar->setMinimumWidth(toolbar->sizeHint().width());

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // Enter belongs to the map (it opens the focused object), not to Close.
    for (QAbstractButton *button : buttons->buttons()) {
        if (auto *push = qobject_cast<QPushButton *>(button))
            push->setAutoDefault(false);
    }

    auto *layout = new QVBoxLayout(this);
    layout->setMenuBar(toolbar);
    layout->addWidget(m_map, 1);
    layout->addWidget(buttons);

    connect(m_map, &GroupModelMap::openObjectRequested, this, &GroupModelMapDialog::openObjectRequested);
    connect(m_map, &GroupModelMap::rebuilt, this, &GroupModelMapDialog::updateTitle);
    connect(&names, &NameBook::changed, m_map, &GroupModelMap::rebuild);
    m_map->setGroup(groupId);
    m_map->setFocus();
    resize(960, 600);
}

void GroupModelMapDialog::updateTitle()
{
    const auto &nodes = m_map->layout().nodes();
    //: The title of the map window: %1 the group model's name.
    setWindowTitle(tr("Map of “%1”").arg(nodes.isEmpty() ? QString() : nodes.first().label));
}

QString GroupModelMapDialog::choosePath(const QString &caption, const QString &extension, const QString &filter)
{
    const auto &nodes = m_map->layout().nodes();
    QString name = nodes.isEmpty() ? QString() : nodes.first().label;
    // A file name from the group's name: no separators or characters file systems refuse.
    static const QRegularExpression unsafe(u"[\\\\/:*?\"<>|\\s]+"_s);
    name = name.replace(unsafe, u"-"_s).left(80);
    if (name.isEmpty())
        name = u"group-model"_s;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    QString path = m_choosePath(this, caption, QDir(folder).filePath(name + u"-map."_s + extension), filter);
    if (!path.isEmpty() && !path.endsWith(u'.' + extension, Qt::CaseInsensitive))
        path += u'.' + extension;
    return path;
}

void GroupModelMapDialog::reportFailure(const QString &path)
{
    QMessageBox::warning(this, tr("Export failed"),
                         //: %1 the path of the file that could not be written.
                         tr("The map could not be written to %1.").arg(QDir::toNativeSeparators(path)));
}

void GroupModelMapDialog::exportPng()
{
    const QString path = choosePath(tr("Export the map as PNG"), u"png"_s, tr("PNG images (*.png)"));
    if (!path.isEmpty() && !m_map->exportPng(path))
        reportFailure(path);
}

void GroupModelMapDialog::exportSvg()
{
    const QString path = choosePath(tr("Export the map as SVG"), u"svg"_s, tr("SVG drawings (*.svg)"));
    if (!path.isEmpty() && !m_map->exportSvg(path, windowTitle()))
        reportFailure(path);
}

} // namespace baton
