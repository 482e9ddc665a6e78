# gpuplan_header_root(TARGET [PREFIX prefix] DIRS dir...): TARGET's headers, and only
# them, on the include path of whatever links it.
#
# Each library gets an include folder of its own in the build tree,
# ${CMAKE_BINARY_DIR}/include/TARGET, holding symbolic links to its source folders:
# gpuplan_header_root(gpuplan_core PREFIX core DIRS base model ...) makes
# include/gpuplan_core/core/base -> core/base, so "core/base/Units.h" resolves for a
# target that links gpuplan_core, and "database/CatalogStore.h" does not unless it links
# gpuplan_database. A wrong-way include (core including an app header, charts including
# text) fails to compile instead of waiting for scripts/check-layers.
# DIRS are relative to the calling CMakeLists.txt; each link is named after its folder.
function(gpuplan_header_root target)
  cmake_parse_arguments(H "" "PREFIX" "DIRS" ${ARGN})
  set(root "${CMAKE_BINARY_DIR}/include/${target}")
  set(into "${root}")
  if(H_PREFIX)
    set(into "${root}/${H_PREFIX}")
  endif()
  file(MAKE_DIRECTORY "${into}")
  foreach(dir IN LISTS H_DIRS)
    get_filename_component(source "${dir}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    get_filename_component(name "${source}" NAME)
    if(NOT IS_DIRECTORY "${source}")
      message(FATAL_ERROR "gpuplan_header_root(${target}): no folder ${source}")
    endif()
    file(CREATE_LINK "${source}" "${into}/${name}" SYMBOLIC)
  endforeach()
  get_target_property(type ${target} TYPE)
  if(type STREQUAL "INTERFACE_LIBRARY")
    target_include_directories(${target} INTERFACE "${root}")
  else()
    target_include_directories(${target} PUBLIC "${root}")
  endif()
endfunction()
