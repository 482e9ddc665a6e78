// libFuzzer target: the catalog's CSV reader never crashes, and what it reads
// writes back and reads again to the same records; spreadsheet escaping
// round-trips every cell.
#include "database/Csv.h"

#include "core/base/Error.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::vector<gpuplan::CsvRecord> records;
    try {
        records = gpuplan::parseCsv(text, "fuzz.csv");
    } catch (const gpuplan::InputError&) {
        return 0;
    }
    std::string written;
    for (const auto& r : records) {
        for (const auto& f : r.fields)
            if (gpuplan::unescapeSpreadsheetCell(gpuplan::escapeSpreadsheetCell(f)) != f)
                std::abort();
        written += gpuplan::formatCsvRecord(r.fields);
    }
    const auto again = gpuplan::parseCsv(written, "rewritten.csv");
    if (again.size() != records.size())
        std::abort();
    for (std::size_t i = 0; i < records.size(); ++i)
        if (again[i].fields != records[i].fields)
            std::abort();
    return 0;
}
