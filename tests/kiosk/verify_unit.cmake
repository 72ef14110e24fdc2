# systemd-analyze verify on kiosk/zeitvertreib-kiosk.service. The unit names
# its programs by their installed paths; verify checks that ExecStart's
# program exists, so a copy points into the build instead. Any complaint
# about our unit fails (verify also reads the units it orders itself after,
# whose warnings on this machine are not ours).
file(READ ${SOURCE_DIR}/kiosk/zeitvertreib-kiosk.service unit)
string(REPLACE "/usr/libexec/zeitvertreib/zeitvertreib-kiosk-session" "${SESSION_EXE}" unit "${unit}")
string(REPLACE "/usr/bin/zeitvertreib " "${KIOSK_EXE} " unit "${unit}")
if(NOT unit MATCHES "ExecStart=${SESSION_EXE} ")
    message(FATAL_ERROR "the unit's ExecStart does not name the kiosk session")
endif()
file(MAKE_DIRECTORY ${WORK_DIR}/unit)
file(WRITE ${WORK_DIR}/unit/zeitvertreib-kiosk.service "${unit}")
execute_process(
    COMMAND ${SYSTEMD_ANALYZE} verify --man=no ${WORK_DIR}/unit/zeitvertreib-kiosk.service
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(FIND "${out}${err}" "zeitvertreib-kiosk" ours)
if(NOT rc EQUAL 0 OR NOT ours EQUAL -1)
    message(FATAL_ERROR "systemd-analyze verify failed (${rc}):\n${out}${err}")
endif()
message(STATUS "systemd-analyze verify: zeitvertreib-kiosk.service is fine")
