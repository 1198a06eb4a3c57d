#pragma once

// A walk through every window of the console, for the checks that look at
// all of them (the focus chain, the translated texts): the main window on
// each page, each editor dialog new and on an existing object, the upload,
// approval and connection dialogs. An in-process sandbox with demo data and
// an admin client connected to it serve the windows.

#include "EditorFixture.h"

#include <QStringList>

#include <functional>
#include <memory>

namespace windowtour {

// The stops of the tour, in order: "page-<kind key>" for the main window on a
// page ("page-chat" and "page-requestLog" for the first and last),
// "editor-<kind key>-new" and "-edit", "upload", "approval",
// "connection-first-run" and "connection-profile".
QStringList stops();

// The test data of a check of every window: a "stop" column, one row per stop.
void addStopRows();

// Called with the stop's top-level window once it is shown and every request
// it sent has its answer; the window closes when the call returns.
using Visitor = std::function<void(QWidget *window)>;

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

    // Waits until every request the client sent has its answer.
    [[nodiscard]] bool settle() const;

private:
    QString visitPage(const QString &page, const Visitor &visitor);
    QString visitEditor(const QString &key, bool existing, const Visitor &visitor);
    QString visitUpload(const Visitor &visitor);
    QString visitApproval(const Visitor &visitor);
    QString visitConnection(bool withProfile, const Visitor &visitor);
    // Shows a dialog, waits for its requests and hands it to `visitor`.
    QString showAndVisit(QWidget &dialog, const QString &what, const Visitor &visitor);

    std::unique_ptr<editortest::Fixture> m_fixture;
    QString m_error;
};

} // namespace windowtour
