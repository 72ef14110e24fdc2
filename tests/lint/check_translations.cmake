# Fails when a string of the kiosk's QML has no finished German translation:
# lupdate is run over qml/ into a copy of the .ts file (the real one is never
# written here), and any "unfinished" entry in the copy is a string that a
# visitor would see in English on the German screen.
#   cmake -DSOURCE_DIR=... -DLUPDATE=... -DWORK_DIR=... -P check_translations.cmake
set(ts ${SOURCE_DIR}/translations/zeitvertreib_de.ts)
set(copy ${WORK_DIR}/zeitvertreib_de_check.ts)
file(MAKE_DIRECTORY ${WORK_DIR})
file(COPY_FILE ${ts} ${copy})
execute_process(
    COMMAND ${LUPDATE} -silent -no-obsolete -locations none -extensions qml,js
            ${SOURCE_DIR}/qml -ts ${copy}
    RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "lupdate failed (${result})")
endif()
file(READ ${copy} text)
string(REGEX MATCHALL "<source>[^<]*</source>[ \n]*<translation type=\"unfinished\""
       unfinished "${text}")
if(unfinished)
    set(missing "")
    foreach(entry IN LISTS unfinished)
        string(REGEX REPLACE "<source>([^<]*)</source>.*" "\\1" source "${entry}")
        string(APPEND missing "\n  ${source}")
    endforeach()
    message(FATAL_ERROR "Strings without a German translation in translations/zeitvertreib_de.ts "
                        "(run: cmake --build build --target update_translations, then translate):${missing}")
endif()
message(STATUS "every QML string has its German translation")
