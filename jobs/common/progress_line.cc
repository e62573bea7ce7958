#include "jobs/common/progress_line.h"

#include <unistd.h>

#include <cstdio>

namespace reckon::jobs {

ProgressLine::ProgressLine(const solver::Progress& progress, bool enabled) : progress_(progress) {
  if (enabled && isatty(2)) thread_ = std::thread([this] { run(); });
}

ProgressLine::~ProgressLine() {
  if (!thread_.joinable()) return;
  {
    std::lock_guard lock(mu_);
    done_ = true;
  }
  cv_.notify_all();
  thread_.join();
}

void ProgressLine::run() {
  const auto start = std::chrono::steady_clock::now();
  std::unique_lock lock(mu_);
  // Quiet for the first second: most searches end before it.
  if (cv_.wait_for(lock, kDelay, [this] { return done_; })) return;
  do {
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::fprintf(stderr, "\rsolving: %llu nodes, %.1f s, rule %s\033[K",
                 static_cast<unsigned long long>(progress_.nodes.load(std::memory_order_relaxed)),
                 seconds, progress_.rule.load(std::memory_order_relaxed));
    std::fflush(stderr);
    drawn_ = true;
  } while (!cv_.wait_for(lock, kEvery, [this] { return done_; }));
  if (drawn_) {
    std::fprintf(stderr, "\r\033[K");  // the line goes before the result is printed
    std::fflush(stderr);
  }
}

}  // namespace reckon::jobs
