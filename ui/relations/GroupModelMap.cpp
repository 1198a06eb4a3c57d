#include "ui/relations/GroupModelMap.h"

#include "core/relations/NameBook.h"
#include "ui/widgets/Icons.h"
#include "ui/widgets/StatusColors.h"

#include <QAction>
#include <QFile>
#include <QFontMetricsF>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QImage>
#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
#include <QSvgGenerator>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <functional>

using namespace Qt::StringLiterals;

namespace baton {

namespace {

using Kind = RelationIndex::Kind;
using Flag = GroupMapLayout::Flag;
using Node = GroupMapLayout::Node;

constexpr qreal ZoomStep = 1.25;
constexpr qreal MinZoom = 0.1;
constexpr qreal MaxZoom = 4;
constexpr qreal FocusMargin = 4;
constexpr qreal Radius = 5;
// The warning mark on a tool that needs approval, over its icon's corner.
constexpr qreal BadgeSize = 11;
// The largest PNG drawn at twice the size, in pixels of the map.
constexpr qreal SharpPngArea = 4000.0 * 4000.0;

QFont labelFont(const QFont &base)
{
    QFont font = base;
    font.setBold(true);
    return font;
}

QColor mix(const QColor &a, const QColor &b, qreal amount)
{
    return QColor::fromRgbF(float(a.redF() * (1 - amount) + b.redF() * amount),
                            float(a.greenF() * (1 - amount) + b.greenF() * amount),
                            float(a.blueF() * (1 - amount) + b.blueF() * amount));
}

icons::Icon iconOf(const Node &node)
{
    switch (node.kind) {
    case Kind::Secret:
        return icons::Icon::Secret;
    case Kind::Tool:
        return icons::Icon::Tool;
    case Kind::ApiResource:
        return icons::Icon::ApiResource;
    case Kind::File:
        return icons::Icon::File;
    case Kind::CustomModel:
        return icons::Icon::CustomModel;
    case Kind::GroupModel:
        return icons::Icon::GroupModel;
    case Kind::Team:
    case Kind::Unknown:
        break;
    }
    return node.flags & Flag::BaseModel ? icons::Icon::Chat : icons::Icon::Warning;
}

// What the node's tooltip and the screen reader say of it.
QString describe(const Node &node)
{
    const QString kind
        = node.flags & Flag::BaseModel ? GroupModelMap::tr("Base model") : NameBook::kindTitle(node.kind);
    //: A box of the group model map: %1 its name, %2 its kind, %3 its role or state.
    QString text = GroupModelMap::tr("%1 (%2): %3").arg(node.label, kind, node.detail);
    if (node.flags & Flag::NotVisible && !(node.flags & Flag::UnknownKind))
        text += u"\n"_s + GroupModelMap::tr("Not visible: the token cannot read it, or it no longer exists.");
    if (node.flags & Flag::UnknownKind)
        text += u"\n"_s + GroupModelMap::tr("A reference of a kind Baton does not know.");
    if (node.flags & Flag::NotInGroupChats)
        text += u"\n"_s
            + GroupModelMap::tr("Not available to this group's chats: it is shared with the group's brain or agents, "
                                "not with the group itself.");
    return text;
}

// What the boxes, lines and headings are drawn with: the map's palette and
// fonts, and the layout's sizes.
struct Look {
    QPalette palette;
    QFont font;
    QFont bold;
    qreal iconSize = 16;
    qreal padding = 8;
    qreal labelHeight = 16;
    qreal detailHeight = 14;

