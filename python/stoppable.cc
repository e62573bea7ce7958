#include "python/stoppable.h"

namespace reckon::pymodule {

extern "C" void stop_on_sigint(int) { interrupted.store(true); }

}  // namespace reckon::pymodule
