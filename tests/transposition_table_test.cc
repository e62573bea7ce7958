// The transposition table on its own: what it remembers, what clear()
// forgets, and that a full table keeps the costlier proof.
#include "solver/transposition_table.h"

#include <gtest/gtest.h>

#include <cstdint>

namespace reckon::solver {
namespace {

struct Key {
  std::uint32_t index = 0;
};
using Table = TranspositionTable<Key>;

TEST(TranspositionTable, RemembersProofsAndBudgets) {
  Table t(1 << 20);
  EXPECT_EQ(t.find(Key{7}), Table::kAbsent);
  t.insert(Key{7}, 10);
  t.insert(Key{8}, 3, 2);
  EXPECT_TRUE(t.proven_lost(Key{7}));
  EXPECT_EQ(t.find(Key{8}), 2);
  EXPECT_FALSE(t.proven_lost(Key{8}));
  // A deeper search of the same key raises its budget; a shallower one does not lower it.
  t.insert(Key{8}, 5, 4);
  t.insert(Key{8}, 5, 1);
  EXPECT_EQ(t.find(Key{8}), 4);
  EXPECT_EQ(t.size(), 2u);
}

TEST(TranspositionTable, ClearForgetsEverythingAndGivesBackMemory) {
  Table t(1 << 24);
  // clear() on an empty table (it skips the memset then) and on a small one.
  t.clear();
  EXPECT_EQ(t.size(), 0u);
  for (std::uint32_t k = 1; k <= 100; ++k) t.insert(Key{k}, k);
  t.clear();
  EXPECT_EQ(t.size(), 0u);
  for (std::uint32_t k = 1; k <= 100; ++k) EXPECT_EQ(t.find(Key{k}), Table::kAbsent) << k;
  // Grown past its first size: clear() shrinks it again.
  for (std::uint32_t k = 1; k <= 10000; ++k) t.insert(Key{k}, 1);
  EXPECT_GT(t.capacity(), Table::kInitialSlots);
  for (std::uint32_t k = 1; k <= 10000; ++k) ASSERT_TRUE(t.proven_lost(Key{k})) << k;
  t.clear();
  EXPECT_EQ(t.capacity(), Table::kInitialSlots);
  for (std::uint32_t k = 1; k <= 10000; ++k) ASSERT_EQ(t.find(Key{k}), Table::kAbsent) << k;
  t.clear();  // empty again
  t.insert(Key{5}, 1);
  EXPECT_TRUE(t.proven_lost(Key{5}));
}

TEST(TranspositionTable, AFullTableKeepsTheCostlierEntry) {
  Table t(64 * 8);  // 64 slots of 8 bytes: it can not grow
  for (std::uint32_t k = 1; k <= 2000; ++k) t.insert(Key{k}, k);
  EXPECT_GT(t.replaced() + t.dropped(), 0u);
  // Whatever is still there is what was inserted; no key is invented.
  std::size_t found = 0;
  for (std::uint32_t k = 1; k <= 2000; ++k) found += t.proven_lost(Key{k});
  EXPECT_EQ(found, t.size());
  EXPECT_LE(found, 64u);
  // The costliest proofs displace cheap ones: the last (costliest) key stays.
  EXPECT_TRUE(t.proven_lost(Key{2000}));
}

}  // namespace
}  // namespace reckon::solver