    Look(const QPalette &p, const QFont &f, const GroupMapLayout::Metrics &metrics)
        : palette(p)
        , font(f)
        , bold(labelFont(f))
        , iconSize(metrics.iconSize)
        , padding(metrics.padding)
        , labelHeight(metrics.labelHeight)
        , detailHeight(metrics.detailHeight)
    { }
};

// Draws an icon into a rectangle of the map.
using IconPainter = std::function<void(QPainter &, icons::Icon, const QRectF &)>;

void paintNode(QPainter &painter, const Node &n, const Look &look, const IconPainter &paintIcon, bool focused)
{
    const QPalette &palette = look.palette;
    const bool group = n.flags & Flag::ThisGroup;
    const QColor fill = group ? mix(palette.color(QPalette::Button), palette.color(QPalette::Highlight), 0.18)
                              : palette.color(QPalette::Button);
    const QColor text = palette.color(QPalette::ButtonText);
    painter.setRenderHint(QPainter::Antialiasing);
    QPen border(group ? palette.color(QPalette::Highlight) : mix(fill, text, 0.45), group ? 2 : 1);
    if (n.flags & Flag::NotVisible)
        border.setStyle(Qt::DashLine);
    else if (n.flags & Flag::NotInGroupChats)
        border.setStyle(Qt::DotLine);
    painter.setPen(border);
    painter.setBrush(fill);
    painter.drawRoundedRect(n.rect.adjusted(0.5, 0.5, -0.5, -0.5), Radius, Radius);

    const QRectF icon(n.rect.left() + look.padding, n.rect.center().y() - look.iconSize / 2, look.iconSize,
                      look.iconSize);
    paintIcon(painter, iconOf(n), icon);
    if (n.flags & Flag::NeedsApproval) {
        const QRectF badge(icon.right() - BadgeSize / 2, icon.bottom() - BadgeSize / 2, BadgeSize, BadgeSize);
        painter.setPen(Qt::NoPen);
        painter.setBrush(fill);
        painter.drawEllipse(badge.adjusted(-1, -1, 1, 1));
        paintIcon(painter, icons::Icon::Warning, badge);
    }

    const qreal textLeft = icon.right() + 8;
    const qreal textWidth = n.rect.right() - look.padding - textLeft;
    const qreal top = n.rect.center().y() - (look.labelHeight + 2 + look.detailHeight) / 2;
    painter.setFont(look.bold);
    painter.setPen(text);
    const QRectF labelRect(textLeft, top, textWidth, look.labelHeight);
    painter.drawText(labelRect, Qt::AlignLeft | Qt::AlignVCenter,
                     QFontMetricsF(look.bold).elidedText(n.label, Qt::ElideRight, textWidth));
    painter.setFont(look.font);
    const Status tone = n.flags & Flag::NeedsApproval ? Status::Warning : Status::Muted;
    painter.setPen(statusColor(tone, palette, fill));
    const QRectF detailRect(textLeft, labelRect.bottom() + 2, textWidth, look.detailHeight);
    painter.drawText(detailRect, Qt::AlignLeft | Qt::AlignVCenter,
                     QFontMetricsF(look.font).elidedText(n.detail, Qt::ElideRight, textWidth));

    if (focused) {
        QPen ring(palette.color(QPalette::Highlight), 2.5);
        painter.setPen(ring);
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(n.rect.adjusted(-FocusMargin, -FocusMargin, FocusMargin, FocusMargin),
                                Radius + FocusMargin, Radius + FocusMargin);
    }
}

// What a box covers, its focus ring included.
QRectF nodeBounds(const Node &node)
{
    return node.rect.adjusted(-FocusMargin - 2, -FocusMargin - 2, FocusMargin + 2, FocusMargin + 2);
}

void paintEdge(QPainter &painter, const GroupMapLayout::Edge &edge, const QPalette &palette)
{
    QPen pen(mix(palette.color(QPalette::Base), palette.color(QPalette::Text), 0.5), 1.2);
    // A model's own key: dashed, told apart from the tools' secrets.
    if (edge.relation == RelationIndex::Relation::ByokSecret)
        pen.setStyle(Qt::DashLine);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    // Line by line: Qt strokes an antialiased polyline of a pen wider than
    // one pixel as one outline, which takes seconds for a line thousands of
    // pixels tall (the lines of a map of hundreds of tools); lines alone
    // take microseconds.
    for (qsizetype i = 1; i < edge.path.size(); ++i)
        painter.drawLine(edge.path.at(i - 1), edge.path.at(i));
}

QRectF edgeBounds(const GroupMapLayout::Edge &edge)
{
    QRectF bounds;
    for (const QPointF &point : edge.path)
        bounds |= QRectF(point, QSizeF(0.1, 0.1));
    return bounds.adjusted(-2, -2, 2, 2);
}

void paintHeading(QPainter &painter, const GroupMapLayout::Heading &heading, const Look &look)
{
    painter.setFont(look.bold);
    painter.setPen(statusColor(Status::Muted, look.palette, look.palette.color(QPalette::Base)));
    painter.drawText(heading.rect, Qt::AlignLeft | Qt::AlignVCenter, heading.text);
}

// The icons as the view paints them: the application's, kept drawn by size.
void paintViewIcon(QPainter &painter, icons::Icon which, const QRectF &rect)
{
    icons::icon(which).paint(&painter, rect.toAlignedRect());
}

class NodeItem final : public QGraphicsItem
{
public:
    NodeItem(const GroupModelMap &map, int index)
        : m_map(map)
        , m_index(index)
    {
        setToolTip(describe(node()));
    }

