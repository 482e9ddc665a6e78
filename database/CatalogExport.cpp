// Exporting the catalog: one CSV file per table, or one catalog.json, each
// written whole under a temporary name and renamed into place.
#include "database/CatalogStoreImpl.h"

#include "core/base/InertText.h"
#include "core/base/OutputPath.h"
#include "database/CatalogFiles.h"
#include "database/Csv.h"

namespace gpuplan {

namespace fs = std::filesystem;
using tables::Table;

namespace {

template <typename T> std::string csvOf(const Table<T>& t, const std::vector<Versioned<T>>& rows) {
    std::vector<std::string> header;
    for (const auto& c : t.io_columns)
        header.push_back(c.name);
    std::string out = formatCsvRecord(header);
    std::vector<std::string> cells;
    for (const auto& r : rows) {
        cells.clear();
        for (const auto& c : t.io_columns)
            // Inert: a control character or a malformed byte a former version let in is written
            // \u001b or \xff (core/base/InertText.h), never raw into a spreadsheet or a terminal.
            cells.push_back(escapeSpreadsheetCell(
                inertText(tables::toText(c.get(r.value), c.kind), Keep::WhatTheCatalogKeeps)));
        out += formatCsvRecord(cells);
    }
    return out;
}

template <typename T> nlohmann::json jsonOf(const Table<T>& t, const std::vector<Versioned<T>>& rows) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& r : rows)
        out.push_back(tables::rowToJson(t, r.value));
    return out;
}

} // namespace

nlohmann::json CatalogStore::Impl::tablesAsJson(Revisions* revisions) const {
    nlohmann::json doc = nlohmann::json::object();
    auto put = [&](const char* name, const auto& table) {
        const auto rows = selectAll(table);
        doc[name] = jsonOf(table, rows);
        if (revisions) {
            auto& list = (*revisions)[name];
            for (const auto& r : rows)
                list.push_back(r.revision);
        }
    };
    put("currencies", tables::currencyTable());
    put("exchange_rates", tables::rateTable());
    put("settings", tables::settingTable());
    put("gpus", tables::gpuTable());
    put("interconnects", tables::interconnectTable());
    put("models", tables::modelTable());
    put("prices", tables::priceTable());
    put("cloud_offers", tables::offerTable());
    put("systems", tables::systemTable());
    put("api_prices", tables::apiPriceTable());
    put("benchmark_runs", tables::benchmarkRunTable());
    return doc;
}

std::vector<fs::path> CatalogStore::exportTo(const fs::path& dir, ExportFormat format) const {
    std::error_code ec;
    fs::create_directories(dir, ec);
    std::error_code kind;
    if (!fs::is_directory(dir, kind)) // without throwing: a folder this user may not see is named
        throw InputError(fmt::format("cannot create the folder {}{}", dir.string(),
                                     ec ? ": " + ec.message() : std::string()));
    // Every file is checked before the first is written: a refused export writes nothing.
    const ProtectedInputs protect{path(), {}};
    if (format == ExportFormat::Csv) {
        for (const auto& stem : tableFileStems())
            checkOutputPath(dir / (stem + ".csv"), OutputKind::Csv, protect);
    } else {
        checkOutputPath(dir / "catalog.json", OutputKind::Json, protect);
    }
    std::vector<fs::path> written;
    const auto& i = impl();
    if (format == ExportFormat::Csv) {
        auto put = [&](const std::string& stem, const std::string& content) {
            const fs::path f = dir / (stem + ".csv");
            files::writeFileAtomically(f, content);
            written.push_back(f);
        };
        put("currencies", csvOf(tables::currencyTable(), i.selectAll(tables::currencyTable())));
        put("exchange_rates", csvOf(tables::rateTable(), i.selectAll(tables::rateTable())));
        put("settings", csvOf(tables::settingTable(), i.selectAll(tables::settingTable())));
        put("gpus", csvOf(tables::gpuTable(), i.selectAll(tables::gpuTable())));
        put("interconnects", csvOf(tables::interconnectTable(), i.selectAll(tables::interconnectTable())));
        put("models", csvOf(tables::modelTable(), i.selectAll(tables::modelTable())));
        put("prices", csvOf(tables::priceTable(), i.selectAll(tables::priceTable())));
        put("cloud_offers", csvOf(tables::offerTable(), i.selectAll(tables::offerTable())));
        put("systems", csvOf(tables::systemTable(), i.selectAll(tables::systemTable())));
        put("api_prices", csvOf(tables::apiPriceTable(), i.selectAll(tables::apiPriceTable())));
        put("benchmark_runs", csvOf(tables::benchmarkRunTable(), i.selectAll(tables::benchmarkRunTable())));
    } else {
        nlohmann::json doc = nlohmann::json::object();
        doc["format"] = kCatalogFormatName;
        doc["format_version"] = kCatalogFormatVersion;
        doc["schema_version"] = schemaVersion();
        doc["data_revision"] = dataRevision();
        doc["defaults_revision"] = defaultsRevision();
        doc.update(impl().tablesAsJson());
        const fs::path f = dir / "catalog.json";
        // Text that is not UTF-8 (a former version let it in) as U+FFFD: never type_error 316.
        files::writeFileAtomically(f,
                                   doc.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n");
        written.push_back(f);
    }
    return written;
}

} // namespace gpuplan
