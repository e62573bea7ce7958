#include "tools/serve/server_status.h"

#include <unistd.h>

#include <fstream>
#include <optional>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "core/json.h"
#include "http/worker_slots.h"
#include "jobs/hint/verdict_cache.h"
#include "reckon/version.h"

namespace reckon::serve {
namespace {

std::optional<std::uint64_t> resident_bytes() {
  std::ifstream statm("/proc/self/statm");
  std::uint64_t size = 0, resident = 0;
  if (!(statm >> size >> resident)) return std::nullopt;
  return resident * static_cast<std::uint64_t>(sysconf(_SC_PAGESIZE));
}

// Bytes handed out by malloc and not yet freed, over every arena and the
// large blocks mapped on their own. Sanitizers replace the allocator, and
// other C libraries have no such count: nothing then.
std::optional<std::uint64_t> heap_in_use_bytes() {
#if defined(__GLIBC__) && !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)
  const struct mallinfo2 info = mallinfo2();
  return static_cast<std::uint64_t>(info.uordblks) + static_cast<std::uint64_t>(info.hblkhd);
#else
  return std::nullopt;
#endif
}

void optional_member(json::Writer& w, std::string_view key, std::optional<std::uint64_t> v) {
  w.key(key);
  if (v)
    w.value(*v);
  else
    w.null();
}

}  // namespace

void AnswerCounts::count(int http_status) {
  if (http_status == 503)
    ++busy;
  else if (http_status >= 500)
    ++server_errors;
  else if (http_status >= 400)
    ++client_errors;
  else
    ++ok;
}

std::string status_json(const StatusSources& s) {
  json::Writer w;
  w.begin_object();
  w.member("version", reckon::version()).member("commit", reckon::build_commit());
  const auto up = std::chrono::steady_clock::now() - s.started;
  w.key("uptime_seconds").value(std::chrono::duration<double>(up).count(), 1);
  w.key("answered").begin_object();
  w.member("ok", s.answers->ok.load());
  w.member("client_errors", s.answers->client_errors.load());
  w.member("busy", s.answers->busy.load());
  w.member("server_errors", s.answers->server_errors.load());
  w.end_object();
  const http::WorkerSlots::Occupancy slots = s.slots->occupancy();
  w.key("workers").begin_object();
  w.member("slots", s.slots->workers());
  w.member("computing", slots.active);
  w.member("waiting", slots.waiting);
  w.end_object();
  w.key("hint_cache");
  if (s.hint_cache) {
    const hint::VerdictCache::Counts c = s.hint_cache->counts();
    w.begin_object();
    w.member("entries", static_cast<std::uint64_t>(c.entries));
    w.member("capacity", static_cast<std::uint64_t>(s.hint_cache_capacity));
    w.member("hits", static_cast<std::uint64_t>(c.hits));
    w.member("misses", static_cast<std::uint64_t>(c.misses));
    w.end_object();
  } else {
    w.null();
  }
  w.key("memory").begin_object();
  optional_member(w, "resident_bytes", resident_bytes());
  optional_member(w, "heap_in_use_bytes", heap_in_use_bytes());
  w.end_object();
  w.end_object();
  return w.str();
}

}  // namespace reckon::serve