    [[nodiscard]] const Node &node() const { return m_map.layout().nodes().at(m_index); }
    [[nodiscard]] int index() const { return m_index; }

    [[nodiscard]] QRectF boundingRect() const override { return nodeBounds(node()); }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        paintNode(*painter, node(), Look(m_map.palette(), m_map.font(), m_map.layout().metrics()), paintViewIcon,
                  m_map.showsFocus(m_index));
    }

private:
    const GroupModelMap &m_map;
    int m_index;
};

class EdgeItem final : public QGraphicsItem
{
public:
    EdgeItem(const GroupModelMap &map, int index)
        : m_map(map)
        , m_index(index)
        , m_bounds(edgeBounds(edge()))
    { }

    [[nodiscard]] const GroupMapLayout::Edge &edge() const { return m_map.layout().edges().at(m_index); }
    [[nodiscard]] QRectF boundingRect() const override { return m_bounds; }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        paintEdge(*painter, edge(), m_map.palette());
    }

private:
    const GroupModelMap &m_map;
    int m_index;
    QRectF m_bounds;
};

class HeadingItem final : public QGraphicsItem
{
public:
    HeadingItem(const GroupModelMap &map, int index)
        : m_map(map)
        , m_index(index)
    { }

    [[nodiscard]] QRectF boundingRect() const override { return m_map.layout().headings().at(m_index).rect; }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        paintHeading(*painter, m_map.layout().headings().at(m_index),
                     Look(m_map.palette(), m_map.font(), m_map.layout().metrics()));
    }

private:
    const GroupModelMap &m_map;
    int m_index;
};

} // namespace

GroupModelMap::GroupModelMap(const NameBook &names, QWidget *parent)
    : QGraphicsView(parent)
    , m_names(names)
    , m_scene(new QGraphicsScene(this))
{
    setObjectName(u"groupModelMap"_s);
    setScene(m_scene);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setFocusPolicy(Qt::StrongFocus);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setTransformationAnchor(QGraphicsView::AnchorViewCenter);

    m_zoomIn = new QAction(tr("Zoom &in"), this);
    m_zoomIn->setObjectName(u"actionMapZoomIn"_s);
    m_zoomIn->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence(QKeySequence::ZoomIn)});
    connect(m_zoomIn, &QAction::triggered, this, &GroupModelMap::zoomIn);
    m_zoomOut = new QAction(tr("Zoom &out"), this);
    m_zoomOut->setObjectName(u"actionMapZoomOut"_s);
    m_zoomOut->setShortcuts(QKeySequence::ZoomOut);
    connect(m_zoomOut, &QAction::triggered, this, &GroupModelMap::zoomOut);
    m_fit = new QAction(tr("&Fit"), this);
    m_fit->setObjectName(u"actionMapFit"_s);
    m_fit->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_0), QKeySequence(Qt::Key_F)});
    connect(m_fit, &QAction::triggered, this, &GroupModelMap::fit);
    addActions({m_zoomIn, m_zoomOut, m_fit});
}

