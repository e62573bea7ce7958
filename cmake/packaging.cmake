# The Debian package: `cpack -G DEB` in a configured release build folder
# makes reckon_<version>_amd64.deb, which installs everything that
# cmake --install does below /usr (doc/install.md).

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME reckon)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "exact solver for the patience games Calculation, Fourteen Out and Rechenkuenstler")
# The long description (CPack puts the summary above it).
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "reckon decides deals of Calculation (Broken Intervals), Fourteen Out and
Rechenkuenstler exactly: a winnable deal comes with a checked move list, an
unwinnable one was searched to the end or proved by a satisfiability model.
It measures win rates over millions of deals, lists deals for game
designers, gives hints, and serves a page and a JSON API (reckon serve).
The package holds the programs, the C++ library libreckon with its headers
and CMake package, and the Python module reckon.")
set(RECKON_DEB_MAINTAINER "reckon maintainers <maintainers@users.noreply.a-seed-76e5695b.example>"
    CACHE STRING "the Maintainer field of the .deb")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${RECKON_DEB_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # reckon_<version>_<arch>.deb
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
# Stripped programs and shared objects, as Debian ships them.
set(CPACK_STRIP_FILES ON)
# The libraries the programs, libreckon.so and the module link, from
# dpkg-shlibdeps (dpkg-dev); a shlibs file and the ldconfig trigger for
# libreckon.so.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS ON)

# Which components go into the package (one package, all in it). The
# Python module's own install (python/CMakeLists.txt, the only rule without
# a component) goes to RECKON_PYTHON_INSTALL_DIR, by default
# lib/python3.X/site-packages, where Debian's python3 does not look below
# /usr; the package takes a second install of it into Debian's
# dist-packages instead, so that any release build folder makes a right
# package. The module is built for one Python version: the package depends
# on that one.
get_cmake_property(reckon_components COMPONENTS)
if(TARGET reckon_python)
  install(TARGETS reckon_python LIBRARY DESTINATION ${RECKON_DEBIAN_PYTHON_DIR} COMPONENT debian_python
          EXCLUDE_FROM_ALL)
  list(REMOVE_ITEM reckon_components Unspecified)
  list(APPEND reckon_components debian_python)
  execute_process(COMMAND ${PYTHON_EXECUTABLE} -c "import sys; print('%d.%d' % sys.version_info[:2])"
                  OUTPUT_VARIABLE reckon_python_version OUTPUT_STRIP_TRAILING_WHITESPACE)
  string(REGEX REPLACE "\\.[0-9]+$" "" reckon_python_major ${reckon_python_version})
  string(REGEX REPLACE "^[0-9]+\\." "" reckon_python_minor ${reckon_python_version})
  math(EXPR reckon_python_next "${reckon_python_minor} + 1")
  set(CPACK_DEBIAN_PACKAGE_DEPENDS
      "python3 (>= ${reckon_python_version}), python3 (<< ${reckon_python_major}.${reckon_python_next})")
endif()
set(CPACK_COMPONENTS_ALL ${reckon_components})
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_GROUPING ALL_COMPONENTS_IN_ONE)

include(CPack)
