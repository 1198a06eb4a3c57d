#pragma once

#include "core/relations/GroupMapLayout.h"
#include "core/resources/ResourceKind.h"

#include <QGraphicsView>
#include <QList>
#include <QString>

class QAction;

namespace baton {

class NameBook;

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

    // The whole map, whatever the zoom and without the focus, as a PNG image
    // or an SVG drawing. False when the file could not be written.
    [[nodiscard]] bool exportPng(const QString &path);
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
