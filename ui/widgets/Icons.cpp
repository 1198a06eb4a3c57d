#include "ui/widgets/Icons.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QHash>
#include <QIconEngine>
#include <QImage>
#include <QPainter>
#include <QPalette>
#include <QPixmap>
#include <QSvgRenderer>

#include <memory>

using namespace Qt::StringLiterals;

namespace baton::icons {

namespace {

struct Names {
    QString theme; // the freedesktop icon name
    QString file; // under :/icons/baton/
};

Names names(Icon which)
{
    switch (which) {
    case Icon::Chat:
        return {u"internet-chat"_s, u"chat"_s};
    case Icon::Secret:
        return {u"dialog-password"_s, u"secret"_s};
    case Icon::Tool:
        return {u"applications-utilities"_s, u"tool"_s};
    case Icon::ApiResource:
        return {u"network-server"_s, u"api-resource"_s};
    case Icon::File:
        return {u"folder-documents"_s, u"file"_s};
    case Icon::CustomModel:
        return {u"preferences-system"_s, u"custom-model"_s};
    case Icon::GroupModel:
        return {u"system-users"_s, u"group-model"_s};
    case Icon::RequestLog:
        return {u"view-list-details"_s, u"request-log"_s};
    case Icon::History:
        return {u"document-open-recent"_s, u"history"_s};
    case Icon::New:
        return {u"document-new"_s, u"new"_s};
    case Icon::Add:
        return {u"list-add"_s, u"add"_s};
    case Icon::Remove:
        return {u"list-remove"_s, u"remove"_s};
    case Icon::Edit:
        return {u"document-edit"_s, u"edit"_s};
    case Icon::Duplicate:
        return {u"edit-copy"_s, u"copy"_s};
    case Icon::Delete:
        return {u"edit-delete"_s, u"delete"_s};
    case Icon::Refresh:
        return {u"view-refresh"_s, u"refresh"_s};
    case Icon::Send:
        return {u"mail-send"_s, u"send"_s};
    case Icon::Stop:
        return {u"process-stop"_s, u"stop"_s};
    case Icon::Export:
        return {u"document-save-as"_s, u"export"_s};
    case Icon::Copy:
        return {u"edit-copy"_s, u"copy"_s};
    case Icon::Connect:
        return {u"network-connect"_s, u"connect"_s};
    case Icon::Approve:
        return {u"dialog-ok"_s, u"approve"_s};
    case Icon::Deny:
        return {u"dialog-cancel"_s, u"deny"_s};
    case Icon::Warning:
        return {u"dialog-warning"_s, u"warning"_s};
    case Icon::Search:
        return {u"edit-find"_s, u"search"_s};
    case Icon::Quit:
        return {u"application-exit"_s, u"quit"_s};
    case Icon::About:
        return {u"help-about"_s, u"about"_s};
    case Icon::Theme:
        return {u"preferences-desktop-theme"_s, u"theme"_s};
    case Icon::Upload:
        return {u"document-import"_s, u"upload"_s};
    case Icon::Clear:
        return {u"edit-clear-history"_s, u"clear"_s};
    case Icon::Close:
        return {u"window-close"_s, u"close"_s};
    case Icon::Events:
        return {u"view-list-text"_s, u"events"_s};
    case Icon::Language:
        return {u"preferences-desktop-locale"_s, u"language"_s};
    case Icon::Show:
        return {u"view-visible"_s, u"show"_s};
    case Icon::Hide:
        return {u"view-hidden"_s, u"hide"_s};
    case Icon::Up:
        return {u"go-up"_s, u"up"_s};
    case Icon::Down:
        return {u"go-down"_s, u"down"_s};
    case Icon::Sandbox:
        return {u"system-run"_s, u"sandbox"_s};
    case Icon::Bottom:
        return {u"go-bottom"_s, u"bottom"_s};
    }
    return {};
}

// How many times an SVG was drawn: see svgRenders().
int s_renders = 0;

// Draws a monochrome SVG in the palette's colour for the mode, at the
// device pixels asked for: crisp at any scale. A drawing is kept for each
// size, ratio, mode and colour it was asked for, so painting the same icon
// again (a map of hundreds of boxes, a list's rows) only copies pixels; the
// colour is part of what is kept, so a new palette draws it again in the
// new colours.
class SvgIconEngine final : public QIconEngine
{
public:
    explicit SvgIconEngine(std::shared_ptr<QSvgRenderer> renderer)
        : m_renderer(std::move(renderer))
    { }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        const qreal ratio = painter->device() ? painter->device()->devicePixelRatio() : 1.0;
        painter->drawPixmap(rect.topLeft(), scaledPixmap(rect.size() * ratio, mode, state, ratio));
    }

