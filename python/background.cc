#include "python/background.h"

namespace py = pybind11;

namespace reckon::pymodule {
namespace {

constexpr auto kWait = std::chrono::milliseconds(100);
// progress() at most this often (and once more at the end).
constexpr auto kProgressEvery = std::chrono::milliseconds(100);

}  // namespace

Background::Background(std::optional<py::function> progress) : progress_(std::move(progress)) {}

Background::~Background() {
  if (!thread_.joinable()) return;
  try {
    stop_and_join();
  } catch (...) {  // a destructor raises nothing; the run is over either way
  }
}

void Background::start(std::function<void(const std::atomic<bool>* stop)> body) {
  thread_ = std::thread([this, body = std::move(body)] {
    std::exception_ptr error;
    try {
      body(&stop_);
    } catch (...) {
      error = std::current_exception();
    }
    {
      std::lock_guard lock(mu_);
      error_ = error;
      finished_ = true;
    }
    changed_.notify_all();
  });
}

void Background::on_progress(std::uint64_t done, std::uint64_t total) {
  {
    std::lock_guard lock(mu_);
    done_ = done;
    total_ = total;
    started_ = true;
  }
  changed_.notify_all();
}

void Background::on_row(const api::AnalyzeRow& row) {
  {
    std::unique_lock lock(mu_);
    space_.wait(lock, [&] { return queue_.size() < kQueueRows || cancelled_; });
    if (cancelled_) return;  // nobody takes rows any more
    queue_.push_back(row);
  }
  changed_.notify_all();
}

void Background::stop_and_join() {
  stop_.store(true);
  {
    std::lock_guard lock(mu_);
    cancelled_ = true;
  }
  space_.notify_all();
  py::gil_scoped_release release;
  if (thread_.joinable()) thread_.join();
}

void Background::rethrow_error() {
  if (thread_.joinable()) {
    py::gil_scoped_release release;
    thread_.join();
  }
  if (error_) std::rethrow_exception(error_);
}

void Background::report_progress(bool last) {
  if (!progress_) return;
  std::pair<std::uint64_t, std::uint64_t> now;
  {
    std::lock_guard lock(mu_);
    if (!started_) return;
    now = {done_, total_};
  }
  const auto at = std::chrono::steady_clock::now();
  if (reported_ == now || (!last && reported_ && at - reported_at_ < kProgressEvery)) return;
  reported_ = now;
  reported_at_ = at;
  try {
    (*progress_)(now.first, now.second);
  } catch (...) {
    stop_and_join();  // the caller's callback failed: its error ends the run
    throw;
  }
}

void Background::wait_a_while() {
  {
    py::gil_scoped_release release;
    std::unique_lock lock(mu_);
    const std::uint64_t seen = done_;
    const bool seen_started = started_;
    const std::size_t queued = queue_.size();
    changed_.wait_for(lock, kWait, [&] {
      return finished_ || done_ != seen || started_ != seen_started || queue_.size() != queued;
    });
  }
  report_progress(false);
  if (PyErr_CheckSignals() != 0) {  // KeyboardInterrupt (main thread only)
    stop_and_join();
    throw py::error_already_set();
  }
}

void Background::wait_started() {
  for (;;) {
    {
      std::lock_guard lock(mu_);
      if (started_ && !finished_) return;
      if (finished_) break;
    }
    wait_a_while();
  }
  rethrow_error();
}

std::optional<api::AnalyzeRow> Background::next_row() {
  for (;;) {
    std::optional<api::AnalyzeRow> row;
    {
      std::lock_guard lock(mu_);
      if (!queue_.empty()) {
        row = std::move(queue_.front());
        queue_.pop_front();
        space_.notify_one();
      } else if (finished_) {
        break;
      }
    }
    if (row) {
      report_progress(false);  // rows ready all along: no wait reports it
      return row;
    }
    wait_a_while();
  }
  rethrow_error();
  report_progress(true);
  return std::nullopt;
}

void Background::wait_finished(std::vector<api::AnalyzeRow>* keep) {
  for (;;) {
    {
      std::lock_guard lock(mu_);
      while (!queue_.empty()) {
        if (keep) keep->push_back(std::move(queue_.front()));
        queue_.pop_front();
      }
      space_.notify_all();
      if (finished_) break;
    }
    wait_a_while();
  }
  rethrow_error();
  report_progress(true);
}

bool Background::finished() {
  std::lock_guard lock(mu_);
  return finished_;
}

std::uint64_t Background::done() {
  std::lock_guard lock(mu_);
  return done_;
}

std::uint64_t Background::total() {
  std::lock_guard lock(mu_);
  return total_;
}

}  // namespace reckon::pymodule
