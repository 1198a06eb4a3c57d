#include "ui/widgets/Theme.h"

#include <QApplication>
#include <QSettings>
#include <QStyle>

#include <optional>

using namespace Qt::StringLiterals;

namespace baton::theme {

namespace {

const auto themeKey = u"ui/theme"_s;

struct Look {
    QString style;
    QPalette palette;
    bool paletteSet = false; // false: the palette followed the platform or the style
};

// The look the application had before Baton changed it.
std::optional<Look> &systemLook()
{
    static std::optional<Look> look;
    return look;
}

struct Colours {
    QColor window, windowText, base, alternateBase, text, placeholder, button, buttonText, brightText;
    QColor light, midlight, mid, dark, shadow;
    QColor highlight, highlightedText, link, linkVisited, toolTipBase, toolTipText;
    QColor disabledText, disabledButton, disabledBase, disabledHighlight, disabledPlaceholder;
};

QPalette paletteOf(const Colours &c)
{
    QPalette palette;
    for (const QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive, QPalette::Disabled}) {
        const bool off = group == QPalette::Disabled;
        palette.setColor(group, QPalette::Window, c.window);
        palette.setColor(group, QPalette::WindowText, off ? c.disabledText : c.windowText);
        palette.setColor(group, QPalette::Base, off ? c.disabledBase : c.base);
        palette.setColor(group, QPalette::AlternateBase, off ? c.disabledBase : c.alternateBase);
        palette.setColor(group, QPalette::Text, off ? c.disabledText : c.text);
        palette.setColor(group, QPalette::PlaceholderText, off ? c.disabledPlaceholder : c.placeholder);
        palette.setColor(group, QPalette::Button, off ? c.disabledButton : c.button);
        palette.setColor(group, QPalette::ButtonText, off ? c.disabledText : c.buttonText);
        palette.setColor(group, QPalette::BrightText, c.brightText);
        palette.setColor(group, QPalette::Light, c.light);
        palette.setColor(group, QPalette::Midlight, c.midlight);
        palette.setColor(group, QPalette::Mid, c.mid);
        palette.setColor(group, QPalette::Dark, c.dark);
        palette.setColor(group, QPalette::Shadow, c.shadow);
        palette.setColor(group, QPalette::Highlight, off ? c.disabledHighlight : c.highlight);
        palette.setColor(group, QPalette::HighlightedText, off ? c.disabledText : c.highlightedText);
        palette.setColor(group, QPalette::Link, off ? c.disabledText : c.link);
        palette.setColor(group, QPalette::LinkVisited, off ? c.disabledText : c.linkVisited);
        palette.setColor(group, QPalette::ToolTipBase, c.toolTipBase);
        palette.setColor(group, QPalette::ToolTipText, c.toolTipText);
        palette.setColor(group, QPalette::NoRole, Qt::transparent);
    }
    return palette;
}

} // namespace

QPalette lightPalette()
{
    Colours c;
    c.window = QColor(0xef, 0xef, 0xef);
    c.windowText = QColor(0x1b, 0x1b, 0x1b);
    c.base = QColor(0xff, 0xff, 0xff);
    c.alternateBase = QColor(0xf5, 0xf5, 0xf5);
    c.text = c.windowText;
    c.placeholder = QColor(0x69, 0x69, 0x69);
    c.button = QColor(0xf2, 0xf2, 0xf2);
    c.buttonText = c.windowText;
    c.brightText = QColor(0xff, 0xff, 0xff);
    c.light = QColor(0xff, 0xff, 0xff);
    c.midlight = QColor(0xe3, 0xe3, 0xe3);
    c.mid = QColor(0xb8, 0xb8, 0xb8);
    c.dark = QColor(0x9f, 0x9f, 0x9f);
    c.shadow = QColor(0x76, 0x76, 0x76);
    c.highlight = QColor(0x24, 0x66, 0xa8);
    c.highlightedText = QColor(0xff, 0xff, 0xff);
    c.link = QColor(0x1a, 0x5f, 0xb4);
    c.linkVisited = QColor(0x7a, 0x3a, 0xa8);
    c.toolTipBase = QColor(0xff, 0xff, 0xe1);
    c.toolTipText = QColor(0x1b, 0x1b, 0x1b);
    c.disabledText = QColor(0x9a, 0x9a, 0x9a);
    c.disabledButton = c.button;
    c.disabledBase = c.window;
    c.disabledHighlight = QColor(0xc8, 0xc8, 0xc8);
    c.disabledPlaceholder = QColor(0xb0, 0xb0, 0xb0);
    return paletteOf(c);
}

