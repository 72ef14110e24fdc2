# shellcheck over every shell script of the project; the list is taken when
# the test runs, so a new script is checked without registering it.
file(GLOB scripts
    ${SOURCE_DIR}/kiosk/*.sh ${SOURCE_DIR}/scripts/*.sh ${SOURCE_DIR}/tests/*/*.sh)
list(APPEND scripts ${SOURCE_DIR}/run.sh ${SOURCE_DIR}/.ci/run)
foreach(script IN LISTS scripts)
    if(NOT EXISTS ${script})
        message(FATAL_ERROR "missing ${script}")
    endif()
endforeach()
list(LENGTH scripts count)
execute_process(
    COMMAND ${SHELLCHECK} --external-sources ${scripts}
    WORKING_DIRECTORY ${SOURCE_DIR}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "shellcheck found problems:\n${out}${err}")
endif()
message(STATUS "shellcheck: ${count} scripts are clean")
