#pragma once
// solve's progress display: when a search runs longer than a second, a line
// on standard error shows the nodes so far, the time and the rule that runs
// ("search", "beam", "sat"), redrawn a few times a second and cleared when
// the search ends. Only on a terminal (never into a pipe or a file), and
// not with --quiet, the option analyze's progress bar has.
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "solver/progress.h"

namespace reckon::jobs {

class ProgressLine {
 public:
  // enabled: the caller's choice (not --quiet); a terminal is checked here.
  ProgressLine(const solver::Progress& progress, bool enabled);
  ~ProgressLine();  // stops the display and clears its line
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;

  static constexpr std::chrono::milliseconds kDelay{1000}, kEvery{250};

 private:
  void run();
  const solver::Progress& progress_;
  std::mutex mu_;
  std::condition_variable cv_;
  bool done_ = false, drawn_ = false;
  std::thread thread_;
};

}  // namespace reckon::jobs
