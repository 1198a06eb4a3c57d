#include "ui/relations/GroupModelMapDialog.h"

#include "core/relations/NameBook.h"
#include "ui/relations/GroupModelMap.h"
#include "ui/widgets/Icons.h"
#include "ui/widgets/StatusColors.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QLabel>
#include <QProgressDialog>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QStandardPaths>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace baton {

GroupModelMapDialog::GroupModelMapDialog(const NameBook &names, const QString &groupId, QWidget *parent)
    : QDialog(parent)
    , m_map(new GroupModelMap(names, this))
    , m_status(new QLabel(this))
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
    m_exportPng = toolbar->addAction(icons::icon(icons::Icon::Export), tr("Export PNG…"), this,
                                     &GroupModelMapDialog::exportPng);
    m_exportPng->setObjectName(u"actionMapExportPng"_s);
    auto *svg = toolbar->addAction(icons::icon(icons::Icon::Export), tr("Export SVG…"), this,
                                   &GroupModelMapDialog::exportSvg);
    svg->setObjectName(u"actionMapExportSvg"_s);
    // Every command in sight, never behind the toolbar's overflow button,
    // unless the screen is narrower than the toolbar (800 px): the window
    // stays on the screen, its Close button in reach.
    const QRect screen = (parent ? parent->screen() : this->screen())->availableGeometry();
    toolbar->setMinimumWidth(std::min(toolbar->sizeHint().width(), screen.width() * 9 / 10));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // Enter belongs to the map (it opens the focused object), not to Close.
    for (QAbstractButton *button : buttons->buttons()) {
        if (auto *push = qobject_cast<QPushButton *>(button))
            push->setAutoDefault(false);
    }

    m_status->setObjectName(u"groupModelMapStatus"_s);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setMenuBar(toolbar);
    layout->addWidget(m_map, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);

    connect(m_map, &GroupModelMap::openObjectRequested, this, &GroupModelMapDialog::openObjectRequested);
    connect(m_map, &GroupModelMap::rebuilt, this, &GroupModelMapDialog::updateTitle);
    connect(&names, &NameBook::changed, m_map, &GroupModelMap::rebuild);
    m_map->setGroup(groupId);
    m_map->setFocus();
    // Room for the map, and its title bar and buttons on the screen.
    resize(std::min(960, screen.width() * 9 / 10), std::min(600, screen.height() * 4 / 5));
}

GroupModelMapDialog::~GroupModelMapDialog() = default;

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

void GroupModelMapDialog::showWritten(const QString &path)
{
    //: Under the group model map, once exported: %1 the file's path.
    m_status->setText(tr("The map was written to %1.").arg(QDir::toNativeSeparators(path)));
    setStatusStyle(m_status, Status::Success);
    m_status->show();
}

void GroupModelMapDialog::showFailure(const QString &path, const QString &reason)
{
    const QString where = QDir::toNativeSeparators(path);
    m_status->setText(reason.isEmpty()
                          //: %1 the path of the file that could not be written.
                          ? tr("The map could not be written to %1.").arg(where)
                          //: %1 the path of the file that could not be written, %2 why, in the system's words.
                          : tr("The map could not be written to %1: %2").arg(where, reason));
    setStatusStyle(m_status, Status::Error);
    m_status->show();
}

void GroupModelMapDialog::exportPng()
{
    if (m_pngExport)
        return;
    const QString path = choosePath(tr("Export the map as PNG"), u"png"_s, tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    m_status->hide();
    m_pngExport = new GroupMapPngExport(m_map->picture(), path, this);
    m_exportPng->setEnabled(false);
    m_progress = new QProgressDialog(this);
    m_progress->setObjectName(u"groupModelMapProgress"_s);
    m_progress->setWindowTitle(tr("Export the map as PNG"));
    //: While the group model map is exported: %1 the file's path.
    m_progress->setLabelText(tr("Drawing the map for %1…").arg(QDir::toNativeSeparators(path)));
    m_progress->setRange(0, m_pngExport->steps());
    m_progress->setValue(0);
    m_progress->setWindowModality(Qt::WindowModal);
    // A small map is written before the dialog would be worth reading.
    m_progress->setMinimumDuration(400);
    m_progress->setAutoClose(false);
    m_progress->setAutoReset(false);
    connect(m_progress, &QProgressDialog::canceled, m_pngExport, &GroupMapPngExport::cancel);
    connect(m_pngExport, &GroupMapPngExport::progressed, m_progress, &QProgressDialog::setValue);
    connect(m_pngExport, &GroupMapPngExport::writing, m_progress, [progress = m_progress, path] {
        //: While the group model map is exported: %1 the file's path.
        progress->setLabelText(tr("Writing %1…").arg(QDir::toNativeSeparators(path)));
    });
    connect(m_pngExport, &GroupMapPngExport::finished, this, &GroupModelMapDialog::pngFinished);
    m_pngExport->start();
}

void GroupModelMapDialog::pngFinished(GroupMapPngExport::Outcome outcome, const QString &reason)
{
    const QString path = m_pngExport->path();
    m_progress->deleteLater();
    m_progress = nullptr;
    m_pngExport->deleteLater();
    m_pngExport = nullptr;
    m_exportPng->setEnabled(true);
    switch (outcome) {
    case GroupMapPngExport::Outcome::Written:
        showWritten(path);
        break;
    case GroupMapPngExport::Outcome::Failed:
        showFailure(path, reason);
        break;
    case GroupMapPngExport::Outcome::Cancelled:
        break;
    }
}

void GroupModelMapDialog::exportSvg()
{
    const QString path = choosePath(tr("Export the map as SVG"), u"svg"_s, tr("SVG drawings (*.svg)"));
    if (path.isEmpty())
        return;
    if (m_map->exportSvg(path, windowTitle()))
        showWritten(path);
    else
        showFailure(path, {});
}

} // namespace baton
