#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace gpuplan::cli {

// A plain-text table for the CLI's human output: first column left-aligned,
// the others right-aligned.
class Table {
public:
    explicit Table(std::vector<std::string> header);
    void add(std::vector<std::string> row);
    void separator();
    void print(std::ostream& out) const;

private:
    std::vector<std::string> header_;
    std::vector<std::vector<std::string>> rows_; // an empty row is a separator
};

} // namespace gpuplan::cli
