#pragma once
// How many requests may compute at once, and how many may wait for a turn.
// A request that finds every slot busy and the waiting line full is refused
// at once (HTTP 503) instead of queueing without end; one that waits longer
// than the line's patience is refused too. The HTTP library's own threads
// only carry connections; the searches are bounded here.
#include <chrono>
#include <condition_variable>
#include <mutex>

namespace reckon::serve {

class WorkerSlots {
 public:
  WorkerSlots(int workers, int waiting, std::chrono::milliseconds patience)
      : workers_(workers), waiting_limit_(waiting), patience_(patience) {}

  // True when the caller holds a slot (give it back with release()).
  bool acquire() {
    std::unique_lock lock(mutex_);
    if (active_ < workers_) {
      ++active_;
      return true;
    }
    if (waiting_ >= waiting_limit_) return false;
    ++waiting_;
    const bool got = freed_.wait_for(lock, patience_, [&] { return active_ < workers_; });
    --waiting_;
    if (got) ++active_;
    return got;
  }

  void release() {
    {
      std::lock_guard lock(mutex_);
      --active_;
    }
    freed_.notify_one();
  }

  int workers() const { return workers_; }

  struct Occupancy {
    int active = 0, waiting = 0;
  };
  Occupancy occupancy() const {
    std::lock_guard lock(mutex_);
    return {active_, waiting_};
  }

 private:
  const int workers_, waiting_limit_;
  const std::chrono::milliseconds patience_;
  mutable std::mutex mutex_;
  std::condition_variable freed_;
  int active_ = 0, waiting_ = 0;
};

// Holds a slot for one scope.
class SlotGuard {
 public:
  explicit SlotGuard(WorkerSlots& slots) : slots_(slots), held_(slots.acquire()) {}
  ~SlotGuard() {
    if (held_) slots_.release();
  }
  SlotGuard(const SlotGuard&) = delete;
  SlotGuard& operator=(const SlotGuard&) = delete;
  bool held() const { return held_; }

 private:
  WorkerSlots& slots_;
  const bool held_;
};

}  // namespace reckon::serve
