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

}  // namespace

Summary run_analysis(const DealList& deals, const AnalyzerSpec& spec, const RunOptions& options) {
  const std::uint64_t total = deals.size();
  Summary sum;
  const auto start = Clock::now();

  // Deals the store already holds are taken as they are: looked up one by
  // one (never the whole store in memory), and only when it holds any.
  const bool resuming = options.store && options.store->result_count() > 0;

  // Check every deal can be read before spending time on any. Deal numbers
  // always can: only a deal file's lines are checked, so that a range of any
  // size starts at once; and a stop is heard here too.
  if (!deals.numbers_only()) {
    auto checker = spec.make();
    for (std::uint64_t i = 0; i < total; ++i) {
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

  std::mutex mu;
  std::condition_variable ready_cv, window_cv;
  std::deque<std::optional<Row>> window;  // rows of deals base .. base + window.size()
  std::uint64_t base = 0, next = 0;
  // No more workers than deals (--threads 1000 on 20 deals starts 20).
  const int workers = static_cast<int>(std::clamp<std::uint64_t>(
      total, 1, static_cast<std::uint64_t>(std::max(1, options.threads))));
  int running = workers;  // workers that have not returned
  bool failed = false;
  std::exception_ptr error;

  // A worker claims a run of consecutive deals at a time, sized so that a
  // run takes about kClaimTarget: fast deals (Fourteen Out's take some 20
  // microseconds) would otherwise spend more time on the lock and on waking
  // the collector than on solving, while slow deals are still claimed one by
  // one (so the last ones spread over every thread, and each is committed as
  // soon as it is known).
  const auto stopped = [&] { return options.stop && options.stop->load(); };
  const auto worker = [&] {
    // A worker that returns tells the collector, which stops waiting for
    // rows no worker will bring (after a stop).
    struct Leaving {
      std::mutex& mu;
      int& running;
      std::condition_variable& cv;
      ~Leaving() {
        {
          std::lock_guard lock(mu);
          --running;
        }
        cv.notify_all();
      }
    } leaving{mu, running, ready_cv};
    try {
      auto analyzer = spec.make();
      double seconds_per_deal = 1;  // until measured: claim one deal
      std::vector<Row> rows;
      for (;;) {
        std::uint64_t first, count;
        {
          std::unique_lock lock(mu);
          // (A stop is checked by waiting at most 100 ms at a time.)
          while (!window_cv.wait_for(lock, std::chrono::milliseconds(100), [&] {
            return failed || next >= total || next < base + kWindow;
          }))
            if (stopped()) return;
          // After a stop no deal is claimed: a range of any size ends at once.
          if (failed || next >= total || stopped()) return;
          const auto wanted = static_cast<std::uint64_t>(std::clamp(kClaimTarget / seconds_per_deal, 1.0, 256.0));
          first = next;
          count = std::min({wanted, total - next, base + kWindow - next});
          next += count;
          if (window.size() < next - base) window.resize(next - base);
        }
        const auto claimed = Clock::now();
        rows.clear();
        for (std::uint64_t i = first; i < first + count; ++i) {
          const DealSpec d = deals.at(i);
          Row row;
          std::optional<Row> from_store;
          if (resuming) from_store = options.store->find(d.key);
          if (from_store) {
            row = std::move(*from_store);
            row.resumed = true;
          } else if (stopped()) {
            row.deal = d.key;
            row.interrupted = true;
          } else {
            row = analyzer->analyze(d);
            row.deal = d.key;
          }
          rows.push_back(std::move(row));
        }
        const double took = std::chrono::duration<double>(Clock::now() - claimed).count();
        seconds_per_deal = std::max(took / static_cast<double>(count), 1e-9);
        {
          std::lock_guard lock(mu);
          for (std::uint64_t i = 0; i < count; ++i) window[first + i - base] = std::move(rows[i]);
        }
        ready_cv.notify_one();
      }
    } catch (...) {
      std::lock_guard lock(mu);
      if (!error) error = std::current_exception();
      failed = true;
      ready_cv.notify_all();
      window_cv.notify_all();
    }
  };

  if (options.on_progress) options.on_progress(0, total);
  std::vector<std::thread> threads;
  for (int t = 0; t < workers; ++t) threads.emplace_back(worker);
  sum.threads = workers;

  const bool bar = options.progress && isatty(2);
  auto last_draw = Clock::now();
  std::uint64_t fresh = 0;
  // A failure here (the row file cannot be written, the store is full)
  // stops the workers before it reaches the caller: joinable threads must
  // not be destroyed.
  try {
    while (base < total) {
      std::vector<Row> batch;
      {
        std::unique_lock lock(mu);
        ready_cv.wait(lock, [&] {
          return failed || running == 0 || (!window.empty() && window.front().has_value());
        });
        while (!window.empty() && window.front().has_value()) {
          batch.push_back(std::move(*window.front()));
          window.pop_front();
          ++base;
        }
        if (batch.empty() && (failed || running == 0)) {
          // Every worker has returned before the last deal: a stop.
          if (!failed && base < total) sum.interrupted = true;
          break;
        }
      }
      window_cv.notify_all();
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
        if (options.rows) options.rows->write(r);
        if (options.collect) options.collect->push_back(r);
        if (options.on_row) options.on_row(r);
      }
      if (options.store) options.store->add(to_store);
      if (options.rows) options.rows->flush();
      if (options.on_progress) options.on_progress(base, total);
      if (bar && (Clock::now() - last_draw > std::chrono::milliseconds(100) || base == total)) {
        draw_progress(sum, base, total, std::chrono::duration<double>(Clock::now() - start).count(),
                      fresh);
        last_draw = Clock::now();
      }
    }
  } catch (...) {
    std::lock_guard lock(mu);
    if (!error) error = std::current_exception();
    failed = true;
  }
  window_cv.notify_all();
  for (auto& t : threads) t.join();
  if (bar) std::fprintf(stderr, "\n");
  if (error) std::rethrow_exception(error);
  sum.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return sum;
}

}  // namespace reckon::analysis
