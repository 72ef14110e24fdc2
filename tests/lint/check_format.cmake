# Fails when a C++ file of ours is not formatted as .clang-format says.
# The file list is taken when the test runs, so new files are always checked.
file(GLOB_RECURSE files
    ${SOURCE_DIR}/engine/*.h ${SOURCE_DIR}/engine/*.cpp
    ${SOURCE_DIR}/app/*.h ${SOURCE_DIR}/app/*.cpp
    ${SOURCE_DIR}/tests/*.h ${SOURCE_DIR}/tests/*.cpp)
list(LENGTH files count)
if(count EQUAL 0)
    message(FATAL_ERROR "no C++ files found under ${SOURCE_DIR}")
endif()
execute_process(
    COMMAND ${CLANG_FORMAT} --style=file --dry-run --Werror ${files}
    WORKING_DIRECTORY ${SOURCE_DIR}
    RESULT_VARIABLE rc
    ERROR_VARIABLE problems)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "clang-format found unformatted code (run clang-format -i on these files):\n${problems}")
endif()
message(STATUS "clang-format: ${count} files formatted correctly")
