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
