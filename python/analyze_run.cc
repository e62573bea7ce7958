#include "python/analyze_run.h"

#include <utility>

namespace py = pybind11;

namespace reckon::pymodule {

AnalyzeRun::AnalyzeRun(api::AnalyzeRequest request, bool keep_rows,
                       std::optional<py::function> progress)
    : request_(std::move(request)),
      keep_rows_(keep_rows),
      run_(std::make_unique<Background>(std::move(progress))) {
  // The rows pass through the run's queue; the C++ side keeps none.
  request_.collect_rows = false;
  Background* run = run_.get();
  request_.on_row = [run](const api::AnalyzeRow& row) { run->on_row(row); };
  request_.on_progress = [run](std::uint64_t done, std::uint64_t total) {
    run->on_progress(done, total);
  };
  run_->start([this](const std::atomic<bool>* stop) {
    api::AnalyzeRequest r = request_;
    r.stop = stop;
    result_ = api::analyze(r);
  });
  // Bad input raises here, at the call, as before the run streamed.
  run_->wait_started();
}

api::AnalyzeRow AnalyzeRun::next() {
  iterated_ = true;
  if (std::optional<api::AnalyzeRow> row = run_->next_row()) return std::move(*row);
  throw py::stop_iteration();
}

const api::AnalyzeResult& AnalyzeRun::summary() {
  if (!over_) {
    run_->wait_finished(keep_rows_ && !iterated_ ? &kept_ : nullptr);
    result_.rows = std::move(kept_);
    over_ = true;
  }
  return result_;
}

std::uint64_t AnalyzeRun::done() { return run_->done(); }
std::uint64_t AnalyzeRun::total() { return run_->total(); }

std::string AnalyzeRun::repr() {
  // Never waits nor takes rows: a repr in a debugger must not change the run.
  if (!over_)
    return "<reckon.AnalyzeRun " + std::string(run_->finished() ? "finished" : "running") + ": " +
           std::to_string(run_->done()) + " of " + std::to_string(run_->total()) + " deals>";
  const api::AnalyzeResult& r = result_;
  return "<reckon.AnalyzeRun over: " + std::to_string(r.winnable) + "/" + std::to_string(r.deals) +
         (parse_name<Player>(r.strategy) == Player::kPerfect ? " winnable" : " won") +
         (r.interrupted ? ", interrupted" : "") + ">";
}

}  // namespace reckon::pymodule
