#include "tools/serve/http_words.h"

namespace reckon::serve {
namespace {

bool name_char(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; }

// The option name at s[i] (after "--"), or empty.
std::string_view option_at(std::string_view s, std::size_t i) {
  std::size_t j = i;
  while (j < s.size() && name_char(s[j])) ++j;
  if (j == i || !(s[i] >= 'a' && s[i] <= 'z')) return {};
  return s.substr(i, j - i);
}

// The option parser's own sentences, each naming its option 'NAME':
// {before the name, after it, what the API says after "NAME: "}.
struct Sentence {
  std::string_view before, after, says;
};
constexpr Sentence kParserSentences[] = {
    {"option '--", "' cannot be specified more than once", "given more than once"},
    {"the required argument for option '--", "' is missing", "needs a value"},
    {"option '--", "' does not take any arguments", "takes no value"},
    {"the option '--", "' is required but missing", "missing"},
};

}  // namespace

std::string http_words(std::string_view message) {
  std::string_view m = message;
  constexpr std::string_view kSeeHelp = " (see --help)";
  if (m.size() >= kSeeHelp.size() && m.substr(m.size() - kSeeHelp.size()) == kSeeHelp)
    m.remove_suffix(kSeeHelp.size());
  for (const Sentence& s : kParserSentences) {
    if (m.substr(0, s.before.size()) != s.before) continue;
    const std::string_view name = option_at(m, s.before.size());
    if (!name.empty() && m.substr(s.before.size() + name.size()) == s.after)
      return std::string(name) + ": " + std::string(s.says);
  }
  // "the argument ('x') for option '--days' is invalid": the parser's words
  // for a value its type refuses.
  constexpr std::string_view kArgument = "the argument ('";
  if (m.substr(0, kArgument.size()) == kArgument) {
    constexpr std::string_view kFor = "') for option '--", kInvalid = "' is invalid";
    const auto end = m.find(kFor);
    if (end != std::string_view::npos) {
      const std::string_view value = m.substr(kArgument.size(), end - kArgument.size());
      const std::string_view name = option_at(m, end + kFor.size());
      std::string_view rest = m.substr(end + kFor.size() + name.size());
      if (rest.substr(0, kInvalid.size()) == kInvalid) rest.remove_prefix(kInvalid.size());
      if (!name.empty())
        return std::string(name) + ": invalid value \"" + std::string(value) + "\"" +
               http_words(rest);
    }
  }
  // Everywhere else an option is named "--name": the parameter is "name".
  // Only --help stays, which is the command line's and said to be.
  std::string out;
  out.reserve(m.size());
  for (std::size_t i = 0; i < m.size(); ++i) {
    const bool word_start = i == 0 || !name_char(m[i - 1]);
    if (word_start && m.substr(i, 2) == "--") {
      const std::string_view name = option_at(m, i + 2);
      if (!name.empty() && name != "help") {
        out += name;
        i += 1 + name.size();
        continue;
      }
    }
    out += m[i];
  }
  return out;
}

}  // namespace reckon::serve
