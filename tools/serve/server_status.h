#pragma once
// GET /api/status: what an operator, a health check or a test asks of a
// running server. It answers even when every worker is busy (it takes no
// worker slot): the version, seconds since start, the requests answered by
// kind of status, the worker slots in use and the requests waiting, the hint
// verdict cache, and memory. Memory comes twice: resident (what the system
// sees; the allocator keeps freed pages, so it only ratchets up under load)
// and the heap in use (what is allocated now; it falls back when requests
// end, so a leak is growth between two runs of the same requests).
#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>

namespace reckon::hint {
class VerdictCache;
}
namespace reckon::http {
class WorkerSlots;
}

namespace reckon::serve {

// The requests answered so far, counted as their answers leave.
struct AnswerCounts {
  std::atomic<std::uint64_t> ok{0}, client_errors{0}, busy{0}, server_errors{0};
  void count(int http_status);
};

struct StatusSources {
  std::chrono::steady_clock::time_point started;
  const AnswerCounts* answers = nullptr;
  const http::WorkerSlots* slots = nullptr;
  const hint::VerdictCache* hint_cache = nullptr;  // nullptr: the server keeps none
  std::size_t hint_cache_capacity = 0;
};

// The status as one JSON object.
std::string status_json(const StatusSources& sources);

}  // namespace reckon::serve