QPalette darkPalette()
{
    Colours c;
    c.window = QColor(0x2d, 0x2f, 0x33);
    c.windowText = QColor(0xe8, 0xe8, 0xe8);
    c.base = QColor(0x1f, 0x21, 0x24);
    c.alternateBase = QColor(0x27, 0x2a, 0x2e);
    c.text = c.windowText;
    c.placeholder = QColor(0xa0, 0xa4, 0xaa);
    c.button = QColor(0x3a, 0x3d, 0x42);
    c.buttonText = c.windowText;
    c.brightText = QColor(0xff, 0xff, 0xff);
    c.light = QColor(0x50, 0x54, 0x5a);
    c.midlight = QColor(0x45, 0x48, 0x4e);
    c.mid = QColor(0x26, 0x28, 0x2b);
    c.dark = QColor(0x1c, 0x1e, 0x21);
    c.shadow = QColor(0x0f, 0x10, 0x11);
    c.highlight = QColor(0x2f, 0x6f, 0xb3);
    c.highlightedText = QColor(0xff, 0xff, 0xff);
    c.link = QColor(0x6c, 0xb4, 0xff);
    c.linkVisited = QColor(0xc4, 0x9c, 0xff);
    c.toolTipBase = QColor(0x3a, 0x3d, 0x42);
    c.toolTipText = QColor(0xf0, 0xf0, 0xf0);
    c.disabledText = QColor(0x80, 0x84, 0x8a);
    c.disabledButton = QColor(0x33, 0x35, 0x39);
    c.disabledBase = c.window;
    c.disabledHighlight = QColor(0x45, 0x48, 0x4e);
    c.disabledPlaceholder = QColor(0x6c, 0x70, 0x76);
    return paletteOf(c);
}

Choice chosen(const QSettings &settings)
{
    const QString value = settings.value(themeKey).toString();
    if (value == "light"_L1)
        return Choice::Light;
    if (value == "dark"_L1)
        return Choice::Dark;
    return Choice::System;
}

void choose(QSettings &settings, Choice choice)
{
    switch (choice) {
    case Choice::System:
        settings.remove(themeKey);
        break;
    case Choice::Light:
        settings.setValue(themeKey, u"light"_s);
        break;
    case Choice::Dark:
        settings.setValue(themeKey, u"dark"_s);
        break;
    }
    apply(choice);
}

void apply(Choice choice)
{
    std::optional<Look> &system = systemLook();
    const bool first = !system;
    if (first)
        system = Look {QApplication::style()->name(), QApplication::palette(),
                       QCoreApplication::testAttribute(Qt::AA_SetPalette)};
    switch (choice) {
    case Choice::System:
        if (first) // nothing to give back
            return;
        QApplication::setStyle(system->style);
        // A palette nobody set follows the platform again, as it did at start.
        QApplication::setPalette(system->paletteSet ? system->palette : QPalette());
        return;
    case Choice::Light:
        QApplication::setStyle(u"Fusion"_s);
        QApplication::setPalette(lightPalette());
        return;
    case Choice::Dark:
        QApplication::setStyle(u"Fusion"_s);
        QApplication::setPalette(darkPalette());
        return;
    }
}

} // namespace baton::theme
