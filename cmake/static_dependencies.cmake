# Third-party libraries that the programs can link statically.
#
# Start-up of a short command (`reckon deal`) is mostly the dynamic loader
# mapping shared libraries and resolving their symbols; abseil alone is five
# of them. The programs (reckon, reckon-serve, reckon-claims) therefore take
# the static archives that Debian's -dev packages ship beside the shared
# objects, while libreckon.so, the Python module and the tests keep the shared
# ones (a shared object needs position-independent code, which Debian's
# archives do not promise).
#
# reckon_dependency(<name> <imported target>...) makes the interface target
# <name>: a target that links it gets the imported targets, unless the target
# being linked has the property RECKON_STATIC_DEPENDENCIES set, in which case
# it gets the static archives of those targets and of everything they depend
# on (the closure, dependents before their dependencies). Where an archive is
# missing the shared library stays, so the option never breaks a build.
# reckon_program(<target>) sets the property when RECKON_STATIC_DEPENDENCIES is on.

option(RECKON_STATIC_DEPENDENCIES "Link abseil, SQLite and Boost.ProgramOptions statically into the programs" ON)

# The archive beside an imported library's shared object, or "" if none.
function(_reckon_static_archive target out)
  set(${out} "" PARENT_SCOPE)
  get_target_property(type ${target} TYPE)
  if(NOT type MATCHES "^(SHARED|UNKNOWN)_LIBRARY$")
    return()
  endif()
  get_target_property(location ${target} LOCATION)
  if(location MATCHES "^(.*)\\.so(\\.[0-9.]+)?$")
    # (CMAKE_MATCH_1 is set only once the condition has been evaluated.)
    if(EXISTS "${CMAKE_MATCH_1}.a")
      set(${out} "${CMAKE_MATCH_1}.a" PARENT_SCOPE)
    endif()
  elseif(location MATCHES "\\.a$")
    set(${out} "${location}" PARENT_SCOPE)
  endif()
endfunction()

# Depth-first walk; appends to the caller's `order` (post-order) and `kept`
# (items linked as they are: flags, Threads::Threads, targets without an archive).
function(_reckon_walk item)
  if(item IN_LIST visited)
    return()
  endif()
  list(APPEND visited ${item})
  set(visited ${visited} PARENT_SCOPE)
  if(NOT TARGET ${item} OR item STREQUAL "Threads::Threads")
    list(APPEND kept ${item})
    set(kept ${kept} PARENT_SCOPE)
    return()
  endif()
  get_target_property(imported ${item} IMPORTED)
  if(NOT imported)
    message(FATAL_ERROR "reckon_dependency: ${item} is not an imported target")
  endif()
  get_target_property(children ${item} INTERFACE_LINK_LIBRARIES)
  if(children)
    foreach(child IN LISTS children)
      _reckon_walk(${child})
    endforeach()
  endif()
  _reckon_static_archive(${item} archive)
  get_target_property(type ${item} TYPE)
  if(archive)
    list(APPEND order ${archive})
  elseif(NOT type STREQUAL "INTERFACE_LIBRARY")
    list(APPEND kept ${item})
  endif()
  set(order ${order} PARENT_SCOPE)
  set(kept ${kept} PARENT_SCOPE)
  set(visited ${visited} PARENT_SCOPE)
endfunction()

function(reckon_dependency name)
  set(visited)
  set(order)
  set(kept)
  foreach(target IN LISTS ARGN)
    _reckon_walk(${target})
  endforeach()
  list(REVERSE order)
  list(REMOVE_DUPLICATES kept)
  set(static "$<BOOL:$<TARGET_PROPERTY:RECKON_STATIC_DEPENDENCIES>>")
  add_library(${name} INTERFACE)
  foreach(target IN LISTS ARGN)
    target_link_libraries(${name} INTERFACE "$<$<NOT:${static}>:${target}>")
  endforeach()
  foreach(item IN LISTS order kept)
    target_link_libraries(${name} INTERFACE "$<${static}:${item}>")
  endforeach()
endfunction()

function(reckon_program target)
  if(RECKON_STATIC_DEPENDENCIES)
    set_target_properties(${target} PROPERTIES RECKON_STATIC_DEPENDENCIES ON)
  endif()
endfunction()
