#include "jobs/analysis/run.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <deque>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>

#include "reckon/input_error.h"
#include "jobs/analysis/wilson.h"

namespace reckon::analysis {

void Summary::add(const Row& r) {
  ++deals;
  const Outcome o = outcome_of(r);
  if (o == Outcome::kWinnable || o == Outcome::kWon)
    ++winnable;
  else if (o == Outcome::kUnwinnable || o == Outcome::kLost)
    ++unwinnable;
  else ++unknown;
  nodes += r.nodes;
  micros += r.micros;
  node_spread.add(r.nodes);
  micro_spread.add(r.micros);
}

namespace {

using Clock = std::chrono::steady_clock;

// How far workers may run ahead of the oldest unfinished deal: bounds the
// memory of waiting rows.
constexpr std::uint64_t kWindow = 1 << 16;

// How long a worker's claim of deals should take (see the worker).
constexpr double kClaimTarget = 0.002;

std::string clock_text(double seconds) {
  const auto s = static_cast<long long>(seconds);
  char buf[32];
  std::snprintf(buf, sizeof buf, "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
  return buf;
}

void draw_progress(const Summary& sum, std::uint64_t done, std::uint64_t total, double elapsed, std::uint64_t fresh) {
  const double rate = elapsed > 0 ? static_cast<double>(fresh) / elapsed : 0;
  const double eta = rate > 0 ? static_cast<double>(total - done) / rate : 0;
  const int width = 28, filled = total ? static_cast<int>(width * done / total) : width;
  std::string bar(static_cast<std::size_t>(filled), '=');
  bar.resize(width, ' ');
  const double win = sum.deals ? 100.0 * static_cast<double>(sum.winnable) / static_cast<double>(sum.deals) : 0;
  std::fprintf(stderr, "\r[%s] %llu/%llu  %.1f deals/s  ETA %s  win %.2f%%  unknown %llu   ", bar.c_str(),
               static_cast<unsigned long long>(done), static_cast<unsigned long long>(total), rate,
               clock_text(eta).c_str(), win, static_cast<unsigned long long>(sum.unknown));
}

// Every deal can be read before time is spent on any. Deal numbers always
// can: only a deal file's lines are checked, so that a range of any size
// starts at once; and a stop is heard here too.
void check_deals(const DealList& deals, const AnalyzerSpec& spec, const RunOptions& options) {
  if (deals.numbers_only()) return;
  auto checker = spec.make();
  for (std::uint64_t i = 0; i < deals.size(); ++i) {
    if (options.stop && options.stop->load()) break;
    const DealSpec d = deals.at(i);
    if (d.number) continue;
    try {
      checker->check(d);
    } catch (const InputError& e) {
      throw InputError(d.where + ": " + e.what());
    }
  }
}

// One run: workers claim deals and put their rows into a window in deal
// order; the calling thread collects the window's finished front, so that
// rows, the store and the callbacks see the deals in order.
class ParallelRun {
 public:
  ParallelRun(const DealList& deals, const AnalyzerSpec& spec, const RunOptions& options)
      : deals_(deals),
        spec_(spec),
        options_(options),
        total_(deals.size()),
        // No more workers than deals (--threads 1000 on 20 deals starts 20).
        workers_(static_cast<int>(std::clamp<std::uint64_t>(
            total_, 1, static_cast<std::uint64_t>(std::max(1, options.threads))))),
        running_(workers_),
        // Deals the store already holds are taken as they are: looked up one
        // by one (never the whole store in memory), and only when it holds any.
        resuming_(options.store && options.store->result_count() > 0) {}

  // `start`: when the caller began (the seconds count from it).
  Summary run(Clock::time_point start) {
    Summary sum;
    if (options_.on_progress) options_.on_progress(0, total_);
    std::vector<std::thread> threads;
    for (int t = 0; t < workers_; ++t) threads.emplace_back([this] { work(); });
    sum.threads = workers_;
    // A failure here (the row file cannot be written, the store is full)
    // stops the workers before it reaches the caller: joinable threads must
    // not be destroyed.
    try {
      collect(sum, start);
    } catch (...) {
      fail();
    }
    window_cv_.notify_all();
    for (auto& t : threads) t.join();
    if (options_.progress && isatty(2)) std::fprintf(stderr, "\n");
    if (error_) std::rethrow_exception(error_);
    sum.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return sum;
  }

 private:
  bool stopped() const { return options_.stop && options_.stop->load(); }

  void fail() {
    std::lock_guard lock(mu_);
    if (!error_) error_ = std::current_exception();
    failed_ = true;
    ready_cv_.notify_all();
    window_cv_.notify_all();
  }

  // The next run of deals for a worker, sized so that it takes about
  // kClaimTarget: fast deals (Fourteen Out's take some 20 microseconds)
  // would otherwise spend more time on the lock and on waking the collector
  // than on solving, while slow deals are still claimed one by one (so the
  // last ones spread over every thread, and each is committed as soon as it
  // is known). False when there is nothing more to do.
  bool claim(double seconds_per_deal, std::uint64_t& first, std::uint64_t& count) {
    std::unique_lock lock(mu_);
    // (A stop is checked by waiting at most 100 ms at a time.)
    while (!window_cv_.wait_for(lock, std::chrono::milliseconds(100), [&] {
      return failed_ || next_ >= total_ || next_ < base_ + kWindow;
    }))
      if (stopped()) return false;
    // After a stop no deal is claimed: a range of any size ends at once.
    if (failed_ || next_ >= total_ || stopped()) return false;
    const auto wanted =
        static_cast<std::uint64_t>(std::clamp(kClaimTarget / seconds_per_deal, 1.0, 256.0));
    first = next_;
    count = std::min({wanted, total_ - next_, base_ + kWindow - next_});
    next_ += count;
    if (window_.size() < next_ - base_) window_.resize(next_ - base_);
    return true;
  }

  Row row_of(std::uint64_t i, DealAnalyzer& analyzer) const {
    const DealSpec d = deals_.at(i);
    Row row;
    std::optional<Row> from_store;
    if (resuming_) from_store = options_.store->find(d.key);
    if (from_store) {
      row = std::move(*from_store);
      row.resumed = true;
    } else if (stopped()) {
      row.deal = d.key;
      row.interrupted = true;
    } else {
      row = analyzer.analyze(d);
      row.deal = d.key;
    }
    return row;
  }

  void work() {
    // A worker that returns tells the collector, which stops waiting for
    // rows no worker will bring (after a stop).
    struct Leaving {
      ParallelRun& run;
      ~Leaving() {
        {
          std::lock_guard lock(run.mu_);
          --run.running_;
        }
        run.ready_cv_.notify_all();
      }
    } leaving{*this};
    try {
      auto analyzer = spec_.make();
      double seconds_per_deal = 1;  // until measured: claim one deal
      std::vector<Row> rows;
      std::uint64_t first = 0, count = 0;
      while (claim(seconds_per_deal, first, count)) {
        const auto claimed = Clock::now();
        rows.clear();
        for (std::uint64_t i = first; i < first + count; ++i) rows.push_back(row_of(i, *analyzer));
        const double took = std::chrono::duration<double>(Clock::now() - claimed).count();
        seconds_per_deal = std::max(took / static_cast<double>(count), 1e-9);
        {
          std::lock_guard lock(mu_);
          for (std::uint64_t i = 0; i < count; ++i) window_[first + i - base_] = std::move(rows[i]);
        }
        ready_cv_.notify_one();
      }
    } catch (...) {
      fail();
    }
  }

  // The window's finished front, in deal order; empty when every worker
  // has returned (then `sum` says whether that was a stop).
  std::vector<Row> next_batch(Summary& sum) {
    std::vector<Row> batch;
    std::unique_lock lock(mu_);
    ready_cv_.wait(lock, [&] {
      return failed_ || running_ == 0 || (!window_.empty() && window_.front().has_value());
    });
    while (!window_.empty() && window_.front().has_value()) {
      batch.push_back(std::move(*window_.front()));
      window_.pop_front();
      ++base_;
    }
    // Every worker has returned before the last deal: a stop.
    if (batch.empty() && !failed_ && running_ == 0 && base_ < total_) sum.interrupted = true;
    return batch;
  }

  // Counts, writes, stores and reports each row as the front advances.
  void collect(Summary& sum, Clock::time_point start) {
    const bool bar = options_.progress && isatty(2);
    auto last_draw = Clock::now();
    std::uint64_t fresh = 0;
    while (base_ < total_) {
      std::vector<Row> batch = next_batch(sum);
      if (batch.empty()) break;
      window_cv_.notify_all();
      std::vector<Row> to_store;
      for (Row& r : batch) {
        if (r.interrupted) {
          sum.interrupted = true;
          continue;
        }
        if (r.resumed) {
          ++sum.resumed;
        } else {
          ++fresh;
          to_store.push_back(r);
        }
        sum.add(r);
        if (options_.rows) options_.rows->write(r);
        if (options_.collect) options_.collect->push_back(r);
        if (options_.on_row) options_.on_row(r);
      }
      if (options_.store) options_.store->add(to_store);
      if (options_.rows) options_.rows->flush();
      if (options_.on_progress) options_.on_progress(base_, total_);
      if (bar && (Clock::now() - last_draw > std::chrono::milliseconds(100) || base_ == total_)) {
        draw_progress(sum, base_, total_,
                      std::chrono::duration<double>(Clock::now() - start).count(), fresh);
        last_draw = Clock::now();
      }
    }
  }

  const DealList& deals_;
  const AnalyzerSpec& spec_;
  const RunOptions& options_;
  const std::uint64_t total_;
  const int workers_;
  std::mutex mu_;
  std::condition_variable ready_cv_, window_cv_;
  std::deque<std::optional<Row>> window_;  // rows of deals base_ .. base_ + window_.size()
  std::uint64_t base_ = 0, next_ = 0;      // (under mu_; base_ read unlocked by the collector only)
  int running_;                            // workers that have not returned
  bool failed_ = false;
  std::exception_ptr error_;
  const bool resuming_;
};

}  // namespace

Summary run_analysis(const DealList& deals, const AnalyzerSpec& spec, const RunOptions& options) {
  const auto start = Clock::now();
  check_deals(deals, spec, options);
  return ParallelRun(deals, spec, options).run(start);
}

}  // namespace reckon::analysis
