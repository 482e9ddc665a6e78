# Fails when clang-format would change a C++ source of the project.
# Run as: cmake -DSOURCE_DIR=... -DCLANG_FORMAT=... -P CheckFormat.cmake
file(GLOB_RECURSE files
  "${SOURCE_DIR}/core/*.cpp" "${SOURCE_DIR}/core/*.h"
  "${SOURCE_DIR}/database/*.cpp" "${SOURCE_DIR}/database/*.h"
  "${SOURCE_DIR}/app/*.cpp" "${SOURCE_DIR}/app/*.h"
  "${SOURCE_DIR}/tests/*.cpp" "${SOURCE_DIR}/tests/*.h"
  "${SOURCE_DIR}/bench/*.cpp" "${SOURCE_DIR}/bench/*.h")
set(bad "")
foreach(f IN LISTS files)
  execute_process(COMMAND "${CLANG_FORMAT}" --dry-run --Werror "${f}"
                  RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
  if(NOT rc EQUAL 0)
    file(RELATIVE_PATH rel "${SOURCE_DIR}" "${f}")
    list(APPEND bad "${rel}")
  endif()
endforeach()
if(bad)
  list(JOIN bad "\n  " pretty)
  message(FATAL_ERROR "clang-format would change these files (run scripts/format):\n  ${pretty}")
endif()
list(LENGTH files n)
message(STATUS "clang-format: ${n} files clean")
