#pragma once

#include <QIcon>

namespace baton::icons {

// Every icon the console shows, by what it means.
enum class Icon {
    Chat,
    Secret,
    Tool,
    ApiResource,
    File,
    CustomModel,
    GroupModel,
    RequestLog,
    History,
    New,
    Add,
    Remove,
    Edit,
    Duplicate,
    Delete,
    Refresh,
    Send,
    Stop,
    Export,
    Copy,
    Connect,
    Approve,
    Deny,
    Warning,
    Search,
    Quit,
    About,
    Theme,
    Upload,
    Clear,
    Close,
    Events,
    Language,
    Show,
    Hide,
    Up,
    Down,
    Sandbox,
    // To the end of a long text, and follow what comes.
    Bottom,
};

// All of them, for the tests.
[[nodiscard]] QList<Icon> all();

// The desktop theme's icon of its freedesktop name when the theme has one;
// else Baton's own drawing, rendered from its SVG at the size and pixel
// ratio asked for, in the application palette's text colour (the
// highlighted text colour when selected, the disabled text colour when
// disabled), so one drawing serves light and dark palettes.
[[nodiscard]] QIcon icon(Icon which);

// Baton's own drawing only, whatever the desktop theme offers. The same
// icon each time, made once (on the GUI thread: it draws pixmaps).
[[nodiscard]] QIcon bundled(Icon which);

// How many times Baton's drawings were rendered from their SVG, all icons
// together: the tests and benchmarks see from it that a drawing is kept.
[[nodiscard]] int svgRenders();

} // namespace baton::icons
