// libFuzzer target: validating one CSV cell of any catalog column never
// crashes; a cell that reads without a problem writes back (the exporter's
// text) and reads again to the same value. The first input byte picks the
// table and the column, the rest is the cell.
#include "database/CatalogTables.h"

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace gpuplan::tables;

template <typename T> void checkCell(const Table<T>& table, std::size_t pick, std::string_view cell) {
    const auto& columns = table.io_columns;
    if (columns.empty())
        return;
    const Column<T>& c = columns[pick % columns.size()];
    std::string problem;
    const Value v = fromText(cell, c.kind, c.nullable, problem);
    if (!problem.empty())
        return;
    if (c.check)
        (void)c.check(v);
    (void)describe(v);
    (void)toJsonValue(v, c.kind);
    const std::string text = toText(v, c.kind);
    std::string again_problem;
    const Value again = fromText(text, c.kind, c.nullable, again_problem);
    if (!again_problem.empty() || !(again == v))
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0)
        return 0;
    const std::size_t pick = data[0];
    const std::string_view cell(reinterpret_cast<const char*>(data) + 1, size - 1);
    switch (pick % 10) {
    case 0:
        checkCell(currencyTable(), pick / 10, cell);
        break;
    case 1:
        checkCell(rateTable(), pick / 10, cell);
        break;
    case 2:
        checkCell(gpuTable(), pick / 10, cell);
        break;
    case 3:
        checkCell(interconnectTable(), pick / 10, cell);
        break;
    case 4:
        checkCell(modelTable(), pick / 10, cell);
        break;
    case 5:
        checkCell(priceTable(), pick / 10, cell);
        break;
    case 6:
        checkCell(offerTable(), pick / 10, cell);
        break;
    case 7:
        checkCell(systemTable(), pick / 10, cell);
        break;
    case 8:
        checkCell(apiPriceTable(), pick / 10, cell);
        break;
    default:
        checkCell(settingTable(), pick / 10, cell);
        break;
    }
    return 0;
}
