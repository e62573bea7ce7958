#include "core/bit_gather.h"

#include <cstdlib>

namespace reckon {

bool detect_fast_gather() {
  if (std::getenv("RECKON_NO_PEXT")) return false;
#if defined(__x86_64__) && defined(__GNUC__)
  __builtin_cpu_init();  // this may run before the library's own constructor
  return __builtin_cpu_supports("bmi2") && !__builtin_cpu_is("znver1") && !__builtin_cpu_is("znver2");
#else
  return false;
#endif
}

}  // namespace reckon
