// reckon::version(): the version this library was built as.
#include "reckon/version.h"

namespace reckon {

std::string_view version() { return RECKON_VERSION_STRING; }

}  // namespace reckon
