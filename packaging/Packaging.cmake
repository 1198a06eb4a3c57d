# The Debian package `baton`: baton, baton-sandbox and baton-cli with the icon,
# the .desktop file and the metainfo, laid out under /usr as `cmake --install`
# lays them out. `cpack --config <build dir>/CPackConfig.cmake` makes it;
# scripts/package does that for the release preset.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME baton)
set(CPACK_PACKAGE_VENDOR "The Baton developers")
set(CPACK_PACKAGE_CONTACT "The Baton developers <baton@baton.invalid>")
set(CPACK_PACKAGE_HOMEPAGE_URL "")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION net)
# CPack puts the project's description before it as the synopsis; an empty
# line separates paragraphs.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Baton manages an LLM chat platform's secrets, HTTP tools, API resources,
files, custom models and group models, and tests its chats, including chats
that pause for a person to approve or deny tool calls. The API token is kept
in the system keychain (a Secret Service provider).

The package also holds baton-sandbox, a local implementation of the service,
and baton-cli, a command-line client.")

# dpkg-shlibdeps computes the libraries the binaries link. What is loaded at
# run time is listed by hand: QtKeychain opens libsecret-1.so.0 with dlopen,
# and the window icon needs Qt's SVG plugins (the console's own icons use
# QtSvg, which dpkg-shlibdeps finds), and the chat history needs Qt's SQLite
# driver plugin. The keychain itself is a Secret Service provider on the
# session bus, any of them.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libsecret-1-0, libqt6svg6, libqt6sql6-sqlite")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "gnome-keyring | kwalletmanager, qt6-translations-l10n")

include(CPack)