    QSize actualSize(const QSize &size, QIcon::Mode, QIcon::State) override { return size; }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return scaledPixmap(size, mode, state, 1.0);
    }

    // QIcon asks with the size in device pixels already.
    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State, qreal scale) override
    {
        if (size.isEmpty())
            return {};
        const QColor tint = colour(mode);
        const Key key {size, scale, tint.rgba()};
        if (const auto kept = m_drawn.constFind(key); kept != m_drawn.cend())
            return *kept;
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        m_renderer->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
        painter.setCompositionMode(QPainter::CompositionMode_SourceIn);
        painter.fillRect(image.rect(), tint);
        painter.end();
        ++s_renders;
        QPixmap drawn = QPixmap::fromImage(std::move(image));
        // Kept with the ratio it is drawn at: setting it later would copy the pixels.
        drawn.setDevicePixelRatio(scale);
        // A few sizes and colours are in use at a time; past that, zooming
        // or switching palettes again and again: start over.
        if (m_drawn.size() >= MaxKept)
            m_drawn.clear();
        m_drawn.insert(key, drawn);
        return drawn;
    }

    [[nodiscard]] QString key() const override { return u"baton-svg"_s; }
    [[nodiscard]] QIconEngine *clone() const override { return new SvgIconEngine(m_renderer); }
    bool isNull() override { return !m_renderer->isValid(); }

private:
    static constexpr qsizetype MaxKept = 32;

    // The mode is not part of it: the colour is what the mode changes.
    struct Key {
        QSize size;
        qreal scale;
        QRgb tint;
        friend bool operator==(const Key &a, const Key &b)
        {
            return a.size == b.size && qFuzzyCompare(a.scale, b.scale) && a.tint == b.tint;
        }
        friend size_t qHash(const Key &key, size_t seed = 0)
        {
            return qHashMulti(seed, key.size.width(), key.size.height(), qRound(key.scale * 100), key.tint);
        }
    };

    static QColor colour(QIcon::Mode mode)
    {
        const QPalette palette = QGuiApplication::palette();
        switch (mode) {
        case QIcon::Disabled:
            return palette.color(QPalette::Disabled, QPalette::WindowText);
        case QIcon::Selected:
            return palette.color(QPalette::Active, QPalette::HighlightedText);
        case QIcon::Normal:
        case QIcon::Active:
            break;
        }
        return palette.color(QPalette::Active, QPalette::WindowText);
    }

    std::shared_ptr<QSvgRenderer> m_renderer;
    QHash<Key, QPixmap> m_drawn;
};

// Each drawing parsed once and each icon made once, shared by every copy,
// so that the drawings kept by its engine serve every widget that shows it.
// Emptied with the application, which its pixmaps must not outlive.
QHash<Icon, QIcon> &made()
{
    static QHash<Icon, QIcon> icons;
    static const bool emptiedAtExit = [] {
        qAddPostRoutine([] { made().clear(); });
        return true;
    }();
    Q_UNUSED(emptiedAtExit)
    return icons;
}

} // namespace

QList<Icon> all()
{
    QList<Icon> icons;
    for (int which = 0; which <= int(Icon::Bottom); ++which)
        icons << Icon(which);
    return icons;
}

QIcon bundled(Icon which)
{
    QHash<Icon, QIcon> &icons = made();
    if (const auto found = icons.constFind(which); found != icons.cend())
        return *found;
    auto renderer = std::make_shared<QSvgRenderer>(u":/icons/baton/"_s + names(which).file + u".svg"_s);
    return icons.insert(which, QIcon(new SvgIconEngine(std::move(renderer)))).value();
}

QIcon icon(Icon which)
{
    const QString theme = names(which).theme;
    return QIcon::hasThemeIcon(theme) ? QIcon::fromTheme(theme) : bundled(which);
}

int svgRenders()
{
    return s_renders;
}

} // namespace baton::icons
