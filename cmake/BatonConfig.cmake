# One INTERFACE target carries the language standard, the warnings and the Qt
# defines for every target of the project. Nothing is set directory-wide.
add_library(baton_common_cfg INTERFACE)

target_compile_features(baton_common_cfg INTERFACE cxx_std_20)

target_compile_options(baton_common_cfg INTERFACE
    -Wall -Wextra -Wpedantic
    -Wold-style-cast -Woverloaded-virtual -Wnon-virtual-dtor)

target_compile_definitions(baton_common_cfg INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_CONTEXTLESS_CONNECT
    QT_USE_QSTRINGBUILDER
    QT_NO_KEYWORDS
    BATON_APP_ID="${BATON_APP_ID}"
    BATON_VERSION="${PROJECT_VERSION}")

# baton_include_root(<target> <name> <dir>): <target> exports <dir> as the one
# include root <name>/, so that an include names its layer
# (`core/chat/ChatSession.h`, `ui/chat/ChatPane.h`, `sandbox/chat/ToolRunner.h`).
# The root is a directory of the build tree that holds a single link, <name>,
# to <dir>: the target exports that root and nothing beside it, so no include
# can resolve in two libraries (tests/layout/tst_layout checks the sources).
function(baton_include_root target name dir)
    set(root "${CMAKE_BINARY_DIR}/include-roots/${target}")
    file(MAKE_DIRECTORY "${root}")
    file(CREATE_LINK "${dir}" "${root}/${name}" SYMBOLIC)
    get_target_property(type ${target} TYPE)
    if(type STREQUAL "EXECUTABLE")
        target_include_directories(${target} PRIVATE "${root}")
    else()
        target_include_directories(${target} PUBLIC "${root}")
    endif()
endfunction()
