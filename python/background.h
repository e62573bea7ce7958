#pragma once
// analyze and curate run on a thread of their own while the Python thread
// waits for them (GIL released), a tenth of a second at a time: between
// waits it calls the caller's progress(done, total) (so that Python code
// never runs on a C++ thread), and hears Ctrl-C (PyErr_CheckSignals), which
// stops the run cleanly, waits for it (a results store keeps every deal
// decided) and raises KeyboardInterrupt.
//
// analyze's rows pass through a bounded queue: the run's collector waits
// when it is full, so that an iteration over a million deals never holds
// more than kQueueRows rows.
#include <pybind11/pybind11.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <exception>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "reckon/reckon.h"

namespace reckon::pymodule {

class Background {
 public:
  static constexpr std::size_t kQueueRows = 1024;

  explicit Background(std::optional<pybind11::function> progress);
  Background(const Background&) = delete;
  Background& operator=(const Background&) = delete;
  // Stops a run still going and waits for it (the GIL released).
  ~Background();

  // Starts body(stop flag) on the run's thread; the GIL is held.
  void start(std::function<void(const std::atomic<bool>* stop)> body);

  // The run's side, on its thread: progress and each row.
  void on_progress(std::uint64_t done, std::uint64_t total);
  void on_row(const api::AnalyzeRow& row);

  // The Python side, with the GIL held; each raises the run's error.
  // Until the run is past its checks (its first progress) or over.
  void wait_started();
  // The next row, or none when the run is over.
  std::optional<api::AnalyzeRow> next_row();
  // Until the run is over; the rows left in the queue go to keep (if given).
  void wait_finished(std::vector<api::AnalyzeRow>* keep);
  bool finished();  // the run is over (rows may still wait in the queue)
  std::uint64_t done();
  std::uint64_t total();

 private:
  // Waits up to a tenth of a second for something to happen, then reports
  // progress and hears signals.
  void wait_a_while();
  void report_progress(bool last);
  // Stops the run and waits for it (GIL released).
  void stop_and_join();
  void rethrow_error();

  std::optional<pybind11::function> progress_;
  std::mutex mu_;
  std::condition_variable changed_, space_;
  std::deque<api::AnalyzeRow> queue_;
  std::uint64_t done_ = 0, total_ = 0;
  bool started_ = false, finished_ = false, cancelled_ = false;
  std::exception_ptr error_;
  std::atomic<bool> stop_{false};
  std::thread thread_;
  // What progress was last told, and when.
  std::optional<std::pair<std::uint64_t, std::uint64_t>> reported_;
  std::chrono::steady_clock::time_point reported_at_{};
};

}  // namespace reckon::pymodule
