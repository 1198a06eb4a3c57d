#pragma once

#include "core/relations/GroupMapLayout.h"
#include "core/resources/ResourceKind.h"

#include <QFont>
#include <QGraphicsView>
#include <QHash>
#include <QImage>
#include <QList>
#include <QPalette>
#include <QString>

class QAction;

namespace baton {

class NameBook;

// The whole map as a GroupModelMap draws it (without the focus), copied from
// it (layout, palette, font, icons as images) so that any thread may draw
// it, a few parts at a time: the PNG export draws it away from the GUI
// thread, and looks for a cancel between parts.
class GroupMapPicture
{
public:
    // The size of a PNG of it: twice the map's size in each direction when
    // that stays under 4000 × 4000 pixels of the map, else the map's size.
    [[nodiscard]] QSize pixelSize() const;
    [[nodiscard]] qreal pixelRatio() const { return m_ratio; }
    // The background, each heading, each line and each box, in the order
    // they are drawn, each drawn once.
    [[nodiscard]] int parts() const;
    // Draws the parts from `first` up to `last` (excluded) at their place on
    // an image of pixelSize() with pixelRatio(), the map's top left corner
    // at the image's.
    void paint(QPainter &painter, int first, int last) const;

private:
    friend class GroupModelMap;

    GroupMapLayout m_layout;
    QPalette m_palette;
    QFont m_font;
    qreal m_ratio = 1;
    QHash<int, QImage> m_icons; // by icons::Icon, at the layout's icon size
    QImage m_badge; // the warning on a tool that needs approval
};

// The map of one group model (GroupMapLayout) drawn in a QGraphicsScene: a
// box per object with its kind's icon, its name and a second line (the
// role, the kind, "needs approval" with a warning mark), and the lines that
// join them under column headings. Colours come from the palette each time
// it is drawn, so a change to a dark palette shows at once.
//
// Keyboard: the arrow keys move a visible focus between the boxes (up and
// down in a column, left and right to the nearest box of the next column),
// Home and End to the first and last; Enter opens the focused object.
// Ctrl+= and Ctrl+- (or Ctrl and the wheel) zoom, Ctrl+0 or F fits the map in
// the view. Tab leaves the map, as it leaves any other control.
class GroupModelMap final : public QGraphicsView
{
    Q_OBJECT

public:
    explicit GroupModelMap(const NameBook &names, QWidget *parent = nullptr);
    ~GroupModelMap() override;

    // Shows the map of this group model.
    void setGroup(const QString &id);
    [[nodiscard]] QString group() const { return m_group; }
    // Lays the map out again from the book (after it changed), keeping the
    // focused object and the zoom.
    void rebuild();

    [[nodiscard]] const GroupMapLayout &layout() const { return m_layout; }
    // The focused node's index in layout().nodes(); -1 when none.
    [[nodiscard]] int focusedNode() const { return m_focus; }
    void setFocusedNode(int node);
    [[nodiscard]] qreal zoom() const { return m_zoom; }

    // Zoom in, Zoom out and Fit, with their shortcuts, for a toolbar.
    [[nodiscard]] QList<QAction *> viewActions() const { return {m_zoomIn, m_zoomOut, m_fit}; }

    // The whole map, whatever the zoom and without the focus: to draw as a
    // PNG image (GroupMapPngExport), or written as an SVG drawing (false when
    // the file could not be written).
    [[nodiscard]] GroupMapPicture picture() const;
    [[nodiscard]] bool exportSvg(const QString &path, const QString &title);

    // Whether the node is drawn with the focus ring; for the items.
    [[nodiscard]] bool showsFocus(int node) const;

public Q_SLOTS:
    void zoomIn();
    void zoomOut();
    // The whole map in the view, but never larger than its natural size.
    void fit();
    // Opens the focused object.
    void openFocused();

Q_SIGNALS:
    void openObjectRequested(baton::ResourceKind::Id kind, const QString &id);
    // The map was laid out again.
    void rebuilt();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void drawBackground(QPainter *painter, const QRectF &rect) override;

private:
    void setZoom(qreal zoom);
    void moveFocus(int key);
    [[nodiscard]] int nodeAt(const QPoint &viewPoint) const;
    void describeFocus();
    // Draws the whole map (no focus) into `painter`, `size` units large.
    void renderWhole(QPainter &painter, const QSizeF &size);

    const NameBook &m_names;
    QString m_group;
    GroupMapLayout m_layout;
    QGraphicsScene *m_scene;
    QAction *m_zoomIn;
    QAction *m_zoomOut;
    QAction *m_fit;
    int m_focus = -1;
    qreal m_zoom = 1;
    bool m_exporting = false;
    bool m_shown = false;
};

} // namespace baton
