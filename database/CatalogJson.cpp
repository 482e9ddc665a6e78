#include "CatalogJson.h"

#include "CatalogTables.h"

namespace gpuplan {

namespace {

template <typename T> nlohmann::json rowJson(const tables::Table<T>& table, const T& row) {
    nlohmann::json o = nlohmann::json::object();
    for (const auto& c : table.io_columns)
        o[c.name] = tables::toJsonValue(c.get(row), c.kind);
    return o;
}

} // namespace

nlohmann::json toJson(const GpuSpec& gpu) {
    return rowJson(tables::gpuTable(), gpu);
}
nlohmann::json toJson(const InterconnectSpec& i) {
    return rowJson(tables::interconnectTable(), i);
}
nlohmann::json toJson(const GpuPrice& price) {
    return rowJson(tables::priceTable(), price);
}
nlohmann::json toJson(const CloudOffer& offer) {
    return rowJson(tables::offerTable(), offer);
}
nlohmann::json toJson(const CatalogModel& model) {
    return rowJson(tables::modelTable(), model);
}
nlohmann::json toJson(const ExchangeRate& rate) {
    return rowJson(tables::rateTable(), rate);
}
nlohmann::json toJson(const Currency& currency) {
    return rowJson(tables::currencyTable(), currency);
}

} // namespace gpuplan