GroupModelMap::~GroupModelMap() = default;

void GroupModelMap::setGroup(const QString &id)
{
    m_group = id;
    m_focus = -1;
    rebuild();
}

void GroupModelMap::rebuild()
{
    const Node focused = m_focus >= 0 && m_focus < m_layout.nodes().size() ? m_layout.nodes().at(m_focus) : Node();
    const QFontMetricsF label(labelFont(font()));
    const QFontMetricsF detail(font());
    GroupMapLayout::Metrics metrics;
    // A pixel to spare, so that rounding never elides a text that fits.
    metrics.labelWidth = [&label](const QString &text) { return std::ceil(label.horizontalAdvance(text)) + 1; };
    metrics.detailWidth = [&detail](const QString &text) { return std::ceil(detail.horizontalAdvance(text)) + 1; };
    metrics.headingWidth = metrics.labelWidth;
    metrics.labelHeight = std::ceil(label.height());
    metrics.detailHeight = std::ceil(detail.height());
    metrics.headingHeight = metrics.labelHeight;
    metrics.iconSize = 16;
    metrics.padding = std::ceil(detail.height() / 2);
    metrics.maxTextWidth = std::ceil(detail.averageCharWidth() * 48);
    m_layout = GroupMapLayout::make(m_names, m_group, metrics);

    m_scene->clear();
    for (int i = 0; i < int(m_layout.headings().size()); ++i)
        m_scene->addItem(new HeadingItem(*this, i));
    for (int i = 0; i < int(m_layout.edges().size()); ++i) {
        auto *edge = new EdgeItem(*this, i);
        edge->setZValue(0);
        m_scene->addItem(edge);
    }
    for (int i = 0; i < int(m_layout.nodes().size()); ++i) {
        auto *node = new NodeItem(*this, i);
        node->setZValue(1);
        m_scene->addItem(node);
    }
    m_scene->setSceneRect(m_layout.bounds());
    m_focus = focused.id.isEmpty() ? -1 : m_layout.find(focused.kind, focused.id);
    if (m_focus < 0 && !m_layout.nodes().isEmpty())
        m_focus = 0;
    //: The group model map's name for screen readers: %1 the group model.
    setAccessibleName(tr("Map of “%1”").arg(m_layout.nodes().isEmpty() ? QString() : m_layout.nodes().first().label));
    // The viewport takes the clicks and the focus with the view: the same name.
    viewport()->setAccessibleName(accessibleName());
    describeFocus();
    Q_EMIT rebuilt();
}

bool GroupModelMap::showsFocus(int node) const
{
    return node == m_focus && !m_exporting && hasFocus();
}

void GroupModelMap::setFocusedNode(int node)
{
    if (node < 0 || node >= m_layout.nodes().size() || node == m_focus)
        return;
    m_focus = node;
    viewport()->update();
    ensureVisible(m_layout.nodes().at(node).rect, 24, 24);
    describeFocus();
}

void GroupModelMap::describeFocus()
{
    setAccessibleDescription(m_focus >= 0 ? describe(m_layout.nodes().at(m_focus)) : QString());
}

void GroupModelMap::openFocused()
{
    if (m_focus < 0)
        return;
    const Node &node = m_layout.nodes().at(m_focus);
    const std::optional<ResourceKind::Id> kind = NameBook::resourceKind(node.kind);
    if (kind && !(node.flags & Flag::BaseModel))
        Q_EMIT openObjectRequested(*kind, node.id);
}

