# markdown_stream_check must report a difference and a bad argument:
# cmake -DCHECKER=<markdown_stream_check> -DINPUT=<file> -P CheckerFails.cmake
execute_process(COMMAND ${CHECKER} --plain-reference ${INPUT} RESULT_VARIABLE status OUTPUT_VARIABLE output)
if(NOT status EQUAL 1 OR NOT output MATCHES "DIFFERS [^\n]*: block 0")
    message(FATAL_ERROR "Markdown compared with plain text: status ${status}, expected 1 and a difference:\n${output}")
endif()
execute_process(COMMAND ${CHECKER} ${INPUT}.missing RESULT_VARIABLE status ERROR_VARIABLE error)
if(NOT status EQUAL 2 OR NOT error MATCHES "differs.json.missing: ")
    message(FATAL_ERROR "A missing file: status ${status}, expected 2 and its path:\n${error}")
endif()
message(STATUS "The checker fails where it must")
