#pragma once
// How many requests may compute at once, and how many may wait for a turn.
// A request that finds every worker busy and the waiting line full is refused
// at once (HTTP 503) instead of queueing without end; one that waits longer
// than the line's patience is refused too. The connections are carried by
// the event loop (http/http_server.h), which never blocks on a search:
// it hands a job here and is called back with the answer, so a waiting
// request holds no thread at all.
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace reckon::http {

class WorkerSlots {
 public:
  // Computes one request on a worker thread.
  using Job = std::function<void()>;
  using Ticket = std::uint64_t;

  WorkerSlots(int workers, int waiting, std::chrono::milliseconds patience)
      : workers_(workers), waiting_limit_(waiting), patience_(patience) {
    threads_.reserve(static_cast<std::size_t>(workers));
    for (int i = 0; i < workers; ++i) threads_.emplace_back([this] { work(); });
  }
  ~WorkerSlots() { shut_down(); }
  WorkerSlots(const WorkerSlots&) = delete;
  WorkerSlots& operator=(const WorkerSlots&) = delete;

  // 0 when every worker is busy and the line is full: the caller refuses the
  // request itself, and the job is dropped unrun. Otherwise a ticket for
  // withdraw(): the caller keeps a timer of patience() and withdraws the job
  // when it rings.
  Ticket submit(Job job) {
    Ticket ticket = 0;
    {
      std::lock_guard lock(mutex_);
      if (stopping_) return 0;
      // A free worker takes the job at once; otherwise it waits in line.
      const int free_workers = workers_ - active_;
      const int line = static_cast<int>(jobs_.size());
      if (line >= free_workers && line - free_workers >= waiting_limit_) return 0;
      ticket = ++last_ticket_;
      jobs_.push_back({std::move(job), ticket});
    }
    ready_.notify_one();
    return ticket;
  }

  // True when the job was still waiting: it is dropped unrun and the caller
  // refuses the request. False when a worker has taken it (it will run).
  bool withdraw(Ticket ticket) {
    Job dropped;  // destroyed outside the lock: its captures may be large
    std::lock_guard lock(mutex_);
    for (auto it = jobs_.begin(); it != jobs_.end(); ++it) {
      if (it->ticket != ticket) continue;
      dropped = std::move(it->job);
      jobs_.erase(it);
      return true;
    }
    return false;
  }

  std::chrono::milliseconds patience() const { return patience_; }

  // Runs the jobs already handed in, then ends the worker threads.
  void shut_down() {
    {
      std::lock_guard lock(mutex_);
      if (stopping_ && threads_.empty()) return;
      stopping_ = true;
    }
    ready_.notify_all();
    for (std::thread& t : threads_) t.join();
    threads_.clear();
  }

  int workers() const { return workers_; }

  struct Occupancy {
    int active = 0, waiting = 0;
  };
  Occupancy occupancy() const {
    std::lock_guard lock(mutex_);
    return {active_, static_cast<int>(jobs_.size())};
  }

 private:
  struct Queued {
    Job job;
    Ticket ticket = 0;
  };

  void work() {
    for (;;) {
      Queued next;
      {
        std::unique_lock lock(mutex_);
        ready_.wait(lock, [&] { return stopping_ || !jobs_.empty(); });
        if (jobs_.empty()) return;  // stopping, and nothing left to answer
        next = std::move(jobs_.front());
        jobs_.pop_front();
        ++active_;
      }
      next.job();
      next = {};  // the job's captures (its connection) go before the slot is free
      {
        std::lock_guard lock(mutex_);
        --active_;
      }
    }
  }

  const int workers_, waiting_limit_;
  const std::chrono::milliseconds patience_;
  mutable std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<Queued> jobs_;
  int active_ = 0;
  Ticket last_ticket_ = 0;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace reckon::http
