# cmake --install: a complete reckon in any prefix (doc/install.md). The
# library, its headers and CMake package install from api/, the Python
# module from python/; this file adds the programs, the files they read at
# run time (share/reckon/), the man pages and the bash completion, and tells
# jobs/common/data_paths.cc where share/reckon lies from each installed
# folder, so that an installed reckon finds its files from its own place.

set(RECKON_INSTALL_SHAREDIR ${CMAKE_INSTALL_DATAROOTDIR}/reckon)
# Where Debian's python3 finds modules below /usr; packaging.cmake puts the
# module there in the .deb, whatever RECKON_PYTHON_INSTALL_DIR says.
set(RECKON_DEBIAN_PYTHON_DIR lib/python3/dist-packages)

# The programs. reckon serve runs reckon-serve from reckon's own folder.
install(TARGETS reckon reckon-serve reckon-claims RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT programs)

# What the programs read: the tier lists and the constructed lists that
# curate --daily draws from, the daily lists made from them (for people;
# nothing reads them), and serve's page. The other lists of data/curated/
# are results, not inputs.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/data/curated/ DESTINATION ${RECKON_INSTALL_SHAREDIR}/data/curated
        COMPONENT data FILES_MATCHING PATTERN "*-tier-*.txt" REGEX "/daily/[^/]+\\.txt$")
install(DIRECTORY ${PROJECT_SOURCE_DIR}/data/constructed/ DESTINATION ${RECKON_INSTALL_SHAREDIR}/data/constructed
        COMPONENT data FILES_MATCHING PATTERN "*-critical.txt")
install(DIRECTORY ${PROJECT_SOURCE_DIR}/web/ DESTINATION ${RECKON_INSTALL_SHAREDIR}/web COMPONENT data)

# share/reckon relative to an install folder (relative folders are below the
# prefix; the relation holds in any prefix that cmake --install --prefix or
# DESTDIR gives).
function(reckon_share_from folder out)
  cmake_path(ABSOLUTE_PATH folder BASE_DIRECTORY ${CMAKE_INSTALL_PREFIX} NORMALIZE OUTPUT_VARIABLE from)
  cmake_path(ABSOLUTE_PATH RECKON_INSTALL_SHAREDIR BASE_DIRECTORY ${CMAKE_INSTALL_PREFIX} NORMALIZE
             OUTPUT_VARIABLE to)
  file(RELATIVE_PATH relation ${from} ${to})
  set(${out} ${relation} PARENT_SCOPE)
endfunction()
reckon_share_from(${CMAKE_INSTALL_BINDIR} share_from_program)
# The shared objects that hold data_paths.cc: libreckon.so, and the Python
# module in its own folder or in Debian's.
set(share_from_libraries)
set(library_folders ${CMAKE_INSTALL_LIBDIR})
if(TARGET reckon_python)
  list(APPEND library_folders ${RECKON_PYTHON_INSTALL_DIR} ${RECKON_DEBIAN_PYTHON_DIR})
endif()
foreach(folder IN LISTS library_folders)
  reckon_share_from(${folder} relation)
  list(APPEND share_from_libraries ${relation})
endforeach()
list(REMOVE_DUPLICATES share_from_libraries)
list(JOIN share_from_libraries ":" share_from_libraries)
target_compile_definitions(reckon_jobs_common PRIVATE
  RECKON_SHARE_FROM_PROGRAM="${share_from_program}"
  RECKON_SHARE_FROM_LIBRARIES="${share_from_libraries}"
  # The build tree's programs read the source tree (it has no share/reckon).
  RECKON_SOURCE_DATA_DIR="${PROJECT_SOURCE_DIR}/data"
  RECKON_SOURCE_WEB_DIR="${PROJECT_SOURCE_DIR}/web"
  RECKON_BUILD_DIR="${PROJECT_BINARY_DIR}")

# Man pages (reckon.1, reckon-<command>.1 for every command, reckon-claims.1)
# and the bash completion, made from the programs' --help at build time so
# that they never disagree with the options (cmake/help_pages.py).
find_program(RECKON_HELP_PYTHON3 python3 PATHS /usr/bin NO_DEFAULT_PATH)
find_program(RECKON_HELP_PYTHON3 python3)
if(RECKON_HELP_PYTHON3)
  set(help_dir ${PROJECT_BINARY_DIR}/help_pages)
  add_custom_command(
    OUTPUT ${help_dir}/stamp
    COMMAND ${CMAKE_COMMAND} -E rm -rf ${help_dir}/man1
    COMMAND ${RECKON_HELP_PYTHON3} ${PROJECT_SOURCE_DIR}/cmake/help_pages.py --reckon $<TARGET_FILE:reckon>
            --claims $<TARGET_FILE:reckon-claims> --version ${PROJECT_VERSION} --out ${help_dir}
    COMMAND ${CMAKE_COMMAND} -E touch ${help_dir}/stamp
    DEPENDS reckon reckon-serve reckon-claims ${PROJECT_SOURCE_DIR}/cmake/help_pages.py
    COMMENT "Man pages and bash completion from reckon's --help"
    VERBATIM)
  add_custom_target(reckon_help_pages ALL DEPENDS ${help_dir}/stamp)
  install(DIRECTORY ${help_dir}/man1 DESTINATION ${CMAKE_INSTALL_MANDIR} COMPONENT manuals)
  install(FILES ${help_dir}/reckon.bash DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/bash-completion/completions
          RENAME reckon COMPONENT manuals)
else()
  message(STATUS "No python3: no man pages or bash completion (cmake/help_pages.py makes them)")
endif()
