#include "ui/widgets/Icons.h"

#include <QGuiApplication>
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
    }
    return {};
}

// Draws a monochrome SVG in the palette's colour for the mode, at the
// device pixels asked for: crisp at any scale, and repainted in the new
// colours when the palette changes, since nothing is kept between calls but
// the parsed drawing.
class SvgIconEngine final : public QIconEngine
{
public:
    explicit SvgIconEngine(std::shared_ptr<QSvgRenderer> renderer)
        : m_renderer(std::move(renderer))
    { }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        const qreal ratio = painter->device() ? painter->device()->devicePixelRatio() : 1.0;
        QPixmap drawn = scaledPixmap(rect.size() * ratio, mode, state, ratio);
        drawn.setDevicePixelRatio(ratio);
        painter->drawPixmap(rect.topLeft(), drawn);
    }

    QSize actualSize(const QSize &size, QIcon::Mode, QIcon::State) override { return size; }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return scaledPixmap(size, mode, state, 1.0);
    }

    // QIcon asks with the size in device pixels already.
    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State, qreal) override
    {
        if (size.isEmpty())
            return {};
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        m_renderer->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
        painter.setCompositionMode(QPainter::CompositionMode_SourceIn);
        painter.fillRect(image.rect(), colour(mode));
        painter.end();
        return QPixmap::fromImage(std::move(image));
    }

    [[nodiscard]] QString key() const override { return u"baton-svg"_s; }
    [[nodiscard]] QIconEngine *clone() const override { return new SvgIconEngine(m_renderer); }
    bool isNull() override { return !m_renderer->isValid(); }

private:
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
};

} // namespace

QList<Icon> all()
{
    QList<Icon> icons;
    for (int which = 0; which <= int(Icon::Sandbox); ++which)
        icons << Icon(which);
    return icons;
}

QIcon bundled(Icon which)
{
    auto renderer = std::make_shared<QSvgRenderer>(u":/icons/baton/"_s + names(which).file + u".svg"_s);
    return QIcon(new SvgIconEngine(std::move(renderer)));
}

QIcon icon(Icon which)
{
    const QString theme = names(which).theme;
    return QIcon::hasThemeIcon(theme) ? QIcon::fromTheme(theme) : bundled(which);
}

} // namespace baton::icons