void GroupModelMap::moveFocus(int key)
{
    const auto &nodes = m_layout.nodes();
    if (nodes.isEmpty())
        return;
    if (m_focus < 0) {
        setFocusedNode(0);
        return;
    }
    const Node &current = nodes.at(m_focus);
    const qreal y = current.rect.center().y();
    int best = -1;
    qreal bestDistance = 0;
    const auto consider = [&](int candidate, qreal distance) {
        if (best < 0 || distance < bestDistance) {
            best = candidate;
            bestDistance = distance;
        }
    };
    if (key == Qt::Key_Up || key == Qt::Key_Down) {
        for (int i = 0; i < nodes.size(); ++i) {
            const Node &other = nodes.at(i);
            const qreal dy = other.rect.center().y() - y;
            if (other.column == current.column && (key == Qt::Key_Up ? dy < 0 : dy > 0))
                consider(i, std::abs(dy));
        }
    } else {
        // The nearest column that has boxes, to the left or right.
        const int step = key == Qt::Key_Left ? -1 : 1;
        for (int column = int(current.column) + step; column >= 0 && column <= 2 && best < 0; column += step) {
            for (int i = 0; i < nodes.size(); ++i) {
                if (int(nodes.at(i).column) == column)
                    consider(i, std::abs(nodes.at(i).rect.center().y() - y));
            }
        }
    }
    if (best >= 0)
        setFocusedNode(best);
}

void GroupModelMap::keyPressEvent(QKeyEvent *event)
{
    if (event->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier)) {
        QGraphicsView::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Left:
    case Qt::Key_Right:
        moveFocus(event->key());
        return;
    case Qt::Key_Home:
        setFocusedNode(0);
        return;
    case Qt::Key_End:
        setFocusedNode(int(m_layout.nodes().size()) - 1);
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        openFocused();
        return;
    default:
        break;
    }
    QGraphicsView::keyPressEvent(event);
}

int GroupModelMap::nodeAt(const QPoint &viewPoint) const
{
    const QPointF at = mapToScene(viewPoint);
    const auto &nodes = m_layout.nodes();
    for (int i = 0; i < nodes.size(); ++i) {
        if (nodes.at(i).rect.contains(at))
            return i;
    }
    return -1;
}

void GroupModelMap::mousePressEvent(QMouseEvent *event)
{
    if (const int node = nodeAt(event->position().toPoint()); node >= 0 && event->button() == Qt::LeftButton)
        setFocusedNode(node);
    QGraphicsView::mousePressEvent(event);
}

void GroupModelMap::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (const int node = nodeAt(event->position().toPoint()); node >= 0 && event->button() == Qt::LeftButton) {
        setFocusedNode(node);
        openFocused();
        return;
    }
    QGraphicsView::mouseDoubleClickEvent(event);
}

void GroupModelMap::wheelEvent(QWheelEvent *event)
{
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    const int delta = event->angleDelta().y();
    if (delta == 0)
        return;
    const ViewportAnchor anchor = transformationAnchor();
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setZoom(m_zoom * std::pow(ZoomStep, qreal(delta) / 120));
    setTransformationAnchor(anchor);
    event->accept();
}

void GroupModelMap::focusInEvent(QFocusEvent *event)
{
    QGraphicsView::focusInEvent(event);
    if (m_focus >= 0)
        ensureVisible(m_layout.nodes().at(m_focus).rect, 24, 24);
    viewport()->update();
}

void GroupModelMap::focusOutEvent(QFocusEvent *event)
{
    QGraphicsView::focusOutEvent(event);
    viewport()->update();
}

void GroupModelMap::changeEvent(QEvent *event)
{
    QGraphicsView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        viewport()->update();
    else if (event->type() == QEvent::FontChange)
        rebuild();
}

void GroupModelMap::showEvent(QShowEvent *event)
{
    QGraphicsView::showEvent(event);
    if (!m_shown) {
        m_shown = true;
        fit();
    }
}

void GroupModelMap::drawBackground(QPainter *painter, const QRectF &rect)
{
    painter->fillRect(rect, palette().color(QPalette::Base));
}

void GroupModelMap::setZoom(qreal zoom)
{
    m_zoom = std::clamp(zoom, MinZoom, MaxZoom);
    setTransform(QTransform::fromScale(m_zoom, m_zoom));
}

void GroupModelMap::zoomIn()
{
    setZoom(m_zoom * ZoomStep);
}

void GroupModelMap::zoomOut()
{
    setZoom(m_zoom / ZoomStep);
}

