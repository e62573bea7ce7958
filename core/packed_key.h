#pragma once
// A fixed-size transposition-table key written four bits at a time. Keys are
// compared whole (never by hash alone): two states share a key only when
// they are the same position up to the symmetries the game allows.
#include <array>
#include <cstdint>
#include <cstring>
#include <type_traits>

namespace reckon {

template <int Words>
struct PackedKey {
  std::array<std::uint64_t, Words> words{};
  friend bool operator==(const PackedKey&, const PackedKey&) = default;
};

template <int Words>
class NibbleWriter {
 public:
  explicit NibbleWriter(PackedKey<Words>& key) : key_(key) {}
  // Appends v (0..15). Writing past the key's capacity is a programming
  // error: the capacity is chosen so that every legal position fits.
  void put(unsigned v) {
    key_.words[pos_ >> 4] |= static_cast<std::uint64_t>(v & 15u) << ((pos_ & 15) * 4);
    ++pos_;
  }
  // Appends the n (0..16) nibbles of `nibbles`, lowest first (each as put()
  // would; nibbles above the n-th must be 0).
  void put_many(std::uint64_t nibbles, int n) {
    const int shift = (pos_ & 15) * 4;
    key_.words[pos_ >> 4] |= nibbles << shift;
    if (shift != 0 && (pos_ & 15) + n > 16) key_.words[(pos_ >> 4) + 1] |= nibbles >> (64 - shift);
    pos_ += n;
  }
  int size() const { return pos_; }

 private:
  PackedKey<Words>& key_;
  int pos_ = 0;
};

}  // namespace reckon
