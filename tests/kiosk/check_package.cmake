# Builds the .deb with CPack into WORK_DIR and checks what is in it.
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
execute_process(
    COMMAND cpack -G DEB -B ${WORK_DIR} --config ${BUILD_DIR}/CPackConfig.cmake
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
file(GLOB debs ${WORK_DIR}/zeitvertreib_*.deb)
list(LENGTH debs count)
if(NOT rc EQUAL 0 OR NOT count EQUAL 1)
    message(FATAL_ERROR "cpack failed (${rc}):\n${out}${err}")
endif()
execute_process(COMMAND ${DPKG_DEB} -c ${debs} OUTPUT_VARIABLE contents RESULT_VARIABLE rc1)
execute_process(COMMAND ${DPKG_DEB} -f ${debs} Depends OUTPUT_VARIABLE depends RESULT_VARIABLE rc2)
if(NOT rc1 EQUAL 0 OR NOT rc2 EQUAL 0)
    message(FATAL_ERROR "dpkg-deb cannot read ${debs}")
endif()
set(problems "")
foreach(path
        ./usr/bin/zeitvertreib ./usr/bin/zeitvertreib-editor ./usr/bin/zeitvertreib-cli
        ./usr/libexec/zeitvertreib/zeitvertreib-kiosk-session
        ./usr/share/zeitvertreib/kiosk/install.sh
        ./usr/share/zeitvertreib/kiosk/zeitvertreib-kiosk.service
        ./usr/share/zeitvertreib/kiosk/pam.d/zeitvertreib-kiosk
        ./usr/share/zeitvertreib/kiosk/kiosk.conf.default
        ./usr/share/zeitvertreib/kiosk/packages.txt
        ./usr/share/applications/de.zeitvertreib.Zeitvertreib.desktop
        ./usr/share/metainfo/de.zeitvertreib.Zeitvertreib.metainfo.xml
        ./usr/share/icons/hicolor/scalable/apps/de.zeitvertreib.Zeitvertreib.svg)
    string(FIND "${contents}" " ${path}\n" at)
    if(at EQUAL -1)
        string(APPEND problems "missing ${path}\n")
    endif()
endforeach()
foreach(dep libqt6quick6 libqt6sql6 libyaml-cpp0.7 libsystemd0 libqt6sql6-sqlite
        qml6-module-qtquick-controls qml6-module-qtquick-shapes qml6-module-qtmultimedia
        qml6-module-qtquick-virtualkeyboard qml6-module-qt-labs-folderlistmodel
        gstreamer1.0-plugins-base gstreamer1.0-plugins-good)
    string(REGEX MATCH "(^|, )${dep}( |,|$)" found "${depends}")
    if(NOT found)
        string(APPEND problems "Depends lacks ${dep}\n")
    endif()
endforeach()
if(problems)
    message(FATAL_ERROR "${debs}:\n${problems}Depends: ${depends}")
endif()
message(STATUS "${debs}: contents and dependencies as expected")
