#pragma once
// Positions searched without finding a win, keyed on the full canonical key
// (never a bare hash: a collision can not turn a win into a loss). Each entry
// says how thoroughly it was searched: kComplete means proven lost; a smaller
// number is the discrepancy budget a bounded search spent on it in vain
// (see depth_first_search.h), which spares repeating that search.
//
// Open addressing with linear probing inside a window of kWindow slots. The
// table starts small and doubles while the memory budget allows; once it can
// not grow, a new entry replaces the cheapest one in its window (the loss
// that took the fewest nodes to prove, so the cheapest to prove again; a
// bounded search is worth less than any proof) if that one was cheaper. Only finished proofs are stored, so no state on the
// current search path is ever in the table, let alone evicted from it.
// Inlined: keys are a few bytes, where a call into the library costs more
// than the hash (the same function, so the same hash values).
#define XXH_INLINE_ALL
#include <xxhash.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <type_traits>

namespace reckon::solver {

template <class Key>
class TranspositionTable {
  static_assert(std::is_trivially_copyable_v<Key> && std::has_unique_object_representations_v<Key>,
                "keys are hashed and compared as bytes");

 public:
  static constexpr std::size_t kInitialSlots = std::size_t{1} << 10;
  static constexpr int kWindow = 8;

  explicit TranspositionTable(std::size_t max_bytes) : max_slots_(max_slots_for(max_bytes)) {
    allocate(std::min(kInitialSlots, max_slots_));
  }

  // Forgets everything (a new deal); gives back memory a large search took.
  void clear() {
    if (capacity_ > kInitialSlots) {
      allocate(std::min(kInitialSlots, max_slots_));
    } else if (size_ > 0) {  // (an empty table: many small searches insert nothing)
      std::memset(static_cast<void*>(slots_.get()), 0, capacity_ * sizeof(Slot));
      size_ = 0;
    }
  }

  static constexpr std::uint8_t kComplete = 255;
  static constexpr int kAbsent = -1;

  // How thoroughly key was searched in vain (kComplete: proven lost), or kAbsent.
  int find(const Key& key) const {
    const std::size_t mask = capacity_ - 1;
    std::size_t i = hash(key) & mask;
    for (int n = 0; n < kWindow; ++n, i = (i + 1) & mask) {
      const Slot& s = slots_[i];
      if (s.effort == 0) return kAbsent;
      if (std::memcmp(&s.key, &key, sizeof(Key)) == 0) return s.depth;
    }
    return kAbsent;
  }
  bool proven_lost(const Key& key) const { return find(key) == kComplete; }

  // effort: nodes the search took (>= 1); depth: kComplete or a budget.
  void insert(const Key& key, std::uint64_t effort, std::uint8_t depth = kComplete) {
    const auto e = static_cast<std::uint32_t>(std::clamp<std::uint64_t>(effort, 1, UINT32_MAX >> 8));
    if (2 * (size_ + 1) > capacity_ && capacity_ < max_slots_) grow();
    if (!place(key, e, depth, /*may_fail=*/true)) {
      grow();
      place(key, e, depth, /*may_fail=*/false);
    }
  }

  std::size_t size() const { return size_; }
  std::size_t capacity() const { return capacity_; }
  std::size_t bytes() const { return capacity_ * sizeof(Slot); }
  std::uint64_t replaced() const { return replaced_; }
  std::uint64_t dropped() const { return dropped_; }

 private:
  struct Slot {
    Key key;
    std::uint32_t effort : 24;  // nodes spent (saturating); 0 = empty slot
    std::uint32_t depth : 8;    // kComplete or the discrepancy budget spent
  };
  struct FreeDeleter {
    void operator()(Slot* p) const { std::free(p); }
  };

  static std::size_t max_slots_for(std::size_t max_bytes) {
    std::size_t n = 64;
    while (2 * n * sizeof(Slot) <= max_bytes) n *= 2;
    return n;
  }
  static std::uint64_t hash(const Key& key) { return XXH3_64bits(&key, sizeof(Key)); }
  // What keeping an entry is worth: proofs before bounded searches, then effort.
  static std::uint64_t cost(std::uint32_t effort, std::uint32_t depth) {
    return (depth == kComplete ? std::uint64_t{1} << 32 : 0) + effort;
  }
  static std::uint64_t cost(const Slot& s) { return cost(s.effort, s.depth); }

  void allocate(std::size_t slots) {
    // calloc: the kernel hands out zeroed pages lazily, so a large empty
    // table costs nothing until it is used.
    Slot* p = static_cast<Slot*>(std::calloc(slots, sizeof(Slot)));
    if (!p) throw std::bad_alloc();
    slots_.reset(p);
    capacity_ = slots;
    size_ = 0;
  }

  // Returns false (only when may_fail and the table can still grow) when the
  // window is full; otherwise the entry displaces the cheapest one in its
  // window, or is dropped if it is the cheapest (forgetting a proof is
  // always sound: it only costs the time to prove it again).
  bool place(const Key& key, std::uint32_t effort, std::uint8_t depth, bool may_fail) {
    const std::size_t mask = capacity_ - 1;
    std::size_t i = hash(key) & mask;
    Slot* cheapest = nullptr;
    for (int n = 0; n < kWindow; ++n, i = (i + 1) & mask) {
      Slot& s = slots_[i];
      if (s.effort == 0) {
        s.key = key;
        s.effort = effort;
        s.depth = depth;
        ++size_;
        return true;
      }
      if (std::memcmp(&s.key, &key, sizeof(Key)) == 0) {
        if (depth >= s.depth) {
          s.depth = depth;
          s.effort = std::max<std::uint32_t>(s.effort, effort);
        }
        return true;
      }
      if (!cheapest || cost(s) < cost(*cheapest)) cheapest = &s;
    }
    if (may_fail && capacity_ < max_slots_) return false;
    if (cost(*cheapest) < cost(effort, depth)) {
      cheapest->key = key;
      cheapest->effort = effort;
      cheapest->depth = depth;
      ++replaced_;
    } else {
      ++dropped_;
    }
    return true;
  }

  void grow() {
    std::unique_ptr<Slot[], FreeDeleter> old(slots_.release());
    const std::size_t old_capacity = capacity_;
    allocate(std::min(old_capacity * 2, max_slots_));
    for (std::size_t i = 0; i < old_capacity; ++i)
      if (old[i].effort != 0) place(old[i].key, old[i].effort, old[i].depth, /*may_fail=*/false);
  }

  std::unique_ptr<Slot[], FreeDeleter> slots_;
  std::size_t capacity_ = 0;
  std::size_t size_ = 0;
  std::size_t max_slots_;
  std::uint64_t replaced_ = 0;
  std::uint64_t dropped_ = 0;
};

}  // namespace reckon::solver