void GroupModelMap::fit()
{
    const QRectF bounds = m_layout.bounds();
    // The room without scroll bars: the map fitted needs none (measured with
    // the bar of the zoom before, it was fitted a bar's width too small); a
    // pixel each way, since the view rounds the map's edges outwards.
    const QSize room = maximumViewportSize() - QSize(2, 2);
    if (bounds.isEmpty() || room.isEmpty())
        return;
    setZoom(std::min({1.0, room.width() / bounds.width(), room.height() / bounds.height()}));
    // Scroll bars the zoom before needed stay while the map is wider than
    // the room they leave: turned off and on again, the view lays out
    // without them, and the fitted map needs none.
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    centerOn(bounds.center());
}

void GroupModelMap::renderWhole(QPainter &painter, const QSizeF &size)
{
    m_exporting = true;
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    painter.fillRect(QRectF(QPointF(), size), palette().color(QPalette::Base));
    m_scene->render(&painter, QRectF(QPointF(), size), m_layout.bounds());
    m_exporting = false;
}

GroupMapPicture GroupModelMap::picture() const
{
    GroupMapPicture picture;
    picture.m_layout = m_layout;
    picture.m_palette = palette();
    picture.m_font = font();
    const QSizeF size = m_layout.bounds().size();
    picture.m_ratio = size.width() * size.height() <= SharpPngArea ? 2 : 1;
    // Drawn here, on the GUI thread, where icons may be: a picture draws
    // them as images, which any thread may paint.
    const qreal iconSize = m_layout.metrics().iconSize;
    for (const Node &node : m_layout.nodes()) {
        const icons::Icon which = iconOf(node);
        if (!picture.m_icons.contains(int(which)))
            picture.m_icons.insert(
                int(which), icons::icon(which).pixmap(QSizeF(iconSize, iconSize).toSize(), picture.m_ratio).toImage());
    }
    picture.m_badge
        = icons::icon(icons::Icon::Warning).pixmap(QSize(int(BadgeSize), int(BadgeSize)), picture.m_ratio).toImage();
    return picture;
}

QSize GroupMapPicture::pixelSize() const
{
    return (m_layout.bounds().size() * m_ratio).toSize();
}

int GroupMapPicture::parts() const
{
    return 1 + int(m_layout.headings().size() + m_layout.edges().size() + m_layout.nodes().size());
}

void GroupMapPicture::paint(QPainter &painter, int first, int last) const
{
    painter.save();
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    painter.translate(-m_layout.bounds().topLeft());
    const Look look(m_palette, m_font, m_layout.metrics());
    const IconPainter paintIcon = [this](QPainter &p, icons::Icon which, const QRectF &rect) {
        p.drawImage(rect,
                    which == icons::Icon::Warning && rect.width() <= BadgeSize ? m_badge : m_icons.value(int(which)));
    };
    const int headings = int(m_layout.headings().size());
    const int edges = int(m_layout.edges().size());
    for (int part = std::max(first, 0); part < std::min(last, parts()); ++part) {
        if (part == 0)
            painter.fillRect(m_layout.bounds(), m_palette.color(QPalette::Base));
        else if (part <= headings)
            paintHeading(painter, m_layout.headings().at(part - 1), look);
        else if (part <= headings + edges)
            paintEdge(painter, m_layout.edges().at(part - 1 - headings), m_palette);
        else
            paintNode(painter, m_layout.nodes().at(part - 1 - headings - edges), look, paintIcon, false);
    }
    painter.restore();
}

bool GroupModelMap::exportSvg(const QString &path, const QString &title)
{
    const QSizeF size = m_layout.bounds().size();
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(size.toSize());
    svg.setViewBox(QRectF(QPointF(), size));
    svg.setTitle(title);
    // Point sizes become the same pixel sizes as on the screen the map was laid out for.
    svg.setResolution(logicalDpiY());
    QPainter painter;
    if (!painter.begin(&svg))
        return false;
    renderWhole(painter, size);
    return painter.end() && QFile(path).size() > 0;
}

} // namespace baton
