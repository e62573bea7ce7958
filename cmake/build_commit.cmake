# Run at every build (cmake -P, from the target reckon_build_commit): writes
# the commit the build is made from into OUTPUT, touching the file only when
# the commit changes, so that a build of the same commit recompiles nothing.
# "unknown" outside a git checkout (a source tarball); "-dirty" when the
# work tree has changes that are not committed.
execute_process(COMMAND git -C "${SOURCE_DIR}" describe --always --dirty --abbrev=12
                OUTPUT_VARIABLE commit OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET RESULT_VARIABLE failed)
if(failed OR commit STREQUAL "")
  set(commit "unknown")
endif()
set(text "// Made by cmake/build_commit.cmake at build time.\n#define RECKON_BUILD_COMMIT \"${commit}\"\n")
if(EXISTS "${OUTPUT}")
  file(READ "${OUTPUT}" old)
endif()
if(NOT old STREQUAL text)
  file(WRITE "${OUTPUT}" "${text}")
endif()
