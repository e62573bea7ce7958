// jobs/common/csv: the one CSV writer and reader (RFC 4180 quoting).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "jobs/common/csv.h"

namespace reckon::cli {
namespace {

TEST(Csv, FieldsAreQuotedOnlyWhenTheyMustBe) {
  EXPECT_EQ(jobs::csv_field("17"), "17");
  EXPECT_EQ(jobs::csv_field("pysol:ms5"), "pysol:ms5");
  EXPECT_EQ(jobs::csv_field("a,b"), "\"a,b\"");
  EXPECT_EQ(jobs::csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
  EXPECT_EQ(jobs::csv_field("two\nlines"), "\"two\nlines\"");
  EXPECT_EQ(jobs::csv_field("cr\r"), "\"cr\r\"");
  EXPECT_EQ(jobs::csv_quoted("plain"), "\"plain\"");
}

TEST(Csv, SplitUndoesTheQuoting) {
  const std::vector<std::string> fields = {"17", "a,b", "say \"hi\"", "", "x"};
  std::string line;
  for (const std::string& f : fields) line += (line.empty() ? "" : ",") + jobs::csv_field(f);
  EXPECT_EQ(jobs::csv_split(line), fields);
  EXPECT_EQ(jobs::csv_split("a,b\r"), (std::vector<std::string>{"a", "b"}));
  EXPECT_EQ(jobs::csv_split(""), (std::vector<std::string>{""}));
}

}  // namespace
}  // namespace reckon::cli
