// reckon::version() and build_commit(): what this library was built as and from.
#include "reckon/version.h"

#include "reckon_build_commit.h"

namespace reckon {

std::string_view version() { return RECKON_VERSION_STRING; }

std::string_view build_commit() { return RECKON_BUILD_COMMIT; }

}  // namespace reckon
