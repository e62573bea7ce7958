// Boost.JSON compiled into reckon (Boost.JSON's documented header-only use:
// its sources included in exactly one file), so that no program or library
// of reckon loads libboost_json at start-up: a dynamic library costs every
// command its symbol lookups (benchmarks/startup_time.py).
#include <boost/json/src.hpp>
