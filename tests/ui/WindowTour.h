#pragma once

// A walk through every window of the console, for the checks that look at
// all of them (the focus chain, the translated texts): the main window on
// each page, each editor dialog new and on an existing object, the upload,
// approval, connection, sharing and team names dialogs, the map of a group
// model. An in-process sandbox with demo data and an admin client connected
// to it serve the windows.

#include "EditorFixture.h"

#include <QStringList>

#include <functional>
#include <memory>

namespace windowtour {

// The stops of the tour, in order: "page-<kind key>" for the main window on a
// page ("page-chat" first; "page-requestLog" and "page-history" last),
// "editor-<kind key>-new" and "-edit", "usage" (the history page's Usage
// tab), "upload", "approval", "compare" (a
// recorded conversation beside a re-run of it), "map" (the
// map of the demo data's group model), "connection-first-run" and
// "connection-profile", "share-with-model" and "change-sharing", "team-names".
QStringList stops();

// The test data of a check of every window: a "stop" column, one row per stop.
void addStopRows();

// What a window is seen in besides its stop: a language ("en", or one of
// translations::shipped()), a light or dark palette, and its size as opened
// or its minimum size.
struct Look {
    QString language;
    bool dark = false;
    bool minimal = false;
};

// The test data of a check of every window in every look: columns
// "language", "dark", "minimal" and "stop", one row per combination, named
// like "fr dark min editor-tool-new".
void addLookRows();

// Puts the application in a look for as long as it lives: the translation
// installed and the palette set before any window opens; back to English
// and the light palette afterwards.
class LookScope
{
public:
    explicit LookScope(const Look &look);
    ~LookScope();
    LookScope(const LookScope &) = delete;
    LookScope &operator=(const LookScope &) = delete;

    // The language actually installed: `look.language` unless it failed.
    [[nodiscard]] QString language() const { return m_language; }

private:
    QString m_language;
};

// Called with the stop's top-level window once it is shown and every request
// it sent has its answer; the window closes when the call returns.
using Visitor = std::function<void(QWidget *window)>;

// In a test function fed by addLookRows(): opens the current row's stop in
// its look (language, palette, size) and hands the window to `visitor`.
// Returns why that could not be done, or an empty string.
QString visitLookRow(const Visitor &visitor);

class WindowTour
{
public:
    // A token of the sandbox without any capability, besides the admin's "t-admin".
    static constexpr QStringView NoCapabilityToken = u"t-none";

    WindowTour();

    // Why the sandbox did not start; empty when it did.
    [[nodiscard]] QString error() const { return m_error; }
    [[nodiscard]] editortest::Fixture &fixture() { return *m_fixture; }

    // Opens the window of `stop` and hands it to `visitor`. Returns why the
    // window could not be opened, or an empty string.
    QString visit(const QString &stop, const Visitor &visitor);
    // With `minimal`, each window is shrunk to its minimum size before it is
    // handed to the visitor.
    void setMinimal(bool minimal) { m_minimal = minimal; }

    // Waits until every request the client sent has its answer.
    [[nodiscard]] bool settle() const;

private:
    QString visitPage(const QString &page, const Visitor &visitor);
    QString visitEditor(const QString &key, bool existing, const Visitor &visitor);
    QString visitUpload(const Visitor &visitor);
    QString visitApproval(const Visitor &visitor);
    QString visitMap(const Visitor &visitor);
    QString visitConnection(bool withProfile, const Visitor &visitor);
    // The ShareDialog: sharing with the first custom model, or Change sharing of the first tool.
    QString visitSharing(bool withModel, const Visitor &visitor);
    QString visitTeamNames(const Visitor &visitor);
    QString visitCompare(const Visitor &visitor);
    // Shows a dialog, waits for its requests and hands it to `visitor`.
    QString showAndVisit(QWidget &dialog, const QString &what, const Visitor &visitor);
    // Shrinks the window to its minimum size when the tour is minimal, then
    // hands it to `visitor`.
    QString handOver(QWidget &window, const Visitor &visitor);

    std::unique_ptr<editortest::Fixture> m_fixture;
    QString m_error;
    bool m_minimal = false;
};

} // namespace windowtour
