#pragma once
// The bytes one solve holds in its large parts, against its memory budget
// (--max-memory): the transposition table, rule sat's model, the SAT
// solvers' clauses and the learned clauses they share. Each part reserves
// before it grows and gives back what it frees; a reservation that would
// pass the budget fails, and the part then stays as it is (the table, the
// shared clauses) or the solve stops with "unknown (memory)" (the model,
// a SAT solver). Shared by the threads of one solve.
#include <atomic>
#include <cstddef>

namespace reckon::solver {

class MemoryAccount {
 public:
  explicit MemoryAccount(std::size_t budget_bytes) : budget_(budget_bytes) {}
  MemoryAccount(const MemoryAccount&) = delete;
  MemoryAccount& operator=(const MemoryAccount&) = delete;

  // Reserves bytes if the total stays within the budget; false otherwise
  // (and nothing is reserved).
  bool reserve(std::size_t bytes) {
    std::size_t used = used_.load(std::memory_order_relaxed);
    do {
      if (bytes > budget_ || used > budget_ - bytes) return false;
    } while (!used_.compare_exchange_weak(used, used + bytes, std::memory_order_relaxed));
    std::size_t peak = peak_.load(std::memory_order_relaxed);
    while (used + bytes > peak &&
           !peak_.compare_exchange_weak(peak, used + bytes, std::memory_order_relaxed)) {
    }
    return true;
  }
  void release(std::size_t bytes) { used_.fetch_sub(bytes, std::memory_order_relaxed); }

  std::size_t used() const { return used_.load(std::memory_order_relaxed); }
  std::size_t budget() const { return budget_; }
  std::size_t peak() const {
    return peak_.load(std::memory_order_relaxed);
  }  // the most reserved at once

 private:
  const std::size_t budget_;
  std::atomic<std::size_t> used_{0};
  std::atomic<std::size_t> peak_{0};
};

// Holds a reservation for as long as it lives; resize() moves it to a new
// size (false, and the old size kept, when growing would pass the budget).
class MemoryReservation {
 public:
  explicit MemoryReservation(MemoryAccount* account) : account_(account) {}
  MemoryReservation(const MemoryReservation&) = delete;
  MemoryReservation& operator=(const MemoryReservation&) = delete;
  ~MemoryReservation() { resize(0); }

  bool resize(std::size_t bytes) {
    if (!account_) return true;
    if (bytes > bytes_) {
      if (!account_->reserve(bytes - bytes_)) return false;
    } else {
      account_->release(bytes_ - bytes);
    }
    bytes_ = bytes;
    return true;
  }
  std::size_t bytes() const { return bytes_; }

 private:
  MemoryAccount* account_;
  std::size_t bytes_ = 0;
};

}  // namespace reckon::solver
