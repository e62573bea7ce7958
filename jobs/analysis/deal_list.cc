#include "jobs/analysis/deal_list.h"

#include <algorithm>

#include "reckon/input_error.h"
#include "core/trim.h"
#include "jobs/common/text_input.h"

namespace reckon::analysis {
namespace {

// Deal numbers d in [first, last] with d mod n == k: how many, and the first.
std::uint64_t first_kept(std::uint64_t first, std::uint64_t k, std::uint64_t n) {
  const std::uint64_t r = first % n;
  return first + (k >= r ? k - r : n - r + k);
}

std::uint64_t kept_in(const analysis::DealRange& range, std::uint64_t k, std::uint64_t n) {
  const std::uint64_t f = first_kept(range.first, k, n);
  if (f < range.first || f > range.last) return 0;  // (f < first: wrapped past 2^64)
  return (range.last - f) / n + 1;
}

}  // namespace

jobs::DealSource source_of(const DealSpec& d) {
  jobs::DealSource src;
  if (d.number) {
    src.kind = jobs::DealSource::Kind::kNumber;
    src.number = *d.number;
  } else if (!d.pysol.empty()) {
    src.kind = jobs::DealSource::Kind::kPysol;
    src.text = d.pysol;
  } else {
    src.kind = jobs::DealSource::Kind::kCards;
    src.text = d.cards;
  }
  return src;
}

DealList DealList::ranges(const std::vector<analysis::DealRange>& ranges) {
  DealList d;
  d.ranges_ = ranges;
  for (const auto& r : ranges) {
    if (!d.description_.empty()) d.description_ += ",";
    d.description_ += r.first == r.last ? std::to_string(r.first)
                                        : std::to_string(r.first) + "-" + std::to_string(r.last);
  }
  d.recount();
  return d;
}

DealList DealList::file(const std::string& path) { return from_text(jobs::read_text(path), path); }

DealList DealList::from_text(std::string_view text, const std::string& path) {
  DealList d;
  d.description_ = "file:" + path;
  std::size_t start = 0;
  int line_no = 0;
  while (start <= text.size()) {
    const std::size_t end = text.find('\n', start);
    const std::string line = trim(std::string(
        text.substr(start, end == std::string::npos ? std::string::npos : end - start)));
    ++line_no;
    start = end == std::string::npos ? text.size() + 1 : end + 1;
    if (line.empty() || line[0] == '#') continue;
    DealSpec s;
    s.key = line;
    s.where = path + ":" + std::to_string(line_no);
    if (line.rfind("pysol:", 0) == 0) {
      s.pysol = trim(line.substr(6));
      if (s.pysol.empty())
        throw InputError(path + ":" + std::to_string(line_no) + ": \"pysol:\" needs a game number");
    } else if (line.find_first_not_of("0123456789") == std::string::npos) {
      try {
        s.number = jobs::parse_u64(line, "deal");
      } catch (const InputError& e) {
        throw InputError(path + ":" + std::to_string(line_no) + ": " + e.what());
      }
    } else {
      s.cards = line;
    }
    d.items_.push_back(std::move(s));
  }
  if (d.items_.empty()) throw InputError("deal file \"" + path + "\" lists no deals");
  d.recount();
  return d;
}

void DealList::shard(std::uint64_t k, std::uint64_t n) {
  shard_k_ = k;
  shard_n_ = n;
  description_ += " shard " + std::to_string(k) + "/" + std::to_string(n);
  recount();
}

void DealList::recount() {
  size_ = 0;
  range_offsets_.clear();
  kept_.clear();
  if (!ranges_.empty()) {
    for (const auto& r : ranges_) {
      range_offsets_.push_back(size_);
      size_ += kept_in(r, shard_k_, shard_n_);
    }
    return;
  }
  bool all_numbers = true;
  for (const auto& s : items_) all_numbers = all_numbers && s.number.has_value();
  for (std::uint64_t i = 0; i < items_.size(); ++i) {
    const std::uint64_t by = all_numbers ? *items_[i].number : i;
    if (by % shard_n_ == shard_k_) kept_.push_back(i);
  }
  size_ = kept_.size();
}

std::uint64_t DealList::size() const { return size_; }

DealSpec DealList::at(std::uint64_t i) const {
  if (!ranges_.empty()) {
    const std::size_t r =
        static_cast<std::size_t>(std::upper_bound(range_offsets_.begin(), range_offsets_.end(), i) -
                                 range_offsets_.begin()) -
        1;
    DealSpec s;
    const std::uint64_t d =
        first_kept(ranges_[r].first, shard_k_, shard_n_) + (i - range_offsets_[r]) * shard_n_;
    s.number = d;
    s.key = std::to_string(d);
    return s;
  }
  return items_[kept_[i]];
}

}  // namespace reckon::analysis
